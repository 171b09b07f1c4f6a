// A game file that cannot be read is named with the reason in words: a folder is the command
// line's mistake (exit 2, as a write to one is), a file the user may not read says "permission
// denied" (it printed Node's "EACCES: permission denied, open '...'"), and a device that never
// ends (/dev/zero) is refused at once, where reading it filled the memory until the process died.

import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BIN, parseJsonOutput, runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-read-errors-'));

test('a folder given as the game file: exit 2, named as a folder', async () => {
  for (const sub of ['show', 'settle', 'add']) {
    const r = await runCli(['game', sub, dir, ...(sub === 'add' ? ['--draw'] : [])]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/cannot (read|write) .*: it is a folder/);
    expect(r.stderr).not.toContain('EISDIR');
  }
});

test('a game file the user may not read: exit 1, permission denied', async () => {
  const file = join(dir, 'secret.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  chmodSync(file, 0o000);
  // root reads any file: as root (CI) the tool runs as nobody.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chmodSync(dir, 0o777);
  const r = await runCli(['game', 'show', file], asRoot ? { uid: 65534, gid: 65534 } : {});
  expect(r.code).toBe(1);
  expect(r.stderr).toBe(`error: cannot read ${file}: permission denied\n`);
});

test.skipIf(process.platform === 'win32')(
  'a device that never ends is refused, not read forever',
  async () => {
    const started = Date.now();
    const r = await runCli(['game', 'show', '/dev/zero', '--json']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(
      'cannot read /dev/zero: it holds more than 64 MB, far more than any game file',
    );
    expect(parseJsonOutput(r)).toMatchObject({ ok: false, issues: [{ code: 'too_large' }] });
    expect(Date.now() - started).toBeLessThan(30_000);
  },
);

test.skipIf(process.platform === 'win32')(
  'a game piped in is read from /dev/stdin, a pipe or a socket (as Node gives a child its input)',
  async () => {
    const file = join(dir, 'piped.json');
    expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    const env = { ...process.env, NO_COLOR: '1' };
    const socket = spawnSync(process.execPath, [BIN, 'game', 'show', '/dev/stdin'], {
      input: readFileSync(file),
      env,
      encoding: 'utf8',
    });
    expect(socket.stderr).toBe('');
    expect(socket.status).toBe(0);
    expect(socket.stdout).toContain('/dev/stdin: riichi ema2016');
    const pipe = spawnSync(
      'sh',
      ['-c', 'cat "$1" | "$2" "$3" game settle /dev/fd/0', 'sh', file, process.execPath, BIN],
      {
        env,
        encoding: 'utf8',
      },
    );
    expect(pipe.stderr).toBe('');
    expect(pipe.stdout).toContain('Settlement as the game stands');
    // A write is never made through the input.
    const add = spawnSync(process.execPath, [BIN, 'game', 'add', '/dev/stdin', '--draw'], {
      input: readFileSync(file),
      env,
      encoding: 'utf8',
    });
    expect(add.status).toBe(2);
    expect(add.stderr).toContain('cannot write /dev/stdin: it is');
  },
);

test.each([
  [['new', '', '--players', 'Ann,Bo,Cy,Di'], 'the game file needs a path, not an empty one'],
  [['new', '  ', '--players', 'Ann,Bo,Cy,Di'], 'the game file needs a path, not "  " (spaces only)'],
  [['show', ''], 'the game file needs a path, not an empty one'],
  [['add', '', '--draw'], 'the game file needs a path, not an empty one'],
  [['export', ' ', '--csv'], 'the game file needs a path, not " " (spaces only)'],
])('game %j: an empty path is a slip, named (exit 2), nothing written', async (args, message) => {
  const cwd = mkdtempSync(join(tmpdir(), 'mahjong-ledger-empty-path-'));
  const r = await runCli(['game', ...args], { cwd });
  expect(r.code).toBe(2);
  expect(r.stderr).toBe(`error: ${message}\n`);
  expect(readdirSync(cwd)).toEqual([]);
});

test('"-" for the input is pointed to /dev/stdin, not told to start a game named "-"', async () => {
  const cwd = mkdtempSync(join(tmpdir(), 'mahjong-ledger-dash-'));
  const r = await runCli(['game', 'show', '-'], { cwd });
  expect(r.code).toBe(2);
  expect(r.stderr).toBe(
    'error: no game file named "-" (a game piped in is read as /dev/stdin: game show /dev/stdin)\n',
  );
});
