// Decomposition of concealed tiles into groups and a pair, shared by every rule family.
//
// Each suit is solved once per distinct count pattern (nine counts packed into 27 bits) and
// the answer memoised, so a hand costs a few table look-ups plus the product of its suits'
// readings. Groups are encoded as small integers so readings are plain number arrays:
//   0..33    triplet of that kind
//   34..67   sequence starting at kind (g - 34)
// Honours never form sequences.

import { HONOR, KINDS, YAOCHUU_KINDS } from '../tiles/tile.ts';

export const SEQUENCE_BASE = 34;

export function isSequenceCode(g: number): boolean {
  return g >= SEQUENCE_BASE;
}

/** The first tile kind of a group code (the triplet's tile, the sequence's lowest tile). */
export function groupTile(g: number): number {
  return g >= SEQUENCE_BASE ? g - SEQUENCE_BASE : g;
}

/** A reading of the concealed tiles: groups (codes as above) and the pair's kind (-1: none). */
export interface Decomposition {
  readonly groups: readonly number[];
  readonly pair: number;
}

/**
 * A reading of one suit: local group codes 0..8 triplet of that number, 9..15 sequence from
 * (code − 9). Besides the groups it carries facts that scorers combine across suits with a
 * few bit operations instead of walking the groups again (computed once, when memoised).
 */
export interface SuitReading {
  readonly groups: readonly number[];
  /** Local 0..8, or -1 for no pair. */
  readonly pair: number;
  /** Bit n: a sequence starts at number n + 1 (n 0..6). */
  readonly sequenceMask: number;
  /** Bit n: a triplet of number n + 1 (n 0..8). */
  readonly tripletMask: number;
  readonly sequences: number;
  readonly triplets: number;
  /** Pairs of identical sequences (Σ ⌊copies / 2⌋ per sequence). */
  readonly twinSequences: number;
  /** Every group and the pair hold a 1 or a 9 (true for an empty suit). */
  readonly outside: boolean;
}

function makeReading(groups: number[], pair: number): SuitReading {
  let sequenceMask = 0;
  let tripletMask = 0;
  let sequences = 0;
  let triplets = 0;
  let twinSequences = 0;
  let outside = pair < 0 || pair === 0 || pair === 8;
  const seen = new Uint8Array(7);
  for (const g of groups) {
    if (g < 9) {
      triplets++;
      tripletMask |= 1 << g;
      if (g !== 0 && g !== 8) outside = false;
    } else {
      const n = g - 9;
      sequences++;
      sequenceMask |= 1 << n;
      if (++seen[n]! % 2 === 0) twinSequences++;
      if (n !== 0 && n !== 6) outside = false;
    }
  }
  return { groups, pair, sequenceMask, tripletMask, sequences, triplets, twinSequences, outside };
}

// The memo: an open-addressing hash table over the suit keys, one Int32Array of (key, range)
// pairs, where range = first reading id × 256 + number of readings. Every reading ever found
// has an id; its facts are packed into one 32-bit word of `facts` (see FACT_*), so a scorer
// combining suits reads two small typed arrays and no objects. (A Map look-up was the largest
// single cost of scoring a hand; the reading objects were the next, in cache misses.)
let memoBits = 12;
let memoTable = new Int32Array(2 << memoBits).fill(-1);
let memoValues: (readonly SuitReading[])[] = new Array(1 << memoBits);
let memoSize = 0;
/**
 * The most readings the memo can ever hold: the suit patterns it keeps (`isMemoisedKey`: counts
 * of at most 4, at most 14 tiles) have 21,743 complete ones with 23,533 readings in all (at
 * most four groups and a pair; a test counts them through the memo). A table of fixed size, so
 * that a scorer can hold it as a constant of its compiled code: a table that grew would be
 * reloaded, its map checked and its length read on every hand.
 */
export const FACTS_CAPACITY = 1 << 15;
const facts = new Int32Array(new ArrayBuffer(4 * FACTS_CAPACITY));
const readingsById: SuitReading[] = [];

/** Packed facts of a reading: bits 0-6 sequence mask, 7-15 triplet mask, 16-18 sequences, 19-21 triplets, 22-23 twin sequences, 24 outside, 25-28 pair + 1 (0: none). */
export const FACT_TRIPLET_SHIFT = 7;
export const FACT_SEQUENCES_SHIFT = 16;
export const FACT_TRIPLETS_SHIFT = 19;
export const FACT_TWINS_SHIFT = 22;
export const FACT_OUTSIDE = 1 << 24;
export const FACT_PAIR_SHIFT = 25;

function packFacts(r: SuitReading): number {
  return (
    r.sequenceMask |
    (r.tripletMask << FACT_TRIPLET_SHIFT) |
    (r.sequences << FACT_SEQUENCES_SHIFT) |
    (r.triplets << FACT_TRIPLETS_SHIFT) |
    (r.twinSequences << FACT_TWINS_SHIFT) |
    (r.outside ? FACT_OUTSIDE : 0) |
    ((r.pair + 1) << FACT_PAIR_SHIFT)
  );
}

/**
 * The slot of `key` in an open-addressing table of (key, value) pairs with 2^`bits` slots and
 * -1 for an empty key: where the key is, or the empty slot where it goes. Shared by the
 * memoised tables keyed by suit patterns (here and in waits.ts).
 */
export function memoSlot(key: number, table: Int32Array, bits: number): number {
  const mask = (1 << bits) - 1;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - bits);
  while (table[2 * i] !== -1 && table[2 * i] !== key) i = (i + 1) & mask;
  return i;
}

/**
 * The (key, value) pairs of a full memo table (2^`bits` slots, see memoSlot) rehashed into a
 * new one of twice the size; `moved(from, to)` is told where each kept slot went.
 */
export function growMemo(
  table: Int32Array,
  bits: number,
  moved?: (from: number, to: number) => void,
): Int32Array<ArrayBuffer> {
  const grown = new Int32Array(4 << bits).fill(-1);
  for (let j = 0; j < 1 << bits; j++) {
    if (table[2 * j] === -1) continue;
    const at = memoSlot(table[2 * j]!, grown, bits + 1);
    grown[2 * at] = table[2 * j]!;
    grown[2 * at + 1] = table[2 * j + 1]!;
    moved?.(j, at);
  }
  return grown;
}

/**
 * How the tile of number `n` completes the sequence from number `st` of its suit (st <= n <=
 * st + 2): 0 ryanmen, 1 kanchan, 2 penchan (the order of the waits' codes and shape bits).
 */
export function sequenceWait(st: number, n: number): number {
  return n === st + 1 ? 1 : (n === st && st === 6) || (n === st + 2 && st === 0) ? 2 : 0;
}

function memoPut(key: number, value: readonly SuitReading[]): number {
  if (2 * (memoSize + 1) > 1 << memoBits) {
    const oldValues = memoValues;
    memoValues = new Array(2 << memoBits);
    memoTable = growMemo(memoTable, memoBits, (from, to) => {
      memoValues[to] = oldValues[from]!;
    });
    memoBits++;
  }
  const first = readingsById.length;
  if (first + value.length > FACTS_CAPACITY)
    throw new Error('internal: the suit readings exceed FACTS_CAPACITY');
  for (const r of value) {
    facts[readingsById.length] = packFacts(r);
    readingsById.push(r);
  }
  const range = first * 256 + value.length;
  const at = memoSlot(key, memoTable, memoBits);
  memoSize++;
  memoTable[2 * at] = key;
  memoTable[2 * at + 1] = range;
  memoValues[at] = value;
  return range;
}

/**
 * The readings of a suit key as a range of reading ids: first id × 256 + count. Their packed
 * facts are `suitReadingFacts()[id]`, the readings themselves `suitReadingById(id)`. A key no
 * hand can hold (a count above 4, more than 14 tiles: `isMemoisedKey`) has no readings here.
 */
export function suitReadingRange(key: number): number {
  // The look-up alone, kept small so that scorers' compiled code can take it in; a pattern
  // seen for the first time is solved by a separate function.
  const table = memoTable;
  const mask = (1 << memoBits) - 1;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - memoBits);
  for (;;) {
    const k = table[2 * i];
    if (k === key) return table[2 * i + 1]!;
    if (k === -1) return solveRange(key);
    i = (i + 1) & mask;
  }
}

function solveRange(key: number): number {
  // A pattern no hand can hold (findWaits asks before it checks the tile count) has none here.
  const c = countsOfKey(key);
  if (!isMemoisedKey(c)) return 0;
  solveCounts(key, c, true);
  return memoTable[2 * memoSlot(key, memoTable, memoBits) + 1]!;
}

/** Packed facts of every reading by id (see FACT_*): one table for the life of the module. */
export function suitReadingFacts(): Int32Array {
  return facts;
}

export function suitReadingById(id: number): SuitReading {
  return readingsById[id]!;
}

function packSuit(counts: ArrayLike<number>, base: number): number {
  let key = 0;
  for (let i = 0; i < 9; i++) key = key * 8 + counts[base + i]!;
  return key;
}

function solveSuit(
  c: number[],
  pairUsed: boolean,
  out: SuitReading[],
  seen: Set<string>,
  groups: number[],
  pair: number,
) {
  let i = 0;
  while (i < 9 && c[i] === 0) i++;
  if (i === 9) {
    const sorted = [...groups].sort((a, b) => a - b);
    const key = `${sorted.join(',')}|${pair}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(makeReading(sorted, pair));
    }
    return;
  }
  if (c[i]! >= 3) {
    c[i]! -= 3;
    groups.push(i);
    solveSuit(c, pairUsed, out, seen, groups, pair);
    groups.pop();
    c[i]! += 3;
  }
  if (i <= 6 && c[i + 1]! > 0 && c[i + 2]! > 0) {
    c[i]!--;
    c[i + 1]!--;
    c[i + 2]!--;
    groups.push(9 + i);
    solveSuit(c, pairUsed, out, seen, groups, pair);
    groups.pop();
    c[i]!++;
    c[i + 1]!++;
    c[i + 2]!++;
  }
  if (!pairUsed && c[i]! >= 2) {
    c[i]! -= 2;
    solveSuit(c, true, out, seen, groups, i);
    c[i]! += 2;
  }
}

/** Every reading of the suit starting at kind `base` (0, 9, 18), memoised by count pattern. */
export function suitReadings(counts: ArrayLike<number>, base: number): readonly SuitReading[] {
  return suitReadingsOfKey(packSuit(counts, base));
}

/** The place value of each number's count in a suit key (`suitKey`): 8^(8 − n). */
export const SUIT_KEY_WEIGHT: readonly number[] = Array.from({ length: 9 }, (_, n) => 8 ** (8 - n));

/**
 * Readings by suit key: the nine counts of a suit in base 8, number 1 first (Σ count ×
 * `SUIT_KEY_WEIGHT[n]`), for callers that build the key while counting the tiles.
 */
export function suitReadingsOfKey(key: number): readonly SuitReading[] {
  const table = memoTable;
  const mask = (1 << memoBits) - 1;
  let i = Math.imul(key, 0x9e3779b1) >>> (32 - memoBits);
  for (;;) {
    const k = table[2 * i];
    if (k === key) return memoValues[i]!;
    if (k === -1) break;
    i = (i + 1) & mask;
  }
  return solveKey(key);
}

/** The nine counts of a suit key, number 1 first. */
function countsOfKey(key: number): number[] {
  const c: number[] = [];
  for (let i = 0; i < 9; i++) c.push(Math.floor(key / SUIT_KEY_WEIGHT[i]!) % 8);
  return c;
}

/**
 * Whether the memo keeps a key's readings: counts of at most 4 and at most 14 tiles, as in any
 * real hand. That bounds the readings it can ever hold (`FACTS_CAPACITY`); a key beyond it
 * (`decomposeStandard` of counts no hand has) is solved each time it is asked.
 */
function isMemoisedKey(c: readonly number[]): boolean {
  return c.every((n) => n <= 4) && c.reduce((a, b) => a + b, 0) <= 14;
}

function solveKey(key: number): readonly SuitReading[] {
  const c = countsOfKey(key);
  return solveCounts(key, c, isMemoisedKey(c));
}

/** The readings of a key's counts `c`, kept in the memo when `memoise` (`isMemoisedKey`). */
function solveCounts(key: number, c: number[], memoise: boolean): readonly SuitReading[] {
  const total = c.reduce((a, b) => a + b, 0);
  const out: SuitReading[] = [];
  if (total % 3 !== 1) solveSuit(c, total % 3 === 0, out, new Set(), [], -1);
  if (memoise) memoPut(key, out);
  return out;
}

/**
 * Every reading of `counts` (34 kinds, concealed tiles only) as groups plus exactly one pair.
 * Declared melds are not part of `counts`; the caller checks that groups + melds = 4.
 * Returns an empty list when the tiles have no such reading.
 */
export function decomposeStandard(counts: ArrayLike<number>): Decomposition[] {
  // Honours: each kind is 0, a pair (2) or a triplet (3).
  const honorGroups: number[] = [];
  let honorPair = -1;
  for (let k = HONOR; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 0) continue;
    if (n === 3) honorGroups.push(k);
    else if (n === 2 && honorPair < 0) honorPair = k;
    else return [];
  }
  const m = suitReadings(counts, 0);
  if (m.length === 0) return [];
  const p = suitReadings(counts, 9);
  if (p.length === 0) return [];
  const s = suitReadings(counts, 18);
  if (s.length === 0) return [];
  const out: Decomposition[] = [];
  for (const a of m) {
    for (const b of p) {
      for (const c of s) {
        let pair = honorPair;
        let pairs = honorPair >= 0 ? 1 : 0;
        if (a.pair >= 0) {
          pairs++;
          pair = a.pair;
        }
        if (b.pair >= 0) {
          pairs++;
          pair = 9 + b.pair;
        }
        if (c.pair >= 0) {
          pairs++;
          pair = 18 + c.pair;
        }
        if (pairs !== 1) continue;
        const groups: number[] = [];
        pushSuit(groups, a.groups, 0);
        pushSuit(groups, b.groups, 9);
        pushSuit(groups, c.groups, 18);
        for (const h of honorGroups) groups.push(h);
        out.push({ groups, pair });
      }
    }
  }
  return out;
}

function pushSuit(out: number[], local: readonly number[], base: number) {
  for (const g of local) out.push(g < 9 ? base + g : SEQUENCE_BASE + base + g - 9);
}

/** True when the concealed counts form groups plus one pair (any number of groups). */
export function hasStandardShape(counts: ArrayLike<number>): boolean {
  let pairs = 0;
  for (let k = HONOR; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 2) pairs++;
    else if (n !== 0 && n !== 3) return false;
  }
  for (let base = 0; base < HONOR; base += 9) {
    const r = suitReadings(counts, base);
    if (r.length === 0) return false;
    let withPair = false;
    let withoutPair = false;
    for (const x of r) {
      if (x.pair >= 0) withPair = true;
      else withoutPair = true;
    }
    if (withPair && !withoutPair) pairs++;
    else if (!withPair && !withoutPair) return false;
  }
  return pairs === 1;
}

/** Seven pairs: seven different kinds, two each (concealed tiles, no melds). */
export function isSevenPairs(counts: ArrayLike<number>, quadsAsTwoPairs = false): boolean {
  let pairs = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 2) pairs++;
    else if (n === 4 && quadsAsTwoPairs) pairs += 2;
    else if (n !== 0) return false;
  }
  return pairs === 7;
}

/** Thirteen orphans: one of each terminal and honour plus a second of one of them. */
export function isThirteenOrphans(counts: ArrayLike<number>): boolean {
  let total = 0;
  let pair = 0;
  for (const k of YAOCHUU_KINDS) {
    const n = counts[k]!;
    if (n === 0 || n > 2) return false;
    if (n === 2) pair++;
    total += n;
  }
  let all = 0;
  for (let k = 0; k < KINDS; k++) all += counts[k]!;
  return pair === 1 && total === 14 && all === 14;
}
