// The saved game: a versioned JSON document of the event log (the CLI's game file, the web
// app's saved game, the export format), and a CSV of the hand-by-hand scores (adjustments
// included, so its running scores add up; penalties too, as rows that move nothing). Loading checks the whole document and replays it:
// a damaged or newer file is an error, never a partial game.

import { describeValue, fail, issue, ok, type Result } from '../result.ts';
import { madeAfterEnd, replayGame } from './ledger.ts';
import type {
  AdjustRecord,
  GameDocument,
  GameState,
  HandRecord,
  HandResult,
  InstantResult,
} from './types.ts';

export const GAME_SCHEMA = 'mahjong-ledger/game';
export const GAME_VERSION = 1;

export function serializeGame(doc: GameDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Reads a saved game. The events must replay cleanly, so what loads is a whole, valid game. */
export function parseGameDocument(text: string): Result<GameDocument, 'invalid'> {
  let data: unknown;
  try {
    // A byte order mark, which some editors write at the start of a UTF-8 file and Node's
    // readFile keeps, is no part of the JSON.
    data = JSON.parse(typeof text === 'string' && text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch (e) {
    return fail('invalid', [
      issue('bad_json', `the file is not valid JSON (${(e as Error).message})`, 'document'),
    ]);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    return fail('invalid', [issue('bad_document', 'a game document is a JSON object', 'document')]);
  }
  const d = data as Record<string, unknown>;
  if (d.schema !== GAME_SCHEMA) {
    return fail('invalid', [
      issue(
        'bad_schema',
        d.schema === undefined
          ? `not a Mahjong Ledger game: a saved game has "schema": "${GAME_SCHEMA}", and this file has none`
          : `not a Mahjong Ledger game: its schema is ${describeValue(d.schema)}, where a saved game's is "${GAME_SCHEMA}"`,
        'schema',
      ),
    ]);
  }
  if (typeof d.version !== 'number' || !Number.isInteger(d.version) || d.version < 1) {
    return fail('invalid', [issue('bad_version', 'the document has no valid version', 'version')]);
  }
  if (d.version > GAME_VERSION) {
    return fail('invalid', [
      issue(
        'newer_version',
        `the game was saved by a newer version (format ${d.version}; this one reads ${GAME_VERSION})`,
        'version',
      ),
    ]);
  }
  if (!Array.isArray(d.events))
    return fail('invalid', [issue('bad_events', 'the document has no event list', 'events')]);
  const doc: GameDocument = { schema: GAME_SCHEMA, version: 1, events: d.events };
  const replay = replayGame(doc);
  if (!replay.ok) return replay;
  return ok(doc);
}

/** A seat as people count them, 1-4 (the CLI's seat numbers, the table's seat column); the log keeps 0-3. */
const seatNo = (seat: number) => seat + 1;

function describeResult(r: HandResult | InstantResult, singapore: boolean): string {
  switch (r.kind) {
    case 'instant':
      return `instant ${seatNo(r.seat)}`;
    case 'win': {
      const wins = r.wins
        .map((w) =>
          w.from === null ? `tsumo ${seatNo(w.winner)}` : `ron ${seatNo(w.winner)}<-${seatNo(w.from)}`,
        )
        .join(' & ');
      // Japanese Classical: the seats that paid for a change of heart, one per offence.
      const heart = r.changeOfHeart?.length
        ? ` change_of_heart ${[...r.changeOfHeart]
            .sort((a, b) => a - b)
            .map(seatNo)
            .join('/')}`
        : '';
      return `${wins}${heart}`;
    }
    case 'exhaustive_draw':
      // Waiting hands pay nothing at a Singapore draw, so who waited is not part of its result
      // (a game saved with a list still loads; the CLI says "draw" too).
      if (singapore) return 'draw';
      return r.nagashi?.length
        ? `nagashi ${r.nagashi.map(seatNo).join('/')}`
        : `draw tenpai ${r.tenpai.map(seatNo).join('/') || 'none'}`;
    case 'abortive_draw':
      return `abortive ${r.reason}`;
    case 'chombo':
      return `chombo ${seatNo(r.offender)}`;
  }
}

const csvCell = (v: string | number) => {
  let s = String(v);
  // A text cell a spreadsheet would read as a formula (a player named "=HYPERLINK(...)") is
  // written with a leading apostrophe, as spreadsheets mark text; numbers ("-1.50") stay numbers.
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const WINDS = ['E', 'S', 'W', 'N'];

/** Integer hundredths as currency with cents, exactly (-150 → "-1.50"). */
function cents(v: number): string {
  const a = Math.abs(v);
  return `${v < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * A hand's number in the game, as every front end names it (the web app's history and edit
 * screens, the CSV's `hand` column, the CLI's history): hands (wins and draws) count from 1; a
 * Singapore instant payout is no hand, and carries the number of the hand in play when it was
 * paid (the next hand to end). `eventIndex` is the event's index in the log; an index past the
 * history is the hand an entry appended there would be.
 */
export function handNumber(history: readonly HandRecord[], eventIndex: number): number {
  let n = 0;
  for (const h of history) {
    if (h.eventIndex > eventIndex) break;
    if (h.result.kind !== 'instant') n++;
    if (h.eventIndex === eventIndex) return h.result.kind === 'instant' ? n + 1 : n;
  }
  return n + 1;
}

/**
 * One row per event after the start, in log order: each hand, each Singapore instant payout and
 * each adjustment, with the round, honba, sticks on the table before it, what happened, each
 * seat's delta and score after; so every row's scores are the previous row's plus its deltas.
 *
 * - `hand` numbers the hands from 1 (`handNumber`): an instant payout is no hand and carries the
 *   number of the hand in play when it was paid ("during hand N"; its result says `instant`); an
 *   adjustment or a penalty, made between hands, has none. A penalty (riichi) moves no table
 *   points: its deltas are 0 and its result names the seat and the final points taken off.
 * - An adjustment or penalty made after the game ended reads `end` for its round, with no honba
 *   (the sticks still count: the leftover sticks on the table).
 * - Singapore has no sticks, so its CSV has no `sticks` column (a column of zeros said nothing),
 *   and its draw reads `draw`: waiting hands pay nothing there.
 * - A Japanese Classical win with changes of heart (section 6.5) lists their offenders after it,
 *   in seat order, one per offence: `ron 2<-3 change_of_heart 1/4/4`.
 * - `result` names seats by number from 1, as the CLI and the table's seat column do (seat 1
 *   deals first; the game log itself keeps seats 0-3): `ron 2<-1` is seat 2 winning on seat 1's
 *   discard, `draw tenpai 1/3` seats 1 and 3 waiting, `instant 4` a payout to seat 4.
 * - Singapore keeps money as integer hundredths (singapore.ts); the CSV gives it in currency
 *   units with cents, as every other view does, so 150 reads 1.50, never 150.
 */
export function exportCsv(state: GameState): string {
  const p = state.config.players;
  const singapore = state.config.family === 'singapore';
  const amount: (v: number) => string | number = singapore ? cents : (v) => v;
  const head = [
    'hand',
    'round',
    'honba',
    ...(singapore ? [] : ['sticks']),
    'result',
    ...p.map((n) => `${n} delta`),
    ...p.map((n) => `${n} score`),
  ];
  const afterEnd = (eventIndex: number) => madeAfterEnd(state, eventIndex);
  const row = (
    hand: number | '',
    r: Pick<HandRecord | AdjustRecord, 'eventIndex' | 'round' | 'scoresBefore' | 'scoresAfter'>,
    what: string,
  ): (string | number)[] => [
    hand,
    afterEnd(r.eventIndex) ? 'end' : `${WINDS[r.round.wind - 1]}${r.round.number}`,
    afterEnd(r.eventIndex) ? '' : r.round.honba,
    ...(singapore ? [] : [r.round.sticks]),
    what,
    ...r.scoresAfter.map((v, s) => amount(v - r.scoresBefore[s]!)),
    ...r.scoresAfter.map(amount),
  ];
  const rows: { at: number; cells: (string | number)[] }[] = state.history.map((h) => ({
    at: h.eventIndex,
    cells: row(handNumber(state.history, h.eventIndex), h, describeResult(h.result, singapore)),
  }));
  for (const a of state.adjustments) rows.push({ at: a.eventIndex, cells: row('', a, 'adjust') });
  // A penalty moves no table points: its row's deltas are 0, and its result says the final
  // points it takes off (`penalty 2 -10`: seat 2, ten off after uma).
  for (const x of state.penalties) {
    const still = { eventIndex: x.eventIndex, round: x.round, scoresBefore: x.scores, scoresAfter: x.scores };
    rows.push({ at: x.eventIndex, cells: row('', still, `penalty ${seatNo(x.seat)} ${x.points}`) });
  }
  rows.sort((x, y) => x.at - y.at);
  const lines = [head, ...rows.map((r) => r.cells)].map((cells) => cells.map(csvCell).join(','));
  return `${lines.join('\n')}\n`;
}
