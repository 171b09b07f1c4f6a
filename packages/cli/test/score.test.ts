// `score` through the executable: both score boxes, the --json document (its numbers are
// core's), exit codes and the messages for bad hands and bad command lines.

import { parseHand, resolveRiichiRules, scoreRiichiHand } from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

describe('score: text', () => {
  test('prints the breakdown and the payments of a closed tsumo', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--win', '5p', '--tsumo', '--riichi']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    const out = r.stdout;
    expect(out).toContain('Riichi (ema2016): South seat, East round, tsumo');
    expect(out).toMatch(
      /Score box 1: breakdown\n {2}riichi +1 han\n {2}menzen tsumo +1 han\n {2}pinfu +1 han\n {2}fu: base +20 fu\n/,
    );
    expect(out).toContain('3 han 20 fu: tsumo 700/1300');
    expect(out).toContain('2700 points');
    expect(out).toMatch(/East +→ +South +1300 +base/);
    expect(out).toMatch(/West +→ +South +700 +base/);
    expect(out).toMatch(/North +→ +South +700 +base/);
    expect(out).toMatch(/East +\(dealer\) +-1300/);
    expect(out).toMatch(/South +\(winner\) +\+2700/);
  });

  test('dealer ron with honba, sticks, dora and a limit name', async () => {
    const r = await runCli([
      'score',
      '22m345p678s + chi:123m pon:777z',
      '--seat',
      'east',
      '--from',
      'W',
      '--honba',
      '2',
      '--sticks',
      '1',
      '--dora',
      '6z',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('ron from West');
    expect(r.stdout).toMatch(/yakuhai chun +1 han/);
    expect(r.stdout).toMatch(/dora +3 han/);
    expect(r.stdout).toMatch(/fu: open triplet yaochuu 7z +4 fu/);
    expect(r.stdout).toContain('4 han 30 fu, kiriage mangan: ron 12000');
    expect(r.stdout).toContain('12600 points (with 2 honba)');
    expect(r.stdout).toMatch(/West +→ +East +12000 +base/);
    expect(r.stdout).toMatch(/West +→ +East +600 +honba/);
    expect(r.stdout).toMatch(/table +→ +East +1000 +sticks/);
  });

  test('a yakuman shows its name and the yakuman value', async () => {
    const r = await runCli(['score', '19m19p19s12345677z', '--win', '1z', '--tsumo', '--seat', 'N']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/kokushi musou +yakuman/);
    expect(r.stdout).toContain('yakuman: tsumo 8000/16000');
    expect(r.stdout).toContain('32000 points');
  });

  test('--unicode shows the tiles as Unicode mahjong tiles', async () => {
    const r = await runCli(['score', '234567m345p67899s', '--win', '5p', '--riichi', '--unicode']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('🀈 🀉 🀊 🀋 🀌 🀍');
    expect(r.stdout).toContain('won on 🀝');
  });

  test('no colour when not a terminal; FORCE_COLOR turns it on; NO_COLOR wins', async () => {
    const plain = await runCli(['score', '234567m345p67899s', '--win', '5p', '--riichi'], {
      env: { NO_COLOR: undefined },
    });
    expect(plain.stdout).not.toContain('\x1b[');
    const forced = await runCli(['score', '234567m345p67899s', '--win', '5p', '--riichi'], {
      env: { NO_COLOR: undefined, FORCE_COLOR: '1' },
    });
    expect(forced.stdout).toContain('\x1b[1mScore box 1');
    const both = await runCli(['score', '234567m345p67899s', '--win', '5p', '--riichi'], {
      env: { FORCE_COLOR: '1' },
    });
    expect(both.stdout).not.toContain('\x1b[');
  });

  test('--help documents the hand syntax, the options and examples', async () => {
    const r = await runCli(['score', '--help']);
    expect(r.code).toBe(0);
    for (const s of [
      'Hand syntax',
      'pon:555z',
      '--tsumo',
      '--ron',
      '--seat <wind>',
      '--rules <preset>',
      '--set <key=value>',
      '--family <family>',
      '--unicode',
      '--json',
      'Examples:',
    ]) {
      expect(r.stdout).toContain(s);
    }
  });
});

describe('score: --json', () => {
  test('prints exactly one JSON document whose numbers are core’s', async () => {
    const r = await runCli([
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--tsumo',
      '--riichi',
      '--dora',
      '4p',
      '--rules',
      'tenhou',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as {
      ok: boolean;
      family: string;
      rules: string;
      score: Record<string, unknown>;
    };
    expect(doc.ok).toBe(true);
    expect(doc.family).toBe('riichi');
    expect(doc.rules).toBe('tenhou');
    const hand = parseHand('234567m345p67899s', '5p');
    const rules = resolveRiichiRules('tenhou');
    if (!hand.ok || !rules.ok) throw new Error('fixture');
    const core = scoreRiichiHand(
      {
        hand: hand.value,
        situation: {
          tsumo: true,
          riichi: true,
          seatWind: 2,
          roundWind: 1,
          doraIndicators: [12],
          uraIndicators: [],
          honba: 0,
          riichiSticks: 0,
        },
      },
      rules.value,
    );
    if (!core.ok) throw new Error('fixture');
    expect(doc.score).toEqual(JSON.parse(JSON.stringify(core.value)));
    expect(doc.score.han).toBe(4);
    expect(doc.score.perPayer).toEqual({ tsumo_dealer: 2600, tsumo_non_dealer: 1300 });
  });

  test('a hand error is one JSON document too, with exit code 1', async () => {
    const r = await runCli(['score', '123m456p789s1122z', '--win', '2z', '--json']);
    expect(r.code).toBe(1);
    const doc = parseJsonOutput(r) as { ok: boolean; error: string; issues: { code: string }[] };
    expect(doc.ok).toBe(false);
    expect(doc.error).toBe('invalid');
    expect(r.stderr).toContain('the hand has 13 tiles');
  });
});

describe('score: invalid hands exit 1 with a message naming the problem', () => {
  test.each([
    ['no yaku', ['22m345p678s + chi:123m pon:999s'], 'no yaku: the hand has no yaku'],
    ['not a win', ['123m456p789s13577z'], 'not a winning hand: the tiles do not form a winning hand'],
    ['five copies', ['11111m456p789s11z'], '5 copies of 1m'],
    ['bad notation', ['123x456p'], 'unexpected character "x"'],
    ['contradicting flags', ['234567m345p67899s', '--win', '5p', '--ippatsu'], 'ippatsu needs riichi'],
    [
      'riichi with an open hand',
      ['22m345p678s + chi:123m pon:777z', '--riichi'],
      'riichi needs a closed hand',
    ],
    [
      'winning tile not in hand',
      ['234567m345p67899s', '--win', '1z'],
      'the winning tile 1z is not among the concealed tiles',
    ],
    ['bad dora indicator', ['234567m345p67899s', '--win', '5p', '--dora', '9q'], 'unexpected character "q"'],
  ])('%s', async (_name, args, message) => {
    const r = await runCli(['score', ...args]);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(`error: `);
    expect(r.stderr).toContain(message);
  });
});

describe('score: usage errors exit 2', () => {
  test.each([
    ['bad wind', ['234567m345p67899s', '--seat', 'X'], '--seat must be a wind'],
    ['bad count', ['234567m345p67899s', '--honba', '-1'], '--honba must be a whole number'],
    [
      'unknown preset (no --family: every family’s presets)',
      ['234567m345p67899s', '--rules', 'nope'],
      'unknown preset "nope" (known: riichi: ema2016, wrc2022, wrc2025, tenhou, mahjongsoul, mleague, shanghai2; classical: jc_reference, jc_four_winds; singapore: sg_reference, ',
    ],
    [
      'unknown preset of the family given',
      ['234567m345p67899s', '--family', 'riichi', '--rules', 'nope'],
      'unknown riichi preset "nope"',
    ],
    ['unknown option', ['234567m345p67899s', '--set', 'nope=1'], 'unknown riichi option "nope"'],
    [
      'badly typed option',
      ['234567m345p67899s', '--set', 'kiriage=3'],
      'option "kiriage" should be a boolean',
    ],
    ['malformed --set', ['234567m345p67899s', '--set', 'kiriage'], '--set takes key=value'],
    [
      'tsumo and ron',
      ['234567m345p67899s', '--tsumo', '--ron'],
      "option '--tsumo' cannot be used with option '--ron'",
    ],
    [
      '--from on a tsumo',
      ['234567m345p67899s', '--tsumo', '--from', 'W'],
      '--from names the discarder of a ron',
    ],
    ['unknown family', ['234567m345p67899s', '--family', 'hk'], "argument 'hk' is invalid"],
    ['missing hand', [], "missing required argument 'hand'"],
    ['unknown flag', ['234567m345p67899s', '--richii'], "unknown option '--richii'"],
  ])('%s', async (_name, args, message) => {
    const r = await runCli(['score', ...args]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(message);
  });

  test('an unknown command is a usage error', async () => {
    const r = await runCli(['scroe']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("unknown command 'scroe'");
  });

  test('help for an unknown command says so and lists the commands; help for a known one is its help', async () => {
    const r = await runCli(['help', 'nope']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain(
      "unknown command 'nope' (commands: score, waits, shanten, game, chart, rules)",
    );
    const known = await runCli(['help', 'waits']);
    expect(known.code).toBe(0);
    expect(known.stdout).toContain('Usage: mahjong-ledger waits');
  });

  test('the local yaku of §3.6: their flags scored when --set switches them on', async () => {
    // Closed kanchan ron, no yaku of its own: tsubame gaeshi and kanburi are its two han.
    const hand = ['score', '123m456p789s234s99p', '--win', '3s', '--tsubame-gaeshi', '--kanburi', '--json'];
    const off = await runCli(hand);
    expect(off.code).toBe(1);
    const on = parseJsonOutput(
      await runCli([...hand, '--set', 'tsubameGaeshi=true', '--set', 'kanburi=true']),
    ) as { score: { han: number; total: number; yaku: { id: string }[] } };
    expect(on.score).toMatchObject({ han: 2, total: 2600 });
    expect(on.score.yaku.map((y) => y.id)).toEqual(['tsubame_gaeshi', 'kanburi']);
    const text = await runCli(['score', '123m123m123m456p99s', '--win', '9s', '--set', 'isshokuSanjun=true']);
    expect(text.stdout).toMatch(/isshoku sanjun\s+3 han/i);
  });

  test('shiisanpuutaa with --set: a yakuman on the first draw; without it, not a winning hand', async () => {
    const hand = ['score', '1147m25p3s1234567z', '--win', '3s', '--tsumo', '--chiihou'];
    const on = await runCli([...hand, '--set', 'shiisanpuutaa=true']);
    expect(on.code, on.stderr).toBe(0);
    expect(on.stdout).toMatch(/shiisanpuutaa\s+yakuman/);
    expect(on.stdout).toContain('32000 points');
    const off = await runCli(hand);
    expect(off.code).toBe(1);
    expect(off.stderr).toContain('the tiles do not form a winning hand');
  });

  test('--chankan-on-ankan: kokushi musou robs a closed kan only where the rules allow it', async () => {
    const hand = ['score', '19m19p19s12345677z', '--win', '1m', '--chankan', '--chankan-on-ankan'];
    const allowed = parseJsonOutput(await runCli([...hand, '--rules', 'ema2016', '--json'])) as {
      score: { total: number; yaku: { id: string }[] };
    };
    expect(allowed.score.total).toBe(32000);
    expect(allowed.score.yaku.map((y) => y.id)).toEqual(['kokushi_musou']);
    const refused = await runCli([...hand, '--rules', 'tenhou']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      'these rules do not let kokushi musou rob a closed kan (kokushiRobsAnkan)',
    );
    // Any other hand: not a win that can be.
    const other = await runCli([
      'score',
      '234567m345p67899s',
      '--win',
      '5p',
      '--chankan',
      '--chankan-on-ankan',
    ]);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('only kokushi musou (thirteen orphans) may rob a closed kan');
  });

  test('--open-riichi with the rule on: open riichi 1 han besides riichi', async () => {
    const r = parseJsonOutput(
      await runCli([
        'score',
        '234567m345p67899s',
        '--win',
        '5p',
        '--riichi',
        '--open-riichi',
        '--set',
        'openRiichi=true',
        '--json',
      ]),
    ) as { score: { yaku: { id: string; han: number }[] } };
    expect(r.score.yaku).toEqual([
      { id: 'riichi', han: 1 },
      { id: 'open_riichi', han: 1 },
      { id: 'pinfu', han: 1 },
    ]);
  });

  test('--set overrides change the score (kiriage off)', async () => {
    const hand = ['score', '22m345p678s + chi:123m pon:777z', '--seat', 'E', '--dora', '6z', '--json'];
    const on = parseJsonOutput(await runCli(hand)) as { score: { total: number; limit: string | null } };
    const off = parseJsonOutput(await runCli([...hand, '--set', 'kiriage=false'])) as {
      score: { total: number; limit: string | null };
    };
    expect(on.score).toMatchObject({ total: 12000, limit: 'kiriage_mangan' });
    expect(off.score).toMatchObject({ total: 11600, limit: null });
  });
});
