// What the win screen offers per game: the riichi situations of the local yaku (spec §3.6) only
// in a game whose rules count them, since no preset does.

import { RIICHI_PRESET_IDS } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { familyUi, RIICHI_FLAGS } from '../src/game/families.ts';

const players: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];

test('every preset offers the common riichi flags only', () => {
  for (const preset of RIICHI_PRESET_IDS) {
    expect(familyUi({ family: 'riichi', preset, overrides: {}, players })?.flags, preset).toEqual(
      RIICHI_FLAGS,
    );
  }
});

test('a local yaku switched on brings its situation, in a fixed order', () => {
  const ui = (overrides: Record<string, unknown>) =>
    familyUi({ family: 'riichi', preset: 'tenhou', overrides, players })?.flags;
  expect(ui({ kanburi: true })).toEqual([...RIICHI_FLAGS, 'kanburi']);
  expect(ui({ kanburi: true, openRiichi: true, tsubameGaeshi: true })).toEqual([
    ...RIICHI_FLAGS,
    'openRiichi',
    'tsubameGaeshi',
    'kanburi',
  ]);
  // Sanrenkou and isshoku sanjun are read off the tiles: no flag.
  expect(ui({ sanrenkou: true, isshokuSanjun: true })).toEqual(RIICHI_FLAGS);
});
