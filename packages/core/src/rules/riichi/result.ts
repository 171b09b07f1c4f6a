// The riichi scorer's result: the breakdown (yaku, fu lines, limit, points) and score box 2.
// The engine hands over the interpretation it kept, compactly (bit sets of yaku, the three
// suit readings, the winning group, packed words); the numbers are there at once, and the
// itemised parts (yaku lines, fu lines, payment lines, the interpretation) are built from it
// when first read, so scoring in bulk does not pay for what it does not read.

import { FACTS_CAPACITY, type SuitReading, suitReadingById } from '../../hand/decompose.ts';
import type { Payment, Seat } from '../../payment.ts';
import type { ScoreLine } from '../family.ts';
import {
  GROUP_KAN,
  GROUP_SEQUENCE,
  GROUP_TRIPLET,
  ScoringContext,
  type Situation,
  WAIT_NAMES,
  type WaitKind,
} from './context.ts';
import { countFu, type FuLine } from './fu.ts';
import {
  DORAS_AKA_SHIFT,
  DORAS_URA_SHIFT,
  HONORS_WIN_SHIFT,
  LIMIT_BAIMAN,
  LIMIT_HANEMAN,
  LIMIT_KAZOE_SANBAIMAN,
  LIMIT_KAZOE_YAKUMAN,
  LIMIT_KIRIAGE_MANGAN,
  LIMIT_MANGAN,
  LIMIT_SANBAIMAN,
  POINTS_FU_SHIFT,
  POINTS_LIMIT_SHIFT,
  POINTS_LOCAL_SHIFT,
  POINTS_YAKUMAN_SHIFT,
  READING_MASK,
  READING_SHIFT,
  SHAPE_CHIITOITSU,
  SHAPE_KOKUSHI,
  SHAPE_SHIISANPUUTAA,
  SHAPE_STANDARD,
  SIT_RINSHAN,
  SIT_TSUMO,
  WORD_DISCARDER_SHIFT,
  WORD_LIABLE_SHIFT,
  WORD_MELDS_SHIFT,
  WORD_PINFU_SHIFT,
  WORD_RENHOU_HAN,
  WORD_RENHOU_MANGAN,
  WORD_ROUND_SHIFT,
  WORD_SEAT_SHIFT,
  WORD_SHAPE_MASK,
  WORD_WAIT_SHIFT,
  WORD_WIN_TILE_SHIFT,
} from './layout.ts';
import type { PaoYakuman, RiichiRules } from './options.ts';
import { type PaoMeld, paoCouldBeFed } from './pao.ts';
import { riichiWinPayment, type WinPaymentInput } from './payments.ts';
import { type HandPayment, handPayment, type LimitName, yakumanLimitName } from './points.ts';
import { LOCAL_YAKU, YAKU, YAKUMAN } from './yaku.ts';

export interface YakuLine {
  id: string;
  /** han; for yakuman, 13 × its multiple. */
  han: number;
}

export interface Interpretation {
  /** shiisanpuutaa: the local yakuman of thirteen unrelated tiles and a pair (§3.6), no groups. */
  shape: 'standard' | 'chiitoitsu' | 'kokushi' | 'shiisanpuutaa';
  /** Groups as mpsz text with their kind (standard shape). */
  groups: { kind: 'sequence' | 'triplet' | 'kan'; tile: number; open: boolean; concealed: boolean }[];
  pair: number | null;
  wait: WaitKind;
}

export interface RiichiScore {
  family: 'riichi';
  yaku: YakuLine[];
  /** Yakuman multiple (0: none; a counted yakuman is 0 here). */
  yakuman: number;
  /** Total han including dora; 13 × multiple for yakuman. */
  han: number;
  /** Fu of the chosen reading (null for yakuman). */
  fu: number | null;
  fuLines: FuLine[];
  dora: number;
  uraDora: number;
  akaDora: number;
  limit: LimitName | null;
  basePoints: number;
  /** What each payer pays before honba and sticks. */
  perPayer: HandPayment;
  /** What the winner receives including honba, excluding sticks. */
  total: number;
  /** Score box 2, seats by wind: 0 = East .. 3 = North. */
  payment: Payment;
  /** Score box 1 as generic lines (yaku, dora). */
  lines: ScoreLine[];
  interpretation: Interpretation;
}

export type RiichiScoreError = 'invalid' | 'not_agari' | 'no_yaku';

// A reading id fits its field of `#readings` and `#souFlags` (layout.ts).
if (READING_MASK !== (1 << READING_SHIFT) - 1 || FACTS_CAPACITY > READING_MASK + 1)
  throw new Error('internal: a reading id does not fit READING_SHIFT bits');

/**
 * A result unpacked for building its itemised parts: the numbers those parts read, and the
 * hand and chosen interpretation. Plain numbers and references to immutable memoised
 * readings only, so later calls cannot change it.
 */
export interface WinRecord {
  rules: RiichiRules;
  /** Bit i: YAKU[i] is scored. */
  yakuBits: number;
  /** Bit i: YAKUMAN[i] holds (before the one-yakuman cap of rules without stacking). */
  yakumanBits: number;
  yakuman: number;
  fu: number | null;
  base: number;
  dora: number;
  uraDora: number;
  akaDora: number;
  /** Han of renhou counted as 5 han (rules `han5`), or the renhou mangan line. */
  renhouHan: number;
  /** The local yaku of §3.6 counted, bit i = LOCAL_YAKU[i] (`POINTS_LOCAL_SHIFT`). */
  localBits: number;
  /** Renhou as a mangan replaced the hand's own yaku. */
  renhouMangan: boolean;
  /** SHAPE_*, or -1 when no interpretation was scored (a renhou mangan without yaku). */
  shape: number;
  readingM: SuitReading | null;
  readingP: SuitReading | null;
  readingS: SuitReading | null;
  /**
   * The winning group: 0..33 triplet of that kind, 34 + k sequence from k, 100 + k the pair of
   * k; -1 for none (thirteen orphans, seven pairs).
   */
  winCode: number;
  winTile: number;
  wait: number;
  pinfu: boolean;
  /** Concealed honour counts, 3 bits each. */
  honorCounts: number;
  meldCount: number;
  /**
   * The declared melds, a byte each, the first in the lowest (the result's `#meldCodes`): 4 × the
   * meld's lowest kind + its type, 0 a run, 1 a triplet, 2 an open kan, 3 a concealed kan.
   */
  meldCodes: number;
  /** SIT_* bits. */
  flags: number;
  seatWind: number;
  roundWind: number;
  honba: number;
  riichiSticks: number;
  discarderWind: number | undefined;
  liableWind: number | undefined;
}

/** The parts of a result built on first read, with the record they are built from. */
interface Built {
  win: WinRecord;
  yaku?: YakuLine[];
  fuLines?: FuLine[];
  perPayer?: HandPayment;
  payment?: Payment;
  lines?: ScoreLine[];
  interpretation?: Interpretation;
}

/**
 * The result object: numbers at once; score box 1's lines, score box 2 and the
 * interpretation on first access. Every part is read through an accessor: `toJSON` (and
 * `JSON.stringify`) gives the whole result as a plain object, as does Node's `console.log`.
 */
export class RiichiScoreResult implements RiichiScore {
  // Bulk scoring makes a result a hand, and what a result takes in memory is what it costs
  // beyond the scoring: its fields are written when it is made, into memory that the
  // processor must fetch, and the young generation fills sooner (about 0.06% of the time a
  // byte, bench/README.md, items 24 and 25). So a result keeps its numbers in a few private
  // words, which the scorer packs (a call would spend V8's inlining budget that this
  // constructor needs) and the accessors unpack; what every result shares lives on the
  // prototype: the accessors, `family`, and the unpacking as static methods (a private
  // instance method gives every instance a field for the class's brand). 136 bytes, and 40
  // for the `ok` wrapper: full scoring ran ~4% faster than with 288 (item 24) and ~3% faster
  // again than with 216 (item 25).
  get family(): 'riichi' {
    return 'riichi';
  }
  #rules: RiichiRules;
  /** The yaku's bits (YAKU's order), or with a yakuman multiple the yakuman's (YAKUMAN's). */
  #bits: number;
  /**
   * The kept interpretation's readings of the man and pin suits (`suitReadingById`, `READING_*`:
   * 30 bits, so the word stays a small integer even where V8 keeps 31). Meaningful for the
   * standard shape only (`#word`).
   */
  #readings: number;
  /** The sou suit's reading and the SIT_* flags (`READING_*`). */
  #souFlags: number;
  /** The shape, wait, pinfu, renhou, melds, winds and winning tile (`WORD_*`). */
  #word: number;
  /**
   * The concealed honours' counts (`WinRecord.honorCounts`: 3 bits each, in the scorer's key
   * layout) and the winning group's code (`WinRecord.winCode`; `HONORS_WIN_SHIFT`).
   */
  #honors: number;
  /** The declared melds' codes, a byte each (`WinRecord.meldCodes`). */
  #meldCodes: number;
  #honba: number;
  #riichiSticks: number;
  /** han, fu, the yakuman multiple and the limit's code (`POINTS_*`). */
  #points: number;
  /** The dora, ura dora and red fives counted (`DORAS_*`). */
  #doras: number;
  #basePoints: number;
  #total: number;
  #built: Built | undefined;

  /** Yakuman multiple (0: none; a counted yakuman is 0 here). */
  get yakuman(): number {
    return (this.#points >> POINTS_YAKUMAN_SHIFT) & 63;
  }
  /** Total han including dora; 13 × multiple for yakuman. */
  get han(): number {
    return this.#points & 1023;
  }
  /** Fu of the chosen reading (null for yakuman). */
  get fu(): number | null {
    const fu = (this.#points >> POINTS_FU_SHIFT) & 255;
    return fu === 0 ? null : fu;
  }
  get dora(): number {
    return this.#doras & 63;
  }
  get uraDora(): number {
    return (this.#doras >> DORAS_URA_SHIFT) & 63;
  }
  get akaDora(): number {
    return this.#doras >>> DORAS_AKA_SHIFT;
  }
  get limit(): LimitName | null {
    const yakuman = this.yakuman;
    return yakuman > 0
      ? YAKUMAN_LIMIT_NAMES[yakuman]!
      : LIMIT_NAMES[(this.#points >>> POINTS_LIMIT_SHIFT) & 7]!;
  }
  get basePoints(): number {
    return this.#basePoints;
  }
  /** What the winner receives including honba, excluding sticks. */
  get total(): number {
    return this.#total;
  }

  /**
   * The engine passes every part as a value (the private words packed as their fields say):
   * the constructor stays small enough for V8 to inline into the scorer, where the allocation
   * is folded into the scorer's own.
   */
  constructor(
    rules: RiichiRules,
    bits: number,
    readings: number,
    souFlags: number,
    word: number,
    honors: number,
    meldCodes: number,
    honba: number,
    riichiSticks: number,
    points: number,
    doras: number,
    basePoints: number,
    total: number,
  ) {
    this.#rules = rules;
    this.#bits = bits;
    this.#readings = readings;
    this.#souFlags = souFlags;
    this.#word = word;
    this.#honors = honors;
    this.#meldCodes = meldCodes;
    this.#honba = honba;
    this.#riichiSticks = riichiSticks;
    this.#points = points;
    this.#doras = doras;
    this.#basePoints = basePoints;
    this.#total = total;
  }

  /** The record, unpacked (for the itemised parts, built on first read). */
  static #recordOf(self: RiichiScoreResult): WinRecord {
    const word = self.#word;
    const discarder = (word >> WORD_DISCARDER_SHIFT) & 7;
    const liable = (word >> WORD_LIABLE_SHIFT) & 7;
    const winCode = self.#honors >>> HONORS_WIN_SHIFT;
    const meldCount = (word >> WORD_MELDS_SHIFT) & 7;
    const shape = (word & WORD_SHAPE_MASK) - 1;
    const standard = shape === SHAPE_STANDARD;
    const yakuman = self.yakuman > 0;
    return {
      rules: self.#rules,
      yakuBits: yakuman ? 0 : self.#bits,
      yakumanBits: yakuman ? self.#bits : 0,
      yakuman: self.yakuman,
      fu: self.fu,
      base: self.basePoints,
      dora: self.dora,
      uraDora: self.uraDora,
      akaDora: self.akaDora,
      renhouHan: word & WORD_RENHOU_HAN ? 5 : 0,
      localBits: yakuman ? 0 : self.#points >>> POINTS_LOCAL_SHIFT,
      renhouMangan: (word & WORD_RENHOU_MANGAN) !== 0,
      shape,
      readingM: standard ? suitReadingById(self.#readings & READING_MASK) : null,
      readingP: standard ? suitReadingById(self.#readings >>> READING_SHIFT) : null,
      readingS: standard ? suitReadingById(self.#souFlags & READING_MASK) : null,
      winCode: winCode === 255 ? -1 : winCode,
      winTile: (word >> WORD_WIN_TILE_SHIFT) & 63,
      wait: (word >> WORD_WAIT_SHIFT) & 7,
      pinfu: ((word >> WORD_PINFU_SHIFT) & 1) !== 0,
      honorCounts: self.#honors & ((1 << HONORS_WIN_SHIFT) - 1),
      meldCount,
      meldCodes: self.#meldCodes,
      flags: self.#souFlags >>> READING_SHIFT,
      seatWind: (word >> WORD_SEAT_SHIFT) & 7,
      roundWind: (word >> WORD_ROUND_SHIFT) & 7,
      honba: self.#honba,
      riichiSticks: self.#riichiSticks,
      discarderWind: discarder === 0 ? undefined : discarder,
      liableWind: liable === 0 ? undefined : liable,
    };
  }

  static #partsOf(self: RiichiScoreResult): Built {
    self.#built ??= { win: RiichiScoreResult.#recordOf(self) };
    return self.#built;
  }

  get yaku(): YakuLine[] {
    const b = RiichiScoreResult.#partsOf(this);
    if (b.yaku === undefined) {
      const w = b.win;
      const yaku: YakuLine[] = [];
      if (w.renhouMangan) yaku.push({ id: 'renhou', han: 5 });
      else if (w.yakuman > 0) {
        const rules = w.rules;
        let best = 0;
        let bestId = '';
        for (let i = 0; i < YAKUMAN.length; i++) {
          if (((w.yakumanBits >> i) & 1) === 0) continue;
          const y = YAKUMAN[i]!;
          const m = yakumanMultiple(y, rules);
          yaku.push({ id: y.id, han: 13 * m });
          if (m > best) {
            best = m;
            bestId = y.id;
          }
        }
        // One yakuman at most: report the yakuman that is paid.
        if (!rules.yakumanStacking) yaku.splice(0, yaku.length, { id: bestId, han: 13 });
      } else {
        const closed = isClosed(w);
        // The set bits only, lowest first (the registry's order).
        for (let bits = w.yakuBits; bits !== 0; bits &= bits - 1) {
          const y = YAKU[31 - Math.clz32(bits & -bits)]!;
          yaku.push({ id: y.id, han: closed ? y.han.closed : y.han.open });
        }
        for (let i = 0; i < LOCAL_YAKU.length; i++) {
          const y = LOCAL_YAKU[i]!;
          if ((w.localBits >> i) & 1) yaku.push({ id: y.id, han: closed ? y.han.closed : y.han.open });
        }
        if (w.renhouHan) yaku.push({ id: 'renhou', han: w.renhouHan });
        if (w.dora) yaku.push({ id: 'dora', han: w.dora });
        if (w.akaDora) yaku.push({ id: 'aka_dora', han: w.akaDora });
        if (w.uraDora) yaku.push({ id: 'ura_dora', han: w.uraDora });
      }
      b.yaku = yaku;
    }
    return b.yaku;
  }

  get fuLines(): FuLine[] {
    const b = RiichiScoreResult.#partsOf(this);
    if (b.fuLines === undefined) {
      const w = b.win;
      const lines: FuLine[] = [];
      if (w.fu !== null && w.yakuman === 0 && w.shape >= 0) countFu(interpretationContext(w), w.pinfu, lines);
      b.fuLines = lines;
    }
    return b.fuLines;
  }

  get perPayer(): HandPayment {
    const b = RiichiScoreResult.#partsOf(this);
    b.perPayer ??= handPayment(this.basePoints, b.win.seatWind === 1, (b.win.flags & SIT_TSUMO) !== 0);
    return b.perPayer;
  }

  get interpretation(): Interpretation {
    const b = RiichiScoreResult.#partsOf(this);
    if (b.interpretation === undefined) {
      const w = b.win;
      b.interpretation =
        w.shape < 0
          ? { shape: 'standard', groups: [], pair: null, wait: 'tanki' }
          : describe(interpretationContext(w));
    }
    return b.interpretation;
  }

  get payment(): Payment {
    const b = RiichiScoreResult.#partsOf(this);
    if (b.payment === undefined) {
      const w = b.win;
      const tsumo = (w.flags & SIT_TSUMO) !== 0;
      const paoBase = w.liableWind === undefined ? 0 : 8000 * paoCoveredOf(w);
      // §5.4 shanghai2 (⚑paoDaiminkanRinshan): a rinshan tsumo after an open kan is paid wholly
      // by the player who discarded the kan tile, named as the liable player. (The meld codes do
      // not tell a daiminkan from a kan added to a pon, whose tile nobody discarded: the engine
      // refuses a liable player named for that one, `refuseBaselessLiability` in score.ts.)
      const kanLiable = daiminkanRinshanLiable(w);
      const discarderWind = w.discarderWind ?? ((w.seatWind + 2) % 4) + 1;
      const input: WinPaymentInput = {
        winner: (w.seatWind - 1) as Seat,
        dealer: 0,
        tsumo,
        discarder: tsumo ? undefined : ((discarderWind - 1) as Seat),
        base: w.base,
        honba: w.honba,
        sticks: 1000 * w.riichiSticks,
        liable:
          w.liableWind !== undefined && (paoBase > 0 || kanLiable) ? ((w.liableWind - 1) as Seat) : undefined,
        liableBase: kanLiable || w.rules.paoScope === 'whole' ? w.base : paoBase,
        rules: w.rules,
      };
      b.payment = riichiWinPayment(input);
    }
    return b.payment;
  }

  /**
   * How many yakuman a player liable for this hand covers (§5.4): 0 where no liability can stand.
   * The scorer's payment and the ledger's both read it, so that they never differ.
   */
  static paoCovered(self: RiichiScoreResult): number {
    return self.yakuman === 0 ? 0 : paoCoveredOf(RiichiScoreResult.#partsOf(self).win);
  }

  /**
   * The pao yakuman of the rules (`rules.pao`) the hand holds, every one of them: without
   * stacking, `yaku` lists only the yakuman paid, and §5.4 liability stands beside another.
   */
  static paoYakumanHeld(self: RiichiScoreResult): PaoYakuman[] {
    const held: PaoYakuman[] = [];
    if (self.yakuman === 0) return held;
    const bits = self.#bits;
    for (let i = 0; i < YAKUMAN.length; i++) {
      const y = YAKUMAN[i]!;
      if (((bits >> i) & 1) !== 0 && y.pao && self.#rules.pao.includes(y.pao)) held.push(y.pao);
    }
    return held;
  }

  get lines(): ScoreLine[] {
    const b = RiichiScoreResult.#partsOf(this);
    b.lines ??= this.yaku.map((y) =>
      this.yakuman > 0
        ? { id: y.id, value: y.han / 13, unit: 'yakuman' as const }
        : { id: y.id, value: y.han, unit: 'han' as const },
    );
    return b.lines;
  }

  /** What Node's `console.log` and `util.inspect` show: the plain result, as `toJSON` gives it. */
  [Symbol.for('nodejs.util.inspect.custom')](): RiichiScore {
    return this.toJSON();
  }

  toJSON(): RiichiScore {
    return {
      family: this.family,
      yaku: this.yaku,
      yakuman: this.yakuman,
      han: this.han,
      fu: this.fu,
      fuLines: this.fuLines,
      dora: this.dora,
      uraDora: this.uraDora,
      akaDora: this.akaDora,
      limit: this.limit,
      basePoints: this.basePoints,
      perPayer: this.perPayer,
      total: this.total,
      payment: this.payment,
      lines: this.lines,
      interpretation: this.interpretation,
    };
  }
}

/** The limits' names by code (`LIMIT_*`), below yakuman. */
const LIMIT_NAMES: readonly (LimitName | null)[] = Object.assign(Array<LimitName | null>(8).fill(null), {
  [LIMIT_MANGAN]: 'mangan',
  [LIMIT_HANEMAN]: 'haneman',
  [LIMIT_BAIMAN]: 'baiman',
  [LIMIT_SANBAIMAN]: 'sanbaiman',
  [LIMIT_KAZOE_SANBAIMAN]: 'kazoe_sanbaiman',
  [LIMIT_KAZOE_YAKUMAN]: 'kazoe_yakuman',
  [LIMIT_KIRIAGE_MANGAN]: 'kiriage_mangan',
});
/** The limit's name of a yakuman multiple, up to every yakuman counted double. */
const YAKUMAN_LIMIT_NAMES: readonly LimitName[] = Array.from({ length: 2 * YAKUMAN.length + 1 }, (_, m) =>
  yakumanLimitName(Math.max(m, 1)),
);

/** A declared meld's type (in `WinRecord.meldCodes`) for a concealed kan; the others are open. */
const MELD_CONCEALED_KAN = 3;

/** A declared meld's type for an open kan (a daiminkan or a kan added to a pon). */
const MELD_OPEN_KAN = 2;

/** Whether a declared meld is an open kan. */
function hasOpenKan(w: WinRecord): boolean {
  for (let i = 0; i < w.meldCount; i++) if (((w.meldCodes >> (8 * i)) & 3) === MELD_OPEN_KAN) return true;
  return false;
}

/** §5.4 shanghai2 (⚑paoDaiminkanRinshan): a rinshan tsumo after an open kan, a liable player named. */
function daiminkanRinshanLiable(w: WinRecord): boolean {
  return (
    w.rules.paoDaiminkanRinshan &&
    (w.flags & SIT_TSUMO) !== 0 &&
    (w.flags & SIT_RINSHAN) !== 0 &&
    w.liableWind !== undefined &&
    hasOpenKan(w)
  );
}

/** The declared melds as the §5.4 trigger reads them (`meldCodes`' types: run, triplet, open kan, closed kan). */
/** A yakuman's multiple under the rules: 2 where they double it. */
function yakumanMultiple(y: (typeof YAKUMAN)[number], rules: RiichiRules): number {
  return y.doubleId !== undefined && rules.doubleYakuman.includes(y.doubleId) ? 2 : 1;
}

/**
 * The yakuman a liable player covers (§5.4): each pao yakuman of the rules the hand holds whose
 * groups are all shown, one of them called from a discard (a liability that cannot stand is not
 * paid), at its multiple; without stacking one at most, as one yakuman at most is paid.
 */
function paoCoveredOf(w: WinRecord): number {
  if (w.renhouMangan || w.yakumanBits === 0) return 0;
  const rules = w.rules;
  let covered = 0;
  for (let i = 0; i < YAKUMAN.length; i++) {
    if (((w.yakumanBits >> i) & 1) === 0) continue;
    const y = YAKUMAN[i]!;
    if (y.pao && rules.pao.includes(y.pao) && paoCouldBeFed(y.pao, paoMelds(w)))
      covered += yakumanMultiple(y, rules);
  }
  return rules.yakumanStacking ? covered : Math.min(covered, 1);
}

function paoMelds(w: WinRecord): PaoMeld[] {
  const melds: PaoMeld[] = [];
  for (let i = 0; i < w.meldCount; i++) {
    const code = (w.meldCodes >> (8 * i)) & 255;
    const type = code & 3;
    melds.push({
      kind: code >> 2,
      run: type === 0,
      kan: type >= MELD_OPEN_KAN,
      called: type !== MELD_CONCEALED_KAN,
    });
  }
  return melds;
}

/** Whether no declared meld is open (a closed kan keeps the hand closed). */
function isClosed(w: WinRecord): boolean {
  for (let i = 0; i < w.meldCount; i++)
    if (((w.meldCodes >> (8 * i)) & 3) !== MELD_CONCEALED_KAN) return false;
  return true;
}

// The context the itemised parts are read from; filled for one result at a time.
const scratch = new ScoringContext();
const scratchSituation: Situation = {
  tsumo: false,
  seatWind: 1,
  roundWind: 1,
  riichi: false,
  doubleRiichi: false,
  ippatsu: false,
  haitei: false,
  houtei: false,
  rinshan: false,
  chankan: false,
  tenhou: false,
  chiihou: false,
  renhou: false,
  openRiichi: false,
  tsubameGaeshi: false,
  kanburi: false,
  dealerStreak: 0,
  doraIndicators: [],
  uraIndicators: [],
  honba: 0,
  riichiSticks: 0,
};

/**
 * The record's interpretation as a scoring context: the groups, pair and wait, the melds and
 * the situation's flags; what the itemised fu count and the interpretation's description read.
 * One shared context, valid until the next call.
 */
function interpretationContext(w: WinRecord): ScoringContext {
  const c = scratch;
  const sit = scratchSituation;
  const f = w.flags;
  sit.tsumo = (f & SIT_TSUMO) !== 0;
  sit.rinshan = (f & SIT_RINSHAN) !== 0;
  sit.seatWind = w.seatWind;
  sit.roundWind = w.roundWind;
  c.rules = w.rules;
  c.sit = sit;
  c.closed = true;
  c.kanCount = 0;
  let i = 0;
  for (; i < w.meldCount; i++) {
    const code = (w.meldCodes >> (8 * i)) & 255;
    const type = code & 3;
    const concealed = type === MELD_CONCEALED_KAN ? 1 : 0;
    const kind = type - concealed; // GROUP_SEQUENCE, GROUP_TRIPLET or GROUP_KAN
    c.groupKind[i] = kind;
    c.groupTile[i] = code >> 2;
    c.groupOpen[i] = concealed ^ 1;
    c.groupConcealed[i] = concealed;
    if (concealed === 0) c.closed = false;
    if (kind === GROUP_KAN) c.kanCount++;
  }
  c.hasMelds = w.meldCount > 0;
  c.winTile = w.winTile;
  c.seatWindTile = 26 + w.seatWind;
  c.roundWindTile = 26 + w.roundWind;
  c.shape = w.shape < 0 ? SHAPE_STANDARD : w.shape;
  c.wait = w.wait;
  c.pair = -1;
  c.winGroup = -1;
  if (w.shape === SHAPE_STANDARD && w.readingM && w.readingP && w.readingS) {
    i = putReading(c, w.readingM, 0, i);
    i = putReading(c, w.readingP, 9, i);
    i = putReading(c, w.readingS, 18, i);
    for (let h = 0; h < 7; h++) {
      const n = (w.honorCounts >> (3 * h)) & 7;
      if (n === 3) {
        c.groupKind[i] = GROUP_TRIPLET;
        c.groupTile[i] = 27 + h;
        c.groupOpen[i] = 0;
        c.groupConcealed[i] = 1;
        i++;
      } else if (n === 2) c.pair = 27 + h;
    }
    if (w.winCode < 100) {
      const seq = w.winCode >= 34;
      const tile = seq ? w.winCode - 34 : w.winCode;
      for (let g = w.meldCount; g < 4; g++) {
        if ((c.groupKind[g] === GROUP_SEQUENCE) === seq && c.groupTile[g] === tile) {
          c.winGroup = g;
          // A triplet completed by a discard counts as open (§4).
          if (!seq && !sit.tsumo) c.groupConcealed[g] = 0;
          break;
        }
      }
    }
  }
  c.derive();
  return c;
}

/** Writes a suit reading's groups into the context from group `i` on; returns the next group. */
function putReading(c: ScoringContext, r: SuitReading, base: number, i: number): number {
  const groups = r.groups;
  for (let j = 0; j < groups.length; j++) {
    const code = groups[j]!;
    const seq = code >= 9;
    c.groupKind[i] = seq ? GROUP_SEQUENCE : GROUP_TRIPLET;
    c.groupTile[i] = base + (seq ? code - 9 : code);
    c.groupOpen[i] = 0;
    c.groupConcealed[i] = seq ? 0 : 1;
    i++;
  }
  if (r.pair >= 0) c.pair = base + r.pair;
  return i;
}

/** The interpretation of a context, for the result. */
function describe(c: ScoringContext): Interpretation {
  if (c.shape === SHAPE_KOKUSHI)
    return { shape: 'kokushi', groups: [], pair: null, wait: WAIT_NAMES[c.wait]! };
  if (c.shape === SHAPE_CHIITOITSU) return { shape: 'chiitoitsu', groups: [], pair: null, wait: 'tanki' };
  if (c.shape === SHAPE_SHIISANPUUTAA)
    return { shape: 'shiisanpuutaa', groups: [], pair: null, wait: 'none' };
  const groups: Interpretation['groups'] = [];
  for (let i = 0; i < 4; i++) {
    const kind = c.groupKind[i]!;
    groups.push({
      kind: kind === GROUP_SEQUENCE ? 'sequence' : kind === GROUP_KAN ? 'kan' : 'triplet',
      tile: c.groupTile[i]!,
      open: c.groupOpen[i] === 1,
      concealed: c.groupConcealed[i] === 1,
    });
  }
  return { shape: 'standard', groups, pair: c.pair, wait: WAIT_NAMES[c.wait]! };
}
