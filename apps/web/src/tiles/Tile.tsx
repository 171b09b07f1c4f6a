// One tile as an inline SVG: the body (face and edge) around the face drawn in faces.tsx.
// Crisp at any size; the accessible name is the tile's name in the current language.

import { tileName } from '../i18n/index.ts';
import { tileFace } from './faces.tsx';

export interface TileProps {
  /** Tile id (0..48), or -1 for a tile shown face down. */
  tile: number;
  /** Turned sideways (the called tile of a meld). */
  sideways?: boolean;
  /** Highlighted (the winning tile, a selected tile). */
  marked?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Hidden from assistive tech when a surrounding control already names the tile. */
  decorative?: boolean;
}

export function Tile({ tile, sideways, marked, size = 'md', decorative }: TileProps) {
  const cls = `tile tile-${size}${sideways ? ' tile-side' : ''}${marked ? ' tile-marked' : ''}`;
  const label = tile < 0 ? tileName(-1) : tileName(tile);
  return (
    <svg
      class={cls}
      viewBox="0 0 30 40"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : label}
      aria-hidden={decorative ? 'true' : undefined}
      focusable="false"
    >
      <rect x="0.6" y="2" width="28.8" height="37.4" rx="4" fill={tile < 0 ? '#1a4d3c' : '#2c6e58'} />
      <rect
        x="0.6"
        y="0.6"
        width="28.8"
        height="36.4"
        rx="4"
        fill={tile < 0 ? '#2c6e58' : '#fbf8f0'}
        stroke="#b9b19c"
        stroke-width="0.6"
      />
      {tile >= 0 && <g transform="translate(1.2 0.6) scale(0.92)">{tileFace(tile)}</g>}
    </svg>
  );
}
