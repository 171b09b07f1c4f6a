// `score --pao` on a hand no liability covers: core ignores the player named where the rules do
// not make anyone liable (riichi.md §5.4), and the payments box showed the hand paid as usual
// without a word on the --pao given. The reason is said under the box now.

import { describe, expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

describe('score --pao where nobody is liable', () => {
  test('a hand without a pao yakuman: the liable player pays nothing, and the text says why', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--win', '5p', '--tsumo', '--pao', 'E']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      'East, named liable (--pao), pays nothing as liable: these rules make a player liable for daisangen, daisuushii, which this hand is not',
    );
  });

  test('the liable player dealt in: paid as the discarder', async () => {
    const hand = '123m99p + pon:555z pon:666z pon:777z';
    const r = await runCli(['score', hand, '--win', '9p', '--seat', 'W', '--from', 'E', '--pao', 'E']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('East, named liable (--pao), dealt in: paid as the discarder');
    expect(r.stdout).toMatch(/East +→ +West +32000 +base/);
  });

  test('a liability that applies says nothing more: its lines show it', async () => {
    const hand = '123m99p + pon:555z pon:666z pon:777z';
    const r = await runCli(['score', hand, '--win', '9p', '--seat', 'W', '--tsumo', '--pao', 'E']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/East +→ +West +32000 +pao/);
    expect(r.stdout).not.toContain('named liable (--pao)');
  });

  test('a hand whose shape shows nobody fed the yakuman is refused by core, named by its option', async () => {
    const r = await runCli(['score', '123m99p555666777z', '--win', '9p', '--tsumo', '--pao', 'E']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('all three dragon groups shown as declared melds');
  });
});
