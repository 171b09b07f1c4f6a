// Who pays what for a riichi win (spec §5.2-5.4): the hand's value per payer, honba, the
// sticks on the table, and liability (pao). Used by the hand scorer for score box 2 and by
// the ledger for every win of a game.

import { type Payment, type PaymentLine, paymentFromLines, type Seat, TABLE } from '../../payment.ts';
import type { RiichiRules } from './options.ts';
import { roundUp100, winnerReceives } from './points.ts';

export interface WinPaymentInput {
  winner: Seat;
  dealer: Seat;
  tsumo: boolean;
  /** The seat that dealt in (ron). */
  discarder?: Seat;
  /** Base points of the hand (after limits). */
  base: number;
  /** Honba counters paid with this win (300 per honba on a ron, 100 from each payer on a tsumo). */
  honba: number;
  /** Riichi sticks the winner collects from the table, in points. */
  sticks: number;
  /** A player liable for the hand (pao), and how much of `base` the liability covers. */
  liable?: Seat;
  liableBase?: number;
  rules: RiichiRules;
}

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Itemised payment of one win. Lines: base, honba, pao, sticks; the deltas sum to zero. */
export function riichiWinPayment(p: WinPaymentInput): Payment {
  const lines: PaymentLine[] = [];
  const liable = p.liable !== undefined && p.liable !== p.winner ? p.liable : undefined;
  const covered = liable === undefined ? 0 : Math.min(p.liableBase ?? p.base, p.base);

  if (p.tsumo) {
    if (liable !== undefined && covered > 0) {
      // The liable player pays the covered part as if it were a ron, and every honba.
      pay(lines, p, liable, ronValue(p, covered), 'pao');
      pay(lines, p, liable, 300 * p.honba, 'honba');
      const rest = p.base - covered;
      if (rest > 0) tsumoShares(lines, p, rest, 0);
    } else tsumoShares(lines, p, p.base, p.honba);
  } else {
    const from = p.discarder;
    if (from === undefined || from === p.winner)
      throw new Error('a ron needs a discarder other than the winner');
    if (liable !== undefined && liable !== from && covered > 0) {
      const half = ronValue(p, covered) / 2;
      pay(lines, p, from, half + (p.base > covered ? ronValue(p, p.base - covered) : 0), 'base');
      pay(lines, p, liable, half, 'pao');
      pay(lines, p, p.rules.paoRonHonba === 'liable' ? liable : from, 300 * p.honba, 'honba');
    } else {
      pay(lines, p, from, ronValue(p, p.base), 'base');
      pay(lines, p, from, 300 * p.honba, 'honba');
    }
  }
  if (p.sticks > 0) lines.push({ from: TABLE, to: p.winner, amount: p.sticks, reason: 'sticks' });
  return paymentFromLines(lines);
}

// Helpers at module level rather than closures: the scorer builds a payment per itemised
// result, and closures were allocated on every call.

function pay(
  lines: PaymentLine[],
  p: WinPaymentInput,
  from: Seat,
  amount: number,
  reason: PaymentLine['reason'],
): void {
  if (amount > 0 && from !== p.winner) lines.push({ from, to: p.winner, amount, reason });
}

/** What a ron of base `b` pays the winner. */
function ronValue(p: WinPaymentInput, b: number): number {
  return winnerReceives(b, p.winner === p.dealer, false);
}

function tsumoShares(lines: PaymentLine[], p: WinPaymentInput, b: number, honba: number): void {
  const winnerIsDealer = p.winner === p.dealer;
  for (const s of SEATS) {
    if (s === p.winner) continue;
    const share = winnerIsDealer || s === p.dealer ? roundUp100(b * 2) : roundUp100(b);
    pay(lines, p, s, share, 'base');
    pay(lines, p, s, 100 * honba, 'honba');
  }
}
