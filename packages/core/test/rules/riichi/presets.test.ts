// Presets and resolveRiichiRules (spec §6).

import { describe, expect, test } from 'vitest';
import {
  isRiichiPreset,
  RIICHI_PRESET_IDS,
  RIICHI_PRESETS,
  type RiichiPresetId,
  resolveRiichiRules,
} from '../../../src/rules/riichi/options.ts';

const IDS: RiichiPresetId[] = [
  'ema2016',
  'wrc2022',
  'wrc2025',
  'tenhou',
  'mahjongsoul',
  'mleague',
  'shanghai2',
];

describe('presets', () => {
  test('the seven presets of spec §6', () => {
    expect([...RIICHI_PRESET_IDS].sort()).toEqual([...IDS].sort());
  });
  test('every preset is complete: the same keys, no undefined value', () => {
    const keys = Object.keys(RIICHI_PRESETS.ema2016).sort();
    expect(keys.length).toBeGreaterThan(30);
    for (const id of IDS) {
      expect(Object.keys(RIICHI_PRESETS[id]).sort(), id).toEqual(keys);
      for (const k of keys) {
        const v = (RIICHI_PRESETS[id] as unknown as Record<string, unknown>)[k];
        expect(v, `${id}.${k}`).not.toBeUndefined();
        expect(typeof v, `${id}.${k}`).toBe(
          typeof (RIICHI_PRESETS.ema2016 as unknown as Record<string, unknown>)[k],
        );
      }
    }
  });

  // The scoring cells of the §6 table, preset by preset.
  const cells: Record<string, Record<RiichiPresetId, unknown>> = {
    akaDora: { ema2016: 0, wrc2022: 0, wrc2025: 0, tenhou: 3, mahjongsoul: 3, mleague: 3, shanghai2: 3 },
    kuitan: {
      ema2016: true,
      wrc2022: true,
      wrc2025: true,
      tenhou: true,
      mahjongsoul: true,
      mleague: true,
      shanghai2: true,
    },
    doubleWindPairFu: {
      ema2016: 4,
      wrc2022: 2,
      wrc2025: 2,
      tenhou: 4,
      mahjongsoul: 4,
      mleague: 2,
      shanghai2: 2,
    },
    rinshanTsumoFu: {
      ema2016: 2,
      wrc2022: 2,
      wrc2025: 2,
      tenhou: 2,
      mahjongsoul: 2,
      mleague: 2,
      shanghai2: 2,
    },
    openPinfuFu: {
      ema2016: true,
      wrc2022: true,
      wrc2025: true,
      tenhou: true,
      mahjongsoul: true,
      mleague: true,
      shanghai2: true,
    },
    kiriage: {
      ema2016: true,
      wrc2022: true,
      wrc2025: true,
      tenhou: false,
      mahjongsoul: false,
      mleague: true,
      shanghai2: true,
    },
    kazoe: {
      ema2016: 'sanbaiman',
      wrc2022: 'sanbaiman',
      wrc2025: 'yakuman',
      tenhou: 'yakuman',
      mahjongsoul: 'yakuman',
      mleague: 'sanbaiman',
      shanghai2: 'yakuman',
    },
    yakumanStacking: {
      ema2016: false,
      wrc2022: true,
      wrc2025: true,
      tenhou: true,
      mahjongsoul: true,
      mleague: true,
      shanghai2: false,
    },
    rinshanHaitei: {
      ema2016: true,
      wrc2022: false,
      wrc2025: false,
      tenhou: false,
      mahjongsoul: false,
      mleague: false,
      shanghai2: false,
    },
    chiitoitsuQuadAsTwoPairs: {
      ema2016: false,
      wrc2022: false,
      wrc2025: false,
      tenhou: false,
      mahjongsoul: false,
      mleague: false,
      shanghai2: false,
    },
  };
  test.each(Object.entries(cells))('%s per preset', (key, values) => {
    for (const id of IDS)
      expect((RIICHI_PRESETS[id] as unknown as Record<string, unknown>)[key], id).toEqual(values[id]);
  });
  test('double yakuman only in mahjongsoul', () => {
    for (const id of IDS) {
      const d = RIICHI_PRESETS[id].doubleYakuman;
      if (id === 'mahjongsoul') {
        expect([...d].sort()).toEqual([
          'daisuushii',
          'junsei_chuuren_poutou',
          'kokushi_musou_juusanmen',
          'suuankou_tanki',
        ]);
      } else expect(d).toEqual([]);
    }
  });
  test('renhou: mangan in ema2016 and wrc, off in tenhou, mahjongsoul, mleague', () => {
    expect(
      ['ema2016', 'wrc2022', 'wrc2025'].map((id) => RIICHI_PRESETS[id as RiichiPresetId].renhou),
    ).toEqual(['mangan', 'mangan', 'mangan']);
    expect(
      ['tenhou', 'mahjongsoul', 'mleague'].map((id) => RIICHI_PRESETS[id as RiichiPresetId].renhou),
    ).toEqual(['off', 'off', 'off']);
  });
  test('local yaku are off in every preset (§3.6)', () => {
    for (const id of IDS) {
      const r = RIICHI_PRESETS[id];
      expect([r.openRiichi, r.daisharin, r.daichisei, r.paarenchan], id).toEqual([
        false,
        false,
        false,
        false,
      ]);
    }
  });
});

describe('resolveRiichiRules', () => {
  test.each(IDS)('%s resolves to the preset', (id) => {
    const r = resolveRiichiRules(id);
    expect(r).toEqual({ ok: true, value: RIICHI_PRESETS[id] });
  });
  test('aliases: ema → ema2016, wrc → wrc2025, majsoul → mahjongsoul', () => {
    expect(resolveRiichiRules('ema')).toEqual({ ok: true, value: RIICHI_PRESETS.ema2016 });
    expect(resolveRiichiRules('wrc')).toEqual({ ok: true, value: RIICHI_PRESETS.wrc2025 });
    expect(resolveRiichiRules('majsoul')).toEqual({ ok: true, value: RIICHI_PRESETS.mahjongsoul });
    expect(isRiichiPreset('ema')).toBe(true);
    expect(isRiichiPreset('tenhou')).toBe(true);
    expect(isRiichiPreset('nope')).toBe(false);
    // The names every object inherits are no presets (they once resolved to empty rules).
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf']) {
      expect(isRiichiPreset(name), name).toBe(false);
      const r = resolveRiichiRules(name);
      expect(r.ok ? 'ok' : r.issues.map((i) => i.code), name).toEqual(['unknown_preset']);
    }
    const notName = resolveRiichiRules(5 as unknown as string);
    expect(notName.ok ? '' : notName.issues[0]!.message).toMatch(/^unknown riichi preset \(not a name: 5\)/);
  });
  test('overrides are applied, and only them', () => {
    const r = resolveRiichiRules('tenhou', { kiriage: true, akaDora: 0 });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value).toEqual({ ...RIICHI_PRESETS.tenhou, kiriage: true, akaDora: 0 });
    // The preset object itself is not changed.
    expect(RIICHI_PRESETS.tenhou.kiriage).toBe(false);
  });
  test('corpus snake_case override names', () => {
    const r = resolveRiichiRules('tenhou', { aka_dora: 0, double_wind_pair_fu: 2, open_pinfu_fu: false });
    expect(r.ok && [r.value.akaDora, r.value.doubleWindPairFu, r.value.openPinfuFu]).toEqual([0, 2, false]);
  });
  test('double_yakuman: true/false switches all four double patterns', () => {
    const on = resolveRiichiRules('tenhou', { double_yakuman: true });
    expect(on.ok && [...on.value.doubleYakuman].sort()).toEqual(
      [...RIICHI_PRESETS.mahjongsoul.doubleYakuman].sort(),
    );
    const off = resolveRiichiRules('mahjongsoul', { double_yakuman: false });
    expect(off.ok && off.value.doubleYakuman).toEqual([]);
    const list = resolveRiichiRules('tenhou', { doubleYakuman: ['suuankou_tanki'] });
    expect(list.ok && list.value.doubleYakuman).toEqual(['suuankou_tanki']);
  });
  test('unknown preset', () => {
    const r = resolveRiichiRules('tenhou2');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    expect(r.issues.map((i) => i.code)).toEqual(['unknown_preset']);
  });
  test('unknown key and wrong types: every problem at once', () => {
    const r = resolveRiichiRules('ema2016', {
      kiriag: true,
      akaDora: '3',
      kuitan: 1,
      doubleYakuman: 'x',
      uma: 5,
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([
      ['unknown_option', 'rule_overrides.kiriag'],
      ['bad_option', 'rule_overrides.akaDora'],
      ['bad_option', 'rule_overrides.kuitan'],
      ['bad_option', 'rule_overrides.doubleYakuman'],
      ['bad_option', 'rule_overrides.uma'],
    ]);
  });
  test.each([
    ['renhou', 'sometimes'],
    ['kazoe', 'baiman'],
    ['doubleWindPairFu', 3],
    ['rinshanTsumoFu', 1],
    ['multiRon', 'quadruple'],
    ['finalRounding', 'up'],
    ['akaDora', -1],
    ['akaDora', 1.5],
    ['notenTotal', Number.NaN],
    ['doubleYakuman', ['tenhou']],
    ['pao', ['daisangen', 'chinroutou']],
    ['abortiveDraws', ['nine_kinds']],
    ['uma', [15, 5, -5]],
    // Amounts that made the ledger throw or the settlement not add up (the draw's payments are
    // notenTotal / (tenpai × noten) per pair; the settlement counts in steps of 100 points).
    ['notenTotal', 1000],
    ['notenTotal', -12],
    ['notenTotal', 3000.5],
    ['startPoints', 25050],
    ['startPoints', -25000],
    ['startPoints', 1e20],
    ['returnPoints', 30050],
    ['oka', 150],
    ['uma', [15.05, 5, -5, -15.05]],
    // Uma that mints points, or pays a place more than the one above it.
    ['uma', [1, 2, 3, 4]],
    ['uma', [20, 10, -10, -10]],
    ['uma', [5, 15, -5, -15]],
    ['targetPoints', 30000.5],
    ['targetPoints', -1],
    ['riichiMinPoints', -1000],
    ['riichiMinPoints', 0.5],
  ] as const)('a value outside the option: %s = %j', (key, value) => {
    const r = resolveRiichiRules('tenhou', { [key]: value });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([['bad_option', `rule_overrides.${key}`]]);
  });
  test('a list with a hole is refused, which every and some would pass', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    const uma = [15, , -5, -10];
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested
    const doubles = [, 'suuankou_tanki'];
    for (const [key, value] of [
      ['uma', uma],
      ['doubleYakuman', doubles],
    ] as const) {
      const r = resolveRiichiRules('tenhou', { [key]: value });
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path, i.message])).toEqual([
        ['bad_option', `rule_overrides.${key}`, `option "${key}" has a hole: an entry with no value at all`],
      ]);
    }
  });
  test('amounts that keep the ledger exact are accepted', () => {
    const r = resolveRiichiRules('tenhou', {
      notenTotal: 1200,
      startPoints: 27100,
      returnPoints: 30000,
      oka: 11600,
      uma: [15.5, 5, -5, -15.5],
      targetPoints: 0,
      riichiMinPoints: 0,
    });
    expect(r.ok ? [] : r.issues).toEqual([]);
    expect(resolveRiichiRules('tenhou', { notenTotal: 0 }).ok).toBe(true);
    expect(resolveRiichiRules('tenhou', { notenTotal: 12 }).ok).toBe(true);
  });
  test('uma is refused with what is wrong with it', () => {
    const messages = (uma: number[]) => {
      const r = resolveRiichiRules('tenhou', { uma });
      return r.ok ? [] : r.issues.map((i) => i.message);
    };
    expect(messages([1, 2, 3, 4])).toEqual([
      'option "uma" should add up to zero (what the top places gain, the bottom ones pay): 1, 2, 3, 4 adds up to 10',
    ]);
    expect(messages([5, 15, -5, -15])).toEqual([
      'option "uma" should go down from 1st to 4th (a place never gets more than the one above it)',
    ]);
    // Equal places and all zero are uma too.
    expect(messages([10, 10, -10, -10])).toEqual([]);
    expect(messages([0.1, 0.2, -0.1, -0.2].sort((a, b) => b - a))).toEqual([]);
  });
  test('the oka is 4 × (return − start) (§5.9): follows a changed start, any other refused', () => {
    const shanghai = resolveRiichiRules('shanghai2', { startPoints: 27000 });
    expect(shanghai.ok && shanghai.value.oka).toBe(12000);
    const back = resolveRiichiRules('tenhou', { returnPoints: 25000 });
    expect(back.ok && back.value.oka).toBe(0);
    const wrong = resolveRiichiRules('tenhou', { oka: 30000 });
    expect(wrong.ok ? [] : wrong.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_option', 'rule_overrides.oka'],
    ]);
    expect(wrong.ok ? '' : wrong.issues[0]!.message).toContain('= 20000');
    // A start of its own with the preset's oka kept: the oka no longer fits, named at the overrides.
    const kept = resolveRiichiRules('ema2016', { startPoints: 25000, oka: 0 });
    expect(kept.ok ? [] : kept.issues.map((i) => i.path)).toEqual(['rule_overrides.oka']);
    expect(resolveRiichiRules('ema2016', { startPoints: 25000, oka: 20000 }).ok).toBe(true);
  });
  test('every value a preset uses is accepted as an override', () => {
    for (const id of IDS) {
      const r = resolveRiichiRules('ema2016', { ...RIICHI_PRESETS[id] });
      expect(r.ok, id).toBe(true);
      expect(r.ok && r.value).toEqual(RIICHI_PRESETS[id]);
    }
  });
});
