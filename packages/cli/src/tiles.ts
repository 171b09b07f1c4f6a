// Tiles on screen: mpsz text by default, or the Unicode Mahjong Tiles block with `--unicode`
// (animals have no glyph and stay as text; red fives show as fives, in red when colour is on).

import {
  formatTile,
  formatTiles,
  type Hand,
  isRedFive,
  kindOf,
  type Tile,
  tileOrder,
} from '@mahjong-ledger/core';
import type { Colors } from './io.ts';

export interface TileStyle {
  unicode: boolean;
  color: Colors;
}

const MAN_1 = 0x1f007;
const SOU_1 = 0x1f010;
const PIN_1 = 0x1f019;
const EAST_WIND = 0x1f000;
/** White, green, red dragons (5z, 6z, 7z). */
const DRAGONS = [0x1f006, 0x1f005, 0x1f004];
const FLOWER_GLYPH_1 = 0x1f022;
const FIRST_BONUS = 37;
const FIRST_ANIMAL = 45;

/** The Unicode glyph of a tile, or undefined when the block has none (animals). */
export function tileGlyph(t: Tile): string | undefined {
  if (t >= FIRST_ANIMAL) return undefined;
  if (t >= FIRST_BONUS) return String.fromCodePoint(FLOWER_GLYPH_1 + t - FIRST_BONUS);
  const k = kindOf(t);
  if (k < 9) return String.fromCodePoint(MAN_1 + k);
  if (k < 18) return String.fromCodePoint(PIN_1 + k - 9);
  if (k < 27) return String.fromCodePoint(SOU_1 + k - 18);
  if (k < 31) return String.fromCodePoint(EAST_WIND + k - 27);
  return String.fromCodePoint(DRAGONS[k - 31]!);
}

/** One tile: `5m`, or its glyph. */
export function renderTile(t: Tile, style: TileStyle): string {
  if (!style.unicode) return formatTile(t);
  const glyph = tileGlyph(t) ?? formatTile(t);
  return isRedFive(t) ? style.color.red(glyph) : glyph;
}

/** A group of tiles: canonical mpsz (`234m55p`), or glyphs in the same order, space-separated. */
export function renderTiles(tiles: readonly Tile[], style: TileStyle, sort = true): string {
  if (!style.unicode) return formatTiles(tiles, { sort });
  const list = sort ? [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b)) : tiles;
  return list.map((t) => renderTile(t, style)).join(' ');
}

/** A whole hand: concealed tiles (bonus tiles after them), then each meld as `kind:tiles`. */
export function renderHand(hand: Hand, style: TileStyle): string {
  const parts = [renderTiles(hand.concealed, style)];
  if (hand.bonus.length) parts.push(renderTiles(hand.bonus, style));
  for (const m of hand.melds) parts.push(`${m.kind}:${renderTiles(m.tiles, style, false)}`);
  return parts.join('  ');
}
