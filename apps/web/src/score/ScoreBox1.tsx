// Score box 1: the winner's breakdown. The hand drawn as tiles, every yaku line (dora lines
// included), every fu line, the limit reached and the value, all as core computed them. A hand
// entered by its han and fu (quick entry) has no lines, but its value all the same: what each
// payer pays for its base points, by core's handPayment (as the scorer reckons a hand's).

import {
  type Hand,
  type HandPayment,
  handPayment,
  handPaymentTotal,
  type RiichiScore,
} from '@mahjong-ledger/core';
import { elementName, fuName, limitName, t, tileName } from '../i18n/index.ts';
import { Tile } from '../tiles/Tile.tsx';
import { points } from '../ui/format.ts';

/** What box 1 shows: the scorer's result when the tiles were entered, else the value alone. */
export interface Box1Data {
  han: number;
  fu: number | null;
  yakuman: number;
  limit: string | null;
  score: RiichiScore | null;
  /** The hand's base points (its limit's, where it reached one), as the ledger paid them. */
  basePoints?: number;
  /** Who dealt in the hand: null for a self-draw. */
  from?: number | null;
}

export interface ScoreBox1Props {
  title: string;
  /** What else tells this box from others on the screen (the history: the hand), for its region's name. */
  context?: string;
  hand: Hand | null;
  data: Box1Data;
  /** A remark under the title (a head-bumped winner: recorded, not paid). */
  note?: string;
  /** The winner was the dealer: a hand entered by its value is then valued as a dealer's. */
  dealer?: boolean;
}

export function HandTiles({ hand }: { hand: Hand }) {
  const winAt = hand.concealed.lastIndexOf(hand.winTile);
  const rest = hand.concealed.filter((_, i) => i !== winAt);
  return (
    <div class="hand-drawn" role="group" aria-label={t('box1.hand')}>
      <span class="hand-part">
        {rest.map((tile, i) => (
          <Tile key={i} tile={tile} size="sm" />
        ))}
      </span>
      {hand.melds.map((m, i) => (
        <span class="hand-part meld" key={i}>
          {m.tiles.map((tile, j) => (
            <Tile
              key={j}
              tile={m.kind === 'ankan' && (j === 0 || j === 3) ? -1 : tile}
              sideways={m.kind !== 'ankan' && j === 0}
              size="sm"
            />
          ))}
        </span>
      ))}
      <span class="hand-part win-part" title={t('box1.win_tile')}>
        <Tile tile={hand.winTile} size="sm" marked />
      </span>
    </div>
  );
}

/**
 * A score box's name as a region: the box, then what tells it from the others on the screen (a
 * winner's title when a double ron shows two, the hand in the history), so that no two regions
 * share a name.
 */
export function boxLabel(box: string, ...context: (string | undefined)[]): string {
  return [box, ...context.filter(Boolean)].join(' · ');
}

export function ScoreBox1({ title, context, hand, data, note, dealer }: ScoreBox1Props) {
  const s = data.score;
  // The hand's count, then its limit where that says more: a yakuman hand is its limit
  // ("Yakuman", "Yakuman ×2"), where the box read "Yakuman ×1 · Yakuman"; a count the rules cap
  // keeps both ("Yakuman ×3 · Yakuman ×2").
  const head =
    data.yakuman === 1 && data.limit === 'yakuman'
      ? limitName('yakuman')
      : data.yakuman > 0
        ? t('box1.yakuman_n', { n: data.yakuman })
        : data.fu === null
          ? t('box1.han_n', { n: data.han })
          : t('box1.han_fu', { han: data.han, fu: data.fu });
  const limit = data.limit && limitName(data.limit) !== head ? limitName(data.limit) : null;
  // The value as the scorer gives it, or (a hand entered by its value) from its base points.
  const value: { total: number; perPayer: HandPayment } | null = s
    ? s
    : data.basePoints !== undefined && data.basePoints > 0 && dealer !== undefined && data.from !== undefined
      ? (() => {
          const perPayer = handPayment(data.basePoints, dealer, data.from === null);
          return { total: handPaymentTotal(perPayer), perPayer };
        })()
      : null;
  return (
    <section
      class={`box box1${note ? ' noted' : ''}`}
      aria-label={boxLabel(t('box1.title'), title, context)}
      data-testid="box1"
    >
      <h3>
        <span class="box-no" aria-hidden="true">
          1
        </span>{' '}
        {title}
      </h3>
      {note && (
        <p class="box-note" data-testid="box1-note">
          {note}
        </p>
      )}
      {hand && <HandTiles hand={hand} />}
      {s && (
        <table class="lines">
          <caption class="sr-only">{t('box1.yaku')}</caption>
          <tbody>
            {s.yaku.map((y) => (
              <tr key={y.id} data-yaku={y.id}>
                <th scope="row">{elementName(y.id)}</th>
                <td class="num">
                  {s.yakuman > 0 ? t('box1.yakuman_n', { n: y.han / 13 }) : t('box1.han_n', { n: y.han })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s && s.fuLines.length > 0 && (
        <table class="lines fu">
          <caption>{t('box1.fu')}</caption>
          <tbody>
            {s.fuLines.map((f, i) => (
              <tr key={`${f.id}-${i}`}>
                <th scope="row">
                  {fuName(f.id)}
                  {f.tile !== undefined && <span class="muted"> · {tileName(f.tile)}</span>}
                </th>
                <td class="num">{t('box1.fu_n', { n: f.fu })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="summary" data-testid="box1-summary">
        {head}
        {limit && <strong class="limit"> · {limit}</strong>}
      </p>
      {value && (
        <p class="total">
          {t('box1.total')} <strong data-testid="box1-total">{points(value.total)}</strong>
          {!note && <span class="muted"> ({perPayerText(value.perPayer)})</span>}
        </p>
      )}
    </section>
  );
}

function perPayerText(p: HandPayment): string {
  if ('ron' in p) return t('box1.per_ron', { n: points(p.ron) });
  if ('tsumo_all' in p) return t('box1.per_all', { n: points(p.tsumo_all) });
  return t('box1.per_split', { a: points(p.tsumo_non_dealer), b: points(p.tsumo_dealer) });
}
