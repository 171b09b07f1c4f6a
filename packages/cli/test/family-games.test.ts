// A Singapore game and a Japanese Classical game kept through the executable: new (presets and
// --set), add (wins by tiles and by quick entry, self-draw and discard, liability, draws, false
// win / erroneous mahjong, Ready sticks, changes of heart, Singapore instant payouts), edit and
// remove replaying later hands, show, settle and export. After every write the file and
// `show --json` must equal what core's ledger computes from the same events; every printed total
// is checked against core's numbers (Singapore balances are integer hundredths, printed as money
// with cents), and bad entries exit 1 or 2 with a message and leave the file untouched.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendEvent,
  createGame,
  exportCsv,
  type GameConfig,
  type GameDocument,
  type GameEvent,
  type GameState,
  removeEvent,
  replaceEvent,
  replayGame,
  serializeGame,
  settleGame,
} from '@mahjong-ledger/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { type CliRun, parseJsonOutput, runCli } from './support/cli.ts';

type Ledger = { doc: GameDocument; state: GameState };
type HandResult = Extract<GameEvent, { type: 'hand' }>['result'];

function take(r: ReturnType<typeof appendEvent>): Ledger {
  if (!r.ok) throw new Error(r.issues.map((i) => i.message).join('; '));
  return r.value;
}

function started(config: GameConfig): Ledger {
  const created = createGame(config);
  if (!created.ok) throw new Error(created.issues.map((i) => i.message).join('; '));
  const state = replayGame(created.value);
  if (!state.ok) throw new Error('fixture');
  return { doc: created.value, state: state.value };
}

const hand = (result: HandResult, declared: number[] = []): GameEvent =>
  ({ type: 'hand', riichi: declared, result }) as GameEvent;
const win = (winner: number, from: number | null, score: object, liable?: number): HandResult =>
  ({
    kind: 'win',
    wins: [{ winner, from, score, ...(liable === undefined ? {} : { liable }) }],
  }) as HandResult;

/** Integer hundredths as the test reads money: 150 → "1.50" (independent of the CLI's code). */
const cents = (h: number) => (h / 100).toFixed(2).replace(/^-(0\.00)$/, '$1');
const signedCents = (h: number) => (h > 0 ? `+${cents(h)}` : cents(h));
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
/** Settlement money (currency units) as every family shows it: signed, with cents. */
const signedMoney = (m: number) => signedCents(Math.round(m * 100));
const reEscape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One family's game through the executable, with core's version of it alongside. */
class Game {
  expected!: Ledger;
  readonly file: string;
  constructor(
    dir: string,
    name: string,
    readonly amount: (n: number) => string,
    readonly delta: (n: number) => string,
  ) {
    this.file = join(dir, name);
  }

  run(args: string[]): Promise<CliRun> {
    const [sub, ...rest] = args as [string, ...string[]];
    return runCli(['game', sub, this.file, ...rest]);
  }

  /** Runs a write, expects exit 0 and the headline, applies the same change in core, compares. */
  async write(
    args: string[],
    headline: string,
    change: (doc: GameDocument) => ReturnType<typeof appendEvent>,
  ) {
    const r = await this.run(args);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(headline);
    this.expected = take(change(this.expected.doc));
    await this.expectFileMatchesLedger();
    this.expectTable(r.stdout);
    return r;
  }

  add(args: string[], headline: string, event: GameEvent) {
    return this.write(['add', ...args], headline, (doc) => appendEvent(doc, event));
  }

  async expectFileMatchesLedger(): Promise<void> {
    expect(readFileSync(this.file, 'utf8')).toBe(serializeGame(this.expected.doc));
    const show = await this.run(['show', '--json']);
    expect(show.code).toBe(0);
    expect(parseJsonOutput(show)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(this.expected.state)) });
  }

  /** Every player's score or balance in the printed table is core's, in the family's unit. */
  expectTable(stdout: string): void {
    const s = this.expected.state;
    s.config.players.forEach((name, seat) => {
      expect(stdout).toMatch(
        new RegExp(`\\n +${seat + 1} +${name} +[ESWN] .*  ${reEscape(this.amount(s.scores[seat]!))}\\n`),
      );
    });
  }

  /** The history: one line per event with core's score changes. */
  expectHistory(stdout: string): void {
    for (const h of this.expected.state.history) {
      // One column per player: the changes in seat order, each right-aligned under its name.
      const deltas = h.scoresAfter.map((v, i) => reEscape(this.delta(v - h.scoresBefore[i]!))).join(' +');
      expect(stdout).toMatch(new RegExp(`\\n +#${h.eventIndex} +.*  +${deltas}\\n`));
    }
  }

  async expectUnchangedOnError(args: string[], code: number, message: string): Promise<CliRun> {
    const before = readFileSync(this.file, 'utf8');
    const r = await this.run(args);
    expect(r.code).toBe(code);
    expect(r.stderr).toContain(message);
    expect(readFileSync(this.file, 'utf8')).toBe(before);
    return r;
  }
}

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-families-'));
});

describe('a Singapore game (sg_reference with --set limit=6, rate 2)', () => {
  let g: Game;
  beforeAll(() => {
    g = new Game(dir, 'sg.json', cents, signedCents);
  });
  const DEALT_HAND = '234m567p345s99s + pon:777z';

  test('new: the family from --family, its default preset, overrides; balances 0.00', async () => {
    const r = await g.run([
      'new',
      '--players',
      'Ann,Bo,Cy,Di',
      '--family',
      'singapore',
      '--set',
      'limit=6',
      '--rate',
      '2',
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Started ${g.file}: a Singapore game (sg_reference) for Ann, Bo, Cy, Di`);
    expect(r.stdout).toContain(`${g.file}: Singapore sg_reference (with overrides)`);
    expect(r.stdout).toContain('East 1, dealer repeats 0, dealer Ann');
    expect(r.stdout).not.toContain('sticks');
    g.expected = started({
      family: 'singapore',
      preset: 'sg_reference',
      overrides: { limit: 6 },
      players: ['Ann', 'Bo', 'Cy', 'Di'],
      rate: 2,
    });
    await g.expectFileMatchesLedger();
    g.expectTable(r.stdout);
    expect(r.stdout).toMatch(/1 +Ann +E +dealer +0\.00\n/);
  });

  test('new --json: the new state; a preset names its family', async () => {
    const r = await runCli([
      'game',
      'new',
      join(dir, 'sg2.json'),
      '--players',
      'W,X,Y,Z',
      '--rules',
      'sg_base_030',
      '--json',
    ]);
    expect(r.code).toBe(0);
    const doc = parseJsonOutput(r) as { ok: boolean; event: null; state: GameState };
    expect(doc).toMatchObject({ ok: true, event: null });
    expect(doc.state.config).toEqual({
      family: 'singapore',
      preset: 'sg_base_030',
      overrides: {},
      players: ['W', 'X', 'Y', 'Z'],
    });
    expect(doc.state.scores).toEqual([0, 0, 0, 0]);
  });

  test('instant payouts: a bite, then the other bite and all four animals', async () => {
    let r = await g.add(
      ['--instant', 'Di', '--bonus', '1a2a'],
      'Added event #1 (during hand 1, East 1): Di shows 12a: instant payout',
      {
        type: 'instant',
        seat: 3,
        bonus: '1a2a',
      },
    );
    expect(g.expected.state.scores).toEqual([-200, -200, -200, 600]);
    expect(r.stdout).toMatch(/4 +Di +N +6\.00\n/);
    r = await g.add(
      ['--instant', '4', '--bonus', '3a4a'],
      'Added event #2 (during hand 1, East 1): Di shows 34a: instant payout',
      {
        type: 'instant',
        seat: 3,
        bonus: '3a4a',
      },
    );
    expect(g.expected.state.scores).toEqual([-800, -800, -800, 2400]);
  });

  test('wins by their tiles: on a discard, then a self-draw', async () => {
    await g.add(
      ['--ron', 'Bo', '--from', 'Cy', '--hand', DEALT_HAND, '--win', '9s'],
      'Added event #3 (hand 1, East 1): Bo ron from Cy, 1 tai',
      hand(win(1, 2, { mode: 'hand', hand: DEALT_HAND, win: '9s' })),
    );
    await g.add(
      ['--tsumo', 'Ann', '--hand', '123m456m234p55p678s', '--win', '6s'],
      'Added event #4 (hand 2, East 2): Ann tsumo, 5 tai',
      hand(win(0, null, { mode: 'hand', hand: '123m456m234p55p678s', win: '6s' })),
    );
  });

  test('a kong payout, a draw after it (the deal passes), a draw without (the dealer stays)', async () => {
    await g.add(
      ['--instant', 'Cy', '--kong', 'ankan'],
      'Added event #5 (during hand 3, East 3): Cy shows concealed kong: instant payout',
      { type: 'instant', seat: 2, kongs: ['ankan'] },
    );
    await g.add(
      ['--draw'],
      'Added event #6 (hand 3, East 3): draw',
      hand({ kind: 'exhaustive_draw', tenpai: [] }),
    );
    expect(g.expected.state.dealer).toBe(3);
    // Waiting hands pay nothing in Singapore: --tenpai is refused, as the web app does not ask.
    const tenpai = await runCli(['game', 'add', g.file, '--draw', '--tenpai', 'Ann,Di']);
    expect(tenpai.code).toBe(2);
    expect(tenpai.stderr).toContain('--tenpai is not a situation of singapore games');
    const r = await g.add(
      ['--draw'],
      'Added event #7 (hand 4, East 4): draw',
      hand({ kind: 'exhaustive_draw', tenpai: [] }),
    );
    expect(g.expected.state.dealer).toBe(3);
    expect(r.stdout).toContain('East 4, dealer repeats 1, dealer Di');
  });

  test('a false win on a discard and on a claimed self-draw (--chombo, --from)', async () => {
    await g.add(
      ['--chombo', 'Bo', '--from', 'Ann'],
      "Added event #8 (hand 5, East 4): false win by Bo (on Ann's discard)",
      hand({ kind: 'chombo', offender: 1, from: 0 }),
    );
    await g.add(
      ['--chombo', 'Cy'],
      'Added event #9 (hand 6, East 4): false win by Cy (claimed self-draw)',
      hand({ kind: 'chombo', offender: 2 }),
    );
  });

  test('quick entry by --tai: a discard win, then a self-draw with bao (--pao)', async () => {
    await g.add(
      ['--ron', 'Di', '--from', 'Cy', '--tai', '2'],
      'Added event #10 (hand 7, East 4): Di ron from Cy, 2 tai',
      hand(win(3, 2, { mode: 'tai', tai: 2 })),
    );
    await g.add(
      ['--tsumo', 'Di', '--tai', '8', '--pao', 'Bo'],
      'Added event #11 (hand 8, East 4): Di tsumo, 6 tai (8 counted), pao Bo',
      hand(win(3, null, { mode: 'tai', tai: 8 }, 1)),
    );
    // Bo pays every share of the limit hand.
    const last = g.expected.state.history.at(-1)!;
    expect(last.payment.lines.every((l) => l.from === 1)).toBe(true);
    await g.add(
      ['--ron', 'Ann', '--from', 'Di', '--tai', '1', '--note', 'last of East'],
      'Added event #12 (hand 9, East 4): Ann ron from Di, 1 tai',
      { ...hand(win(0, 3, { mode: 'tai', tai: 1 })), note: 'last of East' } as GameEvent,
    );
    expect(g.expected.state.round).toMatchObject({ wind: 2, number: 1 });
  });

  test('edit: hand #10 becomes 3 tai and every later balance follows; an instant can be edited', async () => {
    const before = g.expected.state.scores;
    await g.write(
      ['edit', '10', '--ron', 'Di', '--from', 'Cy', '--tai', '3'],
      'Replaced event #10 (hand 7, East 4): Di ron from Cy, 3 tai',
      (doc) => replaceEvent(doc, 10, hand(win(3, 2, { mode: 'tai', tai: 3 }))),
    );
    expect(g.expected.state.scores).not.toEqual(before);
    await g.write(
      ['edit', '5', '--instant', 'Cy', '--kong', 'kan'],
      'Replaced event #5 (during hand 3, East 3): Cy shows exposed kong: instant payout',
      (doc) => replaceEvent(doc, 5, { type: 'instant', seat: 2, kongs: ['kan'] }),
    );
    // Several kongs of a kind are counted, not listed one by one.
    await g.write(
      ['edit', '5', '--instant', 'Cy', '--kong', 'kan,ankan,kan'],
      'Replaced event #5 (during hand 3, East 3): Cy shows 2 exposed kongs, concealed kong: instant payout',
      (doc) => replaceEvent(doc, 5, { type: 'instant', seat: 2, kongs: ['kan', 'ankan', 'kan'] }),
    );
  });

  test('remove: the claimed self-draw false win goes; later hands are replayed', async () => {
    const r = await g.write(
      ['remove', '9'],
      'Removed event #9 (hand 6, East 4): false win by Cy (claimed self-draw); 11 events left after the start',
      (doc) => removeEvent(doc, 9),
    );
    expect(r.stdout).toContain(`${g.file}: Singapore sg_reference`);
  });

  test('add --json: the new state with the event number', async () => {
    const r = await g.run(['add', '--instant', 'Bo', '--bonus', '1f2f', '--dealt', '1f', '--json']);
    expect(r.code).toBe(0);
    g.expected = take(
      appendEvent(g.expected.doc, { type: 'instant', seat: 1, bonus: '1f2f', dealtBonus: '1f' }),
    );
    expect(parseJsonOutput(r)).toEqual({
      ok: true,
      file: g.file,
      event: 12,
      state: JSON.parse(JSON.stringify(g.expected.state)),
    });
    await g.expectFileMatchesLedger();
  });

  test('show: balances and every change in dollars and cents, never hundredths', async () => {
    const r = await g.run(['show']);
    expect(r.code).toBe(0);
    g.expectTable(r.stdout);
    g.expectHistory(r.stdout);
    expect(r.stdout).toContain('History (balance changes)');
    expect(r.stdout).toMatch(/\n +event +hand +round-dealer-repeats +result +Ann +Bo +Cy +Di\n/);
    expect(r.stdout).toContain("false win by Bo (on Ann's discard)");
    expect(r.stdout).toContain('Di tsumo, 6 tai (8 counted), pao Bo');
    const scores = g.expected.state.scores;
    expect(scores.some((h) => Math.abs(h) >= 1000)).toBe(true);
    for (const h of scores) expect(r.stdout).not.toMatch(new RegExp(` ${h}\\n`));
  });

  test('show --hand: an instant payout and a win, both score boxes in money', async () => {
    let r = await g.run(['show', '--hand', '2']);
    expect(r.code).toBe(0);
    // The event number (#2, which counts payouts) and the hand it was paid during, each named.
    expect(r.stdout).toContain('Event #2 (during hand 1): East 1, dealer repeats 0, dealer Ann');
    expect(r.stdout).toContain('Score box 1: instant payouts');
    const instant = g.expected.state.history.find((h) => h.eventIndex === 2)!;
    const items = (instant.breakdowns[0] as { items: { id: string; each: number; total: number }[] }).items;
    for (const it of items)
      expect(r.stdout).toMatch(
        new RegExp(
          `${it.id.replace(/_/g, ' ')} +${reEscape(cents(it.each))} from each other player += ${reEscape(cents(it.total))}`,
        ),
      );
    expect(r.stdout).toContain('already paid this hand: bite cat rat');
    for (const l of instant.payment.lines)
      expect(r.stdout).toMatch(new RegExp(`→ +Di +${reEscape(cents(l.amount))} +instant`));

    r = await g.run(['show', '--hand', '4']);
    const record = g.expected.state.history.find((h) => h.eventIndex === 4)!;
    // Event #4 is the second hand: it read "Hand #4", the event number called a hand's.
    expect(r.stdout.split('\n')[0]).toBe('Event #4 (hand 2): East 2, dealer repeats 0, dealer Bo');
    expect(r.stdout).toContain('Score box 1: breakdown');
    expect(r.stdout).toMatch(/fully concealed +1 tai/);
    // Money has one label everywhere (as in `score --family singapore` and `chart`).
    expect(r.stdout).toContain('Score box 2: payments (currency units)');
    expect(r.stdout).not.toContain('dollars');
    record.payment.deltas.forEach((d, seat) => {
      expect(r.stdout).toMatch(
        new RegExp(`${['Ann', 'Bo', 'Cy', 'Di'][seat]} .*${reEscape(signedCents(d))}\\n`),
      );
    });
    // A liable player's lines name the player each share is paid for, not a seat number.
    const bao = g.expected.state.history.find((h) => h.payment.lines.some((l) => l.noteKey?.id === 'bao'))!;
    r = await g.run(['show', '--hand', String(bao.eventIndex)]);
    expect(r.stdout).toMatch(/Bo +→ +Di +[\d.]+ +pao \(bao: base for Ann\)/);
    expect(r.stdout).toMatch(/Bo +→ +Di +[\d.]+ +pao \(bao: base for Cy\)/);
    expect(r.stdout).not.toContain('for seat');
  });

  test('settle: balances in money and at the rate, as core settles', async () => {
    const settlement = settleGame(g.expected.state);
    expect(settlement).toMatchObject({ scoreUnit: 'hundredths' });
    const r = await g.run(['settle']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Settlement as the game stands (not finished)');
    expect(r.stdout).toContain('balances in currency units; money in currency units at the rate 2\n');
    expect(r.stdout).not.toContain('dollars');
    for (const row of settlement.rows) {
      expect(r.stdout).toMatch(
        new RegExp(
          `${row.rank} +${row.name} +${reEscape(signedCents(row.finalScore))} +${reEscape(signedMoney(row.money!))}\\n`,
        ),
      );
    }
    const json = await g.run(['settle', '--json']);
    expect(parseJsonOutput(json)).toEqual(
      JSON.parse(JSON.stringify({ ok: true, finished: false, endReason: null, ...settlement })),
    );
  });

  test('export --csv: core’s CSV, every amount in dollars and cents', async () => {
    const r = await g.run(['export', '--csv']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(exportCsv(g.expected.state));
    const rows = r.stdout.trimEnd().split('\n').slice(1);
    expect(rows).toHaveLength(g.expected.state.history.length);
    rows.forEach((row, i) => {
      const h = g.expected.state.history[i]!;
      const deltas = h.scoresAfter.map((v, s) => cents(v - h.scoresBefore[s]!));
      // hand, round, honba, result (Singapore's CSV has no sticks column), then the amounts.
      expect(row.split(',').slice(4)).toEqual([...deltas, ...h.scoresAfter.map(cents)]);
    });
    const doc = await g.run(['export', '--json']);
    expect(doc.stdout).toBe(serializeGame(g.expected.doc));
  });

  test.each([
    [
      ['add', '--tsumo', 'Ann', '--han', '3', '--fu', '30'],
      2,
      '--han is for riichi games; this is a Singapore game',
    ],
    [['add', '--draw', '--riichi', 'Ann'], 2, 'Singapore has no riichi or Ready declarations'],
    [
      ['add', '--ron', 'Ann', '--from', 'Bo', '--points', '30'],
      2,
      '--points is for Japanese Classical games',
    ],
    [['add', '--abortive', 'kyuushu_kyuuhai'], 2, '--abortive is for riichi games'],
    [['add', '--instant', 'Ann'], 2, '--instant needs what the player shows'],
    [['add', '--instant', 'Ann', '--kong', 'pon'], 2, '--kong takes kan (exposed) or ankan (concealed)'],
    [['add', '--instant', 'Ann', '--bonus', '1a', '--tsumo', 'Bo'], 2, '--instant is an event of its own'],
    [['add', '--draw', '--kong', 'kan'], 2, '--kong and --dealt describe an instant payout'],
    [['add', '--tsumo', 'Ann', '--tai', '3', '--bonus', '1f'], 2, '--bonus goes with --hand'],
    [['add', '--draw', '--from', 'Ann'], 2, '--from names the discarder'],
    [
      ['add', '--tsumo', 'Ann', '--tai', '3', '--flower-replacement', '1'],
      2,
      '--flower-replacement goes with --hand',
    ],
    [['add', '--tsumo', 'Ann', '--tai', '3', '--kong-on-kong'], 2, '--kong-on-kong goes with --hand'],
    [['add', '--ron', 'Ann', '--from', 'Bo', '--tai', '2', '--dora', '1m'], 2, '--dora is for riichi games'],
    [['add', '--instant', 'Ann', '--bonus', '1z'], 1, 'is not a flower, season or animal'],
    [['add', '--instant', 'Bo', '--bonus', '2f'], 1, 'a bonus tile was already shown this hand'],
    [['add', '--tsumo', 'Ann', '--tai', '0'], 1, 'a win needs at least 1 tai'],
    [['add', '--ron', 'Ann,Bo', '--from', 'Cy', '--tai', '2'], 1, 'one player wins a hand'],
    [['add', '--tsumo', 'Ann', '--hand', '123m456p789s13577z'], 1, 'the tiles do not form a winning hand'],
  ])('%j: exit %i, the file is unchanged', async (args, code, message) => {
    await g.expectUnchangedOnError(args, code, message);
  });

  test('a bad entry with --json prints core’s issues as one document', async () => {
    const r = await g.expectUnchangedOnError(['add', '--tsumo', 'Ann', '--tai', '0', '--json'], 1, 'tai');
    const doc = parseJsonOutput(r) as { ok: boolean; error: string; issues: { code: string }[] };
    expect(doc).toMatchObject({ ok: false, error: 'invalid' });
    expect(doc.issues.map((i) => i.code)).toContain('below_minimum');
  });
});

describe('a Japanese Classical game (default preset with --set drawPayments=true, rate 0.1)', () => {
  let g: Game;
  beforeAll(async () => {
    g = new Game(dir, 'jc-whole.json', String, signed);
    const r = await g.run([
      'new',
      '--players',
      'Ann,Bo,Cy,Di',
      '--family',
      'classical',
      '--set',
      'drawPayments=true',
      '--rate',
      '0.1',
    ]);
    expect(r.code).toBe(0);
    g.expected = started({
      family: 'classical',
      preset: 'jc_reference',
      overrides: { drawPayments: true },
      players: ['Ann', 'Bo', 'Cy', 'Di'],
      rate: 0.1,
    });
  });
  const CONCEALED = '234567m345p67899s';
  const OPEN = '234m567p345s99s + pon:777z';

  test('wins, Ready sticks, a draw, liability, erroneous mahjong', async () => {
    await g.add(
      ['--ron', 'Bo', '--from', 'Ann', '--points', '40', '--doubles', '2', '--ready', 'Bo,Cy'],
      'Added event #1 (hand 1, East 1): Bo ron from Ann, 40 points × 2^2 = 160',
      hand(win(1, 0, { mode: 'points', points: 40, doubles: 2 }), [1, 2]),
    );
    await g.add(
      ['--tsumo', 'Cy', '--hand', CONCEALED, '--win', '5p', '--riichi', 'Cy,Di'],
      'Added event #2 (hand 2, East 2): Cy tsumo, 32 points × 2^2 = 128',
      hand(win(2, null, { mode: 'hand', hand: CONCEALED, win: '5p' }), [2, 3]),
    );
    const draw = await g.add(
      ['--draw', '--tenpai', 'Di,Ann', '--ready', 'Ann'],
      'Added event #3 (hand 3, East 3): draw, tenpai: Di, Ann',
      hand({ kind: 'exhaustive_draw', tenpai: [3, 0] }, [0]),
    );
    expect(draw.stdout).toContain(`Ready sticks ${g.expected.state.round.sticks}`);
    expect(g.expected.state.round.sticks).toBe(1);
    await g.add(
      ['--tsumo', 'Di', '--limit-hand', '--pao', 'Ann'],
      'Added event #4 (hand 4, East 4): Di tsumo, limit hand, 500, pao Ann',
      hand(win(3, null, { mode: 'points', points: 0, doubles: 0, limit: true }, 0)),
    );
    await g.add(
      ['--chombo', 'Cy'],
      'Added event #5 (hand 5, East 4): erroneous mahjong by Cy',
      hand({ kind: 'chombo', offender: 2 }),
    );
    await g.add(
      ['--ron', 'Di', '--from', 'Bo', '--hand', OPEN, '--win', '9s'],
      'Added event #6 (hand 6, East 4): Di ron from Bo, 26 points × 2^1 = 52',
      hand(win(3, 1, { mode: 'hand', hand: OPEN, win: '9s' })),
    );
    const r = await g.add(
      ['--tsumo', 'Di', '--points', '30', '--doubles', '1', '--ready', 'Bo'],
      'Added event #7 (hand 7, East 4): Di tsumo, 30 points × 2^1 = 60',
      hand(win(3, null, { mode: 'points', points: 30, doubles: 1 }), [1]),
    );
    expect(r.stdout).toContain(
      `East 4, dealer streak ${g.expected.state.round.honba}, Ready sticks 0, dealer Di`,
    );
  });

  test('edit #1 and remove #3: every later score follows', async () => {
    await g.write(
      ['edit', '1', '--ron', 'Bo', '--from', 'Ann', '--points', '30', '--doubles', '3', '--ready', 'Bo'],
      'Replaced event #1 (hand 1, East 1): Bo ron from Ann, 30 points × 2^3 = 240',
      (doc) => replaceEvent(doc, 1, hand(win(1, 0, { mode: 'points', points: 30, doubles: 3 }), [1])),
    );
    await g.write(
      ['remove', '3'],
      'Removed event #3 (hand 3, East 3): draw, tenpai: Di, Ann; 6 events left after the start',
      (doc) => removeEvent(doc, 3),
    );
  });

  test('show: scores and every change as core has them; a hand’s two score boxes', async () => {
    let r = await g.run(['show']);
    expect(r.code).toBe(0);
    g.expectTable(r.stdout);
    g.expectHistory(r.stdout);
    expect(r.stdout).toContain('erroneous mahjong by Cy');
    r = await g.run(['show', '--hand', '2']);
    const record = g.expected.state.history.find((h) => h.eventIndex === 2)!;
    expect(r.stdout).toMatch(/winning +20 points/);
    expect(r.stdout).toContain('32 points × 2^2 = 128');
    expect(r.stdout).toMatch(/Cy +→ +table +100 +Ready \(Ready stick\)/);
    record.payment.deltas.forEach((d, seat) => {
      expect(r.stdout).toMatch(new RegExp(`${['Ann', 'Bo', 'Cy', 'Di'][seat]} .*${reEscape(signed(d))}\\n`));
    });
    const json = await g.run(['show', '--hand', '2', '--json']);
    expect(parseJsonOutput(json)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(record)) });
    // The discarder pays for all (A2): each share is named by its player, not a seat number.
    r = await g.run(['show', '--hand', '1']);
    expect(r.stdout).toMatch(/Ann +→ +Bo +\d+ +base \(share of Cy\)/);
    expect(r.stdout).toMatch(/Ann +→ +Bo +\d+ +base \(share of Di\)/);
    expect(r.stdout).not.toContain('share of seat');
  });

  test('settle: starting points, leftover Ready sticks, points and money as core settles', async () => {
    const settlement = settleGame(g.expected.state) as ReturnType<typeof settleGame> & {
      startingPoints: number;
    };
    const r = await g.run(['settle']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(
      `starting points ${settlement.startingPoints}; leftover Ready sticks ${settlement.leftoverSticks}; money in currency units at the rate 0.1\n`,
    );
    // Money as in a Singapore settlement: signed, with cents (not 4.89 and 1.8 beside +1.20).
    expect(settlement.rows.some((row) => String(row.money) !== signedMoney(row.money!))).toBe(true);
    for (const row of settlement.rows) {
      expect(r.stdout).toMatch(
        new RegExp(
          `${row.rank} +${row.name} +${row.score} +${row.sticks ? `\\+${row.sticks} +` : ''}${row.finalScore} +${reEscape(signed(row.points))} +${reEscape(signedMoney(row.money!))}\\n`,
        ),
      );
    }
    const json = await g.run(['settle', '--json']);
    expect(parseJsonOutput(json)).toEqual(
      JSON.parse(JSON.stringify({ ok: true, finished: false, endReason: null, ...settlement })),
    );
  });

  test('export: core’s CSV and the document', async () => {
    expect((await g.run(['export', '--csv'])).stdout).toBe(exportCsv(g.expected.state));
    expect((await g.run(['export', '--json'])).stdout).toBe(serializeGame(g.expected.doc));
  });

  test.each([
    [['add', '--instant', 'Ann', '--bonus', '1a'], 2, 'Japanese Classical has no instant payouts'],
    [
      ['add', '--tsumo', 'Ann', '--tai', '3'],
      2,
      '--tai is for Singapore games; this is a Japanese Classical game',
    ],
    [
      ['add', '--tsumo', 'Ann', '--han', '3', '--fu', '30'],
      2,
      'a win by its value is --points/--doubles or --limit-hand',
    ],
    [['add', '--abortive', 'kyuushu_kyuuhai'], 2, '--abortive is for riichi games'],
    [['add', '--chombo', 'Ann', '--from', 'Bo'], 2, '--from names the discarder of a ron'],
    [
      ['add', '--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--loser-scores', 'Bo=3'],
      2,
      'no settlement between losers',
    ],
    [['add', '--draw', '--points', '30'], 2, '--points describes a win'],
    [
      ['add', '--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--pao', 'Bo'],
      1,
      'liability applies only to a limit hand',
    ],
    [
      ['add', '--tsumo', 'Ann', '--points', '0', '--doubles', '1'],
      1,
      'basic points must be a whole number ≥ 1',
    ],
    [
      ['add', '--draw', '--tenpai', 'Bo', '--ready', 'Ann'],
      1,
      'Ann declared Ready, so is waiting at the draw',
    ],
  ])('%j: exit %i, the file is unchanged', async (args, code, message) => {
    await g.expectUnchangedOnError(args, code, message);
  });
});

describe('a Classical game with the settlement between losers', () => {
  test('--loser-scores: each loser’s hand score, as core settles it', async () => {
    const g = new Game(dir, 'jc-losers.json', String, signed);
    expect(
      (
        await g.run([
          'new',
          '--players',
          'Ann,Bo,Cy,Di',
          '--family',
          'classical',
          '--set',
          'loserSettlement=true',
        ])
      ).code,
    ).toBe(0);
    g.expected = started({
      family: 'classical',
      preset: 'jc_reference',
      overrides: { loserSettlement: true },
      players: ['Ann', 'Bo', 'Cy', 'Di'],
    });
    await g.expectUnchangedOnError(
      ['add', '--tsumo', 'Ann', '--points', '30', '--doubles', '1'],
      2,
      '--loser-scores Ann=40',
    );
    await g.add(
      ['--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--loser-scores', 'Bo=30,cy=10,4=0'],
      'Added event #1 (hand 1, East 1): Ann tsumo, 30 points × 2^1 = 60',
      {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [{ winner: 0, from: null, score: { mode: 'points', points: 30, doubles: 1 } }],
          loserScores: [null, 30, 10, 0],
        },
      },
    );
    expect(g.expected.state.history[0]!.payment.lines.some((l) => l.reason === 'settlement')).toBe(true);
  });
});

describe('a Classical game with changes of heart (section 6.5)', () => {
  let g: Game;
  beforeAll(async () => {
    g = new Game(dir, 'jc-heart.json', String, signed);
    expect((await g.run(['new', '--players', 'Ann,Bo,Cy,Di', '--family', 'classical'])).code).toBe(0);
    g.expected = started({
      family: 'classical',
      preset: 'jc_reference',
      overrides: {},
      players: ['Ann', 'Bo', 'Cy', 'Di'],
    });
  });

  test('--change-of-heart: one seat per offence, names or seat numbers, repeated or in a list', async () => {
    const r = await g.add(
      [
        '--ron',
        'Bo',
        '--from',
        'Cy',
        '--points',
        '30',
        '--doubles',
        '1',
        '--change-of-heart',
        'Di,ann',
        '--change-of-heart',
        '4',
      ],
      'Added event #1 (hand 1, East 1): Bo ron from Cy, 30 points × 2^1 = 60; change of heart: Ann, Di ×2',
      hand({
        ...win(1, 2, { mode: 'points', points: 30, doubles: 1 }),
        changeOfHeart: [3, 0, 3],
      } as HandResult),
    );
    // Cy pays 240 for all; Ann pays Bo 100, Di 200.
    expect(g.expected.state.history[0]!.payment.deltas).toEqual([-100, 540, -240, -200]);
    expect(r.stdout).toMatch(/\n +1 +Ann +[ESWN] .* 400\n/);
  });

  test('show: the history names the offenders; score box 2 itemises each payment as a change of heart', async () => {
    let r = await g.run(['show']);
    g.expectHistory(r.stdout);
    expect(r.stdout).toContain('Bo ron from Cy, 30 points × 2^1 = 60; change of heart: Ann, Di ×2');
    r = await g.run(['show', '--hand', '1']);
    expect(r.stdout.match(/Di +→ +Bo +100 +penalty \(change of heart\)\n/g)).toHaveLength(2);
    expect(r.stdout).toMatch(/Ann +→ +Bo +100 +penalty \(change of heart\)\n/);
    expect(r.stdout).not.toContain('erroneous mahjong');
    expect((await g.run(['export', '--csv'])).stdout).toBe(exportCsv(g.expected.state));
    expect(exportCsv(g.expected.state)).toContain('ron 2<-3 change_of_heart 1/4/4');
  });

  test.each([
    [
      ['add', '--draw', '--change-of-heart', 'Di'],
      2,
      '--change-of-heart is paid to the winner of the hand (--tsumo or --ron); without a win the offender takes it back',
    ],
    [['add', '--chombo', 'Cy', '--change-of-heart', 'Di'], 2, '--change-of-heart is paid to the winner'],
    [
      ['add', '--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--change-of-heart', 'Ed'],
      2,
      '--change-of-heart: "Ed" is not a player',
    ],
    [
      ['add', '--tsumo', 'Ann', '--points', '30', '--doubles', '1', '--change-of-heart', '2,2,2,3,3,3,4,4,4'],
      1,
      '9 changes of heart; a hand records at most 8',
    ],
  ])('%j: exit %i, the file is unchanged', async (args, code, message) => {
    await g.expectUnchangedOnError(args, code, message);
  });
});

describe('family options on a riichi game', () => {
  test.each([
    [['--tsumo', 'Ann', '--tai', '3'], '--tai is for Singapore games; this is a riichi game'],
    [['--tsumo', 'Ann', '--points', '30', '--doubles', '1'], '--points is for Japanese Classical games'],
    [['--instant', 'Ann', '--kong', 'kan'], 'riichi has no instant payouts'],
    [['--draw', '--ready', 'Ann'], '--ready is for Japanese Classical games'],
    [
      ['--tsumo', 'Ann', '--han', '3', '--fu', '30', '--change-of-heart', 'Bo'],
      '--change-of-heart is for Japanese Classical games; this is a riichi game',
    ],
    [
      ['--tsumo', 'Ann', '--hand', '234567m345p67899s', '--kong-on-kong'],
      '--kong-on-kong is for Singapore games',
    ],
  ])('%j: exit 2', async (args, message) => {
    const g = new Game(dir, `riichi-${args[0]!.slice(2)}-${args.length}.json`, String, signed);
    expect((await g.run(['new', '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
    await g.expectUnchangedOnError(['add', ...args], 2, message);
  });
});
