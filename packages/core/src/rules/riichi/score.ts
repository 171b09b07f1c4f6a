// scoreRiichiHand: a winning hand and its situation to the full breakdown (score box 1) and
// the payments (score box 2).
//
// The engine is built for bulk scoring (log archives, simulators). One pass over the tiles
// validates the input and counts it, each suit into a key of its count pattern; the
// whole-hand facts follow as bits (suits present, simples, terminals, greens, read off the
// keys; the declared melds as per-suit masks). Each suit's readings
// come from a memoised table keyed by the suit's count pattern and carry their own facts
// (sequence and triplet masks, twin sequences, "outside"), so an interpretation (§2.2) is
// scored by combining three readings with a few bit operations: the yaku of §3 are a bit set
// over the registry's order (bit i = YAKU[i], and likewise for YAKUMAN), han are summed over
// the set bits, fu are counted from the readings' facts. Every interpretation is scored and
// one kept by §2.3 (yakuman multiple, then payment, then han, then fu) without allocating.
// One function reads, checks and scores a hand, the dora count and the comparison of
// interpretations included, with the hand's facts and the best interpretation so far in its
// locals (where the compiler can keep them in registers), not in the engine's closure.
// Facts that differ from hand to hand (suits, riichi, tsumo, a meld's kind, a reading's yaku,
// the wait, the pair) are computed as bits of 0 or 1 and multiplied in, not tested with `if`:
// V8 compiles a condition to a jump the processor must guess, and guessing them wrong cost more
// than the arithmetic (bench/README.md, item 14). Checks that hands pass stay tests. A mask is
// written `0 - bit`, never `-bit`: V8 negates a value that may be 0 in floating point (its
// negation is -0, a double) and converts the result back (bench/README.md, item 20). Sums
// known to stay small are written `(a + b) | 0` and such products `Math.imul`: V8 otherwise
// checks each for overflow, a test and a jump (item 21).
// The rules' switches are compared with `=== true` (`resolveRiichiRules` holds them to
// booleans): a value read off an object is of no known type to the compiler, and `if (x)`
// compiles to the whole test of truthiness (false, "", 0, NaN, 0n, null, undefined).
//
// The registry in yaku.ts (pure predicates over a ScoringContext) is the readable statement of
// each yaku; the tests hold this engine equal to it on every corpus hand and on random hands.
// The itemised parts of the result (yaku lines, fu lines, payment lines, the interpretation)
// are built from the kept interpretation when first read, by result.ts.

import { fixedArray } from '../../fixed.ts';
import {
  FACT_OUTSIDE,
  FACT_PAIR_SHIFT,
  FACT_SEQUENCES_SHIFT,
  FACT_TRIPLET_SHIFT,
  FACT_TRIPLETS_SHIFT,
  FACT_TWINS_SHIFT,
  type SuitReading,
  suitReadingById,
  suitReadingFacts,
  suitReadingRange,
} from '../../hand/decompose.ts';
import { fail, issue, ok, type Result } from '../../result.ts';
import { kindOf } from '../../tiles/tile.ts';
import { checkRiichiInput, MAX_SITUATION_COUNT, type RiichiScoreInput } from './input.ts';
import {
  DORAS_AKA_SHIFT,
  DORAS_URA_SHIFT,
  HONORS_WIN_SHIFT,
  LIMIT_KAZOE_SANBAIMAN,
  LIMIT_KAZOE_YAKUMAN,
  LIMIT_KIRIAGE_MANGAN,
  LIMIT_MANGAN,
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
  SIT_CHANKAN,
  SIT_CHIIHOU,
  SIT_DOUBLE_RIICHI,
  SIT_HAITEI,
  SIT_HOUTEI,
  SIT_IPPATSU,
  SIT_KANBURI,
  SIT_OPEN_RIICHI,
  SIT_RENHOU,
  SIT_RIICHI,
  SIT_RINSHAN,
  SIT_TENHOU,
  SIT_TSUBAME_GAESHI,
  SIT_TSUMO,
  WAIT_KOKUSHI,
  WAIT_KOKUSHI_13,
  WAIT_NONE,
  WAIT_RYANMEN,
  WAIT_TANKI,
  WORD_DISCARDER_SHIFT,
  WORD_LIABLE_SHIFT,
  WORD_MELDS_SHIFT,
  WORD_PINFU_SHIFT,
  WORD_RENHOU_HAN,
  WORD_RENHOU_MANGAN,
  WORD_ROUND_SHIFT,
  WORD_SEAT_SHIFT,
  WORD_WAIT_SHIFT,
  WORD_WIN_TILE_SHIFT,
} from './layout.ts';
import type { RiichiRules } from './options.ts';
import { paoCouldBeFed, paoMeldOf, paoShapeNeeded } from './pao.ts';
import { handPaymentTotal } from './points.ts';
import { type RiichiScore, type RiichiScoreError, RiichiScoreResult } from './result.ts';
import { engineTables } from './tables.ts';
import { LOCAL_YAKU, YAKU, YAKUMAN } from './yaku.ts';

/** The engine: `scoreRiichiHand`, and with `anyWinTile` false the hand with its own winning tile only. */
type Engine = (
  input: RiichiScoreInput,
  rules: RiichiRules,
  anyWinTile?: boolean,
) => Result<RiichiScore, RiichiScoreError>;

/**
 * The engine: its tables and working state live in this closure as constant bindings, so V8
 * folds the tables into the compiled code. Module-level bindings would not do: bundlers such
 * as esbuild turn them into `var`, which V8 must reload on every use (the tile loop ran ~60%
 * slower that way). The packed words' layout and the shapes' and waits' codes are read straight
 * from layout.ts: a module without imports, whose numbers esbuild writes in where they are used
 * when minifying. They used to be copied into this closure from the module's namespace, which
 * made the bundle build that namespace as an object of ~60 getters, each compiled when first
 * read at import (the cold start counts). The function runs no loop of its own: its tables are
 * filled by functions it calls. A loop here spent the function's interrupt budget, and V8 then
 * compiled the whole of it (~50 KB of source, the scorer's included) with its baseline compiler
 * at import, for code that runs once (~1M instructions of the cold start).
 */
function createEngine(): Engine {
  // The result's class, `ok` and the readings' facts, bindings of this closure too: a bundle's
  // module-level class or function is reloaded, and checked against the one compiled in, at every
  // use.
  const RiichiResult = RiichiScoreResult;
  /**
   * The first result scored, kept for the life of the engine, so that a full collection always
   * finds a result alive. V8 holds the object shapes ("maps") that compiled code assumes only
   * weakly, and a result's shape is reached from its class only through the chain of shapes its
   * fields were added in, which V8 also holds weakly. A full collection at a moment when no
   * result was alive (between two batches, or the bench's collection before each round) freed
   * those shapes and so threw away the compiled scorer, the result's constructor and the
   * caller's loop; the scorer then ran in the baseline tier for the ~50 ms V8 takes to compile
   * it again (bench/README.md, item 19). One result keeps the whole chain alive. Kept here, not
   * by `scoreRiichiHand`: a test there read a module-level array on every call (item 20).
   */
  let firstResult: RiichiScore | undefined;
  const okResult = ok;
  /** The suit readings' facts: a table of fixed size (`FACTS_CAPACITY`), a constant here. */
  const FACTS = suitReadingFacts();
  /**
   * The fixed tables below, read as literal data (tables.ts): each was filled here by its
   * formula, now in test/support/engine-tables.ts, which the tests hold the data equal to.
   */
  const T = engineTables();
  // ---- the registry's order as bits -----------------------------------------------------------

  // Each registry's positions by id, in one pass: some fifty look-ups follow, run once by the
  // interpreter at import (a search of the registry for each took ~0.3 ms of the cold start).
  const positions = (registry: readonly { id: string }[]) => {
    const at = new Map<string, number>();
    for (let i = 0; i < registry.length; i++) at.set(registry[i]!.id, i);
    return at;
  };
  const yakuAt = positions(YAKU);
  const yakumanAt = positions(YAKUMAN);
  function yakuBit(id: string): number {
    const i = yakuAt.get(id);
    if (i === undefined) throw new Error(`no yaku ${id}`);
    return 1 << i;
  }
  function yakumanBit(id: string): number {
    const i = yakumanAt.get(id);
    if (i === undefined) throw new Error(`no yakuman ${id}`);
    return 1 << i;
  }
  if (YAKU.length > 31 || YAKUMAN.length > 31) throw new Error('the yaku bit sets hold at most 31 entries');

  const Y_RIICHI = yakuBit('riichi');
  const Y_DOUBLE_RIICHI = yakuBit('double_riichi');
  const Y_OPEN_RIICHI = yakuBit('open_riichi');
  const Y_IPPATSU = yakuBit('ippatsu');
  const Y_MENZEN_TSUMO = yakuBit('menzen_tsumo');
  const Y_PINFU = yakuBit('pinfu');
  const Y_IIPEIKOU = yakuBit('iipeikou');
  const Y_TANYAO = yakuBit('tanyao');
  const Y_HAKU = yakuBit('yakuhai_haku');
  const Y_HATSU = yakuBit('yakuhai_hatsu');
  const Y_CHUN = yakuBit('yakuhai_chun');
  // The dragons' yakuhai are read as three bits from Y_HAKU up (the registry lists them in a row).
  if (Y_HATSU !== Y_HAKU << 1 || Y_CHUN !== Y_HAKU << 2)
    throw new Error("the dragons' yakuhai are not in a row");
  const Y_SEAT_WIND = yakuBit('yakuhai_seat_wind');
  const Y_ROUND_WIND = yakuBit('yakuhai_round_wind');
  const Y_RINSHAN = yakuBit('rinshan_kaihou');
  const Y_CHANKAN = yakuBit('chankan');
  const Y_HAITEI = yakuBit('haitei_raoyue');
  const Y_HOUTEI = yakuBit('houtei_raoyui');
  const Y_CHIITOITSU = yakuBit('chiitoitsu');
  const Y_SANSHOKU = yakuBit('sanshoku_doujun');
  const Y_ITTSU = yakuBit('ittsu');
  const Y_CHANTA = yakuBit('chanta');
  const Y_DOUKOU = yakuBit('sanshoku_doukou');
  const Y_SANANKOU = yakuBit('sanankou');
  const Y_SANKANTSU = yakuBit('sankantsu');
  const Y_TOITOI = yakuBit('toitoi');
  const Y_SHOUSANGEN = yakuBit('shousangen');
  const Y_HONROUTOU = yakuBit('honroutou');
  const Y_RYANPEIKOU = yakuBit('ryanpeikou');
  const Y_HONITSU = yakuBit('honitsu');
  const Y_JUNCHAN = yakuBit('junchan');
  const Y_CHINITSU = yakuBit('chinitsu');

  const YM_KOKUSHI = yakumanBit('kokushi_musou');
  const YM_KOKUSHI_13 = yakumanBit('kokushi_musou_juusanmen');
  const YM_SUUANKOU = yakumanBit('suuankou');
  const YM_SUUANKOU_TANKI = yakumanBit('suuankou_tanki');
  const YM_DAISANGEN = yakumanBit('daisangen');
  const YM_SHOUSUUSHII = yakumanBit('shousuushii');
  const YM_DAISUUSHII = yakumanBit('daisuushii');
  const YM_TSUUIISOU = yakumanBit('tsuuiisou');
  const YM_DAICHISEI = yakumanBit('daichisei');
  const YM_RYUUIISOU = yakumanBit('ryuuiisou');
  const YM_CHINROUTOU = yakumanBit('chinroutou');
  const YM_CHUUREN = yakumanBit('chuuren_poutou');
  const YM_JUNSEI_CHUUREN = yakumanBit('junsei_chuuren_poutou');
  const YM_SUUKANTSU = yakumanBit('suukantsu');
  const YM_TENHOU = yakumanBit('tenhou');
  const YM_CHIIHOU = yakumanBit('chiihou');
  const YM_RENHOU = yakumanBit('renhou');
  const YM_PAARENCHAN = yakumanBit('paarenchan');
  const YM_DAISHARIN = yakumanBit('daisharin');
  const YM_SHIISANPUUTAA = yakumanBit('shiisanpuutaa');

  // ---- han by the registry ----------------------------------------------------------------------
  // Nothing here depends on the rules: what does (which yakuman count double, stacking, kazoe,
  // kiriage) is read off the rules object where it is used, on paths most hands never take.

  /** Yaku bits worth any han with the hand closed / open. */
  const CLOSED_MASK = T.CLOSED_MASK;
  const OPEN_MASK = T.OPEN_MASK;

  /**
   * The registry's han of the yaku bits, a byte of the bit set at a time, closed (entries
   * 0-1023) and open (1024-2047): entry 1024 o + 256 j + v is the han of the bits v << 8j (at
   * most 8 yaku of at most 6 han: within an Int8).
   */
  const HAN = T.HAN;

  /** The han of a set of yaku bits; `open` 1024 for an open hand's han, 0 for a closed one's. */
  function sumHan(bits: number, open: number): number {
    return (
      HAN[open + (bits & 255)]! +
      HAN[open + 256 + ((bits >>> 8) & 255)]! +
      HAN[open + 512 + ((bits >>> 16) & 255)]! +
      HAN[open + 768 + (bits >>> 24)]!
    );
  }

  // ---- per-kind tables ----------------------------------------------------------------------

  const F_SIMPLE = 1;
  const F_TERMINAL = 2;
  const F_HONOR = 4;
  const F_GREEN = 8;
  const F_MAN = 16;
  const F_PIN = 32;
  const F_SOU = 64;

  /** Kind of every tile id a riichi hand may hold (0..36: the 34 kinds and the three red fives). */
  const KIND_OF = T.KIND_OF;
  /** The dora an indicator of each kind points at. */
  const DORA_OF = T.DORA_OF;
  // The tile loop's tables are indexed by tile id, not kind, so their loads do not wait for
  // the kind's.
  /** Flags of a tile's kind, by tile id. */
  const TILE_FLAGS = T.TILE_FLAGS;
  /**
   * Weight of a tile in the key of its suit (`suitReadingsOfKey`), 0 in the other suits' keys;
   * by tile id: 8 ** (8 - its number in the suit).
   */
  const KEY_M = T.KEY_M;
  const KEY_P = T.KEY_P;
  const KEY_S = T.KEY_S;
  /** Weight of a tile in the honours' key (3 bits per honour, East in the lowest), by tile id. */
  const KEY_H = T.KEY_H;
  /** A tile's field in each key (7 at its place in its own key, 0 in the others), by tile id. */
  const FIELD_M = T.FIELD_M;
  const FIELD_P = T.FIELD_P;
  const FIELD_S = T.FIELD_S;
  const FIELD_H = T.FIELD_H;
  /** Where a tile's count sits in its key, by tile id. */
  const FIELD_SHIFT = T.FIELD_SHIFT;
  /** A tile's kind by tile id, 255 for the ids 37-63 (no tile): tables read at `id & 63`. */
  const KIND64 = T.KIND64;
  /**
   * By kind: bit k for a suit's kind, bit 31 for an honour or no tile, to check a run. 256
   * entries: a meld's checks read it at any kind `KIND64` gives (255 for no tile) before refusing.
   */
  const RUN_BIT = T.RUN_BIT;
  /** The kinds a run may start from (numbers 1-7 of a suit), as bits. */
  const RUN_STARTS = T.RUN_STARTS;
  // A declared meld's facts by its code, 4 × its lowest kind + its type (0 a run, 1 a triplet, 2
  // an open kan, 3 a concealed kan; 136 codes, tables of 256 entries): what the scoring function
  // adds up a meld at a time, read off as one load each rather than worked out from the kind.
  /** The meld's part of each key (KEY_M, ...): its tiles' weights. */
  const MELD_KEY_M = T.MELD_KEY_M;
  const MELD_KEY_P = T.MELD_KEY_P;
  const MELD_KEY_S = T.MELD_KEY_S;
  const MELD_KEY_H = T.MELD_KEY_H;
  /**
   * The meld's part of `meldCounts`: a kan (bit 0), a concealed kan (3), a sequence (6), a
   * triplet or kan (9), no terminal or honour (12), its fu (15-22: a triplet 2 open, an open kan
   * 8, a concealed kan 16; twice for a terminal or honour). The codes of melds that cannot exist
   * (a run from an 8 or 9, or from an honour) have 0 in every table.
   */
  const MELD_COUNTS = T.MELD_COUNTS;
  /**
   * The meld's bit in `meldSeqs` (a run) and `meldTris` (a triplet or kan of a suit's tile): bit
   * n + 10 × suit of its lowest tile (n its number).
   */
  const MELD_SEQS = T.MELD_SEQS;
  const MELD_TRIS = T.MELD_TRIS;
  /** Where the concealed tiles' loop keeps the reds' tally: above the honours' seven fields. */
  const REDS_SHIFT = 21;
  /**
   * The honours' key and the reds' tally in one, by tile id: `KEY_H` plus, for a red five, 1 in
   * its suit's 3-bit field of the tally (bits 0-8: man, pin, sou) shifted up by `REDS_SHIFT`. A
   * field overflows only with eight or more red fives of a suit: eight of a kind, which the
   * check of four of a kind refuses whatever the tally then says.
   */
  const KEY_HR = T.KEY_HR;
  /** A red five's field in the reds' tally, at `REDS_SHIFT`; by tile id. */
  const RED_HI = T.RED_HI;
  // Fields of a suit key (3 bits per number, the 1 in the top field, the 9 in the lowest):
  // the terminals', the simples', and the green ones' (2, 3, 4, 6, 8 of sou). The honours'
  // key has the same 3-bit fields, one per honour.
  const KEY_TERMINALS = (7 << 24) | 7;
  const KEY_SIMPLES = 0xfffff8;
  const KEY_GREENS = (7 << 21) | (7 << 18) | (7 << 15) | (7 << 9) | (7 << 3);
  /** The lowest bit of each of a key's nine fields; the field of hatsu in the honours' key. */
  const FIELD_LOW = 0o111111111;
  const HATSU_FIELD = 7 << 15;
  /** The fu of a wait: 2 for a closed, edge or single wait, none for a two-sided wait or two pairs. */
  const WAIT_FU = T.WAIT_FU;
  /**
   * The honour 27 + h whose field's low bit (bit 3h) is the highest set in a mask, by the mask's
   * `Math.clz32`; -1 for none (32).
   */
  const HONOR_PAIR_BY_CLZ = T.HONOR_PAIR_BY_CLZ;
  /** Fu rounded up to the next 10, by fu. */
  const ROUND_FU = T.ROUND_FU;
  /**
   * A direct-mapped cache in front of the suit memo (`suitReadingRange`): a slot per hash of a
   * suit's key, holding the key and its range of reading ids in two fixed arrays, which compiled
   * code addresses directly. The memo itself is a probed table that grows, read through the
   * module's variables and, too large for V8 to inline here, called. Every slot starts at key 0,
   * and key 0 (a suit with no tiles) hashes to slot 0, which starts with its range: an empty
   * suit needs no test of its own, and any other key in a slot not yet filled misses. The
   * look-up is written out at its three uses in the scoring function: a function for it,
   * inlined three times, took 198 bytes of V8's inlining budget (see `scoreWithWinTile`).
   */
  const RANGE_BITS = 14;
  const RANGE_HASH = 0x9e3779b1;
  const RANGE_SHIFT = 32 - RANGE_BITS;
  const rangeKeys = fixedArray(Int32Array, 1 << RANGE_BITS);
  const rangeValues = fixedArray(Int32Array, 1 << RANGE_BITS);
  rangeValues[0] = suitReadingRange(0);
  /** A suit's readings (by its key) from the memo, into the cache. */
  function fillRange(key: number): number {
    const range = suitReadingRange(key);
    const slot = Math.imul(key, RANGE_HASH) >>> RANGE_SHIFT;
    rangeKeys[slot] = key;
    rangeValues[slot] = range;
    return range;
  }
  // The packed facts' layout, as constants of this closure.
  const TRI = FACT_TRIPLET_SHIFT;
  const SEQS = FACT_SEQUENCES_SHIFT;
  const TRIS = FACT_TRIPLETS_SHIFT;
  const TWINS = FACT_TWINS_SHIFT;
  const OUTSIDE = FACT_OUTSIDE;
  const PAIR = FACT_PAIR_SHIFT;

  /**
   * The kind of a tile id a riichi hand may hold, undefined for anything else: a typed array
   * has elements at the integer indices 0..36 only, so one bounds-checked load both checks a
   * number and finds its kind (a test holds this to "an integer from 0 to 36").
   */
  const kindOfTile = (t: unknown): number | undefined => (typeof t === 'number' ? KIND_OF[t] : undefined);
  /**
   * The situation flags a hand's facts forbid, by tsumo (bit 0), riichi (1), the dealer (2), an
   * open hand (3), declared melds (4) and a kan (5): see the scoring function's check.
   */
  const FORBIDDEN = T.FORBIDDEN;
  // Two flags forbid another flag: rinshan ippatsu, houtei chankan; read off by a shift.
  if (SIT_RINSHAN >> 3 !== SIT_IPPATSU || SIT_HOUTEI << 2 !== SIT_CHANKAN)
    throw new Error('internal: the situation flags moved');
  /**
   * 1 at the winds 1..4: a wind is checked by a load like a tile (`kindOfTile`), not by four
   * comparisons, since a hand's seat wind follows no order a branch predictor could learn.
   */
  const WIND = T.WIND;
  /** A kind's suit (0-2; 3 for the honours) and its number in the suit (0-8; 0 for an honour). */
  const SUIT_OF = T.SUIT_OF;
  const NUMBER_OF = T.NUMBER_OF;
  const isWind = (w: unknown) => typeof w === 'number' && WIND[w] === 1;
  const isCount = (n: unknown) =>
    n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_SITUATION_COUNT);

  // ---- working state (the hot path allocates nothing) -----------------------------------------

  /**
   * The ways the winning tile completes a reading, as bits in the readings' group order: 1 its
   * triplet, 2, 4, 8 the sequences from n - 2, n - 1, n (n its number in the suit), 16 the
   * pair. Entry 9 × bit + n: the way's wait << 8 | what its group's code adds to the tile's kind
   * (a sequence's code is 34 + its first tile, the pair's 100 + its tile, the triplet's its tile).
   */
  const WAY = T.WAY;

  /**
   * The yakuman multiple of a set of yakuman bits under the rules: with stacking every yakuman
   * counts, one the rules double (`doubleYakuman`) twice; without it any set is one yakuman.
   */
  function yakumanMultipleOf(bits: number, rules: RiichiRules): number {
    if (rules.yakumanStacking !== true) return 1;
    let n = 0;
    for (let b = bits; b !== 0; b &= b - 1) {
      const d = YAKUMAN[31 - Math.clz32(b & -b)]!.doubleId;
      n += d !== undefined && rules.doubleYakuman.includes(d) ? 2 : 1;
    }
    return n;
  }

  // ---- the local yaku of §3.6 (`LOCAL_YAKU`), off in every preset ------------------------------

  function localBit(id: string): number {
    const i = LOCAL_YAKU.findIndex((y) => y.id === id);
    if (i < 0 || i > 3) throw new Error(`no local yaku ${id} in the result's four bits`);
    return 1 << i;
  }
  const L_SANRENKOU = localBit('sanrenkou');
  const L_ISSHOKU_SANJUN = localBit('isshoku_sanjun');
  const L_TSUBAME_GAESHI = localBit('tsubame_gaeshi');
  const L_KANBURI = localBit('kanburi');
  /** Han of the local yaku bits, closed and open (entry 16 × open + bits). */
  const LOCAL_HAN = T.LOCAL_HAN;
  /** The local yaku of the situation (a ron on a riichi declaration's tile, after a kan) the rules count. */
  function situationLocalBits(flags: number, rules: RiichiRules): number {
    return (
      (rules.tsubameGaeshi === true && (flags & SIT_TSUBAME_GAESHI) !== 0 ? L_TSUBAME_GAESHI : 0) |
      (rules.kanburi === true && (flags & SIT_KANBURI) !== 0 ? L_KANBURI : 0)
    );
  }
  /** Their han (the same open or closed). */
  function situationLocalHan(flags: number, rules: RiichiRules): number {
    return LOCAL_HAN[situationLocalBits(flags, rules)]!;
  }
  /** Sequences by their first kind and triplets (or kans) by kind, of the suits: `readingLocalBits`'s. */
  const localSequences = new Uint8Array(27);
  const localTriplets = new Uint8Array(27);
  function putLocalReading(r: SuitReading, base: number): void {
    for (const g of r.groups) {
      if (g < 9) localTriplets[base + g] = 1;
      else localSequences[base + g - 9]!++;
    }
  }
  /**
   * The local yaku of one standard interpretation that the rules count (sanrenkou, isshoku
   * sanjun), from the three suits' readings and the declared melds. Called only when the rules
   * switch one of them on: its work is what the bit sets would otherwise carry for every hand.
   */
  function readingLocalBits(
    ia: number,
    ib: number,
    ic: number,
    meldCodes: number,
    meldCount: number,
    closed: boolean,
    rules: RiichiRules,
  ): number {
    localSequences.fill(0);
    localTriplets.fill(0);
    putLocalReading(suitReadingById(ia), 0);
    putLocalReading(suitReadingById(ib), 9);
    putLocalReading(suitReadingById(ic), 18);
    for (let i = 0; i < meldCount; i++) {
      const code = (meldCodes >> (8 * i)) & 255;
      const kind = code >> 2;
      if (kind >= 27) continue;
      if ((code & 3) === 0) localSequences[kind]!++;
      else localTriplets[kind] = 1;
    }
    let bits = 0;
    if (rules.sanrenkou === true) {
      for (let k = 0; k < 27; k++) {
        if (k % 9 <= 6 && localTriplets[k] && localTriplets[k + 1] && localTriplets[k + 2])
          bits |= L_SANRENKOU;
      }
    }
    if (rules.isshokuSanjun === true) {
      let three = false;
      let twins = 0;
      for (let k = 0; k < 27; k++) {
        if (localSequences[k]! >= 3) three = true;
        twins += localSequences[k]! >> 1;
      }
      // Four identical sequences of a closed hand are ryanpeikou (yaku.ts, `isshokuSanjun`).
      if (three && !(closed && twins >= 2)) bits |= L_ISSHOKU_SANJUN;
    }
    return bits;
  }

  // ---- han and fu to points, by arithmetic ---------------------------------------------------
  // The scoring function works out base points, the limit and what the winner receives as
  // points.ts's `baseValue`, `limitOf` and `winnerReceives` do (held equal on every corpus hand
  // by the tests), with these tables and bits for their chains of tests: which limit a hand
  // reaches, whether it is the dealer's and whether by tsumo differ from hand to hand. Written
  // there, not called: V8's inlining budget (see `scoreWithWinTile`) would not take them all.

  /**
   * The limit's code by han (`LIMIT_*`, result.ts's `LIMIT_NAMES`: 0 below 5 han; 13: kazoe
   * sanbaiman, and with kazoe yakuman the next code, added where it is used).
   */
  const LIMIT_CODE = T.LIMIT_CODE;
  if (LIMIT_KAZOE_YAKUMAN !== LIMIT_KAZOE_SANBAIMAN + 1) throw new Error('internal: the limit codes moved');
  /** Base points of the limits by han, from `LIMIT_CODE` (13: kazoe, 8000 when the rules make it yakuman). */
  const LIMIT_BASE = T.LIMIT_BASE;
  /**
   * The key (see `keyTable`) of 1112345678999 in one suit. A closed one-suit hand's key minus
   * this has base-8 digits of -3 to 4 summing to 1; such a number is a power of 8 (one field
   * of 1) only when no digit is negative (with digits -3..4 a number's representation is
   * unique): the hand is 1112345678999 and one more tile, nine gates.
   */
  const NINE_GATES = 0o311111113;
  /** The low bits of a suit key's fields of 1 and 9, and of the honours' key's seven fields. */
  const TERMINAL_LOWS = (1 << 24) | 1;
  const HONOR_LOWS = 0o1111111;

  // ---- tiles counted in keys ----------------------------------------------------------------
  // The tiles are counted into four keys of 3-bit fields (the three suits' keys and the
  // honours'), not into an array: adding a table's weight is one load and an add, where a
  // count array costs a load, a store and a reload for every tile. A field holds a count of
  // up to 7, so an input with eight or more of a kind carries into the next field; such a carry
  // lowers the sum of the fields by 7, which the scoring function compares with the number of
  // tiles. A tile's count is its field (FIELD_*) shifted down by FIELD_SHIFT.

  /** The concealed tiles' keys, as `countConcealed` leaves them: man, pin, sou, honours and reds. */
  const tileKeys = fixedArray(Int32Array, 4);
  /**
   * Reads and counts the concealed tiles into `tileKeys`; false when one is not an integer from
   * 0 to 63 (`t & 63` equals only such a number). The ids 37-63, which are no tile, weigh 0 in
   * every key, so the hand's count of tiles (the check of four of a kind compares the keys'
   * fields with it) comes out short and the hand is refused there: no test of its own a tile.
   * A function of its own,
   * so that the compiler gives its four sums registers (in the scoring function's loop they
   * were kept in memory: a store and a load each a tile). (Three tiles a turn, 14 - 3m being
   * 2 + 3k, was 0.987.)
   */
  function countConcealed(conc: readonly number[]): boolean {
    let keyM = 0;
    let keyP = 0;
    let keyS = 0;
    let keyHR = 0;
    for (let i = 0; i < conc.length; i++) {
      const t = conc[i]!;
      const k = t & 63;
      if (k !== t) return false;
      keyM = (keyM + KEY_M[k]!) | 0;
      keyP = (keyP + KEY_P[k]!) | 0;
      keyS = (keyS + KEY_S[k]!) | 0;
      keyHR = (keyHR + KEY_HR[k]!) | 0;
    }
    tileKeys[0] = keyM;
    tileKeys[1] = keyP;
    tileKeys[2] = keyS;
    tileKeys[3] = keyHR;
    return true;
  }

  /** An input whose tsumo or riichi is not a boolean, scored with them read by truthiness. */
  function scoreWithBooleanFlags(
    input: RiichiScoreInput,
    rules: RiichiRules,
    anyWinTile: boolean | undefined,
  ): Result<RiichiScore, RiichiScoreError> {
    const s = input.situation;
    // A situation that is no object (a string has properties too) is refused as it is.
    if (typeof s !== 'object' || s === null) return refuse(input, rules);
    return scoreWithWinTile(
      { hand: input.hand, situation: { ...s, tsumo: !!s.tsumo, riichi: !!s.riichi } },
      rules,
      anyWinTile,
    );
  }

  /** An input the fast read refused: the full check names every problem. */
  function refuse(input: RiichiScoreInput, rules: RiichiRules): Result<RiichiScore, RiichiScoreError> {
    const problems = checkRiichiInput(input, rules);
    if (problems.length) return fail('invalid', problems);
    // The fast read is held equal to the full check by a property test.
    throw new Error('internal: the pre-check refused an input the full check accepts');
  }

  /**
   * Reads, checks and scores one hand with the given winning tile.
   *
   * V8 takes at most 920 bytes of bytecode of other functions into one compiled function, and
   * a callee only when it, with what its own compiled code already took in, is under 460.
   * Helpers called here spend that budget; a helper left out is a call (arguments passed
   * tagged, checked again, and its state kept outside this function's registers). So the
   * steps called for every hand are written here (the dora count, the comparison of
   * interpretations, the check of four of a kind, the suit cache's look-up, base points, the
   * limit and the winner's takings), and the budget goes to the helpers of every hand:
   * `countConcealed`, `sumHan`, the result's constructor. Rare paths stay calls. A change that
   * adds a helper here should be checked with `node --trace-turbo-inlining` (bench/README.md).
   *
   * `scoreRiichiHand` calls it inside a `try`, so that an input whose parts are missing is
   * named rather than thrown on (item 27; until then this was `scoreRiichiHand` itself, one
   * call a hand, item 21). Under rules that let tenhou and chiihou take any of the 14 tiles as
   * the winning tile (`tenhouAnyWinTile`), such a hand is scored with each (`bestOfAnyWinTile`,
   * which passes `anyWinTile` false).
   */
  function scoreWithWinTile(
    input: RiichiScoreInput,
    rules: RiichiRules,
    anyWinTile?: boolean,
  ): Result<RiichiScore, RiichiScoreError> {
    // The body sits in five loops that never turn (every path through it returns), so that V8
    // cannot compile this function on stack replacement (bench/README.md, item 18). V8 does so
    // at a loop's back-edge only when the function's OSR urgency exceeds the loop's nesting
    // depth, which it counts up to 5. The urgency goes up by one when a profiler tick finds the
    // function in a lower tier after V8 has decided to optimise it (a call in flight when the
    // optimised code is installed), and a deoptimisation does not lower it. Once deoptimised (a
    // hand of a new layout or a rare path), a function whose urgency had been raised was
    // compiled so at its first loop's back-edge, and in about one process in ten every later
    // call ran in the baseline tier up to that loop and entered that code there, 15-90x slower,
    // for good: the "cliff" of items 15-17. Here every loop is at depth 5, which needs an
    // urgency of 6; none above 1 was seen. The loops cost nothing: no bytecode jumps back to
    // them (the compiled code is the same), and a test holds every loop of this function at
    // depth 5.
    for (;;)
      for (;;)
        for (;;)
          for (;;)
            for (;;) {
              // ---- read and check the input in one pass, allocating nothing ---------------------------
              // True only where `checkRiichiInput` finds nothing wrong; anything else goes to `refuse`.
              const hand = input.hand;
              const s = input.situation;
              const melds = hand.melds;
              const conc = hand.concealed;
              // The situation is read first, before the tiles: its object (and the indicator lists) are
              // other places in memory, and reading them here lets the processor fetch them while the
              // tile loop runs rather than after it.
              const seatWind = s.seatWind;
              const roundWind = s.roundWind;
              const honbaIn = s.honba;
              const sticksIn = s.riichiSticks;
              const streakIn = s.dealerStreak;
              const discarderWind = s.discarderWind;
              const liableWind = s.liableWind;
              const doraIndicators = s.doraIndicators;
              const uraIndicators = s.uraIndicators;
              const nd = doraIndicators === undefined ? 0 : doraIndicators.length;
              const nu = uraIndicators === undefined ? 0 : uraIndicators.length;
              // Every flag read once, into one word; the checks and the yaku test its bits. Each by `?:`
              // into one OR, so that every operation here runs for every hand: an OR run only for a rare
              // flag has no type feedback when V8 compiles this function, and the first hand with that
              // flag makes V8 throw the compiled code away (bench/README.md, item 16).
              // Tsumo and riichi, the two that differ from hand to hand, as bits without a jump (V8
              // compiles `x ? a : b` to one, which the processor must guess): `x === true` compiles to
              // a comparison and a set. A value other than true or false (riichi may also be absent),
              // which only a JavaScript caller can pass, is read by truthiness, as the full check reads it.
              const tsumoIn = s.tsumo;
              const riichiIn = s.riichi;
              if (
                ((Number(tsumoIn !== true) & Number(tsumoIn !== false)) |
                  (Number(riichiIn !== true) &
                    Number(riichiIn !== false) &
                    Number(riichiIn !== undefined))) !==
                0
              )
                return scoreWithBooleanFlags(input, rules, anyWinTile);
              const flags =
                (Number(tsumoIn === true) * SIT_TSUMO) |
                (Number(riichiIn === true) * SIT_RIICHI) |
                (s.doubleRiichi ? SIT_RIICHI | SIT_DOUBLE_RIICHI : 0) |
                (s.ippatsu ? SIT_IPPATSU : 0) |
                (s.haitei ? SIT_HAITEI : 0) |
                (s.houtei ? SIT_HOUTEI : 0) |
                (s.rinshan ? SIT_RINSHAN : 0) |
                (s.chankan ? SIT_CHANKAN : 0) |
                (s.tenhou ? SIT_TENHOU : 0) |
                (s.chiihou ? SIT_CHIIHOU : 0) |
                (s.renhou ? SIT_RENHOU : 0) |
                (s.openRiichi ? SIT_OPEN_RIICHI : 0) |
                (s.tsubameGaeshi ? SIT_TSUBAME_GAESHI : 0) |
                (s.kanburi ? SIT_KANBURI : 0);
              // A robbed closed kan changes no score, only whether the win can be (kokushi only,
              // where the rules let it): left to the full check, for the rare hand that says so.
              const onAnkan = s.chankanOnAnkan;
              if (onAnkan !== undefined && onAnkan !== false) {
                const problems = checkRiichiInput(input, rules);
                if (problems.length !== 0) return fail('invalid', problems);
              }
              const nm = melds.length;
              if (nm > 4 || conc.length !== 14 - 3 * nm || hand.bonus.length !== 0)
                return refuse(input, rules);
              const win = hand.winTile;
              const winKind = kindOfTile(win);
              if (winKind === undefined) return refuse(input, rules);
              // A five wins as the tile it is: a red five is not a plain one (checkHand names it).
              if ((winKind === 4 || winKind === 13 || winKind === 22) && conc.indexOf(win) < 0)
                return refuse(input, rules);
              if (!countConcealed(conc)) return refuse(input, rules);
              const keyM = tileKeys[0]!;
              const keyP = tileKeys[1]!;
              const keyS = tileKeys[2]!;
              const keyHR = tileKeys[3]!;
              const keyH = keyHR & ((1 << REDS_SHIFT) - 1);
              // The winning tile's field (its count, unshifted).
              const winField =
                (keyM & FIELD_M[win]!) |
                (keyP & FIELD_P[win]!) |
                (keyS & FIELD_S[win]!) |
                (keyH & FIELD_H[win]!);
              if (winField === 0) return refuse(input, rules);
              // Every tile of the hand, the melds' added below.
              let allM = keyM;
              let allP = keyP;
              let allS = keyS;
              let allH = keyH;
              // The declared melds' facts, packed into few words: a loop that carries many values makes
              // the compiler keep them in memory and shuffle them at every turn (23 of them took ~60
              // moves a meld). `meldCounts`: kans (bits 0-2), concealed kans (3-5), sequences (6-8),
              // triplets and kans (9-11), melds without a terminal or honour (12-14), the melds' fu (15-22).
              let meldCounts = 0;
              /** Bit n + 10 × suit: a declared sequence from n / a declared triplet or kan of n. */
              let meldSeqs = 0;
              let meldTris = 0;
              /** The reds' tally, above REDS_SHIFT (the concealed tiles' first). */
              let redTally = keyHR & ~((1 << REDS_SHIFT) - 1);
              /**
               * The declared melds, for the result (its `#meldCodes`): a byte each, its code (4 × its
               * lowest kind + its type, as the MELD_* tables read it). A fourth meld's code of 128 or more
               * sets the sign bit, which `>> 24 & 255` reads back as it was.
               */
              let meldCodes = 0;
              // A meld's kind and shape vary from hand to hand, so after the checks (which hands pass)
              // its facts are read off tables by its code, not worked out by jumps.
              for (let i = 0; i < nm; i++) {
                const m = melds[i]!;
                const ts = m.tiles;
                const kind = m.kind;
                const chi = Number(kind === 'chi');
                const concealedKan = Number(kind === 'ankan');
                const kan = Number(kind === 'kan') | concealedKan | Number(kind === 'kakan');
                if ((chi | kan | Number(kind === 'pon')) === 0 || ts.length !== 3 + kan)
                  return refuse(input, rules);
                // The three tiles, and a kan's fourth (a pon's or chi's first again: read, not tested for).
                const t0 = ts[0]!;
                const t1 = ts[1]!;
                const t2 = ts[2]!;
                const t3 = ts[(3 * kan) | 0]!;
                const i0 = t0 & 63;
                const i1 = t1 & 63;
                const i2 = t2 & 63;
                const i3 = t3 & 63;
                if (i0 !== t0 || i1 !== t1 || i2 !== t2 || i3 !== t3) return refuse(input, rules);
                const k0 = KIND64[i0]!;
                const k1 = KIND64[i1]!;
                const k2 = KIND64[i2]!;
                // A run's kinds as bits (RUN_BIT): three consecutive bits, the lowest at a number 1-7 of a
                // suit (its tiles come in any order); a triplet or kan: one kind, a kan's fourth tile too.
                const runMask = RUN_BIT[k0]! | RUN_BIT[k1]! | RUN_BIT[k2]!;
                const low = runMask & (0 - runMask);
                const sameKind = (k0 ^ k1) | (k0 ^ k2) | ((k0 ^ KIND64[i3]!) & (0 - kan));
                const bad =
                  (chi & (Number(runMask !== Math.imul(low, 7)) | Number((low & RUN_STARTS) === 0))) |
                  ((chi ^ 1) & (Number(sameKind !== 0) | Number(k0 > 33)));
                /** The meld's lowest kind: the run's lowest bit, or the triplet's kind. */
                const lo = k0 + ((31 - Math.clz32(low) - k0) & (0 - chi));
                if (bad !== 0) return refuse(input, rules);
                const code = (4 * lo + (chi ^ 1) + kan + concealedKan) | 0;
                meldCounts = (meldCounts + MELD_COUNTS[code]!) | 0;
                meldSeqs |= MELD_SEQS[code]!;
                meldTris |= MELD_TRIS[code]!;
                redTally =
                  (redTally + RED_HI[i0]! + RED_HI[i1]! + RED_HI[i2]! + (RED_HI[i3]! & (0 - kan))) | 0;
                allM = (allM + MELD_KEY_M[code]!) | 0;
                allP = (allP + MELD_KEY_P[code]!) | 0;
                allS = (allS + MELD_KEY_S[code]!) | 0;
                allH = (allH + MELD_KEY_H[code]!) | 0;
                meldCodes |= code << (8 * i);
              }
              const kanCount = meldCounts & 7;
              const ankanCount = (meldCounts >> 3) & 7;
              const meldSequences = (meldCounts >> 6) & 7;
              const meldTriplets = (meldCounts >> 9) & 7;
              /** 1 when every declared meld holds a terminal or an honour. */
              const meldOutside = (((meldCounts >> 12) & 7) - 1) >>> 31;
              const meldFu = (meldCounts >> 15) & 255;
              /** Per suit: bit n = a declared sequence from n / a declared triplet or kan of n. */
              const meldSeqM = meldSeqs & 511;
              const meldSeqP = (meldSeqs >> 10) & 511;
              const meldSeqS = (meldSeqs >> 20) & 511;
              const meldTriM = meldTris & 511;
              const meldTriP = (meldTris >> 10) & 511;
              const meldTriS = (meldTris >> 20) & 511;
              /**
               * Bit 3h: a declared triplet or kan of honour 27 + h: the honours' fields the melds add
               * 3 or 4 to (their sum: a field of 3, 011, or 4, 100; more only in a hand refused below).
               */
              const meldHonorCounts = allH - keyH;
              const meldHonors =
                ((meldHonorCounts & (meldHonorCounts >> 1)) | (meldHonorCounts >> 2)) & FIELD_LOW;
              const reds = redTally >>> REDS_SHIFT;
              // The hand's flags (F_*), from the keys of all its tiles.
              const suitKeys = allM | allP | allS;
              // In arithmetic, not `x !== 0 ? F : 0`: V8 compiles a condition to a jump, which the
              // processor must guess, and which suits and sorts of tile a hand holds differ from one hand
              // to the next. For 0 <= x < 2^31, (0 - x) >>> 31 is 1 when x is not 0, and (x - 1) >>> 31
              // is 1 when it is.
              const orF =
                ((0 - allM) >>> 31) * F_MAN +
                ((0 - allP) >>> 31) * F_PIN +
                ((0 - allS) >>> 31) * F_SOU +
                ((0 - allH) >>> 31) * F_HONOR +
                ((0 - (suitKeys & KEY_SIMPLES)) >>> 31) * F_SIMPLE +
                ((0 - (suitKeys & KEY_TERMINALS)) >>> 31) * F_TERMINAL;
              const andF =
                (((orF & (F_TERMINAL | F_HONOR)) - 1) >>> 31) * F_SIMPLE +
                (((orF & (F_SIMPLE | F_HONOR)) - 1) >>> 31) * F_TERMINAL +
                ((suitKeys - 1) >>> 31) * F_HONOR +
                (((allM | allP | (allS & ~KEY_GREENS) | (allH & ~HATSU_FIELD)) - 1) >>> 31) * F_GREEN;
              /** The hand's tiles: 14 and one for each kan. */
              const tiles = 14 + kanCount;
              /** 1 for a closed hand (every declared meld a concealed kan), 0 for an open one. */
              const closedBit = (nm - ankanCount - 1) >>> 31;
              // At most one red five a suit, two with four or more in the set; by arithmetic, since the
              // bench's and a club's hands come under rules with and without red fives in turn.
              const redLimit = Number(rules.akaDora !== 0) + Number(rules.akaDora >= 4);
              const red0 = reds & 7;
              const red1 = (reds >> 3) & 7;
              const red2 = (reds >> 6) & 7;
              if (red0 > redLimit || red1 > redLimit || red2 > redLimit) return refuse(input, rules);
              if (!isWind(seatWind) || !isWind(roundWind)) return refuse(input, rules);
              if (!isCount(honbaIn) || !isCount(sticksIn) || !isCount(streakIn)) return refuse(input, rules);
              const tsumo = (flags & SIT_TSUMO) !== 0;
              const rinshanBit = (0 - (flags & SIT_RINSHAN)) >>> 31;
              const dealer = seatWind === 1;
              const riichiBit = (0 - (flags & SIT_RIICHI)) >>> 31;
              const tsumoBit = (0 - (flags & SIT_TSUMO)) >>> 31;
              const dealerBit = Number(dealer);
              // The situation's flags against each other and the hand, by masks (for a bit b of 0 or 1,
              // b - 1 is all ones when b is 0, -b when it is 1), not by tests behind a test of whether any
              // rare flag is set: code that the first thousands of hands do not run has no type feedback,
              // and the first hand that runs it makes V8 throw this function's compiled code away
              // (bench/README.md, item 16).
              // Rinshan, haitei, tenhou and chiihou need a tsumo; chankan, houtei and renhou a ron (which
              // also keeps chankan from rinshan and haitei, and haitei from houtei); ippatsu and open
              // riichi need riichi; tenhou, chiihou and renhou a closed hand without riichi, tenhou the
              // dealer, chiihou and renhou another seat (which keeps tenhou from chiihou); rinshan a kan;
              // ippatsu is not rinshan, chankan not houtei; riichi needs a closed hand. The flags the
              // hand's facts forbid are gathered first (`FORBIDDEN` by six facts, the two that one flag
              // forbids of another by a shift) and tested against the flags once.
              const forbidden =
                FORBIDDEN[
                  tsumoBit |
                    (riichiBit << 1) |
                    (dealerBit << 2) |
                    ((closedBit ^ 1) << 3) |
                    (((0 - nm) >>> 31) << 4) |
                    (((0 - kanCount) >>> 31) << 5)
                ]! |
                ((flags & SIT_RINSHAN) >> 3) |
                ((flags & SIT_HOUTEI) << 2);
              if ((flags & forbidden) !== 0) return refuse(input, rules);
              if (
                discarderWind !== undefined &&
                (!isWind(discarderWind) || discarderWind === seatWind || tsumo)
              ) {
                return refuse(input, rules);
              }
              if (liableWind !== undefined && (!isWind(liableWind) || liableWind === seatWind))
                return refuse(input, rules);
              // The dora and ura dora: what the indicators point at among the hand's tiles. Only the
              // first indicator counts without kan dora. The indicators go into keys of their own, since
              // with the hand they cannot exceed four of a kind either; the dora first, then the ura dora.
              if (nd > 5 || nu > 5) return refuse(input, rules);
              const countedDora = rules.kanDora === true || nd === 0 ? nd : 1;
              const countedUra =
                rules.uraDora !== true ? 0 : (rules.kanDora === true || nu === 0 ? nu : 1) & (0 - riichiBit);
              let doraCount = 0;
              let uraCount = 0;
              let indM = 0;
              let indP = 0;
              let indS = 0;
              let indH = 0;
              // The dora indicators, then the ura ones: two loops, not one over both, whose turns would
              // each test which list they read (which differs from hand to hand: riichi or not). Near
              // copies on purpose: one loop in an outer pass over the two lists took 175 instructions
              // a hand more.
              for (let i = 0; i < nd; i++) {
                const t = doraIndicators![i];
                const k = kindOfTile(t);
                if (k === undefined) return refuse(input, rules);
                if (i < countedDora) {
                  const d = DORA_OF[k]!;
                  const field =
                    (allM & FIELD_M[d]!) | (allP & FIELD_P[d]!) | (allS & FIELD_S[d]!) | (allH & FIELD_H[d]!);
                  doraCount = (doraCount + (field >>> FIELD_SHIFT[d]!)) | 0;
                }
                indM = (indM + KEY_M[t as number]!) | 0;
                indP = (indP + KEY_P[t as number]!) | 0;
                indS = (indS + KEY_S[t as number]!) | 0;
                indH = (indH + KEY_H[t as number]!) | 0;
              }
              for (let i = 0; i < nu; i++) {
                const t = uraIndicators![i];
                const k = kindOfTile(t);
                if (k === undefined) return refuse(input, rules);
                if (i < countedUra) {
                  const d = DORA_OF[k]!;
                  const field =
                    (allM & FIELD_M[d]!) | (allP & FIELD_P[d]!) | (allS & FIELD_S[d]!) | (allH & FIELD_H[d]!);
                  uraCount = (uraCount + (field >>> FIELD_SHIFT[d]!)) | 0;
                }
                indM = (indM + KEY_M[t as number]!) | 0;
                indP = (indP + KEY_P[t as number]!) | 0;
                indS = (indS + KEY_S[t as number]!) | 0;
                indH = (indH + KEY_H[t as number]!) | 0;
              }
              // The hand with its indicators holds at most four of any kind: no field of five or more
              // (101-111: bit 2 with bit 1 or bit 0) in any key, and no count of eight or more, which
              // would carry into the next field and make the sum of the fields (added two at a time into
              // 6-bit sums) fall short of the number of tiles. Written here rather than called: V8 would
              // spend on it the inlining budget the result's helpers need.
              {
                const fm = allM + indM;
                const fp = allP + indP;
                const fs = allS + indS;
                const fh = allH + indH;
                const five =
                  (fm & ((fm << 1) | (fm << 2))) |
                  (fp & ((fp << 1) | (fp << 2))) |
                  (fs & ((fs << 1) | (fs << 2))) |
                  (fh & ((fh << 1) | (fh << 2)));
                const pairs =
                  (fm & 0o707070707) +
                  ((fm >>> 3) & 0o707070707) +
                  (fp & 0o707070707) +
                  ((fp >>> 3) & 0o707070707) +
                  (fs & 0o707070707) +
                  ((fs >>> 3) & 0o707070707) +
                  (fh & 0o707070707) +
                  ((fh >>> 3) & 0o707070707);
                const sum =
                  (pairs & 63) +
                  ((pairs >>> 6) & 63) +
                  ((pairs >>> 12) & 63) +
                  ((pairs >>> 18) & 63) +
                  (pairs >>> 24);
                if ((five & (FIELD_LOW << 2)) !== 0 || sum !== tiles + nd + nu) return refuse(input, rules);
                // Chankan robs a kan's fourth tile (spec §3.1), whose other three are the kind's other
                // copies: the hand and indicators hold one of the winning tile's kind, the tile itself.
                if (
                  (flags & SIT_CHANKAN) !== 0 &&
                  ((fm & FIELD_M[win]!) |
                    (fp & FIELD_P[win]!) |
                    (fs & FIELD_S[win]!) |
                    (fh & FIELD_H[win]!)) >>>
                    FIELD_SHIFT[win]! !==
                    1
                )
                  return refuse(input, rules);
              }
              const redFives = (red0 + red1 + red2) & (0 - Number(rules.akaDora > 0));
              const honba = honbaIn ?? 0;
              const riichiSticks = sticksIn ?? 0;
              const dealerStreak = streakIn ?? 0;
              const seatWindTile = (26 + seatWind) | 0;
              const roundWindTile = (26 + roundWind) | 0;
              /** Where the seat and round winds' fields sit in the honours' key. */
              const seatWindShift = (3 * seatWind - 3) | 0;
              const roundWindShift = (3 * roundWind - 3) | 0;

              // ---- the hand's facts that hold for every interpretation ----------------------------------
              // The yaku most hands may have, by arithmetic like the tiles' flags (riichi, tsumo, an open
              // hand, tanyao, honitsu differ from hand to hand): bits of 0 or 1, then each yaku's bit
              // times its condition. Menzen tsumo is worth nothing open (`handMask`); tanyao counts open
              // only with kuitan. The rarer situations follow behind one test.
              const doubleBit = (0 - (flags & SIT_DOUBLE_RIICHI)) >>> 31;
              const kiriageBit = Number(rules.kiriage === true);
              const kazoeBit = Number(rules.kazoe === 'yakuman');
              const honorBit = (0 - (orF & F_HONOR)) >>> 31;
              const simplesBit = (0 - (andF & F_SIMPLE)) >>> 31;
              const honroutouBit =
                (((orF & F_SIMPLE) - 1) >>> 31) & ((0 - (orF & F_TERMINAL)) >>> 31) & honorBit;
              /** The suits present (bits: man, pin, sou); one of them alone: a single bit set. */
              const suits = (orF >> 4) & 7;
              const oneSuitBit = (((suits & (suits - 1)) - 1) >>> 31) & ((0 - suits) >>> 31);
              let handBits =
                ((riichiBit & (doubleBit ^ 1)) * Y_RIICHI) |
                (doubleBit * Y_DOUBLE_RIICHI) |
                (tsumoBit * Y_MENZEN_TSUMO) |
                ((simplesBit & (closedBit | Number(rules.kuitan === true))) * Y_TANYAO) |
                (honroutouBit * Y_HONROUTOU) |
                ((oneSuitBit & honorBit) * Y_HONITSU) |
                ((oneSuitBit & (honorBit ^ 1)) * Y_CHINITSU);
              if (
                flags &
                (SIT_OPEN_RIICHI | SIT_IPPATSU | SIT_RINSHAN | SIT_CHANKAN | SIT_HAITEI | SIT_HOUTEI)
              ) {
                // The flags agree with each other here (`conflict`): open riichi and ippatsu come with
                // riichi, rinshan and haitei with a tsumo, chankan and houtei with a ron; but for
                // chankan with the local situations of a discard, tested here (chankan is rare).
                if (flags & SIT_CHANKAN && flags & (SIT_TSUBAME_GAESHI | SIT_KANBURI))
                  return refuse(input, rules);
                if (rules.openRiichi === true && flags & SIT_OPEN_RIICHI) handBits |= Y_OPEN_RIICHI;
                if (rules.ippatsu === true && flags & SIT_IPPATSU) handBits |= Y_IPPATSU;
                if (rinshanBit === 1) handBits |= Y_RINSHAN;
                if (flags & SIT_CHANKAN) handBits |= Y_CHANKAN;
                if (flags & SIT_HAITEI && (rinshanBit === 0 || rules.rinshanHaitei === true))
                  handBits |= Y_HAITEI;
                if (flags & SIT_HOUTEI) handBits |= Y_HOUTEI;
              }
              if (kanCount === 3) handBits |= Y_SANKANTSU;

              // The yakuman of the whole hand. Those of the hand's tiles and flags by `?:` into one OR, so
              // that the OR runs for every hand (see `flags`); the rules' variants behind their switches.
              let handYakuman =
                ((andF & F_GREEN) !== 0 ? YM_RYUUIISOU : 0) |
                ((andF & F_TERMINAL) !== 0 ? YM_CHINROUTOU : 0) |
                (kanCount === 4 ? YM_SUUKANTSU : 0) |
                ((flags & SIT_TENHOU) !== 0 ? YM_TENHOU : 0) |
                ((flags & SIT_CHIIHOU) !== 0 ? YM_CHIIHOU : 0);
              if (flags & SIT_RENHOU && rules.renhou === 'yakuman') handYakuman |= YM_RENHOU;
              if (rules.paarenchan === true && dealer && dealerStreak >= 7) handYakuman |= YM_PAARENCHAN;
              if (rules.daisharin === true && nm === 0) {
                // 22334455667788 of pins (the classic tile); other suits are a variant not enabled here.
                if (keyP === 0o022222220) handYakuman |= YM_DAISHARIN;
              }

              /** The yaku worth han with the hand closed or open, and their han. */
              const handMask = OPEN_MASK ^ ((CLOSED_MASK ^ OPEN_MASK) & (0 - closedBit));
              const handHan = (1 - closedBit) << 10; // where the hand's han sit in `HAN`
              const doraHan = (doraCount + uraCount + redFives) | 0;
              // Han of the situation that no yaku bit holds: renhou as 5 han, and the local yaku of a
              // ron on a riichi declaration's tile or after a kan (`LOCAL_YAKU`, off in every preset).
              let extraHan = 0;
              if ((flags & (SIT_RENHOU | SIT_TSUBAME_GAESHI | SIT_KANBURI)) !== 0) {
                if (flags & SIT_RENHOU && rules.renhou === 'han5') extraHan = 5;
                extraHan += situationLocalHan(flags, rules);
              }
              /** 1 when the rules count a local yaku of the interpretation (sanrenkou, isshoku sanjun). */
              const localReadings = Number(rules.sanrenkou === true) | Number(rules.isshokuSanjun === true);

              // ---- the interpretations (§2.2); the best one is kept by §2.3 ----------------------------
              // Thirteen orphans, seven pairs and the standard shape's readings, in that order. The first
              // two exclude each other, so whichever holds is kept as it is; the standard readings are
              // compared with the best so far: yakuman multiple, then payment, then han, then fu, the
              // first of equals staying. The payment is worked out only when two tie on the multiple.
              let shapeFound = false;
              let found = false;
              let bestMult = 0;
              let bestBase = 0;
              let bestHan = 0;
              let bestFu = 0;
              let bestBits = 0;
              let bestYakumanBits = 0;
              let bestShape = 0;
              let bestA = -1;
              let bestB = -1;
              let bestC = -1;
              let bestWinCode = 0;
              let bestWait = 0;
              let bestPinfu = 0;

              // ---- thirteen orphans and seven pairs -----------------------------------------------------
              // Hands without melds only; whether a hand has melds is folded into the tests, not tested
              // on its own: it differs from hand to hand, and the tests it would guard rarely pass.
              // Thirteen orphans: no simples, every terminal and honour held (14 tiles without melds or
              // simples, so one of them twice). From the keys, not the counts: a call here, however
              // rare, would make the compiler keep on the stack every value live across it.
              if (
                (nm | (orF & F_SIMPLE)) === 0 &&
                ((keyM | (keyM >> 1) | (keyM >> 2)) &
                  (keyP | (keyP >> 1) | (keyP >> 2)) &
                  (keyS | (keyS >> 1) | (keyS >> 2)) &
                  TERMINAL_LOWS) ===
                  TERMINAL_LOWS &&
                ((keyH | (keyH >> 1) | (keyH >> 2)) & HONOR_LOWS) === HONOR_LOWS
              ) {
                const thirteen = winField >>> FIELD_SHIFT[win]! === 2;
                shapeFound = true;
                found = true;
                bestYakumanBits = handYakuman | (thirteen ? YM_KOKUSHI_13 : YM_KOKUSHI);
                bestMult = yakumanMultipleOf(bestYakumanBits, rules) | 0;
                bestHan = 13 * bestMult;
                bestBase = 8000 * bestMult;
                bestShape = SHAPE_KOKUSHI;
                bestWinCode = -1;
                bestWait = thirteen ? WAIT_KOKUSHI_13 : WAIT_KOKUSHI;
              }
              // Every kind held twice or not at all (fields 0 or 2), with 14 tiles (no melds): seven pairs.
              // With quads as two pairs (the rules' option): every field 0, 2 or 4.
              const sevenPairs =
                (((keyM | keyP | keyS | keyH) &
                  (FIELD_LOW * (rules.chiitoitsuQuadAsTwoPairs === true ? 1 : 5))) |
                  nm) ===
                0;
              if (sevenPairs) {
                let ym = handYakuman;
                if ((andF & F_HONOR) !== 0) ym |= rules.daichisei === true ? YM_DAICHISEI : YM_TSUUIISOU;
                shapeFound = true;
                const bits = (handBits | Y_CHIITOITSU) & handMask;
                // (sumHan written out: V8's inlining budget is spent before this, and a call here
                // would keep every live value on the stack.)
                const han =
                  ym !== 0
                    ? 0
                    : HAN[handHan + (bits & 255)]! +
                      HAN[handHan + 256 + ((bits >>> 8) & 255)]! +
                      HAN[handHan + 512 + ((bits >>> 16) & 255)]! +
                      HAN[handHan + 768 + (bits >>> 24)]! +
                      extraHan;
                if (ym !== 0 || han !== 0) {
                  found = true;
                  bestYakumanBits = ym;
                  bestMult = ym !== 0 ? yakumanMultipleOf(ym, rules) | 0 : 0;
                  bestHan = ym !== 0 ? 13 * bestMult : han + doraHan;
                  bestFu = ym !== 0 ? 0 : 25;
                  // Base points (`baseValue` of 25 fu), as for the standard shape below.
                  const h = Math.min(bestHan, 13);
                  const b = 25 << (h + 2);
                  const over = (b - 2000) | 0;
                  const capped = (b - (over & ~(over >> 31))) | 0;
                  const limitBase = LIMIT_BASE[h]! + 2000 * (Number(h === 13) & kazoeBit);
                  bestBase =
                    ym !== 0
                      ? 8000 * bestMult
                      : limitBase +
                        Number(limitBase === 0) * (capped + 80 * (Number(capped === 1920) & kiriageBit));
                  bestBits = bits;
                  bestShape = SHAPE_CHIITOITSU;
                  bestWinCode = -1;
                  bestWait = WAIT_TANKI;
                }
              }

              // ---- the standard shape: honours (triplets and at most one pair), then the suits ----------
              // The honours' fields read in parallel (counts 0-4: 000, 001, 010, 011, 100): bit 3h of
              // each mask says whether honour h is held once or four times, twice, three times.
              const oneOrFour = (keyH ^ (keyH >> 2)) & ~(keyH >> 1) & FIELD_LOW;
              const twice = (keyH >> 1) & ~keyH & FIELD_LOW;
              /** Bit 3h: a concealed triplet of honour 27 + h. */
              const honorTripletMask = keyH & (keyH >> 1) & FIELD_LOW;
              // Honours in triplets and at most one pair (one honour held twice).
              const honorsOk = oneOrFour === 0 && (twice & (twice - 1)) === 0;
              // The pair's honour (27 + h for the highest bit 3h of `twice`), -1 without one: a load, not
              // a jump on whether there is one (which differs from hand to hand).
              const honorPair = HONOR_PAIR_BY_CLZ[Math.clz32(twice)]!;
              // The triplets' bits summed into the field at bit 18 (each field's partial sum is below 8).
              const honorTriplets = (Math.imul(honorTripletMask, FIELD_LOW & 0x1fffff) >>> 18) & 7;
              // Each suit's readings as a range of reading ids (first × 256 + count).
              // (Stopping at the first suit without a reading: then the hand has none.)
              let ms = 0;
              let ps = 0;
              let ss = 0;
              // A call's result `| 0`: V8 types it as any value, so the range, joined with the cache's
              // integer, would be carried as a tagged value and untagged at every use (37 instructions
              // a hand); the yakuman multiple below likewise.
              if (honorsOk) {
                let slot = Math.imul(keyM, RANGE_HASH) >>> RANGE_SHIFT;
                ms = rangeKeys[slot] === keyM ? rangeValues[slot]! : fillRange(keyM) | 0;
                if ((ms & 255) !== 0) {
                  slot = Math.imul(keyP, RANGE_HASH) >>> RANGE_SHIFT;
                  ps = rangeKeys[slot] === keyP ? rangeValues[slot]! : fillRange(keyP) | 0;
                  if ((ps & 255) !== 0) {
                    slot = Math.imul(keyS, RANGE_HASH) >>> RANGE_SHIFT;
                    ss = rangeKeys[slot] === keyS ? rangeValues[slot]! : fillRange(keyS) | 0;
                  }
                }
              }
              if ((ss & 255) !== 0) {
                const m0 = ms >> 8;
                const p0 = ps >> 8;
                const s0 = ss >> 8;
                // Within a suit every reading has a pair or none (it follows from the tile count), so
                // one pair in all makes every combination a hand of four groups and a pair.
                // (Branch-free, like the flags: (0 - x) >>> 31 is 1 for 0 < x < 2^31.)
                const pairCount =
                  ((0 - twice) >>> 31) +
                  ((0 - (FACTS[m0]! >> PAIR)) >>> 31) +
                  ((0 - (FACTS[p0]! >> PAIR)) >>> 31) +
                  ((0 - (FACTS[s0]! >> PAIR)) >>> 31);
                if (pairCount === 1) {
                  // Every reading holds the winning tile (it is among the concealed tiles), so each has
                  // at least one way of winning.
                  shapeFound = true;
                  // Yaku and yakuman that read only the honours: the value honours' triplets by
                  // arithmetic, for every hand (a hand without honours has none), rather than behind a
                  // test of whether it holds honours; the rare ones (three dragons or winds) by tests that
                  // are almost never true.
                  const honors = honorTripletMask | meldHonors;
                  /** The dragons' triplets (bits 0, 3, 6: haku, hatsu, chun) and the winds' (0, 3, 6, 9). */
                  const dragonTriplets = (honors >> 12) & 0o111;
                  const windTriplets = honors & 0o1111;
                  let bits =
                    handBits |
                    (((dragonTriplets | (dragonTriplets >> 2) | (dragonTriplets >> 4)) & 7) * Y_HAKU) |
                    (((honors >> seatWindShift) & 1) * Y_SEAT_WIND) |
                    (((honors >> roundWindShift) & 1) * Y_ROUND_WIND);
                  let ym = handYakuman;
                  // Two dragons' triplets or more (a set with its lowest bit cleared is not empty), three
                  // winds' or more (likewise twice): rare, so counted only then.
                  if ((dragonTriplets & (dragonTriplets - 1)) !== 0) {
                    const dragons =
                      (dragonTriplets & 1) + ((dragonTriplets >> 3) & 1) + (dragonTriplets >> 6);
                    if (dragons === 2 && honorPair >= 31) bits |= Y_SHOUSANGEN;
                    if (dragons === 3) ym |= YM_DAISANGEN;
                  }
                  const windsLessOne = windTriplets & (windTriplets - 1);
                  if ((windsLessOne & (windsLessOne - 1)) !== 0) {
                    const winds = windTriplets === 0o1111 ? 4 : 3;
                    if (winds === 3 && honorPair >= 27 && honorPair <= 30) ym |= YM_SHOUSUUSHII;
                    if (winds === 4) ym |= YM_DAISUUSHII;
                  }
                  if ((andF & F_HONOR) !== 0) ym |= YM_TSUUIISOU;
                  // Nine gates, for closed one-suit hands (one test, not three that differ by hand), by
                  // arithmetic on the suit's key (see NINE_GATES): no call from here.
                  if ((oneSuitBit & Number(nm === 0) & (honorBit ^ 1)) === 1) {
                    const d = (keyM | keyP | keyS) - NINE_GATES;
                    if (d > 0 && (d & (d - 1)) === 0 && (d & FIELD_LOW) !== 0)
                      ym |= d === 1 << (3 * (8 - (winKind % 9))) ? YM_JUNSEI_CHUUREN : YM_CHUUREN;
                  }
                  // The pair's worth, by arithmetic too: a dragon, the seat wind, the round wind (both: the
                  // rules' fu for a double wind pair). honorPair is -1 or 27-33; `pairKind` is 63 for
                  // none, so that x ^ y is 0 only for the same honour.
                  const pairKind = honorPair & 63;
                  const dragonPair = (30 - honorPair) >>> 31;
                  const seatPair = ((pairKind ^ seatWindTile) - 1) >>> 31;
                  const roundPair = ((pairKind ^ roundWindTile) - 1) >>> 31;
                  const plainPairBit = (dragonPair | seatPair | roundPair) ^ 1;
                  const pairFu =
                    (2 * (dragonPair + (seatPair ^ roundPair)) +
                      (seatPair & roundPair) * rules.doubleWindPairFu) |
                    0;
                  // Fu every standard reading shares: base, menzen ron, tsumo, the declared melds, the
                  // pair, and the concealed honour triplets.
                  const tsumoFu = tsumoBit * (rinshanBit === 1 ? rules.rinshanTsumoFu : 2);
                  const fuBase =
                    (20 + 10 * (closedBit & (tsumoBit ^ 1)) + tsumoFu + meldFu + pairFu + 8 * honorTriplets) |
                    0;
                  const concealedTripletBase = honorTriplets + ankanCount;
                  const winSuit = SUIT_OF[winKind]!;
                  const winN = NUMBER_OF[winKind]!;
                  /** The fu a triplet of the winning tile loses when completed by a discard (§4). */
                  const ronTripletFu = 2 + 2 * ((0 - (TILE_FLAGS[winKind]! & (F_TERMINAL | F_HONOR))) >>> 31);
                  // The reading that holds the winning tile, chosen by masks (-1 for the winning tile's
                  // suit, 0 for the others; all 0 for an honour).
                  const selectM = 0 - (((winSuit ^ 0) - 1) >>> 31);
                  const selectP = 0 - (((winSuit ^ 1) - 1) >>> 31);
                  const selectS = 0 - (((winSuit ^ 2) - 1) >>> 31);
                  // A winning honour completes its triplet or is the pair, whatever the suits' readings
                  // (for a suit's tile, the honour's terms are 0). Masked with 0 or -1, not multiplied
                  // by 0 or 1: V8 follows a product that may be 0 with a test for -0 (a jump whose way
                  // the processor must guess), unless it can prove both factors non-negative.
                  const honorWays =
                    (((honorTripletMask >> (3 * (winKind - 27))) & 1) |
                      ((((pairKind ^ winKind) - 1) >>> 31) << 4)) &
                    (0 - ((winSuit + 1) >> 2));
                  // The yaku of a reading whose every group holds a terminal or an honour.
                  const outsideYaku =
                    (0 - meldOutside) & (((0 - honorBit) & Y_CHANTA) | ((honorBit - 1) & Y_JUNCHAN));
                  /**
                   * 1: an open hand won by ron, which counts 2 fu for an open pinfu shape (rules
                   * `openPinfuFu`). A bit, not a test: which hands are open and won by ron differs
                   * from hand to hand (as a jump, a quarter of the hands took its less common way).
                   */
                  const openPinfuBit = Number(rules.openPinfuFu === true) & (closedBit ^ 1) & (tsumoBit ^ 1);
                  // The tables the loops below read, as locals taken here: read by their closure's
                  // names inside these loops, V8 compiled each read as one of an object it must check
                  // (its map, length and data pointer, ~8 instructions a read), where everywhere
                  // else it embeds a table's address in the code (bench/README.md, item 22).
                  const facts = FACTS;
                  const ways = WAY;
                  const waitFu = WAIT_FU;
                  const roundFu = ROUND_FU;
                  const limitBases = LIMIT_BASE;
                  const p1 = p0 + (ps & 255);
                  const s1 = s0 + (ss & 255);
                  // The readings of the three suits in every combination, as one loop over their
                  // number (an odometer over the three ranges): most hands have one of each, and one
                  // loop's end is one jump to guess where three nested loops had three.
                  let ia = m0;
                  let ib = p0;
                  let ic = s0;
                  for (let left = (ms & 255) * (ps & 255) * (ss & 255); left > 0; left--) {
                    // One reading of the three suits: what its ways of winning share.
                    const a = facts[ia]!;
                    const b = facts[ib]!;
                    const c = facts[ic]!;
                    const aTri = (a >> TRI) & 511;
                    const bTri = (b >> TRI) & 511;
                    const cTri = (c >> TRI) & 511;
                    const seqM = (a & 127) | meldSeqM;
                    const seqP = (b & 127) | meldSeqP;
                    const seqS = (c & 127) | meldSeqS;
                    const sequences =
                      ((a >> SEQS) & 7) + ((b >> SEQS) & 7) + ((c >> SEQS) & 7) + meldSequences;
                    const handTriplets = ((a >> TRIS) & 7) + ((b >> TRIS) & 7) + ((c >> TRIS) & 7);
                    // The reading's yaku, each bit times a 0 or 1 computed without a jump (which
                    // readings a hand has differs from hand to hand): a sequence from 1 in a suit with
                    // sequences from 4 and 7 (bits 0, 3, 6: ittsu); the twin sequences, two pairs of
                    // them or one, closed; groups that all hold a terminal or an honour, one at least a
                    // sequence; four triplets (at most four groups: x >> 2 is 1 only at 4).
                    const twins = ((a >> TWINS) & 3) + ((b >> TWINS) & 3) + ((c >> TWINS) & 3);
                    let readingBits =
                      bits |
                      (((0 - (seqM & seqP & seqS)) >>> 31) * Y_SANSHOKU) |
                      ((((seqM & (seqM >> 3) & (seqM >> 6)) |
                        (seqP & (seqP >> 3) & (seqP >> 6)) |
                        (seqS & (seqS >> 3) & (seqS >> 6))) &
                        1) *
                        Y_ITTSU) |
                      (((0 - ((aTri | meldTriM) & (bTri | meldTriP) & (cTri | meldTriS))) >>> 31) *
                        Y_DOUKOU) |
                      (((1 - twins) >>> 31) * closedBit * Y_RYANPEIKOU) |
                      ((((twins ^ 1) - 1) >>> 31) * closedBit * Y_IIPEIKOU) |
                      ((((a & b & c & OUTSIDE) >>> 24) & ((0 - sequences) >>> 31)) * outsideYaku) |
                      (((handTriplets + honorTriplets + meldTriplets) >> 2) * Y_TOITOI);
                    // The reading's local yaku, when the rules count any (off in every preset).
                    let readingExtraHan = extraHan;
                    if (localReadings !== 0) {
                      const local = readingLocalBits(ia, ib, ic, meldCodes, nm, closedBit === 1, rules);
                      // Isshoku sanjun's three sequences hold iipeikou's twin: not counted besides.
                      if ((local & L_ISSHOKU_SANJUN) !== 0) readingBits &= ~Y_IIPEIKOU;
                      readingExtraHan = (readingExtraHan + LOCAL_HAN[local + 16 * (closedBit ^ 1)]!) | 0;
                    }
                    // Four sequences (at most four groups: x >> 2 is 1 only at 4), closed, no value pair.
                    const pinfuShapeBit = (sequences >> 2) & plainPairBit & closedBit;
                    // Fu of the concealed triplets as if all were concealed: 4, and 4 more for a
                    // terminal.
                    const terminalTriplets =
                      (aTri & 1) +
                      ((aTri >> 8) & 1) +
                      (bTri & 1) +
                      ((bTri >> 8) & 1) +
                      (cTri & 1) +
                      ((cTri >> 8) & 1);
                    const readingFu = (fuBase + 4 * (handTriplets + terminalTriplets)) | 0;
                    const readingConcealed = handTriplets + concealedTripletBase;

                    // The groups that hold the winning tile (see `WAY`); the same group twice is one way.
                    const r = (a & selectM) | (b & selectP) | (c & selectS);
                    const wayMask =
                      honorWays |
                      ((r >> (TRI + winN)) & 1) |
                      (((((r & 127) << 2) >> winN) & 7) << 1) |
                      ((((((r >> PAIR) & 15) ^ (winN + 1)) - 1) >>> 31) * 16);
                    for (let m = wayMask; m !== 0; m &= m - 1) {
                      const bit = 31 - Math.clz32(m & (0 - m));
                      const way = ways[9 * bit + winN]!;
                      const winCode = winKind + (way & 255);
                      const wait = way >> 8;
                      // In arithmetic too, which way a hand wins by being no more predictable: a
                      // triplet completed by a discard counts as open (§4), one concealed triplet
                      // less; pinfu is its shape won on a two-sided wait.
                      const ronTriplet = ((bit - 1) >>> 31) & (tsumoBit ^ 1);
                      const concealedTriplets = readingConcealed - ronTriplet;
                      const pinfuBit = pinfuShapeBit & (((wait ^ WAIT_RYANMEN) - 1) >>> 31);
                      let wayBits =
                        readingBits |
                        ((((concealedTriplets ^ 3) - 1) >>> 31) * Y_SANANKOU) |
                        (pinfuBit * Y_PINFU);
                      let wayYakuman = ym;
                      if (concealedTriplets === 4)
                        wayYakuman |= wait === WAIT_TANKI ? YM_SUUANKOU_TANKI : YM_SUUANKOU;
                      let fu = (readingFu - ronTriplet * ronTripletFu + waitFu[wait]!) | 0;
                      // EMA/WRC wording: "+2 open pinfu", then the usual rounding to 30.
                      fu = (fu + (2 & (0 - (openPinfuBit & Number(fu === 20))))) | 0;
                      fu = fu < 256 ? roundFu[fu]! : Math.ceil(fu / 10) * 10;
                      // Pinfu: 20 fu by tsumo, 30 by ron, in place of the counted fu.
                      fu += pinfuBit * (30 - 10 * tsumoBit - fu);
                      // The way's value, and whether it beats the best so far (§2.3).
                      let mult = 0;
                      let han = 0;
                      let base = 0;
                      if (wayYakuman !== 0) {
                        mult = yakumanMultipleOf(wayYakuman, rules) | 0;
                        han = 13 * mult;
                        fu = 0;
                        base = 8000 * mult;
                      } else {
                        wayBits &= handMask;
                        han = sumHan(wayBits, handHan) + readingExtraHan;
                        if (han === 0) continue;
                        han = (han + doraHan) | 0;
                        // Base points (points.ts's `baseValue`), without a jump on the limit: the
                        // limits' base by han (13: kazoe), else fu × 2^(han + 2) up to 2000, 1920
                        // rounded up with kiriage.
                        const h = Math.min(han, 13);
                        const b = fu << (h + 2);
                        const over = (b - 2000) | 0;
                        const capped = (b - (over & ~(over >> 31))) | 0;
                        const limitBase = limitBases[h]! + 2000 * (Number(h === 13) & kazoeBit);
                        base =
                          (limitBase +
                            ((0 - Number(limitBase === 0)) &
                              (capped + 80 * (Number(capped === 1920) & kiriageBit)))) |
                          0;
                      }
                      if (found) {
                        if (mult !== bestMult) {
                          if (mult < bestMult) continue;
                        } else {
                          // What the winner receives for each, as points.ts's `winnerReceives` has
                          // it: written out, since a call here, however rare, would make the
                          // compiler keep every value the loops carry on the stack.
                          let pay = 0;
                          if (base !== bestBase) {
                            const ronFactor = 4 + 2 * dealerBit;
                            const ronNow = (((base * ronFactor + 99) / 100) | 0) * 100;
                            const ronBest = (((bestBase * ronFactor + 99) / 100) | 0) * 100;
                            const twiceNow = (((2 * base + 99) / 100) | 0) * 100;
                            const twiceBest = (((2 * bestBase + 99) / 100) | 0) * 100;
                            const onceNow = (((base + 99) / 100) | 0) * 100;
                            const onceBest = (((bestBase + 99) / 100) | 0) * 100;
                            pay = !tsumo
                              ? ronNow - ronBest
                              : dealer
                                ? 3 * (twiceNow - twiceBest)
                                : twiceNow - twiceBest + 2 * (onceNow - onceBest);
                          }
                          if (pay !== 0) {
                            if (pay < 0) continue;
                          } else if (han !== bestHan) {
                            if (han < bestHan) continue;
                          } else if (fu <= bestFu) continue;
                        }
                      }
                      found = true;
                      bestMult = mult;
                      bestBase = base;
                      bestHan = han;
                      bestFu = fu;
                      bestBits = wayBits;
                      bestYakumanBits = wayYakuman;
                      bestShape = SHAPE_STANDARD;
                      bestA = ia;
                      bestB = ib;
                      bestC = ic;
                      bestWinCode = winCode;
                      bestWait = wait;
                      bestPinfu = pinfuBit & Number(wayYakuman === 0);
                    }
                    if (++ic === s1) {
                      ic = s0;
                      if (++ib === p1) {
                        ib = p0;
                        ia++;
                      }
                    }
                  }
                }
              }

              if (!shapeFound) {
                // Shiisanpuutaa (§3.6, off in every preset): no winning shape, declared on the
                // first draw; that yakuman alone (the hand is not complete, so not tenhou or chiihou).
                if (
                  rules.shiisanpuutaa !== true ||
                  (flags & (SIT_TENHOU | SIT_CHIIHOU)) === 0 ||
                  nm !== 0 ||
                  !isShiisanpuutaa(keyM, keyP, keyS, keyH)
                ) {
                  return fail('not_agari', [
                    issue('not_agari', 'the tiles do not form a winning hand', 'hand'),
                  ]);
                }
                found = true;
                bestYakumanBits = (handYakuman & ~(YM_TENHOU | YM_CHIIHOU)) | YM_SHIISANPUUTAA;
                bestMult = yakumanMultipleOf(bestYakumanBits, rules) | 0;
                bestHan = 13 * bestMult;
                bestBase = 8000 * bestMult;
                bestShape = SHAPE_SHIISANPUUTAA;
                bestWinCode = -1;
                bestWait = WAIT_NONE;
              }
              // Renhou as a mangan (EMA, WRC): not cumulative, so it competes with the normal reading.
              const renhouMangan = (flags & SIT_RENHOU) !== 0 && rules.renhou === 'mangan';
              if (!found && !renhouMangan) {
                return fail('no_yaku', [
                  issue('no_yaku', 'the hand has no yaku (dora alone cannot win)', 'hand'),
                ]);
              }
              // Renhou as a mangan replaces the hand (not cumulative) when it pays more.
              // Renhou is a non-dealer's ron (the checks above hold it so): what the winner receives,
              // `winnerReceives` written out as in the loop, against a mangan's 8000.
              const belowMangan =
                renhouMangan && bestMult === 0 && (((4 * bestBase + 99) / 100) | 0) * 100 < 8000;
              const asRenhou = !found || belowMangan;
              const mult = asRenhou ? 0 : bestMult;
              const han = asRenhou ? 5 : bestHan;
              const base = asRenhou ? 2000 : bestBase;
              // The result keeps the concealed honours' counts in the key's layout (3 bits each).
              const honorCounts = keyH;
              const shape = found ? bestShape : -1;
              const wait = found ? bestWait : WAIT_TANKI;
              // The local yaku counted (`POINTS_LOCAL_SHIFT`): none with a yakuman or as renhou.
              let localBits = 0;
              let renhouHan = asRenhou ? 5 : mult > 0 ? 0 : extraHan;
              if ((flags & (SIT_TSUBAME_GAESHI | SIT_KANBURI)) !== 0 || localReadings !== 0) {
                if (!asRenhou && mult === 0) {
                  // `extraHan` holds the situation's local han besides renhou's.
                  renhouHan -= situationLocalHan(flags, rules);
                  localBits =
                    situationLocalBits(flags, rules) |
                    (localReadings !== 0 && bestShape === SHAPE_STANDARD
                      ? readingLocalBits(bestA, bestB, bestC, meldCodes, nm, closedBit === 1, rules)
                      : 0);
                }
              }
              // The limit reached (points.ts's `limitOf`, as its code: result.ts's `LIMIT_NAMES`) and what the
              // winner receives (`winnerReceives`), without jumps on the han, the dealer or tsumo.
              const limitHan = Math.min(han, 13);
              const limitFu = bestFu << (limitHan + 2);
              const byHan = LIMIT_CODE[limitHan]! + (Number(limitHan === 13) & kazoeBit);
              const limitCode =
                byHan +
                Number(byHan === 0) *
                  (Number(limitFu >= 2000) * LIMIT_MANGAN +
                    (Number(limitFu === 1920) & kiriageBit) * LIMIT_KIRIAGE_MANGAN);
              const ron = Math.imul((((Math.imul(base, 4 + 2 * dealerBit) + 99) | 0) / 100) | 0, 100);
              const fromDealer = Math.imul((((2 * base + 99) | 0) / 100) | 0, 100);
              const fromOther = Math.imul((((base + 99) | 0) / 100) | 0, 100);
              const byTsumo = (3 * fromDealer - ((dealerBit - 1) & (2 * fromDealer - 2 * fromOther))) | 0;
              const receives = (ron + ((0 - tsumoBit) & (byTsumo - ron))) | 0;
              // The result's word (its layout: `WORD_*`).
              const word =
                (shape + 1) |
                (wait << WORD_WAIT_SHIFT) |
                (bestPinfu << WORD_PINFU_SHIFT) |
                (asRenhou ? WORD_RENHOU_MANGAN : 0) |
                (renhouHan !== 0 ? WORD_RENHOU_HAN : 0) |
                (nm << WORD_MELDS_SHIFT) |
                (seatWind << WORD_SEAT_SHIFT) |
                (roundWind << WORD_ROUND_SHIFT) |
                (winKind << WORD_WIN_TILE_SHIFT) |
                ((discarderWind ?? 0) << WORD_DISCARDER_SHIFT) |
                ((liableWind ?? 0) << WORD_LIABLE_SHIFT);
              const result = new RiichiResult(
                rules,
                mult > 0 ? bestYakumanBits : asRenhou ? 0 : bestBits,
                (bestA & READING_MASK) | ((bestB & READING_MASK) << READING_SHIFT),
                (bestC & READING_MASK) | (flags << READING_SHIFT),
                word,
                honorCounts | ((bestWinCode & 255) << HONORS_WIN_SHIFT),
                meldCodes,
                honba,
                riichiSticks,
                // The points word (`POINTS_*`): a renhou mangan's limit is a mangan.
                han |
                  ((mult > 0 || !found ? 0 : bestFu) << POINTS_FU_SHIFT) |
                  (mult << POINTS_YAKUMAN_SHIFT) |
                  ((asRenhou ? LIMIT_MANGAN : limitCode) << POINTS_LIMIT_SHIFT) |
                  (localBits << POINTS_LOCAL_SHIFT),
                mult > 0 ? 0 : doraCount | (uraCount << DORAS_URA_SHIFT) | (redFives << DORAS_AKA_SHIFT),
                base,
                receives + 300 * honba,
              );
              if (firstResult === undefined) firstResult = result;
              const anyTile =
                (flags & (SIT_TENHOU | SIT_CHIIHOU)) !== 0 &&
                rules.tenhouAnyWinTile === true &&
                anyWinTile !== false;
              if (liableWind !== undefined) {
                // Rare: tested here, where the liable wind is at hand, not in a wrapper (~19
                // instructions a hand there, counted).
                const scored = anyTile ? bestOfAnyWinTile(result, input, rules) : okResult(result);
                return scored.ok ? refuseBaselessLiability(scored.value, input, rules) : scored;
              }
              if (anyTile) return bestOfAnyWinTile(result, input, rules);
              return okResult(result);
            }
  }
  return scoreWithWinTile;
}

const engine = createEngine();

/** Occupied kinds of a key of 3-bit counts, as its fields' low bits. */
const occupied = (key: number, low: number) => (key | (key >> 1) | (key >> 2)) & low;

/**
 * Whether 14 concealed tiles, counted in the scorer's keys (three suits of nine 3-bit fields,
 * the honours' seven), are thirteen unrelated tiles and a pair: 13 kinds held (so one twice),
 * and no two numbers of a suit within two of each other (a field 3 or 6 bits up).
 */
function isShiisanpuutaa(keyM: number, keyP: number, keyS: number, keyH: number): boolean {
  let kinds = 0;
  for (const key of [keyM, keyP, keyS]) {
    const o = occupied(key, 0o111111111);
    if ((o & ((o >> 3) | (o >> 6))) !== 0) return false;
    for (let x = o; x !== 0; x &= x - 1) kinds++;
  }
  for (let x = occupied(keyH, 0o1111111); x !== 0; x &= x - 1) kinds++;
  return kinds === 13;
}

/**
 * Scores a winning riichi hand. Errors: `invalid` (the input cannot be a real hand or
 * situation; every issue listed), `not_agari` (no winning shape), `no_yaku`.
 *
 * The engine reads the input without testing that its parts are there: one whose parts are
 * missing or not lists (which only a JavaScript caller, or a document read from disk, can pass)
 * fails on its first read, and the full check then names each such part. This costs one call
 * a hand (~21 instructions, bench/README.md item 27), where tests on every read in the engine
 * cost more, and a try inside it much more (~300). Rules not resolved are the caller's error.
 */
export function scoreRiichiHand(
  input: RiichiScoreInput,
  rules: RiichiRules,
): Result<RiichiScore, RiichiScoreError> {
  try {
    return engine(input, rules);
  } catch (error) {
    if (typeof rules !== 'object' || rules === null)
      throw new TypeError(`scoreRiichiHand needs rules from resolveRiichiRules, not ${String(rules)}`);
    const problems = checkRiichiInput(input, rules);
    if (problems.length) return fail('invalid', problems);
    throw error;
  }
}

/**
 * A liable player named for a win whose liability cannot have arisen is refused, as the ledger
 * refuses it (§5.4): a pao yakuman the rules cover whose shape shows nobody fed it (a group
 * concealed, or closed kans only), or shanghai2's rinshan tsumo after a kan whose tile nobody
 * discarded (a kan added to a pon). Scored, the player named was charged for a call never made.
 * Where only the rules decline a liability (a yakuman they do not cover, no pao yakuman at all),
 * the player named is ignored: one input, scored under several presets, pays as each decides.
 */
function refuseBaselessLiability(
  score: RiichiScore,
  input: RiichiScoreInput,
  rules: RiichiRules,
): Result<RiichiScore, RiichiScoreError> {
  const s = input.situation;
  const melds = input.hand.melds;
  const fed = melds.map(paoMeldOf);
  const held = RiichiScoreResult.paoYakumanHeld(score as RiichiScoreResult);
  if (held.some((id) => paoCouldBeFed(id, fed))) return ok(score);
  const kanRinshan = rules.paoDaiminkanRinshan && s.tsumo && s.rinshan === true;
  if (kanRinshan && melds.some((m) => m.kind === 'kan')) return ok(score);
  let message: string;
  if (held.length > 0) message = `${paoShapeNeeded(held[0]!)}; in this hand nobody could have`;
  else if (kanRinshan && melds.some((m) => m.kind === 'kakan'))
    message =
      'liability (pao) for a rinshan tsumo falls on the player who discarded the kan tile (§5.4, shanghai2): this hand shows only kans added to a pon, whose tile nobody discarded';
  else return ok(score);
  return fail('invalid', [issue('no_liability', message, 'situation.liableWind')]);
}

/**
 * Spec §3.4 (Mahjong Soul): on tenhou / chiihou any of the 14 tiles may be taken as the
 * winning tile, and the best result is scored (e.g. tenhou + suuankou tanki).
 */
function bestOfAnyWinTile(
  first: RiichiScore,
  input: RiichiScoreInput,
  rules: RiichiRules,
): Result<RiichiScore, RiichiScoreError> {
  let best: RiichiScore = first;
  const s = input.situation;
  const tried = new Set<number>([kindOf(input.hand.winTile)]);
  for (const t of input.hand.concealed) {
    if (tried.has(kindOf(t))) continue;
    tried.add(kindOf(t));
    const r = engine({ hand: { ...input.hand, winTile: t }, situation: s }, rules, false);
    if (!r.ok) continue;
    const a = r.value;
    const pa = handPaymentTotal(a.perPayer);
    const pb = handPaymentTotal(best.perPayer);
    // §2.3 order: yakuman multiple, then payment, then han, then fu.
    const key = (x: RiichiScore, pay: number) => [x.yakuman, pay, x.han, x.fu ?? 0];
    const ka = key(a, pa);
    const kb = key(best, pb);
    const i = ka.findIndex((v, j) => v !== kb[j]);
    if (i >= 0 && ka[i]! > kb[i]!) best = a;
  }
  return ok(best);
}
