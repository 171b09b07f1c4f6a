// The settlement's penalty column explained (EndScreen.tsx): each penalty it adds up, in the
// order of the log. A chombo settled in final points (riichi's `chomboPoints`, when the rules do
// not pay it at the table) and each tournament penalty (a `penalty` event, with its reason):
// per player they sum to core's column, so the referee can point at every figure in it.

import {
  chomboPenaltyPoints,
  type GameDocument,
  type GameState,
  handNumber,
  type RiichiRules,
  type Seat,
} from '@mahjong-ledger/core';
import { historyEntries } from './historyEntries.ts';

export interface PenaltyLine {
  kind: 'chombo' | 'penalty';
  /** The event's index in the log. */
  index: number;
  seat: Seat;
  /** Final points, below zero. */
  points: number;
  /** A chombo: its hand's number. A penalty: the hands played before it (0: before the first). */
  hand: number;
  /** A penalty's reason, when it has one. */
  note: string | null;
}

export function penaltyLines(
  doc: GameDocument,
  state: GameState,
  rules: Pick<RiichiRules, 'chomboTablePayment' | 'chomboPoints'>,
): PenaltyLine[] {
  const perChombo = chomboPenaltyPoints(rules);
  const chombos: PenaltyLine[] =
    perChombo === 0
      ? []
      : state.history.flatMap((h) =>
          h.result.kind === 'chombo'
            ? [
                {
                  kind: 'chombo' as const,
                  index: h.eventIndex,
                  seat: h.result.offender,
                  points: -perChombo,
                  hand: handNumber(state.history, h.eventIndex),
                  note: null,
                },
              ]
            : [],
        );
  const penalties = historyEntries(doc, state).flatMap((e): PenaltyLine[] =>
    e.kind === 'penalty'
      ? [
          {
            kind: 'penalty',
            index: e.index,
            seat: e.seat,
            points: e.points,
            hand: e.handsBefore,
            note: e.note,
          },
        ]
      : [],
  );
  return [...chombos, ...penalties].sort((a, b) => a.index - b.index);
}
