// `mahjong-ledger waits <13-tile hand>`: the tiles that complete the hand, how each one waits
// (ryanmen, kanchan, ...), how many are left unseen, and what each win is worth by ron and by
// tsumo under the chosen riichi rules: core's `valueRiichiWaits`, and `calculateShanten` for a
// hand not in tenpai.

import {
  calculateShanten,
  formatTile,
  KINDS,
  kindOf,
  type Result,
  type RiichiScore,
  type RiichiScoreError,
  type Tile,
  valueRiichiWaits,
  type WaitShape,
} from '@mahjong-ledger/core';
import type { Command } from 'commander';
import { collectSetting, parseTileList, parseWind, WIND_NAMES } from '../args.ts';
import { coreErrorJson, describeIssues, invalidError, usageError } from '../errors.ts';
import { findFamily, findFamilyOfPreset, wrongFamilyError } from '../families/registry.ts';
import {
  buildRiichiSituation,
  describePerPayer,
  describeValue,
  parseHandOrThrow,
  resolveRiichiRulesOrThrow,
} from '../families/riichi.ts';
import type { ScoreRequest, SituationFlag } from '../families/types.ts';
import { type Io, printLines, printResult } from '../io.ts';
import { countOf, formatId, layoutColumns } from '../text.ts';
import { renderHand, renderTile } from '../tiles.ts';
import { WAITING_HAND_SYNTAX_HELP } from './score.ts';

interface WaitsOptions {
  seat: string;
  round: string;
  riichi?: boolean;
  dora?: string;
  ura?: string;
  rules?: string;
  set?: Record<string, unknown>;
  family: string;
  unicode?: boolean;
  json?: boolean;
}

/** The hand's shanten: 0 when it waits (the hand is checked before, so core does not refuse it). */
function shantenOf(counts: Uint8Array, meldCount: number): number {
  const r = calculateShanten(counts, meldCount);
  if (!r.ok) throw new Error(`calculateShanten refused a checked hand: ${r.issues[0]!.message}`);
  return r.value.shanten;
}

/** A win's value, or why it does not score (e.g. no yaku on a ron). */
type WinValue = { ok: true; score: RiichiScore } | { ok: false; error: string; message: string };

interface WaitRow {
  tile: Tile;
  shapes: WaitShape[];
  /** Copies not in the hand, its melds or the dora indicators. */
  left: number;
  ron: WinValue;
  tsumo: WinValue;
}

/** core's value of a win as the table shows it: the score, or why it does not score. */
function winValue(r: Result<RiichiScore, RiichiScoreError>): WinValue {
  if (r.ok) return { ok: true, score: r.value };
  return { ok: false, error: r.error, message: r.issues.map((i) => i.message).join('; ') };
}

function describeWin(v: WinValue): string {
  if (!v.ok) return v.error === 'no_yaku' ? 'no yaku' : v.message;
  const s = v.score;
  const total = 'ron' in s.perPayer ? '' : ` (${s.total})`;
  const names = s.yakuman > 0 ? ` ${s.yaku.map((y) => formatId(y.id)).join(', ')}` : '';
  return `${describeValue(s)}${names}: ${describePerPayer(s.perPayer)}${total}`;
}

export function registerWaitsCommand(program: Command, io: Io): void {
  program
    .command('waits')
    .description('the winning tiles of a 13-tile hand, the wait kinds, and the value of each win')
    .argument('<hand>', 'a hand of 13 tiles (melds counted as 3) in the readable syntax')
    .option('--seat <wind>', 'seat wind', 'S')
    .option('--round <wind>', 'round wind', 'E')
    .option('--riichi', 'value the wins with riichi declared')
    .option('--dora <tiles>', 'dora indicators in mpsz')
    .option('--ura <tiles>', 'ura dora indicators in mpsz')
    .option('--family <family>', 'rule family used to value the wins (riichi)', 'riichi')
    .option('--rules <preset>', 'riichi rule preset', 'ema2016')
    .option('--set <key=value>', 'override one rule option; repeatable', collectSetting)
    .option('--unicode', 'show tiles as Unicode mahjong tiles')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `${WAITING_HAND_SYNTAX_HELP}

Examples:
  mahjong-ledger waits "23456m345p67899s"
  mahjong-ledger waits "1112345678999m" --riichi --seat E
  mahjong-ledger waits "234m5p678s + pon:777z chi:123s" --json`,
    )
    .action((handText: string, o: WaitsOptions) => {
      if (o.family !== 'riichi') {
        throw usageError(
          `waits values wins under riichi rules only; --family ${o.family} is not supported here`,
        );
      }
      // Another family's preset is named as such: waits values riichi wins only.
      const owner = o.rules === undefined ? undefined : findFamilyOfPreset(o.rules);
      if (owner && owner.id !== 'riichi')
        throw wrongFamilyError(
          o.rules!,
          owner,
          findFamily('riichi'),
          `waits values riichi wins only (score values a ${owner.title} hand)`,
        );
      const { id, rules } = resolveRiichiRulesOrThrow(o.rules, o.set ?? {});
      const hand = parseHandOrThrow(handText, undefined);
      const flags = new Set<SituationFlag>(o.riichi ? ['riichi'] : []);
      const req: ScoreRequest = {
        handText,
        tsumo: false,
        seatWind: parseWind(o.seat, '--seat'),
        roundWind: parseWind(o.round, '--round'),
        dora: o.dora ? parseTileList(o.dora, '--dora') : [],
        ura: o.ura ? parseTileList(o.ura, '--ura') : [],
        honba: 0,
        sticks: 0,
        streak: 0,
        flowerReplacement: 0,
        flags,
        overrides: o.set ?? {},
      };
      // The waits, their copies left and values are core's (valueRiichiWaits).
      const valued = valueRiichiWaits({ hand, situation: buildRiichiSituation(req) }, rules);
      if (!valued.ok) throw invalidError(describeIssues(valued.issues), coreErrorJson(valued));
      const rows: WaitRow[] = valued.value.map((w) => ({
        tile: w.tile,
        shapes: w.shapes,
        left: w.left,
        ron: winValue(w.ron),
        tsumo: winValue(w.tsumo),
      }));
      const counts = new Uint8Array(KINDS);
      for (const t of hand.concealed) counts[kindOf(t)]!++;
      if (o.json) {
        printResult(io, {
          family: 'riichi',
          rules: id,
          tenpai: rows.length > 0,
          shanten: shantenOf(counts, hand.melds.length),
          waits: rows.map((r) => ({
            tile: formatTile(r.tile),
            shapes: r.shapes,
            left: r.left,
            ron: r.ron.ok ? r.ron.score : { error: r.ron.error, message: r.ron.message },
            tsumo: r.tsumo.ok ? r.tsumo.score : { error: r.tsumo.error, message: r.tsumo.message },
          })),
        });
        return;
      }
      const style = { unicode: !!o.unicode, color: io.color };
      const seat = WIND_NAMES[req.seatWind - 1];
      const lines = [
        `Waits of ${renderHand(hand, style)} (riichi ${id}: ${seat} seat, ${WIND_NAMES[req.roundWind - 1]} round${o.riichi ? ', riichi' : ''})`,
      ];
      if (rows.length === 0) {
        // How far it is, so that "not tenpai" is not the end of the answer.
        const far = shantenOf(counts, hand.melds.length);
        lines.push(
          `  not tenpai: no tile completes this hand, ${far} from tenpai (\`shanten\` shows the draws that help)`,
        );
      } else {
        const total = rows.reduce((a, r) => a + r.left, 0);
        lines.push(`  ${countOf(rows.length, 'tile kind')}, ${countOf(total, 'tile')} left unseen`);
        lines.push(
          ...layoutColumns([
            ['tile', 'wait', 'left', 'ron', 'tsumo'],
            ...rows.map((r) => [
              renderTile(r.tile, style),
              r.shapes.join(', '),
              String(r.left),
              describeWin(r.ron),
              describeWin(r.tsumo),
            ]),
          ]),
        );
      }
      printLines(io, lines);
    });
}
