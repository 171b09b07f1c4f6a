// Singapore-style rule options: one flat, fully defaulted options object, the named presets
// and `resolveSingaporeRules`, which applies overrides (camelCase, or the corpus's
// snake_case keys) and rejects unknown keys or bad values with a typed error.
//
// Every house variant and open point of rules/singapore.md is a key here; the defaults are
// the spec's reference profile (README.md beside this file lists them).

import { describeValue, fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { presetName, quotePreset } from '../preset-name.ts';

/** Which bao (pay-for-all) case made a player liable (rules/singapore.md section 7). */
export type BaoReason =
  | 'dragons'
  | 'winds'
  | 'limit'
  | 'flush'
  | 'all_honours'
  | 'pure_green'
  | 'terminals'
  | 'eighteen_arhats'
  | 'fresh_tile_kong'
  | 'fresh_tile';

export const BAO_REASONS: readonly BaoReason[] = [
  'dragons',
  'winds',
  'limit',
  'flush',
  'all_honours',
  'pure_green',
  'terminals',
  'eighteen_arhats',
  'fresh_tile_kong',
  'fresh_tile',
];

/**
 * The rule option that switches each bao case on (section 7): a case whose switch is off is not
 * played, and the liable player then pays as any other player would.
 */
export const BAO_SWITCHES: Readonly<Record<BaoReason, BaoSwitch>> = {
  dragons: 'baoDragons',
  winds: 'baoWinds',
  limit: 'baoLimit',
  flush: 'baoFlush',
  all_honours: 'baoAllHonours',
  pure_green: 'baoPureGreen',
  terminals: 'baoTerminals',
  eighteen_arhats: 'baoEighteenArhats',
  fresh_tile_kong: 'baoFreshTileKong',
  fresh_tile: 'baoFreshTile',
};

/** The rule options that switch a bao case on. */
export type BaoSwitch = {
  [K in keyof SingaporeRules]: K extends `bao${string}`
    ? SingaporeRules[K] extends boolean
      ? K
      : never
    : never;
}[keyof SingaporeRules];

/** A bao case that is none of section 7's (input from files and JavaScript callers), as an issue at `path`. */
export function badBaoCase(reason: unknown, path: string): Issue | null {
  if (reason === undefined || BAO_REASONS.includes(reason as BaoReason)) return null;
  return issue(
    'bad_bao_case',
    `${describeValue(reason)} is not a bao case (${BAO_REASONS.join(', ')})`,
    path,
  );
}

export interface SingaporeRules {
  /** Tai cap (section 2, S2: typically 5 or 6); `null` = unlimited play. */
  limit: number | null;
  /** Base pair in currency units: the 0-tai discard amount and the 0-tai self-draw amount. */
  base: readonly [number, number];
  /** `seed_002`: S2's rounding up (x < 1 to a multiple of 0.5, else to an integer), section 5.1. */
  rounding: 'none' | 'seed_002';
  /** Fewest tai a winning hand needs (起胡, section 2). */
  minTai: number;
  /** Only the discarder pays, on behalf of the others (section 4.2). */
  shooterPays: boolean;
  /** Flat amount each payer adds on a self-draw under shooter-pays (W's `zimoBonus`); 0 = off. */
  shooterSelfDrawBonus: number;
  /** Amount added per payer for each tai over the limit (section 5.2); 0 = off. */
  bonusOverLimit: number;
  /** Discarder's share above the limit: self-draw cell + bonus, or self-draw cell + 2 × bonus (`double`). */
  bonusOverLimitDiscarder: 'after_doubling' | 'double';
  /** Every limit hand pays double per payer (section 4.4, W's alternative chart). */
  doubleSpecialHands: boolean;
  /** Seven pairs: not a winning hand, a limit hand, or worth n tai (section 3.3). */
  sevenPairs: 'off' | 'limit' | number;
  /** Fully concealed 门清 +1 on a concealed self-draw (section 3.3). */
  fullyConcealed: boolean;
  /** Humanly hand 人胡 is a limit hand (section 3.6; edited out of W in 2021). */
  humanlyHand: boolean;
  /** Flower on flower: 1 per consecutive replacement (`chain`) or a fixed total (section 3.4). */
  flowerOnFlower: 'chain' | number;
  /** Pure green scores its own 4 tai (true) or is just read as a flush (W: most players). */
  pureGreen: boolean;
  /** Hidden treasure also when the fourth concealed pung waits and wins on a pair discard (W variant). */
  hiddenTreasureOnPairDiscard: boolean;
  /** Last-tile tai also for the discard after the last tile (the spec: only when drawn). */
  lastTileOnDiscard: boolean;
  /** Nominal tai of a limit hand in unlimited play (the spec gives none; 10 as the fixed totals). */
  unlimitedLimitHandTai: number;
  /** Tai the false-win penalty is priced at (W: "5 points or the limit"). */
  falseWinPenaltyTai: 'limit' | number;
  /** Instant payout unit `u` (section 6): 1-tai self-draw share, the 0-tai discard base, or an amount. */
  instantUnit: 'one_tai_self_draw' | 'base' | number;
  /** All four animals instant price in units of `u` (section 6: 2, W's other paragraph: 1). */
  allAnimalsInstantUnits: number;
  /** Which bonus-tile instant payouts are played (kong payouts are always played). */
  instantBonusPayouts: 'all' | 'animals_only' | 'none';
  /** Deal passes on a draw only if someone collected an instant payout (else the dealer repeats). */
  dealPassesOnDrawAfterPayout: boolean;
  /** Bao cases (section 7), each a switch. */
  baoDragons: boolean;
  baoWinds: boolean;
  baoLimit: boolean;
  baoFlush: boolean;
  baoAllHonours: boolean;
  baoPureGreen: boolean;
  baoTerminals: boolean;
  baoEighteenArhats: boolean;
  baoFreshTileKong: boolean;
  baoFreshTile: boolean;
  /** Live tiles below which a fresh-tile discard makes the discarder liable (section 7: 5 and 7, or swapped). */
  freshTileWinLiveTiles: number;
  freshTileKongLiveTiles: number;
}

/** The reference profile of rules/singapore.md (corpus preset `sg_reference`). */
export const sgReference: SingaporeRules = Object.freeze({
  limit: 5,
  base: Object.freeze([0.5, 1]) as readonly [number, number],
  rounding: 'none',
  minTai: 1,
  shooterPays: false,
  shooterSelfDrawBonus: 0,
  bonusOverLimit: 0,
  bonusOverLimitDiscarder: 'after_doubling',
  doubleSpecialHands: false,
  sevenPairs: 'off',
  fullyConcealed: true,
  humanlyHand: true,
  flowerOnFlower: 'chain',
  pureGreen: true,
  hiddenTreasureOnPairDiscard: false,
  lastTileOnDiscard: false,
  unlimitedLimitHandTai: 10,
  falseWinPenaltyTai: 'limit',
  instantUnit: 'one_tai_self_draw',
  allAnimalsInstantUnits: 2,
  instantBonusPayouts: 'all',
  dealPassesOnDrawAfterPayout: true,
  baoDragons: true,
  baoWinds: true,
  baoLimit: true,
  baoFlush: true,
  baoAllHonours: true,
  baoPureGreen: true,
  baoTerminals: true,
  baoEighteenArhats: true,
  baoFreshTileKong: true,
  baoFreshTile: true,
  freshTileWinLiveTiles: 5,
  freshTileKongLiveTiles: 7,
}) as SingaporeRules;

export type SingaporePreset =
  | 'sg_reference'
  | 'sg_base_030'
  | 'sg_limit_6'
  | 'sg_bonus_over_limit'
  | 'sg_unlimited';

/** Named presets: the reference profile and the common house variants S2 describes. */
export const SINGAPORE_PRESETS: Readonly<Record<SingaporePreset, SingaporeRules>> = Object.freeze({
  sg_reference: sgReference,
  // S2's second common stake, with its rounding-up table (section 5.1).
  sg_base_030: Object.freeze({ ...sgReference, base: [0.3, 0.6] as const, rounding: 'seed_002' as const }),
  sg_limit_6: Object.freeze({ ...sgReference, limit: 6 }),
  // S2's compromise: 10 per tai over the limit (section 5.2).
  sg_bonus_over_limit: Object.freeze({ ...sgReference, bonusOverLimit: 10 }),
  sg_unlimited: Object.freeze({ ...sgReference, limit: null }),
});

export const SINGAPORE_DEFAULT_PRESET: SingaporePreset = 'sg_reference';

const RULE_KEYS = Object.keys(sgReference) as (keyof SingaporeRules)[];

/** `bonus_over_limit_discarder` → `bonusOverLimitDiscarder`. */
function camelKey(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** An amount in currency units that is a whole number of hundredths (amounts are exact in hundredths). */
export function isHundredths(x: unknown): x is number {
  return typeof x === 'number' && Number.isFinite(x) && Math.abs(x * 100 - Math.round(x * 100)) < 1e-7;
}

const isCount = (v: unknown, min = 0): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= min;

/**
 * The most tai an option may count (a limit, a limit hand's nominal tai, a penalty): as many as
 * a win entered by its tai may have. An amount doubles with each tai, so without a bound a
 * penalty of 2000 tai was worth Infinity and broke the ledger.
 */
export const MAX_TAI = 64;

/** The largest amount option in currency units: beyond any stake, and exact in hundredths. */
export const MAX_STAKE = 1_000_000;

const isTai = (v: unknown, min = 0): v is number => isCount(v, min) && v <= MAX_TAI;
const isStake = (v: unknown): v is number => isHundredths(v) && v >= 0 && v <= MAX_STAKE;

type Check = (v: unknown) => { value: unknown } | { error: string };
const good = (value: unknown) => ({ value });
const bad = (error: string) => ({ error });

const boolean: Check = (v) => (typeof v === 'boolean' ? good(v) : bad('must be true or false'));
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    typeof v === 'string' && values.includes(v) ? good(v) : bad(`must be one of ${values.join(', ')}`);
const count =
  (min: number): Check =>
  (v) =>
    isCount(v, min) ? good(v) : bad(`must be a whole number ≥ ${min}`);
const tai =
  (min: number): Check =>
  (v) =>
    isTai(v, min) ? good(v) : bad(`must be a whole number from ${min} to ${MAX_TAI}`);
const amount: Check = (v) =>
  isStake(v) ? good(v) : bad(`must be an amount from 0 to ${MAX_STAKE} in whole hundredths`);

/**
 * How each option is checked, built on first use: a table of some forty closures that a
 * program importing the library for another family never reads (with Classical's, ~0.7M
 * instructions of every cold start when built at import; bench/README.md, item 33).
 */
let checks: Record<keyof SingaporeRules, Check> | undefined;
const checksOf = (): Record<keyof SingaporeRules, Check> => (checks ??= buildChecks());
const buildChecks = (): Record<keyof SingaporeRules, Check> => ({
  limit: (v) =>
    v === null || v === 'none' || v === 'unlimited' || v === false
      ? good(null)
      : isTai(v, 1)
        ? good(v)
        : bad(`must be a whole number from 1 to ${MAX_TAI}, or null for unlimited play`),
  base: (v) => {
    if (typeof v === 'number') v = [v, v * 2];
    if (!Array.isArray(v) || v.length !== 2) return bad('must be a pair [discard, self-draw], e.g. [0.5, 1]');
    const [d, s] = v as unknown[];
    if (!isStake(d) || !isStake(s) || d <= 0 || s <= 0) {
      return bad(`both amounts must be positive, up to ${MAX_STAKE}, in whole hundredths`);
    }
    return good(Object.freeze([d, s]));
  },
  rounding: oneOf('none', 'seed_002'),
  minTai: tai(0),
  shooterPays: boolean,
  shooterSelfDrawBonus: amount,
  bonusOverLimit: (v) => (v === false || v === null ? good(0) : v === true ? good(10) : amount(v)),
  bonusOverLimitDiscarder: oneOf('after_doubling', 'double'),
  doubleSpecialHands: boolean,
  sevenPairs: (v) =>
    v === 'off' || v === 'limit' || isTai(v, 0)
      ? good(v)
      : bad(`must be "off", "limit" or a tai count up to ${MAX_TAI}`),
  fullyConcealed: boolean,
  humanlyHand: boolean,
  flowerOnFlower: (v) =>
    v === 'chain' || isTai(v, 1) ? good(v) : bad(`must be "chain" or a tai count from 1 to ${MAX_TAI}`),
  pureGreen: boolean,
  hiddenTreasureOnPairDiscard: boolean,
  lastTileOnDiscard: boolean,
  unlimitedLimitHandTai: tai(1),
  falseWinPenaltyTai: (v) =>
    v === 'limit' || isTai(v, 0) ? good(v) : bad(`must be "limit" or a tai count up to ${MAX_TAI}`),
  instantUnit: (v) =>
    v === 'one_tai_self_draw' || v === 'base' || isStake(v)
      ? good(v)
      : bad(`must be "one_tai_self_draw", "base" or an amount up to ${MAX_STAKE} in whole hundredths`),
  allAnimalsInstantUnits: tai(0),
  instantBonusPayouts: oneOf('all', 'animals_only', 'none'),
  dealPassesOnDrawAfterPayout: boolean,
  baoDragons: boolean,
  baoWinds: boolean,
  baoLimit: boolean,
  baoFlush: boolean,
  baoAllHonours: boolean,
  baoPureGreen: boolean,
  baoTerminals: boolean,
  baoEighteenArhats: boolean,
  baoFreshTileKong: boolean,
  baoFreshTile: boolean,
  freshTileWinLiveTiles: count(0),
  freshTileKongLiveTiles: count(0),
});

/** S2's 0.3/0.6 stake: the only base whose rounding the seed tabulates. */
export function isSeed002RoundedBase(base: readonly [number, number]): boolean {
  return Math.round(base[0] * 100) === 30 && Math.round(base[1] * 100) === 60;
}

/**
 * The preset with the overrides applied. Keys may be camelCase or the corpus's snake_case.
 * Overriding `base` without `rounding` picks the seed's rounding for 0.3/0.6 and none otherwise,
 * as the corpus's `base: [0.3, 0.6]` means "with seed-002 rounding".
 */
export function resolveSingaporeRules(
  preset: string = SINGAPORE_DEFAULT_PRESET,
  overrides: Record<string, unknown> = {},
): Result<SingaporeRules, 'invalid'> {
  const issues: Issue[] = [];
  const name = presetName(preset);
  const start =
    name !== undefined && Object.hasOwn(SINGAPORE_PRESETS, name)
      ? SINGAPORE_PRESETS[name as SingaporePreset]
      : undefined;
  if (!start) {
    issues.push(
      issue(
        'unknown_preset',
        `unknown Singapore preset ${quotePreset(preset)} (known: ${Object.keys(SINGAPORE_PRESETS).join(', ')})`,
        'rules',
      ),
    );
  }
  const rules: Record<string, unknown> = { ...(start ?? sgReference) };
  if (overrides === null || typeof overrides !== 'object' || Array.isArray(overrides)) {
    issues.push(issue('bad_overrides', 'rule overrides must be an object', 'rule_overrides'));
    return fail('invalid', issues);
  }
  const given = new Set<string>();
  for (const [rawKey, value] of Object.entries(overrides)) {
    const key = camelKey(rawKey);
    if (!RULE_KEYS.includes(key as keyof SingaporeRules)) {
      issues.push(issue('unknown_rule', `unknown Singapore rule "${rawKey}"`, `rule_overrides.${rawKey}`));
      continue;
    }
    const checked = checksOf()[key as keyof SingaporeRules](value);
    if ('error' in checked) {
      issues.push(issue('bad_rule_value', `rule "${rawKey}" ${checked.error}`, `rule_overrides.${rawKey}`));
      continue;
    }
    rules[key] = checked.value;
    given.add(key);
  }
  if (given.has('base') && !given.has('rounding')) {
    rules.rounding = isSeed002RoundedBase(rules.base as [number, number]) ? 'seed_002' : 'none';
  }
  if (issues.length) return fail('invalid', issues);
  return ok(Object.freeze(rules) as unknown as SingaporeRules);
}
