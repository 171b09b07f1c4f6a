// Japanese Classical rule options: one flat, fully defaulted object, the named presets and
// the resolver that applies overrides (corpus snake_case keys or the camelCase names here).
//
// Every open question of japanese-classical.md section 9 (A1-A18) is an option whose default
// is the spec's recommended reading; README.md beside this file lists them.

import { describeValue, fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { presetName, quotePreset } from '../preset-name.ts';

export type DiscardPayment = 'pays_for_all' | 'single_share';
export type ConcealedBonusOn = 'any' | 'ron_only';
export type AllPungsThreeConcealed = 'total' | 'stack';
export type ConcealedBonusScope = 'whole_hand' | 'sets';
export type SevenPairsBasic = 'replace' | 'add';
export type DrawPaymentMode = 'pot' | 'pairwise';
export type SticksOnDraw = 'carry' | 'return';

export interface ClassicalRules {
  /** Cap on the hand value V before the dealer multiplier, and the value of a limit hand (section 1). */
  limit: number;
  /** A1: points each player starts with. */
  startingPoints: number;
  /** Minimum doubles to go out; the source needs none (section 1). */
  minDoubles: number;
  /** A2: discarder pays for all (4V / 6V) or only his own share. */
  discardPayment: DiscardPayment;
  /** A3: the +10 concealed-hand points on any concealed win, or on concealed discard wins only. */
  concealedBonusOn: ConcealedBonusOn;
  /** A4: doubles for one pung of a wind that is both seat and prevalent wind. */
  doubleWindPung: 1 | 2;
  /** A5: points for a pair of a wind that is both seat and prevalent wind. */
  doubleWindPair: 2 | 4;
  /** A6: `total` = 3 doubles replacing All pungs and Three concealed pungs; `stack` = 3 + 2. */
  allPungsThreeConcealed: AllPungsThreeConcealed;
  /** A7: the "+1 if concealed" of pure straight / pure triple chow needs the whole hand or only those chows concealed. */
  concealedBonusScope: ConcealedBonusScope;
  /** A8: seven pairs is a winning shape. */
  sevenPairs: boolean;
  /** A8: basic points of seven pairs. */
  sevenPairsPoints: number;
  /** A8: `replace` = the 100 replaces every other basic item but flowers; `add` = ordinary items too. */
  sevenPairsBasic: SevenPairsBasic;
  /** A9: flowers and seasons are in play (4 points each, seat flower, all flowers / seasons). */
  flowers: boolean;
  /** A10: two disjoint identical-chow pairs score 2 doubles (false: at most 1). */
  countBothPureDoubleChows: boolean;
  /** A10: pure triple chow replaces pure double chow (false: both count). */
  pureTripleChowReplacesDouble: boolean;
  /** A11: little three dragons stacks with its two dragon-pung doubles (false: replaces them). */
  littleThreeDragonsStacks: boolean;
  /** A12: basic points are rounded up to this multiple (1 = no rounding, the source). */
  roundBasicPointsTo: number;
  /** A13: all simples allowed with claimed sets. */
  allSimplesOpen: boolean;
  /** A14: Blessing of Earth also on a win from the dealer's first discard. */
  blessingOfEarthOnDealerDiscard: boolean;
  /** A15: the dealer's n-th consecutive win (and later ones in the same run) is a limit hand; null = off. */
  dealerStreakLimit: number | null;
  /** A16: riichi sticks on a drawn hand stay for the next winner (`carry`) or go back (`return`). */
  sticksOnDraw: SticksOnDraw;
  /** A17: payments between waiting and non-waiting players after an exhaustive draw. */
  drawPayments: boolean;
  /** A17: the fixed 600 pot, or every non-waiting player paying every waiting one. */
  drawPaymentMode: DrawPaymentMode;
  /** Section 6.4: draw payments doubled when the dealer is one side of a line (recommended: no). */
  drawPaymentsDealerDouble: boolean;
  /** A18: the limit caps V before the dealer x2 (false: each payer's share is capped after it). */
  capBeforeDealerDouble: boolean;
  /** Riichi ("Ready") is played: 1 double, a stick on the table (section 1). */
  ready: boolean;
  /** Value of the Ready stick. */
  readyStick: number;
  /** Section 6.2: losers settle the differences of their hand scores among themselves. */
  loserSettlement: boolean;
  /** Section 6.2: pairs score in a loser's hand (Four Winds: no). */
  loserPairsScore: boolean;
  /** Section 6.5: a liable player pays everything for big three dragons, big four winds, all honours. */
  liability: boolean;
  /** Section 6.5: erroneous mahjong, paid to each non-dealer (doubled to or from the dealer). */
  erroneousMahjongPayment: number;
  /** Section 6.5: change of heart, paid to the winner of the hand. */
  changeOfHeartPayment: number;
}

/** japanese-classical.md defaults: every A-item at its recommended reading. */
export const JC_REFERENCE: Readonly<ClassicalRules> = Object.freeze({
  limit: 500,
  startingPoints: 500,
  minDoubles: 0,
  discardPayment: 'pays_for_all',
  concealedBonusOn: 'any',
  doubleWindPung: 2,
  doubleWindPair: 4,
  allPungsThreeConcealed: 'total',
  concealedBonusScope: 'whole_hand',
  sevenPairs: false,
  sevenPairsPoints: 100,
  sevenPairsBasic: 'replace',
  flowers: false,
  countBothPureDoubleChows: true,
  pureTripleChowReplacesDouble: true,
  littleThreeDragonsStacks: true,
  roundBasicPointsTo: 1,
  allSimplesOpen: true,
  blessingOfEarthOnDealerDiscard: false,
  dealerStreakLimit: 8,
  sticksOnDraw: 'carry',
  drawPayments: false,
  drawPaymentMode: 'pot',
  drawPaymentsDealerDouble: false,
  capBeforeDealerDouble: true,
  ready: true,
  readyStick: 100,
  loserSettlement: false,
  loserPairsScore: false,
  liability: true,
  erroneousMahjongPayment: 250,
  changeOfHeartPayment: 100,
} satisfies ClassicalRules);

/** Four Winds' edition of the family (section 0 cross-check): 2,000 starting points (A1). */
export const JC_FOUR_WINDS: Readonly<ClassicalRules> = Object.freeze({
  ...JC_REFERENCE,
  startingPoints: 2000,
});

export type ClassicalPreset = 'jc_reference' | 'jc_four_winds';

export const CLASSICAL_PRESETS: Readonly<Record<ClassicalPreset, Readonly<ClassicalRules>>> = Object.freeze({
  jc_reference: JC_REFERENCE,
  jc_four_winds: JC_FOUR_WINDS,
});

export const DEFAULT_CLASSICAL_PRESET: ClassicalPreset = 'jc_reference';

type Check = (v: unknown) => unknown;

/**
 * The most points an amount option may hold (a limit, a start, a stick, a penalty): beyond any
 * table, and far inside exact arithmetic. A limit of 10^20 let a hand pay more than floating
 * point counts exactly, and the ledger's conservation check broke.
 */
export const MAX_CLASSICAL_POINTS = 1_000_000_000;

const bool: Check = (v) => (typeof v === 'boolean' ? v : undefined);
const nonNegInt: Check = (v) => (Number.isInteger(v) && (v as number) >= 0 ? v : undefined);
const posInt: Check = (v) => (Number.isInteger(v) && (v as number) > 0 ? v : undefined);
const amount =
  (min: number): Check =>
  (v) =>
    Number.isInteger(v) && (v as number) >= min && (v as number) <= MAX_CLASSICAL_POINTS ? v : undefined;
const oneOf =
  (...values: readonly unknown[]): Check =>
  (v) => {
    const norm = typeof v === 'string' ? v.replace(/-/g, '_') : v;
    return values.includes(norm) ? norm : undefined;
  };
const orNull =
  (check: Check): Check =>
  (v) =>
    v === null ? null : check(v);

/**
 * How each option is checked (and normalised: `single-share` reads as `single_share`), built on
 * first use: a table of closures that a program importing the library for another family never
 * reads (bench/README.md, item 33).
 */
let checks: Record<keyof ClassicalRules, Check> | undefined;
const checksOf = (): Record<keyof ClassicalRules, Check> => (checks ??= buildChecks());
const buildChecks = (): Record<keyof ClassicalRules, Check> => ({
  limit: amount(1),
  startingPoints: amount(0),
  minDoubles: nonNegInt,
  discardPayment: oneOf('pays_for_all', 'single_share'),
  concealedBonusOn: oneOf('any', 'ron_only'),
  doubleWindPung: oneOf(1, 2),
  doubleWindPair: oneOf(2, 4),
  allPungsThreeConcealed: oneOf('total', 'stack'),
  concealedBonusScope: oneOf('whole_hand', 'sets'),
  sevenPairs: bool,
  sevenPairsPoints: amount(0),
  sevenPairsBasic: oneOf('replace', 'add'),
  flowers: bool,
  countBothPureDoubleChows: bool,
  pureTripleChowReplacesDouble: bool,
  littleThreeDragonsStacks: bool,
  roundBasicPointsTo: amount(1),
  allSimplesOpen: bool,
  blessingOfEarthOnDealerDiscard: bool,
  dealerStreakLimit: orNull(posInt),
  sticksOnDraw: oneOf('carry', 'return'),
  drawPayments: bool,
  drawPaymentMode: oneOf('pot', 'pairwise'),
  drawPaymentsDealerDouble: bool,
  capBeforeDealerDouble: bool,
  ready: bool,
  readyStick: amount(0),
  loserSettlement: bool,
  loserPairsScore: bool,
  liability: bool,
  erroneousMahjongPayment: amount(0),
  changeOfHeartPayment: amount(0),
});

const pointsFrom = (min: number) => `a whole number of points from ${min} to ${MAX_CLASSICAL_POINTS}`;

/** What an option's value must be, where the bare "bad value" would leave a player guessing. */
const EXPECTED: Partial<Record<keyof ClassicalRules, string>> = {
  limit: pointsFrom(1),
  startingPoints: pointsFrom(0),
  sevenPairsPoints: pointsFrom(0),
  roundBasicPointsTo: pointsFrom(1),
  readyStick: pointsFrom(0),
  erroneousMahjongPayment: pointsFrom(0),
  changeOfHeartPayment: pointsFrom(0),
};

function toCamel(key: string): string {
  return key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function isOptionKey(key: string): key is keyof ClassicalRules {
  return Object.hasOwn(checksOf(), key);
}

/**
 * Problems with a rules object handed straight to a scorer (not built by
 * `resolveClassicalRules`): not an object, an option missing, or a value the resolver would not
 * produce. Without this check a missing limit scored NaN and a null object threw.
 */
export function findClassicalRulesIssues(rules: unknown): Issue[] {
  if (rules === null || typeof rules !== 'object' || Array.isArray(rules))
    return [issue('bad_rules', 'the rules must be an object (see resolveClassicalRules)', 'rules')];
  const issues: Issue[] = [];
  const CHECKS = checksOf();
  for (const key of Object.keys(CHECKS) as (keyof ClassicalRules)[]) {
    const value = (rules as Record<string, unknown>)[key];
    if (CHECKS[key](value) !== value || value === undefined) {
      issues.push(
        issue(
          'bad_option',
          `bad value ${describeValue(value)} for rule option "${key}"${Object.hasOwn(EXPECTED, key) ? ` (${EXPECTED[key]})` : ''}`,
          `rules.${key}`,
        ),
      );
    }
  }
  return issues;
}

/**
 * The preset with the overrides applied. Keys may be the corpus' snake_case names
 * (`discard_payment`) or the option names (`discardPayment`). Every unknown key, unknown
 * preset and bad value is reported at once.
 */
export function resolveClassicalRules(
  preset: string = DEFAULT_CLASSICAL_PRESET,
  overrides: Record<string, unknown> = {},
): Result<ClassicalRules, 'invalid'> {
  const issues: Issue[] = [];
  const name = presetName(preset);
  const base =
    name !== undefined && Object.hasOwn(CLASSICAL_PRESETS, name)
      ? CLASSICAL_PRESETS[name as ClassicalPreset]
      : undefined;
  if (base === undefined) {
    issues.push(
      issue(
        'unknown_preset',
        `unknown preset ${quotePreset(preset)} (known: ${Object.keys(CLASSICAL_PRESETS).join(', ')})`,
        'rules',
      ),
    );
  }
  const rules: ClassicalRules = { ...(base ?? JC_REFERENCE) };
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides)) {
    issues.push(issue('bad_overrides', 'rule overrides must be an object', 'rule_overrides'));
    return fail('invalid', issues);
  }
  for (const [rawKey, value] of Object.entries(overrides)) {
    const key = toCamel(rawKey);
    if (!isOptionKey(key)) {
      issues.push(issue('unknown_option', `unknown rule option "${rawKey}"`, `rule_overrides.${rawKey}`));
      continue;
    }
    const checked = checksOf()[key](value);
    if (checked === undefined) {
      issues.push(
        issue(
          'bad_option',
          `bad value ${JSON.stringify(value)} for rule option "${rawKey}"${Object.hasOwn(EXPECTED, key) ? ` (${EXPECTED[key]})` : ''}`,
          `rule_overrides.${rawKey}`,
        ),
      );
      continue;
    }
    (rules as unknown as Record<string, unknown>)[key] = checked;
  }
  return issues.length ? fail('invalid', issues) : ok(rules);
}
