// The hand being entered, as plain data shared by the tile picker and the keyboard fields:
// concealed tiles, melds, the winning tile, dora and ura indicators, bonus tiles (flowers,
// seasons, animals), situational flags. It
// converts to core's Hand (for live validation) and to the ledger's readable-hand WinEntry.
// No rule lives here: tiles are only collected and written out in core's notation.

import {
  formatTile,
  formatTiles,
  type Hand,
  type HandWinScore,
  isRedFive,
  kindOf,
  type Meld,
  type MeldKind,
  parseHand,
  parseTiles,
} from '@mahjong-ledger/core';

/** A situational flag's name, as the ledger's `flags` spells it (the family lists them). */
export type Flag = string;

export interface HandDraft {
  concealed: number[];
  melds: Meld[];
  /** The winning tile when chosen; otherwise the last concealed tile. */
  win: number | null;
  dora: number[];
  ura: number[];
  /** Bonus tiles held (flowers, seasons, animals). */
  bonus: number[];
  /** On/off flags, or a count (flower replacements). */
  flags: Record<Flag, boolean | number>;
}

export const emptyDraft = (): HandDraft => ({
  concealed: [],
  melds: [],
  win: null,
  dora: [],
  ura: [],
  bonus: [],
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
    bonus: [...d.bonus],
  };
}

/** The win as the ledger stores it (readable hand text, indicators, flags that are on). */
export function draftScore(d: HandDraft): HandWinScore {
  const flags: NonNullable<HandWinScore['flags']> = {};
  for (const [f, v] of Object.entries(d.flags)) if (v) flags[f] = v;
  const win = winTileOf(d);
  return {
    mode: 'hand',
    hand: handText(d),
    ...(win !== null ? { win: formatTile(win) } : {}),
    ...(d.dora.length ? { dora: formatTiles(d.dora) } : {}),
    ...(d.ura.length ? { ura: formatTiles(d.ura) } : {}),
    ...(d.bonus.length ? { bonus: formatTiles(d.bonus) } : {}),
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
  const bonus = s.bonus ? parseTiles(s.bonus) : null;
  if (bonus?.ok) d.bonus = bonus.value;
  for (const [f, v] of Object.entries(s.flags ?? {})) if (v) d.flags[f] = v;
  return d;
}

/**
 * The tiles of a meld started from a tapped tile: chi runs upward from it (null when no run
 * of three starts there), pon and kans repeat it. A tapped red five stays in the meld.
 */
export function meldTiles(kind: MeldKind, tapped: number): number[] | null {
  const k = kindOf(tapped);
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

/** core's Hand of a stored win entered by tiles (bonus tiles included), or null. */
export function handOfScore(
  s: { mode: string; hand?: string; win?: string; bonus?: string } | undefined,
): Hand | null {
  if (s?.mode !== 'hand' || !s.hand) return null;
  const h = parseHand(s.hand, s.win);
  if (!h.ok) return null;
  const bonus = s.bonus ? parseTiles(s.bonus) : null;
  return bonus?.ok ? { ...h.value, bonus: [...h.value.bonus, ...bonus.value] } : h.value;
}

/** A meld's five made red, or its red five made plain again (null: the meld holds no five). */
export function toggleRedFive(tiles: readonly number[]): number[] | null {
  const red = tiles.findIndex(isRedFive);
  if (red >= 0) return tiles.map((x, i) => (i === red ? kindOf(x) : x));
  const five = tiles.findIndex((x) => x < 27 && x % 9 === 4);
  if (five < 0) return null;
  // The red five of the suit: core's ids 34, 35, 36 are 0m, 0p, 0s.
  return tiles.map((x, i) => (i === five ? 34 + Math.floor(x / 9) : x));
}
