// `mahjong-ledger score <hand>`: one winning hand to the two score boxes (breakdown, then who
// pays whom), for the family and preset chosen. The family front ends do the talking to core.

import { BAO_REASONS } from '@mahjong-ledger/core';
import { type Command, Option } from 'commander';
import { collectSetting, parseCount, parseTileList, parseWind, WIND_NAMES } from '../args.ts';
import { usageError } from '../errors.ts';
import { FAMILY_IDS, findFamilyFrontEnd } from '../families/index.ts';
import { familyOfOptions } from '../families/registry.ts';
import type { ScoreRequest, SituationFlag } from '../families/types.ts';
import { type Io, printJson, printLines } from '../io.ts';

/** The tiles and melds of the readable hand syntax, shared by `score --help` and `waits --help`. */
const TILES_HELP = `
Hand syntax:
  Tiles in mpsz: 123m man, 456p pin, 789s sou, 1234567z East South West North White Green Red,
  0m 0p 0s red fives.`;
const MELDS_HELP = `kind:tiles with kind chi, pon, kan (open kan), kakan (added kan) or ankan (closed kan):`;
const WINDS_HELP = `Winds: E, S, W, N (or east, south, west, north, or 1-4). East is the dealer's seat.`;

/** The readable hand syntax of a winning hand, shown in `score --help`. */
export const HAND_SYNTAX_HELP = `${TILES_HELP} Write the concealed tiles (the winning tile included), then each meld as
  ${MELDS_HELP}
    "123m456p 789s 11z + pon:555z ankan:1111m"
  Spaces, "+" and "," between parts are optional. Without --win, the last concealed tile
  written is the winning tile. Flowers 1f-4f, seasons 5f-8f and animals 1a-4a go with the
  concealed tiles (Japanese Classical and Singapore).
${WINDS_HELP}`;

/** The readable hand syntax of a hand waiting to win (13 tiles, no winning tile), shown in `waits --help`. */
export const WAITING_HAND_SYNTAX_HELP = `${TILES_HELP} Write the concealed tiles, then each meld as
  ${MELDS_HELP}
    "234m5p678s + pon:777z chi:123s"
  Spaces, "+" and "," between parts are optional. A waiting hand has 13 tiles (a meld,
  kans included, counts as 3) and no winning tile: the waits are the tiles that complete it.
${WINDS_HELP}`;

/** The readable hand syntax of a hand of 13 or 14 tiles, shown in `shanten --help`. */
export const SHANTEN_HAND_SYNTAX_HELP = `${TILES_HELP} Write the concealed tiles, then each meld as
  ${MELDS_HELP}
    "2345m67p + pon:555z chi:123s"
  Spaces, "+" and "," between parts are optional. A hand has 13 tiles, or 14 just drawn (a
  meld, kans included, counts as 3).`;

const FLAG_OPTIONS: readonly [SituationFlag, string][] = [
  ['riichi', 'riichi declared (classical: Ready)'],
  ['double-riichi', 'double riichi'],
  ['ippatsu', 'won within one go-around of riichi'],
  ['haitei', 'self-draw on the last tile of the wall'],
  ['houtei', 'ron on the last discard'],
  ['rinshan', 'won on the replacement tile of a kan'],
  ['chankan', 'robbed a kan'],
  [
    'chankan-on-ankan',
    'with --chankan: the kan robbed was a closed kan (riichi: kokushi musou only, where the rules allow it)',
  ],
  ['tenhou', "dealer's win on the first draw"],
  ['chiihou', "non-dealer's win on the first draw"],
  ['renhou', 'ron before the first draw'],
  ['open-riichi', 'riichi declared with the hand shown (riichi: the local yaku, off in every preset)'],
  ['tsubame-gaeshi', 'ron on the tile a riichi was declared with (riichi: local yaku, off in every preset)'],
  ['kanburi', "ron on the discard after the discarder's kan (riichi: local yaku, off in every preset)"],
  ['kong-on-kong', 'Singapore: self-draw on the replacement tile of a second kong in a row'],
];

interface ScoreOptions {
  win?: string;
  tsumo?: boolean;
  ron?: boolean;
  seat: string;
  round: string;
  from?: string;
  pao?: string;
  paoCase?: string;
  dora?: string;
  ura?: string;
  honba: string;
  sticks: string;
  streak: string;
  flowerReplacement: string;
  rules?: string;
  set?: Record<string, unknown>;
  family?: string;
  unicode?: boolean;
  json?: boolean;
  [flag: string]: unknown;
}

/** Commander's camelCase key of a `--kebab-case` flag. */
function optionKey(flag: string): string {
  return flag.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** The command line read into a request for the family front end. */
export function readScoreRequest(handText: string, o: ScoreOptions): ScoreRequest {
  const flags = new Set<SituationFlag>();
  for (const [flag] of FLAG_OPTIONS) if (o[optionKey(flag)]) flags.add(flag);
  const req: ScoreRequest = {
    handText,
    win: o.win,
    tsumo: !!o.tsumo,
    seatWind: parseWind(o.seat, '--seat'),
    roundWind: parseWind(o.round, '--round'),
    dora: o.dora ? parseTileList(o.dora, '--dora') : [],
    ura: o.ura ? parseTileList(o.ura, '--ura') : [],
    honba: parseCount(o.honba, '--honba'),
    sticks: parseCount(o.sticks, '--sticks'),
    streak: parseCount(o.streak, '--streak'),
    flowerReplacement: parseCount(o.flowerReplacement, '--flower-replacement'),
    flags,
    preset: o.rules,
    overrides: o.set ?? {},
  };
  // An empty --win (an unset shell variable: --win "$TILE") is a slip, not a wish for the default.
  if (o.win !== undefined && o.win.trim() === '')
    throw usageError(
      '--win needs a tile, not an empty value (leave --win out for the last concealed tile written)',
    );
  const own = (option: string, text: string, what: string) =>
    usageError(
      `${option} ${text} is the winner's own seat (--seat ${WIND_NAMES[req.seatWind - 1]}); ${what} is another player`,
    );
  if (o.from !== undefined) {
    if (o.tsumo) throw usageError('--from names the discarder of a ron; it cannot go with --tsumo');
    req.fromWind = parseWind(o.from, '--from');
    if (req.fromWind === req.seatWind) throw own('--from', o.from, 'the discarder of a ron');
  }
  if (o.pao !== undefined) {
    req.liableWind = parseWind(o.pao, '--pao');
    if (req.liableWind === req.seatWind) throw own('--pao', o.pao, 'the player liable (pao)');
  }
  if (o.paoCase !== undefined) {
    if (o.pao === undefined)
      throw usageError('--pao-case names why the --pao player is liable; give --pao too');
    req.liableReason = o.paoCase;
  }
  return req;
}

export function registerScoreCommand(program: Command, io: Io): void {
  const cmd = program
    .command('score')
    .description('score a winning hand: the breakdown (score box 1) and who pays whom (score box 2)')
    .argument('<hand>', 'the hand in the readable syntax (see below); quote it when it has spaces')
    .option('--win <tile>', 'the winning tile (default: the last concealed tile written)')
    .addOption(new Option('--tsumo', 'won by self-draw').conflicts('ron'))
    .addOption(new Option('--ron', 'won on a discard (the default)').conflicts('tsumo'))
    .option('--seat <wind>', "the winner's seat wind", 'S')
    .option('--round <wind>', 'the round (prevalent) wind', 'E')
    .option('--from <wind>', 'seat wind of the discarder on a ron (default: the seat before the winner)')
    .option('--pao <wind>', 'seat wind of a player liable (pao) for the hand')
    .option(
      '--pao-case <case>',
      `Singapore, with --pao: the bao case that made the player liable (section 7), so that the rules judge it: ${BAO_REASONS.join(', ')}`,
    );
  for (const [flag, help] of FLAG_OPTIONS) cmd.option(`--${flag}`, help);
  cmd
    .option('--dora <tiles>', 'dora indicators in mpsz, kan dora included (e.g. 3m7z)')
    .option('--ura <tiles>', 'ura dora indicators in mpsz')
    .option('--honba <n>', 'honba (repeat counters) on the table', '0')
    .option('--sticks <n>', 'riichi sticks on the table', '0')
    .option('--streak <n>', "the dealer's consecutive wins before this one", '0')
    .option(
      '--flower-replacement <n>',
      'Singapore: won on the replacement tile of this many bonus tiles in a row',
      '0',
    )
    .addOption(
      new Option('--family <family>', 'rule family (default: the family of --rules, else riichi)').choices(
        FAMILY_IDS,
      ),
    )
    .option('--rules <preset>', "the family's rule preset (see `mahjong-ledger rules`)")
    .option(
      '--set <key=value>',
      'override one rule option; repeatable (e.g. --set kiriage=false)',
      collectSetting,
    )
    .option('--unicode', 'show tiles as Unicode mahjong tiles')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `${HAND_SYNTAX_HELP}

Examples:
  mahjong-ledger score "234567m345p67899s" --win 5p --tsumo --riichi
  mahjong-ledger score "123m456p 789s 11z + pon:555z" --win 1z --rules tenhou --dora 4z
  mahjong-ledger score "22m345p678s + chi:123m pon:777z" --seat E --ron --from W --honba 2
  mahjong-ledger score "19m19p19s1234567z1m" --tsumo --json
  mahjong-ledger score "234567m345p67899s" --win 5p --riichi --set kiriage=false --unicode`,
    )
    .action((handText: string, o: ScoreOptions) => {
      // Like `game new` and `chart`: a preset names its family (`--rules sg_reference`).
      const family = findFamilyFrontEnd(familyOfOptions(o).id);
      const req = readScoreRequest(handText, o);
      const report = family.score(req, { unicode: !!o.unicode, color: io.color });
      if (o.json) printJson(io, report.json);
      else printLines(io, report.lines);
    });
}
