// Who pays what for a riichi win (spec §5.2-5.4): the hand's value per payer, honba, the
// sticks on the table, and liability (pao). Used by the hand scorer for score box 2 and by
// the ledger for every win of a game.

import { type Payment, type PaymentLine, paymentFromLines, type Seat, TABLE } from '../../payment.ts';
import type { RiichiRules } from './options.ts';
import { roundUp100 } from './points.ts';

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
  const winnerIsDealer = p.winner === p.dealer;
  const pay = (from: Seat, amount: number, reason: PaymentLine['reason']) => {
    if (amount > 0 && from !== p.winner) lines.push({ from, to: p.winner, amount, reason });
  };
  const liable = p.liable !== undefined && p.liable !== p.winner ? p.liable : undefined;
  const covered = liable === undefined ? 0 : Math.min(p.liableBase ?? p.base, p.base);
  const ronValue = (b: number) => roundUp100(b * (winnerIsDealer ? 6 : 4));

  if (p.tsumo) {
    if (liable !== undefined && covered > 0) {
      // The liable player pays the covered part as if it were a ron, and every honba.
      pay(liable, ronValue(covered), 'pao');
      pay(liable, 300 * p.honba, 'honba');
      const rest = p.base - covered;
      if (rest > 0) tsumoShares(rest, 0);
    } else tsumoShares(p.base, p.honba);
  } else {
    const from = p.discarder;
    if (from === undefined || from === p.winner)
      throw new Error('a ron needs a discarder other than the winner');
    if (liable !== undefined && liable !== from && covered > 0) {
      const half = ronValue(covered) / 2;
      pay(from, half + (p.base > covered ? ronValue(p.base - covered) : 0), 'base');
      pay(liable, half, 'pao');
      pay(p.rules.paoRonHonba === 'liable' ? liable : from, 300 * p.honba, 'honba');
    } else {
      pay(from, ronValue(p.base), 'base');
      pay(from, 300 * p.honba, 'honba');
    }
  }
  if (p.sticks > 0) lines.push({ from: TABLE, to: p.winner, amount: p.sticks, reason: 'sticks' });
  return paymentFromLines(lines);

  function tsumoShares(b: number, honba: number) {
    for (const s of SEATS) {
      if (s === p.winner) continue;
      const share = winnerIsDealer || s === p.dealer ? roundUp100(b * 2) : roundUp100(b);
      pay(s, share, 'base');
      pay(s, 100 * honba, 'honba');
    }
  }
}
