// Option values from the command line into plain data: winds, counts, tile lists and
// `--set key=value` overrides. A value that cannot be read is a usage error (exit 2); tiles
// that are not tiles are an invalid hand (exit 1), reported with core's own messages.

import { parseTiles, type Tile } from '@mahjong-ledger/core';
import { coreErrorJson, describeIssues, invalidError, usageError } from './errors.ts';

const WIND_WORDS: Record<string, number> = {
  e: 1,
  east: 1,
  s: 2,
  south: 2,
  w: 3,
  west: 3,
  n: 4,
  north: 4,
  '1': 1,
  '2': 2,
  '3': 3,
  '4': 4,
};

export const WIND_NAMES = ['East', 'South', 'West', 'North'] as const;

/** A wind written E/S/W/N, east/south/west/north (any case) or 1-4, as 1 (East) .. 4 (North). */
export function parseWind(text: string, option: string): number {
  const w = WIND_WORDS[text.trim().toLowerCase()];
  if (w === undefined)
    throw usageError(`${option} must be a wind: E, S, W or N (or east, south, west, north), not "${text}"`);
  return w;
}

/** A whole number ≥ 0. */
export function parseCount(text: string, option: string): number {
  if (!/^\d+$/.test(text.trim())) throw usageError(`${option} must be a whole number ≥ 0, not "${text}"`);
  // Past 2^53 a number is no longer kept exactly (99999999999999999999 would read as 1e20).
  if (!Number.isSafeInteger(Number(text.trim()))) throw usageError(`${option}: ${text.trim()} is too large`);
  return Number(text.trim());
}

/** Tiles in mpsz (e.g. dora indicators `3m7z`). */
export function parseTileList(text: string, option: string): Tile[] {
  const r = parseTiles(text, option.replace(/^--/, ''));
  if (!r.ok) throw invalidError(describeIssues(r.issues), coreErrorJson(r));
  return r.value;
}

/** Reads one option value: JSON when it is JSON (true, 3, "x", [1,2]), `[a,b]` as a list of words, else the text. */
function parseSettingValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    const list = /^\[(.*)\]$/.exec(raw.trim());
    if (list) {
      return list[1]!
        .split(',')
        .map((w) => w.trim())
        .filter(Boolean);
    }
    return raw;
  }
}

/**
 * The option parsers that collect every value of an option given several times (`--set a=1
 * --set b=2`, `--hand` per winner). An option is repeatable only with one of them: any other
 * option given twice is refused (program.ts), where commander would keep the last value alone.
 */
const COLLECTORS = new WeakSet<object>();

/** Marks a commander option parser as collecting the values of a repeated option. */
function collector<F extends (value: string, previous: never) => unknown>(parse: F): F {
  COLLECTORS.add(parse);
  return parse;
}

/** Whether an option parser collects repeated values (see `COLLECTORS`). */
export function isCollector(parse: unknown): boolean {
  return typeof parse === 'function' && COLLECTORS.has(parse);
}

/** Commander collector for a repeatable option: every value given, in order. */
export const collectValues = collector((value: string, previous: string[] = []): string[] => [
  ...previous,
  value,
]);

/** Commander collector for repeated `--set key=value`: adds one override to the record. */
export const collectSetting = collector(
  (text: string, previous: Record<string, unknown> = {}): Record<string, unknown> => {
    const eq = text.indexOf('=');
    if (eq <= 0) throw usageError(`--set takes key=value (e.g. --set kiriage=false), not "${text}"`);
    const key = text.slice(0, eq).trim();
    // A rule set twice (--set kiriage=true --set kiriage=false) kept the last value without a word.
    if (Object.hasOwn(previous, key))
      throw usageError(
        `--set ${key} was given twice (${JSON.stringify(previous[key])}, then ${JSON.stringify(parseSettingValue(text.slice(eq + 1)))}); set each rule once`,
      );
    return { ...previous, [key]: parseSettingValue(text.slice(eq + 1)) };
  },
);
