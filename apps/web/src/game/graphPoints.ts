// The score graph's points and hand labels (ScoreGraph.tsx draws them). Along the x axis are the
// hands as core numbers them (`handNumber`): the start at 0, hand N's scores after it at N. A
// Singapore instant payout is no hand: it is a point within the hand it was paid in, between
// N - 1 and N, as is a referee's correction made before hand N; neither moves the count on. A
// tournament penalty (riichi) is no point at all: it comes off the final points at the
// settlement and moves no table points, so a point for it would repeat the scores before it
// (the settlement's penalty column and its list under the table show it instead). A long game
// labels every k-th hand, k the least of 1, 2, 5, 10, 20, 50 ... whose labels cannot touch at
// the chart's width.

import { type GameState, handNumber } from '@mahjong-ledger/core';

type Scores = readonly [number, number, number, number];

export interface GraphPoint {
  /** Where along the axis: a hand at its number, a payout or correction within its hand. */
  x: number;
  scores: Scores;
  kind: 'start' | 'hand' | 'instant' | 'adjust';
}

export interface GraphPoints {
  points: GraphPoint[];
  /** Hands finished (the last label there can be). */
  hands: number;
  /** The axis runs from 0 to this: the hands, and the hand in play when a point falls within it. */
  span: number;
}

/** The scores at the start and after every hand, payout and correction, in the log's order. */
export function graphPoints(state: Pick<GameState, 'history' | 'adjustments' | 'scores'>): GraphPoints {
  const items = [
    ...state.history.map((h) => ({
      eventIndex: h.eventIndex,
      before: h.scoresBefore,
      after: h.scoresAfter,
      kind: h.result.kind === 'instant' ? ('instant' as const) : ('hand' as const),
    })),
    ...state.adjustments.map((a) => ({
      eventIndex: a.eventIndex,
      before: a.scoresBefore,
      after: a.scoresAfter,
      kind: 'adjust' as const,
    })),
  ].sort((a, b) => a.eventIndex - b.eventIndex);
  const numbered = items.map((item) => ({ ...item, n: handNumber(state.history, item.eventIndex) }));
  // How many points fall within each hand (before its end), to share its stretch of the axis.
  const within = new Map<number, number>();
  for (const item of numbered) if (item.kind !== 'hand') within.set(item.n, (within.get(item.n) ?? 0) + 1);
  const seen = new Map<number, number>();
  const points: GraphPoint[] = [{ x: 0, scores: numbered[0]?.before ?? state.scores, kind: 'start' }];
  let hands = 0;
  let span = 0;
  for (const item of numbered) {
    if (item.kind === 'hand') {
      hands = item.n;
      span = Math.max(span, item.n);
      points.push({ x: item.n, scores: item.after, kind: 'hand' });
      continue;
    }
    const m = (seen.get(item.n) ?? 0) + 1;
    seen.set(item.n, m);
    span = Math.max(span, item.n);
    points.push({ x: item.n - 1 + m / (within.get(item.n)! + 1), scores: item.after, kind: item.kind });
  }
  return { points, hands, span };
}

/** Steps between labelled hands, fewest labels last. */
function* steps(): Generator<number> {
  for (let scale = 1; ; scale *= 10) for (const k of [1, 2, 5]) yield k * scale;
}

/**
 * The hands labelled on an axis `width` units long running from 0 to `span`: every k-th from 0
 * to `hands`, k the least step whose labels (`charWidth` a digit, `gap` between two) do not touch.
 */
export function handLabels(
  hands: number,
  span: number,
  width: number,
  { charWidth, gap }: { charWidth: number; gap: number },
): number[] {
  if (span <= 0) return [0];
  const perHand = width / span;
  const widest = String(hands).length * charWidth;
  let step = 1;
  for (const k of steps()) {
    step = k;
    if (k * perHand >= widest + gap || k >= hands) break;
  }
  const labels: number[] = [];
  for (let n = 0; n <= hands; n += step) labels.push(n);
  return labels;
}
