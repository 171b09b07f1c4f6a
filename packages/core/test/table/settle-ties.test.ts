// The rounding options (§5.9 step 4: tenhou1000, shanghai1000) combined with `ties: 'split'`
// (§5.9 step 2: tied players share equally the uma and oka of the places they occupy) and with
// `leftoverSticks: 'lost'` (§5.9 step 1). No preset combines them, but every option may be set
// on its own, so each combination must keep tied players tied and the settlement exact.

import { describe, expect, test } from 'vitest';
import { resolveRiichiRules } from '../../src/rules/riichi/options.ts';
import { settleRiichi } from '../../src/table/settle.ts';
import { PLAYERS } from './helpers.ts';

function settle(preset: string, scores: number[], overrides: Record<string, unknown> = {}, sticks = 0) {
  const rules = resolveRiichiRules(preset, overrides);
  if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
  return settleRiichi({ scores, sticks, names: PLAYERS, chombo: [0, 0, 0, 0], rules: rules.value });
}
const pts = (s: ReturnType<typeof settle>) => s.rows.map((r) => r.points);
const ranks = (s: ReturnType<typeof settle>) => s.rows.map((r) => r.rank);
/** The sum of the points in 0.1 steps (an integer, so the comparison is exact). */
const steps = (s: ReturnType<typeof settle>) => pts(s).reduce((a, p) => a + Math.round(p * 10), 0);

describe('tenhou1000 with split ties: the tied top group shares −(sum of the others)', () => {
  const split = { finalRounding: 'tenhou1000', ties: 'split' };

  test('two tied at the top: 30 and 30 (not 40 and 20); both 1st', () => {
    const s = settle('tenhou', [35000, 35000, 15000, 15000], split);
    expect(ranks(s)).toEqual([1, 1, 3, 3]);
    // 3rd/4th share (−10 − 20)/2: 15000 → −15 − 15 = −30 each; the top two share 60.
    expect(pts(s)).toEqual([30, 30, -30, -30]);
    expect(s.rows.map((r) => r.rounded)).toEqual([15, 15, -15, -15]);
    expect(steps(s)).toBe(0);
  });

  test('under `seat` the earlier seat alone is first and takes the residue (W28 unchanged)', () => {
    const s = settle('tenhou', [35000, 35000, 15000, 15000], { finalRounding: 'tenhou1000' });
    expect(ranks(s)).toEqual([1, 2, 3, 4]);
    expect(pts(s)).toEqual([45, 15, -25, -35]);
  });

  test('three tied at the top: 40 in 0.1 steps, the odd step to the first seat; zero-sum', () => {
    // 10000 → −20 − 20 = −40 for the 4th; the three tops share 40: 13.4, 13.3, 13.3.
    const s = settle('tenhou', [30000, 30000, 30000, 10000], split);
    expect(ranks(s)).toEqual([1, 1, 1, 4]);
    expect(pts(s)).toEqual([13.4, 13.3, 13.3, -40]);
    expect(steps(s)).toBe(0);
  });

  test('tied tops with a leftover stick: they still share the residue equally', () => {
    // 1000 of sticks to the two tied tops; 3rd 20000 → −10 − 10 = −20, 4th 9000 → −21 − 20 = −41.
    const s = settle('tenhou', [35000, 35000, 20000, 9000], split, 1);
    expect(ranks(s)).toEqual([1, 1, 3, 4]);
    expect(pts(s)).toEqual([30.5, 30.5, -20, -41]);
    expect(steps(s)).toBe(0);
  });
});

describe('shanghai1000 with split ties: rank after rounding, equal values share the places', () => {
  const split = { ties: 'split', uma: [10, 5, -5, -10] };

  test('two tied at the top: 22.5 each, both 1st (not 25 and 20 by seat order)', () => {
    // Oka 20 split 10/10: 35000 → 5 + 10 = 15 each; uma (10 + 5)/2 = 7.5 → 22.5.
    const s = settle('shanghai2', [35000, 35000, 15000, 15000], split);
    expect(ranks(s)).toEqual([1, 1, 3, 3]);
    expect(s.rows.map((r) => r.uma)).toEqual([7.5, 7.5, -7.5, -7.5]);
    expect(pts(s)).toEqual([22.5, 22.5, -22.5, -22.5]);
  });

  test('values equal only after the rounding are tied too (§6.1: round, then rank)', () => {
    // 30400 → 0 and 29600 → 0: tied 2nd, sharing (5 − 5)/2 = 0 (under `seat`: +5 and −5).
    const s = settle('shanghai2', [29600, 40000, 0, 30400], split);
    expect(ranks(s)).toEqual([2, 1, 4, 2]);
    expect(pts(s)).toEqual([0, 40, -40, 0]);
  });

  test('an oka share that 0.1 steps cannot split evenly does not break the tie at the rounding', () => {
    // Three on 30800 share the oka of 20000: 800 + 6666.7 = 7466.7 → 7 each. The 0.1-step parts
    // (6.7, 6.7, 6.6) gave 7500 → 8, 7500 → 8, 7400 → 7, and the third lost the tie.
    const s = settle('shanghai2', [30800, 30800, 30800, 7600], { ties: 'split' });
    expect(ranks(s)).toEqual([1, 1, 1, 4]);
    expect(s.rows.map((r) => r.rounded)).toEqual([7, 7, 7, -22]);
    expect(pts(s)).toEqual([7, 7, 7, -22]);
  });

  test('a shared stick likewise: −4500 + 333.3 + 6666.7 = 2500 → 3 for each of the three', () => {
    // The 100-point parts (400, 300, 300) gave 2600 → 3, 2500 → 3, 2400 → 2.
    const s = settle('shanghai2', [25500, 25500, 25500, 22500], { ties: 'split' }, 1);
    expect(ranks(s)).toEqual([1, 1, 1, 4]);
    expect(pts(s)).toEqual([3, 3, 3, -7]);
  });

  test('under `seat` (the preset) seat order still breaks the tie', () => {
    const s = settle('shanghai2', [35000, 35000, 15000, 15000], { uma: [10, 5, -5, -10] });
    expect(ranks(s)).toEqual([1, 2, 3, 4]);
    expect(pts(s)).toEqual([35, 10, -20, -25]);
  });
});

describe('tenhou1000 with lost sticks: the top does not take the lost sticks back', () => {
  // §5.9 step 1: under `lost` the sticks leave the game, so the exact settlement sums to minus
  // the lost sticks (W-less: see riichi-spec-audit's wrc2025 test). tenhou1000's "first place =
  // −(sum of the other three)" absorbs oka and the rounding residue, not the lost sticks.
  test('wrc2025 + tenhou1000, 2 sticks lost: the top gets 30, the sum is −2 as without rounding', () => {
    const none = settle('wrc2025', [45100, 27900, 28000, 17000], {}, 2);
    expect(pts(none)).toEqual([30.1, -7.1, 3, -28]);
    expect(steps(none)).toBe(-20);
    const s = settle('wrc2025', [45100, 27900, 28000, 17000], { finalRounding: 'tenhou1000' }, 2);
    // 27900 → 28000: −2 − 5 = −7; 28000: −2 + 5 = 3; 17000: −13 − 15 = −28; the top 30.1 − 0.1.
    expect(pts(s)).toEqual([30, -7, 3, -28]);
    expect(steps(s)).toBe(-20);
  });

  test('wrc2025 + tenhou1000 + a tied top and 3 sticks lost', () => {
    const s = settle('wrc2025', [40000, 40000, 20000, 17000], { finalRounding: 'tenhou1000' }, 3);
    expect(ranks(s)).toEqual([1, 1, 3, 4]);
    // 20000 → −10 − 5 = −15; 17000 → −13 − 15 = −28; the two tops share 43 − 3 = 40.
    expect(pts(s)).toEqual([20, 20, -15, -28]);
    expect(steps(s)).toBe(-30);
  });
});

describe('tenhou1000 only moves points: its total is the total without rounding', () => {
  // An oka other than 4 × (returnPoints − startPoints) is outside §5.9 step 3: resolveRiichiRules
  // refuses it, but a rules object built by hand can hold it; the top then keeps that oka under
  // tenhou1000 as under `none` instead of having it cancelled by "−(sum of the others)".
  test('tenhou with an oka of 30000: both roundings sum to +10', () => {
    const r = resolveRiichiRules('tenhou');
    if (!r.ok) throw new Error('rules');
    const run = (finalRounding: 'none' | 'tenhou1000') =>
      settleRiichi({
        scores: [35000, 30000, 20000, 15000],
        sticks: 0,
        names: PLAYERS,
        chombo: [0, 0, 0, 0],
        rules: { ...r.value, oka: 30000, finalRounding },
      });
    expect(pts(run('none'))).toEqual([55, 10, -20, -35]);
    expect(pts(run('tenhou1000'))).toEqual([55, 10, -20, -35]);
  });
});

describe('the steps left over go round a tied group: sticks, then oka, then uma', () => {
  // Split one by one, each value gave its odd 0.1 to the first tied player in seat order, so
  // the same player took every odd step and tied players ended 0.2 apart.
  test('mleague, three tied at the top with 2 sticks: 17.4, 17.3, 17.3 (not 17.4, 17.4, 17.2)', () => {
    expect(pts(settle('mleague', [8000, 30000, 30000, 30000], {}, 2))).toEqual([-52, 17.4, 17.3, 17.3]);
  });
  test('ema2016 with uma 12/-1/-3/-8: 3.4, 3.3, 3.3 (not 3.4, 3.4, 3.2)', () => {
    const s = settle('ema2016', [30000, 28000, 30000, 30000], { uma: [12, -1, -3, -8] }, 2);
    expect(pts(s)).toEqual([3.4, -10, 3.3, 3.3]);
  });
  test('a total that divides exactly is shared exactly: 12 each (not 12.1, 12.0, 11.9)', () => {
    const s = settle(
      'mahjongsoul',
      [30000, 30000, 30000, 9000],
      { ties: 'split', uma: [20, 10, -10, -20] },
      1,
    );
    expect(pts(s)).toEqual([12, 12, 12, -36]);
    // The columns still add up to each player’s points (raw holds the sticks).
    for (const r of s.rows) expect(Math.round((r.raw + r.oka + r.uma) * 10)).toBe(Math.round(r.points * 10));
  });
});

describe('every combination stays exact and keeps tied players tied', () => {
  // A small deterministic generator: scores in 100-point steps that add up to the table's points
  // (4 × start less the sticks on the table), with forced ties.
  let seed = 12345;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % n;
  };
  function scoresFor(total: number): number[] {
    const s = [0, 0, 0].map(() => (rnd(600) - 100) * 100);
    if (rnd(2)) s[1] = s[0]!;
    if (rnd(3) === 0) s[2] = s[0]!;
    const order = [0, 1, 2, 3].sort(() => rnd(3) - 1);
    const all = [...s, total - s[0]! - s[1]! - s[2]!];
    return order.map((i) => all[i]!);
  }
  const presets = ['tenhou', 'wrc2025', 'ema2016', 'mleague', 'shanghai2'] as const;
  const cases: [string, string, string, string][] = [];
  for (const p of presets)
    for (const r of ['none', 'tenhou1000', 'shanghai1000'])
      for (const t of ['seat', 'split']) for (const l of ['top', 'lost']) cases.push([p, r, t, l]);

  test.each(cases)('%s rounding %s ties %s sticks %s', (preset, finalRounding, ties, leftoverSticks) => {
    const overrides = { finalRounding, ties, leftoverSticks, uma: [15, 5, -5, -15] };
    const rules = resolveRiichiRules(preset, overrides);
    if (!rules.ok) throw new Error('rules');
    for (let k = 0; k < 200; k++) {
      const sticks = rnd(4);
      const scores = scoresFor(4 * rules.value.startPoints - sticks * 1000);
      const s = settle(preset, scores, overrides, sticks);
      const lost = leftoverSticks === 'lost' ? sticks * 10 : 0;
      // shanghai1000 states no zero-sum correction (§5.9); the others are exact.
      if (finalRounding !== 'shanghai1000') expect(steps(s) + lost).toBe(0);
      for (const a of s.rows) {
        expect(Math.round(a.points * 10)).toBeCloseTo(a.points * 10, 6);
        for (const b of s.rows) {
          if (ties !== 'split' || a.score !== b.score) continue;
          // Tied players: the same place, the same points up to the one odd 0.1 step.
          expect(a.rank).toBe(b.rank);
          expect(Math.abs(a.points - b.points)).toBeLessThanOrEqual(0.1 + 1e-9);
        }
      }
    }
  });
});
