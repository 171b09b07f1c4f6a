// The corpus adapter: bad input is answered `invalid` with its issues; other kinds map as documented.

import { describe, expect, test } from 'vitest';
import { scoreSingaporeCase } from '../../../scripts/cases/singapore.ts';

const BASE = {
  id: 't',
  family: 'singapore',
  kind: 'win',
  hand: '234m567p34599s777z',
  melds: [{ type: 'pon', tiles: '777z' }],
  win: '9s',
  tsumo: false,
  seat_wind: 2,
  round_wind: 1,
  from_seat: 0,
  bonus: { flowers: [], seasons: [], animals: [] },
  rules: 'sg_reference',
  rule_overrides: {},
};

const codes = (out: Record<string, unknown>) =>
  (out.issues as { code: string }[] | undefined)?.map((i) => i.code);

describe('scoreSingaporeCase', () => {
  test('a plain win', () => {
    expect(scoreSingaporeCase(BASE)).toMatchObject({
      id: 't',
      error: null,
      tai: 1,
      tai_raw: 1,
      elements: [['dragon_pung', 1]],
      payments: {
        deltas: [-2, 4, -1, -1],
        payers: [
          [0, 2],
          [2, 1],
          [3, 1],
        ],
        total: 4,
      },
    });
  });

  test('bad notation, a duplicate bonus tile and a meld not in the hand are all reported', () => {
    const out = scoreSingaporeCase({
      ...BASE,
      hand: '234m567p3459x9s777z',
      bonus: { flowers: [2, 2], seasons: [9], animals: ['dog'] },
    });
    expect(out.error).toBe('invalid');
    expect(codes(out)).toEqual(['bad_notation', 'bad_bonus', 'bad_bonus', 'duplicate_bonus']);
    const dup = scoreSingaporeCase({ ...BASE, bonus: { flowers: [2, 2] } });
    expect([dup.error, codes(dup)]).toEqual(['invalid', ['duplicate_bonus']]);
    const meld = scoreSingaporeCase({ ...BASE, melds: [{ type: 'pon', tiles: '666z' }] });
    expect(codes(meld)).toContain('meld_not_in_hand');
  });

  test('unknown rule overrides and presets are invalid', () => {
    expect(scoreSingaporeCase({ ...BASE, rule_overrides: { dealer_bonus: true } }).error).toBe('invalid');
    expect(scoreSingaporeCase({ ...BASE, rules: 'jc_reference' }).error).toBe('invalid');
  });

  test('not_agari and below_minimum (with the 0 tai)', () => {
    expect(scoreSingaporeCase({ ...BASE, hand: '234m567p34589s777z', win: '8s' }).error).toBe('not_agari');
    expect(
      scoreSingaporeCase({
        ...BASE,
        hand: '234m567p345999s77z',
        melds: [{ type: 'pon', tiles: '999s' }],
        win: '7z',
      }),
    ).toEqual({ id: 't', error: 'below_minimum', tai_raw: 0, tai: 0 });
  });

  test('a lenient, self-contradictory flag is answered invalid', () => {
    expect(scoreSingaporeCase({ ...BASE, tsumo: true, from_seat: null, kong_replacement: true }).error).toBe(
      'invalid',
    );
  });

  test('a win also reports the instant payouts of its bonus tiles and kongs', () => {
    const out = scoreSingaporeCase({
      ...BASE,
      hand: '234m567p34599s7777z',
      melds: [{ type: 'kan', tiles: '7777z' }],
      bonus: { animals: ['cat', 'rat'] },
    });
    expect(out.instant).toEqual([
      ['bite_cat_rat', 2, 6],
      ['exposed_kong', 2, 6],
    ]);
    expect(out.instant_each_sum).toBe(4);
  });

  test('instant, false-win and stakes-table cases', () => {
    expect(
      scoreSingaporeCase({
        id: 'i',
        kind: 'instant',
        seat_wind: 3,
        round_wind: 1,
        bonus: { animals: ['cat', 'rat'] },
        dealt_bonus: ['cat', 'rat'],
        kongs: [],
        rules: 'sg_reference',
      }),
    ).toMatchObject({ instant: [['bite_cat_rat', 4, 12]], instant_each_sum: 4, deltas: [-4, -4, 12, -4] });
    expect(
      scoreSingaporeCase({
        id: 'f',
        kind: 'false_win',
        offender_seat: 0,
        claimed: 'discard',
        from_seat: 3,
        rules: 'sg_reference',
      }),
    ).toMatchObject({ deltas: [-64, 16, 16, 32] });
    const table = scoreSingaporeCase({
      id: 's',
      kind: 'table',
      rules: 'sg_reference',
      rule_overrides: { base: [0.3, 0.6] },
      max_tai: 5,
    });
    expect((table.rows as unknown[])[2]).toEqual({ tai: 2, discard: 2, self_draw: 3 });
  });

  test('anything that is not a case object is invalid', () => {
    expect(scoreSingaporeCase(null)).toEqual({ id: undefined, error: 'invalid' });
    expect(scoreSingaporeCase({ id: 'x', kind: 'draw' }).error).toBe('invalid');
  });
});
