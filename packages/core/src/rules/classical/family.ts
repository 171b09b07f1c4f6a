// Japanese Classical as a `RuleFamily`: the presets, the resolver and the scorer behind the
// one interface the ledger and the front ends use for every family.

import type { RuleFamily } from '../family.ts';
import type { ClassicalInput } from './hand.ts';
import {
  CLASSICAL_PRESETS,
  type ClassicalPreset,
  type ClassicalRules,
  DEFAULT_CLASSICAL_PRESET,
  resolveClassicalRules,
} from './options.ts';
import { type ClassicalScore, scoreClassicalHand } from './score.ts';

export const classical: RuleFamily<ClassicalInput, ClassicalRules, ClassicalScore, ClassicalPreset> = {
  id: 'classical',
  presets: CLASSICAL_PRESETS,
  defaultPreset: DEFAULT_CLASSICAL_PRESET,
  resolveRules: resolveClassicalRules,
  scoreHand: scoreClassicalHand,
};
