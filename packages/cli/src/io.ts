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

/** The process's own streams. */
export function createProcessIo(): Io {
  return {
    writeOut: (text) => process.stdout.write(text),
    writeErr: (text) => process.stderr.write(text),
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
