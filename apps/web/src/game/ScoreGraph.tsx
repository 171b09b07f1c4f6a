// The scores of the four players along the game as an SVG line chart: at the start, after
// every hand, and at each instant payout or referee's correction within a hand, on the axis of
// hands core numbers (graphPoints.ts); in a long game every k-th hand is labelled, so that the
// labels never touch. The points plotted are the ledger's; this only draws them.

import type { GameState } from '@mahjong-ledger/core';
import { t } from '../i18n/index.ts';
import { amount, type Unit } from '../ui/format.ts';
import { graphPoints, handLabels } from './graphPoints.ts';

const COLORS = ['#d9480f', '#1971c2', '#2f9e44', '#9c36b5'];
const W = 600;
const H = 260;
/** Room for the score labels on the left, and half the widest hand label on the right. */
const PAD = { l: 78, r: 24, t: 14, b: 34 };
/**
 * The axis labels' digits (font size 20 in the chart's units, styles.css): a digit is at most
 * 0.65 em wide in the fonts the app may be shown in, and two labels keep a space between them.
 */
export const LABEL = { charWidth: 13, gap: 8 } as const;

export function ScoreGraph({ state, unit = 'points' }: { state: GameState; unit?: Unit }) {
  const points = (n: number) => amount(n, unit);
  const graph = graphPoints(state);
  const all = graph.points.flatMap((p) => p.scores);
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const span = hi - lo || 1;
  const width = W - PAD.l - PAD.r;
  const x = (at: number) => PAD.l + (graph.span > 0 ? (at / graph.span) * width : 0);
  const y = (v: number) => PAD.t + (1 - (v - lo) / span) * (H - PAD.t - PAD.b);
  const names = state.config.players;
  return (
    <figure class="graph" data-testid="graph">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={t('end.graph')}>
        <line x1={PAD.l} y1={y(hi)} x2={W - PAD.r} y2={y(hi)} class="grid" />
        <line x1={PAD.l} y1={y(lo)} x2={W - PAD.r} y2={y(lo)} class="grid" />
        <text x={PAD.l - 6} y={y(hi) + 4} class="axis" text-anchor="end">
          {points(hi)}
        </text>
        <text x={PAD.l - 6} y={y(lo) + 4} class="axis" text-anchor="end">
          {points(lo)}
        </text>
        {handLabels(graph.hands, graph.span, width, LABEL).map((n) => (
          <text key={n} x={x(n)} y={H - 10} class="axis" text-anchor="middle" data-testid="hand-label">
            {n}
          </text>
        ))}
        {[0, 1, 2, 3].map((k) => (
          <polyline
            key={k}
            points={graph.points.map((p) => `${x(p.x)},${y(p.scores[k]!)}`).join(' ')}
            fill="none"
            stroke={COLORS[k]}
            stroke-width="2.5"
            stroke-linejoin="round"
          />
        ))}
      </svg>
      <figcaption class="legend">
        {names.map((nm, k) => (
          <span key={k}>
            <i style={{ background: COLORS[k] }} /> {nm}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
