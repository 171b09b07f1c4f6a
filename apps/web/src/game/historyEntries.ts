// The history screen's entries in the order of the game's log: each hand (or instant payout) as
// core's history records it, and each referee's score correction (`adjust` event, which an
// imported game may hold and core keeps no hand record of) read from the game document, with
// the scores and sticks before it and those it set, so the scores never jump unexplained.

import {
  type GameDocument,
  type HandRecord,
  handNumber,
  type RoundState,
  replayGame,
} from '@mahjong-ledger/core';
import { handsBefore } from '../ui/labels.ts';

type Scores = readonly [number, number, number, number];

export interface AdjustEntry {
  kind: 'adjust';
  /** The event's index in the log (core's removeEvent takes it). */
  index: number;
  /** The referee's note, when the event has one. */
  note: string | null;
  /** The round in play when the scores were set. */
  round: RoundState;
  before: Scores;
  after: Scores;
  sticksBefore: number;
  sticksAfter: number;
  /** Hands (not instant payouts) played before it. */
  handsBefore: number;
}

export interface RecordEntry {
  kind: 'record';
  record: HandRecord;
  /** The hand's number (an instant payout's: the hand it was paid in). */
  number: number;
}

export type HistoryEntry = RecordEntry | AdjustEntry;

/** Every entry of the history, in the order of the log (the first event, the start, is none). */
export function historyEntries(doc: GameDocument, history: readonly HandRecord[]): HistoryEntry[] {
  const records = new Map(history.map((h) => [h.eventIndex, h]));
  const entries: HistoryEntry[] = [];
  doc.events.forEach((event, index) => {
    const record = records.get(index);
    if (record) {
      entries.push({ kind: 'record', record, number: handNumber(history, index) });
      return;
    }
    if (event?.type !== 'adjust') return;
    // The table as it stood just before the correction.
    const before = replayGame(doc.events.slice(0, index));
    if (!before.ok) return;
    entries.push({
      kind: 'adjust',
      index,
      note: typeof event.note === 'string' && event.note.trim() !== '' ? event.note : null,
      round: before.value.round,
      before: before.value.scores,
      after: event.scores,
      sticksBefore: before.value.round.sticks,
      sticksAfter: event.sticks,
      handsBefore: handsBefore(history, index),
    });
  });
  return entries;
}
