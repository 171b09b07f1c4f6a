// Score box 2 for every family: each payment line (who pays whom, how much, why), then what
// each seat pays or receives in all. The lines and totals are core's `Payment`, shown as is.

import { type Payment, TABLE } from '@mahjong-ledger/core';
import { formatId, layoutColumns } from '../text.ts';

export interface SeatLabels {
  /** Seat names in payment order (winds, or player names in a game). */
  names: readonly string[];
  /** Seat of the dealer, marked in the totals. */
  dealer: number;
  /** Seats of the winners, marked in the totals. */
  winners: readonly number[];
  /** How an amount reads (default: as is); Singapore games show money with cents. */
  amount?: (n: number) => string;
  /** What the table's sticks are called (default: riichi sticks). */
  sticks?: string;
  /** Words for payment reasons in this family (e.g. Classical's Ready stick for `riichi`). */
  reasons?: Readonly<Record<string, string>>;
}

function partyName(party: number, labels: SeatLabels): string {
  return party === TABLE ? 'table' : (labels.names[party] ?? `seat ${party}`);
}

/** The itemised lines, a rule, then each seat's total (and the table's, when sticks moved). */
export function renderPaymentBox(payment: Payment, labels: SeatLabels): string[] {
  const amount = labels.amount ?? String;
  const signed = (n: number) => (n > 0 ? `+${amount(n)}` : amount(n));
  // Core's English note names the seat a line pays for ("share of seat 2"); the box names the
  // player, as it does the payer and the payee.
  const noteOf = (l: Payment['lines'][number]) => {
    if (!l.note) return '';
    const seat = l.noteKey?.seat;
    const note = formatId(l.note);
    return ` (${seat === undefined ? note : note.replace(`seat ${seat}`, partyName(seat, labels))})`;
  };
  const lineRows = payment.lines.map((l) => [
    partyName(l.from, labels),
    '→',
    partyName(l.to, labels),
    amount(l.amount),
    (labels.reasons?.[l.reason] ?? formatId(l.reason)) + noteOf(l),
  ]);
  const lines = lineRows.length ? layoutColumns(lineRows, ['l', 'l', 'l', 'r']) : ['  (no payments)'];
  const totals = payment.deltas.map((d, seat) => {
    const roles = [
      seat === labels.dealer ? 'dealer' : '',
      labels.winners.includes(seat) ? 'winner' : '',
    ].filter(Boolean);
    return [labels.names[seat] ?? `seat ${seat}`, roles.length ? `(${roles.join(', ')})` : '', signed(d)];
  });
  if (payment.table !== 0)
    totals.push(['table', `(${labels.sticks ?? 'riichi sticks'})`, signed(payment.table)]);
  lines.push('  totals:', ...layoutColumns(totals, ['l', 'l', 'r'], 4));
  return lines;
}
