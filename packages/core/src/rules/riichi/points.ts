// Han and fu to points (spec riichi.md §5.1-5.2): base points, limits, kiriage, kazoe and
// yakuman multiples, and what each payer pays, rounded per payer up to 100. The literal chart
// below is checked cell by cell against the formula in the tests.

import type { RiichiRules } from './options.ts';

export type LimitName =
  | 'mangan'
  | 'kiriage_mangan'
  | 'haneman'
  | 'baiman'
  | 'sanbaiman'
  | 'kazoe_sanbaiman'
  | 'kazoe_yakuman'
  | 'yakuman'
  | `yakuman_${number}x`;

export interface BasePoints {
  base: number;
  limit: LimitName | null;
}

/** Base points of a hand without yakuman, as a number (the scorer's hot path: no object). */
export function baseValue(han: number, fu: number, rules: RiichiRules): number {
  if (han >= 13) return rules.kazoe === 'yakuman' ? 8000 : 6000;
  if (han >= 11) return 6000;
  if (han >= 8) return 4000;
  if (han >= 6) return 3000;
  if (han >= 5) return 2000;
  const b = fu << (han + 2);
  if (b >= 2000 || (b === 1920 && rules.kiriage === true)) return 2000;
  return b;
}

/** The limit's name of a yakuman multiple of 1 or more: `yakuman`, `yakuman_2x`, ... */
export function yakumanLimitName(multiple: number): LimitName {
  return multiple === 1 ? 'yakuman' : `yakuman_${multiple}x`;
}

/** The limit a hand reaches (null: below mangan). `yakuman` is the multiple (0 for none). */
export function limitOf(han: number, fu: number, yakuman: number, rules: RiichiRules): LimitName | null {
  if (yakuman > 0) return yakumanLimitName(yakuman);
  if (han >= 13) return rules.kazoe === 'yakuman' ? 'kazoe_yakuman' : 'kazoe_sanbaiman';
  if (han >= 11) return 'sanbaiman';
  if (han >= 8) return 'baiman';
  if (han >= 6) return 'haneman';
  if (han >= 5) return 'mangan';
  const b = fu << (han + 2);
  if (b >= 2000) return 'mangan';
  return b === 1920 && rules.kiriage === true ? 'kiriage_mangan' : null;
}

/** Base points of a hand. `yakuman` is the multiple (0 for a hand without yakuman). */
export function basePoints(han: number, fu: number, yakuman: number, rules: RiichiRules): BasePoints {
  return {
    base: yakuman > 0 ? 8000 * yakuman : baseValue(han, fu, rules),
    limit: limitOf(han, fu, yakuman, rules),
  };
}

/** Rounds a payment up to the next 100. */
export function roundUp100(x: number): number {
  return Math.ceil(x / 100) * 100;
}

/** What each payer pays for a hand of base `base` (before honba and sticks). */
export type HandPayment =
  | { ron: number }
  | { tsumo_dealer: number; tsumo_non_dealer: number }
  | { tsumo_all: number };

export function handPayment(base: number, dealer: boolean, tsumo: boolean): HandPayment {
  if (!tsumo) return { ron: roundUp100(base * (dealer ? 6 : 4)) };
  if (dealer) return { tsumo_all: roundUp100(base * 2) };
  return { tsumo_dealer: roundUp100(base * 2), tsumo_non_dealer: roundUp100(base) };
}

/**
 * What the winner receives for a hand of base `base` (no honba, no sticks): the total of
 * `handPayment`, as a number (the scorer compares interpretations by it without objects).
 */
export function winnerReceives(base: number, dealer: boolean, tsumo: boolean): number {
  if (!tsumo) return ceil100(base * (dealer ? 6 : 4));
  const fromDealer = ceil100(2 * base);
  return dealer ? 3 * fromDealer : fromDealer + 2 * ceil100(base);
}

/** `roundUp100` of a whole number of points >= 0, in integer arithmetic (the scorer's hot path). */
function ceil100(x: number): number {
  return (((x + 99) / 100) | 0) * 100;
}

/** Total the winner receives from the hand itself (no honba, no sticks). */
export function handPaymentTotal(p: HandPayment): number {
  if ('ron' in p) return p.ron;
  if ('tsumo_all' in p) return p.tsumo_all * 3;
  return p.tsumo_dealer + 2 * p.tsumo_non_dealer;
}

/** One row of the chart: what a hand of han/fu pays in each situation (no limits applied here). */
export interface ChartCell {
  han: number;
  fu: number;
  base: number;
  nonDealerRon: number | null;
  nonDealerTsumo: [number, number] | null; // [each non-dealer, dealer]
  dealerRon: number | null;
  dealerTsumo: number | null;
}

/**
 * The standard chart of spec §5.2 as literal data: han, fu, base, non-dealer ron, non-dealer
 * tsumo (non-dealer/dealer), dealer ron, dealer tsumo each. null = the combination cannot occur
 * that way (20 fu is tsumo only, 25 fu and 110 fu at 1 han are ron only). Kiriage cells
 * (1920) are shown unrounded, as without kiriage.
 */
export const POINTS_CHART: readonly ChartCell[] = (
  [
    [1, 30, 240, 1000, [300, 500], 1500, 500],
    [1, 40, 320, 1300, [400, 700], 2000, 700],
    [1, 50, 400, 1600, [400, 800], 2400, 800],
    [1, 60, 480, 2000, [500, 1000], 2900, 1000],
    [1, 70, 560, 2300, [600, 1200], 3400, 1200],
    [1, 80, 640, 2600, [700, 1300], 3900, 1300],
    [1, 90, 720, 2900, [800, 1500], 4400, 1500],
    [1, 100, 800, 3200, [800, 1600], 4800, 1600],
    [1, 110, 880, 3600, null, 5300, null],
    [2, 20, 320, null, [400, 700], null, 700],
    [2, 25, 400, 1600, null, 2400, null],
    [2, 30, 480, 2000, [500, 1000], 2900, 1000],
    [2, 40, 640, 2600, [700, 1300], 3900, 1300],
    [2, 50, 800, 3200, [800, 1600], 4800, 1600],
    [2, 60, 960, 3900, [1000, 2000], 5800, 2000],
    [2, 70, 1120, 4500, [1200, 2300], 6800, 2300],
    [2, 80, 1280, 5200, [1300, 2600], 7700, 2600],
    [2, 90, 1440, 5800, [1500, 2900], 8700, 2900],
    [2, 100, 1600, 6400, [1600, 3200], 9600, 3200],
    [2, 110, 1760, 7100, [1800, 3600], 10600, 3600],
    [3, 20, 640, null, [700, 1300], null, 1300],
    [3, 25, 800, 3200, [800, 1600], 4800, 1600],
    [3, 30, 960, 3900, [1000, 2000], 5800, 2000],
    [3, 40, 1280, 5200, [1300, 2600], 7700, 2600],
    [3, 50, 1600, 6400, [1600, 3200], 9600, 3200],
    [3, 60, 1920, 7700, [2000, 3900], 11600, 3900],
    [4, 20, 1280, null, [1300, 2600], null, 2600],
    [4, 25, 1600, 6400, [1600, 3200], 9600, 3200],
    [4, 30, 1920, 7700, [2000, 3900], 11600, 3900],
  ] as const
).map(([han, fu, base, ndr, ndt, dr, dt]) => ({
  han,
  fu,
  base,
  nonDealerRon: ndr,
  nonDealerTsumo: ndt === null ? null : [ndt[0], ndt[1]],
  dealerRon: dr,
  dealerTsumo: dt,
}));

/** Limit rows of the chart: base points and what they pay. */
export const LIMIT_CHART: readonly {
  limit: LimitName;
  han: string;
  base: number;
  nonDealerRon: number;
  nonDealerTsumo: [number, number];
  dealerRon: number;
  dealerTsumo: number;
}[] = [
  {
    limit: 'mangan',
    han: '5',
    base: 2000,
    nonDealerRon: 8000,
    nonDealerTsumo: [2000, 4000],
    dealerRon: 12000,
    dealerTsumo: 4000,
  },
  {
    limit: 'haneman',
    han: '6-7',
    base: 3000,
    nonDealerRon: 12000,
    nonDealerTsumo: [3000, 6000],
    dealerRon: 18000,
    dealerTsumo: 6000,
  },
  {
    limit: 'baiman',
    han: '8-10',
    base: 4000,
    nonDealerRon: 16000,
    nonDealerTsumo: [4000, 8000],
    dealerRon: 24000,
    dealerTsumo: 8000,
  },
  {
    limit: 'sanbaiman',
    han: '11-12',
    base: 6000,
    nonDealerRon: 24000,
    nonDealerTsumo: [6000, 12000],
    dealerRon: 36000,
    dealerTsumo: 12000,
  },
  {
    limit: 'yakuman',
    han: '13+ / yakuman',
    base: 8000,
    nonDealerRon: 32000,
    nonDealerTsumo: [8000, 16000],
    dealerRon: 48000,
    dealerTsumo: 16000,
  },
];
