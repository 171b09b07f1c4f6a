// The rule families the app can play: each with its presets and option resolver from core.
// Only families whose game ledger and scorer core exports are listed, so the new-game screen
// never offers a family that cannot score.

import {
  type FamilyId,
  type Issue,
  RIICHI_PRESET_IDS,
  RIICHI_PRESETS,
  resolveRiichiRules,
} from '@mahjong-ledger/core';

export interface FamilyChoice {
  id: FamilyId;
  presets: readonly string[];
  defaultPreset: string;
  /** Every option of a preset with overrides applied, or the issues. */
  resolve(
    preset: string,
    overrides: Record<string, unknown>,
  ): { ok: true; value: Record<string, unknown> } | { ok: false; issues: Issue[] };
  /** Each option's values across the presets (choices for text options). */
  optionValues(key: string): unknown[];
}

const riichiFamily: FamilyChoice = {
  id: 'riichi',
  presets: RIICHI_PRESET_IDS,
  defaultPreset: 'wrc2025',
  resolve(preset, overrides) {
    const r = resolveRiichiRules(preset, overrides);
    return r.ok
      ? { ok: true, value: r.value as unknown as Record<string, unknown> }
      : { ok: false, issues: r.issues };
  },
  optionValues(key) {
    const seen = new Map<string, unknown>();
    for (const p of Object.values(RIICHI_PRESETS)) {
      const v = (p as unknown as Record<string, unknown>)[key];
      seen.set(JSON.stringify(v), v);
    }
    return [...seen.values()];
  },
};

export const FAMILIES: readonly FamilyChoice[] = [riichiFamily];
