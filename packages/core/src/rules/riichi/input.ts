// The riichi scorer's input: the situation as a caller gives it, its normalised form, and
// the checks that a hand and situation can exist. `checkRiichiInput` names every problem;
// `quickValid` is the allocation-free pre-check of the hot path (it also counts the tiles
// into the scoring context), held equal to the full check by a property test.

import { checkHand, type Hand, isKanKind, isOpenMeld } from '../../hand/hand.ts';
import { type Issue, issue } from '../../result.ts';
import { isBonus, KINDS, kindOf, type Tile } from '../../tiles/tile.ts';
import { GREEN_KIND, ScoringContext, type Situation } from './context.ts';
import type { RiichiRules } from './options.ts';

/** The situation as a caller gives it: only `tsumo` and the winds are required. */
export interface RiichiSituationInput {
  tsumo: boolean;
  /** 1 East (dealer) .. 4 North. */
  seatWind: number;
  roundWind: number;
  riichi?: boolean;
  doubleRiichi?: boolean;
  ippatsu?: boolean;
  haitei?: boolean;
  houtei?: boolean;
  rinshan?: boolean;
  chankan?: boolean;
  tenhou?: boolean;
  chiihou?: boolean;
  renhou?: boolean;
  openRiichi?: boolean;
  dealerStreak?: number;
  doraIndicators?: Tile[];
  uraIndicators?: Tile[];
  honba?: number;
  riichiSticks?: number;
  /** Seat wind (1..4) of the player who dealt in; default: the player before the winner. */
  discarderWind?: number;
  /** Seat wind (1..4) of a player liable (pao) for the hand's pao yakuman. */
  liableWind?: number;
}

export interface RiichiScoreInput {
  hand: Hand;
  situation: RiichiSituationInput;
}

const EMPTY: Tile[] = [];
// The normalised situation of the hand being scored (reused: scoring allocates no situation).
const sitBuffer: Situation = {
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
  dealerStreak: 0,
  doraIndicators: EMPTY,
  uraIndicators: EMPTY,
  honba: 0,
  riichiSticks: 0,
};

/** The situation with every flag defaulted, written into one reused object (no allocation). */
export function normaliseSituation(s: RiichiSituationInput): Situation {
  const n = sitBuffer;
  n.tsumo = s.tsumo;
  n.seatWind = s.seatWind;
  n.roundWind = s.roundWind;
  n.riichi = !!s.riichi || !!s.doubleRiichi;
  n.doubleRiichi = !!s.doubleRiichi;
  n.ippatsu = !!s.ippatsu;
  n.haitei = !!s.haitei;
  n.houtei = !!s.houtei;
  n.rinshan = !!s.rinshan;
  n.chankan = !!s.chankan;
  n.tenhou = !!s.tenhou;
  n.chiihou = !!s.chiihou;
  n.renhou = !!s.renhou;
  n.openRiichi = !!s.openRiichi;
  n.dealerStreak = s.dealerStreak ?? 0;
  n.doraIndicators = s.doraIndicators ?? EMPTY;
  n.uraIndicators = s.uraIndicators ?? EMPTY;
  n.honba = s.honba ?? 0;
  n.riichiSticks = s.riichiSticks ?? 0;
  return n;
}

const scratch = new ScoringContext();

const isWindNumber = (w: unknown) => Number.isInteger(w) && (w as number) >= 1 && (w as number) <= 4;
const isCount = (n: unknown) => n === undefined || (Number.isInteger(n) && (n as number) >= 0);

const quickIndicators = new Uint8Array(KINDS);
/** Kind of every tile id a riichi hand may hold (0..36: the 34 kinds and the three red fives). */
const KIND_OF = Uint8Array.from({ length: 37 }, (_, t) => kindOf(t));
/** A whole number 0..36 (a suit or honour tile or a red five); anything else is not a hand tile. */
const isHandTile = (t: unknown): t is number => typeof t === 'number' && (t | 0) === t && t >= 0 && t <= 36;
/** Whether indicators (added to those already counted in `quickIndicators`) exceed four of a kind with the hand. */
function indicatorsOverflow(list: readonly Tile[], hand: Uint8Array): boolean {
  const ind = quickIndicators;
  for (let i = 0; i < list.length; i++) {
    const t = list[i]!;
    if (!isHandTile(t)) return true;
    const k = KIND_OF[t]!;
    if (hand[k]! + ++ind[k]! > 4) return true;
  }
  return false;
}

/** Records one tile kind's facts (suits present, simples, terminals, green) in the context. */
function noteKind(c: ScoringContext, k: number): void {
  if (k < 27) {
    c.suitMask |= 1 << ((k / 9) | 0);
    const n = k % 9;
    if (n === 0 || n === 8) {
      c.allSimple = false;
      c.hasTerminal = true;
    } else {
      c.allYaochuu = false;
      c.allTerminal = false;
    }
  } else {
    c.suitMask |= 8;
    c.allSimple = false;
    c.allTerminal = false;
  }
  if (GREEN_KIND[k] === 0) c.allGreen = false;
}

const quickReds = new Uint8Array(3);

/**
 * The hot path's pre-check: true only when `checkRiichiInput` would find nothing wrong, with no
 * allocation. When it says false, the full check runs and names every problem. A property
 * test holds the two together.
 */
export function quickValid(
  input: RiichiScoreInput,
  rules: RiichiRules,
  into: ScoringContext = scratch,
): boolean {
  const hand = input.hand;
  const s = input.situation;
  const melds = hand.melds;
  const conc = hand.concealed;
  if (melds.length > 4 || conc.length !== 14 - 3 * melds.length || hand.bonus.length !== 0) return false;
  // Counts and tile-set facts go straight into the scoring context: when the hand is valid,
  // the scorer's preparation reuses them.
  const c = into;
  const n = c.all;
  const conc34 = c.concealed;
  const reds = quickReds;
  n.fill(0);
  conc34.fill(0);
  reds.fill(0);
  c.countsReady = false;
  c.suitMask = 0;
  c.allSimple = true;
  c.allYaochuu = true;
  c.allTerminal = true;
  c.allGreen = true;
  c.hasTerminal = false;
  const win = hand.winTile;
  if (!isHandTile(win)) return false;
  const winKind = KIND_OF[win]!;
  let winFound = false;
  for (let i = 0; i < conc.length; i++) {
    const t = conc[i]!;
    if (!isHandTile(t)) return false;
    const k = KIND_OF[t]!;
    if (k === winKind) winFound = true;
    if (++n[k]! > 4) return false;
    conc34[k]!++;
    noteKind(c, k);
    if (t >= 34) reds[t - 34]!++;
  }
  if (!winFound) return false;
  let open = false;
  let kans = 0;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i]!;
    const ts = m.tiles;
    const kan = m.kind === 'kan' || m.kind === 'ankan' || m.kind === 'kakan';
    if (ts.length !== (kan ? 4 : 3)) return false;
    let lo = 99;
    let hi = -1;
    let sum = 0;
    for (let j = 0; j < ts.length; j++) {
      const t = ts[j]!;
      if (!isHandTile(t)) return false;
      const k = KIND_OF[t]!;
      if (++n[k]! > 4) return false;
      noteKind(c, k);
      if (t >= 34) reds[t - 34]!++;
      if (k < lo) lo = k;
      if (k > hi) hi = k;
      sum += k;
    }
    if (m.kind === 'chi') {
      if (hi >= 27 || ((lo / 9) | 0) !== ((hi / 9) | 0) || hi !== lo + 2 || sum !== 3 * lo + 3) return false;
      open = true;
    } else if (lo !== hi || (m.kind !== 'pon' && !kan)) return false;
    if (m.kind !== 'ankan') open = true;
    if (kan) kans++;
  }
  const redLimit = rules.akaDora === 0 ? 0 : rules.akaDora >= 4 ? 2 : 1;
  if (reds[0]! > redLimit || reds[1]! > redLimit || reds[2]! > redLimit) return false;
  const sw = s.seatWind;
  const rw = s.roundWind;
  if (!(sw === 1 || sw === 2 || sw === 3 || sw === 4) || !(rw === 1 || rw === 2 || rw === 3 || rw === 4))
    return false;
  if (!isCount(s.honba) || !isCount(s.riichiSticks) || !isCount(s.dealerStreak)) return false;
  const riichi = !!s.riichi || !!s.doubleRiichi;
  const tsumo = s.tsumo;
  const dealer = sw === 1;
  if (s.ippatsu && (!riichi || s.rinshan)) return false;
  if (riichi && open) return false;
  if (s.openRiichi && !riichi) return false;
  if (s.rinshan && (kans === 0 || !tsumo)) return false;
  if (s.chankan && (tsumo || s.rinshan || s.haitei || s.houtei)) return false;
  if (s.haitei && (s.houtei || !tsumo)) return false;
  if (s.houtei && tsumo) return false;
  if (s.tenhou && (!dealer || !tsumo || melds.length > 0 || riichi || s.chiihou)) return false;
  if (s.chiihou && (dealer || !tsumo || melds.length > 0 || riichi)) return false;
  if (s.renhou && (dealer || tsumo || melds.length > 0 || riichi)) return false;
  if (s.discarderWind !== undefined) return false;
  if (s.liableWind !== undefined) return false;
  const dora = s.doraIndicators;
  const ura = s.uraIndicators;
  if ((dora && dora.length > 5) || (ura && ura.length > 5)) return false;
  // Indicators are tiles too: counted in a side array, so the hand's counts stay as they are.
  const over =
    (dora !== undefined && indicatorsOverflow(dora, n)) || (ura !== undefined && indicatorsOverflow(ura, n));
  quickIndicators.fill(0);
  if (over) return false;
  c.countsReady = true;
  c.redFives = reds[0]! + reds[1]! + reds[2]!;
  return true;
}

const indicatorScratch = new Uint8Array(KINDS);

/** Every way the input cannot describe a real win (contradicting flags, impossible tiles). */
export function checkRiichiInput(input: RiichiScoreInput, rules: RiichiRules): Issue[] {
  const { hand, situation: s } = input;
  const issues = checkHand(hand, {
    redPerSuit: rules.akaDora === 0 ? 0 : rules.akaDora >= 4 ? 2 : 1,
    bonusAllowed: false,
  });
  const flag = (code: string, message: string, path: string) =>
    issues.push(issue(code, message, `situation.${path}`));
  if (!isWindNumber(s.seatWind)) flag('bad_wind', 'seat wind must be 1 (East) to 4 (North)', 'seatWind');
  if (!isWindNumber(s.roundWind)) flag('bad_wind', 'round wind must be 1 (East) to 4 (North)', 'roundWind');
  if (!isCount(s.honba)) flag('bad_count', 'honba must be a whole number ≥ 0', 'honba');
  if (!isCount(s.riichiSticks)) flag('bad_count', 'riichi sticks must be a whole number ≥ 0', 'riichiSticks');
  if (!isCount(s.dealerStreak)) flag('bad_count', 'dealer streak must be a whole number ≥ 0', 'dealerStreak');
  let open = false;
  let kans = 0;
  for (let i = 0; i < hand.melds.length; i++) {
    const kind = hand.melds[i]!.kind;
    if (isOpenMeld(kind)) open = true;
    if (isKanKind(kind)) kans++;
  }
  const dealer = s.seatWind === 1;
  const riichi = !!s.riichi || !!s.doubleRiichi;
  const c = 'contradictory_flags';
  if (s.ippatsu && !riichi) flag(c, 'ippatsu needs riichi or double riichi', 'ippatsu');
  if (riichi && open) flag(c, 'riichi needs a closed hand, but the hand has an open meld', 'riichi');
  if (s.openRiichi && !riichi) flag(c, 'open riichi needs riichi', 'openRiichi');
  if (s.rinshan && kans === 0) flag(c, 'rinshan kaihou needs a kan in the hand', 'rinshan');
  if (s.rinshan && !s.tsumo) flag(c, 'rinshan kaihou is a self-draw win', 'rinshan');
  if (s.rinshan && s.ippatsu)
    flag(c, "the winner's own kan breaks ippatsu, so rinshan and ippatsu cannot combine", 'ippatsu');
  if (s.chankan && s.tsumo)
    flag(c, 'chankan is a win on another player’s kan tile, not a self-draw', 'chankan');
  if (s.chankan && s.rinshan) flag(c, 'chankan and rinshan kaihou cannot both happen', 'chankan');
  if (s.haitei && s.houtei)
    flag(c, 'haitei (last draw) and houtei (last discard) cannot both happen', 'haitei');
  if (s.haitei && !s.tsumo)
    flag(c, 'haitei raoyue is a self-draw win; a win on the last discard is houtei', 'haitei');
  if (s.houtei && s.tsumo)
    flag(c, 'houtei raoyui is a win on a discard; a self-draw on the last tile is haitei', 'houtei');
  if (s.chankan && (s.haitei || s.houtei)) flag(c, 'chankan cannot be on the last tile', 'chankan');
  if (s.tenhou && !dealer) flag(c, 'tenhou is the dealer’s win; a non-dealer’s is chiihou', 'tenhou');
  if (s.chiihou && dealer) flag(c, 'chiihou is a non-dealer’s win; the dealer’s is tenhou', 'chiihou');
  if ((s.tenhou || s.chiihou) && !s.tsumo)
    flag(c, 'tenhou and chiihou are self-draw wins', s.tenhou ? 'tenhou' : 'chiihou');
  if ((s.tenhou || s.chiihou) && hand.melds.length)
    flag(c, 'tenhou and chiihou allow no call or kan', s.tenhou ? 'tenhou' : 'chiihou');
  if ((s.tenhou || s.chiihou) && riichi) flag(c, 'a win on the first draw cannot follow a riichi', 'riichi');
  if (s.renhou && (dealer || s.tsumo || hand.melds.length > 0)) {
    flag(c, 'renhou is a non-dealer’s ron before their first draw, with no call', 'renhou');
  }
  if (s.renhou && riichi)
    flag(c, 'renhou is a win before the first draw, so it cannot follow a riichi', 'riichi');
  const checkIndicators = (list: Tile[] | undefined, path: string) => {
    if (!list) return;
    if (list.length > 5)
      flag('bad_indicators', `at most 5 indicators can be revealed, not ${list.length}`, path);
    for (const t of list) {
      if (!Number.isInteger(t) || t < 0 || isBonus(t) || kindOf(t) >= KINDS)
        flag('bad_indicators', 'an indicator must be a suit or honour tile', path);
    }
  };
  checkIndicators(s.doraIndicators, 'doraIndicators');
  checkIndicators(s.uraIndicators, 'uraIndicators');
  if (
    s.discarderWind !== undefined &&
    (!isWindNumber(s.discarderWind) || s.discarderWind === s.seatWind || s.tsumo)
  ) {
    flag('bad_discarder', 'the discarder must be another seat (1..4), and only on a ron', 'discarderWind');
  }
  if (s.liableWind !== undefined && (!isWindNumber(s.liableWind) || s.liableWind === s.seatWind)) {
    flag('bad_liable', 'the liable player must be another seat (1..4)', 'liableWind');
  }
  if (issues.length === 0) {
    // Indicators are physical tiles too: with the hand they cannot exceed four of a kind.
    const n = indicatorScratch;
    n.fill(0);
    for (const t of hand.concealed) n[kindOf(t)]!++;
    for (const m of hand.melds) for (const t of m.tiles) n[kindOf(t)]!++;
    let over = false;
    for (const t of s.doraIndicators ?? []) if (++n[kindOf(t)]! > 4) over = true;
    for (const t of s.uraIndicators ?? []) if (++n[kindOf(t)]! > 4) over = true;
    if (over) {
      issues.push(
        issue(
          'too_many_copies',
          'the hand and the indicators together hold more than 4 of one tile',
          'situation.doraIndicators',
        ),
      );
    }
  }
  return issues;
}
