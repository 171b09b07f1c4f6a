// Labels built from core's data: the round name, seat winds, a hand's result in words.

import {
  type FamilyId,
  type HandRecord,
  type HandResult,
  type InstantResult,
  type RoundState,
  type Seat,
  seatWindOf,
} from '@mahjong-ledger/core';
import { t, windName } from '../i18n/index.ts';

export function roundLabel(r: RoundState, family: FamilyId = 'riichi'): string {
  const key =
    family === 'singapore'
      ? 'round.label_singapore'
      : family === 'classical'
        ? 'round.label_classical'
        : 'round.label';
  return t(key, { wind: windName(r.wind), n: r.number, honba: r.honba, sticks: r.sticks });
}

/**
 * A hand's number in the game, as the history and the edit screens name it: hands (wins and
 * draws) count from 1; a Singapore instant payout is no hand, and is numbered by the hand in
 * play when it was paid (the next hand). `eventIndex` is the record's index in the log.
 */
export function handNumber(history: readonly HandRecord[], eventIndex: number): number {
  let n = 0;
  for (const h of history) {
    if (h.eventIndex > eventIndex) break;
    if (h.result.kind !== 'instant') n++;
    if (h.eventIndex === eventIndex) return h.result.kind === 'instant' ? n + 1 : n;
  }
  return n + 1;
}

export function seatWind(seat: number, dealer: number): number {
  return seatWindOf(seat as Seat, dealer as Seat);
}

export function resultLabel(
  result: HandResult | InstantResult,
  names: readonly string[],
  family: FamilyId = 'riichi',
): string {
  const riichi = family === 'riichi';
  switch (result.kind) {
    case 'win':
      return result.wins
        .map((w) =>
          w.from === null
            ? t(riichi ? 'result.tsumo' : 'result.self_draw', { winner: names[w.winner]! })
            : t(riichi ? 'result.ron' : 'result.discard', { winner: names[w.winner]!, from: names[w.from]! }),
        )
        .join(' · ');
    case 'exhaustive_draw':
      if (family === 'singapore') return t('draw.kind.exhaustive_draw');
      return t('result.draw', {
        tenpai: result.tenpai.length ? result.tenpai.map((s) => names[s]).join(', ') : t('result.nobody'),
      });
    case 'abortive_draw':
      return t('result.abortive', { reason: t(`abortive.${result.reason}`) });
    case 'chombo':
      return t(
        family === 'singapore'
          ? 'result.false_win'
          : family === 'classical'
            ? 'result.penalty'
            : 'result.chombo',
        { offender: names[result.offender]! },
      );
    case 'instant':
      return t('result.instant', { seat: names[result.seat]! });
  }
}
