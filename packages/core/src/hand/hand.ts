// The Hand: concealed tiles, declared melds and the winning tile, as plain data, and the
// family-neutral checks that a hand can exist (every problem reported at once).

import { countOf, describeValue, fail, type Issue, issue, listIssues, ok, type Result } from '../result.ts';
import { formatTile, formatTiles } from '../tiles/notation.ts';
import { HONOR, isBonus, isRedFive, KINDS, kindOf, RED_MAN, type Tile } from '../tiles/tile.ts';

export type MeldKind = 'chi' | 'pon' | 'kan' | 'ankan' | 'kakan';

export interface Meld {
  kind: MeldKind;
  /** The meld's tiles (3, or 4 for kans), red fives as such. */
  tiles: Tile[];
  /** Seat the called tile came from, when known (ledger use). */
  from?: number;
}

export interface Hand {
  /** Concealed tiles INCLUDING the winning tile (14 - 3 × melds of them). */
  concealed: Tile[];
  melds: Meld[];
  winTile: Tile;
  /** Flowers, seasons, animals held (families that use them). */
  bonus: Tile[];
}

export function isKanKind(kind: MeldKind): boolean {
  return kind === 'kan' || kind === 'ankan' || kind === 'kakan';
}

/** Open melds make the hand open; an ankan does not. */
export function isOpenMeld(kind: MeldKind): boolean {
  return kind !== 'ankan';
}

const MELD_KINDS: readonly unknown[] = ['chi', 'pon', 'kan', 'ankan', 'kakan'];

/** Why a meld's tiles do not form the meld it claims to be, or null. */
export function meldShapeProblem(m: Meld): string | null {
  if (!MELD_KINDS.includes(m.kind))
    return `its kind ${describeValue(m.kind)} is none of chi, pon, kan, kakan and ankan`;
  const ts = m.tiles;
  const need = isKanKind(m.kind) ? 4 : 3;
  let lo = 99;
  let hi = -1;
  for (let i = 0; i < ts.length; i++) {
    const t = ts[i]!;
    if (!Number.isInteger(t) || t < 0 || isBonus(t) || kindOf(t) >= KINDS)
      return 'holds a tile that cannot be in a meld';
    const k = kindOf(t);
    if (k < lo) lo = k;
    if (k > hi) hi = k;
  }
  if (ts.length !== need) return `a ${m.kind} has ${need} tiles, not ${ts.length}`;
  if (m.kind === 'chi') {
    const mid = kindOf(ts[0]!) + kindOf(ts[1]!) + kindOf(ts[2]!) - lo - hi;
    if (hi >= HONOR || ((lo / 9) | 0) !== ((hi / 9) | 0) || mid !== lo + 1 || hi !== lo + 2) {
      return 'a chi is three consecutive tiles of one suit';
    }
    return null;
  }
  if (lo !== hi) return `a ${m.kind} is ${need} identical tiles`;
  return null;
}

const isList = (x: unknown): x is readonly unknown[] => Array.isArray(x);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/**
 * Builds a Hand from the corpus form: ALL tiles (concealed, meld tiles and the winning tile)
 * plus the melds. The meld tiles are taken out of the list; each one must be there.
 */
export function handFromAllTiles(
  all: readonly Tile[],
  melds: readonly Meld[],
  winTile: Tile,
  bonus: readonly Tile[] = [],
): Result<Hand, 'invalid'> {
  // The corpus form is read from files: lists that are no lists, or a meld without its list of
  // tiles, are named here (the scorers check the tiles themselves).
  const shape: Issue[] = [];
  if (!isList(all)) shape.push(issue('bad_hand', 'the tiles must be a list', 'hand'));
  if (!isList(bonus)) shape.push(issue('bad_bonus', 'the bonus tiles must be a list (empty: [])', 'bonus'));
  if (!isList(melds)) shape.push(issue('bad_meld', 'the melds must be a list (none: [])', 'melds'));
  else
    for (let i = 0; i < melds.length; i++) {
      const m: unknown = melds[i];
      if (!isRecord(m) || !isList(m.tiles))
        shape.push(
          issue('bad_meld', `meld ${i + 1} must be an object with a kind and a list of tiles`, `melds[${i}]`),
        );
      // Checked before its tiles are looked for: a list of thousands would be searched and
      // written out (in its issue) for nothing.
      else if (m.tiles.length < 3 || m.tiles.length > 4)
        shape.push(
          issue(
            'bad_meld',
            `meld ${i + 1} has ${m.tiles.length} tiles: a chi or a pon has 3, a kan 4`,
            `melds[${i}]`,
          ),
        );
    }
  if (shape.length) return fail('invalid', shape);
  const rest = [...all];
  const issues: Issue[] = [];
  melds.forEach((m, i) => {
    const missing: Tile[] = [];
    for (const t of m.tiles) {
      let at = rest.indexOf(t);
      // A meld written with a plain five may take a red five of the hand and vice versa only
      // when the exact tile is missing.
      if (at < 0) at = rest.findIndex((x) => kindOf(x) === kindOf(t));
      if (at < 0) missing.push(t);
      else rest.splice(at, 1);
    }
    // One issue a meld, naming every tile the hand lacks, as the player would say it.
    if (missing.length)
      issues.push(
        issue(
          'meld_tile_missing',
          `meld ${i + 1} (${safeFormat(m.tiles)}) uses ${listWords(missing.map((t) => safeFormat([t])))}, which ${
            missing.length === 1 ? 'is' : 'are'
          } not in the hand`,
          `melds[${i}]`,
        ),
      );
  });
  if (issues.length) return fail('invalid', issues);
  // The melds copied into one shape of object in one kind of array, whatever the caller's were
  // (an array from `.map` is "holey", and a spread copies its source's layout): a scorer that
  // meets a new shape after its first thousands of hands has V8 throw away its compiled code
  // (bench/README.md, item 16). An empty list too is made an array of objects.
  const copies = emptyObjectArray<Meld>();
  for (const m of melds) {
    const copy: Meld = { kind: m.kind, tiles: packedCopy(m.tiles) };
    if (m.from !== undefined) copy.from = m.from;
    copies.push(copy);
  }
  return ok({ concealed: packedCopy(rest), melds: copies, winTile, bonus: packedCopy(bonus) });
}

/**
 * An empty array in V8's "array of objects" kind (`[]` is an array of small integers until an
 * object is put in, and an empty list stays one): every list of melds then has one layout.
 * Internal (parse.ts builds its melds list with it too); not exported by the package.
 */
export function emptyObjectArray<T>(): T[] {
  const out: T[] = [undefined as T];
  out.pop();
  return out;
}

/**
 * A copy of a tile list in an array the engine can read fast: built by appending, so V8 keeps
 * it "packed" whatever the source was (an array from `.map` or `new Array(n)` is "holey", and a
 * scorer that meets both kinds checks every tile it reads for a hole: bench/README.md, item 15).
 */
function packedCopy(tiles: readonly Tile[]): Tile[] {
  const out: Tile[] = [];
  for (let i = 0; i < tiles.length; i++) out.push(tiles[i]!);
  return out;
}

export interface HandLimits {
  /** Red fives that exist in the set per suit (riichi: 1 when red fives are in play, else 0). */
  redPerSuit: number;
  /** Whether bonus tiles may appear in `bonus`. */
  bonusAllowed: boolean;
}

// Scratch counts: checking a valid hand allocates nothing but the (empty) issue list. 32-bit:
// a list of thousands of one tile is counted as it is (bytes said 136 copies for 5,000).
const scratch = new Int32Array(KINDS);
const scratchReds = new Int32Array(3);

/**
 * The hand's parts that are missing or of the wrong kind (which only a JavaScript caller, or a
 * document read from disk, can pass): the hand an object, its concealed tiles, melds and bonus
 * tiles lists, each meld an object with a list of tiles. The checks of the tiles themselves
 * (`checkHand`) read these, so they come first, and a hand with any of them is refused on them.
 */
export function checkHandShape(hand: unknown): Issue[] {
  if (!isRecord(hand))
    return [issue('bad_hand', 'the hand must be an object with concealed, melds, winTile and bonus', 'hand')];
  const issues: Issue[] = [];
  if (!isList(hand.concealed)) issues.push(issue('bad_hand', 'the concealed tiles must be a list', 'hand'));
  if (!isList(hand.bonus))
    issues.push(issue('bad_bonus', 'the bonus tiles must be a list (empty: [])', 'bonus'));
  if (!isList(hand.melds)) issues.push(issue('bad_meld', 'the melds must be a list (none: [])', 'melds'));
  else {
    // By index, not forEach: forEach skips a list's holes (`new Array(2)`), which read as
    // undefined, no meld, wherever the melds are read after this.
    for (let i = 0; i < hand.melds.length; i++) {
      const m = hand.melds[i];
      if (!isRecord(m) || !isList(m.tiles))
        issues.push(
          issue('bad_meld', `meld ${i + 1} must be an object with a kind and a list of tiles`, `melds[${i}]`),
        );
    }
  }
  return issues;
}

/**
 * The parts of a scorer's input (`{ hand, situation }`) that are missing or of the wrong kind:
 * the input and its situation objects, and the hand's (`checkHandShape`). The riichi and
 * Singapore checks test these before anything that reads them.
 */
export function checkInputShape(input: unknown): Issue[] {
  if (!isRecord(input))
    return [issue('bad_input', 'the input must be an object with a hand and a situation', 'input')];
  const issues = checkHandShape(input.hand);
  if (!isRecord(input.situation))
    issues.push(issue('bad_situation', 'the situation must be an object (tsumo, winds, ...)', 'situation'));
  return issues;
}

/**
 * Checks that the hand can exist: tile ids, counts (at most 4 of a kind, red fives within the
 * set), 14 + kans tiles, melds well formed, the winning tile in the concealed part, bonus tiles
 * only where allowed and never twice. Returns every problem found.
 */
export function checkHand(hand: Hand, limits: HandLimits): Issue[] {
  const shape = checkHandShape(hand);
  if (shape.length) return listIssues(shape);
  const issues: Issue[] = [];
  const counts = scratch;
  const reds = scratchReds;
  counts.fill(0);
  reds.fill(0);
  const add = (t: Tile, path: string) => {
    if (!Number.isInteger(t) || t < 0 || isBonus(t) || kindOf(t) >= KINDS) {
      issues.push(
        issue(
          'bad_tile',
          `${isBonus(t) ? 'a bonus tile' : `tile id ${describeValue(t)}`} cannot be part of the hand`,
          path,
        ),
      );
      return;
    }
    counts[kindOf(t)]!++;
    if (isRedFive(t)) reds[t - RED_MAN]!++;
  };
  const conc = hand.concealed;
  // The winning tile is one of the concealed tiles itself: a red five is not a plain five.
  let winFound = false;
  let winKindFound = false;
  // Kinds of whole numbers only: kindOf compares its argument, and comparing an object converts
  // it, which may throw (an object whose toString is not a function).
  const kindOfAny = (t: unknown) => (Number.isInteger(t) ? kindOf(t as Tile) : -1);
  const winKind = kindOfAny(hand.winTile);
  for (let i = 0; i < conc.length; i++) {
    add(conc[i]!, 'hand');
    if (winKind >= 0 && kindOfAny(conc[i]) === winKind) {
      winKindFound = true;
      if (conc[i] === hand.winTile) winFound = true;
    }
  }
  let kans = 0;
  let meldTiles = 0;
  for (let i = 0; i < hand.melds.length; i++) {
    const m = hand.melds[i]!;
    const problem = meldShapeProblem(m);
    if (problem)
      issues.push(issue('bad_meld', `meld ${i + 1} (${safeFormat(m.tiles)}): ${problem}`, `melds[${i}]`));
    for (let j = 0; j < m.tiles.length; j++) add(m.tiles[j]!, `melds[${i}]`);
    if (isKanKind(m.kind)) kans++;
    meldTiles += m.tiles.length;
  }
  for (let k = 0; k < KINDS; k++) {
    if (counts[k]! > 4) {
      issues.push(issue('too_many_copies', `${counts[k]} copies of ${formatTile(k)}; a set has 4`, 'hand'));
    }
  }
  for (let s = 0; s < 3; s++) {
    if (reds[s]! > limits.redPerSuit) {
      const name = formatTile(RED_MAN + s);
      issues.push(
        issue(
          'too_many_red_fives',
          limits.redPerSuit === 0
            ? `red fives are not in play, but the hand has ${name}`
            : `${reds[s]} red fives ${name}; the set has ${limits.redPerSuit}`,
          'hand',
        ),
      );
    }
  }
  if (hand.melds.length > 4) {
    issues.push(issue('too_many_melds', `${hand.melds.length} melds; a hand has at most 4`, 'melds'));
  } else if (conc.length !== 14 - 3 * hand.melds.length) {
    issues.push(
      issue(
        'wrong_tile_count',
        `the hand has ${countOf(conc.length + meldTiles, 'tile')}; ${meldsNeed(hand.melds.length, kans)} ${14 + kans}`,
        'hand',
      ),
    );
  }
  if (!winFound) {
    const red = isRedFive(hand.winTile);
    issues.push(
      issue(
        'win_tile_missing',
        winKindFound
          ? `the winning tile ${safeFormat([hand.winTile])} is ${red ? 'a red five, and the hand holds only plain ones' : 'a plain five, and the hand holds only the red one'}`
          : `the winning tile ${safeFormat([hand.winTile])} is not among the concealed tiles`,
        'win',
      ),
    );
  }
  if (hand.bonus.length) {
    const seenBonus = new Set<Tile>();
    for (const b of hand.bonus) {
      if (!isBonus(b)) issues.push(issue('bad_bonus', `${safeFormat([b])} is not a bonus tile`, 'bonus'));
      else if (!limits.bonusAllowed)
        issues.push(issue('bad_bonus', 'bonus tiles are not used in this rule family', 'bonus'));
      else if (seenBonus.has(b))
        issues.push(issue('duplicate_bonus', `${formatTile(b)} appears twice; the set has one`, 'bonus'));
      seenBonus.add(b);
    }
  }
  return listIssues(issues);
}

/** What the tile count follows from: "it needs", "with 1 meld (a kan) it needs", "with 3 melds (2 of them kans) it needs". */
function meldsNeed(melds: number, kans: number): string {
  if (melds === 0) return 'it needs';
  const kan =
    kans === 0 ? '' : melds === 1 ? ' (a kan)' : ` (${kans} of them ${kans === 1 ? 'a kan' : 'kans'})`;
  return `with ${melds} ${melds === 1 ? 'meld' : 'melds'}${kan} it needs`;
}

/** A list in words: "7z", "7z and 7z", "1s, 2s and 3s". Internal (not exported by the package). */
export function listWords(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function safeFormat(tiles: readonly Tile[]): string {
  try {
    return formatTiles(tiles);
  } catch {
    return tiles.map(describeValue).join(',');
  }
}
