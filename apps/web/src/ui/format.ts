// Number formatting for the screen (grouping, signs, cents only: the numbers come from core).
// Singapore games keep money as integer hundredths; they are shown as 1.50, never 150.

import { fromHundredths } from '@mahjong-ledger/core';

export type Unit = 'points' | 'hundredths';

const plain = new Intl.NumberFormat('en-US');
const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A number of points, grouped; a negative one with the minus sign (−), as every signed figure. */
export function points(n: number): string {
  return n < 0 ? `−${plain.format(-n)}` : plain.format(n);
}

export function signed(n: number): string {
  return n > 0 ? `+${plain.format(n)}` : n < 0 ? `−${plain.format(-n)}` : '0';
}

/** A score or payment in the game's unit (hundredths as money with cents). */
export function amount(n: number, unit: Unit = 'points'): string {
  if (unit === 'points') return points(n);
  const s = cents.format(Math.abs(fromHundredths(n)));
  return n < 0 ? `−${s}` : s;
}

export function signedAmount(n: number, unit: Unit = 'points'): string {
  if (unit === 'points') return signed(n);
  const s = cents.format(Math.abs(fromHundredths(n)));
  return n > 0 ? `+${s}` : n < 0 ? `−${s}` : s;
}

/** A currency amount (already in units, e.g. a stakes table cell) with cents. */
export function money(n: number): string {
  return n < 0 ? `−${cents.format(-n)}` : cents.format(n);
}

/** A currency amount won or lost (a settlement's money), with its sign. */
export function signedMoney(n: number): string {
  return n > 0 ? `+${money(n)}` : money(n);
}

/** Final points in thousands with one decimal, as settlements show them. */
export function finalPoints(n: number): string {
  const s = Math.abs(n).toFixed(1);
  return n > 0 ? `+${s}` : n < 0 ? `−${s}` : s;
}
