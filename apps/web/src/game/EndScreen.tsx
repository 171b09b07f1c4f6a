// End of game: the settlement table core computes (riichi: raw score, leftover sticks, rank,
// oka, rounding, uma, penalties, final points, money; Classical: score, Ready sticks, final
// score, result against the start; Singapore: each balance in money) and a graph of the scores.
// At phone width the table scrolls sideways with the player and the final points pinned to its
// sides (so the result is seen without scrolling), and a hint says there is more to see.

import { type SettlementRow, settleGame } from '@mahjong-ledger/core';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { amount, finalPoints, points, signed, signedAmount } from '../ui/format.ts';
import { ScoreGraph } from './ScoreGraph.tsx';
import { useStore } from './store.ts';

export function EndScreen() {
  const { game } = useStore();
  if (!game) return null;
  const { state } = game;
  const settlement = settleGame(state);
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  const family = state.config.family;
  const result = (r: SettlementRow) =>
    family === 'singapore'
      ? signedAmount(r.finalScore, 'hundredths')
      : family === 'classical'
        ? signed(r.points)
        : finalPoints(r.points);
  return (
    <section class="screen end-screen" aria-labelledby="end-title">
      <h2 id="end-title">{t('end.title')}</h2>
      <p class="muted">
        {state.finished ? t(`end.reason.${state.endReason ?? 'last_hand'}`) : t('end.not_finished')}
      </p>
      <ol class="podium" data-testid="podium">
        {rows.map((r) => (
          <li key={r.seat}>
            <span class="rank">{r.rank}</span>
            <span class="name">{r.name}</span>
            <span class="num strong">{result(r)}</span>
          </li>
        ))}
      </ol>
      {family !== 'riichi' && <FamilySettlement rows={rows} family={family} money={money} result={result} />}
      {family === 'riichi' && (
        <SideScroll>
          <table class="settlement" data-testid="settlement">
            <thead>
              <tr>
                <th scope="col">{t('end.rank')}</th>
                <th scope="col" class="pin-start">
                  {t('box2.player')}
                </th>
                <th scope="col" class="num">
                  {t('end.score')}
                </th>
                <th scope="col" class="num">
                  {t('end.sticks')}
                </th>
                <th scope="col" class="num">
                  {t('end.raw')}
                </th>
                <th scope="col" class="num">
                  {t('end.oka')}
                </th>
                <th scope="col" class="num">
                  {t('end.rounded')}
                </th>
                <th scope="col" class="num">
                  {t('end.uma')}
                </th>
                <th scope="col" class="num">
                  {t('end.penalty')}
                </th>
                <th scope="col" class="num pin-end">
                  {t('end.points')}
                </th>
                {money && (
                  <th scope="col" class="num">
                    {t('end.money')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.seat} data-seat={r.seat}>
                  <td>{r.rank}</td>
                  <th scope="row" class="pin-start">
                    {r.name}
                  </th>
                  <td class="num">{points(r.score)}</td>
                  <td class="num">{points(r.sticks)}</td>
                  <td class="num">{finalPoints(r.raw)}</td>
                  <td class="num">{finalPoints(r.oka)}</td>
                  <td class="num">{finalPoints(r.rounded)}</td>
                  <td class="num">{finalPoints(r.uma)}</td>
                  <td class="num">{finalPoints(r.penalty)}</td>
                  <td class="num strong pin-end" data-testid={`final-${r.seat}`}>
                    {finalPoints(r.points)}
                  </td>
                  {money && <td class="num">{r.money === null ? '' : finalPoints(r.money)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </SideScroll>
      )}
      {family === 'riichi' && settlement.leftoverSticks > 0 && (
        <p class="muted small">{t('end.leftover', { n: settlement.leftoverSticks })}</p>
      )}
      <h3>{t('end.graph')}</h3>
      <ScoreGraph state={state} unit={family === 'singapore' ? 'hundredths' : 'points'} />
    </section>
  );
}

function FamilySettlement({
  rows,
  family,
  money,
  result,
}: {
  rows: SettlementRow[];
  family: 'classical' | 'singapore';
  money: boolean;
  result(r: SettlementRow): string;
}) {
  const sg = family === 'singapore';
  return (
    <SideScroll>
      <table class="settlement" data-testid="settlement">
        <thead>
          <tr>
            <th scope="col">{t('end.rank')}</th>
            <th scope="col" class="pin-start">
              {t('box2.player')}
            </th>
            {!sg && (
              <th scope="col" class="num">
                {t('end.score')}
              </th>
            )}
            {!sg && (
              <th scope="col" class="num">
                {t('end.sticks')}
              </th>
            )}
            {!sg && (
              <th scope="col" class="num">
                {t('end.final_score')}
              </th>
            )}
            <th scope="col" class="num pin-end">
              {sg ? t('end.balance') : t('end.result')}
            </th>
            {money && (
              <th scope="col" class="num">
                {t('end.money')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.seat} data-seat={r.seat}>
              <td>{r.rank}</td>
              <th scope="row" class="pin-start">
                {r.name}
              </th>
              {!sg && <td class="num">{points(r.score)}</td>}
              {!sg && <td class="num">{points(r.sticks)}</td>}
              {!sg && <td class="num">{amount(r.finalScore)}</td>}
              <td class="num strong pin-end" data-testid={`final-${r.seat}`}>
                {result(r)}
              </td>
              {money && <td class="num">{r.money === null ? '' : r.money.toFixed(2)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </SideScroll>
  );
}

/**
 * A table wider than the screen, scrolled sideways: says so above it while some of it is out
 * of view (the hint goes when it all fits, e.g. at desktop width).
 */
function SideScroll({ children }: { children: ComponentChildren }) {
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return (
    <>
      {overflows && (
        <p class="muted small scroll-hint" data-testid="scroll-hint">
          {t('end.scroll_hint')}
        </p>
      )}
      <div class="scroll-x pinned" ref={box}>
        {children}
      </div>
    </>
  );
}
