// Singapore-style rule family (rules/singapore.md): the public surface of this folder.

export {
  type ElementCategory,
  type ElementValue,
  SINGAPORE_ELEMENTS,
  type SingaporeElement,
  type SingaporeElementId,
  type SingaporeElementLine,
} from './elements.ts';
export {
  type Reading,
  type SetInfo,
  type SingaporeHand,
  type SingaporeMeld,
  type SingaporeMeldKind,
  type SingaporeSituation,
  type SingaporeWinInput,
  validateSingaporeWin,
  type Wind,
} from './hand.ts';
export {
  type InstantId,
  type InstantItem,
  type InstantKong,
  type InstantSettlement,
  type SingaporeInstantInput,
  settleSingaporeInstant,
} from './instant.ts';
export {
  type FalseWinInput,
  isBaoApplied,
  isDealPassingOnDraw,
  isFreshTileBao,
  type PaymentHundredths,
  settleFalseWin as settleSingaporeFalseWin,
  toCurrencyPayment,
  type WinSettlement,
  whyBaoNotApplied,
} from './payments.ts';
export {
  BAO_REASONS,
  BAO_SWITCHES,
  type BaoReason,
  type BaoSwitch,
  resolveSingaporeRules,
  SINGAPORE_DEFAULT_PRESET,
  SINGAPORE_PRESETS,
  type SingaporePreset,
  type SingaporeRules,
  sgReference,
} from './rules.ts';
export {
  assessSingaporeHand,
  type SingaporeAssessment,
  type SingaporeScore,
  type SingaporeScoreError,
  scoreSingaporeHand,
  singapore,
} from './score.ts';
export {
  fromHundredths,
  type Hundredths,
  instantUnit,
  roundUpSeed002,
  SEED_002_ROUNDED_TABLE,
  type StakeRow,
  stakeCell,
  stakeTable,
  toHundredths,
} from './stakes.ts';
