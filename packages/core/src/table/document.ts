// The saved game: a versioned JSON document of the event log (the CLI's game file, the web
// app's saved game, the export format), and a CSV of the hand-by-hand scores. Loading checks
// the whole document and replays it: a damaged or newer file is an error, never a partial game.

import { fail, issue, ok, type Result } from '../result.ts';
import { replayGame } from './ledger.ts';
import type { GameDocument, GameState, HandResult, InstantResult } from './types.ts';

export const GAME_SCHEMA = 'mahjong-ledger/game';
export const GAME_VERSION = 1;

export function serializeGame(doc: GameDocument): string {
  return `${JSON.stringify(doc, null, 2)}\n`;
}

/** Reads a saved game. The events must replay cleanly, so what loads is a whole, valid game. */
export function parseGameDocument(text: string): Result<GameDocument, 'invalid'> {
  let data: unknown;
  try {
    data = JSON.parse(text);
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
      issue('bad_schema', `not a Mahjong Ledger game (schema "${String(d.schema)}")`, 'schema'),
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

function describeResult(r: HandResult | InstantResult): string {
  switch (r.kind) {
    case 'instant':
      return `instant ${r.seat}`;
    case 'win':
      return r.wins
        .map((w) => (w.from === null ? `tsumo ${w.winner}` : `ron ${w.winner}<-${w.from}`))
        .join(' & ');
    case 'exhaustive_draw':
      return r.nagashi?.length
        ? `nagashi ${r.nagashi.join('/')}`
        : `draw tenpai ${r.tenpai.join('/') || 'none'}`;
    case 'abortive_draw':
      return `abortive ${r.reason}`;
    case 'chombo':
      return `chombo ${r.offender}`;
  }
}

const csvCell = (v: string | number) => {
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};

const WINDS = ['E', 'S', 'W', 'N'];

/** Integer hundredths as currency with cents, exactly (-150 → "-1.50"). */
function cents(v: number): string {
  const a = Math.abs(v);
  return `${v < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/**
 * One row per hand (and per Singapore instant payout): round, honba, result, each seat's delta
 * and score after. Singapore keeps money as integer hundredths (singapore.ts); the CSV gives it
 * in currency units with cents, as every other view does, so 150 reads 1.50, never 150.
 */
export function exportCsv(state: GameState): string {
  const p = state.config.players;
  const amount: (v: number) => string | number = state.config.family === 'singapore' ? cents : (v) => v;
  const head = [
    'hand',
    'round',
    'honba',
    'sticks',
    'result',
    ...p.map((n) => `${n} delta`),
    ...p.map((n) => `${n} score`),
  ];
  const rows = [head.map(csvCell).join(',')];
  state.history.forEach((h, i) => {
    const deltas = h.scoresAfter.map((v, s) => v - h.scoresBefore[s]!);
    rows.push(
      [
        i + 1,
        `${WINDS[h.round.wind - 1]}${h.round.number}`,
        h.round.honba,
        h.round.sticks,
        describeResult(h.result),
        ...deltas.map(amount),
        ...h.scoresAfter.map(amount),
      ]
        .map(csvCell)
        .join(','),
    );
  });
  return `${rows.join('\n')}\n`;
}
