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

describe('a flag given twice says it once; a rule or a loser named twice is refused', () => {
  test('game add --draw --draw and --ippatsu --ippatsu record the hand as if each were given once', async () => {
    const file = join(dir, 'flags.json');
    expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    const draw = await runCli(['game', 'add', file, '--draw', '--draw']);
    expect({ code: draw.code, stderr: draw.stderr }).toEqual({ code: 0, stderr: '' });
    const tsumo = await runCli([
      'game',
      'add',
      file,
      '--tsumo',
      'Cy',
      '--hand',
      '234567m345p67899s',
      '--win',
      '5p',
      '--riichi',
      'Cy',
      '--ippatsu',
      '--ippatsu',
    ]);
    expect({ code: tsumo.code, stderr: tsumo.stderr }).toEqual({ code: 0, stderr: '' });
    // riichi, ippatsu, tsumo, pinfu: ippatsu counted once.
    expect(tsumo.stdout.split('\n')[0]).toBe('Added event #2 (hand 2, East 2): Cy tsumo, 4 han 20 fu');
    const events = JSON.parse(readFileSync(file, 'utf8')).events;
    expect(events[1]).toEqual({ type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } });
    expect(events[2].result.wins[0].score.flags).toEqual({ ippatsu: true });
  });

  test.each([
    ['game new', ['game', 'new', '<new>', '--players', 'Ann,Bo,Cy,Di']],
    ['score', ['score', '234567m345p67899s', '--win', '5p', '--tsumo', '--riichi']],
    ['rules', ['rules', 'tenhou']],
  ])('%s --set with one rule twice is refused, naming it and both values', async (_what, args) => {
    const file = join(dir, `set-twice-${Math.random().toString(36).slice(2)}.json`);
    const r = await runCli([
      ...args.map((a) => (a === '<new>' ? file : a)),
      '--set',
      'kiriage=true',
      '--set',
      'kanburi=true',
      '--set',
      'kiriage=false',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --set kiriage was given twice (true, then false); set each rule once');
    expect(r.stdout).toBe('');
    expect(() => readFileSync(file)).toThrow();
  });

  test('--loser-scores naming a loser twice (by name, then by seat) is refused, the file untouched', async () => {
    const file = join(dir, 'losers.json');
    const made = await runCli([
      'game',
      'new',
      file,
      '--players',
      'Ann,Bo,Cy,Di',
      '--rules',
      'jc_reference',
      '--set',
      'loserSettlement=true',
    ]);
    expect(made.code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const args = ['game', 'add', file, '--ron', 'Bo', '--from', 'Ann', '--points', '30', '--doubles', '1'];
    const r = await runCli([...args, '--loser-scores', 'Ann=40,Cy=10,Di=0,1=20']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --loser-scores names Ann (seat 1) twice; give each loser one score');
    expect(readFileSync(file, 'utf8')).toBe(before);
    // Each once: recorded.
    expect((await runCli([...args, '--loser-scores', 'Ann=40,Cy=10,Di=0'])).code).toBe(0);
  });
});

describe('an option left without its value is not given the next option as one', () => {
  test.each([
    // The note read "--json" and the run printed text, where the value had been left out.
    [
      ['--draw', '--note', '--json'],
      '--note needs a value, and was given none: the word after it, --json, is an option of this command',
    ],
    [
      ['--ron', '--from', 'Ann', '--han', '3', '--fu', '30'],
      '--ron needs a value, and was given none: the word after it, --from,',
    ],
    [['--tsumo', 'Bo', '--hand', '--win', '5p'], '--hand needs a value'],
  ])('game add %j', async (args, message) => {
    const before = readFileSync(game, 'utf8');
    const r = await runCli(['game', 'add', game, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`error: ${message}`);
    expect(readFileSync(game, 'utf8')).toBe(before);
  });

  test('--json moved from before the command is never taken as a value: the one error document', async () => {
    const before = readFileSync(game, 'utf8');
    // `--json` written first goes after the command's words (main.ts), here after --note.
    const r = await runCli(['--json', 'game', 'add', game, '--draw', '--note']);
    expect(r.code).toBe(2);
    expect(parseJsonOutput(r)).toMatchObject({
      ok: false,
      error: 'usage',
      issues: [{ code: 'option_missing_argument', message: expect.stringContaining('--note needs a value') }],
    });
    expect(readFileSync(game, 'utf8')).toBe(before);
    // With a note it is the run's --json, as before.
    const ok = await runCli(['--json', 'game', 'add', game, '--draw', '--note', 'x']);
    expect(ok.code).toBe(0);
    expect(parseJsonOutput(ok)).toMatchObject({ ok: true, event: expect.any(Number) });
    expect(JSON.parse(readFileSync(game, 'utf8')).events.at(-1).note).toBe('x');
  });
});
