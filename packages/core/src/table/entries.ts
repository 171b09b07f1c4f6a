// Checks shared by the family tables: seats, the shape of a hand entry and of its wins, the
// hand's text, and where a scorer's issue lies in an entry.

import { parseHand } from '../hand/parse.ts';
import type { Seat } from '../payment.ts';
import { describeValue, fail, type Issue, issue, ok, type Result } from '../result.ts';
import { formatTiles, parseTiles } from '../tiles/notation.ts';
import type { Tile } from '../tiles/tile.ts';
import type { GameState, RoundState, WinEntry } from './types.ts';

export const isSeat = (s: unknown): s is Seat => s === 0 || s === 1 || s === 2 || s === 3;

/**
 * A seat as a message names it for the people at the table: by the player's name, as every
 * front end shows them ("Ann"), where a seat number would read differently in each (the log's
 * seats count from 0, the command line's from 1). Two players of one name, or none, are told
 * apart by their place in the game's list of players, counted from 1 ("Ann (player 3)").
 */
export function playerLabel(state: GameState, s: Seat): string {
  const players = state.config.players;
  const name = players[s]!.trim();
  if (name === '') return `player ${s + 1}`;
  return players.filter((p) => p.trim() === name).length > 1 ? `${name} (player ${s + 1})` : name;
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The JSON shape of a Japanese Classical or Singapore hand entry, as riichi.ts checks its own:
 * entries come from saved files too, and the result is stored as entered and read again (the
 * history, the CSV), so a list that is no list is refused here rather than crashed on there.
 * Values (which seats, which tiles) are checked later, with every problem named.
 */
export function checkFamilyShape(declared: unknown, result: unknown): Issue[] {
  const issues: Issue[] = [];
  const bad = (path: string, what: string) => issues.push(issue('bad_entry', what, path));
  if (!Array.isArray(declared)) bad('riichi', 'riichi (Ready) declarations are a list of seats');
  if (!isObject(result)) return [...issues, issue('bad_result', 'the hand needs a result', 'result')];
  if (result.kind === 'win') {
    if (!Array.isArray(result.wins)) bad('result.wins', 'a win lists its winners');
    else
      result.wins.forEach((w: unknown, i: number) => {
        const path = `result.wins[${i}]`;
        if (!isObject(w)) bad(path, 'each win is an object');
        else if (isObject(w.score) && w.score.flags !== undefined && !isObject(w.score.flags))
          bad(`${path}.score.flags`, 'flags is an object');
      });
    if (result.changeOfHeart !== undefined && !Array.isArray(result.changeOfHeart))
      bad('result.changeOfHeart', 'changeOfHeart must be a list of seats (one entry per offence)');
  } else if (result.kind === 'exhaustive_draw') {
    if (!Array.isArray(result.tenpai)) bad('result.tenpai', 'tenpai must be a list of seats');
    if (result.nagashi !== undefined && !Array.isArray(result.nagashi))
      bad('result.nagashi', 'nagashi must be a list of seats');
  }
  return issues;
}

/**
 * A change of heart (Japanese Classical section 6.5) in the entry of a family that has no such
 * penalty: refused, so that a payment the table meant to record is never dropped in silence.
 */
export function refuseChangeOfHeart(result: unknown, family: string): Issue[] {
  if (!isObject(result) || result.changeOfHeart === undefined) return [];
  return [
    issue(
      'no_change_of_heart',
      `change of heart is a Japanese Classical penalty (§6.5); this is a ${family} game`,
      'result.changeOfHeart',
    ),
  ];
}

/**
 * A bao case (`liableReason`, Singapore section 7) in the entry of another family: refused, so
 * that a case the table meant to be judged by is not dropped in silence.
 */
export function refuseLiableReason(wins: readonly WinEntry[], family: string): Issue[] {
  const issues: Issue[] = [];
  wins.forEach((w, i) => {
    if (isObject(w) && w.liableReason !== undefined)
      issues.push(
        issue(
          'no_bao_case',
          `a bao case (liableReason) is a Singapore entry; this is a ${family} game`,
          `result.wins[${i}].liableReason`,
        ),
      );
  });
  return issues;
}

/** The fields of a win entered by its tiles (`HandWinScore`). */
const HAND_FIELDS = ['hand', 'win', 'dora', 'ura', 'bonus', 'flags'] as const;

/**
 * What only a win entered by its tiles holds (its hand, indicators, bonus tiles, flags), given
 * with a win entered by its value (han and fu, tai, points and doubles): refused, since the value
 * alone is scored and they would be dropped in silence, as the command line refuses them.
 */
export function refuseHandFields(score: object, path: string): Issue[] {
  const s = score as Record<string, unknown>;
  return HAND_FIELDS.filter((field) => s[field] !== undefined).map((field) =>
    issue(
      'tiles_with_value',
      `${field} goes with a win entered by its tiles (mode "hand"); a win entered by its value keeps only that value`,
      `${path}.score.${field}`,
    ),
  );
}

/**
 * Dora or ura indicators with a win of a family that has no dora (Japanese Classical,
 * Singapore): refused, so that an entry meant for a riichi table is not scored without them in
 * silence.
 */
export function refuseIndicators(
  score: { dora?: unknown; ura?: unknown },
  path: string,
  family: string,
): Issue[] {
  return (['dora', 'ura'] as const)
    .filter((field) => score[field] !== undefined && score[field] !== '')
    .map((field) =>
      issue('no_dora', `${family} has no dora or ura dora indicators`, `${path}.score.${field}`),
    );
}

/**
 * A chombo's claimed discard (`from`) in a family whose chombo names only its offender (riichi,
 * Japanese Classical; a Singapore false win is paid by what it claimed): refused, not dropped.
 */
export function refuseClaimedDiscard(result: { from?: unknown }, family: string): Issue[] {
  if (result.from === undefined || result.from === null) return [];
  return [
    issue(
      'no_claimed_discard',
      `a ${family} chombo names only its offender; the discard a false win claimed is recorded in Singapore games`,
      'result.from',
    ),
  ];
}

/**
 * Every problem with the win entries of a family where one player wins a hand (Japanese
 * Classical, Singapore): seats, a win on one's own discard, the liable seat, a missing score.
 */
export function checkSingleWinEntries(wins: readonly WinEntry[]): Issue[] {
  const issues: Issue[] = [];
  if (wins.length === 0) return [issue('no_winner', 'a win needs a winner', 'result.wins')];
  if (wins.length > 1) {
    issues.push(
      issue('one_winner', 'one player wins a hand (the claim nearest in turn takes the tile)', 'result.wins'),
    );
  }
  wins.forEach((w, i) => {
    const p = `result.wins[${i}]`;
    if (!isSeat(w.winner))
      issues.push(issue('bad_seat', `winner seat ${describeValue(w.winner)}: seats are 0..3`, `${p}.winner`));
    if (w.from !== null && !isSeat(w.from))
      issues.push(issue('bad_seat', `discarder seat ${describeValue(w.from)}: seats are 0..3`, `${p}.from`));
    if (w.from === w.winner)
      issues.push(issue('self_ron', 'a player cannot win on their own discard', `${p}.from`));
    if (w.liable !== undefined && w.liable !== null && (!isSeat(w.liable) || w.liable === w.winner))
      issues.push(issue('bad_liable', 'the liable player must be another seat', `${p}.liable`));
    if (!w.score || typeof w.score !== 'object')
      issues.push(issue('bad_score_mode', 'a win needs its score', `${p}.score`));
  });
  return issues;
}

/**
 * The round after a hand in a game of four winds of four deals (Japanese Classical,
 * Singapore): the same deal on a repeat, else the next dealer (and the next wind after the
 * fourth deal). When the North-4 dealer passes the deal the game is over and the state keeps
 * its last round.
 */
export function advanceFourWinds(
  state: GameState,
  renchan: boolean,
  honba: number,
  sticks: number,
): { round: RoundState; dealer: Seat; finished: boolean } {
  const { wind, number } = state.round;
  if (renchan) return { round: { wind, number, honba, sticks }, dealer: state.dealer, finished: false };
  if (wind === 4 && number === 4) {
    return { round: { wind, number, honba, sticks }, dealer: state.dealer, finished: true };
  }
  const next = number === 4 ? { wind: wind + 1, number: 1 } : { wind, number: number + 1 };
  return { round: { ...next, honba, sticks }, dealer: (next.number - 1) as Seat, finished: false };
}

/** A hand of the four-winds families: melds without added kans (an added kan is a melded kan). */
export interface FamilyHand {
  concealed: Tile[];
  melds: { kind: 'chi' | 'pon' | 'kan' | 'ankan'; tiles: Tile[] }[];
  winTile: Tile;
  bonus: Tile[];
}

/**
 * Where a scorer's issue about a win lies in the ledger's entry at `winPath` (`result.wins[0]`).
 * A scorer names the parts of its own input: the hand (`hand`, `concealed[3]`, `melds[1]`), the
 * winning tile (`win`), the bonus tiles (`bonus[2]`) and, family by family, its flags and seats;
 * the entry holds them as its score's text (`score.hand`, `score.win`, `score.bonus`) and flags.
 * `fields` maps the family's other names to paths in the entry (`ippatsu` to
 * `score.flags.ippatsu`), or in the event where they start with `/` (`/riichi`: the riichi
 * declarations); a name not known is the entry as a whole.
 */
export function entryPath(
  winPath: string,
  scorerPath: string | undefined,
  fields: Readonly<Record<string, string>>,
): string {
  const name = (scorerPath ?? 'hand').replace(/^situation\./, '');
  const field = Object.hasOwn(fields, name)
    ? fields[name]!
    : name === 'win'
      ? 'score.win'
      : /^bonus\b/.test(name)
        ? 'score.bonus'
        : /^(hand|concealed|melds)\b/.test(name)
          ? 'score.hand'
          : '';
  if (field.startsWith('/')) return field.slice(1);
  return field ? `${winPath}.${field}` : winPath;
}

/**
 * A scorer's refusal of a win as the entry's issues: first why, at the hand (the scorer's own
 * issue of its error code where it gave one, with the family's `advice` for that code, else
 * `summary`), then the scorer's other issues at the entry's fields that hold what they name.
 * The reason is said once: the scorer's issue of that code is not repeated after it.
 */
export function refusedWin(
  refusal: { error: string; issues: readonly Issue[] },
  summary: string,
  winPath: string,
  fields: Readonly<Record<string, string>>,
  advice: Readonly<Record<string, string>> = {},
): Result<never, 'invalid'> {
  const own = refusal.issues.find((i) => i.code === refusal.error);
  const extra = Object.hasOwn(advice, refusal.error) ? advice[refusal.error]! : '';
  return fail('invalid', [
    issue(refusal.error, own ? `${own.message}${extra}` : summary, `${winPath}.score.hand`),
    ...refusal.issues
      .filter((i) => i !== own)
      .map((i) => ({ ...i, path: entryPath(winPath, i.path, fields) })),
  ]);
}

/**
 * The ledger's readable hand syntax and its bonus tiles (plus any shown earlier in the hand) as
 * a Japanese Classical or Singapore hand; every notation problem is reported.
 */
export function parseFamilyHand(
  text: string,
  win: string | undefined,
  bonusText: string | undefined,
  path: string,
  extraBonus: readonly Tile[] = [],
): Result<FamilyHand, 'invalid'> {
  const hand = parseHand(text, win);
  const bonus = parseTiles(bonusText ?? '', `${path}.score.bonus`);
  const issues: Issue[] = [];
  if (!hand.ok) issues.push(...hand.issues.map((i) => ({ ...i, path: `${path}.score.hand` })));
  if (!bonus.ok) issues.push(...bonus.issues);
  if (!hand.ok || !bonus.ok) return fail('invalid', issues);
  const h = hand.value;
  // Each bonus tile exists once: one the entry lists twice (in `bonus`, or there and in the
  // hand's text) is a slip to correct, not a tile to count once in silence.
  const listed = [...h.bonus, ...bonus.value];
  const twice = [...new Set(listed.filter((t, i) => listed.indexOf(t) !== i))];
  if (twice.length) {
    return fail(
      'invalid',
      twice.map((t) =>
        issue(
          'duplicate_bonus',
          `bonus tile ${formatTiles([t])} is listed twice (the set has one of each)`,
          `${path}.score.bonus`,
        ),
      ),
    );
  }
  return ok({
    concealed: [...h.concealed],
    melds: h.melds.map((m) => ({ kind: m.kind === 'kakan' ? 'kan' : m.kind, tiles: [...m.tiles] })),
    winTile: h.winTile,
    // Tiles shown earlier in the hand count with the hand's own, and may be listed again.
    bonus: [...listed, ...extraBonus.filter((t) => !listed.includes(t))],
  });
}
