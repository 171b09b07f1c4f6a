// Japanese Classical payments, japanese-classical.md section 6: paying the winner (dealer
// receives and pays double, discarder pays for all or a single share, liability), the
// optional settlement between losers, payments after an exhaustive draw, penalties and the
// Ready sticks. Every function returns an itemised `Payment` whose deltas sum to zero.

import { type Payment, type PaymentLine, paymentFromLines, type Seat, TABLE } from '../../payment.ts';
import type { ClassicalRules } from './options.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const SEAT_NAMES = ['seat 0', 'seat 1', 'seat 2', 'seat 3'];

export interface ClassicalWinPayer {
  winner: Seat;
  dealer: Seat;
  /** Who discarded the winning tile; null on a self-draw. */
  discarder: Seat | null;
  /** A liable player who pays everything the winner collects (section 6.5); null: none. */
  liable?: Seat | null;
  /** The hand value V, already capped at the limit. */
  value: number;
  /** P x 2^D before the cap; needed only when the cap comes after the dealer x2 (A18 alternative). */
  rawValue?: number;
}

/** What each loser owes the winner, the dealer's side doubled (section 6.1). */
export function listClassicalShares(
  p: ClassicalWinPayer,
  rules: ClassicalRules,
): { seat: Seat; amount: number }[] {
  return SEATS.filter((s) => s !== p.winner).map((seat) => {
    const times = seat === p.dealer || p.winner === p.dealer ? 2 : 1;
    // A18: the limit caps V before the dealer x2; the alternative caps each share after it.
    const amount = rules.capBeforeDealerDouble
      ? p.value * times
      : Math.min((p.rawValue ?? p.value) * times, rules.limit);
    return { seat, amount };
  });
}

/**
 * The winner's payment. Self-draw: every loser pays his share. Discard: the discarder pays
 * for all (A2 default) or only his own share. A liable player pays the whole of it instead.
 */
export function payClassicalWin(p: ClassicalWinPayer, rules: ClassicalRules): Payment {
  const shares = listClassicalShares(p, rules);
  const lines: PaymentLine[] = [];
  const liable = rules.liability ? (p.liable ?? null) : null;
  for (const { seat, amount } of shares) {
    if (amount === 0) continue;
    if (liable !== null) {
      lines.push({
        from: liable,
        to: p.winner,
        amount,
        reason: 'pao',
        note: `share of ${SEAT_NAMES[seat]}`,
        noteKey: { id: 'share_of', seat },
      });
    } else if (p.discarder === null) {
      lines.push({ from: seat, to: p.winner, amount, reason: 'base' });
    } else if (seat === p.discarder) {
      lines.push({ from: seat, to: p.winner, amount, reason: 'base' });
    } else if (rules.discardPayment === 'pays_for_all') {
      lines.push({
        from: p.discarder,
        to: p.winner,
        amount,
        reason: 'base',
        note: `share of ${SEAT_NAMES[seat]}`,
        noteKey: { id: 'share_of', seat },
      });
    }
  }
  return paymentFromLines(lines);
}

export interface ClassicalLoserScores {
  winner: Seat;
  dealer: Seat;
  /** Each seat's loser score (section 6.2); the winner's entry is ignored. */
  scores: readonly (number | null)[];
}

/**
 * Settlement between losers (section 6.2, only with `loserSettlement`): for each pair of losers the lower scorer pays the
 * higher the difference, doubled when either is the dealer. Each score is capped at the limit
 * first, never the difference. Lines come in seat-pair order (0-1, 0-2, ... 2-3).
 */
export function settleClassicalLosers(s: ClassicalLoserScores, rules: ClassicalRules): Payment {
  const lines: PaymentLine[] = [];
  if (!rules.loserSettlement) return paymentFromLines(lines);
  const cap = (v: number) => Math.min(v, rules.limit);
  for (const a of SEATS) {
    for (const b of SEATS) {
      if (b <= a || a === s.winner || b === s.winner) continue;
      const sa = cap(s.scores[a] ?? 0);
      const sb = cap(s.scores[b] ?? 0);
      if (sa === sb) continue;
      const times = a === s.dealer || b === s.dealer ? 2 : 1;
      const [from, to] = sa < sb ? [a, b] : [b, a];
      lines.push({ from, to, amount: Math.abs(sa - sb) * times, reason: 'settlement' });
    }
  }
  return paymentFromLines(lines);
}

/** Seed 003 "Payment after a Draw": the listed amount by number of waiting players (0 and 4: nothing). */
export const DRAW_PAYMENT_TABLE: readonly number[] = [0, 200, 300, 200, 0];

/**
 * Payments after an exhaustive draw (section 6.4, A17). `pot`: the listed amount is what each
 * player on the larger side pays or receives, so a fixed pot (600) moves from the non-waiting
 * to the waiting players, split evenly on both sides. `pairwise`: every non-waiting player pays
 * the listed amount to every waiting player. Lines come in seat-pair order.
 */
export function payClassicalDraw(tenpai: readonly Seat[], dealer: Seat, rules: ClassicalRules): Payment {
  const waiting = SEATS.filter((s) => tenpai.includes(s));
  const notWaiting = SEATS.filter((s) => !tenpai.includes(s));
  const listed = DRAW_PAYMENT_TABLE[waiting.length] ?? 0;
  if (!rules.drawPayments || listed === 0) return paymentFromLines([]);
  const perLine =
    rules.drawPaymentMode === 'pairwise'
      ? listed
      : (listed * Math.max(waiting.length, notWaiting.length)) / (waiting.length * notWaiting.length);
  const lines: PaymentLine[] = [];
  for (const a of SEATS) {
    for (const b of SEATS) {
      if (b <= a || tenpai.includes(a) === tenpai.includes(b)) continue;
      const [from, to] = tenpai.includes(a) ? [b, a] : [a, b];
      const times = rules.drawPaymentsDealerDouble && (from === dealer || to === dealer) ? 2 : 1;
      lines.push({ from, to, amount: perLine * times, reason: 'noten' });
    }
  }
  return paymentFromLines(lines);
}

export type ClassicalPenaltyKind = 'erroneous_mahjong' | 'change_of_heart';

export interface ClassicalPenalty {
  kind: ClassicalPenaltyKind;
  offender: Seat;
  dealer: Seat;
  /** Change of heart: the winner of the hand, who receives the penalty. */
  beneficiary?: Seat | null;
}

/**
 * Penalties (section 6.5). Erroneous mahjong after a player threw in his hand: the offender
 * pays each non-dealer 250 and the dealer 500; a dealer offender pays 500 to each. Change of
 * heart: 100 to the winner of the hand, whoever deals (nothing when the hand is drawn, nor
 * when the offender is the winner).
 */
export function payClassicalPenalty(p: ClassicalPenalty, rules: ClassicalRules): Payment {
  const lines: PaymentLine[] = [];
  if (p.kind === 'erroneous_mahjong') {
    for (const seat of SEATS) {
      if (seat === p.offender) continue;
      const times = seat === p.dealer || p.offender === p.dealer ? 2 : 1;
      lines.push({
        from: p.offender,
        to: seat,
        amount: rules.erroneousMahjongPayment * times,
        reason: 'chombo',
      });
    }
  } else if (p.beneficiary !== undefined && p.beneficiary !== null && p.beneficiary !== p.offender) {
    lines.push({
      from: p.offender,
      to: p.beneficiary,
      amount: rules.changeOfHeartPayment,
      reason: 'penalty',
      note: 'change of heart',
      noteKey: { id: 'change_of_heart' },
    });
  }
  return paymentFromLines(lines);
}

/** The winner collects every Ready stick on the table, his own included (section 6.3). */
export function payClassicalSticks(winner: Seat, sticks: number, rules: ClassicalRules): Payment {
  const amount = sticks * rules.readyStick;
  return paymentFromLines(amount > 0 ? [{ from: TABLE, to: winner, amount, reason: 'sticks' }] : []);
}

/**
 * A drawn hand's Ready sticks (A16): they stay on the table for the next winner (`carry`, no
 * payment) or go back to the players who declared this hand (`return`).
 */
export function returnClassicalSticksOnDraw(declarers: readonly Seat[], rules: ClassicalRules): Payment {
  if (rules.sticksOnDraw === 'carry' || rules.readyStick === 0) return paymentFromLines([]);
  return paymentFromLines(
    declarers.map(
      (seat): PaymentLine => ({ from: TABLE, to: seat, amount: rules.readyStick, reason: 'sticks' }),
    ),
  );
}

/** Adds payments: the lines of each, in order. */
export function combinePayments(...payments: Payment[]): Payment {
  return paymentFromLines(payments.flatMap((p) => p.lines));
}
