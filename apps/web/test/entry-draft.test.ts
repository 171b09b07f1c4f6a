// A new hand's draft and the riichi (Ready) declared at the table since it was made
// (entryDraft.ts): the declarations are part of the hand being entered, so one made or taken
// back at the table is brought into the form, and what was ticked or unticked in the form alone
// stays.

import type { GameEvent } from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { draftBase, mergeDeclarations } from '../src/game/entryDraft.ts';

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

describe('draftBase: what a draft was made on', () => {
  const start = { type: 'start' } as unknown as GameEvent;
  const hand1 = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } } as GameEvent;
  const hand2 = { type: 'hand', riichi: [1], result: { kind: 'exhaustive_draw', tenpai: [1] } } as GameEvent;
  const correction: GameEvent = { type: 'adjust', deltas: [-1000, 1000, 0, 0], note: 'x' };
  const payout = { type: 'instant', seat: 0, bonus: '1f' } as GameEvent;

  test("a new entry's draft stays over a correction or a payout entered meanwhile", () => {
    const base = draftBase([start, hand1], null);
    expect(draftBase([start, hand1, correction], null)).toBe(base);
    expect(draftBase([start, hand1, payout, correction], null)).toBe(base);
  });

  test('a hand saved, deleted or the last one edited since: another base', () => {
    const base = draftBase([start, hand1], null);
    expect(draftBase([start, hand1, hand2], null)).not.toBe(base);
    expect(draftBase([start], null)).not.toBe(base);
    expect(draftBase([start, hand2], null)).not.toBe(base);
  });

  test("an edited event's draft is of that event as stored", () => {
    expect(draftBase([start, hand1, correction], 2)).toBe(draftBase([start, hand1, correction], 2));
    expect(draftBase([start, hand1, correction], 1)).not.toBe(draftBase([start, hand2, correction], 1));
  });
});
