// The worked examples of spec riichi.md §7 that score one hand (W1–W19, W21–W26) and the
// Shanghai: Second Dynasty examples of seed 000, with the presets each example names.
// Every number here is the spec's; none may be weakened to make a test pass.

import { describe, expect, test } from 'vitest';
import { paymentBalance } from '../../../src/payment.ts';
import { riichiWinPayment } from '../../../src/rules/riichi/payments.ts';
import type { HandPayment, LimitName } from '../../../src/rules/riichi/points.ts';
import type { RiichiScore } from '../../../src/rules/riichi/result.ts';
import { expectFuLinesSum, PRESETS, rulesOf, type Sit, win, yakuOf } from './support.ts';

interface Expected {
  han: number;
  fu: number | null;
  yaku: Record<string, number>;
  limit?: LimitName | null;
  perPayer: HandPayment;
  total: number;
}

function expectScore(r: RiichiScore, e: Expected): void {
  expect(yakuOf(r)).toEqual(e.yaku);
  expect(r.han).toBe(e.han);
  expect(r.fu).toBe(e.fu);
  if (e.limit !== undefined) expect(r.limit).toBe(e.limit);
  expect(r.perPayer).toEqual(e.perPayer);
  expect(r.total).toBe(e.total);
  expectFuLinesSum(r);
  expect(paymentBalance(r.payment)).toBe(0);
}

const ron = (n: number): HandPayment => ({ ron: n });
const tsumoND = (nonDealer: number, dealer: number): HandPayment => ({
  tsumo_dealer: dealer,
  tsumo_non_dealer: nonDealer,
});
const tsumoAll = (each: number): HandPayment => ({ tsumo_all: each });

const KIRIAGE = ['ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const;
const NO_KIRIAGE = ['tenhou', 'mahjongsoul'] as const;
const WIND_PAIR_4 = ['tenhou', 'ema2016', 'mahjongsoul'] as const;
const WIND_PAIR_2 = ['wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const;
const STACKING = ['tenhou', 'mahjongsoul', 'wrc2022', 'wrc2025', 'mleague'] as const;

describe('W1 riichi pinfu tsumo', () => {
  test.each(PRESETS)('%s', (p) => {
    const r = win('234567m345p67899s', '5p', { tsumo: true, riichi: true }, p);
    expectScore(r, {
      han: 3,
      fu: 20,
      yaku: { riichi: 1, menzen_tsumo: 1, pinfu: 1 },
      limit: null,
      perPayer: tsumoND(700, 1300),
      total: 2700,
    });
    expect(r.interpretation.wait).toBe('ryanmen');
  });
  test.each(PRESETS)('%s: damaten ron 1000, dealer 1500', (p) => {
    const r = win('234567m345p67899s', '5p', {}, p);
    expectScore(r, { han: 1, fu: 30, yaku: { pinfu: 1 }, perPayer: ron(1000), total: 1000 });
    const d = win('234567m345p67899s', '5p', { seatWind: 1 }, p);
    expectScore(d, { han: 1, fu: 30, yaku: { pinfu: 1 }, perPayer: ron(1500), total: 1500 });
  });
});

test.each(PRESETS)('W2 ambiguous wait, kanchan beats ryanmen (%s)', (p) => {
  const r = win('678678789s444z88m', '8s', { tsumo: true }, p);
  expectScore(r, {
    han: 2,
    fu: 40,
    yaku: { menzen_tsumo: 1, iipeikou: 1 },
    perPayer: tsumoND(700, 1300),
    total: 2700,
  });
  expect(r.interpretation.wait).toBe('kanchan');
  expect(r.fuLines).toContainEqual({ id: 'wait_kanchan', fu: 2 });
});

test.each(PRESETS)('W3 pinfu reading wins over kanchan (%s)', (p) => {
  const r = win('234345789m567p44s', '4m', { riichi: true }, p);
  expectScore(r, { han: 2, fu: 30, yaku: { riichi: 1, pinfu: 1 }, perPayer: ron(2000), total: 2000 });
});

test.each(PRESETS)('W4 pinfu/iipeikou over the triplet reading, ron (%s)', (p) => {
  const r = win('222333444m567p88s', '4m', {}, p);
  expectScore(r, {
    han: 3,
    fu: 30,
    yaku: { pinfu: 1, tanyao: 1, iipeikou: 1 },
    perPayer: ron(3900),
    total: 3900,
  });
});

describe('W5 same hand, tsumo', () => {
  test.each(PRESETS)('%s: sanankou mangan 2000/4000', (p) => {
    const r = win('222333444m567p88s', '4m', { tsumo: true }, p);
    expectScore(r, {
      han: 4,
      fu: 40,
      yaku: { sanankou: 2, tanyao: 1, menzen_tsumo: 1 },
      limit: 'mangan',
      perPayer: tsumoND(2000, 4000),
      total: 8000,
    });
  });
  test.each(PRESETS)('%s: 2 honba and 1 stick: 2200/4200, total 8600, +1000', (p) => {
    const r = win('222333444m567p88s', '4m', { tsumo: true, honba: 2, riichiSticks: 1 }, p);
    expect(r.perPayer).toEqual(tsumoND(2000, 4000));
    expect(r.total).toBe(8600);
    // Seats by wind: East (dealer) pays 4200, West and North 2200, the winner (South) +8600 +1000.
    expect(r.payment.deltas).toEqual([-4200, 9600, -2200, -2200]);
    expect(r.payment.table).toBe(-1000);
    expect(paymentBalance(r.payment)).toBe(0);
  });
});

describe('W6 1 han 110 fu', () => {
  const hand = '456m11122z + ankan:1111s ankan:7777z';
  test.each(WIND_PAIR_4)('%s: 110 fu 3600', (p) => {
    const r = win(hand, '1z', { seatWind: 2, roundWind: 2 }, p);
    expectScore(r, { han: 1, fu: 110, yaku: { yakuhai_chun: 1 }, perPayer: ron(3600), total: 3600 });
    expect(r.fuLines).toEqual([
      { id: 'base', fu: 20 },
      { id: 'menzen_ron', fu: 10 },
      { id: 'closed_kan_yaochuu', fu: 32, tile: 18 },
      { id: 'closed_kan_yaochuu', fu: 32, tile: 33 },
      { id: 'open_triplet_yaochuu', fu: 4, tile: 27 },
      { id: 'pair_double_wind', fu: 4, tile: 28 },
      { id: 'rounding', fu: 8 },
    ]);
  });
  test.each(WIND_PAIR_2)('%s: double-wind pair 2 → 100 fu 3200', (p) => {
    const r = win(hand, '1z', { seatWind: 2, roundWind: 2 }, p);
    expectScore(r, { han: 1, fu: 100, yaku: { yakuhai_chun: 1 }, perPayer: ron(3200), total: 3200 });
  });
});

describe('W7 kiriage (junchan pinfu 4 han 30 fu)', () => {
  const hand = '123789m123p789s99p';
  test.each(NO_KIRIAGE)('%s: 7700, dealer 11600', (p) => {
    const e = { han: 4, fu: 30, yaku: { junchan: 3, pinfu: 1 }, limit: null };
    expectScore(win(hand, '1m', {}, p), { ...e, perPayer: ron(7700), total: 7700 });
    expectScore(win(hand, '1m', { seatWind: 1 }, p), { ...e, perPayer: ron(11600), total: 11600 });
  });
  test.each(KIRIAGE)('%s: 8000, dealer 12000', (p) => {
    const e = { han: 4, fu: 30, yaku: { junchan: 3, pinfu: 1 }, limit: 'kiriage_mangan' as const };
    expectScore(win(hand, '1m', {}, p), { ...e, perPayer: ron(8000), total: 8000 });
    expectScore(win(hand, '1m', { seatWind: 1 }, p), { ...e, perPayer: ron(12000), total: 12000 });
  });
});

describe('W8 3 han 60 fu', () => {
  const hand = '999m123m456s77p + ankan:2222p';
  const sit: Sit = { riichi: true, dora: '6p' };
  test.each(NO_KIRIAGE)('%s: 7700', (p) => {
    const r = win(hand, '5s', sit, p);
    expectScore(r, {
      han: 3,
      fu: 60,
      yaku: { riichi: 1, dora: 2 },
      limit: null,
      perPayer: ron(7700),
      total: 7700,
    });
    expect(r.fuLines).toEqual([
      { id: 'base', fu: 20 },
      { id: 'menzen_ron', fu: 10 },
      { id: 'closed_kan_simple', fu: 16, tile: 10 },
      { id: 'closed_triplet_yaochuu', fu: 8, tile: 8 },
      { id: 'wait_kanchan', fu: 2 },
      { id: 'rounding', fu: 4 },
    ]);
  });
  test.each(KIRIAGE)('%s: kiriage 8000', (p) => {
    const r = win(hand, '5s', sit, p);
    expectScore(r, {
      han: 3,
      fu: 60,
      yaku: { riichi: 1, dora: 2 },
      limit: 'kiriage_mangan',
      perPayer: ron(8000),
      total: 8000,
    });
  });
});

describe('W9 rinshan fu + kiriage', () => {
  const hand = '123m456789p22s + ankan:7777z';
  const sit: Sit = { tsumo: true, rinshan: true };
  const yaku = { menzen_tsumo: 1, rinshan_kaihou: 1, yakuhai_chun: 1 };
  test.each(NO_KIRIAGE)('%s: 2000/3900 (7900)', (p) => {
    const r = win(hand, '8p', sit, p);
    expectScore(r, { han: 3, fu: 60, yaku, limit: null, perPayer: tsumoND(2000, 3900), total: 7900 });
    expect(r.fuLines.map((l) => l.id)).toEqual([
      'base',
      'tsumo',
      'closed_kan_yaochuu',
      'wait_kanchan',
      'rounding',
    ]);
  });
  test.each(KIRIAGE)('%s: 2000/4000', (p) => {
    const r = win(hand, '8p', sit, p);
    expectScore(r, {
      han: 3,
      fu: 60,
      yaku,
      limit: 'kiriage_mangan',
      perPayer: tsumoND(2000, 4000),
      total: 8000,
    });
  });
});

describe('W10 chiitoitsu + dora', () => {
  test.each(PRESETS)('%s: 4 han 25 fu 6400', (p) => {
    const r = win('1199m3377p5566s77z', '7z', { dora: '6z' }, p);
    expectScore(r, {
      han: 4,
      fu: 25,
      yaku: { chiitoitsu: 2, dora: 2 },
      limit: null,
      perPayer: ron(6400),
      total: 6400,
    });
    expect(r.fuLines).toEqual([{ id: 'chiitoitsu', fu: 25 }]);
  });
  test.each(PRESETS)('%s: riichi + tsumo: haneman 3000/6000', (p) => {
    const r = win('1199m3377p5566s77z', '7z', { dora: '6z', riichi: true, tsumo: true }, p);
    expectScore(r, {
      han: 6,
      fu: 25,
      yaku: { riichi: 1, menzen_tsumo: 1, chiitoitsu: 2, dora: 2 },
      limit: 'haneman',
      perPayer: tsumoND(3000, 6000),
      total: 12000,
    });
  });
});

test.each(PRESETS)('W11 chiitoitsu honroutou (%s)', (p) => {
  const r = win('1199m1199p11s2233z', '3z', {}, p);
  expectScore(r, { han: 4, fu: 25, yaku: { honroutou: 2, chiitoitsu: 2 }, perPayer: ron(6400), total: 6400 });
});

test.each(PRESETS)('W12 ryanpeikou over chiitoitsu (%s)', (p) => {
  const r = win('223344m556677p88s', '2m', {}, p);
  expectScore(r, {
    han: 5,
    fu: 30,
    yaku: { ryanpeikou: 3, pinfu: 1, tanyao: 1 },
    limit: 'mangan',
    perPayer: ron(8000),
    total: 8000,
  });
  expect(r.interpretation.shape).toBe('standard');
});

describe('W13 kazoe', () => {
  const yaku = { riichi: 1, ippatsu: 1, menzen_tsumo: 1, pinfu: 1, iipeikou: 1, ittsu: 2, chinitsu: 6 };
  const sit: Sit = { tsumo: true, riichi: true, ippatsu: true };
  test.each(['tenhou', 'mahjongsoul', 'wrc2025', 'shanghai2'])('%s: kazoe yakuman 8000/16000', (p) => {
    const r = win('11223345678955p', '9p', sit, p);
    expectScore(r, {
      han: 13,
      fu: 20,
      yaku,
      limit: 'kazoe_yakuman',
      perPayer: tsumoND(8000, 16000),
      total: 32000,
    });
    expect(r.yakuman).toBe(0);
  });
  test.each(['ema2016', 'wrc2022', 'mleague'])('%s: sanbaiman 6000/12000', (p) => {
    const r = win('11223345678955p', '9p', sit, p);
    expectScore(r, {
      han: 13,
      fu: 20,
      yaku,
      limit: 'kazoe_sanbaiman',
      perPayer: tsumoND(6000, 12000),
      total: 24000,
    });
  });
});

describe('W14 suuankou tanki', () => {
  test.each(['tenhou', 'ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'])('%s: 32000', (p) => {
    const r = win('111m333p555s777z99m', '9m', {}, p);
    expectScore(r, {
      han: 13,
      fu: null,
      yaku: { suuankou_tanki: 13 },
      limit: 'yakuman',
      perPayer: ron(32000),
      total: 32000,
    });
  });
  test('mahjongsoul: double, 64000', () => {
    const r = win('111m333p555s777z99m', '9m', {}, 'mahjongsoul');
    expectScore(r, {
      han: 26,
      fu: null,
      yaku: { suuankou_tanki: 26 },
      limit: 'yakuman_2x',
      perPayer: ron(64000),
      total: 64000,
    });
  });
});

describe('W15 kokushi 13-sided', () => {
  test.each(['tenhou', 'ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'])('%s: 32000', (p) => {
    const r = win('19m19p19s12345677z', '7z', {}, p);
    expectScore(r, {
      han: 13,
      fu: null,
      yaku: { kokushi_musou_juusanmen: 13 },
      perPayer: ron(32000),
      total: 32000,
    });
    expect(r.interpretation.wait).toBe('kokushi_13');
  });
  test('mahjongsoul: 64000', () => {
    const r = win('19m19p19s12345677z', '7z', {}, 'mahjongsoul');
    expectScore(r, {
      han: 26,
      fu: null,
      yaku: { kokushi_musou_juusanmen: 26 },
      perPayer: ron(64000),
      total: 64000,
    });
  });
});

describe('W16 junsei chuuren', () => {
  test.each(['tenhou', 'ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'])('%s: 8000/16000', (p) => {
    const r = win('11123456789995m', '5m', { tsumo: true }, p);
    expectScore(r, {
      han: 13,
      fu: null,
      yaku: { junsei_chuuren_poutou: 13 },
      perPayer: tsumoND(8000, 16000),
      total: 32000,
    });
  });
  test('mahjongsoul: 16000/32000 (64000)', () => {
    const r = win('11123456789995m', '5m', { tsumo: true }, 'mahjongsoul');
    expectScore(r, {
      han: 26,
      fu: null,
      yaku: { junsei_chuuren_poutou: 26 },
      perPayer: tsumoND(16000, 32000),
      total: 64000,
    });
  });
});

describe('W17 two yakuman', () => {
  const hand = '66677711122z + pon:555z';
  test.each(STACKING)('%s: daisangen + tsuuiisou 64000', (p) => {
    const r = win(hand, '2z', {}, p);
    expectScore(r, {
      han: 26,
      fu: null,
      yaku: { daisangen: 13, tsuuiisou: 13 },
      limit: 'yakuman_2x',
      perPayer: ron(64000),
      total: 64000,
    });
  });
  test.each(['ema2016', 'shanghai2'])('%s: one yakuman, 32000', (p) => {
    const r = win(hand, '2z', {}, p);
    expect(r.han).toBe(13);
    expect(r.yakuman).toBe(1);
    expect(r.yaku).toHaveLength(1);
    expect(['daisangen', 'tsuuiisou']).toContain(r.yaku[0]!.id);
    expect(r.perPayer).toEqual(ron(32000));
    expect(r.total).toBe(32000);
  });
});

describe('W18 pao, ron by a third player, 2 honba', () => {
  // West (seat 2) wins on South's (seat 1) 9p; East (seat 0, the dealer) fed the 777z.
  const hand = '123m99p + pon:555z pon:666z pon:777z';
  const sit: Sit = { seatWind: 3, discarderWind: 2, liableWind: 1, honba: 2 };
  test('ema2016: South 16000 + 600, East 16000', () => {
    const r = win(hand, '9p', sit, 'ema2016');
    expect(yakuOf(r)).toEqual({ daisangen: 13 });
    expect(r.total).toBe(32600);
    expect(r.payment.deltas).toEqual([-16000, -16600, 32600, 0]);
    expect(r.payment.lines).toContainEqual({ from: 0, to: 2, amount: 16000, reason: 'pao' });
  });
  test.each(['tenhou', 'mahjongsoul'])('%s: South 16000, East 16000 + 600', (p) => {
    const r = win(hand, '9p', sit, p);
    expect(r.payment.deltas).toEqual([-16600, -16000, 32600, 0]);
  });
  test.each(['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague'])(
    '%s: West draws 9p: East pays 32000 + 600',
    (p) => {
      const r = win(hand, '9p', { seatWind: 3, liableWind: 1, honba: 2, tsumo: true }, p);
      expect(r.payment.deltas).toEqual([-32600, 0, 32600, 0]);
    },
  );
  test('the same through riichiWinPayment', () => {
    const pay = riichiWinPayment({
      winner: 2,
      dealer: 0,
      tsumo: false,
      discarder: 1,
      base: 8000,
      honba: 2,
      sticks: 0,
      liable: 0,
      liableBase: 8000,
      rules: rulesOf('ema2016'),
    });
    expect(pay.deltas).toEqual([-16000, -16600, 32600, 0]);
    expect(paymentBalance(pay)).toBe(0);
  });
});

describe('W19 pao with two yakuman, dealer tsumo', () => {
  // The dealer (East, seat 0) wins; West (seat 2) fed the 777z.
  const hand = '11122z + pon:555z pon:666z pon:777z';
  const sit: Sit = { seatWind: 1, tsumo: true, liableWind: 3 };
  test('tenhou: West pays 96000', () => {
    const r = win(hand, '2z', sit, 'tenhou');
    expect(yakuOf(r)).toEqual({ daisangen: 13, tsuuiisou: 13 });
    expect(r.total).toBe(96000);
    expect(r.payment.deltas).toEqual([96000, 0, -96000, 0]);
  });
  test('mahjongsoul: West 48000 + 16000, North and South 16000 each', () => {
    const r = win(hand, '2z', sit, 'mahjongsoul');
    expect(r.payment.deltas).toEqual([96000, -16000, -64000, -16000]);
  });
  test('ema2016: one yakuman, 48000 all from West', () => {
    const r = win(hand, '2z', sit, 'ema2016');
    expect(r.total).toBe(48000);
    expect(r.payment.deltas).toEqual([48000, 0, -48000, 0]);
  });
});

describe('W19 variant (§5.4 table): pao with two yakuman, ron by a third player, 1 honba', () => {
  // West (seat 2) wins on South's (seat 1) 2z; East (seat 0) fed the 777z.
  const hand = '11122z + pon:555z pon:666z pon:777z';
  const sit: Sit = { seatWind: 3, discarderWind: 2, liableWind: 1, honba: 1 };
  test('tenhou: half / half of the whole hand, honba from the liable player', () => {
    expect(win(hand, '2z', sit, 'tenhou').payment.deltas).toEqual([-32300, -32000, 64300, 0]);
  });
  test('mahjongsoul: the pao yakuman split half / half, the other yakuman from the discarder', () => {
    expect(win(hand, '2z', sit, 'mahjongsoul').payment.deltas).toEqual([-16300, -48000, 64300, 0]);
  });
  test('wrc2025: whole hand half / half, honba from the discarder', () => {
    expect(win(hand, '2z', sit, 'wrc2025').payment.deltas).toEqual([-32000, -32300, 64300, 0]);
  });
  test('ema2016: one yakuman, half / half, honba from the discarder', () => {
    expect(win(hand, '2z', sit, 'ema2016').payment.deltas).toEqual([-16000, -16300, 32300, 0]);
  });
});

describe('W21 double-wind pair', () => {
  const hand = '123m456p999s678s11z';
  const sit: Sit = { seatWind: 1, roundWind: 1, riichi: true };
  test.each(WIND_PAIR_4)('%s: 50 fu, 2400', (p) => {
    const r = win(hand, '8s', sit, p);
    expectScore(r, { han: 1, fu: 50, yaku: { riichi: 1 }, perPayer: ron(2400), total: 2400 });
    expect(r.fuLines).toContainEqual({ id: 'pair_double_wind', fu: 4, tile: 27 });
  });
  test.each(WIND_PAIR_2)('%s: 40 fu, 2000', (p) => {
    const r = win(hand, '8s', sit, p);
    expectScore(r, { han: 1, fu: 40, yaku: { riichi: 1 }, perPayer: ron(2000), total: 2000 });
    expect(r.fuLines).toContainEqual({ id: 'pair_double_wind', fu: 2, tile: 27 });
  });
});

test.each(PRESETS)('W22 EMA wait-fu special case: the shape, not availability (%s)', (p) => {
  const r = win('111122334p567m88s', '4p', { riichi: true }, p);
  expectScore(r, { han: 1, fu: 40, yaku: { riichi: 1 }, perPayer: ron(1300), total: 1300 });
  expect(r.fuLines.some((l) => l.id.startsWith('wait_'))).toBe(false);
});

describe('W23 open hands', () => {
  test.each(PRESETS)('(a) %s: tanyao 30 fu 1000', (p) => {
    const r = win('234678m55p + pon:222p chi:345s', '8m', {}, p);
    expectScore(r, { han: 1, fu: 30, yaku: { tanyao: 1 }, perPayer: ron(1000), total: 1000 });
  });
  test.each(PRESETS)('(b) %s: open pinfu 20 → 30 fu, 1000', (p) => {
    const r = win('345678s88p + chi:234m chi:456p', '5s', {}, p);
    expectScore(r, { han: 1, fu: 30, yaku: { tanyao: 1 }, perPayer: ron(1000), total: 1000 });
    expect(r.fuLines).toEqual([
      { id: 'base', fu: 20 },
      { id: 'open_pinfu', fu: 2 },
      { id: 'rounding', fu: 8 },
    ]);
  });
  test.each(PRESETS)('(b) %s with openPinfuFu off: 20 fu, 700', (p) => {
    const r = win('345678s88p + chi:234m chi:456p', '5s', {}, p, { openPinfuFu: false });
    expectScore(r, { han: 1, fu: 20, yaku: { tanyao: 1 }, perPayer: ron(700), total: 700 });
  });
  test.each(PRESETS)('(c) %s: yakuhai tsumo 300/500', (p) => {
    const r = win('234m567p789s55m + pon:777z', '9s', { tsumo: true }, p);
    expectScore(r, { han: 1, fu: 30, yaku: { yakuhai_chun: 1 }, perPayer: tsumoND(300, 500), total: 1100 });
  });
});

test.each(PRESETS)('W24 open chanta (%s)', (p) => {
  const r = win('123m999p111z99m + chi:789s', '9m', {}, p);
  expectScore(r, {
    han: 2,
    fu: 40,
    yaku: { yakuhai_round_wind: 1, chanta: 1 },
    perPayer: ron(2600),
    total: 2600,
  });
});

test.each(['shanghai2', ...PRESETS])('W25 Shanghai seed toitoi: 40 fu 2 han 2600 (%s)', (p) => {
  const r = win('666p444s999m77s + pon:222m', '6p', {}, p);
  expectScore(r, { han: 2, fu: 40, yaku: { toitoi: 2 }, perPayer: ron(2600), total: 2600 });
  expect(r.fuLines).toEqual([
    { id: 'base', fu: 20 },
    { id: 'open_triplet_simple', fu: 2, tile: 1 },
    { id: 'closed_triplet_yaochuu', fu: 8, tile: 8 },
    { id: 'open_triplet_simple', fu: 2, tile: 14 },
    { id: 'closed_triplet_simple', fu: 4, tile: 21 },
    { id: 'rounding', fu: 4 },
  ]);
});

describe('W26 dealer limits with honba', () => {
  test.each(PRESETS)('%s: haneman 18000 + 900', (p) => {
    const r = win('222333444m567p88s', '4m', { seatWind: 1, riichi: true, dora: '1m', honba: 3 }, p);
    expectScore(r, {
      han: 7,
      fu: 30,
      yaku: { riichi: 1, pinfu: 1, tanyao: 1, iipeikou: 1, dora: 3 },
      limit: 'haneman',
      perPayer: ron(18000),
      total: 18900,
    });
    // The discarder (default: North, the player before the winner... here the seat before East) pays all.
    expect(r.payment.deltas.reduce((a, b) => a + b, 0)).toBe(0);
    expect(Math.max(...r.payment.deltas)).toBe(18900);
    expect(Math.min(...r.payment.deltas)).toBe(-18900);
  });
  test.each(PRESETS)('%s: dealer mangan tsumo with 1 honba: 4100 from each', (p) => {
    const r = win('222333444m567p88s', '4m', { seatWind: 1, tsumo: true, honba: 1 }, p);
    expectScore(r, {
      han: 4,
      fu: 40,
      yaku: { sanankou: 2, tanyao: 1, menzen_tsumo: 1 },
      limit: 'mangan',
      perPayer: tsumoAll(4000),
      total: 12300,
    });
    expect(r.payment.deltas).toEqual([12300, -4100, -4100, -4100]);
  });
});

describe('seed 000 (Shanghai: Second Dynasty)', () => {
  test('toitoi 40 fu 2 han non-dealer ron 2600', () => {
    const r = win('666p444s999m77s + pon:222m', '6p', {}, 'shanghai2');
    expect([r.han, r.fu, r.total]).toEqual([2, 40, 2600]);
  });
  // 20 + 10 + 32 (ankan 1111s) + 16 (ankan 2222m) + 4 (999p completed by ron) + 2 (dragon pair) = 84 → 90.
  const hand90 = '999p345m55z + ankan:1111s ankan:2222m';
  test('1 han 90 fu ron: dealer 4400', () => {
    const r = win(hand90, '9p', { seatWind: 1, riichi: true }, 'shanghai2');
    expectScore(r, { han: 1, fu: 90, yaku: { riichi: 1 }, perPayer: ron(4400), total: 4400 });
  });
  test('1 han 90 fu ron: non-dealer 2900', () => {
    const r = win(hand90, '9p', { riichi: true }, 'shanghai2');
    expectScore(r, { han: 1, fu: 90, yaku: { riichi: 1 }, perPayer: ron(2900), total: 2900 });
  });
  test('kiriage: 7700 (4 han 30 fu ron) is paid as mangan 8000', () => {
    expect(win('123789m123p789s99p', '1m', {}, 'shanghai2').total).toBe(8000);
  });
  test('kiriage: 7700 (3 han 60 fu ron) is paid as mangan 8000', () => {
    expect(win('999m123m456s77p + ankan:2222p', '5s', { riichi: true, dora: '6p' }, 'shanghai2').total).toBe(
      8000,
    );
  });
  test('kiriage: 7900 (2000+2000+3900 tsumo) is paid as mangan 2000/4000', () => {
    const r = win('123m456789p22s + ankan:7777z', '8p', { tsumo: true, rinshan: true }, 'shanghai2');
    expect(r.perPayer).toEqual(tsumoND(2000, 4000));
    expect(r.total).toBe(8000);
  });
  test('kiriage: dealer 11600 is paid as mangan 12000 (ron and tsumo)', () => {
    expect(win('123789m123p789s99p', '1m', { seatWind: 1 }, 'shanghai2').total).toBe(12000);
    const t = win(
      '123m456789p22s + ankan:7777z',
      '8p',
      { seatWind: 1, tsumo: true, rinshan: true },
      'shanghai2',
    );
    expect(t.perPayer).toEqual(tsumoAll(4000));
    expect(t.total).toBe(12000);
  });
});
