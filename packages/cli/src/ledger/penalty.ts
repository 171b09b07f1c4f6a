// A tournament penalty as typed on the command line into core's `penalty` event: the player
// (`--player`, by name or seat number) and the final points taken off after uma (`--points -10`:
// thousands of table points, one decimal at most). The form of the number and its sign are read
// here, so that a slip is named by its option with the value it should have been; core checks
// the rest when the event is applied (a penalty beyond any game's final points), and each family
// that has no final points to take a penalty from gives its reason, said before anything else.

import { classicalTable, type GameConfig, type GameEvent, singaporeTable } from '@mahjong-ledger/core';
import { cliErrorJson, usageError } from '../errors.ts';
import { normalizeNumberText, unseenCharacters } from '../text.ts';
import { parsePlayer } from './entry.ts';

export interface PenaltyOptions {
  player?: string;
  points?: string;
  note?: string;
}

/**
 * Whether a penalty was typed: `--player` names it, as no hand or adjustment takes that option
 * (`--points` is also a Japanese Classical hand's, so it alone says nothing).
 */
export function hasPenaltyOptions(o: PenaltyOptions): boolean {
  return o.player !== undefined;
}

/** Core's reason each family takes no tournament penalty, or null where it takes one. */
const PENALTY_REFUSALS: Record<GameConfig['family'], string | null> = {
  riichi: null,
  classical: classicalTable.penaltyRefusal,
  singapore: singaporeTable.penaltyRefusal,
};

/** Refuses a penalty in a family without final points, with core's reason (a usage error). */
export function refuseFamilyWithoutPenalties(config: GameConfig): void {
  const reason = PENALTY_REFUSALS[config.family];
  if (reason !== null) throw usageError(reason, cliErrorJson('usage', 'no_penalties', reason));
}

/**
 * `--points`: final points below zero with at most one decimal, read from the digits as tenths
 * so that nothing is rounded (-2.5 → -2.5; -2.50 is the same number and is taken).
 */
function parsePenaltyPoints(text: string): number {
  const t = normalizeNumberText(text);
  const m = /^([+-]?)(\d*)(?:\.(\d+))?$/.exec(t);
  if (!m || (m[2] === '' && m[3] === undefined))
    throw usageError(
      `--points takes the final points taken off, a number below zero such as -10 (10,000 table points) or -2.5; not "${text}"`,
    );
  const decimals = m[3] ?? '';
  if (/[1-9]/.test(decimals.slice(1)))
    throw usageError(
      `--points takes final points with at most one decimal (-2.5 is 2,500 table points); not "${text}"`,
    );
  const tenths = Number(m[2] || '0') * 10 + Number(decimals.slice(0, 1) || '0');
  if (!Number.isSafeInteger(tenths)) throw usageError(`--points: ${t} is too large`);
  if (tenths === 0)
    throw usageError(
      `--points ${t} takes nothing off; a penalty is below zero (--points -10 takes 10 final points, 10,000 table points)`,
    );
  const size = `${m[2] || '0'}${tenths % 10 === 0 ? '' : `.${tenths % 10}`}`.replace(/^0+(?=\d)/, '');
  if (m[1] !== '-')
    throw usageError(
      `--points takes the final points taken off, so it is below zero: for a penalty of ${size}, --points -${size}; not "${text}"`,
    );
  return -tenths / 10;
}

/** The penalty of the command line (game penalty, or game edit with its options). */
export function buildPenaltyEvent(o: PenaltyOptions, config: GameConfig): GameEvent {
  refuseFamilyWithoutPenalties(config);
  const unseen = o.note === undefined ? null : unseenCharacters(o.note);
  if (unseen) throw usageError(`--note holds ${unseen}; a note is one line of plain text`);
  if (o.player === undefined && o.points === undefined)
    throw usageError(
      'say who is penalised and by how much: --player <name or seat> --points <final points taken off, e.g. -10>',
    );
  if (o.player === undefined)
    throw usageError('--player is needed: the player penalised, by name or seat number 1-4');
  if (o.points === undefined)
    throw usageError(
      '--points is needed: the final points taken off after uma, below zero (-10 is 10,000 table points)',
    );
  const seat = parsePlayer(o.player, config, '--player');
  const points = parsePenaltyPoints(o.points);
  return { type: 'penalty', seat, points, ...(o.note ? { note: o.note } : {}) };
}
