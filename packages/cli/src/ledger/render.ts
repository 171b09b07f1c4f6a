// The game as text: the table (scores, dealer, round, honba, sticks), the hand history with
// each hand's result and score changes, one hand's two score boxes, and the final settlement.
// Every number is the ledger's (GameState, HandRecord, Settlement).

import type {
  GameState,
  HandRecord,
  HandResult,
  InstantResult,
  RiichiScore,
  RiichiWinBreakdown,
  ScoreSummary,
  Settlement,
} from '@mahjong-ledger/core';
import { WIND_NAMES } from '../args.ts';
import { renderPaymentBox } from '../families/payment-box.ts';
import type { Colors } from '../io.ts';
import { formatId, formatSigned, layoutColumns } from '../text.ts';

const WIND_LETTERS = ['E', 'S', 'W', 'N'];

/** "East 2" for round 2 of the East wind. */
export function formatRound(r: { wind: number; number: number }): string {
  return `${WIND_NAMES[r.wind - 1]} ${r.number}`;
}

/** Seat wind letter of `seat` when `dealer` deals. */
function windLetter(seat: number, dealer: number): string {
  return WIND_LETTERS[(seat - dealer + 4) % 4]!;
}

/** The value of one win from its family's breakdown (riichi han/fu, classical points, Singapore tai). */
function describeWinValue(b: Record<string, unknown>): string {
  if (typeof b.tai === 'number')
    return `${b.tai} tai${typeof b.taiRaw === 'number' && b.taiRaw > b.tai ? ` (${b.taiRaw} counted)` : ''}`;
  if (typeof b.doubles === 'number' || (typeof b.value === 'number' && typeof b.limit === 'boolean')) {
    const limit = b.limit === true ? ', limit' : '';
    return b.points === null
      ? `limit hand, ${b.value}`
      : `${b.points} points × 2^${b.doubles} = ${b.value}${limit}`;
  }
  const r = b as unknown as RiichiWinBreakdown;
  if (typeof r.han !== 'number') return '';
  if (r.yakuman > 0) return r.yakuman === 1 ? 'yakuman' : `${r.yakuman}x yakuman`;
  const limit = r.limit ? `, ${formatId(r.limit)}` : '';
  return `${r.han} han${r.fu === null ? '' : ` ${r.fu} fu`}${limit}`;
}

/** One hand's result in words: "Ann ron from Bo, 3 han 30 fu", "draw, tenpai: Ann, Cy". */
export function describeHand(
  result: HandResult | InstantResult,
  breakdowns: readonly unknown[],
  names: readonly string[],
): string {
  switch (result.kind) {
    case 'win':
      return result.wins
        .map((w, i) => {
          const b = breakdowns[i] as Record<string, unknown> | undefined;
          const how = w.from === null ? 'tsumo' : `ron from ${names[w.from]}`;
          const pao = w.liable != null ? `, pao ${names[w.liable]}` : '';
          const bumped = b?.bumped ? ' (head bump: no payment)' : '';
          const value = b ? describeWinValue(b) : '';
          return `${names[w.winner]} ${how}${value ? `, ${value}` : ''}${pao}${bumped}`;
        })
        .join('; ');
    case 'exhaustive_draw': {
      const tenpai = result.tenpai.length ? result.tenpai.map((s) => names[s]).join(', ') : 'nobody';
      const nagashi = result.nagashi?.length
        ? `, nagashi mangan: ${result.nagashi.map((s) => names[s]).join(', ')}`
        : '';
      return `draw, tenpai: ${tenpai}${nagashi}`;
    }
    case 'abortive_draw':
      return `abortive draw (${formatId(result.reason)})`;
    case 'chombo':
      return `chombo by ${names[result.offender]}`;
    case 'instant':
      return `${names[result.seat]}: instant payout`;
  }
}

/** The table now: round, honba, sticks, dealer, and each player's wind and score. */
export function renderTable(state: GameState, title: string, color: Colors): string[] {
  const { config, round } = state;
  const names = config.players;
  const status = state.finished
    ? `game over (${formatId(state.endReason ?? 'last_hand')})`
    : `${formatRound(round)}`;
  const rows = names.map((name, seat) => [
    String(seat + 1),
    name,
    windLetter(seat, state.dealer),
    seat === state.dealer && !state.finished ? 'dealer' : '',
    String(state.scores[seat]),
  ]);
  return [
    color.bold(
      `${title}: riichi ${config.preset}${Object.keys(config.overrides ?? {}).length ? ' (with overrides)' : ''}`,
    ),
    `  ${status}, honba ${round.honba}, riichi sticks ${round.sticks}${state.finished ? '' : `, dealer ${names[state.dealer]}`}`,
    ...layoutColumns([['seat', 'player', 'wind', '', 'score'], ...rows], ['r', 'l', 'l', 'l', 'r']),
  ];
}

/** The hand history: one line per hand, with its event number for `edit` and `remove`. */
export function renderHistory(state: GameState, color: Colors): string[] {
  const names = state.config.players;
  if (state.history.length === 0) return [color.bold('History'), '  no hands yet'];
  const rows = state.history.map((h) => [
    `#${h.eventIndex}`,
    `${WIND_LETTERS[h.round.wind - 1]}${h.round.number}-${h.round.honba}`,
    describeHand(h.result, h.breakdowns, names),
    h.scoresAfter.map((v, s) => formatSigned(v - h.scoresBefore[s]!)).join(' '),
  ]);
  return [
    color.bold('History'),
    `  #event, round-honba, result, score changes (${names.join(' ')})`,
    ...layoutColumns(rows),
  ];
}

/** Both score boxes of one hand from the history. */
export function renderHandDetail(state: GameState, record: HandRecord, color: Colors): string[] {
  const names = state.config.players;
  const lines = [
    color.bold(
      `Hand #${record.eventIndex}: ${formatRound(record.round)}, honba ${record.round.honba}, dealer ${names[record.dealer]}`,
    ),
    `  ${describeHand(record.result, record.breakdowns, names)}`,
  ];
  if (record.result.kind === 'win') {
    lines.push('', color.bold('Score box 1: breakdown'));
    record.result.wins.forEach((w, i) => {
      const b = record.breakdowns[i] as
        | (Record<string, unknown> & { score?: ScoreSummary | null })
        | undefined;
      if (!b) return;
      lines.push(`  ${names[w.winner]}:`);
      if (b.score) {
        const rows = b.score.lines.map((l) => [formatId(l.id), `${l.value} ${l.unit}`]);
        const fuLines = (b.score as Partial<RiichiScore>).fuLines ?? [];
        rows.push(...fuLines.map((f) => [`fu: ${formatId(f.id)}`, `${f.fu} fu`]));
        lines.push(...layoutColumns(rows, ['l', 'r'], 4));
      }
      const r = b as unknown as Partial<RiichiWinBreakdown>;
      const extra = [r.honba ? `${r.honba} honba` : '', r.sticks ? `${r.sticks} stick(s) collected` : '']
        .filter(Boolean)
        .join(', ');
      const base = typeof r.basePoints === 'number' ? `: base ${r.basePoints}` : '';
      lines.push(`    ${describeWinValue(b)}${base}${extra ? `; ${extra}` : ''}`);
    });
  }
  const winners = record.result.kind === 'win' ? record.result.wins.map((w) => w.winner) : [];
  lines.push(
    '',
    color.bold('Score box 2: payments'),
    ...renderPaymentBox(record.payment, { names, dealer: record.dealer, winners }),
  );
  return lines;
}

/** The final table: rank, points, sticks, oka, uma, penalties, final points and money. */
export function renderSettlement(state: GameState, settlement: Settlement, color: Colors): string[] {
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const money = rows.some((r) => r.money !== null);
  const table = rows.map((r) => [
    String(r.rank),
    r.name,
    String(r.score),
    r.sticks ? `+${r.sticks}` : '',
    String(r.finalScore),
    formatSigned(r.oka),
    formatSigned(r.uma),
    r.penalty ? String(r.penalty) : '',
    formatSigned(r.points),
    money ? String(r.money) : '',
  ]);
  return [
    color.bold(
      state.finished
        ? `Final settlement (${formatId(state.endReason ?? 'last_hand')})`
        : 'Settlement as the game stands (not finished)',
    ),
    `  rounding ${settlement.rounding}; leftover riichi sticks ${settlement.leftoverSticks}`,
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
  ];
}
