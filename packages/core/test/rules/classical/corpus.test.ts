// Conformance: every case of classical_public.jsonl must agree exactly, field by field, as
// shared/tools/compare-cases.mjs compares them.

import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { scoreClassicalCase } from '../../../scripts/cases/classical.ts';

const CORPUS = new URL('../../../../../../shared/corpus/classical_public.jsonl', import.meta.url);

type Json = Record<string, unknown>;

const cases: Json[] = readFileSync(CORPUS, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l));

const multiset = (pairs: unknown) =>
  JSON.stringify((Array.isArray(pairs) ? pairs : []).map((p) => JSON.stringify(p)).sort());
const ids = (pairs: unknown) =>
  new Set((Array.isArray(pairs) ? pairs : []).map((p) => (Array.isArray(p) ? p[0] : p)));

/** The fields of `got` that disagree with the case's expected values, as compare-cases.mjs reads them. */
function familyDiffs(c: Json, got: Json): string[] {
  const exp = c.expected as Json;
  if ((exp.error ?? null) !== (got.error ?? null)) {
    return c.lenient && got.error === 'invalid' ? [] : ['error'];
  }
  if (exp.error) return [];
  const d: string[] = [];
  for (const [key, want] of Object.entries(exp)) {
    if (key === 'error') continue;
    const have = got[key];
    if (key === 'elements' || key === 'points_detail') {
      if (multiset(want) !== multiset(have)) d.push(key);
    } else if (key === 'elements_include') {
      const s = ids(got.elements);
      if (!(want as unknown[]).every((id) => s.has(id))) d.push(key);
    } else if (key === 'elements_exclude') {
      const s = ids(got.elements);
      if ((want as unknown[]).some((id) => s.has(id))) d.push(key);
    } else if (key === 'payments' && want && typeof want === 'object') {
      for (const [k, v] of Object.entries(want)) {
        const h = (have as Json | undefined)?.[k];
        const norm = (x: unknown) =>
          k === 'payers' && Array.isArray(x) ? multiset(x) : JSON.stringify(x ?? null);
        if (norm(v) !== norm(h)) d.push(`payments.${k}`);
      }
    } else if (JSON.stringify(want) !== JSON.stringify(have ?? null)) d.push(key);
  }
  return d;
}

describe('classical_public.jsonl', () => {
  test('has the 25 public cases', () => expect(cases.length).toBe(25));

  test.each(cases.map((c) => [c.id as string, c] as const))('%s', (id, c) => {
    const got = scoreClassicalCase(c);
    expect(got.id).toBe(id);
    expect(familyDiffs(c, got), JSON.stringify({ expected: c.expected, got })).toEqual([]);
  });

  test('the comparison can fail: a wrong value is reported', () => {
    const c = cases.find((x) => x.id === 'pub-jc-01')!;
    const got = { ...scoreClassicalCase(c), value: 23 };
    expect(familyDiffs(c, got)).toEqual(['value']);
  });
});
