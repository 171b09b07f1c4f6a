// The three rule families as the `rules` and `chart` commands see them: a display title, the
// presets and the resolver of core's `RuleFamily` objects.

import { classical, type Issue, riichi, singapore } from '@mahjong-ledger/core';
import { describeIssues, usageError } from '../errors.ts';

export type FamilyId = 'riichi' | 'classical' | 'singapore';

export interface FamilyInfo {
  id: FamilyId;
  title: string;
  presets: Readonly<Record<string, unknown>>;
  defaultPreset: string;
  resolveRules(
    preset: string,
    overrides?: Record<string, unknown>,
  ): { ok: true; value: unknown } | { ok: false; issues: Issue[] };
}

export const FAMILIES: readonly FamilyInfo[] = [
  { ...riichi, title: 'Riichi' },
  { ...classical, title: 'Japanese Classical' },
  { ...singapore, title: 'Singapore' },
];

export function findFamily(id: string): FamilyInfo {
  const f = FAMILIES.find((x) => x.id === id);
  if (!f) throw usageError(`unknown family "${id}" (known: ${FAMILIES.map((x) => x.id).join(', ')})`);
  return f;
}

/** The family that has a preset of this id (aliases such as `wrc` included), if any. */
export function findFamilyOfPreset(preset: string): FamilyInfo | undefined {
  return FAMILIES.find((f) => preset in f.presets) ?? FAMILIES.find((f) => f.resolveRules(preset).ok);
}

/** A family's complete rules for a preset and overrides; an unknown preset or option is a usage error. */
export function resolveFamilyRules(
  family: FamilyInfo,
  preset: string | undefined,
  overrides: Record<string, unknown>,
): { preset: string; rules: Record<string, unknown> } {
  const id = preset ?? family.defaultPreset;
  const r = family.resolveRules(id, overrides);
  if (!r.ok) throw usageError(describeIssues(r.issues).join('; '));
  return { preset: id, rules: r.value as Record<string, unknown> };
}
