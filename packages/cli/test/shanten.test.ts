// `shanten` through the executable: a 13-tile hand's count and improving draws, a 14-tile
// hand's discards best first, melds and --seen taken off what is left, the JSON document, and
// the errors. The counts are worked by hand here; core's tests hold the algorithm.

import { describe, expect, test } from 'vitest';
import { parseJsonOutput, runCli } from './support/cli.ts';

interface ShantenDoc {
  ok: boolean;
  tiles: number;
  shanten: number;
  standard: number;
  sevenPairs: number | null;
  thirteenOrphans: number | null;
  improvements?: { tile: string; left: number }[];
  left?: number;
  discards?: {
    discard: string;
    shanten: number;
    improvements: { tile: string; left: number }[];
    left: number;
  }[];
}

describe('shanten', () => {
  test('a 13-tile hand: its count by shape and the draws that bring it closer, with the copies left', async () => {
    const r = await runCli(['shanten', '1234m456p789s123z']);
    expect(r.code).toBe(0);
    // 123m 456p 789s and four singles: 8 - 2 × 3 = 2; seven pairs 6 - 0 pairs (13 kinds: no
    // shortfall); orphans 1m 9s 1z 2z 3z: 13 - 5 = 8.
    expect(r.stdout).toBe(
      [
        'Shanten of 1234m456p789s123z: 2 from tenpai (standard 2, seven pairs 6, thirteen orphans 8)',
        '  9 tile kinds bring it closer, 29 tiles left unseen: 1m(3) 2m(3) 3m(3) 4m(3) 5m(4) 6m(4) 1z(3) 2z(3) 3z(3)',
        '',
      ].join('\n'),
    );
  });

  test('a 13-tile hand in tenpai: its winning tiles', async () => {
    const r = await runCli(['shanten', '23m456p789s11122z']);
    expect(r.stdout).toContain(': tenpai (standard 0');
    expect(r.stdout).toContain('2 tile kinds win, 8 tiles left unseen: 1m(4) 4m(4)');
  });

  test('a 14-tile hand: each discard, least shanten first, then most tiles left', async () => {
    const r = await runCli(['shanten', '123m456p789s11234z', '--seen', '1z']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      'Shanten of 123m456p789s11234z: 1 from tenpai (standard 1, seven pairs 5, thirteen orphans 6)',
    );
    expect(lines[1]).toMatch(/^ +discard +leaves +left +draws that improve it \(copies left\)$/);
    // Keeping 11z as the head and three sets: one from tenpai; a third 1z (one left: two held,
    // one seen) or a pair of 3z or 4z (three left each) makes tenpai.
    expect(lines[2]).toMatch(/^ +2z +1 from tenpai +7 +1z\(1\) 3z\(3\) 4z\(3\)$/);
    // Breaking a set is two from tenpai, and the worst keeps the fewest draws.
    expect(lines.at(-1)).toMatch(/^ +1z +2 from tenpai +10 +1z\(1\) 2z\(3\) 3z\(3\) 4z\(3\)$/);
    expect(lines).toHaveLength(2 + 13);
  });

  test('melds are sets, and their tiles are not left to draw; --json', async () => {
    // 2345m 67p 11z with a pon of 5z and a chi of 123s: 14 tiles. Discarding 2m or 5m leaves
    // 345m or 234m, 67p and 11z: tenpai on 5p and 8p (four each).
    const doc = parseJsonOutput(
      await runCli(['shanten', '2345m67p11z + pon:555z chi:123s', '--json']),
    ) as ShantenDoc;
    expect(doc).toMatchObject({
      ok: true,
      tiles: 14,
      shanten: 0,
      standard: 0,
      sevenPairs: null,
      thirteenOrphans: null,
    });
    const waits = [
      { tile: '5p', left: 4 },
      { tile: '8p', left: 4 },
    ];
    expect(doc.discards!.slice(0, 2)).toEqual(
      ['2m', '5m'].map((discard) => ({ discard, shanten: 0, improvements: waits, left: 8 })),
    );
    // 12s 45p 78p 1z beside two melds: two sets, and of three partial sets two count (four
    // blocks), no pair: 8 - 4 - 2 = 2. A 3s makes 123s a set; the chi holds one of the four.
    const waiting = parseJsonOutput(
      await runCli(['shanten', '12s45p78p1z + chi:123s pon:555z', '--json']),
    ) as ShantenDoc;
    expect(waiting).toMatchObject({ tiles: 13, shanten: 2 });
    expect(waiting.improvements).toContainEqual({ tile: '3s', left: 3 });
    expect(waiting.improvements).toContainEqual({ tile: '1z', left: 3 });
  });

  test('karaten: a hand waiting only on a tile it holds all four of is one from tenpai', async () => {
    const r = await runCli(['shanten', '1111m234p567s789s']);
    expect(r.stdout).toContain(': 1 from tenpai (standard 0,');
  });

  test.each([
    [['12m'], 'shanten is of a hand of 13 or 14 tiles (each meld counted as 3), but this one has 2'],
    [['11111m2345678p9s'], '5 copies of 1m'],
    [
      ['1111m234p567s789s', '--seen', '2p2p2p2p'],
      '2p: 1 in the hand and 4 in its melds and --seen make 5, but a tile has four copies',
    ],
    [['123m456p789s11234z', '--seen', 'x'], 'unexpected character "x" at position 1 (seen)'],
    // A bonus tile is named, in the hand (it was refused as of "this rule family") and in --seen
    // (where it was dropped without a word).
    [['123m456p789s1123z1f'], '1f is a bonus tile (flowers and seasons 1f-8f, animals 1a-4a'],
    [['123m456p789s1123z 5f2a'], '5f 2a are bonus tiles'],
    [['123m456p789s1123z', '--seen', '3z1f2a'], '--seen: 1f 2a are bonus tiles'],
    [['123m456p789s1123z', '--seen', '8f'], '--seen: 8f is a bonus tile'],
  ])('%j is refused (exit 1) with its reason', async (args, message) => {
    const r = await runCli(['shanten', ...args]);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain(message);
    const doc = parseJsonOutput(await runCli(['shanten', ...args, '--json'])) as { ok: boolean };
    expect(doc.ok).toBe(false);
  });
});
