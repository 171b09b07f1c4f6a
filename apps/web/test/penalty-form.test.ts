// The tournament penalty form (penaltyForm.ts): the amount typed unsigned (a minus typed anyway
// is the same penalty), read as final points with a decimal point, full-width digits too; the
// event written with points below zero; a penalty read back into the form as entered, so that it
// is saved unchanged; and the preview's settlement figures, core's, without the penalty and with
// it (only the penalised player's penalty column and final points move).

import { appendEvent, createGame, type GameEvent, replayGame, settleGame } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import {
  buildPenalty,
  emptyPenalty,
  initialPenalty,
  type PenaltyForm,
  parsePenalty,
  penaltyAt,
  penaltyEffect,
  typedPenalty,
} from '../src/game/penaltyForm.ts';

test('final points: whole or with a decimal point, full-width digits too; a minus typed is dropped', () => {
  expect(parsePenalty('')).toBeNull();
  expect(parsePenalty('  ')).toBeNull();
  expect(parsePenalty('10')).toBe(10);
  expect(parsePenalty('2.5')).toBe(2.5);
  expect(parsePenalty('.5')).toBe(0.5);
  expect(parsePenalty('１０．５')).toBe(10.5);
  expect(parsePenalty('-10')).toBe(10);
  expect(parsePenalty('− 10')).toBe(10);
  // More decimals read (core refuses them by name), as does a slip of units.
  expect(parsePenalty('2.35')).toBe(2.35);
  expect(parsePenalty('10000')).toBe(10000);
  for (const bad of ['1,5', '10,000', '+10', '1e3', '12a', '.', '--10', '0x10'])
    expect(parsePenalty(bad), bad).toBeNaN();
  expect(typedPenalty('-10')).toBe('10');
  expect(typedPenalty('－2.5')).toBe('2.5');
  expect(typedPenalty('10')).toBe('10');
});

const form = (patch: Partial<PenaltyForm>): PenaltyForm => ({ ...emptyPenalty(), entered: true, ...patch });

test('the event: the seat, the points below zero, the reason trimmed and only when given', () => {
  expect(buildPenalty(form({ seat: 1, amount: '10', note: ' slow play ' }))).toEqual({
    event: { type: 'penalty', seat: 1, points: -10, note: 'slow play' },
    amount: 10,
    noSeat: false,
    noAmount: false,
    unreadable: false,
    noNote: false,
  });
  // Typed negative, the same penalty: never a positive (a gift) from a sign typed.
  expect(buildPenalty(form({ seat: 0, amount: '-2.5' })).event).toEqual({
    type: 'penalty',
    seat: 0,
    points: -2.5,
  });
  // 0 is 0, not −0: core then says a penalty takes something off.
  expect(Object.is(buildPenalty(form({ seat: 2, amount: '0' })).event!.points, 0)).toBe(true);
  // No player, no amount, or an amount that does not read: no event, and which is said.
  expect(buildPenalty(form({ amount: '10', note: 'x' }))).toMatchObject({ event: null, noSeat: true });
  expect(buildPenalty(form({ seat: 3 }))).toMatchObject({ event: null, noAmount: true, unreadable: false });
  expect(buildPenalty(form({ seat: 3, amount: '1,5' }))).toMatchObject({
    event: null,
    amount: null,
    noAmount: false,
    unreadable: true,
  });
});

function riichiGame(preset: string, ...events: GameEvent[]) {
  const start = createGame({ family: 'riichi', preset, overrides: {}, players: ['A', 'B', 'C', 'D'] });
  if (!start.ok) throw new Error('no game');
  let doc = start.value;
  for (const e of events) {
    const r = appendEvent(doc, e);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    doc = r.value.doc;
  }
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  return { doc, state: state.value };
}

const ron: GameEvent = {
  type: 'hand',
  riichi: [],
  result: { kind: 'win', wins: [{ winner: 0, from: 1, score: { mode: 'value', han: 3, fu: 30 } }] },
};

test('a penalty is read back into the form as entered, and written again unchanged', () => {
  const event: GameEvent = { type: 'penalty', seat: 2, points: -2.3, note: 'late to the table' };
  const { doc } = riichiGame('ema2016', ron, event);
  expect(penaltyAt(doc.events, 2)).toEqual(event);
  const f = initialPenalty(doc.events, 2);
  expect(f).toEqual({ seat: 2, amount: '2.3', note: 'late to the table', entered: true });
  expect(buildPenalty(f).event).toEqual(event);
  // A hand is not this form's: a new form instead.
  expect(penaltyAt(doc.events, 1)).toBeNull();
  expect(initialPenalty(doc.events, 1)).toEqual(emptyPenalty());
  expect(initialPenalty(doc.events, null)).toEqual(emptyPenalty());
});

test("the preview: the player's penalty column and final points without the penalty and with it, core's", () => {
  // EMA: East takes 3 han 30 fu (5,800) from South; ties split, uma 15/5/−5/−15.
  const chombo: GameEvent = { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 1 } };
  const without = riichiGame('ema2016', ron, chombo);
  const withIt = riichiGame('ema2016', ron, chombo, { type: 'penalty', seat: 1, points: -10 });
  const effect = penaltyEffect(without.state, withIt.state, 1);
  const row = settleGame(without.state).rows[1]!;
  expect(effect.before).toEqual({ rank: row.rank, penalty: row.penalty, points: row.points });
  // The chombo's −20 and the referee's −10 in one column; the rank is as it was.
  expect(effect.before.penalty).toBe(-20);
  expect(effect.after).toEqual({
    rank: effect.before.rank,
    penalty: -30,
    points: Math.round((effect.before.points - 10) * 10) / 10,
  });
});
