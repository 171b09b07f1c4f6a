// Test helpers: Singapore hands written the corpus way (mpsz text, every tile in `hand`).

import type { Seat } from '../../../src/payment.ts';
import {
  resolveSingaporeRules,
  type SingaporeMeld,
  type SingaporeRules,
  type SingaporeSituation,
  type SingaporeWinInput,
  scoreSingaporeHand,
  sgReference,
} from '../../../src/rules/singapore/index.ts';
import { parseTile, parseTiles } from '../../../src/tiles/notation.ts';
import type { Tile } from '../../../src/tiles/tile.ts';

export function tiles(text: string): Tile[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(`bad test tiles ${text}`);
  return r.value;
}

export interface WinSpec extends Partial<Omit<SingaporeSituation, 'seatWind' | 'roundWind' | 'discarder'>> {
  /** Every tile of the hand, melds and winning tile included. */
  hand: string;
  melds?: [SingaporeMeld['kind'], string][];
  win: string;
  seat?: 1 | 2 | 3 | 4;
  round?: 1 | 2 | 3 | 4;
  from?: Seat | null;
  /** Bonus tiles in mpsz: flowers `1f..4f`, seasons `5f..8f`, animals `1a..4a`. */
  bonus?: string;
}

export function win(spec: WinSpec): SingaporeWinInput {
  const { hand, melds = [], win: w, seat = 2, round = 1, from, bonus = '', tsumo = false, ...flags } = spec;
  const concealed = tiles(hand);
  const meldList = melds.map(([kind, t]) => ({ kind, tiles: tiles(t) }));
  for (const m of meldList) for (const t of m.tiles) concealed.splice(concealed.indexOf(t), 1);
  const winTile = parseTile(w);
  if (!winTile.ok) throw new Error(`bad test tile ${w}`);
  const discarder = tsumo ? null : (from ?? (((seat + 2) % 4) as Seat));
  return {
    hand: { concealed, melds: meldList, winTile: winTile.value, bonus: bonus ? tiles(bonus) : [] },
    situation: { seatWind: seat, roundWind: round, tsumo, discarder, ...flags },
  };
}

export function rules(overrides: Record<string, unknown> = {}, preset = 'sg_reference'): SingaporeRules {
  const r = resolveSingaporeRules(preset, overrides);
  if (!r.ok) throw new Error(`bad test rules: ${JSON.stringify(r.issues)}`);
  return r.value;
}

export const REF = sgReference;

/** The score of a hand that must score (a refusal throws, naming it). */
export function scored(spec: WinSpec, r: SingaporeRules = REF) {
  const s = scoreSingaporeHand(win(spec), r);
  if (!s.ok) throw new Error(`${s.error}: ${JSON.stringify(s.issues)}`);
  return s.value;
}
