// A referee's correction folded into the table: its two forms (points added, or scores set
// outright) checked, every problem named at its field, and the state it leaves. The ledger
// calls it for an `adjust` event; nothing here knows a family but for Singapore's lack of sticks.

import type { Seat } from '../payment.ts';
import { describeValue, fail, type Issue, issue, ok, type Result } from '../result.ts';
import type { AdjustEvent, GameState } from './types.ts';

type Four = [number, number, number, number];

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The ledger's bounds on an amount (ledger.ts, MAX_LEDGER_AMOUNT), passed in. */
export interface AdjustBounds {
  maxAmount: number;
  stickValue: number;
  /** The label of a seat in a message ("Ann (seat 1)"). */
  label: (seat: Seat) => string;
}

const isFour = (v: unknown): v is Four => Array.isArray(v) && v.length === 4;

/** Whole amounts of at most `max` in size, each one that is not named at `path[i]`. */
function amountIssues(values: unknown[], path: string, what: string, max: number): Issue[] {
  return values.flatMap((v, i) =>
    typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= max
      ? []
      : [
          issue(
            'bad_adjust',
            `${what} must be a whole number of at most ${max} in size, not ${describeValue(v)}`,
            `${path}[${i}]`,
          ),
        ],
  );
}

/**
 * The state after the correction, or every problem with it: a field of the other form mixed in,
 * a list that is not four whole amounts, sticks that would go below none, a change that changes
 * nothing (a slip: the referee meant some change), sticks on a Singapore table (it plays none).
 */
export function applyAdjust(
  state: GameState,
  event: AdjustEvent,
  bounds: AdjustBounds,
  eventIndex: number,
): Result<GameState, 'invalid'> {
  const e = event as Record<string, unknown>;
  const byDeltas = 'deltas' in e || 'stickDelta' in e;
  const outright = 'scores' in e || 'sticks' in e;
  const issues: Issue[] = [];
  if (byDeltas && outright) {
    return fail('invalid', [
      issue(
        'bad_adjust',
        'an adjustment either adds points (deltas, stickDelta) or sets the scores outright (scores, sticks), not both',
        'event',
      ),
    ]);
  }
  if (!byDeltas && !outright) {
    return fail('invalid', [
      issue(
        'bad_adjust',
        'an adjustment gives the points added to each seat (deltas) or the scores it sets (scores and sticks)',
        'event',
      ),
    ]);
  }
  const max = bounds.maxAmount;
  const scoresField = byDeltas ? 'deltas' : 'scores';
  const list = e[scoresField];
  if (!isFour(list)) {
    issues.push(
      issue(
        'bad_adjust',
        `${scoresField} lists four whole numbers, one per seat, not ${describeValue(list)}${Array.isArray(list) ? ` of ${list.length}` : ''}`,
        `event.${scoresField}`,
      ),
    );
  } else {
    issues.push(...amountIssues(list, `event.${scoresField}`, `each of ${scoresField}`, max));
  }
  const sticksField = byDeltas ? 'stickDelta' : 'sticks';
  // Sticks left unsaid: none moved (by deltas), none on a Singapore table (which plays none); set
  // outright elsewhere they are said, as a score sheet says them.
  const sticksValue = e[sticksField] ?? (byDeltas || state.config.family === 'singapore' ? 0 : undefined);
  const before = state.round.sticks;
  if (typeof sticksValue !== 'number' || !Number.isInteger(sticksValue) || Math.abs(sticksValue) > max) {
    issues.push(
      issue(
        'bad_adjust',
        byDeltas
          ? `stickDelta, the sticks put on (+) or taken off (−) the table, is a whole number, not ${describeValue(sticksValue)}`
          : `sticks, the sticks left on the table, is a whole number ≥ 0, not ${describeValue(sticksValue)}`,
        `event.${sticksField}`,
      ),
    );
  } else if (state.config.family === 'singapore' && sticksValue !== 0) {
    // singapore.md: no riichi or Ready; sticks put on its table no hand would ever take off.
    issues.push(
      issue(
        'no_sticks',
        'Singapore has no sticks on the table; an adjustment sets the balances only',
        `event.${sticksField}`,
      ),
    );
  } else if ((byDeltas ? before + sticksValue : sticksValue) < 0) {
    issues.push(
      issue(
        'bad_adjust',
        byDeltas
          ? `the table holds ${before} stick${before === 1 ? '' : 's'}; an adjustment cannot take off ${-sticksValue}`
          : 'sticks, the sticks left on the table, cannot be below 0',
        `event.${sticksField}`,
      ),
    );
  }
  if (issues.length) return fail('invalid', issues);

  const values = list as Four;
  const sticks = byDeltas ? before + (sticksValue as number) : (sticksValue as number);
  const scores = byDeltas ? (SEATS.map((s) => state.scores[s] + values[s]) as Four) : ([...values] as Four);
  if (byDeltas && values.every((d) => d === 0) && sticks === before) {
    return fail('invalid', [
      issue(
        'bad_adjust',
        'this adjustment changes nothing: every delta is 0 and no sticks move',
        'event.deltas',
      ),
    ]);
  }
  const beyond = SEATS.filter((s) => Math.abs(scores[s]) > max);
  if (beyond.length) {
    return fail(
      'invalid',
      beyond.map((s) =>
        issue(
          'bad_adjust',
          `${bounds.label(s)} would hold ${scores[s]}, beyond the ledger's ${max}`,
          `event.${scoresField}[${s}]`,
        ),
      ),
    );
  }
  return ok({
    ...state,
    scores,
    round: { ...state.round, sticks },
    total: scores.reduce((a, b) => a + b, 0) + sticks * bounds.stickValue,
    adjustments: [
      ...state.adjustments,
      {
        eventIndex,
        round: state.round,
        scoresBefore: state.scores,
        scoresAfter: scores,
        sticksAfter: sticks,
        form: byDeltas ? 'deltas' : 'outright',
      },
    ],
  });
}
