// The public Singapore corpus, compared the way shared/tools/compare-cases.mjs compares it:
// every field of `expected` is checked; element lists and payers as multisets; a lenient
// (self-contradictory) case may be answered `invalid`.

import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { scoreSingaporeCase } from '../../../scripts/cases/singapore.ts';

const CORPUS = new URL('../../../../../../shared/corpus/singapore_public.jsonl', import.meta.url);

type Case = { id: string; lenient?: boolean; expected: Record<string, unknown> };
const cases: Case[] = readFileSync(CORPUS, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l));

const multiset = (pairs: unknown) =>
  JSON.stringify((Array.isArray(pairs) ? pairs : []).map((p) => JSON.stringify(p)).sort());
const ids = (pairs: unknown) =>
  new Set((Array.isArray(pairs) ? pairs : []).map((p) => (Array.isArray(p) ? p[0] : p)));

/** The fields where `got` disagrees with the case (compare-cases.mjs `familyDiffs`). */
function diffs(c: Case, got: Record<string, unknown>): string[] {
  const exp = c.expected;
  if ((exp.error ?? null) !== (got.error ?? null))
    return c.lenient && got.error === 'invalid' ? [] : ['error'];
  if (exp.error) return [];
  const d: string[] = [];
  for (const [key, want] of Object.entries(exp)) {
    if (key === 'error') continue;
    const have = got[key];
    if (key === 'elements') {
      if (multiset(want) !== multiset(have)) d.push(key);
    } else if (key === 'elements_include') {
      const s = ids(got.elements);
      if (!(want as string[]).every((id) => s.has(id))) d.push(key);
    } else if (key === 'elements_exclude') {
      const s = ids(got.elements);
      if ((want as string[]).some((id) => s.has(id))) d.push(key);
    } else if (key === 'payments' && want && typeof want === 'object') {
      for (const [k, v] of Object.entries(want)) {
        const h = (have as Record<string, unknown> | undefined)?.[k];
        const norm = (x: unknown) =>
          k === 'payers' && Array.isArray(x) ? multiset(x) : JSON.stringify(x ?? null);
        if (norm(v) !== norm(h)) d.push(`payments.${k}`);
      }
    } else if (JSON.stringify(want) !== JSON.stringify(have ?? null)) d.push(key);
  }
  return d;
}

test('the corpus has its 28 cases', () => {
  expect(cases.length).toBe(28);
});

test.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
  const got = scoreSingaporeCase(c);
  expect(got.id).toBe(c.id);
  expect({ diffs: diffs(c, got), got }).toMatchObject({ diffs: [] });
});
