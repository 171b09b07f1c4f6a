// The formulas of the riichi engine's fixed tables (`createEngine` in rules/riichi/score.ts),
// which the engine reads as literal data (`ENGINE_TABLES` in rules/riichi/tables.ts): filling
// them entry by entry through these functions took ~6M instructions of every cold start
// (bench/README.md, item 33). test/rules/riichi/tables.test.ts holds the literal equal to them
// and prints the text anew when they differ.

import { fixedArray } from '../../src/fixed.ts';
import { sequenceWait } from '../../src/hand/decompose.ts';
import {
  LIMIT_BAIMAN,
  LIMIT_HANEMAN,
  LIMIT_KAZOE_SANBAIMAN,
  LIMIT_MANGAN,
  LIMIT_SANBAIMAN,
  SIT_CHANKAN,
  SIT_CHIIHOU,
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
  WAIT_RYANMEN,
  WAIT_SHANPON,
  WAIT_TANKI,
} from '../../src/rules/riichi/layout.ts';
import { LOCAL_YAKU, YAKU } from '../../src/rules/riichi/yaku.ts';
import { doraFromIndicator, isGreen, KINDS, kindOf } from '../../src/tiles/tile.ts';

type Ctor =
  | Int8ArrayConstructor
  | Uint8ArrayConstructor
  | Int16ArrayConstructor
  | Uint16ArrayConstructor
  | Int32ArrayConstructor;

/** A table: its type, its length, what its entries past the literal hold, its entries. */
export interface TableFormula {
  type: Ctor;
  length: number;
  rest: number;
  at: (i: number) => number;
}

// The flags of TILE_FLAGS and the reds' place in KEY_HR, as score.ts names them.
const F_SIMPLE = 1;
const F_TERMINAL = 2;
const F_HONOR = 4;
const F_GREEN = 8;
const F_MAN = 16;
const F_PIN = 32;
const F_SOU = 64;
const REDS_SHIFT = 21;

/**
 * The registry's han of the yaku bits, a byte of the bit set at a time, closed (entries
 * 0-1023) and open (1024-2047): entry 1024 o + 256 j + v is the han of the bits v << 8j.
 */
function han(e: number): number {
  const open = e >= 1024;
  const byte = (e >> 8) & 3;
  let sum = 0;
  for (let b = 0; b < 8; b++) {
    if (((e >> b) & 1) === 0) continue;
    const y = YAKU[8 * byte + b];
    if (y !== undefined) sum += open ? y.han.open : y.han.closed;
  }
  return sum;
}

const tileFlags = (t: number) => {
  const k = kindOf(t);
  const f = isGreen(k) ? F_GREEN : 0;
  if (k >= 27) return f | F_HONOR;
  return f | (k < 9 ? F_MAN : k < 18 ? F_PIN : F_SOU) | (k % 9 === 0 || k % 9 === 8 ? F_TERMINAL : F_SIMPLE);
};
/** Weight of a tile in the key of its suit, 0 in the other suits' keys; by tile id. */
const keyOf = (suit: number) => (t: number) => {
  const k = kindOf(t);
  return t < 37 && k < 27 && Math.floor(k / 9) === suit ? 8 ** (8 - (k % 9)) : 0;
};
const keyH = (t: number) => (kindOf(t) >= 27 ? 1 << (3 * (kindOf(t) - 27)) : 0);
const redAdd = (t: number) => (t >= 34 ? 1 << (3 * (t - 34)) : 0);
const meldBit = (k: number) => (k < 27 ? 1 << ((k % 9) + 10 * Math.floor(k / 9)) : 0);
const KEYS = [keyOf(0), keyOf(1), keyOf(2), keyH];

/** A declared meld's code (4 × its lowest kind + its type) that can exist, else null. */
function meld(code: number): { lo: number; type: number } | null {
  const lo = code >> 2;
  const type = code & 3;
  if (lo >= KINDS || (type === 0 && (lo >= 27 || lo % 9 > 6))) return null;
  return { lo, type };
}
/** A meld's part of one key (`KEYS[key]`): its tiles' weights. */
const meldKey = (key: number) => (code: number) => {
  const m = meld(code);
  if (m === null) return 0;
  const copies = m.type === 0 ? 1 : m.type === 1 ? 3 : 4;
  const last = m.type === 0 ? m.lo + 2 : m.lo;
  let sum = 0;
  for (let k = m.lo; k <= last; k++) sum += copies * KEYS[key]!(k);
  return sum;
};
/** A meld's part of `meldCounts`. */
function meldCounts(code: number): number {
  const m = meld(code);
  if (m === null) return 0;
  const { lo, type } = m;
  const yaochuu = (tileFlags(lo) & (F_TERMINAL | F_HONOR)) !== 0;
  const outside = type === 0 ? lo % 9 === 0 || lo % 9 === 6 : yaochuu;
  const fu = [0, 2, 8, 16][type]! << (yaochuu ? 1 : 0);
  return (
    Number(type >= 2) +
    (Number(type === 3) << 3) +
    (Number(type === 0) << 6) +
    (Number(type !== 0) << 9) +
    (Number(!outside) << 12) +
    (fu << 15)
  );
}

/** The situation flags a hand's facts forbid, by tsumo, riichi, the dealer, open, melds, a kan. */
function forbidden(x: number): number {
  const tsumoBit = x & 1;
  const riichiBit = (x >> 1) & 1;
  const dealerBit = (x >> 2) & 1;
  const openBit = (x >> 3) & 1;
  const meldsBit = (x >> 4) & 1;
  const kanBit = (x >> 5) & 1;
  return (
    ((tsumoBit - 1) & (SIT_RINSHAN | SIT_HAITEI | SIT_TENHOU | SIT_CHIIHOU)) |
    ((0 - tsumoBit) & (SIT_CHANKAN | SIT_HOUTEI | SIT_RENHOU | SIT_TSUBAME_GAESHI | SIT_KANBURI)) |
    ((riichiBit - 1) & (SIT_IPPATSU | SIT_OPEN_RIICHI)) |
    ((0 - (riichiBit | meldsBit)) & (SIT_TENHOU | SIT_CHIIHOU | SIT_RENHOU)) |
    ((dealerBit - 1) & SIT_TENHOU) |
    ((0 - dealerBit) & (SIT_CHIIHOU | SIT_RENHOU)) |
    ((kanBit - 1) & SIT_RINSHAN) |
    ((0 - openBit) & SIT_RIICHI)
  );
}

/** The ways the winning tile completes a reading, entry 9 × bit + n (see `WAY` in score.ts). */
function way(e: number): number {
  const bit = Math.floor(e / 9);
  const n = e % 9;
  if (bit === 0) return WAIT_SHANPON << 8;
  if (bit === 4) return (WAIT_TANKI << 8) | 100;
  const st = n + bit - 3;
  return st < 0 || st > 6 ? 0 : (sequenceWait(st, n) << 8) | (31 + bit);
}

const limitCode = (h: number) =>
  h >= 13
    ? LIMIT_KAZOE_SANBAIMAN
    : h >= 11
      ? LIMIT_SANBAIMAN
      : h >= 8
        ? LIMIT_BAIMAN
        : h >= 6
          ? LIMIT_HANEMAN
          : h >= 5
            ? LIMIT_MANGAN
            : 0;
const limitBase = (h: number) => {
  const code = limitCode(h);
  return code === LIMIT_MANGAN
    ? 2000
    : code === LIMIT_HANEMAN
      ? 3000
      : code === LIMIT_BAIMAN
        ? 4000
        : code === 0
          ? 0
          : 6000;
};

const table = (type: Ctor, length: number, at: (i: number) => number, rest = 0): TableFormula => ({
  type,
  length,
  rest,
  at,
});

/** The engine's tables by their names in score.ts, in the literal's order. */
export const TABLE_FORMULAS: Record<string, TableFormula> = {
  HAN: table(Int8Array, 2048, han),
  KIND_OF: table(Uint8Array, 37, kindOf),
  DORA_OF: table(Uint8Array, KINDS, doraFromIndicator),
  TILE_FLAGS: table(Uint8Array, 37, tileFlags),
  KEY_M: table(Int32Array, 64, KEYS[0]!),
  KEY_P: table(Int32Array, 64, KEYS[1]!),
  KEY_S: table(Int32Array, 64, KEYS[2]!),
  KEY_H: table(Int32Array, 37, keyH),
  FIELD_M: table(Int32Array, 37, (t) => 7 * KEYS[0]!(t)),
  FIELD_P: table(Int32Array, 37, (t) => 7 * KEYS[1]!(t)),
  FIELD_S: table(Int32Array, 37, (t) => 7 * KEYS[2]!(t)),
  FIELD_H: table(Int32Array, 37, (t) => 7 * keyH(t)),
  FIELD_SHIFT: table(Uint8Array, 37, (t) => {
    const k = kindOf(t);
    return k >= 27 ? 3 * (k - 27) : 3 * (8 - (k % 9));
  }),
  KIND64: table(Uint8Array, 64, (t) => (t < 37 ? kindOf(t) : 255), 255),
  RUN_BIT: table(Int32Array, 256, (k) => (k < 27 ? 1 << k : 1 << 31), 1 << 31),
  MELD_KEY_M: table(Int32Array, 256, meldKey(0)),
  MELD_KEY_P: table(Int32Array, 256, meldKey(1)),
  MELD_KEY_S: table(Int32Array, 256, meldKey(2)),
  MELD_KEY_H: table(Int32Array, 256, meldKey(3)),
  MELD_COUNTS: table(Int32Array, 256, meldCounts),
  MELD_SEQS: table(Int32Array, 256, (c) => (meld(c)?.type === 0 ? meldBit(c >> 2) : 0)),
  MELD_TRIS: table(Int32Array, 256, (c) => (meld(c) !== null && (c & 3) !== 0 ? meldBit(c >> 2) : 0)),
  KEY_HR: table(Int32Array, 64, (t) => (t < 37 ? keyH(t) + redAdd(t) * (1 << REDS_SHIFT) : 0)),
  RED_HI: table(Int32Array, 64, (t) => (t < 37 ? redAdd(t) * (1 << REDS_SHIFT) : 0)),
  WAIT_FU: table(Uint8Array, 8, (w) => (w === WAIT_RYANMEN || w === WAIT_SHANPON ? 0 : 2)),
  HONOR_PAIR_BY_CLZ: table(Int8Array, 33, (z) => (z === 32 ? -1 : 27 + Math.floor((31 - z) / 3))),
  ROUND_FU: table(Uint16Array, 256, (fu) => Math.ceil(fu / 10) * 10),
  FORBIDDEN: table(Int32Array, 64, forbidden),
  WIND: table(Uint8Array, 5, (w) => (w >= 1 ? 1 : 0)),
  SUIT_OF: table(Uint8Array, KINDS, (k) => (k < 27 ? Math.floor(k / 9) : 3)),
  NUMBER_OF: table(Uint8Array, KINDS, (k) => (k < 27 ? k % 9 : 0)),
  WAY: table(Int16Array, 45, way),
  LOCAL_HAN: table(Uint8Array, 32, (e) =>
    LOCAL_YAKU.reduce((h, y, i) => (((e >> i) & 1) === 0 ? h : h + (e >= 16 ? y.han.open : y.han.closed)), 0),
  ),
  LIMIT_CODE: table(Uint8Array, 14, limitCode),
  LIMIT_BASE: table(Uint16Array, 14, limitBase),
};

/** The numbers of score.ts computed from the registry and the tiles: bit sets. */
export const NUMBER_FORMULAS: Record<string, () => number> = {
  /** Yaku bits worth any han with the hand closed / open. */
  CLOSED_MASK: () => YAKU.reduce((m, y, i) => (y.han.closed ? m | (1 << i) : m), 0),
  OPEN_MASK: () => YAKU.reduce((m, y, i) => (y.han.open ? m | (1 << i) : m), 0),
  /** The kinds a run may start from (numbers 1-7 of a suit). */
  RUN_STARTS: () => [...Array(27).keys()].reduce((m, k) => (k % 9 <= 6 ? m | (1 << k) : m), 0),
};

/** A table as the engine holds it: its type and length, each entry stored as that type stores it. */
export function formulaTable(
  f: TableFormula,
): Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array {
  return fixedArray(f.type, f.length, f.at);
}

/**
 * The literal of `ENGINE_TABLES` (rules/riichi/tables.ts): JSON, each table as its type's name,
 * its length, its `rest` and its entries from the first up to the last that is not its `rest`,
 * each number as itself; in lines of at most 100 characters.
 */
export function engineTablesText(): string {
  const lines: string[] = [];
  const entries = [
    ...Object.entries(TABLE_FORMULAS).map(([name, f]) => {
      const values = [...formulaTable(f)];
      let end = values.length;
      while (end > 0 && values[end - 1] === f.rest) end--;
      return [name, `"${f.type.name}",${f.length},${f.rest},`, values.slice(0, end)] as const;
    }),
    ...Object.entries(NUMBER_FORMULAS).map(([name, f]) => [name, '', f()] as const),
  ];
  entries.forEach(([name, head, value], i) => {
    const comma = i === entries.length - 1 ? '' : ',';
    if (typeof value === 'number') {
      lines.push(`"${name}":${value}${comma}`);
      return;
    }
    let line = `"${name}":[${head}[`;
    value.forEach((v, j) => {
      const item = `${v}${j === value.length - 1 ? '' : ','}`;
      if (line.length + item.length > 100) {
        lines.push(line);
        line = '';
      }
      line += item;
    });
    lines.push(`${line}]]${comma}`);
  });
  return `{\n${lines.join('\n')}\n}`;
}
