// The history screen's entries in the order of the game's log: each hand (or instant payout) as
// core's history records it, and each referee's score correction (`adjust` event) as core's
// adjustments record it, with the scores and sticks before it and after it, so the scores never
// jump unexplained; and each tournament penalty (`penalty` event, riichi) as core's penalties
// record it: who, the final points taken off and why, at its place (it moves no table points,
// so it has no scores before and after; the settlement shows its effect).

import {
  type GameDocument,
  type GameState,
  type HandRecord,
  handNumber,
  madeAfterEnd,
  type RoundState,
  type Seat,
} from '@mahjong-ledger/core';
import { handsBefore } from '../ui/labels.ts';

type Scores = readonly [number, number, number, number];

export interface AdjustEntry {
  kind: 'adjust';
  /** The event's index in the log (core's removeEvent takes it). */
  index: number;
  /** The referee's note, when the event has one. */
  note: string | null;
  /** The round in play when the scores were set (see PenaltyEntry's for one after the game). */
  round: RoundState;
  /** Made once the game was over (after the hand that ended it). */
  afterEnd: boolean;
  before: Scores;
  after: Scores;
  sticksBefore: number;
  sticksAfter: number;
  /** Points added to each seat (`deltas`) or the scores set outright (`outright`). */
  form: 'deltas' | 'outright';
  /** Hands (not instant payouts) played before it. */
  handsBefore: number;
}

export interface PenaltyEntry {
  kind: 'penalty';
  /** The event's index in the log. */
  index: number;
  /** The referee's note, when the event has one. */
  note: string | null;
  /**
   * The round in play when it was given. After the game, core's is the round that would have
   * come next (South 1 after an east-only game's East 4): `afterEnd` says so, and the screens
   * say "after the game" rather than show it.
   */
  round: RoundState;
  /** Given once the game was over (after the hand that ended it). */
  afterEnd: boolean;
  seat: Seat;
  /** Final points, below zero. */
  points: number;
  /** Hands (not instant payouts) played before it. */
  handsBefore: number;
}

export interface RecordEntry {
  kind: 'record';
  record: HandRecord;
  /** The hand's number (an instant payout's: the hand it was paid in). */
  number: number;
}

export type HistoryEntry = RecordEntry | AdjustEntry | PenaltyEntry;

/** A referee's note, when the event has one that says something (an imported one may not be text). */
const noteOf = (event: { note?: unknown }): string | null =>
  typeof event.note === 'string' && event.note.trim() !== '' ? event.note : null;

/** Every entry of the history, in the order of the log (the first event, the start, is none). */
export function historyEntries(doc: GameDocument, state: GameState): HistoryEntry[] {
  const { history } = state;
  const records = new Map(history.map((h) => [h.eventIndex, h]));
  const adjustments = new Map(state.adjustments.map((a) => [a.eventIndex, a]));
  const penalties = new Map(state.penalties.map((p) => [p.eventIndex, p]));
  const entries: HistoryEntry[] = [];
  doc.events.forEach((event, index) => {
    const record = records.get(index);
    if (record) {
      entries.push({ kind: 'record', record, number: handNumber(history, index) });
      return;
    }
    const penalty = penalties.get(index);
    if (penalty && event?.type === 'penalty') {
      entries.push({
        kind: 'penalty',
        index,
        note: noteOf(event),
        round: penalty.round,
        afterEnd: madeAfterEnd(state, index),
        seat: penalty.seat,
        points: penalty.points,
        handsBefore: handsBefore(history, index),
      });
      return;
    }
    const adjust = adjustments.get(index);
    if (!adjust || event?.type !== 'adjust') return;
    entries.push({
      kind: 'adjust',
      index,
      note: noteOf(event),
      round: adjust.round,
      afterEnd: madeAfterEnd(state, index),
      before: adjust.scoresBefore,
      after: adjust.scoresAfter,
      sticksBefore: adjust.round.sticks,
      sticksAfter: adjust.sticksAfter,
      form: adjust.form,
      handsBefore: handsBefore(history, index),
    });
  });
  return entries;
}
