// Waits (findWaits / isTenpai): classic shapes, melds, karaten (spec §5.6).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { decomposeStandard, isSevenPairs, isThirteenOrphans } from '../../src/hand/decompose.ts';
import { findWaits, isTenpai } from '../../src/hand/waits.ts';
import { formatTile } from '../../src/tiles/notation.ts';
import { counts } from '../support/tiles.ts';

/** Waits as { tile: shapes (sorted) }. */
function waits(text: string, melds = 0, melded?: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const w of findWaits(counts(text), melds, melded ? counts(melded) : undefined)) {
    out[formatTile(w.tile)] = [...w.shapes].sort();
  }
  return out;
}

describe('findWaits', () => {
  test('ryanmen', () => {
    expect(waits('23m456p789s11122z')).toEqual({ '1m': ['ryanmen'], '4m': ['ryanmen'] });
  });
  test('kanchan and penchan', () => {
    expect(waits('13m456p789s11122z')).toEqual({ '2m': ['kanchan'] });
    expect(waits('12m456p789s11122z')).toEqual({ '3m': ['penchan'] });
    expect(waits('89m456p789s11122z')).toEqual({ '7m': ['penchan'] });
  });
  test('shanpon', () => {
    expect(waits('11m99p123s456s789s')).toEqual({ '1m': ['shanpon'], '9p': ['shanpon'] });
  });
  test('tanki and nobetan', () => {
    expect(waits('5m123p456p789p111z')).toEqual({ '5m': ['tanki'] });
    expect(waits('2345m456p789s111z')).toEqual({ '2m': ['tanki'], '5m': ['tanki'] });
  });
  test('9-sided chuuren: every tile of the suit', () => {
    const w = waits('1112345678999m');
    expect(Object.keys(w)).toEqual(['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m']);
    expect(w['5m']).toEqual(['tanki']);
    expect(w['3m']).toEqual(['penchan', 'ryanmen']);
  });
  test('kokushi 13-sided and single wait', () => {
    const w13 = waits('19m19p19s1234567z');
    expect(Object.keys(w13)).toHaveLength(13);
    expect(Object.values(w13).every((s) => s.join() === 'kokushi_13')).toBe(true);
    expect(waits('19m19p19s1234566z')).toEqual({ '7z': ['kokushi'] });
  });
  test('chiitoitsu wait (and the standard waits of the same tiles)', () => {
    expect(waits('1199m3377p5566s7z')).toEqual({ '7z': ['chiitoitsu'] });
    // 112233m: chiitoitsu on 4z, or standard readings with 123m 123m.
    expect(waits('112233m5577p99s4z')).toEqual({ '4z': ['chiitoitsu'] });
  });
  test('with melds: only the concealed tiles are given', () => {
    expect(waits('23m55p', 3)).toEqual({ '1m': ['ryanmen'], '4m': ['ryanmen'] });
    expect(waits('5m', 4)).toEqual({ '5m': ['tanki'] });
    // No chiitoitsu or kokushi with melds.
    expect(waits('1199m3377p5566s7z', 1)).toEqual({});
  });
  test('karaten: a wait on a tile the hand holds all four of is no wait', () => {
    expect(waits('1111m234p567s789s')).toEqual({});
    expect(isTenpai(counts('1111m234p567s789s'), 0)).toBe(false);
    // The other three in a meld: tanki on 5m with pon 555m.
    expect(waits('5m', 4, '555m')).toEqual({});
    expect(isTenpai(counts('5m'), 4, counts('555m'))).toBe(false);
    // One copy left: still a wait.
    expect(waits('5m', 4, '55m')).toEqual({ '5m': ['tanki'] });
  });
  test('a hand that cannot exist (five of a tile) has no waits', () => {
    // 11111m 234p 567p 78p: read as 111m + 11m it would wait on 6p and 9p.
    const c = counts('234p567p78p');
    c[0] = 5;
    expect(findWaits(c, 0)).toEqual([]);
  });
  test('counts that no hand holds (negative, fractional, five) give no waits, wherever they are', () => {
    // 1m 23m 456p 789s 111z 22z waits on 1m and 4m; each bad count replaces a zero count, with a
    // tile taken off elsewhere so that the tiles still add up to 13 where they can.
    const good = counts('23m456p789s11122z');
    expect(findWaits(good, 0).map((w) => w.tile)).toEqual([0, 3]);
    for (const [at, bad] of [
      [0, -1],
      [20, 0.5],
      [30, 5],
      [8, 7],
      [33, Number.NaN],
    ] as const) {
      const c = Array.from(good);
      c[at] = bad;
      expect(findWaits(c, 0), `${bad} at ${at}`).toEqual([]);
    }
    // Seven pairs' single tile found wherever it is.
    expect(findWaits(counts('1199m3377p5566s7z'), 0).map((w) => w.tile)).toEqual([33]);
    expect(findWaits(counts('1m99m3377p5566s77z'), 0).map((w) => w.tile)).toEqual([0]);
  });
  test('chiitoitsu with four of a kind is not a wait (karaten)', () => {
    expect(waits('1111m3377p5566s7z')).toEqual({});
  });
});

describe('isTenpai', () => {
  test.each([
    ['23m456p789s11122z', 0, true],
    ['19m19p19s1234567z', 0, true],
    ['1199m3377p5566s7z', 0, true],
    ['13m456p789s11122z', 0, true],
    ['147m258p369s1234z', 0, false],
    ['15m456p789s11122z', 0, false],
    ['23m55p', 3, true],
    ['29m55p', 3, false],
  ] as const)('%s with %i melds: %s', (t, melds, expected) => {
    expect(isTenpai(counts(t), melds)).toBe(expected);
  });
});

describe('findWaits agrees with trying every tile (tiles and shapes)', () => {
  // The fast scan (one look-up per candidate tile) against the plain definition: add each
  // tile kind that is not exhausted and ask whether the 14 tiles form a winning shape.
  /** The shapes by which the 14 tiles `c` (with `k` just added) win, sorted; [] = not a win. */
  const shapesOf = (c: Uint8Array, melds: number, k: number) => {
    const shapes = new Set<string>();
    if (melds === 0 && isThirteenOrphans(c)) shapes.add(c[k] === 2 ? 'kokushi_13' : 'kokushi');
    if (melds === 0 && isSevenPairs(c)) shapes.add('chiitoitsu');
    for (const d of decomposeStandard(c)) {
      if (d.groups.length + melds !== 4) continue;
      if (d.pair === k) shapes.add('tanki');
      for (const g of d.groups) {
        if (g < 34) {
          if (g === k) shapes.add('shanpon');
          continue;
        }
        const t = g - 34;
        if (k < t || k > t + 2) continue;
        if (k === t + 1) shapes.add('kanchan');
        else if ((k === t && t % 9 === 6) || (k === t + 2 && t % 9 === 0)) shapes.add('penchan');
        else shapes.add('ryanmen');
      }
    }
    return [...shapes].sort();
  };
  test('on random tenpai-rich hands', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 13, maxLength: 13 }),
        fc.integer({ min: 0, max: 3 }),
        (suit, numbers, melds) => {
          // Mostly one suit (flush-like hands have the most waits), a few honours.
          const c = new Uint8Array(34);
          const n = 13 - 3 * melds;
          for (let i = 0; i < n; i++) {
            const k = suit === 3 ? 27 + (numbers[i]! % 7) : suit * 9 + numbers[i]!;
            if (c[k]! < 4) c[k]!++;
            else c[(k + 9) % 27]!++;
          }
          if (c.some((x) => x > 4)) return;
          const expected: [number, string[]][] = [];
          for (let k = 0; k < 34; k++) {
            if (c[k]! >= 4) continue;
            c[k]!++;
            const shapes = shapesOf(c, melds, k);
            if (shapes.length) expected.push([k, shapes]);
            c[k]!--;
          }
          expect(findWaits(c, melds).map((w) => [w.tile, [...w.shapes].sort()])).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
  test('on random multi-suit hands one tile from a win', () => {
    // Four random groups and a pair over all 34 kinds, less one tile: always tenpai, with the
    // wait in any suit or the honours and the other parts complete (or holding a pair).
    const group = fc.oneof(
      fc.integer({ min: 0, max: 33 }).map((k) => [k, k, k]),
      fc
        .tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 }))
        .map(([s, n]) => [9 * s + n, 9 * s + n + 1, 9 * s + n + 2]),
    );
    fc.assert(
      fc.property(
        fc.array(group, { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 33 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 3 }),
        (groups, pair, drop, melds) => {
          const tiles = [...groups.slice(melds).flat(), pair, pair];
          const c = new Uint8Array(34);
          for (const k of tiles) c[k]!++;
          const melded = new Uint8Array(34);
          for (const g of groups.slice(0, melds)) for (const k of g) melded[k]!++;
          for (let k = 0; k < 34; k++) if (c[k]! + melded[k]! > 4) return;
          c[tiles[drop % tiles.length]!]!--;
          const expected: [number, string[]][] = [];
          for (let k = 0; k < 34; k++) {
            if (c[k]! + melded[k]! >= 4) continue;
            c[k]!++;
            const shapes = shapesOf(c, melds, k);
            if (shapes.length) expected.push([k, shapes]);
            c[k]!--;
          }
          expect(expected.length).toBeGreaterThan(0);
          expect(findWaits(c, melds, melded).map((w) => [w.tile, [...w.shapes].sort()])).toEqual(expected);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
