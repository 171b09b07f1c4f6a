// The public API of @mahjong-ledger/core: explicit named exports only (locked by a test).

export { type Decomposition, decomposeStandard, isSevenPairs, isThirteenOrphans } from './hand/decompose.ts';
export {
  checkHand,
  type Hand,
  handFromAllTiles,
  isKanKind,
  isOpenMeld,
  type Meld,
  type MeldKind,
} from './hand/hand.ts';
export { formatHand, parseHand } from './hand/parse.ts';
export {
  analyseDiscards,
  calculateShanten,
  type DiscardOption,
  findImprovements,
  type Improvement,
  type ImprovementInfo,
  type ShantenInfo,
} from './hand/shanten.ts';
export { findWaits, isTenpai, type WaitInfo, type WaitShape } from './hand/waits.ts';
export {
  NOTE_IDS,
  type NoteKey,
  type Party,
  type Payment,
  type PaymentLine,
  type PaymentReason,
  paymentBalance,
  paymentFromLines,
  type Seat,
  TABLE,
} from './payment.ts';
export { fail, type Issue, ok, type Result } from './result.ts';
// Japanese Classical (rules/classical) and Singapore style (rules/singapore).
export {
  CLASSICAL_PRESETS,
  type ClassicalError,
  type ClassicalHand,
  type ClassicalInput,
  type ClassicalMeld,
  type ClassicalPreset,
  type ClassicalRules,
  type ClassicalScore,
  type ClassicalSituation,
  classical,
  DEFAULT_CLASSICAL_PRESET,
  DOUBLES_ITEMS,
  DRAW_PAYMENT_TABLE,
  findClassicalInputIssues,
  LIMIT_HANDS,
  POINTS_ITEMS,
  parseClassicalHand,
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalSticks,
  payClassicalWin,
  resolveClassicalRules,
  scoreClassicalHand,
  scoreClassicalLoserHand,
  settleClassicalLosers,
} from './rules/classical/index.ts';
export type { FamilyId, RuleFamily, ScoreLine, ScoreSummary } from './rules/family.ts';
export type { FuLine } from './rules/riichi/fu.ts';
export { riichi } from './rules/riichi/index.ts';
export { checkRiichiInput, type RiichiScoreInput, type RiichiSituationInput } from './rules/riichi/input.ts';
export {
  type AbortiveDraw,
  isRiichiPreset,
  type PaoYakuman,
  RIICHI_PRESET_IDS,
  RIICHI_PRESETS,
  type RiichiPresetId,
  type RiichiRules,
  redFivesPerSuit,
  resolveRiichiRules,
  type YakumanDoubleId,
} from './rules/riichi/options.ts';
export { riichiWinPayment, type WinPaymentInput } from './rules/riichi/payments.ts';
export {
  type BasePoints,
  basePoints,
  type ChartCell,
  type HandPayment,
  handPayment,
  handPaymentTotal,
  LIMIT_CHART,
  type LimitName,
  POINTS_CHART,
  roundUp100,
} from './rules/riichi/points.ts';
export type { Interpretation, RiichiScore, RiichiScoreError, YakuLine } from './rules/riichi/result.ts';
export { scoreRiichiHand } from './rules/riichi/score.ts';
export { type RiichiWaitsInput, type RiichiWaitValue, valueRiichiWaits } from './rules/riichi/waits.ts';
export { LOCAL_YAKU, YAKU, YAKUMAN, type Yaku, type Yakuman } from './rules/riichi/yaku.ts';
export {
  assessSingaporeHand,
  BAO_REASONS,
  BAO_SWITCHES,
  type BaoReason,
  type BaoSwitch,
  fromHundredths,
  type InstantId,
  type InstantItem,
  instantUnit,
  resolveSingaporeRules,
  SEED_002_ROUNDED_TABLE,
  SINGAPORE_DEFAULT_PRESET,
  SINGAPORE_ELEMENTS,
  SINGAPORE_PRESETS,
  type SingaporeHand,
  type SingaporeInstantInput,
  type SingaporeMeld,
  type SingaporePreset,
  type SingaporeRules,
  type SingaporeScore,
  type SingaporeScoreError,
  type SingaporeSituation,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
  singapore,
  stakeCell,
  stakeTable,
  toHundredths,
  validateSingaporeWin,
  type WinSettlement as SingaporeWinSettlement,
  whyBaoNotApplied,
} from './rules/singapore/index.ts';
export {
  applyClassicalHand,
  type ClassicalSettlement,
  type ClassicalWinBreakdown,
  classicalTable,
  settleClassical,
} from './table/classical.ts';
export {
  exportCsv,
  GAME_SCHEMA,
  GAME_VERSION,
  handNumber,
  parseGameDocument,
  serializeGame,
} from './table/document.ts';
export type { FamilyTable } from './table/family-table.ts';
export { WIN_FLAGS, type WinFlag, type WinFlagKind, winFlagKind } from './table/flags.ts';
export {
  appendEvent,
  applyEvent,
  checkState,
  createGame,
  findInstantBreakdown,
  findWinBreakdown,
  type GameRules,
  insertEvent,
  type LedgerError,
  madeAfterEnd,
  removeEvent,
  replaceEvent,
  replayGame,
  resolveGameRules,
  resolveRiichiGameRules,
  settleGame,
} from './table/ledger.ts';
export { MAX_PENALTY_POINTS, penaltyPointsBySeat } from './table/penalty.ts';
export { playerNameKey, sharedPlayerNames } from './table/players.ts';
export { applyRiichiHand, type HandOutcome, type RiichiWinBreakdown, seatWindOf } from './table/riichi.ts';
export {
  chomboPenaltyPoints,
  roundShanghai1000,
  roundTenhou1000,
  type Settlement,
  type SettlementRow,
  settleRiichi,
} from './table/settle.ts';
export {
  applySingaporeHand,
  applySingaporeInstant,
  type SingaporeInstantBreakdown,
  type SingaporeSettlement,
  type SingaporeWinBreakdown,
  settleSingapore,
  singaporeTable,
} from './table/singapore.ts';
export type {
  AdjustEvent,
  AdjustRecord,
  EndReason,
  GameConfig,
  GameDocument,
  GameEvent,
  GameState,
  HandBreakdown,
  HandRecord,
  HandResult,
  HandWinScore,
  InstantResult,
  PenaltyEvent,
  PenaltyRecord,
  PointsWinScore,
  RoundState,
  TaiWinScore,
  ValueWinScore,
  WinBreakdown,
  WinEntry,
} from './table/types.ts';
export {
  flowerTile,
  formatTile,
  formatTiles,
  parseTile,
  parseTiles,
  seasonTile,
  tileOrder,
} from './tiles/notation.ts';
export {
  ANIMAL_NAMES,
  doraFromIndicator,
  isAnimal,
  isBonus,
  isFlower,
  isHonor,
  isRedFive,
  isSeason,
  isTerminal,
  isYaochuu,
  KINDS,
  kindOf,
  type Tile,
} from './tiles/tile.ts';
