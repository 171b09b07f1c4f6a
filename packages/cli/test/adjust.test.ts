// A game with a referee's adjustment (an `adjust` event: the web app's score correction, or a
// log written by a script) reads true in the CLI: the history lists the adjustment at its place,
// so that the changes add up to the table, and `show --hand` shows it rather than denying it.

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendEvent,
  createGame,
  type GameDocument,
  type GameEvent,
  serializeGame,
} from '@mahjong-ledger/core';
import { beforeAll, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

const ron: GameEvent = {
  type: 'hand',
  riichi: [],
  result: { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 3, fu: 30 } }] },
};
const adjust: GameEvent = {
  type: 'adjust',
  scores: [20000, 30000, 28000, 22000],
  sticks: 0,
  note: 'reconnect',
};
const draw: GameEvent = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [2] } };

let file: string;

beforeAll(() => {
  const created = createGame({
    family: 'riichi',
    preset: 'mleague',
    overrides: {},
    players: ['Ann', 'Bo', 'Cy', 'Di'],
  });
  if (!created.ok) throw new Error('createGame');
  let doc: GameDocument = created.value;
  for (const e of [ron, adjust, draw]) {
    const next = appendEvent(doc, e);
    if (!next.ok) throw new Error(next.issues.map((i) => i.message).join('; '));
    doc = next.value.doc;
  }
  file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-adjust-')), 'table.json');
  writeFileSync(file, serializeGame(doc));
});

test('game show lists the adjustment at its place, and every change adds up to the table', async () => {
  const r = await runCli(['game', 'show', file]);
  expect(r.code).toBe(0);
  const lines = r.stdout.split('\n');
  const rows = lines.filter((l) => /^\s+#\d/.test(l));
  expect(rows.map((l) => /#(\d+)/.exec(l)![1])).toEqual(['1', '2', '3']);
  expect(rows[1]).toMatch(
    /#2\s+E2-0\s+score adjustment, scores set; note: reconnect\s+-1100\s+\+1100\s+\+3000\s+-3000$/,
  );
  // 25000 each at the start: the changes of every row add up to the scores of the table.
  const totals = [25000, 25000, 25000, 25000];
  for (const row of rows) {
    const changes = row.trim().split(/\s+/).slice(-4).map(Number);
    changes.forEach((c, s) => {
      totals[s]! += c;
    });
  }
  const table = lines
    .filter((l) => /^\s+[1-4]\s+(Ann|Bo|Cy|Di)\s/.test(l))
    .map((l) => Number(l.trim().split(/\s+/).at(-1)));
  expect(table).toEqual(totals);
});

test('game show --hand shows the adjustment: each score before and after it', async () => {
  const r = await runCli(['game', 'show', file, '--hand', '2']);
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(r.stdout).toContain('Event #2 (after hand 1): East 2, honba 0: score adjustment');
  expect(r.stdout).toContain('  scores set outright: an edit of an earlier hand does not change them\n');
  expect(r.stdout).toMatch(/Ann\s+21100\s+20000\s+-1100/);
  expect(r.stdout).toMatch(/Di\s+25000\s+22000\s+-3000/);
  const json = await runCli(['game', 'show', file, '--hand', '2', '--json']);
  expect(json.code).toBe(0);
  expect(parseJsonOutput(json)).toMatchObject({
    ok: true,
    eventIndex: 2,
    scoresBefore: [21100, 28900, 25000, 25000],
    scoresAfter: [20000, 30000, 28000, 22000],
  });
});

test('a number the game does not have names the adjustment among the events', async () => {
  const r = await runCli(['game', 'show', file, '--hand', '7']);
  expect(r.code).toBe(1);
  expect(r.stderr).toContain('#1 #2 #3');
});
