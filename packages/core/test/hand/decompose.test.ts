// Decomposition (spec §2.1–2.2): every reading of concealed tiles as groups + pair.

import { describe, expect, test } from 'vitest';
import {
  decomposeStandard,
  groupTile,
  growMemo,
  hasStandardShape,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
  memoSlot,
  sequenceWait,
} from '../../src/hand/decompose.ts';
import { WAIT_KANCHAN, WAIT_PENCHAN, WAIT_RYANMEN } from '../../src/rules/riichi/context.ts';
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
