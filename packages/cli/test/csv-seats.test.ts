// The CSV's `result` column names seats by number from 1, as the options (`--tsumo 2`) and the
// table's `seat` column do; it numbered them from 0, so "ron 1<-0" read as seat 1 winning when
// seat 2 (Bo) had won.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

test('export --csv names seats 1-4 in its result column, as game show numbers them', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-csv-seats-')), 'g.json');
  const run = async (args: string[]) => {
    const r = await runCli(args);
    expect(r.code, r.stderr).toBe(0);
    return r.stdout;
  };
  await run(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di']);
  await run(['game', 'add', file, '--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30']);
  await run(['game', 'add', file, '--draw', '--tenpai', 'Ann,Cy']);
  await run(['game', 'add', file, '--tsumo', '3', '--han', '1', '--fu', '30']);
  await run(['game', 'add', file, '--chombo', 'Di']);
  const show = await run(['game', 'show', file]);
  expect(show).toMatch(/^ +2 +Bo /m);
  const rows = (await run(['game', 'export', file, '--csv'])).trimEnd().split('\n').slice(1);
  expect(rows.map((r) => r.split(',')[4])).toEqual(['ron 2<-1', 'draw tenpai 1/3', 'tsumo 3', 'chombo 4']);
});
