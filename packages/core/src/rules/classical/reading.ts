// Readings of a Japanese Classical winning hand: every way to split it into sets and a pair
// (or a special shape), with where the winning tile sits. Each reading carries what the
// points, doubles and limit registries need, so those are plain predicates over it.

import {
  decomposeStandard,
  groupTile,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
} from '../../hand/decompose.ts';
import { kindOf, numberOf } from '../../tiles/tile.ts';
import { type ClassicalHand, countKinds } from './hand.ts';

export type SetKind = 'chow' | 'pung' | 'kong';

export interface ClassicalSet {
  kind: SetKind;
  /** The set's tile kind (a chow's lowest tile). */
  tile: number;
  /**
   * Concealed for set points and concealed-pung doubles: a concealed kong or a set formed
   * from self-drawn tiles. A pung finished by the winning discard counts as melded (section 3).
   */
  concealed: boolean;
  /** Claimed from a discard before the win (chi, pon, open kan): makes the hand not concealed. */
  claimed: boolean;
}

/** Wait of the winning tile; only edge, closed and single score (section 3). */
export type Wait = 'edge' | 'closed' | 'single' | 'two_sided' | 'pung' | 'none';

/** `partial`: a loser's hand, scored for the settlement between losers (section 6.2). */
export type Shape = 'standard' | 'seven_pairs' | 'thirteen_orphans' | 'partial';

export interface ClassicalReading {
  shape: Shape;
  /** Four sets for a standard hand, none for a special shape. */
  sets: ClassicalSet[];
  /** Pair kinds: one for a standard hand, seven for seven pairs, the duplicate for thirteen orphans. */
  pairs: number[];
  wait: Wait;
}

function waitInSequence(start: number, win: number): Wait {
  if (win === start + 1) return 'closed';
  const n = numberOf(start);
  if ((n === 1 && win === start + 2) || (n === 7 && win === start)) return 'edge';
  return 'two_sided';
}

/**
 * Every reading of the hand. `sevenPairs` allows the seven-pairs shape. A standard hand gives
 * one reading per decomposition and per group the winning tile can have completed.
 */
export function readClassicalHand(
  hand: ClassicalHand,
  tsumo: boolean,
  sevenPairs: boolean,
): ClassicalReading[] {
  const counts = countKinds(hand.concealed);
  const win = kindOf(hand.winTile);
  const readings: ClassicalReading[] = [];
  const melded: ClassicalSet[] = hand.melds.map((m) => {
    const tile = Math.min(...m.tiles.map(kindOf));
    if (m.kind === 'chi') return { kind: 'chow', tile, concealed: false, claimed: true };
    if (m.kind === 'pon') return { kind: 'pung', tile, concealed: false, claimed: true };
    return { kind: 'kong', tile, concealed: m.kind === 'ankan', claimed: m.kind === 'kan' };
  });

  if (hand.melds.length === 0) {
    if (isThirteenOrphans(counts)) {
      readings.push({ shape: 'thirteen_orphans', sets: [], pairs: [counts.indexOf(2)], wait: 'none' });
    }
    if (sevenPairs && isSevenPairs(counts)) {
      const pairs = counts.flatMap((n, k) => (n === 2 ? [k] : []));
      readings.push({ shape: 'seven_pairs', sets: [], pairs, wait: 'single' });
    }
  }

  for (const d of decomposeStandard(counts)) {
    if (d.groups.length + hand.melds.length !== 4) continue;
    const concealedSets = d.groups.map(
      (g): ClassicalSet => ({
        kind: isSequenceCode(g) ? 'chow' : 'pung',
        tile: groupTile(g),
        concealed: !isSequenceCode(g),
        claimed: false,
      }),
    );
    const seen = new Set<string>();
    const place = (index: number, wait: Wait) => {
      const sets = concealedSets.map((s, i) =>
        // A pung finished by the winning discard is melded for its points (section 3).
        i === index && s.kind === 'pung' && !tsumo ? { ...s, concealed: false } : s,
      );
      const key = `${index < 0 ? -1 : `${concealedSets[index]!.kind}${concealedSets[index]!.tile}`}|${wait}`;
      if (seen.has(key)) return;
      seen.add(key);
      readings.push({ shape: 'standard', sets: [...melded, ...sets], pairs: [d.pair], wait });
    };
    if (d.pair === win) place(-1, 'single');
    concealedSets.forEach((s, i) => {
      if (s.kind === 'pung' && s.tile === win) place(i, 'pung');
      if (s.kind === 'chow' && win >= s.tile && win <= s.tile + 2) place(i, waitInSequence(s.tile, win));
    });
  }
  return readings;
}
