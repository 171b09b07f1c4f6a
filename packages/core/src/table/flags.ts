// The situation flags a win entered by its tiles may carry (`HandWinScore.flags`), per family:
// the one list the ledger checks entries against, and that front ends offer and map their own
// options to, so that a flag one of them offers is never one the ledger refuses.

import type { FamilyId } from '../rules/family.ts';

/** What a flag holds: on or off, or a count (consecutive flower replacements). */
export type WinFlagKind = 'boolean' | 'count';

/** Every flag the ledger accepts on a win entered by its tiles, with what it holds, per family. */
export const WIN_FLAGS = Object.freeze({
  riichi: Object.freeze({
    doubleRiichi: 'boolean',
    ippatsu: 'boolean',
    haitei: 'boolean',
    houtei: 'boolean',
    rinshan: 'boolean',
    chankan: 'boolean',
    chankanOnAnkan: 'boolean',
    tenhou: 'boolean',
    chiihou: 'boolean',
    renhou: 'boolean',
    openRiichi: 'boolean',
    // Local situations of spec §3.6, counted only where the rules switch their yaku on.
    tsubameGaeshi: 'boolean',
    kanburi: 'boolean',
  }),
  classical: Object.freeze({
    lastTile: 'boolean',
    kongReplacement: 'boolean',
    robbingKong: 'boolean',
    heavenlyHand: 'boolean',
    earthlyHand: 'boolean',
  }),
  singapore: Object.freeze({
    lastTile: 'boolean',
    kongReplacement: 'boolean',
    kongOnKong: 'boolean',
    flowerReplacement: 'count',
    robbingKong: 'boolean',
    heavenlyHand: 'boolean',
    earthlyHand: 'boolean',
    humanlyHand: 'boolean',
    robbingTheEighth: 'boolean',
  }),
} as const satisfies Record<FamilyId, Readonly<Record<string, WinFlagKind>>>);

/** The name of a flag a win of family `F` may carry. */
export type WinFlag<F extends FamilyId = FamilyId> = F extends FamilyId ? keyof (typeof WIN_FLAGS)[F] : never;

/** What flag `name` holds in family `family`, or undefined when the family has no such flag. */
export function winFlagKind(family: FamilyId, name: string): WinFlagKind | undefined {
  const flags: Readonly<Record<string, WinFlagKind>> = WIN_FLAGS[family];
  return Object.hasOwn(flags, name) ? flags[name] : undefined;
}
