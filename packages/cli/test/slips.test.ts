// Slips a careless user makes on the command line, each refused with the option named, where
// the tool went on with a default or answered in core's terms: an empty --win (an unset shell
// variable) scored or recorded the hand as won on another tile; --from or --pao naming the
// winner's own seat was refused as "must be another seat (1..4) (situation.discarderWind)".

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-slips-'));

test.each([
  [['--win', ''], '--win needs a tile, not an empty value'],
  [['--win', ' '], '--win needs a tile, not an empty value'],
  [
    ['--win', '5p', '--from', 's'],
    "--from s is the winner's own seat (--seat South); the discarder of a ron is another player",
  ],
  [['--win', '5p', '--seat', 'E', '--pao', '1'], "--pao 1 is the winner's own seat (--seat East)"],
  [
    ['--win', '5p', '--seat', 'W', '--from', 'west', '--rules', 'sg_reference'],
    "--from west is the winner's own seat",
  ],
])('score %j is a usage error naming the option', async (args, message) => {
  const r = await runCli(['score', '234567m345p67899s', ...args]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(message);
});

test('game add --win "" is refused, the file unchanged', async () => {
  const file = join(dir, 'g.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  const before = readFileSync(file, 'utf8');
  const r = await runCli(['game', 'add', file, '--tsumo', 'Ann', '--hand', '234567m345p67899s', '--win', '']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--win needs a tile, not an empty value');
  expect(readFileSync(file, 'utf8')).toBe(before);
  // A place left empty in a comma list is still the default for that winner.
  const two = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Bo,Di',
    '--from',
    'Ann',
    '--hand',
    '234567m34p67899s5p',
    '--hand',
    '234567m345p67899s',
    '--win',
    ',5p',
    '--riichi',
    'Bo,Di',
  ]);
  expect(two.code, two.stderr).toBe(0);
});

test.each([
  [['--points', '40'], '--limit-hand is the whole value of the win (the limit); give it without --points'],
  [['--doubles', '2'], 'give it without --doubles'],
])('game add --limit-hand with %j is refused, where the value was dropped', async (extra, message) => {
  const file = join(dir, `limit-${extra[0]}.json`);
  expect(
    (await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', 'classical'])).code,
  ).toBe(0);
  const before = readFileSync(file, 'utf8');
  const r = await runCli(['game', 'add', file, '--tsumo', 'Bo', '--limit-hand', ...extra]);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain(message);
  expect(readFileSync(file, 'utf8')).toBe(before);
  expect((await runCli(['game', 'add', file, '--tsumo', 'Bo', '--limit-hand'])).code).toBe(0);
});

describe('a rule option is named where the user gave it, not by core’s name for it', () => {
  test.each([
    [
      ['score', '234567m345p67899s', '--set', 'kiriage=2'],
      'option "kiriage" should be a boolean (--set kiriage)',
    ],
    [['rules', 'tenhou', '--set', 'nope=1'], 'unknown riichi option "nope" (--set nope)'],
    [['chart', '--set', 'kiriage=2'], '(--set kiriage)'],
  ])('%j', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toContain('rule_overrides');
  });

  test('in a game file, by its place in the file', async () => {
    const file = join(dir, 'rules-edited.json');
    expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    doc.events[0].config.overrides = { kiriage: 'yes' };
    writeFileSync(file, JSON.stringify(doc));
    const option = await runCli(['game', 'show', file]);
    expect(option.code).toBe(1);
    expect(option.stderr).toContain(
      'option "kiriage" should be a boolean (events[0].config.overrides.kiriage)',
    );
    doc.events[0].config = { ...doc.events[0].config, overrides: {}, preset: 'nope' };
    writeFileSync(file, JSON.stringify(doc));
    const preset = await runCli(['game', 'show', file]);
    expect(preset.code).toBe(1);
    expect(preset.stderr).toContain('unknown riichi preset "nope"');
    expect(preset.stderr).toContain('(events[0].config.preset)');
  });
});

test.each([
  [['--honba', '1000001'], 'error: not valid: honba must be a whole number from 0 to 1000000 (--honba)'],
  [
    ['--sticks', '1000001'],
    'error: not valid: riichi sticks must be a whole number from 0 to 1000000 (--sticks)',
  ],
  [['--dora', '1f'], 'error: not valid: an indicator must be a suit or honour tile (--dora)'],
])('score %j names the option, not core’s situation field, and blames no hand', async (args, line) => {
  const r = await runCli(['score', '234567m345p67899s', '--win', '5p', ...args]);
  expect(r.code).toBe(1);
  expect(r.stderr).toBe(`${line}\n`);
});
