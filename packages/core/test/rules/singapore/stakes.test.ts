// Seed 002's tables, reproduced cell by cell, and the exact-amount machinery behind them.

import { describe, expect, test } from 'vitest';
import {
  fromHundredths,
  instantUnit,
  roundUpSeed002,
  SEED_002_ROUNDED_TABLE,
  stakeCell,
  stakeTable,
} from '../../../src/rules/singapore/index.ts';
import { rules } from './helpers.ts';

// Seed 002, "Score Table for Singapore Style Mahjong, Base of 0.5/1 Point".
const TABLE_05_1 = [
  [0, 0.5, 1],
  [1, 1, 2],
  [2, 2, 4],
  [3, 4, 8],
  [4, 8, 16],
  [5, 16, 32],
  [6, 32, 64],
  [7, 64, 128],
  [8, 128, 256],
  [9, 256, 512],
  [10, 512, 1024],
  [11, 1024, 2048],
  [12, 2048, 4096],
  [13, 4096, 8192],
];

// "Base of 0.3/0.6 Points (Before Rounding Up)".
const TABLE_03_06_RAW = [
  [0, 0.3, 0.6],
  [1, 0.6, 1.2],
  [2, 1.2, 2.4],
  [3, 2.4, 4.8],
  [4, 4.8, 9.6],
  [5, 9.6, 19.2],
];

// "Base of 0.3/0.6 Points (After Rounding Up)".
const TABLE_03_06_ROUNDED = [
  [0, 0.5, 1],
  [1, 1, 2],
  [2, 2, 3],
  [3, 3, 5],
  [4, 5, 10],
  [5, 10, 20],
];

// "Base of 0.5/1 Point, 10-point Bonus Per Double Over Limit".
const TABLE_BONUS_OVER_LIMIT = [
  [0, 0.5, 1],
  [1, 1, 2],
  [2, 2, 4],
  [3, 4, 8],
  [4, 8, 16],
  [5, 16, 32],
  [6, 26, 42],
  [7, 36, 52],
  [8, 46, 62],
  [9, 56, 72],
  [10, 66, 82],
  [11, 76, 92],
  [12, 86, 102],
  [13, 96, 112],
];

const asRows = (t: number[][]) => t.map(([tai, discard, self_draw]) => ({ tai, discard, self_draw }));

describe('seed 002 stakes tables', () => {
  test('0.5/1, unlimited play (rows 0..13)', () => {
    expect(stakeTable(rules({ limit: null }), 13)).toEqual(asRows(TABLE_05_1));
  });

  test('0.5/1 rows 0..5 are the same under the default limit of 5', () => {
    expect(stakeTable(rules(), 5)).toEqual(asRows(TABLE_05_1.slice(0, 6)));
  });

  test('0.3/0.6 before rounding', () => {
    expect(stakeTable(rules({ base: [0.3, 0.6], rounding: 'none' }), 5)).toEqual(asRows(TABLE_03_06_RAW));
  });

  test('0.3/0.6 after rounding up (the corpus override `base: [0.3, 0.6]` implies it)', () => {
    expect(stakeTable(rules({ base: [0.3, 0.6] }), 5)).toEqual(asRows(TABLE_03_06_ROUNDED));
    expect(stakeTable(rules({}, 'sg_base_030'), 5)).toEqual(asRows(TABLE_03_06_ROUNDED));
  });

  test('bonus over the limit: 10 per tai above 5, discard and self-draw alike', () => {
    expect(stakeTable(rules({ bonus_over_limit: 10 }), 13)).toEqual(asRows(TABLE_BONUS_OVER_LIMIT));
  });

  test('a row count that is no whole number up to 128 is a caller error, not an endless loop', () => {
    for (const bad of [Number.POSITIVE_INFINITY, Number.NaN, -1, 2.5, 129])
      expect(() => stakeTable(rules(), bad)).toThrow(RangeError);
    expect(stakeTable(rules(), 128)).toHaveLength(129);
    expect(stakeTable(rules(), 0)).toEqual(asRows(TABLE_05_1.slice(0, 1)));
  });

  test('no tai above the limit is paid without the bonus option', () => {
    const t = stakeTable(rules(), 13);
    for (const row of t.slice(6)) expect(row).toEqual({ tai: row.tai, discard: 16, self_draw: 32 });
  });
});

describe('rounding and exactness', () => {
  test('the rounding rule reproduces every cell of the rounded lookup', () => {
    SEED_002_ROUNDED_TABLE.forEach((row, tai) => {
      expect(roundUpSeed002(30 * 2 ** tai)).toBe(row.discard);
      expect(roundUpSeed002(60 * 2 ** tai)).toBe(row.selfDraw);
    });
  });

  test('beyond the seed rows the formula continues: 6 tai at 0.3/0.6 = 19.2 → 20 and 38.4 → 39', () => {
    const r = rules({ base: [0.3, 0.6], limit: 8 });
    expect(fromHundredths(stakeCell(6, 'discard', r))).toBe(20);
    expect(fromHundredths(stakeCell(6, 'self_draw', r))).toBe(39);
  });

  test('amounts are exact hundredths: 0.3 × 2^t never drifts', () => {
    const r = rules({ base: [0.3, 0.6], rounding: 'none', limit: null });
    expect(stakeCell(12, 'discard', r)).toBe(30 * 4096);
    expect(fromHundredths(stakeCell(1, 'self_draw', r))).toBe(1.2);
  });

  test('other bases are not rounded unless asked', () => {
    const r = rules({ base: [0.05, 0.1] });
    expect(r.rounding).toBe('none');
    expect(fromHundredths(stakeCell(3, 'discard', r))).toBe(0.4);
  });

  test('instant unit: 1-tai self-draw share by default, the base or an amount as options', () => {
    expect(instantUnit(rules())).toBe(200);
    expect(instantUnit(rules({ base: [0.3, 0.6] }))).toBe(200);
    expect(instantUnit(rules({ instant_unit: 'base' }))).toBe(50);
    expect(instantUnit(rules({ instant_unit: 1.5 }))).toBe(150);
  });
});
