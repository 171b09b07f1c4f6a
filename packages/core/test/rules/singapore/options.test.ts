// Options and presets: resolving (snake_case and camelCase, typed errors), and what each switch does.

import { describe, expect, test } from 'vitest';
import {
  assessSingaporeHand,
  fromHundredths,
  isDealPassingOnDraw,
  resolveSingaporeRules,
  SINGAPORE_PRESETS,
  type SingaporeRules,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
  sgReference,
  singapore,
} from '../../../src/rules/singapore/index.ts';
import { REF, rules, tiles, type WinSpec, win } from './helpers.ts';

const FF_TRIPLETS: WinSpec = {
  hand: '22233555777999s',
  melds: [['pon', '999s']],
  win: '3s',
  seat: 3,
  tsumo: true,
};
const CONCEALED_PING_HU: WinSpec = { hand: '123456m55p234789s', win: '4s', tsumo: true };
const H1: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };
const GREAT_SCHOLARS: WinSpec = {
  hand: '123m99p555666777z',
  melds: [['pon', '555z']],
  win: '3m',
  tsumo: true,
};
const HIDDEN_TREASURE: WinSpec = { hand: '111m222p333s99s555z', win: '9s' };

function deltas(input: SingaporeWinInput, r: SingaporeRules) {
  const s = scoreSingaporeHand(input, r);
  if (!s.ok) throw new Error(`${s.error}: ${JSON.stringify(s.issues)}`);
  return s.value.payment.deltas;
}

function assessed(spec: WinSpec, r: SingaporeRules) {
  const a = assessSingaporeHand(win(spec), r);
  if (!a.ok) throw new Error(a.error);
  return a.value;
}

describe('resolveSingaporeRules', () => {
  test('sg_reference is the spec reference profile', () => {
    const r = resolveSingaporeRules('sg_reference');
    expect(r).toEqual({ ok: true, value: sgReference });
    expect(sgReference).toMatchObject({
      limit: 5,
      base: [0.5, 1],
      minTai: 1,
      shooterPays: false,
      fullyConcealed: true,
      sevenPairs: 'off',
      humanlyHand: true,
      flowerOnFlower: 'chain',
      allAnimalsInstantUnits: 2,
      doubleSpecialHands: false,
      bonusOverLimitDiscarder: 'after_doubling',
    });
  });

  test('every corpus override key is accepted in snake_case and means the camelCase option', () => {
    const r = rules({
      limit: 6,
      base: [0.3, 0.6],
      min_tai: 2,
      shooter_pays: true,
      bonus_over_limit: 10,
      bonus_over_limit_discarder: 'double',
      double_special_hands: true,
      seven_pairs: 'limit',
      fully_concealed: false,
      humanly_hand: false,
      flower_on_flower: 5,
      instant_unit: 1,
    });
    expect(r).toMatchObject({
      limit: 6,
      base: [0.3, 0.6],
      rounding: 'seed_002',
      minTai: 2,
      shooterPays: true,
      bonusOverLimit: 10,
      bonusOverLimitDiscarder: 'double',
      doubleSpecialHands: true,
      sevenPairs: 'limit',
      fullyConcealed: false,
      humanlyHand: false,
      flowerOnFlower: 5,
      instantUnit: 1,
    });
    expect(rules({ minTai: 3, shooterPays: true })).toMatchObject({ minTai: 3, shooterPays: true });
  });

  test('unknown keys, bad values and unknown presets are typed errors listing every issue', () => {
    const r = resolveSingaporeRules('sg_reference', {
      limitt: 5,
      limit: 0,
      base: [0.333, 1],
      seven_pairs: 'yes',
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe('invalid');
      expect(r.issues.map((i) => i.code)).toEqual([
        'unknown_rule',
        'bad_rule_value',
        'bad_rule_value',
        'bad_rule_value',
      ]);
    }
    const p = resolveSingaporeRules('mahjong_house');
    expect(p.ok ? null : p.issues[0]?.code).toBe('unknown_preset');
  });

  // A tai count doubles an amount once per tai: a false-win penalty of 2000 tai was worth
  // Infinity and broke the ledger. Tai counts go up to 64 (as a win entered by its tai), amounts
  // up to 1,000,000 currency units.
  test.each([
    ['falseWinPenaltyTai', 2000],
    ['unlimitedLimitHandTai', 65],
    ['limit', 100],
    ['sevenPairs', 65],
    ['flowerOnFlower', 65],
    ['minTai', 65],
    ['allAnimalsInstantUnits', 2 ** 60],
    ['instantUnit', 1e300],
    ['base', [1e15, 2e15]],
    ['bonusOverLimit', 1e13],
    ['shooterSelfDrawBonus', 1e7],
  ])('a tai count or amount past what the ledger counts exactly: %s = %j', (key, value) => {
    const r = resolveSingaporeRules('sg_reference', { [key]: value });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_rule_value', `rule_overrides.${key}`],
    ]);
  });

  test('the largest tai counts and amounts are accepted', () => {
    const r = resolveSingaporeRules('sg_reference', {
      limit: 64,
      falseWinPenaltyTai: 64,
      unlimitedLimitHandTai: 64,
      base: [1_000_000, 1_000_000],
      instantUnit: 1_000_000,
    });
    expect(r.ok ? [] : r.issues).toEqual([]);
  });

  test('unlimited play: limit null (or "none")', () => {
    expect(rules({ limit: null }).limit).toBeNull();
    expect(rules({ limit: 'none' }).limit).toBeNull();
  });

  test('every preset resolves and the family exposes them', () => {
    for (const name of Object.keys(SINGAPORE_PRESETS)) expect(resolveSingaporeRules(name).ok).toBe(true);
    expect(singapore.defaultPreset).toBe('sg_reference');
    expect(singapore.presets.sg_limit_6.limit).toBe(6);
    expect(singapore.resolveRules('sg_base_030').ok).toBe(true);
  });
});

describe('each option', () => {
  test('limit 6: full flush triplets (8) is paid as 6 tai: 64 each', () => {
    expect(deltas(win(FF_TRIPLETS), rules({ limit: 6 }))).toEqual([-64, -64, 192, -64]);
  });

  test('unlimited: full flush triplets pays its 8 tai, 256 each', () => {
    expect(deltas(win(FF_TRIPLETS), rules({ limit: null }))).toEqual([-256, -256, 768, -256]);
  });

  test('unlimited: a plain limit hand is worth unlimitedLimitHandTai (10 by default)', () => {
    const r = rules({ limit: null });
    expect(assessed({ ...HIDDEN_TREASURE, tsumo: true }, r).tai).toBe(10);
    expect(
      assessed({ ...HIDDEN_TREASURE, tsumo: true }, rules({ limit: null, unlimited_limit_hand_tai: 13 })).tai,
    ).toBe(13);
  });

  test('min_tai 0 lets a chicken hand win; min_tai 2 rejects a 1-tai hand', () => {
    const chicken = win({ hand: '123456m55789p234s', melds: [['chi', '123m']], win: '8p', from: 2 });
    expect(deltas(chicken, rules({ min_tai: 0 }))).toEqual([-0.5, 2, -1, -0.5]);
    const r = scoreSingaporeHand(win(H1), rules({ min_tai: 2 }));
    expect(r.ok ? 'ok' : r.error).toBe('below_minimum');
  });

  test('shooter-pays self-draw bonus: a flat amount per payer on a self-draw', () => {
    const r = rules({ shooter_pays: true, shooter_self_draw_bonus: 2 });
    expect(deltas(win({ ...H1, tsumo: true }), r)).toEqual([-4, 12, -4, -4]);
    expect(deltas(win({ ...H1, tsumo: true }), rules({ shooter_self_draw_bonus: 2 }))).toEqual([
      -2, 6, -2, -2,
    ]);
  });

  test('double special hands: a limit hand pays double per payer; a hand merely at the limit does not', () => {
    const r = rules({ double_special_hands: true });
    expect(deltas(win(GREAT_SCHOLARS), r)).toEqual([-64, 192, -64, -64]);
    expect(deltas(win(FF_TRIPLETS), r)).toEqual([-32, -32, 96, -32]);
  });

  test('seven pairs: off (not a win), a limit hand, or n tai', () => {
    const pairs: WinSpec = { hand: '1155m2299p3377s11z', win: '1z', tsumo: true };
    expect(assessSingaporeHand(win(pairs), REF).ok).toBe(false);
    const asLimit = assessed(pairs, rules({ seven_pairs: 'limit' }));
    expect(asLimit.elements.map((e) => e.id)).toEqual(['seven_pairs']);
    expect(asLimit.tai).toBe(5);
    const asThree = assessed(pairs, rules({ seven_pairs: 3 }));
    expect(asThree.elements.map((e) => `${e.id}:${e.tai}`).sort()).toEqual([
      'fully_concealed:1',
      'seven_pairs:3',
    ]);
  });

  test('fully_concealed off: a concealed self-drawn ping hu is 4 tai, not 5', () => {
    expect(assessed(CONCEALED_PING_HU, REF).tai).toBe(5);
    expect(assessed(CONCEALED_PING_HU, rules({ fully_concealed: false })).tai).toBe(4);
  });

  test('flower on flower: 1 per consecutive replacement, or a fixed 5', () => {
    const spec: WinSpec = { ...H1, tsumo: true, flowerReplacement: 2, bonus: '3f4f' };
    const chain = assessed(spec, REF).elements.find((e) => e.id === 'flower_replacement');
    expect(chain?.tai).toBe(2);
    const fixed = assessed(spec, rules({ flower_on_flower: 5 })).elements.find(
      (e) => e.id === 'flower_replacement',
    );
    expect(fixed?.tai).toBe(5);
    const single = assessed({ ...spec, flowerReplacement: 1 }, rules({ flower_on_flower: 5 }));
    expect(single.elements.find((e) => e.id === 'flower_replacement')?.tai).toBe(1);
  });

  test('hidden treasure on a pair-tile discard only with the W variant', () => {
    const ids = (r: SingaporeRules) => assessed({ ...HIDDEN_TREASURE, from: 0 }, r).elements.map((e) => e.id);
    expect(ids(REF)).not.toContain('hidden_treasure');
    expect(ids(rules({ hidden_treasure_on_pair_discard: true }))).toContain('hidden_treasure');
    // Winning the discard into a pung makes that pung exposed: never hidden treasure.
    const onPung = assessed(
      { hand: '111m222p333s99s555z', win: '1m', from: 0 },
      rules({ hidden_treasure_on_pair_discard: true }),
    );
    expect(onPung.elements.map((e) => e.id)).not.toContain('hidden_treasure');
  });

  test('last tile on a discard only with lastTileOnDiscard; never on a replacement draw', () => {
    const onDiscard: WinSpec = { ...H1, lastTile: true };
    expect(assessed(onDiscard, REF).elements.map((e) => e.id)).not.toContain('last_tile');
    expect(assessed(onDiscard, rules({ last_tile_on_discard: true })).elements.map((e) => e.id)).toContain(
      'last_tile',
    );
    const replacement: WinSpec = { ...H1, tsumo: true, lastTile: true, flowerReplacement: 1, bonus: '3f' };
    expect(assessed(replacement, REF).elements.map((e) => e.id)).not.toContain('last_tile');
  });

  test('false-win penalty priced at the limit by default, or at a given tai', () => {
    const at = (r: SingaporeRules) => {
      const p = settleSingaporeFalseWin({ offender: 0, claimed: 'self_draw', discarder: null }, r);
      return p.ok ? p.value.deltas.map(fromHundredths) : null;
    };
    expect(at(rules({ limit: 6 }))).toEqual([-192, 64, 64, 64]);
    expect(at(rules({ false_win_penalty_tai: 3 }))).toEqual([-24, 8, 8, 8]);
    expect(at(rules({ limit: null }))).toEqual([-96, 32, 32, 32]);
  });

  test('instant options: unit, all-animals price, which bonus payouts are played', () => {
    const each = (r: SingaporeRules, bonus: string) => {
      const s = settleSingaporeInstant({ seat: 0, seatWind: 1, bonus: tiles(bonus) }, r);
      return s.ok ? s.value.items.map((i) => `${i.id}:${fromHundredths(i.each)}`) : null;
    };
    expect(each(REF, '1234a')).toEqual(['bite_cat_rat:2', 'bite_rooster_centipede:2', 'all_animals_bonus:4']);
    expect(each(rules({ all_animals_instant_units: 1 }), '1234a')).toEqual([
      'bite_cat_rat:2',
      'bite_rooster_centipede:2',
      'all_animals_bonus:2',
    ]);
    expect(each(rules({ instant_unit: 1 }), '1a2a')).toEqual(['bite_cat_rat:1']);
    expect(each(rules({ instant_bonus_payouts: 'animals_only' }), '1234f1a2a')).toEqual(['bite_cat_rat:2']);
    expect(each(rules({ instant_bonus_payouts: 'none' }), '1234f1a2a')).toEqual([]);
    expect(each(REF, '1234f')).toEqual(['complete_flower_group:4']);
  });

  test('deal passing on a draw: only after an instant payout, or never with the option off', () => {
    expect(isDealPassingOnDraw(true, REF)).toBe(true);
    expect(isDealPassingOnDraw(false, REF)).toBe(false);
    expect(isDealPassingOnDraw(true, rules({ deal_passes_on_draw_after_payout: false }))).toBe(false);
  });

  test('bao switches: a disabled case pays normally', () => {
    const bao = win({ ...GREAT_SCHOLARS, seat: 2, bao: { seat: 2, reason: 'dragons' } });
    expect(deltas(bao, REF)).toEqual([0, 96, -96, 0]);
    expect(deltas(bao, rules({ bao_dragons: false }))).toEqual([-32, 96, -32, -32]);
  });

  test('fresh-tile thresholds: the discarder of a fresh tile pays all below 5 live tiles (or a swapped 7)', () => {
    const spec: WinSpec = { ...H1, from: 0, liveTiles: 6, freshTile: true };
    expect(deltas(win(spec), REF)).toEqual([-2, 4, -1, -1]);
    expect(deltas(win(spec), rules({ fresh_tile_win_live_tiles: 7 }))).toEqual([-4, 4, 0, 0]);
    expect(deltas(win({ ...spec, liveTiles: 4 }), REF)).toEqual([-4, 4, 0, 0]);
    expect(deltas(win({ ...spec, liveTiles: 4, freshTile: false }), REF)).toEqual([-2, 4, -1, -1]);
  });
});
