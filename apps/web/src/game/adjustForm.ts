// The referee's adjustment screen's form (AdjustScreen.tsx) and the event it makes, in either of
// core's two forms. By points (`deltas`): the points given to (+) or taken from (−) each player
// and the sticks put on or taken off the table, so that an edit of an earlier hand carries
// through it. Set outright (`outright`): each player's score as it should stand and the sticks
// left on the table (a paper score sheet, a reconnect), where an edit of an earlier hand stops.
// Either way the reason goes with it. An amount is read as the game keeps it: whole points, or
// money with cents (Singapore, kept as hundredths by core's toHundredths). Switching form turns
// the values into the other's against the scores before the correction, so nothing is retyped.

import { fromHundredths, type GameEvent, type Seat, toHundredths } from '@mahjong-ledger/core';
import type { Unit } from '../ui/format.ts';

export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export type AdjustMode = 'deltas' | 'outright';

export const ADJUST_MODES: readonly AdjustMode[] = ['deltas', 'outright'];

export interface AdjustForm {
  /** Points given or taken (`deltas`), or the scores set (`outright`). */
  mode: AdjustMode;
  /** Each seat's amount (or score) as typed, without its sign ('' for none). */
  amounts: string[];
  /** Each seat's sign: true where the amount is taken from the player (or the score is below 0). */
  minus: boolean[];
  /** Sticks put on (+) or taken off (−) the table; set outright, the sticks left on it. */
  sticks: number;
  /** Why (required: a correction with no reason says nothing to whoever reads the game later). */
  note: string;
  /**
   * Something was typed or chosen: until then core's complaint about an empty form (it changes
   * nothing) is not shown.
   */
  entered: boolean;
}

/** A referee's adjustment, as an event of the log (either form). */
export type AdjustEvent = Extract<GameEvent, { type: 'adjust' }>;
/** A referee's adjustment by deltas. */
export type DeltasAdjust = Extract<GameEvent, { type: 'adjust'; deltas: unknown }>;
/** A referee's adjustment that sets the scores outright. */
export type OutrightAdjust = Extract<GameEvent, { type: 'adjust'; scores: unknown }>;

type Four = [number, number, number, number];

/** The event at `index` when it is a referee's adjustment (either form: this screen writes both). */
export function adjustAt(events: readonly GameEvent[], index: number): AdjustEvent | null {
  const e = events[index];
  return e?.type === 'adjust' ? e : null;
}

/** A field's text and sign for a value: points whole, money with its cents; 0 left empty by points. */
function field(n: number, unit: Unit, mode: AdjustMode): { text: string; minus: boolean } {
  // A score of 0 is a score and is shown; no points given is an empty field.
  if (n === 0) return { text: mode === 'deltas' ? '' : amountText(0, unit), minus: false };
  return { text: amountText(Math.abs(n), unit), minus: n < 0 };
}

/** An amount (at least 0) as the field shows it: points whole, money with its cents. */
function amountText(n: number, unit: Unit): string {
  return unit === 'points' ? String(n) : fromHundredths(n).toFixed(2);
}

export function emptyAdjust(): AdjustForm {
  return {
    mode: 'deltas',
    amounts: ['', '', '', ''],
    minus: [false, false, false, false],
    sticks: 0,
    note: '',
    entered: false,
  };
}

/** The form of a new adjustment, or of the one at `edit` (as it was entered, in its form). */
export function initialAdjust(events: readonly GameEvent[], edit: number | null, unit: Unit): AdjustForm {
  const e = edit === null ? null : adjustAt(events, edit);
  if (!e) return emptyAdjust();
  const mode: AdjustMode = 'deltas' in e ? 'deltas' : 'outright';
  const values = 'deltas' in e ? e.deltas : e.scores;
  const fields = values.map((v) => field(v, unit, mode));
  return {
    mode,
    amounts: fields.map((f) => f.text),
    minus: fields.map((f) => f.minus),
    sticks: 'deltas' in e ? (e.stickDelta ?? 0) : (e.sticks ?? 0),
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

/** Each seat's value with its sign, null where it does not read (or, set outright, is empty). */
function values(f: AdjustForm, unit: Unit): (number | null)[] {
  return SEATS.map((s) => {
    const text = f.amounts[s] ?? '';
    // Set outright, an empty field is a score not given, not a score of 0: a field cleared to
    // retype it would otherwise set that player to 0.
    if (f.mode === 'outright' && text.trim() === '') return null;
    const v = parseAmount(text, unit);
    // A 0 is 0, never −0 (which JSON writes as 0, but a test of the event would tell apart).
    return v === null ? null : f.minus[s] && v !== 0 ? -v : v;
  });
}

export interface BuiltAdjust {
  /** The event, null while an amount does not read. */
  event: AdjustEvent | null;
  /** The seats whose amount does not read, or (set outright) is not given. */
  unreadable: Seat[];
  /** No reason given. */
  noNote: boolean;
}

/** The event the form makes; sticks are left out where the game has none (Singapore). */
export function buildAdjust(f: AdjustForm, unit: Unit, sticks: boolean): BuiltAdjust {
  const read = values(f, unit);
  const unreadable = SEATS.filter((s) => read[s] === null);
  const note = f.note.trim();
  const four = read.map((v) => v ?? 0) as Four;
  const withNote = note ? { note } : {};
  let event: AdjustEvent | null = null;
  if (unreadable.length === 0)
    event =
      f.mode === 'deltas'
        ? {
            type: 'adjust',
            deltas: four,
            ...(sticks && f.sticks !== 0 ? { stickDelta: f.sticks } : {}),
            ...withNote,
          }
        : // Singapore's outright correction says no sticks (core takes none as none there).
          ({
            type: 'adjust',
            scores: four,
            ...(sticks ? { sticks: f.sticks } : {}),
            ...withNote,
          } as OutrightAdjust);
  return { event, unreadable, noNote: note === '' };
}

/**
 * The form in the other mode, its values turned into that mode's against the scores and sticks
 * before the correction (`before`, `sticksBefore`): the points given are the scores set minus the
 * scores before, the scores set the scores before plus the points given; sticks likewise. A field
 * that does not read is kept as typed; the note, and whether something was entered, are kept.
 */
export function switchMode(
  f: AdjustForm,
  mode: AdjustMode,
  before: readonly number[],
  sticksBefore: number,
  unit: Unit,
): AdjustForm {
  if (f.mode === mode) return f;
  const read = values(f, unit);
  const toOutright = mode === 'outright';
  const fields = SEATS.map((s) => {
    const v = read[s];
    if (v === null) return { text: f.amounts[s] ?? '', minus: f.minus[s] ?? false };
    return field(toOutright ? before[s]! + v : v - before[s]!, unit, mode);
  });
  return {
    ...f,
    mode,
    amounts: fields.map((x) => x.text),
    minus: fields.map((x) => x.minus),
    sticks: toOutright ? sticksBefore + f.sticks : f.sticks - sticksBefore,
  };
}

/**
 * A correction set outright that leaves every score and the sticks as they were. Core keeps one
 * (it only refuses a correction by points that moves nothing), but the screen refuses it as it
 * refuses that one: it changes nothing now, so it is a slip (the referee meant some change), and
 * all it would do is stop a later edit of an earlier hand from carrying through, unasked.
 */
export function changesNothing(
  scoresBefore: readonly number[],
  scoresAfter: readonly number[],
  sticksBefore: number,
  sticksAfter: number,
): boolean {
  return SEATS.every((s) => scoresBefore[s] === scoresAfter[s]) && sticksBefore === sticksAfter;
}
