// The game file on disk. Reading gives the whole, replayed game or an error; writing is atomic:
// the new text goes to a temporary file in the same directory, is flushed to the disk (fsync),
// and only then renamed over the old file, so an interrupted write leaves the old game or the
// new one, never a mix. The directory is synced too, so the rename itself survives a crash.
// A path that is a symbolic link is written through: the file it points at is replaced.
// Only a regular file is ever replaced or read back: a path that is a folder, a named pipe, a
// device or a socket is refused (renaming over /dev/null or a FIFO would replace it with a
// file, and reading a FIFO waits for a writer). An export (`writeOutput`) is the exception: a
// named pipe or a character device (`--out >(wc -l)`, /dev/null, a terminal) is written to as it
// is, and /dev/stdout and /dev/stderr are the process's streams themselves (game.ts).
// A command that read the game first (add, edit, adjust, remove) replaces it only if the file still
// holds what it read: two commands run at once on one game must not have the second silently
// drop the first's hand (the check and the rename are not one step, so this narrows the window
// to microseconds rather than closing it; a lock file would close it but outlive a killed run).

import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  fstatSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  readSync,
  realpathSync,
  renameSync,
  type Stats,
  statSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import {
  type GameDocument,
  type GameState,
  parseGameDocument,
  replayGame,
  serializeGame,
} from '@mahjong-ledger/core';
import {
  CliError,
  cliErrorJson,
  coreErrorJson,
  describeIssues,
  invalidError,
  usageError,
} from '../errors.ts';
import { playerNameClashes } from './entry.ts';

export interface LoadedGame {
  doc: GameDocument;
  state: GameState;
  /** The file's text as read: a save passes it back, to refuse writing over someone else's change. */
  text: string;
}

/**
 * Reads and replays a game file; a missing file is a usage error, a damaged or invalid one exit 1.
 * `forWriting`: the command will replace the file (add, edit, adjust, remove), so a path that is not a
 * regular file is refused before it is read (reading a named pipe would wait for a writer).
 */
export function loadGame(path: string, options: { forWriting?: boolean } = {}): LoadedGame {
  refuseEmptyPath(path);
  if (options.forWriting) refuseNonRegular(path, path);
  let text: string;
  try {
    text = readGameText(path);
  } catch (e) {
    if (e instanceof CliError) throw e;
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      // '-' is the input to many tools; here it is a file name, and the input is /dev/stdin.
      const message =
        path === '-'
          ? 'no game file named "-" (a game piped in is read as /dev/stdin: game show /dev/stdin)'
          : `no game file at ${path} (start one with: mahjong-ledger game new ${path})`;
      throw usageError(message, cliErrorJson('usage', 'no_game_file', message, 'file'));
    }
    // A folder is the command line's mistake, as it is for a write (refuseNonRegular).
    if (code === 'EISDIR') {
      const message = `cannot read ${path}: it is a folder, not a game file`;
      throw usageError(message, cliErrorJson('usage', 'eisdir', message, 'file'));
    }
    const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message;
    const message = `cannot read ${path}: ${reason}`;
    throw invalidError([message], cliErrorJson('invalid', 'unreadable', message, 'file'));
  }
  const doc = parseGameDocument(text);
  if (!doc.ok)
    throw invalidError(
      describeIssues(doc.issues).map((m) => `${path}: ${m}`),
      coreErrorJson(doc),
    );
  const state = replayGame(doc.value);
  if (!state.ok)
    throw invalidError(
      describeIssues(state.issues).map((m) => `${path}: ${m}`),
      coreErrorJson(state),
    );
  if (options.forWriting) refuseClashingNames(path, state.value);
  return { doc: doc.value, state: state.value, text };
}

/** Far more than any game (a hand is some 200 bytes): a file past it is not a game file. */
const MAX_GAME_BYTES = 64 * 1024 * 1024;

/**
 * The text of a game file, read to its end but never past MAX_GAME_BYTES: a device that never
 * ends (/dev/zero, /dev/urandom) is refused at once, where reading it all filled the memory until
 * the process died. A pipe (`game show <(cat table.json)`, /dev/stdin) is read as a file is.
 */
function readGameText(path: string): string {
  // The process's own input is read as it is: opening /dev/stdin anew fails (ENXIO) when it is
  // a socket, as Node's child processes get for a piped input.
  const input = standardStreamOf(path) === 0;
  const fd = input ? 0 : openSync(path, 'r');
  try {
    const chunks: Buffer[] = [];
    const buffer = Buffer.alloc(1 << 16);
    let total = 0;
    for (;;) {
      const n = readInput(fd, buffer);
      if (n === 0) break;
      total += n;
      if (total > MAX_GAME_BYTES) {
        const message = `cannot read ${path}: it holds more than ${MAX_GAME_BYTES / 1024 / 1024} MB, far more than any game file (is it the right file?)`;
        throw invalidError([message], cliErrorJson('invalid', 'too_large', message, 'file'));
      }
      chunks.push(Buffer.from(buffer.subarray(0, n)));
    }
    return Buffer.concat(chunks).toString('utf8');
  } finally {
    if (!input) closeSync(fd);
  }
}

/** One read; an input left non-blocking by the program that started this one is waited for. */
function readInput(fd: number, buffer: Buffer): number {
  for (;;) {
    try {
      return readSync(fd, buffer, 0, buffer.length, null);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
    }
  }
}

/**
 * A game whose player names the options cannot tell apart (written by hand or by another
 * program: "Ann" and "ann", a player named "2") is refused for changes, where a name typed
 * would pick the wrong seat or none; showing, settling and exporting it type no names and go on.
 */
function refuseClashingNames(path: string, state: GameState): void {
  const clashes = playerNameClashes(state.config.players);
  if (clashes.length === 0) return;
  const fix = "rename a player in the file's events[0].config.players before changing the game";
  const lines = clashes.map((c) => `${path}: ${c}; ${fix}`);
  throw invalidError(lines, {
    ok: false,
    error: 'invalid',
    issues: lines.map((message) => ({
      code: 'player_names_clash',
      message,
      path: 'events[0].config.players',
    })),
  });
}

/**
 * An empty game-file path (an unset shell variable: game show "$GAME") or one of spaces only is a
 * slip: an empty one named the current folder ("cannot write : it is a folder", "no game file
 * at  (start one with: mahjong-ledger game new )"), and spaces made a file named " ".
 */
export function refuseEmptyPath(path: string): void {
  if (path.trim() !== '') return;
  const message = `the game file needs a path, not ${path === '' ? 'an empty one' : `"${path}" (spaces only)`}`;
  throw usageError(message, cliErrorJson('usage', 'empty_path', message, 'file'));
}

/** Writes all of `text` to an open file descriptor (writeSync may write less than asked). */
function writeAll(fd: number, text: string): void {
  const data = Buffer.from(text, 'utf8');
  let at = 0;
  while (at < data.length) at += writeSync(fd, data, at, data.length - at);
}

/** Flushes a directory entry change (the rename) where the platform allows it. */
function syncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, 'r');
    fsyncSync(fd);
  } catch {
    // Some platforms (Windows) cannot open or sync a directory; the rename is still atomic.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

export interface WriteOptions {
  /** Never replace an existing file (for `game new`). */
  exclusive?: boolean;
  /** Replace the file only if it still holds exactly this text (what the command read). */
  replacing?: string;
}

/**
 * Replaces `path` with `text` atomically: temporary file beside it, fsync, rename (see
 * `WriteOptions` for the two guards).
 */
export function writeFileAtomic(path: string, text: string, options: WriteOptions = {}): void {
  const target = writeTarget(path);
  try {
    refuseNonRegular(path, path);
    if (target !== path) refuseNonRegular(target, path);
    writeAtomically(target, text, options, path);
  } catch (e) {
    throw writeError(path, target, e);
  }
}

/**
 * The file a write to `path` must replace: the file itself, or, when `path` is a symbolic link
 * (`current.json` → `games/tonight.json`), the file it points at, so that the rename replaces
 * that file and the link stays a link (renaming over the link would replace the link with a
 * copy and leave the game behind it as it was). A link to a file not there yet is followed too.
 */
function writeTarget(path: string): string {
  try {
    return realpathSync(path);
  } catch {
    // no file there (yet): follow the links themselves, if any
  }
  let at = path;
  for (let hops = 0; hops < 40; hops++) {
    try {
      if (!lstatSync(at).isSymbolicLink()) return at;
      at = resolve(dirname(at), readlinkSync(at));
    } catch {
      return at;
    }
  }
  return path;
}

/**
 * Why a write failed, named (the file as it was is untouched: the temporary file is removed).
 * A folder that is missing or not a folder is the command line's mistake (exit 2); anything
 * else the system refused (permissions, a full disk) is exit 1 with the system's reason.
 */
function writeError(path: string, target: string, e: unknown): unknown {
  if (e instanceof CliError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  const dir = dirname(target);
  const refused = (message: string) =>
    cliErrorJson(
      'write_refused',
      typeof code === 'string' ? code.toLowerCase() : 'write_refused',
      message,
      'file',
    );
  const usage = (message: string) => usageError(message, refused(message));
  if (code === 'ENOENT') return usage(`cannot write ${path}: the folder ${dir} does not exist`);
  if (code === 'ENOTDIR') return usage(`cannot write ${path}: ${dir} is not a folder`);
  if (code === 'EISDIR') return usage(`cannot write ${path}: it is a folder`);
  if (typeof code !== 'string') return e;
  const reason =
    code === 'EACCES' || code === 'EPERM'
      ? 'permission denied'
      : code === 'ENOSPC' || code === 'EDQUOT'
        ? 'no space left on the disk'
        : code === 'EROFS'
          ? 'the disk is read-only'
          : (e as Error).message;
  // The old file, if there is one, is as it was: say so, since that is what the user fears.
  const untouched = existsSync(path) ? `; ${path} is unchanged` : '';
  const message = `cannot write ${path}: ${reason}${untouched}`;
  return invalidError([message], refused(message));
}

/** What a path that is not a regular file is, for the messages ("a folder" as the system's EISDIR said it). */
function kindOf(st: Stats): string {
  if (st.isDirectory()) return 'a folder';
  const kind = st.isFIFO()
    ? 'a named pipe (FIFO)'
    : st.isCharacterDevice()
      ? 'a character device'
      : st.isBlockDevice()
        ? 'a block device'
        : st.isSocket()
          ? 'a socket'
          : '';
  return kind ? `${kind}, not a regular file` : 'not a regular file';
}

/**
 * Refuses a path that exists and is not a regular file (a folder, a named pipe, a device, a
 * socket), even with --force: the rename would put a file in its place. A usage error (exit 2),
 * as a folder always was; `shown` is the path as the user gave it.
 */
function refuseNonRegular(path: string, shown: string): void {
  let st: Stats;
  try {
    st = statSync(path);
  } catch {
    return; // nothing there (or nothing to look at): the write reports its own problems
  }
  if (st.isFile()) return;
  const message = `cannot write ${shown}: it is ${kindOf(st)}`;
  const code = st.isDirectory() ? 'eisdir' : 'not_a_file';
  throw usageError(message, cliErrorJson('write_refused', code, message, 'file'));
}

/**
 * The text of `path` when it is a regular file, else undefined (no file, or a named pipe or a
 * device, which are never read: reading a named pipe waits for a writer). The file is opened
 * without waiting and checked again once open, in case it was swapped in between.
 */
export function readRegularFile(path: string): string | undefined {
  try {
    if (!statSync(path).isFile()) return undefined;
  } catch {
    return undefined;
  }
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd, 'utf8') : undefined;
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * The standard stream a path names: /dev/stdout, /dev/fd/1 or /proc/self/fd/1 (1), and the same
 * for stderr (2) and stdin (0, read by `loadGame`); undefined for any other path. Written as the stream itself, the output goes
 * where the stream goes (a pipe, a socket, a terminal, a file opened for appending). Another
 * /dev/fd/N is a path like any other (`--out >(wc -l)` names a pipe, opened and written by
 * `writeOutput`): a descriptor of the process's own (Node's) must never be written to blindly.
 */
export function standardStreamOf(path: string): 0 | 1 | 2 | undefined {
  if (process.platform === 'win32') return undefined;
  const m = new RegExp(
    `^/dev/(?:std(in|out|err)|fd/([012]))$|^/proc/(?:self|${process.pid})/fd/([012])$`,
  ).exec(resolve(path));
  if (!m) return undefined;
  const n = m[1] === 'in' ? 0 : m[1] === 'out' ? 1 : m[1] === 'err' ? 2 : Number(m[2] ?? m[3]);
  return n as 0 | 1 | 2;
}

/**
 * Writes all of `text` to a named pipe or a device, and stops quietly when the reader has gone
 * (EPIPE: `--out >(head -1)`), as the output to stdout does.
 */
function writeStream(fd: number, text: string): void {
  try {
    writeAll(fd, text);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPIPE') throw e;
  }
}

/**
 * Whether this process reads from a pipe: /dev/fd/7 may be a pipe of Node's event loop (it
 * holds both ends of its own pipes), and writing into it crashes the process; /dev/fd/0 may be
 * the input. A pipe handed down to be written (`--out >(wc -l)`, /dev/fd/63) is held only by
 * its write end. Linux tells through /proc; elsewhere the pipe is taken to be a given one.
 */
function readsFromPipe(st: Stats): boolean {
  let fds: string[];
  try {
    fds = readdirSync('/proc/self/fd');
  } catch {
    return false;
  }
  return fds.some((fd) => {
    try {
      const own = fstatSync(Number(fd));
      if (own.dev !== st.dev || own.ino !== st.ino) return false;
      const flags = /^flags:\s*([0-7]+)/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'utf8'));
      // The access mode, the low two bits: 0 is read-only.
      return flags !== null && (Number.parseInt(flags[1]!, 8) & 3) === 0;
    } catch {
      return false; // closed meanwhile (the listing's own descriptor)
    }
  });
}

/** Why writing an export to a named pipe or a device failed, named (exit 1, the system's reason). */
function streamError(shown: string, e: unknown): unknown {
  if (e instanceof CliError) return e;
  const code = (e as NodeJS.ErrnoException | undefined)?.code;
  if (typeof code !== 'string') return e;
  const reason = code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (e as Error).message;
  const message = `cannot write ${shown}: ${reason}`;
  return invalidError([message], cliErrorJson('write_refused', code.toLowerCase(), message, 'file'));
}

/**
 * Writes an export to `path`: a named pipe or a character device (a FIFO, `--out >(wc -l)`,
 * /dev/null, a terminal) is opened and written as it is, never read first and never replaced
 * (opening a named pipe waits for its reader, as a shell's `>` does); anything else is a file,
 * written atomically (`writeFileAtomic`, which refuses a folder, a block device or a socket).
 */
export function writeOutput(path: string, text: string): void {
  let st: Stats | undefined;
  try {
    st = statSync(path);
  } catch {
    st = undefined;
  }
  if (!st?.isFIFO() && !st?.isCharacterDevice()) {
    writeFileAtomic(path, text);
    return;
  }
  if (st.isFIFO() && readsFromPipe(st)) {
    const message = `cannot write ${path}: it is a pipe this program reads from (its input or one of its own), not one to write to; nothing was written`;
    throw usageError(message, cliErrorJson('write_refused', 'own_pipe', message, 'file'));
  }
  let fd: number | undefined;
  try {
    // No O_CREAT, no O_TRUNC: a stream is written as it is, and nothing is created by mistake.
    fd = openSync(path, constants.O_WRONLY);
    const now = fstatSync(fd);
    if (!now.isFIFO() && !now.isCharacterDevice()) {
      // Swapped for something else since it was looked at: written as a file, or refused.
      closeSync(fd);
      fd = undefined;
      writeFileAtomic(path, text);
      return;
    }
    writeStream(fd, text);
  } catch (e) {
    throw streamError(path, e);
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * The permissions of the file a write replaces, for the new one; undefined when there is none.
 * A file the user may not write (say a finished game made read-only) is refused (EACCES) even
 * though its folder would let the rename replace it.
 */
function replacedMode(path: string): number | undefined {
  let mode: number;
  try {
    const st = statSync(path);
    if (!st.isFile()) return undefined;
    mode = st.mode & 0o7777;
  } catch {
    return undefined;
  }
  accessSync(path, constants.W_OK);
  return mode;
}

/** `shown`: the path as the user gave it, for the messages (`path` may be where a link points). */
function writeAtomically(path: string, text: string, options: WriteOptions, shown: string): void {
  const dir = dirname(path);
  const mode = options.exclusive ? undefined : replacedMode(path);
  const temp = join(dir, `.${basename(path)}.${process.pid}.${Date.now().toString(36)}.tmp`);
  const fd = openSync(temp, 'wx', 0o644);
  let open = true;
  let done = false;
  try {
    if (mode !== undefined) fchmodSync(fd, mode);
    writeAll(fd, text);
    fsyncSync(fd);
    closeSync(fd);
    open = false;
    if (options.exclusive) {
      // A hard link fails if the target exists, so `game new` never replaces a game.
      linkExclusive(temp, path, shown);
      unlinkSync(temp);
    } else {
      if (options.replacing !== undefined) checkUnchanged(path, options.replacing, shown);
      renameSync(temp, path);
    }
    done = true;
    syncDirectory(dir);
  } finally {
    if (open) closeSync(fd);
    if (!done) removeQuietly(temp);
  }
}

/** Refuses to replace a file that no longer holds what the command read. */
function checkUnchanged(path: string, read: string, shown: string): void {
  // Not a regular file any more (a named pipe put there meanwhile): never read, and refused.
  const now = readRegularFile(path);
  if (now !== read) {
    const message = `${shown} changed while this command ran (another command or program wrote or removed it); nothing was written: run the command again`;
    throw invalidError([message], cliErrorJson('write_refused', 'file_changed', message, 'file'));
  }
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // never created or already gone
  }
}

function linkExclusive(from: string, to: string, shown: string): void {
  try {
    linkSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') {
      const message = `${shown} already exists; choose another file or pass --force to replace it`;
      throw usageError(message, cliErrorJson('write_refused', 'file_exists', message, 'file'));
    }
    throw e;
  }
}

/** Saves a game document atomically. */
export function saveGame(path: string, doc: GameDocument, options: WriteOptions = {}): void {
  writeFileAtomic(path, serializeGame(doc), options);
}
