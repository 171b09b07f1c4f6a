// Score box 2: what each player pays or receives, line by line (base, honba, sticks, pao,
// riichi, noten ...), each seat's change and, in a game, the new scores. Each line's reason is
// worded as its family's screens word it: a Classical game's sticks are Ready sticks, its draw
// payments are for not waiting and its penalty an erroneous mahjong; a Singapore penalty is a
// false win (where the box said "riichi sticks", "noten" and "chombo" in every family).

import { type FamilyId, type Payment, type PaymentLine, TABLE } from '@mahjong-ledger/core';
import { hasKey, sgName, t, tDynamic } from '../i18n/index.ts';
import { amount, finalPoints, signedAmount, type Unit } from '../ui/format.ts';
import { boxLabel } from './ScoreBox1.tsx';

export interface ScoreBox2Props {
  payment: Payment;
  /** Display names of seats 0..3. */
  names: readonly string[];
  before?: readonly number[];
  after?: readonly number[];
  /** Hundredths for Singapore (shown as money with cents). */
  unit?: Unit;
  /** The game's family, whose words the reasons take (riichi's when not given). */
  family?: FamilyId;
  /** What the payments do not show (a chombo paid in final points at the settlement). */
  remark?: string | null;
  /** What tells this box from others on the screen (the history: the hand), for its region's name. */
  context?: string;
}

/** A payment line's reason in the family's words (riichi's where the family has none of its own). */
export function reasonText(reason: string, family: FamilyId = 'riichi'): string {
  const own = `reason.${family}.${reason}`;
  return hasKey(own) ? t(own) : tDynamic(`reason.${reason}`, reason);
}

/**
 * A line's note in the app's language, from core's `noteKey` (an instant item is named as the
 * Singapore screens name it, whose share a line pays by the player's name); core's English
 * words only for a note without a key.
 */
export function noteText(l: PaymentLine, names: readonly string[]): string {
  const k = l.noteKey;
  if (k === undefined) return l.note === undefined ? '' : hasKey(`sg.${l.note}`) ? sgName(l.note) : l.note;
  if (hasKey(`sg.${k.id}`)) return k.bao ? t('note.bao_item', { item: sgName(k.id) }) : sgName(k.id);
  const key = `note.${k.id}`;
  if (!hasKey(key)) return l.note ?? k.id;
  return t(key, { seat: k.seat === undefined ? '' : (names[k.seat] ?? String(k.seat)) });
}

/**
 * A payment line's reason with its note in brackets, the note left out where it only says the
 * reason again (a Classical Ready stick's, a Singapore false win's: "Ready stick (Ready stick)").
 */
export function lineText(l: PaymentLine, family: FamilyId, names: readonly string[]): string {
  const reason = reasonText(l.reason, family);
  const note = l.note || l.noteKey ? noteText(l, names) : '';
  return note && note.toLocaleLowerCase() !== reason.toLocaleLowerCase() ? `${reason} (${note})` : reason;
}

export function ScoreBox2({
  payment,
  names,
  before,
  after,
  unit = 'points',
  family = 'riichi',
  remark,
  context,
}: ScoreBox2Props) {
  const points = (n: number) => amount(n, unit);
  const signed = (n: number) => signedAmount(n, unit);
  const party = (p: number) => (p === TABLE ? t('box2.table') : names[p]!);
  return (
    <section class="box box2" aria-label={boxLabel(t('box2.title'), context)} data-testid="box2">
      <h3>
        <span class="box-no" aria-hidden="true">
          2
        </span>{' '}
        {t('box2.title')}
      </h3>
      <ScoreChanges names={names} deltas={payment.deltas} before={before} after={after} unit={unit} />
      {payment.lines.length > 0 && (
        <ul class="pay-lines">
          {payment.lines.map((l, i) => (
            <li key={i} data-reason={l.reason}>
              <span>
                {party(l.from)} → {party(l.to)}
              </span>
              <span class="reason">{lineText(l, family, names)}</span>
              <span class="num">{points(l.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {remark && (
        <p class="box-note" data-testid="box2-remark">
          {remark}
        </p>
      )}
      {payment.table !== 0 && (
        <p class="muted small">
          {t(family === 'classical' ? 'box2.table_change_ready' : 'box2.table_change', {
            n: signed(payment.table),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * What a riichi chombo costs where box 2 shows no payment: the final points the rules take off
 * the offender at the settlement, after uma (wrc2025: 30, ema2016: 20), or nothing at all; null
 * for any other hand, or a chombo paid at the table (its lines say it).
 */
export function chomboRemark(
  result: { kind: string; offender?: number },
  rules: { chomboTablePayment?: boolean; chomboPoints?: number },
  names: readonly string[],
): string | null {
  if (result.kind !== 'chombo' || result.offender === undefined) return null;
  if (rules.chomboTablePayment !== false || rules.chomboPoints === undefined) return null;
  const name = names[result.offender] ?? '';
  return rules.chomboPoints > 0
    ? t('box2.chombo_final', { name, n: finalPoints(-rules.chomboPoints) })
    : t('box2.chombo_free', { name });
}

/**
 * Each player's change, between the scores before and after it when given: score box 2's
 * totals, and a referee's correction in the history.
 */
export function ScoreChanges({
  names,
  deltas,
  before,
  after,
  unit = 'points',
}: {
  names: readonly string[];
  deltas: readonly number[];
  before?: readonly number[];
  after?: readonly number[];
  unit?: Unit;
}) {
  const points = (n: number) => amount(n, unit);
  return (
    <table class="payments">
      <thead>
        <tr>
          <th scope="col">{t('box2.player')}</th>
          {before && (
            <th scope="col" class="num">
              {t('box2.before')}
            </th>
          )}
          <th scope="col" class="num">
            {t('box2.change')}
          </th>
          {after && (
            <th scope="col" class="num">
              {t('box2.after')}
            </th>
          )}
        </tr>
      </thead>
      <tbody>
        {deltas.map((d, seat) => (
          <tr key={seat} data-seat={seat}>
            <th scope="row">{names[seat]}</th>
            {before && <td class="num">{points(before[seat]!)}</td>}
            <td class={`num ${d > 0 ? 'plus' : d < 0 ? 'minus' : ''}`} data-testid={`delta-${seat}`}>
              {signedAmount(d, unit)}
            </td>
            {after && (
              <td class="num" data-testid={`after-${seat}`}>
                {points(after[seat]!)}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
