// `score --family classical|singapore` through the executable: the score boxes of each
// family, the JSON document equal to core's result, and the options a family does not play.

import {
  parseHand,
  resolveClassicalRules,
  resolveSingaporeRules,
  scoreClassicalHand,
  scoreSingaporeHand,
} from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

describe('score --family classical', () => {
  test('basic points, doubles and the payments', async () => {
    const r = await runCli(['score', '123m456p 789s 11z + pon:555z', '--win', '1z', '--family', 'classical']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'Japanese Classical (jc_reference): South seat, East round, discard from East',
    );
    expect(r.stdout).toMatch(/winning +20 points/);
    expect(r.stdout).toMatch(/dragon pung +1 double/);
    expect(r.stdout).toContain('28 points × 2^1 = 56');
    expect(r.stdout).toMatch(/South +\(winner\) +\+224/);
  });

  test('--json equals core’s score', async () => {
    const r = await runCli([
      'score',
      '123m456p 789s 11z + pon:555z',
      '--win',
      '1z',
      '--family',
      'classical',
      '--tsumo',
      '--seat',
      'E',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as { family: string; score: unknown };
    const hand = parseHand('123m456p 789s 11z + pon:555z', '1z');
    const rules = resolveClassicalRules('jc_reference');
    if (!hand.ok || !rules.ok) throw new Error('fixture');
    const core = scoreClassicalHand(
      {
        hand: { ...hand.value, melds: hand.value.melds.map((m) => ({ kind: 'pon', tiles: m.tiles })) },
        situation: {
          tsumo: true,
          seatWind: 1,
          roundWind: 1,
          dealerSeat: 0,
          discarder: null,
          ready: false,
          lastTile: false,
          replacement: false,
          robbingKong: false,
          blessingOfHeaven: false,
          blessingOfEarth: false,
          dealerStreak: 0,
          liable: null,
        },
      },
      rules.value,
    );
    if (!core.ok) throw new Error('fixture');
    expect(doc.family).toBe('classical');
    expect(doc.score).toEqual(JSON.parse(JSON.stringify(core.value)));
  });

  test('a riichi-only flag is refused by name (exit 2)', async () => {
    const r = await runCli([
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--family',
      'classical',
      '--ippatsu',
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--ippatsu is not a Japanese Classical situation');
  });
});

describe('score --family singapore', () => {
  test('tai elements, bonus tiles and the payments in currency units', async () => {
    const r = await runCli([
      'score',
      '123m456p 789s 11z 1f 1a + pon:555z',
      '--win',
      '1z',
      '--family',
      'singapore',
      '--seat',
      'E',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/seat flower +1 tai/);
    expect(r.stdout).toMatch(/animal +1 tai/);
    expect(r.stdout).toMatch(/dragon pung +1 tai/);
    expect(r.stdout).toContain('3 tai; winner receives 16.00');
    expect(r.stdout).toMatch(/North +→ +East +8\.00 +base/);
    // The one label of money, as `game show --hand` and `chart` give it.
    expect(r.stdout).toContain('Score box 2: payments (currency units)');
  });

  test('--json equals core’s score', async () => {
    const args = [
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--family',
      'singapore',
      '--rules',
      'sg_base_030',
      '--tsumo',
      '--json',
    ];
    const doc = parseJsonOutput(await runCli(args)) as { score: unknown };
    const hand = parseHand('234567m345p67899s', '5p');
    const rules = resolveSingaporeRules('sg_base_030');
    if (!hand.ok || !rules.ok) throw new Error('fixture');
    const core = scoreSingaporeHand(
      {
        hand: { ...hand.value, melds: [] },
        situation: {
          seatWind: 2,
          roundWind: 1,
          tsumo: true,
          discarder: null,
          lastTile: false,
          kongReplacement: false,
          robbingKong: false,
          heavenlyHand: false,
          earthlyHand: false,
          humanlyHand: false,
          bao: null,
        },
      },
      rules.value,
    );
    if (!core.ok) throw new Error('fixture');
    expect(doc.score).toEqual(JSON.parse(JSON.stringify(core.value)));
  });

  test.each([
    [['--dora', '1m'], '--dora does not apply to Singapore scoring'],
    [['--riichi'], '--riichi is not a Singapore situation'],
    [['--kanburi'], '--kanburi is not a Singapore situation'],
    [['--rules', 'tenhou'], 'tenhou'],
  ])('%j is a usage error', async (extra, message) => {
    const r = await runCli(['score', '234567m345p67899s', '--win', '5p', '--family', 'singapore', ...extra]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  test('--kong-on-kong and --flower-replacement, as game add takes them', async () => {
    const kongs = await runCli([
      'score',
      '234m567p99s + kan:7777z + ankan:1111s',
      '--win',
      '9s',
      '--family',
      'singapore',
      '--tsumo',
      '--kong-on-kong',
    ]);
    expect(kongs.stderr).toBe('');
    expect(kongs.stdout).toMatch(/kong on kong +5 tai +\(nominal 10\)/);
    const flowers = await runCli([
      'score',
      '234567m345p67899s 1f 2f',
      '--win',
      '5p',
      '--family',
      'singapore',
      '--tsumo',
      '--flower-replacement',
      '2',
    ]);
    expect(flowers.stderr).toBe('');
    expect(flowers.stdout).toMatch(/flower replacement +2 tai/);
  });

  test.each([
    ['riichi', ['--kong-on-kong'], '--kong-on-kong is not a riichi situation'],
    ['riichi', ['--flower-replacement', '1'], '--flower-replacement does not apply to riichi scoring'],
    ['classical', ['--kong-on-kong'], '--kong-on-kong is not a Japanese Classical situation'],
    [
      'classical',
      ['--flower-replacement', '1'],
      '--flower-replacement does not apply to Japanese Classical scoring',
    ],
  ])('%s refuses Singapore’s %j', async (family, extra, message) => {
    const r = await runCli([
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--tsumo',
      '--family',
      family,
      ...extra,
    ]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(message);
  });

  test('a hand that is not a win exits 1', async () => {
    const r = await runCli(['score', '123m456p789s13577z', '--family', 'singapore']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('not a winning hand');
  });
});
