// An interrupted `game add` never damages the game file: the process is killed (SIGKILL) in
// the middle of writing the temporary file, before the rename, after it, and at random moments
// of real runs; the file is always exactly the old game or exactly the new one.

import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  appendEvent,
  type GameDocument,
  type GameEvent,
  parseGameDocument,
  serializeGame,
} from '@mahjong-ledger/core';
import { beforeEach, describe, expect, test } from 'vitest';
import { BIN, runCli } from './support/cli.ts';

const PRELOAD = fileURLToPath(new URL('./fixtures/crash-fs.mjs', import.meta.url));
const ADD = ['--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30', '--riichi', 'Bo'];
const EVENT: GameEvent = {
  type: 'hand',
  riichi: [1],
  result: { kind: 'win', wins: [{ winner: 1, from: 0, score: { mode: 'value', han: 3, fu: 30 } }] },
};

let dir: string;
let file: string;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-atomic-'));
  file = join(dir, 'game.json');
  const r = await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--rules', 'ema2016']);
  expect(r.code).toBe(0);
});

function readDoc(): GameDocument {
  const parsed = parseGameDocument(readFileSync(file, 'utf8'));
  if (!parsed.ok)
    throw new Error(`the game file is damaged: ${parsed.issues.map((i) => i.message).join('; ')}`);
  return parsed.value;
}

/** The exact text the file holds after `game add` with ADD on `doc`. */
function textAfterAdd(doc: GameDocument): string {
  const next = appendEvent(doc, EVENT);
  if (!next.ok) throw new Error('fixture');
  return serializeGame(next.value.doc);
}

describe('game add killed part-way', () => {
  test.each(['mid-write', 'before-rename'])('killed %s: the file is still the old game', async (at) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: at },
    });
    expect(r.signal).toBe('SIGKILL');
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readDoc().events).toHaveLength(1);
    // The next write works as usual.
    const again = await runCli(['game', 'add', file, ...ADD]);
    expect(again.code).toBe(0);
    expect(readDoc().events).toHaveLength(2);
  });

  test('killed right after the rename: the file is the whole new game', async () => {
    const expected = textAfterAdd(readDoc());
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: 'after-rename' },
    });
    expect(r.signal).toBe('SIGKILL');
    expect(readFileSync(file, 'utf8')).toBe(expected);
  });

  test('with the preload but no crash point, the write completes and leaves no temporary file', async () => {
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: 'none' },
    });
    expect(r.code).toBe(0);
    expect(readDoc().events).toHaveLength(2);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('SIGKILL at moments spread over real runs: always the old or the new game', async () => {
    /** Runs `game add`, killed after `killAfter` ms (none: left to finish); how it ended and when. */
    const add = (killAfter?: number) => {
      const started = performance.now();
      const child = spawn(process.execPath, [BIN, 'game', 'add', file, ...ADD], {
        stdio: 'ignore',
        env: { ...process.env, NO_COLOR: '1' },
      });
      if (killAfter !== undefined) setTimeout(() => child.kill('SIGKILL'), killAfter);
      return new Promise<{ killed: boolean; ms: number }>((resolve) =>
        child.on('close', (_code, signal) =>
          resolve({ killed: signal === 'SIGKILL', ms: performance.now() - started }),
        ),
      );
    };
    // The moments follow the length of a whole run on this machine (the executable's bundle
    // runs in a third of the time the sources through tsx take; the second run, the first
    // being slower), from about half of it to its end, where the file is written.
    await add();
    const span = (await add()).ms;
    let killed = 0;
    for (let i = 0; i < 10; i++) {
      const before = readFileSync(file, 'utf8');
      const after = textAfterAdd(readDoc());
      const run = await add(span * (0.45 + 0.06 * i));
      if (run.killed) killed++;
      const now = readFileSync(file, 'utf8');
      expect([before, after]).toContain(now);
    }
    // Most runs are cut short, not all finished before their kill.
    expect(killed).toBeGreaterThanOrEqual(5);
    expect(readDoc().events.length).toBeGreaterThanOrEqual(1);
  });
});

describe('a write the system refuses is named, and the game file is untouched', () => {
  test.each([
    ['enospc', 'no space left on the disk'],
    ['eacces', 'permission denied'],
    ['erofs', 'the disk is read-only'],
  ])('%s: exit 1, the reason, the old game kept, no temporary file left', async (at, reason) => {
    const before = readFileSync(file, 'utf8');
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: at },
    });
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(`error: cannot write ${file}: ${reason}; ${file} is unchanged\n`);
    expect(readFileSync(file, 'utf8')).toBe(before);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a new game in a folder that does not exist: exit 2, the folder named', async () => {
    const path = join(dir, 'no', 'such', 'game.json');
    const r = await runCli(['game', 'new', path, '--players', 'Ann,Bo,Cy,Di']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `error: cannot write ${path}: the folder ${join(dir, 'no', 'such')} does not exist\n`,
    );
  });

  test('a new game under a file, not a folder: exit 2', async () => {
    const path = join(file, 'game.json');
    const r = await runCli(['game', 'new', path, '--players', 'Ann,Bo,Cy,Di']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: cannot write ${path}: ${file} is not a folder\n`);
  });

  test('an export onto a folder: exit 2, the folder left as it was', async () => {
    const r = await runCli(['game', 'export', file, '--csv', '--out', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: cannot write ${dir}: it is a folder\n`);
    expect(readdirSync(dir)).toEqual(['game.json']);
  });

  test('an export to a folder that does not exist: exit 2, nothing else written', async () => {
    const path = join(dir, 'missing', 'game.csv');
    const r = await runCli(['game', 'export', file, '--csv', '--out', path]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: cannot write ${path}: the folder ${join(dir, 'missing')} does not exist\n`);
    expect(readdirSync(dir)).toEqual(['game.json']);
  });
});

describe('a game another program wrote while the command ran is not written over', () => {
  // The other program's game: the game as read with another hand recorded (Cy's 5 han ron).
  const otherGame = (): string => {
    const next = appendEvent(readDoc(), {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 2, from: 0, score: { mode: 'value', han: 5, fu: 30 } }] },
    });
    if (!next.ok) throw new Error('fixture');
    return serializeGame(next.value.doc);
  };

  test.each([
    ['add', ['game', 'add', '<file>', ...ADD]],
    ['edit', ['game', 'edit', '<file>', '1', ...ADD]],
    ['remove', ['game', 'remove', '<file>', '1']],
    ['penalty', ['game', 'penalty', '<file>', '--player', 'Bo', '--points', '-10']],
  ])("game %s: exit 1, the other program's game kept, no temporary file left", async (_, args) => {
    // A first hand, so that edit and remove have one.
    expect((await runCli(['game', 'add', file, ...ADD])).code).toBe(0);
    const other = otherGame();
    const r = await runCli(
      args.map((a) => (a === '<file>' ? file : a)),
      {
        nodeArgs: ['--import', PRELOAD],
        env: { MAHJONG_TEST_CRASH: 'other-writer', MAHJONG_TEST_OTHER_TEXT: other },
      },
    );
    expect(r.code).toBe(1);
    expect(r.stderr).toBe(
      `error: ${file} changed while this command ran (another command or program wrote or removed it); nothing was written: run the command again\n`,
    );
    expect(readFileSync(file, 'utf8')).toBe(other);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  test('a game removed while the command ran is not brought back', async () => {
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: 'other-writer', MAHJONG_TEST_OTHER_TEXT: '' },
    });
    expect(r.code).toBe(1);
    expect(readdirSync(dir)).toEqual([]);
  });

  test('nobody else writing: the hook changes nothing and the hand is added', async () => {
    const r = await runCli(['game', 'add', file, ...ADD], {
      nodeArgs: ['--import', PRELOAD],
      env: { MAHJONG_TEST_CRASH: 'none' },
    });
    expect(r.code).toBe(0);
    expect(readDoc().events).toHaveLength(2);
  });
});
