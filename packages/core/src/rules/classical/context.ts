// What the points, doubles and limit-hand registries look at: one reading of the hand plus
// the situation and the rules, with the few derived facts several entries share.

import { isBonus, isDragon, isHonor, isWind, kindOf, suitOf, type Tile, windTile } from '../../tiles/tile.ts';
import type { ClassicalHand, ClassicalSituation } from './hand.ts';
import type { ClassicalRules } from './options.ts';
import type { ClassicalReading, ClassicalSet } from './reading.ts';

export interface ClassicalContext {
  rules: ClassicalRules;
  reading: ClassicalReading;
  /** Every tile kind of the hand, meld tiles included (kongs count four). */
  kinds: number[];
  /** Flowers and seasons held (empty unless the `flowers` option is on). */
  bonus: Tile[];
  tsumo: boolean;
  /** No chow, pung or kong claimed from a discard before the win (concealed kongs allowed). */
  concealedHand: boolean;
  isDealer: boolean;
  /** 1 East .. 4 North: the seat number flowers and seasons are matched against. */
  seatNumber: number;
  seatWindTile: number;
  roundWindTile: number;
  /** True when the winning discard was the dealer's (Blessing of Earth option, A14). */
  discarderIsDealer: boolean;
  situation: ClassicalSituation;
}

export function buildContext(
  hand: ClassicalHand,
  situation: ClassicalSituation,
  reading: ClassicalReading,
  rules: ClassicalRules,
  discarderIsDealer: boolean,
): ClassicalContext {
  const kinds = [...hand.concealed.map(kindOf), ...hand.melds.flatMap((m) => m.tiles.map(kindOf))];
  return {
    rules,
    reading,
    kinds,
    bonus: rules.flowers ? hand.bonus.filter(isBonus) : [],
    tsumo: situation.tsumo,
    concealedHand: hand.melds.every((m) => m.kind === 'ankan'),
    isDealer: situation.seatWind === 1,
    seatNumber: situation.seatWind,
    seatWindTile: windTile(situation.seatWind),
    roundWindTile: windTile(situation.roundWind),
    discarderIsDealer,
    situation,
  };
}

export function pungsOf(ctx: ClassicalContext): ClassicalSet[] {
  return ctx.reading.sets.filter((s) => s.kind !== 'chow');
}

export function chowsOf(ctx: ClassicalContext): ClassicalSet[] {
  return ctx.reading.sets.filter((s) => s.kind === 'chow');
}

export function concealedPungCount(ctx: ClassicalContext): number {
  return pungsOf(ctx).filter((s) => s.concealed).length;
}

export function kongCount(ctx: ClassicalContext): number {
  return ctx.reading.sets.filter((s) => s.kind === 'kong').length;
}

export function isStandard(ctx: ClassicalContext): boolean {
  return ctx.reading.shape === 'standard';
}

/** Four pungs or kongs and a pair. */
export function isAllPungs(ctx: ClassicalContext): boolean {
  return isStandard(ctx) && pungsOf(ctx).length === 4;
}

export function dragonPungCount(ctx: ClassicalContext): number {
  return pungsOf(ctx).filter((s) => isDragon(s.tile)).length;
}

export function windPungCount(ctx: ClassicalContext): number {
  return pungsOf(ctx).filter((s) => isWind(s.tile)).length;
}

/** The suits (0 man, 1 pin, 2 sou) of the hand's suit tiles, and whether it holds honours. */
export function suitsOf(ctx: ClassicalContext): { suits: Set<number>; honours: boolean } {
  const suits = new Set<number>();
  let honours = false;
  for (const k of ctx.kinds) {
    if (isHonor(k)) honours = true;
    else suits.add(suitOf(k));
  }
  return { suits, honours };
}

/** The chows' tile kinds, counted: how many identical chows of each. */
export function chowCounts(ctx: ClassicalContext): Map<number, number> {
  const counts = new Map<number, number>();
  for (const s of chowsOf(ctx)) counts.set(s.tile, (counts.get(s.tile) ?? 0) + 1);
  return counts;
}
