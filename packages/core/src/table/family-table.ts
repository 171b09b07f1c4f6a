// What a rule family provides to the ledger: how its games start, how a hand (or an instant
// payout) changes the table, and how a game settles. The ledger's reducer is the same for
// every family; only these functions differ.

import type { Seat } from '../payment.ts';
import type { Result } from '../result.ts';
import type { HandOutcome } from './riichi.ts';
import type { Settlement } from './settle.ts';
import type { GameConfig, GameEvent, GameState, HandResult, RoundState } from './types.ts';

export interface FamilyTable<Rules = unknown> {
  /** The game's rules from its configuration (preset + overrides), or every problem with them. */
  resolve(config: GameConfig): Result<Rules, 'invalid'>;
  /**
   * What one stick on the table is worth in the game's score unit (riichi 1000, Japanese
   * Classical its Ready stick, Singapore 0: no sticks). The invariant is
   * scores + sticks × stickValue = total.
   */
  stickValue(rules: Rules): number;
  /** Scores, round and dealer at the start of the game. */
  start(rules: Rules): { scores: [number, number, number, number]; round: RoundState; dealer: Seat };
  /** One hand: declarations (riichi/ready sticks) and its result. */
  applyHand(
    state: GameState,
    rules: Rules,
    declared: readonly Seat[],
    result: HandResult,
  ): Result<HandOutcome, 'invalid'>;
  /** An instant payout event (Singapore); families without them return an error. */
  applyInstant(
    state: GameState,
    rules: Rules,
    event: Extract<GameEvent, { type: 'instant' }>,
  ): Result<HandOutcome, 'invalid'>;
  /**
   * Why the family takes no tournament penalty in final points (a `penalty` event), or null
   * when its settlement takes them off after uma (riichi).
   */
  penaltyRefusal: string | null;
  /** The final table. */
  settle(state: GameState, rules: Rules): Settlement;
}
