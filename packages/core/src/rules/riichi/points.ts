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
 * (1920) are shown unrounded, as without kiriage. Written as JSON, which V8's JSON parser reads
 * at import in under half the instructions the interpreter took to build the same objects from
 * literals or a list of lists (bench/README.md, item 33).
 */
export const POINTS_CHART: readonly ChartCell[] = JSON.parse(`[
{"han":1,"fu":30,"base":240,"nonDealerRon":1000,"nonDealerTsumo":[300,500],"dealerRon":1500,"dealerTsumo":500},
{"han":1,"fu":40,"base":320,"nonDealerRon":1300,"nonDealerTsumo":[400,700],"dealerRon":2000,"dealerTsumo":700},
{"han":1,"fu":50,"base":400,"nonDealerRon":1600,"nonDealerTsumo":[400,800],"dealerRon":2400,"dealerTsumo":800},
{"han":1,"fu":60,"base":480,"nonDealerRon":2000,"nonDealerTsumo":[500,1000],"dealerRon":2900,"dealerTsumo":1000},
{"han":1,"fu":70,"base":560,"nonDealerRon":2300,"nonDealerTsumo":[600,1200],"dealerRon":3400,"dealerTsumo":1200},
{"han":1,"fu":80,"base":640,"nonDealerRon":2600,"nonDealerTsumo":[700,1300],"dealerRon":3900,"dealerTsumo":1300},
{"han":1,"fu":90,"base":720,"nonDealerRon":2900,"nonDealerTsumo":[800,1500],"dealerRon":4400,"dealerTsumo":1500},
{"han":1,"fu":100,"base":800,"nonDealerRon":3200,"nonDealerTsumo":[800,1600],"dealerRon":4800,"dealerTsumo":1600},
{"han":1,"fu":110,"base":880,"nonDealerRon":3600,"nonDealerTsumo":null,"dealerRon":5300,"dealerTsumo":null},
{"han":2,"fu":20,"base":320,"nonDealerRon":null,"nonDealerTsumo":[400,700],"dealerRon":null,"dealerTsumo":700},
{"han":2,"fu":25,"base":400,"nonDealerRon":1600,"nonDealerTsumo":null,"dealerRon":2400,"dealerTsumo":null},
{"han":2,"fu":30,"base":480,"nonDealerRon":2000,"nonDealerTsumo":[500,1000],"dealerRon":2900,"dealerTsumo":1000},
{"han":2,"fu":40,"base":640,"nonDealerRon":2600,"nonDealerTsumo":[700,1300],"dealerRon":3900,"dealerTsumo":1300},
{"han":2,"fu":50,"base":800,"nonDealerRon":3200,"nonDealerTsumo":[800,1600],"dealerRon":4800,"dealerTsumo":1600},
{"han":2,"fu":60,"base":960,"nonDealerRon":3900,"nonDealerTsumo":[1000,2000],"dealerRon":5800,"dealerTsumo":2000},
{"han":2,"fu":70,"base":1120,"nonDealerRon":4500,"nonDealerTsumo":[1200,2300],"dealerRon":6800,"dealerTsumo":2300},
{"han":2,"fu":80,"base":1280,"nonDealerRon":5200,"nonDealerTsumo":[1300,2600],"dealerRon":7700,"dealerTsumo":2600},
{"han":2,"fu":90,"base":1440,"nonDealerRon":5800,"nonDealerTsumo":[1500,2900],"dealerRon":8700,"dealerTsumo":2900},
{"han":2,"fu":100,"base":1600,"nonDealerRon":6400,"nonDealerTsumo":[1600,3200],"dealerRon":9600,"dealerTsumo":3200},
{"han":2,"fu":110,"base":1760,"nonDealerRon":7100,"nonDealerTsumo":[1800,3600],"dealerRon":10600,"dealerTsumo":3600},
{"han":3,"fu":20,"base":640,"nonDealerRon":null,"nonDealerTsumo":[700,1300],"dealerRon":null,"dealerTsumo":1300},
{"han":3,"fu":25,"base":800,"nonDealerRon":3200,"nonDealerTsumo":[800,1600],"dealerRon":4800,"dealerTsumo":1600},
{"han":3,"fu":30,"base":960,"nonDealerRon":3900,"nonDealerTsumo":[1000,2000],"dealerRon":5800,"dealerTsumo":2000},
{"han":3,"fu":40,"base":1280,"nonDealerRon":5200,"nonDealerTsumo":[1300,2600],"dealerRon":7700,"dealerTsumo":2600},
{"han":3,"fu":50,"base":1600,"nonDealerRon":6400,"nonDealerTsumo":[1600,3200],"dealerRon":9600,"dealerTsumo":3200},
{"han":3,"fu":60,"base":1920,"nonDealerRon":7700,"nonDealerTsumo":[2000,3900],"dealerRon":11600,"dealerTsumo":3900},
{"han":4,"fu":20,"base":1280,"nonDealerRon":null,"nonDealerTsumo":[1300,2600],"dealerRon":null,"dealerTsumo":2600},
{"han":4,"fu":25,"base":1600,"nonDealerRon":6400,"nonDealerTsumo":[1600,3200],"dealerRon":9600,"dealerTsumo":3200},
{"han":4,"fu":30,"base":1920,"nonDealerRon":7700,"nonDealerTsumo":[2000,3900],"dealerRon":11600,"dealerTsumo":3900}
]`);

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
