// Plain-text layout for the terminal: aligned columns that ignore colour codes, and the
// section headings of the score boxes.

import type { Colors } from './io.ts';

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/**
 * East Asian wide and fullwidth characters (Chinese, Japanese and Korean names, fullwidth
 * forms), which a terminal draws two columns wide. The mahjong tile glyphs are not among them.
 */
const WIDE: readonly (readonly [number, number])[] = [
  [0x1100, 0x115f],
  [0x2e80, 0x303e],
  [0x3041, 0x33ff],
  [0x3400, 0x4dbf],
  [0x4e00, 0x9fff],
  [0xa000, 0xa4cf],
  [0xac00, 0xd7a3],
  [0xf900, 0xfaff],
  [0xfe30, 0xfe4f],
  [0xff00, 0xff60],
  [0xffe0, 0xffe6],
  [0x20000, 0x3fffd],
];

/** Marks drawn on the character before them (combining accents, variation selectors, joiners). */
const ZERO_WIDTH: readonly (readonly [number, number])[] = [
  [0x0300, 0x036f],
  [0x200b, 0x200f],
  [0xfe00, 0xfe0f],
];

const within = (ranges: readonly (readonly [number, number])[], cp: number) =>
  ranges.some(([lo, hi]) => cp >= lo && cp <= hi);

/**
 * Display width of a string in terminal columns: colour codes and combining marks take no room,
 * East Asian wide characters (a player named 陈) take two, anything else (tile glyphs too) one.
 */
export function visibleWidth(text: string): number {
  let width = 0;
  for (const ch of text.replace(ANSI, '')) {
    const cp = ch.codePointAt(0)!;
    width += within(ZERO_WIDTH, cp) ? 0 : within(WIDE, cp) ? 2 : 1;
  }
  return width;
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

/** A count with its noun: "1 tile", "11 tiles" (`many` when the plural is not `one` + s). */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** An id such as `menzen_tsumo` as words: "menzen tsumo". */
export function formatId(id: string): string {
  return id.replace(/_/g, ' ');
}

/**
 * Characters a terminal does not show as themselves: control characters (C0, DEL, C1: an escape
 * sequence can clear the screen or retitle the window), invisible format characters (a zero-width
 * space makes two names look the same, a bidi override reorders the line), and the Unicode line
 * and paragraph separators. A zero-width joiner between two emoji (👩‍🍳) is part of the picture
 * and is left alone.
 */
const UNSEEN =
  /(?!(?<=\p{Extended_Pictographic}[\u{FE0F}\u{1F3FB}-\u{1F3FF}]?)\u200D(?=\p{Extended_Pictographic}))[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;

const SHORT_ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** One unseen character written out: \n, \x1b, \u{200b}. */
function escapeUnseen(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const hex = cp.toString(16);
  return SHORT_ESCAPES[ch] ?? (cp <= 0xff ? `\\x${hex.padStart(2, '0')}` : `\\u{${hex}}`);
}

/**
 * Text from a game file or the command line (a player's name, a note) as it may be printed to a
 * terminal: every control or invisible character written out as an escape (`\x1b`, `\n`,
 * `\u{200b}`), never sent raw. `--json` output keeps the text exact instead.
 */
export function visibleText(text: string): string {
  return text.replace(UNSEEN, escapeUnseen);
}

/**
 * Why a name or note typed on the command line cannot be kept, or null: it holds control
 * characters or invisible format characters, named by their escapes.
 */
export function unseenCharacters(text: string): string | null {
  const found = [...new Set(text.match(UNSEEN) ?? [])];
  if (found.length === 0) return null;
  const control = found.filter((c) => /\p{Cc}/u.test(c)).map(escapeUnseen);
  const invisible = found.filter((c) => !/\p{Cc}/u.test(c)).map(escapeUnseen);
  return [
    control.length
      ? `${control.length === 1 ? 'a control character' : 'control characters'} (${control.join(', ')})`
      : '',
    invisible.length
      ? `${invisible.length === 1 ? 'an invisible character' : 'invisible characters'} (${invisible.join(', ')})`
      : '',
  ]
    .filter(Boolean)
    .join(' and ');
}

/** A number typed with full-width digits or signs, or the minus sign U+2212, as ASCII text. */
export function normalizeNumberText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
}
