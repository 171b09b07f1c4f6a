// scoreRiichiHand: a winning hand and its situation to the full breakdown (score box 1) and
// the payments (score box 2). Validates first (every problem at once), enumerates every
// interpretation (§2.2), scores each without allocating, picks one by §2.3 (yakuman multiple,
// then payment, then han, then fu), and itemises only the one chosen.

import { isSevenPairs, isThirteenOrphans, type SuitReading, suitReadings } from '../../hand/decompose.ts';
import { type Hand, isKanKind, isOpenMeld } from '../../hand/hand.ts';
import type { Seat } from '../../payment.ts';
import { fail, issue, ok, type Result } from '../../result.ts';
import { doraFromIndicator, isRedFive, KINDS, kindOf, windTile } from '../../tiles/tile.ts';
import {
  GREEN_KIND,
  GROUP_KAN,
  GROUP_SEQUENCE,
  GROUP_TRIPLET,
  ScoringContext,
  SHAPE_CHIITOITSU,
  SHAPE_KOKUSHI,
  SHAPE_STANDARD,
  type Situation,
  WAIT_KANCHAN,
  WAIT_KOKUSHI,
  WAIT_KOKUSHI_13,
  WAIT_PENCHAN,
  WAIT_RYANMEN,
  WAIT_SHANPON,
  WAIT_TANKI,
} from './context.ts';
import { countFu, type FuLine } from './fu.ts';
import {
  checkRiichiInput,
  normaliseSituation,
  quickValid,
  type RiichiScoreInput,
  type RiichiSituationInput,
} from './input.ts';
import type { RiichiRules } from './options.ts';
import type { WinPaymentInput } from './payments.ts';
import { basePoints, baseValue, handPayment, handPaymentTotal, roundUp100 } from './points.ts';
import {
  packGroups,
  type RiichiScore,
  type RiichiScoreError,
  RiichiScoreResult,
  type YakuLine,
} from './result.ts';
import { YAKU, YAKUMAN, type Yakuman } from './yaku.ts';

const ctx = new ScoringContext();
const NONE: readonly Yakuman[] = [];
const PINFU = YAKU.find((y) => y.id === 'pinfu');
// Yaku that read only whole-hand facts are counted once per hand, the rest per interpretation.
const HAND_YAKU = YAKU.filter((y) => y.perHand);
const READING_YAKU = YAKU.filter((y) => !y.perHand);
const HAND_YAKUMAN = YAKUMAN.filter((y) => y.perHand);
const READING_YAKUMAN = YAKUMAN.filter((y) => !y.perHand);
let handYakuHan = 0;
/** Which whole-hand yaku held (bit i = HAND_YAKU[i]), and which reading yaku the best reading had. */
let handYakuBits = 0;
let evBits = 0;
let bestBits = 0;
/** For each entry of YAKU, where its bit is kept: whole-hand (true) or per reading, and which bit. */
const YAKU_SLOT = YAKU.map((y) => ({
  perHand: !!y.perHand,
  bit: (y.perHand ? HAND_YAKU : READING_YAKU).indexOf(y),
}));
let handYakuman = 0;

/** Han and yakuman multiple of the yaku that hold for the whole hand (after `prepare`). */
function countHandYaku(): void {
  const c = ctx;
  let han = 0;
  let bits = 0;
  for (let i = 0; i < HAND_YAKU.length; i++) {
    const y = HAND_YAKU[i]!;
    const h = c.closed ? y.han.closed : y.han.open;
    if (h !== 0 && y.test(c)) {
      han += h;
      bits |= 1 << i;
    }
  }
  handYakuBits = bits;
  let mult = 0;
  for (let i = 0; i < HAND_YAKUMAN.length; i++) {
    const y = HAND_YAKUMAN[i]!;
    if (y.test(c)) mult += y.doubleId !== undefined && c.rules.doubleYakuman.includes(y.doubleId) ? 2 : 1;
  }
  handYakuHan = han;
  handYakuman = mult;
}

// Results of `evaluate`, kept in module variables so the hot loop allocates nothing.
let evMult = 0;
let evHan = 0;
let evFu = 0;
let evPay = 0;

// Declared melds of the hand being scored, as group fields (filled once per hand).
const meldKind = new Uint8Array(4);
const meldTile = new Uint8Array(4);
const meldOpen = new Uint8Array(4);
const meldConcealed = new Uint8Array(4);
let meldCount = 0;

/** Fills the hand-level part of the context (same for every interpretation). */
function prepare(hand: Hand, sit: Situation, rules: RiichiRules): void {
  const c = ctx;
  c.rules = rules;
  c.sit = sit;
  let reds = 0;
  const ready = c.countsReady;
  c.countsReady = false;
  if (ready) reds = c.redFives;
  else {
    c.all.fill(0);
    c.concealed.fill(0);
    const conc = hand.concealed;
    for (let i = 0; i < conc.length; i++) {
      const t = conc[i]!;
      const k = kindOf(t);
      c.concealed[k]!++;
      c.all[k]!++;
      if (isRedFive(t)) reds++;
    }
  }
  c.closed = true;
  c.kanCount = 0;
  meldCount = hand.melds.length;
  for (let i = 0; i < meldCount; i++) {
    const m = hand.melds[i]!;
    let low = 99;
    for (let j = 0; j < m.tiles.length; j++) {
      const t = m.tiles[j]!;
      const k = kindOf(t);
      if (!ready) {
        c.all[k]!++;
        if (isRedFive(t)) reds++;
      }
      if (k < low) low = k;
    }
    const open = isOpenMeld(m.kind);
    const kan = isKanKind(m.kind);
    if (open) c.closed = false;
    if (kan) c.kanCount++;
    meldKind[i] = m.kind === 'chi' ? GROUP_SEQUENCE : kan ? GROUP_KAN : GROUP_TRIPLET;
    meldTile[i] = low;
    meldOpen[i] = open ? 1 : 0;
    meldConcealed[i] = m.kind === 'ankan' ? 1 : 0;
  }
  c.hasMelds = meldCount > 0;
  c.redFives = rules.akaDora > 0 ? reds : 0;
  c.winTile = kindOf(hand.winTile);
  c.seatWindTile = windTile(sit.seatWind);
  c.roundWindTile = windTile(sit.roundWind);
  let mask = c.suitMask;
  let simple = c.allSimple;
  let yaochuu = c.allYaochuu;
  let terminal = c.allTerminal;
  let green = c.allGreen;
  let hasTerminal = c.hasTerminal;
  if (!ready) {
    mask = 0;
    simple = yaochuu = terminal = green = true;
    hasTerminal = false;
    for (let k = 0; k < KINDS; k++) {
      if (c.all[k] === 0) continue;
      if (k < 27) {
        mask |= 1 << ((k / 9) | 0);
        const n = k % 9;
        if (n === 0 || n === 8) {
          simple = false;
          hasTerminal = true;
        } else {
          yaochuu = false;
          terminal = false;
        }
      } else {
        mask |= 8;
        simple = false;
        terminal = false;
      }
      if (GREEN_KIND[k] === 0) green = false;
    }
  }
  const honor = (mask & 7) === 0;
  c.suitMask = mask;
  c.allSimple = simple;
  c.allYaochuu = yaochuu;
  c.allTerminal = terminal;
  c.allHonor = honor;
  c.allGreen = green;
  c.hasTerminal = hasTerminal;
}

function countDora(sit: Situation, rules: RiichiRules): void {
  const all = ctx.all;
  let dora = 0;
  let ura = 0;
  const ind = sit.doraIndicators;
  const n = rules.kanDora ? ind.length : Math.min(1, ind.length);
  for (let i = 0; i < n; i++) dora += all[doraFromIndicator(ind[i]!)]!;
  if (rules.uraDora && sit.riichi) {
    const u = sit.uraIndicators;
    const m = rules.kanDora ? u.length : Math.min(1, u.length);
    for (let i = 0; i < m; i++) ura += all[doraFromIndicator(u[i]!)]!;
  }
  doraCount = dora;
  uraCount = ura;
}
let doraCount = 0;
let uraCount = 0;

/** Scores the current interpretation into evMult/evHan/evFu/evPay; evHan 0 and evMult 0 = no yaku. */
function evaluate(doraHan: number): void {
  const c = ctx;
  c.derive();
  let mult = handYakuman;
  for (let i = 0; i < READING_YAKUMAN.length; i++) {
    const y = READING_YAKUMAN[i]!;
    if (y.test(c)) mult += y.doubleId !== undefined && c.rules.doubleYakuman.includes(y.doubleId) ? 2 : 1;
  }
  if (mult > 0) {
    if (!c.rules.yakumanStacking) mult = 1;
    evMult = mult;
    evHan = 13 * mult;
    evFu = 0;
    evPay = 8000 * mult;
    return;
  }
  let han = handYakuHan;
  let pinfu = false;
  let bits = 0;
  const closed = c.closed;
  for (let i = 0; i < READING_YAKU.length; i++) {
    const y = READING_YAKU[i]!;
    const h = closed ? y.han.closed : y.han.open;
    if (h === 0) continue;
    if (y.test(c)) {
      han += h;
      bits |= 1 << i;
      if (y === PINFU) pinfu = true;
    }
  }
  evBits = bits;
  if (c.sit.renhou && c.rules.renhou === 'han5') han += 5;
  evMult = 0;
  if (han === 0) {
    evHan = 0;
    evPay = 0;
    return;
  }
  han += doraHan;
  evHan = han;
  evFu = countFu(c, pinfu, null);
  const b = baseValue(han, evFu, c.rules);
  const dealer = c.sit.seatWind === 1;
  evPay = c.sit.tsumo
    ? dealer
      ? 3 * roundUp100(2 * b)
      : roundUp100(2 * b) + 2 * roundUp100(b)
    : roundUp100(b * (dealer ? 6 : 4));
}

// The best interpretation so far, as indices into the readings (no allocation).
let found = false;
let shapeFound = false;
let bestMult = 0;
let bestPay = 0;
let bestHan = 0;
let bestFu = 0;
let bestShape = 0;
let bestA = 0;
let bestB = 0;
let bestC = 0;
let bestWinGroup = 0;
let bestWait = 0;
let curA = 0;
let curB = 0;
let curC = 0;
let doraHanOfHand = 0;

function consider(shape: number, winGroup: number, wait: number): void {
  shapeFound = true;
  evaluate(doraHanOfHand);
  if (evMult === 0 && evHan === 0) return;
  if (found) {
    if (evMult !== bestMult) {
      if (evMult < bestMult) return;
    } else if (evPay !== bestPay) {
      if (evPay < bestPay) return;
    } else if (evHan !== bestHan) {
      if (evHan < bestHan) return;
    } else if (evFu <= bestFu) return;
  }
  found = true;
  bestMult = evMult;
  bestPay = evPay;
  bestHan = evHan;
  bestFu = evFu;
  bestBits = evBits;
  bestShape = shape;
  bestA = curA;
  bestB = curB;
  bestC = curC;
  bestWinGroup = winGroup;
  bestWait = wait;
}

// Honour groups of the concealed hand (fixed for the hand: triplets and at most one pair).
const honorTriplets = new Uint8Array(4);
let honorTripletCount = 0;
let honorPair = -1;

function readHonors(): boolean {
  honorTripletCount = 0;
  honorPair = -1;
  for (let k = 27; k < KINDS; k++) {
    const n = ctx.concealed[k]!;
    if (n === 0) continue;
    if (n === 3 && honorTripletCount < 4) honorTriplets[honorTripletCount++] = k;
    else if (n === 2 && honorPair < 0) honorPair = k;
    else return false;
  }
  return true;
}

/** Puts melds and the three suits' readings into the context's groups; false if it is not 4 groups + 1 pair. */
function fillGroups(a: SuitReading, b: SuitReading, c3: SuitReading): boolean {
  const c = ctx;
  let pairs = honorPair >= 0 ? 1 : 0;
  let pair = honorPair;
  if (a.pair >= 0) {
    pairs++;
    pair = a.pair;
  }
  if (b.pair >= 0) {
    pairs++;
    pair = 9 + b.pair;
  }
  if (c3.pair >= 0) {
    pairs++;
    pair = 18 + c3.pair;
  }
  if (pairs !== 1) return false;
  if (meldCount + a.groups.length + b.groups.length + c3.groups.length + honorTripletCount !== 4)
    return false;
  let i = 0;
  for (let m = 0; m < meldCount; m++, i++) {
    c.groupKind[i] = meldKind[m]!;
    c.groupTile[i] = meldTile[m]!;
    c.groupOpen[i] = meldOpen[m]!;
    c.groupConcealed[i] = meldConcealed[m]!;
  }
  i = putSuit(a, 0, i);
  i = putSuit(b, 9, i);
  i = putSuit(c3, 18, i);
  for (let h = 0; h < honorTripletCount; h++, i++) {
    c.groupKind[i] = GROUP_TRIPLET;
    c.groupTile[i] = honorTriplets[h]!;
    c.groupOpen[i] = 0;
    c.groupConcealed[i] = 1;
  }
  c.pair = pair;
  return true;
}

function putSuit(r: SuitReading, base: number, i: number): number {
  const c = ctx;
  const g = r.groups;
  for (let j = 0; j < g.length; j++, i++) {
    const code = g[j]!;
    if (code < 9) {
      c.groupKind[i] = GROUP_TRIPLET;
      c.groupTile[i] = base + code;
      c.groupConcealed[i] = 1;
    } else {
      c.groupKind[i] = GROUP_SEQUENCE;
      c.groupTile[i] = base + code - 9;
      c.groupConcealed[i] = 0;
    }
    c.groupOpen[i] = 0;
  }
  return i;
}

/** Sets the winning group (−1 = the pair) and its wait; a triplet completed by ron counts as open. */
function setWin(winGroup: number, wait: number): void {
  const c = ctx;
  c.shape = SHAPE_STANDARD;
  c.winGroup = winGroup;
  c.wait = wait;
  for (let i = meldCount; i < 4; i++) {
    c.groupConcealed[i] = c.groupKind[i] === GROUP_SEQUENCE ? 0 : i === winGroup && !c.sit.tsumo ? 0 : 1;
  }
}

function waitOfGroup(i: number, win: number): number {
  const c = ctx;
  if (c.groupKind[i] !== GROUP_SEQUENCE) return WAIT_SHANPON;
  const s = c.groupTile[i]!;
  const n = s % 9;
  if (win === s + 1) return WAIT_KANCHAN;
  if (win === s) return n === 6 ? WAIT_PENCHAN : WAIT_RYANMEN;
  return n === 0 ? WAIT_PENCHAN : WAIT_RYANMEN;
}

/** Every interpretation where the winning tile completes a concealed group or the pair. */
function considerStandard(): void {
  const c = ctx;
  const win = c.winTile;
  for (let i = meldCount; i < 4; i++) {
    const t = c.groupTile[i]!;
    const seq = c.groupKind[i] === GROUP_SEQUENCE;
    if (seq ? win < t || win > t + 2 : win !== t) continue;
    // The same group twice (e.g. 234m 234m) is the same reading.
    let dup = false;
    for (let j = meldCount; j < i; j++)
      if (c.groupKind[j] === c.groupKind[i] && c.groupTile[j] === t) dup = true;
    if (dup) continue;
    const wait = waitOfGroup(i, win);
    setWin(i, wait);
    consider(SHAPE_STANDARD, i, wait);
  }
  if (c.pair === win) {
    setWin(-1, WAIT_TANKI);
    consider(SHAPE_STANDARD, -1, WAIT_TANKI);
  }
}

/** Loads the chosen interpretation back into the context. */
// The suit readings of the hand being scored, kept for reloading the chosen interpretation.
let readM: readonly SuitReading[] = [];
let readP: readonly SuitReading[] = [];
let readS: readonly SuitReading[] = [];

function loadChoice(): void {
  const c = ctx;
  if (bestShape !== SHAPE_STANDARD) {
    c.shape = bestShape;
    c.pair = -1;
    c.wait = bestWait;
    c.derive();
    return;
  }
  readHonors();
  fillGroups(readM[bestA]!, readP[bestB]!, readS[bestC]!);
  setWin(bestWinGroup, bestWait);
  c.derive();
}

/**
 * Scores a winning riichi hand. Errors: `invalid` (the input cannot be a real hand or
 * situation; every issue listed), `not_agari` (no winning shape), `no_yaku`.
 */
export function scoreRiichiHand(
  input: RiichiScoreInput,
  rules: RiichiRules,
): Result<RiichiScore, RiichiScoreError> {
  const first = scoreWithWinTile(input, rules);
  const s = input.situation;
  if (!first.ok || !rules.tenhouAnyWinTile || !(s.tenhou || s.chiihou)) return first;
  // Spec §3.4 (Mahjong Soul): on tenhou / chiihou any of the 14 tiles may be taken as the
  // winning tile, and the best result is scored (e.g. tenhou + suuankou tanki).
  let best: RiichiScore = first.value;
  const tried = new Set<number>([kindOf(input.hand.winTile)]);
  for (const t of input.hand.concealed) {
    if (tried.has(kindOf(t))) continue;
    tried.add(kindOf(t));
    const r = scoreWithWinTile({ hand: { ...input.hand, winTile: t }, situation: s }, rules);
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

function scoreWithWinTile(
  input: RiichiScoreInput,
  rules: RiichiRules,
): Result<RiichiScore, RiichiScoreError> {
  if (!quickValid(input, rules, ctx)) {
    const problems = checkRiichiInput(input, rules);
    if (problems.length) return fail('invalid', problems);
  }
  const { hand } = input;
  const sit = normaliseSituation(input.situation);
  prepare(hand, sit, rules);
  countDora(sit, rules);
  countHandYaku();
  doraHanOfHand = doraCount + uraCount + ctx.redFives;
  found = false;
  shapeFound = false;

  const c = ctx;
  if (!c.hasMelds) {
    if (c.allYaochuu && isThirteenOrphans(c.concealed)) {
      c.shape = SHAPE_KOKUSHI;
      c.pair = -1;
      c.wait = c.concealed[c.winTile] === 2 ? WAIT_KOKUSHI_13 : WAIT_KOKUSHI;
      consider(SHAPE_KOKUSHI, -1, c.wait);
    }
    if (isSevenPairs(c.concealed) || (rules.chiitoitsuQuadAsTwoPairs && isSevenPairsWithQuads(c.concealed))) {
      c.shape = SHAPE_CHIITOITSU;
      c.pair = -1;
      c.wait = WAIT_TANKI;
      consider(SHAPE_CHIITOITSU, -1, WAIT_TANKI);
    }
  }
  if (readHonors()) {
    const ms = suitReadings(c.concealed, 0);
    const ps = ms.length ? suitReadings(c.concealed, 9) : ms;
    const ss = ps.length ? suitReadings(c.concealed, 18) : ps;
    readM = ms;
    readP = ps;
    readS = ss;
    for (curA = 0; curA < ms.length; curA++) {
      for (curB = 0; curB < ps.length; curB++) {
        for (curC = 0; curC < ss.length; curC++) {
          if (!fillGroups(ms[curA]!, ps[curB]!, ss[curC]!)) continue;
          considerStandard();
        }
      }
    }
  }

  if (!shapeFound) {
    return fail('not_agari', [issue('not_agari', 'the tiles do not form a winning hand', 'hand')]);
  }
  // Renhou as a mangan (EMA, WRC): not cumulative, so it competes with the normal reading.
  const renhouMangan = sit.renhou && rules.renhou === 'mangan';
  if (!found && !renhouMangan) {
    return fail('no_yaku', [issue('no_yaku', 'the hand has no yaku (dora alone cannot win)', 'hand')]);
  }
  if (found) loadChoice();
  return ok(
    buildResult(sit, rules, found, { dora: doraCount, ura: uraCount }, renhouMangan, input.situation),
  );
}

function isSevenPairsWithQuads(counts: Uint8Array): boolean {
  let pairs = 0;
  for (let k = 0; k < KINDS; k++) {
    const n = counts[k]!;
    if (n === 2) pairs++;
    else if (n === 4) pairs += 2;
    else if (n !== 0) return false;
  }
  return pairs === 7;
}

function buildResult(
  sit: Situation,
  rules: RiichiRules,
  chosen: boolean,
  dora: { dora: number; ura: number },
  renhouMangan: boolean,
  raw: RiichiSituationInput,
): RiichiScore {
  const c = ctx;
  const yaku: YakuLine[] = [];
  let yakuman = 0;
  let han = 0;
  let fu: number | null = null;
  const fuLines: FuLine[] = [];
  // The interpretation is kept packed; the result unpacks it when it is read.
  let shape = -1;
  let groupsPacked = 0;
  let paoBase = 0;
  if (chosen) {
    shape = c.shape;
    groupsPacked = c.shape === SHAPE_STANDARD ? packGroups(c) : 0;
    let best = 0;
    let bestId = '';
    for (const y of bestMult > 0 ? YAKUMAN : NONE) {
      if (!y.test(c)) continue;
      const m = y.doubleId !== undefined && rules.doubleYakuman.includes(y.doubleId) ? 2 : 1;
      yaku.push({ id: y.id, han: 13 * m });
      yakuman += m;
      if (y.pao && rules.pao.includes(y.pao)) paoBase += 8000 * m;
      if (m > best) {
        best = m;
        bestId = y.id;
      }
    }
    if (yakuman > 0 && !rules.yakumanStacking) {
      // One yakuman at most: report the yakuman that is paid.
      yaku.splice(0, yaku.length, { id: bestId, han: 13 });
      yakuman = 1;
      paoBase = Math.min(paoBase, 8000);
    }
    if (yakuman > 0) {
      han = 13 * yakuman;
    } else {
      // The yaku found while choosing, read back from their bits in display order.
      let pinfu = false;
      for (let i = 0; i < YAKU.length; i++) {
        const y = YAKU[i]!;
        const slot = YAKU_SLOT[i]!;
        const held = ((slot.perHand ? handYakuBits : bestBits) >> slot.bit) & 1;
        const h = c.closed ? y.han.closed : y.han.open;
        if (h === 0 || held === 0) continue;
        yaku.push({ id: y.id, han: h });
        han += h;
        if (y === PINFU) pinfu = true;
      }
      if (sit.renhou && rules.renhou === 'han5') {
        yaku.push({ id: 'renhou', han: 5 });
        han += 5;
      }
      if (dora.dora) yaku.push({ id: 'dora', han: dora.dora });
      if (c.redFives) yaku.push({ id: 'aka_dora', han: c.redFives });
      if (dora.ura) yaku.push({ id: 'ura_dora', han: dora.ura });
      han += dora.dora + dora.ura + c.redFives;
      fu = countFu(c, pinfu, fuLines);
    }
  }
  let bp = basePoints(han, fu ?? 0, yakuman, rules);
  if (renhouMangan) {
    const normalPay = chosen ? handPaymentTotal(handPayment(bp.base, sit.seatWind === 1, sit.tsumo)) : 0;
    if (yakuman === 0 && 8000 > normalPay) {
      // Renhou as a mangan replaces the hand (not cumulative).
      yaku.splice(0, yaku.length, { id: 'renhou', han: 5 });
      han = 5;
      bp = { base: 2000, limit: 'mangan' };
      fu = fu ?? null;
    }
  }
  const dealer = sit.seatWind === 1;
  const perPayer = handPayment(bp.base, dealer, sit.tsumo);
  const winner = (sit.seatWind - 1) as Seat;
  const discarderWind = raw.discarderWind ?? ((sit.seatWind + 2) % 4) + 1;
  const liable = raw.liableWind !== undefined && paoBase > 0 ? ((raw.liableWind - 1) as Seat) : undefined;
  const paymentInput: WinPaymentInput = {
    winner,
    dealer: 0,
    tsumo: sit.tsumo,
    discarder: sit.tsumo ? undefined : ((discarderWind - 1) as Seat),
    base: bp.base,
    honba: sit.honba,
    sticks: 1000 * sit.riichiSticks,
    liable,
    liableBase: rules.paoScope === 'whole' ? bp.base : paoBase,
    rules,
  };
  // Honba: 300 from the discarder, or 100 from each of the three payers.
  const total = handPaymentTotal(perPayer) + 300 * sit.honba;
  return new RiichiScoreResult(
    yaku,
    yakuman,
    han,
    yakuman > 0 ? null : fu,
    yakuman > 0 ? [] : fuLines,
    yakuman > 0 ? 0 : dora.dora,
    yakuman > 0 ? 0 : dora.ura,
    yakuman > 0 ? 0 : c.redFives,
    bp.limit,
    bp.base,
    perPayer,
    total,
    paymentInput,
    shape,
    c.wait,
    c.pair,
    groupsPacked,
  );
}
