// Waits of a 13-tile hand (with melds): which tiles complete it, and how (ryanmen, kanchan,
// penchan, shanpon, tanki, thirteen-orphans), family-neutral. Used for tenpai at draws and by
// the front ends. A wait on a tile the hand already holds all four of is not a wait
// (karaten, spec riichi.md §5.6).

import { KINDS } from '../tiles/tile.ts';
import {
  decomposeStandard,
  groupTile,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
  suitReadings,
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

/**
 * Winning tiles of concealed `counts` (34 kinds; 13 - 3 × melds tiles) given `meldCount`
 * declared melds and `melded` (counts of the meld tiles, to exclude exhausted tiles).
 */
export function findWaits(
  counts: ArrayLike<number>,
  meldCount: number,
  melded: ArrayLike<number> = NO_MELDS,
): WaitInfo[] {
  const c = scratch;
  for (let k = 0; k < KINDS; k++) c[k] = counts[k]!;
  const waits: WaitInfo[] = [];
  const kokushiPossible = meldCount === 0 && couldBeKokushi(c);
  surveySuits(c);
  for (let k = 0; k < KINDS; k++) {
    if (c[k]! + melded[k]! >= 4) continue;
    // Only a tile held, or next to a held tile of its suit, can complete groups and a pair.
    if (!kokushiPossible && c[k] === 0 && !(k < 27 && hasNeighbour(c, k))) continue;
    c[k]!++;
    let shapes: WaitShape[] | null = null;
    const add = (w: WaitShape) => {
      if (!shapes) shapes = [w];
      else if (!shapes.includes(w)) shapes.push(w);
    };
    if (meldCount === 0) {
      if (kokushiPossible && isThirteenOrphans(c)) add(c[k] === 2 ? 'kokushi_13' : 'kokushi');
      if (isSevenPairs(c)) add('chiitoitsu');
    }
    if (completesStandard(c, k)) {
      for (const d of decomposeStandard(c)) {
        if (d.groups.length + meldCount !== 4) continue;
        if (d.pair === k) add('tanki');
        for (const g of d.groups) {
          const t = groupTile(g);
          if (!isSequenceCode(g)) {
            if (t === k) add('shanpon');
          } else if (k >= t && k <= t + 2) {
            const n = t % 9;
            if (k === t + 1) add('kanchan');
            else if ((k === t && n === 6) || (k === t + 2 && n === 0)) add('penchan');
            else add('ryanmen');
          }
        }
      }
    }
    c[k]!--;
    if (shapes) waits.push({ tile: k, shapes });
  }
  return waits;
}

const NO_MELDS = new Uint8Array(KINDS);

// Before trying tiles, each suit (and the honours) of the 13-tile hand is surveyed once: a
// tile added to one suit changes only that suit, so a candidate costs one memoised look-up.
/** Per suit 0..2 and honours 3: 0 = no reading, 1 = complete without a pair, 2 = complete with one. */
const suitState = new Uint8Array(4);

function surveySuits(c: Uint8Array): void {
  for (let s = 0; s < 3; s++) {
    const r = suitReadings(c, s * 9);
    suitState[s] = r.length === 0 ? 0 : r[0]!.pair >= 0 ? 2 : 1;
  }
  suitState[3] = honourState(c);
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

/** Whether the hand with tile `k` already added to `c` is groups plus one pair. */
function completesStandard(c: Uint8Array, k: number): boolean {
  const changed = k < 27 ? (k / 9) | 0 : 3;
  let pairs = 0;
  for (let s = 0; s < 4; s++) {
    let state = suitState[s]!;
    if (s === changed) {
      if (s === 3) state = honourState(c);
      else {
        const r = suitReadings(c, s * 9);
        state = r.length === 0 ? 0 : r[0]!.pair >= 0 ? 2 : 1;
      }
    }
    if (state === 0) return false;
    if (state === 2) pairs++;
  }
  return pairs === 1;
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

/** Thirteen orphans needs 13 tiles all terminals or honours. */
function couldBeKokushi(c: Uint8Array): boolean {
  let n = 0;
  for (let k = 0; k < KINDS; k++) {
    if (c[k] === 0) continue;
    if (k < 27 && k % 9 !== 0 && k % 9 !== 8) return false;
    n += c[k]!;
  }
  return n === 13;
}

/** Whether the hand is tenpai (waits on at least one tile not all held by itself). */
export function isTenpai(counts: ArrayLike<number>, meldCount: number, melded?: ArrayLike<number>): boolean {
  return findWaits(counts, meldCount, melded).length > 0;
}
