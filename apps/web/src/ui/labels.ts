// Labels built from core's data: the round name, seat winds, a hand's result in words.

import {
  type FamilyId,
  type GameEvent,
  type HandRecord,
  type HandResult,
  handNumber,
  type InstantResult,
  type Issue,
  type RoundState,
  type Seat,
  seatWindOf,
} from '@mahjong-ledger/core';
import { t, tCount, windName } from '../i18n/index.ts';

export function roundLabel(r: RoundState, family: FamilyId = 'riichi'): string {
  const key =
    family === 'singapore'
      ? 'round.label_singapore'
      : family === 'classical'
        ? 'round.label_classical'
        : 'round.label';
  // "1 stick", "2 sticks": the form by the number of sticks.
  return tCount(key, r.sticks, { wind: windName(r.wind), n: r.number, honba: r.honba, sticks: r.sticks });
}

/** The round alone, without its counters ("East 2"), as a question names a hand. */
export function roundName(r: RoundState): string {
  return t('round.name', { wind: windName(r.wind), n: r.number });
}

/** Hands (wins and draws, not instant payouts) recorded before event `eventIndex` of the log. */
export function handsBefore(history: readonly HandRecord[], eventIndex: number): number {
  return history.filter((h) => h.eventIndex < eventIndex && h.result.kind !== 'instant').length;
}

/** An issue of core, and where in the game it arose when that is not the entry being edited. */
export interface PlacedIssue extends Issue {
  /** The hand (instant payout, score correction, penalty) it names, as the history numbers it: "Hand 5". */
  place?: string;
}

/** The log index an issue of core names (its path `events[k]...`), or null. */
export function issueEventIndex(issue: Issue): number | null {
  const m = /^events\[(\d+)\]/.exec(issue.path ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * Names the event each issue of a refused edit comes from, as the history numbers it ("Hand 5",
 * "Instant payout during hand 3", "Score correction after hand 2"): core names it by its index
 * in the log it replayed (`events[k]`). `events` and `history` are the game's before the edit;
 * `removed`: the event the edit deletes (core's log is then one shorter from there on);
 * `edited`: the event being edited, whose own issues the screen shows unplaced.
 */
export function placeIssues(
  issues: readonly Issue[],
  events: readonly GameEvent[],
  history: readonly HandRecord[],
  edit: { removed?: number; edited?: number },
): PlacedIssue[] {
  return issues.map((issue) => {
    let k = issueEventIndex(issue);
    if (k === null) return issue;
    if (edit.removed !== undefined && k >= edit.removed) k++;
    if (k === edit.edited) return issue;
    const place = eventPlace(events[k], k, history);
    return place ? { ...issue, place } : issue;
  });
}

function eventPlace(
  event: GameEvent | undefined,
  index: number,
  history: readonly HandRecord[],
): string | null {
  switch (event?.type) {
    case 'hand':
      return t('history.hand_n', { n: handNumber(history, index) });
    case 'instant':
      return t('issue.at_instant', { n: handNumber(history, index) });
    case 'adjust': {
      const n = handsBefore(history, index);
      return n === 0 ? t('issue.at_adjust_start') : t('issue.at_adjust', { n });
    }
    case 'penalty': {
      const n = handsBefore(history, index);
      return n === 0 ? t('issue.at_penalty_start') : t('issue.at_penalty', { n });
    }
    default:
      return null;
  }
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
    case 'win': {
      const wins = result.wins.map((w) =>
        w.from === null
          ? t(riichi ? 'result.tsumo' : 'result.self_draw', { winner: names[w.winner]! })
          : t(riichi ? 'result.ron' : 'result.discard', { winner: names[w.winner]!, from: names[w.from]! }),
      );
      // Japanese Classical: who made a change of heart, in seat order ("Dave ×2" for two).
      const heart = result.changeOfHeart ?? [];
      const offenders = names.flatMap((name, s) => {
        const n = heart.filter((x) => x === s).length;
        return n === 0 ? [] : [n > 1 ? `${name} ×${n}` : name];
      });
      if (offenders.length) wins.push(t('result.change_of_heart', { players: offenders.join(', ') }));
      return wins.join(' · ');
    }
    case 'exhaustive_draw':
      if (family === 'singapore') return t('draw.kind.exhaustive_draw');
      // Japanese Classical says "waiting" (a Ready hand), as its draw screen does, not "tenpai".
      return t(family === 'classical' ? 'result.draw_waiting' : 'result.draw', {
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
