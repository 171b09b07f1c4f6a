// Games the unit tests share, as documents (the e2e tests import the same as files).

import type { GameDocument } from '@mahjong-ledger/core';

/**
 * A Tenhou game (bust on) of three hands and a referee's correction: Dave wins a mangan from
 * Carol (33,000), then pays Alice's yakuman (1,000 left), the scores are corrected (Carol is given
 * 1,000 back), then a draw. Without the first hand (deleted), or with it worth 1,000 (edited),
 * Dave busts on the yakuman: the game ends there, and the draw (hand 3) is refused.
 */
export const BUST_GAME: GameDocument = {
  schema: 'mahjong-ledger/game',
  version: 1,
  events: [
    {
      type: 'start',
      config: {
        family: 'riichi',
        preset: 'tenhou',
        overrides: {},
        players: ['Alice', 'Bob', 'Carol', 'Dave'],
      },
    },
    {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 3, from: 2, score: { mode: 'value', han: 5, fu: 30 } }] },
    },
    {
      type: 'hand',
      riichi: [],
      result: {
        kind: 'win',
        wins: [{ winner: 0, from: 3, score: { mode: 'value', han: 13, fu: 30, yakuman: 1 } }],
      },
    },
    { type: 'adjust', scores: [56000, 25000, 18000, 1000], sticks: 0, note: 'Alice gave Carol 1,000 back' },
    { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } },
  ],
};

/** A Classical win with no winner entry (`wins: [null]`): once made core throw; now refused. */
export const NULL_WIN_DOCUMENT = {
  schema: 'mahjong-ledger/game',
  version: 1,
  events: [
    {
      type: 'start',
      config: { family: 'classical', preset: 'jc_reference', overrides: {}, players: ['A', 'B', 'C', 'D'] },
    },
    { type: 'hand', riichi: [], result: { kind: 'win', wins: [null] } },
  ],
};
