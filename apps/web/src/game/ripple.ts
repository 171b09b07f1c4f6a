// What an edit of an earlier hand does to the hands after it: core replays the game, so a hand
// changed (another winner, a draw for a win) moves the dealer, the honba and the sticks of every
// later hand, and with them what those hands pay (a winner who now deals is paid as a dealer).
// The edit screen showed the edited hand alone, and the later hands' payments changed unseen:
// each later hand whose round or payments change is listed, with each player's change before
// and after the edit.

import { type HandRecord, handNumber, type RoundState } from '@mahjong-ledger/core';

export interface LaterChange {
  /** The later hand's event index in the game as it stands. */
  eventIndex: number;
  record: HandRecord;
  /** Its number, as the history numbers it (an instant payout's: the hand it was paid in). */
  number: number;
  /** Its round, honba and sticks as they were, when the edit changes them. */
  roundBefore: RoundState | null;
  /** The players whose change differs: seat, the change before the edit and with it. */
  seats: { seat: number; was: number; now: number }[];
}

const sameRound = (a: RoundState, b: RoundState) =>
  a.wind === b.wind && a.number === b.number && a.honba === b.honba && a.sticks === b.sticks;

/**
 * The hands after event `edit` whose round or payments the edit changes: `before` is the game's
 * history as it stands, `after` the history with the edit. An edit replaces its event in place
 * (the indices are the same in both); a delete (`removed`) takes it away, the later events one
 * place lower in `after`. Each is named by its number as the history shows it now.
 */
export function laterChanges(
  before: readonly HandRecord[],
  after: readonly HandRecord[],
  edit: number,
  { removed = false }: { removed?: boolean } = {},
): LaterChange[] {
  const was = new Map(before.map((r) => [r.eventIndex, r]));
  return after.flatMap((record): LaterChange[] => {
    const index = removed && record.eventIndex >= edit ? record.eventIndex + 1 : record.eventIndex;
    const old = was.get(index);
    if (index <= edit || !old) return [];
    const seats = record.payment.deltas.flatMap((now, seat) => {
      const w = old.payment.deltas[seat]!;
      return w === now ? [] : [{ seat, was: w, now }];
    });
    const roundBefore = sameRound(old.round, record.round) ? null : old.round;
    if (!seats.length && !roundBefore) return [];
    return [{ eventIndex: index, record, number: handNumber(before, index), roundBefore, seats }];
  });
}
