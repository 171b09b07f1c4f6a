// Seed 003 (the mahjong.wikidot.com Japanese Classical scoring page) reproduced table by table:
// initial points and limit, maxima, additive points, doubles, limit hands, draw payments.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/payment.ts';
import {
  DOUBLES_ITEMS,
  DRAW_PAYMENT_TABLE,
  JC_REFERENCE,
  LIMIT_HANDS,
  POINTS_ITEMS,
  payClassicalDraw,
  payClassicalWin,
} from '../../../src/rules/classical/index.ts';
import { pointsOf, scoreOk } from './support.ts';

describe('Initial Points', () => {
  test('each player starts with 500 and the limit is 500', () => {
    expect(JC_REFERENCE.startingPoints).toBe(500);
    expect(JC_REFERENCE.limit).toBe(500);
  });

  test('no minimum is needed to go out: a 0-double hand wins', () => {
    expect(JC_REFERENCE.minDoubles).toBe(0);
  });

  test.each([
    ['dealer self-draw', 0, null, 3000],
    ['dealer on a discard', 0, 2, 3000],
    ['non-dealer self-draw', 1, null, 2000],
    ['non-dealer on a discard', 1, 3, 2000],
  ] as const)(
    'limit hand, %s: winner seat %i, discarder %s, collects %i',
    (_name, winner, discarder, total) => {
      const p = payClassicalWin(
        { winner: winner as Seat, dealer: 0, discarder: discarder as Seat | null, value: 500 },
        JC_REFERENCE,
      );
      expect(p.deltas[winner]).toBe(total);
    },
  );

  test('dealer earns up to 3000 (1000 x 3), non-dealers up to 2000 (500 x 2 + 1000)', () => {
    const dealer = payClassicalWin({ winner: 0, dealer: 0, discarder: null, value: 500 }, JC_REFERENCE);
    expect(dealer.lines.map((l) => l.amount)).toEqual([1000, 1000, 1000]);
    const other = payClassicalWin({ winner: 2, dealer: 0, discarder: null, value: 500 }, JC_REFERENCE);
    expect(other.lines.map((l) => l.amount).sort()).toEqual([1000, 500, 500]);
  });

  test('with the limit at 1,000 the maxima double', () => {
    const rules = { ...JC_REFERENCE, limit: 1000 };
    expect(payClassicalWin({ winner: 0, dealer: 0, discarder: null, value: 1000 }, rules).deltas[0]).toBe(
      6000,
    );
    expect(payClassicalWin({ winner: 1, dealer: 0, discarder: null, value: 1000 }, rules).deltas[1]).toBe(
      4000,
    );
  });
});

describe('Additive points', () => {
  const fixed = (id: string) => POINTS_ITEMS.find((p) => p.id === id)?.points;

  test.each([
    ['winning', 20],
    ['self_draw', 2],
    ['concealed_hand', 10],
    ['dragon_pair', 2],
    ['edge_closed_single_wait', 2],
    ['flower', 4],
    ['melded_simple_pung', 2],
    ['concealed_simple_pung', 4],
    ['melded_terminal_honour_pung', 4],
    ['concealed_terminal_honour_pung', 8],
    ['melded_simple_kong', 8],
    ['concealed_simple_kong', 16],
    ['melded_terminal_honour_kong', 16],
    ['concealed_terminal_honour_kong', 32],
  ] as const)('%s = %i', (id, points) => {
    expect(fixed(id)).toBe(points);
  });

  test('seven pairs (optional) = 100', () => {
    expect(JC_REFERENCE.sevenPairs).toBe(false);
    expect(JC_REFERENCE.sevenPairsPoints).toBe(100);
  });

  test('pair of seat or prevalent wind = 2', () => {
    const seat = scoreOk(
      { hand: '123m456p789s111s22z', win: '1s' },
      { tsumo: false, seatWind: 2, discarder: 0 },
    );
    expect(pointsOf(seat)).toContain('wind_pair:2');
    const prevalent = scoreOk(
      { hand: '123m456p789s111s11z', win: '1s' },
      { tsumo: false, seatWind: 2, discarder: 0 },
    );
    expect(pointsOf(prevalent)).toContain('wind_pair:2');
  });

  test('every additive item of the seed is in the registry', () => {
    expect(POINTS_ITEMS.map((p) => p.id).sort()).toEqual(
      [
        'winning',
        'self_draw',
        'concealed_hand',
        'dragon_pair',
        'wind_pair',
        'edge_closed_single_wait',
        'flower',
        'seven_pairs',
        'melded_simple_pung',
        'concealed_simple_pung',
        'melded_terminal_honour_pung',
        'concealed_terminal_honour_pung',
        'melded_simple_kong',
        'concealed_simple_kong',
        'melded_terminal_honour_kong',
        'concealed_terminal_honour_kong',
      ].sort(),
    );
  });
});

describe('Doubles', () => {
  const SEED_DOUBLES: [string, number][] = [
    ['ready', 1],
    ['dragon_pung', 1],
    ['seat_wind_pung', 1],
    ['prevalent_wind_pung', 1],
    ['all_simples', 1],
    ['all_terminals_and_honours', 1],
    ['pure_double_chow', 1],
    ['mixed_triple_chow', 1],
    ['triple_pung', 1],
    ['out_on_replacement', 1],
    ['robbing_the_kong', 1],
    ['last_tile', 1],
    ['fully_concealed', 1],
    ['seat_flower', 1],
    ['three_kongs', 2],
    ['little_three_dragons', 2],
    ['all_pungs', 2],
    ['three_concealed_pungs', 2],
    ['half_flush', 2],
    ['all_pungs_three_concealed', 3],
    ['full_flush', 4],
    ['all_flowers', 4],
    ['all_seasons', 4],
  ];

  test.each(SEED_DOUBLES)('%s = %i', (id, doubles) => {
    expect(DOUBLES_ITEMS.find((d) => d.id === id)?.doubles).toBe(doubles);
  });

  test('pure straight and pure triple chow: 1, +1 if concealed (checked on hands in elements tests)', () => {
    for (const id of ['pure_straight', 'pure_triple_chow']) {
      expect(typeof DOUBLES_ITEMS.find((d) => d.id === id)?.doubles).toBe('function');
    }
  });

  test('the registry holds exactly the seed doubles', () => {
    expect(DOUBLES_ITEMS.map((d) => d.id).sort()).toEqual(
      [...SEED_DOUBLES.map(([id]) => id), 'pure_straight', 'pure_triple_chow'].sort(),
    );
  });
});

describe('Limit Hands', () => {
  test('the twelve limit hands of the seed', () => {
    expect(LIMIT_HANDS.map((h) => h.id)).toEqual([
      'blessing_of_heaven',
      'blessing_of_earth',
      'four_concealed_pungs',
      'four_kongs',
      'all_terminals',
      'all_honours',
      'thirteen_orphans',
      'nine_gates',
      'big_three_dragons',
      'little_four_winds',
      'big_four_winds',
      'dealer_eight_wins',
    ]);
  });
});

describe('Payment after a Draw (optional)', () => {
  test('the listed amounts: none / one 200 / two 300 / three 200 / all none', () => {
    expect(DRAW_PAYMENT_TABLE).toEqual([0, 200, 300, 200, 0]);
  });

  test.each([
    [[], [0, 0, 0, 0]],
    [
      [0, 1, 2, 3],
      [0, 0, 0, 0],
    ],
  ] as const)('all or no players waiting: no points (%j)', (tenpai, deltas) => {
    expect(payClassicalDraw(tenpai, 0, { ...JC_REFERENCE, drawPayments: true }).deltas).toEqual(deltas);
  });

  test('optional: off in the reference preset', () => {
    expect(payClassicalDraw([1], 0, JC_REFERENCE).deltas).toEqual([0, 0, 0, 0]);
  });
});
