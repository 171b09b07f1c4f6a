// The scores of the four players after every hand as an SVG line chart. The points plotted
// are the ledger's (start points, then each hand's scores after); this only draws them.

import type { GameState } from '@mahjong-ledger/core';
import { t } from '../i18n/index.ts';
import { amount, type Unit } from '../ui/format.ts';

const COLORS = ['#d9480f', '#1971c2', '#2f9e44', '#9c36b5'];
const W = 600;
const H = 260;
const PAD = { l: 78, r: 14, t: 14, b: 34 };

export function ScoreGraph({ state, unit = 'points' }: { state: GameState; unit?: Unit }) {
  const points = (n: number) => amount(n, unit);
  const series: number[][] = [0, 1, 2, 3].map((s) => [
    state.history[0]?.scoresBefore[s] ?? state.scores[s]!,
    ...state.history.map((h) => h.scoresAfter[s]!),
  ]);
  const all = series.flat();
  const lo = Math.min(...all);
  const hi = Math.max(...all);
  const span = hi - lo || 1;
  const n = series[0]!.length;
  const x = (i: number) => PAD.l + (n > 1 ? (i / (n - 1)) * (W - PAD.l - PAD.r) : 0);
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
        {series[0]!.map((_, i) => (
          <text key={i} x={x(i)} y={H - 10} class="axis" text-anchor="middle">
            {i}
          </text>
        ))}
        {series.map((s, k) => (
          <polyline
            key={k}
            points={s.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
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
