// The referee's adjustment screen's form (AdjustScreen.tsx) and the event it makes: the points
// given to (+) or taken from (−) each player, the sticks put on or taken off the table, and the
// reason. Written as core's adjustment by deltas (`{ type: 'adjust', deltas, stickDelta, note }`),
// so that an edit of an earlier hand carries through it. An amount is read as the game keeps it:
// whole points, or money with cents (Singapore, kept as hundredths by core's toHundredths).

import { fromHundredths, type GameEvent, type Seat, toHundredths } from '@mahjong-ledger/core';
import type { Unit } from '../ui/format.ts';

export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export interface AdjustForm {
  /** Each seat's amount as typed, without its sign ('' for none). */
  amounts: string[];
  /** Each seat's sign: true where the amount is taken from the player. */
  minus: boolean[];
  /** Sticks put on (+) or taken off (−) the table. */
  sticks: number;
  /** Why (required: a correction with no reason says nothing to whoever reads the game later). */
  note: string;
  /**
   * Something was typed or chosen: until then core's complaint about an empty form (it changes
   * nothing) is not shown.
   */
  entered: boolean;
}

/** A referee's adjustment by deltas, as an event of the log. */
export type DeltasAdjust = Extract<GameEvent, { type: 'adjust'; deltas: unknown }>;

/** The event at `index` when it is an adjustment by deltas (the form this screen writes). */
export function deltasAdjustAt(events: readonly GameEvent[], index: number): DeltasAdjust | null {
  const e = events[index];
  return e?.type === 'adjust' && 'deltas' in e ? e : null;
}

/** An amount (at least 0) as the field shows it: points whole, money with its cents. */
function amountText(n: number, unit: Unit): string {
  return unit === 'points' ? String(n) : fromHundredths(n).toFixed(2);
}

export function emptyAdjust(): AdjustForm {
  return {
    amounts: ['', '', '', ''],
    minus: [false, false, false, false],
    sticks: 0,
    note: '',
    entered: false,
  };
}

/** The form of a new adjustment, or of the one at `edit` (as it was entered). */
export function initialAdjust(events: readonly GameEvent[], edit: number | null, unit: Unit): AdjustForm {
  const e = edit === null ? null : deltasAdjustAt(events, edit);
  if (!e) return emptyAdjust();
  return {
    amounts: e.deltas.map((d) => (d === 0 ? '' : amountText(Math.abs(d), unit))),
    minus: e.deltas.map((d) => d < 0),
    sticks: e.stickDelta ?? 0,
    note: e.note ?? '',
    entered: true,
  };
}

/**
 * The amount typed, in the game's unit ('' is none: 0), or null for text that is not one:
 * digits (full-width ones too), grouped by commas or spaces; money with at most two decimals.
 */
export function parseAmount(text: string, unit: Unit): number | null {
  const s = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (s === '') return 0;
  if (unit === 'points') return /^\d+$/.test(s) ? Number(s) : null;
  return /^(\d+(\.\d{0,2})?|\.\d{1,2})$/.test(s) ? toHundredths(Number(s)) : null;
}

/**
 * A field's text as typed: a sign typed before the amount (a keyboard with a minus key) sets the
 * sign, and is not kept in the text.
 */
export function typedAmount(text: string): { text: string; minus?: boolean } {
  const m = /^\s*([-−－+＋])\s*/.exec(text);
  if (!m) return { text };
  return { text: text.slice(m[0].length), minus: !/[+＋]/.test(m[1]!) };
}

export interface BuiltAdjust {
  /** The event, null while an amount does not read. */
  event: DeltasAdjust | null;
  /** The seats whose amount does not read. */
  unreadable: Seat[];
  /** No reason given. */
  noNote: boolean;
}

/** The event the form makes; sticks are left out where the game has none (Singapore). */
export function buildAdjust(f: AdjustForm, unit: Unit, sticks: boolean): BuiltAdjust {
  const values = SEATS.map((s) => parseAmount(f.amounts[s] ?? '', unit));
  const unreadable = SEATS.filter((s) => values[s] === null);
  const note = f.note.trim();
  const deltas = SEATS.map((s) => {
    const v = values[s] ?? 0;
    // A 0 is 0, never −0 (which JSON writes as 0, but a test of the event would tell apart).
    return f.minus[s] && v !== 0 ? -v : v;
  }) as DeltasAdjust['deltas'];
  const event: DeltasAdjust | null =
    unreadable.length > 0
      ? null
      : {
          type: 'adjust',
          deltas,
          ...(sticks && f.sticks !== 0 ? { stickDelta: f.sticks } : {}),
          ...(note ? { note } : {}),
        };
  return { event, unreadable, noNote: note === '' };
}
