// Test helpers: builds Japanese Classical inputs from mpsz text and scores them.

import type { Seat } from '../../../src/payment.ts';
import type { Result } from '../../../src/result.ts';
import {
  type ClassicalInput,
  type ClassicalRules,
  type ClassicalScore,
  type ClassicalSituation,
  JC_REFERENCE,
  parseClassicalHand,
  scoreClassicalHand,
} from '../../../src/rules/classical/index.ts';

export interface HandSpec {
  /** Every tile, meld tiles and the winning tile included (corpus style). */
  hand: string;
  melds?: [kind: 'chi' | 'pon' | 'kan' | 'ankan', tiles: string][];
  win: string;
  flowers?: number[];
  seasons?: number[];
}

export function buildInput(spec: HandSpec, situation: ClassicalSituation): ClassicalInput {
  const parsed = parseClassicalHand({
    tiles: spec.hand,
    melds: (spec.melds ?? []).map(([kind, tiles]) => ({ kind, tiles })),
    win: spec.win,
    flowers: spec.flowers ?? [],
    seasons: spec.seasons ?? [],
  });
  if (!parsed.ok) throw new Error(`test hand does not parse: ${JSON.stringify(parsed.issues)}`);
  return { hand: parsed.value, situation };
}

export function score(
  spec: HandSpec,
  situation: Partial<ClassicalSituation> & { tsumo: boolean },
  rules: Partial<ClassicalRules> = {},
): Result<ClassicalScore> {
  return scoreClassicalHand(buildInput(spec, { seatWind: 2, roundWind: 1, ...situation }), {
    ...JC_REFERENCE,
    ...rules,
  });
}

/** Scores a hand that must be valid and returns the score. */
export function scoreOk(
  spec: HandSpec,
  situation: Partial<ClassicalSituation> & { tsumo: boolean },
  rules: Partial<ClassicalRules> = {},
): ClassicalScore {
  const r = score(spec, situation, rules);
  if (!r.ok) throw new Error(`expected a score, got ${r.error}: ${JSON.stringify(r.issues)}`);
  return r.value;
}

/** Doubles ids with their value, as `id:value` strings, sorted. */
export function doublesOf(s: ClassicalScore): string[] {
  return s.doublesDetail.map((l) => `${l.id}:${l.doubles}`).sort();
}

/** Points ids with their value, as `id:value` strings, sorted. */
export function pointsOf(s: ClassicalScore): string[] {
  return s.pointsDetail.map((l) => `${l.id}:${l.points}`).sort();
}

export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** Spec E4: big three dragons (the liability hand), self-drawn on 8p. */
export const E4_BIG_DRAGONS: HandSpec = {
  hand: '234m88p555666777z',
  melds: [
    ['pon', '555z'],
    ['pon', '666z'],
    ['pon', '777z'],
  ],
  win: '8p',
};
