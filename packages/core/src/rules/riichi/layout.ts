// The layout of the riichi result's packed words, shared by the scorer that packs them
// (score.ts) and the result that unpacks them (result.ts). A module without imports on
// purpose: a bundler can then put the numbers themselves where they are used (esbuild does so
// when minifying), where a constant of a module with imports stays a variable, which compiled
// code loads and checks at every read (each of the result's accessors read one; bench/README.md,
// item 26).

/** An interpretation's shape (the `#word`'s shape is this + 1). */
export const SHAPE_STANDARD = 0;
export const SHAPE_CHIITOITSU = 1;
export const SHAPE_KOKUSHI = 2;
/** Thirteen unrelated tiles and a pair on the first draw (the local yakuman, §3.6). */
export const SHAPE_SHIISANPUUTAA = 3;
/** An interpretation's wait, by its code (`WAIT_NAMES` in context.ts). */
export const WAIT_RYANMEN = 0;
export const WAIT_KANCHAN = 1;
export const WAIT_PENCHAN = 2;
export const WAIT_SHANPON = 3;
export const WAIT_TANKI = 4;
export const WAIT_KOKUSHI = 5;
export const WAIT_KOKUSHI_13 = 6;
export const WAIT_NONE = 7;

/** Situation flags of a record, one bit each. */
export const SIT_TSUMO = 1;
export const SIT_RIICHI = 2;
export const SIT_DOUBLE_RIICHI = 4;
export const SIT_IPPATSU = 8;
export const SIT_HAITEI = 16;
export const SIT_HOUTEI = 32;
export const SIT_RINSHAN = 64;
export const SIT_CHANKAN = 128;
export const SIT_TENHOU = 256;
export const SIT_CHIIHOU = 512;
export const SIT_RENHOU = 1024;
export const SIT_OPEN_RIICHI = 2048;
/** Local yaku's situations (spec §3.6): a ron on a riichi declaration's tile, on the discard after a kan. */
export const SIT_TSUBAME_GAESHI = 4096;
export const SIT_KANBURI = 8192;

// The result's `#points` word: han (bits 0-9; 13 × a yakuman multiple of at most 62 is 806),
// fu (10-17, 0 for none; a hand's fu stay below 256: four concealed kans of terminals and a
// double wind pair come to 170), the yakuman multiple (18-23; at most twice the 31 yakuman the
// bit sets hold), the limit's code (24-26, an index into `LIMIT_NAMES`; not read with a
// yakuman, whose limit is named by its multiple) and the local yaku of §3.6 counted (27-30,
// bit i = LOCAL_YAKU[i]: the yaku bit set is full).
export const POINTS_FU_SHIFT = 10;
export const POINTS_YAKUMAN_SHIFT = 18;
export const POINTS_LIMIT_SHIFT = 24;
export const POINTS_LOCAL_SHIFT = 27;
// The limits' codes in `#points` (`LIMIT_NAMES` by code); 0 below mangan.
export const LIMIT_MANGAN = 1;
export const LIMIT_HANEMAN = 2;
export const LIMIT_BAIMAN = 3;
export const LIMIT_SANBAIMAN = 4;
export const LIMIT_KAZOE_SANBAIMAN = 5;
export const LIMIT_KAZOE_YAKUMAN = 6;
export const LIMIT_KIRIAGE_MANGAN = 7;
// The `#doras` word: dora (bits 0-5), ura dora (6-11), red fives (12-): five indicators
// point at most at 20 tiles.
export const DORAS_URA_SHIFT = 6;
export const DORAS_AKA_SHIFT = 12;
// The `#word`: the shape + 1 (bits 0-2), the wait (3-5), pinfu (6), a renhou mangan (7), renhou
// as 5 han (8), the declared melds (9-11), the seat and round winds (12-14, 15-17), the winning
// tile (18-23), the discarder's and the liable player's winds (24-26, 27-29; winds 1..4, 0 for
// none): 30 bits, a small integer.
export const WORD_SHAPE_MASK = 7;
export const WORD_WAIT_SHIFT = 3;
export const WORD_PINFU_SHIFT = 6;
export const WORD_RENHOU_MANGAN = 128;
export const WORD_RENHOU_HAN = 256;
export const WORD_MELDS_SHIFT = 9;
export const WORD_SEAT_SHIFT = 12;
export const WORD_ROUND_SHIFT = 15;
export const WORD_WIN_TILE_SHIFT = 18;
export const WORD_DISCARDER_SHIFT = 24;
export const WORD_LIABLE_SHIFT = 27;
// `#readings` (the man reading's id | the pin's << READING_SHIFT) and `#souFlags` (the sou
// reading's id | the SIT_* flags << READING_SHIFT): an id is below FACTS_CAPACITY, 2^15.
export const READING_SHIFT = 15;
export const READING_MASK = 0x7fff;
// `#honors`: the concealed honours' counts (bits 0-20) | the winning group's code (255 for
// none) << HONORS_WIN_SHIFT.
export const HONORS_WIN_SHIFT = 21;
