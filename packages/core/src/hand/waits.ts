// Waits of a 13-tile hand (with melds): which tiles complete it, and how (ryanmen, kanchan,
// penchan, shanpon, tanki, thirteen-orphans), family-neutral. Used for tenpai at draws and by
// the front ends. A wait on a tile the hand already holds all four of is not a wait
// (karaten, spec riichi.md §5.6).

import { decomposeStandard, groupTile, hasStandardShape, isSequenceCode, isSevenPairs, isThirteenOrphans } from './decompose.ts';
import { KINDS } from '../tiles/tile.ts';

export type WaitShape = 'ryanmen' | 'kanchan' | 'penchan' | 'shanpon' | 'tanki' | 'kokushi' | 'kokushi_13' | 'chiitoitsu';

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
  melded: ArrayLike<number> = new Uint8Array(KINDS),
): WaitInfo[] {
  const c = Uint8Array.from(counts as ArrayLike<number>);
  const waits: WaitInfo[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (c[k]! + melded[k]! >= 4) continue;
    c[k]!++;
    const shapes = new Set<WaitShape>();
    if (meldCount === 0) {
      if (isThirteenOrphans(c)) shapes.add(c[k] === 2 ? 'kokushi_13' : 'kokushi');
      if (isSevenPairs(c)) shapes.add('chiitoitsu');
    }
    if (hasStandardShape(c)) {
      for (const d of decomposeStandard(c)) {
        if (d.groups.length + meldCount !== 4) continue;
        if (d.pair === k) shapes.add('tanki');
        for (const g of d.groups) {
          const t = groupTile(g);
          if (!isSequenceCode(g)) {
            if (t === k) shapes.add('shanpon');
          } else if (k >= t && k <= t + 2) {
            const n = t % 9;
            if (k === t + 1) shapes.add('kanchan');
            else if ((k === t && n === 6) || (k === t + 2 && n === 0)) shapes.add('penchan');
            else shapes.add('ryanmen');
          }
        }
      }
    }
    c[k]!--;
    if (shapes.size) waits.push({ tile: k, shapes: [...shapes] });
  }
  return waits;
}

/** Whether the hand is tenpai (waits on at least one tile not all held by itself). */
export function isTenpai(counts: ArrayLike<number>, meldCount: number, melded?: ArrayLike<number>): boolean {
  return findWaits(counts, meldCount, melded).length > 0;
}
