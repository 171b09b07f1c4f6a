// A hand as typed on the command line into a ledger event: who declared riichi, and how the
// hand ended (tsumo, one or more rons, exhaustive draw, abortive draw, chombo). Players are
// named by their name or by seat number 1-4 (seat 1 deals first). A win is entered by its
// tiles (`--hand`, scored by core) or by its value (`--han/--fu` or `--yakuman` for riichi,
// `--tai` for Singapore, `--points/--doubles` or `--limit-hand` for Japanese Classical); a
// Japanese Classical win may carry changes of heart (`--change-of-heart`), each paid to the winner.
// A Singapore instant payout (`--instant <player>` with `--bonus`, `--dealt`, `--kong`) is an
// event of its own. An option the game's family does not play is a usage error naming it.

import {
  type BaoReason,
  type FamilyId,
  type GameConfig,
  type GameEvent,
  type HandResult,
  type HandWinScore,
  playerNameKey,
  resolveGameRules,
  type Seat,
  type WinEntry,
  type WinFlag,
} from '@mahjong-ledger/core';
import { usageError } from '../errors.ts';
import { unseenCharacters } from '../text.ts';

export interface HandOptions {
  tsumo?: string;
  ron?: string;
  from?: string;
  draw?: boolean;
  tenpai?: string;
  nagashi?: string;
  abortive?: string;
  chombo?: string;
  riichi?: string;
  hand?: string[];
  win?: string;
  dora?: string;
  ura?: string;
  han?: string;
  fu?: string;
  yakuman?: string;
  tai?: string;
  points?: string;
  doubles?: string;
  limitHand?: boolean;
  bonus?: string;
  pao?: string;
  paoCase?: string;
  doubleRiichi?: boolean;
  ippatsu?: boolean;
  haitei?: boolean;
  houtei?: boolean;
  rinshan?: boolean;
  chankan?: boolean;
  chankanOnAnkan?: boolean;
  tenhou?: boolean;
  chiihou?: boolean;
  renhou?: boolean;
  openRiichi?: boolean;
  tsubameGaeshi?: boolean;
  kanburi?: boolean;
  note?: string;
  /** Japanese Classical: players who declared Ready (the riichi declaration of that family). */
  ready?: string;
  /** Japanese Classical with loserSettlement: `Name=score,...` for each loser. */
  loserScores?: string;
  /** Japanese Classical: each `--change-of-heart` given, a comma list of offenders (repeats count). */
  changeOfHeart?: string[];
  /** Singapore situational flags. */
  kongOnKong?: boolean;
  flowerReplacement?: string;
  /** Singapore instant payout: the collecting player, what is shown. */
  instant?: string;
  dealt?: string;
  kong?: string[];
}

const FAMILY_TITLE: Record<FamilyId, string> = {
  riichi: 'riichi',
  classical: 'Japanese Classical',
  singapore: 'Singapore',
};

/** How each family enters a win by its value, for the messages. */
const VALUE_ENTRY: Record<FamilyId, string> = {
  riichi: '--han/--fu or --yakuman',
  classical: '--points/--doubles or --limit-hand',
  singapore: '--tai',
};

/** Options that only some families play, with the families that do. */
const FAMILY_OPTIONS: readonly [keyof HandOptions, string, readonly FamilyId[]][] = [
  ['han', '--han', ['riichi']],
  ['fu', '--fu', ['riichi']],
  ['yakuman', '--yakuman', ['riichi']],
  ['dora', '--dora', ['riichi']],
  ['ura', '--ura', ['riichi']],
  ['nagashi', '--nagashi', ['riichi']],
  ['abortive', '--abortive', ['riichi']],
  ['tai', '--tai', ['singapore']],
  ['paoCase', '--pao-case', ['singapore']],
  ['points', '--points', ['classical']],
  ['doubles', '--doubles', ['classical']],
  ['limitHand', '--limit-hand', ['classical']],
  ['bonus', '--bonus', ['classical', 'singapore']],
  ['riichi', '--riichi', ['riichi', 'classical']],
  ['ready', '--ready', ['classical']],
  ['loserScores', '--loser-scores', ['classical']],
  ['changeOfHeart', '--change-of-heart', ['classical']],
  ['kongOnKong', '--kong-on-kong', ['singapore']],
  ['flowerReplacement', '--flower-replacement', ['singapore']],
  ['instant', '--instant', ['singapore']],
  ['dealt', '--dealt', ['singapore']],
  ['kong', '--kong', ['singapore']],
];

/** A usage error for the first option the game's family does not play. */
function rejectForeignOptions(o: HandOptions, family: FamilyId): void {
  for (const [key, option, families] of FAMILY_OPTIONS) {
    const v = o[key];
    if (v === undefined || v === false || (Array.isArray(v) && v.length === 0)) continue;
    if (families.includes(family)) continue;
    const hint =
      key === 'instant' || key === 'kong' || key === 'dealt'
        ? `${FAMILY_TITLE[family]} has no instant payouts`
        : ['han', 'fu', 'yakuman', 'tai', 'points', 'doubles', 'limitHand'].includes(key)
          ? `a win by its value is ${VALUE_ENTRY[family]}`
          : key === 'riichi' || key === 'ready'
            ? `${FAMILY_TITLE[family]} has no riichi or Ready declarations`
            : '';
    throw usageError(
      `${option} is for ${families.map((f) => FAMILY_TITLE[f]).join(' and ')} games; this is a ${FAMILY_TITLE[family]} game${hint ? ` (${hint})` : ''}`,
    );
  }
}

/**
 * Why the options could not tell the players of a game apart, one sentence per clash, or none:
 * a player is typed by name (core's `playerNameKey`: any case, width or spacing) or by seat number 1-4, in comma lists,
 * so two names that match each other, a name that is a seat number, a blank name or a name
 * holding a comma would leave a seat that cannot be named, or named as another. `game new`
 * refuses such names; a game file written by hand or by another program may still hold them,
 * and is refused for changes (file.ts), where a name typed would pick the wrong seat.
 */
export function playerNameClashes(players: readonly string[]): string[] {
  const shown = (seat: number) => `"${players[seat]}" (seat ${seat + 1})`;
  const clashes: string[] = [];
  players.forEach((name, seat) => {
    if (name.trim() === '') clashes.push(`seat ${seat + 1} has no name; a name cannot be empty`);
    else if (/^[1-4]$/.test(name.trim()))
      clashes.push(`a name cannot be a seat number 1-4: ${shown(seat)} is read as seat ${name.trim()}`);
    else if (name.includes(','))
      clashes.push(`the name ${shown(seat)} holds a comma, which separates the names of a list`);
    const twin = players.findIndex((p, s) => s < seat && playerNameKey(p) === playerNameKey(name));
    if (twin >= 0 && name.trim() !== '')
      clashes.push(
        `the four names must differ: ${shown(twin)} and ${shown(seat)} are one name to the options, which match names in any case, width and spacing`,
      );
  });
  return clashes;
}

/** A player named by name (any case) or seat number 1-4, as a seat 0-3. */
export function parsePlayer(text: string, config: GameConfig, option: string): Seat {
  const t = text.trim();
  if (/^[1-4]$/.test(t)) return (Number(t) - 1) as Seat;
  const i = config.players.findIndex((p) => playerNameKey(p) === playerNameKey(t));
  if (i < 0) {
    throw usageError(
      `${option}: "${text}" is not a player (players: ${config.players.join(', ')}, or seat numbers 1-4)`,
    );
  }
  return i as Seat;
}

function splitList(text: string | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * A comma list whose places are the winners' (`--pao ,Cy`: nobody liable for the first winner,
 * Cy for the second): an empty place is kept, as "none" (or the default) for that winner.
 */
function splitPerWinner(text: string | undefined): string[] {
  const items = (text ?? '').split(',').map((s) => s.trim());
  return items.every((s) => s === '') ? [] : items;
}

function parsePlayers(text: string | undefined, config: GameConfig, option: string): Seat[] {
  return splitList(text).map((p) => parsePlayer(p, config, option));
}

/**
 * A list of players each named once (the winners of a ron, the tenpai or nagashi players of a
 * draw): a player named twice, by name or by seat number, is a usage error naming them.
 */
function parseDistinctPlayers(text: string | undefined, config: GameConfig, option: string): Seat[] {
  const seats = parsePlayers(text, config, option);
  const twice = seats.find((s, i) => seats.indexOf(s) !== i);
  if (twice !== undefined)
    throw usageError(
      `${option} names ${config.players[twice]} (seat ${twice + 1}) twice; name each player once`,
    );
  return seats;
}

function parseWhole(text: string, option: string): number {
  // Past 2^53 a number is no longer kept exactly: 99999999999999999999 would be saved as 1e20.
  if (!/^\d+$/.test(text)) throw usageError(`${option} takes whole numbers, not "${text}"`);
  if (!Number.isSafeInteger(Number(text))) throw usageError(`${option}: ${text} is too large`);
  return Number(text);
}

/** The i-th item of a comma list aligned with the winners (one item applies to all). */
function itemFor(list: string[], i: number, option: string, winners: number): string | undefined {
  if (list.length === 0) return undefined;
  if (list.length !== 1 && list.length !== winners) {
    throw usageError(`${option} needs one value, or one per winner (${winners}), not ${list.length}`);
  }
  return list.length === 1 ? list[0] : list[i];
}

/**
 * The ledger's flag names (core's `WIN_FLAGS`) for the command line's situational flags, per
 * family: typed by them, so that an option mapped to a flag the ledger would refuse does not
 * compile.
 */
const FAMILY_FLAGS: { [F in FamilyId]: Partial<Record<keyof HandOptions, WinFlag<F>>> } = {
  riichi: {
    doubleRiichi: 'doubleRiichi',
    ippatsu: 'ippatsu',
    haitei: 'haitei',
    houtei: 'houtei',
    rinshan: 'rinshan',
    chankan: 'chankan',
    chankanOnAnkan: 'chankanOnAnkan',
    tenhou: 'tenhou',
    chiihou: 'chiihou',
    renhou: 'renhou',
    openRiichi: 'openRiichi',
    tsubameGaeshi: 'tsubameGaeshi',
    kanburi: 'kanburi',
  },
  classical: {
    haitei: 'lastTile',
    houtei: 'lastTile',
    rinshan: 'kongReplacement',
    chankan: 'robbingKong',
    tenhou: 'heavenlyHand',
    chiihou: 'earthlyHand',
  },
  singapore: {
    haitei: 'lastTile',
    houtei: 'lastTile',
    rinshan: 'kongReplacement',
    chankan: 'robbingKong',
    tenhou: 'heavenlyHand',
    chiihou: 'earthlyHand',
    renhou: 'humanlyHand',
  },
};

/** Options that only a win entered by its tiles (--hand) uses: the value entries have no place for them. */
const HAND_ONLY_OPTIONS: readonly [keyof HandOptions, string][] = [
  ['win', '--win'],
  ['dora', '--dora'],
  ['ura', '--ura'],
  ['doubleRiichi', '--double-riichi'],
  ['ippatsu', '--ippatsu'],
  ['haitei', '--haitei'],
  ['houtei', '--houtei'],
  ['rinshan', '--rinshan'],
  ['chankan', '--chankan'],
  ['chankanOnAnkan', '--chankan-on-ankan'],
  ['tenhou', '--tenhou'],
  ['chiihou', '--chiihou'],
  ['renhou', '--renhou'],
  ['openRiichi', '--open-riichi'],
  ['tsubameGaeshi', '--tsubame-gaeshi'],
  ['kanburi', '--kanburi'],
];

function buildHandScore(
  o: HandOptions,
  i: number,
  winners: number,
  family: GameConfig['family'],
): HandWinScore {
  const hands = o.hand ?? [];
  if (hands.length !== winners)
    throw usageError(`--hand is needed once per winner (${winners}), not ${hands.length} time(s)`);
  const score: HandWinScore = { mode: 'hand', hand: hands[i]! };
  const win = itemFor(splitPerWinner(o.win), i, '--win', winners);
  if (win) score.win = win;
  if (o.dora) score.dora = o.dora;
  if (o.ura) score.ura = o.ura;
  if (o.bonus) score.bonus = o.bonus;
  const flags: NonNullable<HandWinScore['flags']> = {};
  for (const [option, flag] of Object.entries(FAMILY_FLAGS[family] ?? {}) as [keyof HandOptions, string][]) {
    if (o[option]) flags[flag] = true;
  }
  const unused = Object.keys(FAMILY_FLAGS.riichi).find(
    (k) => o[k as keyof HandOptions] && !(k in (FAMILY_FLAGS[family] ?? {})),
  );
  if (unused)
    throw usageError(
      `--${unused.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} is not a situation of ${family} games`,
    );
  if (family === 'singapore') {
    if (o.kongOnKong) flags.kongOnKong = true;
    if (o.flowerReplacement !== undefined) {
      const n = parseWhole(o.flowerReplacement, '--flower-replacement');
      if (n > 0) flags.flowerReplacement = n;
    }
  }
  if (Object.keys(flags).length) score.flags = flags;
  return score;
}

function buildScore(
  o: HandOptions,
  i: number,
  winners: number,
  family: GameConfig['family'],
): WinEntry['score'] {
  const han = splitList(o.han);
  const fu = splitList(o.fu);
  const yakuman = splitList(o.yakuman);
  const tai = splitList(o.tai);
  const points = splitList(o.points);
  const doubles = splitList(o.doubles);
  const ways = [
    (o.hand ?? []).length > 0,
    han.length + fu.length + yakuman.length > 0,
    tai.length > 0,
    points.length + doubles.length > 0 || !!o.limitHand,
  ].filter(Boolean).length;
  if (ways > 1) {
    throw usageError(
      'give a win one way: by its tiles (--hand), or by its value (--han/--fu or --yakuman, --tai, --points/--doubles)',
    );
  }
  if ((o.hand ?? []).length) return buildHandScore(o, i, winners, family);
  if (o.bonus) throw usageError('--bonus goes with --hand (the tiles of the win) or --instant');
  if (o.kongOnKong || o.flowerReplacement !== undefined)
    throw usageError(
      `${o.kongOnKong ? '--kong-on-kong' : '--flower-replacement'} goes with --hand (the tiles of the win)`,
    );
  // A win by its value is only its value: what the tiles would show cannot be kept with it.
  const tileOnly = HAND_ONLY_OPTIONS.find(([key]) => o[key]);
  if (tileOnly)
    throw usageError(
      `${tileOnly[1]} goes with --hand (the tiles of the win): a win entered by its value keeps only that value`,
    );
  if (yakuman.length && han.length + fu.length)
    throw usageError('give a riichi win by its value one way: --han/--fu, or --yakuman');
  const y = itemFor(yakuman, i, '--yakuman', winners);
  if (y !== undefined) return { mode: 'value', han: 13, fu: 0, yakuman: parseWhole(y, '--yakuman') };
  const t = itemFor(tai, i, '--tai', winners);
  if (t !== undefined) return { mode: 'tai', tai: parseWhole(t, '--tai') };
  // A limit hand's value is the limit: points or doubles given with it were dropped without a word.
  if (o.limitHand && points.length + doubles.length)
    throw usageError(
      `--limit-hand is the whole value of the win (the limit); give it without ${points.length ? '--points' : '--doubles'}, or give --points/--doubles without it`,
    );
  if (points.length || doubles.length || o.limitHand) {
    const p = itemFor(points, i, '--points', winners);
    const d = itemFor(doubles, i, '--doubles', winners);
    return {
      mode: 'points',
      points: p === undefined ? 0 : parseWhole(p, '--points'),
      doubles: d === undefined ? 0 : parseWhole(d, '--doubles'),
      ...(o.limitHand ? { limit: true } : {}),
    };
  }
  const h = itemFor(han, i, '--han', winners);
  const f = itemFor(fu, i, '--fu', winners);
  if (h === undefined) {
    throw usageError(
      'a win needs --hand <tiles>, or its value: --han <n> (and --fu <n> below 5 han) or --yakuman <n> (riichi), --tai <n> (Singapore), --points <n> --doubles <n> (classical)',
    );
  }
  // Without --fu the ledger checks whether the han need fu (below 5 han they do).
  return { mode: 'value', han: parseWhole(h, '--han'), fu: f === undefined ? 0 : parseWhole(f, '--fu') };
}

function buildResult(o: HandOptions, config: GameConfig): HandResult {
  const kinds = [
    o.tsumo !== undefined,
    o.ron !== undefined,
    !!o.draw,
    o.abortive !== undefined,
    o.chombo !== undefined,
  ];
  const given = kinds.filter(Boolean).length;
  if (given !== 1) {
    throw usageError(
      given === 0
        ? 'say how the hand ended: --tsumo <player>, --ron <players> --from <player>, --draw, --abortive <reason> or --chombo <player>'
        : 'a hand ends one way only: give one of --tsumo, --ron, --draw, --abortive, --chombo',
    );
  }
  if (o.tsumo !== undefined || o.ron !== undefined) {
    const winners =
      o.tsumo !== undefined
        ? [parsePlayer(o.tsumo, config, '--tsumo')]
        : parseDistinctPlayers(o.ron, config, '--ron');
    if (winners.length === 0) throw usageError('--ron needs at least one winner');
    if (o.ron !== undefined && o.from === undefined)
      throw usageError('--ron needs --from <player>, the discarder');
    if (o.tsumo !== undefined && o.from !== undefined)
      throw usageError('--from is for a ron; a tsumo has no discarder');
    const from = o.from === undefined ? null : parsePlayer(o.from, config, '--from');
    const pao = splitPerWinner(o.pao);
    const paoCase = splitPerWinner(o.paoCase);
    const wins: WinEntry[] = winners.map((winner, i) => {
      const entry: WinEntry = { winner, from, score: buildScore(o, i, winners.length, config.family) };
      const liable = itemFor(pao, i, '--pao', winners.length);
      if (liable) entry.liable = parsePlayer(liable, config, '--pao');
      // Core names a case that is none of section 7's, or that comes without --pao.
      const reason = itemFor(paoCase, i, '--pao-case', winners.length);
      if (reason) entry.liableReason = reason as BaoReason;
      return entry;
    });
    const result: HandResult = { kind: 'win', wins };
    const loserScores = buildLoserScores(o, config, winners);
    if (loserScores) result.loserScores = loserScores;
    // One seat per offence, as given: a name twice is two changes of heart.
    const heart = (o.changeOfHeart ?? []).flatMap((v) => parsePlayers(v, config, '--change-of-heart'));
    if (heart.length) result.changeOfHeart = heart;
    return result;
  }
  if (o.from !== undefined && !(o.chombo !== undefined && config.family === 'singapore'))
    throw usageError(
      config.family === 'singapore'
        ? '--from names the discarder of a ron, or of the discard a false win (--chombo) claimed'
        : '--from names the discarder of a ron',
    );
  if (o.draw) {
    const nagashi = parseDistinctPlayers(o.nagashi, config, '--nagashi');
    const result: HandResult = {
      kind: 'exhaustive_draw',
      tenpai: parseDistinctPlayers(o.tenpai, config, '--tenpai'),
    };
    if (nagashi.length) result.nagashi = nagashi;
    return result;
  }
  if (o.abortive !== undefined) {
    return {
      kind: 'abortive_draw',
      reason: o.abortive as Extract<HandResult, { kind: 'abortive_draw' }>['reason'],
    };
  }
  const offender = parsePlayer(o.chombo!, config, '--chombo');
  if (o.from === undefined) return { kind: 'chombo', offender };
  return { kind: 'chombo', offender, from: parsePlayer(o.from, config, '--from') };
}

/** Japanese Classical's settlement between losers: `--loser-scores Ann=40,Cy=20,Di=10`. */
function buildLoserScores(
  o: HandOptions,
  config: GameConfig,
  winners: Seat[],
): (number | null)[] | undefined {
  if (config.family !== 'classical') return undefined;
  const rules = resolveGameRules(config);
  const wanted = rules.ok && (rules.value as { loserSettlement?: boolean }).loserSettlement === true;
  if (!wanted) {
    if (o.loserScores !== undefined)
      throw usageError('--loser-scores: these rules have no settlement between losers (loserSettlement)');
    return undefined;
  }
  if (o.loserScores === undefined)
    throw usageError(
      'these rules settle between losers: give each loser’s hand score, e.g. --loser-scores Ann=40,Cy=20,Di=10',
    );
  const scores: (number | null)[] = [null, null, null, null];
  for (const item of splitList(o.loserScores)) {
    // The last '=': a score holds none, a name may ("A=B=40" is A=B's 40).
    const eq = item.lastIndexOf('=');
    if (eq <= 0) throw usageError(`--loser-scores takes player=score pairs, not "${item}"`);
    const seat = parsePlayer(item.slice(0, eq), config, '--loser-scores');
    if (winners.includes(seat)) throw usageError(`--loser-scores: ${config.players[seat]} won the hand`);
    // Named twice (Ann=40,1=20): the last score was kept without a word.
    if (scores[seat] !== null)
      throw usageError(
        `--loser-scores names ${config.players[seat]} (seat ${seat + 1}) twice; give each loser one score`,
      );
    scores[seat] = parseWhole(item.slice(eq + 1).trim(), '--loser-scores');
  }
  return scores;
}

/** `--kong kan,ankan` (repeatable): exposed and concealed kongs of an instant payout. */
function parseKongs(values: readonly string[] | undefined): ('kan' | 'ankan')[] {
  return (values ?? []).flatMap(splitList).map((k) => {
    const w = k.toLowerCase();
    if (w === 'kan' || w === 'ankan') return w;
    throw usageError(`--kong takes kan (exposed) or ankan (concealed), not "${k}"`);
  });
}

/** A Singapore instant payout: `--instant <player>` collects for the bonus tiles or kongs shown. */
function buildInstantEvent(o: HandOptions, config: GameConfig): GameEvent {
  const handOptions: [keyof HandOptions, string][] = [
    ['tsumo', '--tsumo'],
    ['ron', '--ron'],
    ['from', '--from'],
    ['draw', '--draw'],
    ['tenpai', '--tenpai'],
    ['chombo', '--chombo'],
    ['hand', '--hand'],
    ['win', '--win'],
    ['tai', '--tai'],
    ['paoCase', '--pao-case'],
    ['kongOnKong', '--kong-on-kong'],
    ['flowerReplacement', '--flower-replacement'],
    ...HAND_ONLY_OPTIONS,
  ];
  for (const [key, option] of handOptions) {
    const v = o[key];
    if (v !== undefined && v !== false && !(Array.isArray(v) && v.length === 0))
      throw usageError(
        `--instant is an event of its own (an instant payout during the hand): it does not take ${option}`,
      );
  }
  const seat = parsePlayer(o.instant!, config, '--instant');
  const kongs = parseKongs(o.kong);
  if (!o.bonus && kongs.length === 0)
    throw usageError('--instant needs what the player shows: --bonus <tiles> and/or --kong kan|ankan');
  if (o.dealt && !o.bonus) throw usageError('--dealt names those of the --bonus tiles held from the deal');
  const event: Extract<GameEvent, { type: 'instant' }> = { type: 'instant', seat };
  if (o.bonus) event.bonus = o.bonus;
  if (o.dealt) event.dealtBonus = o.dealt;
  if (kongs.length) event.kongs = kongs;
  // Section 7, fresh-tile kong bao: core checks that there is one exposed kong to pay for.
  if (o.pao !== undefined) event.liable = parsePlayer(o.pao, config, '--pao');
  if (o.note) event.note = o.note;
  return event;
}

/** The event of the command line: a hand, or (Singapore) an instant payout. */
export function buildEvent(o: HandOptions, config: GameConfig): GameEvent {
  rejectForeignOptions(o, config.family);
  // A note is printed with the hand: an escape sequence in it would be sent to the terminal.
  const unseen = o.note === undefined ? null : unseenCharacters(o.note);
  if (unseen) throw usageError(`--note holds ${unseen}; a note is one line of plain text`);
  // An empty value (an unset shell variable: --win "$TILE") is a slip, not a wish for the
  // default: the hand would be recorded as won on another tile without a word.
  if (o.win !== undefined && o.win.trim() === '')
    throw usageError(
      '--win needs a tile, not an empty value (leave --win out for the last concealed tile written; a comma list may leave a place empty: --win ,5p)',
    );
  if (o.instant !== undefined) return buildInstantEvent(o, config);
  if (o.kong?.length || o.dealt)
    throw usageError('--kong and --dealt describe an instant payout (--instant <player>)');
  return buildHandEvent(o, config);
}

/** The hand event of the command line; core checks it when it is applied to the game. */
function buildHandEvent(o: HandOptions, config: GameConfig): GameEvent {
  const winOnly = o.tsumo === undefined && o.ron === undefined;
  const winOptions: [unknown, string][] = [
    [o.hand?.length, '--hand'],
    [o.han, '--han'],
    [o.fu, '--fu'],
    [o.yakuman, '--yakuman'],
    [o.tai, '--tai'],
    [o.points, '--points'],
    [o.doubles, '--doubles'],
    [o.limitHand, '--limit-hand'],
    [o.bonus, '--bonus'],
    [o.pao, '--pao'],
    [o.paoCase, '--pao-case'],
    [o.loserScores, '--loser-scores'],
    [o.changeOfHeart?.length, '--change-of-heart'],
    [o.kongOnKong, '--kong-on-kong'],
    [o.flowerReplacement, '--flower-replacement'],
    ...HAND_ONLY_OPTIONS.map(([key, option]): [unknown, string] => [o[key], option]),
  ];
  const misplaced = winOnly ? winOptions.find(([v]) => v) : undefined;
  // Section 6.5: a change of heart is paid to the winner; on a drawn hand the offender takes it back.
  if (misplaced?.[1] === '--change-of-heart')
    throw usageError(
      '--change-of-heart is paid to the winner of the hand (--tsumo or --ron); without a win the offender takes it back, so there is nothing to record',
    );
  if (misplaced) throw usageError(`${misplaced[1]} describes a win (--tsumo or --ron)`);
  if (!o.draw && (o.tenpai || o.nagashi))
    throw usageError('--tenpai and --nagashi describe an exhaustive draw (--draw)');
  // Singapore pays nothing for waiting hands at a draw (the web app does not ask either).
  if (o.tenpai && config.family === 'singapore')
    throw usageError('--tenpai is not a situation of singapore games: a draw pays nothing for waiting hands');
  const event: GameEvent = {
    type: 'hand',
    riichi: [
      ...new Set([
        // A name twice is a slip (Bo,Bo for Bo,Di) that would lose a declaration: refused.
        ...parseDistinctPlayers(o.riichi, config, '--riichi'),
        ...parseDistinctPlayers(o.ready, config, '--ready'),
      ]),
    ],
    result: buildResult(o, config),
  };
  if (o.note) event.note = o.note;
  return event;
}

/** The option a field of an entered event came from, by its path in the event. */
const OPTION_OF_FIELD: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^result\.wins\[\d+\]\.score\.limit$/, () => '--limit-hand'],
  [/^result\.wins\[\d+\]\.score\.flags\.(\w+)$/, (m) => `--${kebab(m[1]!)}`],
  [
    /^result\.wins\[\d+\]\.score\.(han|fu|yakuman|tai|points|doubles|hand|win|dora|ura|bonus)$/,
    (m) => `--${m[1]}`,
  ],
  [/^result\.wins\[\d+\]\.from$/, () => '--from'],
  [/^result\.wins\[\d+\]\.liable$/, () => '--pao'],
  [/^result\.wins\[\d+\]\.liableReason$/, () => '--pao-case'],
  [/^result\.wins\[\d+\]\.winner$/, () => '--ron/--tsumo'],
  [/^result\.(tenpai|nagashi)\b/, (m) => `--${m[1]}`],
  [/^result\.changeOfHeart\b/, () => '--change-of-heart'],
  [/^result\.offender$/, () => '--chombo'],
  [/^result\.from$/, () => '--from'],
  [/^riichi\b/, () => '--riichi'],
  [/^bonus$/, () => '--bonus'],
  [/^dealtBonus$/, () => '--dealt'],
  [/^kongs\b/, () => '--kong'],
  [/^liable$/, () => '--pao'],
  [/^seat$/, () => '--instant'],
];

/** The option each field of an adjustment comes from. */
const ADJUST_FIELD_OPTIONS: Readonly<Record<string, string>> = {
  deltas: '--by',
  stickDelta: '--sticks-by',
  scores: '--set-scores',
  sticks: '--set-sticks',
};

const PENALTY_FIELD_OPTIONS: Readonly<Record<string, string>> = {
  seat: '--player',
  points: '--points',
  note: '--note',
  type: '',
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * Core's issues about an edited game as the command line reads them: a field of the entry just
 * typed is named by its option ("han must be ... (--han)", "(--han, for Di)" when several won),
 * a problem in another hand by its event number ("(event #3)", the #n of game show), instead of a path in the game file
 * (`events[2].result.wins[1].score.han`); `--json` keeps core's paths.
 */
export function describeEntryIssues(
  issues: readonly { message: string; path?: string }[],
  entered: { index: number; event: GameEvent; names: readonly string[] } | null,
): string[] {
  return issues.map((issue) => {
    const at = /^events\[(\d+)\](?:\.(.*))?$/.exec(issue.path ?? '');
    if (!at) return issue.path ? `${issue.message} (${issue.path})` : issue.message;
    const index = Number(at[1]);
    const rest = at[2] ?? '';
    if (!entered || index !== entered.index) return `${issue.message} (event #${index})`;
    // A penalty's fields (game penalty, or edit with its options); its seat is no payout's
    // --instant, and a family that takes none is refused at its type, the command itself.
    if (entered.event.type === 'penalty') {
      const option = PENALTY_FIELD_OPTIONS[rest];
      if (option !== undefined) return option ? `${issue.message} (${option})` : issue.message;
    }
    // An adjustment's fields (game adjust, or edit with its options): the option, and the player.
    const adjust = /^(deltas|scores|stickDelta|sticks)(?:\[(\d)\])?$/.exec(rest);
    if (entered.event.type === 'adjust' && adjust) {
      const option = ADJUST_FIELD_OPTIONS[adjust[1]!]!;
      const seat = adjust[2] === undefined ? undefined : entered.names[Number(adjust[2])];
      return `${issue.message} (${option}${seat === undefined ? '' : `, for ${seat}`})`;
    }
    for (const [pattern, option] of OPTION_OF_FIELD) {
      const m = pattern.exec(rest);
      if (!m) continue;
      const win = /^result\.wins\[(\d+)\]/.exec(rest);
      const result = entered.event.type === 'hand' ? entered.event.result : null;
      const winner =
        win && result?.kind === 'win' && result.wins.length > 1
          ? result.wins[Number(win[1])]?.winner
          : undefined;
      return `${issue.message} (${option(m)}${winner === undefined ? '' : `, for ${entered.names[winner]}`})`;
    }
    return rest ? `${issue.message} (${rest})` : issue.message;
  });
}
