// Referee audit of japanese-classical.md: each expected value below was worked out by hand from
// the section named in the test, then checked against the scorer. Only cases no other test
// file pins: combinations of items, values at the limit, and options away from their defaults.
// South (seat 1) wins in an East round, East (seat 0) deals, unless a case says otherwise.

import { describe, expect, test } from 'vitest';
import {
  type ClassicalSituation,
  JC_REFERENCE,
  payClassicalDraw,
  settleClassicalLosers,
} from '../../../src/rules/classical/index.ts';
import { doublesOf, pointsOf, scoreOk } from './support.ts';

type Sit = Partial<ClassicalSituation> & { tsumo: boolean };
const RON_FROM_EAST: Sit = { tsumo: false, discarder: 0 };

describe('§3 basic points', () => {
  test('§3/A5 a pair of the double wind (East for the dealer in the East round) scores 4: P 34, South pays 6 × 34', () => {
    const s = scoreOk(
      { hand: '123m456p789s234s11z', win: '4s' },
      { tsumo: false, seatWind: 1, discarder: 1 },
    );
    expect(pointsOf(s)).toEqual(['concealed_hand:10', 'wind_pair:4', 'winning:20']);
    expect(s.payment.deltas).toEqual([204, -204, 0, 0]);
  });

  test('§3 kongs: melded simple kongs 8, a concealed simple kong 16; §4 three kongs 2 + all simples 1', () => {
    const s = scoreOk(
      {
        hand: '2222m3333p4444s567m88p',
        melds: [
          ['kan', '2222m'],
          ['kan', '3333p'],
          ['ankan', '4444s'],
        ],
        win: '8p',
      },
      RON_FROM_EAST,
    );
    // P = 20 + 8 + 8 + 16 + 2 (single) = 54; D = 3; V = 432; the discarder pays 4V.
    expect([s.points, s.doubles, s.value]).toEqual([54, 3, 432]);
    expect(doublesOf(s)).toEqual(['all_simples:1', 'three_kongs:2']);
    expect(s.payment.deltas).toEqual([-1728, 1728, 0, 0]);
  });

  test('§3 a win on a kong replacement: self-draw 2, concealed 10, concealed terminal kong 32; §4 replacement + fully concealed', () => {
    const s = scoreOk(
      { hand: '1111m456p789s234s55m', melds: [['ankan', '1111m']], win: '4s' },
      { tsumo: true, replacement: true },
    );
    expect([s.points, s.doubles, s.value]).toEqual([64, 2, 256]);
    expect(s.payment.deltas).toEqual([-512, 1024, -256, -256]);
  });
});

describe('§4 doubles', () => {
  test('open all pungs (2) + triple pung (1) + all simples (1): P 30, D 4, V 480', () => {
    const s = scoreOk(
      {
        hand: '222m222p222s888s55p',
        melds: [
          ['pon', '222m'],
          ['pon', '222p'],
          ['pon', '222s'],
          ['pon', '888s'],
        ],
        win: '5p',
      },
      RON_FROM_EAST,
    );
    expect([s.points, s.doubles, s.value]).toEqual([30, 4, 480]);
    expect(s.payment.deltas).toEqual([-1920, 1920, 0, 0]);
  });

  test('all terminals and honours (1) stacks with all pungs (2): P 46, D 3, V 368', () => {
    const s = scoreOk(
      {
        hand: '111m999p111s444z99s',
        melds: [
          ['pon', '111m'],
          ['pon', '999p'],
        ],
        win: '9s',
      },
      RON_FROM_EAST,
    );
    expect(doublesOf(s)).toEqual(['all_pungs:2', 'all_terminals_and_honours:1']);
    expect([s.points, s.value]).toEqual([46, 368]);
  });

  test('three concealed pungs with a discard completing the chow: the pungs stay concealed (P 42, D 2)', () => {
    const s = scoreOk({ hand: '222m555p888s345s99m', win: '5s' }, RON_FROM_EAST);
    expect([s.points, s.doubles, s.value]).toEqual([42, 2, 168]);
    expect(s.payment.deltas).toEqual([-672, 672, 0, 0]);
  });

  test('last tile on a discard (1) in an open hand: P 22, V 44', () => {
    const s = scoreOk(
      {
        hand: '123m777p456s678s33m',
        melds: [
          ['chi', '123m'],
          ['pon', '777p'],
        ],
        win: '8s',
      },
      { ...RON_FROM_EAST, lastTile: true },
    );
    expect([s.points, doublesOf(s), s.value]).toEqual([22, ['last_tile:1'], 44]);
  });

  test('robbing the kong (1) with a concealed hand: P 30 (the +10 on a discard win), V 60', () => {
    const s = scoreOk({ hand: '123m456p789s234s55m', win: '4s' }, { ...RON_FROM_EAST, robbingKong: true });
    expect([s.points, doublesOf(s), s.payment.deltas]).toEqual([
      30,
      ['robbing_the_kong:1'],
      [-240, 240, 0, 0],
    ]);
  });

  test('A7 an open hand’s pure straight is 1 double (P 20, V 40)', () => {
    const s = scoreOk({ hand: '123456789p234s55m', melds: [['chi', '123p']], win: '4s' }, RON_FROM_EAST);
    expect([doublesOf(s), s.value]).toEqual([['pure_straight:1'], 40]);
  });

  test('A13 all simples (1) and mixed triple chow (1) in an open hand, with a single wait: P 22, V 88', () => {
    const s = scoreOk(
      {
        hand: '234m234p234s678s55p',
        melds: [
          ['chi', '234m'],
          ['chi', '234p'],
        ],
        win: '5p',
      },
      RON_FROM_EAST,
    );
    expect([s.points, doublesOf(s), s.value]).toEqual([22, ['all_simples:1', 'mixed_triple_chow:1'], 88]);
  });

  test('A9 flowers on: all four flowers (4, the seat flower inside) + season 2 (1), 4 points each: capped', () => {
    const s = scoreOk(
      {
        hand: '777p123m456s678s99p',
        melds: [
          ['pon', '777p'],
          ['chi', '123m'],
        ],
        win: '8s',
        flowers: [1, 2, 3, 4],
        seasons: [2],
      },
      RON_FROM_EAST,
      { flowers: true },
    );
    // P = 20 + 2 + 5 × 4 = 42, D = 5: 1,344 → 500, the discarder pays 2,000.
    expect([s.points, doublesOf(s)]).toEqual([42, ['all_flowers:4', 'seat_flower:1']]);
    expect(s.payment.deltas).toEqual([-2000, 2000, 0, 0]);
  });

  test('A8 + A9 seven pairs won on a flower replacement: P 100 + 4, D 3 (replacement, fully concealed, seat flower)', () => {
    const s = scoreOk(
      { hand: '1133m5577p99s1144z', win: '9s', flowers: [2] },
      { tsumo: true, replacement: true },
      { flowers: true, sevenPairs: true },
    );
    expect([s.points, s.doubles, s.value]).toEqual([104, 3, 500]);
    expect(s.payment.deltas).toEqual([-1000, 2000, -500, -500]);
  });
});

describe('§5 limit hands', () => {
  test('little four winds, dealer self-draw: 2 × 500 from each (3,000)', () => {
    const s = scoreOk({ hand: '111z222z333z44z789m', win: '9m' }, { tsumo: true, seatWind: 1 });
    expect(s.limitHands).toEqual(['little_four_winds']);
    expect(s.payment.deltas).toEqual([3000, -1000, -1000, -1000]);
  });

  test('four concealed pungs: a discard completing a pung leaves three (A6: 3 doubles, V 400); on the pair it is the limit', () => {
    const hand = '222m555p888s999m11z';
    const pung = scoreOk({ hand, win: '8s' }, RON_FROM_EAST);
    // P = 20 + 10 + 2 (prevalent wind pair) + 2 (888s, melded) + 4 + 4 + 8 = 50.
    expect([pung.points, doublesOf(pung), pung.value]).toEqual([50, ['all_pungs_three_concealed:3'], 400]);
    const pair = scoreOk({ hand, win: '1z' }, RON_FROM_EAST);
    expect([pair.limitHands, pair.payment.deltas]).toEqual([['four_concealed_pungs'], [-2000, 2000, 0, 0]]);
  });

  test('§1 limit 1,000: a dealer limit hand on a discard costs the discarder 6,000', () => {
    const s = scoreOk(
      { hand: '555z666z777z123m99p', win: '9p' },
      { tsumo: false, seatWind: 1, discarder: 2 },
      { limit: 1000 },
    );
    expect(s.payment.deltas).toEqual([6000, 0, -6000, 0]);
  });
});

describe('§6.1 paying the winner, options', () => {
  const OPEN: { hand: string; melds: [kind: 'chi', tiles: string][]; win: string } = {
    hand: '123m456p789s234s55m',
    melds: [['chi', '123m']],
    win: '4s',
  };

  test('A2 single share: the dealer winner takes 2V from the discarder; non-dealers V; a dealer discarder 2V', () => {
    const single = { discardPayment: 'single_share' as const };
    expect(scoreOk(OPEN, { tsumo: false, seatWind: 1, discarder: 2 }, single).payment.deltas).toEqual([
      40, 0, -40, 0,
    ]);
    expect(scoreOk(OPEN, { tsumo: false, seatWind: 3, discarder: 1 }, single).payment.deltas).toEqual([
      0, -20, 20, 0,
    ]);
    expect(scoreOk(OPEN, { tsumo: false, seatWind: 3, discarder: 0 }, single).payment.deltas).toEqual([
      -40, 0, 40, 0,
    ]);
  });

  test('A18 alternative below a limit hand: each share is capped after the ×2 (V 68, limit 100)', () => {
    const hand = {
      hand: '222m333p444s567m88p',
      melds: [['pon', '222m']] as [kind: 'pon', tiles: string][],
      win: '8p',
    };
    const alt = { capBeforeDealerDouble: false, limit: 100 };
    // P = 20 + 2 + 2 (single) + 2 + 4 + 4 = 34, all simples: V 68; the dealer's 136 is capped at 100.
    expect(scoreOk(hand, { tsumo: true, seatWind: 1 }, alt).payment.deltas).toEqual([300, -100, -100, -100]);
    expect(scoreOk(hand, { tsumo: true, seatWind: 2 }, alt).payment.deltas).toEqual([-100, 236, -68, -68]);
  });
});

describe('§6.2 and §6.4 settlements', () => {
  test('§6.2 each loser score is capped before the difference: 600 and 900 both count 500, so they pay nothing', () => {
    const p = settleClassicalLosers(
      { winner: 1, dealer: 0, scores: [600, 0, 50, 900] },
      { ...JC_REFERENCE, loserSettlement: true },
    );
    // Dealer (0) 500 vs seat 2 50: 450 × 2 = 900; seat 2 vs seat 3 (500): 450; 0 vs 3: equal.
    expect(p.deltas).toEqual([900, 0, -1350, 450]);
  });

  test('§6.4 pairwise with the dealer double: the dealer alone waiting takes 2 × 200 from each', () => {
    const rules = {
      ...JC_REFERENCE,
      drawPayments: true,
      drawPaymentMode: 'pairwise' as const,
      drawPaymentsDealerDouble: true,
    };
    expect(payClassicalDraw([0], 0, rules).deltas).toEqual([1200, -400, -400, -400]);
  });

  test('§6.4 pot with the dealer double: the dealer, alone not waiting, pays 2 × 200 to each', () => {
    const rules = { ...JC_REFERENCE, drawPayments: true, drawPaymentsDealerDouble: true };
    expect(payClassicalDraw([1, 2, 3], 0, rules).deltas).toEqual([-1200, 400, 400, 400]);
    expect(payClassicalDraw([0, 1, 2, 3], 0, rules).deltas).toEqual([0, 0, 0, 0]);
  });
});
