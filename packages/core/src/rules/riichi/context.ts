// The scoring context: one interpretation of a hand (spec §2.2) as flat fields that the yaku
// predicates and the fu count read. One context object is reused for every interpretation,
// so scoring allocates nothing per reading.

import type { WaitShape } from '../../hand/waits.ts';
import { isGreen, type Tile } from '../../tiles/tile.ts';
import { SHAPE_STANDARD, WAIT_RYANMEN } from './layout.ts';
import type { RiichiRules } from './options.ts';

export const GROUP_SEQUENCE = 0;
export const GROUP_TRIPLET = 1;
export const GROUP_KAN = 2;

/**
 * The wait of a scored interpretation: a wait shape of `findWaits` (seven pairs is a single
 * wait here), or none for shiisanpuutaa, declared on the first draw with no tile completing it.
 */
export type WaitKind = Exclude<WaitShape, 'chiitoitsu'> | 'none';
export const WAIT_NAMES: readonly WaitKind[] = [
  'ryanmen',
  'kanchan',
  'penchan',
  'shanpon',
  'tanki',
  'kokushi',
  'kokushi_13',
  'none',
];

/** The situation of a win, fully defaulted (the scorer's normalised form of the input). */
export interface Situation {
  tsumo: boolean;
  /** 1 East (dealer) .. 4 North. */
  seatWind: number;
  roundWind: number;
  riichi: boolean;
  doubleRiichi: boolean;
  ippatsu: boolean;
  haitei: boolean;
  houtei: boolean;
  rinshan: boolean;
  chankan: boolean;
  tenhou: boolean;
  chiihou: boolean;
  renhou: boolean;
  openRiichi: boolean;
  /** A ron on the tile the discarder declared riichi with (local yaku, §3.6). */
  tsubameGaeshi: boolean;
  /** A ron on the discard after the discarder's kan (local yaku, §3.6). */
  kanburi: boolean;
  /** Dealer's consecutive wins before this one (paarenchan). */
  dealerStreak: number;
  doraIndicators: Tile[];
  uraIndicators: Tile[];
  honba: number;
  riichiSticks: number;
}

/** 1 for the green tiles (2s 3s 4s 6s 8s 6z), by kind. */
export const GREEN_KIND: Uint8Array = Uint8Array.from({ length: 34 }, (_, k) => (isGreen(k) ? 1 : 0));

export class ScoringContext {
  rules!: RiichiRules;
  sit!: Situation;
  /** Counts of every tile of the hand by kind, melds included (a kan counts 4). */
  readonly all = new Uint8Array(34);
  /** Concealed tiles by kind, the winning tile included. */
  readonly concealed = new Uint8Array(34);
  winTile = 0;
  seatWindTile = 27;
  roundWindTile = 27;
  /** No open meld (an ankan keeps the hand closed). */
  closed = true;
  hasMelds = false;
  kanCount = 0;
  redFives = 0;

  // Tile-set facts, the same for every interpretation
  /** Bit 0 man, 1 pin, 2 sou, 3 honours. */
  suitMask = 0;
  allSimple = false;
  allYaochuu = false;
  allTerminal = false;
  allHonor = false;
  allGreen = false;
  hasTerminal = false;

  // The interpretation
  shape = SHAPE_STANDARD;
  /** Groups 0..3 (standard shape): kind, first tile, declared open, counts as concealed. */
  readonly groupKind = new Uint8Array(4);
  readonly groupTile = new Uint8Array(4);
  readonly groupOpen = new Uint8Array(4);
  readonly groupConcealed = new Uint8Array(4);
  pair = -1;
  wait = WAIT_RYANMEN;
  /** Index of the group the winning tile completed, or -1 for the pair. */
  winGroup = -1;

  // Derived per interpretation (filled by `derive`)
  sequences = 0;
  triplets = 0; // triplets and kans
  concealedTriplets = 0; // for sanankou / suuankou
  /** Per kind: how many sequences start there. */
  readonly sequenceAt = new Uint8Array(34);
  /** Per kind: 1 when a triplet or kan of it is in the hand. */
  readonly tripletOf = new Uint8Array(34);

  /** Kinds marked in sequenceAt / tripletOf by the last `derive`, so only they are cleared. */
  private readonly marked = new Uint8Array(4);
  private markedCount = 0;

  derive(): void {
    for (let i = 0; i < this.markedCount; i++) {
      const k = this.marked[i]!;
      this.sequenceAt[k] = 0;
      this.tripletOf[k] = 0;
    }
    this.markedCount = 0;
    let seq = 0;
    let tri = 0;
    let conc = 0;
    if (this.shape === SHAPE_STANDARD) {
      for (let i = 0; i < 4; i++) {
        const t = this.groupTile[i]!;
        this.marked[this.markedCount++] = t;
        if (this.groupKind[i] === GROUP_SEQUENCE) {
          seq++;
          this.sequenceAt[t]!++;
        } else {
          tri++;
          this.tripletOf[t] = 1;
          if (this.groupConcealed[i]) conc++;
        }
      }
    }
    this.sequences = seq;
    this.triplets = tri;
    this.concealedTriplets = conc;
  }

  isDealer(): boolean {
    return this.sit.seatWind === 1;
  }

  /** Whether a kind is a value tile for the pair check (dragon, seat wind, round wind). */
  isValuePair(k: number): boolean {
    return k >= 31 || k === this.seatWindTile || k === this.roundWindTile;
  }
}
