// How a game's numbers read in each family. The ledger keeps riichi and Japanese Classical
// scores in table points and Singapore balances in integer hundredths of the currency unit
// (core's `scoreUnit: 'hundredths'`); on screen a Singapore amount is money with cents
// (150 → 1.50). Only the display changes here: every number is core's.

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

const signedWith = (format: (n: number) => string) => (n: number) => (n > 0 ? `+${format(n)}` : format(n));

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
    signed: signedWith(formatCents),
    sticks: null,
    repeats: 'dealer repeats',
    chombo: 'false win',
  },
};

export function unitsOf(config: Pick<GameConfig, 'family'>): LedgerUnits {
  return UNITS[config.family] ?? UNITS.riichi;
}
