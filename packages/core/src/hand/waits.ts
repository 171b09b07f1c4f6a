// Waits of a 13-tile hand (with melds): which tiles complete it, and how (ryanmen, kanchan,
// penchan, shanpon, tanki, thirteen-orphans), family-neutral. Used for tenpai at draws and by
// the front ends. A wait on a tile the hand already holds all four of is not a wait
// (karaten, spec riichi.md §5.6).

import { fixedArray } from '../fixed.ts';
import { KINDS, YAOCHUU_KINDS } from '../tiles/tile.ts';
import {
  FACT_PAIR_SHIFT,
  FACT_TRIPLET_SHIFT,
  growMemo,
  isThirteenOrphans,
  memoSlot,
  SUIT_KEY_WEIGHT,
  sequenceWait,
  suitReadingFacts,
  suitReadingRange,
} from './decompose.ts';

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
const SHANPON = 8;
const TANKI = 16;
const KOKUSHI = 32;
const KOKUSHI_13 = 64;
const CHIITOITSU = 128;
/**
 * The shape list of each set of shape bits, built when first met: building all 256 at import
 * took ~0.25 ms of the cold start, and a hand meets a few.
 */
const SHAPES_OF: (readonly WaitShape[] | undefined)[] = Array(256).fill(undefined);
function shapesOf(mask: number): readonly WaitShape[] {
  const known = SHAPES_OF[mask];
  if (known !== undefined) return known;
  const shapes = SHAPE_ORDER.filter((_, i) => (mask >> i) & 1);
  SHAPES_OF[mask] = shapes;
  return shapes;
}

/** State of a suit from its readings (a range of reading ids, see suitReadingRange). */
function stateOfRange(range: number): number {
  if ((range & 255) === 0) return 0;
  return suitReadingFacts()[(range / 256) | 0]! >>> FACT_PAIR_SHIFT !== 0 ? 2 : 1;
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

/** Shanpon or tanki when honour `k` completes the honours (see findWaits on the pair); else 0. */
function honourShape(c: Uint8Array, k: number): number {
  c[k]!++;
  const state = honourState(c);
  const n = c[k]!;
  c[k]!--;
  if (state === 0) return 0;
  return n === 3 ? SHANPON : TANKI;
}

// What each tile does to a suit, memoised by the suit's key: nine bytes per pattern, byte n
// for number n + 1: the shape bits by which that tile completes the suit (0: it does not).
// An open-addressing table of (key, offset into waitBytes), like the readings' memo in
// decompose.ts.
let waitMemoBits = 10;
let waitMemo = new Int32Array(2 << waitMemoBits).fill(-1);
let waitMemoSize = 0;
let waitBytes = new Uint8Array(9 * 1024);
let waitBytesUsed = 0;

/** Offset in `waitBytes` of the nine wait bytes of a suit key (see above). */
function suitWaitsOfKey(key: number): number {
  const i = memoSlot(key, waitMemo, waitMemoBits);
  return waitMemo[2 * i] === key ? waitMemo[2 * i + 1]! : addSuitWaits(key);
}

function addSuitWaits(key: number): number {
  if (2 * (waitMemoSize + 1) > 1 << waitMemoBits) {
    waitMemo = growMemo(waitMemo, waitMemoBits);
    waitMemoBits++;
  }
  if (waitBytesUsed + 9 > waitBytes.length) {
    const grown = new Uint8Array(2 * waitBytes.length);
    grown.set(waitBytes);
    waitBytes = grown;
  }
  const at = waitBytesUsed;
  waitBytesUsed += 9;
  for (let n = 0; n < 9; n++) {
    const weight = SUIT_KEY_WEIGHT[n]!;
    // Five of a tile cannot be (the caller also checks the tiles left with the melds).
    if (Math.floor(key / weight) % 8 >= 4) continue;
    waitBytes[at + n] = suitShapes(suitReadingRange(key + weight), n);
  }
  const i = memoSlot(key, waitMemo, waitMemoBits);
  waitMemo[2 * i] = key;
  waitMemo[2 * i + 1] = at;
  waitMemoSize++;
  return at;
}

/**
 * How number `n` (0..8) completes a suit whose readings with it are `range`: shape bits; 0
 * when the suit does not complete.
 */
function suitShapes(range: number, n: number): number {
  const count = range & 255;
  if (count === 0) return 0;
  const facts = suitReadingFacts();
  const first = (range / 256) | 0;
  let mask = 0;
  for (let id = first; id < first + count; id++) {
    const f = facts[id]!;
    if (f >>> FACT_PAIR_SHIFT === n + 1) mask |= TANKI;
    if ((f >> (FACT_TRIPLET_SHIFT + n)) & 1) mask |= SHANPON;
    // Sequences from st = n - 2 .. n hold the tile.
    for (let st = n < 2 ? 0 : n - 2; st <= n && st <= 6; st++) {
      // The first three shape bits, in sequenceWait's order: ryanmen, kanchan, penchan.
      if ((f >> st) & 1) mask |= 1 << sequenceWait(st, n);
    }
  }
  return mask;
}

/** Whether the hand is tenpai (waits on at least one tile not all held by itself). */
export function isTenpai(counts: ArrayLike<number>, meldCount: number, melded?: ArrayLike<number>): boolean {
  return findWaits(counts, meldCount, melded).length > 0;
}

/**
 * Winning tiles of concealed `counts` (34 kinds; 13 - 3 × melds tiles) given `meldCount`
 * declared melds and `melded` (counts of the meld tiles, to exclude exhausted tiles). Counts no
 * hand has (a count not 0-4, a wrong total for `meldCount`) have no waits: `[]`; to be told
 * what is wrong with counts from outside, check them with `calculateShanten` first.
 *
 * A candidate tile changes only its own suit (or the honours), so it can complete the hand
 * only when every other part is complete; what each tile does to a suit is memoised per suit
 * pattern (`suitWaitsOfKey`), so a hand costs one look-up per suit plus one for the suit the
 * wait is in.
 */
export const findWaits: (
  counts: ArrayLike<number>,
  meldCount: number,
  melded?: ArrayLike<number>,
) => WaitInfo[] = createWaitFinder();

/**
 * `findWaits` with its working arrays as constants of its closure, as the riichi engine's are
 * (see `createEngine` in rules/riichi/score.ts): a bundle turns module-level constants into
 * variables, and compiled code then reloads each array and checks its kind at every use (in
 * the tile loop, twice a tile).
 */
function createWaitFinder() {
  /** Shape bits found for each tile kind (a 36-byte buffer cleared as nine words). */
  const waitMask = fixedArray(Uint32Array, 9);
  const kinds = new Uint8Array(waitMask.buffer, 0, KINDS);
  const NO_MELDS = fixedArray(Uint8Array, KINDS);
  const suitKey = fixedArray(Float64Array, 3);
  /** Per suit 0..2 and honours 3: 0 = no reading, 1 = complete without a pair, 2 = complete with one. */
  const suitState = fixedArray(Uint8Array, 4);
  const scratch = fixedArray(Uint8Array, KINDS);
  /**
   * What a tile held `x` times adds to the tally: x to the tile count (bits 0-7), a pair (bits
   * 8-15), and to the singles (bits 16-): 1 for a single tile, 99 for three or four (no seven
   * pairs then). 34 kinds keep each field within its bits.
   */
  const TALLY = fixedArray(
    Int32Array,
    5,
    (x) => x + (x === 2 ? 1 << 8 : 0) + ((x === 1 ? 1 : x >= 3 ? 99 : 0) << 16),
  );
  function findWaits(
    counts: ArrayLike<number>,
    meldCount: number,
    melded: ArrayLike<number> = NO_MELDS,
  ): WaitInfo[] {
    // In five loops that never turn, as the riichi scorer's body is (see `scoreWithWinTile`): V8
    // then cannot compile this function on stack replacement (bench/README.md, item 18).
    for (;;)
      for (;;)
        for (;;)
          for (;;)
            for (;;) {
              const c = scratch;
              const waits: WaitInfo[] = [];
              // One pass: the counts, the suit keys (base 8, as suitReadingsOfKey reads them) and what
              // seven pairs and thirteen orphans need, with one load and one addition a tile (TALLY):
              // no jump that goes one way or the other by the tile's count. A count that is not 0-4
              // (five of a tile, a negative or fractional count) reads no entry, and the tally is
              // then NaN, refused below before any suit's readings are looked up.
              let tally = 0;
              let middles = 0;
              for (let s = 0; s < 3; s++) {
                let key = 0;
                for (let n = 0; n < 9; n++) {
                  const k = 9 * s + n;
                  const x = counts[k]!;
                  c[k] = x;
                  key = key * 8 + x;
                  tally += TALLY[x]!;
                }
                suitKey[s] = key;
                // The numbers 2-8 of the suit: the key's fields but its top and lowest.
                middles |= key & 0xfffff8;
              }
              for (let k = 27; k < KINDS; k++) {
                const x = counts[k]!;
                c[k] = x;
                tally += TALLY[x]!;
              }
              if ((tally & 255) !== 13 - 3 * meldCount || meldCount < 0 || Number.isNaN(tally)) return waits;
              for (let s = 0; s < 3; s++) suitState[s] = stateOfRange(suitReadingRange(suitKey[s]!));
              const pairs = (tally >> 8) & 255;
              const singles = tally >>> 16;
              suitState[3] = honourState(c);
              const mask = waitMask;
              for (let i = 0; i < mask.length; i++) mask[i] = 0;

              if (meldCount === 0) {
                if (middles === 0) {
                  for (let i = 0; i < YAOCHUU_KINDS.length; i++) {
                    const k = YAOCHUU_KINDS[i]!;
                    if (c[k]! + melded[k]! >= 4) continue;
                    c[k]!++;
                    if (isThirteenOrphans(c)) kinds[k] |= c[k] === 2 ? KOKUSHI_13 : KOKUSHI;
                    c[k]!--;
                  }
                }
                if (pairs === 6 && singles === 1) {
                  const single = c.indexOf(1);
                  if (c[single]! + melded[single]! < 4) kinds[single] |= CHIITOITSU;
                }
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
                  // At most one other part may hold a pair. Then the hand's one pair follows from the tile
                  // count: 14 - 3 × melds tiles in complete parts of 3n (no pair) or 3n + 2 (a pair) tiles
                  // have one pair or four, so the completed part holds it exactly when no other part does.
                  let others = 0;
                  for (let q = 0; q < 4; q++) if (q !== p && suitState[q] === 2) others++;
                  if (others > 1) continue;
                  if (p === 3) {
                    for (let k = 27; k < KINDS; k++) {
                      if (c[k] === 0 || c[k]! + melded[k]! >= 4) continue;
                      kinds[k] |= honourShape(c, k);
                    }
                    continue;
                  }
                  const from = 9 * p;
                  const at = suitWaitsOfKey(suitKey[p]!);
                  const bytes = waitBytes;
                  for (let n = 0; n < 9; n++) {
                    if (c[from + n]! + melded[from + n]! < 4) kinds[from + n] |= bytes[at + n]!;
                  }
                }
              }
              for (let k = 0; k < KINDS; k++) {
                const m = kinds[k]!;
                if (m !== 0) waits.push({ tile: k, shapes: shapesOf(m).slice() });
              }
              return waits;
            }
  }
  return findWaits;
}
