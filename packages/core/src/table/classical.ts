// How one Japanese Classical hand changes the table (japanese-classical.md sections 1 and 6):
// Ready sticks, the winner's payment (discarder pays for all or a single share, dealer ×2,
// liability), the optional settlement between losers, draw payments, erroneous mahjong; then
// who deals next and whether the game is over; and the final table.
//
// Readings where the spec is silent (reported in the settlement and the README of the family):
// - One winner per hand (the claim nearest in turn takes the tile).
// - `chombo` is an erroneous mahjong after a player threw in his hand (section 6.5): the
//   offender pays 250 / 500 and the hand is replayed by the same dealer, like a riichi chombo;
//   Ready sticks of that hand are not put on the table.
// - `round.honba` counts the dealer's consecutive wins in the current deal (a draw or a
//   non-dealer win passes the deal, section 1): it is the `dealerStreak` of A15.
// - Game length: four winds of four deals (16 hands, prolonged by dealer repeats); the game
//   ends when the North-4 dealer passes the deal. No bust: scores may go negative (A1). The
//   final state keeps the last hand's round and dealer.
// - Ready sticks left on the table at the end go to the top player (ties: seat order).
// - A change of heart (section 6.5) is recorded with the win as the list of offending seats,
//   one entry per offence (at most 8 in a hand); each pays the winner `changeOfHeartPayment`
//   (not doubled for the dealer: the spec names one amount), after the win's own lines. The
//   winner may be listed (a player may withdraw a call and still win the hand) and pays
//   nothing: he would pay himself. A drawn hand records none (the offender takes his payment
//   back), nor does an erroneous mahjong's replayed hand.

import { type PaymentLine, paymentFromLines, type Seat, TABLE } from '../payment.ts';
import { fail, type Issue, issue, ok, type Result } from '../result.ts';
import {
  type ClassicalRules,
  MAX_CLASSICAL_POINTS,
  resolveClassicalRules,
} from '../rules/classical/options.ts';
import {
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalSticks,
  payClassicalWin,
  returnClassicalSticksOnDraw,
  settleClassicalLosers,
} from '../rules/classical/payments.ts';
import { type ClassicalScore, scoreClassicalHand } from '../rules/classical/score.ts';
import {
  advanceFourWinds,
  checkFamilyShape,
  checkSingleWinEntries,
  isSeat,
  parseFamilyHand,
  playerLabel,
  refuseClaimedDiscard,
  refusedWin,
  refuseHandFields,
  refuseIndicators,
  refuseLiableReason,
} from './entries.ts';
import type { FamilyTable } from './family-table.ts';
import { WIN_FLAGS, type WinFlag, winFlagKind } from './flags.ts';
import { shareCents } from './money.ts';
import { type HandOutcome, seatWindOf } from './riichi.ts';
import type { Settlement, SettlementRow } from './settle.ts';
import type { GameState, HandResult, WinEntry } from './types.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Score box 1 of a Japanese Classical win entered through the ledger. */
export interface ClassicalWinBreakdown {
  /** The game's family: what the rest of the breakdown holds. */
  family: 'classical';
  winner: Seat;
  from: Seat | null;
  liable: Seat | null;
  /** Basic points P and doubles D (null for a limit hand). */
  points: number | null;
  doubles: number | null;
  /** Hand value V (capped, before the dealer ×2) and P × 2^D before the cap. */
  value: number;
  rawValue: number;
  /** The limit was reached (a limit hand or the cap). */
  limit: boolean;
  /** The dealer's consecutive wins before this one (A15). */
  dealerStreak: number;
  /** The scorer's full result when the hand was entered tile by tile. */
  score: ClassicalScore | null;
  /** Ready sticks this winner collected. */
  sticks: number;
}

/** The final table of a Japanese Classical game: points are final score − starting points. */
export interface ClassicalSettlement extends Settlement {
  family: 'classical';
  /** Scores and points are table points. */
  scoreUnit: 'points';
  startingPoints: number;
}

interface ScoredWin {
  lines: PaymentLine[];
  breakdown: Omit<ClassicalWinBreakdown, 'sticks'>;
}

/** The scorer's names for the parts of a win the entry holds elsewhere than its hand (`entryPath`). */
const SCORER_FIELDS: Readonly<Record<string, string>> = {
  from_seat: 'from',
  bao_seat: 'liable',
  ready: '/riichi',
};

/** The ledger's flags (`WIN_FLAGS.classical`) by the scorer's names for them. */
const FLAG_NAMES: Readonly<
  Record<
    WinFlag<'classical'>,
    'lastTile' | 'replacement' | 'robbingKong' | 'blessingOfHeaven' | 'blessingOfEarth'
  >
> = {
  lastTile: 'lastTile',
  kongReplacement: 'replacement',
  robbingKong: 'robbingKong',
  heavenlyHand: 'blessingOfHeaven',
  earthlyHand: 'blessingOfEarth',
};

function scoreWin(
  entry: WinEntry,
  state: GameState,
  rules: ClassicalRules,
  declared: readonly Seat[],
  path: string,
): Result<ScoredWin, 'invalid'> {
  const dealer = state.dealer;
  const winner = entry.winner;
  const from = entry.from;
  const liable = entry.liable ?? null;
  const dealerStreak = winner === dealer ? state.round.honba : 0;
  const s = entry.score;
  if (s.mode === 'points') {
    const issues: Issue[] = refuseHandFields(s, path);
    // Only true marks a limit hand: a truthy "no" made one of any points (and skipped their checks).
    if (s.limit !== undefined && s.limit !== null && typeof s.limit !== 'boolean')
      issues.push(issue('bad_value', 'limit must be true or false', `${path}.score.limit`));
    else if (!s.limit) {
      if (!Number.isInteger(s.points) || s.points < 1 || s.points > MAX_CLASSICAL_POINTS)
        issues.push(
          issue(
            'bad_value',
            `basic points must be a whole number ≥ 1 (at most ${MAX_CLASSICAL_POINTS})`,
            `${path}.score.points`,
          ),
        );
      if (!Number.isInteger(s.doubles) || s.doubles < 0 || s.doubles > 60)
        issues.push(
          issue('bad_value', 'doubles must be a whole number from 0 to 60', `${path}.score.doubles`),
        );
      else if (s.doubles < rules.minDoubles)
        issues.push(
          issue(
            'below_minimum',
            `${s.doubles} doubles; the rules need ${rules.minDoubles} to go out`,
            `${path}.score.doubles`,
          ),
        );
    }
    if (liable !== null && !s.limit) {
      issues.push(
        issue(
          'no_liability',
          'liability applies only to a limit hand (big three dragons, big four winds, all honours)',
          `${path}.liable`,
        ),
      );
    }
    if (liable !== null && !rules.liability)
      issues.push(issue('no_liability', 'liability is not played under these rules', `${path}.liable`));
    if (issues.length) return fail('invalid', issues);
    // A15: the dealer's n-th consecutive win is a limit hand whatever its points.
    const streakLimit =
      winner === dealer && rules.dealerStreakLimit !== null && dealerStreak + 1 >= rules.dealerStreakLimit;
    const limitHand = s.limit === true || streakLimit;
    const rawValue = limitHand ? rules.limit : s.points * 2 ** s.doubles;
    const value = Math.min(rawValue, rules.limit);
    const payment = payClassicalWin({ winner, dealer, discarder: from, liable, value, rawValue }, rules);
    return ok({
      lines: payment.lines,
      breakdown: {
        family: 'classical',
        winner,
        from,
        liable,
        points: limitHand ? null : s.points,
        doubles: limitHand ? null : s.doubles,
        value,
        rawValue,
        limit: value >= rules.limit,
        dealerStreak,
        score: null,
      },
    });
  }
  if (s.mode !== 'hand') {
    return fail('invalid', [
      issue(
        'bad_score_mode',
        'a Japanese Classical win is entered as a hand or as basic points and doubles',
        `${path}.score.mode`,
      ),
    ]);
  }
  const hand = parseFamilyHand(s.hand, s.win, s.bonus, path);
  if (!hand.ok) return hand;
  const flags = s.flags ?? {};
  const situation: Record<string, unknown> = {};
  const issues: Issue[] = refuseIndicators(s, path, 'Japanese Classical');
  for (const [name, value] of Object.entries(flags)) {
    if (value === undefined || value === false) continue;
    const key = winFlagKind('classical', name) ? FLAG_NAMES[name as WinFlag<'classical'>] : undefined;
    if (!key || value !== true) {
      issues.push(
        issue(
          'bad_flag',
          key
            ? `flag "${name}" must be true or false`
            : `"${name}" is not a Japanese Classical flag (${Object.keys(WIN_FLAGS.classical).join(', ')})`,
          `${path}.score.flags.${name}`,
        ),
      );
      continue;
    }
    situation[key] = true;
  }
  if (issues.length) return fail('invalid', issues);
  const r = scoreClassicalHand(
    {
      hand: hand.value,
      situation: {
        ...situation,
        tsumo: from === null,
        seatWind: seatWindOf(winner, dealer),
        roundWind: state.round.wind,
        dealerSeat: dealer,
        discarder: from,
        ready: declared.includes(winner),
        dealerStreak,
        liable,
      },
    },
    rules,
  );
  if (!r.ok) return refusedWin(r, 'the hand is not valid', path, SCORER_FIELDS);
  const v = r.value;
  if (liable !== null && v.liable === null) {
    return fail('invalid', [
      issue(
        'no_liability',
        rules.liability
          ? 'liability applies only to big three dragons, big four winds and all honours'
          : 'liability is not played under these rules',
        `${path}.liable`,
      ),
    ]);
  }
  return ok({
    lines: v.payment.lines,
    breakdown: {
      family: 'classical',
      winner,
      from,
      liable: v.liable,
      points: v.points,
      doubles: v.doubles,
      value: v.value,
      rawValue: v.rawValue,
      limit: v.reachedLimit,
      dealerStreak,
      score: v,
    },
  });
}

/** The most changes of heart one hand records (two by each player at the table). */
const MAX_CHANGES_OF_HEART = 8;

/**
 * The offenders of a win's changes of heart (section 6.5): seats, repeats allowed, at most 8.
 * A list that is no list was refused with the entry's shape (`checkFamilyShape`).
 */
function checkChangeOfHeart(list: readonly unknown[] | undefined): Issue[] {
  const path = 'result.changeOfHeart';
  if (list === undefined) return [];
  const issues: Issue[] = [];
  if (list.some((s) => !isSeat(s)))
    issues.push(issue('bad_seat', 'the players who made a change of heart must be seats 0..3', path));
  if (list.length > MAX_CHANGES_OF_HEART)
    issues.push(
      issue(
        'bad_entry',
        `${list.length} changes of heart; a hand records at most ${MAX_CHANGES_OF_HEART}`,
        path,
      ),
    );
  return issues;
}

function checkSeatList(seats: unknown, path: string, what: string): Issue[] {
  if (!Array.isArray(seats)) return [issue('bad_seat', `${what} must be a list of seats`, path)];
  if (seats.some((s) => !isSeat(s)) || new Set(seats).size !== seats.length)
    return [issue('bad_seat', `${what} must be distinct seats 0..3`, path)];
  return [];
}

/** Applies a Japanese Classical hand. Every problem with the entry is reported at once. */
export function applyClassicalHand(
  state: GameState,
  rules: ClassicalRules,
  declared: readonly Seat[],
  result: HandResult,
): Result<HandOutcome, 'invalid'> {
  // Entries come from saved files too: a damaged shape is an error, never a crash.
  const shape = checkFamilyShape(declared, result);
  if (shape.length) return fail('invalid', shape);
  const issues: Issue[] = checkSeatList(declared, 'riichi', 'Ready declarations');
  if (issues.length === 0 && declared.length > 0 && !rules.ready)
    issues.push(issue('no_ready', 'Ready is not played under these rules', 'riichi'));
  if (state.finished)
    issues.push(issue('game_over', 'the game is over; no more hands can be added', 'event'));
  // Section 6.5: the offender takes his change-of-heart payment back when the hand is drawn.
  if (result.kind !== 'win' && (result as { changeOfHeart?: unknown }).changeOfHeart !== undefined)
    issues.push(
      issue(
        'no_change_of_heart',
        'a change of heart is paid to the winner of the hand; without a win nothing changes hands (§6.5)',
        'result.changeOfHeart',
      ),
    );
  if (issues.length) return fail('invalid', issues);
  const dealer = state.dealer;
  const lines: PaymentLine[] = [];
  const breakdowns: ClassicalWinBreakdown[] = [];
  let sticks = state.round.sticks;
  if (result.kind !== 'chombo') {
    for (const s of declared) {
      if (rules.readyStick > 0)
        lines.push({
          from: s,
          to: TABLE,
          amount: rules.readyStick,
          reason: 'riichi',
          note: 'Ready stick',
          noteKey: { id: 'ready_stick' },
        });
      sticks++;
    }
  }
  let renchan = false;
  let honbaNext = 0;
  let sticksNext = sticks;
  let chomboSeat: Seat | null = null;
  switch (result.kind) {
    case 'win': {
      const wins = result.wins;
      issues.push(...checkSingleWinEntries(wins), ...refuseLiableReason(wins, 'Japanese Classical'));
      // What goes with the win besides its value, checked with it so that every problem is named.
      const extra = checkChangeOfHeart(result.changeOfHeart);
      const entry = wins[0];
      const ls = result.loserScores;
      if (rules.loserSettlement) {
        const bad =
          !Array.isArray(ls) ||
          ls.length !== 4 ||
          ls.some((v, s) => s !== entry?.winner && !(Number.isInteger(v) && (v as number) >= 0));
        if (bad)
          extra.push(
            issue(
              'loser_scores',
              'the settlement between losers needs each loser’s hand score (whole numbers ≥ 0, four entries in seat order)',
              'result.loserScores',
            ),
          );
      } else if (ls !== undefined) {
        extra.push(
          issue(
            'no_loser_settlement',
            'these rules have no settlement between losers (loserSettlement)',
            'result.loserScores',
          ),
        );
      }
      if (issues.length || !entry) return fail('invalid', [...issues, ...extra]);
      const scored = scoreWin(entry, state, rules, declared, 'result.wins[0]');
      if (!scored.ok || extra.length) return fail('invalid', [...(scored.ok ? [] : scored.issues), ...extra]);
      lines.push(...scored.value.lines);
      if (rules.loserSettlement)
        lines.push(...settleClassicalLosers({ winner: entry.winner, dealer, scores: ls! }, rules).lines);
      const pot = payClassicalSticks(entry.winner, sticks, rules);
      lines.push(...pot.lines);
      // Section 6.5: each change of heart pays the winner (the winner's own, nothing).
      for (const offender of result.changeOfHeart ?? [])
        lines.push(
          ...payClassicalPenalty(
            { kind: 'change_of_heart', offender, dealer, beneficiary: entry.winner },
            rules,
          ).lines,
        );
      breakdowns.push({ ...scored.value.breakdown, sticks });
      sticksNext = 0;
      renchan = entry.winner === dealer;
      honbaNext = renchan ? state.round.honba + 1 : 0;
      break;
    }
    case 'exhaustive_draw': {
      const tenpai = result.tenpai;
      issues.push(...checkSeatList(tenpai, 'result.tenpai', 'waiting seats'));
      if (result.nagashi?.length)
        issues.push(issue('no_nagashi', 'Japanese Classical has no nagashi mangan', 'result.nagashi'));
      if (issues.length) return fail('invalid', issues);
      for (const s of declared) {
        if (!tenpai.includes(s))
          issues.push(
            issue(
              'ready_not_waiting',
              `${playerLabel(state, s)} declared Ready, so is waiting at the draw`,
              'result.tenpai',
            ),
          );
      }
      if (issues.length) return fail('invalid', issues);
      lines.push(...payClassicalDraw(tenpai, dealer, rules).lines);
      const back = returnClassicalSticksOnDraw(declared, rules);
      lines.push(...back.lines);
      // A16 `return`: this hand's Ready sticks go back to their declarers and leave the table,
      // also when a stick is worth 0 (then there is no payment line to count them by).
      if (rules.sticksOnDraw === 'return') sticksNext = sticks - declared.length;
      // Section 1: the deal passes on a draw.
      renchan = false;
      break;
    }
    case 'abortive_draw':
      return fail('invalid', [
        issue(
          'no_abortive_draw',
          'Japanese Classical has no abortive draws; record an exhaustive draw',
          'result.kind',
        ),
      ]);
    case 'chombo': {
      if (!isSeat(result.offender))
        issues.push(issue('bad_seat', 'the offender must be a seat 0..3', 'result.offender'));
      issues.push(...refuseClaimedDiscard(result, 'Japanese Classical'));
      if (issues.length || !isSeat(result.offender)) return fail('invalid', issues);
      chomboSeat = result.offender;
      lines.push(
        ...payClassicalPenalty({ kind: 'erroneous_mahjong', offender: result.offender, dealer }, rules).lines,
      );
      // The hand is replayed: same dealer, same streak, the sticks on the table stay.
      renchan = true;
      honbaNext = state.round.honba;
      sticksNext = state.round.sticks;
      break;
    }
    default:
      return fail('invalid', [
        issue('bad_result', 'the hand result must be a win, an exhaustive draw or a chombo', 'result.kind'),
      ]);
  }
  const payment = paymentFromLines(lines);
  const scores = state.scores.map((v, i) => v + payment.deltas[i]!) as [number, number, number, number];
  const next = advanceFourWinds(state, renchan, honbaNext, sticksNext);
  return ok({
    record: {
      round: state.round,
      dealer,
      scoresBefore: state.scores,
      scoresAfter: scores,
      sticksAfter: sticksNext,
      payment,
      breakdowns,
      result,
    },
    next: { scores, round: next.round, dealer: next.dealer },
    finished: next.finished,
    endReason: next.finished ? 'last_hand' : null,
    chomboSeat,
  });
}

/** Final table: leftover sticks to the top, ranks (ties share the better place), points = final − start. */
export function settleClassical(state: GameState, rules: ClassicalRules): ClassicalSettlement {
  const score = [...state.scores];
  const stickPoints = state.round.sticks * rules.readyStick;
  const top = [...SEATS].sort((a, b) => score[b]! - score[a]! || a - b)[0]!;
  const sticks = SEATS.map((s) => (s === top ? stickPoints : 0));
  const finalScore = SEATS.map((s) => score[s]! + sticks[s]!);
  const rate = state.config.rate;
  const money =
    rate === undefined ? null : shareCents(finalScore.map((f) => (f - rules.startingPoints) * rate * 100));
  const rows: SettlementRow[] = SEATS.map((s) => {
    const points = finalScore[s]! - rules.startingPoints;
    return {
      seat: s,
      name: state.config.players[s] ?? `Seat ${s + 1}`,
      score: score[s]!,
      sticks: sticks[s]!,
      finalScore: finalScore[s]!,
      rank: 1 + SEATS.filter((o) => finalScore[o]! > finalScore[s]!).length,
      raw: points,
      oka: 0,
      rounded: points,
      uma: 0,
      penalty: 0,
      chomboPenalty: 0,
      tournamentPenalty: 0,
      points,
      money: money === null ? null : money[s]!,
    };
  });
  return {
    family: 'classical',
    scoreUnit: 'points',
    startingPoints: rules.startingPoints,
    rows,
    rounding: 'none',
    leftoverSticks: state.round.sticks,
  };
}

/** Japanese Classical for the ledger. */
export const classicalTable: FamilyTable<ClassicalRules> = {
  resolve: (config) => resolveClassicalRules(config.preset, config.overrides ?? {}),
  stickValue: (rules) => rules.readyStick,
  start: (rules) => {
    const p = rules.startingPoints;
    return { scores: [p, p, p, p], round: { wind: 1, number: 1, honba: 0, sticks: 0 }, dealer: 0 };
  },
  applyHand: applyClassicalHand,
  applyInstant: () =>
    fail('invalid', [
      issue(
        'no_instant_payouts',
        'Japanese Classical has no instant payouts; record them in the hand',
        'event.type',
      ),
    ]),
  penaltyRefusal:
    'Japanese Classical has no final points to take a penalty from: its penalties are payments between players (section 6.5), entered with the hand or as an adjustment',
  settle: settleClassical,
};
