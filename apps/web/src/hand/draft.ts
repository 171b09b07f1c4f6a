// The hand being entered, as plain data shared by the tile picker and the keyboard fields:
// concealed tiles, melds, the winning tile, dora and ura indicators, situational flags. It
// converts to core's Hand (for live validation) and to the ledger's readable-hand WinEntry.
// No rule lives here: tiles are only collected and written out in core's notation.

import {
  formatTile,
  formatTiles,
  type Hand,
  type HandWinScore,
  type Meld,
  type MeldKind,
  parseHand,
  parseTiles,
} from '@mahjong-ledger/core';

export type Flag = keyof NonNullable<HandWinScore['flags']>;
export const FLAGS: readonly Flag[] = [
  'ippatsu',
  'doubleRiichi',
  'haitei',
  'houtei',
  'rinshan',
  'chankan',
  'tenhou',
  'chiihou',
  'renhou',
];

export interface HandDraft {
  concealed: number[];
  melds: Meld[];
  /** The winning tile when chosen; otherwise the last concealed tile. */
  win: number | null;
  dora: number[];
  ura: number[];
  flags: Partial<Record<Flag, boolean>>;
}

export const emptyDraft = (): HandDraft => ({
  concealed: [],
  melds: [],
  win: null,
  dora: [],
  ura: [],
  flags: {},
});

/** The winning tile of a draft: the chosen one, else the last concealed tile. */
export function winTileOf(d: HandDraft): number | null {
  return d.win ?? d.concealed[d.concealed.length - 1] ?? null;
}

/** The hand in the readable syntax, melds after the concealed tiles. */
export function handText(d: HandDraft): string {
  const parts: string[] = [];
  if (d.concealed.length) parts.push(formatTiles(d.concealed));
  for (const m of d.melds) parts.push(`${m.kind}:${formatTiles(m.tiles)}`);
  return parts.join(' ');
}

export function tilesText(tiles: readonly number[]): string {
  return tiles.length ? formatTiles(tiles) : '';
}

/** core's Hand for the draft, or null while there is no tile. */
export function draftHand(d: HandDraft): Hand | null {
  const win = winTileOf(d);
  if (win === null) return null;
  return {
    concealed: [...d.concealed],
    melds: d.melds.map((m) => ({ ...m, tiles: [...m.tiles] })),
    winTile: win,
    bonus: [],
  };
}

/** The win as the ledger stores it (readable hand text, indicators, flags that are on). */
export function draftScore(d: HandDraft): HandWinScore {
  const flags: HandWinScore['flags'] = {};
  for (const f of FLAGS) if (d.flags[f]) flags[f] = true;
  const win = winTileOf(d);
  return {
    mode: 'hand',
    hand: handText(d),
    ...(win !== null ? { win: formatTile(win) } : {}),
    ...(d.dora.length ? { dora: formatTiles(d.dora) } : {}),
    ...(d.ura.length ? { ura: formatTiles(d.ura) } : {}),
    ...(Object.keys(flags).length ? { flags } : {}),
  };
}

/** A draft back from a stored win (for editing a hand of the history). */
export function draftFromScore(s: HandWinScore): HandDraft {
  const d = emptyDraft();
  const h = parseHand(s.hand, s.win);
  if (h.ok) {
    d.concealed = h.value.concealed;
    d.melds = h.value.melds;
    d.win = s.win ? h.value.winTile : null;
  }
  const dora = s.dora ? parseTiles(s.dora) : null;
  if (dora?.ok) d.dora = dora.value;
  const ura = s.ura ? parseTiles(s.ura) : null;
  if (ura?.ok) d.ura = ura.value;
  for (const f of FLAGS) if (s.flags?.[f] === true) d.flags[f] = true;
  return d;
}

/** The kind (0..33) of a tile id: red fives are fives. Used only to lay out a meld's tiles. */
const plain = (t: number) => (t >= 34 && t <= 36 ? (t - 34) * 9 + 4 : t);

/**
 * The tiles of a meld started from a tapped tile: chi runs upward from it (null when no run
 * of three starts there), pon and kans repeat it. A tapped red five stays in the meld.
 */
export function meldTiles(kind: MeldKind, tapped: number): number[] | null {
  const k = plain(tapped);
  if (kind === 'chi') {
    if (k >= 27 || k % 9 > 6) return null;
    const run = [k, k + 1, k + 2];
    if (tapped !== k) run[0] = tapped;
    return run;
  }
  const n = kind === 'pon' ? 3 : 4;
  const tiles = new Array<number>(n).fill(k);
  if (tapped !== k) tiles[0] = tapped;
  return tiles;
}
