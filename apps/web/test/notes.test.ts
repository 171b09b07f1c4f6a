// Score box 2's line notes in the player's language: core words a note in English and gives it
// as data too (`noteKey`), which the app words itself; and the history's words for a Classical
// win with changes of heart.

import {
  appendEvent,
  createGame,
  type GameEvent,
  type HandResult,
  type PaymentLine,
  payClassicalPenalty,
  payClassicalWin,
  resolveClassicalRules,
} from '@mahjong-ledger/core';
import { afterEach, expect, test } from 'vitest';
import { setLocale } from '../src/i18n/index.ts';
import { noteText } from '../src/score/ScoreBox2.tsx';
import { resultLabel } from '../src/ui/labels.ts';

const names = ['Ann', 'Bob', 'Cy', 'Dee'];
afterEach(() => setLocale('en'));

test('a Classical pao share names the player whose share it is, in every language', () => {
  const rules = resolveClassicalRules('jc_reference');
  if (!rules.ok) throw new Error('rules');
  const p = payClassicalWin({ winner: 0, discarder: null, dealer: 0, value: 100, liable: 2 }, rules.value);
  const line = p.lines.find((l) => l.reason === 'pao') as PaymentLine;
  expect(line.noteKey).toMatchObject({ id: 'share_of' });
  expect(noteText(line, names)).toBe(`share of ${names[line.noteKey!.seat!]}`);
  setLocale('ja');
  expect(noteText(line, names)).toBe(`${names[line.noteKey!.seat!]}の分`);
  setLocale('zh');
  expect(noteText(line, names)).toBe(`${names[line.noteKey!.seat!]}的份`);
});

test('a Singapore instant payout is named by its item; a note without a key stays as core wrote it', () => {
  const game = createGame({
    family: 'singapore',
    preset: 'sg_reference',
    overrides: {},
    players: names as never,
  });
  if (!game.ok) throw new Error('game');
  const event = { type: 'instant', seat: 3, bonus: '1a2a' } as unknown as GameEvent;
  const r = appendEvent(game.value, event);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const line = r.value.state.history[0]!.payment.lines[0]!;
  setLocale('ja');
  expect(noteText(line, names)).not.toMatch(/bite|cat/i);
  expect(noteText({ from: 0, to: 1, amount: 100, reason: 'base', note: 'words' }, names)).toBe('words');
});

test('a change of heart is named in every language', () => {
  const rules = resolveClassicalRules('jc_reference');
  if (!rules.ok) throw new Error('rules');
  const p = payClassicalPenalty(
    { kind: 'change_of_heart', offender: 3, dealer: 0, beneficiary: 1 },
    rules.value,
  );
  const line = p.lines[0]!;
  expect(line.noteKey).toEqual({ id: 'change_of_heart' });
  expect(noteText(line, names)).toBe('change of heart');
  setLocale('ja');
  expect(noteText(line, names)).toBe('心変わり');
  setLocale('zh');
  expect(noteText(line, names)).toBe('反悔');
});

test('the history names who made a change of heart, once per player with the count', () => {
  const result: HandResult = {
    kind: 'win',
    wins: [{ winner: 1, from: 2, score: { mode: 'points', points: 30, doubles: 1 } }],
    changeOfHeart: [3, 0, 3],
  };
  expect(resultLabel(result, names, 'classical')).toBe(
    'Bob won on Cy’s discard · change of heart: Ann, Dee ×2',
  );
  setLocale('ja');
  expect(resultLabel(result, names, 'classical')).toContain('心変わり：Ann, Dee ×2');
  setLocale('en');
  expect(resultLabel({ ...result, changeOfHeart: [] }, names, 'classical')).toBe('Bob won on Cy’s discard');
});
