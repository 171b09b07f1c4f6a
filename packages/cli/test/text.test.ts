// Columns line up on a terminal whatever the players are called: a Chinese, Japanese or Korean
// name takes two columns per character there, a combining accent none.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { layoutColumns, visibleWidth } from '../src/text.ts';
import { runCli } from './support/cli.ts';

/** Terminal columns of plain text, as the test counts them: a Han character two, anything else one. */
function termWidth(text: string): number {
  return [...text].reduce((w, c) => w + (/\p{Script=Han}/u.test(c) ? 2 : 1), 0);
}

/** Where each cell of a laid-out line starts, in terminal columns. */
function columnsOf(line: string, cells: readonly string[]): number[] {
  return cells.map((cell) => termWidth(line.slice(0, line.indexOf(cell))));
}

describe('visibleWidth', () => {
  test.each([
    ['Ann', 3],
    ['陈', 2],
    ['李小龙', 6],
    ['김', 2],
    ['さくら', 6],
    ['Ｂｏ', 4],
    ['Zoe\u0301', 3],
    ['\u{1F007}\u{1F008}', 2],
  ] as const)('%s is %i columns', (text, width) => {
    expect(visibleWidth(text)).toBe(width);
  });
});

test('layoutColumns lines up the columns after wide names', () => {
  const lines = layoutColumns([
    ['1', 'Ann', 'E', '100'],
    ['2', '陈', 'S', '20'],
    ['3', '李小龙', 'W', '3'],
  ]);
  const starts = lines.map((line, i) => columnsOf(line, [['E', 'S', 'W'][i]!]));
  expect(starts[1]).toEqual(starts[0]);
  expect(starts[2]).toEqual(starts[0]);
});

test('game show lines up its table for players with Chinese names', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-text-')), 'sg.json');
  expect(
    (await runCli(['game', 'new', file, '--players', '陈,Bo,李小龙,Di', '--family', 'singapore'])).code,
  ).toBe(0);
  const show = await runCli(['game', 'show', file]);
  expect(show.code).toBe(0);
  const rows = show.stdout.split('\n').filter((l) => /^\s+[1-4]\s/.test(l));
  expect(rows).toHaveLength(4);
  const windColumn = rows.map((l) => columnsOf(l, [/\s([ESWN])\s/.exec(l)![1]!])[0]);
  expect(new Set(windColumn).size).toBe(1);
  const ends = rows.map((l) => termWidth(l));
  expect(new Set(ends).size).toBe(1);
});
