// The game as text: the table (scores, dealer, round, honba, sticks), the hand history with
// each hand's result and score changes (and each adjustment and tournament penalty at its place
// in the log), one hand's two score boxes, and the final settlement.
// Every number is the ledger's (GameState, HandRecord, Settlement).

import {
  type ClassicalSettlement,
  findInstantBreakdown,
  findWinBreakdown,
  type GameDocument,
  type GameState,
  type HandRecord,
  type HandWinScore,
  handNumber,
  madeAfterEnd,
  type Settlement,
  type SingaporeInstantBreakdown,
  type WinBreakdown,
} from '@mahjong-ledger/core';
import { WIND_NAMES } from '../args.ts';
import { renderClassicalBreakdown } from '../families/classical.ts';
import { renderPaymentBox } from '../families/payment-box.ts';
import type { Colors } from '../io.ts';
import { countOf, formatId, formatSigned, layoutColumns, visibleText } from '../text.ts';
import {
  formatCents,
  formatSignedCents,
  formatSignedMoney,
  type LedgerUnits,
  MONEY_UNIT,
  unitsOf,
} from './units.ts';

const WIND_LETTERS = ['E', 'S', 'W', 'N'];

/** The note kept with each event (`--note`), by event number. */
export type EventNotes = readonly (string | undefined)[];

/**
 * The players' names as the terminal shows them: a name written into the file by hand or by
 * another program may hold control characters, shown escaped (\x1b) rather than sent raw (as
 * are the notes).
 */
export function shownNames(config: Pick<GameState['config'], 'players'>): string[] {
  return config.players.map(visibleText);
}

/** The notes of a game's events, by event number. */
export function notesOf(doc: GameDocument): EventNotes {
  return doc.events.map((e) => {
    const note: unknown = 'note' in e ? e.note : undefined;
    // `--note` writes text; a file edited by hand may hold another value ("note": 5), shown as
    // its JSON where printing it crashed the command (an internal error with a stack trace).
    if (note === undefined || note === null || typeof note === 'string') return note ?? undefined;
    return JSON.stringify(note);
  });
}

/** A referee's adjustment as the ledger folded it (core's AdjustRecord). */
type AdjustRecord = GameState['adjustments'][number];

/** A tournament penalty as the ledger folded it (core's PenaltyRecord). */
type PenaltyRecord = GameState['penalties'][number];

/** "East 2" for round 2 of the East wind. */
export function formatRound(r: { wind: number; number: number }): string {
  return `${WIND_NAMES[r.wind - 1]} ${r.number}`;
}

/** Seat wind letter of `seat` when `dealer` deals. */
function windLetter(seat: number, dealer: number): string {
  return WIND_LETTERS[(seat - dealer + 4) % 4]!;
}

/** The value of one win from its family's breakdown (riichi han/fu, classical points, Singapore tai). */
function describeWinValue(b: WinBreakdown): string {
  switch (b.family) {
    case 'singapore':
      return `${b.tai} tai${b.taiRaw > b.tai ? ` (${b.taiRaw} counted)` : ''}`;
    case 'classical':
      return b.points === null
        ? `limit hand, ${b.value}`
        : `${b.points} points × 2^${b.doubles} = ${b.value}${b.limit ? ', limit' : ''}`;
    case 'riichi': {
      if (b.yakuman > 0) return b.yakuman === 1 ? 'yakuman' : `${b.yakuman}x yakuman`;
      const limit = b.limit ? `, ${formatId(b.limit)}` : '';
      return `${b.han} han${b.fu === null ? '' : ` ${b.fu} fu`}${limit}`;
    }
  }
}

/** Japanese Classical's changes of heart, one per offence, in seat order: "; change of heart: Bo ×2, Cy". */
function describeChangeOfHeart(seats: readonly number[] | undefined, names: readonly string[]): string {
  if (!seats?.length) return '';
  const offenders = names.flatMap((name, s) => {
    const n = seats.filter((x) => x === s).length;
    return n === 0 ? [] : [n > 1 ? `${name} ×${n}` : name];
  });
  return `; change of heart: ${offenders.join(', ')}`;
}

/** One hand's result in words: "Ann ron from Bo, 3 han 30 fu", "draw, tenpai: Ann, Cy". */
export function describeHand(
  record: Pick<HandRecord, 'result' | 'breakdowns'>,
  names: readonly string[],
  units: LedgerUnits = unitsOf({ family: 'riichi' }),
): string {
  const { result } = record;
  switch (result.kind) {
    case 'win':
      return `${result.wins
        .map((w) => {
          // Paired by winner: a multiple ron's breakdowns come in turn order from the discarder.
          const b = findWinBreakdown(record, w.winner);
          const how = w.from === null ? 'tsumo' : `ron from ${names[w.from]}`;
          const pao =
            w.liable != null
              ? `, pao ${names[w.liable]}${w.liableReason ? ` (${w.liableReason.replaceAll('_', ' ')})` : ''}`
              : '';
          const bumped = b?.family === 'riichi' && b.bumped ? ' (head bump: no payment)' : '';
          const value = b ? describeWinValue(b) : '';
          return `${names[w.winner]} ${how}${value ? `, ${value}` : ''}${pao}${bumped}`;
        })
        .join('; ')}${describeChangeOfHeart(result.changeOfHeart, names)}`;
    case 'exhaustive_draw': {
      // Singapore pays nothing for waiting hands: its draw is only a draw.
      if (units.family === 'singapore') return 'draw';
      const tenpai = result.tenpai.length ? result.tenpai.map((s) => names[s]).join(', ') : 'nobody';
      const nagashi = result.nagashi?.length
        ? `, nagashi mangan: ${result.nagashi.map((s) => names[s]).join(', ')}`
        : '';
      return `draw, tenpai: ${tenpai}${nagashi}`;
    }
    case 'abortive_draw':
      return `abortive draw (${formatId(result.reason)})`;
    case 'chombo': {
      if (units.family !== 'singapore') return `${units.chombo} by ${names[result.offender]}`;
      const from = result.from ?? null;
      return `${units.chombo} by ${names[result.offender]} (${from === null ? 'claimed self-draw' : `on ${names[from]}'s discard`})`;
    }
    case 'instant': {
      const concealed = result.kongs.filter((k) => k === 'ankan').length;
      const exposed = result.kongs.length - concealed;
      const kongs = (n: number, what: string) =>
        n === 0 ? '' : n === 1 ? `${what} kong` : `${n} ${what} kongs`;
      const shown = [result.bonus, kongs(exposed, 'exposed'), kongs(concealed, 'concealed')].filter(Boolean);
      const dealt = result.dealtBonus ? ` (${result.dealtBonus} from the deal)` : '';
      const bao = result.liable !== null ? `, bao ${names[result.liable]} (fresh-tile kong)` : '';
      return `${names[result.seat]} shows ${shown.join(', ')}${dealt}: instant payout${bao}`;
    }
  }
}

/**
 * Where an event stands in the game, as `game show` numbers it: its hand (the history's `hand`
 * column, core's `handNumber`; an instant payout is paid during a hand, an adjustment between
 * hands has none) and the round it was played in: "hand 2, East 2", "during hand 1, East 1";
 * an adjustment or a penalty, given between hands, by the hand it follows: "after hand 3". The
 * event number itself (`#n`) counts every event, payouts, adjustments and penalties too; this
 * is what tells it from the hand's number.
 */
export function describePlace(state: GameState, index: number): string | undefined {
  const record = state.history.find((h) => h.eventIndex === index);
  if (record) return `${handPlace(state, record)}, ${formatRound(record.round)}`;
  const between = [...state.adjustments, ...state.penalties].some((a) => a.eventIndex === index);
  return between ? betweenHandsPlace(state, index) : undefined;
}

/** A record's hand: "hand 2", or "during hand 1" for an instant payout (paid within a hand). */
function handPlace(state: GameState, record: HandRecord): string {
  const hand = handNumber(state.history, record.eventIndex);
  return record.result.kind === 'instant' ? `during hand ${hand}` : `hand ${hand}`;
}

/**
 * Where an adjustment or a penalty stands among the hands, as the web app says it: "after hand
 * 3", or "before the first hand" (it is made between hands, so it has no hand number of its
 * own); one made once the game was over, "after hand 8, game over".
 */
function betweenHandsPlace(state: GameState, index: number): string {
  const before = handNumber(state.history, index) - 1;
  if (madeAfterEnd(state, index)) return `after hand ${before}, game over`;
  return before === 0 ? 'before the first hand' : `after hand ${before}`;
}

/** The round an adjustment or penalty was made in, for a heading: "East 2, honba 0: ", or none after the end. */
function roundHeading(state: GameState, r: { eventIndex: number; round: HandRecord['round'] }): string {
  if (madeAfterEnd(state, r.eventIndex)) return '';
  return `${formatRound(r.round)}, ${unitsOf(state.config).repeats} ${r.round.honba}: `;
}

/**
 * A referee's adjustment in words: its form ("points added", which an edit of an earlier hand
 * carries through; "scores set", where such an edit stops) and the sticks it changed.
 */
export function describeAdjustment(a: AdjustRecord, units: LedgerUnits): string {
  const sticks =
    units.sticks !== null && a.round.sticks !== a.sticksAfter
      ? `, ${units.sticks} ${a.round.sticks} → ${a.sticksAfter}`
      : '';
  // Singapore keeps balances of money: "balance adjustment, amounts added".
  const what = units.family === 'singapore' ? 'balance' : 'score';
  const form =
    a.form === 'outright' ? `${what}s set` : `${units.family === 'singapore' ? 'amounts' : 'points'} added`;
  return `${what} adjustment, ${form}${sticks}`;
}

/** Each player's change in an adjustment, the players it left alone out: "Ann -8000, Bo +8000". */
export function describeAdjustmentChanges(
  a: AdjustRecord,
  names: readonly string[],
  units: LedgerUnits,
): string {
  const changes = names.flatMap((name, s) => {
    const d = a.scoresAfter[s]! - a.scoresBefore[s]!;
    return d === 0 ? [] : [`${name} ${units.signed(d)}`];
  });
  return changes.length ? changes.join(', ') : 'no score changed';
}

/** An adjustment in full: each player's score before and after it, and the sticks. */
export function renderAdjustmentDetail(
  state: GameState,
  a: AdjustRecord,
  color: Colors,
  note?: string,
): string[] {
  const units = unitsOf(state.config);
  const what = units.family === 'singapore' ? 'balance' : 'score';
  const sticks =
    units.sticks === null ? [] : [`  ${units.sticks} on the table: ${a.round.sticks} → ${a.sticksAfter}`];
  const form =
    a.form === 'outright'
      ? `  ${what}s set outright: an edit of an earlier hand does not change them`
      : `  ${units.family === 'singapore' ? 'amounts' : 'points'} added to each ${what}: an edit of an earlier hand carries through it`;
  return [
    color.bold(
      `Event #${a.eventIndex} (${betweenHandsPlace(state, a.eventIndex)}): ${roundHeading(state, a)}${what} adjustment`,
    ),
    form,
    ...(note ? [`  note: ${visibleText(note)}`] : []),
    ...layoutColumns(
      [
        ['player', `${what} before`, 'after', 'change'],
        ...shownNames(state.config).map((name, s) => [
          name,
          units.amount(a.scoresBefore[s]!),
          units.amount(a.scoresAfter[s]!),
          units.signed(a.scoresAfter[s]! - a.scoresBefore[s]!),
        ]),
      ],
      ['l', 'r', 'r', 'r'],
    ),
    ...sticks,
  ];
}

/**
 * A tournament penalty in words: "penalty, Bo -10 final points". Final points (thousands of
 * table points) are said as such, as the table's scores beside it are in table points.
 */
export function describePenalty(p: PenaltyRecord, names: readonly string[]): string {
  return `penalty, ${names[p.seat]} ${p.points} final points`;
}

/** A tournament penalty in full: who, how much, and what it leaves as it was. */
export function renderPenaltyDetail(
  state: GameState,
  p: PenaltyRecord,
  color: Colors,
  note?: string,
): string[] {
  const names = shownNames(state.config);
  return [
    color.bold(
      `Event #${p.eventIndex} (${betweenHandsPlace(state, p.eventIndex)}): ${roundHeading(state, p)}penalty`,
    ),
    `  ${names[p.seat]} ${p.points} final points (${formatThousands(-p.points * 1000)} table points), taken off in the settlement after uma`,
    '  the scores do not move: the ranking, the uma and every later hand are as they were',
    ...(note ? [`  note: ${visibleText(note)}`] : []),
  ];
}

/** 10000 as "10,000", as the settlement's final points are thousands of these. */
function formatThousands(n: number): string {
  return Math.round(n).toLocaleString('en-US');
}

/**
 * The table now: round, honba, sticks, dealer, and each player's wind and score. `title` is the
 * game file's path, shown escaped as names are (a path may hold a newline or an escape sequence).
 */
export function renderTable(state: GameState, title: string, color: Colors): string[] {
  const { config, round } = state;
  const units = unitsOf(config);
  const names = shownNames(config);
  const status = state.finished
    ? `game over (${formatId(state.endReason ?? 'last_hand')})`
    : `${formatRound(round)}`;
  const rows = names.map((name, seat) => [
    String(seat + 1),
    name,
    windLetter(seat, state.dealer),
    seat === state.dealer && !state.finished ? 'dealer' : '',
    units.amount(state.scores[seat]!),
  ]);
  const sticks = units.sticks === null ? '' : `, ${units.sticks} ${round.sticks}`;
  return [
    color.bold(
      `${visibleText(title)}: ${units.title} ${config.preset}${Object.keys(config.overrides ?? {}).length ? ' (with overrides)' : ''}`,
    ),
    `  ${status}, ${units.repeats} ${round.honba}${sticks}${state.finished ? '' : `, dealer ${names[state.dealer]}`}`,
    ...layoutColumns(
      [['seat', 'player', 'wind', '', units.family === 'singapore' ? 'balance' : 'score'], ...rows],
      ['r', 'l', 'l', 'l', 'r'],
    ),
  ];
}

/**
 * The hand history: one line per hand, with its event number for `edit` and `remove`, and its
 * hand number as the CSV and the web app count hands (a Singapore instant payout carries the
 * number of the hand it was paid in).
 */
export function renderHistory(state: GameState, color: Colors, notes: EventNotes = []): string[] {
  const names = shownNames(state.config);
  const noted = (text: string, at: number) => (notes[at] ? `${text}; note: ${visibleText(notes[at])}` : text);
  const units = unitsOf(state.config);
  if (state.history.length === 0 && state.adjustments.length === 0 && state.penalties.length === 0)
    return [color.bold('History'), '  no hands yet'];
  const changes = (r: HandRecord | AdjustRecord) =>
    r.scoresAfter.map((v, s) => units.signed(v - r.scoresBefore[s]!));
  // After the end, no round was in play: 'end', as the CSV says.
  const roundOf = (r: { eventIndex: number; round: HandRecord['round'] }) =>
    madeAfterEnd(state, r.eventIndex)
      ? 'end'
      : `${WIND_LETTERS[r.round.wind - 1]}${r.round.number}-${r.round.honba}`;
  // A referee's adjustment (made in the web app, or in a file written by a script) is listed at
  // its place in the log, with no hand number, so that the changes add up to the table.
  const rows = [
    ...state.history.map((h) => ({
      at: h.eventIndex,
      cells: [
        `#${h.eventIndex}`,
        String(handNumber(state.history, h.eventIndex)),
        roundOf(h),
        noted(describeHand(h, names, units), h.eventIndex),
        ...changes(h),
      ],
    })),
    ...state.adjustments.map((a) => ({
      at: a.eventIndex,
      cells: [
        `#${a.eventIndex}`,
        '',
        roundOf(a),
        noted(describeAdjustment(a, units), a.eventIndex),
        ...changes(a),
      ],
    })),
    // A penalty moves no table points (its final points are taken off in the settlement): its
    // changes are 0, as the CSV has them, and the history still adds up to the table.
    ...state.penalties.map((p) => ({
      at: p.eventIndex,
      cells: [
        `#${p.eventIndex}`,
        '',
        roundOf(p),
        noted(describePenalty(p, names), p.eventIndex),
        ...p.scores.map(() => units.signed(0)),
      ],
    })),
  ]
    .sort((a, b) => a.at - b.at)
    .map((r) => r.cells);
  const repeats = units.family === 'riichi' ? 'honba' : units.repeats.replace(/ /g, '-');
  // One column per player, under the player's name, so that a hand's changes read down the table.
  const header = ['event', 'hand', `round-${repeats}`, 'result', ...names];
  return [
    color.bold(`History (${units.family === 'singapore' ? 'balance' : 'score'} changes)`),
    ...layoutColumns([header, ...rows], ['r', 'r', 'l', 'l', ...names.map(() => 'r' as const)]),
  ];
}

/** Score box 1 of one win: the family's elements, then the value and what came with it. */
function renderWinBreakdown(b: WinBreakdown, color: Colors): string[] {
  const lines: string[] = [];
  if (b.family === 'classical' && b.score) {
    lines.push(...renderClassicalBreakdown(b.score, color).map((l) => `  ${l}`));
  } else if (b.score) {
    const rows = b.score.lines.map((l) => [formatId(l.id), `${l.value} ${l.unit}`]);
    const fuLines = b.family === 'riichi' ? b.score.fuLines : [];
    rows.push(...fuLines.map((f) => [`fu: ${formatId(f.id)}`, `${f.fu} fu`]));
    lines.push(...layoutColumns(rows, ['l', 'r'], 4));
  }
  const extra = [
    b.family === 'riichi' && b.honba ? `${b.honba} honba` : '',
    b.family === 'classical' && b.dealerStreak ? `dealer's win #${b.dealerStreak + 1} in a row` : '',
    b.family !== 'singapore' && b.sticks ? `${countOf(b.sticks, 'stick')} collected` : '',
  ]
    .filter(Boolean)
    .join(', ');
  const base = b.family === 'riichi' ? `: base ${b.basePoints}` : '';
  // A Classical hand entered by its tiles already ends its box with the value.
  const tilesClassical = b.family === 'classical' && b.score !== null;
  if (!tilesClassical || extra) {
    const value = tilesClassical ? '' : `${describeWinValue(b)}${base}`;
    lines.push(`    ${[value, extra].filter(Boolean).join('; ')}`);
  }
  return lines;
}

/** Score box 1 of a Singapore instant payout: each item and what each payer pays. */
function renderInstantLines(
  items: SingaporeInstantBreakdown['items'],
  alreadyPaid: readonly string[],
  names: readonly string[],
): string[] {
  // A fresh-tile kong bao's one payer pays the whole item.
  const rows = items.map((it) => [
    formatId(it.id),
    it.payers.length === 1
      ? `${formatCents(it.total)} from ${names[it.payers[0]!]} (bao)`
      : `${formatCents(it.each)} from ${it.payers.length === 3 ? 'each other player' : it.payers.map((p) => names[p]).join(', ')}`,
    `= ${formatCents(it.total)}`,
  ]);
  const lines = rows.length ? layoutColumns(rows, ['l', 'l', 'r'], 4) : ['    nothing to pay yet'];
  if (alreadyPaid.length) lines.push(`    already paid this hand: ${alreadyPaid.map(formatId).join(', ')}`);
  return lines;
}

/** Both score boxes of one hand from the history. */
export function renderHandDetail(
  state: GameState,
  record: HandRecord,
  color: Colors,
  note?: string,
): string[] {
  const names = shownNames(state.config);
  const units = unitsOf(state.config);
  // The event number (what edit and remove take) and the hand's number, each named as such.
  const which = handPlace(state, record);
  const lines = [
    color.bold(
      `Event #${record.eventIndex} (${which}): ${formatRound(record.round)}, ${units.repeats} ${record.round.honba}, dealer ${names[record.dealer]}`,
    ),
    `  ${describeHand(record, names, units)}`,
    ...(note ? [`  note: ${visibleText(note)}`] : []),
  ];
  if (record.result.kind === 'win') {
    lines.push('', color.bold('Score box 1: breakdown'));
    for (const w of record.result.wins) {
      const b = findWinBreakdown(record, w.winner);
      if (!b) continue;
      lines.push(`  ${names[w.winner]}:`);
      if (w.score.mode === 'hand') lines.push(`    ${describeEnteredTiles(w.score)}`);
      lines.push(...renderWinBreakdown(b, color));
      // Section 6: Eight Flowers collects the instant payouts not yet paid with the win.
      if (b.family === 'singapore' && b.instant.length) {
        lines.push('    instant payouts not yet paid, collected with the win:');
        lines.push(...renderInstantLines(b.instant, [], names));
      }
    }
  } else if (record.result.kind === 'instant') {
    lines.push('', color.bold('Score box 1: instant payouts'), `  ${names[record.result.seat]}:`);
    const b = findInstantBreakdown(record);
    if (b) lines.push(...renderInstantLines(b.items, b.alreadyPaid, names));
  }
  const winners = record.result.kind === 'win' ? record.result.wins.map((w) => w.winner) : [];
  const payments =
    units.family === 'singapore' ? `Score box 2: payments (${MONEY_UNIT})` : 'Score box 2: payments';
  lines.push(
    '',
    color.bold(payments),
    ...renderPaymentBox(record.payment, {
      names,
      dealer: record.dealer,
      winners,
      amount: units.amount,
      sticks: units.sticks ?? undefined,
      reasons: units.family === 'classical' ? { riichi: 'Ready', chombo: 'erroneous mahjong' } : undefined,
    }),
  );
  return lines;
}

/** The tiles a win was entered with, as typed: "hand 234567m345p67899s, won on 5p; ura 2m". */
function describeEnteredTiles(score: HandWinScore): string {
  const parts = [`hand ${score.hand}${score.win ? `, won on ${score.win}` : ''}`];
  if (score.dora) parts.push(`dora ${score.dora}`);
  if (score.ura) parts.push(`ura ${score.ura}`);
  if (score.bonus) parts.push(`bonus ${score.bonus}`);
  return parts.join('; ');
}

function settlementHeading(state: GameState, color: Colors): string {
  return color.bold(
    state.finished
      ? `Final settlement (${formatId(state.endReason ?? 'last_hand')})`
      : 'Settlement as the game stands (not finished)',
  );
}

/** With a rate, what the settlement's money column is: "; money in currency units at the rate 0.5". */
function moneyNote(state: GameState, money: boolean): string {
  return money ? `; money in ${MONEY_UNIT} at the rate ${state.config.rate}` : '';
}

/** Singapore: each balance in money (core's hundredths), and at the rate when one is set. */
function renderSingaporeSettlement(state: GameState, settlement: Settlement, color: Colors): string[] {
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  return [
    settlementHeading(state, color),
    `  balances in ${MONEY_UNIT}${moneyNote(state, money)}`,
    ...layoutColumns(
      [
        ['rank', 'player', 'balance', money ? 'money' : ''],
        ...rows.map((r) => [
          String(r.rank),
          visibleText(r.name),
          formatSignedCents(r.finalScore),
          r.money === null ? '' : formatSignedMoney(r.money),
        ]),
      ],
      ['r', 'l', 'r', 'r'],
    ),
  ];
}

/** Japanese Classical: leftover Ready sticks to the top, points = final score − starting points. */
function renderClassicalSettlement(
  state: GameState,
  settlement: ClassicalSettlement,
  color: Colors,
): string[] {
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  return [
    settlementHeading(state, color),
    `  starting points ${settlement.startingPoints}; leftover Ready sticks ${settlement.leftoverSticks}${moneyNote(state, money)}`,
    ...layoutColumns(
      [
        ['rank', 'player', 'score', 'sticks', 'final', 'points', money ? 'money' : ''],
        ...rows.map((r) => [
          String(r.rank),
          visibleText(r.name),
          String(r.score),
          r.sticks ? `+${r.sticks}` : '',
          String(r.finalScore),
          formatSigned(r.points),
          r.money === null ? '' : formatSignedMoney(r.money),
        ]),
      ],
      ['r', 'l', 'r', 'r', 'r', 'r', 'r'],
    ),
  ];
}

/** A number of one decimal, signed and written with its decimal: +41.6, -17.0, 0.0. */
function formatSignedTenths(n: number): string {
  const text = Math.abs(n).toFixed(1);
  return n > 0 ? `+${text}` : n < 0 ? `-${text}` : text;
}

/** The final table: rank, points, sticks, oka, uma, penalties, final points and money. */
export function renderSettlement(state: GameState, settlement: Settlement, color: Colors): string[] {
  if (state.config.family === 'singapore') return renderSingaporeSettlement(state, settlement, color);
  if (state.config.family === 'classical')
    return renderClassicalSettlement(state, settlement as ClassicalSettlement, color);
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  const table = rows.map((r) => [
    String(r.rank),
    visibleText(r.name),
    String(r.score),
    r.sticks ? `+${r.sticks}` : '',
    String(r.finalScore),
    formatSigned(r.oka),
    formatSigned(r.uma),
    // Final points are thousands to one decimal (settle.ts): written so in every row, as the
    // web app does, so that -17 does not stand under +41.6 (nor a chombo's -20 over a -2.5).
    r.penalty ? formatSignedTenths(r.penalty) : '',
    formatSignedTenths(r.points),
    r.money === null ? '' : formatSignedMoney(r.money),
  ]);
  return [
    settlementHeading(state, color),
    `  rounding ${settlement.rounding}; leftover riichi sticks ${settlement.leftoverSticks}${moneyNote(state, money)}`,
    ...layoutColumns(
      [
        [
          'rank',
          'player',
          'score',
          'sticks',
          'final',
          'oka',
          'uma',
          'penalty',
          'points',
          money ? 'money' : '',
        ],
        ...table,
      ],
      ['r', 'l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
    ),
    ...renderPenaltyParts(state, rows),
  ];
}

/**
 * What each player's penalty column holds, when one does: the column sums a chombo's penalty
 * and the tournament penalties (game penalty), both taken off after uma, and the events given
 * are named for an edit or a removal: "Bo  chombo ×1 -20.0, tournament penalty -10.0 (event #5)".
 */
function renderPenaltyParts(state: GameState, rows: Settlement['rows']): string[] {
  const names = shownNames(state.config);
  const parts = rows.flatMap((r) => {
    if (!r.penalty) return [];
    const seat = r.seat;
    const events = state.penalties.filter((p) => p.seat === seat).map((p) => `#${p.eventIndex}`);
    const said = [
      r.chomboPenalty ? `chombo ×${state.chombo[seat]} ${formatSignedTenths(r.chomboPenalty)}` : '',
      events.length
        ? `tournament penalty ${formatSignedTenths(r.tournamentPenalty)} (${events.length === 1 ? 'event' : 'events'} ${events.join(', ')})`
        : '',
    ].filter(Boolean);
    return [[names[seat]!, said.join(', ')]];
  });
  if (!parts.length) return [];
  return [
    "  penalty column: final points taken off after uma, a chombo's and each tournament penalty's",
    ...layoutColumns(parts, ['l', 'l'], 4),
  ];
}
