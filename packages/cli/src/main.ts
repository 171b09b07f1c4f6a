// The CLI's entry: builds the commander program, runs it on argv, and turns every outcome into
// an exit code (0 ok, 1 invalid hand or game, 2 usage error, 3 internal error). Nothing here
// exits the process.
// With `--json` every failed run prints its one error document (see `errorDocument`) to stdout
// as well as the message to stderr, so a script always reads exactly one JSON document.

import { CommanderError } from 'commander';
import { CliError, type ErrorJson, EXIT_INTERNAL, EXIT_OK, EXIT_USAGE, errorDocument } from './errors.ts';
import { createProcessIo, type Io, printJson } from './io.ts';
import { buildProgram, VERSION } from './program.ts';
import { visibleText } from './text.ts';

/** `--json` among the options (not after a `--`, where every word is an argument). */
function wantsJson(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end < 0 ? argv : argv.slice(0, end)).includes('--json');
}

/**
 * `--json` written before the command (`mahjong-ledger --json score ...`) moved after it, where
 * each command declares it: the run prints its JSON document wherever the flag stands.
 */
function jsonAfterCommand(argv: readonly string[]): string[] {
  const end = argv.indexOf('--');
  const head = end < 0 ? [...argv] : argv.slice(0, end);
  const first = head.findIndex((a) => !a.startsWith('-'));
  if (first <= 0 || !head.slice(0, first).includes('--json')) return [...argv];
  const moved = [...head.slice(0, first).filter((a) => a !== '--json'), ...head.slice(first), '--json'];
  return end < 0 ? moved : [...moved, ...argv.slice(end)];
}

/** commander's error code as an issue code: `commander.unknownOption` → `unknown_option`. */
function commanderIssueCode(code: string): string {
  return code.replace(/^commander\./, '').replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Runs the CLI on `argv` (without node and the script) and returns the exit code. */
export async function main(argv: readonly string[], io: Io = createProcessIo()): Promise<number> {
  const json = wantsJson(argv);
  // With --json, help and the version are printed as a JSON document too (below).
  let helpText = '';
  const program = buildProgram(
    io,
    json
      ? (s) => {
          helpText += s;
        }
      : undefined,
  );
  const fail = (exitCode: number, lines: readonly string[], detail?: ErrorJson): number => {
    if (json) printJson(io, errorDocument(exitCode, lines, detail));
    return exitCode;
  };
  try {
    // commander answers `help <unknown>` with the main help and no word on why: say it.
    const words = jsonAfterCommand(argv).filter((a) => !a.startsWith('-'));
    if (words[0] === 'help' && words[1] !== undefined) {
      const names = program.commands.map((c) => c.name());
      if (!names.includes(words[1])) {
        const message = `unknown command '${words[1]}' (commands: ${names.join(', ')})`;
        io.writeErr(`${io.errColor.red(`error: ${visibleText(message)}`)}\n`);
        return fail(EXIT_USAGE, [message], {
          ok: false,
          error: 'usage',
          issues: [{ code: 'unknown_command', message }],
        });
      }
    }
    // No command to take --json (`mahjong-ledger --json`, `mahjong-ledger game --json`): commander
    // would call --json an unknown option; the run is missing its command, so say that.
    const parent =
      words.length === 0
        ? program
        : words.length === 1
          ? program.commands.find((c) => c.name() === words[0])
          : undefined;
    const asksHelp = argv.some((a) => ['-h', '--help', '-V', '--version'].includes(a));
    if (json && !asksHelp && parent && parent.commands.length > 0) {
      const names = parent.commands.map((c) => c.name()).filter((n) => n !== 'help');
      const usage =
        parent === program ? 'mahjong-ledger <command>' : `mahjong-ledger ${parent.name()} <command>`;
      const message = `a command is needed: ${usage}, the command one of ${names.join(', ')}`;
      io.writeErr(`${io.errColor.red(`error: ${message}`)}\n`);
      return fail(EXIT_USAGE, [message], {
        ok: false,
        error: 'usage',
        issues: [{ code: 'missing_command', message }],
      });
    }
    await program.parseAsync(jsonAfterCommand(argv), { from: 'user' });
    return EXIT_OK;
  } catch (e) {
    if (e instanceof CommanderError) {
      // commander has printed its message (and the hint) to stderr already; help and version exit 0.
      if (e.exitCode === 0) {
        if (json) {
          printJson(
            io,
            e.code === 'commander.version' ? { ok: true, version: VERSION } : { ok: true, help: helpText },
          );
        }
        return EXIT_OK;
      }
      const message = e.message.replace(/^error: /, '');
      const code = commanderIssueCode(e.code);
      return fail(EXIT_USAGE, [message], { ok: false, error: 'usage', issues: [{ code, message }] });
    }
    if (e instanceof CliError) {
      const code = fail(e.exitCode, e.lines, e.json);
      // A message may quote a player's name or a value typed: control characters shown escaped.
      for (const line of e.lines) io.writeErr(`${io.errColor.red('error:')} ${visibleText(line)}\n`);
      return code;
    }
    const message = e instanceof Error ? e.message : String(e);
    io.writeErr(
      // The stack, with any path or value in its message escaped as every other message is.
      `${io.errColor.red('internal error:')} ${(e instanceof Error ? (e.stack ?? e.message) : String(e)).split('\n').map(visibleText).join('\n')}\n`,
    );
    return fail(EXIT_INTERNAL, [message], {
      ok: false,
      error: 'internal',
      issues: [{ code: 'internal', message }],
    });
  }
}
