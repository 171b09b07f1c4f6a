// Scoring a Japanese Classical winning hand (japanese-classical.md section 2): validate, read
// the hand every possible way, score each reading (limit hand → the limit; else basic points
// P and doubles D, V = min(P x 2^D, limit)), keep the best, then pay the winner.

import type { Payment, Seat } from '../../payment.ts';
import { fail, type Issue, issue, ok, type Result } from '../../result.ts';
import type { ScoreLine, ScoreSummary } from '../family.ts';
import { buildContext } from './context.ts';
import { type DoublesLine, listDoubles } from './doubles.ts';
import {
  type ClassicalInput,
  dealerSeatOf,
  discarderSeat,
  findClassicalInputIssues,
  listIgnoredFlags,
  winnerSeat,
} from './hand.ts';
import { LIABILITY_HANDS, listLimitHands } from './limits.ts';
import { type ClassicalRules, findClassicalRulesIssues } from './options.ts';
import { payClassicalWin } from './payments.ts';
import { listBasicPoints, type PointsLine } from './points.ts';
import { type ClassicalReading, readClassicalHand } from './reading.ts';

export type ClassicalError = 'invalid' | 'not_agari' | 'below_minimum';

export interface ClassicalScore extends ScoreSummary {
  family: 'classical';
  /** Basic points P (section 3); null for a limit hand, which skips them (section 2 step 2). */
  points: number | null;
  /** Doubles D (section 4); null for a limit hand. */
  doubles: number | null;
  /** Hand value V = min(P x 2^D, limit), or the limit for a limit hand; before the dealer x2. */
  value: number;
  /** P x 2^D before the cap (the limit for a limit hand). */
  rawValue: number;
  /** V reached the limit (by a limit hand or by the cap). */
  reachedLimit: boolean;
  pointsDetail: PointsLine[];
  doublesDetail: DoublesLine[];
  /** Limit hands met (empty when none). */
  limitHands: string[];
  /** The reading the score was taken from. */
  reading: ClassicalReading;
  winner: Seat;
  dealer: Seat;
  discarder: Seat | null;
  /** The liable player who paid everything, or null. */
  liable: Seat | null;
  /** Flags that did not apply because they contradict the hand (`flag_ignored` notes). */
  notes: Issue[];
}

interface Evaluated {
  reading: ClassicalReading;
  limitHands: string[];
  pointsDetail: PointsLine[];
  doublesDetail: DoublesLine[];
  points: number | null;
  doubles: number | null;
  rawValue: number;
  value: number;
}

function roundUp(points: number, step: number): number {
  return step <= 1 ? points : Math.ceil(points / step) * step;
}

/** Better of two readings: higher value, then a limit hand, then more doubles, then more points. */
function isBetter(a: Evaluated, b: Evaluated): boolean {
  if (a.value !== b.value) return a.value > b.value;
  const al = a.limitHands.length > 0;
  const bl = b.limitHands.length > 0;
  if (al !== bl) return al;
  if ((a.doubles ?? 0) !== (b.doubles ?? 0)) return (a.doubles ?? 0) > (b.doubles ?? 0);
  return (a.points ?? 0) > (b.points ?? 0);
}

/** Scores a winning hand and pays it. Never throws: bad input is `invalid` with every issue. */
export function scoreClassicalHand(
  input: ClassicalInput,
  rules: ClassicalRules,
): Result<ClassicalScore, ClassicalError> {
  const issues = [...findClassicalRulesIssues(rules), ...findClassicalInputIssues(input)];
  if (issues.length) return fail('invalid', issues);
  const { situation } = input;
  // A hand given without its bonus list holds no bonus tiles (findClassicalInputIssues refused any other non-list).
  const hand = Array.isArray(input.hand.bonus) ? input.hand : { ...input.hand, bonus: [] };
  const winner = winnerSeat(situation);
  const dealer = dealerSeatOf(situation);
  const discarder = discarderSeat(situation);

  const readings = readClassicalHand(hand, situation.tsumo, rules.sevenPairs);
  if (readings.length === 0) {
    return fail('not_agari', [issue('not_agari', 'the tiles do not form a winning hand', 'hand')]);
  }
  // §2 step 1 keeps the reading of the highest value among those that may go out: the minimum
  // is a filter on readings, so a hand with one reading that meets it is never refused.
  let best: Evaluated | null = null;
  let mostDoubles = 0;
  for (const reading of readings) {
    const ctx = buildContext(hand, situation, reading, rules, discarder !== null && discarder === dealer);
    const limitHands = listLimitHands(ctx);
    let e: Evaluated;
    if (limitHands.length) {
      e = {
        reading,
        limitHands,
        pointsDetail: [],
        doublesDetail: [],
        points: null,
        doubles: null,
        rawValue: rules.limit,
        value: rules.limit,
      };
    } else {
      const pointsDetail = listBasicPoints(ctx);
      const doublesDetail = listDoubles(ctx);
      // A12: the source never rounds; `roundBasicPointsTo` > 1 rounds P up.
      const points = roundUp(
        pointsDetail.reduce((a, l) => a + l.points, 0),
        rules.roundBasicPointsTo,
      );
      const doubles = doublesDetail.reduce((a, l) => a + l.doubles, 0);
      const rawValue = points * 2 ** doubles;
      e = {
        reading,
        limitHands,
        pointsDetail,
        doublesDetail,
        points,
        doubles,
        rawValue,
        value: Math.min(rawValue, rules.limit),
      };
    }
    if (e.limitHands.length === 0 && e.doubles! < rules.minDoubles) {
      mostDoubles = Math.max(mostDoubles, e.doubles!);
      continue;
    }
    if (best === null || isBetter(e, best)) best = e;
  }
  if (best === null) {
    return fail('below_minimum', [
      issue('below_minimum', `${mostDoubles} doubles; the rules need ${rules.minDoubles} to go out`, 'hand'),
    ]);
  }
  const chosen = best;

  const liableHand = chosen.limitHands.some((id) => LIABILITY_HANDS.includes(id));
  const named = situation.liable ?? null;
  const liable = liableHand && rules.liability && named !== winner ? named : null;
  const payment: Payment = payClassicalWin(
    { winner, dealer, discarder, liable, value: chosen.value, rawValue: chosen.rawValue },
    rules,
  );
  const lines: ScoreLine[] = [
    ...chosen.limitHands.map((id): ScoreLine => ({ id, value: rules.limit, unit: 'limit' })),
    ...chosen.pointsDetail.map((l): ScoreLine => ({ id: l.id, value: l.points, unit: 'points' })),
    ...chosen.doublesDetail.map((l): ScoreLine => ({ id: l.id, value: l.doubles, unit: 'doubles' })),
  ];
  const reachedLimit = chosen.value >= rules.limit;
  const notes = listIgnoredFlags({ hand, situation }, rules);
  // A liable player named for a hand that is none of the liability hands, or where liability is
  // off: said, as listIgnoredFlags says the flags (which hand it is, only scoring knows).
  if (named !== null && named !== winner && liable === null) {
    const why = rules.liability
      ? 'liability applies only to big three dragons, big four winds and all honours'
      : 'liability is not played under these rules';
    notes.push(issue('flag_ignored', why, 'bao_seat'));
  }
  return ok({
    family: 'classical',
    lines,
    limit: chosen.limitHands[0] ?? (reachedLimit ? 'limit' : null),
    payment,
    points: chosen.points,
    doubles: chosen.doubles,
    value: chosen.value,
    rawValue: chosen.rawValue,
    reachedLimit,
    pointsDetail: chosen.pointsDetail,
    doublesDetail: chosen.doublesDetail,
    limitHands: chosen.limitHands,
    reading: chosen.reading,
    winner,
    dealer,
    discarder,
    liable,
    notes,
  });
}
