// Fu (spec §4): every line id countFu can emit, each on a hand where it appears with its
// value, and the itemised lines always add up to the fu.

import { describe, expect, test } from 'vitest';
import type { FuLine } from '../../../src/rules/riichi/fu.ts';
import type { RiichiScore } from '../../../src/rules/riichi/result.ts';
import { expectFuLinesSum, fuIds, type Sit, win } from './support.ts';

const line = (r: RiichiScore, id: string): FuLine[] => r.fuLines.filter((l) => l.id === id);

interface FuCase {
  id: string;
  fu: number;
  hand: string;
  win: string;
  sit?: Sit;
  preset?: string;
  overrides?: Record<string, unknown>;
  /** The hand's total fu. */
  total: number;
}

// S/E unless stated.
const CASES: FuCase[] = [
  { id: 'base', fu: 20, hand: '234678m55p + pon:222p chi:345s', win: '8m', total: 30 },
  { id: 'menzen_ron', fu: 10, hand: '111122334p567m88s', win: '4p', sit: { riichi: true }, total: 40 },
  { id: 'tsumo', fu: 2, hand: '678678789s444z88m', win: '8s', sit: { tsumo: true }, total: 40 },
  { id: 'open_triplet_simple', fu: 2, hand: '234678m55p + pon:222p chi:345s', win: '8m', total: 30 },
  {
    id: 'open_triplet_yaochuu',
    fu: 4,
    hand: '234m567p789s55m + pon:777z',
    win: '9s',
    sit: { tsumo: true },
    total: 30,
  },
  { id: 'closed_triplet_simple', fu: 4, hand: '666p444s999m77s + pon:222m', win: '6p', total: 40 },
  {
    id: 'closed_triplet_yaochuu',
    fu: 8,
    hand: '111122334p567m88s',
    win: '4p',
    sit: { riichi: true },
    total: 40,
  },
  // 20 + 8 (open kan 3333p) + 2 (tanki) = 30; tanyao.
  { id: 'open_kan_simple', fu: 8, hand: '234m678s567p55m + kan:3333p', win: '5m', total: 30 },
  // 20 + 16 (open kan 1111p) + 4 (pon 777z) + 2 (tanki) = 42 → 50.
  { id: 'open_kan_yaochuu', fu: 16, hand: '234m678s55m + kan:1111p pon:777z', win: '5m', total: 50 },
  // An added kan (kakan) is an open kan.
  { id: 'open_kan_simple', fu: 8, hand: '234m678s567p55m + kakan:3333p', win: '5m', total: 30 },
  {
    id: 'closed_kan_simple',
    fu: 16,
    hand: '999m123m456s77p + ankan:2222p',
    win: '5s',
    sit: { riichi: true },
    total: 60,
  },
  {
    id: 'closed_kan_yaochuu',
    fu: 32,
    hand: '123m456789p22s + ankan:7777z',
    win: '8p',
    sit: { tsumo: true, rinshan: true },
    total: 60,
  },
  { id: 'pair_dragon', fu: 2, hand: '123m456p789s234m55z', win: '4m', sit: { riichi: true }, total: 40 },
  { id: 'pair_seat_wind', fu: 2, hand: '123m456p789s234m22z', win: '4m', sit: { riichi: true }, total: 40 },
  { id: 'pair_round_wind', fu: 2, hand: '123m456p789s234m11z', win: '4m', sit: { riichi: true }, total: 40 },
  {
    id: 'pair_double_wind',
    fu: 4,
    hand: '123m456p999s678s11z',
    win: '8s',
    sit: { seatWind: 1, riichi: true },
    preset: 'tenhou',
    total: 50,
  },
  {
    id: 'pair_double_wind',
    fu: 2,
    hand: '123m456p999s678s11z',
    win: '8s',
    sit: { seatWind: 1, riichi: true },
    preset: 'wrc2025',
    total: 40,
  },
  // South seat in the South round: 2z is the double wind.
  {
    id: 'pair_double_wind',
    fu: 4,
    hand: '123m456p999s678s22z',
    win: '8s',
    sit: { seatWind: 2, roundWind: 2, riichi: true },
    preset: 'ema2016',
    total: 50,
  },
  { id: 'wait_kanchan', fu: 2, hand: '123m456m234p678s55p', win: '2m', sit: { riichi: true }, total: 40 },
  { id: 'wait_penchan', fu: 2, hand: '123m456m234p678s55p', win: '3m', sit: { riichi: true }, total: 40 },
  { id: 'wait_tanki', fu: 2, hand: '123456m234p678s55p', win: '5p', sit: { riichi: true }, total: 40 },
  { id: 'open_pinfu', fu: 2, hand: '345678s88p + chi:234m chi:456p', win: '5s', total: 30 },
  { id: 'rounding', fu: 8, hand: '345678s88p + chi:234m chi:456p', win: '5s', total: 30 },
  { id: 'chiitoitsu', fu: 25, hand: '1199m3377p5566s77z', win: '7z', total: 25 },
];

test('every fu line id countFu can emit has a case', () => {
  expect([...new Set(CASES.map((x) => x.id))].sort()).toEqual(
    [
      'base',
      'menzen_ron',
      'tsumo',
      'open_triplet_simple',
      'open_triplet_yaochuu',
      'closed_triplet_simple',
      'closed_triplet_yaochuu',
      'open_kan_simple',
      'open_kan_yaochuu',
      'closed_kan_simple',
      'closed_kan_yaochuu',
      'pair_dragon',
      'pair_seat_wind',
      'pair_round_wind',
      'pair_double_wind',
      'wait_kanchan',
      'wait_penchan',
      'wait_tanki',
      'open_pinfu',
      'rounding',
      'chiitoitsu',
    ].sort(),
  );
});

describe.each(
  CASES.map((x) => [`${x.id} ${x.fu} (${x.hand} / ${x.win}, ${x.preset ?? 'tenhou'})`, x] as const),
)('%s', (_name, x) => {
  test('the line is there with its value, and the lines add up to the fu', () => {
    const r = win(x.hand, x.win, x.sit, x.preset, x.overrides);
    expect(line(r, x.id).map((l) => l.fu)).toContain(x.fu);
    expect(r.fu).toBe(x.total);
    expectFuLinesSum(r);
  });
});

describe('special cases (§4)', () => {
  test('chiitoitsu: 25 flat, no tsumo, pair or wait fu, never rounded', () => {
    const r = win('1199m3377p5566z77z', '7z', { tsumo: true, seatWind: 1, roundWind: 1 });
    expect(r.fuLines).toEqual([{ id: 'chiitoitsu', fu: 25 }]);
    expect(r.fu).toBe(25);
  });
  test('pinfu tsumo: 20, no tsumo fu; pinfu ron: 30', () => {
    expect(fuIds(win('234567m345p67899s', '5p', { tsumo: true }))).toEqual(['base']);
    expect(fuIds(win('234567m345p67899s', '5p'))).toEqual(['base', 'menzen_ron']);
  });
  test('a closed non-pinfu tsumo gets the 2 tsumo fu', () => {
    const r = win('123m456m234p678s55p', '3m', { tsumo: true });
    expect(r.fuLines).toEqual([
      { id: 'base', fu: 20 },
      { id: 'tsumo', fu: 2 },
      { id: 'wait_penchan', fu: 2 },
      { id: 'rounding', fu: 6 },
    ]);
  });
  test('an open hand on tsumo never needs open pinfu: 20 + 2 = 22 → 30', () => {
    const r = win('345678s88p + chi:234m chi:456p', '5s', { tsumo: true });
    expect(r.fuLines).toEqual([
      { id: 'base', fu: 20 },
      { id: 'tsumo', fu: 2 },
      { id: 'rounding', fu: 8 },
    ]);
  });
  test('openPinfuFu off: open 20 fu ron stays 20', () => {
    const r = win('345678s88p + chi:234m chi:456p', '5s', {}, 'tenhou', { openPinfuFu: false });
    expect(r.fuLines).toEqual([{ id: 'base', fu: 20 }]);
    expect(r.fu).toBe(20);
  });
  test('rinshanTsumoFu 0: no tsumo line on a rinshan win', () => {
    const h = '123m456789p22s + ankan:7777z';
    const r = win(h, '8p', { tsumo: true, rinshan: true }, 'tenhou', { rinshanTsumoFu: 0 });
    expect(fuIds(r)).not.toContain('tsumo');
    expect(r.fu).toBe(60); // 20 + 2 + 32 = 54 → 60
    const normal = win(h, '8p', { tsumo: true, rinshan: true });
    expect(line(normal, 'tsumo')).toEqual([{ id: 'tsumo', fu: 2 }]);
  });
  test('a triplet completed by ron is open (2 / 4); by tsumo concealed', () => {
    const ron = win('123m456p22s333s777z', '3s', { riichi: true });
    expect(line(ron, 'open_triplet_simple')).toEqual([{ id: 'open_triplet_simple', fu: 2, tile: 20 }]);
    const tsumo = win('123m456p22s333s777z', '3s', { tsumo: true });
    expect(line(tsumo, 'closed_triplet_simple')).toEqual([{ id: 'closed_triplet_simple', fu: 4, tile: 20 }]);
  });
  test('a guest-wind pair and a number pair earn nothing', () => {
    const r = win('123m456p789s234m44z', '4m', { riichi: true });
    expect(fuIds(r).filter((id) => id.startsWith('pair_'))).toEqual([]);
  });
  test('at most 2 fu for the wait', () => {
    const r = win('123m456m234p678s55p', '2m', { riichi: true });
    expect(r.fuLines.filter((l) => l.id.startsWith('wait_'))).toHaveLength(1);
  });
  test('110 fu is the maximum real value (W6)', () => {
    const r = win('456m11122z + ankan:1111s ankan:7777z', '1z', { seatWind: 2, roundWind: 2 }, 'tenhou');
    expect(r.fu).toBe(110);
    expectFuLinesSum(r);
  });
});
