// The scoring elements of rules/singapore.md section 3 as a registry of data records: each
// has its corpus id, its value (tai, a fixed total, or the limit), the items it includes
// (`replaces`) and a test that says how many times it applies to one reading of a hand.
// `countElements` turns the records that apply into the lines of score box 1.

import { EAST, HONOR, isGreen, isTerminal, KINDS, suitOf } from '../../tiles/tile.ts';
import type { BonusHeld, Reading, SetInfo, SingaporeHand, SingaporeSituation } from './hand.ts';
import type { SingaporeRules } from './rules.ts';

export type SingaporeElementId =
  | 'seat_flower'
  | 'complete_flower_group'
  | 'complete_season_group'
  | 'animal'
  | 'all_animals'
  | 'eight_flowers'
  | 'robbing_the_eighth'
  | 'dragon_pung'
  | 'seat_wind_pung'
  | 'prevailing_wind_pung'
  | 'ping_hu'
  | 'lesser_sequence'
  | 'triplets'
  | 'half_flush'
  | 'full_flush'
  | 'full_flush_sequence'
  | 'full_flush_lesser_sequence'
  | 'full_flush_triplets'
  | 'mixed_terminals'
  | 'pure_green'
  | 'three_lesser_scholars'
  | 'four_lesser_blessings'
  | 'fully_concealed'
  | 'seven_pairs'
  | 'flower_replacement'
  | 'kong_replacement'
  | 'kong_on_kong'
  | 'robbing_the_kong'
  | 'last_tile'
  | 'hidden_treasure'
  | 'nine_gates'
  | 'pure_terminals'
  | 'all_honours'
  | 'three_great_scholars'
  | 'four_great_blessings'
  | 'thirteen_wonders'
  | 'eighteen_arhats'
  | 'heavenly_hand'
  | 'earthly_hand'
  | 'humanly_hand';

/**
 * What an element is worth: plain tai (added, the total then capped), a fixed total with its
 * nominal value ("10 → limit": counted as min(nominal, limit)), or the limit itself.
 */
export type ElementValue = { kind: 'tai'; tai: number } | { kind: 'fixed'; tai: number } | { kind: 'limit' };

/**
 * bonus: section 3.1; honour: 3.2; pattern: 3.3; situation: 3.4; limit: 3.6. A limit hand
 * replaces every honour and pattern item (non-stacking, RL R8b); bonus and situation tai stay.
 */
export type ElementCategory = 'bonus' | 'honour' | 'pattern' | 'situation' | 'limit';

/** Everything a test may look at: one reading of the hand plus the situation and rules. */
export interface ElementContext {
  rules: SingaporeRules;
  reading: Reading;
  hand: SingaporeHand;
  situation: SingaporeSituation;
  /** Counts of the 34 kinds over every tile of the hand (concealed and melds). */
  kinds: readonly number[];
  bonus: BonusHeld;
  /** The kinds the hand waited on (computed on demand: only ping hu asks). */
  waits: () => readonly number[];
  /** This evaluation scores Pure Green in place of the flush items (section 3.3, RL R4a). */
  pureGreenInPlaceOfFlush: boolean;
}

export interface SingaporeElement {
  id: SingaporeElementId;
  /** rules/singapore.md section. */
  section: string;
  category: ElementCategory | ((rules: SingaporeRules) => ElementCategory);
  value: ElementValue | ((ctx: ElementContext) => ElementValue);
  /** Items this one includes, which must not be added again. */
  replaces?: readonly SingaporeElementId[];
  /** How many times the element applies (0: not at all). */
  test: (ctx: ElementContext) => number;
}

const tai = (n: number): ElementValue => ({ kind: 'tai', tai: n });
const fixed = (n: number): ElementValue => ({ kind: 'fixed', tai: n });
const LIMIT: ElementValue = { kind: 'limit' };
const once = (b: boolean) => (b ? 1 : 0);

// --- helpers over one reading -------------------------------------------------------------

function setsOf(ctx: ElementContext): readonly SetInfo[] {
  return ctx.reading.shape === 'standard' ? ctx.reading.sets : [];
}

const isPungLike = (s: SetInfo) => s.type === 'pung' || s.type === 'kong';
const isDragonKind = (k: number) => k >= HONOR + 4 && k < KINDS;
const isWindKind = (k: number) => k >= EAST && k < EAST + 4;
const seatWindKind = (ctx: ElementContext) => EAST + ctx.situation.seatWind - 1;
const roundWindKind = (ctx: ElementContext) => EAST + ctx.situation.roundWind - 1;

/** Readings made of the tiles themselves (not Eight Flowers, where the tiles do not matter). */
const hasTileShape = (ctx: ElementContext) => ctx.reading.shape !== 'bonus_only';

function pungsOf(ctx: ElementContext, pred: (k: number) => boolean): number {
  return setsOf(ctx).filter((s) => isPungLike(s) && pred(s.tile)).length;
}

function allChows(ctx: ElementContext): boolean {
  const sets = setsOf(ctx);
  return sets.length === 4 && sets.every((s) => s.type === 'chow');
}

function allPungs(ctx: ElementContext): boolean {
  const sets = setsOf(ctx);
  return sets.length === 4 && sets.every(isPungLike);
}

/** Ping hu's pair: a suit tile, or a wind that is neither seat nor prevailing; never a dragon (3.3 ii). */
function sequencePair(ctx: ElementContext): boolean {
  if (ctx.reading.shape !== 'standard') return false;
  const p = ctx.reading.pair;
  if (p < HONOR) return true;
  return isWindKind(p) && p !== seatWindKind(ctx) && p !== roundWindKind(ctx);
}

function heldKinds(ctx: ElementContext): number[] {
  const out: number[] = [];
  for (let k = 0; k < KINDS; k++) if (ctx.kinds[k]! > 0) out.push(k);
  return out;
}

function suitsHeld(ctx: ElementContext): { suits: Set<number>; honours: boolean } {
  const suits = new Set<number>();
  let honours = false;
  for (const k of heldKinds(ctx)) {
    if (k >= HONOR) honours = true;
    else suits.add(suitOf(k));
  }
  return { suits, honours };
}

function isFullFlush(ctx: ElementContext): boolean {
  if (!hasTileShape(ctx) || ctx.pureGreenInPlaceOfFlush) return false;
  const { suits, honours } = suitsHeld(ctx);
  return suits.size === 1 && !honours;
}

function isHalfFlush(ctx: ElementContext): boolean {
  if (!hasTileShape(ctx) || ctx.pureGreenInPlaceOfFlush) return false;
  const { suits, honours } = suitsHeld(ctx);
  return suits.size === 1 && honours;
}

function countBonus(ctx: ElementContext): number {
  return ctx.bonus.flowers.length + ctx.bonus.seasons.length + ctx.bonus.animals.length;
}

/** Ping hu (3.3 i-v): four chows, sequence pair, no bonus tiles, a wait on ≥ 2 tiles unless self-drawn. */
function isPingHu(ctx: ElementContext): boolean {
  if (!allChows(ctx) || !sequencePair(ctx) || countBonus(ctx) > 0) return false;
  // (v) all four chows melded: a single-tile wait, never ping hu even on a self-draw.
  if (setsOf(ctx).every((s) => s.declared)) return false;
  // (iv) robbing the kong counts as a discard (3.4).
  const selfDrawn = ctx.situation.tsumo && !ctx.situation.robbingKong;
  return selfDrawn || ctx.waits().length >= 2;
}

/** Lesser sequence: ping hu's shape and pair while holding bonus tiles; W gives no wait condition (RL R5). */
function isLesserSequence(ctx: ElementContext): boolean {
  return allChows(ctx) && sequencePair(ctx) && countBonus(ctx) > 0;
}

function isAllTerminalsOrHonours(ctx: ElementContext): boolean {
  return heldKinds(ctx).every((k) => k >= HONOR || isTerminal(k));
}

const NINE_GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

function isNineGates(ctx: ElementContext): boolean {
  if (ctx.reading.shape !== 'standard' || ctx.reading.sets.some((s) => s.type === 'kong')) return false;
  const { suits, honours } = suitsHeld(ctx);
  if (suits.size !== 1 || honours) return false;
  const base = [...suits][0]! * 9;
  return NINE_GATES.every((n, i) => ctx.kinds[base + i]! >= n);
}

function flowerReplacementValue(ctx: ElementContext): ElementValue {
  const n = ctx.situation.flowerReplacement ?? 0;
  // Flower on flower (3.4): 1 per consecutive replacement (W's second variant) or a fixed total.
  if (n >= 2 && ctx.rules.flowerOnFlower !== 'chain') return fixed(ctx.rules.flowerOnFlower);
  return tai(n);
}

const FLOWER_ITEMS: readonly SingaporeElementId[] = [
  'seat_flower',
  'complete_flower_group',
  'complete_season_group',
];

// --- the registry ---------------------------------------------------------------------------

export const SINGAPORE_ELEMENTS: readonly SingaporeElement[] = [
  // 3.1 Bonus tiles
  {
    id: 'seat_flower',
    section: '3.1',
    category: 'bonus',
    value: tai(1),
    test: (ctx) =>
      ctx.bonus.flowers.filter((n) => n === ctx.situation.seatWind).length +
      ctx.bonus.seasons.filter((n) => n === ctx.situation.seatWind).length,
  },
  // A complete group is 2 in all: its seat tile (a seat_flower) plus 1 for the set, not 4.
  {
    id: 'complete_flower_group',
    section: '3.1',
    category: 'bonus',
    value: tai(1),
    test: (ctx) => once(ctx.bonus.flowers.length === 4),
  },
  {
    id: 'complete_season_group',
    section: '3.1',
    category: 'bonus',
    value: tai(1),
    test: (ctx) => once(ctx.bonus.seasons.length === 4),
  },
  { id: 'animal', section: '3.1', category: 'bonus', value: tai(1), test: (ctx) => ctx.bonus.animals.length },
  // All four animals = 5: 4 × 1 + 1 extra (W, BL, MS).
  {
    id: 'all_animals',
    section: '3.1',
    category: 'bonus',
    value: tai(1),
    test: (ctx) => once(ctx.bonus.animals.length === 4),
  },
  {
    id: 'eight_flowers',
    section: '3.1',
    category: 'limit',
    value: LIMIT,
    replaces: FLOWER_ITEMS,
    test: (ctx) => once(ctx.bonus.flowers.length + ctx.bonus.seasons.length === 8),
  },
  {
    id: 'robbing_the_eighth',
    section: '3.1',
    category: 'limit',
    value: LIMIT,
    replaces: FLOWER_ITEMS,
    test: (ctx) =>
      once(
        ctx.situation.robbingTheEighth === true && ctx.bonus.flowers.length + ctx.bonus.seasons.length === 7,
      ),
  },

  // 3.2 Honour pungs (a wind that is both seat and prevailing scores both: 2)
  {
    id: 'dragon_pung',
    section: '3.2',
    category: 'honour',
    value: tai(1),
    test: (ctx) => pungsOf(ctx, isDragonKind),
  },
  {
    id: 'seat_wind_pung',
    section: '3.2',
    category: 'honour',
    value: tai(1),
    test: (ctx) => pungsOf(ctx, (k) => k === seatWindKind(ctx)),
  },
  {
    id: 'prevailing_wind_pung',
    section: '3.2',
    category: 'honour',
    value: tai(1),
    test: (ctx) => pungsOf(ctx, (k) => k === roundWindKind(ctx)),
  },

  // 3.3 Hand patterns
  { id: 'ping_hu', section: '3.3', category: 'pattern', value: tai(4), test: (ctx) => once(isPingHu(ctx)) },
  {
    id: 'lesser_sequence',
    section: '3.3',
    category: 'pattern',
    value: tai(1),
    test: (ctx) => once(isLesserSequence(ctx)),
  },
  { id: 'triplets', section: '3.3', category: 'pattern', value: tai(2), test: (ctx) => once(allPungs(ctx)) },
  {
    id: 'half_flush',
    section: '3.3',
    category: 'pattern',
    value: tai(2),
    test: (ctx) => once(isHalfFlush(ctx)),
  },
  {
    id: 'full_flush',
    section: '3.3',
    category: 'pattern',
    value: tai(4),
    test: (ctx) => once(isFullFlush(ctx)),
  },
  {
    id: 'full_flush_sequence',
    section: '3.3',
    category: 'pattern',
    value: fixed(10),
    replaces: ['full_flush', 'ping_hu'],
    test: (ctx) => once(isFullFlush(ctx) && isPingHu(ctx)),
  },
  {
    id: 'full_flush_lesser_sequence',
    section: '3.3',
    category: 'pattern',
    value: fixed(5),
    replaces: ['full_flush', 'lesser_sequence'],
    test: (ctx) => once(isFullFlush(ctx) && isLesserSequence(ctx)),
  },
  {
    id: 'full_flush_triplets',
    section: '3.3',
    category: 'pattern',
    value: fixed(8),
    replaces: ['full_flush', 'triplets'],
    test: (ctx) => once(isFullFlush(ctx) && allPungs(ctx)),
  },
  {
    id: 'mixed_terminals',
    section: '3.3',
    category: 'pattern',
    value: tai(4),
    replaces: ['triplets'],
    test: (ctx) => {
      if (!allPungs(ctx) || !isAllTerminalsOrHonours(ctx)) return 0;
      const held = heldKinds(ctx);
      return once(held.some((k) => k >= HONOR) && held.some((k) => k < HONOR));
    },
  },
  {
    // Replaces the flush tai (RL R4a): the flush items are off in the evaluation that scores it.
    id: 'pure_green',
    section: '3.3',
    category: 'pattern',
    value: tai(4),
    test: (ctx) => once(ctx.pureGreenInPlaceOfFlush && hasTileShape(ctx) && heldKinds(ctx).every(isGreen)),
  },
  {
    id: 'three_lesser_scholars',
    section: '3.3',
    category: 'pattern',
    value: tai(3),
    replaces: ['dragon_pung'],
    test: (ctx) =>
      once(
        ctx.reading.shape === 'standard' &&
          pungsOf(ctx, isDragonKind) === 2 &&
          isDragonKind(ctx.reading.pair),
      ),
  },
  {
    // 2 for the hand; the seat/prevailing wind pungs are listed on their own (W: 3 or 4 in all).
    id: 'four_lesser_blessings',
    section: '3.3',
    category: 'pattern',
    value: tai(2),
    test: (ctx) =>
      once(
        ctx.reading.shape === 'standard' && pungsOf(ctx, isWindKind) === 3 && isWindKind(ctx.reading.pair),
      ),
  },
  {
    id: 'fully_concealed',
    section: '3.3',
    category: 'pattern',
    value: tai(1),
    test: (ctx) =>
      once(
        ctx.rules.fullyConcealed &&
          hasTileShape(ctx) &&
          ctx.situation.tsumo &&
          ctx.hand.melds.every((m) => m.kind === 'ankan'),
      ),
  },
  {
    id: 'seven_pairs',
    section: '3.3',
    category: (rules) => (rules.sevenPairs === 'limit' ? 'limit' : 'pattern'),
    value: (ctx) => (typeof ctx.rules.sevenPairs === 'number' ? tai(ctx.rules.sevenPairs) : LIMIT),
    test: (ctx) => once(ctx.reading.shape === 'seven_pairs' && ctx.rules.sevenPairs !== 'off'),
  },

  // 3.4 Winning situations
  {
    id: 'flower_replacement',
    section: '3.4',
    category: 'situation',
    value: flowerReplacementValue,
    test: (ctx) => once((ctx.situation.flowerReplacement ?? 0) > 0),
  },
  {
    id: 'kong_replacement',
    section: '3.4',
    category: 'situation',
    value: tai(1),
    test: (ctx) => once(ctx.situation.kongReplacement === true || ctx.situation.kongOnKong === true),
  },
  {
    id: 'kong_on_kong',
    section: '3.4',
    category: 'situation',
    value: fixed(10),
    replaces: ['kong_replacement'],
    test: (ctx) => once(ctx.situation.kongOnKong === true),
  },
  {
    id: 'robbing_the_kong',
    section: '3.4',
    category: 'situation',
    value: tai(1),
    test: (ctx) => once(ctx.situation.robbingKong === true),
  },
  {
    // Drawn normally only: not when the last tile came as a flower/kong replacement (3.4).
    id: 'last_tile',
    section: '3.4',
    category: 'situation',
    value: tai(1),
    test: (ctx) => {
      const s = ctx.situation;
      if (!s.lastTile) return 0;
      if (!s.tsumo) return once(ctx.rules.lastTileOnDiscard);
      return once(!s.kongReplacement && !s.kongOnKong && (s.flowerReplacement ?? 0) === 0);
    },
  },

  // 3.6 Limit hands
  {
    // Four concealed pungs and self-drawn; W's variant also takes a pair-tile discard (switch).
    id: 'hidden_treasure',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => {
      if (!allPungs(ctx) || !setsOf(ctx).every((s) => s.concealed) || ctx.reading.shape !== 'standard')
        return 0;
      if (ctx.situation.tsumo && !ctx.situation.robbingKong) return 1;
      return once(ctx.rules.hiddenTreasureOnPairDiscard && ctx.reading.pair === ctx.hand.winTile);
    },
  },
  {
    id: 'nine_gates',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(isNineGates(ctx)),
  },
  {
    id: 'pure_terminals',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(hasTileShape(ctx) && heldKinds(ctx).every(isTerminal)),
  },
  {
    id: 'all_honours',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(hasTileShape(ctx) && heldKinds(ctx).every((k) => k >= HONOR)),
  },
  {
    id: 'three_great_scholars',
    section: '3.6',
    category: 'limit',
    value: fixed(10),
    test: (ctx) => once(pungsOf(ctx, isDragonKind) === 3),
  },
  {
    id: 'four_great_blessings',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(pungsOf(ctx, isWindKind) === 4),
  },
  {
    id: 'thirteen_wonders',
    section: '3.6',
    category: 'limit',
    value: fixed(13),
    test: (ctx) => once(ctx.reading.shape === 'thirteen_wonders'),
  },
  {
    id: 'eighteen_arhats',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(setsOf(ctx).filter((s) => s.type === 'kong').length === 4),
  },
  {
    id: 'heavenly_hand',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(ctx.situation.heavenlyHand === true),
  },
  {
    id: 'earthly_hand',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(ctx.situation.earthlyHand === true),
  },
  {
    id: 'humanly_hand',
    section: '3.6',
    category: 'limit',
    value: LIMIT,
    test: (ctx) => once(ctx.situation.humanlyHand === true && ctx.rules.humanlyHand),
  },
];

/** One element line: the tai it counts toward the capped total and its nominal (uncapped) value. */
export interface SingaporeElementLine {
  id: SingaporeElementId;
  /** As counted: fixed totals and limit hands at min(nominal, limit). */
  tai: number;
  /** Nominal: full-flush triplets 8, kong on kong 10, other limit hands = the limit. */
  nominal: number;
  category: ElementCategory;
}

function categoryOf(e: SingaporeElement, rules: SingaporeRules): ElementCategory {
  return typeof e.category === 'function' ? e.category(rules) : e.category;
}

/** Nominal value of "the limit" (in unlimited play, the unlimitedLimitHandTai option). */
export function limitTai(rules: SingaporeRules): number {
  return rules.limit ?? rules.unlimitedLimitHandTai;
}

function lineValues(v: ElementValue, rules: SingaporeRules): { tai: number; nominal: number } {
  if (v.kind === 'tai') return { tai: v.tai, nominal: v.tai };
  if (v.kind === 'limit') return { tai: limitTai(rules), nominal: limitTai(rules) };
  return { tai: rules.limit === null ? v.tai : Math.min(v.tai, rules.limit), nominal: v.tai };
}

/**
 * The limit hands awarded for how the hand was won or for its bonus tiles, not for its tiles'
 * shape: the non-stacking rule (section 3.6) keeps "bonus-tile tai and winning-situation tai",
 * so these add to a limit hand of the tiles.
 */
const LIMITS_NOT_OF_THE_TILES: ReadonlySet<SingaporeElementId> = new Set([
  'heavenly_hand',
  'earthly_hand',
  'humanly_hand',
  'eight_flowers',
  'robbing_the_eighth',
]);

/**
 * The elements that apply to one reading, after the inclusions: an item included in another
 * (`replaces`) is dropped, and a limit hand of the tiles drops every honour and pattern item
 * (non-stacking, section 3.6). One line per occurrence (two animals are two `animal` lines).
 *
 * Several limit hands of the same tiles (hidden treasure, all honours and four great blessings
 * in one hand) are one award, the highest (the first listed on a tie): a limit hand scores "the
 * limit" (section 2), and the non-stacking rule has a limit-hand award replace the shape, flush,
 * terminal, dragon and wind items drawn from the same tiles, which the other limit hands are.
 * Counted one each, they paid three limits' worth with the bonus over the limit, and 2^30 times
 * the base in unlimited play. The situation's and the bonus tiles' limit hands still add.
 */
export function countElements(ctx: ElementContext): SingaporeElementLine[] {
  const applying = SINGAPORE_ELEMENTS.map((e) => ({ e, n: e.test(ctx) })).filter((x) => x.n > 0);
  const replaced = new Set<SingaporeElementId>();
  for (const { e } of applying) for (const r of e.replaces ?? []) replaced.add(r);
  // Only a limit hand of the tiles replaces the tiles' items: one of the situation or of the
  // bonus tiles is itself "winning-situation" or "bonus-tile" tai, which the rule keeps, so a
  // heavenly hand adds to a full flush as it adds to hidden treasure (a better way to win the
  // same tiles never pays less).
  const limitHand = applying.some(
    ({ e }) => categoryOf(e, ctx.rules) === 'limit' && !LIMITS_NOT_OF_THE_TILES.has(e.id),
  );
  const lines: SingaporeElementLine[] = [];
  let tilesLimit: SingaporeElementLine | null = null;
  let tilesLimitAt = 0;
  for (const { e, n } of applying) {
    if (replaced.has(e.id)) continue;
    const category = categoryOf(e, ctx.rules);
    if (limitHand && (category === 'honour' || category === 'pattern')) continue;
    const v = lineValues(typeof e.value === 'function' ? e.value(ctx) : e.value, ctx.rules);
    const line = { id: e.id, tai: v.tai, nominal: v.nominal, category };
    if (category === 'limit' && !LIMITS_NOT_OF_THE_TILES.has(e.id)) {
      if (!tilesLimit) tilesLimitAt = lines.length;
      if (!tilesLimit || line.nominal > tilesLimit.nominal) tilesLimit = line;
      continue;
    }
    for (let i = 0; i < n; i++) lines.push({ ...line });
  }
  // In the place of the first of them, so that the lines keep the registry's order.
  if (tilesLimit) lines.splice(tilesLimitAt, 0, tilesLimit);
  return lines;
}

/** Whether Pure Green's tiles are all the hand holds (so an evaluation in place of the flush is worth trying). */
export function isAllGreen(kinds: readonly number[]): boolean {
  let any = false;
  for (let k = 0; k < KINDS; k++) {
    if (kinds[k]! === 0) continue;
    if (!isGreen(k)) return false;
    any = true;
  }
  return any;
}
