// The ways a command fails, as exit codes: 1 when the hand or game is not valid (not a
// win, no yaku, impossible tiles, a broken game file) or the system would not write its file,
// 2 when the command line is wrong, 3 for an error in the tool itself (a bug).
// Commands throw these; `main` prints their lines to stderr and exits with their code, and with
// `--json` prints one error document to stdout as well (see `errorDocument`).

import type { Issue } from '@mahjong-ledger/core';

export const EXIT_OK = 0;
export const EXIT_INVALID = 1;
export const EXIT_USAGE = 2;
/** An error in the tool itself (a bug): exit 3. */
export const EXIT_INTERNAL = 3;

/** What each exit code of a failed run means, as the `--json` error document names it. */
export const EXIT_MEANINGS: Readonly<Record<number, string>> = {
  [EXIT_INVALID]: 'invalid',
  [EXIT_USAGE]: 'usage',
  [EXIT_INTERNAL]: 'internal',
};

/** The `--json` detail of an error: core's shape (an error code and every issue), and the family when known. */
export interface ErrorJson {
  ok: false;
  family?: string;
  error: string;
  issues: readonly Issue[];
}

export class CliError extends Error {
  readonly exitCode: number;
  /** One line per problem, each a sentence naming it. */
  readonly lines: string[];
  /** With `--json`: the error code and issues printed to stdout (see `errorDocument`). */
  readonly json: ErrorJson | undefined;

  constructor(exitCode: number, lines: string[], json?: ErrorJson) {
    super(lines.join('\n'));
    this.exitCode = exitCode;
    this.lines = lines;
    this.json = json;
  }
}

/** A command-line mistake (bad option value, unknown preset, missing family): exit 2. */
export function usageError(message: string, json?: ErrorJson): CliError {
  return new CliError(EXIT_USAGE, [message], json);
}

/** The input is understood but is not a valid hand or game, or its file cannot be written: exit 1. */
export function invalidError(lines: string[], json?: ErrorJson): CliError {
  return new CliError(EXIT_INVALID, lines, json);
}

/** Core's refusal (`{ ok: false, error, issues }`) as the `--json` detail of an error. */
export function coreErrorJson(r: { error: string; issues: readonly Issue[] }, family?: string): ErrorJson {
  return family === undefined
    ? { ok: false, error: r.error, issues: r.issues }
    : { ok: false, family, error: r.error, issues: r.issues };
}

/**
 * An error the CLI finds itself, in core's shape: the error (`usage`, `invalid`, `write_refused`)
 * and its message as the one issue, with the issue's code and where the problem is.
 */
export function cliErrorJson(error: string, code: string, message: string, path?: string): ErrorJson {
  return { ok: false, error, issues: [path === undefined ? { code, message } : { code, message, path }] };
}

/**
 * The one JSON document of a failed run with `--json`, whatever failed: `ok: false`, the error
 * code (core's, e.g. `no_yaku`, or the CLI's: `usage`, `invalid`, `write_refused`, ...), every
 * issue (`code`, `message`, `path` when known), the exit code and what it means
 * (`invalid`, `usage`, `internal`). Without a detail, each line of the message is one issue.
 */
export function errorDocument(
  exitCode: number,
  lines: readonly string[],
  json?: ErrorJson,
): ErrorJson & {
  exitCode: number;
  exitMeaning: string;
} {
  const error = json?.error ?? EXIT_MEANINGS[exitCode] ?? 'invalid';
  return {
    ok: false,
    ...(json?.family === undefined ? {} : { family: json.family }),
    error,
    issues: json?.issues ?? lines.map((message) => ({ code: error, message })),
    exitCode,
    exitMeaning: EXIT_MEANINGS[exitCode] ?? 'invalid',
  };
}

/** The option of `score` (and `waits`) each situation field of core's comes from. */
const SITUATION_OPTIONS: Readonly<Record<string, string>> = {
  honba: '--honba',
  riichiSticks: '--sticks',
  dealerStreak: '--streak',
  discarderWind: '--from',
  discarder: '--from',
  liableWind: '--pao',
  liable: '--pao',
  bao: '--pao-case',
  doraIndicators: '--dora',
  uraIndicators: '--ura',
  seatWind: '--seat',
  winnerSeat: '--seat',
  roundWind: '--round',
  flowerReplacement: '--flower-replacement',
  kongOnKong: '--kong-on-kong',
};

/**
 * Where core says a problem is, as the user finds it: a situation field of a score is the option
 * that set it (`--honba`, not `situation.honba`); a rule option given on the command line is
 * its `--set key` (core's `rule_overrides.key`), and one in a game file is where the file holds
 * it (`events[0].config.overrides.key`, `events[0].config.preset`), not core's name for it.
 */
function shownPath(path: string): string {
  const situation = /^situation\.(\w+)$/.exec(path);
  const option = situation ? SITUATION_OPTIONS[situation[1]!] : undefined;
  if (option) return option;
  const set = /^rule_overrides\.(.+)$/.exec(path);
  if (set) return `--set ${set[1]}`;
  const inFile = /^(events\[\d+\])\.(?:rule_overrides\.(.+)|rules)$/.exec(path);
  if (inFile)
    return inFile[2] === undefined
      ? `${inFile[1]}.config.preset`
      : `${inFile[1]}.config.overrides.${inFile[2]}`;
  return path;
}

/** Core issues as readable lines: the message, and where the problem is when core says so. */
export function describeIssues(issues: readonly Issue[]): string[] {
  return issues.map((i) => (i.path ? `${i.message} (${shownPath(i.path)})` : i.message));
}

const SCORE_ERROR_LEADS: Record<string, string> = {
  not_agari: 'not a winning hand',
  no_yaku: 'no yaku',
  below_minimum: 'below the minimum',
};

/** Core refused to score a hand (not a win, no yaku, below the minimum, invalid): exit 1. */
export function scoreError(family: string, error: string, issues: readonly Issue[]): CliError {
  const lead = SCORE_ERROR_LEADS[error] ?? 'not a valid hand';
  // An option's value out of range (--honba 9999999) is no fault of the hand's.
  const leadOf = (i: Issue) =>
    lead === 'not a valid hand' && i.path && SITUATION_OPTIONS[i.path.replace(/^situation\./, '')]
      ? 'not valid'
      : lead;
  return invalidError(
    issues.map((i) => `${leadOf(i)}: ${describeIssues([i])[0]}`),
    coreErrorJson({ error, issues }, family),
  );
}
