// A game file reached through a symbolic link (say `current.json` → `games/2026-11-27.json`, kept
// by a club from one session to the next): every write goes to the file the link points at, and
// the link stays a link; the game behind it is never left behind unchanged.

import { lstatSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGameDocument } from '@mahjong-ledger/core';
import { beforeEach, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

let dir: string;
let target: string;
let link: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-symlink-'));
  mkdirSync(join(dir, 'games'));
  target = join(dir, 'games', 'tonight.json');
  link = join(dir, 'current.json');
  const r = await runCli(['game', 'new', target, '--players', 'Ann,Bo,Cy,Di']);
  expect(r.code).toBe(0);
  symlinkSync(join('games', 'tonight.json'), link);
});

function events(path: string): number {
  const doc = parseGameDocument(readFileSync(path, 'utf8'));
  if (!doc.ok) throw new Error(`${path} is not a game`);
  return doc.value.events.length;
}

test('game add, edit and remove through a link change the game it points at, and keep the link', async () => {
  const add = await runCli(['game', 'add', link, '--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30']);
  expect(add.code).toBe(0);
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(events(target)).toBe(2);
  const edit = await runCli(['game', 'edit', link, '1', '--draw', '--tenpai', 'Cy']);
  expect(edit.code).toBe(0);
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, 'utf8')).toContain('exhaustive_draw');
  const remove = await runCli(['game', 'remove', link, '1']);
  expect(remove.code).toBe(0);
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(events(target)).toBe(1);
});

test('game new --force through a link replaces the game it points at, and keeps the link', async () => {
  const r = await runCli(['game', 'new', link, '--players', 'Eve,Fay,Gus,Hal', '--force']);
  expect(r.code).toBe(0);
  expect(lstatSync(link).isSymbolicLink()).toBe(true);
  expect(readFileSync(target, 'utf8')).toContain('Eve');
});

test('export --out through a link writes the file it points at', async () => {
  const out = join(dir, 'games', 'hands.csv');
  const outLink = join(dir, 'hands.csv');
  symlinkSync(join('games', 'hands.csv'), outLink);
  const r = await runCli(['game', 'export', target, '--csv', '--out', outLink]);
  expect(r.code).toBe(0);
  expect(lstatSync(outLink).isSymbolicLink()).toBe(true);
  expect(readFileSync(out, 'utf8')).toMatch(/^hand,round/);
});

test('messages name the file as the command line gave it, not the file behind it', async () => {
  const exists = (name: string) =>
    `error: ${name} already exists; choose another file or pass --force to replace it\n`;
  const again = await runCli(['game', 'new', 'current.json', '--players', 'Ann,Bo,Cy,Di'], { cwd: dir });
  expect({ code: again.code, stderr: again.stderr }).toEqual({ code: 2, stderr: exists('current.json') });
  const plain = await runCli(['game', 'new', join('games', 'tonight.json'), '--players', 'Ann,Bo,Cy,Di'], {
    cwd: dir,
  });
  expect(plain.stderr).toBe(exists(join('games', 'tonight.json')));
  // Another program rewrites the game while `game add` runs (see fixtures/crash-fs.mjs).
  const other = readFileSync(target, 'utf8').replace('Ann', 'Ana');
  const r = await runCli(['game', 'add', 'current.json', '--draw'], {
    cwd: dir,
    nodeArgs: ['--import', fileURLToPath(new URL('./fixtures/crash-fs.mjs', import.meta.url))],
    env: { MAHJONG_TEST_CRASH: 'other-writer', MAHJONG_TEST_OTHER_TEXT: other },
  });
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/^error: current\.json changed while this command ran/);
});
