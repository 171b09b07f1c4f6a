// The Japanese Classical family's public surface, re-exported by the core barrel.

export { DOUBLES_ITEMS, type DoublesItem } from './doubles.ts';
export { classical } from './family.ts';
export {
  type ClassicalHand,
  type ClassicalHandText,
  type ClassicalInput,
  type ClassicalMeld,
  type ClassicalMeldKind,
  type ClassicalSituation,
  findClassicalInputIssues,
  parseClassicalHand,
} from './hand.ts';
export { LIMIT_HANDS, type LimitHand } from './limits.ts';
export { type ClassicalLoserHand, type ClassicalLoserScore, scoreClassicalLoserHand } from './loser.ts';
export {
  CLASSICAL_PRESETS,
  type ClassicalPreset,
  type ClassicalRules,
  DEFAULT_CLASSICAL_PRESET,
  JC_FOUR_WINDS,
  JC_REFERENCE,
  resolveClassicalRules,
} from './options.ts';
export {
  type ClassicalLoserScores,
  type ClassicalPenalty,
  type ClassicalPenaltyKind,
  type ClassicalWinPayer,
  combinePayments,
  DRAW_PAYMENT_TABLE,
  listClassicalShares,
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalSticks,
  payClassicalWin,
  returnClassicalSticksOnDraw,
  settleClassicalLosers,
} from './payments.ts';
export { POINTS_ITEMS, type PointsItem } from './points.ts';
export { type ClassicalError, type ClassicalScore, scoreClassicalHand } from './score.ts';
