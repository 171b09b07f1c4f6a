// Test helpers for the riichi scorer: hands from the readable syntax, presets by name.

import { expect } from 'vitest';
import { parseHand } from '../../../src/hand/parse.ts';
import type { Result } from '../../../src/result.ts';
import type { RiichiSituationInput } from '../../../src/rules/riichi/input.ts';
import {
  RIICHI_PRESET_IDS,
  type RiichiPresetId,
  type RiichiRules,
  resolveRiichiRules,
} from '../../../src/rules/riichi/options.ts';
import type { RiichiScore, RiichiScoreError } from '../../../src/rules/riichi/result.ts';
import { scoreRiichiHand } from '../../../src/rules/riichi/score.ts';
import { parseTiles } from '../../../src/tiles/notation.ts';
import type { Tile } from '../../../src/tiles/tile.ts';

export const PRESETS: readonly RiichiPresetId[] = RIICHI_PRESET_IDS;

/** The situation as tests write it: tiles as mpsz text, defaults S/E ron. */
export type Sit = Omit<Partial<RiichiSituationInput>, 'doraIndicators' | 'uraIndicators'> & {
  dora?: string;
  ura?: string;
};

export function tiles(text: string): Tile[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(`bad test tiles "${text}": ${JSON.stringify(r.issues)}`);
  return r.value;
}

export function rulesOf(preset: string, overrides: Record<string, unknown> = {}): RiichiRules {
  const r = resolveRiichiRules(preset, overrides);
  if (!r.ok) throw new Error(`bad test rules: ${JSON.stringify(r.issues)}`);
  return r.value;
}

export function situation(sit: Sit = {}): RiichiSituationInput {
  const { dora, ura, ...rest } = sit;
  return {
    tsumo: false,
    seatWind: 2,
    roundWind: 1,
    ...rest,
    ...(dora ? { doraIndicators: tiles(dora) } : {}),
    ...(ura ? { uraIndicators: tiles(ura) } : {}),
  };
}

/**
 * Scores `hand` (concealed tiles incl. the winning tile, then melds, e.g. `123m + pon:555z`)
 * won on `win`. Default situation: seat South, round East, ron; default preset tenhou.
 */
export function score(
  hand: string,
  win: string,
  sit: Sit = {},
  preset: string = 'tenhou',
  overrides: Record<string, unknown> = {},
): Result<RiichiScore, RiichiScoreError> {
  const h = parseHand(hand, win);
  if (!h.ok) throw new Error(`bad test hand "${hand}": ${JSON.stringify(h.issues)}`);
  return scoreRiichiHand({ hand: h.value, situation: situation(sit) }, rulesOf(preset, overrides));
}

/** Like `score`, but the result must be a win. */
export function win(
  hand: string,
  w: string,
  sit: Sit = {},
  preset: string = 'tenhou',
  overrides: Record<string, unknown> = {},
): RiichiScore {
  const r = score(hand, w, sit, preset, overrides);
  if (!r.ok) throw new Error(`expected a win for "${hand}" on ${w}: ${r.error} ${JSON.stringify(r.issues)}`);
  return r.value;
}

/** Yaku as an id → han map (order-insensitive comparison). */
export function yakuOf(r: RiichiScore): Record<string, number> {
  const out: Record<string, number> = {};
  for (const y of r.yaku) out[y.id] = y.han;
  return out;
}

/** The itemised fu lines add up to the fu. */
export function expectFuLinesSum(r: RiichiScore): void {
  if (r.fu === null) {
    expect(r.fuLines).toEqual([]);
    return;
  }
  expect(r.fuLines.reduce((a, l) => a + l.fu, 0)).toBe(r.fu);
}

/** Ids of the fu lines, in order. */
export function fuIds(r: RiichiScore): string[] {
  return r.fuLines.map((l) => l.id);
}
