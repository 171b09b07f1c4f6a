// End-of-game settlement for riichi (spec riichi.md §5.9, §6.1): leftover sticks, ranking and
// ties, return points and oka, each preset's rounding, uma, chombo penalties and an optional
// money conversion. Final points are in thousands with one decimal. Penalties (chombo and a
// referee's) come off after uma, so they change neither the ranking nor the uma.

import type { Seat } from '../payment.ts';
import type { RiichiRules } from '../rules/riichi/options.ts';
import { shareCents } from './money.ts';

export interface SettlementRow {
  seat: Seat;
  name: string;
  /** Points at the end of play. */
  score: number;
  /** Leftover riichi sticks awarded (points). */
  sticks: number;
  /** score + sticks. */
  finalScore: number;
  /** 1..4; tied players under `split` share the best place of their group. */
  rank: number;
  /** (finalScore − returnPoints) / 1000, before rounding. */
  raw: number;
  /** Oka in thousands (to the top; shared when tied under `split`). */
  oka: number;
  /** The value after the preset's rounding (before uma). */
  rounded: number;
  uma: number;
  /**
   * Penalties in thousands (negative or 0), after uma: `chomboPenalty` + `tournamentPenalty`.
   * The two parts are given too, so that a front end can say what the column holds without
   * working the rule out again.
   */
  penalty: number;
  /** The chombos' part of `penalty`: each chombo settled in final points (0 when paid at the table). */
  chomboPenalty: number;
  /** The tournament penalties' part of `penalty` (`penalty` events). */
  tournamentPenalty: number;
  /** Final points in thousands. */
  points: number;
  /** points × rate, when a rate is set. */
  money: number | null;
}

export interface Settlement {
  rows: SettlementRow[];
  rounding: RiichiRules['finalRounding'];
  leftoverSticks: number;
}

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Rounds to one decimal without binary noise (values are whole hundreds of points). */
const tenth = (x: number) => Math.round(x * 10) / 10;

/** Tenhou's old rounding: nearest 1000, a hundreds digit of 5 or more rounds the magnitude up. */
export function roundTenhou1000(points: number): number {
  const sign = points < 0 ? -1 : 1;
  const m = Math.abs(points);
  return sign * (Math.floor(m / 1000) + (m % 1000 >= 500 ? 1 : 0)) * 1000;
}

/** Shanghai: divide by 1000, a fraction of 500 and up rounds up (toward +∞ for negatives, †Q11). */
export function roundShanghai1000(points: number): number {
  return roundShanghaiShare(points, 1);
}

/**
 * `roundShanghai1000(total / n)`, the share of `total` points among `n` tied players, in one
 * division of whole numbers: a share of exactly …500 (7500 / 3 = 2500) rounds up, where
 * `total / n / 1000 + 0.5` could land on 2.999… and round down.
 */
function roundShanghaiShare(total: number, n: number): number {
  return Math.floor((2 * total + 1000 * n) / (2000 * n));
}

export interface SettleInput {
  scores: readonly number[];
  sticks: number;
  names: readonly string[];
  chombo: readonly number[];
  /** Each seat's tournament penalties in final points (thousands, below zero), after uma. */
  penalties?: readonly number[];
  rules: RiichiRules;
  rate?: number;
}

/**
 * `steps` (whole steps of the settlement's 0.1, i.e. 100 points) shared by `n` tied players as
 * equally as the steps allow, the steps left over one each in seat order from the player
 * `start` on (wrapping): the parts add up to the whole, so a settlement in 0.1 steps stays exact
 * (§5.9 "share equally"; 1000 points of sticks among three are 400, 300, 300, not 333.3 each
 * rounded to 0.3, which lost 0.1). Negative sums likewise, the players from `start` on getting
 * the parts nearer zero.
 */
function shareSteps(steps: number, n: number, start = 0): number[] {
  const base = Math.floor(steps / n);
  const left = steps - base * n;
  return Array.from({ length: n }, (_, i) => base + ((i - start + n) % n < left ? 1 : 0));
}

/** Where the next steps left over start, after `steps` shared by `n` from `start`. */
function nextStart(steps: number, n: number, start: number): number {
  return (start + steps - Math.floor(steps / n) * n) % n;
}

/**
 * The places in `order` (best first, equal keys in seat order) as groups of tied players:
 * under `split` the players with equal `key` form one group, under `seat` each is alone.
 */
function placeGroups(order: readonly Seat[], key: readonly number[], split: boolean): Seat[][] {
  const groups: Seat[][] = [];
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (split && j + 1 < order.length && key[order[j + 1]!] === key[order[i]!]) j++;
    groups.push(order.slice(i, j + 1));
    i = j + 1;
  }
  return groups;
}

/** Each seat's rank: tied players share the best place of their group. */
function rankOf(groups: readonly Seat[][]): number[] {
  const rank = [0, 0, 0, 0];
  let place = 1;
  for (const g of groups) {
    for (const s of g) rank[s] = place;
    place += g.length;
  }
  return rank;
}

/**
 * Each seat's share (thousands, 0.1 steps) of the per-place values it occupies: a group shares
 * the sum of its places' values with `shareSteps` (the group is in seat order), §5.9 step 2.
 * `starts` (one per group, updated) carries where a group's steps left over begin from one
 * shared value to the next (sticks, oka, uma), so that they go round the group rather than to
 * its first player each time: tied players end at most 0.1 apart.
 */
function sharePlaces(groups: readonly Seat[][], perPlace: readonly number[], starts: number[]): number[] {
  const share = [0, 0, 0, 0];
  let place = 0;
  groups.forEach((g, gi) => {
    let sum = 0;
    for (let p = place; p < place + g.length; p++) sum += perPlace[p]!;
    const steps = Math.round(sum * 10);
    const parts = shareSteps(steps, g.length, starts[gi]);
    starts[gi] = nextStart(steps, g.length, starts[gi]!);
    g.forEach((s, i) => {
      share[s] = parts[i]! / 10;
    });
    place += g.length;
  });
  return share;
}

/**
 * The final points one chombo takes off at the settlement, after uma (0 when none). A chombo is
 * paid one way: at the table (`chomboTablePayment`, a mangan in reverse) or here.
 */
export function chomboPenaltyPoints(rules: Pick<RiichiRules, 'chomboTablePayment' | 'chomboPoints'>): number {
  return rules.chomboTablePayment ? 0 : rules.chomboPoints;
}

export function settleRiichi(input: SettleInput): Settlement {
  const { rules } = input;
  const score = [...input.scores];
  // Seat order from the first dealer (seat 0) breaks ties under `seat`.
  const order = [...SEATS].sort((a, b) => score[b]! - score[a]! || a - b);
  const stickPoints = rules.leftoverSticks === 'top' ? input.sticks * 1000 : 0;
  const sticks = [0, 0, 0, 0];
  // The players tied at the top share the sticks equally for the ranking (they stay tied), and
  // in 100-point steps for the points (`shareSteps`).
  const shared = [0, 0, 0, 0];
  if (stickPoints) {
    const tops = rules.ties === 'split' ? SEATS.filter((s) => score[s] === score[order[0]!]) : [order[0]!];
    const parts = shareSteps(stickPoints / 100, tops.length);
    tops.forEach((s, i) => {
      sticks[s] = parts[i]! * 100;
      shared[s] = stickPoints / tops.length;
    });
  }
  const finalScore = SEATS.map((s) => score[s]! + sticks[s]!);
  const rankScore = SEATS.map((s) => score[s]! + shared[s]!);
  const ranked = [...SEATS].sort((a, b) => rankScore[b]! - rankScore[a]! || a - b);
  const split = rules.ties === 'split';
  const groups = placeGroups(ranked, rankScore, split);
  let rank = rankOf(groups);
  // The top group's steps left over go round it: the sticks' first, then the oka's and uma's.
  const starts = groups.map((_, gi) =>
    gi === 0 && stickPoints ? nextStart(stickPoints / 100, groups[0]!.length, 0) : 0,
  );
  const oka = sharePlaces(groups, [rules.oka / 1000, 0, 0, 0], starts);
  let uma = sharePlaces(groups, rules.uma, starts);
  const raw = SEATS.map((s) => (finalScore[s]! - rules.returnPoints) / 1000);
  const rounded = [0, 0, 0, 0];
  const points = [0, 0, 0, 0];
  if (rules.finalRounding === 'tenhou1000') {
    // §5.9: places 2-4 round their point total, first place takes what is left. "What is left"
    // is the exact settlement's total (Σ raw + oka + uma) less the others' points, so the
    // rounding only moves points between players and the total is the one `none` gives: zero,
    // or minus the lost sticks under `leftoverSticks: 'lost'` (step 1: lost sticks are lost;
    // "−(sum of the other three)" would hand them back to the top). Players tied for first
    // under `split` occupy first place together and share that residue (step 2), in 0.1 steps.
    const tops = SEATS.filter((s) => rank[s] === 1);
    let residue = Math.round(SEATS.reduce<number>((t, s) => t + raw[s]! + oka[s]! + uma[s]!, 0) * 10);
    for (const s of SEATS) {
      if (rank[s] === 1) continue;
      rounded[s] = (roundTenhou1000(finalScore[s]!) - rules.returnPoints) / 1000;
      points[s] = rounded[s]! + uma[s]!;
      residue -= Math.round(points[s]! * 10);
    }
    const parts = shareSteps(residue, tops.length);
    tops.forEach((s, i) => {
      points[s] = parts[i]! / 10;
      rounded[s] = points[s]! - uma[s]!;
    });
  } else if (rules.finalRounding === 'shanghai1000') {
    // Seed 000 (§6.1): oka to the top, round to thousands, THEN rank, then uma. The value a tied
    // group rounds is its members' exact equal share of the sticks and the oka, not the 0.1-step
    // parts above: 20000 among three is 6666.7 each, and the parts 6700/6700/6600 could fall on
    // both sides of a 500 and break the tie at the rounding.
    const size = SEATS.map((s) => groups.find((g) => g.includes(s))!.length);
    const extra = stickPoints + rules.oka;
    for (const s of SEATS)
      rounded[s] = roundShanghaiShare(
        (score[s]! - rules.returnPoints) * size[s]! + (rank[s] === 1 ? extra : 0),
        size[s]!,
      );
    // Rank after rounding: equal rounded values are tied (seat order under `seat`; under
    // `split` they share the uma of their places, §5.9 step 2).
    const byRounded = [...SEATS].sort((a, b) => rounded[b]! - rounded[a]! || a - b);
    const after = placeGroups(byRounded, rounded, split);
    rank = rankOf(after);
    uma = sharePlaces(
      after,
      rules.uma,
      after.map(() => 0),
    );
    for (const s of SEATS) points[s] = rounded[s]! + uma[s]!;
  } else {
    for (const s of SEATS) {
      rounded[s] = tenth(raw[s]! + oka[s]!);
      points[s] = tenth(rounded[s]! + uma[s]!);
    }
  }
  const perChombo = chomboPenaltyPoints(rules);
  const chomboPenalty = SEATS.map((s) => tenth(-(input.chombo[s] ?? 0) * perChombo));
  const tournamentPenalty = SEATS.map((s) => tenth(input.penalties?.[s] ?? 0));
  const penalty = SEATS.map((s) => tenth(chomboPenalty[s]! + tournamentPenalty[s]!));
  const finalPoints = SEATS.map((s) => tenth(points[s]! + penalty[s]!));
  const money = input.rate === undefined ? null : shareCents(finalPoints.map((p) => p * input.rate! * 100));
  const rows: SettlementRow[] = SEATS.map((s) => {
    const p = finalPoints[s]!;
    return {
      seat: s,
      name: input.names[s] ?? `Seat ${s + 1}`,
      score: score[s]!,
      sticks: sticks[s]!,
      finalScore: finalScore[s]!,
      rank: rank[s]!,
      raw: tenth(raw[s]!),
      oka: tenth(oka[s]!),
      rounded: tenth(rounded[s]!),
      uma: tenth(uma[s]!),
      penalty: penalty[s]! + 0,
      chomboPenalty: chomboPenalty[s]! + 0,
      tournamentPenalty: tournamentPenalty[s]! + 0,
      points: p === 0 ? 0 : p,
      money: money === null ? null : money[s]!,
    };
  });
  return { rows, rounding: rules.finalRounding, leftoverSticks: input.sticks };
}
