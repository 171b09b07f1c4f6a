// `mahjong-ledger rules [preset]`: the presets of every family, and for one preset every
// option with its value (options that differ from the family's default preset are marked).
// The values are core's presets as resolved by core, with any `--set` overrides applied.

import type { Command } from 'commander';
import { collectSetting } from '../args.ts';
import { usageError } from '../errors.ts';
import {
  FAMILIES,
  type FamilyInfo,
  findFamily,
  findFamilyOfPreset,
  resolveFamilyRules,
  unknownPresetError,
  wrongFamilyError,
} from '../families/registry.ts';
import { type Io, printLines, printResult } from '../io.ts';
import { layoutColumns } from '../text.ts';

interface RulesOptions {
  family?: string;
  set?: Record<string, unknown>;
  json?: boolean;
}

/** An option value as text: lists in brackets, null as "none". */
export function formatOptionValue(v: unknown): string {
  if (v === null) return 'none';
  if (Array.isArray(v)) return `[${v.map(formatOptionValue).join(', ')}]`;
  return String(v);
}

function listPresets(families: readonly FamilyInfo[]): string[] {
  const lines: string[] = [];
  for (const f of families) {
    lines.push(`${f.title} (--family ${f.id})`);
    lines.push(...Object.keys(f.presets).map((p) => `  ${p}${p === f.defaultPreset ? '  (default)' : ''}`));
  }
  return lines;
}

function listOptions(
  family: FamilyInfo,
  preset: string,
  rules: Record<string, unknown>,
  overrides: Record<string, unknown>,
  io: Io,
): string[] {
  const reference = resolveFamilyRules(family, family.defaultPreset, {}).rules;
  const rows = Object.entries(rules).map(([key, value]) => {
    const set = Object.keys(overrides).some(
      (k) => k === key || k.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) === key,
    );
    const differs = JSON.stringify(value) !== JSON.stringify(reference[key]);
    const mark = set
      ? '(set)'
      : differs
        ? `* (${family.defaultPreset}: ${formatOptionValue(reference[key])})`
        : '';
    return [key, formatOptionValue(value), mark];
  });
  return [
    io.color.bold(`${family.title} rules: ${preset}`),
    `  ${rows.length} options; * marks a value that differs from the default preset ${family.defaultPreset}${
      Object.keys(overrides).length ? ', (set) one given with --set' : ''
    }`,
    ...layoutColumns(rows),
  ];
}

export function registerRulesCommand(program: Command, io: Io): void {
  program
    .command('rules')
    .description('the rule presets of every family, or every option of one preset with its value')
    .argument('[preset]', 'a preset id, e.g. ema2016, tenhou, jc_reference, sg_reference')
    .option(
      '--family <family>',
      'only this family (riichi, classical, singapore); with no preset, its default',
    )
    .option('--set <key=value>', 'show the preset with this option overridden; repeatable', collectSetting)
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `
Examples:
  mahjong-ledger rules
  mahjong-ledger rules tenhou
  mahjong-ledger rules --family singapore
  mahjong-ledger rules ema2016 --set kiriage=false --json`,
    )
    .action((preset: string | undefined, o: RulesOptions) => {
      const overrides = o.set ?? {};
      let family: FamilyInfo | undefined;
      if (o.family !== undefined) family = findFamily(o.family);
      if (preset !== undefined) {
        const owner = findFamilyOfPreset(preset);
        if (owner && family && owner.id !== family.id)
          throw wrongFamilyError(preset, owner, family, `leave --family out to list ${preset}`);
        if (!owner) throw unknownPresetError(preset, family);
        family = owner;
      }
      if (!family) {
        if (Object.keys(overrides).length) throw usageError('--set needs a preset or --family to apply to');
        if (o.json) {
          printResult(io, {
            families: FAMILIES.map((f) => ({
              id: f.id,
              title: f.title,
              defaultPreset: f.defaultPreset,
              presets: Object.keys(f.presets),
            })),
          });
        } else {
          printLines(io, [
            ...listPresets(FAMILIES),
            '',
            'Every option of a preset: mahjong-ledger rules <preset>',
          ]);
        }
        return;
      }
      const resolved = resolveFamilyRules(family, preset, overrides);
      if (o.json) {
        printResult(io, { family: family.id, preset: resolved.preset, overrides, rules: resolved.rules });
        return;
      }
      const lines = preset === undefined ? [...listPresets([family]), ''] : [];
      printLines(io, [...lines, ...listOptions(family, resolved.preset, resolved.rules, overrides, io)]);
    });
}
