// How a game's numbers read in each family. The ledger keeps riichi and Japanese Classical
// scores in table points and Singapore balances in integer hundredths of the currency unit
// (core's `scoreUnit: 'hundredths'`); on screen a Singapore amount is money with cents
// (150 → 1.50). Money reads the same in every family: with cents, a settlement's signed
// (+4.89, -1.80, 0.00), and named by one label (MONEY_UNIT). Only the display changes here:
// every number is core's.

import type { FamilyId, GameConfig } from '@mahjong-ledger/core';
import { formatSigned } from '../text.ts';

export interface LedgerUnits {
  family: FamilyId;
  /** "riichi", "Japanese Classical", "Singapore" (the table's title). */
  title: string;
  /** A score, balance or payment in the game's unit. */
  amount(n: number): string;
  /** A change of score, always signed (+1300, -0.50). */
  signed(n: number): string;
  /** The name of the sticks on the table, or null for a family without them. */
  sticks: string | null;
  /** What `round.honba` counts in this family. */
  repeats: string;
  /** The name of a chombo in this family. */
  chombo: string;
}

/** Integer hundredths as money with cents: 150 → "1.50", -5 → "-0.05". */
export function formatCents(hundredths: number): string {
  const h = Math.round(hundredths);
  const a = Math.abs(h);
  return `${h < 0 ? '-' : ''}${Math.floor(a / 100)}.${String(a % 100).padStart(2, '0')}`;
}

/** A currency amount (e.g. core's settlement `points` or `money`) with cents: 1.5 → "1.50". */
export function formatMoney(units: number): string {
  return formatCents(Math.round(units * 100));
}

/** What money is counted in, wherever the tool shows it (core's "currency units"). */
export const MONEY_UNIT = 'currency units';

/** Integer hundredths as a signed amount with cents: 150 → "+1.50", -5 → "-0.05", 0 → "0.00". */
export function formatSignedCents(hundredths: number): string {
  return Math.round(hundredths) > 0 ? `+${formatCents(hundredths)}` : formatCents(hundredths);
}

/** A currency amount (core's settlement `money`) signed, with cents: 4.887 → "+4.89", -1.8 → "-1.80". */
export function formatSignedMoney(units: number): string {
  return formatSignedCents(Math.round(units * 100));
}

const UNITS: Record<FamilyId, LedgerUnits> = {
  riichi: {
    family: 'riichi',
    title: 'riichi',
    amount: String,
    signed: formatSigned,
    sticks: 'riichi sticks',
    repeats: 'honba',
    chombo: 'chombo',
  },
  classical: {
    family: 'classical',
    title: 'Japanese Classical',
    amount: String,
    signed: formatSigned,
    sticks: 'Ready sticks',
    repeats: 'dealer streak',
    chombo: 'erroneous mahjong',
  },
  singapore: {
    family: 'singapore',
    title: 'Singapore',
    amount: formatCents,
    signed: formatSignedCents,
    sticks: null,
    repeats: 'dealer repeats',
    chombo: 'false win',
  },
};

export function unitsOf(config: Pick<GameConfig, 'family'>): LedgerUnits {
  return UNITS[config.family] ?? UNITS.riichi;
}
