// The referee's adjustment form (adjustForm.ts): amounts read as the game keeps them (whole
// points, or money as hundredths), a sign typed in the field taken as the sign, the event
// written as core's adjustment by deltas (no sticks where the game plays none), and an
// adjustment read back into the form as it was entered, so that it is saved unchanged.

import { appendEvent, createGame, type GameEvent, replayGame } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import {
  type AdjustForm,
  buildAdjust,
  deltasAdjustAt,
  emptyAdjust,
  initialAdjust,
  parseAmount,
  typedAmount,
} from '../src/game/adjustForm.ts';

test('points are whole, grouped or not, full-width digits too; anything else is not an amount', () => {
  expect(parseAmount('', 'points')).toBe(0);
  expect(parseAmount('2000', 'points')).toBe(2000);
  expect(parseAmount('2,000', 'points')).toBe(2000);
  expect(parseAmount(' 12 000 ', 'points')).toBe(12000);
  expect(parseAmount('２０００', 'points')).toBe(2000);
  for (const bad of ['12a', '1.5', '1e3', '-', '0x10']) expect(parseAmount(bad, 'points'), bad).toBeNull();
});

test('money has at most two decimals, kept as hundredths', () => {
  expect(parseAmount('1.5', 'hundredths')).toBe(150);
  expect(parseAmount('1.50', 'hundredths')).toBe(150);
  expect(parseAmount('.25', 'hundredths')).toBe(25);
  expect(parseAmount('3', 'hundredths')).toBe(300);
  expect(parseAmount('0.07', 'hundredths')).toBe(7);
  for (const bad of ['1.505', '1.2.3', 'S$1', '.']) expect(parseAmount(bad, 'hundredths'), bad).toBeNull();
});

test('a sign typed before the amount is taken as its sign', () => {
  expect(typedAmount('-2000')).toEqual({ text: '2000', minus: true });
  expect(typedAmount('−2000')).toEqual({ text: '2000', minus: true });
  expect(typedAmount('+ 500')).toEqual({ text: '500', minus: false });
  expect(typedAmount('500')).toEqual({ text: '500' });
});

const form = (patch: Partial<AdjustForm>): AdjustForm => ({ ...emptyAdjust(), entered: true, ...patch });

test('the event: each seat signed, the sticks and the reason only when given', () => {
  const built = buildAdjust(
    form({
      amounts: ['2000', '1,000', '', '0'],
      minus: [true, false, false, true],
      sticks: 1,
      note: ' slow ',
    }),
    'points',
    true,
  );
  expect(built).toEqual({
    event: { type: 'adjust', deltas: [-2000, 1000, 0, 0], stickDelta: 1, note: 'slow' },
    unreadable: [],
    noNote: false,
  });
  // No -0 for an empty amount marked minus.
  expect(Object.is(built.event!.deltas[3], 0)).toBe(true);
  // Singapore: no sticks written, whatever the form holds.
  expect(buildAdjust(form({ amounts: ['1.5', '', '', ''], sticks: 2 }), 'hundredths', false)).toEqual({
    event: { type: 'adjust', deltas: [150, 0, 0, 0] },
    unreadable: [],
    noNote: true,
  });
  // An amount that does not read: no event, the seat named.
  expect(buildAdjust(form({ amounts: ['', 'x', '', ''] }), 'points', true)).toMatchObject({
    event: null,
    unreadable: [1],
  });
});

test('an adjustment by deltas is read back into the form as entered, and written again unchanged', () => {
  const start = createGame({
    family: 'singapore',
    preset: 'sg_reference',
    overrides: {},
    players: ['A', 'B', 'C', 'D'],
  });
  if (!start.ok) throw new Error('no game');
  const event: GameEvent = { type: 'adjust', deltas: [-150, 150, 0, 0], note: 'kong paid at the table' };
  const r = appendEvent(start.value, event);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const events = r.value.doc.events;
  expect(deltasAdjustAt(events, 1)).toEqual(event);
  const f = initialAdjust(events, 1, 'hundredths');
  expect(f).toEqual({
    amounts: ['1.50', '1.50', '', ''],
    minus: [true, false, false, false],
    sticks: 0,
    note: 'kong paid at the table',
    entered: true,
  });
  expect(buildAdjust(f, 'hundredths', false).event).toEqual(event);
  // An outright one is not this form's, nor a hand: a new form instead.
  const outright = [...events, { type: 'adjust', scores: [0, 0, 0, 0], sticks: 0 } as GameEvent];
  expect(replayGame({ ...r.value.doc, events: outright }).ok).toBe(true);
  expect(deltasAdjustAt(outright, 2)).toBeNull();
  expect(initialAdjust(outright, 2, 'hundredths')).toEqual(emptyAdjust());
  expect(initialAdjust(events, null, 'hundredths')).toEqual(emptyAdjust());
});
