// The two ways a command fails, as exit codes: 1 when the hand or game is not valid (not a
// win, no yaku, impossible tiles, a broken game file) or the system would not write its file,
// 2 when the command line is wrong.
// Commands throw these; `main` prints their lines to stderr and exits with their code.

import type { Issue } from '@mahjong-ledger/core';

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;

export class CliError extends Error {
  readonly exitCode: number;
  /** One line per problem, each a sentence naming it. */
  readonly lines: string[];
  /** With `--json`: the document printed to stdout alongside the message. */
  readonly json: unknown;

  constructor(exitCode: number, lines: string[], json?: unknown) {
    super(lines.join('\n'));
    this.exitCode = exitCode;
    this.lines = lines;
    this.json = json;
  }
}

/** A command-line mistake (bad option value, unknown preset, missing family): exit 2. */
export function usageError(message: string): CliError {
  return new CliError(EXIT_USAGE, [message]);
}

/** The input is understood but is not a valid hand or game, or its file cannot be written: exit 1. */
export function invalidError(lines: string[], json?: unknown): CliError {
  return new CliError(EXIT_INVALID, lines, json);
}

/** Core issues as readable lines: the message, and where the problem is when core says so. */
export function describeIssues(issues: readonly Issue[]): string[] {
  return issues.map((i) => (i.path ? `${i.message} (${i.path})` : i.message));
}

const SCORE_ERROR_LEADS: Record<string, string> = {
  not_agari: 'not a winning hand',
  no_yaku: 'no yaku',
  below_minimum: 'below the minimum',
};

/** Core refused to score a hand (not a win, no yaku, below the minimum, invalid): exit 1. */
export function scoreError(family: string, error: string, issues: readonly Issue[]): CliError {
  const lead = SCORE_ERROR_LEADS[error] ?? 'not a valid hand';
  return invalidError(
    describeIssues(issues).map((m) => `${lead}: ${m}`),
    { ok: false, family, error, issues },
  );
}
