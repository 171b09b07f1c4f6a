// Audit of the Japanese Classical quick entry (basic points and doubles, or a limit hand)
// through the ledger's appendEvent: a `limit` that is no boolean and basic points past any
// table are refused with one issue naming the field, never scored.

import { describe, expect, test } from 'vitest';
import { appendEvent, createGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';

function game(): GameDocument {
  const g = createGame({
    family: 'classical',
    preset: 'jc_reference',
    overrides: {},
    players: ['Ann', 'Bob', 'Cy', 'Dee'],
  });
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  return g.value;
}

function pointsWin(score: Record<string, unknown>): GameEvent {
  return {
    type: 'hand',
    riichi: [],
    result: {
      kind: 'win',
      wins: [{ winner: 1, from: 0, score: { mode: 'points', ...score } as never }],
    },
  };
}

describe('Japanese Classical quick entry: refused values', () => {
  test.each([
    // A truthy "no" made a limit hand (2,000 from the discarder) and skipped the points check.
    ['limit "no"', { points: 30, doubles: 1, limit: 'no' }, 'limit'],
    ['limit "yes" with no points', { points: 'x', doubles: 1, limit: 'yes' }, 'limit'],
    ['limit 1', { points: 30, doubles: 1, limit: 1 }, 'limit'],
    // 1e300 x 2^60 is Infinity: the breakdown saved rawValue as null.
    ['points 1e300', { points: 1e300, doubles: 60 }, 'points'],
    ['points past the bound', { points: 1_000_000_001, doubles: 0 }, 'points'],
  ])('%s → bad_value at that field', (_what, score, field) => {
    const r = appendEvent(game(), pointsWin(score));
    expect(r.ok ? 'accepted' : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_value', `events[1].result.wins[0].score.${field}`],
    ]);
  });

  test('limit true, false and absent still score as before', () => {
    const deltas = (score: Record<string, unknown>) => {
      const r = appendEvent(game(), pointsWin(score));
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return r.value.state.scores.map((s) => s - 500);
    };
    expect(deltas({ points: 30, doubles: 1, limit: true })).toEqual([-2000, 2000, 0, 0]);
    expect(deltas({ points: 30, doubles: 1, limit: false })).toEqual([-240, 240, 0, 0]);
    expect(deltas({ points: 30, doubles: 1 })).toEqual([-240, 240, 0, 0]);
    expect(deltas({ points: 1_000_000_000, doubles: 0 })).toEqual([-2000, 2000, 0, 0]);
  });
});
