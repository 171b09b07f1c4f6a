// `mahjong-ledger shanten <hand>`: how far a hand is from tenpai. Of 13 tiles (melds counted
// as 3): the shanten of each shape and the draws that bring it closer, with the copies left
// unseen. Of 14 tiles (just drawn): what each discard leaves, best first. Family-neutral: the
// counts come from core's `calculateShanten`, `findImprovements` and `analyseDiscards`.

import {
  analyseDiscards,
  calculateShanten,
  checkHand,
  type DiscardOption,
  findImprovements,
  formatTile,
  type Hand,
  type Improvement,
  isBonus,
  KINDS,
  kindOf,
  type ShantenInfo,
  type Tile,
} from '@mahjong-ledger/core';
import type { Command } from 'commander';
import { parseTileList } from '../args.ts';
import { cliErrorJson, coreErrorJson, describeIssues, invalidError } from '../errors.ts';
import { parseHandOrThrow } from '../families/riichi.ts';
import { type Io, printLines, printResult } from '../io.ts';
import { countOf, layoutColumns } from '../text.ts';
import { renderHand, renderTile, type TileStyle } from '../tiles.ts';
import { SHANTEN_HAND_SYNTAX_HELP } from './score.ts';

interface ShantenOptions {
  seen?: string;
  unicode?: boolean;
  json?: boolean;
}

/** "2 from tenpai", "tenpai", "complete". */
function describeShanten(n: number): string {
  return n < 0 ? 'complete' : n === 0 ? 'tenpai' : `${n} from tenpai`;
}

function describeShapes(s: ShantenInfo): string {
  const shape = (name: string, n: number | null) => (n === null ? [] : [`${name} ${n}`]);
  return [
    ...shape('standard', s.standard),
    ...shape('seven pairs', s.sevenPairs),
    ...shape('thirteen orphans', s.thirteenOrphans),
  ].join(', ');
}

/** The draws as "1m(3) 4m(2)": each tile with its copies left. */
function describeDraws(tiles: readonly Improvement[], style: TileStyle): string {
  return tiles.map((t) => `${renderTile(t.tile, style)}(${t.left})`).join(' ');
}

/** A refusal of core's as the command's error (the hand and seen tiles hold five of a kind). */
function orThrow<T>(
  r: { ok: true; value: T } | { ok: false; error: string; issues: { message: string }[] },
): T {
  if (r.ok) return r.value;
  throw invalidError(describeIssues(r.issues as never), coreErrorJson(r as never));
}

/**
 * Refuses bonus tiles (flowers 1f-4f, seasons 5f-8f, animals 1a-4a) in the hand or `--seen`,
 * naming them: shanten counts the tiles of a hand's shape, and a bonus tile is none of them
 * (one in `--seen` was dropped without a word, one in the hand refused as of "this rule family").
 */
function refuseBonus(tiles: readonly Tile[], where: 'hand' | 'seen'): void {
  if (tiles.length === 0) return;
  const named = tiles.map(formatTile).join(' ');
  const them = tiles.length === 1 ? `${named} is a bonus tile` : `${named} are bonus tiles`;
  const message =
    where === 'hand'
      ? `${them} (flowers and seasons 1f-8f, animals 1a-4a: set aside as drawn, never part of a shape): shanten counts none; leave ${tiles.length === 1 ? 'it' : 'them'} out of the hand`
      : `--seen: ${them}, never drawn into a shape, so seeing ${tiles.length === 1 ? 'it' : 'them'} changes no count; leave ${tiles.length === 1 ? 'it' : 'them'} out`;
  throw invalidError([message], cliErrorJson('invalid', 'bonus_tile', message, where));
}

export function registerShantenCommand(program: Command, io: Io): void {
  program
    .command('shanten')
    .description(
      'how far a hand is from tenpai, the draws that bring it closer, and what each discard leaves',
    )
    .argument('<hand>', 'a hand of 13 tiles, or 14 just drawn (melds counted as 3), in the readable syntax')
    .option(
      '--seen <tiles>',
      'tiles seen elsewhere (discards, other melds, dora indicators), not left to draw',
    )
    .option('--unicode', 'show tiles as Unicode mahjong tiles')
    .option('--json', 'print exactly one JSON document instead of text')
    .addHelpText(
      'after',
      `${SHANTEN_HAND_SYNTAX_HELP}

  A hand of 13 tiles shows the tiles that bring it closer to tenpai (for a hand in tenpai, its
  winning tiles: see \`waits\` for their value). A hand of 14 tiles shows each discard, the
  least shanten first and, among those, the most tiles left that improve what it keeps. Shanten
  counts four sets and a pair, seven pairs and thirteen orphans (closed hands), and a hand that
  waits only on a tile it holds all four of as one from tenpai.

Examples:
  mahjong-ledger shanten "1234m456p789s123z"
  mahjong-ledger shanten "123m456p789s11234z" --seen 1z4z
  mahjong-ledger shanten "2345m67p11z + pon:555z chi:123s" --json`,
    )
    .action((handText: string, o: ShantenOptions) => {
      const hand: Hand = parseHandOrThrow(handText, undefined);
      // A flower, season or animal is set aside as it is drawn: never part of a shape, so never
      // counted here. Named and refused rather than dropped, so the count is of the tiles meant.
      if (hand.bonus.length) refuseBonus(hand.bonus, 'hand');
      const n = hand.concealed.length + 3 * hand.melds.length;
      if (n !== 13 && n !== 14) {
        const message = `shanten is of a hand of 13 or 14 tiles (each meld counted as 3), but this one has ${n}`;
        throw invalidError([message], cliErrorJson('invalid', 'wrong_tile_count', message, 'hand'));
      }
      const issues = checkHand(hand, { redPerSuit: 2, bonusAllowed: false }).filter(
        (i) => i.code !== 'wrong_tile_count' && i.code !== 'win_tile_missing',
      );
      if (issues.length)
        throw invalidError(describeIssues(issues), coreErrorJson({ error: 'invalid', issues }));
      const counts = new Uint8Array(KINDS);
      for (const t of hand.concealed) counts[kindOf(t)]!++;
      // What cannot be drawn: the melds' tiles and those seen elsewhere.
      const seen = new Uint8Array(KINDS);
      for (const m of hand.melds) for (const t of m.tiles) seen[kindOf(t)]!++;
      const seenTiles = o.seen ? parseTileList(o.seen, '--seen') : [];
      refuseBonus(seenTiles.filter(isBonus), 'seen');
      for (const t of seenTiles) seen[kindOf(t)]!++;
      // Five of a tile among the hand, its melds and the tiles seen: named by the tile.
      const over = [...counts.keys()].filter((k) => counts[k]! + seen[k]! > 4);
      if (over.length) {
        const lines = over.map(
          (k) =>
            `${formatTile(k)}: ${counts[k]} in the hand and ${seen[k]} in its melds and --seen make ${counts[k]! + seen[k]!}, but a tile has four copies`,
        );
        throw invalidError(
          lines,
          coreErrorJson({
            error: 'invalid',
            issues: lines.map((message) => ({ code: 'too_many_copies', message, path: 'seen' })),
          }),
        );
      }
      const meldCount = hand.melds.length;
      const shapes = orThrow(calculateShanten(counts, meldCount));
      const style: TileStyle = { unicode: !!o.unicode, color: io.color };
      const title = `Shanten of ${renderHand(hand, style)}: ${describeShanten(shapes.shanten)} (${describeShapes(shapes)})`;
      if (n === 13) {
        const draws = orThrow(findImprovements(counts, meldCount, seen));
        if (o.json) {
          printResult(io, {
            tiles: 13,
            ...shapes,
            improvements: draws.tiles.map((t) => ({ tile: formatTile(t.tile), left: t.left })),
            left: draws.total,
          });
          return;
        }
        const what = shapes.shanten === 0 ? 'win' : 'bring it closer';
        printLines(io, [
          title,
          `  ${countOf(draws.tiles.length, 'tile kind')} ${what}, ${countOf(draws.total, 'tile')} left unseen: ${describeDraws(draws.tiles, style)}`,
        ]);
        return;
      }
      const options: DiscardOption[] = orThrow(analyseDiscards(counts, meldCount, seen));
      if (o.json) {
        printResult(io, {
          tiles: 14,
          ...shapes,
          discards: options.map((d) => ({
            discard: formatTile(d.discard),
            shanten: d.shanten,
            improvements: d.tiles.map((t) => ({ tile: formatTile(t.tile), left: t.left })),
            left: d.total,
          })),
        });
        return;
      }
      printLines(io, [
        title,
        ...layoutColumns(
          [
            ['discard', 'leaves', 'left', 'draws that improve it (copies left)'],
            ...options.map((d) => [
              renderTile(d.discard, style),
              describeShanten(d.shanten),
              String(d.total),
              describeDraws(d.tiles, style),
            ]),
          ],
          ['l', 'l', 'r', 'l'],
        ),
      ]);
    });
}
