// How one Singapore hand changes the table (rules/singapore.md sections 2, 4-7, 9 ex. 16):
// the winner's payment (standard or shooter-pays, bonus over the limit, bao), false wins,
// draws and the deal-passing rule, instant payouts as events of their own; then who deals
// next and whether the game is over; and the final table.
//
// Scores are money kept EXACT as integer hundredths of the currency unit (the family's own
// unit: 1 = one cent at base 0.5/1); the settlement says so (`scoreUnit: 'hundredths'`) and
// gives `points` in currency units. Everyone starts at 0; there are no sticks.
//
// Readings where the spec is silent:
// - One winner per hand (the claim nearest in turn takes the tile).
// - The dealer keeps the deal on his own win (section 2), passes it on another player's win;
//   on a draw it passes only if a bite or kong payout was collected during that hand (section 6,
//   `dealPassesOnDrawAfterPayout`; `isDealPassingOnDraw`, `passesTheDeal`: a complete flower
//   group is the section's "concealed-kong event", a seat flower pair neither).
// - `round.honba` counts the dealer's repeats in the current deal (display only).
// - Game length: four winds of four deals (the East to North rounds); the game ends when the
//   North-4 dealer passes the deal. No bust. The final state keeps the last hand's round.
// - `chombo` is a false win (诈胡): `from` = the discarder of the claimed discard, none for a
//   claimed self-draw. The hand is replayed by the same dealer.
// - An instant event lists what the seat newly shows; the tiles it showed earlier in the same
//   hand are counted with it, and items already paid are not paid again (a second bite after
//   the first adds the all-animals bonus once). The winner's bonus tiles shown this way count
//   in his winning hand.
// - Eight Flowers (section 6: "each not-yet-paid event above, plus the limit win"): the win
//   entered by its tiles collects the instant payouts of the winner's bonus tiles that no
//   instant event of the hand paid; tiles the win lists are taken as not held from the deal
//   (an instant event says so). Any other win collects none: a bonus tile first listed at the
//   win was not shown when it came, and its payout is an event of its own. A win by its tai
//   alone cannot say it is Eight Flowers; its payouts are entered as events.

import { type PaymentLine, paymentFromLines, type Seat } from '../payment.ts';
import { fail, type Issue, issue, ok, type Result } from '../result.ts';
import type { SingaporeSituation, Wind } from '../rules/singapore/hand.ts';
import { type InstantId, type InstantItem, settleSingaporeInstant } from '../rules/singapore/instant.ts';
import {
  BAO_CASE_WORDS,
  isDealPassingOnDraw,
  passesTheDeal,
  settleFalseWin,
  settleWin,
  type WinSettlement,
  whyBaoNotApplied,
} from '../rules/singapore/payments.ts';
import {
  type BaoReason,
  badBaoCase,
  MAX_TAI,
  resolveSingaporeRules,
  type SingaporeRules,
} from '../rules/singapore/rules.ts';
import { type SingaporeScore, scoreSingaporeHand } from '../rules/singapore/score.ts';
import { formatTiles, parseTiles } from '../tiles/notation.ts';
import type { Tile } from '../tiles/tile.ts';
import {
  advanceFourWinds,
  checkFamilyShape,
  checkSingleWinEntries,
  isSeat,
  parseFamilyHand,
  playerLabel,
  refuseChangeOfHeart,
  refusedWin,
  refuseHandFields,
  refuseIndicators,
} from './entries.ts';
import type { FamilyTable } from './family-table.ts';
import { WIN_FLAGS, winFlagKind } from './flags.ts';
import { shareCents } from './money.ts';
import { type HandOutcome, seatWindOf } from './riichi.ts';
import type { Settlement, SettlementRow } from './settle.ts';
import type { GameEvent, GameState, HandRecord, HandResult, InstantResult, WinEntry } from './types.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

type InstantEvent = Extract<GameEvent, { type: 'instant' }>;

/** Score box 1 of a Singapore win entered through the ledger (amounts in hundredths). */
export interface SingaporeWinBreakdown {
  /** The game's family: what the rest of the breakdown holds. */
  family: 'singapore';
  winner: Seat;
  from: Seat | null;
  liable: Seat | null;
  /** The bao case the liable player was entered for, when it was given. */
  liableReason: BaoReason | null;
  /** Tai paid for (capped at the limit) and the uncapped nominal total. */
  tai: number;
  taiRaw: number;
  /** The scorer's full result when the hand was entered tile by tile. */
  score: SingaporeScore | null;
  /**
   * Instant payouts collected with the win (section 6: Eight Flowers collects each one of its
   * bonus tiles not yet paid this hand); empty for any other win (amounts in hundredths).
   */
  instant: InstantItem[];
}

/** Score box 1 of an instant payout event: the items paid (amounts in hundredths). */
export interface SingaporeInstantBreakdown {
  family: 'singapore';
  seat: Seat;
  items: InstantItem[];
  /** Items the seat had already been paid for this hand (not paid again). */
  alreadyPaid: string[];
}

/** The final table of a Singapore game. */
export interface SingaporeSettlement extends Settlement {
  family: 'singapore';
  /** `score`, `sticks` and `finalScore` are integer hundredths of the currency unit; `points` are currency units. */
  scoreUnit: 'hundredths';
}

/** The scorer's names for the parts of a win the entry holds elsewhere than its hand (`entryPath`). */
const SCORER_FIELDS: Readonly<Record<string, string>> = {
  from_seat: 'from',
  bao_seat: 'liable',
  bao_reason: 'liableReason',
  flower_replacement: 'score.flags.flowerReplacement',
  kong_replacement: 'score.flags.kongReplacement',
  robbing_kong: 'score.flags.robbingKong',
  heavenly_hand: 'score.flags.heavenlyHand',
  earthly_hand: 'score.flags.earthlyHand',
  humanly_hand: 'score.flags.humanlyHand',
  robbing_the_eighth: 'score.flags.robbingTheEighth',
};

/** The records of the hand in play: the instant payouts since the last hand ended. */
function currentHandInstants(state: GameState): { record: HandRecord; result: InstantResult }[] {
  const out: { record: HandRecord; result: InstantResult }[] = [];
  for (let i = state.history.length - 1; i >= 0; i--) {
    const record = state.history[i]!;
    if (record.result.kind !== 'instant') break;
    out.unshift({ record, result: record.result });
  }
  return out;
}

function tilesOf(text: string): Tile[] {
  const r = parseTiles(text);
  return r.ok ? r.value : [];
}

/** Bonus tiles a seat has shown through instant events in the hand in play. */
function shownBonus(state: GameState, seat: Seat): { bonus: Tile[]; dealt: Tile[]; paid: Set<string> } {
  const bonus = new Set<Tile>();
  const dealt = new Set<Tile>();
  const paid = new Set<string>();
  for (const { record, result } of currentHandInstants(state)) {
    if (result.seat !== seat) continue;
    for (const t of tilesOf(result.bonus)) bonus.add(t);
    for (const t of tilesOf(result.dealtBonus)) dealt.add(t);
    for (const b of record.breakdowns) if ('items' in b) for (const it of b.items) paid.add(it.id);
  }
  return { bonus: [...bonus], dealt: [...dealt], paid };
}

/**
 * Bonus tiles the other seats have shown in the hand in play. Each bonus tile exists once
 * (section 1: one of each flower, season and animal), so no one else can show or hold it.
 */
function shownByOthers(state: GameState, seat: Seat): Map<Tile, Seat> {
  const out = new Map<Tile, Seat>();
  for (const { result } of currentHandInstants(state)) {
    if (result.seat === seat) continue;
    for (const t of tilesOf(result.bonus)) out.set(t, result.seat);
  }
  return out;
}

function scoreWin(
  entry: WinEntry,
  state: GameState,
  rules: SingaporeRules,
  path: string,
): Result<{ lines: PaymentLine[]; breakdown: SingaporeWinBreakdown }, 'invalid'> {
  const { winner, from } = entry;
  const liable = entry.liable ?? null;
  const reason = entry.liableReason;
  const baoIssues = checkBaoCase(reason, liable, path);
  const bao: WinSettlement['bao'] =
    liable === null ? null : reason === undefined ? { seat: liable } : { seat: liable, reason };
  const liableReason = reason ?? null;
  const s = entry.score;
  if (s.mode === 'tai') {
    const extra = [...refuseHandFields(s, path), ...baoIssues];
    if (!Number.isInteger(s.tai) || s.tai < 0 || s.tai > MAX_TAI)
      return fail('invalid', [
        issue(
          'bad_value',
          `tai must be a whole number from ${rules.minTai} (the least a win has) to ${MAX_TAI}`,
          `${path}.score.tai`,
        ),
        ...extra,
      ]);
    if (extra.length) return fail('invalid', extra);
    if (s.tai < rules.minTai) {
      return fail('invalid', [
        issue(
          'below_minimum',
          `a win needs at least ${rules.minTai} tai; declaring a smaller hand is a false win (record a chombo)`,
          `${path}.score.tai`,
        ),
      ]);
    }
    // A win by its tai says nothing of Thirteen Wonders or a limit hand: the bao is judged on
    // how the hand was won.
    const settlement: WinSettlement = {
      winner,
      discarder: from,
      tsumo: from === null,
      taiRaw: s.tai,
      limitHand: false,
      thirteenWonders: false,
      bao,
    };
    // The cases that are limit hands (section 3.6: all honours, pure terminals, eighteen arhats)
    // and the limit case itself need the limit's tai; the others' tiles are not known here.
    const limitCase =
      liableReason === 'limit' ||
      liableReason === 'all_honours' ||
      liableReason === 'terminals' ||
      liableReason === 'eighteen_arhats';
    const notApplied =
      whyBaoNotApplied(settlement, rules) ??
      (limitCase && rules.limit !== null && s.tai < rules.limit
        ? `${BAO_CASE_WORDS[liableReason]} bao is for a hand at the limit (${rules.limit} tai), and this one has ${s.tai}`
        : null);
    if (notApplied !== null)
      return fail('invalid', [issue('bao_not_applied', notApplied, `${path}.liableReason`)]);
    const lines = settleWin(settlement, rules);
    const tai = rules.limit === null ? s.tai : Math.min(s.tai, rules.limit);
    return ok({
      lines,
      breakdown: {
        family: 'singapore',
        winner,
        from,
        liable,
        liableReason,
        tai,
        taiRaw: s.tai,
        score: null,
        instant: [],
      },
    });
  }
  if (s.mode !== 'hand') {
    return fail('invalid', [
      issue('bad_score_mode', 'a Singapore win is entered as a hand or as its tai', `${path}.score.mode`),
    ]);
  }
  const issues: Issue[] = [...refuseIndicators(s, path, 'Singapore'), ...baoIssues];
  const situation: Partial<SingaporeSituation> & Record<string, unknown> = {};
  for (const [name, value] of Object.entries(s.flags ?? {})) {
    if (value === undefined || value === false || value === 0) continue;
    const kind = winFlagKind('singapore', name);
    if (kind === 'boolean' && value === true) situation[name] = true;
    else if (kind === 'count' && Number.isInteger(value) && (value as number) > 0) situation[name] = value;
    else
      issues.push(
        issue(
          'bad_flag',
          kind
            ? `flag "${name}" must be ${kind === 'count' ? 'a whole number' : 'true or false'}`
            : `"${name}" is not a Singapore flag (${Object.keys(WIN_FLAGS.singapore).join(', ')})`,
          `${path}.score.flags.${name}`,
        ),
      );
  }
  const shown = shownBonus(state, winner).bonus;
  const hand = parseFamilyHand(s.hand, s.win, s.bonus, path, shown);
  if (!hand.ok) issues.push(...hand.issues);
  else {
    const others = shownByOthers(state, winner);
    for (const t of hand.value.bonus) {
      const by = others.get(t);
      if (by !== undefined)
        issues.push(
          issue(
            'duplicate_bonus',
            `bonus tile ${formatTiles([t])} was shown by ${playerLabel(state, by)} this hand`,
            `${path}.score.bonus`,
          ),
        );
    }
  }
  if (issues.length || !hand.ok) return fail('invalid', issues);
  const r = scoreSingaporeHand(
    {
      hand: hand.value,
      situation: {
        ...situation,
        seatWind: seatWindOf(winner, state.dealer) as Wind,
        roundWind: state.round.wind as Wind,
        winnerSeat: winner,
        tsumo: from === null,
        discarder: from,
        bao,
      },
    },
    rules,
  );
  if (!r.ok)
    return refusedWin(r, 'the hand is not valid', path, SCORER_FIELDS, {
      below_minimum: '; declaring it is a false win (record a chombo)',
    });
  const v = r.value;
  // The scorer leaves out a bao its rules do not apply; the entry named it, so it is refused.
  if (v.baoNotApplied !== null)
    return fail('invalid', [issue('bao_not_applied', v.baoNotApplied, `${path}.liableReason`)]);
  // Section 6: Eight Flowers collects, with the limit win, each instant payout of its bonus tiles
  // not yet paid this hand (those shown through instant events were paid then).
  const instant = v.elements.some((e) => e.id === 'eight_flowers')
    ? unpaidInstants(state, rules, winner, hand.value.bonus, `${path}.score.bonus`)
    : ok([]);
  if (!instant.ok) return instant;
  return ok({
    lines: [...v.paymentHundredths.lines, ...instantLines(instant.value, winner)],
    breakdown: {
      family: 'singapore',
      winner,
      from,
      liable,
      liableReason,
      tai: v.tai,
      taiRaw: v.taiRaw,
      score: v,
      instant: instant.value,
    },
  });
}

/** The instant items of a seat's bonus tiles (those shown this hand and `bonus`) not paid yet. */
function unpaidInstants(
  state: GameState,
  rules: SingaporeRules,
  seat: Seat,
  bonus: readonly Tile[],
  path: string,
): Result<InstantItem[], 'invalid'> {
  const before = shownBonus(state, seat);
  const r = settleSingaporeInstant(
    {
      seat,
      seatWind: seatWindOf(seat, state.dealer) as 1 | 2 | 3 | 4,
      bonus: [...new Set([...before.bonus, ...bonus])],
      dealtBonus: before.dealt,
      kongs: [],
    },
    rules,
  );
  if (!r.ok)
    return fail(
      'invalid',
      r.issues.map((i) => ({ ...i, path })),
    );
  return ok(r.value.items.filter((it) => !before.paid.has(it.id)));
}

/** The payment lines of instant items collected by `seat` (a liable payer pays the item's total). */
function instantLines(items: readonly InstantItem[], seat: Seat): PaymentLine[] {
  return items.flatMap((it) =>
    it.payers.map(
      (p): PaymentLine => ({
        from: p,
        to: seat,
        amount: it.payers.length === 1 ? it.total : it.each,
        reason: 'instant',
        note: it.id,
        noteKey: { id: it.id },
      }),
    ),
  );
}

/** A bao case that is none of section 7's, or given without the liable player. */
function checkBaoCase(reason: unknown, liable: Seat | null, path: string): Issue[] {
  if (reason === undefined) return [];
  const badCase = badBaoCase(reason, `${path}.liableReason`);
  if (badCase) return [badCase];
  if (liable === null)
    return [issue('no_liable', 'a bao case needs the liable player (liable)', `${path}.liableReason`)];
  return [];
}

/** Applies a Singapore hand. Every problem with the entry is reported at once. */
export function applySingaporeHand(
  state: GameState,
  rules: SingaporeRules,
  declared: readonly Seat[],
  result: HandResult,
): Result<HandOutcome, 'invalid'> {
  // Entries come from saved files too: a damaged shape is an error, never a crash.
  const shape = checkFamilyShape(declared, result);
  if (shape.length) return fail('invalid', shape);
  const issues: Issue[] = refuseChangeOfHeart(result, 'Singapore');
  if (declared.length > 0)
    issues.push(issue('no_riichi', 'Singapore has no riichi or Ready declarations', 'riichi'));
  if (state.finished)
    issues.push(issue('game_over', 'the game is over; no more hands can be added', 'event'));
  if (issues.length) return fail('invalid', issues);
  const dealer = state.dealer;
  const lines: PaymentLine[] = [];
  const breakdowns: SingaporeWinBreakdown[] = [];
  let renchan: boolean;
  let chomboSeat: Seat | null = null;
  switch (result.kind) {
    case 'win': {
      const wins = result.wins;
      issues.push(...checkSingleWinEntries(wins));
      if (result.loserScores !== undefined)
        issues.push(
          issue('no_loser_settlement', 'Singapore has no settlement between losers', 'result.loserScores'),
        );
      if (issues.length) return fail('invalid', issues);
      const scored = scoreWin(wins[0]!, state, rules, 'result.wins[0]');
      if (!scored.ok) return scored;
      lines.push(...scored.value.lines);
      breakdowns.push(scored.value.breakdown);
      // Section 2: the dealer stays on a win.
      renchan = wins[0]!.winner === dealer;
      break;
    }
    case 'exhaustive_draw': {
      const tenpai = result.tenpai;
      if (tenpai.some((s) => !isSeat(s)) || new Set(tenpai).size !== tenpai.length)
        issues.push(issue('bad_seat', 'waiting seats must be distinct seats 0..3', 'result.tenpai'));
      if (result.nagashi?.length)
        issues.push(issue('no_nagashi', 'Singapore has no nagashi mangan', 'result.nagashi'));
      if (issues.length) return fail('invalid', issues);
      // Section 6: "a bite or kong payout" collected this hand passes the deal (a table's lines
      // carry their item's id as the note); a seat flower pair alone does not.
      const collected = currentHandInstants(state).some(({ record }) =>
        record.payment.lines.some((l) => l.note !== undefined && passesTheDeal(l.note as InstantId)),
      );
      renchan = !isDealPassingOnDraw(collected, rules);
      break;
    }
    case 'abortive_draw':
      return fail('invalid', [
        issue('no_abortive_draw', 'Singapore has no abortive draws; record a draw', 'result.kind'),
      ]);
    case 'chombo': {
      const from = result.from ?? null;
      const r = settleFalseWin(
        { offender: result.offender, claimed: from === null ? 'self_draw' : 'discard', discarder: from },
        rules,
      );
      if (!r.ok)
        return fail(
          'invalid',
          r.issues.map((i) => ({ ...i, path: `result.${i.path === 'from_seat' ? 'from' : 'offender'}` })),
        );
      chomboSeat = result.offender;
      lines.push(...r.value.lines);
      // The hand is replayed by the same dealer.
      renchan = true;
      break;
    }
    default:
      return fail('invalid', [
        issue('bad_result', 'the hand result must be a win, a draw or a false win (chombo)', 'result.kind'),
      ]);
  }
  const payment = paymentFromLines(lines);
  const scores = state.scores.map((v, i) => v + payment.deltas[i]!) as [number, number, number, number];
  const honba = renchan ? (chomboSeat === null ? state.round.honba + 1 : state.round.honba) : 0;
  const next = advanceFourWinds(state, renchan, honba, state.round.sticks);
  return ok({
    record: {
      round: state.round,
      dealer,
      scoresBefore: state.scores,
      scoresAfter: scores,
      sticksAfter: state.round.sticks,
      payment,
      breakdowns,
      result,
    },
    next: { scores, round: next.round, dealer: next.dealer },
    finished: next.finished,
    endReason: next.finished ? 'last_hand' : null,
    chomboSeat,
  });
}

/**
 * Why an instant event's liable player cannot be: the fresh-tile kong bao (section 7: "B
 * discards a fresh tile and A kongs it") is another player, for the event's one exposed kong,
 * under rules that play it. How many live tiles were left is the table's to judge, as for the
 * fresh-tile win's bao.
 */
function freshTileKongIssues(event: InstantEvent, liable: Seat, rules: SingaporeRules): Issue[] {
  if (!isSeat(liable) || liable === event.seat)
    return [issue('bad_seat', 'the liable player is another seat 0..3', 'event.liable')];
  if (!rules.baoFreshTileKong)
    return [
      issue(
        'bao_not_applied',
        'fresh-tile kong bao is not played under these rules (baoFreshTileKong is off)',
        'event.liable',
      ),
    ];
  const exposed = (event.kongs ?? []).filter((k) => k === 'kan').length;
  if (exposed !== 1)
    return [
      issue(
        'bao_needs_kong',
        `a fresh-tile kong bao is for one exposed kong claimed from the liable player's discard; this payout shows ${exposed}`,
        'event.liable',
      ),
    ];
  return [];
}

/** An instant payout (section 6): the seat collects at once for what it newly shows. */
export function applySingaporeInstant(
  state: GameState,
  rules: SingaporeRules,
  event: InstantEvent,
): Result<HandOutcome, 'invalid'> {
  const issues: Issue[] = [];
  if (state.finished)
    issues.push(issue('game_over', 'the game is over; no more payouts can be added', 'event'));
  if (!isSeat(event.seat)) issues.push(issue('bad_seat', 'the collecting seat must be 0..3', 'event.seat'));
  const bonus = parseTiles(event.bonus ?? '', 'event.bonus');
  const dealt = parseTiles(event.dealtBonus ?? '', 'event.dealtBonus');
  if (!bonus.ok) issues.push(...bonus.issues);
  if (!dealt.ok) issues.push(...dealt.issues);
  const kongs = event.kongs ?? [];
  if (!Array.isArray(kongs) || kongs.some((k) => k !== 'kan' && k !== 'ankan'))
    issues.push(
      issue('bad_meld', 'kongs are a list of "kan" (exposed) or "ankan" (concealed)', 'event.kongs'),
    );
  if (issues.length || !bonus.ok || !dealt.ok) return fail('invalid', issues);
  const seat = event.seat;
  const before = shownBonus(state, seat);
  const others = shownByOthers(state, seat);
  for (const t of bonus.value) {
    if (before.bonus.includes(t))
      issues.push(issue('duplicate_bonus', 'a bonus tile was already shown this hand', 'event.bonus'));
    else if (others.has(t))
      issues.push(
        issue(
          'duplicate_bonus',
          `bonus tile ${formatTiles([t])} was shown by ${playerLabel(state, others.get(t)!)} this hand`,
          'event.bonus',
        ),
      );
  }
  if (bonus.value.length === 0 && kongs.length === 0)
    issues.push(issue('nothing_shown', 'an instant payout shows bonus tiles or kongs', 'event'));
  // A hand holds four sets: four kongs at most for one player in one hand.
  const kongsBefore = currentHandInstants(state)
    .filter(({ result }) => result.seat === event.seat)
    .reduce((n, { result }) => n + result.kongs.length, 0);
  if (Array.isArray(kongs) && kongsBefore + kongs.length > 4)
    issues.push(
      issue(
        'too_many_kongs',
        `a hand has four kongs at most; ${playerLabel(state, event.seat)} ${
          kongsBefore ? `has shown ${kongsBefore} this hand and ` : ''
        }shows ${kongs.length} here`,
        'event.kongs',
      ),
    );
  const liable = event.liable ?? null;
  if (liable !== null) issues.push(...freshTileKongIssues(event, liable, rules));
  if (issues.length) return fail('invalid', issues);
  const r = settleSingaporeInstant(
    {
      seat,
      seatWind: seatWindOf(seat, state.dealer) as 1 | 2 | 3 | 4,
      bonus: [...before.bonus, ...bonus.value],
      dealtBonus: [...new Set([...before.dealt, ...dealt.value])],
      kongs: kongs.map((kind) => (kind === 'kan' && liable !== null ? { kind, baoSeat: liable } : { kind })),
    },
    rules,
  );
  if (!r.ok)
    return fail(
      'invalid',
      r.issues.map((i) => ({ ...i, path: `event.${i.path ?? ''}`.replace(/\.$/, '') })),
    );
  // Items of bonus tiles already paid this hand are not paid again; each kong is new.
  const isKong = (it: InstantItem) => it.id === 'exposed_kong' || it.id === 'concealed_kong';
  const items = r.value.items.filter((it) => isKong(it) || !before.paid.has(it.id));
  const alreadyPaid = r.value.items.filter((it) => !isKong(it) && before.paid.has(it.id)).map((it) => it.id);
  const lines = instantLines(items, seat);
  const payment = paymentFromLines(lines);
  const scores = state.scores.map((v, i) => v + payment.deltas[i]!) as [number, number, number, number];
  const result: InstantResult = {
    kind: 'instant',
    seat,
    bonus: formatTiles(bonus.value),
    dealtBonus: formatTiles(dealt.value),
    kongs: [...kongs],
    liable,
  };
  const breakdown: SingaporeInstantBreakdown = { family: 'singapore', seat, items, alreadyPaid };
  return ok({
    record: {
      round: state.round,
      dealer: state.dealer,
      scoresBefore: state.scores,
      scoresAfter: scores,
      sticksAfter: state.round.sticks,
      payment,
      breakdowns: [breakdown],
      result,
    },
    next: { scores, round: state.round, dealer: state.dealer },
    finished: false,
    endReason: null,
    chomboSeat: null,
  });
}

/** Final table: each player's balance; ties share the better place. */
export function settleSingapore(state: GameState): SingaporeSettlement {
  const finalScore = [...state.scores];
  const rate = state.config.rate;
  // Balances are hundredths already: the money in cents is the balance times the rate.
  const money = rate === undefined ? null : shareCents(finalScore.map((v) => v * rate));
  const rows: SettlementRow[] = SEATS.map((s) => {
    const points = finalScore[s]! / 100 + 0;
    return {
      seat: s,
      name: state.config.players[s] ?? `Seat ${s + 1}`,
      score: finalScore[s]!,
      sticks: 0,
      finalScore: finalScore[s]!,
      rank: 1 + SEATS.filter((o) => finalScore[o]! > finalScore[s]!).length,
      raw: points,
      oka: 0,
      rounded: points,
      uma: 0,
      penalty: 0,
      chomboPenalty: 0,
      tournamentPenalty: 0,
      points,
      money: money === null ? null : money[s]!,
    };
  });
  return { family: 'singapore', scoreUnit: 'hundredths', rows, rounding: 'none', leftoverSticks: 0 };
}

/** Singapore style for the ledger. */
export const singaporeTable: FamilyTable<SingaporeRules> = {
  resolve: (config) => resolveSingaporeRules(config.preset, config.overrides ?? {}),
  stickValue: () => 0,
  start: () => ({ scores: [0, 0, 0, 0], round: { wind: 1, number: 1, honba: 0, sticks: 0 }, dealer: 0 }),
  applyHand: applySingaporeHand,
  applyInstant: applySingaporeInstant,
  penaltyRefusal:
    'Singapore has no final points to take a penalty from: its penalties are payments between players (sections 9-10), entered as a false win or an adjustment',
  settle: (state) => settleSingapore(state),
};
