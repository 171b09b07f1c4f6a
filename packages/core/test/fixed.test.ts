// fixedArray: a typed array on an ArrayBuffer of its own, filled by index.

import { expect, test } from 'vitest';
import { fixedArray, fixedArrayOf } from '../src/fixed.ts';

test('fixedArray fills element i with at(i), on a buffer of exactly its own bytes', () => {
  const a = fixedArray(Int32Array, 5, (i) => i * i - 3);
  expect([...a]).toEqual([-3, -2, 1, 6, 13]);
  expect(a).toBeInstanceOf(Int32Array);
  expect(a.byteOffset).toBe(0);
  expect(a.buffer.byteLength).toBe(20);
  const b = fixedArray(Uint8Array, 3);
  expect([...b]).toEqual([0, 0, 0]);
  // Values outside the element type wrap as any typed-array store does.
  expect([...fixedArray(Int8Array, 2, (i) => 127 + i)]).toEqual([127, -128]);
});

test('fixedArrayOf takes its first entries from a list and the rest from `rest`', () => {
  const a = fixedArrayOf(Int32Array, 6, [5, -1, 2], 1 << 31);
  expect([...a]).toEqual([5, -1, 2, -(2 ** 31), -(2 ** 31), -(2 ** 31)]);
  expect(a.byteOffset).toBe(0);
  expect(a.buffer.byteLength).toBe(24);
  expect([...fixedArrayOf(Uint8Array, 3, [7])]).toEqual([7, 0, 0]);
  expect(() => fixedArrayOf(Uint8Array, 1, [1, 2])).toThrow(/2 values for a table of 1/);
});
