// Stakes: what one payer owes for a hand of t tai (rules/singapore.md sections 2, 4.3, 5).
//
// Every amount is an integer number of hundredths of the currency unit, so 0.3/0.6 stakes
// are exact; amounts become currency numbers only at the edge (`fromHundredths`).
//
//   S(t) = b × 2^t                discard share of a non-discarder (b = base[0])
//   2·S(t) = base[1] × 2^t        self-draw share, and the discarder's share on a discard win
// S2's 0.3/0.6 stake rounds each cell up (section 5.1); the bonus over the limit adds a flat
// amount per tai above it to every share (section 5.2).

import { MAX_TAI, type SingaporeRules } from './rules.ts';

/** An amount in hundredths of the currency unit (integer). */
export type Hundredths = number;

export function toHundredths(x: number): Hundredths {
  return Math.round(x * 100);
}

export function fromHundredths(h: Hundredths): number {
  return h / 100;
}

/** The two columns of S2's tables. */
export type StakeColumn = 'discard' | 'self_draw';

/**
 * S2's 0.3/0.6 table after rounding up, rows 0..5 tai (hundredths). The seed gives no row past
 * 5; beyond it `roundUpSeed002` (which reproduces every tabulated cell) is used.
 */
export const SEED_002_ROUNDED_TABLE: readonly { discard: Hundredths; selfDraw: Hundredths }[] = [
  { discard: 50, selfDraw: 100 },
  { discard: 100, selfDraw: 200 },
  { discard: 200, selfDraw: 300 },
  { discard: 300, selfDraw: 500 },
  { discard: 500, selfDraw: 1000 },
  { discard: 1000, selfDraw: 2000 },
];

/** S2's rounding: below 1, up to a multiple of 0.5; from 1, up to a whole unit (0.3→0.5, 2.4→3). */
export function roundUpSeed002(h: Hundredths): Hundredths {
  return h < 100 ? Math.ceil(h / 50) * 50 : Math.ceil(h / 100) * 100;
}

/** The tabulated cell at `tai` (no limit applied): base × 2^tai, rounded as the rules say. */
export function stakeCell(tai: number, column: StakeColumn, rules: SingaporeRules): Hundredths {
  const base = toHundredths(column === 'discard' ? rules.base[0] : rules.base[1]);
  const raw = base * 2 ** tai;
  if (rules.rounding === 'none') return raw;
  const row = SEED_002_ROUNDED_TABLE[tai];
  if (row && toHundredths(rules.base[0]) === 30 && toHundredths(rules.base[1]) === 60) {
    return column === 'discard' ? row.discard : row.selfDraw;
  }
  return roundUpSeed002(raw);
}

/** Tai paid for (capped at the limit) and tai over the limit (priced by the bonus option). */
export function splitTai(taiRaw: number, rules: SingaporeRules): { paid: number; over: number } {
  if (rules.limit === null) return { paid: taiRaw, over: 0 };
  return { paid: Math.min(taiRaw, rules.limit), over: Math.max(0, taiRaw - rules.limit) };
}

/** One payer's share: the table cell and the bonus over the limit, kept apart for itemised lines. */
export interface Share {
  base: Hundredths;
  bonus: Hundredths;
}

export interface Shares {
  /** Each non-discarder on a discard win. */
  other: Share;
  /** The discarder on a discard win. */
  discarder: Share;
  /** Each payer on a self-draw (also the rate of Thirteen Wonders and false-win claims). */
  selfDraw: Share;
}

/** The per-payer shares of a hand whose uncapped (nominal) total is `taiRaw`. */
export function sharesForTai(taiRaw: number, rules: SingaporeRules): Shares {
  const { paid, over } = splitTai(taiRaw, rules);
  const perTai = rules.bonusOverLimit > 0 ? toHundredths(rules.bonusOverLimit) : 0;
  const bonus = perTai * over;
  const discard = stakeCell(paid, 'discard', rules);
  const selfDraw = stakeCell(paid, 'self_draw', rules);
  return {
    other: { base: discard, bonus },
    // Section 5.2: the +bonus is added after doubling (recommended), or the discard share is doubled.
    discarder: { base: selfDraw, bonus: rules.bonusOverLimitDiscarder === 'double' ? 2 * bonus : bonus },
    selfDraw: { base: selfDraw, bonus },
  };
}

export function shareTotal(s: Share): Hundredths {
  return s.base + s.bonus;
}

/** One row of a stakes table in currency units, as seed 002 prints them. */
export interface StakeRow {
  tai: number;
  /** What each non-discarding loser pays on a discard win. */
  discard: number;
  /** What each loser pays on a self-draw (also the discarder's share on a discard win). */
  self_draw: number;
}

/**
 * The stakes table of the rules for tai 0..maxTai (bonus over the limit included). A `maxTai`
 * that is not a whole number from 0 to twice `MAX_TAI` (a limit's rows and as many over it) is
 * a caller's error, as a front end checks what a user typed first: it throws a RangeError, where
 * a loop to Infinity never ended.
 */
export function stakeTable(rules: SingaporeRules, maxTai: number): StakeRow[] {
  if (!Number.isInteger(maxTai) || maxTai < 0 || maxTai > 2 * MAX_TAI)
    throw new RangeError(
      `stakeTable: maxTai must be a whole number from 0 to ${2 * MAX_TAI}, not ${String(maxTai)}`,
    );
  const rows: StakeRow[] = [];
  for (let tai = 0; tai <= maxTai; tai++) {
    const s = sharesForTai(tai, rules);
    rows.push({
      tai,
      discard: fromHundredths(shareTotal(s.other)),
      self_draw: fromHundredths(shareTotal(s.selfDraw)),
    });
  }
  return rows;
}

/** Instant payout unit `u` (section 6): by default the per-payer amount of a 1-tai self-draw. */
export function instantUnit(rules: SingaporeRules): Hundredths {
  if (rules.instantUnit === 'one_tai_self_draw') return stakeCell(1, 'self_draw', rules);
  if (rules.instantUnit === 'base') return toHundredths(rules.base[0]);
  return toHundredths(rules.instantUnit);
}
