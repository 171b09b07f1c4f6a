// A waiting riichi hand's winning tiles with what each is worth: the wait shapes (findWaits),
// the copies left unseen, and the win by ron and by tsumo under the given rules and situation
// (scoreRiichiHand). What the CLI's `waits` and the web calculator show, decided here once.

import { checkHand, checkInputShape, type Hand } from '../../hand/hand.ts';
import { findWaits, type WaitShape } from '../../hand/waits.ts';
import { fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { isBonus, KINDS, kindOf } from '../../tiles/tile.ts';
import { checkSituationNumbers, isWindNumber, type RiichiSituationInput } from './input.ts';
import { type RiichiRules, redFivesPerSuit } from './options.ts';
import type { RiichiScore, RiichiScoreError } from './result.ts';
import { scoreRiichiHand } from './score.ts';

export interface RiichiWaitValue {
  /** Tile kind (0-33) that completes the hand. */
  tile: number;
  /** Every way it completes it. */
  shapes: WaitShape[];
  /** Copies not seen: four, less those in the hand, its melds and the indicators given. */
  left: number;
  /** The win on it by ron (from `discarderWind`, or the player before the winner). */
  ron: Result<RiichiScore, RiichiScoreError>;
  /** The win on it by tsumo. */
  tsumo: Result<RiichiScore, RiichiScoreError>;
}

export interface RiichiWaitsInput {
  /** 13 tiles, a meld counted as 3; its `winTile` is not read. */
  hand: Omit<Hand, 'winTile'> & { winTile?: number };
  /** The situation of the win; `tsumo` is not read (each tile is valued both ways). */
  situation: Omit<RiichiSituationInput, 'tsumo'> & { tsumo?: boolean };
}

/**
 * The winning tiles of a 13-tile riichi hand, each with its wait shapes, its copies left (the
 * hand's own, its melds' and the dora and ura indicators given are seen; pass the indicators
 * a player could see) and its value by ron and by tsumo. A hand not in tenpai has none. A hand
 * of another size, or one that cannot exist, is refused with its issues.
 */
export function valueRiichiWaits(
  input: RiichiWaitsInput,
  rules: RiichiRules,
): Result<RiichiWaitValue[], 'invalid'> {
  const issues = checkWaitsInput(input, rules);
  if (issues.length) return fail('invalid', issues);
  const { hand, situation } = input;
  const counts = new Uint8Array(KINDS);
  const melded = new Uint8Array(KINDS);
  for (const t of hand.concealed) counts[kindOf(t)]!++;
  for (const m of hand.melds) for (const t of m.tiles) melded[kindOf(t)]!++;
  const seen = Uint8Array.from(melded);
  for (const t of [...(situation.doraIndicators ?? []), ...(situation.uraIndicators ?? [])])
    seen[kindOf(t)]!++;
  const value = (tile: number, tsumo: boolean) =>
    scoreRiichiHand(
      {
        hand: { concealed: [...hand.concealed, tile], melds: hand.melds, winTile: tile, bonus: [] },
        situation: { ...situation, tsumo, discarderWind: tsumo ? undefined : situation.discarderWind },
      },
      rules,
    );
  return ok(
    findWaits(counts, hand.melds.length, melded).map((w) => ({
      tile: w.tile,
      shapes: w.shapes,
      left: Math.max(0, 4 - counts[w.tile]! - seen[w.tile]!),
      ron: value(w.tile, false),
      tsumo: value(w.tile, true),
    })),
  );
}

/**
 * Every way the input is not a 13-tile hand and a situation that can exist, before anything
 * reads it (it may come from a file or a JavaScript caller): the input, hand and situation
 * objects and their lists, the hand's tiles and size, the winds, counts and seats of the
 * situation, the indicators (suit or honour tiles, at most five a kind), and no tile more than
 * four times in the hand, its melds and the indicators together. What depends on the win (a
 * flag of a self-draw on a ron) is each win's own refusal.
 */
function checkWaitsInput(input: RiichiWaitsInput, rules: RiichiRules): Issue[] {
  const shape = checkInputShape(input);
  if (shape.length) return shape;
  const { hand, situation: s } = input;
  const issues = checkHand({ ...hand, winTile: -1 } as Hand, {
    redPerSuit: redFivesPerSuit(rules),
    bonusAllowed: false,
  }).filter((i) => i.code !== 'wrong_tile_count' && i.code !== 'win_tile_missing');
  const held = hand.concealed.length + 3 * hand.melds.length;
  if (held !== 13)
    issues.unshift(
      issue(
        'wrong_tile_count',
        `a hand waiting to win has 13 tiles (each meld counted as 3), but this one has ${held}`,
        'hand',
      ),
    );
  checkSituationNumbers(s, issues);
  const flag = (code: string, message: string, path: string) =>
    issues.push(issue(code, message, `situation.${path}`));
  if (s.discarderWind !== undefined && (!isWindNumber(s.discarderWind) || s.discarderWind === s.seatWind))
    flag('bad_discarder', 'the discarder must be another seat (1..4)', 'discarderWind');
  if (s.liableWind !== undefined && (!isWindNumber(s.liableWind) || s.liableWind === s.seatWind))
    flag('bad_liable', 'the liable player must be another seat (1..4)', 'liableWind');
  for (const name of ['doraIndicators', 'uraIndicators'] as const) {
    const list: unknown = s[name];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length > 5) {
      flag('bad_indicators', 'the indicators must be a list of at most 5 tiles (none: [] or left out)', name);
      continue;
    }
    // Holes too: a list with a hole has an undefined tile.
    for (let i = 0; i < list.length; i++) {
      const t: unknown = list[i];
      if (!Number.isInteger(t) || (t as number) < 0 || isBonus(t as number) || kindOf(t as number) >= KINDS) {
        flag('bad_indicators', 'an indicator must be a suit or honour tile', name);
        break;
      }
    }
  }
  if (issues.length) return issues;
  // The tiles are physical: the hand, its melds and the indicators hold at most four of a kind.
  const n = new Uint8Array(KINDS);
  for (const t of hand.concealed) n[kindOf(t)]!++;
  for (const m of hand.melds) for (const t of m.tiles) n[kindOf(t)]!++;
  for (const t of [...(s.doraIndicators ?? []), ...(s.uraIndicators ?? [])]) n[kindOf(t)]!++;
  if (n.some((x) => x > 4))
    issues.push(
      issue(
        'too_many_copies',
        'the hand and the indicators together hold more than 4 of one tile',
        'situation.doraIndicators',
      ),
    );
  return issues;
}
