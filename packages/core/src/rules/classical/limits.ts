// Limit hands, japanese-classical.md section 5: a hand meeting any of these is worth the
// limit and no more (extra doubles ignored); the dealer x2 still applies at payment.

import { isHonor, isTerminal, isWind, numberOf, suitOf } from '../../tiles/tile.ts';
import {
  type ClassicalContext,
  concealedPungCount,
  dragonPungCount,
  isAllPungs,
  isStandard,
  kongCount,
  windPungCount,
} from './context.ts';

export interface LimitHand {
  id: string;
  test: (ctx: ClassicalContext) => boolean;
}

/** Concealed 1112345678999 of one suit plus any tile of that suit (no melds, not even a concealed kong). */
function isNineGates(ctx: ClassicalContext): boolean {
  if (ctx.reading.sets.some((s) => s.claimed || s.kind === 'kong') || ctx.kinds.length !== 14) return false;
  const suit = suitOf(ctx.kinds[0]!);
  if (suit > 2 || ctx.kinds.some((k) => suitOf(k) !== suit)) return false;
  const byNumber = new Array<number>(10).fill(0);
  for (const k of ctx.kinds) byNumber[numberOf(k)]!++;
  return byNumber[1]! >= 3 && byNumber[9]! >= 3 && [2, 3, 4, 5, 6, 7, 8].every((n) => byNumber[n]! >= 1);
}

export const LIMIT_HANDS: readonly LimitHand[] = [
  {
    id: 'blessing_of_heaven',
    test: (ctx) => ctx.situation.blessingOfHeaven === true && ctx.isDealer && ctx.tsumo && ctx.concealedHand,
  },
  {
    // A14: a non-dealer's self-drawn win on his first draw; optionally also on the dealer's first discard.
    id: 'blessing_of_earth',
    test: (ctx) =>
      ctx.situation.blessingOfEarth === true &&
      !ctx.isDealer &&
      ctx.concealedHand &&
      (ctx.tsumo || (ctx.rules.blessingOfEarthOnDealerDiscard && ctx.discarderIsDealer)),
  },
  { id: 'four_concealed_pungs', test: (ctx) => isAllPungs(ctx) && concealedPungCount(ctx) === 4 },
  { id: 'four_kongs', test: (ctx) => isStandard(ctx) && kongCount(ctx) === 4 },
  { id: 'all_terminals', test: (ctx) => isAllPungs(ctx) && ctx.kinds.every(isTerminal) },
  { id: 'all_honours', test: (ctx) => isAllPungs(ctx) && ctx.kinds.every(isHonor) },
  { id: 'thirteen_orphans', test: (ctx) => ctx.reading.shape === 'thirteen_orphans' },
  { id: 'nine_gates', test: isNineGates },
  { id: 'big_three_dragons', test: (ctx) => dragonPungCount(ctx) === 3 },
  {
    id: 'little_four_winds',
    test: (ctx) => isStandard(ctx) && windPungCount(ctx) === 3 && ctx.reading.pairs.some(isWind),
  },
  { id: 'big_four_winds', test: (ctx) => windPungCount(ctx) === 4 },
  {
    // A15: the dealer's 8th consecutive win, and every later win of the same run, whatever the hand.
    id: 'dealer_eight_wins',
    test: (ctx) =>
      ctx.rules.dealerStreakLimit !== null &&
      ctx.isDealer &&
      (ctx.situation.dealerStreak ?? 0) + 1 >= ctx.rules.dealerStreakLimit,
  },
];

/** Ids of the limit hands a reading meets, in registry order. */
export function listLimitHands(ctx: ClassicalContext, hands: readonly LimitHand[] = LIMIT_HANDS): string[] {
  return hands.filter((h) => h.test(ctx)).map((h) => h.id);
}

/** Limit hands a liable player pays for in full (section 6.5). */
export const LIABILITY_HANDS: readonly string[] = ['big_three_dragons', 'big_four_winds', 'all_honours'];
