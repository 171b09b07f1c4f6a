// The rule families the app can play: each with its presets and option resolver from core,
// and what its screens offer (declarations, bonus tiles, quick entry, draws, instant payouts,
// the score unit). Only families whose game ledger and scorer core exports are listed, so the
// new-game screen never offers a family that cannot score.

import {
  type AbortiveDraw,
  CLASSICAL_PRESETS,
  type ClassicalRules,
  DEFAULT_CLASSICAL_PRESET,
  type FamilyId,
  type GameConfig,
  type Issue,
  RIICHI_PRESET_IDS,
  RIICHI_PRESETS,
  type RiichiRules,
  resolveClassicalRules,
  resolveGameRules,
  resolveRiichiRules,
  resolveSingaporeRules,
  SINGAPORE_DEFAULT_PRESET,
  SINGAPORE_PRESETS,
  type SingaporeRules,
  WIN_FLAGS,
  type WinFlag,
} from '@mahjong-ledger/core';

export interface FamilyChoice {
  id: FamilyId;
  presets: readonly string[];
  defaultPreset: string;
  /** Every option of a preset with overrides applied, or the issues. */
  resolve(
    preset: string,
    overrides: Record<string, unknown>,
  ): { ok: true; value: Record<string, unknown> } | { ok: false; issues: Issue[] };
  /** Each option's values across the presets (choices for text options). */
  optionValues(key: string): unknown[];
}

type Resolver = (
  preset: string,
  overrides: Record<string, unknown>,
) => { ok: true; value: unknown } | { ok: false; issues: Issue[] };

function family(
  id: FamilyId,
  presets: Readonly<Record<string, unknown>>,
  defaultPreset: string,
  resolve: Resolver,
): FamilyChoice {
  return {
    id,
    presets: Object.keys(presets),
    defaultPreset,
    resolve(preset, overrides) {
      const r = resolve(preset, overrides);
      return r.ok ? { ok: true, value: r.value as Record<string, unknown> } : { ok: false, issues: r.issues };
    },
    optionValues(key) {
      const seen = new Map<string, unknown>();
      for (const p of Object.values(presets)) {
        const v = (p as Record<string, unknown>)[key];
        seen.set(JSON.stringify(v), v);
      }
      return [...seen.values()];
    },
  };
}

const riichiFamily = family('riichi', RIICHI_PRESETS, 'wrc2025', resolveRiichiRules);
riichiFamily.presets = RIICHI_PRESET_IDS;

export const FAMILIES: readonly FamilyChoice[] = [
  riichiFamily,
  family('classical', CLASSICAL_PRESETS, DEFAULT_CLASSICAL_PRESET, resolveClassicalRules),
  family('singapore', SINGAPORE_PRESETS, SINGAPORE_DEFAULT_PRESET, resolveSingaporeRules),
];

/**
 * Situational flags of a winning hand per family, in the order the win screen offers them:
 * names of the ledger's (core's `WIN_FLAGS`), checked by their types.
 */
export const RIICHI_FLAGS = [
  'ippatsu',
  'doubleRiichi',
  'haitei',
  'houtei',
  'rinshan',
  'chankan',
  'tenhou',
  'chiihou',
  'renhou',
] as const satisfies readonly WinFlag<'riichi'>[];
export const CLASSICAL_FLAGS = [
  'lastTile',
  'kongReplacement',
  'robbingKong',
  'heavenlyHand',
  'earthlyHand',
] as const satisfies readonly WinFlag<'classical'>[];
export const SINGAPORE_FLAGS = [
  'lastTile',
  'kongReplacement',
  'kongOnKong',
  'flowerReplacement',
  'robbingKong',
  'heavenlyHand',
  'earthlyHand',
  'humanlyHand',
] as const satisfies readonly WinFlag<'singapore'>[];
/**
 * The riichi flags a game's rules use: the common ones, a robbed closed kan where kokushi
 * musou may rob one (`kokushiRobsAnkan`), and the situations of the local yaku that the rules
 * switch on (spec §3.6: open riichi, tsubame gaeshi, kanburi), which would otherwise be offered
 * in every game for yaku that no preset counts.
 */
export function riichiFlagsFor(rules: RiichiRules): readonly WinFlag<'riichi'>[] {
  return [
    ...RIICHI_FLAGS.flatMap((f): WinFlag<'riichi'>[] =>
      f === 'chankan' && rules.kokushiRobsAnkan ? [f, 'chankanOnAnkan'] : [f],
    ),
    ...(rules.openRiichi ? (['openRiichi'] as const) : []),
    ...(rules.tsubameGaeshi ? (['tsubameGaeshi'] as const) : []),
    ...(rules.kanburi ? (['kanburi'] as const) : []),
  ];
}
/** Flags that count (consecutive flower replacements); the others are on or off. */
export const COUNT_FLAGS: readonly string[] = Object.entries(WIN_FLAGS.singapore).flatMap(([flag, kind]) =>
  kind === 'count' ? [flag] : [],
);
/**
 * Flags that say more of another, offered only once it is ticked (and cleared with it): which
 * kan a chankan robbed.
 */
export const FLAG_NEEDS: Readonly<Record<string, string>> = { chankanOnAnkan: 'chankan' };

/** The flags a hand's form offers now: those whose flag they need is ticked. */
export function offeredFlags(flags: readonly string[], ticked: Readonly<Record<string, unknown>>): string[] {
  return flags.filter((f) => FLAG_NEEDS[f] === undefined || !!ticked[FLAG_NEEDS[f]]);
}

/** A flag ticked or cleared, with the flags that need it cleared along with it. */
export function withFlag<T extends Record<string, unknown>>(ticked: T, flag: string, on: boolean): T {
  const next: Record<string, unknown> = { ...ticked, [flag]: on };
  if (!on) for (const [f, needs] of Object.entries(FLAG_NEEDS)) if (needs === flag) delete next[f];
  return next as T;
}

/** What the screens of a game offer under its family and rules. */
export interface FamilyUi {
  id: FamilyId;
  rules: RiichiRules | ClassicalRules | SingaporeRules;
  /** Sticks declared before a hand: riichi, Classical "Ready"; none in Singapore. */
  declaration: 'riichi' | 'ready' | null;
  redFives: boolean;
  /** Dora indicators (riichi), ura indicators with riichi. */
  dora: boolean;
  ura: boolean;
  /** Flowers, seasons (and animals in Singapore) in the tile picker. */
  bonus: boolean;
  animals: boolean;
  flags: readonly string[];
  /** Quick entry: han and fu, tai, or basic points and doubles. */
  quick: 'value' | 'tai' | 'points';
  abortive: readonly AbortiveDraw[];
  nagashi: boolean;
  /** Who is waiting matters at a draw (riichi noten payments, Classical draw payments and Ready). */
  tenpai: boolean;
  /** Instant payouts as their own events (Singapore). */
  instants: boolean;
  /** Scores kept as integer hundredths of the currency (Singapore). */
  unit: 'points' | 'hundredths';
}

export function familyUi(config: GameConfig): FamilyUi | null {
  const r = resolveGameRules(config);
  if (!r.ok) return null;
  const base = { abortive: [] as AbortiveDraw[], nagashi: false, redFives: false, dora: false, ura: false };
  if (config.family === 'riichi') {
    const rules = r.value as RiichiRules;
    return {
      ...base,
      id: 'riichi',
      rules,
      declaration: 'riichi',
      redFives: rules.akaDora > 0,
      dora: true,
      ura: rules.uraDora,
      bonus: false,
      animals: false,
      flags: riichiFlagsFor(rules),
      quick: 'value',
      abortive: rules.abortiveDraws,
      nagashi: rules.nagashiMangan,
      tenpai: true,
      instants: false,
      unit: 'points',
    };
  }
  if (config.family === 'classical') {
    const rules = r.value as ClassicalRules;
    return {
      ...base,
      id: 'classical',
      rules,
      declaration: rules.ready ? 'ready' : null,
      bonus: rules.flowers,
      animals: false,
      flags: CLASSICAL_FLAGS,
      quick: 'points',
      tenpai: true,
      instants: false,
      unit: 'points',
    };
  }
  return {
    ...base,
    id: 'singapore',
    rules: r.value as SingaporeRules,
    declaration: null,
    bonus: true,
    animals: true,
    flags: SINGAPORE_FLAGS,
    quick: 'tai',
    tenpai: false,
    instants: true,
    unit: 'hundredths',
  };
}
