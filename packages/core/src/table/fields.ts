// The fields each part of a game's log may have. A field the ledger does not know is refused,
// named at its path, rather than kept and ignored: a log is written by hand, by scripts and by
// other programs as well as by the front ends, and a misspelt `liable` or `changeOfHeart` would
// otherwise drop a liability or a penalty in silence, the hand scored as if it were not there.
// Which known field goes with which family or score mode is each family's check (entries.ts).

import { type Issue, issue } from '../result.ts';

type Fields = readonly string[];

const CONFIG_FIELDS: Fields = ['family', 'preset', 'overrides', 'players', 'rate'];

const EVENT_FIELDS: Readonly<Record<string, Fields>> = {
  start: ['type', 'config'],
  hand: ['type', 'riichi', 'result', 'note'],
  instant: ['type', 'seat', 'bonus', 'dealtBonus', 'kongs', 'liable', 'note'],
  adjust: ['type', 'deltas', 'stickDelta', 'scores', 'sticks', 'note'],
  penalty: ['type', 'seat', 'points', 'note'],
};

/**
 * Each result kind's fields. A change of heart is known on every kind: on a draw or a chombo the
 * families refuse it with their own reason (the offender takes his payment back, §6.5).
 */
const RESULT_FIELDS: Readonly<Record<string, Fields>> = {
  win: ['kind', 'wins', 'loserScores', 'changeOfHeart'],
  exhaustive_draw: ['kind', 'tenpai', 'nagashi', 'changeOfHeart'],
  abortive_draw: ['kind', 'reason', 'changeOfHeart'],
  chombo: ['kind', 'offender', 'from', 'changeOfHeart'],
};

const WIN_ENTRY_FIELDS: Fields = ['winner', 'from', 'liable', 'liableReason', 'score'];

/** A win entered by its tiles (`HandWinScore`). */
const HAND_SCORE_FIELDS: Fields = ['mode', 'hand', 'win', 'dora', 'ura', 'bonus', 'flags'];

/** Each score mode's own fields, as a message lists them. */
const SCORE_FIELDS: Readonly<Record<string, Fields>> = {
  hand: HAND_SCORE_FIELDS,
  value: ['mode', 'han', 'fu', 'yakuman', 'paoYakuman'],
  tai: ['mode', 'tai'],
  points: ['mode', 'points', 'doubles', 'limit'],
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** `table[name]`, where a name such as "toString" finds nothing inherited. */
const own = (table: Readonly<Record<string, Fields>>, name: string): Fields | undefined =>
  Object.hasOwn(table, name) ? table[name] : undefined;

/**
 * The fields of `value` outside `known` (and `alsoKnown`, fields refused elsewhere with their own
 * reason, which the message does not list), each an issue at its path.
 */
function unknownIn(
  value: unknown,
  known: Fields | undefined,
  what: string,
  path: string,
  alsoKnown: Fields = [],
): Issue[] {
  if (!known || !isRecord(value)) return [];
  return Object.keys(value)
    .filter((key) => value[key] !== undefined && !known.includes(key) && !alsoKnown.includes(key))
    .map((key) =>
      issue(
        'unknown_field',
        `"${key}" is not a field of ${what} (${known.join(', ')})`,
        path ? `${path}.${key}` : key,
      ),
    );
}

/** The configuration's fields that the ledger does not know (`config.x`). */
export function unknownConfigFields(config: unknown): Issue[] {
  return unknownIn(config, CONFIG_FIELDS, 'a game’s configuration', 'config');
}

/**
 * An event's fields, its result's, each win's and each score's, that the ledger does not know,
 * at their paths in the event (`event.x`, `result.x`, `result.wins[i].score.x`). An event or
 * part of a type or kind the ledger does not know is left to the checks that name it, and a
 * start event's configuration to `unknownConfigFields`.
 */
export function unknownEventFields(event: unknown): Issue[] {
  if (!isRecord(event) || typeof event.type !== 'string') return [];
  const type = event.type;
  const issues = unknownIn(event, own(EVENT_FIELDS, type), `a "${type}" event`, 'event');
  if (type !== 'hand' || !isRecord(event.result)) return issues;
  const result = event.result;
  if (typeof result.kind !== 'string') return issues;
  const kind = result.kind;
  issues.push(...unknownIn(result, own(RESULT_FIELDS, kind), `a "${kind}" result`, 'result'));
  if (kind !== 'win' || !Array.isArray(result.wins)) return issues;
  result.wins.forEach((win: unknown, i: number) => {
    const path = `result.wins[${i}]`;
    issues.push(...unknownIn(win, WIN_ENTRY_FIELDS, 'a win', path));
    if (!isRecord(win) || !isRecord(win.score) || typeof win.score.mode !== 'string') return;
    const mode = win.score.mode;
    // A win entered by its value may name the tiles' fields too: the families refuse those with
    // their own reason (`tiles_with_value`), so they are not unknown here.
    issues.push(
      ...unknownIn(
        win.score,
        own(SCORE_FIELDS, mode),
        `a win entered in mode "${mode}"`,
        `${path}.score`,
        HAND_SCORE_FIELDS,
      ),
    );
  });
  return issues;
}

/**
 * The holes in an event's lists (`[1, , 2]`, `new Array(2)`), the first of each list, at its
 * path in the event (`riichi[1]`, `result.wins[0]`). A file has none (JSON has no holes), but a
 * JavaScript caller's list may: a hole reads as undefined where a loop goes by index, and is
 * skipped where one goes by forEach or some, so a check could pass an entry a later step
 * crashes on; and a saved game would write it as null, which it could not read back.
 */
export function holesInEvent(event: unknown): Issue[] {
  const issues: Issue[] = [];
  const seen = new Set<object>();
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        if (!Object.hasOwn(value, i)) {
          issues.push(
            issue('hole_in_list', 'a list has a hole here: no value at all, not even null', `${path}[${i}]`),
          );
          return;
        }
        walk(value[i], `${path}[${i}]`);
      }
      return;
    }
    for (const key of Object.keys(value))
      walk((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
  };
  walk(event, '');
  return issues;
}
