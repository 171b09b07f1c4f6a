// A refused entry names what to change as it was typed: the option a problem is in ("--han",
// "--han, for Di" in a multiple ron) and, for a correction that breaks a later hand, that hand's
// number; never a path into the game file. `--json` keeps core's paths for scripts.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-entry-issues-'));
});

async function newGame(name: string, rules = 'ema2016'): Promise<string> {
  const file = join(dir, name);
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', rules])).code).toBe(0);
  return file;
}

describe('a refused entry names its options', () => {
  test.each([
    [
      ['--ron', 'Bo,Di', '--from', 'Cy', '--han', '2,0', '--fu', '30'],
      'han must be a whole number from 1 to 100 (--han, for Di)',
    ],
    [
      ['--tsumo', 'Cy', '--hand', '123m456p789s11z22z', '--dora', '9q'],
      'unexpected character "q" at position 2 (--dora)',
    ],
    [
      ['--tsumo', 'Cy', '--hand', '123m456p789s11z22z', '--win', '2z', '--rinshan'],
      'rinshan kaihou needs a kan in the hand (--rinshan)',
    ],
    [['--tsumo', 'Cy', '--hand', '123m456p789s1z'], 'the hand has 10 tiles; it needs 14 (--hand)'],
  ])('%j', async (args, line) => {
    const file = await newGame(`named-${args.join('').replace(/\W/g, '')}.json`);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(`error: ${line}\n`);
    expect(r.stderr).not.toContain('events[');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('with --json the issue keeps its path in the game', async () => {
    const file = await newGame('json.json');
    const r = await runCli([
      'game',
      'add',
      file,
      '--ron',
      'Bo,Di',
      '--from',
      'Cy',
      '--han',
      '2,0',
      '--fu',
      '30',
      '--json',
    ]);
    expect(r.code).toBe(1);
    const doc = parseJsonOutput(r) as { issues: { path: string }[] };
    expect(doc.issues.map((i) => i.path)).toEqual(['events[1].result.wins[1].score.han']);
  });
});

test('a correction that breaks a later hand names that hand by its number', async () => {
  const file = await newGame('later.json', 'tenhou');
  const add = (args: string[]) => runCli(['game', 'add', file, ...args]);
  // Di's mangan from Cy, then Ann's yakuman from Di: Di keeps 1,000 (25,000 + 8,000 − 32,000).
  expect((await add(['--ron', 'Di', '--from', 'Cy', '--han', '5', '--fu', '30'])).code).toBe(0);
  expect((await add(['--ron', 'Ann', '--from', 'Di', '--yakuman', '1'])).code).toBe(0);
  expect((await add(['--draw'])).code).toBe(0);
  const before = readFileSync(file, 'utf8');
  // Hand 1 as 1 han 30 fu: Di then falls below zero at hand 2, and the game ends before hand 3.
  const r = await runCli([
    'game',
    'edit',
    file,
    '1',
    '--ron',
    'Di',
    '--from',
    'Cy',
    '--han',
    '1',
    '--fu',
    '30',
  ]);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(
    /error: the game is over \(Di went below zero\); no more hands can be added \(event #3\)\n/,
  );
  expect(readFileSync(file, 'utf8')).toBe(before);
});
