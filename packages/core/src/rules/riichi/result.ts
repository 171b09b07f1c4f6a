// The riichi scorer's result: the breakdown (yaku, fu lines, limit, points) and score box 2.
// The payment lines, the generic lines and the interpretation's description are built on
// first access, so scoring in bulk does not pay for what it does not read.

import type { Payment } from '../../payment.ts';
import type { ScoreLine } from '../family.ts';
import {
  GROUP_KAN,
  GROUP_SEQUENCE,
  type ScoringContext,
  SHAPE_CHIITOITSU,
  SHAPE_KOKUSHI,
  WAIT_NAMES,
  type WaitKind,
} from './context.ts';
import type { FuLine } from './fu.ts';
import { riichiWinPayment, type WinPaymentInput } from './payments.ts';
import type { HandPayment, LimitName } from './points.ts';

export interface YakuLine {
  id: string;
  /** han; for yakuman, 13 × its multiple. */
  han: number;
}

export interface Interpretation {
  shape: 'standard' | 'chiitoitsu' | 'kokushi';
  /** Groups as mpsz text with their kind (standard shape). */
  groups: { kind: 'sequence' | 'triplet' | 'kan'; tile: number; open: boolean; concealed: boolean }[];
  pair: number | null;
  wait: WaitKind;
}

export interface RiichiScore {
  family: 'riichi';
  yaku: YakuLine[];
  /** Yakuman multiple (0: none; a counted yakuman is 0 here). */
  yakuman: number;
  /** Total han including dora; 13 × multiple for yakuman. */
  han: number;
  /** Fu of the chosen reading (null for yakuman). */
  fu: number | null;
  fuLines: FuLine[];
  dora: number;
  uraDora: number;
  akaDora: number;
  limit: LimitName | null;
  basePoints: number;
  /** What each payer pays before honba and sticks. */
  perPayer: HandPayment;
  /** What the winner receives including honba, excluding sticks. */
  total: number;
  /** Score box 2, seats by wind: 0 = East .. 3 = North. */
  payment: Payment;
  /** Score box 1 as generic lines (yaku, dora). */
  lines: ScoreLine[];
  interpretation: Interpretation;
}

export type RiichiScoreError = 'invalid' | 'not_agari' | 'no_yaku';

/**
 * The result object. Score box 2 (`payment`) and the generic `lines` are built on first
 * access, so scoring in bulk does not pay for what it does not read; `toJSON` includes them.
 */
export class RiichiScoreResult implements RiichiScore {
  readonly family = 'riichi' as const;
  #paymentInput: WinPaymentInput;
  #payment: Payment | undefined;
  #lines: ScoreLine[] | undefined;
  constructor(
    readonly yaku: YakuLine[],
    readonly yakuman: number,
    readonly han: number,
    readonly fu: number | null,
    readonly fuLines: FuLine[],
    readonly dora: number,
    readonly uraDora: number,
    readonly akaDora: number,
    readonly limit: LimitName | null,
    readonly basePoints: number,
    readonly perPayer: HandPayment,
    readonly total: number,
    paymentInput: WinPaymentInput,
    shape: number,
    wait: number,
    pair: number,
    groupsPacked: number,
  ) {
    this.#paymentInput = paymentInput;
    this.#shape = shape;
    this.#wait = wait;
    this.#pair = pair;
    this.#groups = groupsPacked;
  }

  #shape: number;
  #wait: number;
  #pair: number;
  #groups: number;
  #interpretation: Interpretation | undefined;

  get interpretation(): Interpretation {
    this.#interpretation ??=
      this.#shape < 0
        ? { shape: 'standard', groups: [], pair: null, wait: 'tanki' }
        : describe(this.#shape, this.#wait, this.#pair, this.#groups);
    return this.#interpretation;
  }

  get payment(): Payment {
    this.#payment ??= riichiWinPayment(this.#paymentInput);
    return this.#payment;
  }

  get lines(): ScoreLine[] {
    this.#lines ??= this.yaku.map((y) =>
      this.yakuman > 0
        ? { id: y.id, value: y.han / 13, unit: 'yakuman' as const }
        : { id: y.id, value: y.han, unit: 'han' as const },
    );
    return this.#lines;
  }

  toJSON(): RiichiScore {
    return {
      family: this.family,
      yaku: this.yaku,
      yakuman: this.yakuman,
      han: this.han,
      fu: this.fu,
      fuLines: this.fuLines,
      dora: this.dora,
      uraDora: this.uraDora,
      akaDora: this.akaDora,
      limit: this.limit,
      basePoints: this.basePoints,
      perPayer: this.perPayer,
      total: this.total,
      payment: this.payment,
      lines: this.lines,
      interpretation: this.interpretation,
    };
  }
}

/**
 * The chosen interpretation's four groups packed into one number (10 bits each: kind, tile,
 * open, concealed; 40 bits in all), unpacked only when the result's interpretation is read.
 */
export function packGroups(c: ScoringContext): number {
  let packed = 0;
  for (let i = 3; i >= 0; i--) {
    packed =
      packed * 1024 +
      (c.groupKind[i]! | (c.groupTile[i]! << 2) | (c.groupOpen[i]! << 8) | (c.groupConcealed[i]! << 9));
  }
  return packed;
}

function describe(shape: number, wait: number, pair: number, groupsPacked: number): Interpretation {
  if (shape === SHAPE_KOKUSHI) return { shape: 'kokushi', groups: [], pair: null, wait: WAIT_NAMES[wait]! };
  if (shape === SHAPE_CHIITOITSU) return { shape: 'chiitoitsu', groups: [], pair: null, wait: 'tanki' };
  const groups: Interpretation['groups'] = [];
  let rest = groupsPacked;
  for (let i = 0; i < 4; i++) {
    const g = rest % 1024;
    rest = Math.floor(rest / 1024);
    const kind = g & 3;
    groups.push({
      kind: kind === GROUP_SEQUENCE ? 'sequence' : kind === GROUP_KAN ? 'kan' : 'triplet',
      tile: (g >> 2) & 63,
      open: ((g >> 8) & 1) === 1,
      concealed: ((g >> 9) & 1) === 1,
    });
  }
  return { shape: 'standard', groups, pair, wait: WAIT_NAMES[wait]! };
}
