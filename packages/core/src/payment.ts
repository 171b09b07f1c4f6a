// Payments as data: who pays whom, line by line, and the per-seat deltas they add up to.
// This is the content of the second score box, shared by every rule family and the ledger.
//
// Seats are 0..3 in seat order (0 = the first dealer's seat). The riichi sticks on the table
// are a fifth party, `TABLE`, so that every payment balances: the deltas of the four seats
// plus the table's delta sum to zero.

export type Seat = 0 | 1 | 2 | 3;

/** The pot of riichi sticks (or a family's kitty) as a party to a payment line. */
export const TABLE = -1;
export type Party = Seat | typeof TABLE;

export type PaymentReason =
  | 'base' // the hand's value
  | 'honba' // counters
  | 'sticks' // riichi sticks on the table
  | 'pao' // paid by a liable player
  | 'noten' // exhaustive draw: noten to tenpai
  | 'nagashi' // nagashi mangan
  | 'instant' // one-off payouts (animals, kongs, flowers)
  | 'chombo' // penalties for a false win or other fault
  | 'bonus' // bonus over the limit
  | 'settlement' // settlement between losers (Japanese Classical)
  | 'riichi'; // a riichi declaration: a seat puts a stick on the table

export interface PaymentLine {
  from: Party;
  to: Party;
  amount: number;
  reason: PaymentReason;
  /** Optional free text, e.g. the yakuman a pao line covers. */
  note?: string;
}

export interface Payment {
  /** What each seat's score changes by. */
  deltas: [number, number, number, number];
  /** What the table (stick pot) changes by: minus what a winner collects, plus what riichi puts in. */
  table: number;
  lines: PaymentLine[];
}

/** Builds a Payment from its lines; deltas are derived, so they always agree with the lines. */
export function paymentFromLines(lines: PaymentLine[]): Payment {
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  let table = 0;
  for (const l of lines) {
    if (l.from === TABLE) table -= l.amount;
    else deltas[l.from] -= l.amount;
    if (l.to === TABLE) table += l.amount;
    else deltas[l.to] += l.amount;
  }
  return { deltas, table, lines };
}

/** Sum of a payment's deltas and table change: zero for every valid payment. */
export function paymentBalance(p: Payment): number {
  return p.deltas[0] + p.deltas[1] + p.deltas[2] + p.deltas[3] + p.table;
}
