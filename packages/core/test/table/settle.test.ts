// Final settlement (spec riichi.md §5.9, §6.1, W28-W30): leftover sticks, ranking and ties,
// return points and oka, rounding (none / tenhou1000 / shanghai1000), uma, chombo, money.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { resolveRiichiRules } from '../../src/rules/riichi/options.ts';
import { settleGame } from '../../src/table/ledger.ts';
import { shareCents } from '../../src/table/money.ts';
import { roundShanghai1000, roundTenhou1000, settleRiichi } from '../../src/table/settle.ts';
import { adjust, newGame, PLAYERS, play } from './helpers.ts';

function settle(
  preset: string,
  scores: number[],
  opt: { sticks?: number; chombo?: number[]; rate?: number; overrides?: Record<string, unknown> } = {},
) {
  const rules = resolveRiichiRules(preset, opt.overrides ?? {});
  if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
  return settleRiichi({
    scores,
    sticks: opt.sticks ?? 0,
    names: PLAYERS,
    chombo: opt.chombo ?? [0, 0, 0, 0],
    rules: rules.value,
    ...(opt.rate === undefined ? {} : { rate: opt.rate }),
  });
}
const points = (s: ReturnType<typeof settle>) => s.rows.map((r) => r.points);
const ranks = (s: ReturnType<typeof settle>) => s.rows.map((r) => r.rank);
const sum = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 10) / 10 || 0;

describe('W28 tenhou1000', () => {
  const old = { overrides: { finalRounding: 'tenhou1000' } };
  test('the real log: 20300, 34400, 19200, 26100 → −20, +45, −31, +6', () => {
    const s = settle('tenhou', [20300, 34400, 19200, 26100], old);
    expect(points(s)).toEqual([-20, 45, -31, 6]);
    expect(ranks(s)).toEqual([3, 1, 4, 2]);
    expect(sum(points(s))).toBe(0);
  });
  test('3rd with 22500 → 23000 → −17 (a hundreds digit of 5 rounds up)', () => {
    const s = settle('tenhou', [40000, 22500, 30000, 7500], old);
    expect(points(s)).toEqual([49, -17, 10, -42]);
  });
  test('a tie on 8900: the earlier seat is 2nd (−11), the other 3rd (−31)', () => {
    const s = settle('tenhou', [8900, 82200, 8900, 0], old);
    expect(points(s)).toEqual([-11, 92, -31, -50]);
    expect(ranks(s)).toEqual([2, 1, 3, 4]);
  });
  test('the rounding itself', () => {
    expect([22500, 22400, -800, -200, -500, 0, 8900].map(roundTenhou1000)).toEqual([
      23000, 22000, -1000, -0, -1000, 0, 9000,
    ]);
  });
  test("today's tenhou (none): one decimal, oka +20 to the top, uma 10-20", () => {
    const s = settle('tenhou', [20300, 34400, 19200, 26100]);
    expect(points(s)).toEqual([-19.7, 44.4, -30.8, 6.1]);
    expect(sum(points(s))).toBe(0);
  });
});

describe('W29 split ties (ema2016, wrc)', () => {
  test.each(['ema2016', 'wrc2022', 'wrc2025'])(
    '%s: 45000, 28000, 28000, 19000 → +30, −2, −2, −26',
    (preset) => {
      const s = settle(preset, [45000, 28000, 28000, 19000]);
      expect(points(s)).toEqual([30, -2, -2, -26]);
      expect(ranks(s)).toEqual([1, 2, 2, 4]);
      expect(s.rows.map((r) => r.uma)).toEqual([15, 0, 0, -15]);
    },
  );
  test('ema2016: a tie for first shares (15 + 5)/2; a four-way tie is all zero', () => {
    expect(points(settle('ema2016', [35000, 35000, 25000, 25000]))).toEqual([15, 15, -15, -15]);
    expect(points(settle('ema2016', [30000, 30000, 30000, 30000]))).toEqual([0, 0, 0, 0]);
    expect(points(settle('ema2016', [40000, 30000, 30000, 20000]))).toEqual([25, 0, 0, -25]);
  });
  test('mleague: tied tops share uma and oka', () => {
    const s = settle('mleague', [40000, 40000, 10000, 10000]);
    expect(points(s)).toEqual([40, 40, -40, -40]);
    expect(s.rows.map((r) => r.oka)).toEqual([10, 10, 0, 0]);
  });
});

describe('W30 other settlements', () => {
  test('mleague: 43000, 36800, 12000, 8200 → +63.0, +16.8, −28.0, −51.8', () => {
    const s = settle('mleague', [43000, 36800, 12000, 8200]);
    expect(points(s)).toEqual([63, 16.8, -28, -51.8]);
    expect(sum(points(s))).toBe(0);
  });
  test('mahjongsoul: 41000, 30000, 20000, 9000 → +31, +10, −10, −31; ties by seat', () => {
    expect(points(settle('mahjongsoul', [41000, 30000, 20000, 9000]))).toEqual([31, 10, -10, -31]);
    const tie = settle('mahjongsoul', [20000, 30000, 20000, 30000]);
    expect(ranks(tie)).toEqual([3, 1, 4, 2]);
    expect(points(tie)).toEqual([-10, 20, -20, 10]);
  });
  test('shanghai2: 35000, 30000, 24000, 11000 → +25, 0, −6, −19; with uma 5-10 → +35, +5, −11, −29', () => {
    expect(points(settle('shanghai2', [35000, 30000, 24000, 11000]))).toEqual([25, 0, -6, -19]);
    const uma = { overrides: { uma: [10, 5, -5, -10] } };
    expect(points(settle('shanghai2', [35000, 30000, 24000, 11000], uma))).toEqual([35, 5, -11, -29]);
  });
  test('shanghai1000: ≥ 500 rounds up, ≤ 400 down; negative halves toward +∞ (†Q11)', () => {
    expect([500, 400, 600, -6500, -6400, -6600, -24500].map(roundShanghai1000)).toEqual([
      1, 0, 1, -6, -6, -7, -24,
    ]);
    // 40500 → +10.5 + 20 oka = 30.5 → 31; 30500 → 1; 23500 → −6.5 → −6; 5500 → −24.5 → −24 (no zero-sum correction).
    expect(points(settle('shanghai2', [40500, 30500, 23500, 5500]))).toEqual([31, 1, -6, -24]);
  });
  test('shanghai2: ranking after rounding, seat order on ties', () => {
    // 30400 → 0 and 29600 → 0: equal after rounding, so seat order: seat 0 before seat 3.
    const s = settle('shanghai2', [29600, 40000, 0, 30400], { overrides: { uma: [10, 5, -5, -10] } });
    expect(ranks(s)).toEqual([2, 1, 4, 3]);
    expect(points(s)).toEqual([5, 40, -40, -5]);
  });
  test('shanghai2 with another start: oka follows, 4 × (30000 − start) (§6.1)', () => {
    // Start 27000: oka 12000. 38000, 30000, 25000, 15000 → 8 + 12, 0, −5, −15.
    const g = newGame('shanghai2', { startPoints: 27000 });
    const { state } = play(g, adjust([38000, 30000, 25000, 15000]));
    const s = settleGame(state);
    expect(s.rows.map((r) => r.points)).toEqual([20, 0, -5, -15]);
    // Start 30000: no oka.
    const g30 = newGame('shanghai2', { startPoints: 30000 });
    expect(
      settleGame(play(g30, adjust([38000, 30000, 35000, 17000])).state).rows.map((r) => r.points),
    ).toEqual([8, 0, 5, -13]);
  });
});

describe('leftover sticks (§5.9 step 1)', () => {
  test('tenhou: to the top; on a tie the earlier seat takes them', () => {
    const s = settle('tenhou', [40000, 25000, 20000, 13000], { sticks: 2 });
    expect(s.rows.map((r) => r.sticks)).toEqual([2000, 0, 0, 0]);
    expect(points(s)).toEqual([52, 5, -20, -37]);
    const t = settle('tenhou', [30000, 30000, 20000, 18000], { sticks: 2 });
    expect(t.rows.map((r) => r.sticks)).toEqual([2000, 0, 0, 0]);
    expect(points(t)).toEqual([42, 10, -20, -32]);
  });
  test('ema2016: shared by tied top players', () => {
    const s = settle('ema2016', [40000, 40000, 20000, 18000], { sticks: 2 });
    expect(s.rows.map((r) => r.sticks)).toEqual([1000, 1000, 0, 0]);
    expect(points(s)).toEqual([21, 21, -15, -27]);
  });
  test.each(['wrc2022', 'wrc2025'])('%s: lost', (preset) => {
    const s = settle(preset, [45000, 28000, 28000, 17000], { sticks: 2 });
    expect(s.rows.map((r) => r.sticks)).toEqual([0, 0, 0, 0]);
    expect(points(s)).toEqual([30, -2, -2, -28]);
  });
  test.each(['mleague', 'shanghai2', 'mahjongsoul'])('%s: to the top', (preset) => {
    expect(settle(preset, [30000, 40000, 20000, 9000], { sticks: 1 }).rows.map((r) => r.sticks)).toEqual([
      0, 1000, 0, 0,
    ]);
  });
});

describe('chombo penalties and money', () => {
  test.each([
    ['ema2016', -20],
    ['wrc2022', -20],
    ['wrc2025', -30],
    ['mleague', -20],
  ] as const)('%s: %i after uma', (preset, pen) => {
    const base = points(settle(preset, [45000, 28000, 28000, 19000]));
    const s = settle(preset, [45000, 28000, 28000, 19000], { chombo: [0, 0, 2, 0] });
    expect(s.rows[2]!.penalty).toBe(2 * pen);
    expect(s.rows[2]!.chomboPenalty).toBe(2 * pen);
    expect(s.rows.map((r) => r.tournamentPenalty)).toEqual([0, 0, 0, 0]);
    expect(points(s)).toEqual([base[0], base[1], base[2]! + 2 * pen, base[3]]);
    expect(s.rows[2]!.rank).toBe(2); // the penalty does not change the ranking
  });
  test('money: final points × rate', () => {
    const s = settle('ema2016', [45000, 28000, 28000, 19000], { rate: 0.5 });
    expect(s.rows.map((r) => r.money)).toEqual([15, -1, -1, -13]);
    expect(settle('ema2016', [45000, 28000, 28000, 19000]).rows.map((r) => r.money)).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });
  test('money adds up to the cent: rounding each player alone could leave a cent over', () => {
    // Final points 5, -7.3, -20, 22.3 at 0.333 a point: exact 1.665, -2.4309, -6.66, 7.4259,
    // which round one by one to 1.67 - 2.43 - 6.66 + 7.43 = +0.01.
    const s = settle('ema2016', [30000, 27700, 25000, 37300], { rate: 0.333 });
    expect(s.rows.map((r) => r.points)).toEqual([5, -7.3, -20, 22.3]);
    const money = s.rows.map((r) => r.money!);
    // The cent comes off the amount rounding moved furthest: 1.665 (half a cent).
    expect(money).toEqual([1.66, -2.43, -6.66, 7.43]);
    expect(Math.round(money.reduce((a, b) => a + b, 0) * 100) + 0).toBe(0);
  });
  test('shareCents: within a cent of each exact amount, summing to the rounded total', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 1, maxLength: 6 }),
        (xs) => {
          const cents = shareCents(xs).map((m) => Math.round(m * 100));
          const total = Math.round(xs.reduce((a, b) => a + b, 0));
          expect(cents.reduce((a, b) => a + b, 0) + 0).toBe(total + 0);
          for (const [i, c] of cents.entries()) expect(Math.abs(c - xs[i]!)).toBeLessThan(1 + 1e-6);
        },
      ),
    );
    // A tie: the first seat's amount moves.
    expect(shareCents([1.5, 1.5, -3])).toEqual([0.01, 0.02, -0.03]);
  });
  test('settleGame: a whole game, names, chombo and rate from the game', () => {
    const g = newGame('ema2016', {}, 100);
    const { state } = play(g, adjust([45000, 28000, 28000, 19000]), {
      type: 'hand',
      riichi: [],
      result: { kind: 'chombo', offender: 3 },
    });
    const s = settleGame(state);
    expect(s.rows.map((r) => r.name)).toEqual(PLAYERS);
    expect(s.rows.map((r) => r.points)).toEqual([30, -2, -2, -46]);
    expect(s.rows.map((r) => r.money)).toEqual([3000, -200, -200, -4600]);
  });
});
