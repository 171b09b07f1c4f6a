// A waiting riichi hand's winning tiles with what each is worth: the wait shapes (findWaits),
// the copies left unseen, and the win by ron and by tsumo under the given rules and situation
// (scoreRiichiHand). What the CLI's `waits` and the web calculator show, decided here once.

import { checkHand, type Hand } from '../../hand/hand.ts';
import { findWaits, type WaitShape } from '../../hand/waits.ts';
import { fail, issue, ok, type Result } from '../../result.ts';
import { KINDS, kindOf } from '../../tiles/tile.ts';
import type { RiichiSituationInput } from './input.ts';
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
  const { hand, situation } = input;
  const held = hand.concealed.length + 3 * hand.melds.length;
  const shapeIssues = checkHand({ ...hand, winTile: -1 } as Hand, {
    redPerSuit: redFivesPerSuit(rules),
    bonusAllowed: false,
  }).filter((i) => i.code !== 'wrong_tile_count' && i.code !== 'win_tile_missing');
  if (held !== 13)
    shapeIssues.unshift(
      issue(
        'wrong_tile_count',
        `a hand waiting to win has 13 tiles (each meld counted as 3), but this one has ${held}`,
        'hand',
      ),
    );
  if (shapeIssues.length) return fail('invalid', shapeIssues);
  const counts = new Uint8Array(KINDS);
  const melded = new Uint8Array(KINDS);
  for (const t of hand.concealed) counts[kindOf(t)]!++;
  for (const m of hand.melds) for (const t of m.tiles) melded[kindOf(t)]!++;
  const seen = Uint8Array.from(melded);
  for (const t of [...(situation.doraIndicators ?? []), ...(situation.uraIndicators ?? [])]) {
    const k = kindOf(t);
    if (k >= 0 && k < KINDS) seen[k]!++;
  }
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
