// Rule options: presets, the resolver (corpus keys, camelCase keys, typed errors), and the
// effect of each option not already covered by the element and payment tests.

import { describe, expect, test } from 'vitest';
import {
  CLASSICAL_PRESETS,
  classical,
  JC_FOUR_WINDS,
  JC_REFERENCE,
  resolveClassicalRules,
} from '../../../src/rules/classical/index.ts';
import { doublesOf, E4_BIG_DRAGONS, pointsOf, score, scoreOk } from './support.ts';

describe('presets', () => {
  test('jc_reference is the default and holds the spec defaults', () => {
    expect(classical.defaultPreset).toBe('jc_reference');
    expect(CLASSICAL_PRESETS.jc_reference).toBe(JC_REFERENCE);
    expect(JC_REFERENCE).toMatchObject({
      limit: 500,
      startingPoints: 500,
      discardPayment: 'pays_for_all',
      flowers: false,
      sevenPairs: false,
      doubleWindPung: 2,
      doubleWindPair: 4,
      allPungsThreeConcealed: 'total',
      concealedBonusOn: 'any',
      drawPayments: false,
      drawPaymentMode: 'pot',
      loserSettlement: false,
      loserPairsScore: false,
      capBeforeDealerDouble: true,
      roundBasicPointsTo: 1,
    });
  });

  test('jc_four_winds differs only in the 2,000 starting points (A1)', () => {
    expect({ ...JC_FOUR_WINDS, startingPoints: 500 }).toEqual(JC_REFERENCE);
    expect(JC_FOUR_WINDS.startingPoints).toBe(2000);
  });

  test('presets are frozen', () => {
    expect(Object.isFrozen(JC_REFERENCE)).toBe(true);
  });
});

describe('resolveClassicalRules', () => {
  test('no overrides: a copy of the preset', () => {
    const r = resolveClassicalRules('jc_reference');
    expect(r).toEqual({ ok: true, value: { ...JC_REFERENCE } });
  });

  test('every corpus override key is accepted', () => {
    const r = resolveClassicalRules('jc_reference', {
      limit: 1000,
      discard_payment: 'single_share',
      flowers: true,
      seven_pairs: true,
      double_wind_pung: 1,
      all_pungs_three_concealed: 'stack',
      concealed_bonus_on: 'ron_only',
      draw_payments: true,
      draw_payment_mode: 'pairwise',
      loser_settlement: true,
      loser_pairs_score: true,
    });
    expect(r.ok && r.value).toMatchObject({
      limit: 1000,
      discardPayment: 'single_share',
      flowers: true,
      sevenPairs: true,
      doubleWindPung: 1,
      allPungsThreeConcealed: 'stack',
      concealedBonusOn: 'ron_only',
      drawPayments: true,
      drawPaymentMode: 'pairwise',
      loserSettlement: true,
      loserPairsScore: true,
    });
  });

  test('camelCase option names and the spec’s hyphenated values are accepted', () => {
    const r = resolveClassicalRules('jc_reference', {
      discardPayment: 'single-share',
      dealerStreakLimit: null,
    });
    expect(r.ok && [r.value.discardPayment, r.value.dealerStreakLimit]).toEqual(['single_share', null]);
  });

  test('unknown keys, bad values and an unknown preset are typed errors, all reported at once', () => {
    const r = resolveClassicalRules('jc_nonsense', { nonsense: 1, limit: -5, flowers: 'yes' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    expect(r.issues.map((i) => i.code).sort()).toEqual([
      'bad_option',
      'bad_option',
      'unknown_option',
      'unknown_preset',
    ]);
  });

  // Amounts past what the ledger counts exactly: a limit of 10^20 made a hand's payment lose
  // points to rounding and the ledger's conservation check throw.
  test.each([
    ['limit', 1e20],
    ['limit', Number.MAX_SAFE_INTEGER],
    ['startingPoints', 2 ** 53],
    ['readyStick', 2 ** 60],
    ['erroneousMahjongPayment', 1e300],
    ['changeOfHeartPayment', 1e10],
    ['sevenPairsPoints', 1e12],
    ['roundBasicPointsTo', 1e12],
  ])('an amount too large to count exactly: %s = %d', (key, value) => {
    const r = resolveClassicalRules('jc_reference', { [key]: value });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path, i.message])).toEqual([
      [
        'bad_option',
        `rule_overrides.${key}`,
        expect.stringMatching(/a whole number of points from [01] to 1000000000/),
      ],
    ]);
  });

  test('large amounts within the bound are accepted', () => {
    const r = resolveClassicalRules('jc_reference', { limit: 1_000_000_000, startingPoints: 1_000_000_000 });
    expect(r.ok).toBe(true);
  });

  test('overrides that are not an object are an error', () => {
    const r = resolveClassicalRules('jc_reference', [] as unknown as Record<string, unknown>);
    expect(r.ok).toBe(false);
  });

  test('the family object resolves and scores', () => {
    const rules = classical.resolveRules('jc_reference', { seven_pairs: true });
    expect(rules.ok).toBe(true);
  });
});

const E7 = { hand: '123678m555p22999s', win: '5p' };
const RON = { tsumo: false, seatWind: 4, discarder: 2 } as const;

describe('option effects', () => {
  test('concealedBonusOn ron_only (A3): no +10 on a concealed self-draw, kept on a discard', () => {
    const tsumo = scoreOk(E7, { tsumo: true, seatWind: 4 }, { concealedBonusOn: 'ron_only' });
    expect(pointsOf(tsumo)).not.toContain('concealed_hand:10');
    expect(pointsOf(scoreOk(E7, RON, { concealedBonusOn: 'ron_only' }))).toContain('concealed_hand:10');
    expect(pointsOf(scoreOk(E7, { tsumo: true, seatWind: 4 }))).toContain('concealed_hand:10');
  });

  test('sevenPairs off: a seven-pairs hand is not a winning hand', () => {
    const r = score({ hand: '1133m5577p2288s44z', win: '4z' }, { tsumo: true });
    expect(r.ok ? null : r.error).toBe('not_agari');
  });

  test('sevenPairsBasic add (A8): the ordinary items are added to the 100', () => {
    const s = scoreOk(
      { hand: '1133m5577p2288s77z', win: '7z' },
      { tsumo: false, seatWind: 2, discarder: 0 },
      { sevenPairs: true, sevenPairsBasic: 'add' },
    );
    expect(pointsOf(s)).toEqual([
      'concealed_hand:10',
      'dragon_pair:2',
      'edge_closed_single_wait:2',
      'seven_pairs:100',
      'winning:20',
    ]);
  });

  test('sevenPairsPoints sets the seven-pairs value', () => {
    const s = scoreOk({ hand: '1133m5577p2288s44z', win: '4z' }, RON, {
      sevenPairs: true,
      sevenPairsPoints: 50,
    });
    expect(s.points).toBe(50);
  });

  test('seven pairs keeps the doubles a pairs hand can have (A8): all simples, flush, ready', () => {
    const s = scoreOk(
      { hand: '22446688m335577p', win: '3p' },
      { tsumo: false, seatWind: 2, discarder: 0, ready: true },
      { sevenPairs: true },
    );
    expect(doublesOf(s)).toEqual(['all_simples:1', 'ready:1']);
  });

  test('roundBasicPointsTo 10 rounds P up (A12 alternative); the default never rounds', () => {
    expect(scoreOk(E7, RON).points).toBe(40);
    const e1 = {
      hand: '12333m777p456678s',
      melds: [
        ['chi', '123m'],
        ['pon', '777p'],
      ] as ['chi' | 'pon', string][],
      win: '8s',
    };
    expect(scoreOk(e1, { tsumo: false, seatWind: 2, discarder: 2 }).points).toBe(22);
    expect(scoreOk(e1, { tsumo: false, seatWind: 2, discarder: 2 }, { roundBasicPointsTo: 10 }).points).toBe(
      30,
    );
  });

  test('minDoubles: a hand with fewer doubles is below_minimum', () => {
    const r = score(E7, RON, { minDoubles: 1 });
    expect(r.ok ? null : r.error).toBe('below_minimum');
    expect(score(E7, { tsumo: true, seatWind: 4 }, { minDoubles: 1 }).ok).toBe(true);
  });

  test('minDoubles filters readings (§2 step 1): the best reading that may go out is kept', () => {
    // Seven pairs at 200 (0 doubles) outvalues the sets reading (32 points, 2 doubles: 128).
    const pairs = { hand: '112233m445566p77s', win: '7s' };
    const rules = { sevenPairs: true, sevenPairsPoints: 200 };
    expect(scoreOk(pairs, RON, rules).value).toBe(200);
    const s = scoreOk(pairs, RON, { ...rules, minDoubles: 1 });
    expect([s.points, s.doubles, s.value]).toEqual([32, 2, 128]);
    // With no reading that meets it, the refusal counts the most doubles any reading has.
    const r = score(pairs, RON, { ...rules, minDoubles: 3 });
    expect(r.ok ? null : [r.error, r.issues[0]!.message]).toEqual([
      'below_minimum',
      '2 doubles; the rules need 3 to go out',
    ]);
  });

  test('ready off: the Ready flag scores nothing', () => {
    const s = scoreOk(E7, { ...RON, ready: true }, { ready: false });
    expect(doublesOf(s)).toEqual([]);
  });

  test('limit: the cap follows the option', () => {
    const e3 = { hand: '111456789m11155z', melds: [['pon', '111z']] as ['pon', string][], win: '7m' };
    const s = scoreOk(e3, { tsumo: false, seatWind: 1, discarder: 1 }, { limit: 1000 });
    expect([s.value, s.reachedLimit, s.limit]).toEqual([576, false, null]);
    const capped = scoreOk(e3, { tsumo: false, seatWind: 1, discarder: 1 });
    expect([capped.value, capped.reachedLimit, capped.limit]).toEqual([500, true, 'limit']);
  });

  test('liability off: everyone pays as usual', () => {
    const e4 = E4_BIG_DRAGONS;
    const s = scoreOk(e4, { tsumo: true, seatWind: 3, liable: 3 }, { liability: false });
    expect(s.payment.deltas).toEqual([-1000, -500, 2000, -500]);
  });
});
