// The Singapore scorer: validates a hand, tries every reading of it, counts the elements of
// each, and keeps the best (most tai, then most paid, then most nominal tai). The minimum of
// one tai and the limit are applied here; payments come from payments.ts.

import type { Payment, Seat } from '../../payment.ts';
import { fail, issue, ok, type Result } from '../../result.ts';
import { EAST, HAKU, HONOR, isTerminal, suitOf } from '../../tiles/tile.ts';
import type { RuleFamily, ScoreLine, ScoreSummary } from '../family.ts';
import { countElements, isAllGreen, type SingaporeElementLine } from './elements.ts';
import {
  countKinds,
  describeBonus,
  type Reading,
  readSingaporeHand,
  type SingaporeHand,
  type SingaporeWinInput,
  validateSingaporeWin,
  waitsOf,
} from './hand.ts';
import {
  BAO_CASE_WORDS,
  isBaoApplied,
  isFreshTileBao,
  type PaymentHundredths,
  paymentHundredths,
  settleWin,
  toCurrencyPayment,
  type WinSettlement,
  whyBaoNotApplied,
} from './payments.ts';
import {
  type BaoReason,
  resolveSingaporeRules,
  SINGAPORE_DEFAULT_PRESET,
  SINGAPORE_PRESETS,
  type SingaporePreset,
  type SingaporeRules,
} from './rules.ts';

/** The value of a hand before the minimum-tai check. */
export interface SingaporeAssessment {
  /** Tai used for payment: min(total, limit). */
  tai: number;
  /** Uncapped total with nominal values (full-flush triplets 8, thirteen wonders 13 ...). */
  taiRaw: number;
  elements: SingaporeElementLine[];
  /** The section 3.6 limit hand scored, if any (the first one when several apply). */
  limitHand: SingaporeElementLine['id'] | null;
  reading: Reading;
  /** The winner's seat (seat order of the payment). */
  winner: Seat;
  /** Exact payment in hundredths of the currency unit. */
  paymentHundredths: PaymentHundredths;
  /**
   * Why the situation's bao was not applied (its case switched off, or an exception of sections
   * 4.2 and 7), in words; null when it was, or when none was given.
   */
  baoNotApplied: string | null;
}

export interface SingaporeScore extends ScoreSummary, SingaporeAssessment {
  family: 'singapore';
  /** The same payment in currency units. */
  payment: Payment;
}

export type SingaporeScoreError = 'invalid' | 'not_agari' | 'below_minimum';

function winnerOf(input: SingaporeWinInput): Seat {
  return (input.situation.winnerSeat ?? input.situation.seatWind - 1) as Seat;
}

/**
 * The explicit bao, or the discarder of a fresh tile late in the hand (section 7). Each bao case
 * is a switch: an explicit bao that these rules do not apply (its case switched off, or an
 * exception of sections 4.2 and 7) leaves the fresh-tile case to be checked.
 */
function liableSeat(
  input: SingaporeWinInput,
  rules: SingaporeRules,
  settlement: Omit<WinSettlement, 'bao'>,
  caseFits: boolean,
): WinSettlement['bao'] {
  const s = input.situation;
  if (s.bao && caseFits && isBaoApplied({ ...settlement, bao: s.bao }, rules)) return s.bao;
  if (s.tsumo || s.discarder === null || s.liveTiles === undefined || s.freshTile === undefined) return null;
  return isFreshTileBao({ liveTiles: s.liveTiles, freshTile: s.freshTile, kong: false }, rules)
    ? { seat: s.discarder, reason: 'fresh_tile' }
    : null;
}

const sets = (kinds: readonly number[], from: number, to: number) => {
  let n = 0;
  let pairs = 0;
  for (let k = from; k <= to; k++) {
    if (kinds[k]! >= 3) n++;
    else if (kinds[k] === 2) pairs++;
  }
  return { n, pairs };
};

/**
 * Why the hand does not fit the bao case it is entered with (section 7: each case is a hand its
 * liable player's discard made: three dragon sets or two and the dragon pair, four wind sets or
 * three and the wind pair, one suit, all honours, all green, all terminals, four kongs), or
 * null. The limit case is judged by the tai, reading by reading; the fresh-tile cases by the table.
 */
function baoCaseMismatch(
  reason: BaoReason | undefined,
  kinds: readonly number[],
  hand: SingaporeHand,
): string | null {
  const held = kinds.flatMap((n, k) => (n > 0 ? [k] : []));
  const words = reason ? BAO_CASE_WORDS[reason] : '';
  const unless = (fits: boolean, what: string) =>
    fits ? null : `${words} bao is for ${what}, which this hand is not`;
  switch (reason) {
    case 'dragons': {
      const d = sets(kinds, HAKU, HAKU + 2);
      return unless(
        d.n === 3 || (d.n === 2 && d.pairs === 1),
        'a hand of three dragon sets, or two and the dragon pair',
      );
    }
    case 'winds': {
      const w = sets(kinds, EAST, EAST + 3);
      return unless(
        w.n === 4 || (w.n === 3 && w.pairs === 1),
        'a hand of four wind sets, or three and the wind pair',
      );
    }
    case 'flush':
      return unless(
        held.every((k) => k < HONOR && suitOf(k) === suitOf(held[0]!)),
        'a hand of one suit',
      );
    case 'all_honours':
      return unless(
        held.every((k) => k >= HONOR),
        'a hand of honours only',
      );
    case 'pure_green':
      return unless(isAllGreen(kinds), 'a hand of green tiles only');
    case 'terminals':
      return unless(held.every(isTerminal), 'a hand of terminals only');
    case 'eighteen_arhats':
      return unless(
        hand.melds.filter((m) => m.kind !== 'chi' && m.kind !== 'pon').length === 4,
        'a hand of four kongs',
      );
    default:
      return null;
  }
}

function winnerGain(p: PaymentHundredths, winner: Seat): number {
  return p.deltas[winner];
}

/**
 * The best reading of a hand and what it is worth, without the minimum-tai check (so a 0-tai
 * hand still reports its 0). Errors: `invalid` (every issue of the input), `not_agari`.
 */
export function assessSingaporeHand(
  input: SingaporeWinInput,
  rules: SingaporeRules,
): Result<SingaporeAssessment, 'invalid' | 'not_agari'> {
  const issues = validateSingaporeWin(input);
  if (issues.length) return fail('invalid', issues);
  const readings = readSingaporeHand(input, rules);
  if (readings.length === 0) {
    return fail('not_agari', [issue('not_agari', 'the tiles do not form a winning hand', 'hand')]);
  }
  const { hand, situation } = input;
  const kinds = countKinds([...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)]);
  const bonus = describeBonus(hand.bonus);
  let waits: number[] | undefined;
  const lazyWaits = () => {
    waits ??= waitsOf(hand);
    return waits;
  };
  // Pure Green replaces the flush items (RL R4a). Both are tried so that a full-flush fixed total
  // worth more still wins; on a tie Pure Green, tried first, is kept.
  const greenVariants = rules.pureGreen && isAllGreen(kinds) ? [true, false] : [false];
  const winner = winnerOf(input);
  const baoReason = situation.bao?.reason;
  const caseMismatch = situation.bao ? baoCaseMismatch(baoReason, kinds, hand) : null;
  let best: SingaporeAssessment | undefined;
  for (const reading of readings) {
    for (const pureGreenInPlaceOfFlush of greenVariants) {
      const elements = countElements({
        rules,
        reading,
        hand,
        situation,
        kinds,
        bonus,
        waits: lazyWaits,
        pureGreenInPlaceOfFlush,
      });
      const counted = elements.reduce((a, e) => a + e.tai, 0);
      const taiRaw = elements.reduce((a, e) => a + e.nominal, 0);
      const tai = rules.limit === null ? counted : Math.min(counted, rules.limit);
      const limitHand = elements.find((e) => e.category === 'limit')?.id ?? null;
      const settlement: Omit<WinSettlement, 'bao'> = {
        winner,
        discarder: situation.tsumo ? null : situation.discarder,
        tsumo: situation.tsumo,
        taiRaw,
        limitHand: limitHand !== null,
        thirteenWonders: elements.some((e) => e.id === 'thirteen_wonders'),
      };
      const mismatch =
        caseMismatch ??
        (baoReason === 'limit' && rules.limit !== null && tai < rules.limit
          ? `limit bao is for a hand at the limit (${rules.limit} tai), and this one has ${tai}`
          : null);
      const payment = paymentHundredths(
        settleWin({ ...settlement, bao: liableSeat(input, rules, settlement, mismatch === null) }, rules),
      );
      const candidate: SingaporeAssessment = {
        tai,
        taiRaw,
        elements,
        limitHand,
        reading,
        winner,
        paymentHundredths: payment,
        baoNotApplied: situation.bao
          ? (whyBaoNotApplied({ ...settlement, bao: situation.bao }, rules) ?? mismatch)
          : null,
      };
      if (
        !best ||
        tai > best.tai ||
        (tai === best.tai && winnerGain(payment, winner) > winnerGain(best.paymentHundredths, winner)) ||
        (tai === best.tai &&
          winnerGain(payment, winner) === winnerGain(best.paymentHundredths, winner) &&
          taiRaw > best.taiRaw)
      ) {
        best = candidate;
      }
    }
  }
  return ok(best!);
}

function scoreLines(a: SingaporeAssessment): ScoreLine[] {
  return a.elements.map((e) => ({ id: e.id, value: e.tai, unit: e.category === 'limit' ? 'limit' : 'tai' }));
}

/**
 * Scores a Singapore winning hand: elements, tai (capped), payment. Errors: `invalid`,
 * `not_agari`, `below_minimum` (fewer tai than the minimum: a chicken hand is no win; declaring
 * it is a false win, see `settleSingaporeFalseWin`).
 */
export function scoreSingaporeHand(
  input: SingaporeWinInput,
  rules: SingaporeRules,
): Result<SingaporeScore, SingaporeScoreError> {
  const assessed = assessSingaporeHand(input, rules);
  if (!assessed.ok) return assessed;
  const a = assessed.value;
  if (a.taiRaw < rules.minTai) {
    return fail('below_minimum', [
      issue(
        'below_minimum',
        `the hand is worth ${a.taiRaw} tai; a win needs at least ${rules.minTai}`,
        'hand',
      ),
    ]);
  }
  return ok({
    ...a,
    family: 'singapore' as const,
    lines: scoreLines(a),
    limit: rules.limit !== null && a.taiRaw >= rules.limit ? 'limit' : null,
    payment: toCurrencyPayment(a.paymentHundredths),
  });
}

/** The Singapore rule family behind the shared interface. */
export const singapore: RuleFamily<SingaporeWinInput, SingaporeRules, SingaporeScore, SingaporePreset> = {
  id: 'singapore',
  presets: SINGAPORE_PRESETS,
  defaultPreset: SINGAPORE_DEFAULT_PRESET,
  resolveRules: resolveSingaporeRules,
  scoreHand: scoreSingaporeHand,
};
