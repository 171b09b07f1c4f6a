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
            let pending: { digit: number; at: number }[] = [];
            for (let i = 0; i < text.length; i++) {
              const ch = text[i]!;
              if (ch >= '0' && ch <= '9') {
                pending.push({ digit: ch.charCodeAt(0) - 48, at: i });
              } else if (SUIT_LETTERS.includes(ch)) {
                if (pending.length === 0) {
                  issues.push(
                    issue('bad_notation', `"${ch}" at position ${i + 1} has no digits before it`, path),
                  );
                }
                for (const p of pending) {
                  const t = tileFromDigit(p.digit, ch);
                  if (t === undefined) {
                    issues.push(
                      issue('bad_notation', `"${p.digit}${ch}" is not a tile (position ${p.at + 1})`, path),
                    );
                  } else tiles.push(t);
                }
                pending = [];
              } else if (ch === ' ' || ch === '\t' || ch === ',') {
                if (pending.length) {
                  issues.push(
                    issue(
                      'bad_notation',
                      `digits before position ${i + 1} have no suit letter (m, p, s, z, f or a)`,
                      path,
                    ),
                  );
                  pending = [];
                }
              } else {
                issues.push(issue('bad_notation', `unexpected character "${ch}" at position ${i + 1}`, path));
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
