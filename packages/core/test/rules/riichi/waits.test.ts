// valueRiichiWaits: a waiting hand's winning tiles with the copies left and each win's value,
// worked by hand; a tile with no yaku; indicators and melds as seen; refusals.

import { describe, expect, test } from 'vitest';
import {
  formatTile,
  parseHand,
  parseTiles,
  redFivesPerSuit,
  resolveRiichiRules,
  valueRiichiWaits,
} from '../../../src/index.ts';

function tiles(text: string): number[] {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(text);
  return r.value;
}

function rulesOf(preset: string) {
  const r = resolveRiichiRules(preset);
  if (!r.ok) throw new Error(preset);
  return r.value;
}

function waitsOf(text: string, situation: Record<string, unknown> = {}, preset = 'ema2016') {
  const h = parseHand(text);
  if (!h.ok) throw new Error(text);
  const { winTile: _, ...hand } = h.value;
  return valueRiichiWaits({ hand, situation: { seatWind: 2, roundWind: 1, ...situation } }, rulesOf(preset));
}

describe('valueRiichiWaits', () => {
  test('a three-sided wait with riichi: the copies left and each win by ron and by tsumo', () => {
    // 23456m 345p 678s 99s waits on 1m, 4m and 7m, each two-sided. Riichi and pinfu: ron 2 han
    // 30 fu = 2000; with menzen tsumo 3 han 20 fu = 700/1300 (2700).
    // The dora indicator 7m is seen: 7m has three left; the hand holds a 4m: three left.
    const r = waitsOf('23456m345p678s99s', { riichi: true, doraIndicators: tiles('7m') });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    expect(r.value.map((w) => `${formatTile(w.tile)}:${w.shapes.join('/')}:${w.left}`)).toEqual([
      '1m:ryanmen:4',
      '4m:ryanmen:3',
      '7m:ryanmen:3',
    ]);
    for (const w of r.value) {
      if (!w.ron.ok || !w.tsumo.ok) throw new Error('no value');
      // The dora (8m, shown by the 7m) is not in the hand.
      expect([w.ron.value.han, w.ron.value.fu, w.ron.value.total]).toEqual([2, 30, 2000]);
      expect([w.tsumo.value.han, w.tsumo.value.fu, w.tsumo.value.total]).toEqual([3, 20, 2700]);
    }
  });

  test('a wait that gives no yaku says so, by ron and by tsumo alike in an open hand', () => {
    // 234m 456p 11z 33z with a chi of 789s: shanpon on 1z (East, the round wind: yakuhai) and
    // 3z (West, nobody's wind here): ron on 1z 1 han 30 fu = 1000; 3z no yaku either way.
    const r = waitsOf('234m456p11z33z + chi:789s');
    if (!r.ok) throw new Error('refused');
    const [east, west] = r.value;
    expect(east!.ron.ok && east!.ron.value.total).toBe(1000);
    expect(west!.ron.ok ? 'ok' : west!.ron.error).toBe('no_yaku');
    expect(west!.tsumo.ok ? 'ok' : west!.tsumo.error).toBe('no_yaku');
    // The chi's tiles are seen; 1z: two in the hand, two left.
    expect(r.value.map((w) => w.left)).toEqual([2, 2]);
  });

  test('a hand not in tenpai has no waits; a hand of another size or one that cannot exist is refused', () => {
    const none = waitsOf('1379m2468p13579s');
    expect(none.ok && none.value).toEqual([]);
    const big = waitsOf('23456m345p678s99s1z');
    expect(big.ok ? [] : big.issues.map((i) => i.code)).toEqual(['wrong_tile_count']);
    const five = waitsOf('22222m345p678s99s');
    expect(five.ok ? [] : five.issues.map((i) => i.code)).toContain('too_many_copies');
  });
});

test('redFivesPerSuit: none, one, or two of a suit by the rules', () => {
  expect(redFivesPerSuit({ ...rulesOf('ema2016'), akaDora: 0 })).toBe(0);
  expect(redFivesPerSuit({ ...rulesOf('ema2016'), akaDora: 3 })).toBe(1);
  expect(redFivesPerSuit({ ...rulesOf('ema2016'), akaDora: 4 })).toBe(2);
});
