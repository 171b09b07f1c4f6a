// Score box 2's line notes in the player's language: core words a note in English and gives it
// as data too (`noteKey`), which the app words itself.

import {
  appendEvent,
  createGame,
  type GameEvent,
  type PaymentLine,
  payClassicalWin,
  resolveClassicalRules,
} from '@mahjong-ledger/core';
import { afterEach, expect, test } from 'vitest';
import { setLocale } from '../src/i18n/index.ts';
import { noteText } from '../src/score/ScoreBox2.tsx';

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
