// Shanten: how many tiles a hand is from tenpai, family-neutral, and which draws bring it
// closer (the tiles that improve a 13-tile hand, and for a 14-tile hand what each discard
// leaves). Standard shape (four sets and a pair), seven pairs and thirteen orphans, the last
// two for a closed hand only. Counts in, plain data out; `findWaits` says which tiles win.
//
// Shanten here is the count the game's tools print (tenhou's 牌理, the `mahjong` library):
// -1 for a complete 14-tile hand, 0 for tenpai, n for n tiles from tenpai. One refinement, so
// that 0 means what `findWaits` means: a hand that is tenpai in shape but waits only on tiles
// it holds all four of (karaten) is no nearer a win than one tile away, and counts 1; and a
// hand one tile from tenpai in shape whose every tenpai one exchange away is karaten counts 2.
// So 0 and 1 are exactly the fewest exchanges to a real wait; from 2 up the count is the
// shape's.

import { fixedArray } from '../fixed.ts';
import { describeValue, fail, type Issue, issue, ok, type Result } from '../result.ts';
import { KINDS, YAOCHUU_KINDS } from '../tiles/tile.ts';
import { findWaits } from './waits.ts';

export interface ShantenInfo {
  /**
   * -1 complete, 0 tenpai (a wait `findWaits` finds), 1 one exchange from such a wait, n from 2
   * up the least of the shapes' counts (karaten refined: the module's first comment).
   */
  shanten: number;
  /** Four sets and a pair (the declared melds among the sets). */
  standard: number;
  /** Seven different pairs; null when the hand has declared melds. */
  sevenPairs: number | null;
  /** One of each terminal and honour and a pair of one; null with declared melds. */
  thirteenOrphans: number | null;
}

export interface Improvement {
  /** Tile kind (0-33) whose draw lowers the shanten. */
  tile: number;
  /** Copies of it not seen: four less those in the hand and in `seen`. */
  left: number;
}

export interface ImprovementInfo {
  /** The 13-tile hand's shanten. */
  shanten: number;
  /** The draws that lower it, by tile kind. */
  tiles: Improvement[];
  /** Their copies not seen, summed (the hand's acceptance, ukeire). */
  total: number;
}

export interface DiscardOption extends ImprovementInfo {
  /** Tile kind discarded; `shanten`, `tiles` and `total` are the 13 tiles it leaves. */
  discard: number;
}

/**
 * Each suit pattern's best partial readings: for m complete sets (0-4) and p (0 or 1, a pair
 * kept as the head), the most partial sets (taatsu: two of a run, or a pair) beside them, -1
 * when no reading has m sets. Keyed by the suit's counts in base 5.
 */
const suitMemo = new Map<number, Int8Array>();

/**
 * Most partial sets for each (sets, head) of one suit's counts (nine, or the seven honours,
 * which make no runs). The lowest tile held is taken into a triplet, a run, the head, a pair
 * or two of a run kept as a partial set, or left alone; what is left of the suit then has no
 * tile below it, so its counts alone name it and its answer is memoised too.
 */
function suitBlocks(c: Uint8Array, honours: boolean): Int8Array {
  // Base 5 behind a leading 1 for the honours: seven honour counts and nine suit counts never
  // share a key (5^9 + ... is above every suit's).
  let key = 0;
  for (let i = 0; i < c.length; i++) key = key * 5 + c[i]!;
  if (honours) key += 5 ** 9;
  const known = suitMemo.get(key);
  if (known !== undefined) return known;
  const best = new Int8Array(10).fill(-1);
  const n = c.length;
  let i = 0;
  while (i < n && c[i] === 0) i++;
  if (i === n) {
    best[0] = 0;
    suitMemo.set(key, best);
    return best;
  }
  /** Takes `take` (tile offsets from i), reads the rest, and adds the rest's readings. */
  const branch = (take: readonly number[], sets: number, partial: number, head: number) => {
    for (const d of take) c[i + d]!--;
    const rest = suitBlocks(c, honours);
    for (const d of take) c[i + d]!++;
    for (let slot = 0; slot < 10; slot++) {
      if (rest[slot]! < 0) continue;
      const s = (slot >> 1) + sets;
      const h = (slot & 1) + head;
      if (s > 4 || h > 1) continue;
      const to = s * 2 + h;
      const p = rest[slot]! + partial;
      if (p > best[to]!) best[to] = p;
    }
  };
  const next = !honours && i + 1 < n && c[i + 1]! > 0;
  const skip = !honours && i + 2 < n && c[i + 2]! > 0;
  if (c[i]! >= 3) branch([0, 0, 0], 1, 0, 0);
  if (next && skip) branch([0, 1, 2], 1, 0, 0);
  if (c[i]! >= 2) {
    branch([0, 0], 0, 0, 1);
    branch([0, 0], 0, 1, 0);
  }
  if (next) branch([0, 1], 0, 1, 0);
  if (skip) branch([0, 2], 0, 1, 0);
  branch([0], 0, 0, 0);
  suitMemo.set(key, best);
  return best;
}

const suitScratch = fixedArray(Uint8Array, 9);
const honourScratch = fixedArray(Uint8Array, 7);

/** Four sets and a pair: 8 - 2 × sets - partial sets - head, at most 4 sets and partials. */
function standardShanten(counts: ArrayLike<number>, meldCount: number): number {
  // Best partial sets for each (sets so far, head so far), over the suits in turn.
  let state = new Int8Array(10).fill(-1);
  state[0] = 0;
  for (let g = 0; g < 4; g++) {
    const honours = g === 3;
    const scratch = honours ? honourScratch : suitScratch;
    for (let i = 0; i < scratch.length; i++) scratch[i] = counts[g * 9 + i]!;
    const blocks = suitBlocks(scratch, honours);
    const next = new Int8Array(10).fill(-1);
    for (let s = 0; s < 10; s++) {
      if (state[s]! < 0) continue;
      for (let b = 0; b < 10; b++) {
        if (blocks[b]! < 0) continue;
        const sets = (s >> 1) + (b >> 1);
        const head = (s & 1) + (b & 1);
        if (sets > 4 || head > 1) continue;
        const slot = sets * 2 + head;
        const partial = state[s]! + blocks[b]!;
        if (partial > next[slot]!) next[slot] = partial;
      }
    }
    state = next;
  }
  let shanten = 8;
  for (let s = 0; s < 10; s++) {
    if (state[s]! < 0) continue;
    const sets = (s >> 1) + meldCount;
    const head = s & 1;
    const partial = Math.min(state[s]!, Math.max(0, 4 - sets));
    shanten = Math.min(shanten, 8 - 2 * sets - partial - head);
  }
  return shanten;
}

function sevenPairsShanten(counts: ArrayLike<number>): number {
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < KINDS; k++) {
    if (counts[k]! > 0) kinds++;
    if (counts[k]! >= 2) pairs++;
  }
  return 6 - pairs + Math.max(0, 7 - kinds);
}

function thirteenOrphansShanten(counts: ArrayLike<number>): number {
  let kinds = 0;
  let pair = 0;
  for (const k of YAOCHUU_KINDS) {
    if (counts[k]! > 0) kinds++;
    if (counts[k]! >= 2) pair = 1;
  }
  return 13 - kinds - pair;
}

/** The counts' problems: 34 whole numbers 0-4, and 13 or 14 tiles less three a declared meld. */
function checkCounts(counts: ArrayLike<number>, meldCount: number, seen?: ArrayLike<number>): Issue[] {
  const issues: Issue[] = [];
  if (!Number.isInteger(meldCount) || meldCount < 0 || meldCount > 4)
    issues.push(
      issue('bad_meld_count', 'the number of declared melds must be a whole number from 0 to 4', 'meldCount'),
    );
  if (counts === null || typeof counts !== 'object' || counts.length !== KINDS) {
    issues.push(
      issue('bad_counts', `the counts must be a list of ${KINDS} numbers, one a tile kind`, 'counts'),
    );
    return issues;
  }
  if (seen !== undefined && (seen === null || typeof seen !== 'object' || seen.length !== KINDS)) {
    issues.push(issue('bad_counts', `the seen counts must be a list of ${KINDS} numbers`, 'seen'));
    return issues;
  }
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = counts[k];
    if (!Number.isInteger(n) || (n as number) < 0 || (n as number) > 4) {
      issues.push(
        issue('bad_count', `a tile kind is held 0 to 4 times, not ${describeValue(n)}`, `counts[${k}]`),
      );
      continue;
    }
    total += n as number;
    if (seen === undefined) continue;
    const s = seen[k];
    if (!Number.isInteger(s) || (s as number) < 0)
      issues.push(
        issue('bad_count', `a tile kind is seen 0 to 4 times, not ${describeValue(s)}`, `seen[${k}]`),
      );
    else if ((n as number) + (s as number) > 4)
      issues.push(
        issue('too_many_copies', 'a tile kind has four copies in all, held and seen', `seen[${k}]`),
      );
  }
  if (issues.length === 0) {
    const short = 13 - 3 * meldCount;
    if (total !== short && total !== short + 1)
      issues.push(
        issue(
          'wrong_tile_count',
          `${meldCount === 0 ? 'the hand' : `with ${meldCount} declared ${meldCount === 1 ? 'meld' : 'melds'} the hand`} holds ${short} or ${short + 1} tiles, not ${total}`,
          'counts',
        ),
      );
  }
  return issues;
}

/** Shanten of trusted counts (13 or 14 tiles less three a meld), with the karaten refinement. */
function shantenOf(counts: ArrayLike<number>, meldCount: number): ShantenInfo {
  const standard = standardShanten(counts, meldCount);
  const closed = meldCount === 0;
  const sevenPairs = closed ? sevenPairsShanten(counts) : null;
  const thirteenOrphans = closed ? thirteenOrphansShanten(counts) : null;
  let shanten = Math.min(standard, sevenPairs ?? 99, thirteenOrphans ?? 99);
  let total = 0;
  for (let k = 0; k < KINDS; k++) total += counts[k]!;
  // Tenpai in shape only: every tile it waits on is one it holds all four of (the first
  // comment). Only a 13-tile hand waits; a 14-tile hand's shanten is its best discard's.
  if (shanten === 0 && total % 3 === 1 && findWaits(counts, meldCount).length === 0) shanten = 1;
  // One from tenpai in shape, but every tenpai one exchange away is karaten (1111m 444m 67m
  // 8888p: each wait is on 1m or 8p): two exchanges. Only a hand holding three or four of a
  // kind can come to hold all four of its wait by one draw, so others skip the search.
  if (shanten === 1 && total % 3 === 1 && holdsThree(counts) && !isTenpaiInOneExchange(counts, meldCount))
    shanten = 2;
  if (total % 3 === 2 && (shanten === 0 || (shanten === 1 && holdsThree(counts))))
    shanten = bestDiscardShanten(counts, meldCount);
  return { shanten, standard, sevenPairs, thirteenOrphans };
}

function holdsThree(counts: ArrayLike<number>): boolean {
  for (let k = 0; k < KINDS; k++) if (counts[k]! >= 3) return true;
  return false;
}

/** The shape count without the karaten refinement: the least of the three shapes'. */
function shapeShanten(counts: ArrayLike<number>, meldCount: number): number {
  const standard = standardShanten(counts, meldCount);
  if (meldCount !== 0) return standard;
  return Math.min(standard, sevenPairsShanten(counts), thirteenOrphansShanten(counts));
}

/**
 * Whether a 13-tile hand reaches a wait `findWaits` finds by one exchange: a draw of a kind
 * not all held, then the discard of another tile. Only draws and discards that keep the shape
 * at tenpai are tried, and the first real wait ends the search.
 */
function isTenpaiInOneExchange(counts: ArrayLike<number>, meldCount: number): boolean {
  // The analyses ask of the same hands many times over (a discard, a draw, then each discard
  // of the 14 tiles reach one 13-tile hand by many ways): each hand is searched once.
  let key = String(meldCount);
  for (let k = 0; k < KINDS; k++) key += counts[k]!;
  const known = oneExchangeMemo.get(key);
  if (known !== undefined) return known;
  if (oneExchangeMemo.size >= ONE_EXCHANGE_MEMO_LIMIT) oneExchangeMemo.clear();
  const found = searchOneExchange(counts, meldCount);
  oneExchangeMemo.set(key, found);
  return found;
}

const oneExchangeMemo = new Map<string, boolean>();
const ONE_EXCHANGE_MEMO_LIMIT = 20_000;

function searchOneExchange(counts: ArrayLike<number>, meldCount: number): boolean {
  const c = Uint8Array.from(counts as ArrayLike<number>);
  for (let draw = 0; draw < KINDS; draw++) {
    if (c[draw]! >= 4) continue;
    c[draw]!++;
    if (shapeShanten(c, meldCount) <= 0) {
      for (let out = 0; out < KINDS; out++) {
        if (out === draw || c[out] === 0) continue;
        c[out]!--;
        const waits = shapeShanten(c, meldCount) === 0 && findWaits(c, meldCount).length > 0;
        c[out]!++;
        if (waits) return true;
      }
    }
    c[draw]!--;
  }
  return false;
}

/** A 14-tile hand's shanten one tile from tenpai: its best discard's (karaten counted). */
function bestDiscardShanten(counts: ArrayLike<number>, meldCount: number): number {
  const c = Uint8Array.from(counts as ArrayLike<number>);
  let best = 99;
  for (let k = 0; k < KINDS; k++) {
    if (c[k] === 0) continue;
    c[k]!--;
    best = Math.min(best, shantenOf(c, meldCount).shanten);
    c[k]!++;
  }
  return best;
}

/**
 * The shanten of concealed `counts` (34 kinds) beside `meldCount` declared melds: 13 or 14
 * tiles less three a meld. A 14-tile hand counts as after its best discard, and -1 complete.
 */
export function calculateShanten(
  counts: ArrayLike<number>,
  meldCount: number,
): Result<ShantenInfo, 'invalid'> {
  const issues = checkCounts(counts, meldCount);
  return issues.length ? fail('invalid', issues) : ok(shantenOf(counts, meldCount));
}

/** Trusted 13-tile counts: the draws that lower the shanten (a tile not all held). */
function improvementsOf(
  c: Uint8Array,
  meldCount: number,
  seen: ArrayLike<number> | undefined,
): ImprovementInfo {
  const shanten = shantenOf(c, meldCount).shanten;
  const tiles: Improvement[] = [];
  let total = 0;
  for (let k = 0; k < KINDS; k++) {
    if (c[k]! >= 4) continue;
    c[k]!++;
    const after = shantenOf(c, meldCount).shanten;
    c[k]!--;
    if (after < shanten) {
      const left = Math.max(0, 4 - c[k]! - (seen === undefined ? 0 : seen[k]!));
      tiles.push({ tile: k, left });
      total += left;
    }
  }
  return { shanten, tiles, total };
}

/**
 * The draws that bring a 13-tile hand (less three a declared meld) nearer a win: each tile
 * kind whose draw lowers its shanten, and how many of it are left unseen (four, less those in
 * the hand and in `seen`: the melds' tiles, the discards, the dora indicators).
 */
export function findImprovements(
  counts: ArrayLike<number>,
  meldCount: number,
  seen?: ArrayLike<number>,
): Result<ImprovementInfo, 'invalid'> {
  const issues = checkCounts(counts, meldCount, seen);
  if (issues.length === 0 && sum(counts) !== 13 - 3 * meldCount)
    issues.push(
      issue(
        'wrong_tile_count',
        'improvements are of a hand waiting for its next draw: 13 tiles less three a meld',
        'counts',
      ),
    );
  return issues.length
    ? fail('invalid', issues)
    : ok(improvementsOf(Uint8Array.from(counts), meldCount, seen));
}

/**
 * What each discard of a 14-tile hand (less three a declared meld) leaves: its shanten and
 * improving draws, best first (lowest shanten, then most tiles left, then tile order).
 */
export function analyseDiscards(
  counts: ArrayLike<number>,
  meldCount: number,
  seen?: ArrayLike<number>,
): Result<DiscardOption[], 'invalid'> {
  const issues = checkCounts(counts, meldCount, seen);
  if (issues.length === 0 && sum(counts) !== 14 - 3 * meldCount)
    issues.push(
      issue(
        'wrong_tile_count',
        'discards are of a hand that has just drawn: 14 tiles less three a meld',
        'counts',
      ),
    );
  if (issues.length) return fail('invalid', issues);
  const c = Uint8Array.from(counts);
  const options: DiscardOption[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (c[k] === 0) continue;
    c[k]!--;
    // The discarded tile is seen too: it lies in the discards.
    const seenAfter = Uint8Array.from(
      { length: KINDS },
      (_, i) => (seen === undefined ? 0 : seen[i]!) + (i === k ? 1 : 0),
    );
    options.push({ discard: k, ...improvementsOf(c, meldCount, seenAfter) });
    c[k]!++;
  }
  return ok(options.sort((a, b) => a.shanten - b.shanten || b.total - a.total || a.discard - b.discard));
}

function sum(counts: ArrayLike<number>): number {
  let total = 0;
  for (let k = 0; k < KINDS; k++) total += counts[k]!;
  return total;
}
