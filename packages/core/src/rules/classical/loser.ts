// A loser's hand score for the optional settlement between losers (japanese-classical.md
// section 6.2): the same tables, but only set points, flower points, pair points when
// `loserPairsScore` is on, and the set-based doubles; no winning, self-draw, concealed or
// wait points, no going-out doubles, no limit hand. Capped at the limit.

import { countOf, fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { isFlower, isSeason, KINDS, kindOf, type Tile, windTile } from '../../tiles/tile.ts';
import type { ClassicalContext } from './context.ts';
import { DOUBLES_ITEMS, type DoublesLine, listDoubles } from './doubles.ts';
import { type ClassicalMeld, findListIssues, findTileIssues, findWindIssues } from './hand.ts';
import { type ClassicalRules, findClassicalRulesIssues } from './options.ts';
import { listBasicPoints, POINTS_ITEMS, type PointsLine } from './points.ts';
import type { ClassicalSet } from './reading.ts';

export interface ClassicalLoserHand {
  /** The loser's concealed tiles: 13 minus 3 per meld. */
  concealed: Tile[];
  melds: ClassicalMeld[];
  bonus: Tile[];
  seatWind: number;
  roundWind: number;
}

export interface ClassicalLoserScore {
  points: number;
  doubles: number;
  /** min(points x 2^doubles, limit). */
  value: number;
  pointsDetail: PointsLine[];
  doublesDetail: DoublesLine[];
}

const LOSER_SET_POINTS = new Set([
  'melded_simple_pung',
  'concealed_simple_pung',
  'melded_terminal_honour_pung',
  'concealed_terminal_honour_pung',
  'melded_simple_kong',
  'concealed_simple_kong',
  'melded_terminal_honour_kong',
  'concealed_terminal_honour_kong',
  'flower',
]);
const LOSER_PAIR_POINTS = new Set(['dragon_pair', 'wind_pair']);
const LOSER_DOUBLES = new Set([
  'dragon_pung',
  'seat_wind_pung',
  'prevalent_wind_pung',
  'seat_flower',
  'all_flowers',
  'all_seasons',
]);

function loserIssues(hand: ClassicalLoserHand): Issue[] {
  if (!hand || typeof hand !== 'object') return [issue('bad_hand', 'the hand is missing', 'hand')];
  const concealed = Array.isArray(hand.concealed) ? hand.concealed : [];
  const melds = Array.isArray(hand.melds) ? hand.melds : [];
  const issues = findListIssues(hand);
  issues.push(
    ...findTileIssues(concealed, melds, Array.isArray(hand.bonus) ? hand.bonus : []),
    ...findWindIssues(hand.seatWind, hand.roundWind),
  );
  const expected = 13 - 3 * melds.length;
  if (Array.isArray(hand.concealed) && Array.isArray(hand.melds) && concealed.length !== expected) {
    issues.push(
      issue(
        'wrong_tile_count',
        `${countOf(concealed.length, 'concealed tile')}; a losing hand with ${countOf(melds.length, 'meld')} has ${expected}`,
        'hand',
      ),
    );
  }
  return issues;
}

/** Scores a losing hand for the settlement between losers. */
export function scoreClassicalLoserHand(
  hand: ClassicalLoserHand,
  rules: ClassicalRules,
): Result<ClassicalLoserScore, 'invalid'> {
  const issues = [...findClassicalRulesIssues(rules), ...loserIssues(hand)];
  if (issues.length) return fail('invalid', issues);
  const counts = new Array<number>(KINDS).fill(0);
  for (const t of hand.concealed) counts[kindOf(t)]!++;
  const sets: ClassicalSet[] = hand.melds.map((m) => {
    const tile = Math.min(...m.tiles.map(kindOf));
    if (m.kind === 'chi') return { kind: 'chow', tile, concealed: false, claimed: true };
    if (m.kind === 'pon') return { kind: 'pung', tile, concealed: false, claimed: true };
    return { kind: 'kong', tile, concealed: m.kind === 'ankan', claimed: m.kind === 'kan' };
  });
  // Three or more of a kind in the hand are a concealed pung (an undeclared fourth tile is not a kong).
  counts.forEach((n, k) => {
    if (n >= 3) sets.push({ kind: 'pung', tile: k, concealed: true, claimed: false });
  });
  const pairs = counts.flatMap((n, k) => (n === 2 ? [k] : []));
  const bonus =
    rules.flowers && Array.isArray(hand.bonus) ? hand.bonus.filter((t) => isFlower(t) || isSeason(t)) : [];
  const ctx: ClassicalContext = {
    rules,
    reading: { shape: 'partial', sets, pairs, wait: 'none' },
    kinds: [...hand.concealed.map(kindOf), ...hand.melds.flatMap((m) => m.tiles.map(kindOf))],
    bonus,
    tsumo: false,
    concealedHand: hand.melds.every((m) => m.kind === 'ankan'),
    isDealer: hand.seatWind === 1,
    seatNumber: hand.seatWind,
    seatWindTile: windTile(hand.seatWind),
    roundWindTile: windTile(hand.roundWind),
    discarderIsDealer: false,
    situation: { tsumo: false, seatWind: hand.seatWind, roundWind: hand.roundWind },
  };
  const pointIds = (id: string) =>
    LOSER_SET_POINTS.has(id) || (rules.loserPairsScore && LOSER_PAIR_POINTS.has(id));
  const pointsDetail = listBasicPoints(
    ctx,
    POINTS_ITEMS.filter((p) => pointIds(p.id)),
  );
  const doublesDetail = listDoubles(
    ctx,
    DOUBLES_ITEMS.filter((d) => LOSER_DOUBLES.has(d.id)),
  );
  const rawPoints = pointsDetail.reduce((a, l) => a + l.points, 0);
  const points =
    rules.roundBasicPointsTo > 1
      ? Math.ceil(rawPoints / rules.roundBasicPointsTo) * rules.roundBasicPointsTo
      : rawPoints;
  const doubles = doublesDetail.reduce((a, l) => a + l.doubles, 0);
  return ok({
    points,
    doubles,
    value: Math.min(points * 2 ** doubles, rules.limit),
    pointsDetail,
    doublesDetail,
  });
}
