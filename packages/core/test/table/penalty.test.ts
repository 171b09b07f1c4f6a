// A tournament penalty (riichi): final points taken off one player after uma, as a chombo's
// penalty is (§5.9). It moves no table points, so the ranking, the uma and every later hand are
// unchanged; it stays with the hand it follows when the log is edited, and may come after the
// last hand. Every problem with one is named at its field, all at once.

import { describe, expect, test } from 'vitest';
import {
  appendEvent,
  createGame,
  exportCsv,
  type GameDocument,
  type GameEvent,
  MAX_PENALTY_POINTS,
  penaltyPointsBySeat,
  removeEvent,
  replaceEvent,
  settleGame,
} from '../../src/index.ts';
import type { Seat } from '../../src/payment.ts';
import { chombo, draw, newGame, play, ron, wins, yakumanWin } from './helpers.ts';

const penalty = (seat: Seat, points: number, note?: string): GameEvent => ({
  type: 'penalty',
  seat,
  points,
  ...(note === undefined ? {} : { note }),
});

function issuesOf(doc: GameDocument, event: unknown): [string, string | undefined][] {
  const r = appendEvent(doc, event as GameEvent);
  return r.ok ? [] : r.issues.map((i) => [i.code, i.path]);
}

const pointsOf = (doc: GameDocument) => {
  const r = play(doc).state;
  return settleGame(r).rows.map((row) => row.points);
};

describe('a penalty in final points', () => {
  test('comes off after uma: the table, the ranking and the uma are as without it', () => {
    // East 1: East takes 3 han 30 fu (5800) from South.
    const { doc, state } = play(newGame('ema2016'), ron(0, 1, 3, 30));
    const without = settleGame(state).rows;
    const after = play(doc, penalty(1, -10, 'slow play, second warning')).state;
    expect(after.scores).toEqual(state.scores);
    expect(after.total).toBe(state.total);
    expect(after.penalties).toEqual([
      { eventIndex: 2, round: state.round, scores: state.scores, seat: 1, points: -10 },
    ]);
    const rows = settleGame(after).rows;
    expect(rows.map((r) => r.rank)).toEqual(without.map((r) => r.rank));
    expect(rows.map((r) => r.uma)).toEqual(without.map((r) => r.uma));
    expect(rows.map((r) => r.penalty)).toEqual([0, -10, 0, 0]);
    expect(rows.map((r) => r.points)).toEqual(without.map((r, s) => (s === 1 ? r.points - 10 : r.points)));
    // EMA (start and return 30,000, uma 15/5/−5/−15, ties split): East 35,800 → 5.8 + 15;
    // South 24,200 → −5.8 − 15 − 10; West and North tied at 30,000 share +5 and −5.
    expect(rows.map((r) => r.points)).toEqual([20.8, -30.8, 0, 0]);
  });

  test('adds to a chombo penalty in the same column, in tenths without binary noise', () => {
    const { doc } = play(newGame('ema2016'), chombo(2), penalty(2, -5.5), penalty(3, -0.1));
    const more = play(doc, penalty(3, -0.1), penalty(3, -0.1)).state;
    const rows = settleGame(more).rows;
    // EMA chombo −20, and −5.5 given by the referee.
    expect(rows[2]!.penalty).toBe(-25.5);
    expect(rows[3]!.penalty).toBe(-0.3);
    // The column's two parts, each in tenths: what a front end says the column holds.
    expect(rows.map((r) => [r.chomboPenalty, r.tournamentPenalty])).toEqual([
      [0, 0],
      [0, 0],
      [-20, -5.5],
      [0, -0.3],
    ]);
    expect(penaltyPointsBySeat(more)).toEqual([0, 0, -5.5, -0.3]);
    // A typed −2.3 is kept as −2.3, to one decimal.
    expect(play(doc, penalty(0, -2.3)).state.penalties.at(-1)!.points).toBe(-2.3);
  });

  test('tenhou1000: only the penalised player’s points change', () => {
    const overrides = { finalRounding: 'tenhou1000' };
    const { doc } = play(newGame('tenhou', overrides), ron(1, 2, 4, 30), ron(3, 0, 2, 40));
    const without = pointsOf(doc);
    const withIt = pointsOf(play(doc, penalty(0, -3)).doc);
    expect(withIt).toEqual(without.map((p, s) => (s === 0 ? Math.round((p - 3) * 10) / 10 : p)));
  });

  test('may be given after the last hand; no hand may', () => {
    // South takes a yakuman from West, who goes below zero: tenhou's game ends there.
    const { doc, state } = play(newGame('tenhou'), wins([yakumanWin(1, 2)]));
    expect(state.finished).toBe(true);
    const after = play(doc, penalty(1, -20, 'mobile phone rang')).state;
    expect(after.finished).toBe(true);
    expect(settleGame(after).rows[1]!.penalty).toBe(-20);
    expect(issuesOf(play(doc, penalty(1, -20)).doc, draw([]))).toEqual([['game_over', 'events[3]']]);
  });

  test('stays with the hand it follows when the log is edited; removed, the settlement is as before', () => {
    const { doc } = play(newGame('wrc2025'), ron(0, 1, 3, 30), penalty(2, -10), draw([0]));
    expect(play(doc).state.penalties[0]!.eventIndex).toBe(2);
    expect(play(doc).state.history.map((h) => h.eventIndex)).toEqual([1, 3]);
    // Hand 1 corrected: North won instead; the penalty is still West's and still −10.
    const edited = replaceEvent(doc, 1, ron(3, 1, 3, 30));
    if (!edited.ok) throw new Error('edit refused');
    expect(settleGame(edited.value.state).rows.map((r) => r.penalty)).toEqual([0, 0, -10, 0]);
    // The penalty itself corrected, then removed.
    const changed = replaceEvent(doc, 2, penalty(2, -5));
    if (!changed.ok) throw new Error('edit refused');
    expect(changed.value.state.penalties.map((p) => p.points)).toEqual([-5]);
    const removed = removeEvent(doc, 2);
    if (!removed.ok) throw new Error('remove refused');
    expect(removed.value.state.penalties).toEqual([]);
    expect(settleGame(removed.value.state).rows.every((r) => r.penalty === 0)).toBe(true);
  });

  test('every problem is named at its field, all at once', () => {
    const doc = newGame('ema2016');
    expect(issuesOf(doc, { type: 'penalty', seat: 4, points: 10 })).toEqual([
      ['bad_seat', 'events[1].seat'],
      ['bad_penalty', 'events[1].points'],
    ]);
    expect(issuesOf(doc, { type: 'penalty', seat: '1', points: -10 })).toEqual([
      ['bad_seat', 'events[1].seat'],
    ]);
    for (const points of [0, 5, -1.25, Number.NaN, Number.NEGATIVE_INFINITY, '-10', null, undefined]) {
      expect(issuesOf(doc, { type: 'penalty', seat: 0, points })).toEqual([
        ['bad_penalty', 'events[1].points'],
      ]);
    }
    const zero = appendEvent(doc, penalty(0, 0));
    expect(!zero.ok && zero.issues[0]!.message).toBe('a penalty of 0 takes nothing off');
    // Table points typed for final points: refused with the unit named.
    const r = appendEvent(doc, penalty(0, -10000));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]!.message).toMatch(/thousands of table points \(-10 is 10,000\)/);
    expect(issuesOf(doc, penalty(0, -MAX_PENALTY_POINTS))).toEqual([]);
    expect(issuesOf(doc, { type: 'penalty', seat: 0, points: -10, amount: -10 })).toEqual([
      ['unknown_field', 'events[1].amount'],
    ]);
  });

  test('Japanese Classical and Singapore have no final points to take it from', () => {
    for (const [family, preset] of [
      ['classical', 'jc_reference'],
      ['singapore', 'sg_reference'],
    ] as const) {
      const g = createGame({ family, preset, overrides: {}, players: ['A', 'B', 'C', 'D'] });
      if (!g.ok) throw new Error(`no ${family} game: ${JSON.stringify(g.issues)}`);
      const r = appendEvent(g.value, penalty(0, -10));
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.issues.map((i) => [i.code, i.path])).toEqual([['no_penalties', 'events[1].type']]);
        expect(r.issues[0]!.message).toMatch(/payments between players/);
      }
    }
  });

  test('the CSV has a row for it that moves nothing', () => {
    const { state } = play(newGame('ema2016'), ron(0, 1, 3, 30), penalty(1, -10));
    const lines = exportCsv(state).trim().split('\n');
    expect(lines).toHaveLength(3);
    // The dealer won East 1, so it is East 1 with one honba when the penalty is given.
    expect(lines[2]).toBe(',E1,1,0,penalty 2 -10,0,0,0,0,35800,24200,30000,30000');
  });
});
