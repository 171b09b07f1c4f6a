// `chart` and `rules` through the executable: the payment charts per preset (cells priced by
// core, kiriage included), the Singapore tai table, the presets and every option's value.

import { POINTS_CHART, RIICHI_PRESETS } from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

interface ChartDoc {
  family: string;
  preset: string;
  cells: {
    han: number;
    fu: number;
    nonDealerRon: number | null;
    nonDealerTsumo: [number, number] | null;
    dealerRon: number | null;
    dealerTsumo: number | null;
    limit: string | null;
  }[];
  limits: { limit: string }[];
  kazoe: { limit: string };
}

describe('chart', () => {
  test('prints the han/fu chart and the limit rows (kiriage under ema2016)', async () => {
    const r = await runCli(['chart']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Riichi payment chart: ema2016');
    expect(r.stdout).toMatch(/han +fu +non-dealer ron +non-dealer tsumo +dealer ron +dealer tsumo/);
    expect(r.stdout).toMatch(/\n +1 +30 +1000 +300\/500 +1500 +500 all\n/);
    expect(r.stdout).toMatch(/\n +4 +30 +8000 +2000\/4000 +12000 +4000 all +kiriage mangan\n/);
    expect(r.stdout).toMatch(/\n +2 +20 +- +400\/700 +- +700 all\n/);
    expect(r.stdout).toMatch(/yakuman +13\+ \/ yakuman +32000 +8000\/16000 +48000 +16000 all/);
    expect(r.stdout).toContain('13+ han without a yakuman: kazoe sanbaiman');
  });

  test('--rules tenhou: no kiriage, kazoe yakuman; --json has every chart cell', async () => {
    const r = await runCli(['chart', '--rules', 'tenhou', '--json']);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as ChartDoc;
    expect(doc.preset).toBe('tenhou');
    expect(doc.cells).toHaveLength(POINTS_CHART.length);
    doc.cells.forEach((c, i) => {
      const lit = POINTS_CHART[i]!;
      expect([c.han, c.fu, c.nonDealerRon, c.nonDealerTsumo, c.dealerRon, c.dealerTsumo]).toEqual([
        lit.han,
        lit.fu,
        lit.nonDealerRon,
        lit.nonDealerTsumo,
        lit.dealerRon,
        lit.dealerTsumo,
      ]);
    });
    expect(doc.kazoe.limit).toBe('kazoe_yakuman');
  });

  test('the Singapore tai table of a preset', async () => {
    const r = await runCli(['chart', '--rules', 'sg_base_030']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Singapore tai table: sg_base_030');
    expect(r.stdout).toContain('amounts per payer in currency units');
    expect(r.stdout).toMatch(
      /tai +discard +self-draw\n +0 +0\.50 +1\.00\n +1 +1\.00 +2\.00\n +2 +2\.00 +3\.00\n +3 +3\.00 +5\.00\n +4 +5\.00 +10\.00\n +5 +10\.00 +20\.00\n/,
    );
    const json = parseJsonOutput(
      await runCli(['chart', '--family', 'singapore', '--rules', 'sg_unlimited', '--max-tai', '7', '--json']),
    ) as {
      rows: { tai: number; discard: number; self_draw: number }[];
    };
    expect(json.rows.at(-1)).toEqual({ tai: 7, discard: 64, self_draw: 128 });
  });

  test.each([
    [
      ['chart', '--rules', 'nope'],
      'unknown preset "nope" (known: riichi: ema2016, wrc2022, wrc2025, tenhou, mahjongsoul, mleague, shanghai2; classical: jc_reference, jc_four_winds; singapore: sg_reference, ',
    ],
    [['chart', '--family', 'riichi', '--rules', 'nope'], 'unknown riichi preset "nope"'],
    [['chart', '--family', 'classical'], 'Japanese Classical has no payment chart'],
    [['chart', '--rules', 'sg_reference', '--max-tai', 'x'], '--max-tai must be a whole number'],
  ])('%j is a usage error', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});

describe('rules', () => {
  test('lists the presets of every family', async () => {
    const r = await runCli(['rules']);
    expect(r.code).toBe(0);
    for (const id of Object.keys(RIICHI_PRESETS)) expect(r.stdout).toContain(`  ${id}`);
    expect(r.stdout).toContain('jc_reference');
    expect(r.stdout).toContain('sg_reference');
  });

  test('every option of a preset with its value, differences marked', async () => {
    const r = await runCli(['rules', 'tenhou']);
    expect(r.code).toBe(0);
    const options = Object.keys(RIICHI_PRESETS.tenhou);
    expect(r.stdout).toContain(`${options.length} options`);
    for (const key of options) expect(r.stdout).toMatch(new RegExp(`\\n  ${key} +`));
    expect(r.stdout).toMatch(/akaDora +3 +\* \(ema2016: 0\)/);
    expect(r.stdout).toMatch(/uma +\[20, 10, -10, -20\]/);
  });

  test('a value given with --set is marked (set), and the legend says so', async () => {
    const r = await runCli(['rules', 'ema2016', '--set', 'kiriage=false']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      '* marks a value that differs from the default preset ema2016, (set) one given with --set',
    );
    expect(r.stdout).toMatch(/kiriage +false +\(set\)/);
    expect((await runCli(['rules', 'ema2016'])).stdout).not.toContain('(set)');
  });

  test('--json is the resolved rules, with --set applied', async () => {
    const r = await runCli([
      'rules',
      'ema2016',
      '--set',
      'kiriage=false',
      '--set',
      'uma=[20,10,-10,-20]',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as { family: string; rules: Record<string, unknown> };
    expect(doc.family).toBe('riichi');
    expect(doc.rules).toEqual({ ...RIICHI_PRESETS.ema2016, kiriage: false, uma: [20, 10, -10, -20] });
  });

  test('the Singapore and classical presets are found by id', async () => {
    const sg = await runCli(['rules', 'sg_limit_6']);
    expect(sg.code).toBe(0);
    expect(sg.stdout).toMatch(/limit +6 +\* \(sg_reference: 5\)/);
    const jc = await runCli(['rules', '--family', 'classical']);
    expect(jc.code).toBe(0);
    expect(jc.stdout).toContain('Japanese Classical rules: jc_reference');
  });

  test.each([
    [
      ['rules', 'nope'],
      'unknown preset "nope" (known: riichi: ema2016, wrc2022, wrc2025, tenhou, mahjongsoul, mleague, shanghai2; classical: jc_reference, jc_four_winds; singapore: sg_reference, ',
    ],
    // Another family's preset is named as that family's, where it read as a preset no one knew.
    [
      ['rules', 'tenhou', '--family', 'singapore'],
      'tenhou is a Riichi preset, not a Singapore one (singapore: sg_reference, ',
    ],
    [['rules', 'nope', '--family', 'singapore'], 'unknown preset "nope" for singapore'],
    [
      ['chart', '--family', 'riichi', '--rules', 'sg_reference'],
      'sg_reference is a Singapore preset, not a Riichi one (riichi: ema2016, ',
    ],
    [
      ['score', '234567m345p67899s', '--family', 'classical', '--rules', 'tenhou'],
      'tenhou is a Riichi preset, not a Japanese Classical one (classical: jc_reference, jc_four_winds); leave --family out to play tenhou',
    ],
    [
      [
        'game',
        'new',
        '/nonexistent-dir/g.json',
        '--players',
        'a,b,c,d',
        '--family',
        'singapore',
        '--rules',
        'ema2016',
      ],
      'ema2016 is a Riichi preset, not a Singapore one',
    ],
    [
      ['waits', '23456m345p67899s', '--rules', 'sg_limit_6'],
      'sg_limit_6 is a Singapore preset, not a Riichi one (riichi: ema2016, wrc2022, wrc2025, tenhou, mahjongsoul, mleague, shanghai2); waits values riichi wins only (score values a Singapore hand)',
    ],
    [['rules', 'tenhou', '--set', 'bogus=1'], 'unknown riichi option "bogus"'],
  ])('%j is a usage error', async (args, message) => {
    const r = await runCli(args);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });
});
