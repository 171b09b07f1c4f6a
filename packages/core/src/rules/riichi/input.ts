// The riichi scorer's input: the situation as a caller gives it, and the check that a hand
// and situation can exist. `checkRiichiInput` names every problem; the scorer's hot path has
// its own allocation-free pre-check (score.ts), held equal to this one by a property test.

import { isThirteenOrphans } from '../../hand/decompose.ts';
import { checkHand, checkInputShape, type Hand, isKanKind, isOpenMeld } from '../../hand/hand.ts';
import { type Issue, issue, listIssues } from '../../result.ts';
import { isBonus, KINDS, kindOf, type Tile } from '../../tiles/tile.ts';
import { type RiichiRules, redFivesPerSuit } from './options.ts';

/**
 * The situation as a caller gives it: only `tsumo` and the winds are required. For scoring
 * many hands in one process, give every situation the same keys in the same order (an absent
 * value as `undefined`): a situation of a new layout after the scorer has been compiled makes
 * V8 throw its compiled code away and run it slowly until it has compiled it again, and four
 * layouts or more make every read of a situation slower (bench/README.md, items 17 and 18).
 */
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
  /**
   * The kan robbed (with `chankan`) was a closed kan: only kokushi musou may win on it, and
   * only where the rules let it (`kokushiRobsAnkan`, spec §3.1).
   */
  chankanOnAnkan?: boolean;
  tenhou?: boolean;
  chiihou?: boolean;
  renhou?: boolean;
  openRiichi?: boolean;
  /** A ron on the tile the discarder declared riichi with (the local yaku tsubame gaeshi, §3.6). */
  tsubameGaeshi?: boolean;
  /** A ron on the discard the discarder made after their kan's replacement draw (kanburi, §3.6). */
  kanburi?: boolean;
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

/** A seat or round wind: 1 (East) to 4 (North). */
export const isWindNumber = (w: unknown) => Number.isInteger(w) && (w as number) >= 1 && (w as number) <= 4;
/**
 * The most honba, riichi sticks or dealer's wins a situation may count: far beyond any table,
 * and small enough that 300 × honba and 1,000 × sticks stay exact (a count of 2^53 gave
 * payments rounded in floating point).
 */
export const MAX_SITUATION_COUNT = 1_000_000;

/** An optional count: absent, or a whole number from 0 to MAX_SITUATION_COUNT. */
const isCount = (n: unknown) =>
  n === undefined || (Number.isInteger(n) && (n as number) >= 0 && (n as number) <= MAX_SITUATION_COUNT);

const indicatorScratch = new Uint8Array(KINDS);

/**
 * The input's parts that are missing or of the wrong kind, which the other checks read: the
 * shared ones (`checkInputShape`) and the indicators lists when given.
 */
function checkRiichiInputShape(input: unknown): Issue[] {
  const issues = checkInputShape(input);
  if (issues.length) return issues;
  const s = (input as RiichiScoreInput).situation;
  for (const name of ['doraIndicators', 'uraIndicators'] as const) {
    if (s[name] !== undefined && !Array.isArray(s[name]))
      issues.push(
        issue(
          'bad_indicators',
          'the indicators must be a list of tiles (none: [] or left out)',
          `situation.${name}`,
        ),
      );
  }
  return issues;
}

/**
 * The situation's winds and counters, pushed onto `issues` at their paths: the scorer's check
 * and the waits' (waits.ts) read them alike.
 */
export function checkSituationNumbers(
  s: Pick<RiichiSituationInput, 'seatWind' | 'roundWind' | 'honba' | 'riichiSticks' | 'dealerStreak'>,
  issues: Issue[],
): void {
  const flag = (code: string, message: string, path: string) =>
    issues.push(issue(code, message, `situation.${path}`));
  if (!isWindNumber(s.seatWind)) flag('bad_wind', 'seat wind must be 1 (East) to 4 (North)', 'seatWind');
  if (!isWindNumber(s.roundWind)) flag('bad_wind', 'round wind must be 1 (East) to 4 (North)', 'roundWind');
  const range = `a whole number from 0 to ${MAX_SITUATION_COUNT}`;
  if (!isCount(s.honba)) flag('bad_count', `honba must be ${range}`, 'honba');
  if (!isCount(s.riichiSticks)) flag('bad_count', `riichi sticks must be ${range}`, 'riichiSticks');
  if (!isCount(s.dealerStreak)) flag('bad_count', `dealer streak must be ${range}`, 'dealerStreak');
}

/** Every way the input cannot describe a real win (contradicting flags, impossible tiles). */
export function checkRiichiInput(input: RiichiScoreInput, rules: RiichiRules): Issue[] {
  const shape = checkRiichiInputShape(input);
  if (shape.length) return listIssues(shape);
  const { hand, situation: s } = input;
  const issues = checkHand(hand, {
    redPerSuit: redFivesPerSuit(rules),
    bonusAllowed: false,
  });
  checkSituationNumbers(s, issues);
  const flag = (code: string, message: string, path: string) =>
    issues.push(issue(code, message, `situation.${path}`));
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
  if (s.chankanOnAnkan && !s.chankan)
    flag(c, 'a win on the tile of a closed kan is a chankan: set chankan too', 'chankanOnAnkan');
  // The two local situations of §3.6 are wins on a discard (a robbed kan tile is none).
  if (s.tsubameGaeshi && (s.tsumo || s.chankan))
    flag(c, 'tsubame gaeshi is a ron on the tile a riichi was declared with', 'tsubameGaeshi');
  if (s.kanburi && (s.tsumo || s.chankan))
    flag(c, 'kanburi is a ron on the discard after a kan’s replacement draw', 'kanburi');
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
  if (s.chankan && s.chankanOnAnkan && issues.length === 0) {
    // A closed kan is robbed only for thirteen orphans (spec §3.1, ⚑kokushiRobsAnkan): its
    // fourth tile is the one tile that hand still needs, so no other hand can be waiting on it.
    if (!isKokushiHand(hand)) {
      flag(c, 'only kokushi musou (thirteen orphans) may rob a closed kan', 'chankanOnAnkan');
    } else if (!rules.kokushiRobsAnkan) {
      flag(
        'no_ankan_chankan',
        'these rules do not let kokushi musou rob a closed kan (kokushiRobsAnkan)',
        'chankanOnAnkan',
      );
    }
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
    // Chankan robs the fourth tile of a kan (spec §3.1): the kan's other three are that kind's
    // other copies, so the winner holds none but the winning tile, and no indicator shows one.
    if (s.chankan && n[kindOf(hand.winTile)]! > 1) {
      flag(
        'too_many_copies',
        'chankan robs the last tile of a kan: the hand and the indicators can hold no other of the winning tile',
        'chankan',
      );
    }
  }
  return listIssues(issues);
}

/** Whether a valid hand is thirteen orphans: no meld, and the concealed tiles' counts (decompose.ts). */
function isKokushiHand(hand: Hand): boolean {
  if (hand.melds.length !== 0) return false;
  const n = indicatorScratch;
  n.fill(0);
  for (const t of hand.concealed) n[kindOf(t)]!++;
  return isThirteenOrphans(n);
}
