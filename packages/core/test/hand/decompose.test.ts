// Decomposition (spec §2.1–2.2): every reading of concealed tiles as groups + pair.

import { describe, expect, test } from 'vitest';
import {
  decomposeStandard,
  groupTile,
  hasStandardShape,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
} from '../../src/hand/decompose.ts';
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
  test('isThirteenOrphans: one of each yaochuu + one duplicate', () => {
    expect(isThirteenOrphans(counts('19m19p19s12345677z'))).toBe(true);
    expect(isThirteenOrphans(counts('119m19p19s1234567z'))).toBe(true);
    expect(isThirteenOrphans(counts('19m19p19s1234567z'))).toBe(false);
    expect(isThirteenOrphans(counts('19m19p19s1234566z2m'))).toBe(false);
    expect(isThirteenOrphans(counts('19m19p19s1234566z7z'))).toBe(true);
    expect(isThirteenOrphans(counts('19m19p19s1234566z'.replace('66z', '666z')))).toBe(false);
  });
});
