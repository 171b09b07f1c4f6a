// Conformance: every case of the riichi corpora must agree exactly (shared/corpus/README.md).

import { describe, expect, test } from 'vitest';
import { scoreRiichiCase } from '../scripts/cases/riichi.ts';
import { readCorpus, riichiDiffs } from './support/corpus.ts';

for (const file of ['riichi_public.jsonl', 'tenhou_real_public.jsonl']) {
  describe(file, () => {
    const cases = readCorpus(file);
    test('has cases', () => expect(cases.length).toBeGreaterThan(1000));
    test.each(cases.map((c) => [c.id, c] as const))('%s', (_id, c) => {
      const got = scoreRiichiCase(c);
      expect(riichiDiffs(c, got), JSON.stringify({ expected: c.expected, got })).toEqual([]);
    });
  });
}
