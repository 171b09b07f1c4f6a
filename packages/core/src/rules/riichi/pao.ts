// Liability (pao, riichi.md §5.4): whether a hand's declared melds let another player have fed
// its pao yakuman. One rule for the scorer (which pays a liability only where it can stand) and
// the ledger (which refuses one nobody could carry, naming why).

import { isKanKind, type Meld } from '../../hand/hand.ts';
import { CHUN, EAST, HAKU, kindOf, NORTH } from '../../tiles/tile.ts';
import type { PaoYakuman } from './options.ts';

/** A declared meld as the §5.4 trigger reads it. */
export interface PaoMeld {
  /** The tile kind of its lowest tile. */
  readonly kind: number;
  readonly run: boolean;
  readonly kan: boolean;
  /** Made with a tile called from a discard (a pon, an open kan, a kan added to a pon). */
  readonly called: boolean;
}

export function paoMeldOf(m: Meld): PaoMeld {
  return {
    kind: kindOf(m.tiles[0]!),
    run: m.kind === 'chi',
    kan: isKanKind(m.kind),
    called: m.kind !== 'ankan',
  };
}

/**
 * §5.4 trigger: a player showing 2 dragon groups (melded, or closed kans) is fed the 3rd by pon or
 * daiminkan (3 wind groups and the 4th for daisuushii; wrc2025's suukantsu †: the 4th kan). So
 * every group of the yakuman is a declared meld, one of them called from a discard: with a group
 * concealed, or closed kans alone, nobody fed it. (The order of the calls is not in a hand: "the
 * pon first, then two closed kans" passes, as the one shape that cannot be told apart.)
 */
export function paoCouldBeFed(id: PaoYakuman, melds: readonly PaoMeld[]): boolean {
  if (id === 'suukantsu') {
    let kans = 0;
    let called = false;
    for (const m of melds)
      if (m.kan) {
        kans++;
        called ||= m.called;
      }
    return kans === 4 && called;
  }
  const [low, high] = id === 'daisangen' ? [HAKU, CHUN] : [EAST, NORTH];
  let groups = 0;
  let called = false;
  for (const m of melds)
    if (!m.run && m.kind >= low && m.kind <= high) {
      groups++;
      called ||= m.called;
    }
  return groups === high - low + 1 && called;
}

/** What a hand must show for a liability for `id` (the end of a refusal's message). */
export function paoShapeNeeded(id: PaoYakuman): string {
  const groups =
    id === 'daisangen'
      ? 'all three dragon groups'
      : id === 'daisuushii'
        ? 'all four wind groups'
        : 'all four kans';
  return `liability (pao) for ${id} needs ${groups} shown as declared melds, one of them called from a discard (§5.4: the liable player fed the last one)`;
}
