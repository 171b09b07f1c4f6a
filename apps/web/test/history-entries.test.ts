// The history's entries: a referee's score correction (an `adjust` event, kept by core with no
// hand record) is listed at its place in the log, with its note, the scores before it and those
// it set, so the scores never jump between two hands unexplained; a tournament penalty likewise
// at its place, with who, the final points and its reason (it moves no table points).

import { type GameDocument, type GameEvent, replayGame } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { historyEntries } from '../src/game/historyEntries.ts';
import { BUST_GAME } from './fixtures.ts';

const entriesOf = (doc: GameDocument) => {
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  return historyEntries(doc, state.value);
};

test('a correction is an entry at its place, with its note and the scores it set', () => {
  const entries = entriesOf(BUST_GAME);
  expect(entries.map((e) => (e.kind === 'record' ? `hand ${e.number}` : `adjust ${e.index}`))).toEqual([
    'hand 1',
    'hand 2',
    'adjust 3',
    'hand 3',
  ]);
  expect(entries[2]).toEqual({
    kind: 'adjust',
    index: 3,
    note: 'Alice gave Carol 1,000 back',
    round: { wind: 1, number: 3, honba: 0, sticks: 0 },
    afterEnd: false,
    before: [57000, 25000, 17000, 1000],
    after: [56000, 25000, 18000, 1000],
    sticksBefore: 0,
    sticksAfter: 0,
    form: 'outright',
    handsBefore: 2,
  });
});

test('a correction before the first hand, without a note (or with one that is not text)', () => {
  const [start] = BUST_GAME.events;
  for (const note of [undefined, '', 42]) {
    const doc: GameDocument = {
      ...BUST_GAME,
      events: [
        start!,
        {
          type: 'adjust',
          scores: [26000, 24000, 25000, 25000],
          sticks: 0,
          ...(note === undefined ? {} : { note }),
        },
      ] as GameDocument['events'],
    };
    expect(entriesOf(doc)).toEqual([
      expect.objectContaining({
        kind: 'adjust',
        index: 1,
        note: null,
        before: [25000, 25000, 25000, 25000],
        after: [26000, 24000, 25000, 25000],
        handsBefore: 0,
      }),
    ]);
  }
});

test('a game without corrections lists its hands only', () => {
  const doc: GameDocument = { ...BUST_GAME, events: BUST_GAME.events.filter((e) => e.type !== 'adjust') };
  expect(entriesOf(doc).every((e) => e.kind === 'record')).toBe(true);
});

test('a penalty is an entry at its place, with its player, points and note; after the last hand too', () => {
  const doc: GameDocument = {
    ...BUST_GAME,
    events: [
      ...BUST_GAME.events.slice(0, 2),
      { type: 'penalty', seat: 2, points: -5, note: 'slow play' },
      ...BUST_GAME.events.slice(2),
      { type: 'penalty', seat: 3, points: -2.5 },
    ],
  };
  const entries = entriesOf(doc);
  expect(
    entries.map((e) =>
      e.kind === 'record' ? `hand ${e.number}` : `${e.kind} ${'index' in e ? e.index : ''}`,
    ),
  ).toEqual(['hand 1', 'penalty 2', 'hand 2', 'adjust 4', 'hand 3', 'penalty 6']);
  expect(entries[1]).toEqual({
    kind: 'penalty',
    index: 2,
    note: 'slow play',
    round: { wind: 1, number: 2, honba: 0, sticks: 0 },
    afterEnd: false,
    seat: 2,
    points: -5,
    handsBefore: 1,
  });
  // After the last hand entered, but the game goes on: not after the game.
  expect(entries[5]).toMatchObject({
    kind: 'penalty',
    index: 6,
    note: null,
    seat: 3,
    points: -2.5,
    handsBefore: 3,
    afterEnd: false,
  });
});

test("a penalty or correction after the game is said to be, where core's round is the one that would have come next", () => {
  const draw: GameEvent = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } };
  const penalty: GameEvent = { type: 'penalty', seat: 1, points: -3 };
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [
      {
        type: 'start',
        config: {
          family: 'riichi',
          preset: 'wrc2025',
          overrides: { gameLength: 'east' },
          players: ['A', 'B', 'C', 'D'],
        },
      },
      draw,
      draw,
      penalty,
      draw,
      draw,
      penalty,
      { type: 'adjust', deltas: [1000, -1000, 0, 0], note: 'a payment mis-made in the last hand' },
    ],
  };
  const all = entriesOf(doc);
  expect(all.at(-1)).toMatchObject({ kind: 'adjust', index: 7, afterEnd: true, handsBefore: 4 });
  const entries = all.filter((e) => e.kind === 'penalty');
  expect(entries.map((e) => [e.index, e.afterEnd, e.handsBefore])).toEqual([
    [3, false, 2],
    [6, true, 4],
  ]);
  // East-only, four dealers noten: over after East 4; core's round has moved on to South 1.
  expect(entries[1]!.round).toMatchObject({ wind: 2, number: 1 });
});
