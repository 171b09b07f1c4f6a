// Payments as data (src/payment.ts): the deltas follow from the lines, and a line no payment
// function should write is a programmer's error, thrown at once rather than folded into a game.

import { describe, expect, test } from 'vitest';
import { type PaymentLine, paymentBalance, paymentFromLines, TABLE } from '../src/payment.ts';

describe('paymentFromLines', () => {
  test('deltas and the table follow from the lines, and balance', () => {
    const p = paymentFromLines([
      { from: 1, to: TABLE, amount: 1000, reason: 'riichi' },
      { from: 2, to: 1, amount: 3900, reason: 'base' },
      { from: TABLE, to: 1, amount: 2000, reason: 'sticks' },
      { from: 3, to: 0, amount: 0, reason: 'noten' },
    ]);
    expect(p.deltas).toEqual([0, 3900 + 2000 - 1000, -3900, 0]);
    expect(p.table).toBe(1000 - 2000);
    expect(paymentBalance(p)).toBe(0);
  });

  test.each([
    ['a fifth seat', { from: 4, to: 0, amount: 100 }],
    ['a seat that is a string', { from: '1', to: 0, amount: 100 }],
    ['no payer', { to: 0, amount: 100 }],
    ['a seat paying itself', { from: 2, to: 2, amount: 100 }],
    ['the table paying itself', { from: TABLE, to: TABLE, amount: 100 }],
    ['an amount that is not a number', { from: 1, to: 0, amount: Number.NaN }],
    ['an infinite amount', { from: 1, to: 0, amount: Number.POSITIVE_INFINITY }],
    ['a negative amount', { from: 1, to: 0, amount: -100 }],
    ['an amount in a string', { from: 1, to: 0, amount: '100' }],
  ])('a line with %s is a programmer error', (_, line) => {
    const bad = { reason: 'base', ...line } as unknown as PaymentLine;
    expect(() => paymentFromLines([{ from: 0, to: 1, amount: 100, reason: 'base' }, bad])).toThrow(TypeError);
  });
});
