// A referee's adjustment as typed on the command line into core's `adjust` event, in one of its
// two forms: points added to each player (`--by Ann=-8000,Bo=+8000`, `--sticks-by 1`: core's
// `deltas` and `stickDelta`, which an edit of an earlier hand carries through), or the scores
// and sticks set outright (`--set-scores a,b,c,d --set-sticks n`: core's `scores` and `sticks`,
// after a reconnect or to match a paper score sheet). Amounts are typed as the game shows them:
// whole points, or (Singapore) money with at most two decimals, kept as core's hundredths.
// Core checks the event when it is applied (sticks taken off that are not there, a change of
// nothing, amounts beyond the ledger); a Singapore table has no sticks, said here by option.

import type { GameConfig, GameEvent, Seat } from '@mahjong-ledger/core';
import { usageError } from '../errors.ts';
import { normalizeNumberText, unseenCharacters } from '../text.ts';
import { parsePlayer } from './entry.ts';

export interface AdjustOptions {
  /** Each `--by` given: a comma list of player=amount. */
  by?: string[];
  sticksBy?: string;
  setScores?: string;
  setSticks?: string;
  note?: string;
}

/** The adjustment's options, with the flag each is typed as. */
export const ADJUST_OPTIONS: readonly [keyof AdjustOptions, string][] = [
  ['by', '--by'],
  ['sticksBy', '--sticks-by'],
  ['setScores', '--set-scores'],
  ['setSticks', '--set-sticks'],
];

/** Whether any option of an adjustment (other than --note, which a hand takes too) was given. */
export function hasAdjustOptions(o: AdjustOptions): boolean {
  return ADJUST_OPTIONS.some(([key]) => given(o[key]));
}

function given(v: unknown): boolean {
  return v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0);
}

/**
 * An amount as the game shows it, signed: whole points, or (Singapore) money with at most two
 * decimals as integer hundredths (-2.5 → -250), read from the digits so that nothing is rounded.
 */
function parseAmount(text: string, config: GameConfig, what: string): number {
  const t = normalizeNumberText(text);
  if (config.family === 'singapore') {
    const m = /^([+-]?)(\d*)(?:\.(\d{1,2}))?$/.exec(t);
    if (!m || (m[2] === '' && m[3] === undefined))
      throw usageError(`${what} must be money with at most two decimals (e.g. -2.50 or +12), not "${text}"`);
    const hundredths = Number(m[2] || '0') * 100 + Number((m[3] ?? '').padEnd(2, '0'));
    if (!Number.isSafeInteger(hundredths)) throw usageError(`${what}: ${t} is too large`);
    return m[1] === '-' && hundredths !== 0 ? -hundredths : hundredths;
  }
  if (!/^[+-]?\d+$/.test(t))
    throw usageError(`${what} must be a whole number of points (e.g. -8000 or +8000), not "${text}"`);
  const n = Number(t);
  if (!Number.isSafeInteger(n)) throw usageError(`${what}: ${t} is too large`);
  return n === 0 ? 0 : n;
}

/** `--by Ann=-8000,Bo=+8000` (repeatable): each player's change, 0 for a player not named. */
function parseBy(values: readonly string[], config: GameConfig): [number, number, number, number] {
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  const named = new Set<Seat>();
  const items = values.flatMap((v) => v.split(',')).map((s) => s.trim());
  for (const item of items) {
    if (item === '') continue;
    // The last '=': an amount holds none, a name may.
    const eq = item.lastIndexOf('=');
    if (eq <= 0)
      throw usageError(
        `--by takes player=points pairs, the points given (+) or taken (-), e.g. --by Ann=-8000,Bo=+8000; not "${item}"`,
      );
    const seat = parsePlayer(item.slice(0, eq), config, '--by');
    if (named.has(seat))
      throw usageError(
        `--by names ${config.players[seat]} (seat ${seat + 1}) twice; give each player one change`,
      );
    named.add(seat);
    deltas[seat] = parseAmount(item.slice(eq + 1), config, `--by ${item.slice(0, eq).trim()}`);
  }
  if (named.size === 0)
    throw usageError('--by needs at least one player=points pair, e.g. --by Ann=-8000,Bo=+8000');
  return deltas;
}

/** `--set-scores a,b,c,d`: four scores in seat order. */
function parseScores(text: string, config: GameConfig): [number, number, number, number] {
  const items = text.split(',').map((s) => s.trim());
  if (items.length !== 4 || items.some((s) => s === ''))
    throw usageError(
      `--set-scores takes four scores in seat order (${config.players.join(', ')}), separated by commas; not "${text}"`,
    );
  return items.map((s, seat) => parseAmount(s, config, `--set-scores (${config.players[seat]})`)) as [
    number,
    number,
    number,
    number,
  ];
}

/** A signed whole number of sticks, put on (+) or taken off (-) the table. */
function parseStickChange(text: string): number {
  const t = normalizeNumberText(text);
  if (!/^[+-]?\d+$/.test(t))
    throw usageError(
      `--sticks-by takes the sticks put on (+n) or taken off (-n) the table, a whole number; not "${text}"`,
    );
  const n = Number(t);
  if (!Number.isSafeInteger(n)) throw usageError(`--sticks-by: ${t} is too large`);
  return n === 0 ? 0 : n;
}

/** A whole number of sticks ≥ 0. */
function parseStickCount(text: string): number {
  const t = normalizeNumberText(text);
  if (!/^\+?\d+$/.test(t))
    throw usageError(`--set-sticks takes the sticks left on the table, a whole number ≥ 0; not "${text}"`);
  const n = Number(t);
  if (!Number.isSafeInteger(n)) throw usageError(`--set-sticks: ${t} is too large`);
  return n;
}

/** The sticks' name in each family that plays them, for the messages. */
const STICKS: Record<GameConfig['family'], string | null> = {
  riichi: 'riichi sticks',
  classical: 'Ready sticks',
  singapore: null,
};

/**
 * The adjustment of the command line. `sticksNow`: the sticks on the table where it goes, named
 * when --set-scores is given without --set-sticks (the outright form sets both, and a count left
 * out would be a guess).
 */
export function buildAdjustEvent(o: AdjustOptions, config: GameConfig, sticksNow: number): GameEvent {
  const unseen = o.note === undefined ? null : unseenCharacters(o.note);
  if (unseen) throw usageError(`--note holds ${unseen}; a note is one line of plain text`);
  const byDeltas = given(o.by) || o.sticksBy !== undefined;
  const outright = o.setScores !== undefined || o.setSticks !== undefined;
  if (byDeltas && outright)
    throw usageError(
      'an adjustment either adds points (--by, --sticks-by) or sets the scores outright (--set-scores, --set-sticks), not both',
    );
  if (!byDeltas && !outright)
    throw usageError(
      'say what the adjustment changes: --by <player=points,...> and/or --sticks-by <n> (added to what is there), or --set-scores <a,b,c,d> and --set-sticks <n> (set outright)',
    );
  // Singapore plays no riichi or Ready: there are no sticks to put on the table or take off.
  const sticks = STICKS[config.family];
  const stickOption =
    o.sticksBy !== undefined ? '--sticks-by' : o.setSticks !== undefined ? '--set-sticks' : null;
  if (sticks === null && stickOption)
    throw usageError(
      `${stickOption}: a Singapore table has no sticks (no riichi or Ready is declared); an adjustment there changes the balances only (--by or --set-scores)`,
    );
  const note = o.note ? { note: o.note } : {};
  if (byDeltas) {
    const deltas = given(o.by) ? parseBy(o.by!, config) : ([0, 0, 0, 0] as [number, number, number, number]);
    const stickDelta = o.sticksBy === undefined ? 0 : parseStickChange(o.sticksBy);
    return { type: 'adjust', deltas, ...(stickDelta === 0 ? {} : { stickDelta }), ...note };
  }
  if (o.setScores === undefined)
    throw usageError(
      `--set-sticks goes with --set-scores (the outright form sets both); to put sticks on or take them off the table, --sticks-by <n>`,
    );
  const scores = parseScores(o.setScores, config);
  if (sticks !== null && o.setSticks === undefined)
    throw usageError(
      `--set-scores needs --set-sticks <n> too, the ${sticks} left on the table (${sticksNow} there now): the outright form sets both`,
    );
  const count = o.setSticks === undefined ? 0 : parseStickCount(o.setSticks);
  return { type: 'adjust', scores, sticks: count, ...note };
}
