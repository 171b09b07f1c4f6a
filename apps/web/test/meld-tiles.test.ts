// A meld built from a tapped tile, and its "red 5" switch (draft.ts): tested by the browser
// tests through the screen only, here on the tile ids themselves, written in mpsz.

import { formatTiles, parseTile } from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { meldTiles, toggleRedFive } from '../src/hand/draft.ts';

const tile = (s: string) => {
  const r = parseTile(s);
  if (!r.ok) throw new Error(`bad tile ${s}`);
  return r.value;
};
const text = (tiles: readonly number[] | null) => (tiles ? formatTiles(tiles) : null);

describe('meldTiles', () => {
  test('a chi runs up from the tile tapped; from a red five it keeps the red five', () => {
    expect(text(meldTiles('chi', tile('3m')))).toBe('345m');
    expect(text(meldTiles('chi', tile('0p')))).toBe('067p');
    expect(meldTiles('chi', tile('8s'))).toBeNull();
    expect(meldTiles('chi', tile('1z'))).toBeNull();
  });
  test('a pon and a kan repeat the tile, a red five once', () => {
    expect(text(meldTiles('pon', tile('7z')))).toBe('777z');
    expect(text(meldTiles('kan', tile('0s')))).toBe('0555s');
  });
});

describe('toggleRedFive', () => {
  test("a meld's plain five made red, and back", () => {
    const red = toggleRedFive(meldTiles('chi', tile('3m'))!);
    expect(text(red)).toBe('340m');
    expect(text(toggleRedFive(red!))).toBe('345m');
    expect(text(toggleRedFive(meldTiles('pon', tile('5p'))!))).toBe('055p');
  });
  test('a meld without a five has no switch', () => {
    expect(toggleRedFive(meldTiles('chi', tile('1s'))!)).toBeNull();
    expect(toggleRedFive(meldTiles('pon', tile('5z'))!)).toBeNull();
  });
});
