// The three rule families as the `rules` and `chart` commands see them: a display title, the
// presets and the resolver of core's `RuleFamily` objects.

import { classical, type Issue, riichi, singapore } from '@mahjong-ledger/core';
import { type CliError, coreErrorJson, describeIssues, usageError } from '../errors.ts';

export type FamilyId = 'riichi' | 'classical' | 'singapore';

export interface FamilyInfo {
  id: FamilyId;
  title: string;
  presets: Readonly<Record<string, unknown>>;
  defaultPreset: string;
  resolveRules(
    preset: string,
    overrides?: Record<string, unknown>,
  ): { ok: true; value: unknown } | { ok: false; error: string; issues: Issue[] };
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
  return (
    FAMILIES.find((f) => Object.hasOwn(f.presets, preset)) ?? FAMILIES.find((f) => f.resolveRules(preset).ok)
  );
}

/**
 * A preset no family (or not `family`) has: a usage error naming the presets of every family
 * (or of `family`), grouped as `mahjong-ledger rules` lists them.
 */
export function unknownPresetError(preset: string, family?: FamilyInfo): CliError {
  const known = (family ? [family] : FAMILIES)
    .map((f) => `${f.id}: ${Object.keys(f.presets).join(', ')}`)
    .join('; ');
  const message = `unknown preset "${preset}"${family ? ` for ${family.id}` : ''} (known: ${known})`;
  return usageError(
    message,
    coreErrorJson({ error: 'invalid', issues: [{ code: 'unknown_preset', message, path: 'rules' }] }),
  );
}

/**
 * A preset of `owner` asked for in `family` (`--family singapore --rules ema2016`): named as the
 * other family's, with `family`'s own presets and `remedy` (what to do instead).
 */
export function wrongFamilyError(
  preset: string,
  owner: FamilyInfo,
  family: FamilyInfo,
  remedy: string,
): CliError {
  const message = `${preset} is a ${owner.title} preset, not a ${family.title} one (${family.id}: ${Object.keys(family.presets).join(', ')}); ${remedy}`;
  return usageError(
    message,
    coreErrorJson({ error: 'invalid', issues: [{ code: 'unknown_preset', message, path: 'rules' }] }),
  );
}

/**
 * The family of `--family`, else of the preset `--rules` names (an unknown one is a usage error
 * naming every family's presets), else riichi.
 */
export function familyOfOptions(o: { family?: string; rules?: string }): FamilyInfo {
  if (o.family !== undefined) {
    const family = findFamily(o.family);
    // A preset of another family (--family singapore --rules ema2016) is named as that family's,
    // where it read as a preset no one knew.
    const other =
      o.rules === undefined || family.resolveRules(o.rules).ok ? undefined : findFamilyOfPreset(o.rules);
    if (other) throw wrongFamilyError(o.rules!, other, family, `leave --family out to play ${o.rules}`);
    return family;
  }
  if (o.rules === undefined) return findFamily('riichi');
  const family = findFamilyOfPreset(o.rules);
  if (!family) throw unknownPresetError(o.rules);
  return family;
}

/** A family's complete rules for a preset and overrides; an unknown preset or option is a usage error. */
export function resolveFamilyRules(
  family: FamilyInfo,
  preset: string | undefined,
  overrides: Record<string, unknown>,
): { preset: string; rules: Record<string, unknown> } {
  const id = preset ?? family.defaultPreset;
  const r = family.resolveRules(id, overrides);
  if (!r.ok) throw usageError(describeIssues(r.issues).join('; '), coreErrorJson(r, family.id));
  return { preset: id, rules: r.value as Record<string, unknown> };
}
