// The riichi family behind the common RuleFamily interface.

import type { Result } from '../../result.ts';
import type { RuleFamily } from '../family.ts';
import type { RiichiScoreInput } from './input.ts';
import { RIICHI_PRESETS, type RiichiPresetId, type RiichiRules, resolveRiichiRules } from './options.ts';
import type { RiichiScore, RiichiScoreError } from './result.ts';
import { scoreRiichiHand } from './score.ts';

export const riichi: RuleFamily<RiichiScoreInput, RiichiRules, RiichiScore, RiichiPresetId> = {
  id: 'riichi',
  presets: RIICHI_PRESETS,
  defaultPreset: 'ema2016',
  resolveRules: resolveRiichiRules,
  scoreHand: (input: RiichiScoreInput, rules: RiichiRules): Result<RiichiScore, RiichiScoreError> =>
    scoreRiichiHand(input, rules),
};
