// Every negative figure on screen is written with the minus sign (−), grouped by thousands: the
// table's scores as the score changes, and the settlement's money in every family as riichi's.

import { expect, test } from 'vitest';
import { amount, money, points, signed, signedAmount, signedMoney } from '../src/ui/format.ts';

test('points: grouped, the minus sign for a negative score', () => {
  expect([points(18000), points(-18000), points(0)]).toEqual(['18,000', '−18,000', '0']);
  // The same sign as the changes beside them.
  expect(signed(-18000)).toBe('−18,000');
  expect(amount(-18000)).toBe(points(-18000));
});

test('money: cents and thousands, the minus sign; with its sign when won or lost', () => {
  expect([money(1000), money(-1000), money(0.5)]).toEqual(['1,000.00', '−1,000.00', '0.50']);
  expect([signedMoney(12), signedMoney(-1000), signedMoney(0)]).toEqual(['+12.00', '−1,000.00', '0.00']);
  expect([amount(-150, 'hundredths'), signedAmount(-150, 'hundredths')]).toEqual(['−1.50', '−1.50']);
});
