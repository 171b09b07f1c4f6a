// Decomposition (spec §2.1–2.2): every reading of concealed tiles as groups + pair.

import { describe, expect, test } from 'vitest';
import {
  decomposeStandard,
  FACTS_CAPACITY,
  groupTile,
  growMemo,
  hasStandardShape,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
  memoSlot,
  SUIT_KEY_WEIGHT,
  sequenceWait,
  suitReadingFacts,
  suitReadingRange,
  suitReadingsOfKey,
} from '../../src/hand/decompose.ts';
import { WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN } from '../../src/rules/riichi/layout.ts';
import { formatTile } from '../../src/tiles/notation.ts';
import { counts } from '../support/tiles.ts';

/** Readings as sorted text, e.g. "123m 123m 456p | 77s". */
function readings(text: string): string[] {
  return decomposeStandard(counts(text))
    .map((d) => {
      const gs = d.groups
        .map((g) => {
          const t = groupTile(g);
          return isSequenceCode(g)
            ? `${formatTile(t)[0]}${formatTile(t + 1)[0]}${formatTile(t + 2)}`
            : `${formatTile(t)[0]!.repeat(3)}${formatTile(t)[1]}`;
        })
        .sort();
      return `${gs.join(' ')} | ${formatTile(d.pair)[0]!.repeat(2)}${formatTile(d.pair)[1]}`;
    })
    .sort();
}

describe('decomposeStandard', () => {
  test('a single reading', () => {
    expect(readings('123m456p789s11122z')).toEqual(['111z 123m 456p 789s | 22z']);
  });
  test('triplets or sequences: 111222333m', () => {
    expect(readings('111222333m456p77s')).toEqual(['111m 222m 333m 456p | 77s', '123m 123m 123m 456p | 77s']);
  });
  test('the pair may move: 111122334p (W22) and 22334455667788p', () => {
    expect(readings('111122334p567m88s')).toEqual(['111p 123p 234p 567m | 88s']);
    expect(readings('22334455667788p')).toEqual([
      '234p 234p 567p 567p | 88p',
      '234p 234p 678p 678p | 55p',
      '345p 345p 678p 678p | 22p',
    ]);
  });
  test('nine gates + 9m reads only as 11 + 123 456 789 999', () => {
    expect(readings('11123456789999m')).toEqual(['123m 456m 789m 999m | 11m']);
  });
  test('declared melds are not part of the counts: fewer groups', () => {
    expect(readings('23455m')).toEqual(['234m | 55m']);
    expect(readings('55m')).toEqual([' | 55m']);
  });
  test('no reading', () => {
    expect(decomposeStandard(counts('123m456p789s1234z'))).toEqual([]);
    expect(decomposeStandard(counts('1199m3377p5566s77z'))).toEqual([]);
    expect(decomposeStandard(counts('123m'))).toEqual([]);
    // Honours never form sequences.
    expect(decomposeStandard(counts('123z456m789m123p11s'))).toEqual([]);
    // No wrap: 891 is not a sequence.
    expect(decomposeStandard(counts('189m456m123p789p11s'))).toEqual([]);
  });
  test('hasStandardShape agrees with decomposeStandard', () => {
    for (const t of [
      '123m456p789s11122z',
      '1199m3377p5566s77z',
      '22334455667788p',
      '123m456p789s1234z',
      '55m',
      '1m',
    ]) {
      expect(hasStandardShape(counts(t)), t).toBe(decomposeStandard(counts(t)).length > 0);
    }
  });
});

describe('seven pairs and thirteen orphans', () => {
  test('isSevenPairs: seven different kinds, two each', () => {
    expect(isSevenPairs(counts('1199m3377p5566s77z'))).toBe(true);
    expect(isSevenPairs(counts('1199m3377p5555s77z'))).toBe(false);
    expect(isSevenPairs(counts('1199m3377p556s777z'))).toBe(false);
    expect(isSevenPairs(counts('1199m3377p5566s'))).toBe(false);
  });
  test('isSevenPairs with four of a kind as two pairs (an option of some rules)', () => {
    expect(isSevenPairs(counts('1199m3377p5555s77z'), true)).toBe(true);
    expect(isSevenPairs(counts('1199m3377p5566s77z'), true)).toBe(true);
    expect(isSevenPairs(counts('1199m3377p555s777z'), true)).toBe(false);
  });
  test('isThirteenOrphans: one of each yaochuu + one duplicate', () => {
    expect(isThirteenOrphans(counts('19m19p19s12345677z'))).toBe(true);
    expect(isThirteenOrphans(counts('119m19p19s1234567z'))).toBe(true);
    expect(isThirteenOrphans(counts('19m19p19s1234567z'))).toBe(false);
    expect(isThirteenOrphans(counts('19m19p19s1234566z2m'))).toBe(false);
    expect(isThirteenOrphans(counts('19m19p19s1234566z7z'))).toBe(true);
    expect(isThirteenOrphans(counts('19m19p19s1234566z'.replace('66z', '666z')))).toBe(false);
  });
});

describe('shared pieces of the memoised tables', () => {
  test('sequenceWait: the ryanmen, kanchan and penchan codes the riichi engine uses', () => {
    // Sequence 123: 1 or 3 is a ryanmen (3 completes 12 waiting on 3: penchan), 2 a kanchan.
    expect([0, 1, 2].map((n) => sequenceWait(0, n))).toEqual([WAIT_RYANMEN, WAIT_KANCHAN, WAIT_PENCHAN]);
    expect([6, 7, 8].map((n) => sequenceWait(6, n))).toEqual([WAIT_PENCHAN, WAIT_KANCHAN, WAIT_RYANMEN]);
    expect([3, 4, 5].map((n) => sequenceWait(3, n))).toEqual([WAIT_RYANMEN, WAIT_KANCHAN, WAIT_RYANMEN]);
  });
  test('growMemo keeps every key with its value, findable by memoSlot, and reports each move', () => {
    const bits = 4;
    let table = new Int32Array(2 << bits).fill(-1);
    const keys = [0, 7, 16, 33, 4096, 8 ** 8, 123456, 999999];
    for (const [i, key] of keys.entries()) {
      const at = memoSlot(key, table, bits);
      table[2 * at] = key;
      table[2 * at + 1] = 100 + i;
    }
    const moves = new Map<number, number>();
    const before = keys.map((key) => memoSlot(key, table, bits));
    table = growMemo(table, bits, (from, to) => moves.set(from, to));
    expect(table).toHaveLength(4 << bits);
    for (const [i, key] of keys.entries()) {
      const at = memoSlot(key, table, bits + 1);
      expect(table[2 * at]).toBe(key);
      expect(table[2 * at + 1]).toBe(100 + i);
      expect(moves.get(before[i]!)).toBe(at);
    }
    expect(moves.size).toBe(keys.length);
  });
});

describe('the readings memo', () => {
  /** The suit key of nine counts, number 1 first. */
  const keyOf = (counts: readonly number[]) => counts.reduce((k, n, i) => k + n * SUIT_KEY_WEIGHT[i]!, 0);
  /** Every suit pattern with a reading: up to four groups (triplets, sequences) and a pair, counts of at most 4. */
  function completeSuitKeys(): Set<number> {
    const keys = new Set<number>();
    const add = (c: number[], groupsLeft: number, from: number) => {
      if (c.some((n) => n > 4)) return;
      for (let pair = -1; pair < 9; pair++) {
        const d = [...c];
        if (pair >= 0) d[pair]! += 2;
        if (d.every((n) => n <= 4)) keys.add(keyOf(d));
      }
      if (groupsLeft === 0) return;
      // Groups 0-8: the triplet of number g; 9-15: the sequence from number g - 9 (in order, no repeats of a set).
      for (let g = from; g < 16; g++) {
        const d = [...c];
        if (g < 9) d[g]! += 3;
        else for (let n = g - 9; n < g - 6; n++) d[n]!++;
        add(d, groupsLeft - 1, g);
      }
    };
    add(Array<number>(9).fill(0), 4, 0);
    return keys;
  }
  test('every suit pattern of a real hand fits the fixed table of facts, which never moves', () => {
    const facts = suitReadingFacts();
    const keys = completeSuitKeys();
    expect(keys.size).toBe(21743);
    let readings = 0;
    let largest = 0;
    for (const key of keys) {
      const range = suitReadingRange(key);
      const count = range & 255;
      expect(count, `key ${key.toString(8)}`).toBeGreaterThan(0);
      expect(count).toBe(suitReadingsOfKey(key).length);
      readings += count;
      largest = Math.max(largest, (range >> 8) + count);
    }
    expect(readings).toBe(23533);
    expect(largest).toBeLessThanOrEqual(FACTS_CAPACITY);
    expect(suitReadingFacts()).toBe(facts);
    expect(facts).toHaveLength(FACTS_CAPACITY);
  });
  test('a pattern no hand holds has no readings in the memo, and decomposeStandard still reads it', () => {
    // 111222333444555m: fifteen tiles of one suit.
    const key = keyOf([3, 3, 3, 3, 3, 0, 0, 0, 0]);
    expect(suitReadingRange(key)).toBe(0);
    expect(suitReadingsOfKey(key).length).toBeGreaterThan(0);
    // Five of a tile (11111m234m), twice: solved each time, never kept.
    for (let i = 0; i < 2; i++) expect(readings('11111m234m')).toEqual(['111m 234m | 11m']);
    expect(suitReadingRange(5 * SUIT_KEY_WEIGHT[0]!)).toBe(0);
  });
});
