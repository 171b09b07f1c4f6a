// The ledger's data: the events of a game (what players enter), the state folded from them,
// and the saved document. Everything is plain JSON-compatible data.

import type { Payment, Seat } from '../payment.ts';
import type { FamilyId } from '../rules/family.ts';
import type { AbortiveDraw } from '../rules/riichi/options.ts';
import type { BaoReason } from '../rules/singapore/rules.ts';
import type { ClassicalWinBreakdown } from './classical.ts';
import type { RiichiWinBreakdown } from './riichi.ts';
import type { SingaporeInstantBreakdown, SingaporeWinBreakdown } from './singapore.ts';

/** A win entered with the whole hand, scored by the engine. Tiles in the readable hand syntax. */
export interface HandWinScore {
  mode: 'hand';
  /** e.g. "123m456p 789s 11z + pon:555z"; the winning tile included in the concealed part. */
  hand: string;
  /** The winning tile (mpsz); default: the last concealed tile written. */
  win?: string;
  /** Dora and ura indicators (mpsz), kan dora included. */
  dora?: string;
  ura?: string;
  /** Bonus tiles held (flowers `1f-4f`, seasons `5f-8f`, animals `1a-4a`): Singapore, Japanese Classical (riichi refuses them). */
  bonus?: string;
  /**
   * Situational flags not known to the ledger (riichi, winds, honba and sticks are): the names
   * of `WIN_FLAGS` for the game's family (table/flags.ts), true, or a count where that list says
   * so (Singapore's flowerReplacement). Riichi: doubleRiichi, ippatsu, haitei, houtei, rinshan,
   * chankan (with chankanOnAnkan when the robbed kan was closed: kokushi only), tenhou, chiihou,
   * renhou, openRiichi, and the local situations tsubameGaeshi and kanburi (§3.6). The ledger
   * refuses a flag its family does not know, or a value of the wrong kind, rather than read it
   * by truthiness or drop it.
   */
  flags?: {
    doubleRiichi?: boolean;
    ippatsu?: boolean;
    haitei?: boolean;
    houtei?: boolean;
    rinshan?: boolean;
    chankan?: boolean;
    chankanOnAnkan?: boolean;
    tenhou?: boolean;
    chiihou?: boolean;
    renhou?: boolean;
    openRiichi?: boolean;
    tsubameGaeshi?: boolean;
    kanburi?: boolean;
    [flag: string]: boolean | number | undefined;
  };
}

/** Singapore quick entry: the tai alone. */
export interface TaiWinScore {
  mode: 'tai';
  tai: number;
}

/** Japanese Classical quick entry: basic points and doubles, or a limit hand. */
export interface PointsWinScore {
  mode: 'points';
  points: number;
  doubles: number;
  /** A limit hand (the value is the limit whatever points and doubles say). */
  limit?: boolean;
}

/** A win entered by its value alone, for tables that count by hand. */
export interface ValueWinScore {
  mode: 'value';
  han: number;
  fu: number;
  /** Yakuman multiple (0: none); when > 0, han and fu are ignored. */
  yakuman?: number;
  /** How much of the yakuman multiple a liable player covers (default: all). */
  paoYakuman?: number;
}

/**
 * A win is entered one way: by its tiles (`HandWinScore`) or by its value; a win by its value
 * that also carries what only the tiles hold (hand, indicators, bonus tiles, flags) is refused.
 */
export interface WinEntry {
  winner: Seat;
  /** The discarder, or null for a self-draw. */
  from: Seat | null;
  /** A player liable for the hand (pao), if any. */
  liable?: Seat | null;
  /**
   * Singapore: the bao case that made `liable` liable (rules/singapore.md section 7), so that the
   * rules' switches for each case and the exceptions of sections 4.2 and 7 apply; a bao the rules
   * do not apply is refused, named. Without it the liable player pays for all, as entered (the
   * table's referee ruled it). The other families refuse it.
   */
  liableReason?: BaoReason;
  score: HandWinScore | ValueWinScore | TaiWinScore | PointsWinScore;
}

export type HandResult =
  | {
      kind: 'win';
      wins: WinEntry[];
      /**
       * Japanese Classical with `loserSettlement`: each loser's hand score (section 6.2) in seat
       * order; the winner's entry is ignored (null).
       */
      loserScores?: (number | null)[];
      /**
       * Japanese Classical (section 6.5): the seats that made a change of heart in this hand (a
       * call not completed or withdrawn), one entry per offence (a seat made two is listed twice);
       * each pays the winner `changeOfHeartPayment`. The winner listed pays nothing (he would pay
       * himself). A drawn hand records none: there the offender takes his payment back, so
       * nothing changes hands. Other families refuse it.
       */
      changeOfHeart?: Seat[];
    }
  | { kind: 'exhaustive_draw'; tenpai: Seat[]; nagashi?: Seat[] }
  | { kind: 'abortive_draw'; reason: AbortiveDraw }
  /**
   * A chombo (riichi), false win (Singapore) or erroneous mahjong (Japanese Classical).
   * Singapore: `from` is the discarder of the claimed discard; absent or null, a claimed self-draw.
   * Riichi and Japanese Classical name the offender only, and refuse a `from`.
   */
  | { kind: 'chombo'; offender: Seat; from?: Seat | null };

/** What an instant payout event (Singapore) records in the history in place of a hand result. */
export interface InstantResult {
  kind: 'instant';
  seat: Seat;
  /** Bonus tiles this event showed (mpsz), and those of them held from the deal. */
  bonus: string;
  dealtBonus: string;
  kongs: ('kan' | 'ankan')[];
  /** Fresh-tile kong bao (section 7): who pays the whole of the exposed kong's payout. */
  liable: Seat | null;
}

export interface GameConfig {
  family: FamilyId;
  /** Preset id of the family, e.g. `tenhou`. */
  preset: string;
  /** Option overrides on top of the preset. */
  overrides: Record<string, unknown>;
  /** Player names in seat order (seat 0 is the first dealer's seat). */
  players: [string, string, string, string];
  /** Optional money conversion: value of one final point (1000 table points). */
  rate?: number;
}

export type GameEvent =
  | { type: 'start'; config: GameConfig }
  /** One hand: riichi declarations (sticks put on the table) and how it ended. */
  | { type: 'hand'; riichi: Seat[]; result: HandResult; note?: string }
  /**
   * Singapore instant payouts (animals, kongs, bonus-tile sets), paid at once during a hand:
   * `seat` collects for the items it shows; `kongs` and `bonus` as the family's scorer reads them.
   */
  | {
      type: 'instant';
      seat: Seat;
      bonus?: string;
      dealtBonus?: string;
      kongs?: ('kan' | 'ankan')[];
      /**
       * Fresh-tile kong bao (包杠, section 7): the player whose fresh discard the event's one
       * exposed kong was claimed from, late in the wall; he pays all of that kong's payout.
       */
      liable?: Seat;
      note?: string;
    }
  | AdjustEvent
  | PenaltyEvent;

/**
 * A tournament penalty (riichi only): `points` taken off `seat`'s final points after uma
 * (thousands with one decimal, below zero: -10 is 10,000 table points), as a chombo's penalty
 * is (§5.9). It moves no table points, so it changes neither the ranking nor the uma; it stays
 * with the hand it follows when earlier hands are edited, and may be given after the last hand.
 */
export interface PenaltyEvent {
  type: 'penalty';
  seat: Seat;
  points: number;
  note?: string;
}

/**
 * A referee's correction, in one of two forms. By deltas: points added to each seat's score (a
 * penalty moved between players, a payment mis-made at the table) and sticks put on or taken
 * off the table; an edit of an earlier hand carries through it, as the correction is of the
 * hand it follows, not of the scores it met. Outright: the scores and sticks set, as after a
 * reconnect or to match a paper score sheet; an edit of an earlier hand stops at it.
 */
export type AdjustEvent =
  | { type: 'adjust'; deltas: [number, number, number, number]; stickDelta?: number; note?: string }
  | { type: 'adjust'; scores: [number, number, number, number]; sticks: number; note?: string };

export interface RoundState {
  /** 1 East, 2 South, 3 West, 4 North. */
  wind: number;
  /** 1..4: the dealer's turn within the wind. */
  number: number;
  honba: number;
  /** Riichi sticks on the table. */
  sticks: number;
}

/** Score box 1 of one win, as the game's family gives it. */
export type WinBreakdown = RiichiWinBreakdown | ClassicalWinBreakdown | SingaporeWinBreakdown;

/** A history record's score box 1: one per win, or the items of a Singapore instant payout. */
export type HandBreakdown = WinBreakdown | SingaporeInstantBreakdown;

/** One entry of the game's history: a hand as played, with both score boxes. */
export interface HandRecord {
  /** Index of the event in the log. */
  eventIndex: number;
  round: RoundState;
  dealer: Seat;
  scoresBefore: [number, number, number, number];
  scoresAfter: [number, number, number, number];
  sticksAfter: number;
  /** Score box 2: every line of the hand (riichi sticks, base, honba, sticks, pao, noten ...). */
  payment: Payment;
  /**
   * Score box 1 per win (family-specific breakdown). A riichi multiple ron lists them in turn
   * order from the discarder (§5.6), which may differ from the entry's order of wins: pair a
   * breakdown with its win by its winner, not by its place.
   */
  breakdowns: HandBreakdown[];
  /** How the hand ended; for an instant payout event (Singapore), what was shown. */
  result: HandResult | InstantResult;
}

/**
 * A referee's adjustment as folded: the scores and sticks it replaced. Not a hand (the history
 * lists hands and payouts only), but kept so that a record of the game (the CSV) adds up.
 */
export interface AdjustRecord {
  /** Index of the event in the log. */
  eventIndex: number;
  /**
   * The round in play when it was made, with the sticks on the table before it; after the game
   * ended (`madeAfterEnd`), the round that would have come next.
   */
  round: RoundState;
  scoresBefore: [number, number, number, number];
  scoresAfter: [number, number, number, number];
  sticksAfter: number;
  /** The event's form: points added (`deltas`) or scores set (`outright`). */
  form: 'deltas' | 'outright';
}

/** A tournament penalty as folded: who, how many final points, and when. */
export interface PenaltyRecord {
  /** Index of the event in the log. */
  eventIndex: number;
  /**
   * The round in play when it was given, with the sticks on the table then; after the game ended
   * (`madeAfterEnd`), the round that would have come next.
   */
  round: RoundState;
  /** The table's scores then, which a penalty leaves as they are. */
  scores: [number, number, number, number];
  seat: Seat;
  /** Final points (thousands, one decimal), below zero. */
  points: number;
}

export type EndReason = 'last_hand' | 'bust' | 'agari_yame' | 'tenpai_yame' | 'extension_limit';

export interface GameState {
  config: GameConfig;
  scores: [number, number, number, number];
  round: RoundState;
  dealer: Seat;
  /** Points in play (start points × 4): scores plus sticks must always add up to it. */
  total: number;
  finished: boolean;
  endReason: EndReason | null;
  chombo: [number, number, number, number];
  history: HandRecord[];
  /** The adjustments made so far, in log order. */
  adjustments: AdjustRecord[];
  /** The tournament penalties given so far (riichi), in log order. */
  penalties: PenaltyRecord[];
}

/** The saved form of a game: the event log and nothing derived. */
export interface GameDocument {
  schema: 'mahjong-ledger/game';
  version: 1;
  events: GameEvent[];
}
