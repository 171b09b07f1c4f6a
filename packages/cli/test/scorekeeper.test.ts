// What a club scorekeeper runs into: options that a win entered by its value cannot keep are
// refused rather than silently dropped, `export --out` never writes over a game, a write keeps
// the game file's permissions (and leaves a read-only one alone), and `score --rules` of
// another family scores under that family.

import { chmodSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;

async function newGame(name: string, ...options: string[]): Promise<string> {
  const file = join(dir, name);
  const r = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', ...options]);
  expect(r.code).toBe(0);
  return file;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-keeper-'));
});

describe('a win by its value refuses what only its tiles could say', () => {
  test.each([
    [['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30', '--dora', '1m'], '--dora goes with --hand'],
    [['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30', '--ura', '1m'], '--ura goes with --hand'],
    [['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30', '--win', '5p'], '--win goes with --hand'],
    [['--tsumo', 'Bo', '--han', '1', '--fu', '30', '--ippatsu'], '--ippatsu goes with --hand'],
    [['--tsumo', 'Bo', '--yakuman', '1', '--tenhou'], '--tenhou goes with --hand'],
    [['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--yakuman', '1'], '--han/--fu, or --yakuman'],
    [['--draw', '--ippatsu'], '--ippatsu describes a win'],
    [['--draw', '--dora', '1m'], '--dora describes a win'],
  ])('riichi %j: exit 2, the file is unchanged', async (args, message) => {
    const file = await newGame('r.json', '--rules', 'tenhou');
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('Singapore and Japanese Classical: a situation with a value entry or an instant payout', async () => {
    const sg = await newGame('sg.json', '--family', 'singapore');
    const jc = await newGame('jc.json', '--family', 'classical');
    for (const [file, args, message] of [
      [sg, ['--tsumo', 'Ann', '--tai', '3', '--haitei'], '--haitei goes with --hand (the tiles of the win)'],
      [sg, ['--instant', 'Ann', '--kong', 'kan', '--rinshan'], 'it does not take --rinshan'],
      [
        jc,
        ['--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--chankan'],
        '--chankan goes with --hand (the tiles of the win)',
      ],
    ] as const) {
      const before = readFileSync(file, 'utf8');
      const r = await runCli(['game', 'add', file, ...args]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(message);
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
  });

  test('the same situations with the tiles are scored', async () => {
    const file = await newGame('r.json', '--rules', 'tenhou');
    const r = await runCli([
      'game',
      'add',
      file,
      '--tsumo',
      'Bo',
      '--hand',
      '234567m345p67899s',
      '--win',
      '5p',
      '--riichi',
      'Bo',
      '--ippatsu',
      '--dora',
      '1m',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Added event #1 (hand 1, East 1): Bo tsumo, 5 han 20 fu, mangan');
  });
});

describe('game export --out never replaces a game', () => {
  test('the game file itself, under another spelling: exit 2, the game intact', async () => {
    const file = await newGame('table.json');
    expect((await runCli(['game', 'add', file, '--draw'])).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    for (const out of [file, join(dir, '.', 'table.json')]) {
      const r = await runCli(['game', 'export', file, '--csv', '--out', out]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain('is the game file itself; nothing was written');
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
    expect((await runCli(['game', 'show', file])).code).toBe(0);
  });

  test('another game: exit 2 unless --force; a CSV is replaced as before', async () => {
    const file = await newGame('table.json');
    const other = await newGame('other.json', '--family', 'singapore');
    const otherText = readFileSync(other, 'utf8');
    const refused = await runCli(['game', 'export', file, '--json', '--out', other]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--out ${other} holds a game`);
    expect(readFileSync(other, 'utf8')).toBe(otherText);
    const forced = await runCli(['game', 'export', file, '--json', '--out', other, '--force']);
    expect(forced.code).toBe(0);
    expect(readFileSync(other, 'utf8')).toBe(readFileSync(file, 'utf8'));
    const csv = join(dir, 'hands.csv');
    expect((await runCli(['game', 'export', file, '--csv', '--out', csv])).code).toBe(0);
    expect((await runCli(['game', 'export', file, '--csv', '--out', csv])).code).toBe(0);
    const stray = await runCli(['game', 'export', file, '--csv', '--force']);
    expect(stray.code).toBe(2);
    expect(stray.stderr).toContain('--force goes with --out');
  });
});

describe('a write keeps the game file’s permissions', () => {
  test('a private game (0600) stays private after add', async () => {
    const file = await newGame('private.json');
    chmodSync(file, 0o600);
    expect((await runCli(['game', 'add', file, '--draw'])).code).toBe(0);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  // root may write any file, so as root (CI) the tool runs as nobody, in a folder it may write
  // in: the rename over the file would succeed, and only the check of the file itself refuses.
  test('a read-only game is not replaced: exit 1, permission denied, unchanged', async () => {
    const file = await newGame('final.json');
    chmodSync(file, 0o444);
    const asRoot = process.getuid?.() === 0;
    if (asRoot) chmodSync(dir, 0o777);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, '--draw'], asRoot ? { uid: 65534, gid: 65534 } : {});
    expect(r.stderr).toContain('permission denied');
    expect(r.code).toBe(1);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(statSync(file).mode & 0o777).toBe(0o444);
  });
});

describe('score --rules names its family', () => {
  test.each([
    ['jc_four_winds', 'classical', '123m456p 789s 11z + pon:555z', '1z'],
    ['sg_limit_6', 'singapore', '234m567p345s99s + pon:777z', '9s'],
  ])('--rules %s scores a %s hand without --family', async (preset, family, hand, win) => {
    const r = await runCli(['score', hand, '--win', win, '--rules', preset, '--json']);
    expect(r.code).toBe(0);
    expect(parseJsonOutput(r)).toMatchObject({ ok: true, family, rules: preset });
  });

  test('a preset of another family than --family is still refused', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--family', 'riichi', '--rules', 'jc_reference']);
    expect(r.code).toBe(2);
    // Named as the other family's preset (it read 'unknown riichi preset "jc_reference"').
    expect(r.stderr).toContain('jc_reference is a Japanese Classical preset, not a Riichi one');
  });
});

describe('a riichi win by its value below 5 han', () => {
  test('without --fu says the fu are missing (exit 1, the file unchanged)', async () => {
    const file = await newGame('fu.json');
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, '--ron', 'Bo', '--from', 'Ann', '--han', '3']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('a hand of 3 han needs its fu');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});
