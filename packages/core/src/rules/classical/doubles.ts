// Doubles, japanese-classical.md section 4: one registry record per item. `count` says how
// many times an item applies (a dragon pung once per pung), `doubles` what each time adds.
// Items that replace others (full flush over half flush, the A6 total over All pungs and Three
// concealed pungs, pure triple chow over pure double chow, all flowers over the seat flower
// of that group) say so in their own `count`.

import {
  bonusNumber,
  isDragon,
  isFlower,
  isSeason,
  isSimple,
  isWind,
  isYaochuu,
  numberOf,
  suitOf,
} from '../../tiles/tile.ts';
import {
  type ClassicalContext,
  chowCounts,
  chowsOf,
  concealedPungCount,
  dragonPungCount,
  isAllPungs,
  isStandard,
  kongCount,
  pungsOf,
  suitsOf,
} from './context.ts';

export interface DoublesItem {
  id: string;
  doubles: number | ((ctx: ClassicalContext) => number);
  count: (ctx: ClassicalContext) => number;
}

const when = (cond: boolean) => (cond ? 1 : 0);

/** A7: the "+1 if concealed" bonus: the whole hand concealed, or (option) the chows themselves. */
function concealedBonus(ctx: ClassicalContext, chowTile: (t: number) => boolean): number {
  if (ctx.rules.concealedBonusScope === 'whole_hand') return when(ctx.concealedHand);
  return when(chowsOf(ctx).every((s) => !chowTile(s.tile) || !s.claimed));
}

/** The suit whose chows 123, 456, 789 the hand holds, or -1. */
function pureStraightSuit(ctx: ClassicalContext): number {
  const starts = new Set(chowsOf(ctx).map((s) => s.tile));
  for (const base of [0, 9, 18]) {
    if (starts.has(base) && starts.has(base + 3) && starts.has(base + 6)) return base;
  }
  return -1;
}

/** Chow kind held three or more times, or -1. */
function tripleChowTile(ctx: ClassicalContext): number {
  for (const [tile, n] of chowCounts(ctx)) if (n >= 3) return tile;
  return -1;
}

function holdsThreeSuits(tiles: number[]): boolean {
  const byNumber = new Map<number, Set<number>>();
  for (const t of tiles) {
    if (!byNumber.has(numberOf(t))) byNumber.set(numberOf(t), new Set());
    byNumber.get(numberOf(t))!.add(suitOf(t));
  }
  return [...byNumber.values()].some((suits) => suits.size === 3);
}

function allPungsDoubles(ctx: ClassicalContext): 'all_pungs' | 'all_pungs_three_concealed' | null {
  if (!isAllPungs(ctx)) return null;
  const concealed = concealedPungCount(ctx);
  if (concealed <= 2) return 'all_pungs';
  return concealed === 3 ? 'all_pungs_three_concealed' : null;
}

function hasCompleteGroup(ctx: ClassicalContext, isGroup: (t: number) => boolean): boolean {
  return ctx.bonus.filter(isGroup).length === 4;
}

export const DOUBLES_ITEMS: readonly DoublesItem[] = [
  {
    id: 'ready',
    doubles: 1,
    count: (ctx) => when(ctx.rules.ready && ctx.situation.ready === true && ctx.concealedHand),
  },
  {
    // A11: with `littleThreeDragonsStacks: false` little three dragons replaces these two.
    id: 'dragon_pung',
    doubles: 1,
    count: (ctx) =>
      !ctx.rules.littleThreeDragonsStacks && isLittleThreeDragons(ctx) ? 0 : dragonPungCount(ctx),
  },
  {
    id: 'seat_wind_pung',
    doubles: 1,
    count: (ctx) => pungsOf(ctx).filter((s) => s.tile === ctx.seatWindTile).length,
  },
  {
    // A4: a pung of the wind that is both seat and prevalent wind counts twice unless `doubleWindPung` is 1.
    id: 'prevalent_wind_pung',
    doubles: 1,
    count: (ctx) =>
      ctx.rules.doubleWindPung === 1 && ctx.seatWindTile === ctx.roundWindTile
        ? 0
        : pungsOf(ctx).filter((s) => s.tile === ctx.roundWindTile).length,
  },
  {
    // A13: allowed with claimed sets unless `allSimplesOpen` is off.
    id: 'all_simples',
    doubles: 1,
    count: (ctx) =>
      when(
        ctx.reading.shape !== 'thirteen_orphans' &&
          ctx.kinds.every(isSimple) &&
          (ctx.rules.allSimplesOpen || ctx.concealedHand),
      ),
  },
  {
    id: 'all_terminals_and_honours',
    doubles: 1,
    count: (ctx) => when(ctx.reading.shape !== 'thirteen_orphans' && ctx.kinds.every(isYaochuu)),
  },
  {
    id: 'pure_straight',
    doubles: (ctx) => {
      const base = pureStraightSuit(ctx);
      return 1 + concealedBonus(ctx, (t) => t === base || t === base + 3 || t === base + 6);
    },
    count: (ctx) => when(pureStraightSuit(ctx) >= 0),
  },
  {
    // Concealed hands only; A10: two disjoint pairs of identical chows score twice.
    id: 'pure_double_chow',
    doubles: 1,
    count: (ctx) => {
      if (!ctx.concealedHand) return 0;
      if (ctx.rules.pureTripleChowReplacesDouble && tripleChowTile(ctx) >= 0) return 0;
      let pairs = 0;
      for (const n of chowCounts(ctx).values()) pairs += Math.floor(n / 2);
      return Math.min(pairs, ctx.rules.countBothPureDoubleChows ? 2 : 1);
    },
  },
  {
    id: 'mixed_triple_chow',
    doubles: 1,
    count: (ctx) => when(holdsThreeSuits(chowsOf(ctx).map((s) => s.tile))),
  },
  {
    id: 'pure_triple_chow',
    doubles: (ctx) => {
      const tile = tripleChowTile(ctx);
      return 1 + concealedBonus(ctx, (t) => t === tile);
    },
    count: (ctx) => when(tripleChowTile(ctx) >= 0),
  },
  {
    id: 'triple_pung',
    doubles: 1,
    count: (ctx) =>
      when(
        holdsThreeSuits(
          pungsOf(ctx)
            .filter((s) => !isDragon(s.tile) && !isWind(s.tile))
            .map((s) => s.tile),
        ),
      ),
  },
  {
    // A replacement tile is drawn after a kong, or after a flower when flowers are in play.
    id: 'out_on_replacement',
    doubles: 1,
    count: (ctx) =>
      when(ctx.situation.replacement === true && ctx.tsumo && (kongCount(ctx) > 0 || ctx.bonus.length > 0)),
  },
  {
    id: 'robbing_the_kong',
    doubles: 1,
    count: (ctx) => when(ctx.situation.robbingKong === true && !ctx.tsumo),
  },
  { id: 'last_tile', doubles: 1, count: (ctx) => when(ctx.situation.lastTile === true) },
  { id: 'fully_concealed', doubles: 1, count: (ctx) => when(ctx.concealedHand && ctx.tsumo) },
  {
    // A9: flower and season n belong to seat n (E1 S2 W3 N4); a complete group's seat tile is in its 4.
    id: 'seat_flower',
    doubles: 1,
    count: (ctx) =>
      ctx.bonus.filter(
        (t) =>
          bonusNumber(t) === ctx.seatNumber &&
          !(isFlower(t) && hasCompleteGroup(ctx, isFlower)) &&
          !(isSeason(t) && hasCompleteGroup(ctx, isSeason)),
      ).length,
  },
  { id: 'three_kongs', doubles: 2, count: (ctx) => when(kongCount(ctx) === 3) },
  { id: 'little_three_dragons', doubles: 2, count: (ctx) => when(isLittleThreeDragons(ctx)) },
  { id: 'all_pungs', doubles: 2, count: (ctx) => when(allPungsDoubles(ctx) === 'all_pungs') },
  {
    // A6: under `total` the 3 of All pungs (three concealed) replaces this item; `stack` adds it.
    id: 'three_concealed_pungs',
    doubles: 2,
    count: (ctx) =>
      when(
        concealedPungCount(ctx) === 3 &&
          (allPungsDoubles(ctx) !== 'all_pungs_three_concealed' ||
            ctx.rules.allPungsThreeConcealed === 'stack'),
      ),
  },
  {
    id: 'half_flush',
    doubles: 2,
    count: (ctx) => {
      const { suits, honours } = suitsOf(ctx);
      return when(suits.size === 1 && honours);
    },
  },
  {
    id: 'all_pungs_three_concealed',
    doubles: 3,
    count: (ctx) => when(allPungsDoubles(ctx) === 'all_pungs_three_concealed'),
  },
  {
    id: 'full_flush',
    doubles: 4,
    count: (ctx) => {
      const { suits, honours } = suitsOf(ctx);
      return when(suits.size === 1 && !honours);
    },
  },
  { id: 'all_flowers', doubles: 4, count: (ctx) => when(hasCompleteGroup(ctx, isFlower)) },
  { id: 'all_seasons', doubles: 4, count: (ctx) => when(hasCompleteGroup(ctx, isSeason)) },
];

export function isLittleThreeDragons(ctx: ClassicalContext): boolean {
  return isStandard(ctx) && dragonPungCount(ctx) === 2 && ctx.reading.pairs.some(isDragon);
}

export interface DoublesLine {
  id: string;
  doubles: number;
}

/** The doubles of a reading, one line per application, in registry order. */
export function listDoubles(
  ctx: ClassicalContext,
  items: readonly DoublesItem[] = DOUBLES_ITEMS,
): DoublesLine[] {
  const lines: DoublesLine[] = [];
  for (const item of items) {
    const n = item.count(ctx);
    if (n <= 0) continue;
    const doubles = typeof item.doubles === 'number' ? item.doubles : item.doubles(ctx);
    for (let i = 0; i < n; i++) lines.push({ id: item.id, doubles });
  }
  return lines;
}
