// Score box 1 for every family: the riichi box (yaku, fu), the Singapore box (every tai line,
// the limit, the total tai), the Japanese Classical box (basic points and doubles lines, limit
// hands, the hand value) and an instant payout's items. Every number is core's breakdown.

import type {
  ClassicalWinBreakdown,
  Hand,
  InstantItem,
  Seat,
  SingaporeInstantBreakdown,
  SingaporeWinBreakdown,
  WinBreakdown,
} from '@mahjong-ledger/core';
import { jcName, sgName, t, tCount } from '../i18n/index.ts';
import { Tile } from '../tiles/Tile.tsx';
import { amount, points } from '../ui/format.ts';
import { boxLabel, HandTiles, ScoreBox1 } from './ScoreBox1.tsx';

export interface WinBox1Props {
  title: string;
  /** What else tells this box from others on the screen (the history: the hand), for its region's name. */
  context?: string;
  /** The hand as entered (tiles), or null for a quick entry. */
  hand: Hand | null;
  /** The win's breakdown from the ledger: its family says which box it is. */
  breakdown: WinBreakdown;
  /** The hand's dealer (a riichi hand entered by its han and fu is valued by it). */
  dealer: Seat;
}

export function WinBox1({ title, context, hand, breakdown: b, dealer }: WinBox1Props) {
  if (b.family === 'singapore') return <SingaporeBox1 title={title} context={context} hand={hand} data={b} />;
  if (b.family === 'classical') return <ClassicalBox1 title={title} context={context} hand={hand} data={b} />;
  return (
    <ScoreBox1
      title={title}
      context={context}
      hand={b.score ? hand : null}
      data={b}
      note={b.bumped ? t('box1.bumped') : undefined}
      dealer={b.winner === dealer}
    />
  );
}

function Head({ title }: { title: string }) {
  return (
    <h3>
      <span class="box-no" aria-hidden="true">
        1
      </span>{' '}
      {title}
    </h3>
  );
}

function Bonus({ hand }: { hand: Hand }) {
  return hand.bonus.length > 0 ? (
    <div class="hand-drawn bonus-drawn" role="group" aria-label={t('hand.bonus')}>
      <span class="hand-part">
        {hand.bonus.map((tile) => (
          <HandTile key={tile} tile={tile} />
        ))}
      </span>
    </div>
  ) : null;
}

function HandTile({ tile }: { tile: number }) {
  return <Tile tile={tile} size="sm" />;
}

function SingaporeBox1({
  title,
  context,
  hand,
  data,
}: {
  title: string;
  context?: string;
  hand: Hand | null;
  data: SingaporeWinBreakdown;
}) {
  const s = data.score;
  const shownHand = s ? hand : null;
  return (
    <section class="box box1" aria-label={boxLabel(t('box1.title'), title, context)} data-testid="box1">
      <Head title={title} />
      {shownHand && <HandTiles hand={shownHand} />}
      {shownHand && <Bonus hand={shownHand} />}
      {s && (
        <table class="lines">
          <caption class="sr-only">{t('win.tai')}</caption>
          <tbody>
            {s.elements.map((e, i) => (
              <tr key={`${e.id}-${i}`} data-element={e.id}>
                <th scope="row">{sgName(e.id)}</th>
                <td class="num">
                  {e.category === 'limit' ? t('box1.limit') : t('box1.tai_n', { n: e.tai })}
                  {e.nominal !== e.tai && e.category !== 'limit' && (
                    <span class="muted small"> ({e.nominal})</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="summary" data-testid="box1-summary">
        {t('box1.tai_n', { n: data.tai })}
        {data.taiRaw !== data.tai && <span class="muted"> · {t('box1.tai_raw', { n: data.taiRaw })}</span>}
        {s?.limitHand ? (
          <strong class="limit"> · {sgName(s.limitHand)}</strong>
        ) : (
          s?.limit && <strong class="limit"> · {t('box1.limit')}</strong>
        )}
      </p>
      {data.instant.length > 0 && <InstantLines caption={t('box1.instant_with_win')} items={data.instant} />}
    </section>
  );
}

/** Instant items, each with what each other player pays and the total. */
function InstantLines({
  caption,
  items,
  names,
}: {
  caption?: string;
  items: readonly InstantItem[];
  /** The players' names: a fresh-tile kong bao is paid by one of them. */
  names?: readonly string[];
}) {
  return (
    <table class="lines" data-testid={caption ? 'box1-instant' : undefined}>
      {caption && <caption>{caption}</caption>}
      <tbody>
        {items.map((it, i) => (
          <tr key={`${it.id}-${i}`} data-element={it.id}>
            <th scope="row">{sgName(it.id)}</th>
            <td class="num">
              {it.payers.length === 1 ? (
                t('box1.bao_pays', {
                  name: names?.[it.payers[0]!] ?? '',
                  n: amount(it.total, 'hundredths'),
                })
              ) : (
                <>
                  {t('box1.each', { n: amount(it.each, 'hundredths') })}
                  <span class="muted small"> · {amount(it.total, 'hundredths')}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ClassicalBox1({
  title,
  context,
  hand,
  data,
}: {
  title: string;
  context?: string;
  hand: Hand | null;
  data: ClassicalWinBreakdown;
}) {
  const s = data.score;
  return (
    <section class="box box1" aria-label={boxLabel(t('box1.title'), title, context)} data-testid="box1">
      <Head title={title} />
      {s && hand && <HandTiles hand={hand} />}
      {s && hand && <Bonus hand={hand} />}
      {s && s.limitHands.length > 0 && (
        <table class="lines">
          <tbody>
            {s.limitHands.map((id) => (
              <tr key={id} data-element={id}>
                <th scope="row">{jcName(id)}</th>
                <td class="num">{t('box1.limit')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s && s.pointsDetail.length > 0 && (
        <table class="lines">
          <caption>{t('box1.points_lines')}</caption>
          <tbody>
            {s.pointsDetail.map((l, i) => (
              <tr key={`${l.id}-${i}`} data-element={l.id}>
                <th scope="row">{jcName(l.id)}</th>
                <td class="num">{tCount('box1.points_n', l.points, { n: l.points })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {s && s.doublesDetail.length > 0 && (
        <table class="lines">
          <caption>{t('box1.doubles_lines')}</caption>
          <tbody>
            {s.doublesDetail.map((l, i) => (
              <tr key={`${l.id}-${i}`} data-element={l.id}>
                <th scope="row">{jcName(l.id)}</th>
                <td class="num">{tCount('box1.doubles_n', l.doubles, { n: l.doubles })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p class="summary" data-testid="box1-summary">
        {data.points !== null && data.doubles !== null
          ? `${tCount('box1.points_n', data.points, { n: data.points })} · ${tCount('box1.doubles_n', data.doubles, { n: data.doubles })}`
          : jcName(s?.limitHands[0] ?? 'limit')}
        {data.limit && <strong class="limit"> · {t('box1.limit')}</strong>}
      </p>
      <p class="total">
        {t('box1.value')} <strong data-testid="box1-total">{points(data.value)}</strong>
        {data.rawValue !== data.value && (
          <span class="muted"> ({t('box1.raw_value', { n: points(data.rawValue) })})</span>
        )}
      </p>
      {data.dealerStreak > 0 && <p class="muted small">{t('box1.streak', { n: data.dealerStreak })}</p>}
      {data.sticks > 0 && <p class="muted small">{t('box1.sticks_collected', { n: data.sticks })}</p>}
    </section>
  );
}

export function InstantBox1({
  title,
  context,
  data,
  bonus,
  names,
}: {
  title: string;
  context?: string;
  data: SingaporeInstantBreakdown;
  bonus: readonly number[];
  names: readonly string[];
}) {
  return (
    <section class="box box1" aria-label={boxLabel(t('box1.title'), title, context)} data-testid="box1">
      <Head title={title} />
      {bonus.length > 0 && (
        <div class="hand-drawn">
          <span class="hand-part">
            {bonus.map((tile) => (
              <HandTile key={tile} tile={tile} />
            ))}
          </span>
        </div>
      )}
      <InstantLines items={data.items} names={names} />
      {data.alreadyPaid.length > 0 && (
        <p class="muted small">
          {t('box1.already_paid', { items: data.alreadyPaid.map(sgName).join(', ') })}
        </p>
      )}
    </section>
  );
}
