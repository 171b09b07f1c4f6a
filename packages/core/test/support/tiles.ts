// Tile helpers for tests: mpsz text to tile ids and kind counts.

import { parseTiles } from '../../src/tiles/notation.ts';
import { KINDS, kindOf, type Tile } from '../../src/tiles/tile.ts';

export function tilesOf(text: string): Tile[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(`bad test tiles "${text}": ${JSON.stringify(r.issues)}`);
  return r.value;
}

/** Counts of the 34 kinds (red fives as fives). */
export function counts(text: string): Uint8Array {
  const c = new Uint8Array(KINDS);
  for (const t of tilesOf(text)) c[kindOf(t)]!++;
  return c;
}
