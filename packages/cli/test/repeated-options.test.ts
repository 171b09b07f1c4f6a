// An option that takes one value, given twice, is refused in every command: commander kept the
// last value alone, so `--ron Di --ron Cy` recorded Cy's win only and `--han 3 --han 5` recorded
// 5. The options built to collect their values (--hand, --kong, --change-of-heart, --set) still
// take every value given.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;
let game: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-repeated-'));
  game = join(dir, 'table.json');
  expect((await runCli(['game', 'new', game, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
});

describe('an option given twice is refused, naming it', () => {
  test.each([
    [
      'game add --ron',
      ['--ron', 'Di', '--ron', 'Cy', '--from', 'Ann', '--han', '2', '--fu', '30'],
      '--ron was given twice ("Di", then "Cy") and takes one value; several values are one comma list: --ron Di,Cy',
    ],
    [
      'game add --han',
      ['--ron', 'Di', '--from', 'Ann', '--han', '3', '--han', '5', '--fu', '30'],
      '--han was given twice ("3", then "5") and takes one value; several values are one comma list: --han 3,5',
    ],
    [
      'game add --from, written --from=',
      ['--ron', 'Di', '--from=Ann', '--from', 'Bo', '--han', '3', '--fu', '30'],
      '--from was given twice ("Ann", then "Bo") and takes one value; give it once',
    ],
    [
      'game add --riichi',
      ['--ron', 'Di', '--from', 'Ann', '--han', '3', '--fu', '30', '--riichi', 'Di', '--riichi', 'Cy'],
      '--riichi was given twice ("Di", then "Cy") and takes one value; several values are one comma list: --riichi Di,Cy',
    ],
    [
      'game add --note',
      ['--draw', '--note', 'one', '--note', 'two'],
      '--note was given twice ("one", then "two") and takes one value; give it once',
    ],
    [
      'game add --abortive (an option with choices)',
      ['--abortive', 'suufon_renda', '--abortive', 'suukaikan'],
      '--abortive was given twice',
    ],
  ])('%s', async (_what, args, message) => {
    const before = readFileSync(game, 'utf8');
    const r = await runCli(['game', 'add', game, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`error: ${message}`);
    expect(r.stdout).toBe('');
    // Nothing was recorded.
    expect(readFileSync(game, 'utf8')).toBe(before);
  });

  test('with --json: one error document, the issue repeated_option', async () => {
    const r = await runCli([
      'game',
      'add',
      game,
      '--ron',
      'Di',
      '--from',
      'Ann',
      '--han',
      '3',
      '--han',
      '5',
      '--fu',
      '30',
      '--json',
    ]);
    expect(r.code).toBe(2);
    expect(parseJsonOutput(r)).toMatchObject({
      ok: false,
      error: 'usage',
      issues: [{ code: 'repeated_option', message: expect.stringContaining('--han was given twice') }],
      exitCode: 2,
    });
  });

  test('three times: named with every value', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--seat', 'E', '--seat', 'S', '--seat', 'W']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --seat was given twice ("E", then "S") and takes one value');
  });

  test.each([
    [
      ['--dora', '1m', '--dora', '2m'],
      '--dora was given twice ("1m", then "2m") and takes one value; several tiles are one list: --dora 1m2m',
    ],
    [
      ['--win', '5p', '--win', '9s'],
      '--win was given twice ("5p", then "9s") and takes one value; give it once',
    ],
    [['--rules', 'tenhou', '--rules', 'mleague'], '--rules was given twice'],
    [['--family', 'riichi', '--family', 'singapore'], '--family was given twice'],
  ])('score %j', async (args, message) => {
    const r = await runCli(['score', '234567m345p67899s', '--tsumo', '--riichi', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`error: ${message}`);
    expect(r.stdout).toBe('');
  });

  test.each([
    [
      ['--players', 'a,b,c,d', '--players', 'e,f,g,h'],
      '--players was given twice ("a,b,c,d", then "e,f,g,h")',
    ],
    [['--players', 'a,b,c,d', '--rules', 'tenhou', '--rules', 'mleague'], '--rules was given twice'],
    [['--players', 'a,b,c,d', '--rate', '1', '--rate', '2'], '--rate was given twice'],
  ])('game new %j', async (args, message) => {
    const file = join(dir, `new-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli(['game', 'new', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`error: ${message}`);
    expect(() => readFileSync(file)).toThrow();
  });

  test('in the other commands too: waits, shanten, chart, game show, game export (rules --set collects)', async () => {
    const runs: [string[], string][] = [
      [['waits', '23456m345p67899s', '--seat', 'E', '--seat', 'S'], '--seat'],
      [['chart', '--rules', 'tenhou', '--rules', 'ema2016'], '--rules'],
      [['shanten', '123m456p789s1123z', '--seen', '1z', '--seen', '2z'], '--seen'],
      [['rules', 'ema2016', '--set', 'kiriage=true', '--set', 'kanburi=true'], ''],
      [['game', 'show', game, '--hand', '1', '--hand', '2'], '--hand'],
      [['game', 'export', game, '--csv', '--out', join(dir, 'a.csv'), '--out', join(dir, 'b.csv')], '--out'],
    ];
    for (const [args, option] of runs) {
      const r = await runCli(args);
      if (option === '') {
        expect(r.code).toBe(0);
        continue;
      }
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toContain(`error: ${option} was given twice`);
    }
  });
});

describe('the repeatable options still take every value', () => {
  test('--hand once per winner of a double ron', async () => {
    const file = join(dir, 'double.json');
    expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    const r = await runCli([
      'game',
      'add',
      file,
      '--ron',
      'Bo,Di',
      '--from',
      'Ann',
      '--hand',
      '234567m345p67899s',
      '--hand',
      '123789m456p789s11z',
      '--win',
      '5p',
      '--riichi',
      'Bo,Di',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Added event #1 (hand 1, East 1): Bo ron from Ann, 2 han 30 fu; Di ron from Ann, 1 han 40 fu',
    );
  });

  test('--kong repeated in a Singapore instant payout', async () => {
    const file = join(dir, 'sg.json');
    expect(
      (await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', 'singapore'])).code,
    ).toBe(0);
    const r = await runCli(['game', 'add', file, '--instant', 'Cy', '--kong', 'kan', '--kong', 'ankan']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Cy shows exposed kong, concealed kong: instant payout');
  });

  test('--set repeated, in score and game new', async () => {
    const score = await runCli([
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--tsumo',
      '--riichi',
      '--set',
      'kiriage=false',
      '--set',
      'kanburi=true',
      '--json',
    ]);
    expect(score.code).toBe(0);
    const file = join(dir, 'set.json');
    const r = await runCli([
      'game',
      'new',
      file,
      '--players',
      'Ann,Bo,Cy,Di',
      '--set',
      'kiriage=true',
      '--set',
      'kanburi=true',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(JSON.parse(readFileSync(file, 'utf8')).events[0].config.overrides).toEqual({
      kiriage: true,
      kanburi: true,
    });
  });

  test('a flag given twice says the same thing and is let be; --json before and after the command too', async () => {
    const r = await runCli([
      '--json',
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--tsumo',
      '--tsumo',
      '--json',
    ]);
    expect(r.code).toBe(0);
    expect(parseJsonOutput(r)).toMatchObject({ ok: true });
  });
});
