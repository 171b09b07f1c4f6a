// A new hand's draft and the riichi (Ready) declared at the table since it was made
// (entryDraft.ts): the declarations are part of the hand being entered, so one made or taken
// back at the table is brought into the form, and what was ticked or unticked in the form alone
// stays.

import { expect, test } from 'vitest';
import { mergeDeclarations } from '../src/game/entryDraft.ts';

test('a declaration made at the table since the draft is added to the form', () => {
  expect(mergeDeclarations([1], [1], [1, 2])).toEqual([1, 2]);
  expect(mergeDeclarations([], [], [3, 0])).toEqual([0, 3]);
});

test('a declaration taken back at the table since the draft is taken off the form', () => {
  expect(mergeDeclarations([1, 2], [1, 2], [1])).toEqual([1]);
});

test("the form's own ticks stay: one ticked in the form alone, one unticked in the form alone", () => {
  // Bob ticked on the win screen only; Carol declares at the table.
  expect(mergeDeclarations([1], [], [2])).toEqual([1, 2]);
  // Dave declared at the table, unticked on the win screen; Alice declares at the table.
  expect(mergeDeclarations([], [3], [3, 0])).toEqual([0]);
  // Nothing changed at the table: the form as it was.
  expect(mergeDeclarations([2, 0], [1], [1])).toEqual([0, 2]);
});

test('a declaration made in the form and at the table is listed once', () => {
  expect(mergeDeclarations([2], [], [2])).toEqual([2]);
});
