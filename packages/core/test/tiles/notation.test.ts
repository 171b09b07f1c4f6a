// mpsz notation (spec §1.1) and tile identities.

import { describe, expect, test } from 'vitest';
import { formatTile, formatTiles, parseTile, parseTiles, tileOrder } from '../../src/tiles/notation.ts';
import {
  doraFromIndicator,
  isAnimal,
  isBonus,
  isFlower,
  isHonor,
  isRedFive,
  isSeason,
  isTerminal,
  isYaochuu,
  kindOf,
} from '../../src/tiles/tile.ts';

const ok = (text: string) => {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
};
const codes = (text: string) => {
  const r = parseTiles(text);
  return r.ok ? [] : r.issues.map((i) => i.code);
};

describe('parseTiles', () => {
  test('suits, honours, in the order written', () => {
    expect(ok('123m')).toEqual([0, 1, 2]);
    expect(ok('9m1p9p1s9s')).toEqual([8, 9, 17, 18, 26]);
    expect(ok('1234567z')).toEqual([27, 28, 29, 30, 31, 32, 33]);
    expect(ok('321m')).toEqual([2, 1, 0]);
  });
  test('a group string may share one suit letter: 123m456p = 1m2m3m4p5p6p', () => {
    expect(ok('123m456p')).toEqual(ok('1m2m3m4p5p6p'));
  });
  test('red fives 0m 0p 0s', () => {
    expect(ok('0m0p0s')).toEqual([34, 35, 36]);
    expect(ok('0m').map(kindOf)).toEqual([4]);
    expect(ok('0p').map(kindOf)).toEqual([13]);
    expect(ok('0s').map(kindOf)).toEqual([22]);
  });
  test('bonus tiles: flowers 1f-4f, seasons 5f-8f, animals 1a-4a', () => {
    expect(ok('1234f')).toEqual([37, 38, 39, 40]);
    expect(ok('5678f')).toEqual([41, 42, 43, 44]);
    expect(ok('1234a')).toEqual([45, 46, 47, 48]);
  });
  test('white space and commas between groups are ignored', () => {
    expect(ok(' 123m  456p,789s\t11z ')).toEqual(ok('123m456p789s11z'));
    expect(ok('')).toEqual([]);
  });
  test.each([
    ['8z', 1],
    ['0z', 1],
    ['9f', 1],
    ['0f', 1],
    ['5a', 1],
    ['123', 1],
    ['m', 1],
    ['12x3m', 1],
    ['12 3m', 1],
    ['8z9z x 12', 4],
  ])('bad notation %s: %i issue(s), all reported', (text, n) => {
    const r = parseTiles(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    expect(r.issues).toHaveLength(n);
    expect(new Set(codes(text))).toEqual(new Set(['bad_notation']));
  });
  const messages = (text: string) => {
    const r = parseTiles(text);
    return r.ok ? [] : r.issues.map((i) => i.message);
  };
  test('a tile picture (the Unicode block Mahjong Tiles) is one issue that gives its mpsz', () => {
    expect(messages('🀄')).toEqual(['"🀄" at position 1 is a tile picture: write it as 7z (mpsz)']);
    // The emoji form (with its variation selector) is the same one character.
    expect(messages('123m🀄\ufe0f')).toEqual(['"🀄" at position 5 is a tile picture: write it as 7z (mpsz)']);
    const pictures: [number, string][] = [
      [0x1f000, '1z'],
      [0x1f003, '4z'],
      [0x1f004, '7z'],
      [0x1f005, '6z'],
      [0x1f006, '5z'],
      [0x1f007, '1m'],
      [0x1f00f, '9m'],
      [0x1f010, '1s'],
      [0x1f018, '9s'],
      [0x1f019, '1p'],
      [0x1f021, '9p'],
      [0x1f022, '1f'],
      [0x1f025, '4f'],
      [0x1f026, '5f'],
      [0x1f029, '8f'],
    ];
    for (const [cp, mpsz] of pictures) {
      const [message] = messages(String.fromCodePoint(cp));
      expect(message).toMatch(new RegExp(`write it as ${mpsz} \\(mpsz\\)$`));
      // What it says to write is the tile the picture shows (the CLI's --unicode draws the same).
      expect(ok(mpsz)).toHaveLength(1);
    }
    // The joker and the back of a tile are no tile to write.
    expect(messages('\u{1f02a}')).toEqual(['unexpected character "\u{1f02a}" at position 1']);
  });
  test('positions count characters as a reader does: an emoji before is one', () => {
    expect(messages('😀x')).toEqual([
      'unexpected character "😀" at position 1',
      'unexpected character "x" at position 2',
    ]);
    expect(messages('😀 8z')).toEqual([
      'unexpected character "😀" at position 1',
      '"8z" is not a tile (position 3)',
    ]);
    // A lone half of a pair is refused as itself, never joined to what follows.
    expect(messages('\ud83c1m')).toEqual(['unexpected character "\ud83c" at position 1']);
  });
  test('issues carry the path given', () => {
    const r = parseTiles('8z', 'dora');
    expect(!r.ok && r.issues[0]!.path).toBe('dora');
  });
});

describe('parseTile', () => {
  test('exactly one tile', () => {
    expect(parseTile('5m')).toEqual({ ok: true, value: 4 });
    expect(parseTile(' 0p ')).toEqual({ ok: true, value: 35 });
    expect(parseTile('7z')).toEqual({ ok: true, value: 33 });
  });
  test.each(['55m', '', 'm', '8z'])('not one tile: %j', (t) => {
    const r = parseTile(t);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.code).toBe('bad_notation');
  });
});

describe('formatTile / formatTiles', () => {
  test('one tile', () => {
    expect([0, 8, 9, 26, 27, 33, 34, 35, 36, 37, 41, 44, 45, 48].map(formatTile)).toEqual([
      '1m',
      '9m',
      '1p',
      '9s',
      '1z',
      '7z',
      '0m',
      '0p',
      '0s',
      '1f',
      '5f',
      '8f',
      '1a',
      '4a',
    ]);
  });
  test.each([-1, 49, 1.5, Number.NaN])('not a tile id: %d throws', (t) => {
    expect(() => formatTile(t)).toThrow(RangeError);
    expect(() => formatTiles([0, t])).toThrow(RangeError);
  });
  test('canonical: suits m p s z f a, sorted, red five just before the plain fives, one letter per suit', () => {
    expect(formatTiles(ok('7z5s1f0m5m3p1a5m9m1z'))).toBe('0559m3p5s17z1f1a');
    expect(formatTiles(ok('321m'))).toBe('123m');
    expect(formatTiles([])).toBe('');
  });
  test('sort: false keeps the order and writes a letter on every suit change', () => {
    expect(formatTiles(ok('32m1p4m'), { sort: false })).toBe('32m1p4m');
  });
  test('tileOrder: kind first, red five before the plain five', () => {
    expect(tileOrder(34)).toBeLessThan(tileOrder(4));
    expect(tileOrder(4)).toBeLessThan(tileOrder(5));
    expect(tileOrder(3)).toBeLessThan(tileOrder(34));
  });
});

describe('tile classes (§1.2) and dora (§1.4)', () => {
  test('classes', () => {
    expect([0, 8, 9, 17, 18, 26].every(isTerminal)).toBe(true);
    expect([1, 4, 27, 33].some(isTerminal)).toBe(false);
    expect([27, 30, 31, 33].every(isHonor)).toBe(true);
    expect(isHonor(26)).toBe(false);
    expect([0, 8, 27, 33].every(isYaochuu)).toBe(true);
    expect([1, 4, 7, 13].some(isYaochuu)).toBe(false);
    expect([34, 35, 36].every(isRedFive)).toBe(true);
    expect(isRedFive(4)).toBe(false);
    expect([isFlower(37), isSeason(41), isAnimal(45), isBonus(48), isBonus(36)]).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });
  test('indicator → dora: next number, 9 → 1, E→S→W→N→E, 5z→6z→7z→5z, red five → 6', () => {
    const d = (s: string) => formatTile(doraFromIndicator(ok(s)[0]!));
    expect(['1m', '8m', '9m', '9p', '9s', '1z', '4z', '5z', '7z', '0m', '0s'].map(d)).toEqual([
      '2m',
      '9m',
      '1m',
      '1p',
      '1s',
      '2z',
      '1z',
      '6z',
      '5z',
      '6m',
      '6s',
    ]);
  });
});
