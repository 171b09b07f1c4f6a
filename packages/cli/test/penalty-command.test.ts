// `game penalty`: a tournament penalty entered from the command line (core's `penalty` event),
// final points taken off one player after uma with the table's scores left as they are. `game
// edit` replaces a penalty with a penalty, `game remove` removes one; show, settle and export
// say it. After every write the file and the state must be core's for the same events; every
// refusal leaves the file as it was and names the option that gave the value.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendEvent,
  exportCsv,
  type GameDocument,
  type GameEvent,
  type GameState,
  insertEvent,
  parseGameDocument,
  removeEvent,
  replaceEvent,
  replayGame,
  serializeGame,
  settleGame,
} from '@mahjong-ledger/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-penalty-command-'));
});

let made = 0;
/** A new game file (riichi mleague unless the options say otherwise), with these `add`s entered. */
async function newGame(options: string[], adds: string[][] = []): Promise<string> {
  const file = join(dir, `game-${++made}.json`);
  const r = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', ...options]);
  expect(r.code, r.stderr).toBe(0);
  for (const add of adds) {
    const a = await runCli(['game', 'add', file, ...add]);
    expect(a.code, a.stderr).toBe(0);
  }
  return file;
}

function docOf(file: string): GameDocument {
  const doc = parseGameDocument(readFileSync(file, 'utf8'));
  if (!doc.ok) throw new Error('not a game');
  return doc.value;
}

function stateOf(doc: GameDocument): GameState {
  const state = replayGame(doc);
  if (!state.ok) throw new Error(state.issues.map((i) => i.message).join('; '));
  return state.value;
}

/** The file is core's game after `edit` (byte for byte), and that game's state. */
function expectChanged(file: string, edit: ReturnType<typeof appendEvent>): GameState {
  if (!edit.ok) throw new Error(edit.issues.map((i) => i.message).join('; '));
  expect(readFileSync(file, 'utf8')).toBe(serializeGame(edit.value.doc));
  return edit.value.state;
}

const RON = ['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30'];
const DRAW = ['--draw', '--tenpai', 'Cy'];

describe('game penalty', () => {
  test('takes final points off the player after uma; the scores, ranking and uma stay as they were', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON, DRAW]);
    const before = docOf(file);
    const settledBefore = settleGame(stateOf(before));
    const r = await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10', '--note', 'late']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const event: GameEvent = { type: 'penalty', seat: 1, points: -10, note: 'late' };
    const state = expectChanged(file, appendEvent(before, event));
    expect(r.stdout.split('\n')[0]).toBe('Added event #3 (after hand 2): penalty, Bo -10 final points');
    // The table printed after it: the scores as they were.
    expect(state.scores).toEqual(stateOf(before).scores);
    expect(r.stdout).toMatch(/2 +Bo .* 27900\n/);
    const settled = settleGame(state);
    for (const row of settled.rows) {
      const was = settledBefore.rows.find((x) => x.seat === row.seat)!;
      expect({ rank: row.rank, uma: row.uma }).toEqual({ rank: was.rank, uma: was.uma });
      expect(row.points).toBeCloseTo(was.points - (row.seat === 1 ? 10 : 0), 9);
    }
  });

  test('--points=-2.5, a minus sign U+2212 and full-width digits are read as typed; a player by seat number or in any case', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    let before = docOf(file);
    const equals = await runCli(['game', 'penalty', file, '--player', '3', '--points=-2.5']);
    expect({ code: equals.code, stderr: equals.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(file, appendEvent(before, { type: 'penalty', seat: 2, points: -2.5 }));
    expect(equals.stdout.split('\n')[0]).toBe('Added event #2 (after hand 1): penalty, Cy -2.5 final points');
    before = docOf(file);
    const wide = await runCli(['game', 'penalty', file, '--player', 'di', '--points', '\u2212\uff15.50']);
    expect({ code: wide.code, stderr: wide.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(file, appendEvent(before, { type: 'penalty', seat: 3, points: -5.5 }));
  });

  test('after the game is over, when no hand may be added', async () => {
    // tenhou ends the game when a player goes below zero: Ann pays a yakuman.
    const file = await newGame(['--rules', 'tenhou'], [['--ron', 'Bo', '--from', 'Ann', '--yakuman', '1']]);
    const before = docOf(file);
    expect(stateOf(before).finished).toBe(true);
    const hand = await runCli(['game', 'add', file, ...DRAW]);
    expect(hand.code).toBe(1);
    const r = await runCli(['game', 'penalty', file, '--player', 'Ann', '--points', '-20']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, appendEvent(before, { type: 'penalty', seat: 0, points: -20 }));
    // No round was in play after the end (core's state holds the one that would have come next).
    expect(r.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1, game over): penalty, Ann -20 final points',
    );
    const show = await runCli(['game', 'show', file]);
    expect(show.stdout).toMatch(/\n +#2 +end +penalty, Ann -20 final points +0 +0 +0 +0\n$/);
    const detail = await runCli(['game', 'show', file, '--hand', '2']);
    expect(detail.stdout.split('\n')[0]).toBe('Event #2 (after hand 1, game over): penalty');
    expect((await runCli(['game', 'export', file, '--csv'])).stdout).toContain(
      '\n,end,,0,penalty 1 -20,0,0,0,0,-7000,57000,25000,25000\n',
    );
    const settle = await runCli(['game', 'settle', file]);
    const ann = settleGame(state).rows.find((row) => row.seat === 0)!;
    expect(ann.penalty).toBe(-20);
    expect(settle.stdout).toContain('Final settlement (bust)\n');
    expect(settle.stdout).toMatch(
      new RegExp(`4 +Ann +-7000 +-7000 +0 +-20 +-20\\.0 +${ann.points.toFixed(1)}\\n`),
    );
  });

  test('--at inserts it before an event; --json prints the new state with its event number', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON, DRAW]);
    const before = docOf(file);
    const r = await runCli([
      'game',
      'penalty',
      file,
      '--player',
      'Cy',
      '--points',
      '-5',
      '--at',
      '2',
      '--json',
    ]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, insertEvent(before, 2, { type: 'penalty', seat: 2, points: -5 }));
    expect(state.penalties).toEqual([
      {
        eventIndex: 2,
        round: state.history[1]!.round,
        scores: state.history[0]!.scoresAfter,
        seat: 2,
        points: -5,
      },
    ]);
    expect(parseJsonOutput(r)).toEqual({
      ok: true,
      file,
      event: 2,
      state: JSON.parse(JSON.stringify(state)),
    });
    const first = await runCli(['game', 'penalty', file, '--player', 'Ann', '--points', '-1', '--at', '1']);
    expect(first.stdout.split('\n')[0]).toBe(
      'Inserted event #1 (before the first hand): penalty, Ann -1 final points',
    );
  });
});

describe('show, settle and export say the penalty', () => {
  let file: string;
  let state: GameState;
  beforeAll(async () => {
    file = await newGame(['--rules', 'mleague'], [RON, ['--chombo', 'Bo']]);
    for (const args of [
      ['--player', 'Bo', '--points', '-10', '--note', 'late return'],
      ['--player', 'Di', '--points', '-2.5'],
    ]) {
      const r = await runCli(['game', 'penalty', file, ...args]);
      expect(r.code, r.stderr).toBe(0);
    }
    state = stateOf(docOf(file));
  });

  test('game show lists each penalty at its place in the log, with its note; its changes are 0', async () => {
    const r = await runCli(['game', 'show', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/\n +#2 +2 +E2-0 +chombo by Bo +0 +0 +0 +0\n/);
    expect(r.stdout).toMatch(
      /\n +#3 +E2-0 +penalty, Bo -10 final points; note: late return +0 +0 +0 +0\n +#4 +E2-0 +penalty, Di -2\.5 final points +0 +0 +0 +0\n$/,
    );
  });

  test('game show --hand shows one penalty in full; --json its record', async () => {
    const r = await runCli(['game', 'show', file, '--hand', '3']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'Event #3 (after hand 2): East 2, honba 0: penalty',
        '  Bo -10 final points (10,000 table points), taken off in the settlement after uma',
        '  the scores do not move: the ranking, the uma and every later hand are as they were',
        '  note: late return',
        '',
      ].join('\n'),
    );
    const json = await runCli(['game', 'show', file, '--hand', '4', '--json']);
    expect(parseJsonOutput(json)).toEqual({ ok: true, ...JSON.parse(JSON.stringify(state.penalties[1])) });
    // An event the game does not have: the list of events holds the penalties too.
    const none = await runCli(['game', 'show', file, '--hand', '9']);
    expect(none.code).toBe(1);
    expect(none.stderr).toBe('error: there is no event #9 (events: #1 #2 #3 #4)\n');
  });

  test('game show --json holds the penalties, as core folds them', async () => {
    const r = await runCli(['game', 'show', file, '--json']);
    const shown = parseJsonOutput(r) as { penalties: unknown };
    expect(shown.penalties).toEqual(JSON.parse(JSON.stringify(state.penalties)));
    expect(state.penalties.map((p) => [p.eventIndex, p.seat, p.points])).toEqual([
      [3, 1, -10],
      [4, 3, -2.5],
    ]);
  });

  test('game settle: the penalty column (chombo and tournament penalties) in tenths, and what it holds', async () => {
    const settlement = settleGame(state);
    const bo = settlement.rows.find((r) => r.seat === 1)!;
    const di = settlement.rows.find((r) => r.seat === 3)!;
    // mleague's chombo: 20 final points; Bo's tournament penalty: 10 more.
    expect([bo.penalty, di.penalty]).toEqual([-30, -2.5]);
    expect([bo.chomboPenalty, bo.tournamentPenalty, di.chomboPenalty, di.tournamentPenalty]).toEqual([
      -20, -10, 0, -2.5,
    ]);
    const r = await runCli(['game', 'settle', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(
      new RegExp(` Bo +28900 +28900 +\\+20 +\\+30 +-30\\.0 +\\+${bo.points.toFixed(1)}\\n`),
    );
    expect(r.stdout).toMatch(new RegExp(` Di +25000 +25000 +0 +0 +-2\\.5 +${di.points.toFixed(1)}\\n`));
    expect(r.stdout).toMatch(
      /\n {2}penalty column: final points taken off after uma, a chombo's and each tournament penalty's\n {4}Bo +chombo ×1 -20\.0, tournament penalty -10\.0 \(event #3\)\n {4}Di +tournament penalty -2\.5 \(event #4\)\n$/,
    );
    const json = await runCli(['game', 'settle', file, '--json']);
    expect(parseJsonOutput(json)).toEqual(
      JSON.parse(JSON.stringify({ ok: true, finished: false, endReason: null, ...settlement })),
    );
  });

  test('a settlement without penalties says nothing of them', async () => {
    const plain = await newGame(['--rules', 'mleague'], [RON]);
    const r = await runCli(['game', 'settle', plain]);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('penalty column');
  });

  test('game export --csv: core’s rows, a penalty moving nothing', async () => {
    const r = await runCli(['game', 'export', file, '--csv']);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(exportCsv(state));
    expect(r.stdout).toContain('\n,E2,0,0,penalty 2 -10,0,0,0,0,21100,28900,25000,25000\n');
    expect(r.stdout).toContain('\n,E2,0,0,penalty 4 -2.5,0,0,0,0,21100,28900,25000,25000\n');
  });
});

describe('game edit and game remove of a penalty', () => {
  test('edit replaces it with another penalty, its note kept unless --note is given', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect(
      (await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10', '--note', 'late'])).code,
    ).toBe(0);
    let before = docOf(file);
    const r = await runCli(['game', 'edit', file, '2', '--player', 'Cy', '--points', '-5']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(file, replaceEvent(before, 2, { type: 'penalty', seat: 2, points: -5, note: 'late' }));
    expect(r.stdout.split('\n')[0]).toBe('Replaced event #2 (after hand 1): penalty, Cy -5 final points');
    before = docOf(file);
    const cleared = await runCli([
      'game',
      'edit',
      file,
      '2',
      '--player',
      'Cy',
      '--points=-4.5',
      '--note',
      '',
    ]);
    expect({ code: cleared.code, stderr: cleared.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(file, replaceEvent(before, 2, { type: 'penalty', seat: 2, points: -4.5 }));
  });

  test('an earlier hand edited: the penalty stays where it was, after that hand', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect((await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10'])).code).toBe(0);
    const before = docOf(file);
    const hand: GameEvent = {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 4, fu: 30 } }] },
    };
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
    ]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, replaceEvent(before, 1, hand));
    expect(state.penalties.map((p) => [p.eventIndex, p.seat, p.points])).toEqual([[2, 1, -10]]);
  });

  test('remove deletes it and names it as it was', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect((await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10'])).code).toBe(0);
    expect((await runCli(['game', 'add', file, ...DRAW])).code).toBe(0);
    const before = docOf(file);
    const r = await runCli(['game', 'remove', file, '2']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, removeEvent(before, 2));
    expect(state.penalties).toEqual([]);
    expect(r.stdout.split('\n')[0]).toBe(
      'Removed event #2 (after hand 1): penalty, Bo -10 final points; 2 events left after the start',
    );
  });

  test.each([
    // A hand's options on a penalty (an event number mistyped) would lose the penalty.
    [
      ['2', '--draw'],
      'error: event #2 is a penalty: give it again with --player and --points (to put a hand in its place, remove it and add the hand with --at 2)',
    ],
    [
      ['2', '--by', 'Ann=-1000,Bo=+1000'],
      'error: event #2 is a penalty: give it again with --player and --points (to put a hand in its place, remove it and add the hand with --at 2)',
    ],
    [
      ['1', '--player', 'Bo', '--points', '-5'],
      'error: event #1 is a hand, not a penalty: --player and --points edit a penalty (to add one before it: game penalty --at 1)',
    ],
    [
      ['3', '--player', 'Bo', '--points', '-5'],
      'error: event #3 is an adjustment, not a penalty: --player and --points edit a penalty (to add one before it: game penalty --at 3)',
    ],
    [
      ['2', '--player', 'Bo', '--points', '-5', '--riichi', 'Bo'],
      "error: --riichi describes a hand; a penalty (--player, --points) takes none of a hand's options",
    ],
    [
      ['2', '--player', 'Bo', '--points', '-5', '--by', 'Ann=-1'],
      "error: --by describes an adjustment; a penalty (--player, --points) takes none of an adjustment's options",
    ],
    [
      ['2', '--player', 'Bo', '--points', '5'],
      'error: --points takes the final points taken off, so it is below zero: for a penalty of 5, --points -5; not "5"',
    ],
    [
      ['2', '--player', 'Bo'],
      'error: --points is needed: the final points taken off after uma, below zero (-10 is 10,000 table points)',
    ],
  ])('edit %j is refused, the file untouched', async (args, message) => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect((await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10'])).code).toBe(0);
    expect((await runCli(['game', 'adjust', file, '--by', 'Ann=-100,Bo=+100'])).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'edit', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${message}\n`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('bad input is refused with a clear message, the file untouched', () => {
  const SEE = '(add --help for usage)';
  test.each([
    [
      ['--player', 'Bo', '--points', '10'],
      2,
      'error: --points takes the final points taken off, so it is below zero: for a penalty of 10, --points -10; not "10"',
    ],
    [
      ['--player', 'Bo', '--points', '+2.5'],
      2,
      'error: --points takes the final points taken off, so it is below zero: for a penalty of 2.5, --points -2.5; not "+2.5"',
    ],
    [
      ['--player', 'Bo', '--points', '0'],
      2,
      'error: --points 0 takes nothing off; a penalty is below zero (--points -10 takes 10 final points, 10,000 table points)',
    ],
    [
      ['--player', 'Bo', '--points', '-0.0'],
      2,
      'error: --points -0.0 takes nothing off; a penalty is below zero (--points -10 takes 10 final points, 10,000 table points)',
    ],
    [
      ['--player', 'Bo', '--points', 'ten'],
      2,
      'error: --points takes the final points taken off, a number below zero such as -10 (10,000 table points) or -2.5; not "ten"',
    ],
    [
      ['--player', 'Bo', '--points', '-1e1'],
      2,
      'error: --points takes the final points taken off, a number below zero such as -10 (10,000 table points) or -2.5; not "-1e1"',
    ],
    [
      ['--player', 'Bo', '--points', '-2.55'],
      2,
      'error: --points takes final points with at most one decimal (-2.5 is 2,500 table points); not "-2.55"',
    ],
    [
      ['--player', 'Bo', '--points', '-10000'],
      1,
      'error: a penalty is in final points, thousands of table points (-10 is 10,000); -10000 is beyond the 1000 any game could need (--points)',
    ],
    [
      ['--player', 'Bo', '--points', '-1000.5'],
      1,
      'error: a penalty is in final points, thousands of table points (-10 is 10,000); -1000.5 is beyond the 1000 any game could need (--points)',
    ],
    [
      ['--player', 'Ed', '--points', '-10'],
      2,
      'error: --player: "Ed" is not a player (players: Ann, Bo, Cy, Di, or seat numbers 1-4)',
    ],
    [
      ['--player', '5', '--points', '-10'],
      2,
      'error: --player: "5" is not a player (players: Ann, Bo, Cy, Di, or seat numbers 1-4)',
    ],
    [
      ['--player', 'Bo'],
      2,
      'error: --points is needed: the final points taken off after uma, below zero (-10 is 10,000 table points)',
    ],
    [['--points', '-10'], 2, 'error: --player is needed: the player penalised, by name or seat number 1-4'],
    [
      [],
      2,
      'error: say who is penalised and by how much: --player <name or seat> --points <final points taken off, e.g. -10>',
    ],
    [['--player', 'Bo', '--points'], 2, `error: option '--points <final-points>' argument missing\n${SEE}`],
    [
      ['--player', 'Bo', '--points', '--note', 'late'],
      2,
      `error: --points needs a value, and was given none: the word after it, --note, is an option of this command\n${SEE}`,
    ],
    [
      ['--player', '--points', '-10'],
      2,
      `error: --player needs a value, and was given none: the word after it, --points, is an option of this command\n${SEE}`,
    ],
    [
      ['--player', 'Bo', '--points', '-10', '--points', '-5'],
      2,
      `error: --points was given twice ("-10", then "-5") and takes one value; give it once\n${SEE}`,
    ],
    [
      ['--player', 'Bo', '--points', '-10', '--at', '9'],
      1,
      'error: event 9 does not exist (events 1..2; 0 is the game start) (--at)',
    ],
    [
      ['--player', 'Bo', '--points', '-10', '--note', 'a\u001b[2Jb'],
      2,
      'error: --note holds a control character (\\x1b); a note is one line of plain text',
    ],
  ])('riichi %j', async (args, code, message) => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'penalty', file, ...args]);
    expect(r.code).toBe(code);
    expect(r.stderr).toBe(`${message}\n`);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test.each([
    [
      'singapore',
      'Singapore has no final points to take a penalty from: its penalties are payments between players (sections 9-10), entered as a false win or an adjustment',
    ],
    [
      'classical',
      'Japanese Classical has no final points to take a penalty from: its penalties are payments between players (section 6.5), entered with the hand or as an adjustment',
    ],
  ])(
    'a %s game refuses it with core’s reason, whatever the points; --json says no_penalties',
    async (family, reason) => {
      const file = await newGame(['--family', family]);
      const before = readFileSync(file, 'utf8');
      for (const points of ['-10', '10']) {
        const r = await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', points]);
        expect({ code: r.code, stderr: r.stderr, stdout: r.stdout }).toEqual({
          code: 2,
          stderr: `error: ${reason}\n`,
          stdout: '',
        });
      }
      const json = await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-10', '--json']);
      expect(parseJsonOutput(json)).toEqual({
        ok: false,
        error: 'usage',
        issues: [{ code: 'no_penalties', message: reason }],
        exitCode: 2,
        exitMeaning: 'usage',
      });
      expect(readFileSync(file, 'utf8')).toBe(before);
    },
  );

  test('with --json: core’s refusal at core’s path', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    const r = await runCli(['game', 'penalty', file, '--player', 'Bo', '--points', '-5000', '--json']);
    expect(r.code).toBe(1);
    expect(parseJsonOutput(r)).toMatchObject({
      ok: false,
      error: 'invalid',
      issues: [{ code: 'bad_penalty', path: 'events[2].points' }],
      exitCode: 1,
    });
  });
});
