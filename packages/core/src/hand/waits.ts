// Waits of a 13-tile hand (with melds): which tiles complete it, and how (ryanmen, kanchan,
// penchan, shanpon, tanki, thirteen-orphans), family-neutral. Used for tenpai at draws and by
// the front ends. A wait on a tile the hand already holds all four of is not a wait
// (karaten, spec riichi.md §5.6).

import { KINDS, YAOCHUU_KINDS } from '../tiles/tile.ts';
import { isThirteenOrphans, SUIT_KEY_WEIGHT, type SuitReading, suitReadingsOfKey } from './decompose.ts';

export type WaitShape =
  | 'ryanmen'
  | 'kanchan'
  | 'penchan'
  | 'shanpon'
  | 'tanki'
  | 'kokushi'
  | 'kokushi_13'
  | 'chiitoitsu';

export interface WaitInfo {
  /** Tile kind that completes the hand. */
  tile: number;
  /** Every way the tile can complete it. */
  shapes: WaitShape[];
}

/** Shape bits, in the order the shapes are listed. */
const SHAPE_ORDER: readonly WaitShape[] = [
  'ryanmen',
  'kanchan',
  'penchan',
  'shanpon',
  'tanki',
  'kokushi',
  'kokushi_13',
  'chiitoitsu',
];
const RYANMEN = 1;
const KANCHAN = 2;
const PENCHAN = 4;
const SHANPON = 8;
const TANKI = 16;
const KOKUSHI = 32;
const KOKUSHI_13 = 64;
const CHIITOITSU = 128;
/** The shape list of every set of shape bits, built once. */
const SHAPES_OF: readonly (readonly WaitShape[])[] = Array.from({ length: 256 }, (_, mask) =>
  SHAPE_ORDER.filter((_, i) => (mask >> i) & 1),
);

/**
 * Winning tiles of concealed `counts` (34 kinds; 13 - 3 × melds tiles) given `meldCount`
 * declared melds and `melded` (counts of the meld tiles, to exclude exhausted tiles).
 *
 * Each suit (and the honours) of the 13-tile hand is surveyed once through the memoised suit
 * readings: a candidate tile changes only its own suit, so trying it costs one look-up of
 * that suit's new key, and its wait shapes are read off that suit's readings alone.
 */
export function findWaits(
  counts: ArrayLike<number>,
  meldCount: number,
  melded: ArrayLike<number> = NO_MELDS,
): WaitInfo[] {
  const c = scratch;
  const waits: WaitInfo[] = [];
  // One pass: the counts, the suit keys (base 8, as suitReadingsOfKey reads them) and what
  // seven pairs and thirteen orphans need.
  let total = 0;
  let pairs = 0;
  let single = -1;
  let singles = 0;
  let simples = 0;
  for (let s = 0; s < 3; s++) {
    let key = 0;
    for (let n = 0; n < 9; n++) {
      const k = 9 * s + n;
      const x = counts[k]!;
      c[k] = x;
      key = key * 8 + x;
      total += x;
      if (x === 2) pairs++;
      else if (x === 1) {
        singles++;
        single = k;
      } else if (x !== 0) singles += 99;
      if (x !== 0 && n !== 0 && n !== 8) simples++;
    }
    suitKey[s] = key;
    suitState[s] = stateOf(suitReadingsOfKey(key));
  }
  for (let k = 27; k < KINDS; k++) {
    const x = counts[k]!;
    c[k] = x;
    total += x;
    if (x === 2) pairs++;
    else if (x === 1) {
      singles++;
      single = k;
    } else if (x !== 0) singles += 99;
  }
  if (total !== 13 - 3 * meldCount || meldCount < 0) return waits;
  suitState[3] = honourState(c);
  const mask = waitMask;
  for (let i = 0; i < mask.length; i++) mask[i] = 0;

  if (meldCount === 0) {
    if (simples === 0) {
      for (let i = 0; i < YAOCHUU_KINDS.length; i++) {
        const k = YAOCHUU_KINDS[i]!;
        if (c[k]! + melded[k]! >= 4) continue;
        c[k]!++;
        if (isThirteenOrphans(c)) kinds[k] |= c[k] === 2 ? KOKUSHI_13 : KOKUSHI;
        c[k]!--;
      }
    }
    if (pairs === 6 && singles === 1 && c[single]! + melded[single]! < 4) kinds[single] |= CHIITOITSU;
  }
  // The standard shape: a tile changes only its own part (a suit or the honours), so it can
  // complete the hand only if every other part is complete. The part sizes add up to 1 mod 3,
  // so at least one part is incomplete, or two parts hold a pair (then the tile makes one
  // of them a pairless part: shanpon).
  let broken = 0;
  let brokenPart = -1;
  for (let p = 0; p < 4; p++) {
    if (suitState[p] === 0) {
      broken++;
      brokenPart = p;
    }
  }
  if (broken <= 1) {
    for (let p = 0; p < 4; p++) {
      if (broken === 1 ? p !== brokenPart : suitState[p] !== 2) continue;
      const from = 9 * p;
      const to = p === 3 ? KINDS : from + 9;
      for (let k = from; k < to; k++) {
        if (c[k]! + melded[k]! >= 4) continue;
        // Only a tile held, or next to a held tile of its suit, can complete groups and a pair.
        if (c[k] === 0 && !(k < 27 && hasNeighbour(c, k))) continue;
        kinds[k] |= standardShapes(c, k);
      }
    }
  }
  for (let k = 0; k < KINDS; k++) {
    const m = kinds[k]!;
    if (m !== 0) waits.push({ tile: k, shapes: [...SHAPES_OF[m]!] });
  }
  return waits;
}

/** Shape bits found for each tile kind (a 36-byte buffer cleared as nine words). */
const waitMask = new Uint32Array(9);
const kinds = new Uint8Array(waitMask.buffer, 0, KINDS);
const NO_MELDS = new Uint8Array(KINDS);
const suitKey = new Float64Array(3);
/** Per suit 0..2 and honours 3: 0 = no reading, 1 = complete without a pair, 2 = complete with one. */
const suitState = new Uint8Array(4);

function stateOf(r: readonly SuitReading[]): number {
  return r.length === 0 ? 0 : r[0]!.pair >= 0 ? 2 : 1;
}

function honourState(c: Uint8Array): number {
  let pairs = 0;
  for (let k = 27; k < KINDS; k++) {
    const n = c[k]!;
    if (n === 2) pairs++;
    else if (n !== 0 && n !== 3) return 0;
  }
  return pairs === 0 ? 1 : pairs === 1 ? 2 : 0;
}

/** The standard-shape waits tile `k` completes (shape bits), 0 when it completes none. */
function standardShapes(c: Uint8Array, k: number): number {
  const part = k < 27 ? (k / 9) | 0 : 3;
  let pairs = 0;
  for (let s = 0; s < 4; s++) {
    if (s === part) continue;
    const state = suitState[s]!;
    if (state === 0) return 0;
    if (state === 2) pairs++;
  }
  if (part === 3) {
    c[k]!++;
    const state = honourState(c);
    const n = c[k]!;
    c[k]!--;
    if (state === 0 || pairs + (state === 2 ? 1 : 0) !== 1) return 0;
    return n === 3 ? SHANPON : TANKI;
  }
  const local = k - 9 * part;
  const readings = suitReadingsOfKey(suitKey[part]! + SUIT_KEY_WEIGHT[local]!);
  const state = stateOf(readings);
  if (state === 0 || pairs + (state === 2 ? 1 : 0) !== 1) return 0;
  let mask = 0;
  for (let i = 0; i < readings.length; i++) {
    const r = readings[i]!;
    if (r.pair === local) mask |= TANKI;
    const g = r.groups;
    for (let j = 0; j < g.length; j++) {
      const code = g[j]!;
      if (code < 9) {
        if (code === local) mask |= SHANPON;
        continue;
      }
      const st = code - 9;
      if (local < st || local > st + 2) continue;
      if (local === st + 1) mask |= KANCHAN;
      else if ((local === st && st === 6) || (local === st + 2 && st === 0)) mask |= PENCHAN;
      else mask |= RYANMEN;
    }
  }
  return mask;
}

const scratch = new Uint8Array(KINDS);

function hasNeighbour(c: Uint8Array, k: number): boolean {
  const n = k % 9;
  return (
    (n > 0 && c[k - 1]! > 0) ||
    (n > 1 && c[k - 2]! > 0) ||
    (n < 8 && c[k + 1]! > 0) ||
    (n < 7 && c[k + 2]! > 0)
  );
}

/** Whether the hand is tenpai (waits on at least one tile not all held by itself). */
export function isTenpai(counts: ArrayLike<number>, meldCount: number, melded?: ArrayLike<number>): boolean {
  return findWaits(counts, meldCount, melded).length > 0;
}
