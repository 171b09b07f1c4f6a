// Every language holds every message key, with the same {placeholders}; every yaku, fu line,
// limit and rule option core can produce has a name in every language.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CLASSICAL_PRESETS,
  DOUBLES_ITEMS,
  type FuLine,
  LIMIT_CHART,
  LIMIT_HANDS,
  LOCAL_YAKU,
  NOTE_IDS,
  POINTS_ITEMS,
  RIICHI_PRESETS,
  SINGAPORE_ELEMENTS,
  SINGAPORE_PRESETS,
  YAKU,
  YAKUMAN,
} from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { CLASSICAL_FLAGS, riichiFlagsFor, SINGAPORE_FLAGS } from '../src/game/families.ts';
import { en } from '../src/i18n/en.ts';
import { LOCALES, MESSAGES } from '../src/i18n/index.ts';

// Singapore instant payout items (core's InstantId).
const INSTANT_IDS = [
  'bite_cat_rat',
  'bite_rooster_centipede',
  'all_animals_bonus',
  'seat_flower_pair',
  'complete_flower_group',
  'complete_season_group',
  'exposed_kong',
  'concealed_kong',
];

// Issue codes a player can meet in the app (a hand entered, a win recorded, a file imported):
// outside English, IssueList heads core's English sentence with the code's translation, so
// each needs one (else the bare code, e.g. "suucha_riichi_needs_four", is shown). Every code
// core's source raises (`issue('code', ...)`), read from it so that a new code is not missed
// (a hand-kept list had fallen sixty codes behind), and the app's own.
const CORE_SRC = fileURLToPath(new URL('../../../packages/core/src', import.meta.url));
const ISSUE_CODES = [
  ...new Set([
    ...readdirSync(CORE_SRC, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) =>
        [...readFileSync(join(CORE_SRC, f), 'utf8').matchAll(/\bissue\(\s*'([a-z_0-9]+)'/g)].map(
          (m) => m[1]!,
        ),
      ),
    // The app's own: a saved game gone from the menu's list, a file that cannot be read, a
    // correction set outright that changes nothing (core keeps it; the adjustment screen does not).
    'missing',
    'unreadable_file',
    'adjust_unchanged',
  ]),
];

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

const FU_IDS: FuLine['id'][] = [
  'base',
  'menzen_ron',
  'tsumo',
  'chiitoitsu',
  'pair_dragon',
  'pair_double_wind',
  'pair_seat_wind',
  'pair_round_wind',
  'wait_kanchan',
  'wait_penchan',
  'wait_tanki',
  'open_pinfu',
  'rounding',
  ...['open', 'closed'].flatMap((o) =>
    ['triplet', 'kan'].flatMap((k) => ['simple', 'yaochuu'].map((y) => `${o}_${k}_${y}`)),
  ),
];

// Every text choice a preset gives a rule option (e.g. multiRon: head_bump), as the New game
// screen offers them: each is shown by a label, never by its code.
const CHOICE_KEYS = [
  ...new Set(
    [RIICHI_PRESETS, CLASSICAL_PRESETS, SINGAPORE_PRESETS].flatMap((presets) =>
      Object.values(presets as Record<string, Record<string, unknown>>).flatMap((p) =>
        Object.entries(p)
          .filter(([, v]) => typeof v === 'string')
          .map(([k, v]) => `choice.${k}.${v}`),
      ),
    ),
  ),
];

describe.each(LOCALES)('locale %s', (locale) => {
  const table = MESSAGES[locale] as Record<string, string>;

  test('has every key of the English table, and no other', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(en).sort());
  });

  test('has no empty message and keeps every placeholder', () => {
    for (const [key, text] of Object.entries(en)) {
      expect(table[key], key).toBeTruthy();
      expect(placeholders(table[key]!), key).toEqual(placeholders(text));
    }
  });

  test('names every yaku, dora line, fu line, limit and rule option', () => {
    const ids = [
      ...[...YAKU, ...YAKUMAN, ...LOCAL_YAKU].map((y) => `yaku.${y.id}`),
      'yaku.dora',
      'yaku.aka_dora',
      'yaku.ura_dora',
      ...FU_IDS.map((f) => `fu.${f}`),
      ...LIMIT_CHART.map((l) => `limit.${l.limit}`),
      'limit.kiriage_mangan',
      'limit.kazoe_sanbaiman',
      'limit.kazoe_yakuman',
      ...Object.keys(RIICHI_PRESETS.wrc2025).map((k) => `option.${k}`),
      ...Object.keys(RIICHI_PRESETS).map((p) => `preset.${p}`),
      // The notes of payment lines (core's NoteKey), and an instant payout paid by a liable player.
      ...NOTE_IDS.map((id) => `note.${id}`),
      'note.bao_item',
    ];
    const missing = ids.filter((k) => !table[k]);
    expect(missing).toEqual([]);
  });

  test('labels every text choice of a rule option', () => {
    expect(CHOICE_KEYS.length).toBeGreaterThan(20);
    const missing = CHOICE_KEYS.filter((k) => !table[k]);
    expect(missing).toEqual([]);
  });

  test('heads every issue a player can meet with a translation of its code', () => {
    expect(ISSUE_CODES.length).toBeGreaterThan(100);
    const missing = ISSUE_CODES.map((c) => `issue.${c}`).filter((k) => !table[k]);
    expect(missing).toEqual([]);
  });

  test("heads a value out of range in no one family's terms (it is han, fu, tai, points or doubles)", () => {
    // Core's bad_value is a riichi han or fu, a Singapore tai count, a Classical basic points or
    // doubles: a Japanese heading of "han or fu" stood over a Singapore tai refused.
    expect(table['issue.bad_value']).not.toMatch(/han|fu|翻|番|符|tai|台/i);
  });

  test('names every element of Singapore and Japanese Classical, their presets, options and flags', () => {
    const ids = [
      ...SINGAPORE_ELEMENTS.map((e) => `sg.${e.id}`),
      ...INSTANT_IDS.map((id) => `sg.${id}`),
      ...POINTS_ITEMS.map((p) => `jc.${p.id}`),
      ...DOUBLES_ITEMS.map((d) => `jc.${d.id}`),
      ...LIMIT_HANDS.map((l) => `jc.${l.id}`),
      'jc.limit',
      ...Object.keys(SINGAPORE_PRESETS.sg_reference).map((k) => `option.${k}`),
      ...Object.keys(CLASSICAL_PRESETS.jc_reference).map((k) => `option.${k}`),
      ...Object.keys(SINGAPORE_PRESETS).map((p) => `preset.${p}`),
      ...Object.keys(CLASSICAL_PRESETS).map((p) => `preset.${p}`),
      // The riichi flags of a game whose rules count every local yaku with a flag of its own.
      ...[
        ...riichiFlagsFor({
          ...RIICHI_PRESETS.tenhou,
          openRiichi: true,
          tsubameGaeshi: true,
          kanburi: true,
          kokushiRobsAnkan: true,
        }),
        ...CLASSICAL_FLAGS,
        ...SINGAPORE_FLAGS,
      ].map((f) => `flag.${f}`),
      'family.classical',
      'family.singapore',
    ];
    const missing = ids.filter((k) => !table[k]);
    expect(missing).toEqual([]);
  });
});
