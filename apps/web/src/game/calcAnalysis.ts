// The hand calculator's situation and, for a hand that does not score as entered, its shape:
// a 13-tile hand's winning tiles (each with its wait shapes, the copies left unseen and its
// value by ron and by tsumo under the calculator's settings), or how far it is from tenpai and
// the draws that bring it closer; a 14-tile hand that is not a win, its best discards. Core
// decides everything (valueRiichiWaits, calculateShanten, findImprovements, analyseDiscards),
// as the CLI's `waits` and `shanten` commands do; this only gathers the counts and the copies
// seen (the hand's own, its melds', the dora indicators shown).

import {
  analyseDiscards,
  calculateShanten,
  checkHand,
  type DiscardOption,
  findImprovements,
  type Hand,
  type Improvement,
  KINDS,
  kindOf,
  type Result,
  type RiichiRules,
  type RiichiScore,
  type RiichiScoreError,
  type RiichiSituationInput,
  redFivesPerSuit,
  valueRiichiWaits,
  type WaitShape,
} from '@mahjong-ledger/core';
import type { HandDraft } from '../hand/draft.ts';

/** The calculator's settings besides the tiles. */
export interface CalcSituation {
  preset: string;
  seatWind: number;
  roundWind: number;
  tsumo: boolean;
  discarderWind: number;
  riichi: boolean;
  honba: number;
  sticks: number;
}

/** The calculator's settings when it opens: South seat, East round, a ron from East. */
export const CALC_DEFAULTS: CalcSituation = {
  preset: 'wrc2025',
  seatWind: 2,
  roundWind: 1,
  tsumo: false,
  discarderWind: 1,
  riichi: false,
  honba: 0,
  sticks: 0,
};

/** Indicators that count: the dora always, the ura only with riichi where the rules have them. */
function shownUra(sit: CalcSituation, draft: HandDraft, rules: RiichiRules): number[] {
  return sit.riichi && rules.uraDora ? draft.ura : [];
}

/** core's situation for the calculator's settings, by ron or by tsumo (`tsumo`). */
export function calcSituation(
  sit: CalcSituation,
  draft: HandDraft,
  rules: RiichiRules,
  tsumo: boolean = sit.tsumo,
): RiichiSituationInput {
  return {
    tsumo,
    seatWind: sit.seatWind,
    roundWind: sit.roundWind,
    riichi: sit.riichi,
    ...draft.flags,
    doraIndicators: draft.dora,
    uraIndicators: shownUra(sit, draft, rules),
    honba: sit.honba,
    riichiSticks: sit.sticks,
    ...(tsumo ? {} : { discarderWind: sit.discarderWind }),
  };
}

/** The tiles a hand holds, each meld (a kan too) counted as 3: 13 waiting, 14 after a draw. */
export function tilesHeld(draft: HandDraft): number {
  return draft.concealed.length + 3 * draft.melds.length;
}

/** A win's value, or why it does not score: its error and the first issue's code. */
export type WinValue = { ok: true; score: RiichiScore } | { ok: false; error: string; code: string };

export interface WaitRow {
  /** Tile kind (0-33) that completes the hand. */
  tile: number;
  shapes: WaitShape[];
  /** Copies not in the hand, its melds or the indicators shown. */
  left: number;
  ron: WinValue;
  tsumo: WinValue;
}

export type HandAnalysis =
  /** 13 tiles in tenpai: the winning tiles, and their copies left summed. */
  | { kind: 'waits'; waits: WaitRow[]; left: number }
  /** 13 tiles not in tenpai: how far (1 or more) and the draws that bring it closer. */
  | { kind: 'shanten'; shanten: number; tiles: Improvement[]; left: number }
  /** 14 tiles that do not win: the shanten after the best discard, and the best discards. */
  | { kind: 'discards'; shanten: number; discards: DiscardOption[] };

/** Discards listed for a 14-tile hand. */
export const MAX_DISCARDS = 5;

/**
 * The analysis of the calculator's hand, or null when there is none to give: a hand of neither
 * 13 nor 14 tiles, one that cannot exist (too many copies, a bad meld, ...: core's issues say
 * so), or a complete 14-tile hand (which scores, or is refused for its own reason).
 */
export function analyseCalcHand(
  draft: HandDraft,
  sit: CalcSituation,
  rules: RiichiRules,
): HandAnalysis | null {
  const n = tilesHeld(draft);
  if (n !== 13 && n !== 14) return null;
  const shape: Hand = { concealed: draft.concealed, melds: draft.melds, winTile: -1, bonus: [] };
  const problems = checkHand(shape, {
    // As core's riichi scorer sets it from the rules (the number of red fives in play).
    redPerSuit: redFivesPerSuit(rules),
    bonusAllowed: false,
  }).filter((i) => i.code !== 'wrong_tile_count' && i.code !== 'win_tile_missing');
  if (problems.length) return null;

  const counts = new Uint8Array(KINDS);
  const melded = new Uint8Array(KINDS);
  for (const t of draft.concealed) counts[kindOf(t)]!++;
  for (const m of draft.melds) for (const t of m.tiles) melded[kindOf(t)]!++;
  // Seen besides the concealed tiles: the melds and the indicators shown, at most the copies
  // the hand leaves (too many indicators are core's issue to name, not a reason to refuse).
  const seen = Uint8Array.from(melded);
  for (const t of [...draft.dora, ...shownUra(sit, draft, rules)]) seen[kindOf(t)]!++;
  for (let k = 0; k < KINDS; k++) seen[k] = Math.min(seen[k]!, 4 - counts[k]!);
  const meldCount = draft.melds.length;

  if (n === 14) {
    const shanten = calculateShanten(counts, meldCount);
    const options = analyseDiscards(counts, meldCount, seen);
    if (!shanten.ok || !options.ok || shanten.value.shanten < 0) return null;
    return {
      kind: 'discards',
      shanten: shanten.value.shanten,
      discards: options.value.slice(0, MAX_DISCARDS),
    };
  }

  const valued = valueRiichiWaits(
    {
      hand: { concealed: draft.concealed, melds: draft.melds, bonus: [] },
      situation: calcSituation(sit, draft, rules, false),
    },
    rules,
  );
  if (!valued.ok) return null;
  if (valued.value.length === 0) {
    const better = findImprovements(counts, meldCount, seen);
    if (!better.ok) return null;
    return {
      kind: 'shanten',
      shanten: better.value.shanten,
      tiles: better.value.tiles,
      left: better.value.total,
    };
  }
  const value = (r: Result<RiichiScore, RiichiScoreError>): WinValue =>
    r.ok ? { ok: true, score: r.value } : { ok: false, error: r.error, code: r.issues[0]?.code ?? r.error };
  const rows = valued.value.map((w) => ({
    tile: w.tile,
    shapes: w.shapes,
    left: w.left,
    ron: value(w.ron),
    tsumo: value(w.tsumo),
  }));
  return { kind: 'waits', waits: rows, left: rows.reduce((a, r) => a + r.left, 0) };
}
