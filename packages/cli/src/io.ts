// Where output goes and how it is coloured. Human text goes to stdout, diagnostics to stderr;
// colour (picocolors) is on only for a terminal (or with FORCE_COLOR), never with NO_COLOR or TERM=dumb.

import pc from 'picocolors';

export type Colors = ReturnType<typeof pc.createColors>;

export interface Io {
  /** Writes raw text to stdout. */
  writeOut(text: string): void;
  /** Writes raw text to stderr. */
  writeErr(text: string): void;
  /** Colours for stdout text. */
  color: Colors;
  /** Colours for stderr text. */
  errColor: Colors;
}

/**
 * Colour on for a terminal stream unless NO_COLOR or TERM=dumb say otherwise. FORCE_COLOR decides
 * as Node reads it: 0 or false turns colour off even on a terminal, any other value (empty too)
 * turns it on anywhere.
 */
export function isColorWanted(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  const force = env.FORCE_COLOR;
  if (force !== undefined) return force !== '0' && force.toLowerCase() !== 'false';
  return !!stream.isTTY && env.TERM !== 'dumb';
}

/** Streams whose reader has gone (EPIPE): nothing more is written to them. */
const closedStreams = new WeakSet<NodeJS.WriteStream>();
const watchedStreams = new WeakSet<NodeJS.WriteStream>();

/**
 * Output piped into a program that stops reading early (`game show table.json | head -1`) makes
 * the next write fail with EPIPE, an 'error' event that would otherwise end the run with a stack
 * trace. The run goes on quietly without that output (a `game add` has saved its hand before it
 * prints); any other stream error stays an error.
 */
function writerTo(stream: NodeJS.WriteStream): (text: string) => void {
  if (!watchedStreams.has(stream)) {
    watchedStreams.add(stream);
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
      closedStreams.add(stream);
    });
  }
  return (text) => {
    if (!closedStreams.has(stream)) stream.write(text);
  };
}

/** The process's own streams. */
export function createProcessIo(): Io {
  return {
    writeOut: writerTo(process.stdout),
    writeErr: writerTo(process.stderr),
    color: pc.createColors(isColorWanted(process.stdout)),
    errColor: pc.createColors(isColorWanted(process.stderr)),
  };
}

/** Prints lines of human text to stdout. */
export function printLines(io: Io, lines: readonly string[]): void {
  io.writeOut(lines.map((l) => `${l}\n`).join(''));
}

/** Prints one JSON document to stdout. */
export function printJson(io: Io, doc: unknown): void {
  io.writeOut(`${JSON.stringify(doc, null, 2)}\n`);
}

/**
 * Prints a command's answer as its one JSON document, `"ok": true` first: every success reads
 * `{"ok": true, ...}` and every failure `{"ok": false, "error", ...}` (main.ts), so a script
 * tells them apart by one key whatever the command.
 */
export function printResult(io: Io, doc: object): void {
  printJson(io, { ok: true, ...doc });
}
