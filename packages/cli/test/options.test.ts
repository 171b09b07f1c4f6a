// Options read as they say: a player named twice in a list is named in the message (by name and
// seat number, as the command line counts seats), an option a command's family does not use is
// refused rather than ignored, a rate is a decimal number, and the help's exit codes are all there.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

let dir: string;
let file: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-options-'));
  file = join(dir, 'table.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
});

describe('a player named twice in a list', () => {
  test.each([
    [['--draw', '--tenpai', 'Ann,1'], '--tenpai names Ann (seat 1) twice'],
    [['--draw', '--tenpai', 'cy,Cy'], '--tenpai names Cy (seat 3) twice'],
    [['--ron', 'Bo,2', '--from', 'Ann', '--han', '1', '--fu', '30'], '--ron names Bo (seat 2) twice'],
  ])('%j: a usage error naming the player, the game unchanged', async (args, message) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).not.toMatch(/0\.\.3/);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('--nagashi under rules that play it', async () => {
    const game = join(dir, 'nagashi.json');
    expect(
      (await runCli(['game', 'new', game, '--players', 'Ann,Bo,Cy,Di', '--rules', 'mahjongsoul'])).code,
    ).toBe(0);
    const r = await runCli(['game', 'add', game, '--draw', '--tenpai', 'Di', '--nagashi', 'Di,4']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--nagashi names Di (seat 4) twice');
  });
});

test('chart --max-tai with a riichi preset is a usage error, not ignored', async () => {
  const r = await runCli(['chart', '--rules', 'tenhou', '--max-tai', '3']);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  expect(r.stderr).toContain('--max-tai is for Singapore tai tables');
});

test.each(['0x10', '0b11', '1_000'])(
  'game new --rate %s is a usage error (a rate is a decimal number)',
  async (rate) => {
    const r = await runCli([
      'game',
      'new',
      join(dir, `rate-${rate}.json`),
      '--players',
      'Ann,Bo,Cy,Di',
      '--rate',
      rate,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`--rate must be a number ≥ 0, not "${rate}"`);
  },
);

test.each(['0.5', '.25', '2', '1e3'])('game new --rate %s is a rate', async (rate) => {
  const r = await runCli([
    'game',
    'new',
    join(dir, `rate-ok-${rate}.json`),
    '--players',
    'Ann,Bo,Cy,Di',
    '--rate',
    rate,
  ]);
  expect(r.code).toBe(0);
});

test('the main help lists every exit code, 3 (an error in the tool itself) too', async () => {
  const r = await runCli(['--help']);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(/Exit codes: 0 ok, 1 .*, 2 usage error, 3 an error in the tool itself\./);
});
