// A path that is not a regular file (a named pipe, a device, a socket, a folder) is never
// replaced by a game file, even with --force: the rename would put a file where /dev/null or a
// FIFO was. An export is the exception: `--out` to a named pipe, a character device or
// /dev/stdout writes to it as it is (`--out >(wc -l)`), without reading it first (reading a
// named pipe waits for a writer, and the export hung there).

import { execFileSync, spawn } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, type Stats } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BIN, type CliRun, parseJsonOutput, runCli } from './support/cli.ts';

const isRoot = process.getuid?.() === 0;

let dir: string;
let game: string;
let gameText: string;
let csv: string;
let fifo: string;
let device: string;
let folder: string;
let socket: string;
let server: Server;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-special-'));
  game = join(dir, 'table.json');
  expect((await runCli(['game', 'new', game, '--players', 'Ann,Bo,Cy,Di'])).code).toBe(0);
  const add = ['game', 'add', game, '--ron', 'Bo', '--from', 'Ann', '--han', '3', '--fu', '30'];
  expect((await runCli(add)).code).toBe(0);
  gameText = readFileSync(game, 'utf8');
  const exported = await runCli(['game', 'export', game, '--csv']);
  expect(exported.code).toBe(0);
  csv = exported.stdout;
  expect(csv.split('\n').length).toBeGreaterThan(2);
  fifo = join(dir, 'myfifo');
  execFileSync('mkfifo', [fifo]);
  // The null device, made under the temporary folder (mknod needs root).
  device = join(dir, 'mynull');
  if (isRoot) execFileSync('mknod', ['-m', '666', device, 'c', '1', '3']);
  folder = join(dir, 'afolder');
  mkdirSync(folder);
  socket = join(dir, 'asocket');
  server = createServer();
  await new Promise<void>((resolve) => server.listen(socket, resolve));
});

afterAll(() => {
  server?.close();
});

/**
 * Runs the CLI (or a shell line around it, the CLI as "$@") and kills it with everything it
 * started after `ms`: a run that would wait forever (reading a named pipe) fails the test
 * instead of hanging it.
 */
function runWithin(
  args: readonly string[],
  ms: number,
  shell?: string,
): Promise<CliRun & { timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const [command, words] = shell
      ? ['sh', ['-c', shell, 'sh', process.execPath, BIN, ...args]]
      : [process.execPath, [BIN, ...args]];
    const child = spawn(command, words, {
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own, so that the whole of it can be killed.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }, ms);
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, timedOut });
    });
  });
}

/** What is at a path now: 'fifo', 'device', 'folder', 'socket', 'file'. */
function kindAt(path: string): string {
  const st: Stats = lstatSync(path);
  if (st.isFIFO()) return 'fifo';
  if (st.isCharacterDevice()) return 'device';
  if (st.isDirectory()) return 'folder';
  if (st.isSocket()) return 'socket';
  return st.isFile() ? 'file' : 'other';
}

describe('a game file is never written over a path that is not a regular file', () => {
  const cases: [string, () => string, string, string][] = [
    ['a named pipe', () => fifo, 'fifo', 'it is a named pipe (FIFO), not a regular file'],
    ['a folder', () => folder, 'folder', 'it is a folder'],
    ['a socket', () => socket, 'socket', 'it is a socket, not a regular file'],
  ];
  test.each(cases)(
    'game new on %s, with --force or without, is refused naming it',
    async (_what, at, kind, says) => {
      for (const force of [['--force'], []]) {
        const r = await runWithin(['game', 'new', at(), '--players', 'a,b,c,d', ...force], 20000);
        expect(r.timedOut).toBe(false);
        expect(r.code).toBe(2);
        expect(r.stderr).toBe(`error: cannot write ${at()}: ${says}\n`);
        expect(kindAt(at())).toBe(kind);
      }
    },
  );

  test.skipIf(!isRoot)(
    'game new --force on a character device is refused, and the device stays one',
    async () => {
      const r = await runCli(['game', 'new', device, '--players', 'a,b,c,d', '--force']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`cannot write ${device}: it is a character device, not a regular file`);
      expect(kindAt(device)).toBe('device');
      const json = await runCli(['game', 'new', device, '--players', 'a,b,c,d', '--force', '--json']);
      expect(json.code).toBe(2);
      expect(parseJsonOutput(json)).toMatchObject({
        ok: false,
        error: 'write_refused',
        issues: [{ code: 'not_a_file', path: 'file' }],
        exitCode: 2,
      });
      expect(kindAt(device)).toBe('device');
    },
  );

  test('game add on a named pipe is refused before the pipe is read (it would wait for a writer)', async () => {
    const r = await runWithin(['game', 'add', fifo, '--draw'], 20000);
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('it is a named pipe (FIFO), not a regular file');
    expect(kindAt(fifo)).toBe('fifo');
  });

  test('export --out to a folder or a socket is refused', async () => {
    for (const at of [folder, socket]) {
      const r = await runCli(['game', 'export', game, '--csv', '--out', at, '--force']);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(`cannot write ${at}: it is a`);
    }
    expect(kindAt(socket)).toBe('socket');
  });
});

describe('export --out writes a named pipe or a device as it is', () => {
  test('to a named pipe with a reader: the export arrives, and the pipe is not read first', async () => {
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let received = '';
    reader.stdout.setEncoding('utf8').on('data', (d: string) => (received += d));
    const readerDone = new Promise<void>((resolve) => reader.on('close', () => resolve()));
    try {
      const r = await runWithin(['game', 'export', game, '--csv', '--out', fifo], 20000);
      expect(r.timedOut).toBe(false);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      await readerDone;
      expect(received).toBe(csv);
      expect(kindAt(fifo)).toBe('fifo');
    } finally {
      reader.kill();
    }
  });

  test('the JSON document to a named pipe too (the game check reads only a regular file)', async () => {
    const reader = spawn('cat', [fifo], { stdio: ['ignore', 'pipe', 'inherit'] });
    let received = '';
    reader.stdout.setEncoding('utf8').on('data', (d: string) => (received += d));
    const readerDone = new Promise<void>((resolve) => reader.on('close', () => resolve()));
    try {
      const r = await runWithin(['game', 'export', game, '--json', '--out', fifo], 20000);
      expect(r.timedOut).toBe(false);
      expect(r.code).toBe(0);
      await readerDone;
      expect(received).toBe(gameText);
    } finally {
      reader.kill();
    }
  });

  test.skipIf(!isRoot)('to a character device: written, and the device stays one', async () => {
    const r = await runWithin(['game', 'export', game, '--csv', '--out', device], 20000);
    expect(r.timedOut).toBe(false);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(kindAt(device)).toBe('device');
  });

  test('to /dev/stdout and /dev/stderr: the streams themselves', async () => {
    const out = await runCli(['game', 'export', game, '--csv', '--out', '/dev/stdout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toBe(csv);
    const err = await runCli(['game', 'export', game, '--csv', '--out', '/dev/stderr']);
    expect(err.code).toBe(0);
    expect(err.stdout).toBe('');
    expect(err.stderr).toBe(csv);
  });

  test('to a pipe handed down by the shell, as --out >(...) gives it', async () => {
    // fd 5 is the write end of a pipe into cat, as bash's process substitution hands one down;
    // the run's own stdout goes nowhere, and its exit code to stderr.
    const r = await runWithin(
      ['game', 'export', game, '--csv', '--out', '/dev/fd/5'],
      20000,
      '{ "$@" 5>&1 1>/dev/null; echo "exit $?" >&2; } | cat',
    );
    expect(r.timedOut).toBe(false);
    expect(r.stderr).toBe('exit 0\n');
    expect(r.stdout).toBe(csv);
  });

  test('never into a pipe it reads from (its input, or one of Node’s own), and never crashes', async () => {
    const stdin = await runWithin(
      ['game', 'export', game, '--csv', '--out', '/dev/stdin'],
      20000,
      'echo x | "$@"',
    );
    expect(stdin.timedOut).toBe(false);
    expect(stdin.code).toBe(2);
    expect(stdin.stderr).toContain('cannot write /dev/stdin: it is a pipe this program reads from');
    // Node's event loop keeps pipes of its own among the first descriptors: written into, the
    // process crashed. Each is refused (or, for /dev/null, written harmlessly).
    const runs = await Promise.all(
      Array.from({ length: 22 }, (_, i) =>
        runWithin(['game', 'export', game, '--csv', '--out', `/dev/fd/${i + 3}`], 30000),
      ),
    );
    for (const r of runs) {
      expect(r.timedOut).toBe(false);
      expect(r.signal).toBeNull();
      expect([0, 2]).toContain(r.code);
    }
  }, 120_000);

  test('--out "" is refused (it wrote to stdout)', async () => {
    const r = await runCli(['game', 'export', game, '--csv', '--out', '']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toContain('--out needs a path, not an empty one');
  });

  test('a regular file is still refused when it holds a game, and written when it does not', async () => {
    const r = await runCli(['game', 'export', game, '--csv', '--out', game]);
    expect(r.code).toBe(2);
    expect(readFileSync(game, 'utf8')).toBe(gameText);
    const out = join(dir, 'hands.csv');
    expect(existsSync(out)).toBe(false);
    expect((await runCli(['game', 'export', game, '--csv', '--out', out])).code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(csv);
  });
});

describe('the read-only commands read a named pipe as cat does: they wait for its writer', () => {
  test('game show on a named pipe with no writer yet waits, then shows the game written into it', async () => {
    const pipe = join(dir, 'waiting-fifo');
    execFileSync('mkfifo', [pipe]);
    // The writer comes a second after the command started (in the same process group).
    const r = await runWithin(['game', 'show', pipe], 20000, `(sleep 1; cat '${game}' > '${pipe}') & "$@"`);
    expect(r.timedOut).toBe(false);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toContain('Bo ron from Ann, 3 han 30 fu');
    expect(kindAt(pipe)).toBe('fifo');
  });

  test('the wait for a writer is stopped by Ctrl-C (SIGINT), the pipe left as it was', async () => {
    const pipe = join(dir, 'abandoned-fifo');
    execFileSync('mkfifo', [pipe]);
    const child = spawn(process.execPath, [BIN, 'game', 'settle', pipe], {
      env: { ...process.env, NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    const closed = new Promise<NodeJS.Signals | null>((resolve) =>
      child.on('close', (_code, signal) => resolve(signal)),
    );
    // Long enough to be waiting in the open (the command starts in well under a second).
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(child.exitCode).toBe(null);
    child.kill('SIGINT');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10000);
    expect(await closed).toBe('SIGINT');
    clearTimeout(killer);
    expect(stdout).toBe('');
    expect(kindAt(pipe)).toBe('fifo');
  });
});
