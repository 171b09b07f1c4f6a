// Basic (additive) points, japanese-classical.md section 3: one registry record per item.
// `count` says how many times the item applies (a set item once per set), `points` what each
// time is worth. Seven pairs (A8) replaces every other item but flowers unless the rules say
// `sevenPairsBasic: 'add'`.

import { isDragon, isYaochuu } from '../../tiles/tile.ts';
import { type ClassicalContext, isStandard, pungsOf } from './context.ts';
import type { SetKind } from './reading.ts';

export interface PointsItem {
  id: string;
  points: number | ((ctx: ClassicalContext) => number);
  count: (ctx: ClassicalContext) => number;
}

/** Items of a winning shape's structure: a standard hand, or seven pairs under `sevenPairsBasic: 'add'`. */
function scoresOrdinaryItems(ctx: ClassicalContext): boolean {
  return isStandard(ctx) || (ctx.reading.shape === 'seven_pairs' && ctx.rules.sevenPairsBasic === 'add');
}

/** Pair items also score in a loser's partial hand (section 6.2, when `loserPairsScore` lets them in). */
function scoresPairs(ctx: ClassicalContext): boolean {
  return scoresOrdinaryItems(ctx) || ctx.reading.shape === 'partial';
}

const when = (cond: boolean) => (cond ? 1 : 0);

function isValuableWind(ctx: ClassicalContext, k: number): boolean {
  return k === ctx.seatWindTile || k === ctx.roundWindTile;
}

function setItem(
  id: string,
  points: number,
  kind: SetKind,
  terminalOrHonour: boolean,
  concealed: boolean,
): PointsItem {
  return {
    id,
    points,
    count: (ctx) =>
      pungsOf(ctx).filter(
        (s) => s.kind === kind && isYaochuu(s.tile) === terminalOrHonour && s.concealed === concealed,
      ).length,
  };
}

export const POINTS_ITEMS: readonly PointsItem[] = [
  { id: 'winning', points: 20, count: (ctx) => when(scoresOrdinaryItems(ctx)) },
  { id: 'self_draw', points: 2, count: (ctx) => when(scoresOrdinaryItems(ctx) && ctx.tsumo) },
  {
    // A3: awarded on any concealed win unless the rules limit it to discard wins.
    id: 'concealed_hand',
    points: 10,
    count: (ctx) =>
      when(
        scoresOrdinaryItems(ctx) && ctx.concealedHand && (ctx.rules.concealedBonusOn === 'any' || !ctx.tsumo),
      ),
  },
  {
    id: 'dragon_pair',
    points: 2,
    count: (ctx) => (scoresPairs(ctx) ? ctx.reading.pairs.filter(isDragon).length : 0),
  },
  {
    // A5: a pair of the wind that is both seat and prevalent wind scores `doubleWindPair` (4).
    id: 'wind_pair',
    points: (ctx) => {
      const k = ctx.reading.pairs.find((p) => isValuableWind(ctx, p));
      return k === ctx.seatWindTile && k === ctx.roundWindTile ? ctx.rules.doubleWindPair : 2;
    },
    count: (ctx) => (scoresPairs(ctx) ? ctx.reading.pairs.filter((p) => isValuableWind(ctx, p)).length : 0),
  },
  {
    // Max once per hand; the best reading of the wait is chosen by scoring every reading.
    id: 'edge_closed_single_wait',
    points: 2,
    count: (ctx) => when(scoresOrdinaryItems(ctx) && ['edge', 'closed', 'single'].includes(ctx.reading.wait)),
  },
  { id: 'flower', points: 4, count: (ctx) => ctx.bonus.length },
  {
    id: 'seven_pairs',
    points: (ctx) => ctx.rules.sevenPairsPoints,
    count: (ctx) => when(ctx.reading.shape === 'seven_pairs'),
  },
  setItem('melded_simple_pung', 2, 'pung', false, false),
  setItem('concealed_simple_pung', 4, 'pung', false, true),
  setItem('melded_terminal_honour_pung', 4, 'pung', true, false),
  setItem('concealed_terminal_honour_pung', 8, 'pung', true, true),
  setItem('melded_simple_kong', 8, 'kong', false, false),
  setItem('concealed_simple_kong', 16, 'kong', false, true),
  setItem('melded_terminal_honour_kong', 16, 'kong', true, false),
  setItem('concealed_terminal_honour_kong', 32, 'kong', true, true),
];

export interface PointsLine {
  id: string;
  points: number;
}

/** The basic-point lines of a reading, one per application, in registry order. */
export function listBasicPoints(
  ctx: ClassicalContext,
  items: readonly PointsItem[] = POINTS_ITEMS,
): PointsLine[] {
  const lines: PointsLine[] = [];
  for (const item of items) {
    const n = item.count(ctx);
    if (n <= 0) continue;
    const points = typeof item.points === 'number' ? item.points : item.points(ctx);
    for (let i = 0; i < n; i++) lines.push({ id: item.id, points });
  }
  return lines;
}
