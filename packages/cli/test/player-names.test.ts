// Players are typed by name (any case, width or spacing: core's playerNameKey) or by seat number 1-4, in comma lists. `game new` refuses
// names the options could not tell apart; a game file edited by hand (or written by another
// program) to such names is refused for changes, naming the clash, where a name typed would
// have picked the wrong seat or none. Showing it still works: no name is typed there.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-names-'));

/** A riichi game with one hand, its names then edited to `players` as a hand edit would. */
async function editedGame(name: string, players: string[], family = 'riichi'): Promise<string> {
  const file = join(dir, `${name}.json`);
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', family])).code).toBe(0);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  doc.events[0].config.players = players;
  writeFileSync(file, JSON.stringify(doc, null, 2));
  return file;
}

describe('a game file whose names clash is refused for changes, naming the clash', () => {
  test.each([
    [
      'case',
      ['Ann', 'ann', 'Cy', 'Di'],
      'the four names must differ: "Ann" (seat 1) and "ann" (seat 2) are one name to the options, which match names in any case, width and spacing',
    ],
    [
      'seat-numbers',
      ['2', '1', 'Cy', 'Di'],
      'a name cannot be a seat number 1-4: "2" (seat 1) is read as seat 2',
    ],
    ['padded', ['Ann', ' ann ', 'Cy', 'Di'], '"Ann" (seat 1) and " ann " (seat 2) are one name'],
    ['width', ['Ann', 'Ａｎｎ', 'Cy', 'Di'], '"Ann" (seat 1) and "Ａｎｎ" (seat 2) are one name'],
    [
      'spacing',
      ['Mary Ann', 'Bo', 'Mary  Ann', 'Di'],
      '"Mary Ann" (seat 1) and "Mary  Ann" (seat 3) are one name',
    ],
    ['blank', ['Ann', '  ', 'Cy', 'Di'], 'seat 2 has no name; a name cannot be empty'],
    ['comma', ['Ann', 'Bo', 'Cy', 'Di,Jr'], 'the name "Di,Jr" (seat 4) holds a comma'],
  ])('%s', async (name, players, clash) => {
    const file = await editedGame(name, players);
    const before = readFileSync(file, 'utf8');
    for (const args of [
      ['add', file, '--tsumo', '2', '--han', '1', '--fu', '30'],
      ['add', file, '--draw'],
      ['edit', file, '1', '--draw'],
      ['remove', file, '1'],
      ['penalty', file, '--player', '2', '--points', '-10'],
    ]) {
      const r = await runCli(['game', ...args]);
      expect(r.code, r.stderr).toBe(1);
      expect(r.stderr).toContain(clash);
      expect(r.stderr).toContain("rename a player in the file's events[0].config.players");
      expect(readFileSync(file, 'utf8')).toBe(before);
    }
    const json = await runCli(['game', 'add', file, '--draw', '--json']);
    const doc = parseJsonOutput(json) as { ok: boolean; issues: { code: string; path: string }[] };
    expect(doc.ok).toBe(false);
    expect(doc.issues[0]).toMatchObject({ code: 'player_names_clash', path: 'events[0].config.players' });
    // Nothing is typed to show, settle or export it.
    for (const args of [
      ['show', file],
      ['settle', file],
      ['export', file, '--csv'],
    ])
      expect((await runCli(['game', ...args])).code).toBe(0);
  });

  test('every seat-number name and every clash is named', async () => {
    const file = await editedGame('all', ['2', '1', 'Ann', 'ANN']);
    const r = await runCli(['game', 'add', file, '--draw']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"2" (seat 1) is read as seat 2');
    expect(r.stderr).toContain('"1" (seat 2) is read as seat 1');
    expect(r.stderr).toContain('"Ann" (seat 3) and "ANN" (seat 4) are one name');
  });
});

test('game new names every clash the same way', async () => {
  const r = await runCli(['game', 'new', join(dir, 'new.json'), '--players', '3,Ann,Bo,ANN']);
  expect(r.code).toBe(2);
  expect(r.stderr).toContain('--players: a name cannot be a seat number 1-4: "3" (seat 1) is read as seat 3');
  expect(r.stderr).toContain('--players: the four names must differ: "Ann" (seat 2) and "ANN" (seat 4)');
});

test('a name with spaces around it in the file is named by the name typed', async () => {
  const file = await editedGame('spaces', ['Ann', ' Bo ', 'Cy', 'Di']);
  const r = await runCli(['game', 'add', file, '--tsumo', 'Bo', '--han', '1', '--fu', '30']);
  expect(r.code, r.stderr).toBe(0);
  expect(JSON.parse(readFileSync(file, 'utf8')).events[1].result.wins[0].winner).toBe(1);
});

test('a name typed in another width or spacing is the player of that name', async () => {
  const file = await editedGame('typed-forms', ['Ann', 'Mary Ann', 'Cy', 'Di']);
  const r = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'mary  ann',
    '--from',
    'ＣＹ',
    '--han',
    '1',
    '--fu',
    '30',
  ]);
  expect(r.code, r.stderr).toBe(0);
  const win = JSON.parse(readFileSync(file, 'utf8')).events[1].result;
  expect(win.wins[0].winner).toBe(1);
  expect(win.wins[0].from).toBe(2);
});

test('--loser-scores names a player whose name holds "="', async () => {
  const file = join(dir, 'loser.json');
  const made = await runCli([
    'game',
    'new',
    file,
    '--players',
    'A=B,Bo,Cy,Di',
    '--family',
    'classical',
    '--set',
    'loserSettlement=true',
  ]);
  expect(made.code, made.stderr).toBe(0);
  const r = await runCli([
    'game',
    'add',
    file,
    '--ron',
    'Bo',
    '--from',
    'Cy',
    '--points',
    '30',
    '--doubles',
    '1',
    '--loser-scores',
    'A=B=40,Cy=20,Di=10',
  ]);
  expect(r.code, r.stderr).toBe(0);
});
