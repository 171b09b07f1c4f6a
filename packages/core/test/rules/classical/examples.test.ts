// The worked examples of japanese-classical.md section 8, through the library API.
// Defaults unless stated: limit 500, pays-for-all, no flowers, East round, East = dealer.

import { describe, expect, test } from 'vitest';
import {
  JC_REFERENCE,
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalWin,
  settleClassicalLosers,
} from '../../../src/rules/classical/index.ts';
import { doublesOf, E4_BIG_DRAGONS, pointsOf, scoreOk } from './support.ts';

const E1 = {
  hand: '12333m777p456678s',
  melds: [
    ['chi', '123m'],
    ['pon', '777p'],
  ] as ['chi' | 'pon', string][],
  win: '8s',
};

describe('section 8 worked examples', () => {
  test('E1 open non-dealer ron, no doubles: West pays 4 x 22 = 88', () => {
    const s = scoreOk(E1, { tsumo: false, seatWind: 2, discarder: 2 });
    expect(pointsOf(s)).toEqual(['melded_simple_pung:2', 'winning:20']);
    expect([s.points, s.doubles, s.value]).toEqual([22, 0, 22]);
    expect(s.payment.deltas).toEqual([0, 88, -88, 0]);
  });

  test('E1 single-share alternative: West pays 22', () => {
    const s = scoreOk(E1, { tsumo: false, seatWind: 2, discarder: 2 }, { discardPayment: 'single_share' });
    expect(s.payment.deltas).toEqual([0, 22, -22, 0]);
  });

  test('E2 concealed non-dealer tsumo: P 46, D 2, V 184, North +736', () => {
    const s = scoreOk({ hand: '678m222p34599s777z', win: '4s' }, { tsumo: true, seatWind: 4 });
    expect(pointsOf(s)).toEqual([
      'concealed_hand:10',
      'concealed_simple_pung:4',
      'concealed_terminal_honour_pung:8',
      'edge_closed_single_wait:2',
      'self_draw:2',
      'winning:20',
    ]);
    expect(doublesOf(s)).toEqual(['dragon_pung:1', 'fully_concealed:1']);
    expect([s.points, s.doubles, s.value]).toEqual([46, 2, 184]);
    expect(s.payment.deltas).toEqual([-368, -184, -184, 736]);
  });

  const E3 = { hand: '111456789m11155z', melds: [['pon', '111z']] as ['pon', string][], win: '7m' };

  test('E3 dealer ron hitting the limit: 36 x 16 = 576, capped 500, South pays 3,000', () => {
    const s = scoreOk(E3, { tsumo: false, seatWind: 1, discarder: 1 });
    expect(pointsOf(s)).toEqual([
      'concealed_terminal_honour_pung:8',
      'dragon_pair:2',
      'edge_closed_single_wait:2',
      'melded_terminal_honour_pung:4',
      'winning:20',
    ]);
    expect(doublesOf(s)).toEqual(['half_flush:2', 'prevalent_wind_pung:1', 'seat_wind_pung:1']);
    expect([s.points, s.doubles, s.rawValue, s.value, s.reachedLimit]).toEqual([36, 4, 576, 500, true]);
    expect(s.payment.deltas).toEqual([3000, -3000, 0, 0]);
  });

  test('E3 with a double-wind pung counted once: D 3, V 288, South pays 1,728', () => {
    const s = scoreOk(E3, { tsumo: false, seatWind: 1, discarder: 1 }, { doubleWindPung: 1 });
    expect([s.doubles, s.value]).toEqual([3, 288]);
    expect(s.payment.deltas).toEqual([1728, -1728, 0, 0]);
  });

  test('E3 single-share: South pays 2 x 500 = 1,000', () => {
    const s = scoreOk(E3, { tsumo: false, seatWind: 1, discarder: 1 }, { discardPayment: 'single_share' });
    expect(s.payment.deltas).toEqual([1000, -1000, 0, 0]);
  });

  const E4 = E4_BIG_DRAGONS;

  test('E4 big three dragons self-drawn by West: East 1,000 + South 500 + North 500', () => {
    const s = scoreOk(E4, { tsumo: true, seatWind: 3 });
    expect(s.limitHands).toEqual(['big_three_dragons']);
    expect([s.points, s.doubles, s.value, s.limit]).toEqual([null, null, 500, 'big_three_dragons']);
    expect(s.payment.deltas).toEqual([-1000, -500, 2000, -500]);
  });

  test('E4 liability: North fed the third dragon set and pays all 2,000', () => {
    const s = scoreOk(E4, { tsumo: true, seatWind: 3, liable: 3 });
    expect(s.payment.deltas).toEqual([0, 0, 2000, -2000]);
    expect(s.payment.lines.every((l) => l.reason === 'pao' && l.from === 3)).toBe(true);
  });

  test('E5 kongs: P 66, North pays 264', () => {
    const s = scoreOk(
      {
        hand: '23466m9999p5555s444z',
        melds: [
          ['ankan', '9999p'],
          ['kan', '5555s'],
          ['pon', '444z'],
        ],
        win: '6m',
      },
      { tsumo: false, seatWind: 2, discarder: 3 },
    );
    expect(pointsOf(s)).toEqual([
      'concealed_terminal_honour_kong:32',
      'edge_closed_single_wait:2',
      'melded_simple_kong:8',
      'melded_terminal_honour_pung:4',
      'winning:20',
    ]);
    expect([s.points, s.doubles]).toEqual([66, 0]);
    expect(s.payment.deltas).toEqual([0, 264, 0, -264]);
  });

  test('E6 ready + concealed pure straight: P 30, D 3, V 240, North pays 960', () => {
    const s = scoreOk(
      { hand: '55m123456789p234s', win: '2s' },
      { tsumo: false, seatWind: 3, discarder: 3, ready: true },
    );
    expect(pointsOf(s)).toEqual(['concealed_hand:10', 'winning:20']);
    expect(doublesOf(s)).toEqual(['pure_straight:2', 'ready:1']);
    expect([s.points, s.doubles, s.value]).toEqual([30, 3, 240]);
    expect(s.payment.deltas).toEqual([0, 0, 960, -960]);
  });

  test('E7 concealed ron, pung finished by the discard counts melded: P 40, West pays 160', () => {
    const s = scoreOk({ hand: '123678m555p22999s', win: '5p' }, { tsumo: false, seatWind: 4, discarder: 2 });
    expect(pointsOf(s)).toEqual([
      'concealed_hand:10',
      'concealed_terminal_honour_pung:8',
      'melded_simple_pung:2',
      'winning:20',
    ]);
    expect(s.payment.deltas).toEqual([0, 0, -160, 160]);
  });

  test('E8 seven pairs (option on): P 100, D 1, V 200, South +800', () => {
    const s = scoreOk(
      { hand: '1133m5577p2288s44z', win: '4z' },
      { tsumo: true, seatWind: 2 },
      { sevenPairs: true },
    );
    expect(pointsOf(s)).toEqual(['seven_pairs:100']);
    expect(doublesOf(s)).toEqual(['fully_concealed:1']);
    expect(s.value).toBe(200);
    expect(s.payment.deltas).toEqual([-400, 800, -200, -200]);
  });

  test('E8 as a half flush: D 3, 800 capped 500, South +2,000', () => {
    const s = scoreOk(
      { hand: '1133557799m4466z', win: '6z' },
      { tsumo: true, seatWind: 2 },
      { sevenPairs: true },
    );
    expect(doublesOf(s)).toEqual(['fully_concealed:1', 'half_flush:2']);
    expect([s.points, s.doubles, s.value, s.reachedLimit]).toEqual([100, 3, 500, true]);
    expect(s.payment.deltas).toEqual([-1000, 2000, -500, -500]);
  });

  const E9 = { hand: '888m555999p22233s', melds: [['pon', '555p']] as ['pon', string][], win: '3s' };

  test('E9 all pungs with three concealed pungs (A6 total): P 42, D 3, South +1,344', () => {
    const s = scoreOk(E9, { tsumo: true, seatWind: 2 });
    expect(pointsOf(s)).toEqual([
      'concealed_simple_pung:4',
      'concealed_simple_pung:4',
      'concealed_terminal_honour_pung:8',
      'edge_closed_single_wait:2',
      'melded_simple_pung:2',
      'self_draw:2',
      'winning:20',
    ]);
    expect(doublesOf(s)).toEqual(['all_pungs_three_concealed:3']);
    expect(s.value).toBe(336);
    expect(s.payment.deltas).toEqual([-672, 1344, -336, -336]);
  });

  test('E9 stacking reading: 3 + 2 = 5 doubles, capped, South +2,000', () => {
    const s = scoreOk(E9, { tsumo: true, seatWind: 2 }, { allPungsThreeConcealed: 'stack' });
    expect(doublesOf(s)).toEqual(['all_pungs_three_concealed:3', 'three_concealed_pungs:2']);
    expect(s.payment.deltas).toEqual([-1000, 2000, -500, -500]);
  });

  const E10 = (pair: string) => ({
    hand: `345678m567${pair}p222s`,
    melds: [
      ['pon', '222s'],
      ['chi', '567p'],
    ] as ['pon' | 'chi', string][],
    win: '8m',
    flowers: [2],
    seasons: [1],
  });

  test('E10 flowers (pair 9p as in the corpus): P 30, D 1 (Orchid), East pays 240', () => {
    const s = scoreOk(E10('99'), { tsumo: false, seatWind: 2, discarder: 0 }, { flowers: true });
    expect(pointsOf(s)).toEqual(['flower:4', 'flower:4', 'melded_simple_pung:2', 'winning:20']);
    expect(doublesOf(s)).toEqual(['seat_flower:1']);
    expect(s.value).toBe(60);
    expect(s.payment.deltas).toEqual([-240, 240, 0, 0]);
  });

  test('E10 single-share: East as dealer pays 2 x 60 = 120', () => {
    const s = scoreOk(
      E10('99'),
      { tsumo: false, seatWind: 2, discarder: 0 },
      { flowers: true, discardPayment: 'single_share' },
    );
    expect(s.payment.deltas).toEqual([-120, 120, 0, 0]);
  });

  test("E10 with the spec's own 8p pair every tile is 2-8, so All simples adds a double", () => {
    const s = scoreOk(E10('88'), { tsumo: false, seatWind: 2, discarder: 0 }, { flowers: true });
    expect(doublesOf(s)).toEqual(['all_simples:1', 'seat_flower:1']);
    expect(s.value).toBe(120);
  });

  test('E11 loser settlement: South +240, East 0, West -304, North +64', () => {
    const rules = { ...JC_REFERENCE, loserSettlement: true };
    const base = payClassicalWin({ winner: 1, dealer: 0, discarder: 2, value: 60 }, rules);
    const settle = settleClassicalLosers({ winner: 1, dealer: 0, scores: [24, null, 8, 40] }, rules);
    expect(settle.lines.map((l) => [l.from, l.to, l.amount])).toEqual([
      [2, 0, 32],
      [0, 3, 32],
      [2, 3, 32],
    ]);
    const net = base.deltas.map((d, i) => d + settle.deltas[i]!);
    expect(net).toEqual([0, 240, -304, 64]);
  });

  test.each([
    [[2], [-200, -200, 600, -200]],
    [
      [0, 1],
      [300, 300, -300, -300],
    ],
    [
      [0, 1, 3],
      [200, 200, -600, 200],
    ],
  ] as const)('E12 draw payments, waiting %j', (tenpai, deltas) => {
    const p = payClassicalDraw(tenpai, 0, { ...JC_REFERENCE, drawPayments: true });
    expect(p.deltas).toEqual(deltas);
  });

  test('E13 erroneous mahjong: North pays South 250, West 250, East 500', () => {
    const p = payClassicalPenalty({ kind: 'erroneous_mahjong', offender: 3, dealer: 0 }, JC_REFERENCE);
    expect(p.deltas).toEqual([500, 250, 250, -1000]);
  });

  test('E13 with East as offender: 500 to each (-1,500)', () => {
    const p = payClassicalPenalty({ kind: 'erroneous_mahjong', offender: 0, dealer: 0 }, JC_REFERENCE);
    expect(p.deltas).toEqual([-1500, 500, 500, 500]);
  });
});
