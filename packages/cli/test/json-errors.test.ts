// With --json every run prints exactly one JSON document on stdout, failures included: a usage
// error (exit 2, commander's own among them), a hand or game that is not valid (exit 1), a write
// that is refused. The document has one shape whatever failed (core's: ok false, an error code,
// every issue; then the exit code and what it means), and the message still goes to stderr.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { type CliRun, parseJsonOutput, runCli } from './support/cli.ts';

const PRELOAD = fileURLToPath(new URL('./fixtures/crash-fs.mjs', import.meta.url));
const RON = ['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30'];

interface ErrorDoc {
  ok: boolean;
  family?: string;
  error: string;
  issues: { code: string; message: string; path?: string }[];
  exitCode: number;
  exitMeaning: string;
}

/** The run's stdout is one error document of the stable shape, agreeing with its exit code and stderr. */
function expectErrorDocument(r: CliRun, code: 1 | 2): ErrorDoc {
  expect(r.code).toBe(code);
  const doc = parseJsonOutput(r) as ErrorDoc;
  expect(Object.keys(doc).filter((k) => k !== 'family')).toEqual([
    'ok',
    'error',
    'issues',
    'exitCode',
    'exitMeaning',
  ]);
  expect(doc).toMatchObject({ ok: false, exitCode: code, exitMeaning: code === 1 ? 'invalid' : 'usage' });
  expect(doc.error).toMatch(/^[a-z_]+$/);
  expect(doc.issues.length).toBeGreaterThan(0);
  for (const issue of doc.issues) {
    expect(issue.code).toMatch(/^[a-z_]+$/);
    // The human message is still on stderr.
    expect(r.stderr).toContain(issue.message);
  }
  expect(r.stderr).toContain('error: ');
  return doc;
}

let dir: string;
let file: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-json-errors-'));
  file = join(dir, 'table.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  expect((await runCli(['game', 'add', file, ...RON])).code).toBe(0);
});

describe('usage errors (exit 2) print one error document with --json, from every command', () => {
  test.each([
    [['score', '234567m345p67899s', '--seat', 'X'], '--seat must be a wind'],
    [['waits', '23456m345p67899s', '--family', 'singapore'], 'riichi rules only'],
    [['chart', '--rules', 'sg_reference', '--max-tai', 'x'], '--max-tai must be a whole number'],
    [['rules', '--set', 'kiriage=false'], '--set needs a preset'],
    [['rules', 'nope'], 'unknown preset "nope"'],
    [['game', 'new', '<dir>/new.json', '--players', 'Ann,Bo,Cy'], 'four names'],
    [['game', 'add', '<file>', '--tsumo', 'Zed', '--han', '1', '--fu', '30'], '"Zed" is not a player'],
    [['game', 'edit', '<file>', 'x', '--draw'], 'the event number must be a whole number from 1'],
    [['game', 'remove', '<file>', 'x'], 'the event number must be a whole number from 1'],
    [
      ['game', 'show', '<file>', '--hand', 'x'],
      '--hand takes an event number, which must be a whole number from 1',
    ],
    [['game', 'settle', '<dir>/missing.json'], 'no game file at'],
    [['game', 'export', '<file>', '--json', '--force'], '--force goes with --out'],
  ])('%j', async (args, message) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli([
      ...args.map((a) => a.replace('<file>', file).replace('<dir>', dir)),
      ...(args.includes('--json') ? [] : ['--json']),
    ]);
    const doc = expectErrorDocument(r, 2);
    expect(doc.issues.map((i) => i.message).join('\n')).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test.each([
    [['score', '--json'], 'missing_argument', "missing required argument 'hand'"],
    [['score', '234567m345p67899s', '--richii', '--json'], 'unknown_option', "unknown option '--richii'"],
    [['scroe', '--json'], 'unknown_command', "unknown command 'scroe'"],
    [['help', 'nope', '--json'], 'unknown_command', "unknown command 'nope'"],
    [
      ['game', 'export', '<file>', '--csv', '--json'],
      'conflicting_option',
      "option '--csv' cannot be used with option '--json'",
    ],
    [
      ['waits', '23456m345p67899s', '--json', '--seat'],
      'option_missing_argument',
      "option '--seat <wind>' argument missing",
    ],
  ])('commander’s own: %j', async (args, code, message) => {
    const r = await runCli(args.map((a) => a.replace('<file>', file)));
    const doc = expectErrorDocument(r, 2);
    expect(doc.error).toBe('usage');
    expect(doc.issues).toHaveLength(1);
    expect(doc.issues[0]!.code).toBe(code);
    expect(doc.issues[0]!.message).toContain(message);
  });

  test('without --json a usage error prints nothing on stdout', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--richii']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  test('a --json after `--` is an argument, not the option', async () => {
    const r = await runCli(['score', '--seat', 'X', '--', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });
});

describe('refused writes (exit 1, and exit 2 for a file the command line names wrongly)', () => {
  test.each([
    ['eacces', ['game', 'add', '<file>', ...RON], 'permission denied'],
    ['enospc', ['game', 'remove', '<file>', '1'], 'no space left on the disk'],
    ['erofs', ['game', 'edit', '<file>', '1', '--draw'], 'the disk is read-only'],
  ])('%s: %j', async (at, args, reason) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli([...args.map((a) => a.replace('<file>', file)), '--json'], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: at },
    });
    const doc = expectErrorDocument(r, 1);
    expect(doc).toEqual({
      ok: false,
      error: 'write_refused',
      issues: [{ code: at, message: `cannot write ${file}: ${reason}; ${file} is unchanged`, path: 'file' }],
      exitCode: 1,
      exitMeaning: 'invalid',
    });
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('a game another program changed meanwhile', async () => {
    const other = readFileSync(file, 'utf8').replace('"Di"', '"Dee"');
    const r = await runCli(['game', 'add', file, '--draw', '--json'], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: 'other-writer', MAHJONG_TEST_OTHER_TEXT: other },
    });
    const doc = expectErrorDocument(r, 1);
    expect(doc).toMatchObject({ error: 'write_refused', issues: [{ code: 'file_changed', path: 'file' }] });
    expect(readFileSync(file, 'utf8')).toBe(other);
    writeFileSync(file, other.replace('"Dee"', '"Di"'));
  });

  test.each([
    [['game', 'new', '<file>', '--players', 'W,X,Y,Z'], 'file_exists', 'already exists'],
    [['game', 'new', '<dir>/no/such/game.json', '--players', 'W,X,Y,Z'], 'enoent', 'does not exist'],
    [['game', 'export', '<file>', '--json', '--out', '<file>'], 'holds_a_game', 'nothing was written'],
  ])('%j', async (args, code, message) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli([
      ...args.map((a) => a.replace('<file>', file).replace('<dir>', dir)),
      ...(args.includes('--json') ? [] : ['--json']),
    ]);
    const doc = expectErrorDocument(r, 2);
    expect(doc.error).toBe('write_refused');
    expect(doc.issues[0]).toMatchObject({ code });
    expect(doc.issues[0]!.message).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('invalid hands and games (exit 1): core’s shape, with the exit code and its meaning', () => {
  test('core’s refusal keeps its error code, family and issues', async () => {
    const r = await runCli(['score', '22m345p678s + chi:123m pon:999s', '--json']);
    const doc = expectErrorDocument(r, 1);
    expect(doc).toEqual({
      ok: false,
      family: 'riichi',
      error: 'no_yaku',
      issues: [{ code: 'no_yaku', message: 'the hand has no yaku (dora alone cannot win)', path: 'hand' }],
      exitCode: 1,
      exitMeaning: 'invalid',
    });
  });

  test.each([
    [['waits', '1112345678999m1p'], 'wrong_tile_count'],
    [['waits', '11111m2345678p9s'], 'too_many_copies'],
    [['score', '234567m345p67899s', '--win', '5p', '--dora', '9q'], 'bad_notation'],
    [['game', 'add', '<file>', '--ron', 'Bo', '--from', 'Bo', '--han', '1', '--fu', '30'], 'self_ron'],
  ])('%j', async (args, code) => {
    const r = await runCli([...args.map((a) => a.replace('<file>', file)), '--json']);
    const doc = expectErrorDocument(r, 1);
    expect(doc.error).toBe('invalid');
    expect(doc.issues.map((i) => i.code)).toContain(code);
  });

  test('a damaged game file', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"schema":"mahjong-ledger/game"');
    for (const sub of ['show', 'settle', 'export']) {
      const r = await runCli(['game', sub, bad, '--json']);
      expectErrorDocument(r, 1);
    }
  });

  test('a hand number the game does not have: one document, the same from show, edit and remove', async () => {
    const docs = [];
    for (const args of [
      ['show', file, '--hand', '99'],
      ['edit', file, '99', '--draw'],
      ['remove', file, '99'],
    ]) {
      const doc = expectErrorDocument(await runCli(['game', ...args, '--json']), 1);
      expect(doc).toMatchObject({ error: 'invalid', issues: [{ code: 'bad_index', path: 'index' }] });
      docs.push(doc);
    }
    expect(docs[0]!.issues[0]!.message).toContain('there is no event #99');
  });
});

describe('help and the version under --json are one JSON document too', () => {
  test('score --help --json: the help text in a document, exit 0', async () => {
    const r = await runCli(['score', '--help', '--json']);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as { ok: boolean; help: string };
    expect(doc.ok).toBe(true);
    expect(doc.help).toContain('Usage: mahjong-ledger score');
  });
  test('--version --json: the version in a document; without --json the bare version', async () => {
    const r = await runCli(['--version', '--json']);
    expect(r.code).toBe(0);
    expect(parseJsonOutput(r)).toEqual({ ok: true, version: expect.stringMatching(/^\d+\.\d+\.\d+$/) });
    const plain = await runCli(['--version']);
    expect(plain.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

test('--json before the command is read as after it: one JSON document', async () => {
  const r = await runCli(['--json', 'score', '234567m345p67899s', '--win', '5p', '--tsumo']);
  expect(r.code).toBe(0);
  expect(parseJsonOutput(r)).toMatchObject({ ok: true, family: 'riichi' });
  expectErrorDocument(await runCli(['--json', 'bogus']), 2);
});

describe('a success under --json is one document with "ok": true first, from every command', () => {
  test.each([
    [['score', '234567m345p67899s', '--win', '5p', '--tsumo']],
    [['score', '234m567p34599s777z', '--family', 'singapore', '--tsumo']],
    [['waits', '23456m345p67899s', '--riichi']],
    [['shanten', '23456m345p6789s1z']],
    [['shanten', '23456m345p6789s1z2z']],
    [['chart']],
    [['chart', '--rules', 'sg_reference']],
    [['rules']],
    [['rules', 'tenhou']],
    [['game', 'show', '<file>']],
    [['game', 'show', '<file>', '--hand', '1']],
    [['game', 'settle', '<file>']],
  ])('%j', async (args) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli([...args.map((a) => a.replace('<file>', file)), '--json']);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as Record<string, unknown>;
    expect(Object.keys(doc)[0]).toBe('ok');
    expect(doc.ok).toBe(true);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('game new, add, edit and remove answer with the file, the event and the new state', async () => {
    const other = join(dir, 'ok-first.json');
    const runs = [
      ['game', 'new', other, '--players', 'Ann,Bo,Cy,Di'],
      ['game', 'add', other, ...RON],
      ['game', 'edit', other, '1', '--draw'],
      ['game', 'remove', other, '1'],
    ];
    for (const args of runs) {
      const r = await runCli([...args, '--json']);
      expect(r.code).toBe(0);
      const doc = parseJsonOutput(r) as Record<string, unknown>;
      expect(Object.keys(doc)).toEqual(['ok', 'file', 'event', 'state']);
      expect(doc.ok).toBe(true);
    }
  });
});
