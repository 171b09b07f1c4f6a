// Labels built from core's data: the round name, seat winds, a hand's result in words.

import { type HandResult, type InstantResult, type RoundState, type Seat, seatWindOf } from '@mahjong-ledger/core';
import { t, windName } from '../i18n/index.ts';

export function roundLabel(r: RoundState): string {
  return t('round.label', { wind: windName(r.wind), n: r.number, honba: r.honba, sticks: r.sticks });
}

export function seatWind(seat: number, dealer: number): number {
  return seatWindOf(seat as Seat, dealer as Seat);
}

export function resultLabel(result: HandResult | InstantResult, names: readonly string[]): string {
  switch (result.kind) {
    case 'win':
      return result.wins
        .map((w) =>
          w.from === null
            ? t('result.tsumo', { winner: names[w.winner]! })
            : t('result.ron', { winner: names[w.winner]!, from: names[w.from]! }),
        )
        .join(' · ');
    case 'exhaustive_draw':
      return t('result.draw', {
        tenpai: result.tenpai.length ? result.tenpai.map((s) => names[s]).join(', ') : t('result.nobody'),
      });
    case 'abortive_draw':
      return t('result.abortive', { reason: t(`abortive.${result.reason}`) });
    case 'chombo':
      return t('result.chombo', { offender: names[result.offender]! });
    case 'instant':
      return `${names[result.seat]!}: ${t('reason.instant')}`;
  }
}
