// Plain-text layout for the terminal: aligned columns that ignore colour codes, and the
// section headings of the score boxes.

import type { Colors } from './io.ts';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Display width of a string: colour codes take no room; astral characters (tile glyphs) take one. */
export function visibleWidth(text: string): number {
  return [...text.replace(ANSI, '')].length;
}

function pad(text: string, width: number, align: 'l' | 'r'): string {
  const room = Math.max(0, width - visibleWidth(text));
  return align === 'r' ? ' '.repeat(room) + text : text + ' '.repeat(room);
}

/**
 * Lays rows out in columns two spaces apart, each column as wide as its widest cell.
 * `align` gives each column's alignment (default left); trailing spaces are trimmed.
 */
export function layoutColumns(
  rows: readonly (readonly string[])[],
  align: readonly ('l' | 'r')[] = [],
  indent = 2,
): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.forEach((cell, i) => {
      widths[i] = Math.max(widths[i] ?? 0, visibleWidth(cell));
    });
  }
  return rows.map((row) =>
    (' '.repeat(indent) + row.map((cell, i) => pad(cell, widths[i]!, align[i] ?? 'l')).join('  ')).trimEnd(),
  );
}

/** A section heading such as "Score box 1: breakdown". */
export function formatHeading(title: string, color: Colors): string {
  return color.bold(title);
}

/** A signed amount as scripts read it: +1300, -700, 0. */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** An id such as `menzen_tsumo` as words: "menzen tsumo". */
export function formatId(id: string): string {
  return id.replace(/_/g, ' ');
}
