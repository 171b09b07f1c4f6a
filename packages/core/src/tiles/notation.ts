// mpsz notation, the canonical text form of tiles: digits followed by a suit letter.
//   m p s   man, pin, sou 1..9; 0 = red five
//   z       honours 1..7 (E S W N, white green red)
//   f       bonus flowers 1..4 and seasons 5..8 (season n is written (n+4)f)
//   a       animals 1..4: cat, rat, rooster, centipede
// Digits may share one letter (`123m456p`); white space between groups is ignored.

import { fail, type Issue, issue, ok, type Result } from '../result.ts';
import { ANIMAL_CAT, FLOWER_1, HONOR, kindOf, RED_MAN, SEASON_1, TILE_LIMIT, type Tile } from './tile.ts';

const SUIT_LETTERS = 'mpszfa';

function tileFromDigit(digit: number, letter: string): Tile | undefined {
  switch (letter) {
    case 'm':
    case 'p':
    case 's': {
      const suit = letter === 'm' ? 0 : letter === 'p' ? 1 : 2;
      if (digit === 0) return RED_MAN + suit;
      return suit * 9 + digit - 1;
    }
    case 'z':
      return digit >= 1 && digit <= 7 ? HONOR + digit - 1 : undefined;
    case 'f':
      return digit >= 1 && digit <= 8 ? FLOWER_1 + digit - 1 : undefined;
    case 'a':
      return digit >= 1 && digit <= 4 ? ANIMAL_CAT + digit - 1 : undefined;
    default:
      return undefined;
  }
}

/** Reads mpsz text into tiles, in the order written. Every bad character is reported. */
export function parseTiles(text: string, path = 'tiles'): Result<Tile[], 'invalid'> {
  // In five loops that never turn, as the riichi scorer's body is (see `scoreWithWinTile`): V8
  // then cannot compile this function on stack replacement (bench/README.md, item 18).
  for (;;)
    for (;;)
      for (;;)
        for (;;)
          for (;;) {
            if (typeof text !== 'string') return notText(text, path);
            const tiles: Tile[] = [];
            const issues: Issue[] = [];
            // Positions as a reader counts characters (an emoji is one), kept as the loop goes:
            // counted from the start for each issue, text of thousands of bad characters took
            // seconds.
            let pending: { digit: number; at: number; position: number }[] = [];
            let position = 0;
            for (let i = 0; i < text.length; i++) {
              position++;
              const ch = text[i]!;
              if (ch >= '0' && ch <= '9') {
                pending.push({ digit: ch.charCodeAt(0) - 48, at: i, position });
              } else if (SUIT_LETTERS.includes(ch)) {
                if (pending.length === 0) {
                  issues.push(
                    issue('bad_notation', `"${ch}" at position ${position} has no digits before it`, path),
                  );
                }
                for (const p of pending) {
                  const t = tileFromDigit(p.digit, ch);
                  if (t === undefined) {
                    issues.push(
                      issue('bad_notation', `"${p.digit}${ch}" is not a tile (position ${p.position})`, path),
                    );
                  } else tiles.push(t);
                }
                pending = [];
              } else if (ch === ' ' || ch === '\t' || ch === ',') {
                if (pending.length) {
                  issues.push(
                    issue(
                      'bad_notation',
                      `digits before position ${position} have no suit letter (m, p, s, z, f or a)`,
                      path,
                    ),
                  );
                  pending = [];
                }
              } else {
                issues.push(unexpectedCharacter(text, i, position, path));
                // A character beyond the first 65,536 (a tile picture, an emoji) is two code
                // units: one issue for it, and a variation selector after it is part of it (a
                // character of its own to a reader's count).
                if (text.codePointAt(i)! > 0xffff) i++;
                if (text[i + 1] === '\ufe0f' || text[i + 1] === '\ufe0e') {
                  i++;
                  position++;
                }
              }
            }
            if (pending.length) {
              issues.push(
                issue('bad_notation', `"${text.slice(pending[0]!.at)}" at the end has no suit letter`, path),
              );
            }
            return issues.length ? fail('invalid', issues) : ok(tiles);
          }
}

/**
 * The mpsz of a picture of the Unicode block Mahjong Tiles (U+1F000-U+1F029), or undefined:
 * winds, dragons (red 🀄 is 7z), characters (m), bamboos (s), circles (p), flowers and seasons.
 */
function mpszOfTilePicture(cp: number): string | undefined {
  const at = cp - 0x1f000;
  if (at < 0 || at > 0x29) return undefined;
  if (at < 4) return `${at + 1}z`;
  if (at < 7) return `${11 - at}z`;
  if (at < 16) return `${at - 6}m`;
  if (at < 25) return `${at - 15}s`;
  if (at < 34) return `${at - 24}p`;
  return `${at - 33}f`;
}

/**
 * A character mpsz has no place for (code unit `i`, at `position` as a reader counts characters:
 * from 1, an emoji one), and for a tile picture the mpsz to write instead.
 */
function unexpectedCharacter(text: string, i: number, position: number, path: string): Issue {
  const cp = text.codePointAt(i)!;
  const char = String.fromCodePoint(cp);
  const tile = mpszOfTilePicture(cp);
  return issue(
    'bad_notation',
    tile
      ? `"${char}" at position ${position} is a tile picture: write it as ${tile} (mpsz)`
      : `unexpected character "${char}" at position ${position}`,
    path,
  );
}

/** The refusal of a notation that is not text at all (which only a JavaScript caller can pass). */
function notText(text: unknown, path: string): Result<never, 'invalid'> {
  const what = text === null ? 'null' : Array.isArray(text) ? 'a list' : typeof text;
  return fail('invalid', [
    issue('bad_notation', `tiles are written as text (mpsz: 123m456p), not ${what}`, path),
  ]);
}

/** Reads exactly one tile such as `5m`, `0p` or `7z`. */
export function parseTile(text: string, path = 'tile'): Result<Tile, 'invalid'> {
  if (typeof text !== 'string') return notText(text, path);
  const r = parseTiles(text.trim(), path);
  if (!r.ok) return r;
  if (r.value.length !== 1) {
    return fail('invalid', [issue('bad_notation', `"${text}" should be exactly one tile`, path)]);
  }
  return ok(r.value[0]!);
}

function letterOf(t: Tile): string {
  const k = kindOf(t);
  if (k < HONOR) return 'mps'[(k / 9) | 0]!;
  if (k < 34) return 'z';
  return t < ANIMAL_CAT ? 'f' : 'a';
}

function digitOf(t: Tile): number {
  if (t >= RED_MAN && t < FLOWER_1) return 0;
  if (t < HONOR) return (t % 9) + 1;
  if (t < 34) return t - HONOR + 1;
  if (t < ANIMAL_CAT) return t - FLOWER_1 + 1;
  return t - ANIMAL_CAT + 1;
}

/** Sort key: suit, then number, a red five just before the plain fives. */
export function tileOrder(t: Tile): number {
  const k = kindOf(t);
  return k * 2 + (t >= RED_MAN && t <= RED_MAN + 2 ? 0 : 1);
}

/** One tile as text, e.g. `5m`, `0p`, `7z`, `2f`. */
export function formatTile(t: Tile): string {
  if (!Number.isInteger(t) || t < 0 || t >= TILE_LIMIT) throw new RangeError(`not a tile id: ${t}`);
  return `${digitOf(t)}${letterOf(t)}`;
}

/**
 * Tiles as canonical mpsz: suits in the order m p s z f a, each sorted (red five before
 * plain fives), one letter per suit. `sort: false` keeps the given order and writes a
 * letter whenever the suit changes.
 */
export function formatTiles(tiles: readonly Tile[], options: { sort?: boolean } = {}): string {
  for (const t of tiles) {
    if (!Number.isInteger(t) || t < 0 || t >= TILE_LIMIT) throw new RangeError(`not a tile id: ${t}`);
  }
  const list = options.sort === false ? tiles : [...tiles].sort((a, b) => tileOrder(a) - tileOrder(b));
  let out = '';
  let run = '';
  let letter = '';
  for (const t of list) {
    const l = letterOf(t);
    if (l !== letter && run) {
      out += run + letter;
      run = '';
    }
    letter = l;
    run += digitOf(t);
  }
  if (run) out += run + letter;
  return out;
}

/** Season `n` (1..4) as a tile id. */
export function seasonTile(n: number): Tile {
  return SEASON_1 + n - 1;
}

/** Flower `n` (1..4) as a tile id. */
export function flowerTile(n: number): Tile {
  return FLOWER_1 + n - 1;
}
