// The Singapore hand as input, its validation (every issue at once) and its readings: the
// ways the tiles can be read as a winning hand (four sets and a pair, Seven Pairs, Thirteen
// Wonders, or the bonus-tile-only Eight Flowers), plus the waits ping hu needs.

import {
  decomposeStandard,
  groupTile,
  isSequenceCode,
  isSevenPairs,
  isThirteenOrphans,
} from '../../hand/decompose.ts';
import { checkInputShape } from '../../hand/hand.ts';
import type { Seat } from '../../payment.ts';
import { countOf, describeValue, type Issue, issue, listIssues } from '../../result.ts';
import { formatTile } from '../../tiles/notation.ts';
import {
  ANIMAL_CAT,
  bonusNumber,
  HONOR,
  isBonus,
  isFlower,
  isSeason,
  KINDS,
  type Tile,
} from '../../tiles/tile.ts';
import { type BaoReason, badBaoCase, type SingaporeRules } from './rules.ts';

export type SingaporeMeldKind = 'chi' | 'pon' | 'kan' | 'ankan';

/** A declared meld; `kan` is an exposed kong (from a discard or a promoted pung). */
export interface SingaporeMeld {
  kind: SingaporeMeldKind;
  tiles: readonly Tile[];
}

export interface SingaporeHand {
  /** The concealed tiles, winning tile included (a set completed by the winning discard stays here). */
  concealed: readonly Tile[];
  melds: readonly SingaporeMeld[];
  winTile: Tile;
  /** Flowers, seasons and animals held (tile ids 37..48). */
  bonus: readonly Tile[];
}

export type Wind = 1 | 2 | 3 | 4;

export interface SingaporeSituation {
  /** 1 East (dealer) .. 4 North. */
  seatWind: Wind;
  roundWind: Wind;
  /** The winner's seat; defaults to `seatWind - 1` (seats counted from this hand's dealer). */
  winnerSeat?: Seat;
  tsumo: boolean;
  /** The discarder (for robbing the kong: the player who promoted the pung; robbing the eighth: who drew it). */
  discarder: Seat | null;
  lastTile?: boolean;
  kongReplacement?: boolean;
  kongOnKong?: boolean;
  /** 0: no; n: the winning tile is the replacement after n consecutive bonus tiles. */
  flowerReplacement?: number;
  robbingKong?: boolean;
  heavenlyHand?: boolean;
  earthlyHand?: boolean;
  humanlyHand?: boolean;
  /** Holder of seven bonus flowers wins when another player draws the eighth (section 3.1). */
  robbingTheEighth?: boolean;
  /** The player liable to pay for all (section 7), if any. */
  bao?: { seat: Seat; reason?: BaoReason } | null;
  /**
   * Live tiles left (15 reserved excluded) and whether the winning discard was a fresh tile:
   * with no explicit `bao`, they make the discarder liable under the fresh-tile rule.
   */
  liveTiles?: number;
  freshTile?: boolean;
}

export interface SingaporeWinInput {
  hand: SingaporeHand;
  situation: SingaporeSituation;
}

/** A set of a reading: declared melds and the groups found in the concealed tiles. */
export interface SetInfo {
  type: 'chow' | 'pung' | 'kong';
  /** The pung's tile, or the chow's lowest tile (kinds 0..33). */
  tile: number;
  /** Declared with chi/pon/kan (an ankan is declared but concealed). */
  declared: boolean;
  concealed: boolean;
}

export type Reading =
  | { shape: 'standard'; sets: readonly SetInfo[]; pair: number }
  | { shape: 'seven_pairs' }
  | { shape: 'thirteen_wonders' }
  | { shape: 'bonus_only' };

const SEATS = [0, 1, 2, 3];

function isSeat(x: unknown): x is Seat {
  return typeof x === 'number' && SEATS.includes(x);
}

function isWind(x: unknown): x is Wind {
  return x === 1 || x === 2 || x === 3 || x === 4;
}

function isPlayTile(t: unknown): t is Tile {
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t < KINDS;
}

export function tileText(t: Tile): string {
  return typeof t === 'number' && Number.isInteger(t) && t >= 0 && t <= ANIMAL_CAT + 3
    ? formatTile(t)
    : describeValue(t);
}

/** All bonus tiles are the 8 flowers and seasons (Eight Flowers), or 7 of them robbing the eighth. */
export function flowerCount(bonus: readonly Tile[]): number {
  return bonus.filter((t) => isFlower(t) || isSeason(t)).length;
}

/** Whether the hand is won by its bonus tiles alone, so the concealed tiles do not matter (section 3.1). */
export function isBonusTileWin(input: SingaporeWinInput): boolean {
  const n = flowerCount(input.hand.bonus);
  return n === 8 || (n === 7 && input.situation.robbingTheEighth === true);
}

function checkMeld(m: SingaporeMeld, path: string, issues: Issue[]) {
  const size = m.kind === 'kan' || m.kind === 'ankan' ? 4 : 3;
  if (!['chi', 'pon', 'kan', 'ankan'].includes(m.kind)) {
    issues.push(issue('bad_meld', `meld kind ${describeValue(m.kind)} is not chi, pon, kan or ankan`, path));
    return;
  }
  if (!Array.isArray(m.tiles) || m.tiles.length !== size) {
    issues.push(issue('bad_meld', `a ${m.kind} has ${size} tiles, not ${m.tiles?.length ?? 0}`, path));
    return;
  }
  if (!m.tiles.every(isPlayTile)) return; // reported with the tiles
  const sorted = [...m.tiles].sort((a, b) => a - b);
  if (m.kind === 'chi') {
    const [a, b, c] = sorted as [number, number, number];
    if (a >= HONOR || b !== a + 1 || c !== a + 2 || ((a / 9) | 0) !== ((c / 9) | 0)) {
      issues.push(issue('bad_meld', `${m.tiles.map(tileText).join('')} is not a chow of one suit`, path));
    }
  } else if (sorted.some((t) => t !== sorted[0])) {
    issues.push(issue('bad_meld', `a ${m.kind} needs ${size} identical tiles`, path));
  }
}

/**
 * Every problem with the input, or none. Covers tile ids (bonus and red-five tiles are not play
 * tiles), more than four copies, duplicate bonus tiles, meld shapes, the tile count, the winning
 * tile, seats and winds, and flags that contradict each other or the hand.
 */
export function validateSingaporeWin(input: SingaporeWinInput): Issue[] {
  // The parts the checks below read, first: missing or of the wrong kind, they are the problem.
  const shape = checkInputShape(input);
  if (shape.length) return listIssues(shape);
  const issues: Issue[] = [];
  const { hand, situation: s } = input;
  const bonusWin = isBonusTileWin(input);
  for (const [i, t] of hand.concealed.entries()) {
    if (!isPlayTile(t))
      issues.push(issue('bad_tile', `${tileText(t)} is not a suit or honour tile`, `concealed[${i}]`));
  }
  hand.melds.forEach((m, i) => {
    for (const t of m.tiles ?? []) {
      if (!isPlayTile(t))
        issues.push(issue('bad_tile', `${tileText(t)} is not a suit or honour tile`, `melds[${i}]`));
    }
    checkMeld(m, `melds[${i}]`, issues);
  });
  const counts = new Array<number>(KINDS).fill(0);
  for (const t of [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles ?? [])])
    if (isPlayTile(t)) counts[t]!++;
  for (let k = 0; k < KINDS; k++) {
    if (counts[k]! > 4) {
      issues.push(issue('too_many_copies', `${counts[k]} copies of ${formatTile(k)} (at most 4)`, 'hand'));
    }
  }
  const seenBonus = new Set<Tile>();
  for (const [i, t] of hand.bonus.entries()) {
    if (!isBonus(t))
      issues.push(issue('bad_bonus', `${tileText(t)} is not a flower, season or animal`, `bonus[${i}]`));
    else if (seenBonus.has(t))
      issues.push(issue('duplicate_bonus', `${formatTile(t)} appears twice`, `bonus[${i}]`));
    seenBonus.add(t);
  }
  const kongs = hand.melds.filter((m) => m.kind === 'kan' || m.kind === 'ankan').length;
  const shapeTiles = hand.concealed.length + 3 * hand.melds.length;
  if (bonusWin) {
    // Eight Flowers: the concealed tiles do not matter, but they are still a hand of 13 or 14.
    if (shapeTiles !== 13 && shapeTiles !== 14) {
      issues.push(issue('wrong_tile_count', `the hand has ${countOf(shapeTiles + kongs, 'tile')}`, 'hand'));
    }
  } else {
    if (shapeTiles !== 14) {
      issues.push(
        issue(
          'wrong_tile_count',
          `a winning hand has ${14 + kongs} tiles with ${kongs} kong(s), not ${shapeTiles + kongs}`,
          'hand',
        ),
      );
    }
    if (!isPlayTile(hand.winTile)) {
      issues.push(
        issue('bad_tile', `winning tile ${tileText(hand.winTile)} is not a suit or honour tile`, 'win'),
      );
    } else if (!hand.concealed.includes(hand.winTile)) {
      issues.push(
        issue(
          'win_not_in_hand',
          `winning tile ${formatTile(hand.winTile)} is not among the concealed tiles`,
          'win',
        ),
      );
    }
  }
  if (!isWind(s.seatWind)) issues.push(issue('bad_wind', 'seat wind must be 1..4', 'seat_wind'));
  if (!isWind(s.roundWind)) issues.push(issue('bad_wind', 'round wind must be 1..4', 'round_wind'));
  // The winner's seat, when it is known: with a bad seat wind and no seat given, the checks
  // against it (discarder, liable seat) would report a made-up clash beside the real problem.
  const winner = s.winnerSeat ?? (isWind(s.seatWind) ? s.seatWind - 1 : undefined);
  if (winner !== undefined && !isSeat(winner))
    issues.push(issue('bad_seat', 'winner seat must be 0..3', 'seat'));
  if (typeof s.tsumo !== 'boolean') issues.push(issue('bad_flag', 'tsumo must be true or false', 'tsumo'));
  if (s.tsumo === false) {
    if (!isSeat(s.discarder))
      issues.push(issue('bad_seat', 'a win on a discard needs the discarder seat 0..3', 'from_seat'));
    else if (s.discarder === winner)
      issues.push(issue('bad_seat', 'the winner cannot be the discarder', 'from_seat'));
  } else if (s.tsumo === true && s.discarder !== null && s.discarder !== undefined) {
    issues.push(issue('bad_seat', 'a self-draw has no discarder', 'from_seat'));
  }
  if (s.bao) {
    if (!isSeat(s.bao.seat)) issues.push(issue('bad_seat', 'bao seat must be 0..3', 'bao_seat'));
    else if (s.bao.seat === winner) issues.push(issue('bad_seat', 'the winner cannot be liable', 'bao_seat'));
    const badCase = badBaoCase(s.bao.reason, 'bao_reason');
    if (badCase) issues.push(badCase);
  }
  const fr = s.flowerReplacement ?? 0;
  if (!Number.isInteger(fr) || fr < 0) {
    issues.push(issue('bad_flag', 'flower_replacement must be a whole number ≥ 0', 'flower_replacement'));
  } else if (fr > 0) {
    if (!s.tsumo)
      issues.push(issue('bad_flag', 'a flower replacement win is a self-draw', 'flower_replacement'));
    if (fr > hand.bonus.length) {
      issues.push(
        issue(
          'bad_flag',
          `${fr} consecutive bonus tiles but only ${hand.bonus.length} held`,
          'flower_replacement',
        ),
      );
    }
  }
  if (s.kongReplacement || s.kongOnKong) {
    if (!s.tsumo) issues.push(issue('bad_flag', 'a kong replacement win is a self-draw', 'kong_replacement'));
    if (kongs < (s.kongOnKong ? 2 : 1)) {
      issues.push(
        issue(
          'bad_flag',
          `kong ${s.kongOnKong ? 'on kong' : 'replacement'} without enough kongs`,
          'kong_replacement',
        ),
      );
    }
  }
  if (s.robbingKong && s.tsumo)
    issues.push(
      issue('bad_flag', 'robbing the kong is a win on the promoted tile, not a self-draw', 'robbing_kong'),
    );
  if (s.heavenlyHand) {
    if (s.seatWind !== 1)
      issues.push(issue('bad_flag', 'only the dealer (East) can have the heavenly hand', 'heavenly_hand'));
    if (!s.tsumo) issues.push(issue('bad_flag', 'the heavenly hand is self-drawn', 'heavenly_hand'));
  }
  if (s.earthlyHand && s.seatWind === 1) {
    issues.push(issue('bad_flag', 'the dealer cannot have the earthly hand', 'earthly_hand'));
  } else if (s.earthlyHand && s.tsumo === false && isSeat(winner) && isWind(s.seatWind)) {
    // Section 3.6: won on the dealer's first discard (or on the winner's own first draw).
    const dealer = (winner - (s.seatWind - 1) + 4) % 4;
    if (isSeat(s.discarder) && s.discarder !== dealer) {
      issues.push(
        issue(
          'bad_flag',
          'the earthly hand on a discard is won on the dealer’s first discard',
          'earthly_hand',
        ),
      );
    }
  }
  if (s.humanlyHand) {
    if (s.seatWind === 1)
      issues.push(issue('bad_flag', 'the dealer cannot have the humanly hand', 'humanly_hand'));
    if (s.tsumo) issues.push(issue('bad_flag', 'the humanly hand is won on a discard', 'humanly_hand'));
  }
  if ((s.heavenlyHand || s.earthlyHand || s.humanlyHand) && hand.melds.some((m) => m.kind !== 'ankan')) {
    issues.push(issue('bad_flag', 'a first-turn win cannot hold a claimed meld', 'melds'));
  }
  // Section 3.1: Eight Flowers is an instant self-pick win; nobody holds all eight and wins on a discard.
  if (flowerCount(hand.bonus) === 8 && s.tsumo === false) {
    issues.push(
      issue('bad_flag', 'eight flowers is an instant self-pick win, not a win on a discard', 'from_seat'),
    );
  }
  if (s.robbingTheEighth) {
    if (flowerCount(hand.bonus) !== 7) {
      issues.push(
        issue('bad_flag', 'robbing the eighth needs exactly seven flowers and seasons', 'robbing_the_eighth'),
      );
    }
    if (s.tsumo)
      issues.push(
        issue('bad_flag', 'robbing the eighth is won on another player’s draw', 'robbing_the_eighth'),
      );
  }
  return listIssues(issues);
}

/** Counts of the 34 kinds over the given tiles. */
export function countKinds(tiles: readonly Tile[]): number[] {
  const c = new Array<number>(KINDS).fill(0);
  for (const t of tiles) c[t]!++;
  return c;
}

function meldSet(m: SingaporeMeld): SetInfo {
  const tile = Math.min(...m.tiles);
  if (m.kind === 'chi') return { type: 'chow', tile, declared: true, concealed: false };
  if (m.kind === 'pon') return { type: 'pung', tile, declared: true, concealed: false };
  return { type: 'kong', tile, declared: true, concealed: m.kind === 'ankan' };
}

/** Does `counts` (concealed tiles) with the declared melds make four sets and a pair? */
function completesStandard(counts: readonly number[], melds: number): boolean {
  return decomposeStandard(counts).some((d) => d.groups.length + melds === 4);
}

/**
 * Every reading of a valid hand as a winning hand. Concealed pungs count as concealed here; a
 * pung completed by a winning discard is exposed, which only Hidden Treasure asks about and
 * checks itself.
 */
export function readSingaporeHand(input: SingaporeWinInput, rules: SingaporeRules): Reading[] {
  const { hand } = input;
  const counts = countKinds(hand.concealed);
  const readings: Reading[] = [];
  const meldSets = hand.melds.map(meldSet);
  for (const d of decomposeStandard(counts)) {
    if (d.groups.length + hand.melds.length !== 4) continue;
    const sets: SetInfo[] = [...meldSets];
    for (const g of d.groups) {
      sets.push(
        isSequenceCode(g)
          ? { type: 'chow', tile: groupTile(g), declared: false, concealed: true }
          : { type: 'pung', tile: groupTile(g), declared: false, concealed: true },
      );
    }
    readings.push({ shape: 'standard', sets, pair: d.pair });
  }
  if (hand.melds.length === 0 && hand.concealed.length === 14) {
    if (rules.sevenPairs !== 'off' && isSevenPairs(counts)) readings.push({ shape: 'seven_pairs' });
    if (isThirteenOrphans(counts)) readings.push({ shape: 'thirteen_wonders' });
  }
  if (isBonusTileWin(input)) readings.push({ shape: 'bonus_only' });
  return readings;
}

/**
 * The kinds the hand waited on before the winning tile: those that would complete four sets and
 * a pair. A kind whose four copies the winner holds himself is no wait.
 */
export function waitsOf(hand: SingaporeHand): number[] {
  const before = [...hand.concealed];
  const at = before.indexOf(hand.winTile);
  if (at < 0) return [];
  before.splice(at, 1);
  const counts = countKinds(before);
  const all = countKinds([...before, ...hand.melds.flatMap((m) => m.tiles)]);
  const waits: number[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (all[k]! >= 4) continue;
    counts[k]!++;
    if (completesStandard(counts, hand.melds.length)) waits.push(k);
    counts[k]!--;
  }
  return waits;
}

/** Flower/season numbers and animals held, for the bonus-tile elements. */
export interface BonusHeld {
  flowers: readonly number[];
  seasons: readonly number[];
  animals: readonly number[];
}

export function describeBonus(bonus: readonly Tile[]): BonusHeld {
  return {
    flowers: bonus.filter(isFlower).map(bonusNumber),
    seasons: bonus.filter(isSeason).map(bonusNumber),
    animals: bonus.filter((t) => t >= ANIMAL_CAT).map((t) => t - ANIMAL_CAT),
  };
}
