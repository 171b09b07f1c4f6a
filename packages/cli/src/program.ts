// The commander program: global settings (output streams, usage errors as exceptions, help
// after errors) and every command.

import { Command } from 'commander';
import { registerChartCommand } from './commands/chart.ts';
import { registerGameCommand } from './commands/game.ts';
import { registerRulesCommand } from './commands/rules.ts';
import { registerScoreCommand } from './commands/score.ts';
import { registerShantenCommand } from './commands/shanten.ts';
import { registerWaitsCommand } from './commands/waits.ts';
import type { Io } from './io.ts';

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
      outputError: (s, write) => write(io.errColor.red(s)),
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
  return program;
}
