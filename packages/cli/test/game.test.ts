// A game kept through the executable: new, add (by value, by tiles, draws, multiple ron,
// insert), edit, remove, show, settle and export. After every step the file, `show --json`
// and `settle --json` must equal what core's ledger computes from the same events, and bad
// entries must leave the file untouched.

import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendEvent,
  createGame,
  exportCsv,
  type GameDocument,
  type GameEvent,
  type GameState,
  insertEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  serializeGame,
  settleGame,
} from '@mahjong-ledger/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

type Edit = ReturnType<typeof appendEvent>;

function take(r: Edit): { doc: GameDocument; state: GameState } {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

const hand = (riichi: number[], result: Extract<GameEvent, { type: 'hand' }>['result']): GameEvent =>
  ({ type: 'hand', riichi, result }) as GameEvent;

/** Money as the test reads it, in every family: signed, two decimals (4.887 → "+4.89", 0 → "0.00"). */
const money = (m: number) => {
  const text = (Math.round(m * 100) / 100).toFixed(2).replace(/^-(0\.00)$/, '$1');
  return m > 0 && text !== '0.00' ? `+${text}` : text;
};
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('a game kept through new/add/edit/remove/settle', () => {
  let dir: string;
  let file: string;
  /** The ledger's own version of the game, built from the same events. */
  let expected: { doc: GameDocument; state: GameState };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-game-'));
    file = join(dir, 'table.json');
  });

  async function expectFileMatchesLedger(): Promise<void> {
    expect(readFileSync(file, 'utf8')).toBe(serializeGame(expected.doc));
    const show = await runCli(['game', 'show', file, '--json']);
    expect(show.code).toBe(0);
    expect(parseJsonOutput(show)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(expected.state)) });
  }

  test('new: starts the game file and prints the table', async () => {
    const r = await runCli([
      'game',
      'new',
      file,
      '--players',
      'Ann,Bo,Cy,Di',
      '--rules',
      'mleague',
      '--rate',
      '0.5',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('riichi mleague');
    expect(r.stdout).toMatch(/1 +Ann +E +dealer +25000/);
    const created = createGame({
      family: 'riichi',
      preset: 'mleague',
      overrides: {},
      players: ['Ann', 'Bo', 'Cy', 'Di'],
      rate: 0.5,
    });
    if (!created.ok) throw new Error('fixture');
    expected = {
      doc: created.value,
      state: take(appendEvent({ ...created.value, events: [] }, created.value.events[0]!)).state,
    };
    await expectFileMatchesLedger();
  });

  test('new refuses to replace an existing game (exit 2) unless --force', async () => {
    const r = await runCli(['game', 'new', file, '--players', 'W,X,Y,Z']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('already exists');
    await expectFileMatchesLedger();
  });

  test('add: a ron by value with riichi', async () => {
    const r = await runCli([
      'game',
      'add',
      file,
      '--ron',
      'Bo',
      '--from',
      'Ann',
      '--han',
      '3',
      '--fu',
      '30',
      '--riichi',
      'bo',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Added event #1 (hand 1, East 1): Bo ron from Ann, 3 han 30 fu');
    expected = take(
      appendEvent(
        expected.doc,
        hand([1], { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 3, fu: 30 } }] }),
      ),
    );
    await expectFileMatchesLedger();
    expect(r.stdout).toMatch(/1 +Ann +N +21100/);
    expect(r.stdout).toMatch(/2 +Bo +E +dealer +28900/);
  });

  test('add: a tsumo entered by its tiles, scored by the ledger', async () => {
    const r = await runCli([
      'game',
      'add',
      file,
      '--tsumo',
      '3',
      '--hand',
      '234567m345p67899s',
      '--win',
      '5p',
      '--riichi',
      'Cy,Di',
      '--dora',
      '1m',
      '--ura',
      '2m',
    ]);
    expect(r.code).toBe(0);
    expected = take(
      appendEvent(
        expected.doc,
        hand([2, 3], {
          kind: 'win',
          wins: [
            {
              winner: 2,
              from: null,
              score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', dora: '1m', ura: '2m' },
            },
          ],
        }),
      ),
    );
    await expectFileMatchesLedger();
  });

  test('add: an exhaustive draw, then a double ron', async () => {
    expect((await runCli(['game', 'add', file, '--draw', '--tenpai', 'Ann,Cy'])).code).toBe(0);
    expected = take(appendEvent(expected.doc, hand([], { kind: 'exhaustive_draw', tenpai: [0, 2] })));
    const r = await runCli([
      'game',
      'add',
      file,
      '--ron',
      'Bo,Di',
      '--from',
      'Ann',
      '--han',
      '2,5',
      '--fu',
      '40',
    ]);
    expect(r.code).toBe(0);
    expected = take(
      appendEvent(
        expected.doc,
        hand([], {
          kind: 'win',
          wins: [
            { winner: 1, from: 0, score: { mode: 'value', han: 2, fu: 40 } },
            { winner: 3, from: 0, score: { mode: 'value', han: 5, fu: 40 } },
          ],
        }),
      ),
    );
    await expectFileMatchesLedger();
  });

  test('add --at inserts a hand before another; later hands are replayed', async () => {
    const r = await runCli(['game', 'add', file, '--at', '2', '--draw']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Inserted event #2 (hand 2, East 2): draw, tenpai: nobody');
    expected = take(insertEvent(expected.doc, 2, hand([], { kind: 'exhaustive_draw', tenpai: [] })));
    await expectFileMatchesLedger();
  });

  test('add --at one past the last hand appends it, and says so', async () => {
    const at = String(expected.doc.events.length);
    const r = await runCli(['game', 'add', file, '--at', at, '--draw']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Added event #${at} (hand ${at}, East 4): draw, tenpai: nobody`);
    expected = take(appendEvent(expected.doc, hand([], { kind: 'exhaustive_draw', tenpai: [] })));
    await expectFileMatchesLedger();
    expect((await runCli(['game', 'remove', file, at])).code).toBe(0);
    expected = take(removeEvent(expected.doc, Number(at)));
    await expectFileMatchesLedger();
  });

  test('edit replaces a hand and every later score follows', async () => {
    const r = await runCli([
      'game',
      'edit',
      file,
      '1',
      '--ron',
      'Bo',
      '--from',
      'Ann',
      '--han',
      '4',
      '--fu',
      '30',
      '--riichi',
      'Bo',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Replaced event #1 (hand 1, East 1): Bo ron from Ann, 4 han 30 fu');
    expected = take(
      replaceEvent(
        expected.doc,
        1,
        hand([1], { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 4, fu: 30 } }] }),
      ),
    );
    await expectFileMatchesLedger();
  });

  test('remove deletes a hand', async () => {
    const r = await runCli(['game', 'remove', file, '2']);
    expect(r.code).toBe(0);
    expected = take(removeEvent(expected.doc, 2));
    await expectFileMatchesLedger();
  });

  test('show prints the table and the history', async () => {
    const r = await runCli(['game', 'show', file]);
    expect(r.code).toBe(0);
    const s = expected.state;
    expect(r.stdout).toContain(
      `honba ${s.round.honba}, riichi sticks ${s.round.sticks}, dealer ${s.config.players[s.dealer]}`,
    );
    s.config.players.forEach((name, seat) => {
      expect(r.stdout).toMatch(new RegExp(`${seat + 1} +${name} +[ESWN] .*${s.scores[seat]}\\n`));
    });
    expect(r.stdout).toContain('History');
    for (const h of s.history) expect(r.stdout).toContain(`#${h.eventIndex} `);
    expect(r.stdout).toContain('Bo ron from Ann, 4 han 30 fu');
    expect(r.stdout).toContain('draw, tenpai: Ann, Cy');
    // The changes stand in one column per player, each right-aligned under the player's name.
    const lines = r.stdout.split('\n');
    const header = lines[lines.indexOf('History (score changes)') + 1]!;
    expect(header).toMatch(/^ +event +hand +round-honba +result +Ann +Bo +Cy +Di$/);
    const ends = (line: string) => [...line.matchAll(/\S+/g)].slice(-4).map((m) => m.index! + m[0].length);
    const rows = lines.filter((l) => /^ +#\d/.test(l));
    expect(rows).toHaveLength(s.history.length);
    rows.forEach((row, i) => {
      expect(ends(row)).toEqual(ends(header));
      const h = s.history[i]!;
      const changes = row.trim().split(/ +/).slice(-4).map(Number);
      expect(changes).toEqual(h.scoresAfter.map((v, seat) => v - h.scoresBefore[seat]!));
    });
  });

  test('show --hand prints both score boxes of one hand', async () => {
    const r = await runCli(['game', 'show', file, '--hand', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Score box 1: breakdown');
    expect(r.stdout).toMatch(/riichi +1 han/);
    expect(r.stdout).toMatch(/menzen tsumo +1 han/);
    // The tiles it was entered with, and the sticks of Cy's and Di's riichi (one word each).
    expect(r.stdout).toContain('    hand 234567m345p67899s, won on 5p; dora 1m; ura 2m\n');
    expect(r.stdout).toMatch(/; 2 sticks collected\n/);
    expect(r.stdout).toContain('Score box 2: payments');
    const record = expected.state.history.find((h) => h.eventIndex === 2)!;
    for (const l of record.payment.lines)
      expect(r.stdout).toMatch(new RegExp(`→ .* ${l.amount} +${l.reason}`));
  });

  test('settle: the final table equals the ledger’s settlement', async () => {
    const json = await runCli(['game', 'settle', file, '--json']);
    expect(json.code).toBe(0);
    const settlement = settleGame(expected.state);
    expect(parseJsonOutput(json)).toEqual(
      JSON.parse(
        JSON.stringify({
          ok: true,
          finished: expected.state.finished,
          endReason: expected.state.endReason,
          ...settlement,
        }),
      ),
    );
    const points = settlement.rows.reduce((a, r) => a + r.points, 0);
    expect(Math.abs(points)).toBeLessThan(0.05);
    const text = await runCli(['game', 'settle', file]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('; money in currency units at the rate 0.5\n');
    // Money reads as in every family: signed, with cents (never 9.45 beside a Singapore +1.20).
    expect(settlement.rows.some((r) => String(r.money) !== money(r.money!))).toBe(true);
    for (const row of settlement.rows) {
      expect(text.stdout).toMatch(
        new RegExp(
          `${row.rank} +${row.name} +${row.score} .*${row.points > 0 ? '\\+' : ''}${row.points.toFixed(1)} +${reEscape(money(row.money!))}\\n`,
        ),
      );
    }
  });

  test('export --csv is the ledger’s CSV; --out writes it to a file', async () => {
    const r = await runCli(['game', 'export', file, '--csv']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(exportCsv(expected.state));
    const out = join(dir, 'hands.csv');
    expect((await runCli(['game', 'export', file, '--csv', '--out', out])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(exportCsv(expected.state));
    const doc = await runCli(['game', 'export', file, '--json']);
    expect(doc.stdout).toBe(serializeGame(expected.doc));
  });

  test.each([
    [
      'a hand with no yaku',
      ['add', '--ron', 'Bo', '--from', 'Ann', '--hand', '22m345p678s + chi:123m pon:999s'],
      1,
      'the hand has no yaku',
    ],
    [
      'a ron on one’s own discard',
      ['add', '--ron', 'Bo', '--from', 'Bo', '--han', '1', '--fu', '30'],
      1,
      'cannot win on their own discard',
    ],
    [
      'a bad fu',
      ['add', '--ron', 'Bo', '--from', 'Ann', '--han', '2', '--fu', '35'],
      1,
      'fu must be 25 or a multiple of 10',
    ],
    ['an unknown player', ['add', '--tsumo', 'Zed', '--han', '1', '--fu', '30'], 2, '"Zed" is not a player'],
    ['two endings', ['add', '--draw', '--chombo', 'Ann'], 2, 'a hand ends one way only'],
    ['no ending', ['add', '--riichi', 'Ann'], 2, 'say how the hand ended'],
    [
      'a win given two ways',
      ['add', '--tsumo', 'Ann', '--hand', '234567m345p67899s', '--han', '2'],
      2,
      'give a win one way',
    ],
    ['a win with no value', ['add', '--tsumo', 'Ann'], 2, 'a win needs --hand <tiles>, or its value'],
    [
      'a value per winner that does not line up',
      ['add', '--ron', 'Bo,Cy', '--from', 'Ann', '--han', '1,2,3'],
      2,
      '--han needs one value, or one per winner (2)',
    ],
    [
      'a ron without a discarder',
      ['add', '--ron', 'Bo', '--han', '1', '--fu', '30'],
      2,
      '--ron needs --from',
    ],
    ['editing without an event number', ['edit', '--draw'], 2, "missing required argument 'event'"],
    // A hand number the game does not have: exit 1 (the game is not valid for it) from every command.
    [
      'editing a hand that does not exist',
      ['edit', '99', '--draw'],
      1,
      'event 99 does not exist (events 1..',
    ],
    ['removing a hand that does not exist', ['remove', '99'], 1, '(the event number)'],
    // Named by the option that gave it, where core's argument name "(index)" was shown.
    ['inserting before an event that does not exist', ['add', '--draw', '--at', '99'], 1, '(--at)'],
    [
      'an adjustment before an event that does not exist',
      ['adjust', '--by', 'Ann=-100,Bo=+100', '--at', '99'],
      1,
      '(--at)',
    ],
    ['showing a hand that does not exist', ['show', '--hand', '99'], 1, 'there is no event #99'],
    ['a hand number that is not a number', ['show', '--hand', 'x'], 2, 'must be a whole number'],
    [
      'an abortive draw the rules do not play',
      ['add', '--abortive', 'kyuushu_kyuuhai'],
      1,
      'is not played under these rules',
    ],
  ])('%s: exit %i, the file is unchanged', async (_name, args, code, message) => {
    const before = readFileSync(file, 'utf8');
    const [sub, ...rest] = args as [string, ...string[]];
    const r = await runCli(['game', sub, file, ...rest]);
    expect(r.code).toBe(code);
    expect(r.stderr).toContain(message);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('game files that cannot be used', () => {
  test('a missing file is a usage error naming the file', async () => {
    const r = await runCli(['game', 'show', join(tmpdir(), 'no-such-mahjong-game.json')]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('no game file at');
  });

  test('a damaged file is an invalid game (exit 1)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-bad-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, '{"schema":"mahjong-ledger/game","version":1,"events":[{"type":"start"');
    const r = await runCli(['game', 'show', file]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('not valid JSON');
    writeFileSync(file, JSON.stringify({ schema: 'something/else', version: 1, events: [] }));
    const other = await runCli(['game', 'add', file, '--draw']);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('not a Mahjong Ledger game');
  });

  test('new with an unknown preset, or without four players, is a usage error', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-new-'));
    const preset = await runCli([
      'game',
      'new',
      join(dir, 'a.json'),
      '--players',
      'A,B,C,D',
      '--rules',
      'nope',
    ]);
    expect(preset.code).toBe(2);
    // No --family: the message names the presets of every family, as `mahjong-ledger rules` lists them.
    expect(preset.stderr).toContain('unknown preset "nope" (known: riichi: ema2016, ');
    expect(preset.stderr).not.toContain('unknown riichi preset');
    for (const p of ['mleague', 'jc_reference', 'jc_four_winds', 'sg_reference', 'sg_unlimited'])
      expect(preset.stderr).toContain(p);
    expect(preset.stderr).toMatch(/riichi: .*; classical: .*; singapore: /);
    const sg = await runCli([
      'game',
      'new',
      join(dir, 'c.json'),
      '--players',
      'A,B,C,D',
      '--family',
      'singapore',
      '--rules',
      'nope',
    ]);
    expect(sg.code).toBe(2);
    expect(sg.stderr).toContain('unknown Singapore preset "nope" (known: sg_reference, ');
    const three = await runCli(['game', 'new', join(dir, 'b.json'), '--players', 'A,B,C']);
    expect(three.code).toBe(2);
    expect(three.stderr).toContain('four names');
  });

  test('every game command has --help with examples', async () => {
    for (const sub of ['new', 'add', 'edit', 'adjust', 'penalty', 'remove', 'show', 'settle', 'export']) {
      const r = await runCli(['game', sub, '--help']);
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('Example');
    }
  });
});

test('a game whose rules count the local yaku: --tsubame-gaeshi scores its han, and the ronned riichi is void (§5.3)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-local-'));
  const file = join(dir, 'local.json');
  const made = await runCli([
    'game',
    'new',
    file,
    '--players',
    'Ann,Bo,Cy,Di',
    '--rules',
    'tenhou',
    '--set',
    'tsubameGaeshi=true',
  ]);
  expect(made.code, made.stderr).toBe(0);
  // Bo wins on the tile Cy declared riichi with: a closed kanchan ron whose only yaku is tsubame gaeshi.
  const args = [
    '--ron',
    'Bo',
    '--from',
    'Cy',
    '--riichi',
    'Cy',
    '--hand',
    '123m456p789s234s99p',
    '--win',
    '3s',
  ];
  const added = await runCli(['game', 'add', file, ...args, '--tsubame-gaeshi', '--json']);
  expect(added.code, added.stderr).toBe(0);
  const replayed = replayGame(JSON.parse(readFileSync(file, 'utf8')) as GameDocument);
  if (!replayed.ok) throw new Error(JSON.stringify(replayed.issues));
  expect(replayed.value.scores).toEqual([25000, 26300, 23700, 25000]);
  expect(replayed.value.round.sticks).toBe(0);
  // Without the flag the hand has no yaku.
  const refused = await runCli(['game', 'add', file, ...args]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/no yaku/);
});

test('--chankan-on-ankan in a game: kokushi robbing a closed kan is kept under rules that allow it, refused under tenhou', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-ankan-'));
  const add = ['--ron', 'Bo', '--from', 'Cy', '--hand', '19m19p19s12345677z', '--win', '1m', '--chankan'];
  for (const [rules, code] of [
    ['ema2016', 0],
    ['tenhou', 1],
  ] as const) {
    const file = join(dir, `${rules}.json`);
    const made = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', rules]);
    expect(made.code, made.stderr).toBe(0);
    const added = await runCli(['game', 'add', file, ...add, '--chankan-on-ankan']);
    expect(added.code, `${rules}: ${added.stderr}`).toBe(code);
    const replayed = replayGame(JSON.parse(readFileSync(file, 'utf8')) as GameDocument);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.issues));
    // EMA starts at 30,000, tenhou at 25,000: the change is what is compared.
    const start = replayed.value.scores[0]!;
    expect(
      replayed.value.scores.map((x) => x - start),
      rules,
    ).toEqual(code === 0 ? [0, 32000, -32000, 0] : [0, 0, 0, 0]);
    if (code === 1) expect(added.stderr).toContain('kokushiRobsAnkan');
  }
});

test('settle writes every row’s final points with its one decimal (-17.0 under +41.6)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-decimals-'));
  const file = join(dir, 'g.json');
  const steps = [
    ['new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', 'tenhou'],
    ['add', file, '--ron', 'Ann', '--from', 'Bo', '--han', '3', '--fu', '30'],
    ['add', file, '--draw', '--tenpai', 'Ann,Cy'],
    ['add', file, '--tsumo', 'Cy', '--han', '1', '--fu', '30', '--riichi', 'Cy'],
  ];
  for (const step of steps) expect((await runCli(['game', ...step])).code).toBe(0);
  const r = await runCli(['game', 'settle', file]);
  expect(r.code).toBe(0);
  // Ann 31,600, Cy 28,200, Di 23,000, Bo 17,200; tenhou: oka 20 to the top, uma 20-10, no rounding.
  expect(r.stdout).toMatch(/\n +1 +Ann +31600 .* \+41\.6\n/);
  expect(r.stdout).toMatch(/\n +2 +Cy +28200 .* \+8\.2\n/);
  expect(r.stdout).toMatch(/\n +3 +Di +23000 .* -17\.0\n/);
  expect(r.stdout).toMatch(/\n +4 +Bo +17200 .* -32\.8\n/);
});
