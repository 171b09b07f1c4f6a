// The score graph's points and labels (graphPoints.ts): a Singapore instant payout is a point
// within the hand it was paid in, on core's numbering of hands, and moves neither the count nor
// the labels on; a referee's correction is a point within the hand that follows it; a long game
// labels every k-th hand, so that no two labels touch at the chart's width; a tournament
// penalty moves no table points and is no point.

import { type GameDocument, type GameEvent, replayGame } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { graphPoints, handLabels } from '../src/game/graphPoints.ts';
import { LABEL } from '../src/game/ScoreGraph.tsx';
import { BUST_GAME } from './fixtures.ts';

function stateOf(family: 'riichi' | 'singapore', preset: string, events: GameEvent[]) {
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [
      { type: 'start', config: { family, preset, overrides: {}, players: ['A', 'B', 'C', 'D'] } },
      ...events,
    ],
  };
  const r = replayGame(doc);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const kong: GameEvent = { type: 'instant', seat: 1, kongs: ['ankan'] };
const draw: GameEvent = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } };

test('instant payouts are points within the hand they were paid in; the hands keep their numbers', () => {
  // Hand 1 is a draw with two kongs paid during it; a third kong during hand 2, still in play.
  const state = stateOf('singapore', 'sg_reference', [kong, kong, draw, kong]);
  const graph = graphPoints(state);
  expect(graph.points.map((p) => [p.kind, p.x])).toEqual([
    ['start', 0],
    ['instant', 1 / 3],
    ['instant', 2 / 3],
    ['hand', 1],
    ['instant', 1.5],
  ]);
  // One hand finished: labels 0 and 1, the payout of the hand in play after it, unlabelled.
  expect(graph.hands).toBe(1);
  expect(graph.span).toBe(2);
  expect(handLabels(graph.hands, graph.span, 500, LABEL)).toEqual([0, 1]);
  // Each point's scores are the ledger's after it; the last, the table's now.
  expect(graph.points.at(-1)!.scores).toEqual(state.scores);
  expect(graph.points.slice(1).map((p) => p.scores)).toEqual(state.history.map((h) => h.scoresAfter));
});

test("a referee's correction is a point within the hand after it", () => {
  const state = stateOf('riichi', 'tenhou', BUST_GAME.events.slice(1));
  const graph = graphPoints(state);
  expect(graph.points.map((p) => [p.kind, p.x])).toEqual([
    ['start', 0],
    ['hand', 1],
    ['hand', 2],
    ['adjust', 2.5],
    ['hand', 3],
  ]);
  expect(graph.points[3]!.scores).toEqual([56000, 25000, 18000, 1000]);
  expect(graph.hands).toBe(3);
});

test('a tournament penalty is no point: it moves no table points, the graph is as without it', () => {
  const events = BUST_GAME.events.slice(1);
  const penalty: GameEvent = { type: 'penalty', seat: 1, points: -10, note: 'slow play' };
  const plain = graphPoints(stateOf('riichi', 'tenhou', events));
  // Before the first hand, between two hands, and after the last.
  const withPenalties = stateOf('riichi', 'tenhou', [
    penalty,
    ...events.slice(0, 2),
    penalty,
    ...events.slice(2),
    penalty,
  ]);
  expect(withPenalties.penalties).toHaveLength(3);
  expect(graphPoints(withPenalties)).toEqual(plain);
});

test('a game without hands has its start alone', () => {
  const state = stateOf('riichi', 'tenhou', []);
  expect(graphPoints(state)).toEqual({
    points: [{ x: 0, scores: state.scores, kind: 'start' }],
    hands: 0,
    span: 0,
  });
  expect(handLabels(0, 0, 500, LABEL)).toEqual([0]);
});

test('a short game labels every hand', () => {
  expect(handLabels(8, 8, 500, LABEL)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
});

test('a long game labels every k-th hand, and no two labels touch', () => {
  for (const hands of [10, 16, 24, 40, 75, 120, 999, 1500]) {
    for (const width of [200, 498, 1000]) {
      const labels = handLabels(hands, hands, width, LABEL);
      const step = labels[1]! - labels[0]!;
      expect([1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]).toContain(step);
      // Centred labels: the next starts past the end of this one, with the gap.
      const apart = (step * width) / hands;
      expect(apart, `${hands} hands at ${width}`).toBeGreaterThanOrEqual(
        String(hands).length * LABEL.charWidth + LABEL.gap,
      );
      // And no sparser than it need be: half as many would still not touch only if k were 1.
      if (step > 1) {
        const smaller = [1, 2, 5, 10, 20, 50, 100, 200, 500][
          [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000].indexOf(step) - 1
        ]!;
        expect((smaller * width) / hands).toBeLessThan(String(hands).length * LABEL.charWidth + LABEL.gap);
      }
      expect(labels[0]).toBe(0);
      expect(labels.every((n) => n <= hands && n % step === 0)).toBe(true);
    }
  }
  // 24 hands across the chart (498 units): every other hand.
  expect(handLabels(24, 24, 498, LABEL)).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24]);
});
