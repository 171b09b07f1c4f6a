// The tournament penalty screen's form (PenaltyScreen.tsx) and the event it makes: the player,
// the final points taken off and the reason. The amount is typed as a positive number of final
// points to take off (the screen sets a fixed "−" before the field and says the amount in
// words): a penalty only ever takes points off, and a referee reading "10" off a ruling sheet
// should not have to know which sign core wants. A minus typed anyway is the same penalty, not
// a second sign to reason about. Written as core's `{ type: 'penalty', seat, points, note }`,
// with `points` below zero; every range check (one decimal, above zero, a slip of units) is
// core's, shown live.

import {
  type GameEvent,
  type GameState,
  type PenaltyEvent,
  type Seat,
  settleGame,
} from '@mahjong-ledger/core';

export interface PenaltyForm {
  /** The player penalised; null until chosen. */
  seat: Seat | null;
  /** The final points to take off as typed, without a sign ('' for none yet). */
  amount: string;
  /** Why (required: a penalty with no reason cannot be checked or appealed later). */
  note: string;
  /** Something was typed or chosen: until then no complaint is shown. */
  entered: boolean;
}

/** The event at `index` when it is a tournament penalty (the form this screen writes). */
export function penaltyAt(events: readonly GameEvent[], index: number): PenaltyEvent | null {
  const e = events[index];
  return e?.type === 'penalty' ? e : null;
}

export function emptyPenalty(): PenaltyForm {
  return { seat: null, amount: '', note: '', entered: false };
}

/** Tenths without binary noise (core keeps one decimal): 2.3, never 2.2999999999999998. */
const tenths = (n: number) => Math.round(n * 10) / 10;

/** The form of a new penalty, or of the one at `edit` (as it was entered). */
export function initialPenalty(events: readonly GameEvent[], edit: number | null): PenaltyForm {
  const e = edit === null ? null : penaltyAt(events, edit);
  if (!e) return emptyPenalty();
  return {
    seat: e.seat,
    // Kept below zero (core refuses any other): the form shows what is taken off, unsigned.
    amount: typeof e.points === 'number' ? String(tenths(Math.abs(e.points))) : '',
    note: typeof e.note === 'string' ? e.note : '',
    entered: true,
  };
}

/**
 * The field's text as typed, with a leading minus dropped: the screen's fixed "−" already says
 * the amount is taken off, so "-10" and "10" are one penalty.
 */
export function typedPenalty(text: string): string {
  return text.replace(/^\s*[-−－]\s*/, '');
}

/**
 * The final points typed ('' is none yet: null), or NaN for text that is not a number: digits
 * (full-width ones too) with a decimal point. Decimals beyond the first are read, for core to
 * refuse by name; a comma is refused here, being a thousands separator to some and a decimal
 * point to others.
 */
export function parsePenalty(text: string): number | null {
  const s = typedPenalty(text.normalize('NFKC')).replace(/\s/g, '');
  if (s === '') return null;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(s) ? Number(s) : Number.NaN;
}

export interface BuiltPenalty {
  /** The event, null until a player is chosen and an amount reads. */
  event: PenaltyEvent | null;
  /** The final points taken off (positive), or null while none reads. */
  amount: number | null;
  noSeat: boolean;
  /** Nothing typed in the amount. */
  noAmount: boolean;
  /** The amount typed is not a number. */
  unreadable: boolean;
  noNote: boolean;
}

export function buildPenalty(f: PenaltyForm): BuiltPenalty {
  const value = parsePenalty(f.amount);
  const unreadable = value !== null && Number.isNaN(value);
  const amount = value === null || unreadable ? null : value;
  const note = f.note.trim();
  const event: PenaltyEvent | null =
    f.seat === null || amount === null
      ? null
      : {
          type: 'penalty',
          seat: f.seat,
          // 0 stays 0 (not −0): core then says a penalty takes something off.
          points: amount === 0 ? 0 : -amount,
          ...(note ? { note } : {}),
        };
  return {
    event,
    amount,
    noSeat: f.seat === null,
    noAmount: value === null,
    unreadable,
    noNote: note === '',
  };
}

/** A player's settlement figures a penalty changes (the rank is shown to say it does not). */
export interface SettledSeat {
  rank: number;
  /** The penalty column: chombo and tournament penalties, final points. */
  penalty: number;
  /** Final points. */
  points: number;
}

/**
 * The penalised player's settlement without the penalty and with it, both core's (`settleGame`):
 * the screen's preview. `without` is the game as it stands for a new penalty, the game with the
 * edited one taken out for an edit, so the preview always shows this penalty's whole effect.
 */
export function penaltyEffect(
  without: GameState,
  withIt: GameState,
  seat: Seat,
): { before: SettledSeat; after: SettledSeat } {
  const row = (state: GameState): SettledSeat => {
    const r = settleGame(state).rows.find((x) => x.seat === seat)!;
    return { rank: r.rank, penalty: r.penalty, points: r.points };
  };
  return { before: row(without), after: row(withIt) };
}
