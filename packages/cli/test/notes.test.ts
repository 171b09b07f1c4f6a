// A note kept with a hand (`game add --note`), or with a referee's adjustment, is shown where the
// game is read: in the history line of its event and in `game show --hand n`.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appendEvent, parseGameDocument, serializeGame } from '@mahjong-ledger/core';
import { beforeAll, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

let file: string;

beforeAll(async () => {
  file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-notes-')), 'table.json');
  expect((await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  const add = ['game', 'add', file, '--ron', 'Bo', '--from', 'Ann', '--han', '2', '--fu', '30'];
  expect((await runCli([...add, '--note', 'Ann misread the wait'])).code).toBe(0);
  expect((await runCli(['game', 'add', file, '--draw', '--tenpai', 'Cy'])).code).toBe(0);
  // A correction made in the web app, with its note.
  const doc = parseGameDocument(readFileSync(file, 'utf8'));
  if (!doc.ok) throw new Error('not a game');
  const next = appendEvent(doc.value, {
    type: 'adjust',
    scores: [27000, 32000, 31000, 30000],
    sticks: 0,
    note: 'table 3 recount',
  });
  if (!next.ok) throw new Error(next.issues.map((i) => i.message).join('; '));
  writeFileSync(file, serializeGame(next.value.doc));
});

test('the history shows each event’s note, and only there', async () => {
  const r = await runCli(['game', 'show', file]);
  expect(r.code).toBe(0);
  const rows = r.stdout.split('\n').filter((l) => /^\s+#\d/.test(l));
  expect(rows[0]).toMatch(/#1 .*Bo ron from Ann, 2 han 30 fu; note: Ann misread the wait\s/);
  expect(rows[1]).not.toContain('note:');
  expect(rows[2]).toMatch(/#3 .*score adjustment, scores set; note: table 3 recount\s/);
});

test('game show --hand shows the note of a hand and of an adjustment', async () => {
  const hand = await runCli(['game', 'show', file, '--hand', '1']);
  expect(hand.code).toBe(0);
  expect(hand.stdout.split('\n').slice(0, 3)).toEqual([
    'Event #1 (hand 1): East 1, honba 0, dealer Ann',
    '  Bo ron from Ann, 2 han 30 fu',
    '  note: Ann misread the wait',
  ]);
  const draw = await runCli(['game', 'show', file, '--hand', '2']);
  expect(draw.stdout).not.toContain('note:');
  const adjust = await runCli(['game', 'show', file, '--hand', '3']);
  expect(adjust.code).toBe(0);
  expect(adjust.stdout).toContain('  note: table 3 recount\n');
});

test('a note that is not text (a file edited by hand: "note": 5) is shown as its JSON, not a crash', async () => {
  const edited = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-notes-')), 'edited.json');
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  doc.events[1].note = 5;
  doc.events[2].note = { by: 'Cy' };
  writeFileSync(edited, JSON.stringify(doc));
  const show = await runCli(['game', 'show', edited]);
  expect(show.stderr).toBe('');
  expect(show.code).toBe(0);
  expect(show.stdout).toContain('; note: 5');
  expect(show.stdout).toContain('; note: {"by":"Cy"}');
  const hand = await runCli(['game', 'show', edited, '--hand', '1']);
  expect(hand.code).toBe(0);
  expect(hand.stdout).toContain('  note: 5');
});
