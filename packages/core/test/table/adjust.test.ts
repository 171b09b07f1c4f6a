// A referee's correction in its two forms. By deltas, points are added to the scores it meets,
// so an edit of an earlier hand carries through it; outright, the scores are set, so an edit
// stops at it. Every problem with one is named at its field, all at once.

import { describe, expect, test } from 'vitest';
import {
  appendEvent,
  checkState,
  createGame,
  type GameDocument,
  type GameEvent,
  removeEvent,
  replaceEvent,
} from '../../src/index.ts';
import { MAX_LEDGER_AMOUNT } from '../../src/table/ledger.ts';
import { adjust, adjustBy, draw, newGame, play, ron } from './helpers.ts';

function issuesOf(doc: GameDocument, event: unknown): [string, string | undefined][] {
  const r = appendEvent(doc, event as GameEvent);
  return r.ok ? [] : r.issues.map((i) => [i.code, i.path]);
}

describe('an adjustment by deltas', () => {
  test('adds to each score and moves sticks; the total in play follows, conserved after', () => {
    // East 1: South riichi, draw with South alone tenpai: a stick on the table.
    const { doc, state } = play(newGame('tenhou'), draw([1], [1]));
    expect(state.round.sticks).toBe(1);
    const after = play(doc, adjustBy([-8000, 0, 8000, 0])).state;
    expect(after.scores).toEqual([
      state.scores[0] - 8000,
      state.scores[1],
      state.scores[2] + 8000,
      state.scores[3],
    ]);
    expect(after.total).toBe(state.total);
    expect(after.adjustments).toEqual([
      {
        eventIndex: 2,
        round: state.round,
        scoresBefore: state.scores,
        scoresAfter: after.scores,
        sticksAfter: 1,
        form: 'deltas',
      },
    ]);
    // The stick given back to South: sticks off the table, points to the player.
    const back = play(doc, adjustBy([0, 1000, 0, 0], -1)).state;
    expect(back.round.sticks).toBe(0);
    expect(back.scores[1]).toBe(state.scores[1] + 1000);
    expect(back.total).toBe(state.total);
    expect(checkState(back)).toEqual([]);
    // A penalty that leaves the game (a tournament's point penalty): the total in play drops.
    const penalty = play(doc, adjustBy([0, 0, -4000, 0])).state;
    expect(penalty.total).toBe(state.total - 4000);
    expect(checkState(penalty)).toEqual([]);
  });

  test('an edit of an earlier hand carries through it; an outright one stops it', () => {
    const hand1 = ron(0, 1, 3, 30); // East, the dealer, takes 5800 from South
    const byDeltas = play(newGame('tenhou'), hand1, adjustBy([-1000, 1000, 0, 0]), draw([]));
    const outright = play(newGame('tenhou'), hand1, adjust([29800, 20200, 25000, 25000]), draw([]));
    expect(byDeltas.state.scores).toEqual(outright.state.scores);
    // Hand 1 corrected: it was 2 han, 2900.
    const fix = ron(0, 1, 2, 30);
    const d = replaceEvent(byDeltas.doc, 1, fix);
    const o = replaceEvent(outright.doc, 1, fix);
    if (!d.ok || !o.ok) throw new Error('edit refused');
    expect(d.value.state.scores).toEqual([25000 + 2900 - 1000, 25000 - 2900 + 1000, 25000, 25000]);
    expect(o.value.state.scores).toEqual([29800, 20200, 25000, 25000]);
  });

  test('without stickDelta no sticks move; with the sticks it would take below none, refused', () => {
    const { doc } = play(newGame('tenhou'), draw([1], [1]));
    expect(issuesOf(doc, adjustBy([0, 0, 0, 1000], -2))).toEqual([['bad_adjust', 'events[2].stickDelta']]);
    expect(appendEvent(doc, adjustBy([0, 0, 0, 1000])).ok).toBe(true);
  });

  test('an adjustment that changes nothing is refused as a slip', () => {
    const doc = newGame('ema2016');
    expect(issuesOf(doc, adjustBy([0, 0, 0, 0]))).toEqual([['bad_adjust', 'events[1].deltas']]);
    expect(issuesOf(doc, adjustBy([0, 0, 0, 0], 0))).toEqual([['bad_adjust', 'events[1].deltas']]);
  });

  test('every problem named at its field, all at once', () => {
    const doc = newGame('tenhou');
    expect(issuesOf(doc, { type: 'adjust', deltas: [1.5, 0, 'x', 0], stickDelta: 0.5 })).toEqual([
      ['bad_adjust', 'events[1].deltas[0]'],
      ['bad_adjust', 'events[1].deltas[2]'],
      ['bad_adjust', 'events[1].stickDelta'],
    ]);
    expect(issuesOf(doc, { type: 'adjust', deltas: [1, 2, 3] })).toEqual([
      ['bad_adjust', 'events[1].deltas'],
    ]);
    expect(issuesOf(doc, { type: 'adjust', deltas: [0, 0, 0, 1000], sticks: 0 })).toEqual([
      ['bad_adjust', 'events[1]'],
    ]);
    expect(issuesOf(doc, { type: 'adjust' })).toEqual([['bad_adjust', 'events[1]']]);
    expect(issuesOf(doc, { type: 'adjust', scores: [25000, 25000, 25000, 25000] })).toEqual([
      ['bad_adjust', 'events[1].sticks'],
    ]);
  });

  test('a score beyond what the ledger counts exactly is refused, naming the player', () => {
    const doc = newGame('tenhou');
    const r = appendEvent(doc, adjustBy([MAX_LEDGER_AMOUNT, 0, 0, 0]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => [i.code, i.path])).toEqual([['bad_adjust', 'events[1].deltas[0]']]);
      expect(r.issues[0]!.message).toMatch(/would hold/);
    }
  });

  test('Singapore: balances only, no sticks', () => {
    const sg = createGame({
      family: 'singapore',
      preset: 'sg_reference',
      overrides: {},
      players: ['A', 'B', 'C', 'D'],
    });
    if (!sg.ok) throw new Error('no game');
    const doc = sg.value;
    expect(issuesOf(doc, adjustBy([-5, 5, 0, 0], 1))).toEqual([['no_sticks', 'events[1].stickDelta']]);
    expect(issuesOf(doc, adjustBy([-5, 5, 0, 0]))).toEqual([]);
    // Set outright, its sticks need not be said: it has none.
    expect(issuesOf(doc, { type: 'adjust', scores: [-5, 5, 0, 0] })).toEqual([]);
    expect(issuesOf(doc, { type: 'adjust', scores: [-5, 5, 0, 0], sticks: 1 })).toEqual([
      ['no_sticks', 'events[1].sticks'],
    ]);
  });

  test('kept in the saved log as entered, unknown fields refused', () => {
    const { doc } = play(newGame('tenhou'), adjustBy([-1000, 1000, 0, 0]));
    expect(doc.events[1]).toEqual({ type: 'adjust', deltas: [-1000, 1000, 0, 0] });
    expect(issuesOf(doc, { type: 'adjust', deltas: [1000, 0, 0, 0], stickdelta: 1 })).toEqual([
      ['unknown_field', 'events[2].stickdelta'],
    ]);
  });
});

describe('an event number that does not exist', () => {
  test('names the events there are, or that the game holds only its start', () => {
    const message = (r: ReturnType<typeof appendEvent>) => (r.ok ? '' : r.issues[0]!.message);
    const fresh = newGame('tenhou');
    expect(message(removeEvent(fresh, 1))).toBe(
      'event 1 does not exist (the game holds only its start, event 0)',
    );
    const { doc } = play(fresh, draw([]));
    expect(message(removeEvent(doc, 9))).toBe('event 9 does not exist (events 1..1; 0 is the game start)');
  });
});
