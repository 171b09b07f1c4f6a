// Reads a conformance corpus from ../shared/corpus (beside the checkout) and compares a
// result with a case's expected fields the way shared/tools/compare-cases.mjs does.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const CORPUS_DIR = fileURLToPath(new URL('../../../../../shared/corpus/', import.meta.url));

/** A riichi case's expected outcome (shared/corpus/README.md, "Expected fields"). */
export interface RiichiExpected {
  error?: string | null;
  han?: number;
  fu?: number | null;
  yakuman?: number;
  yaku?: [string, number][];
  payment?: Record<string, number>;
  total?: number;
  tie_alternatives?: RiichiExpected[];
}

/** A case of a riichi corpus: its input fields (read by the adapter) and what is expected. */
export interface RiichiCase {
  readonly [field: string]: unknown;
  id: string;
  expected: RiichiExpected;
}

/** The lines of a corpus file, of the shape its README gives (the corpora are trusted data). */
export function readCorpus<Line = RiichiCase>(name: string): Line[] {
  return readFileSync(`${CORPUS_DIR}${name}`, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Line);
}

const yakuKey = (yaku: unknown) =>
  JSON.stringify(
    (Array.isArray(yaku) ? yaku : []).map((y) => (Array.isArray(y) ? `${y[0]}:${y[1]}` : String(y))).sort(),
  );

function readingDiffs(exp: RiichiExpected, got: Readonly<Record<string, unknown>>): string[] {
  const d: string[] = [];
  if (exp.han !== got.han) d.push('han');
  if (exp.fu !== null && exp.fu !== undefined && exp.fu !== got.fu) d.push('fu');
  if ((exp.yakuman ?? 0) !== (got.yakuman ?? 0)) d.push('yakuman');
  if (yakuKey(exp.yaku) !== yakuKey(got.yaku)) d.push('yaku');
  return d;
}

const canon = (v: unknown) =>
  v && typeof v === 'object' && !Array.isArray(v)
    ? JSON.stringify(Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))))
    : JSON.stringify(v ?? null);

/** Fields of a riichi result that disagree with the case's expected values ([] = match). */
export function riichiDiffs(c: RiichiCase, got: Readonly<Record<string, unknown>>): string[] {
  const exp = c.expected;
  if ((exp.error ?? null) !== (got.error ?? null)) return [`error: expected ${exp.error}, got ${got.error}`];
  if (exp.error) return [];
  let diffs = readingDiffs(exp, got);
  if (diffs.length && Array.isArray(exp.tie_alternatives)) {
    if (exp.tie_alternatives.some((alt) => readingDiffs(alt, got).length === 0)) diffs = [];
  }
  if (canon(exp.payment) !== canon(got.payment)) diffs.push('payment');
  if (exp.total !== got.total) diffs.push('total');
  return diffs;
}
