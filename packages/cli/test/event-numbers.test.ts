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
