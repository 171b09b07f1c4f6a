// The game file on disk. Reading gives the whole, replayed game or an error; writing is atomic:
// the new text goes to a temporary file in the same directory, is flushed to the disk (fsync),
// and only then renamed over the old file, so an interrupted write leaves the old game or the
// new one, never a mix. The directory is synced too, so the rename itself survives a crash.
// A path that is a symbolic link is written through: the file it points at is replaced.
// A command that read the game first (add, edit, remove) replaces it only if the file still
// holds what it read: two commands run at once on one game must not have the second silently
// drop the first's hand (the check and the rename are not one step, so this narrows the window
// to microseconds rather than closing it; a lock file would close it but outlive a killed run).

import {
  accessSync,
  closeSync,
  constants,
  existsSync,
  fchmodSync,
  fsyncSync,
  linkSync,
  lstatSync,
  openSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
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

export interface LoadedGame {
  doc: GameDocument;
  state: GameState;
  /** The file's text as read: a save passes it back, to refuse writing over someone else's change. */
  text: string;
}

/** Reads and replays a game file; a missing file is a usage error, a damaged or invalid one exit 1. */
export function loadGame(path: string): LoadedGame {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') {
      const message = `no game file at ${path} (start one with: mahjong-ledger game new ${path})`;
      throw usageError(message, cliErrorJson('usage', 'no_game_file', message, 'file'));
    }
    const message = `cannot read ${path}: ${(e as Error).message}`;
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
  return { doc: doc.value, state: state.value, text };
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
  let now: string | undefined;
  try {
    now = readFileSync(path, 'utf8');
  } catch {
    now = undefined;
  }
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
