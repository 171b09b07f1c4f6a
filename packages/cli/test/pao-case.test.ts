// `--pao-case`: a Singapore bao entered with the case that made the player liable
// (rules/singapore.md section 7), so that the rules judge it: the case's switch and the
// exceptions of sections 4.2 (shooter-pays: no limit or fresh-tile bao on a discard) and 7.
// A bao the rules do not apply is refused with the reason, by `game add` and by `score`; the
// game file is left as it was. Other families refuse the option.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-pao-case-'));
});

/** `game add <file>` with the options written as one line (no option value holds a space). */
const add = (file: string, options: string) => runCli(['game', 'add', file, ...options.split(' ')]);

async function newGame(name: string, args: string[]): Promise<string> {
  const file = join(dir, name);
  const r = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', ...args]);
  expect(r.stderr).toBe('');
  return file;
}

describe('game add --instant --kong kan --pao: the fresh-tile kong bao (section 7)', () => {
  test('Bo, whose fresh discard Ann konged, pays all of the kong; shown in both boxes', async () => {
    const file = await newGame('kong-bao.json', ['--family', 'singapore']);
    const paid = await add(file, '--instant Ann --kong kan --pao Bo');
    expect(paid.stderr).toBe('');
    expect(paid.stdout).toContain(
      'Added event #1 (during hand 1, East 1): Ann shows exposed kong: instant payout, bao Bo (fresh-tile kong)',
    );
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { events: unknown[] };
    expect(doc.events[1]).toEqual({ type: 'instant', seat: 0, kongs: ['kan'], liable: 1 });
    const shown = await runCli(['game', 'show', file, '--hand', '1']);
    expect(shown.stdout).toMatch(/exposed kong\s+6\.00 from Bo \(bao\)\s+= 6\.00/);
    const state = parseJsonOutput(await runCli(['game', 'show', file, '--json'])) as { scores: number[] };
    expect(state.scores).toEqual([600, -600, 0, 0]);
  });
  test('without an exposed kong, or with the case switched off, refused by --pao; the file kept', async () => {
    const file = await newGame('kong-bao-refused.json', ['--family', 'singapore']);
    const before = readFileSync(file, 'utf8');
    const concealed = await add(file, '--instant Ann --kong ankan --pao Bo');
    expect(concealed.code).toBe(1);
    expect(concealed.stderr).toContain(
      "error: a fresh-tile kong bao is for one exposed kong claimed from the liable player's discard; this payout shows 0 (--pao)",
    );
    const off = await newGame('kong-bao-off.json', [
      '--family',
      'singapore',
      '--set',
      'baoFreshTileKong=false',
    ]);
    const offRefused = await add(off, '--instant Ann --kong kan --pao Bo');
    expect(offRefused.stderr).toContain(
      'fresh-tile kong bao is not played under these rules (baoFreshTileKong is off) (--pao)',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('game add --pao-case', () => {
  test('under shooter-pays a limit bao on a discard is refused, named; on a self-draw it is paid', async () => {
    const file = await newGame('shooter.json', ['--family', 'singapore', '--set', 'shooterPays=true']);
    const before = readFileSync(file, 'utf8');
    const refused = await add(file, '--ron Ann --from Cy --tai 5 --pao Bo --pao-case limit');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'error: under shooter-pays, limit bao does not apply to a win by discard (section 4.2): the discarder pays (--pao-case)\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);

    const paid = await add(file, '--tsumo Ann --tai 5 --pao Bo --pao-case limit');
    expect(paid.stderr).toBe('');
    expect(paid.stdout).toContain('Added event #1 (hand 1, East 1): Ann tsumo, 5 tai, pao Bo (limit)');
    const doc = JSON.parse(readFileSync(file, 'utf8')) as { events: { result?: { wins: unknown[] } }[] };
    expect(doc.events[1]?.result?.wins[0]).toMatchObject({
      winner: 0,
      from: null,
      liable: 1,
      liableReason: 'limit',
    });
    const shown = await runCli(['game', 'show', file, '--json']);
    const state = parseJsonOutput(shown) as { scores: number[] };
    // Bo pays the three self-draw shares of the limit, 3 x 32.
    expect(state.scores).toEqual([9600, -9600, 0, 0]);
  });

  test('a case that is none of section 7, and a case without --pao', async () => {
    const file = await newGame('bad.json', ['--family', 'singapore']);
    const unknown = await add(file, '--tsumo Ann --tai 5 --pao Bo --pao-case seven');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain(
      'error: "seven" is not a bao case (dragons, winds, limit, flush, all_honours,',
    );
    expect(unknown.stderr).toContain('(--pao-case)\n');
    const alone = await add(file, '--tsumo Ann --tai 5 --pao-case dragons');
    expect(alone.code).toBe(1);
    expect(alone.stderr).toContain('error: a bao case needs the liable player (liable) (--pao-case)\n');
  });

  test('a riichi game refuses the option by name', async () => {
    const file = await newGame('riichi.json', ['--rules', 'tenhou']);
    const r = await add(file, '--ron Ann --from Cy --yakuman 1 --pao Bo --pao-case dragons');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--pao-case is for Singapore games; this is a riichi game');
  });
});

describe('score --pao-case', () => {
  const thirteenWonders = [
    'score',
    '19m19p19s12345677z',
    '--family',
    'singapore',
    '--seat',
    'E',
    '--from',
    'W',
    '--pao',
    'W',
  ];
  test('Thirteen Wonders with a fresh-tile bao is refused with the reason', async () => {
    const r = await runCli([...thirteenWonders, '--pao-case', 'fresh_tile']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--pao-case: fresh-tile bao does not apply to Thirteen Wonders (section 7)');
  });
  test('with another case West pays for all', async () => {
    const r = await runCli([...thirteenWonders, '--pao-case', 'limit', '--json']);
    expect(r.code).toBe(0);
    const out = parseJsonOutput(r) as { score: { payment: { deltas: number[] } } };
    expect(out.score.payment.deltas).toEqual([96, 0, -96, 0]);
  });
  test('a case that is none of section 7 is refused by the scorer, named', async () => {
    const r = await runCli([...thirteenWonders, '--pao-case', 'seven']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('"seven" is not a bao case (dragons, winds, limit,');
  });
  test('--pao-case needs --pao', async () => {
    const r = await runCli(['score', '19m19p19s12345677z', '--family', 'singapore', '--pao-case', 'flush']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--pao-case names why the --pao player is liable; give --pao too');
  });
});
