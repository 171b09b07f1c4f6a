import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { playerNameKey, sharedPlayerNames } from '../../src/index.ts';

describe('playerNameKey: when two names are one name', () => {
  test.each([
    ['Bob', 'bob'],
    ['  Bob ', 'BOB'],
    ['Ｂｏｂ', 'Bob'], // full width
    ['Zoe\u0308', 'Zoë'], // e + combining diaeresis, and the precomposed ë
    ['Mary  Ann', 'mary ann'],
    ['Mary\u3000Ann', 'Mary Ann'], // ideographic space
    ['İstanbul', 'i̇stanbul'], // locale-independent lower case
  ])('%j and %j are one name', (a, b) => {
    expect(playerNameKey(a)).toBe(playerNameKey(b));
  });

  test.each([
    ['Bob', 'Rob'],
    ['MaryAnn', 'Mary Ann'],
    ['Zoe', 'Zoë'],
    ['東', '西'],
  ])('%j and %j are two names', (a, b) => {
    expect(playerNameKey(a)).not.toBe(playerNameKey(b));
  });

  test('the key is a fixed point: a key read again is the same key', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const key = playerNameKey(name);
        expect(playerNameKey(key)).toBe(key);
      }),
    );
  });
});

describe('sharedPlayerNames', () => {
  test('four different names share nothing', () => {
    expect(sharedPlayerNames(['Ann', 'Bob', 'Cy', 'Di'])).toEqual([]);
  });

  test('each group of seats alike, in seat order, by first seat', () => {
    expect(sharedPlayerNames(['bob', 'Ann', 'BOB', ' ann '])).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(sharedPlayerNames(['x', 'X', 'Ｘ', 'x '])).toEqual([[0, 1, 2, 3]]);
  });
});
