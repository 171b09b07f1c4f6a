// `game adjust`: a referee's adjustment entered from the command line, in core's two forms. By
// the points given or taken (--by, --sticks-by: core's deltas and stickDelta), which an edit of
// an earlier hand carries through, or outright (--set-scores, --set-sticks), where such an edit
// stops. `game edit` replaces an adjustment with another. After every write the file and the
// state must be core's for the same events; every refusal leaves the file as it was.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  appendEvent,
  type GameDocument,
  type GameEvent,
  type GameState,
  insertEvent,
  parseGameDocument,
  replaceEvent,
  replayGame,
  serializeGame,
} from '@mahjong-ledger/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-adjust-command-'));
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

function expectChanged(file: string, edit: ReturnType<typeof appendEvent>): GameState {
  if (!edit.ok) throw new Error(edit.issues.map((i) => i.message).join('; '));
  expect(readFileSync(file, 'utf8')).toBe(serializeGame(edit.value.doc));
  return edit.value.state;
}

const RON = ['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30', '--riichi', 'Bo'];

describe('by the points given or taken (--by, --sticks-by)', () => {
  test('--by adds each player’s points; the note is kept and shown; the history lists it', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    const before = docOf(file);
    const r = await runCli(['game', 'adjust', file, '--by', 'Ann=-8000,2=+8000', '--note', 'paid twice']);
    const event: GameEvent = { type: 'adjust', deltas: [-8000, 8000, 0, 0], note: 'paid twice' };
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, appendEvent(before, event));
    expect(r.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1): score adjustment, points added: Ann -8000, Bo +8000',
    );
    // 3 han 30 fu ron (3900) and Bo's riichi stick back, then the adjustment.
    expect(state.scores).toEqual([25000 - 3900 - 8000, 25000 + 3900 + 8000, 25000, 25000]);
    expect(r.stdout).toMatch(/1 +Ann .* 13100\n/);
    const show = await runCli(['game', 'show', file]);
    expect(show.stdout).toMatch(
      /#2 +E2-0 +score adjustment, points added; note: paid twice +-8000 +\+8000 +0 +0\n/,
    );
    const detail = await runCli(['game', 'show', file, '--hand', '2']);
    expect(detail.stdout).toContain('Event #2 (after hand 1): East 2, honba 0: score adjustment\n');
    expect(detail.stdout).toContain(
      '  points added to each score: an edit of an earlier hand carries through it\n  note: paid twice\n',
    );
  });

  test('an earlier hand edited afterwards: the adjustment still adds its points, the scores recomputed', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect((await runCli(['game', 'adjust', file, '--by', 'Ann=-8000,Bo=+8000'])).code).toBe(0);
    const before = docOf(file);
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
    const edited: GameEvent = {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 4, fu: 30 } }] },
    };
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(file, replaceEvent(before, 1, edited));
    // The adjustment's event is as entered, and its change is still -8000/+8000 on the new hand
    // (mleague's kiriage mangan: 8000).
    expect(docOf(file).events[2]).toEqual({ type: 'adjust', deltas: [-8000, 8000, 0, 0] });
    expect(state.adjustments[0]!.scoresBefore).toEqual([17000, 33000, 25000, 25000]);
    expect(state.scores).toEqual([9000, 41000, 25000, 25000]);
    const show = await runCli(['game', 'show', file]);
    expect(show.stdout).toMatch(/#2 +E2-0 +score adjustment, points added +-8000 +\+8000 +0 +0\n/);
    expect(show.stdout).toMatch(/1 +Ann .* 9000\n/);
  });

  test('--sticks-by takes a stick off the table (given back to a player with --by); more than there is refused', async () => {
    const file = await newGame(['--rules', 'mleague'], [['--draw', '--tenpai', 'Cy', '--riichi', 'Cy']]);
    const before = docOf(file);
    const tooMany = await runCli(['game', 'adjust', file, '--sticks-by', '-2']);
    expect(tooMany.code).toBe(1);
    expect(tooMany.stderr).toBe(
      'error: the table holds 1 stick; an adjustment cannot take off 2 (--sticks-by)\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(serializeGame(before));
    const r = await runCli(['game', 'adjust', file, '--by', 'Cy=+1000', '--sticks-by', '-1']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const state = expectChanged(
      file,
      appendEvent(before, { type: 'adjust', deltas: [0, 0, 1000, 0], stickDelta: -1 }),
    );
    expect(state.round.sticks).toBe(0);
    expect(r.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1): score adjustment, points added, riichi sticks 1 → 0: Cy +1000',
    );
  });

  test('--at inserts it before an event; --json prints the new state with its event number', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON, ['--draw']]);
    const before = docOf(file);
    const r = await runCli([
      'game',
      'adjust',
      file,
      '--by',
      'Di=-1000',
      '--by',
      'Cy=+1000',
      '--at',
      '2',
      '--json',
    ]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const edit = insertEvent(before, 2, {
      type: 'adjust',
      deltas: [0, 0, 1000, -1000],
    });
    const state = expectChanged(file, edit);
    expect(parseJsonOutput(r)).toEqual({
      ok: true,
      file,
      event: 2,
      ...{ state: JSON.parse(JSON.stringify(state)) },
    });
    const text = await runCli(['game', 'adjust', file, '--by', 'Ann=+100,Bo=-100', '--at', '1']);
    expect(text.stdout.split('\n')[0]).toBe(
      'Inserted event #1 (before the first hand): score adjustment, points added: Ann +100, Bo -100',
    );
  });
});

test('made once the game is over: named so, its round "end" (no round was in play), as the CSV has it', async () => {
  // tenhou ends the game when a player goes below zero: Ann pays a yakuman.
  const file = await newGame(['--rules', 'tenhou'], [['--ron', 'Bo', '--from', 'Ann', '--yakuman', '1']]);
  const r = await runCli(['game', 'adjust', file, '--by', 'Ann=-100,Bo=+100']);
  expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
  expect(r.stdout.split('\n')[0]).toBe(
    'Added event #2 (after hand 1, game over): score adjustment, points added: Ann -100, Bo +100',
  );
  const show = await runCli(['game', 'show', file]);
  expect(show.stdout).toMatch(/\n +#2 +end +score adjustment, points added +-100 +\+100 +0 +0\n$/);
  const detail = await runCli(['game', 'show', file, '--hand', '2']);
  expect(detail.stdout.split('\n')[0]).toBe('Event #2 (after hand 1, game over): score adjustment');
  expect((await runCli(['game', 'export', file, '--csv'])).stdout).toContain('\n,end,,0,adjust,');
});

describe('outright (--set-scores, --set-sticks)', () => {
  test('sets the scores and sticks; an earlier hand edited afterwards changes nothing after it', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    const before = docOf(file);
    const r = await runCli([
      'game',
      'adjust',
      file,
      '--set-scores',
      '20000,31000,25000,23000',
      '--set-sticks',
      '1',
      '--note',
      'paper sheet',
    ]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    const set: GameEvent = {
      type: 'adjust',
      scores: [20000, 31000, 25000, 23000],
      sticks: 1,
      note: 'paper sheet',
    };
    const state = expectChanged(file, appendEvent(before, set));
    expect(state.scores).toEqual([20000, 31000, 25000, 23000]);
    expect(state.round.sticks).toBe(1);
    expect(r.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1): score adjustment, scores set, riichi sticks 0 → 1: Ann -1100, Bo +2100, Di -2000',
    );
    const edit = await runCli([
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
    expect({ code: edit.code, stderr: edit.stderr }).toEqual({ code: 0, stderr: '' });
    expect(stateOf(docOf(file)).scores).toEqual([20000, 31000, 25000, 23000]);
    const detail = await runCli(['game', 'show', file, '--hand', '2']);
    expect(detail.stdout).toContain(
      '  scores set outright: an edit of an earlier hand does not change them\n',
    );
  });

  test('--set-scores without --set-sticks names the sticks on the table; Singapore needs none', async () => {
    const file = await newGame(['--rules', 'mleague'], [['--draw', '--tenpai', 'Cy', '--riichi', 'Cy']]);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'adjust', file, '--set-scores', '25000,25000,25000,24000']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      'error: --set-scores needs --set-sticks <n> too, the riichi sticks left on the table (1 there now): the outright form sets both\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
    const sg = await newGame(['--family', 'singapore'], [['--tsumo', 'Ann', '--tai', '3']]);
    const sgBefore = docOf(sg);
    const set = await runCli(['game', 'adjust', sg, '--set-scores', '20,-5.50,-7.25,-7.25']);
    expect({ code: set.code, stderr: set.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(sg, appendEvent(sgBefore, { type: 'adjust', scores: [2000, -550, -725, -725], sticks: 0 }));
    expect(set.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1): balance adjustment, balances set: Ann -4.00, Bo +2.50, Cy +0.75, Di +0.75',
    );
  });
});

describe('game edit of an adjustment', () => {
  test('replaces it with another adjustment, of either form, keeping its note unless --note is given', async () => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect(
      (await runCli(['game', 'adjust', file, '--by', 'Ann=-8000,Bo=+8000', '--note', 'paid twice'])).code,
    ).toBe(0);
    let before = docOf(file);
    const r = await runCli(['game', 'edit', file, '2', '--by', 'Ann=-4000,Bo=+4000']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(
      file,
      replaceEvent(before, 2, { type: 'adjust', deltas: [-4000, 4000, 0, 0], note: 'paid twice' }),
    );
    expect(r.stdout.split('\n')[0]).toBe(
      'Replaced event #2 (after hand 1): score adjustment, points added: Ann -4000, Bo +4000',
    );
    before = docOf(file);
    const outright = await runCli([
      'game',
      'edit',
      file,
      '2',
      '--set-scores',
      '21100,28900,25000,25000',
      '--set-sticks',
      '0',
      '--note',
      'recount',
    ]);
    expect({ code: outright.code, stderr: outright.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(
      file,
      replaceEvent(before, 2, {
        type: 'adjust',
        scores: [21100, 28900, 25000, 25000],
        sticks: 0,
        note: 'recount',
      }),
    );
  });

  test.each([
    // A hand's options on an adjustment (an event number mistyped) would lose the adjustment.
    [
      ['2', '--draw'],
      'error: event #2 is an adjustment: give it again with --by and/or --sticks-by, or --set-scores and --set-sticks (to put a hand in its place, remove it and add the hand with --at 2)',
    ],
    [
      ['1', '--by', 'Ann=-1000,Bo=+1000'],
      'error: event #1 is a hand, not an adjustment: --by, --sticks-by, --set-scores and --set-sticks edit an adjustment (to add one before it: game adjust --at 1)',
    ],
    [
      ['2', '--by', 'Ann=-1000,Bo=+1000', '--riichi', 'Bo'],
      "error: --riichi describes a hand; an adjustment (--by, --sticks-by, --set-scores, --set-sticks) takes none of a hand's options",
    ],
  ])('edit %j is refused, the file untouched', async (args, message) => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    expect((await runCli(['game', 'adjust', file, '--by', 'Ann=-8000,Bo=+8000'])).code).toBe(0);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'edit', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`${message}\n`);
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('bad input is refused with a clear message, the file untouched', () => {
  test.each([
    [
      ['--by', 'Ed=-1000'],
      2,
      'error: --by: "Ed" is not a player (players: Ann, Bo, Cy, Di, or seat numbers 1-4)',
    ],
    [
      ['--by', 'Ann=-1000.5,Bo=+1000.5'],
      2,
      'error: --by Ann must be a whole number of points (e.g. -8000 or +8000), not "-1000.5"',
    ],
    [
      ['--by', 'Ann=lots'],
      2,
      'error: --by Ann must be a whole number of points (e.g. -8000 or +8000), not "lots"',
    ],
    [['--by', 'Ann=-1000,ann=+1000'], 2, 'error: --by names Ann (seat 1) twice; give each player one change'],
    [
      ['--by', 'Ann=-1000', '--by', '1=+1000'],
      2,
      'error: --by names Ann (seat 1) twice; give each player one change',
    ],
    [
      ['--by', 'Ann'],
      2,
      'error: --by takes player=points pairs, the points given (+) or taken (-), e.g. --by Ann=-8000,Bo=+8000; not "Ann"',
    ],
    [
      ['--by', 'Ann=0'],
      1,
      'error: this adjustment changes nothing: every delta is 0 and no sticks move (--by)',
    ],
    [
      ['--sticks-by', 'one'],
      2,
      'error: --sticks-by takes the sticks put on (+n) or taken off (-n) the table, a whole number; not "one"',
    ],
    [
      ['--by', 'Ann=-1000', '--set-scores', '1,2,3,4'],
      2,
      'error: an adjustment either adds points (--by, --sticks-by) or sets the scores outright (--set-scores, --set-sticks), not both',
    ],
    [
      [],
      2,
      'error: say what the adjustment changes: --by <player=points,...> and/or --sticks-by <n> (added to what is there), or --set-scores <a,b,c,d> and --set-sticks <n> (set outright)',
    ],
    [
      ['--set-sticks', '2'],
      2,
      'error: --set-sticks goes with --set-scores (the outright form sets both); to put sticks on or take them off the table, --sticks-by <n>',
    ],
    [
      ['--set-scores', '25000,25000,50000', '--set-sticks', '0'],
      2,
      'error: --set-scores takes four scores in seat order (Ann, Bo, Cy, Di), separated by commas; not "25000,25000,50000"',
    ],
    [
      ['--set-scores', '25000,25000,25000,25000.5', '--set-sticks', '0'],
      2,
      'error: --set-scores (Di) must be a whole number of points (e.g. -8000 or +8000), not "25000.5"',
    ],
    [
      ['--set-scores', '25000,25000,25000,25000', '--set-sticks', '-1'],
      2,
      'error: --set-sticks takes the sticks left on the table, a whole number ≥ 0; not "-1"',
    ],
    [
      ['--by', 'Bo=+1', '--by', 'Ann=999999999999999'],
      1,
      'error: each of deltas must be a whole number of at most 281474976710656 in size, not 999999999999999 (--by, for Ann)',
    ],
    [
      ['--by', 'Ann=+1', '--note', 'a\u001b[2Jb'],
      2,
      'error: --note holds a control character (\\x1b); a note is one line of plain text',
    ],
  ])('riichi %j', async (args, code, message) => {
    const file = await newGame(['--rules', 'mleague'], [RON]);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'adjust', file, ...args]);
    expect(r.code).toBe(code);
    expect(r.stderr).toBe(`${message}\n`);
    expect(r.stdout).toBe('');
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test.each([
    [['--by', 'Ann=-2,Bo=+2', '--sticks-by', '1'], '--sticks-by'],
    [['--set-scores', '0,0,0,0', '--set-sticks', '0'], '--set-sticks'],
  ])('Singapore %j: a table without sticks, said by option', async (args, option) => {
    const file = await newGame(['--family', 'singapore'], [['--tsumo', 'Ann', '--tai', '3']]);
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'adjust', file, ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: ${option}: a Singapore table has no sticks (no riichi or Ready is declared); an adjustment there changes the balances only (--by or --set-scores)\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe(before);
  });

  test('Singapore amounts are money: cents kept exactly, a third decimal refused', async () => {
    const file = await newGame(['--family', 'singapore'], [['--tsumo', 'Ann', '--tai', '3']]);
    const before = docOf(file);
    const bad = await runCli(['game', 'adjust', file, '--by', 'Ann=-2.505,Cy=+2.505']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      'error: --by Ann must be money with at most two decimals (e.g. -2.50 or +12), not "-2.505"\n',
    );
    expect(readFileSync(file, 'utf8')).toBe(serializeGame(before));
    const r = await runCli(['game', 'adjust', file, '--by', 'Ann=-2.5,Cy=+2.50,Di=0.29,Bo=-.29']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expectChanged(file, appendEvent(before, { type: 'adjust', deltas: [-250, -29, 250, 29] }));
    expect(r.stdout.split('\n')[0]).toBe(
      'Added event #2 (after hand 1): balance adjustment, amounts added: Ann -2.50, Bo -0.29, Cy +2.50, Di +0.29',
    );
  });

  test('with --json: core’s issues, at core’s paths', async () => {
    const file = await newGame(['--rules', 'mleague'], [['--draw']]);
    const r = await runCli(['game', 'adjust', file, '--sticks-by', '-1', '--json']);
    expect(r.code).toBe(1);
    expect(parseJsonOutput(r)).toMatchObject({
      ok: false,
      error: 'invalid',
      issues: [{ code: 'bad_adjust', path: 'events[2].stickDelta' }],
      exitCode: 1,
    });
  });
});
