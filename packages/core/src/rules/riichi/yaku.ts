// The riichi yaku and yakuman (spec riichi.md §3) as data: one record per yaku with its han
// and a pure predicate over the scoring context. Exclusions of §3.2 live inside the
// predicates, so every predicate is exact on its own and the registry order is display order.

import { CHUN, EAST, HAKU, HATSU, NORTH } from '../../tiles/tile.ts';
import { GROUP_SEQUENCE, type ScoringContext } from './context.ts';
import {
  SHAPE_CHIITOITSU,
  SHAPE_KOKUSHI,
  SHAPE_SHIISANPUUTAA,
  SHAPE_STANDARD,
  WAIT_RYANMEN,
  WAIT_TANKI,
} from './layout.ts';
import type { YakumanDoubleId } from './options.ts';

export interface Yaku {
  id: string;
  /** Han when closed and when open; 0 open = closed only. */
  han: { closed: number; open: number };
  /** True when the predicate reads only facts of the whole hand, not of one interpretation. */
  perHand?: boolean;
  test(c: ScoringContext): boolean;
}

export interface Yakuman {
  id: string;
  /** True when the predicate reads only facts of the whole hand, not of one interpretation. */
  perHand?: boolean;
  /** When listed in `rules.doubleYakuman`, the yakuman counts twice. */
  doubleId?: YakumanDoubleId;
  /** Covered by liability (pao) when the rules list it. */
  pao?: 'daisangen' | 'daisuushii' | 'suukantsu';
  test(c: ScoringContext): boolean;
}

const std = (c: ScoringContext) => c.shape === SHAPE_STANDARD;

/** A yakuhai yaku for one dragon: a triplet or kan of it. */
function dragonYakuhai(id: string, tile: number): Yaku {
  return { id, han: { closed: 1, open: 1 }, test: (c) => c.tripletOf[tile] === 1 };
}

function ryanpeikou(c: ScoringContext): boolean {
  if (!c.closed || c.sequences < 4) return false;
  let pairs = 0;
  for (let k = 0; k < 27; k++) pairs += c.sequenceAt[k]! >> 1;
  return pairs >= 2;
}

function iipeikou(c: ScoringContext): boolean {
  if (!c.closed || c.sequences < 2) return false;
  for (let k = 0; k < 27; k++) if (c.sequenceAt[k]! >= 2) return true;
  return false;
}

/** Every group and the pair hold a terminal (`honorsOk`: or an honour). */
function outsideHand(c: ScoringContext, honorsOk: boolean): boolean {
  if (c.sequences === 0) return false;
  for (let i = 0; i < 4; i++) {
    const t = c.groupTile[i]!;
    if (c.groupKind[i] === GROUP_SEQUENCE) {
      const n = t % 9;
      if (n !== 0 && n !== 6) return false;
    } else if (t >= 27) {
      if (!honorsOk) return false;
    } else if (t % 9 !== 0 && t % 9 !== 8) return false;
  }
  const p = c.pair;
  if (p >= 27) return honorsOk;
  return p % 9 === 0 || p % 9 === 8;
}

function tripletsOfRange(c: ScoringContext, from: number, to: number): number {
  let n = 0;
  for (let k = from; k <= to; k++) n += c.tripletOf[k]!;
  return n;
}

/** Exactly one number suit in the hand. */
function oneSuit(mask: number): boolean {
  const m = mask & 7;
  return m === 1 || m === 2 || m === 4;
}

export const YAKU: readonly Yaku[] = [
  {
    id: 'riichi',
    perHand: true,
    han: { closed: 1, open: 0 },
    test: (c) => c.sit.riichi && !c.sit.doubleRiichi,
  },
  { id: 'double_riichi', perHand: true, han: { closed: 2, open: 0 }, test: (c) => c.sit.doubleRiichi },
  {
    // Spec §3.6 "openRiichi: 2 han": open riichi is worth 2 han in all, riichi included (open
    // double riichi 3), so the line is the one han it adds to riichi / double riichi.
    id: 'open_riichi',
    perHand: true,
    han: { closed: 1, open: 0 },
    test: (c) => c.rules.openRiichi && c.sit.openRiichi && (c.sit.riichi || c.sit.doubleRiichi),
  },
  {
    id: 'ippatsu',
    perHand: true,
    han: { closed: 1, open: 0 },
    test: (c) => c.rules.ippatsu && c.sit.ippatsu && (c.sit.riichi || c.sit.doubleRiichi),
  },
  { id: 'menzen_tsumo', perHand: true, han: { closed: 1, open: 0 }, test: (c) => c.sit.tsumo },
  {
    id: 'pinfu',
    han: { closed: 1, open: 0 },
    test: (c) =>
      std(c) && c.sequences === 4 && c.kanCount === 0 && c.wait === WAIT_RYANMEN && !c.isValuePair(c.pair),
  },
  {
    id: 'iipeikou',
    han: { closed: 1, open: 0 },
    // With isshoku sanjun on, its three sequences hold the twin: not counted besides (§3.6).
    test: (c) => std(c) && iipeikou(c) && !ryanpeikou(c) && !(c.rules.isshokuSanjun && isshokuSanjun(c)),
  },
  {
    id: 'tanyao',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.allSimple && (c.closed || c.rules.kuitan),
  },
  dragonYakuhai('yakuhai_haku', HAKU),
  dragonYakuhai('yakuhai_hatsu', HATSU),
  dragonYakuhai('yakuhai_chun', CHUN),
  { id: 'yakuhai_seat_wind', han: { closed: 1, open: 1 }, test: (c) => c.tripletOf[c.seatWindTile] === 1 },
  { id: 'yakuhai_round_wind', han: { closed: 1, open: 1 }, test: (c) => c.tripletOf[c.roundWindTile] === 1 },
  {
    id: 'rinshan_kaihou',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.sit.rinshan && c.sit.tsumo,
  },
  { id: 'chankan', perHand: true, han: { closed: 1, open: 1 }, test: (c) => c.sit.chankan && !c.sit.tsumo },
  {
    id: 'haitei_raoyue',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.sit.haitei && c.sit.tsumo && (!c.sit.rinshan || c.rules.rinshanHaitei),
  },
  {
    id: 'houtei_raoyui',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.sit.houtei && !c.sit.tsumo,
  },
  { id: 'chiitoitsu', han: { closed: 2, open: 0 }, test: (c) => c.shape === SHAPE_CHIITOITSU },
  {
    id: 'sanshoku_doujun',
    han: { closed: 2, open: 1 },
    test: (c) => {
      if (!std(c) || c.sequences < 3) return false;
      for (let n = 0; n < 7; n++) {
        if (c.sequenceAt[n] && c.sequenceAt[9 + n] && c.sequenceAt[18 + n]) return true;
      }
      return false;
    },
  },
  {
    id: 'ittsu',
    han: { closed: 2, open: 1 },
    test: (c) => {
      if (!std(c) || c.sequences < 3) return false;
      for (let b = 0; b < 27; b += 9) {
        if (c.sequenceAt[b] && c.sequenceAt[b + 3] && c.sequenceAt[b + 6]) return true;
      }
      return false;
    },
  },
  {
    id: 'chanta',
    han: { closed: 2, open: 1 },
    test: (c) => std(c) && (c.suitMask & 8) !== 0 && outsideHand(c, true),
  },
  {
    id: 'sanshoku_doukou',
    han: { closed: 2, open: 2 },
    test: (c) => {
      if (!std(c) || c.triplets < 3) return false;
      for (let n = 0; n < 9; n++) {
        if (c.tripletOf[n] && c.tripletOf[9 + n] && c.tripletOf[18 + n]) return true;
      }
      return false;
    },
  },
  { id: 'sanankou', han: { closed: 2, open: 2 }, test: (c) => std(c) && c.concealedTriplets === 3 },
  { id: 'sankantsu', perHand: true, han: { closed: 2, open: 2 }, test: (c) => c.kanCount === 3 },
  { id: 'toitoi', han: { closed: 2, open: 2 }, test: (c) => std(c) && c.triplets === 4 },
  {
    id: 'shousangen',
    han: { closed: 2, open: 2 },
    test: (c) => std(c) && c.pair >= HAKU && tripletsOfRange(c, HAKU, CHUN) === 2,
  },
  {
    id: 'honroutou',
    perHand: true,
    han: { closed: 2, open: 2 },
    test: (c) => c.allYaochuu && c.hasTerminal && (c.suitMask & 8) !== 0,
  },
  { id: 'ryanpeikou', han: { closed: 3, open: 0 }, test: (c) => std(c) && ryanpeikou(c) },
  {
    id: 'honitsu',
    perHand: true,
    han: { closed: 3, open: 2 },
    test: (c) => (c.suitMask & 8) !== 0 && oneSuit(c.suitMask),
  },
  {
    id: 'junchan',
    han: { closed: 3, open: 2 },
    test: (c) => std(c) && (c.suitMask & 8) === 0 && outsideHand(c, false),
  },
  {
    id: 'chinitsu',
    perHand: true,
    han: { closed: 6, open: 5 },
    test: (c) => (c.suitMask & 8) === 0 && oneSuit(c.suitMask),
  },
];

/**
 * The local yaku of §3.6 that the rules may switch on (`RiichiRules`), each worth the han the
 * commonest local rules give (the spec leaves the values open). The yaku bit set being full,
 * the scorer counts these in a word of their own, bit i = LOCAL_YAKU[i]; each predicate tests
 * its own switch, like `open_riichi`.
 */
export const LOCAL_YAKU: readonly Yaku[] = [
  {
    id: 'sanrenkou',
    han: { closed: 2, open: 2 },
    test: (c) => c.rules.sanrenkou && std(c) && sanrenkou(c),
  },
  {
    id: 'isshoku_sanjun',
    han: { closed: 3, open: 2 },
    test: (c) => c.rules.isshokuSanjun && std(c) && isshokuSanjun(c),
  },
  {
    id: 'tsubame_gaeshi',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.rules.tsubameGaeshi && c.sit.tsubameGaeshi && !c.sit.tsumo,
  },
  {
    id: 'kanburi',
    perHand: true,
    han: { closed: 1, open: 1 },
    test: (c) => c.rules.kanburi && c.sit.kanburi && !c.sit.tsumo,
  },
];

/** Three triplets or kans of consecutive numbers in one suit. */
function sanrenkou(c: ScoringContext): boolean {
  if (c.triplets < 3) return false;
  for (let b = 0; b < 27; b += 9) {
    for (let n = 0; n < 7; n++) {
      if (c.tripletOf[b + n] && c.tripletOf[b + n + 1] && c.tripletOf[b + n + 2]) return true;
    }
  }
  return false;
}

/**
 * Three identical sequences (declared ones included). Four, when closed, are ryanpeikou, which
 * is worth as much and is a yaku of every rule set: isshoku sanjun is then not counted.
 */
function isshokuSanjun(c: ScoringContext): boolean {
  if (c.sequences < 3 || ryanpeikou(c)) return false;
  for (let k = 0; k < 27; k++) if (c.sequenceAt[k]! >= 3) return true;
  return false;
}

function chuurenCounts(c: ScoringContext): number {
  // Returns the suit base when the concealed hand is 1112345678999 + one tile of that suit, else -1.
  if (c.hasMelds || c.shape !== SHAPE_STANDARD || !oneSuit(c.suitMask) || c.suitMask & 8) return -1;
  const b = c.suitMask === 1 ? 0 : c.suitMask === 2 ? 9 : 18;
  const a = c.concealed;
  if (a[b]! < 3 || a[b + 8]! < 3) return -1;
  for (let i = 1; i < 8; i++) if (a[b + i]! < 1) return -1;
  return b;
}

function junseiChuuren(c: ScoringContext): boolean {
  const b = chuurenCounts(c);
  if (b < 0) return false;
  const w = c.winTile - b;
  // Before the win the hand was exactly 1112345678999: the winning tile is the extra one.
  const before = (i: number) => c.concealed[b + i]! - (i === w ? 1 : 0);
  if (before(0) !== 3 || before(8) !== 3) return false;
  for (let i = 1; i < 8; i++) if (before(i) !== 1) return false;
  return true;
}

function fourConcealed(c: ScoringContext): boolean {
  return std(c) && c.concealedTriplets === 4;
}

export const YAKUMAN: readonly Yakuman[] = [
  {
    id: 'kokushi_musou',
    test: (c) => c.shape === SHAPE_KOKUSHI && c.concealed[c.winTile] !== 2,
  },
  {
    id: 'kokushi_musou_juusanmen',
    doubleId: 'kokushi_musou_juusanmen',
    test: (c) => c.shape === SHAPE_KOKUSHI && c.concealed[c.winTile] === 2,
  },
  { id: 'suuankou', test: (c) => fourConcealed(c) && c.wait !== WAIT_TANKI },
  {
    id: 'suuankou_tanki',
    doubleId: 'suuankou_tanki',
    test: (c) => fourConcealed(c) && c.wait === WAIT_TANKI,
  },
  {
    id: 'daisangen',
    pao: 'daisangen',
    test: (c) => std(c) && tripletsOfRange(c, HAKU, CHUN) === 3,
  },
  {
    id: 'shousuushii',
    test: (c) => std(c) && c.pair >= EAST && c.pair <= NORTH && tripletsOfRange(c, EAST, NORTH) === 3,
  },
  {
    id: 'daisuushii',
    doubleId: 'daisuushii',
    pao: 'daisuushii',
    test: (c) => std(c) && tripletsOfRange(c, EAST, NORTH) === 4,
  },
  {
    id: 'tsuuiisou',
    test: (c) => c.allHonor && !(c.rules.daichisei && c.shape === SHAPE_CHIITOITSU),
  },
  { id: 'daichisei', test: (c) => c.rules.daichisei && c.allHonor && c.shape === SHAPE_CHIITOITSU },
  { id: 'ryuuiisou', perHand: true, test: (c) => c.allGreen },
  { id: 'chinroutou', perHand: true, test: (c) => c.allTerminal },
  { id: 'chuuren_poutou', test: (c) => chuurenCounts(c) >= 0 && !junseiChuuren(c) },
  { id: 'junsei_chuuren_poutou', doubleId: 'junsei_chuuren_poutou', test: junseiChuuren },
  { id: 'suukantsu', perHand: true, pao: 'suukantsu', test: (c) => c.kanCount === 4 },
  // A first draw declared as shiisanpuutaa is no complete hand: that yakuman, not tenhou or chiihou.
  { id: 'tenhou', perHand: true, test: (c) => c.sit.tenhou && c.shape !== SHAPE_SHIISANPUUTAA },
  { id: 'chiihou', perHand: true, test: (c) => c.sit.chiihou && c.shape !== SHAPE_SHIISANPUUTAA },
  { id: 'renhou', perHand: true, test: (c) => c.sit.renhou && c.rules.renhou === 'yakuman' },
  {
    id: 'paarenchan',
    perHand: true,
    test: (c) => c.rules.paarenchan && c.sit.seatWind === 1 && c.sit.dealerStreak >= 7,
  },
  {
    id: 'daisharin',
    perHand: true,
    test: (c) => {
      if (!c.rules.daisharin || !c.closed || c.hasMelds) return false;
      // 22334455667788 of pins (the classic tile); other suits are a variant not enabled here.
      for (let i = 1; i <= 7; i++) if (c.concealed[9 + i] !== 2) return false;
      return true;
    },
  },
  {
    // Local yakuman (§3.6), where the rules count it: thirteen unrelated tiles and a pair, on the
    // first draw with no call made (the tenhou or chiihou situation; the shape is found there).
    id: 'shiisanpuutaa',
    test: (c) => c.shape === SHAPE_SHIISANPUUTAA,
  },
];
