// End of game: the settlement table core computes (riichi: raw score, leftover sticks, rank,
// oka, rounding, uma, penalties, final points, money; Classical: score, Ready sticks, final
// score, result against the start; Singapore: each balance in money) and a graph of the scores.
// At phone width the table scrolls sideways with the player and the final points pinned to its
// sides (so the result is seen without scrolling), and a hint says there is more to see. In
// riichi the penalty column is explained under the table, penalty by penalty (each chombo paid
// in final points, each tournament penalty with its reason: penaltyLines.ts), and a penalty can
// be given from here, as referees often rule once the game is over.

import { type FamilyId, type SettlementRow, settleGame } from '@mahjong-ledger/core';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { amount, finalPoints, points } from '../ui/format.ts';
import { ScrollX } from '../ui/ScrollX.tsx';
import { penaltyLines } from './penaltyLines.ts';
import { ScoreGraph } from './ScoreGraph.tsx';
import {
  penaltyWhen,
  riichiRulesOf,
  settlementMoney,
  settlementResult,
  settlementText,
} from './settlementText.ts';
import { useStore } from './store.ts';

export function EndScreen() {
  const { game } = useStore();
  if (!game) return null;
  const { state } = game;
  const settlement = settleGame(state);
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  const family = state.config.family;
  const result = (r: SettlementRow) => settlementResult(family, r);
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
      <SettlementTable rows={rows} money={money} layout={settlementLayout(family, result)} />
      {family === 'riichi' && settlement.leftoverSticks > 0 && (
        <p class="muted small">{t('end.leftover', { n: settlement.leftoverSticks })}</p>
      )}
      {family === 'riichi' && <Penalties game={game} />}
      <ResultsText text={settlementText(game.doc, state)} />
      <h3>{t('end.graph')}</h3>
      <ScoreGraph state={state} unit={family === 'singapore' ? 'hundredths' : 'points'} />
    </section>
  );
}

/** The riichi settlement's penalties one by one (they add up to its penalty column), and the way to give one. */
function Penalties({ game }: { game: NonNullable<ReturnType<typeof useStore>['game']> }) {
  const rules = riichiRulesOf(game.state);
  const lines = rules ? penaltyLines(game.doc, game.state, rules) : [];
  const names = game.state.config.players;
  return (
    <>
      {lines.length > 0 && (
        <section class="penalties" aria-labelledby="penalties-title">
          <h3 id="penalties-title">{t('end.penalties')}</h3>
          <ul data-testid="penalty-lines">
            {lines.map((l) => (
              <li key={l.index} data-testid={`penalty-line-${l.index}`}>
                <span class="name">{names[l.seat]}</span>{' '}
                <span class="num strong">{finalPoints(l.points)}</span> · {penaltyWhen(l)}
                {l.note && <> · {l.note}</>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <div class="actions secondary">
        <a class="button" href="#/penalty?from=end" data-testid="give-penalty">
          {t('end.give_penalty')}
        </a>
      </div>
    </>
  );
}

/**
 * A column of the settlement between the player and the money: its heading and each row's
 * value; the family's result (`final`) is pinned to the table's end and set in bold.
 */
interface SettlementColumn {
  label: string;
  value(r: SettlementRow): string;
  final?: boolean;
}

/** A family's settlement: its columns, and how it writes money. */
interface SettlementLayout {
  columns: SettlementColumn[];
  money(m: number): string;
}

/**
 * What each family's settlement shows: riichi the score, leftover sticks, raw points, oka,
 * rounding, uma and penalties to the final points, money in final points' form; Classical the
 * score, Ready sticks and final score to the result against the start; Singapore each balance;
 * both of these the money to two decimals.
 */
function settlementLayout(family: FamilyId, result: (r: SettlementRow) => string): SettlementLayout {
  const final = (label: string): SettlementColumn => ({ label, value: result, final: true });
  if (family === 'riichi')
    return {
      columns: [
        { label: t('end.score'), value: (r) => points(r.score) },
        { label: t('end.sticks'), value: (r) => points(r.sticks) },
        { label: t('end.raw'), value: (r) => finalPoints(r.raw) },
        { label: t('end.oka'), value: (r) => finalPoints(r.oka) },
        { label: t('end.rounded'), value: (r) => finalPoints(r.rounded) },
        { label: t('end.uma'), value: (r) => finalPoints(r.uma) },
        { label: t('end.penalty'), value: (r) => finalPoints(r.penalty) },
        final(t('end.points')),
      ],
      money: (m) => settlementMoney(family, m),
    };
  const money = (m: number) => settlementMoney(family, m);
  if (family === 'singapore') return { columns: [final(t('end.balance'))], money };
  return {
    columns: [
      { label: t('end.score'), value: (r) => points(r.score) },
      { label: t('end.sticks'), value: (r) => points(r.sticks) },
      { label: t('end.final_score'), value: (r) => amount(r.finalScore) },
      final(t('end.result')),
    ],
    money,
  };
}

/** The settlement table: rank and player, the family's columns, and the money when there is some. */
function SettlementTable({
  rows,
  money,
  layout: { columns, money: moneyText },
}: {
  rows: SettlementRow[];
  /** Whether the game has a money rate (a money column). */
  money: boolean;
  layout: SettlementLayout;
}) {
  return (
    <SideScroll>
      <table class="settlement" data-testid="settlement">
        <thead>
          <tr>
            <th scope="col">{t('end.rank')}</th>
            <th scope="col" class="pin-start">
              {t('box2.player')}
            </th>
            {columns.map((c) => (
              <th scope="col" class={c.final ? 'num pin-end' : 'num'} key={c.label}>
                {c.label}
              </th>
            ))}
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
              {columns.map((c) =>
                c.final ? (
                  <td class="num strong pin-end" data-testid={`final-${r.seat}`} key={c.label}>
                    {c.value(r)}
                  </td>
                ) : (
                  <td class="num" key={c.label}>
                    {c.value(r)}
                  </td>
                ),
              )}
              {money && <td class="num">{r.money === null ? '' : moneyText(r.money)}</td>}
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
  const [overflows, setOverflows] = useState(false);
  return (
    <>
      {overflows && (
        <p class="muted small scroll-hint" data-testid="scroll-hint">
          {t('end.scroll_hint')}
        </p>
      )}
      <ScrollX label={t('end.table')} extraClass="pinned" onOverflow={setOverflows}>
        {children}
      </ScrollX>
    </>
  );
}

/**
 * The settlement as text (settlementText.ts), shown as it will be pasted, and a button that
 * copies it. Where the clipboard is refused (an insecure page, a browser's setting), the text is
 * selected instead and the player told to copy it themselves: it is on screen either way.
 */
function ResultsText({ text }: { text: string }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // A new text (an edit in another window, a penalty given) has not been copied.
  useEffect(() => setCopied(null), [text]);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      setCopied('yes');
    } catch {
      area.current?.focus();
      area.current?.select();
      setCopied('no');
    }
  };
  return (
    <section class="results-text" aria-labelledby="results-text-title">
      <h3 id="results-text-title">{t('end.as_text')}</h3>
      <textarea
        ref={area}
        readOnly
        rows={text.split('\n').length}
        aria-labelledby="results-text-title"
        data-testid="results-text"
        value={text}
      />
      <div class="actions secondary">
        <button type="button" onClick={copy} data-testid="copy-results">
          {t('end.copy')}
        </button>
        <span class="muted small" role="status" data-testid="copy-status">
          {copied === 'yes' ? t('end.copied') : copied === 'no' ? t('end.copy_failed') : ''}
        </span>
      </div>
    </section>
  );
}
