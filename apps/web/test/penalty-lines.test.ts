// The settlement's penalty column explained (penaltyLines.ts): each chombo paid in final points
// and each tournament penalty with its reason, in the order of the log; per player they add up
// to core's column. A chombo paid at the table is no line (it costs no final points).

import {
  type GameConfig,
  type GameDocument,
  type GameEvent,
  type RiichiRules,
  replayGame,
  settleGame,
} from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { familyUi } from '../src/game/families.ts';
import { penaltyLines } from '../src/game/penaltyLines.ts';

const chombo = (offender: 0 | 1 | 2 | 3): GameEvent => ({
  type: 'hand',
  riichi: [],
  result: { kind: 'chombo', offender },
});
const draw: GameEvent = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } };

function game(preset: string, events: GameEvent[], overrides: Record<string, unknown> = {}) {
  const config: GameConfig = { family: 'riichi', preset, overrides, players: ['A', 'B', 'C', 'D'] };
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [{ type: 'start', config }, ...events],
  };
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  return { doc, state: state.value, rules: familyUi(config)!.rules as RiichiRules };
}

test("chombos and penalties, in the log's order, sum to the settlement's penalty column", () => {
  const { doc, state, rules } = game('ema2016', [
    draw,
    { type: 'penalty', seat: 2, points: -5.5, note: 'slow play' },
    chombo(2),
    { type: 'penalty', seat: 0, points: -0.1 },
    { type: 'penalty', seat: 0, points: -0.2, note: 'phone' },
  ]);
  const lines = penaltyLines(doc, state, rules);
  expect(lines).toEqual([
    { kind: 'penalty', index: 2, seat: 2, points: -5.5, hand: 1, note: 'slow play' },
    // EMA: a chombo is 20 final points; it is the second hand.
    { kind: 'chombo', index: 3, seat: 2, points: -20, hand: 2, note: null },
    { kind: 'penalty', index: 4, seat: 0, points: -0.1, hand: 2, note: null },
    { kind: 'penalty', index: 5, seat: 0, points: -0.2, hand: 2, note: 'phone' },
  ]);
  const sums = [0, 1, 2, 3].map(
    (s) => lines.filter((l) => l.seat === s).reduce((t, l) => t + Math.round(l.points * 10), 0) / 10,
  );
  expect(sums).toEqual(settleGame(state).rows.map((r) => r.penalty));
});

test('a chombo paid at the table costs no final points: no line for it', () => {
  // EMA's 20-point chombo paid at the table instead (a mangan's worth): the penalty alone is listed.
  const { doc, state, rules } = game('ema2016', [chombo(1), { type: 'penalty', seat: 3, points: -4 }], {
    chomboTablePayment: true,
  });
  expect(rules.chomboPoints).toBe(20);
  expect(penaltyLines(doc, state, rules).map((l) => [l.kind, l.seat, l.points])).toEqual([
    ['penalty', 3, -4],
  ]);
  expect(settleGame(state).rows.map((r) => r.penalty)).toEqual([0, 0, 0, -4]);
});
