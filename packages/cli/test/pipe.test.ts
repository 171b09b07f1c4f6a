// Output piped into a program that stops reading early (`game show table.json | head -1`,
// `game export table.json --csv | true`): the tool stops writing quietly, with no stack trace,
// and what it had to do (a `game add`'s save) is done.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseGameDocument } from '@mahjong-ledger/core';
import { beforeAll, expect, test } from 'vitest';
import { BIN, runCli } from './support/cli.ts';

/** Runs the executable with its stdout a pipe whose reading end is closed at once. */
function runWithClosedStdout(args: readonly string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.destroy();
    let stderr = '';
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

let file: string;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-pipe-')), 'table.json');
  const r = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di']);
  expect(r.code).toBe(0);
});

test.each([
  ['game show', ['game', 'show', '{file}']],
  ['game show --json', ['game', 'show', '{file}', '--json']],
  ['game export --csv', ['game', 'export', '{file}', '--csv']],
  ['game --help', ['game', '--help']],
])('%s into a closed pipe: no stack trace, exit 0', async (_what, args) => {
  const r = await runWithClosedStdout(args.map((a) => (a === '{file}' ? file : a)));
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
});

test('game add into a closed pipe still saves the hand, quietly', async () => {
  const r = await runWithClosedStdout(['game', 'add', file, '--draw', '--tenpai', 'Ann']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  const doc = parseGameDocument(readFileSync(file, 'utf8'));
  expect(doc.ok && doc.value.events.length).toBe(2);
});
