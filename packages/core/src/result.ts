// Result: outcomes are returned, not thrown. An error carries a code and every issue found,
// so a caller can show all of what is wrong at once.

export interface Issue {
  /** Machine-readable kind of problem, e.g. `too_many_copies`. */
  code: string;
  /** A sentence a player can read. */
  message: string;
  /** Where the problem is: a field name such as `hand`, `melds[1]`, `win`, `flags`. */
  path?: string;
}

export type Result<T, E extends string = string> =
  | { ok: true; value: T }
  | { ok: false; error: E; issues: Issue[] };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function fail<E extends string>(error: E, issues: Issue[]): { ok: false; error: E; issues: Issue[] } {
  return { ok: false, error, issues: listIssues(issues) };
}

/**
 * How many issues of one code at one path (its list indices aside: `bonus[3]` and `bonus[7]` are
 * one place) are listed; the rest are counted in one more issue, at the place of the first of
 * them, which it quotes. A list of thousands of bad tiles (a file, a caller's bug) would
 * otherwise be refused with thousands of issues, megabytes to send and screens to show, where a
 * player needs the first few and how many more there are.
 */
export const SAME_ISSUES_LISTED = 10;

/**
 * Issues as a refusal lists them (`fail`, and the exported checks that return a list): without
 * repeats (the same code, message and place twice says nothing more), and at most
 * `SAME_ISSUES_LISTED` of one kind at one place, then a count of the rest.
 */
export function listIssues(issues: Issue[]): Issue[] {
  if (issues.length < 2) return issues;
  const counts = new Map<string, number>();
  const more = new Map<string, { issue: Issue; first: string }>();
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const i of issues) {
    const whole = `${i.code}\u0000${i.path ?? ''}\u0000${i.message}`;
    if (seen.has(whole)) continue;
    seen.add(whole);
    const key = `${i.code}\u0000${(i.path ?? '').replace(/\[\d+\]/g, '[]')}`;
    const n = (counts.get(key) ?? 0) + 1;
    counts.set(key, n);
    if (n <= SAME_ISSUES_LISTED) out.push(i);
    else if (n === SAME_ISSUES_LISTED + 1) {
      const extra = issue(i.code, '', i.path);
      more.set(key, { issue: extra, first: i.message });
      out.push(extra);
    }
  }
  for (const [key, { issue: extra, first }] of more) {
    const n = counts.get(key)! - SAME_ISSUES_LISTED;
    extra.message = n === 1 ? first : `${n} more like this one: ${first}`;
  }
  return out;
}

export function issue(code: string, message: string, path?: string): Issue {
  return path === undefined ? { code, message } : { code, message, path };
}

/** A count with its noun, in the plural but for one: "1 tile", "13 tiles", "0 melds". */
export function countOf(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/**
 * A value as an issue's message can quote it, whatever a caller passed: a number, a boolean or
 * text as written, anything else by its kind (writing an object out calls its `toString`,
 * which may be anything, or throw).
 */
export function describeValue(x: unknown): string {
  if (typeof x === 'number' || typeof x === 'boolean' || x === undefined) return String(x);
  if (typeof x === 'string') return JSON.stringify(x);
  if (x === null) return 'null';
  return Array.isArray(x) ? 'a list' : typeof x === 'object' ? 'an object' : typeof x;
}
