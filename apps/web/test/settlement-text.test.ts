// The settlement as text (settlementText.ts): what a club pastes where it posts results. Every
// figure is core's, written as the settlement screen writes it; the penalties of riichi's
// penalty column follow the players, each with its reason.

import type { GameConfig, GameDocument, GameEvent } from '@mahjong-ledger/core';
import { replayGame } from '@mahjong-ledger/core';
import { afterEach, expect, test } from 'vitest';
import { settlementText } from '../src/game/settlementText.ts';
import { setLocale } from '../src/i18n/index.ts';

function game(config: Omit<GameConfig, 'players' | 'overrides'>, events: GameEvent[]) {
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [
      { type: 'start', config: { overrides: {}, players: ['Alice', 'Bob', 'Carol', 'Dave'], ...config } },
      ...events,
    ],
  };
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  return { doc, state: state.value };
}

const riichiGame = () =>
  game({ family: 'riichi', preset: 'ema2016' }, [
    // Bob 3 han 30 fu from Carol: 3,900.
    {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 1, from: 2, score: { mode: 'value', han: 3, fu: 30 } }] },
    },
    { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 3 } },
    { type: 'penalty', seat: 2, points: -5.5, note: 'slow play' },
  ]);

afterEach(() => setLocale('en'));

test('riichi: places and final points as the screen writes them, then the penalty column line by line', () => {
  setLocale('en');
  const { doc, state } = riichiGame();
  // EMA: start and return 30,000, uma 15/5/−5/−15, ties split. Bob +3.9 + 15; Alice and Dave
  // tied at 30,000 share second (uma +5 and −5: 0 each), Dave's chombo −20 after uma; Carol
  // −3.9 − 15 and the referee's −5.5.
  expect(settlementText(doc, state)).toBe(
    [
      'Settlement: Riichi · EMA 2016',
      'The game is not over: this is the settlement as it stands.',
      '1. Bob +18.9',
      '2. Alice 0.0',
      '2. Dave −20.0',
      '4. Carol −24.4',
      'Penalties:',
      '- Dave −20.0 · chombo in hand 2',
      '- Carol −5.5 · After hand 2 · slow play',
    ].join('\n'),
  );
});

test('in the language on screen', () => {
  setLocale('ja');
  const { doc, state } = riichiGame();
  const text = settlementText(doc, state);
  expect(text.split('\n')[2]).toBe('1. Bob +18.9');
  expect(text).not.toContain('Settlement');
  expect(text).not.toContain('Penalties');
});

test('Singapore: each balance with cents, and the money at the game’s rate', () => {
  setLocale('en');
  const { doc, state } = game({ family: 'singapore', preset: 'sg_reference', rate: 2 }, [
    { type: 'adjust', scores: [1250, -250, -500, -500], sticks: 0, note: 'the paper sheet' },
  ]);
  expect(settlementText(doc, state)).toBe(
    [
      'Settlement: Singapore · Reference (0.50 / 1, limit 5)',
      'The game is not over: this is the settlement as it stands.',
      '1. Alice +12.50 (Money +25.00)',
      '2. Bob −2.50 (Money −5.00)',
      '3. Carol −5.00 (Money −10.00)',
      '3. Dave −5.00 (Money −10.00)',
    ].join('\n'),
  );
});

test('options played otherwise than the preset are named under its name; one that repeats it is not', () => {
  setLocale('en');
  const { doc, state } = game({ family: 'riichi', preset: 'ema2016' }, []);
  const config = (overrides: Record<string, unknown>) =>
    ({ ...doc, events: [{ ...doc.events[0]!, config: { ...state.config, overrides } }] }) as GameDocument;
  const lines = (overrides: Record<string, unknown>) => {
    const d = config(overrides);
    const r = replayGame(d);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return settlementText(d, r.value).split('\n').slice(0, 3);
  };
  // EMA 2016 plays with kiriage, ura dora and open tanyao.
  expect(lines({ kiriage: false, uraDora: false })).toEqual([
    'Settlement: Riichi · EMA 2016',
    'Changed from the preset: Round up to mangan (kiriage), Ura dora',
    'The game is not over: this is the settlement as it stands.',
  ]);
  expect(lines({ kuitan: true })[1]).toBe('The game is not over: this is the settlement as it stands.');
});
