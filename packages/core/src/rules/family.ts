// The one interface every rule family implements, so that the ledger and the front ends can
// treat riichi, Japanese Classical and Singapore style alike.

import type { Payment } from '../payment.ts';
import type { Result } from '../result.ts';

export type FamilyId = 'riichi' | 'classical' | 'singapore';

/** One line of score box 1: a yaku, tai element, double or basic-points item. */
export interface ScoreLine {
  /** Corpus id, e.g. `tanyao`, `dragon_pung`, `concealed_simple_pung`. */
  id: string;
  /** han, tai, doubles, points or yakuman multiple, as `unit` says. */
  value: number;
  unit: 'han' | 'yakuman' | 'tai' | 'doubles' | 'points' | 'limit';
}

/** What every family's scorer returns for a winning hand, besides its own fields. */
export interface ScoreSummary {
  family: FamilyId;
  /** Score box 1: the elements (yaku, tai, doubles, points items) in display order. */
  lines: ScoreLine[];
  /** The limit reached (`mangan`, `yakuman`, `limit`, ...) or null. */
  limit: string | null;
  /** Score box 2: who pays whom. */
  payment: Payment;
}

export interface RuleFamily<Input, Rules, Score extends ScoreSummary, Preset extends string = string> {
  readonly id: FamilyId;
  readonly presets: Readonly<Record<Preset, Rules>>;
  readonly defaultPreset: Preset;
  /** A complete options object: the preset with the overrides applied; unknown keys are errors. */
  resolveRules(preset: string, overrides?: Record<string, unknown>): Result<Rules, 'invalid'>;
  scoreHand(input: Input, rules: Rules): Result<Score>;
}
