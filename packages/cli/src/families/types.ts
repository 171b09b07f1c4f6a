// What the `score` and `waits` commands hand to a rule family, and what they get back: the
// command line read into plain data, and a report (the JSON document and the text lines).

import type { Tile } from '@mahjong-ledger/core';
import type { TileStyle } from '../tiles.ts';

/** Situational flags a player can give on the command line (each a `--flag`). */
export type SituationFlag =
  | 'riichi'
  | 'double-riichi'
  | 'ippatsu'
  | 'haitei'
  | 'houtei'
  | 'rinshan'
  | 'chankan'
  | 'chankan-on-ankan'
  | 'tenhou'
  | 'chiihou'
  | 'renhou'
  | 'open-riichi'
  | 'tsubame-gaeshi'
  | 'kanburi'
  | 'kong-on-kong'
  | 'furiten';

export interface ScoreRequest {
  /** The hand in the readable syntax, e.g. `123m456p 789s 11z + pon:555z`. */
  handText: string;
  win?: string;
  tsumo: boolean;
  /** 1 East .. 4 North. */
  seatWind: number;
  roundWind: number;
  /** Seat wind of the discarder on a ron (default: the family's default). */
  fromWind?: number;
  /** Seat wind of a player liable (pao) for the hand. */
  liableWind?: number;
  /** Singapore: the bao case that made the liable player liable (section 7). */
  liableReason?: string;
  dora: Tile[];
  ura: Tile[];
  honba: number;
  sticks: number;
  /** The dealer's consecutive wins before this one. */
  streak: number;
  /** Singapore: won on the replacement tile of this many bonus tiles in a row (0: not). */
  flowerReplacement: number;
  flags: ReadonlySet<SituationFlag>;
  /** Preset id, or undefined for the family's default. */
  preset?: string;
  overrides: Record<string, unknown>;
}

export interface Report {
  /** The one JSON document printed with `--json`. */
  json: unknown;
  /** The human text. */
  lines: string[];
}

export interface FamilyFrontEnd {
  id: 'riichi' | 'classical' | 'singapore';
  /** Scores a hand; throws a CliError (exit 1 for the hand, exit 2 for the command line). */
  score(req: ScoreRequest, style: TileStyle): Report;
}
