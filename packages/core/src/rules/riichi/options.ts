// Riichi rule options: one flat, fully defaulted object per preset (spec riichi.md §6), and
// resolveRiichiRules(preset, overrides). Every rule the spec marks ⚑ is an option here; no
// scoring code hard-codes a preset.

import { fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { presetName, quotePreset } from '../preset-name.ts';

export type YakumanDoubleId =
  | 'kokushi_musou_juusanmen'
  | 'suuankou_tanki'
  | 'junsei_chuuren_poutou'
  | 'daisuushii';
export type PaoYakuman = 'daisangen' | 'daisuushii' | 'suukantsu';
export type AbortiveDraw = 'kyuushu_kyuuhai' | 'suufon_renda' | 'suucha_riichi' | 'suukaikan' | 'sanchahou';

export interface RiichiRules {
  /** Red fives in play (0 = none; 3 = one 0m, 0p, 0s). */
  akaDora: number;
  /** Open tanyao. */
  kuitan: boolean;
  ippatsu: boolean;
  uraDora: boolean;
  kanDora: boolean;
  /** When a kan's new indicator is flipped (spec §3.5); used by the game engine. */
  kanDoraTiming: 'immediate' | 'ankan_immediate_open_after_discard';
  /** Fu for a pair of a wind that is both seat and round wind. */
  doubleWindPairFu: 2 | 4;
  /** Tsumo fu on a rinshan win. */
  rinshanTsumoFu: 0 | 2;
  /** An open hand won by ron with exactly 20 fu is scored 30. */
  openPinfuFu: boolean;
  /** 4 han 30 fu and 3 han 60 fu are paid as mangan. */
  kiriage: boolean;
  /** 13+ han without a yakuman: counted yakuman, sanbaiman, or no extra limit (stays sanbaiman). */
  kazoe: 'yakuman' | 'sanbaiman';
  /** Several different yakuman add up; off: the hand is worth one yakuman at most. */
  yakumanStacking: boolean;
  /** The yakuman that count double. */
  doubleYakuman: readonly YakumanDoubleId[];
  /** Blessing of man (§3.1, §6): off, a mangan (the better of it and the normal hand), 5 han, or a yakuman. */
  renhou: 'off' | 'mangan' | 'han5' | 'yakuman';
  /** A win on the replacement tile of a kan made with one live tile left also scores haitei. */
  rinshanHaitei: boolean;
  /** Kokushi musou may rob a closed kan. */
  kokushiRobsAnkan: boolean;
  /** Four identical tiles count as two pairs of chiitoitsu. */
  chiitoitsuQuadAsTwoPairs: boolean;
  /** Tenhou / chiihou: any of the 14 tiles may be taken as the winning tile, best result (Mahjong Soul, §3.4). */
  tenhouAnyWinTile: boolean;

  // Liability, multiple ron, draws (§5.4-5.6)
  pao: readonly PaoYakuman[];
  /** Shanghai: a rinshan win after a daiminkan is paid wholly by the player who discarded the kan tile. */
  paoDaiminkanRinshan: boolean;
  /** Who pays the honba on a ron under liability. */
  paoRonHonba: 'discarder' | 'liable';
  /** What the liable player covers when the hand holds more than the pao yakuman. */
  paoScope: 'whole' | 'pao_yakuman_only';
  multiRon: 'triple' | 'double' | 'head_bump';
  multiRonHonba: 'each' | 'first';
  multiRonSticks: 'own_back_rest_first' | 'first';
  notenTotal: number;
  nagashiMangan: boolean;
  abortiveDraws: readonly AbortiveDraw[];

  // Game flow (§5.7-5.8)
  gameLength: 'east' | 'hanchan';
  bust: boolean;
  agariYame: boolean;
  tenpaiYame: boolean;
  westExtension: boolean;
  /** Points someone must reach for the game to end after all last (also the agari-yame threshold). */
  targetPoints: number;
  riichiMinPoints: number;

  // Settlement (§5.9)
  startPoints: number;
  returnPoints: number;
  /** Uma in thousands, 1st to 4th. */
  uma: readonly [number, number, number, number];
  /** Oka in points, to first place. */
  oka: number;
  finalRounding: 'none' | 'tenhou1000' | 'shanghai1000';
  ties: 'seat' | 'split';
  leftoverSticks: 'top' | 'lost';
  /** Chombo penalty in final points (thousands) applied after uma; 0 = none. */
  chomboPoints: number;
  /**
   * Chombo paid at the table instead (a mangan in reverse), as in the presets with no penalty
   * points; when on, `chomboPoints` is not applied. Both off: a chombo costs nothing but the
   * hand, which is replayed.
   */
  chomboTablePayment: boolean;

  // Local yaku (§3.6): off in every preset
  openRiichi: boolean;
  daisharin: boolean;
  daichisei: boolean;
  paarenchan: boolean;
  /**
   * Sanrenkou: three triplets (or kans) of consecutive numbers in one suit, 2 han open or
   * closed (the values of §3.6's local yaku vary; these are the commonest: `LOCAL_YAKU`).
   */
  sanrenkou: boolean;
  /** Isshoku sanjun: three identical sequences, 3 han closed, 2 open; iipeikou not counted besides. */
  isshokuSanjun: boolean;
  /** Tsubame gaeshi: a ron on the tile another player discarded to declare riichi, 1 han. */
  tsubameGaeshi: boolean;
  /** Kanburi: a ron on the discard a player makes after their own kan's replacement draw, 1 han. */
  kanburi: boolean;
  /**
   * Shiisanpuutaa: a yakuman declared on the first draw with no call made (the tenhou or chiihou
   * situation) with thirteen unrelated tiles and a pair: 13 kinds, no two of one suit within two
   * numbers of each other (no start of a run), one of them twice.
   */
  shiisanpuutaa: boolean;
}

export type RiichiPresetId =
  | 'ema2016'
  | 'wrc2022'
  | 'wrc2025'
  | 'tenhou'
  | 'mahjongsoul'
  | 'mleague'
  | 'shanghai2';

const base: RiichiRules = {
  akaDora: 0,
  kuitan: true,
  ippatsu: true,
  uraDora: true,
  kanDora: true,
  kanDoraTiming: 'immediate',
  doubleWindPairFu: 4,
  rinshanTsumoFu: 2,
  openPinfuFu: true,
  kiriage: true,
  kazoe: 'sanbaiman',
  yakumanStacking: true,
  doubleYakuman: [],
  renhou: 'off',
  rinshanHaitei: false,
  kokushiRobsAnkan: true,
  chiitoitsuQuadAsTwoPairs: false,
  tenhouAnyWinTile: false,
  pao: ['daisangen', 'daisuushii'],
  paoDaiminkanRinshan: false,
  paoRonHonba: 'discarder',
  paoScope: 'whole',
  multiRon: 'head_bump',
  multiRonHonba: 'first',
  multiRonSticks: 'first',
  notenTotal: 3000,
  nagashiMangan: false,
  abortiveDraws: [],
  gameLength: 'hanchan',
  bust: false,
  agariYame: false,
  tenpaiYame: false,
  westExtension: false,
  targetPoints: 30000,
  riichiMinPoints: 0,
  startPoints: 30000,
  returnPoints: 30000,
  uma: [15, 5, -5, -15],
  oka: 0,
  finalRounding: 'none',
  ties: 'split',
  leftoverSticks: 'top',
  chomboPoints: 20,
  chomboTablePayment: false,
  openRiichi: false,
  daisharin: false,
  daichisei: false,
  paarenchan: false,
  sanrenkou: false,
  isshokuSanjun: false,
  tsubameGaeshi: false,
  kanburi: false,
  shiisanpuutaa: false,
};

const TENHOU_ABORTIVE: readonly AbortiveDraw[] = [
  'kyuushu_kyuuhai',
  'suufon_renda',
  'suucha_riichi',
  'suukaikan',
  'sanchahou',
];

/** The presets of spec §6. Cells marked † there are the spec's chosen defaults. */
export const RIICHI_PRESETS: Readonly<Record<RiichiPresetId, RiichiRules>> = {
  ema2016: {
    ...base,
    doubleWindPairFu: 4,
    kiriage: true, // †Q1
    kazoe: 'sanbaiman',
    yakumanStacking: false,
    renhou: 'mangan',
    rinshanHaitei: true, // †Q7
    paoRonHonba: 'discarder',
    paoScope: 'whole', // one yakuman cap: "single" and "whole" coincide
    multiRon: 'triple',
    multiRonHonba: 'each',
    multiRonSticks: 'own_back_rest_first',
    ties: 'split',
    leftoverSticks: 'top',
    chomboPoints: 20,
  },
  wrc2022: {
    ...base,
    doubleWindPairFu: 2,
    kazoe: 'sanbaiman',
    renhou: 'mangan',
    leftoverSticks: 'lost',
    chomboPoints: 20,
  },
  wrc2025: {
    ...base,
    doubleWindPairFu: 2,
    kazoe: 'yakuman',
    renhou: 'mangan',
    pao: ['daisangen', 'daisuushii', 'suukantsu'],
    leftoverSticks: 'lost',
    chomboPoints: 30,
  },
  tenhou: {
    ...base,
    akaDora: 3,
    kanDoraTiming: 'ankan_immediate_open_after_discard',
    doubleWindPairFu: 4,
    kiriage: false,
    kazoe: 'yakuman',
    kokushiRobsAnkan: false,
    paoRonHonba: 'liable',
    multiRon: 'double',
    multiRonHonba: 'first',
    multiRonSticks: 'first',
    nagashiMangan: true,
    abortiveDraws: TENHOU_ABORTIVE,
    bust: true,
    agariYame: true,
    tenpaiYame: true,
    westExtension: true,
    riichiMinPoints: 1000,
    startPoints: 25000,
    returnPoints: 30000,
    uma: [20, 10, -10, -20],
    oka: 20000,
    ties: 'seat',
    leftoverSticks: 'top',
    chomboPoints: 0,
    chomboTablePayment: true,
  },
  mahjongsoul: {
    ...base,
    akaDora: 3,
    kanDoraTiming: 'ankan_immediate_open_after_discard',
    doubleWindPairFu: 4,
    kiriage: false,
    kazoe: 'yakuman',
    doubleYakuman: ['kokushi_musou_juusanmen', 'suuankou_tanki', 'junsei_chuuren_poutou', 'daisuushii'],
    tenhouAnyWinTile: true,
    paoRonHonba: 'liable',
    paoScope: 'pao_yakuman_only',
    multiRon: 'triple',
    multiRonHonba: 'first',
    multiRonSticks: 'first',
    nagashiMangan: true,
    abortiveDraws: ['kyuushu_kyuuhai', 'suufon_renda', 'suucha_riichi', 'suukaikan'],
    bust: true,
    agariYame: true,
    tenpaiYame: true,
    westExtension: true,
    riichiMinPoints: 1000,
    startPoints: 25000,
    returnPoints: 25000,
    uma: [15, 5, -5, -15],
    oka: 0,
    ties: 'seat',
    chomboPoints: 0,
    chomboTablePayment: true,
  },
  mleague: {
    ...base,
    akaDora: 3,
    doubleWindPairFu: 2,
    kazoe: 'sanbaiman',
    kokushiRobsAnkan: false,
    startPoints: 25000,
    returnPoints: 30000,
    uma: [30, 10, -10, -30],
    oka: 20000,
    ties: 'split',
    chomboPoints: 20,
  },
  shanghai2: {
    ...base,
    akaDora: 3, // †Q12: red fives on
    doubleWindPairFu: 2,
    kazoe: 'yakuman', // †Q12
    yakumanStacking: false,
    pao: ['daisangen', 'daisuushii'],
    paoDaiminkanRinshan: true,
    startPoints: 25000,
    returnPoints: 30000,
    uma: [0, 0, 0, 0],
    oka: 20000,
    finalRounding: 'shanghai1000',
    ties: 'seat',
    chomboPoints: 0,
    chomboTablePayment: true,
  },
};

export const RIICHI_PRESET_IDS = Object.keys(RIICHI_PRESETS) as RiichiPresetId[];

/** Corpus and colloquial names for presets. */
const PRESET_ALIASES: Record<string, RiichiPresetId> = {
  ema: 'ema2016',
  wrc: 'wrc2025',
  majsoul: 'mahjongsoul',
};

/** Corpus override keys (snake_case) mapped to option keys. */
const OVERRIDE_ALIASES: Record<string, keyof RiichiRules> = {
  aka_dora: 'akaDora',
  double_yakuman: 'doubleYakuman',
  yakuman_stacking: 'yakumanStacking',
  open_pinfu_fu: 'openPinfuFu',
  double_wind_pair_fu: 'doubleWindPairFu',
  rinshan_haitei: 'rinshanHaitei',
};

const ALL_DOUBLES: readonly YakumanDoubleId[] = [
  'kokushi_musou_juusanmen',
  'suuankou_tanki',
  'junsei_chuuren_poutou',
  'daisuushii',
];

/** The values a closed-choice option may take (its TypeScript union). */
const CHOICES: Partial<Record<keyof RiichiRules, readonly unknown[]>> = {
  kanDoraTiming: ['immediate', 'ankan_immediate_open_after_discard'],
  doubleWindPairFu: [2, 4],
  rinshanTsumoFu: [0, 2],
  kazoe: ['yakuman', 'sanbaiman'],
  renhou: ['off', 'mangan', 'han5', 'yakuman'],
  paoRonHonba: ['discarder', 'liable'],
  paoScope: ['whole', 'pao_yakuman_only'],
  multiRon: ['triple', 'double', 'head_bump'],
  multiRonHonba: ['each', 'first'],
  multiRonSticks: ['own_back_rest_first', 'first'],
  gameLength: ['east', 'hanchan'],
  finalRounding: ['none', 'tenhou1000', 'shanghai1000'],
  ties: ['seat', 'split'],
  leftoverSticks: ['top', 'lost'],
};

/** The values each list option's elements may take. */
const LIST_CHOICES: Partial<Record<keyof RiichiRules, readonly unknown[]>> = {
  doubleYakuman: ALL_DOUBLES,
  pao: ['daisangen', 'daisuushii', 'suukantsu'],
  abortiveDraws: TENHOU_ABORTIVE,
};

/** The most points an amount option may hold: beyond any table, and far inside exact arithmetic. */
const MAX_POINTS = 1_000_000_000;

const isWholePoints = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= MAX_POINTS;

/** A number in steps of 0.1 (uma is in thousands of points, the settlement in hundreds). */
const inTenths = (x: unknown) =>
  typeof x === 'number' && Number.isFinite(x) && Math.abs(x * 10 - Math.round(x * 10)) < 1e-9;

function hasHole(list: readonly unknown[]): boolean {
  for (let i = 0; i < list.length; i++) if (!Object.hasOwn(list, i)) return true;
  return false;
}

/**
 * Why a value of the right JS type is still not a value of the option, or null. The amounts
 * must keep the ledger exact: a draw's payments split into whole points, and the settlement,
 * which counts in steps of 100 points (0.1 of a final point), adds up to zero.
 */
function valueProblem(key: keyof RiichiRules, v: unknown): string | null {
  // every and some skip a hole (`[15, , -5, -15]`), so the checks below would pass one.
  if (Array.isArray(v) && hasHole(v)) return 'has a hole: an entry with no value at all';
  const choices = CHOICES[key];
  if (choices && !choices.includes(v))
    return `should be one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`;
  const elements = LIST_CHOICES[key];
  if (elements && (v as unknown[]).some((x) => !elements.includes(x))) {
    return `may only list ${elements.join(', ')}`;
  }
  if (
    key === 'uma' &&
    ((v as unknown[]).length !== 4 ||
      !(v as unknown[]).every((x) => inTenths(x) && Math.abs(x as number) <= MAX_POINTS / 1000))
  ) {
    return 'should be four numbers (1st to 4th) in steps of 0.1';
  }
  if (key === 'uma') {
    const u = v as readonly number[];
    // Uma moves points between the places: it mints none, and a place never gets less than the one below.
    if (Math.round(u.reduce((a, b) => a + b, 0) * 10) !== 0)
      return `should add up to zero (what the top places gain, the bottom ones pay): ${u.join(', ')} adds up to ${Math.round(u.reduce((a, b) => a + b, 0) * 10) / 10}`;
    if (u.some((x, i) => i > 0 && x > u[i - 1]!))
      return 'should go down from 1st to 4th (a place never gets more than the one above it)';
  }
  if (typeof v === 'number' && !Number.isFinite(v)) return 'should be a finite number';
  // The tenpai players share it from the noten ones pair by pair: 1×3, 2×2 or 3×1 pairs.
  if (key === 'notenTotal' && !(isWholePoints(v) && v % 12 === 0)) {
    return 'should be a whole number of points ≥ 0 that every tenpai/noten split divides into whole points (a multiple of 12; 3000 in every preset)';
  }
  if ((key === 'startPoints' || key === 'returnPoints') && !(isWholePoints(v) && v % 100 === 0)) {
    return `should be a whole multiple of 100 points from 0 to ${MAX_POINTS} (the settlement counts in 100s)`;
  }
  if (
    key === 'oka' &&
    !(Number.isInteger(v) && (v as number) % 100 === 0 && Math.abs(v as number) <= MAX_POINTS)
  ) {
    return 'should be a whole multiple of 100 points (the settlement counts in 100s)';
  }
  if ((key === 'targetPoints' || key === 'riichiMinPoints') && !isWholePoints(v)) {
    return `should be a whole number of points from 0 to ${MAX_POINTS}`;
  }
  if (key === 'akaDora' && !(Number.isInteger(v) && (v as number) >= 0 && (v as number) <= 6)) {
    return 'should be a whole number of red fives from 0 to 6';
  }
  return null;
}

export function isRiichiPreset(name: string): boolean {
  // Own keys only: `in` also finds what every object inherits ("toString", "constructor").
  return (
    typeof name === 'string' && (Object.hasOwn(RIICHI_PRESETS, name) || Object.hasOwn(PRESET_ALIASES, name))
  );
}

/**
 * How many red fives a suit may hold under `rules`: none without red fives, one with three
 * (one a suit), two with four or more (two fives of pin).
 */
export function redFivesPerSuit(rules: RiichiRules): number {
  return rules.akaDora === 0 ? 0 : rules.akaDora >= 4 ? 2 : 1;
}

/**
 * The complete rules of a preset with overrides applied. Overrides use option keys (or the
 * corpus's snake_case names); a value of the wrong type or an unknown key is an error.
 * `double_yakuman: true/false` switches all four double patterns on or off.
 */
export function resolveRiichiRules(
  preset: string,
  overrides: Record<string, unknown> = {},
): Result<RiichiRules, 'invalid'> {
  const name = presetName(preset);
  const id = (
    name === undefined
      ? undefined
      : Object.hasOwn(RIICHI_PRESETS, name)
        ? name
        : Object.hasOwn(PRESET_ALIASES, name)
          ? PRESET_ALIASES[name]
          : undefined
  ) as RiichiPresetId | undefined;
  const issues: Issue[] = [];
  if (!id) {
    return fail('invalid', [
      issue(
        'unknown_preset',
        `unknown riichi preset ${quotePreset(preset)} (known: ${RIICHI_PRESET_IDS.join(', ')})`,
        'rules',
      ),
    ]);
  }
  const rules: Record<string, unknown> = { ...RIICHI_PRESETS[id] };
  for (const [rawKey, value] of Object.entries(overrides)) {
    const key = (OVERRIDE_ALIASES[rawKey] ?? rawKey) as keyof RiichiRules;
    if (!Object.hasOwn(base, key)) {
      issues.push(issue('unknown_option', `unknown riichi option "${rawKey}"`, `rule_overrides.${rawKey}`));
      continue;
    }
    let v = value;
    if (key === 'doubleYakuman' && typeof v === 'boolean') v = v ? ALL_DOUBLES : [];
    const expected = base[key];
    const sameType = Array.isArray(expected) ? Array.isArray(v) : typeof v === typeof expected;
    if (!sameType) {
      issues.push(
        issue(
          'bad_option',
          `option "${rawKey}" should be ${Array.isArray(expected) ? 'a list' : `a ${typeof expected}`}`,
          `rule_overrides.${rawKey}`,
        ),
      );
      continue;
    }
    const problem = valueProblem(key, v);
    if (problem) {
      issues.push(issue('bad_option', `option "${rawKey}" ${problem}`, `rule_overrides.${rawKey}`));
      continue;
    }
    rules[key] = v;
  }
  if (issues.length === 0) {
    // §5.9 step 3: oka = 4 × (returnPoints − startPoints), what the four players' return lacks;
    // any other oka makes the settlement gain or lose points. A changed start or return without
    // an oka of its own brings its oka along (Shanghai's 25000-30000 choice, §6.1).
    const { startPoints, returnPoints, oka } = rules as unknown as RiichiRules;
    const okaOf = 4 * (returnPoints - startPoints);
    const given = (key: string) => Object.hasOwn(overrides, key);
    if (!given('oka') && (given('startPoints') || given('returnPoints'))) rules.oka = okaOf;
    else if (oka !== okaOf) {
      issues.push(
        issue(
          'bad_option',
          `option "oka" should be 4 × (returnPoints ${returnPoints} − startPoints ${startPoints}) = ${okaOf} (§5.9), not ${oka}: any other oka makes the settlement add up to more or less than zero`,
          given('oka') ? 'rule_overrides.oka' : 'rule_overrides',
        ),
      );
    }
  }
  return issues.length ? fail('invalid', issues) : ok(rules as unknown as RiichiRules);
}
