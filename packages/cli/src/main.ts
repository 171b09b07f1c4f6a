// The CLI's entry: builds the commander program, runs it on argv, and turns every outcome into
// an exit code (0 ok, 1 invalid hand or game, 2 usage error). Nothing here exits the process.

import { CommanderError } from 'commander';
import { CliError, EXIT_INVALID, EXIT_OK, EXIT_USAGE } from './errors.ts';
import { createProcessIo, type Io, printJson } from './io.ts';
import { buildProgram } from './program.ts';

/** Runs the CLI on `argv` (without node and the script) and returns the exit code. */
export async function main(argv: readonly string[], io: Io = createProcessIo()): Promise<number> {
  const program = buildProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    if (e instanceof CliError) {
      if (e.json !== undefined && argv.includes('--json')) printJson(io, e.json);
      for (const line of e.lines) io.writeErr(`${io.errColor.red('error:')} ${line}\n`);
      return e.exitCode;
    }
    io.writeErr(
      `${io.errColor.red('internal error:')} ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    );
    return EXIT_INVALID + 2;
  }
}
