// `waits` through the executable: the winning tiles and wait kinds (core's findWaits), the
// value of each win, the JSON document, and the errors for hands that cannot wait.

import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

interface WaitsDoc {
  ok: boolean;
  tenpai: boolean;
  waits: {
    tile: string;
    shapes: string[];
    left: number;
    ron: { total?: number; error?: string };
    tsumo: { total?: number };
  }[];
}

describe('waits', () => {
  test('lists the winning tiles, their waits, tiles left and the value of each win', async () => {
    const r = await runCli(['waits', '23456m345p67899s']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('3 tile kinds, 11 tiles left unseen');
    expect(r.stdout).toMatch(/1m +ryanmen +4 +1 han 30 fu: ron 1000 +2 han 20 fu: tsumo 400\/700 \(1500\)/);
    expect(r.stdout).toMatch(/4m +ryanmen +3 /);
    expect(r.stdout).toMatch(/7m +ryanmen +4 /);
  });

  test('--json gives one document; a ron without yaku says so', async () => {
    const r = await runCli(['waits', '234m5p678s + pon:777z chi:123s', '--json']);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as WaitsDoc;
    expect(doc.tenpai).toBe(true);
    expect(doc.waits.map((w) => [w.tile, w.shapes])).toEqual([['5p', ['tanki']]]);
    expect(doc.waits[0]!.ron.total).toBe(1000);

    const noYaku = parseJsonOutput(
      await runCli(['waits', '234m5p678s + chi:789s chi:123s', '--json']),
    ) as WaitsDoc;
    expect(noYaku.waits[0]!.ron).toMatchObject({ error: 'no_yaku' });
  });

  test('riichi and the seat change the values', async () => {
    const dealer = parseJsonOutput(
      await runCli(['waits', '23456m345p67899s', '--seat', 'E', '--riichi', '--json']),
    ) as WaitsDoc;
    expect(dealer.waits[0]!.ron.total).toBe(2900);
  });

  test('a hand that is not tenpai has no waits (exit 0)', async () => {
    const r = await runCli(['waits', '1379m2468p13579s']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('not tenpai');
    // 1379m 2468p 13579s: no set, no pair, four partial sets count: 8 - 4 = 4.
    expect(r.stdout).toContain(
      'no tile completes this hand, 4 from tenpai (`shanten` shows the draws that help)',
    );
    const doc = parseJsonOutput(await runCli(['waits', '1379m2468p13579s', '--json'])) as { shanten: number };
    expect(doc).toMatchObject({ tenpai: false, shanten: 4, waits: [] });
    const tenpai = parseJsonOutput(await runCli(['waits', '23456m345p67899s', '--json']));
    expect(tenpai).toMatchObject({ tenpai: true, shanten: 0 });
  });

  test.each([
    ['14 tiles', ['1112345678999m1p'], 'a hand waiting to win has 13 tiles'],
    ['five copies', ['11111m2345678p9s'], '5 copies of 1m'],
    ['bad notation', ['1112345678999'], 'has no suit letter'],
  ])('%s is an invalid hand (exit 1)', async (_name, args, message) => {
    const r = await runCli(['waits', ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
  });

  test('a family other than riichi is a usage error (exit 2)', async () => {
    const r = await runCli(['waits', '23456m345p67899s', '--family', 'singapore']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('riichi rules only');
  });

  test('--help has examples', async () => {
    const r = await runCli(['waits', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:');
    expect(r.stdout).toContain('Hand syntax');
    // waits has no --win (the hand has no winning tile yet): its help does not mention one.
    expect(r.stdout).not.toContain('--win');
    expect(r.stdout).not.toContain('winning tile included');
    expect(r.stdout).toContain('A waiting hand has 13 tiles');
    const score = await runCli(['score', '--help']);
    expect(score.stdout).toContain('Without --win, the last concealed tile');
  });
});
