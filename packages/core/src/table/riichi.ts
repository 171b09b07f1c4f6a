// How one riichi hand changes the table (spec riichi.md §5.2-5.8): riichi sticks, wins (single,
// multiple ron, head bump, pao), exhaustive draws with noten payments and nagashi mangan,
// abortive draws, chombo; then who deals next, honba, and whether the game is over.

import type { Hand } from '../hand/hand.ts';
import { parseHand } from '../hand/parse.ts';
import { type PaymentLine, paymentFromLines, type Seat, TABLE } from '../payment.ts';
import { describeValue, fail, type Issue, issue, ok, type Result } from '../result.ts';
import { type RiichiRules, redFivesPerSuit } from '../rules/riichi/options.ts';
import { paoCouldBeFed, paoMeldOf, paoShapeNeeded } from '../rules/riichi/pao.ts';
import { riichiWinPayment } from '../rules/riichi/payments.ts';
import { basePoints, type LimitName } from '../rules/riichi/points.ts';
import { type RiichiScore, RiichiScoreResult } from '../rules/riichi/result.ts';
import { scoreRiichiHand } from '../rules/riichi/score.ts';
import { formatTiles, parseTiles } from '../tiles/notation.ts';
import { isRedFive, KINDS, kindOf, RED_MAN, type Tile } from '../tiles/tile.ts';
import {
  isSeat,
  playerLabel,
  refuseChangeOfHeart,
  refuseClaimedDiscard,
  refusedWin,
  refuseHandFields,
  refuseLiableReason,
} from './entries.ts';
import { WIN_FLAGS, winFlagKind } from './flags.ts';
import type { EndReason, GameState, HandRecord, HandResult, RoundState, WinEntry } from './types.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Score box 1 of a win entered through the ledger. */
export interface RiichiWinBreakdown {
  /** The game's family: what the rest of the breakdown holds. */
  family: 'riichi';
  winner: Seat;
  from: Seat | null;
  liable: Seat | null;
  han: number;
  fu: number | null;
  yakuman: number;
  limit: LimitName | null;
  basePoints: number;
  /** The full scorer result when the hand was entered tile by tile. */
  score: RiichiScore | null;
  /** True when head bump (atamahane) gave the win to another player. */
  bumped: boolean;
  /** Honba and sticks this winner collected. */
  honba: number;
  sticks: number;
}

export interface HandOutcome {
  record: Omit<HandRecord, 'eventIndex'>;
  next: { scores: [number, number, number, number]; round: RoundState; dealer: Seat };
  finished: boolean;
  endReason: EndReason | null;
  chomboSeat: Seat | null;
}

/** Seat wind (1 East .. 4 North) of `seat` when `dealer` deals. */
export function seatWindOf(seat: Seat, dealer: Seat): number {
  return ((seat - dealer + 4) % 4) + 1;
}

/** Seats in turn order starting after `from` (shimocha first). */
function turnOrderFrom(from: Seat): Seat[] {
  return [1, 2, 3].map((d) => ((from + d) % 4) as Seat);
}

interface ScoredWin {
  entry: WinEntry;
  base: number;
  han: number;
  fu: number | null;
  yakuman: number;
  limit: LimitName | null;
  liableBase: number;
  score: RiichiScore | null;
  /** The hand shows an open kan (daiminkan); unknown for a value entry (true). */
  openKan: boolean;
  /** The tiles of a win entered by its tiles, with the indicators it was given (for a multiple ron's check). */
  tiles: { hand: Hand; indicators: readonly Tile[] } | null;
}

const RIICHI_FLAGS = Object.keys(WIN_FLAGS.riichi);

/** The scorer's names for the parts of a win the entry holds elsewhere than its hand (`entryPath`). */
const SCORER_FIELDS: Readonly<Record<string, string>> = {
  riichi: '/riichi',
  doraIndicators: 'score.dora',
  uraIndicators: 'score.ura',
  discarderWind: 'from',
  liableWind: 'liable',
  ...Object.fromEntries(RIICHI_FLAGS.map((flag) => [flag, `score.flags.${flag}`])),
};

function scoreWin(
  entry: WinEntry,
  state: GameState,
  rules: RiichiRules,
  riichiSeats: readonly Seat[],
  path: string,
): Result<ScoredWin, 'invalid'> {
  const s = entry.score;
  if (s.mode === 'value') {
    const yakuman = s.yakuman ?? 0;
    const issues: Issue[] = refuseHandFields(s, path);
    if (!Number.isInteger(yakuman) || yakuman < 0 || yakuman > 6) {
      issues.push(
        issue('bad_value', 'yakuman must be a whole multiple from 0 to 6', `${path}.score.yakuman`),
      );
    } else {
      // §3.4: with yakumanStacking off (ema2016, shanghai2) the hand is worth exactly 1 yakuman,
      // a double pattern included, as the scorer counts a hand entered by its tiles.
      const most = rules.yakumanStacking ? 6 : 1;
      if (yakuman > most) {
        issues.push(
          issue(
            'yakuman_cap',
            `these rules count at most ${most} yakuman in one hand`,
            `${path}.score.yakuman`,
          ),
        );
      }
    }
    if (yakuman === 0) {
      // No hand reaches 100 han (its yaku and every dora, ura and red five together come to
      // some 60 at most): a larger count is a slip of the keyboard, not a hand to be paid.
      if (!Number.isInteger(s.han) || s.han < 1 || s.han > 100)
        issues.push(issue('bad_value', 'han must be a whole number from 1 to 100', `${path}.score.han`));
      const fuOk = s.fu === 25 || (Number.isInteger(s.fu) && s.fu >= 20 && s.fu <= 130 && s.fu % 10 === 0);
      // Fu matter only below 5 han: a limit hand's fu are not checked.
      if (!fuOk && s.han < 5)
        issues.push(
          issue(
            'bad_value',
            // Front ends send an empty fu field as 0 (the CLI without --fu, the web app's box).
            s.fu === undefined || s.fu === 0
              ? `a hand of ${s.han} han needs its fu (below 5 han the fu set the value)`
              : 'fu must be 25 or a multiple of 10 from 20 to 130',
            `${path}.score.fu`,
          ),
        );
      // §4 special case 3 (⚑openPinfuFu, on in every preset) and §5.2: a ron counts 30 fu at
      // least (a closed ron 20 + 10; an open 20 is scored 30), so "20 fu ron" would underpay.
      else if (s.fu === 20 && s.han < 5 && entry.from !== null && rules.openPinfuFu)
        issues.push(
          issue(
            'bad_value',
            'a ron is never 20 fu under these rules: a closed ron has 30 (20 + 10), an open hand of 20 fu is scored 30 (open pinfu)',
            `${path}.score.fu`,
          ),
        );
      // §4: a tsumo of 20 fu is a closed pinfu tsumo (pinfu and menzen tsumo: 2 han at least; an
      // open tsumo adds 2 and rounds to 30; a ron of 20 fu, above, only with openPinfuFu off), 25 fu is chiitoitsu (2 han, 3 with menzen tsumo), and
      // "maximum real values: 110 fu at 1–2 han". Hands below those cannot exist.
      else if (s.fu === 20 && s.han < 2 && entry.from === null)
        issues.push(
          issue(
            'bad_value',
            'a tsumo of 20 fu is a closed pinfu tsumo, which has 2 han at least (pinfu and menzen tsumo)',
            `${path}.score.han`,
          ),
        );
      else if (s.fu === 25 && s.han < (entry.from === null ? 3 : 2))
        issues.push(
          issue(
            'bad_value',
            entry.from === null
              ? 'a hand of 25 fu is chiitoitsu, which by tsumo has 3 han at least (chiitoitsu 2 and menzen tsumo)'
              : 'a hand of 25 fu is chiitoitsu, which has 2 han at least',
            `${path}.score.han`,
          ),
        );
      else if (s.fu > 110 && s.han < 3)
        issues.push(issue('bad_value', `a hand of ${s.han} han has 110 fu at most`, `${path}.score.fu`));
    }
    if (issues.length) return fail('invalid', issues);
    const bp = basePoints(s.han, s.fu, yakuman, rules);
    const paoMult = s.paoYakuman ?? yakuman;
    // §5.4: liability stands only on a yakuman (a counted yakuman never triggers pao).
    const covered = Math.min(paoMult, yakuman) * 8000;
    return ok({
      entry,
      base: bp.base,
      han: yakuman ? 13 * yakuman : s.han,
      // A limit hand entered without its fu (they do not count from 5 han) has none to show.
      fu: yakuman || (s.han >= 5 && !s.fu) ? null : s.fu,
      yakuman,
      limit: bp.limit,
      liableBase: rules.paoScope === 'whole' && covered > 0 ? bp.base : covered,
      score: null,
      openKan: true,
      tiles: null,
    });
  }
  if (s.mode !== 'hand') {
    return fail('invalid', [
      issue('bad_score_mode', 'a riichi win is entered as a hand or as han and fu', `${path}.score.mode`),
    ]);
  }
  const hand = parseHand(s.hand, s.win);
  if (!hand.ok)
    return fail(
      'invalid',
      hand.issues.map((i) => ({ ...i, path: `${path}.score.hand` })),
    );
  const dora = parseTiles(s.dora ?? '', `${path}.score.dora`);
  const ura = parseTiles(s.ura ?? '', `${path}.score.ura`);
  const f = s.flags ?? {};
  // A flag misspelt, or not true or false ("no" is truthy), would change the score in silence.
  const known = (name: string) => winFlagKind('riichi', name) !== undefined;
  const flagIssues = Object.entries(f).flatMap(([name, value]) =>
    value === undefined || value === false || (value === true && known(name))
      ? []
      : [
          issue(
            'bad_flag',
            known(name)
              ? `flag "${name}" must be true or false`
              : `"${name}" is not a riichi flag (${RIICHI_FLAGS.join(', ')})`,
            `${path}.score.flags.${name}`,
          ),
        ],
  );
  const bonusIssues =
    s.bonus !== undefined && s.bonus !== ''
      ? [
          issue(
            'no_bonus_tiles',
            'riichi has no bonus tiles (flowers, seasons, animals)',
            `${path}.score.bonus`,
          ),
        ]
      : [];
  if (!dora.ok || !ura.ok || flagIssues.length || bonusIssues.length)
    return fail('invalid', [
      ...(dora.ok ? [] : dora.issues),
      ...(ura.ok ? [] : ura.issues),
      ...flagIssues,
      ...bonusIssues,
    ]);
  if (f.doubleRiichi && !riichiSeats.includes(entry.winner)) {
    // §5.3: a (double) riichi puts a stick on the table; it must be among the hand's declarations.
    return fail('invalid', [
      issue(
        'riichi_not_declared',
        `${playerLabel(state, entry.winner)} won with double riichi but is not among the riichi declarations`,
        `${path}.score.flags.doubleRiichi`,
      ),
    ]);
  }
  const seatWind = seatWindOf(entry.winner, state.dealer);
  const r = scoreRiichiHand(
    {
      hand: hand.value,
      situation: {
        tsumo: entry.from === null,
        seatWind,
        roundWind: state.round.wind,
        riichi: riichiSeats.includes(entry.winner),
        doubleRiichi: !!f.doubleRiichi,
        ippatsu: !!f.ippatsu,
        haitei: !!f.haitei,
        houtei: !!f.houtei,
        rinshan: !!f.rinshan,
        chankan: !!f.chankan,
        chankanOnAnkan: !!f.chankanOnAnkan,
        tenhou: !!f.tenhou,
        chiihou: !!f.chiihou,
        renhou: !!f.renhou,
        openRiichi: !!f.openRiichi,
        tsubameGaeshi: !!f.tsubameGaeshi,
        kanburi: !!f.kanburi,
        doraIndicators: dora.value,
        uraIndicators: ura.value,
        discarderWind: entry.from === null ? undefined : seatWindOf(entry.from, state.dealer),
      },
    },
    rules,
  );
  if (!r.ok) return refusedWin(r, 'the hand is not valid', path, SCORER_FIELDS);
  const v = r.value;
  // Liability covers the pao yakuman (or, with a whole-hand scope, everything).
  const paoValue = 8000 * RiichiScoreResult.paoCovered(v as RiichiScoreResult);
  return ok({
    entry,
    base: v.basePoints,
    han: v.han,
    fu: v.fu,
    yakuman: v.yakuman,
    limit: v.limit,
    liableBase: rules.paoScope === 'whole' && paoValue > 0 ? v.basePoints : paoValue,
    score: v,
    openKan: hand.value.melds.some((m) => m.kind === 'kan'),
    tiles: { hand: hand.value, indicators: [...dora.value, ...ura.value] },
  });
}

/**
 * The hands of a multiple ron are one table's tiles: every winner wins on the one discarded tile
 * (red or not), and the hands (that tile counted once) with the indicators (the table's, counted
 * once: the most any entry gives of a kind) hold at most four of a kind and the set's red fives.
 * Each hand was checked alone; this is what they cannot hold together.
 */
function multipleRonTileIssues(
  scored: readonly ScoredWin[],
  wins: readonly WinEntry[],
  rules: RiichiRules,
): Issue[] {
  const entered = scored.filter((sw) => sw.tiles !== null);
  if (entered.length < 2) return [];
  const at = (sw: ScoredWin) => `result.wins[${wins.indexOf(sw.entry)}].score`;
  const first = entered[0]!.tiles!.hand.winTile;
  const other = entered.find((sw) => sw.tiles!.hand.winTile !== first);
  if (other)
    return [
      issue(
        'mixed_win_tiles',
        `every ron of one hand is on the same discard, but the winning tiles are ${formatTiles([first])} and ${formatTiles([other.tiles!.hand.winTile])}`,
        `${at(other)}.win`,
      ),
    ];
  const held = new Array<number>(KINDS).fill(0);
  const indicators = new Array<number>(KINDS).fill(0);
  const reds = [0, 0, 0];
  for (const sw of entered) {
    const { hand, indicators: shown } = sw.tiles!;
    for (const t of [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)]) {
      held[kindOf(t)]!++;
      if (isRedFive(t)) reds[t - RED_MAN]!++;
    }
    const mine = new Array<number>(KINDS).fill(0);
    for (const t of shown) mine[kindOf(t)]!++;
    for (let k = 0; k < KINDS; k++) indicators[k] = Math.max(indicators[k]!, mine[k]!);
  }
  // The discard is in every winner's hand: one tile.
  held[kindOf(first)]! -= entered.length - 1;
  if (isRedFive(first)) reds[first - RED_MAN]! -= entered.length - 1;
  const issues: Issue[] = [];
  for (let k = 0; k < KINDS; k++) {
    if (held[k]! + indicators[k]! > 4)
      issues.push(
        issue(
          'too_many_copies',
          `the winners' hands and the indicators together hold ${held[k]! + indicators[k]!} of ${formatTiles([k])}; a set has 4`,
          'result.wins',
        ),
      );
  }
  const perSuit = redFivesPerSuit(rules);
  for (let s = 0; s < 3; s++) {
    if (reds[s]! > perSuit)
      issues.push(
        issue(
          'too_many_red_fives',
          `the winners' hands together hold ${reds[s]} red fives ${formatTiles([RED_MAN + s])}; the set has ${perSuit}`,
          'result.wins',
        ),
      );
  }
  return issues;
}

/** Why a hand entered by its tiles, holding a pao yakuman, cannot carry the liability named. */
function unfedPaoYakuman(sw: ScoredWin, rules: RiichiRules): string | null {
  if (!sw.score || !sw.tiles) return null;
  const melds = sw.tiles.hand.melds.map(paoMeldOf);
  for (const id of rules.pao)
    if (sw.score.yaku.some((y) => y.id === id) && !paoCouldBeFed(id, melds))
      return `${paoShapeNeeded(id)}; in this hand nobody could have`;
  return null;
}

/**
 * §5.4 shanghai2 "daiminkan → rinshan win": a win that may carry this liability is a tsumo on
 * the replacement tile of an open kan; a hand entered tile by tile must show the open kan and
 * the rinshan flag (a value entry cannot say).
 */
function daiminkanRinshan(sw: ScoredWin, rules: RiichiRules): boolean {
  const e = sw.entry;
  if (!rules.paoDaiminkanRinshan || e.from !== null) return false;
  return e.score.mode !== 'hand' || (sw.openKan && !!e.score.flags?.rinshan);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);
const optional = (v: unknown, type: string) => v === undefined || typeof v === type;

/** The JSON shape of a hand entry (values are checked later, with every problem named). */
function checkShape(riichi: unknown, result: unknown): Issue[] {
  const issues: Issue[] = [];
  const bad = (path: string, what: string) => issues.push(issue('bad_entry', what, path));
  if (!Array.isArray(riichi)) bad('riichi', 'riichi declarations are a list of seats');
  if (!isObject(result)) {
    bad('result', 'the hand needs a result');
    return issues;
  }
  const list = (v: unknown, path: string, optionalList = false) => {
    if (!(Array.isArray(v) || (optionalList && v === undefined)))
      bad(path, `${path.split('.').pop()} must be a list of seats`);
  };
  if (result.kind === 'win') {
    if (!Array.isArray(result.wins)) {
      bad('result.wins', 'a win lists its winners');
      return issues;
    }
    result.wins.forEach((w: unknown, i: number) => {
      const path = `result.wins[${i}]`;
      if (!isObject(w)) {
        bad(path, 'each win is an object');
        return;
      }
      const sc = w.score;
      if (!isObject(sc)) {
        bad(`${path}.score`, 'each win has a score');
        return;
      }
      if (sc.mode === 'value') {
        for (const k of ['han', 'fu', 'yakuman', 'paoYakuman']) {
          if (!optional(sc[k], 'number')) bad(`${path}.score.${k}`, `${k} must be a number`);
        }
        if (
          sc.paoYakuman !== undefined &&
          !(Number.isInteger(sc.paoYakuman) && (sc.paoYakuman as number) >= 0)
        ) {
          bad(`${path}.score.paoYakuman`, 'paoYakuman is a whole yakuman multiple');
        }
      } else if (sc.mode === 'hand') {
        if (typeof sc.hand !== 'string') bad(`${path}.score.hand`, 'the hand is written as text');
        for (const k of ['win', 'dora', 'ura'])
          if (!optional(sc[k], 'string')) bad(`${path}.score.${k}`, `${k} is written as text`);
        if (sc.flags !== undefined && !isObject(sc.flags)) bad(`${path}.score.flags`, 'flags is an object');
      } else bad(`${path}.score.mode`, 'a score is entered as "hand" or "value"');
    });
  } else if (result.kind === 'exhaustive_draw') {
    list(result.tenpai, 'result.tenpai');
    list(result.nagashi, 'result.nagashi', true);
  }
  return issues;
}

/** Applies a riichi hand to the state. Returns every problem with the entry at once. */
export function applyRiichiHand(
  state: GameState,
  rules: RiichiRules,
  riichi: readonly Seat[],
  result: HandResult,
): Result<HandOutcome, 'invalid'> {
  // Entries come from saved files too: a damaged shape is an error, never a crash.
  const shape = checkShape(riichi, result);
  if (shape.length) return fail('invalid', shape);
  // What other families record with a hand is refused, never dropped in silence.
  const issues: Issue[] = refuseChangeOfHeart(result, 'riichi');
  if (result.kind === 'win' && result.loserScores !== undefined)
    issues.push(
      issue('no_loser_settlement', 'riichi has no settlement between losers', 'result.loserScores'),
    );
  const lines: PaymentLine[] = [];
  const breakdowns: RiichiWinBreakdown[] = [];
  const seen = new Set<number>();
  for (const s of riichi) {
    if (!isSeat(s))
      issues.push(issue('bad_seat', `riichi by seat ${describeValue(s)}: seats are 0..3`, 'riichi'));
    else if (seen.has(s))
      issues.push(issue('duplicate_riichi', `${playerLabel(state, s)} declared riichi twice`, 'riichi'));
    else if (rules.riichiMinPoints > 0 && state.scores[s] < rules.riichiMinPoints) {
      issues.push(
        issue(
          'riichi_points',
          `${playerLabel(state, s)} has ${state.scores[s]} points; riichi needs ${rules.riichiMinPoints}`,
          'riichi',
        ),
      );
    }
    seen.add(s);
  }
  if (issues.length) return fail('invalid', issues);
  const dealer = state.dealer;
  let sticks = state.round.sticks;
  const chombo = result.kind === 'chombo';
  if (!chombo) {
    // A riichi whose declaration tile is ronned is void (§5.3): a win marked tsubame gaeshi (a
    // ron on that tile, §3.6) takes no stick from its discarder, listed among the declarations
    // (as the table saw the riichi declared) or not.
    const voided = new Set(
      result.kind === 'win'
        ? (result.wins ?? [])
            .filter(
              (w) => w.from !== null && w.score.mode === 'hand' && w.score.flags?.tsubameGaeshi === true,
            )
            .map((w) => w.from)
        : [],
    );
    for (const s of riichi) {
      if (voided.has(s)) continue;
      lines.push({ from: s, to: TABLE, amount: 1000, reason: 'riichi' });
      sticks++;
    }
  }
  let renchan = false;
  let honbaNext = state.round.honba + 1;
  let sticksNext = sticks;
  let tenpaiSeats: Seat[] = [];
  let chomboSeat: Seat | null = null;
  let endKind: 'win' | 'draw' | 'other' = 'other';

  switch (result.kind) {
    case 'win': {
      endKind = 'win';
      const wins = result.wins ?? [];
      if (wins.length === 0)
        return fail('invalid', [issue('no_winner', 'a win needs at least one winner', 'result.wins')]);
      const tsumo = wins.some((w) => w.from === null);
      issues.push(...refuseLiableReason(wins, 'riichi'));
      wins.forEach((w, i) => {
        if (!isSeat(w.winner))
          issues.push(
            issue(
              'bad_seat',
              `winner seat ${describeValue(w.winner)}: seats are 0..3`,
              `result.wins[${i}].winner`,
            ),
          );
        if (w.from !== null && !isSeat(w.from))
          issues.push(
            issue(
              'bad_seat',
              `discarder seat ${describeValue(w.from)}: seats are 0..3`,
              `result.wins[${i}].from`,
            ),
          );
        if (w.from === w.winner)
          issues.push(
            issue('self_ron', 'a player cannot win on their own discard', `result.wins[${i}].from`),
          );
        if (w.liable !== undefined && w.liable !== null && (!isSeat(w.liable) || w.liable === w.winner)) {
          issues.push(
            issue('bad_liable', 'the liable player must be another seat', `result.wins[${i}].liable`),
          );
        }
      });
      if (tsumo && wins.length > 1)
        issues.push(issue('multi_tsumo', 'only one player can win by self-draw', 'result.wins'));
      if (!tsumo) {
        const from = wins[0]!.from;
        if (wins.some((w) => w.from !== from))
          issues.push(
            issue('mixed_discarders', 'every ron of one hand is on the same discard', 'result.wins'),
          );
        const twice = wins.findIndex((w, j) => wins.findIndex((x) => x.winner === w.winner) < j);
        if (twice >= 0) {
          const seat = wins[twice]!.winner;
          const who = isSeat(seat) ? playerLabel(state, seat) : 'a player';
          issues.push(
            issue('duplicate_winner', `${who} is listed as a winner twice`, `result.wins[${twice}].winner`),
          );
        }
        if (wins.length > 3)
          issues.push(issue('too_many_winners', 'at most three players can ron one discard', 'result.wins'));
        if (wins.length === 3 && rules.multiRon !== 'triple' && rules.multiRon !== 'head_bump') {
          const abort = rules.abortiveDraws.includes('sanchahou');
          issues.push(
            issue(
              'triple_ron',
              abort
                ? 'three rons abort the hand under these rules (sanchahou): record an abortive draw'
                : 'three rons on one discard are not allowed by these rules',
              'result.wins',
            ),
          );
        }
      }
      if (issues.length) return fail('invalid', issues);
      // Turn order from the discarder decides who is "first" (honba, sticks, head bump).
      const ordered = tsumo
        ? wins
        : turnOrderFrom(wins[0]!.from as Seat).flatMap((s) => wins.filter((w) => w.winner === s));
      const scored: ScoredWin[] = [];
      ordered.forEach((w) => {
        const r = scoreWin(w, state, rules, riichi, `result.wins[${wins.indexOf(w)}]`);
        if (!r.ok) issues.push(...r.issues);
        else scored.push(r.value);
      });
      if (issues.length) return fail('invalid', issues);
      issues.push(...multipleRonTileIssues(scored, wins, rules));
      for (const sw of scored) {
        if (sw.entry.liable != null && sw.liableBase === 0 && !daiminkanRinshan(sw, rules)) {
          issues.push(
            issue(
              'no_liability',
              unfedPaoYakuman(sw, rules) ??
                (rules.paoDaiminkanRinshan
                  ? 'liability (pao) applies only to a hand holding a yakuman the rules cover, or to a rinshan tsumo after an open kan'
                  : 'liability (pao) applies only to a hand holding a yakuman the rules cover'),
              `result.wins[${wins.indexOf(sw.entry)}].liable`,
            ),
          );
        }
      }
      if (issues.length) return fail('invalid', issues);
      const paying = rules.multiRon === 'head_bump' ? scored.slice(0, 1) : scored;
      const ownBack = rules.multiRonSticks === 'own_back_rest_first' && paying.length > 1;
      let potLeft = sticks * 1000;
      if (ownBack) {
        for (const sw of paying.slice(1)) if (riichi.includes(sw.entry.winner)) potLeft -= 1000;
      }
      scored.forEach((sw) => {
        const bumped = !paying.includes(sw);
        const first = sw === paying[0];
        const honba = bumped ? 0 : first || rules.multiRonHonba === 'each' ? state.round.honba : 0;
        let take = 0;
        if (!bumped) {
          if (first) take = potLeft;
          else if (ownBack && riichi.includes(sw.entry.winner)) take = 1000;
        }
        if (!bumped) {
          const liableSeat = sw.entry.liable ?? undefined;
          const p = riichiWinPayment({
            winner: sw.entry.winner,
            dealer,
            tsumo: sw.entry.from === null,
            discarder: sw.entry.from ?? undefined,
            base: sw.base,
            honba,
            sticks: take,
            liable: liableSeat === null ? undefined : liableSeat,
            liableBase: sw.liableBase === 0 && daiminkanRinshan(sw, rules) ? sw.base : sw.liableBase,
            rules,
          });
          lines.push(...p.lines);
        }
        breakdowns.push({
          family: 'riichi',
          winner: sw.entry.winner,
          from: sw.entry.from,
          liable: sw.entry.liable ?? null,
          han: sw.han,
          fu: sw.fu,
          yakuman: sw.yakuman,
          limit: sw.limit,
          basePoints: sw.base,
          score: sw.score,
          bumped,
          honba,
          sticks: take / 1000,
        });
      });
      sticksNext = 0;
      renchan = paying.some((sw) => sw.entry.winner === dealer);
      honbaNext = renchan ? state.round.honba + 1 : 0;
      break;
    }
    case 'exhaustive_draw': {
      endKind = 'draw';
      const tenpai = result.tenpai ?? [];
      const nagashi = result.nagashi ?? [];
      if (tenpai.some((s) => !isSeat(s)) || new Set(tenpai).size !== tenpai.length) {
        issues.push(issue('bad_seat', 'tenpai seats must be distinct seats 0..3', 'result.tenpai'));
      }
      if (nagashi.some((s) => !isSeat(s)) || new Set(nagashi).size !== nagashi.length) {
        issues.push(issue('bad_seat', 'nagashi seats must be distinct seats 0..3', 'result.nagashi'));
      }
      if (nagashi.length && !rules.nagashiMangan)
        issues.push(issue('no_nagashi', 'nagashi mangan is not played under these rules', 'result.nagashi'));
      for (const s of riichi) {
        if (!tenpai.includes(s))
          issues.push(
            issue(
              'riichi_noten',
              `${playerLabel(state, s)} declared riichi, so is tenpai at the draw`,
              'result.tenpai',
            ),
          );
      }
      if (issues.length) return fail('invalid', issues);
      tenpaiSeats = [...tenpai];
      if (nagashi.length) {
        // Nagashi mangan replaces the noten payments: a mangan tsumo each, no honba, no sticks.
        for (const n of nagashi) {
          for (const s of SEATS) {
            if (s === n) continue;
            const amount = n === dealer || s === dealer ? 4000 : 2000;
            lines.push({ from: s, to: n, amount, reason: 'nagashi' });
          }
        }
      } else if (tenpai.length > 0 && tenpai.length < 4) {
        const noten = SEATS.filter((s) => !tenpai.includes(s));
        const each = rules.notenTotal / (tenpai.length * noten.length);
        for (const from of noten)
          for (const to of tenpai) lines.push({ from, to, amount: each, reason: 'noten' });
      }
      renchan = tenpai.includes(dealer);
      break;
    }
    case 'abortive_draw': {
      endKind = 'other';
      if (!rules.abortiveDraws.includes(result.reason)) {
        return fail('invalid', [
          issue(
            'abortive_not_allowed',
            `the abortive draw ${describeValue(result.reason)} is not played under these rules`,
            'result.reason',
          ),
        ]);
      }
      if (result.reason === 'suucha_riichi' && riichi.length !== 4) {
        // §5.6: four riichi in one hand, the 4th not ronned: every seat declares (and pays a stick).
        return fail('invalid', [
          issue(
            'suucha_riichi_needs_four',
            'four-riichi abort: all four players declare riichi in this hand',
            'riichi',
          ),
        ]);
      }
      if (result.reason === 'kyuushu_kyuuhai' && riichi.length === 4) {
        // §5.6: nine terminals is declared on the player's first draw, before his first discard,
        // so he cannot have declared riichi: three declarations at most (double riichi before him).
        return fail('invalid', [
          issue(
            'kyuushu_after_four_riichi',
            'nine terminals (kyuushu kyuuhai) is declared before the declaring player has discarded, so not all four players can have declared riichi',
            'riichi',
          ),
        ]);
      }
      renchan = true;
      break;
    }
    case 'chombo': {
      if (!isSeat(result.offender))
        issues.push(issue('bad_seat', 'the offender must be a seat 0..3', 'result.offender'));
      issues.push(...refuseClaimedDiscard(result, 'riichi'));
      if (issues.length || !isSeat(result.offender)) return fail('invalid', issues);
      chomboSeat = result.offender;
      if (rules.chomboTablePayment) {
        // A mangan paid in reverse: the offender pays each other player a mangan-tsumo share.
        for (const s of SEATS) {
          if (s === result.offender) continue;
          const amount = result.offender === dealer || s === dealer ? 4000 : 2000;
          lines.push({ from: result.offender, to: s, amount, reason: 'chombo' });
        }
      }
      // The hand is replayed: same dealer, same honba; riichi sticks of the hand go back.
      renchan = true;
      honbaNext = state.round.honba;
      sticksNext = state.round.sticks;
      break;
    }
    default:
      return fail('invalid', [
        issue(
          'bad_result',
          'the hand result must be a win, an exhaustive or abortive draw, or a chombo',
          'result',
        ),
      ]);
  }

  const payment = paymentFromLines(lines);
  const scores = state.scores.map((v, i) => v + payment.deltas[i]!) as [number, number, number, number];
  const nextDealer = (renchan ? dealer : (dealer + 1) % 4) as Seat;
  let nextRound: RoundState;
  if (renchan) nextRound = { ...state.round, honba: honbaNext, sticks: sticksNext };
  else {
    const number = state.round.number === 4 ? 1 : state.round.number + 1;
    const wind = state.round.number === 4 ? state.round.wind + 1 : state.round.wind;
    nextRound = { wind, number, honba: honbaNext, sticks: sticksNext };
  }
  // A chombo replays the hand, so it never ends the game by round; but a table payment that
  // leaves a player below 0 is a bust like any other (§5.8 "below 0 after a hand").
  const end = chombo
    ? rules.bust && scores.some((s) => s < 0)
      ? 'bust'
      : null
    : gameEnd(state, rules, scores, renchan, endKind, tenpaiSeats);
  return ok({
    record: {
      round: state.round,
      dealer,
      scoresBefore: state.scores,
      scoresAfter: scores,
      sticksAfter: sticksNext,
      payment,
      breakdowns,
      result,
    },
    next: { scores, round: nextRound, dealer: nextDealer },
    finished: end !== null,
    endReason: end,
    chomboSeat,
  });
}

/** Whether the game ends after this hand (spec §5.8), and why. */
function gameEnd(
  state: GameState,
  rules: RiichiRules,
  scores: readonly number[],
  renchan: boolean,
  endKind: 'win' | 'draw' | 'other',
  tenpai: readonly Seat[],
): EndReason | null {
  if (rules.bust && scores.some((s) => s < 0)) return 'bust';
  const lastWind = rules.gameLength === 'east' ? 1 : 2;
  const { wind, number } = state.round;
  const atOrPastAllLast = wind > lastWind || (wind === lastWind && number === 4);
  if (!atOrPastAllLast) return null;
  const dealer = state.dealer;
  const top = topSeat(scores);
  const someoneReached = scores.some((s) => s >= rules.targetPoints);
  if (renchan) {
    if (endKind === 'win' && rules.agariYame && top === dealer && scores[dealer]! >= rules.targetPoints)
      return 'agari_yame';
    if (
      endKind === 'draw' &&
      rules.tenpaiYame &&
      tenpai.includes(dealer) &&
      top === dealer &&
      scores[dealer]! >= rules.targetPoints
    ) {
      return 'tenpai_yame';
    }
    // In the extension a dealer repeat continues (it may still end on the next hand).
    return null;
  }
  if (!rules.westExtension) return 'last_hand';
  if (someoneReached) return 'last_hand';
  // Extension: one wind beyond the game's length at most. Spec §5.8 states it for Tenhou (West 4
  // for a hanchan); Mahjong Soul, which it leaves unstated, also ends its West round at West 4
  // (its players report the game ended there with nobody at 30,000), so both stop there.
  if (wind === lastWind + 1 && number === 4) return 'extension_limit';
  return null;
}

/** The seat with the most points, ties by seat order from the first dealer (seat 0). */
function topSeat(scores: readonly number[]): Seat {
  let best: Seat = 0;
  for (const s of SEATS) if (scores[s]! > scores[best]!) best = s;
  return best;
}
