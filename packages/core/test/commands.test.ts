// The conformance contracts as programs (issue 2, shared/corpus/README.md): `npm run -s
// score-cases` and `npm run -s replay-rounds` read JSON Lines on stdin and print one line per
// input line, in order, and nothing else on stdout; the shared comparison tools judge their
// output against every public corpus. The other tests call the adapters directly; these run
// the commands a referee runs.

import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CORPUS_DIR } from './support/corpus.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const tools = fileURLToPath(new URL('../../../../shared/tools/', import.meta.url));
const work = mkdtempSync(join(tmpdir(), 'mahjong-ledger-commands-'));

/** Runs `npm run -s <script>` with `input` on stdin; stdout, split into lines. */
function runScript(script: string, input: string): { status: number | null; lines: string[] } {
  const r = spawnSync('npm', ['run', '-s', script], { cwd: root, input, encoding: 'utf8' });
  return { status: r.status, lines: r.stdout.split('\n').filter((l) => l !== '') };
}

/** Runs a shared comparison tool on a corpus and a results file; its exit status and last line. */
function compare(tool: string, corpus: string, results: string[]): { status: number | null; figure: string } {
  const file = join(work, `${corpus}.results.jsonl`);
  writeFileSync(file, `${results.join('\n')}\n`);
  const r = spawnSync(process.execPath, [join(tools, tool), join(CORPUS_DIR, corpus), file, '--min', '100'], {
    encoding: 'utf8',
  });
  return { status: r.status, figure: r.stdout.trim().split('\n').at(-1) ?? '' };
}

const linesOf = (corpus: string) =>
  readFileSync(join(CORPUS_DIR, corpus), 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');

describe('score-cases', () => {
  for (const corpus of [
    'riichi_public.jsonl',
    'tenhou_real_public.jsonl',
    'singapore_public.jsonl',
    'classical_public.jsonl',
  ]) {
    test(`agrees with every case of ${corpus} (compare-cases.mjs)`, () => {
      const input = linesOf(corpus);
      const r = runScript('score-cases', `${input.join('\n')}\n`);
      expect(r.status).toBe(0);
      // One result per case, in order: the ids line up.
      expect(r.lines.map((l) => JSON.parse(l).id)).toEqual(input.map((l) => JSON.parse(l).id));
      const c = compare('compare-cases.mjs', corpus, r.lines);
      expect(c.figure).toMatch(/\(100\.00%\)/);
      expect(c.status).toBe(0);
    }, 60_000);
  }

  test('a line per line of input, whatever it holds: bad lines answer invalid with what is wrong', () => {
    const r = runScript(
      'score-cases',
      [
        '42',
        '[1]',
        'not json',
        '{"id":"m","hand":"123m456p789s11z","win":"1z","melds":5,"seat_wind":1,"round_wind":1}',
        // A meld kind that is a property of every object is still not a meld kind.
        '{"id":"t","hand":"123m456p789s11z","win":"1z","melds":[{"type":"toString","tiles":"123m"}]}',
        '{"id":"f","family":"bridge"}',
        '',
        '{"id":"ok","hand":"123m456p234789s11z","win":"1z","seat_wind":1,"round_wind":1,"tsumo":true,"riichi":true}',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
    const out = r.lines.map((l) => JSON.parse(l));
    expect(out.map((o) => [o.id, o.error])).toEqual([
      [null, 'invalid'],
      [null, 'invalid'],
      [null, 'invalid'],
      ['m', 'invalid'],
      ['t', 'invalid'],
      ['f', 'invalid'],
      ['ok', null],
    ]);
    expect(out.map((o) => o.issues?.map((i: { code: string }) => i.code))).toEqual([
      ['bad_case'],
      ['bad_case'],
      ['bad_json'],
      ['bad_meld'],
      ['bad_meld'],
      ['unknown_family'],
      undefined,
    ]);
    // Riichi, menzen tsumo: 2 han 30 fu, the dealer's tsumo 1000 all.
    expect(out[6]).toMatchObject({ han: 2, fu: 30, payment: { tsumo_all: 1000 }, total: 3000 });
  }, 60_000);
});

describe('replay-rounds', () => {
  test('reproduces every round and game of tenhou_real_rounds_public.jsonl (compare-rounds.mjs)', () => {
    const input = linesOf('tenhou_real_rounds_public.jsonl');
    const r = runScript('replay-rounds', `${input.join('\n')}\n`);
    expect(r.status).toBe(0);
    expect(r.lines).toHaveLength(input.length);
    const c = compare('compare-rounds.mjs', 'tenhou_real_rounds_public.jsonl', r.lines);
    expect(c.figure).toMatch(/\(100\.00%\)/);
    expect(c.status).toBe(0);
  }, 60_000);
});
