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
  return { ok: false, error, issues };
}

export function issue(code: string, message: string, path?: string): Issue {
  return path === undefined ? { code, message } : { code, message, path };
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
