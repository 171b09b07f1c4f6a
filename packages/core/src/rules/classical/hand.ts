// The Japanese Classical scorer's input (a winning hand and its situation, section 7 of
// japanese-classical.md), reading it from mpsz text, and checking it: every problem is
// reported at once, nothing throws.

import { listWords } from '../../hand/hand.ts';
import type { Seat } from '../../payment.ts';
import {
  countOf,
  describeValue,
  fail,
  type Issue,
  issue,
  listIssues,
  ok,
  type Result,
} from '../../result.ts';
import { formatTile, formatTiles, parseTile, parseTiles } from '../../tiles/notation.ts';
import {
  FLOWER_1,
  HONOR,
  isBonus,
  isFlower,
  isSeason,
  KINDS,
  kindOf,
  SEASON_1,
  TILE_LIMIT,
  type Tile,
} from '../../tiles/tile.ts';
import type { ClassicalRules } from './options.ts';

/** `kan` = a kong declared on a discard or added to a melded pung; `ankan` = four self-drawn tiles. */
export type ClassicalMeldKind = 'chi' | 'pon' | 'kan' | 'ankan';

export interface ClassicalMeld {
  kind: ClassicalMeldKind;
  tiles: Tile[];
}

export interface ClassicalHand {
  /** Concealed tiles including the winning tile; a set completed by the winning discard stays here. */
  concealed: Tile[];
  melds: ClassicalMeld[];
  winTile: Tile;
  /** Flower (37..40) and season (41..44) tiles held; they count only with the `flowers` option. */
  bonus: Tile[];
}

export interface ClassicalSituation {
  /** Winning tile drawn from the wall (including a replacement tile). */
  tsumo: boolean;
  /** 1 East .. 4 North; the East seat is the dealer. */
  seatWind: number;
  roundWind: number;
  /** Absolute seat of the dealer (default 0); the winner sits `seatWind - 1` seats after it. */
  dealerSeat?: Seat;
  /** Discarder on a discard win (for robbing the kong: who added the kong). Default: the seat before the winner. */
  discarder?: Seat | null;
  /** Declared Ready (riichi) and paid the stick. */
  ready?: boolean;
  /** Won on the last live-wall tile or the discard right after it. */
  lastTile?: boolean;
  /** Won on the replacement tile after a kong (or a flower, when flowers are used). */
  replacement?: boolean;
  robbingKong?: boolean;
  blessingOfHeaven?: boolean;
  blessingOfEarth?: boolean;
  /** The dealer's consecutive wins before this one. */
  dealerStreak?: number;
  /** The liable player (section 6.5) who pays everything; null: none. */
  liable?: Seat | null;
  /** Sacred discard: the player may not win on a discard. */
  furiten?: boolean;
}

export interface ClassicalInput {
  hand: ClassicalHand;
  situation: ClassicalSituation;
}

/** The hand as text: every tile (melds and winning tile included), as the corpus writes it. */
export interface ClassicalHandText {
  tiles: string;
  melds?: { kind: string; tiles: string }[];
  win: string;
  flowers?: number[];
  seasons?: number[];
}

const MELD_KINDS: readonly string[] = ['chi', 'pon', 'kan', 'ankan'];

function isSeat(v: unknown): v is Seat {
  return v === 0 || v === 1 || v === 2 || v === 3;
}

/**
 * Reads a hand written as all its tiles plus its melds: the concealed part is what is left
 * once the meld tiles are taken out. Reports every notation problem and every meld tile
 * missing from the hand.
 */
/**
 * A notation as the parsers take it: absent as empty, anything else as given (they name what is
 * not text). Not `String(x)`: writing an object out calls its toString, which may throw.
 */
const asText = (x: unknown): string => (x ?? '') as string;

export function parseClassicalHand(text: ClassicalHandText): Result<ClassicalHand, 'invalid'> {
  if (typeof text !== 'object' || text === null)
    return fail('invalid', [issue('bad_hand', 'the hand must be an object with tiles and win', 'hand')]);
  const issues: Issue[] = [];
  const all = parseTiles(asText(text.tiles), 'hand');
  if (!all.ok) issues.push(...all.issues);
  const win = parseTile(asText(text.win), 'win');
  if (!win.ok) issues.push(...win.issues);
  const melds: ClassicalMeld[] = [];
  const rawMelds = Array.isArray(text.melds) ? text.melds : [];
  if (text.melds !== undefined && !Array.isArray(text.melds)) {
    issues.push(issue('bad_meld', 'melds must be a list', 'melds'));
  }
  rawMelds.forEach((m, i) => {
    const path = `melds[${i}]`;
    if (!m || typeof m !== 'object' || !MELD_KINDS.includes(m.kind)) {
      issues.push(issue('bad_meld', `meld kind must be chi, pon, kan or ankan`, path));
      return;
    }
    const tiles = parseTiles(asText(m.tiles), path);
    if (!tiles.ok) issues.push(...tiles.issues);
    else melds.push({ kind: m.kind as ClassicalMeldKind, tiles: tiles.value });
  });
  const bonus: Tile[] = [];
  const readBonus = (list: unknown, first: Tile, path: string) => {
    if (list === undefined || list === null) return;
    if (!Array.isArray(list)) {
      issues.push(issue('bad_bonus', `${path} must be a list of numbers 1-4`, path));
      return;
    }
    for (const n of list) {
      if (Number.isInteger(n) && n >= 1 && n <= 4) bonus.push(first + n - 1);
      else issues.push(issue('bad_bonus', `${JSON.stringify(n)} is not a bonus tile number 1-4`, path));
    }
  };
  readBonus(text.flowers, FLOWER_1, 'bonus.flowers');
  readBonus(text.seasons, SEASON_1, 'bonus.seasons');
  if (issues.length || !all.ok || !win.ok) return fail('invalid', issues);

  const concealed = [...all.value];
  melds.forEach((m, i) => {
    const missing: Tile[] = [];
    for (const t of m.tiles) {
      const at = concealed.indexOf(t);
      if (at >= 0) concealed.splice(at, 1);
      else missing.push(t);
    }
    // One issue a meld, naming the tiles the hand lacks (the same tile twice said once a tile
    // "meld tile is not in the hand").
    if (missing.length)
      issues.push(
        issue(
          'meld_not_in_hand',
          `meld ${i + 1} (${formatTiles(m.tiles)}) uses ${listWords(missing.map((t) => formatTile(t)))}, which ${missing.length === 1 ? 'is' : 'are'} not in the hand`,
          `melds[${i}]`,
        ),
      );
  });
  if (issues.length) return fail('invalid', issues);
  return ok({ concealed, melds, winTile: win.value, bonus });
}

function meldIssues(m: ClassicalMeld, path: string): Issue[] {
  if (typeof m !== 'object' || m === null)
    return [issue('bad_meld', 'a meld must be an object with a kind and a list of tiles', path)];
  const tiles = m.tiles;
  // Array.from reads a hole (`new Array(3)`) as undefined, which `some` would skip.
  if (
    !Array.isArray(tiles) ||
    Array.from(tiles).some((t) => !Number.isInteger(t) || t < 0 || t >= TILE_LIMIT)
  ) {
    return [issue('bad_meld', 'meld tiles must be tile ids', path)];
  }
  if (tiles.some((t) => isBonus(t))) return [issue('bad_meld', 'a meld cannot hold a bonus tile', path)];
  const kinds = tiles.map(kindOf).sort((a, b) => a - b);
  switch (m.kind) {
    case 'chi': {
      const ok3 =
        kinds.length === 3 &&
        kinds[0]! < HONOR &&
        kinds[1] === kinds[0]! + 1 &&
        kinds[2] === kinds[0]! + 2 &&
        Math.floor(kinds[0]! / 9) === Math.floor(kinds[2]! / 9);
      return ok3 ? [] : [issue('bad_meld', 'a chow is three consecutive tiles of one suit', path)];
    }
    case 'pon':
      return kinds.length === 3 && kinds.every((k) => k === kinds[0])
        ? []
        : [issue('bad_meld', 'a pung is three identical tiles', path)];
    case 'kan':
    case 'ankan':
      return kinds.length === 4 && kinds.every((k) => k === kinds[0])
        ? []
        : [issue('bad_meld', 'a kong is four identical tiles', path)];
    default:
      return [issue('bad_meld', 'meld kind must be chi, pon, kan or ankan', path)];
  }
}

/** The optional true/false flags of the situation and the names the corpus gives them. */
const SITUATION_FLAGS: readonly [keyof ClassicalSituation, string][] = [
  ['ready', 'ready'],
  ['lastTile', 'last_tile'],
  ['replacement', 'kong_replacement'],
  ['robbingKong', 'robbing_kong'],
  ['blessingOfHeaven', 'heavenly_hand'],
  ['blessingOfEarth', 'earthly_hand'],
  ['furiten', 'furiten'],
];

function isWindNumber(v: unknown): boolean {
  return v === 1 || v === 2 || v === 3 || v === 4;
}

export function findWindIssues(seatWind: unknown, roundWind: unknown): Issue[] {
  const issues: Issue[] = [];
  if (!isWindNumber(seatWind)) issues.push(issue('bad_wind', 'seat wind must be 1-4', 'seat_wind'));
  if (!isWindNumber(roundWind)) issues.push(issue('bad_wind', 'round wind must be 1-4', 'round_wind'));
  return issues;
}

/**
 * Problems with the tiles themselves: ids, bonus tiles in the hand, meld shapes, more than four
 * copies of a kind, bonus tiles that are not flowers or seasons or are listed twice.
 */
/**
 * A hand's lists that are missing or no lists (concealed tiles, melds; a bonus list may be left
 * out, meaning none): an error each, where reading them would otherwise crash.
 */
export function findListIssues(hand: { concealed?: unknown; melds?: unknown; bonus?: unknown }): Issue[] {
  const issues: Issue[] = [];
  if (!Array.isArray(hand.concealed)) issues.push(issue('bad_hand', 'concealed tiles are missing', 'hand'));
  if (!Array.isArray(hand.melds)) issues.push(issue('bad_meld', 'melds must be a list', 'melds'));
  if (hand.bonus !== undefined && hand.bonus !== null && !Array.isArray(hand.bonus))
    issues.push(issue('bad_bonus', 'bonus tiles must be a list', 'bonus'));
  return issues;
}

export function findTileIssues(
  concealed: readonly Tile[],
  melds: readonly ClassicalMeld[],
  bonus: readonly Tile[],
): Issue[] {
  const issues: Issue[] = [];
  const counts = new Array<number>(KINDS).fill(0);
  for (const t of concealed) {
    if (!Number.isInteger(t) || t < 0 || t >= TILE_LIMIT) {
      issues.push(issue('bad_tile', `${describeValue(t)} is not a tile id`, 'hand'));
    } else if (isBonus(t)) {
      issues.push(issue('bonus_in_hand', 'flowers and seasons are held apart, not in the hand', 'hand'));
    } else counts[kindOf(t)]!++;
  }
  // By index: forEach skips a list's holes, which are no meld (meldIssues names them).
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i]!;
    const found = meldIssues(m, `melds[${i}]`);
    issues.push(...found);
    if (found.length === 0) for (const t of m.tiles) counts[kindOf(t)]!++;
  }
  counts.forEach((n, k) => {
    if (n > 4) issues.push(issue('too_many_copies', `${n} copies of ${formatTile(k)} (at most 4)`, 'hand'));
  });
  const seen = new Set<Tile>();
  for (const t of bonus) {
    // A number first: comparing an object runs its conversion, which may throw.
    if (!Number.isInteger(t) || (!isFlower(t) && !isSeason(t)))
      issues.push(issue('bad_bonus', `${describeValue(t)} is not a flower or season`, 'bonus'));
    else if (seen.has(t))
      issues.push(issue('duplicate_bonus', 'a flower or season is listed twice', 'bonus'));
    seen.add(t);
  }
  return issues;
}

/**
 * Every problem with the input, at once: the tiles (above), tile count, winning tile not in
 * the concealed part, seats, winds and counters out of range, a discard win under the sacred
 * discard. Flags that merely contradict the hand are not errors: see `listIgnoredFlags`.
 */
export function findClassicalInputIssues(input: ClassicalInput): Issue[] {
  if (typeof input !== 'object' || input === null)
    return [issue('bad_input', 'the input must be an object with a hand and a situation', 'input')];
  const { hand, situation: s } = input;
  if (!hand || typeof hand !== 'object') return [issue('bad_hand', 'the hand is missing', 'hand')];
  if (!s || typeof s !== 'object') return [issue('bad_situation', 'the situation is missing', 'situation')];
  const concealed = Array.isArray(hand.concealed) ? hand.concealed : [];
  const melds = Array.isArray(hand.melds) ? hand.melds : [];
  const bonus = Array.isArray(hand.bonus) ? hand.bonus : [];
  const issues = findListIssues(hand);
  issues.push(...findTileIssues(concealed, melds, bonus));

  // Without the lists, the count and the winning tile would be reported against nothing.
  const listed = Array.isArray(hand.concealed) && Array.isArray(hand.melds);
  const expected = 14 - 3 * melds.length;
  if (listed && concealed.length !== expected) {
    issues.push(
      issue(
        'wrong_tile_count',
        `${countOf(concealed.length, 'concealed tile')}; a winning hand with ${countOf(melds.length, 'meld')} has ${expected}`,
        'hand',
      ),
    );
  }
  const win = hand.winTile;
  if (!Number.isInteger(win) || win < 0 || win >= TILE_LIMIT || isBonus(win)) {
    issues.push(issue('bad_tile', 'the winning tile is not a hand tile', 'win'));
  } else if (listed && !concealed.some((t) => kindOf(t) === kindOf(win))) {
    issues.push(issue('win_not_in_hand', 'the winning tile is not among the concealed tiles', 'win'));
  }
  issues.push(...findWindIssues(s.seatWind, s.roundWind));
  if (typeof s.tsumo !== 'boolean') issues.push(issue('bad_flag', 'tsumo must be true or false', 'tsumo'));
  // A flag that is no boolean is refused: "no" would otherwise count as set (the sacred
  // discard refused a legal win) and 1 as unset.
  for (const [name, path] of SITUATION_FLAGS) {
    const v = s[name];
    if (v !== undefined && v !== null && typeof v !== 'boolean')
      issues.push(issue('bad_flag', `${path} must be true or false`, path));
  }
  if (s.dealerSeat !== undefined && !isSeat(s.dealerSeat)) {
    issues.push(issue('bad_seat', 'dealer seat must be 0-3', 'dealer_seat'));
  }
  if (issues.length) return listIssues(issues);

  const winner = winnerSeat(s);
  if (!s.tsumo && s.discarder !== undefined && s.discarder !== null) {
    if (!isSeat(s.discarder)) issues.push(issue('bad_seat', 'discarder must be a seat 0-3', 'from_seat'));
    else if (s.discarder === winner)
      issues.push(issue('bad_seat', 'the winner cannot be the discarder', 'from_seat'));
  }
  if (s.liable !== undefined && s.liable !== null && !isSeat(s.liable)) {
    issues.push(issue('bad_seat', 'liable player must be a seat 0-3', 'bao_seat'));
  }
  const streak = s.dealerStreak ?? 0;
  if (!Number.isInteger(streak) || streak < 0) {
    issues.push(issue('bad_streak', 'dealer streak must be a whole number', 'dealer_streak'));
  }
  if (s.furiten && !s.tsumo) issues.push(issue('furiten', 'sacred discard: no win on a discard', 'furiten'));
  return listIssues(issues);
}

/**
 * Flags that contradict the hand or the rules, so they do not apply (the corpus reads such
 * input as "flag ignored"; each registry entry checks its own conditions). Reported as notes
 * beside the score, not as errors: the hand itself is well formed.
 */
export function listIgnoredFlags(input: ClassicalInput, rules: ClassicalRules): Issue[] {
  const flowersInPlay = rules.flowers;
  const { hand, situation: s } = input;
  const notes: Issue[] = [];
  const ignore = (path: string, why: string) => notes.push(issue('flag_ignored', why, path));
  const claimed = hand.melds.some((m) => m.kind !== 'ankan');
  const kongs = hand.melds.some((m) => m.kind === 'kan' || m.kind === 'ankan');
  if (s.ready && claimed) ignore('ready', 'Ready needs a concealed hand');
  if (s.replacement && !s.tsumo) ignore('kong_replacement', 'a replacement tile is drawn, not discarded');
  else if (s.replacement && !kongs && !(flowersInPlay && hand.bonus.length > 0)) {
    ignore('kong_replacement', 'a replacement win needs a kong, or a flower when flowers are in play');
  }
  if (s.robbingKong && s.tsumo) ignore('robbing_kong', 'robbing the kong is a win on another player’s tile');
  if (s.blessingOfHeaven && (s.seatWind !== 1 || !s.tsumo || claimed)) {
    ignore('heavenly_hand', 'Blessing of Heaven is the dealer’s concealed self-drawn win on the deal');
  }
  if (s.blessingOfEarth && (s.seatWind === 1 || claimed)) {
    ignore('earthly_hand', 'Blessing of Earth is a non-dealer’s concealed first-turn win');
  } else if (s.blessingOfEarth && !s.tsumo) {
    // A14: on a discard only where the rules count the dealer's first discard, and only that one.
    if (!rules.blessingOfEarthOnDealerDiscard)
      ignore(
        'earthly_hand',
        'Blessing of Earth is a self-drawn win under these rules (blessingOfEarthOnDealerDiscard is off)',
      );
    else if (discarderSeat(s) !== dealerSeatOf(s))
      ignore(
        'earthly_hand',
        'Blessing of Earth on a discard is a concealed win on the dealer’s first discard',
      );
  }
  if ((s.dealerStreak ?? 0) > 0 && s.seatWind !== 1)
    ignore('dealer_streak', 'only the dealer has a streak of wins');
  if (s.liable !== undefined && s.liable !== null && s.liable === winnerSeat(s)) {
    ignore('bao_seat', 'the winner cannot be liable');
  }
  return notes;
}

/** Concealed tile counts by kind (0..33). */
export function countKinds(tiles: readonly Tile[]): number[] {
  const counts = new Array<number>(KINDS).fill(0);
  for (const t of tiles) counts[kindOf(t)]!++;
  return counts;
}

/** The winner's absolute seat. */
export function winnerSeat(s: ClassicalSituation): Seat {
  return (((s.dealerSeat ?? 0) + s.seatWind - 1) % 4) as Seat;
}

/** The dealer's absolute seat. */
export function dealerSeatOf(s: ClassicalSituation): Seat {
  return s.dealerSeat ?? 0;
}

/** Who discarded the winning tile: as given, else the seat before the winner (corpus convention). */
export function discarderSeat(s: ClassicalSituation): Seat | null {
  if (s.tsumo) return null;
  if (s.discarder !== undefined && s.discarder !== null) return s.discarder;
  return ((winnerSeat(s) + 3) % 4) as Seat;
}
