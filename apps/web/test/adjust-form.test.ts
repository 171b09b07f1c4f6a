// The referee's adjustment form (adjustForm.ts): amounts read as the game keeps them (whole
// points, or money as hundredths), a sign typed in the field taken as the sign, the event
// written as core's adjustment by deltas or set outright (no sticks where the game plays none),
// an adjustment of either form read back into the form as it was entered, so that it is saved
// unchanged, and the values turned into the other form's when the form is switched.

import { appendEvent, createGame, type GameEvent, replayGame } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import {
  type AdjustForm,
  adjustAt,
  buildAdjust,
  changesNothing,
  emptyAdjust,
  initialAdjust,
  parseAmount,
  switchMode,
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
  expect(Object.is((built.event as { deltas: number[] }).deltas[3], 0)).toBe(true);
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

const singapore = () => {
  const start = createGame({
    family: 'singapore',
    preset: 'sg_reference',
    overrides: {},
    players: ['A', 'B', 'C', 'D'],
  });
  if (!start.ok) throw new Error('no game');
  return start.value;
};

const riichi = () => {
  const start = createGame({
    family: 'riichi',
    preset: 'tenhou',
    overrides: {},
    players: ['A', 'B', 'C', 'D'],
  });
  if (!start.ok) throw new Error(JSON.stringify(start.issues));
  return start.value;
};

test('an adjustment by deltas is read back into the form as entered, and written again unchanged', () => {
  const event: GameEvent = { type: 'adjust', deltas: [-150, 150, 0, 0], note: 'kong paid at the table' };
  const r = appendEvent(singapore(), event);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const events = r.value.doc.events;
  expect(adjustAt(events, 1)).toEqual(event);
  const f = initialAdjust(events, 1, 'hundredths');
  expect(f).toEqual({
    mode: 'deltas',
    amounts: ['1.50', '1.50', '', ''],
    minus: [true, false, false, false],
    sticks: 0,
    note: 'kong paid at the table',
    entered: true,
  });
  expect(buildAdjust(f, 'hundredths', false).event).toEqual(event);
  // Not a correction (the start): a new form instead.
  expect(adjustAt(events, 0)).toBeNull();
  expect(initialAdjust(events, 0, 'hundredths')).toEqual(emptyAdjust());
  expect(initialAdjust(events, null, 'hundredths')).toEqual(emptyAdjust());
});

test('an adjustment set outright is read back in its form (scores below 0, a 0 shown), and written again unchanged', () => {
  // Riichi: the scores and the sticks left on the table.
  const event: GameEvent = {
    type: 'adjust',
    scores: [45000, 0, -3000, 57000],
    sticks: 1,
    note: 'paper score sheet',
  };
  const r = appendEvent(riichi(), event);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const f = initialAdjust(r.value.doc.events, 1, 'points');
  expect(f).toEqual({
    mode: 'outright',
    amounts: ['45000', '0', '3000', '57000'],
    minus: [false, false, true, false],
    sticks: 1,
    note: 'paper score sheet',
    entered: true,
  });
  expect(buildAdjust(f, 'points', true).event).toEqual(event);
  // Singapore: money with cents, no sticks said (core takes none).
  const sg: GameEvent = { type: 'adjust', scores: [250, -1075, 0, 825] } as GameEvent;
  const s = appendEvent(singapore(), sg);
  if (!s.ok) throw new Error(JSON.stringify(s.issues));
  const g = initialAdjust(s.value.doc.events, 1, 'hundredths');
  expect(g).toMatchObject({
    mode: 'outright',
    amounts: ['2.50', '10.75', '0.00', '8.25'],
    minus: [false, true, false, false],
    sticks: 0,
  });
  expect(buildAdjust(g, 'hundredths', false).event).toEqual(sg);
});

test('set outright, an empty score is not a score of 0: it is named, and no event is made', () => {
  const f = form({ mode: 'outright', amounts: ['30000', ' ', '0', '30000'], sticks: 0 });
  expect(buildAdjust(f, 'points', true)).toMatchObject({ event: null, unreadable: [1] });
  expect(buildAdjust({ ...f, amounts: ['30000', '30000', '0', '30000'] }, 'points', true).event).toEqual({
    type: 'adjust',
    scores: [30000, 30000, 0, 30000],
    sticks: 0,
  });
});

test('switching form turns the points given into the scores set, and back, sticks likewise', () => {
  const before = [31000, 29000, 30000, 30000];
  // Alice pays Bob 2,000 and puts a stick on the table (one there already).
  const deltas = form({
    amounts: ['2,000', '2000', '', ''],
    minus: [true, false, false, false],
    sticks: 1,
    note: 'paid short',
  });
  const outright = switchMode(deltas, 'outright', before, 1, 'points');
  expect(outright).toEqual({
    mode: 'outright',
    amounts: ['29000', '31000', '30000', '30000'],
    minus: [false, false, false, false],
    sticks: 2,
    note: 'paid short',
    entered: true,
  });
  // And back: the same points, 0 left empty, the stick put on.
  expect(switchMode(outright, 'deltas', before, 1, 'points')).toEqual({
    ...deltas,
    amounts: ['2000', '2000', '', ''],
  });
  // Scores set below the ones before: points taken, the sign said by `minus`; a score below 0.
  const set = form({
    mode: 'outright',
    amounts: ['30000', '1000', '30000', '30000'],
    minus: [false, true, false, false],
    sticks: 0,
  });
  expect(switchMode(set, 'deltas', before, 1, 'points')).toMatchObject({
    mode: 'deltas',
    amounts: ['1000', '30000', '', ''],
    minus: [true, true, false, false],
    sticks: -1,
  });
  // A new form (nothing typed): the scores set are those before it, as they stand.
  expect(switchMode(emptyAdjust(), 'outright', before, 0, 'points')).toEqual({
    ...emptyAdjust(),
    mode: 'outright',
    amounts: ['31000', '29000', '30000', '30000'],
  });
  // The same form asked for: unchanged.
  expect(switchMode(deltas, 'deltas', before, 1, 'points')).toBe(deltas);
});

test('switching form in Singapore money keeps the cents; a field that does not read is kept as typed', () => {
  const before = [-250, 1075, 0, -825];
  const deltas = form({ amounts: ['1.5', 'x', '.25', ''], minus: [false, false, true, false] });
  const outright = switchMode(deltas, 'outright', before, 0, 'hundredths');
  expect(outright).toMatchObject({
    mode: 'outright',
    amounts: ['1.00', 'x', '0.25', '8.25'],
    minus: [true, false, true, true],
    sticks: 0,
  });
  expect(
    switchMode({ ...outright, amounts: ['1.00', '12', '0.25', '8.25'] }, 'deltas', before, 0, 'hundredths'),
  ).toMatchObject({
    amounts: ['1.50', '1.25', '0.25', ''],
    minus: [false, false, true, false],
    sticks: 0,
  });
});

test('core keeps scores set as they already stand; the screen refuses them (changesNothing)', () => {
  const doc = riichi();
  const start = replayGame(doc);
  if (!start.ok) throw new Error('no game');
  const same: GameEvent = { type: 'adjust', scores: [...start.value.scores], sticks: 0 };
  const r = appendEvent(doc, same);
  // If core comes to refuse it, the screen's own check (and its message) can go.
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  const a = r.value.state.adjustments[0]!;
  expect(changesNothing(a.scoresBefore, a.scoresAfter, a.round.sticks, a.sticksAfter)).toBe(true);
  expect(changesNothing([30000, 30000, 30000, 30000], [30000, 30000, 30000, 30000], 0, 1)).toBe(false);
  expect(changesNothing([30000, 30000, 30000, 30000], [31000, 29000, 30000, 30000], 0, 0)).toBe(false);
  // Points that move nothing: core's own refusal.
  expect(appendEvent(doc, { type: 'adjust', deltas: [0, 0, 0, 0] }).ok).toBe(false);
});
