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
  | 'chombo' // a false win's penalty (riichi chombo, Singapore false win, Classical erroneous mahjong)
  | 'penalty' // a fault's penalty that is no false win (Japanese Classical change of heart)
  | 'bonus' // bonus over the limit
  | 'settlement' // settlement between losers (Japanese Classical)
  | 'riichi'; // a riichi declaration: a seat puts a stick on the table

/**
 * What a line's note says, as data, for a front end that words it in its own language: `id`
 * one of `NOTE_IDS` or a Singapore instant item's id (`InstantId`), `seat` the seat the line
 * pays for, `bao` an instant payout paid whole by a liable seat.
 */
export interface NoteKey {
  id: string;
  seat?: Seat;
  bao?: boolean;
}

/** The ids of `NoteKey` besides the Singapore instant items'. */
export const NOTE_IDS = [
  'share_of', // Japanese Classical: one loser's share, paid by the discarder or the liable seat
  'ready_stick', // Japanese Classical: a Ready declaration's stick
  'change_of_heart', // Japanese Classical: a change of heart's payment to the winner
  'thirteen_wonders', // Singapore: the thirteen wonders' payment
  'discarder', // Singapore, shooter pays: the discarder's own share
  'other_two', // Singapore, shooter pays: the two others' shares, paid by the discarder
  'bonus_over_limit', // Singapore: the bonus over the limit
  'shooter_pays_bonus', // Singapore: the shooter-pays self-draw bonus
  'bao', // Singapore: a liable seat pays a loser's share
  'false_win', // Singapore: a false win's penalty
] as const;

export interface PaymentLine {
  from: Party;
  to: Party;
  amount: number;
  reason: PaymentReason;
  /** Optional words on the line (English), e.g. whose share a liable player pays. */
  note?: string;
  /** The note as data (`NoteKey`), present with every note core writes. */
  noteKey?: NoteKey;
}

export interface Payment {
  /** What each seat's score changes by. */
  deltas: [number, number, number, number];
  /** What the table (stick pot) changes by: minus what a winner collects, plus what riichi puts in. */
  table: number;
  lines: PaymentLine[];
}

const isParty = (p: unknown): p is Party => p === TABLE || p === 0 || p === 1 || p === 2 || p === 3;

/**
 * Builds a Payment from its lines; deltas are derived, so they always agree with the lines.
 * Every family's payment functions build their payments here, so a line between parties that
 * do not exist, from a party to itself, or of an amount that is not a finite number of at
 * least 0 is a programmer's error caught here (a `TypeError`), not deltas of `NaN` or a fifth
 * seat in a saved game.
 */
export function paymentFromLines(lines: PaymentLine[]): Payment {
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  let table = 0;
  for (const l of lines) {
    if (
      !isParty(l.from) ||
      !isParty(l.to) ||
      l.from === l.to ||
      !(Number.isFinite(l.amount) && l.amount >= 0)
    )
      throw new TypeError(
        `a payment line must move a finite amount ≥ 0 between two different parties (seats 0-3 or the table): ${JSON.stringify(l)}`,
      );
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
