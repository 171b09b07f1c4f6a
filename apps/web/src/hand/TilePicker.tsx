// The tile picker: every tile of the set as a button, by suit, red fives when the rules use
// them and bonus tiles when the family does. Tapping calls `onPick` with the tile id.

import { t, tileName } from '../i18n/index.ts';
import { Tile } from '../tiles/Tile.tsx';

const SUITS: readonly { id: string; tiles: number[] }[] = [
  { id: 'm', tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8] },
  { id: 'p', tiles: [9, 10, 11, 12, 13, 14, 15, 16, 17] },
  { id: 's', tiles: [18, 19, 20, 21, 22, 23, 24, 25, 26] },
  { id: 'z', tiles: [27, 28, 29, 30, 31, 32, 33] },
];

export interface TilePickerProps {
  onPick(tile: number): void;
  redFives: boolean;
  bonus?: boolean;
  animals?: boolean;
  /** Only the bonus tiles (instant payouts). */
  onlyBonus?: boolean;
}

export function TilePicker({ onPick, redFives, bonus, animals, onlyBonus }: TilePickerProps) {
  const rows = onlyBonus ? [] : [...SUITS];
  if (redFives && !onlyBonus) rows.push({ id: 'red', tiles: [34, 35, 36] });
  if (bonus || onlyBonus) rows.push({ id: 'bonus', tiles: [37, 38, 39, 40, 41, 42, 43, 44] });
  if (animals) rows.push({ id: 'animals', tiles: [45, 46, 47, 48] });
  return (
    <div class="picker" role="group" aria-label={t('hand.picker')}>
      {rows.map((row) => (
        <div class="picker-row" key={row.id}>
          {row.tiles.map((tile) => (
            <button
              type="button"
              key={tile}
              class="pick"
              data-tile={tile}
              aria-label={t('hand.add_tile', { tile: tileName(tile) })}
              onClick={() => onPick(tile)}
            >
              <Tile tile={tile} size="md" decorative />
            </button>
          ))}
        </div>
      ))}
    </div>
  );
}
