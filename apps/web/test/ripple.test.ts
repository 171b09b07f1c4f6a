// An edit of an earlier hand changes the later hands that core replays after it: each is found,
// with its round as it was and each player's change before and after.

import {
  appendEvent,
  createGame,
  type GameEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  type Seat,
} from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { laterChanges } from '../src/game/ripple.ts';

const ron = (winner: Seat, from: Seat, han: number): GameEvent => ({
  type: 'hand',
  riichi: [],
  result: { kind: 'win', wins: [{ winner, from, score: { mode: 'value', han, fu: 30 } }] },
});

function game(events: GameEvent[]) {
  const g = createGame({ family: 'riichi', preset: 'wrc2025', overrides: {}, players: ['A', 'B', 'C', 'D'] });
  if (!g.ok) throw new Error('no game');
  let doc = g.value;
  for (const e of events) {
    const r = appendEvent(doc, e);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    doc = r.value.doc;
  }
  return doc;
}

test('a later winner who now deals is paid as a dealer, in the round the edit gives him', () => {
  // Hand 1: B rons C (A deals); hand 2, East 2, B deals: B rons D for 3 han 30 fu, 5,800.
  const doc = game([ron(1, 2, 3), ron(1, 3, 3)]);
  // Hand 1 edited: A (the dealer) rons C, so hand 2 is East 1 with 1 honba, and B no dealer:
  // 3,900 and 300 for the honba.
  const edited = replaceEvent(doc, 1, ron(0, 2, 3));
  if (!edited.ok) throw new Error(JSON.stringify(edited.issues));
  const was = replayGame(doc);
  if (!was.ok) throw new Error('replay');
  const changes = laterChanges(was.value.history, edited.value.state.history, 1);
  expect(changes).toHaveLength(1);
  const [c] = changes;
  expect(c!.eventIndex).toBe(2);
  expect(c!.number).toBe(2);
  expect(c!.roundBefore).toMatchObject({ wind: 1, number: 2, honba: 0 });
  expect(c!.record.round).toMatchObject({ wind: 1, number: 1, honba: 1 });
  expect(c!.seats).toEqual([
    { seat: 1, was: 5800, now: 4200 },
    { seat: 3, was: -5800, now: -4200 },
  ]);
});

test('an edit that leaves the later hands as they were lists none', () => {
  const doc = game([ron(1, 2, 3), ron(1, 3, 3)]);
  // Hand 1 from 3 han to 4: B still wins, hand 2 is as it was.
  const edited = replaceEvent(doc, 1, ron(1, 2, 4));
  if (!edited.ok) throw new Error(JSON.stringify(edited.issues));
  const was = replayGame(doc);
  if (!was.ok) throw new Error('replay');
  expect(laterChanges(was.value.history, edited.value.state.history, 1)).toEqual([]);
});

test('a delete names the later hands it changes by their numbers before it', () => {
  // Hand 1 (B rons C) deleted: hand 2 (B rons D) is played in East 1 by A's deal, B no dealer.
  const doc = game([ron(1, 2, 3), ron(1, 3, 3), ron(2, 3, 3)]);
  const was = replayGame(doc);
  const gone = removeEvent(doc, 1);
  if (!was.ok || !gone.ok) throw new Error('replay');
  const changes = laterChanges(was.value.history, gone.value.state.history, 1, { removed: true });
  expect(changes.map((c) => [c.eventIndex, c.number])).toEqual([
    [2, 2],
    [3, 3],
  ]);
  expect(changes[0]!.seats).toEqual([
    { seat: 1, was: 5800, now: 3900 },
    { seat: 3, was: -5800, now: -3900 },
  ]);
});
