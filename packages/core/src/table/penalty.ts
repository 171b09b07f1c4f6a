// A tournament penalty folded into the table: checked field by field, then kept in the state
// for the settlement, which takes it off the player's final points after uma (§5.9, as a
// chombo's penalty). Table points do not move, so the ranking, the uma and every later hand are
// as they were; only riichi's settlement has final points to take a penalty from.

import type { Seat } from '../payment.ts';
import { describeValue, fail, type Issue, issue, ok, type Result } from '../result.ts';
import type { GameState, PenaltyEvent } from './types.ts';

/**
 * The largest penalty, in final points. A game's final points are tens at most; a penalty of
 * thousands is a slip of units (table points, -10000, typed for final points, -10), and is
 * refused with the unit named rather than settled.
 */
export const MAX_PENALTY_POINTS = 1000;

const isSeat = (v: unknown): v is Seat => v === 0 || v === 1 || v === 2 || v === 3;

/** Whether `v` is a whole number of tenths (binary noise in a typed -2.3 allowed). */
const isTenths = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;

/**
 * The state with the penalty kept, or every problem with it: a family with no final points to
 * take it from (`refusal`, that family's reason), a seat that does not exist, points that are
 * not a penalty in final points.
 */
export function applyPenalty(
  state: GameState,
  event: PenaltyEvent,
  refusal: string | null,
  eventIndex: number,
): Result<GameState, 'invalid'> {
  if (refusal !== null) return fail('invalid', [issue('no_penalties', refusal, 'event.type')]);
  const e = event as unknown as Record<string, unknown>;
  const issues: Issue[] = [];
  if (!isSeat(e.seat)) {
    issues.push(
      issue('bad_seat', `a penalty names its player's seat, 0-3, not ${describeValue(e.seat)}`, 'event.seat'),
    );
  }
  const points = e.points;
  if (typeof points !== 'number' || !Number.isFinite(points) || !isTenths(points)) {
    issues.push(
      issue(
        'bad_penalty',
        `a penalty is in final points with at most one decimal (-10 is 10,000 table points), not ${describeValue(points)}`,
        'event.points',
      ),
    );
  } else if (points === 0) {
    // Said without a sign: a front end may take the amount unsigned, as a referee says it.
    issues.push(issue('bad_penalty', 'a penalty of 0 takes nothing off', 'event.points'));
  } else if (points > 0) {
    issues.push(
      issue(
        'bad_penalty',
        `a penalty takes final points off, so it is below zero (-10 takes 10 off), not ${describeValue(points)}`,
        'event.points',
      ),
    );
  } else if (points < -MAX_PENALTY_POINTS) {
    issues.push(
      issue(
        'bad_penalty',
        `a penalty is in final points, thousands of table points (-10 is 10,000); ${points} is beyond the ${MAX_PENALTY_POINTS} any game could need`,
        'event.points',
      ),
    );
  }
  if (issues.length) return fail('invalid', issues);
  return ok({
    ...state,
    penalties: [
      ...state.penalties,
      {
        eventIndex,
        round: state.round,
        scores: state.scores,
        seat: e.seat as Seat,
        // One decimal exactly, as the settlement keeps its points.
        points: Math.round((points as number) * 10) / 10,
      },
    ],
  });
}

/** Each seat's penalties in final points, summed in tenths (no binary noise). */
export function penaltyPointsBySeat(state: Pick<GameState, 'penalties'>): [number, number, number, number] {
  const tenths = [0, 0, 0, 0];
  for (const p of state.penalties) tenths[p.seat]! += Math.round(p.points * 10);
  return tenths.map((t) => t / 10) as [number, number, number, number];
}
