// Tile identities. A tile is a small integer so that hands are count arrays and the hot
// paths never touch strings.
//
//   0..8    1m..9m        27..30  East South West North (1z..4z)
//   9..17   1p..9p        31..33  White Green Red dragons (5z..7z)
//   18..26  1s..9s
//   34..36  red 5m, 5p, 5s (`0m 0p 0s`): a five for every shape purpose, plus aka dora
//   37..40  flowers 1..4 (`1f..4f`)     41..44 seasons 1..4 (`5f..8f`)
//   45..48  animals cat, rat, rooster, centipede (`1a..4a`)
//
// "Kind" is the 0..33 identity used for shapes: a red five's kind is the plain five.

export type Tile = number;

/** Number of tile kinds that form hands (suits and honours). */
export const KINDS = 34;

export const MAN = 0;
export const PIN = 9;
export const SOU = 18;
export const HONOR = 27;

export const EAST = 27;
export const SOUTH = 28;
export const WEST = 29;
export const NORTH = 30;
export const HAKU = 31;
export const HATSU = 32;
export const CHUN = 33;

export const RED_MAN = 34;
export const RED_PIN = 35;
export const RED_SOU = 36;
export const FLOWER_1 = 37;
export const SEASON_1 = 41;
export const ANIMAL_CAT = 45;
export const ANIMAL_RAT = 46;
export const ANIMAL_ROOSTER = 47;
export const ANIMAL_CENTIPEDE = 48;
/** One past the largest tile id. */
export const TILE_LIMIT = 49;

export type SuitLetter = 'm' | 'p' | 's' | 'z';

/** The 0..33 kind of a tile: red fives map to their plain five. Bonus tiles are returned as is. */
export function kindOf(t: Tile): number {
  // Anything but a number is returned as it is (see the predicates below): never compared.
  return typeof t === 'number' && t >= RED_MAN && t <= RED_SOU ? (t - RED_MAN) * 9 + 4 : t;
}

// The predicates below answer false for anything that is not a number: they also check input
// from JavaScript callers and files, and comparing an object converts it, which may throw (an
// object whose toString is not a function).

export function isRedFive(t: Tile): boolean {
  return typeof t === 'number' && t >= RED_MAN && t <= RED_SOU;
}

export function isBonus(t: Tile): boolean {
  return typeof t === 'number' && t >= FLOWER_1 && t < TILE_LIMIT;
}

export function isFlower(t: Tile): boolean {
  return typeof t === 'number' && t >= FLOWER_1 && t < SEASON_1;
}

export function isSeason(t: Tile): boolean {
  return typeof t === 'number' && t >= SEASON_1 && t < ANIMAL_CAT;
}

export function isAnimal(t: Tile): boolean {
  return typeof t === 'number' && t >= ANIMAL_CAT && t < TILE_LIMIT;
}

/** Flower or season number 1..4 (the seat it belongs to); 0 for other tiles. */
export function bonusNumber(t: Tile): number {
  if (isFlower(t)) return t - FLOWER_1 + 1;
  if (isSeason(t)) return t - SEASON_1 + 1;
  return 0;
}

export const ANIMAL_NAMES = ['cat', 'rat', 'rooster', 'centipede'] as const;
export type AnimalName = (typeof ANIMAL_NAMES)[number];

/** 0 man, 1 pin, 2 sou, 3 honours (kinds only). */
export function suitOf(k: number): number {
  return k < HONOR ? (k / 9) | 0 : 3;
}

/** 1..9 for suit tiles, 1..7 for honours (kinds only). */
export function numberOf(k: number): number {
  return k < HONOR ? (k % 9) + 1 : k - HONOR + 1;
}

export function isHonor(k: number): boolean {
  return k >= HONOR && k < KINDS;
}

export function isWind(k: number): boolean {
  return k >= EAST && k <= NORTH;
}

export function isDragon(k: number): boolean {
  return k >= HAKU && k <= CHUN;
}

export function isTerminal(k: number): boolean {
  return k < HONOR && (k % 9 === 0 || k % 9 === 8);
}

/** Terminal or honour (yaochuuhai). */
export function isYaochuu(k: number): boolean {
  return k >= HONOR ? k < KINDS : k % 9 === 0 || k % 9 === 8;
}

export function isSimple(k: number): boolean {
  return k < HONOR && k % 9 !== 0 && k % 9 !== 8;
}

const GREEN = new Set([19, 20, 21, 23, 25, HATSU]);
/** 2s 3s 4s 6s 8s and the green dragon (ryuuiisou tiles). */
export function isGreen(k: number): boolean {
  return GREEN.has(k);
}

/** The wind kind for a wind number 1 (East) .. 4 (North). */
export function windTile(wind: number): number {
  return EAST + wind - 1;
}

/** The dora a revealed indicator points to (suits 9 → 1, winds E→S→W→N→E, dragons 5z→6z→7z→5z). */
export function doraFromIndicator(indicator: Tile): number {
  const k = kindOf(indicator);
  if (k < HONOR) return k % 9 === 8 ? k - 8 : k + 1;
  if (k <= NORTH) return k === NORTH ? EAST : k + 1;
  return k === CHUN ? HAKU : k + 1;
}

/** The 13 terminal and honour kinds, in id order. */
export const YAOCHUU_KINDS: readonly number[] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
