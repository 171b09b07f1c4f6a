// The commander program: global settings (output streams, usage errors as exceptions, help
// after errors, an option given twice refused) and every command.

import { Command, type Option } from 'commander';
import { isCollector } from './args.ts';
import { registerChartCommand } from './commands/chart.ts';
import { registerGameCommand } from './commands/game.ts';
import { registerRulesCommand } from './commands/rules.ts';
import { registerScoreCommand } from './commands/score.ts';
import { registerShantenCommand } from './commands/shanten.ts';
import { registerWaitsCommand } from './commands/waits.ts';
import { EXIT_USAGE } from './errors.ts';
import type { Io } from './io.ts';
import { visibleText } from './text.ts';

export const VERSION = '0.1.0';

/**
 * `helpOut`: where commander's own output (help, version) goes instead of stdout, so that with
 * `--json` the run can print it inside its one JSON document.
 */
export function buildProgram(io: Io, helpOut?: (s: string) => void): Command {
  const program = new Command('mahjong-ledger');
  program
    .description('Mahjong Ledger: score hands, find waits, keep a game, print the charts and the rules')
    .version(VERSION)
    .configureOutput({
      writeOut: (s) => (helpOut ? helpOut(s) : io.writeOut(s)),
      writeErr: (s) => io.writeErr(s),
      // An option's value is echoed in commander's messages: never a raw control character.
      outputError: (s, write) => write(io.errColor.red(s.split('\n').map(visibleText).join('\n'))),
    })
    .exitOverride()
    .showHelpAfterError('(add --help for usage)')
    .addHelpText(
      'after',
      `
Exit codes: 0 ok, 1 the hand or game is not valid or its file could not be written (the message names the problem), 2 usage error, 3 an error in the tool itself.

Examples:
  mahjong-ledger score "234567m345p67899s" --win 5p --tsumo --riichi
  mahjong-ledger waits "23456m345p67899s"
  mahjong-ledger shanten "123m456p789s11234z"
  mahjong-ledger game new table.json --players Ann,Bo,Cy,Di --rules tenhou
  mahjong-ledger chart --rules tenhou
  mahjong-ledger rules ema2016`,
    );
  registerScoreCommand(program, io);
  registerWaitsCommand(program, io);
  registerShantenCommand(program, io);
  registerGameCommand(program, io);
  registerChartCommand(program, io);
  registerRulesCommand(program, io);
  refuseRepeatedOptions(program);
  refuseOptionsAsValues(program);
  return program;
}

/**
 * How to give several values of a repeated option: as one comma list where the option takes
 * one (`--ron Bo,Cy`), as one run of tiles for a tile list (`--dora 3m7z`).
 */
function severalValues(option: Option, values: readonly string[]): string {
  const flag = option.long ?? option.short ?? option.flags;
  if (/comma list/.test(option.description))
    return `; several values are one comma list: ${flag} ${values.join(',')}`;
  if (/<tiles>/.test(option.flags)) return `; several tiles are one list: ${flag} ${values.join('')}`;
  return '; give it once';
}

/**
 * Refuses, in every command, an option that takes a value and is given twice (`--ron Di --ron
 * Cy`, `--han 3 --han 5`): commander would keep the last value alone and the hand would be
 * recorded wrong. Options with a collecting parser (args.ts: `--hand`, `--kong`, `--set`, ...)
 * take every value given; a flag given twice says the same thing once more and is let be.
 */
function refuseRepeatedOptions(cmd: Command): void {
  for (const option of cmd.options) {
    if (!option.required && !option.optional) continue;
    if (option.variadic || isCollector(option.parseArg)) continue;
    const values: string[] = [];
    cmd.on(`option:${option.name()}`, (value: string | null | undefined) => {
      values.push(value ?? '');
      if (values.length < 2) return;
      const flag = option.long ?? option.short ?? option.flags;
      const given = values.map((v) => `"${v}"`).join(', then ');
      cmd.error(
        `error: ${flag} was given twice (${given}) and takes one value${severalValues(option, values)}`,
        { exitCode: EXIT_USAGE, code: 'commander.repeatedOption' },
      );
    });
  }
  for (const sub of cmd.commands) refuseRepeatedOptions(sub);
}

/**
 * Refuses, in every command, an option whose value is another of the command's options (`game
 * add t.json --draw --note --json`): commander takes the word after an option that needs a value
 * whatever it is, so the note read "--json" and the run printed text, where the user had left
 * the value out. A value that really is such a word has no use here.
 */
function refuseOptionsAsValues(cmd: Command): void {
  const flags = new Set(['-h', '--help']);
  for (const option of cmd.options) {
    if (option.long) flags.add(option.long);
    if (option.short) flags.add(option.short);
    if (option.negate && option.long) flags.add(option.long.replace(/^--no-/, '--'));
  }
  for (const option of cmd.options) {
    if (!option.required) continue;
    cmd.on(`option:${option.name()}`, (value: unknown) => {
      if (typeof value !== 'string' || !flags.has(value)) return;
      const flag = option.long ?? option.short ?? option.flags;
      cmd.error(
        `error: ${flag} needs a value, and was given none: the word after it, ${value}, is an option of this command`,
        { exitCode: EXIT_USAGE, code: 'commander.optionMissingArgument' },
      );
    });
  }
  for (const sub of cmd.commands) refuseOptionsAsValues(sub);
}
