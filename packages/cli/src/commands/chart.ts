// `mahjong-ledger chart`: the riichi han/fu payment chart for a preset (non-dealer and dealer,
// ron and tsumo, then the limit rows), or the Singapore tai table of a preset's stakes. The
// cells are core's: `POINTS_CHART` says which han/fu combinations exist, `basePoints` and
// `handPayment` price them under the preset (kiriage included), `stakeTable` gives the tai rows.

import {
  basePoints,
  handPayment,
  LIMIT_CHART,
  type LimitName,
  POINTS_CHART,
  type RiichiRules,
  type SingaporeRules,
  stakeTable,
} from '@mahjong-ledger/core';
import type { Command } from 'commander';
import { collectSetting } from '../args.ts';
import { usageError } from '../errors.ts';

import { familyOfOptions, resolveFamilyRules } from '../families/registry.ts';
import { type Io, printLines, printResult } from '../io.ts';
import { formatMoney, MONEY_UNIT } from '../ledger/units.ts';
import { formatId, layoutColumns } from '../text.ts';

interface ChartOptions {
  rules?: string;
  family?: string;
  set?: Record<string, unknown>;
  maxTai?: string;
  json?: boolean;
}

interface RiichiChartRow {
  han: number;
  fu: number;
  base: number;
  /** Set when the preset pays the cell as a limit (kiriage mangan). */
  limit: LimitName | null;
  nonDealerRon: number | null;
  /** [each non-dealer, dealer]. */
  nonDealerTsumo: [number, number] | null;
  dealerRon: number | null;
  /** From each non-dealer. */
  dealerTsumo: number | null;
}

/** Each cell of the standard chart priced under `rules`; impossible cells stay null. */
export function buildRiichiChart(rules: RiichiRules): RiichiChartRow[] {
  return POINTS_CHART.map((cell) => {
    const { base, limit } = basePoints(cell.han, cell.fu, 0, rules);
    const ndRon = handPayment(base, false, false);
    const ndTsumo = handPayment(base, false, true);
    const dRon = handPayment(base, true, false);
    const dTsumo = handPayment(base, true, true);
    return {
      han: cell.han,
      fu: cell.fu,
      base,
      limit,
      nonDealerRon: cell.nonDealerRon === null || !('ron' in ndRon) ? null : ndRon.ron,
      nonDealerTsumo:
        cell.nonDealerTsumo === null || !('tsumo_dealer' in ndTsumo)
          ? null
          : [ndTsumo.tsumo_non_dealer, ndTsumo.tsumo_dealer],
      dealerRon: cell.dealerRon === null || !('ron' in dRon) ? null : dRon.ron,
      dealerTsumo: cell.dealerTsumo === null || !('tsumo_all' in dTsumo) ? null : dTsumo.tsumo_all,
    };
  });
}

/** The limit rows, and what 13 han without a yakuman counts as under these rules. */
function buildLimitRows(rules: RiichiRules) {
  const kazoe = basePoints(13, 30, 0, rules);
  return { limits: LIMIT_CHART, kazoe: { limit: kazoe.limit, base: kazoe.base } };
}

function renderRiichiChart(preset: string, rules: RiichiRules, io: Io): string[] {
  const dash = (v: number | null) => (v === null ? '-' : String(v));
  const rows = buildRiichiChart(rules).map((r) => {
    const mark = r.limit ? ` ${formatId(r.limit)}` : '';
    return [
      String(r.han),
      String(r.fu),
      dash(r.nonDealerRon),
      r.nonDealerTsumo ? `${r.nonDealerTsumo[0]}/${r.nonDealerTsumo[1]}` : '-',
      dash(r.dealerRon),
      r.dealerTsumo === null ? '-' : `${r.dealerTsumo} all`,
      mark.trim(),
    ];
  });
  const { limits, kazoe } = buildLimitRows(rules);
  const limitRows = limits.map((l) => [
    formatId(l.limit),
    l.han,
    String(l.nonDealerRon),
    `${l.nonDealerTsumo[0]}/${l.nonDealerTsumo[1]}`,
    String(l.dealerRon),
    `${l.dealerTsumo} all`,
  ]);
  return [
    io.color.bold(`Riichi payment chart: ${preset}`),
    '  non-dealer tsumo: each non-dealer/dealer pays; dealer tsumo: each player pays; before honba',
    ...layoutColumns(
      [['han', 'fu', 'non-dealer ron', 'non-dealer tsumo', 'dealer ron', 'dealer tsumo', ''], ...rows],
      ['r', 'r', 'r', 'r', 'r', 'r', 'l'],
    ),
    '',
    io.color.bold('Limits'),
    ...layoutColumns(
      [['limit', 'han', 'non-dealer ron', 'non-dealer tsumo', 'dealer ron', 'dealer tsumo'], ...limitRows],
      ['l', 'l', 'r', 'r', 'r', 'r'],
    ),
    `  13+ han without a yakuman: ${formatId(kazoe.limit ?? '')} (base ${kazoe.base})`,
  ];
}

function renderTaiTable(preset: string, rules: SingaporeRules, maxTai: number, io: Io): string[] {
  const rows = stakeTable(rules, maxTai).map((r) => [
    String(r.tai),
    formatMoney(r.discard),
    formatMoney(r.self_draw),
  ]);
  return [
    io.color.bold(`Singapore tai table: ${preset}`),
    `  limit ${rules.limit === null ? 'none' : `${rules.limit} tai`}; amounts per payer in ${MONEY_UNIT}`,
    rules.shooterPays
      ? '  shooter pays: on a discard win the discarder pays for every loser'
      : '  discard win: the discarder pays the self-draw column, each other loser the discard column',
    ...layoutColumns([['tai', 'discard', 'self-draw'], ...rows], ['r', 'r', 'r']),
  ];
}

export function registerChartCommand(program: Command, io: Io): void {
  program
    .command('chart')
    .description('the han/fu payment charts of a riichi preset, or the tai table of Singapore stakes')
    .option('--rules <preset>', 'the preset (riichi or Singapore); default ema2016')
    .option('--family <family>', 'riichi or singapore (default: the family of --rules)')
    .option('--set <key=value>', 'override one rule option; repeatable', collectSetting)
    .option('--max-tai <n>', 'Singapore: last tai row (default: the limit, or 10 with no limit)')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `
Examples:
  mahjong-ledger chart
  mahjong-ledger chart --rules tenhou
  mahjong-ledger chart --rules ema2016 --set kiriage=false
  mahjong-ledger chart --family singapore --rules sg_base_030
  mahjong-ledger chart --rules sg_unlimited --max-tai 12 --json`,
    )
    .action((o: ChartOptions) => {
      const family = familyOfOptions(o);
      const { preset, rules } = resolveFamilyRules(family, o.rules, o.set ?? {});
      if (o.maxTai !== undefined && family.id !== 'singapore')
        throw usageError(
          `--max-tai is for Singapore tai tables; ${preset} is a ${family.title} preset (a riichi chart has every han and fu)`,
        );
      if (family.id === 'riichi') {
        const r = rules as unknown as RiichiRules;
        if (o.json)
          printResult(io, { family: 'riichi', preset, cells: buildRiichiChart(r), ...buildLimitRows(r) });
        else printLines(io, renderRiichiChart(preset, r, io));
        return;
      }
      if (family.id === 'singapore') {
        const r = rules as unknown as SingaporeRules;
        let maxTai = r.limit ?? 10;
        if (o.maxTai !== undefined) {
          if (!/^\d+$/.test(o.maxTai) || Number(o.maxTai) > 30)
            throw usageError(`--max-tai must be a whole number 0-30, not "${o.maxTai}"`);
          maxTai = Number(o.maxTai);
        }
        if (o.json)
          printResult(io, { family: 'singapore', preset, limit: r.limit, rows: stakeTable(r, maxTai) });
        else printLines(io, renderTaiTable(preset, r, maxTai, io));
        return;
      }
      throw usageError(
        'Japanese Classical has no payment chart: a hand is worth its basic points doubled once per double, up to the limit (see `mahjong-ledger score --family classical`)',
      );
    });
}
