// `mahjong-ledger game new|add|edit|adjust|penalty|remove|show|settle|export <file>`: a game kept as the
// ledger's JSON document (the event log). Every change goes through core (createGame,
// appendEvent, insertEvent, replaceEvent, removeEvent replay the whole log and check it), and
// the file is replaced atomically only when the new game is valid.

import { resolve } from 'node:path';
import {
  appendEvent,
  BAO_REASONS,
  createGame,
  exportCsv,
  type GameConfig,
  type GameDocument,
  type GameEvent,
  type GameState,
  insertEvent,
  parseGameDocument,
  type Result,
  removeEvent,
  replaceEvent,
  replayGame,
  serializeGame,
  settleGame,
} from '@mahjong-ledger/core';
import { type Command, Option } from 'commander';
import { collectSetting, collectValues } from '../args.ts';
import {
  CliError,
  cliErrorJson,
  coreErrorJson,
  describeIssues,
  EXIT_USAGE,
  invalidError,
  usageError,
} from '../errors.ts';
import { familyOfOptions } from '../families/registry.ts';
import { type Io, printLines, printResult } from '../io.ts';
import { ADJUST_OPTIONS, type AdjustOptions, buildAdjustEvent, hasAdjustOptions } from '../ledger/adjust.ts';
import { buildEvent, describeEntryIssues, type HandOptions, playerNameClashes } from '../ledger/entry.ts';
import {
  loadGame,
  readRegularFile,
  refuseEmptyPath,
  saveGame,
  standardStreamOf,
  writeOutput,
} from '../ledger/file.ts';
import {
  buildPenaltyEvent,
  hasPenaltyOptions,
  type PenaltyOptions,
  refuseFamilyWithoutPenalties,
} from '../ledger/penalty.ts';
import {
  describeAdjustment,
  describeAdjustmentChanges,
  describeHand,
  describePenalty,
  describePlace,
  notesOf,
  renderAdjustmentDetail,
  renderHandDetail,
  renderHistory,
  renderPenaltyDetail,
  renderSettlement,
  renderTable,
  shownNames,
} from '../ledger/render.ts';
import { unitsOf } from '../ledger/units.ts';
import { countOf, unseenCharacters, visibleText } from '../text.ts';

const ABORTIVE_REASONS = ['kyuushu_kyuuhai', 'suufon_renda', 'suucha_riichi', 'suukaikan', 'sanchahou'];

interface NewOptions {
  players?: string;
  family?: string;
  rules?: string;
  set?: Record<string, unknown>;
  rate?: string;
  force?: boolean;
  json?: boolean;
}

type EditResult = Result<{ doc: GameDocument; state: GameState }>;

/**
 * An event number from the command line: the #n of `game show`'s `event` column, which counts
 * Singapore payouts too (its `hand` column numbers hands, as the CSV does). `option` names the
 * option that took it, if any.
 */
function parseEventIndex(text: string, option?: string): number {
  const which = option === undefined ? 'the event number' : `${option} takes an event number, which`;
  if (!/^\d+$/.test(text))
    throw usageError(
      `${which} must be a whole number from 1 (the #n of game show's event column, not its hand column), not "${text}"`,
    );
  if (!Number.isSafeInteger(Number(text)))
    throw usageError(`${option === undefined ? 'the event number' : option} ${text} is too large`);
  return Number(text);
}

/**
 * The edited game, or its refusal (exit 1) naming every problem: the entry just typed (if any)
 * by its options, and an event number that does not exist by what gave it (`--at`, or the
 * command's event number), where core names its `index` argument.
 */
function takeEdit(
  r: EditResult,
  entered: { index: number; event: GameEvent; names: readonly string[] } | null = null,
  indexGiven = 'the event number',
): { doc: GameDocument; state: GameState } {
  if (!r.ok) {
    const issues = r.issues.map((i) => (i.path === 'index' ? { ...i, path: indexGiven } : i));
    throw invalidError(describeEntryIssues(issues, entered), coreErrorJson(r));
  }
  return r.value;
}

/**
 * Appends `event` (or inserts it before event `at`, from `--at`), saves the game over the text it
 * was read from, and says what was added: `game add`, `game adjust` and `game penalty`.
 */
function writeNewEvent(
  io: Io,
  path: string,
  game: { doc: GameDocument; state: GameState; text: string },
  event: GameEvent,
  at: number | null,
  json: boolean,
): void {
  const { doc, state, text } = game;
  const index = at ?? doc.events.length;
  const next = takeEdit(
    at === null ? appendEvent(doc, event) : insertEvent(doc, index, event),
    { index, event, names: state.config.players },
    '--at',
  );
  saveGame(path, next.doc, { replacing: text });
  // --at one past the last event appends: nothing is inserted before anything.
  const verb = index === doc.events.length ? 'Added' : 'Inserted';
  printChange(io, describeChange(verb, next.state, index), path, next.state, index, json);
}

function buildConfig(o: NewOptions): GameConfig {
  // Kept in one Unicode form (NFC), the form a name typed again later is most likely to arrive in
  // (it is matched by core's playerNameKey, in any form).
  const players = (o.players ?? '').split(',').map((p) => p.trim().normalize('NFC'));
  // A name is printed in every table: an escape sequence in it would be sent to the terminal,
  // and an invisible character would make two names look the same.
  for (const p of players) {
    const unseen = unseenCharacters(p);
    if (unseen)
      throw usageError(`--players: the name "${visibleText(p)}" holds ${unseen}; a name is plain text`);
  }
  if (players.length !== 4 || players.some((p) => !p)) {
    throw usageError('--players takes four names separated by commas, in seat order (the first deals first)');
  }
  // Each player must be named by the options as no other: names differ in more than case, and
  // none is a seat number (the same check refuses a game file edited to such names: file.ts).
  const clashes = playerNameClashes(players);
  if (clashes.length)
    throw new CliError(
      EXIT_USAGE,
      clashes.map((c) => `--players: ${c}`),
    );
  // The family of --rules when no --family is given; the family's default preset when no --rules.
  const family = familyOfOptions(o);
  const config: GameConfig = {
    family: family.id,
    preset: o.rules ?? family.defaultPreset,
    overrides: o.set ?? {},
    players: players as GameConfig['players'],
  };
  if (o.rate !== undefined) {
    const rate = Number(o.rate);
    // A decimal number: Number() would also read hexadecimal ("0x10" as 16) or binary.
    if (!/^\s*(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i.test(o.rate) || !Number.isFinite(rate) || rate < 0)
      throw usageError(`--rate must be a number ≥ 0, not "${o.rate}"`);
    config.rate = rate;
  }
  return config;
}

/**
 * The options that describe one hand, shared by `add` and `edit` (where `--points` gives a
 * penalty's points too, with `--player`).
 */
function addHandOptions(cmd: Command, forEdit = false): Command {
  return cmd
    .option('--tsumo <player>', 'the player who won by self-draw')
    .option('--ron <players>', 'the player(s) who won on a discard (comma list for a multiple ron)')
    .option('--from <player>', 'the discarder, on a ron (or of the discard a Singapore false win claimed)')
    .option('--draw', 'exhaustive draw')
    .option('--tenpai <players>', 'on a draw: the players who were tenpai (comma list)')
    .option('--nagashi <players>', 'on a draw: nagashi mangan by these players')
    .addOption(new Option('--abortive <reason>', 'abortive draw').choices(ABORTIVE_REASONS))
    .option(
      '--chombo <player>',
      'a chombo by this player (Singapore: a false win, with --from the discarder it claimed; Classical: erroneous mahjong)',
    )
    .option('--riichi <players>', 'players who declared riichi (Classical: Ready) this hand (comma list)')
    .option('--ready <players>', 'Japanese Classical: players who declared Ready this hand (comma list)')
    .option(
      '--hand <tiles>',
      "the winner's hand in the readable syntax (repeat per winner of a multiple ron)",
      collectValues,
    )
    .option(
      '--win <tile>',
      'the winning tile (default: the last concealed tile written; comma list per winner, a place left empty for the default)',
    )
    .option('--dora <tiles>', 'dora indicators in mpsz')
    .option('--ura <tiles>', 'ura dora indicators in mpsz')
    .option('--han <n>', 'a win by value: han (comma list per winner)')
    .option('--fu <n>', 'a win by value: fu (comma list per winner)')
    .option('--yakuman <n>', 'a win by value: yakuman multiple (comma list per winner)')
    .option('--tai <n>', 'Singapore: a win by its tai (comma list per winner)')
    .option(
      '--points <n>',
      forEdit
        ? 'Japanese Classical: a win by its basic points; a penalty (with --player): the final points taken off, e.g. -10'
        : 'Japanese Classical: a win by its basic points',
    )
    .option('--doubles <n>', 'Japanese Classical: and its doubles')
    .option('--limit-hand', 'Japanese Classical: a limit hand')
    .option(
      '--bonus <tiles>',
      'bonus tiles (flowers 1f-4f, seasons 5f-8f, animals 1a-4a): held by the winner, or shown in an --instant payout',
    )
    .option(
      '--loser-scores <pairs>',
      'Japanese Classical with loserSettlement: each loser’s hand score, e.g. Ann=40,Cy=20',
    )
    .option(
      '--change-of-heart <players>',
      'Japanese Classical, with a win: players who made a change of heart (a call not completed or withdrawn), each paying the winner; comma list or repeated, a name twice for two',
      collectValues,
    )
    .option('--kong-on-kong', 'Singapore: self-draw on the replacement tile of a second kong in a row')
    .option('--flower-replacement <n>', 'Singapore: won on the replacement tile of this many bonus tiles')
    .option('--instant <player>', 'Singapore: an instant payout to this player (with --bonus, --kong)')
    .option('--dealt <tiles>', 'with --instant: those of the --bonus tiles held from the deal')
    .option(
      '--kong <kinds>',
      'with --instant: kongs declared, kan (exposed) or ankan (concealed); comma list or repeated',
      collectValues,
    )
    .option(
      '--pao <player>',
      'the player liable (pao) for the win (comma list per winner, a place left empty for none: --pao ,Cy); with --instant and one exposed --kong, Singapore: the fresh-tile kong bao, the player whose fresh discard the kong was claimed from',
    )
    .option(
      '--pao-case <case>',
      `Singapore, with --pao: the bao case that made the player liable (section 7), so that the rules judge it: ${BAO_REASONS.join(', ')}`,
    )
    .option('--double-riichi', 'the winner declared double riichi')
    .option('--ippatsu', 'ippatsu')
    .option('--haitei', 'self-draw on the last tile')
    .option('--houtei', 'ron on the last discard')
    .option('--rinshan', 'won on a kan replacement tile')
    .option('--chankan', 'robbed a kan')
    .option('--chankan-on-ankan', 'with --chankan: the kan robbed was closed (kokushi musou only)')
    .option('--tenhou', "dealer's first-draw win")
    .option('--chiihou', "non-dealer's first-draw win")
    .option('--renhou', 'ron before the first draw')
    .option('--open-riichi', 'the winner declared riichi with the hand shown (local yaku)')
    .option('--tsubame-gaeshi', 'ron on the tile a riichi was declared with (local yaku)')
    .option('--kanburi', "ron on the discard after the discarder's kan (local yaku)")
    .option('--note <text>', 'a note kept with the hand')
    .option('--json', 'print exactly one JSON document (the new table) instead of text');
}

/**
 * The options of an entry made between hands (`adjust`, `penalty`): its reason, where it goes in
 * the log, and the output's form.
 */
function addBetweenHandsOptions(cmd: Command, noun: string): Command {
  return cmd
    .option('--note <reason>', `why (kept with the ${noun}, shown in the history)`)
    .option(
      '--at <event>',
      "insert before event #n (the #n of game show's event column, not its hand column) instead of appending",
    )
    .option('--json', 'print exactly one JSON document (the new table) instead of text');
}

/** The options of a referee's adjustment, shared by `adjust` and `edit`. */
function addAdjustOptions(cmd: Command, forEdit = false): Command {
  const also = forEdit ? 'an adjustment: ' : '';
  return cmd
    .option(
      '--by <changes>',
      `${also}points given (+) or taken (-) per player, player=points in a comma list (Ann=-8000,Bo=+8000; Singapore: money, Ann=-2.50); repeatable`,
      collectValues,
    )
    .option('--sticks-by <n>', `${also}sticks put on (+n) or taken off (-n) the table (not in Singapore)`)
    .option(
      '--set-scores <scores>',
      `${also}set the scores outright instead: four, in seat order, separated by commas`,
    )
    .option('--set-sticks <n>', `${also}with --set-scores: the sticks left on the table (not in Singapore)`);
}

/** The sticks on the table just before event #index (after the last event when it appends). */
function sticksBefore(doc: GameDocument, index: number, state: GameState): number {
  if (index >= doc.events.length || index < 1) return state.round.sticks;
  const before = replayGame({ ...doc, events: doc.events.slice(0, index) });
  return before.ok ? before.value.round.sticks : state.round.sticks;
}

/**
 * An option given that is none of `own` (edit: a hand's with an adjustment's, anything but
 * --player and --points with a penalty's), or null: an event is one or the other.
 */
function optionGivenBesides(o: object, own: readonly string[]): string | null {
  const allowed = new Set<string>([...own, 'note', 'json']);
  for (const [key, v] of Object.entries(o)) {
    if (allowed.has(key) || v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
    return `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
  }
  return null;
}

/** What edit calls the event it was given, for its refusals. */
const EVENT_KINDS: Readonly<Record<string, string>> = {
  hand: 'a hand',
  instant: 'a payout',
  adjust: 'an adjustment',
  penalty: 'a penalty',
};

const ADJUST_EXAMPLES = `
A referee's adjustment is an event of its own, between hands. By the points given or taken
(--by, --sticks-by): an edit of an earlier hand carries through it, the points still added.
Outright (--set-scores, --set-sticks: after a reconnect, or to match a paper score sheet): the
scores are set, and an edit of an earlier hand changes nothing after it.
Players are named by name (any case) or seat number 1-4; Singapore amounts are money (2.50).`;

const HAND_EXAMPLES = `
Players are named by name (any case) or seat number 1-4; seat 1 deals first.
A win is entered by its tiles (--hand, scored by the ledger) or by its value: --han/--fu or
--yakuman (riichi), --tai (Singapore), --points/--doubles or --limit-hand (Japanese Classical).
A Japanese Classical win may carry changes of heart: --change-of-heart <players>.
Singapore instant payouts (animals, flower sets, kongs) are events of their own:
  --instant <player> --bonus <tiles> [--dealt <tiles>] and/or --kong kan|ankan;
  --instant Ann --kong kan --pao Bo: Bo pays all of the kong, claimed from his fresh discard.`;

/** What a write did, then the new table (or, with --json, the new state). */
function printChange(
  io: Io,
  headline: string,
  path: string,
  state: GameState,
  index: number | null,
  json: boolean,
): void {
  if (json) {
    printResult(io, { file: path, event: index, state });
    return;
  }
  printLines(io, [headline, '', ...renderTable(state, path, io.color)]);
}

/**
 * `export --out` never replaces a game file (a slip such as `--out table.json` would lose the
 * game). Only a regular file is read for this: a named pipe or a device is written, not read.
 */
function refuseToReplaceGame(out: string, gamePath: string): void {
  const existing = readRegularFile(out);
  // no file there (or not one to read): the write reports its own problems
  if (existing === undefined || !parseGameDocument(existing).ok) return;
  const which = resolve(out) === resolve(gamePath) ? 'is the game file itself' : 'holds a game';
  const message = `--out ${out} ${which}; nothing was written: choose another file (or pass --force to replace it)`;
  throw usageError(message, cliErrorJson('write_refused', 'holds_a_game', message, 'out'));
}

/**
 * "Added event #3 (hand 2, East 2): Bo ron from Ann, 3 han 30 fu": the event number (`game
 * show`'s event column, what edit and remove take) and, in brackets, the hand's number (its hand
 * column) and round, so that neither is read as the other. `state` is the game holding the
 * event (for a removal, the game before it).
 */
function describeChange(verb: string, state: GameState, index: number): string {
  const place = describePlace(state, index);
  const record = state.history.find((h) => h.eventIndex === index);
  const adjustment = state.adjustments.find((a) => a.eventIndex === index);
  const penalty = state.penalties.find((p) => p.eventIndex === index);
  const names = shownNames(state.config);
  const units = unitsOf(state.config);
  const changes = adjustment ? describeAdjustmentChanges(adjustment, names, units) : '';
  const what = record
    ? describeHand(record, names, units)
    : adjustment
      ? `${describeAdjustment(adjustment, units)}${changes === 'no score changed' ? '' : `: ${changes}`}`
      : penalty
        ? describePenalty(penalty, names)
        : undefined;
  return `${verb} event #${index}${place ? ` (${place})` : ''}${what ? `: ${what}` : ''}`;
}

export function registerGameCommand(program: Command, io: Io): void {
  const game = program
    .command('game')
    .description('keep a game in a JSON file: new, add, edit, adjust, penalty, remove, show, settle, export')
    .addHelpText(
      'after',
      `
The file is the ledger's JSON document (the event log); every write replaces it atomically.

Examples:
  mahjong-ledger game new table.json --players Ann,Bo,Cy,Di --rules tenhou
  mahjong-ledger game add table.json --ron Bo --from Ann --han 3 --fu 30 --riichi Bo
  mahjong-ledger game add table.json --tsumo Cy --hand "234567m345p67899s" --win 5p --dora 1s
  mahjong-ledger game add table.json --draw --tenpai Ann,Cy
  mahjong-ledger game edit table.json 2 --ron Bo --from Ann --han 4 --fu 30
  mahjong-ledger game adjust table.json --by Ann=-8000,Bo=+8000 --note "payment made twice"
  mahjong-ledger game penalty table.json --player Bo --points -10 --note "late return"
  mahjong-ledger game remove table.json 3
  mahjong-ledger game show table.json
  mahjong-ledger game settle table.json
  mahjong-ledger game export table.json --csv
Singapore and Japanese Classical (see game add --help for their options):
  mahjong-ledger game new sg.json --players Ann,Bo,Cy,Di --family singapore --set limit=6
  mahjong-ledger game add sg.json --instant Di --bonus 1a2a
  mahjong-ledger game add sg.json --tsumo Ann --tai 3
  mahjong-ledger game new jc.json --players Ann,Bo,Cy,Di --family classical
  mahjong-ledger game add jc.json --ron Bo --from Ann --points 40 --doubles 2 --ready Bo`,
    );

  game
    .command('new')
    .description('start a game file')
    .argument('<file>', 'the game file to create')
    .option('--players <names>', 'four names separated by commas, in seat order (the first deals first)')
    .option(
      '--family <family>',
      'rule family: riichi, classical or singapore (default: the family of --rules, else riichi)',
    )
    .option(
      '--rules <preset>',
      "rule preset (default: the family's default preset; see mahjong-ledger rules)",
    )
    .option('--set <key=value>', 'override one rule option; repeatable', collectSetting)
    .option(
      '--rate <n>',
      'money for the settlement, in currency units: per final point (riichi: 1000 table points; Classical: one point), Singapore: per currency unit of balance',
    )
    .option('--force', 'replace the file if it exists')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `
Examples:
  mahjong-ledger game new table.json --players Ann,Bo,Cy,Di --rules mleague --rate 0.5
  mahjong-ledger game new sg.json --players Ann,Bo,Cy,Di --family singapore --set limit=10
  mahjong-ledger game new jc.json --players Ann,Bo,Cy,Di --rules jc_four_winds`,
    )
    .action((path: string, o: NewOptions) => {
      refuseEmptyPath(path);
      const config = buildConfig(o);
      const created = createGame(config);
      // Everything in the configuration came from the command line: a rejected one is a usage error.
      if (!created.ok) throw usageError(describeIssues(created.issues).join('; '), coreErrorJson(created));
      const state = replayGame(created.value);
      if (!state.ok) throw invalidError(describeIssues(state.issues), coreErrorJson(state));
      saveGame(path, created.value, { exclusive: !o.force });
      printChange(
        io,
        `Started ${visibleText(path)}: a ${unitsOf(config).title} game (${config.preset}) for ${shownNames(config).join(', ')}`,
        path,
        state.value,
        null,
        !!o.json,
      );
    });

  addHandOptions(
    game
      .command('add')
      .description('record the next hand (or, with --at, insert one before event #n)')
      .argument('<file>', 'the game file')
      .option('--at <event>', 'insert before this event number (the #n of game show) instead of appending'),
  )
    .addHelpText(
      'after',
      `${HAND_EXAMPLES}

Examples:
  mahjong-ledger game add table.json --ron Bo --from Ann --han 3 --fu 30 --riichi Bo
  mahjong-ledger game add table.json --tsumo Cy --hand "234567m345p67899s" --win 5p --riichi Cy --ura 2m
  mahjong-ledger game add table.json --ron Bo,Di --from Ann --han 2,5 --fu 40
  mahjong-ledger game add table.json --draw --tenpai Ann,Cy --riichi Ann
  mahjong-ledger game add table.json --abortive kyuushu_kyuuhai
  mahjong-ledger game add table.json --chombo Di
Singapore:
  mahjong-ledger game add sg.json --instant Di --bonus 1a2a
  mahjong-ledger game add sg.json --instant Cy --kong ankan
  mahjong-ledger game add sg.json --ron Bo --from Cy --hand "234m567p345s99s + pon:777z" --win 9s
  mahjong-ledger game add sg.json --tsumo Ann --tai 3 --pao Bo
  mahjong-ledger game add sg.json --chombo Bo --from Ann
Japanese Classical:
  mahjong-ledger game add jc.json --ron Bo --from Ann --points 40 --doubles 2 --ready Bo
  mahjong-ledger game add jc.json --tsumo Cy --hand "123m456p 789s 11z + pon:555z" --win 1z
  mahjong-ledger game add jc.json --tsumo Di --limit-hand --pao Ann
  mahjong-ledger game add jc.json --ron Ann --from Bo --points 30 --doubles 1 --change-of-heart Cy,Di`,
    )
    .action((path: string, o: HandOptions & { at?: string; json?: boolean }) => {
      const { doc, state, text } = loadGame(path, { forWriting: true });
      const event = buildEvent(o, state.config);
      const index = o.at === undefined ? doc.events.length : parseEventIndex(o.at, '--at');
      writeNewEvent(io, path, { doc, state, text }, event, o.at === undefined ? null : index, !!o.json);
    });

  addAdjustOptions(
    addHandOptions(
      game
        .command('edit')
        .description(
          'replace the hand, payout, adjustment or penalty at event #n with a new entry; every later event is replayed',
        )
        .argument('<file>', 'the game file')
        .argument('<event>', "the event number: the #n of game show's event column (not its hand column)"),
      true,
    ),
    true,
  )
    .option('--player <player>', 'a penalty: the player penalised, with --points the final points taken off')
    .addHelpText(
      'after',
      `${HAND_EXAMPLES}
An adjustment (game adjust) is entered again with its options: --by, --sticks-by, or
--set-scores and --set-sticks; a penalty (game penalty) with --player and --points.

The event's note is kept unless --note is given (--note "" clears it).

Examples:
  mahjong-ledger game edit table.json 2 --ron Bo --from Ann --han 4 --fu 30 --riichi Bo
  mahjong-ledger game edit table.json 1 --draw --tenpai Cy
  mahjong-ledger game edit table.json 4 --by Ann=-4000,Bo=+4000
  mahjong-ledger game edit table.json 5 --player Bo --points -5`,
    )
    .action(
      (path: string, n: string, o: HandOptions & AdjustOptions & PenaltyOptions & { json?: boolean }) => {
        const { doc, state, text } = loadGame(path, { forWriting: true });
        const index = parseEventIndex(n);
        // A penalty is replaced by a penalty, an adjustment by an adjustment, a hand or payout by
        // a hand or payout: an event number mistyped would otherwise lose the one for the other
        // without a word.
        const was = doc.events[index]?.type;
        if (hasPenaltyOptions(o)) refuseFamilyWithoutPenalties(state.config);
        if (was === 'penalty' && !hasPenaltyOptions(o))
          throw usageError(
            `event #${index} is a penalty: give it again with --player and --points (to put a hand in its place, remove it and add the hand with --at ${index})`,
          );
        if (was !== undefined && was !== 'penalty' && EVENT_KINDS[was] && hasPenaltyOptions(o))
          throw usageError(
            `event #${index} is ${EVENT_KINDS[was]}, not a penalty: --player and --points edit a penalty (to add one before it: game penalty --at ${index})`,
          );
        if (was === 'adjust' && !hasAdjustOptions(o))
          throw usageError(
            `event #${index} is an adjustment: give it again with --by and/or --sticks-by, or --set-scores and --set-sticks (to put a hand in its place, remove it and add the hand with --at ${index})`,
          );
        if ((was === 'hand' || was === 'instant') && hasAdjustOptions(o))
          throw usageError(
            `event #${index} is a ${was === 'hand' ? 'hand' : 'payout'}, not an adjustment: --by, --sticks-by, --set-scores and --set-sticks edit an adjustment (to add one before it: game adjust --at ${index})`,
          );
        let event: GameEvent;
        if (hasPenaltyOptions(o)) {
          const other = optionGivenBesides(o, ['player', 'points']);
          if (other) {
            const kind = ADJUST_OPTIONS.some(([, flag]) => flag === other) ? 'an adjustment' : 'a hand';
            throw usageError(
              `${other} describes ${kind}; a penalty (--player, --points) takes none of ${kind}'s options`,
            );
          }
          event = buildPenaltyEvent(o, state.config);
        } else if (hasAdjustOptions(o)) {
          const hand = optionGivenBesides(
            o,
            ADJUST_OPTIONS.map(([key]) => key),
          );
          if (hand)
            throw usageError(
              `${hand} describes a hand; an adjustment (--by, --sticks-by, --set-scores, --set-sticks) takes none of a hand's options`,
            );
          event = buildAdjustEvent(o, state.config, sticksBefore(doc, index, state));
        } else event = buildEvent(o, state.config);
        // A correction of the result keeps what was written about the event: without --note the
        // old note stays ('--note ""' clears it), where it was dropped with the old entry.
        const old = doc.events[index] as { note?: unknown } | undefined;
        if (
          o.note === undefined &&
          typeof old?.note === 'string' &&
          (event.type === 'hand' ||
            event.type === 'instant' ||
            event.type === 'adjust' ||
            event.type === 'penalty')
        )
          event.note = old.note;
        const next = takeEdit(replaceEvent(doc, index, event), { index, event, names: state.config.players });
        saveGame(path, next.doc, { replacing: text });
        printChange(io, describeChange('Replaced', next.state, index), path, next.state, index, !!o.json);
      },
    );

  addBetweenHandsOptions(
    addAdjustOptions(
      game
        .command('adjust')
        .description(
          "a referee's adjustment: points given or taken (or the scores set outright), between hands",
        )
        .argument('<file>', 'the game file'),
    ),
    'adjustment',
  )
    .addHelpText(
      'after',
      `${ADJUST_EXAMPLES}

Examples:
  mahjong-ledger game adjust table.json --by Ann=-8000,Bo=+8000 --note "payment made twice"
  mahjong-ledger game adjust table.json --by 2=+1000 --sticks-by -1 --note "stick given back"
  mahjong-ledger game adjust table.json --set-scores 30000,21000,25000,24000 --set-sticks 0 --note "paper sheet"
  mahjong-ledger game adjust sg.json --by Ann=-2.50,Cy=+2.50 --at 3`,
    )
    .action((path: string, o: AdjustOptions & { at?: string; json?: boolean }) => {
      const { doc, state, text } = loadGame(path, { forWriting: true });
      const index = o.at === undefined ? doc.events.length : parseEventIndex(o.at, '--at');
      const event = buildAdjustEvent(o, state.config, sticksBefore(doc, index, state));
      writeNewEvent(io, path, { doc, state, text }, event, o.at === undefined ? null : index, !!o.json);
    });

  addBetweenHandsOptions(
    game
      .command('penalty')
      .description(
        'a tournament penalty (riichi): final points taken off one player after uma, the scores unchanged',
      )
      .argument('<file>', 'the game file')
      .option('--player <player>', 'the player penalised, by name (any case) or seat number 1-4')
      .option(
        '--points <final-points>',
        'the final points taken off, below zero with at most one decimal: -10 is 10,000 table points',
      ),
    'penalty',
  )
    .addHelpText(
      'after',
      `
A tournament penalty is an event of its own, between hands or after the last one: its final
points (thousands of table points, as the settlement's points are) are taken off the player's
after uma, as a chombo's penalty is, in the settlement's penalty column. The table's scores do
not move, so the ranking, the uma and every later hand are as they were. A positive --points
would give points: a penalty is below zero (--points -10, or --points=-10).
Japanese Classical and Singapore have no final points to take it from: their penalties are
payments (game add --chombo, game adjust).

Examples:
  mahjong-ledger game penalty table.json --player Bo --points -10 --note "late return"
  mahjong-ledger game penalty table.json --player 3 --points -2.5 --at 4
  mahjong-ledger game edit table.json 5 --player Bo --points -5
  mahjong-ledger game remove table.json 5`,
    )
    .action((path: string, o: PenaltyOptions & { at?: string; json?: boolean }) => {
      const { doc, state, text } = loadGame(path, { forWriting: true });
      const event = buildPenaltyEvent(o, state.config);
      const index = o.at === undefined ? doc.events.length : parseEventIndex(o.at, '--at');
      writeNewEvent(io, path, { doc, state, text }, event, o.at === undefined ? null : index, !!o.json);
    });

  game
    .command('remove')
    .description('delete the hand, payout, adjustment or penalty at event #n; every later event is replayed')
    .argument('<file>', 'the game file')
    .argument('<event>', "the event number: the #n of game show's event column (not its hand column)")
    .option('--json', 'print exactly one JSON document (the new table) instead of text')
    .addHelpText('after', '\nExample:\n  mahjong-ledger game remove table.json 3')
    .action((path: string, n: string, o: { json?: boolean }) => {
      const { doc, state, text } = loadGame(path, { forWriting: true });
      const index = parseEventIndex(n);
      const next = takeEdit(removeEvent(doc, index));
      saveGame(path, next.doc, { replacing: text });
      const left = next.doc.events.length - 1;
      printChange(
        io,
        // Named as it was before the removal: its hand, round and result.
        `${describeChange('Removed', state, index)}; ${countOf(left, 'event')} left after the start`,
        path,
        next.state,
        index,
        !!o.json,
      );
    });

  game
    .command('show')
    .description('the table (scores, dealer, round, honba, sticks) and the hand history')
    .argument('<file>', 'the game file')
    .option(
      '--hand <event>',
      'show both score boxes of the hand (or payout) at event #n instead of the history (or an adjustment or penalty in full)',
    )
    .option('--json', 'print exactly one JSON document (the game state) instead of text')
    .addHelpText(
      'after',
      `
The game may be piped in (/dev/stdin) or read from a named pipe, as cat reads one: the
command waits until a program writes the game into it (Ctrl-C stops the wait).

Examples:
  mahjong-ledger game show table.json
  mahjong-ledger game show table.json --hand 2
  ssh host cat table.json | mahjong-ledger game show /dev/stdin`,
    )
    .action((path: string, o: { hand?: string; json?: boolean }) => {
      const { doc, state } = loadGame(path);
      const notes = notesOf(doc);
      if (o.hand !== undefined) {
        const index = parseEventIndex(o.hand, '--hand');
        const record = state.history.find((h) => h.eventIndex === index);
        const adjustment = state.adjustments.find((a) => a.eventIndex === index);
        const penalty = state.penalties.find((p) => p.eventIndex === index);
        if (!record && adjustment) {
          if (o.json) printResult(io, adjustment);
          else printLines(io, renderAdjustmentDetail(state, adjustment, io.color, notes[index]));
          return;
        }
        if (!record && penalty) {
          if (o.json) printResult(io, penalty);
          else printLines(io, renderPenaltyDetail(state, penalty, io.color, notes[index]));
          return;
        }
        // Like edit and remove: an event number the game does not have is not valid for this game (exit 1).
        if (!record) {
          const events = [...state.history, ...state.adjustments, ...state.penalties]
            .map((h) => h.eventIndex)
            .sort((a, b) => a - b);
          const message = `there is no event #${index} (events: ${events.map((i) => `#${i}`).join(' ') || 'none'})`;
          throw invalidError(
            [message],
            coreErrorJson({ error: 'invalid', issues: [{ code: 'bad_index', message, path: 'index' }] }),
          );
        }
        if (o.json) printResult(io, record);
        else printLines(io, renderHandDetail(state, record, io.color, notes[index]));
        return;
      }
      if (o.json) printResult(io, state);
      else
        printLines(io, [...renderTable(state, path, io.color), '', ...renderHistory(state, io.color, notes)]);
    });

  game
    .command('settle')
    .description('the final table: ranks, leftover sticks, oka, uma, penalties, final points')
    .argument('<file>', 'the game file')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText('after', '\nExample:\n  mahjong-ledger game settle table.json --json')
    .action((path: string, o: { json?: boolean }) => {
      const { state } = loadGame(path);
      const settlement = settleGame(state);
      if (o.json) printResult(io, { finished: state.finished, endReason: state.endReason, ...settlement });
      else printLines(io, renderSettlement(state, settlement, io.color));
    });

  game
    .command('export')
    .description('the game as CSV (one row per hand) or as its JSON document')
    .argument('<file>', 'the game file')
    .addOption(new Option('--csv', 'CSV: one row per hand with score changes and scores').conflicts('json'))
    .addOption(new Option('--json', 'the game document itself').conflicts('csv'))
    .option(
      '--out <path>',
      'write to this file (atomically) instead of stdout; a named pipe or a device (/dev/stdout, >(wc -l)) is written as it is',
    )
    .option('--force', 'with --out: replace the file even if it holds a game')
    .addHelpText(
      'after',
      '\nExamples:\n  mahjong-ledger game export table.json --csv > hands.csv\n  mahjong-ledger game export table.json --csv --out hands.csv',
    )
    .action((path: string, o: { csv?: boolean; json?: boolean; out?: string; force?: boolean }) => {
      if (!o.csv && !o.json) throw usageError('choose a format: --csv or --json');
      // An empty path (an unset shell variable, --out "$OUT") is a slip, not a wish for stdout.
      if (o.out === '')
        throw usageError('--out needs a path, not an empty one (leave --out out to write to stdout)');
      if (o.force && o.out === undefined)
        throw usageError('--force goes with --out <path> (stdout replaces nothing)');
      const { doc, state } = loadGame(path);
      const text = o.csv ? exportCsv(state) : serializeGame(doc);
      const stream = o.out === undefined ? 1 : standardStreamOf(o.out);
      if (stream === 1) io.writeOut(text);
      else if (stream === 2) io.writeErr(text);
      else {
        if (!o.force) refuseToReplaceGame(o.out!, path);
        writeOutput(o.out!, text);
      }
    });
}
