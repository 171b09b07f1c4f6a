// `edit`, `remove`, `show --hand` and `add --at` take an event number: the #n of game show's
// `event` column, which counts Singapore payouts too, where its `hand` column numbers hands (as
// the CSV does). Their help said "hand n" and their errors "the hand number".

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

test.each([
  ['edit', '<event>'],
  ['remove', '<event>'],
  ['show', '--hand <event>'],
  ['add', '--at <event>'],
  ['adjust', '--at <event>'],
  ['penalty', '--at <event>'],
])('game %s --help says it takes an event number (%s), never "hand n"', async (sub, usage) => {
  const r = await runCli(['game', sub, '--help']);
  expect(r.code).toBe(0);
  expect(r.stdout).toContain(usage);
  expect(r.stdout).toMatch(/event #n|event column/);
  expect(r.stdout).not.toMatch(/\bhand n\b|^Usage: .*<n>/m);
});

test('a value that is not an event number is named as one, with the option that took it', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-event-numbers-')), 'g.json');
  expect(
    (await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', 'singapore'])).code,
  ).toBe(0);
  expect((await runCli(['game', 'add', file, '--instant', 'Di', '--bonus', '1a'])).code).toBe(0);
  expect((await runCli(['game', 'add', file, '--tsumo', 'Ann', '--tai', '3'])).code).toBe(0);
  const column = "(the #n of game show's event column, not its hand column)";
  const at = await runCli(['game', 'add', file, '--draw', '--at', 'first']);
  expect(at.code).toBe(2);
  expect(at.stderr).toContain(`--at takes an event number, which must be a whole number from 1 ${column}`);
  const edit = await runCli(['game', 'edit', file, 'x', '--draw']);
  expect(edit.stderr).toContain(`the event number must be a whole number from 1 ${column}, not "x"`);
  const show = await runCli(['game', 'show', file, '--hand', '3']);
  expect(show.code).toBe(1);
  expect(show.stderr).toContain('there is no event #3 (events: #1 #2)');
});

/**
 * The history row of event #n in `game show`: its hand column and round (E2-0 → East 2).
 */
async function historyRow(file: string, index: number): Promise<{ hand: string; round: string }> {
  const show = await runCli(['game', 'show', file]);
  const row = show.stdout.split('\n').find((l) => l.trimStart().startsWith(`#${index} `));
  const m = /^\s+#\d+\s+(\d*)\s+([ESWN])(\d)-\d+\s/.exec(row ?? '');
  if (!m) throw new Error(`no history row for #${index} in:\n${show.stdout}`);
  const wind = { E: 'East', S: 'South', W: 'West', N: 'North' }[m[2] as 'E'];
  return { hand: m[1]!, round: `${wind} ${m[3]}` };
}

test('what add, edit, remove and add --at print names the event number and the hand number apart, as game show does', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-event-numbers-')), 'sg.json');
  expect(
    (await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', 'singapore'])).code,
  ).toBe(0);
  // Each confirmation, then the history's hand column and round of that event agree with it.
  const steps: [string[], number, string][] = [
    [
      ['add', '--instant', 'Di', '--bonus', '1a'],
      1,
      'Added event #1 (during hand 1, East 1): Di shows 1a: instant payout',
    ],
    [['add', '--tsumo', 'Bo', '--tai', '3'], 2, 'Added event #2 (hand 1, East 1): Bo tsumo, 3 tai'],
    [['add', '--tsumo', 'Cy', '--tai', '1'], 3, 'Added event #3 (hand 2, East 2): Cy tsumo, 1 tai'],
    [['edit', '3', '--tsumo', 'Di', '--tai', '1'], 3, 'Replaced event #3 (hand 2, East 2): Di tsumo, 1 tai'],
    [
      ['add', '--at', '3', '--tsumo', 'Bo', '--tai', '2'],
      3,
      'Inserted event #3 (hand 2, East 2): Bo tsumo, 2 tai',
    ],
  ];
  for (const [[sub, ...rest], index, headline] of steps) {
    const r = await runCli(['game', sub!, file, ...rest]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout.split('\n')[0]).toBe(headline);
    const row = await historyRow(file, index);
    const said = /\((?:during )?hand (\d+), (\w+ \d)\)/.exec(headline)!;
    expect(row).toEqual({ hand: said[1], round: said[2] });
  }
  // The event removed is named as it stood: Di's tsumo, now event #4 and hand 3 (Bo dealt again).
  expect(await historyRow(file, 4)).toEqual({ hand: '3', round: 'East 2' });
  const removed = await runCli(['game', 'remove', file, '4']);
  expect(removed.code).toBe(0);
  expect(removed.stdout.split('\n')[0]).toBe(
    'Removed event #4 (hand 3, East 2): Di tsumo, 1 tai; 3 events left after the start',
  );
  // show --hand heads the score boxes with both numbers too (it read "Hand #3" for the second hand).
  const shown = await runCli(['game', 'show', file, '--hand', '3']);
  expect(shown.stdout.split('\n')[0]).toBe('Event #3 (hand 2): East 2, dealer repeats 0, dealer Bo');
  const payout = await runCli(['game', 'show', file, '--hand', '1']);
  expect(payout.stdout.split('\n')[0]).toBe('Event #1 (during hand 1): East 1, dealer repeats 0, dealer Ann');
});
