// End-of-game settlement for riichi (spec riichi.md §5.9, §6.1): leftover sticks, ranking and
// ties, return points and oka, each preset's rounding, uma, chombo penalties and an optional
// money conversion. Final points are in thousands with one decimal.

import type { Seat } from '../payment.ts';
import type { RiichiRules } from '../rules/riichi/options.ts';

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
  /** Chombo penalty in thousands (negative or 0). */
  penalty: number;
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
  return Math.floor(points / 1000 + 0.5);
}

export interface SettleInput {
  scores: readonly number[];
  sticks: number;
  names: readonly string[];
  chombo: readonly number[];
  rules: RiichiRules;
  rate?: number;
}

/**
 * `steps` (whole steps of the settlement's 0.1, i.e. 100 points) shared by `n` tied players as
 * equally as the steps allow, the steps left over one each to the first in seat order: the
 * parts add up to the whole, so a settlement in 0.1 steps stays exact (§5.9 "share equally";
 * 1000 points of sticks among three are 400, 300, 300, not 333.3 each rounded to 0.3, which
 * lost 0.1). Negative sums likewise, the earlier seats getting the parts nearer zero.
 */
function shareSteps(steps: number, n: number): number[] {
  const base = Math.floor(steps / n);
  const left = steps - base * n;
  return Array.from({ length: n }, (_, i) => base + (i < left ? 1 : 0));
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
  const okaK = rules.oka / 1000;
  const rank = [0, 0, 0, 0];
  const uma = [0, 0, 0, 0];
  const oka = [0, 0, 0, 0];
  // Group equal scores; `split` shares the places' uma and oka, `seat` keeps seat order.
  for (let i = 0; i < 4; ) {
    let j = i;
    while (rules.ties === 'split' && j + 1 < 4 && rankScore[ranked[j + 1]!] === rankScore[ranked[i]!]) j++;
    let umaSum = 0;
    let okaSum = 0;
    for (let p = i; p <= j; p++) {
      umaSum += rules.uma[p]!;
      okaSum += p === 0 ? okaK : 0;
    }
    // In steps of 0.1 (thousands); the group is in seat order (`ranked` breaks ties by seat).
    const umaParts = shareSteps(Math.round(umaSum * 10), j - i + 1);
    const okaParts = shareSteps(Math.round(okaSum * 10), j - i + 1);
    for (let p = i; p <= j; p++) {
      const s = ranked[p]!;
      rank[s] = i + 1;
      uma[s] = umaParts[p - i]! / 10;
      oka[s] = okaParts[p - i]! / 10;
    }
    i = j + 1;
  }
  const raw = SEATS.map((s) => (finalScore[s]! - rules.returnPoints) / 1000);
  const rounded = [0, 0, 0, 0];
  const points = [0, 0, 0, 0];
  if (rules.finalRounding === 'tenhou1000') {
    let others = 0;
    for (const s of ranked.slice(1)) {
      rounded[s] = (roundTenhou1000(finalScore[s]!) - rules.returnPoints) / 1000;
      points[s] = rounded[s]! + uma[s]!;
      others += points[s]!;
    }
    const top = ranked[0]!;
    points[top] = -others;
    rounded[top] = points[top]! - uma[top]!;
  } else if (rules.finalRounding === 'shanghai1000') {
    // Seed 000: oka to the top, round to thousands, THEN rank (seat order on ties), then uma.
    for (const s of SEATS)
      rounded[s] = roundShanghai1000(finalScore[s]! - rules.returnPoints + oka[s]! * 1000);
    const byRounded = [...SEATS].sort((a, b) => rounded[b]! - rounded[a]! || a - b);
    byRounded.forEach((s, place) => {
      rank[s] = place + 1;
      uma[s] = rules.uma[place]!;
      points[s] = rounded[s]! + uma[s]!;
    });
  } else {
    for (const s of SEATS) {
      rounded[s] = tenth(raw[s]! + oka[s]!);
      points[s] = tenth(rounded[s]! + uma[s]!);
    }
  }
  const penalty = SEATS.map((s) => -(input.chombo[s] ?? 0) * rules.chomboPoints);
  const rows: SettlementRow[] = SEATS.map((s) => {
    const p = tenth(points[s]! + penalty[s]!);
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
      penalty: penalty[s]! === 0 ? 0 : penalty[s]!,
      points: p === 0 ? 0 : p,
      money: input.rate === undefined ? null : Math.round(p * input.rate * 100) / 100,
    };
  });
  return { rows, rounding: rules.finalRounding, leftoverSticks: input.sticks };
}
