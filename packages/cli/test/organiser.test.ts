// Defects a club organiser met playing whole games through the executable: each test here
// failed before its fix.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

const tempDir = (name: string) => mkdtempSync(join(tmpdir(), `mahjong-ledger-${name}-`));

test('a double ron entered out of turn order labels each win with its own value', async () => {
  const file = join(tempDir('double-ron'), 'r.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', 'ema2016'])).code).toBe(
    0,
  );
  // Bo discards; Cy, Di, Ann is the turn order from Bo, so core pays (and lists) Di before Ann.
  const added = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Ann,Di',
    '--from',
    'Bo',
    '--han',
    '2,5',
    '--fu',
    '40',
  ]);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toContain(
    'Added event #1 (hand 1, East 1): Ann ron from Bo, 2 han 40 fu; Di ron from Bo, 5 han 40 fu, mangan',
  );
  const detail = await runCli(['game', 'show', file, '--hand', '1']);
  expect(detail.stdout).toMatch(
    / {2}Ann:\n {4}2 han 40 fu: base 640\n {2}Di:\n {4}5 han 40 fu, mangan: base 2000\n/,
  );
  const history = await runCli(['game', 'show', file]);
  expect(history.stdout).toMatch(
    /Ann ron from Bo, 2 han 40 fu; Di ron from Bo, 5 han 40 fu, mangan +\+3900 +-11900 +0 +\+8000/,
  );
});

test('a player name matches however its accents are encoded (NFC or NFD), and look-alike names are refused', async () => {
  const dir = tempDir('unicode-names');
  const nfc = 'Zo\u00eb';
  const nfd = 'Zoe\u0308';
  const twins = await runCli(['game', 'new', join(dir, 'twins.json'), '--players', `${nfd},${nfc},Bo,Cy`]);
  expect(twins.code).toBe(2);
  expect(twins.stderr).toContain('the four names must differ');
  const file = join(dir, 'g.json');
  const made = await runCli(['game', 'new', file, '--players', `${nfd},Bo,Cy,Di`, '--family', 'singapore']);
  expect(made.code, made.stderr).toBe(0);
  // The name typed the other way names the same player.
  const added = await runCli(['game', 'add', file, '--tsumo', nfc, '--tai', '1']);
  expect(added.code, added.stderr).toBe(0);
  expect(added.stdout).toContain(`Added event #1 (hand 1, East 1): ${nfc} tsumo, 1 tai`);
  const again = await runCli(['game', 'add', file, '--ron', 'Bo', '--from', nfd.toUpperCase(), '--tai', '1']);
  expect(again.code, again.stderr).toBe(0);
});

test('a multiple ron can name the liable player (pao) of one winner only: --pao ,Cy', async () => {
  const file = join(tempDir('pao-one-winner'), 'p.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', 'ema2016'])).code).toBe(
    0,
  );
  const added = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Ann,Di',
    '--from',
    'Bo',
    '--hand',
    '234567m345p67899s',
    '--hand',
    // Both win on Bo's one discard, 5p.
    '123m55p + pon:555z pon:666z pon:777z',
    '--win',
    '5p,5p',
    '--pao',
    ',Cy',
    '--json',
  ]);
  expect(added.code, added.stderr).toBe(0);
  const { state } = JSON.parse(added.stdout) as { state: { scores: number[] } };
  // Ann (dealer) 1 han 30 fu from Bo: 1500; Di's daisangen on a ron, Cy liable: 16000 each from Bo and Cy.
  expect(state.scores).toEqual([31500, 12500, 14000, 62000]);
});

test('a number too large to keep exactly is refused, not saved rounded (99999999999999999999 han as 1e20)', async () => {
  const file = join(tempDir('huge'), 'g.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  const han = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Bo',
    '--from',
    'Ann',
    '--han',
    '99999999999999999999',
    '--fu',
    '30',
  ]);
  expect(han.code).toBe(2);
  expect(han.stderr).toContain('--han: 99999999999999999999 is too large');
  expect(han.stdout).toBe('');
  const honba = await runCli(['score', '234567m345p67899s', '--honba', '99999999999999999999']);
  expect(honba.code).toBe(2);
  expect(honba.stderr).toContain('--honba: 99999999999999999999 is too large');
});

test('a riichi declaration named twice (Bo,Bo for Bo,Di) is refused rather than one stick dropped', async () => {
  const file = join(tempDir('riichi-twice'), 'g.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  const r = await runCli(['game', 'add', file, '--draw', '--tenpai', 'Bo', '--riichi', 'Bo,bo']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--riichi names Bo (seat 2) twice');
});

test('--json with no command says a command is needed, not that --json is an unknown option', async () => {
  for (const [args, names] of [
    [['--json'], 'score, waits, shanten, game, chart, rules'],
    [['game', '--json'], 'new, add, edit, adjust, penalty, remove, show, settle, export'],
  ] as const) {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    const doc = JSON.parse(r.stdout) as { issues: { code: string; message: string }[] };
    expect(doc.issues[0]!.code).toBe('missing_command');
    expect(doc.issues[0]!.message).toContain(names);
    expect(r.stderr).not.toContain('unknown option');
  }
  // Help and the version stay what they were.
  expect(JSON.parse((await runCli(['--json', '--version'])).stdout)).toEqual({ ok: true, version: '0.1.0' });
  expect(
    (JSON.parse((await runCli(['game', '--json', '--help'])).stdout) as { help: string }).help,
  ).toContain('Usage: mahjong-ledger game');
});

test('no command’s help has two blank lines in a row (shanten --help had one too many)', async () => {
  for (const command of ['score', 'waits', 'shanten', 'game', 'chart', 'rules']) {
    const r = await runCli([command, '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout, command).not.toContain('\n\n\n');
  }
});

test("an edit keeps the hand's note unless --note is given, and --note '' clears it", async () => {
  const file = join(tempDir('edit-note'), 'n.json');
  await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', 'ema2016']);
  const add = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Bo',
    '--from',
    'Ann',
    '--han',
    '2',
    '--fu',
    '30',
    '--note',
    'Ann protested the wait',
  ]);
  expect(add.code, add.stderr).toBe(0);
  const notes = async () =>
    JSON.parse(readFileSync(file, 'utf8')).events.map((e: { note?: string }) => e.note ?? null);
  // The value corrected: the note stays.
  expect(
    (await runCli(['game', 'edit', file, '1', '--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30']))
      .code,
  ).toBe(0);
  expect(await notes()).toEqual([null, 'Ann protested the wait']);
  // A new note replaces it; an empty one clears it.
  await runCli([
    'game',
    'edit',
    file,
    '1',
    '--ron',
    'Bo',
    '--from',
    'Ann',
    '--han',
    '3',
    '--fu',
    '30',
    '--note',
    'settled: 3 han',
  ]);
  expect(await notes()).toEqual([null, 'settled: 3 han']);
  await runCli([
    'game',
    'edit',
    file,
    '1',
    '--ron',
    'Bo',
    '--from',
    'Ann',
    '--han',
    '3',
    '--fu',
    '30',
    '--note',
    '',
  ]);
  expect(await notes()).toEqual([null, null]);
});
