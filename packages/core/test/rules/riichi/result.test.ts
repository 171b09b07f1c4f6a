// The riichi result object: its numbers are packed into private words (result.ts) and read
// back through accessors; these tests hold the packing to its bounds (fu above 127, yakuman
// multiples, dora counts; the limits and points of every corpus hand under every preset are
// engine.test.ts's) and the plain forms a user sees (toJSON, Node's inspect).

import { inspect } from 'node:util';
import { describe, expect, test } from 'vitest';
import { win } from './support.ts';

describe('the result reads back what the scorer packed', () => {
  test('fu above 127 (three concealed kans of terminals, a dragon pair, a tanki wait)', () => {
    // 20 + 10 (closed ron) + 3 × 32 + 2 (pair) + 2 (tanki) = 130.
    const r = win('234p77z + ankan:1111m ankan:9999p ankan:1111s', '7z');
    expect(r.fu).toBe(130);
    expect(r.han).toBe(4); // sanankou 2, sankantsu 2
    expect(r.limit).toBe('mangan');
    expect(r.yakuman).toBe(0);
    expect(r.basePoints).toBe(2000);
    expect(r.total).toBe(8000);
  });

  test('a double yakuman: multiple, han, no fu, its limit named by the multiple', () => {
    const r = win('111m999p111s999s11z', '1z', {}, 'mahjongsoul'); // suuankou tanki counts double
    expect(r.yakuman).toBe(2);
    expect(r.han).toBe(26);
    expect(r.fu).toBeNull();
    expect(r.limit).toBe('yakuman_2x');
    expect(r.dora).toBe(0);
    expect(r.basePoints).toBe(16000);
  });

  test('dora, ura dora and red fives, each counted apart', () => {
    // Indicators 4m and 4p: the red 5m, the 5p of 345p and the pair of 5p (4); ura 3m and 9p: the
    // 4m (1); the red five (1).
    const r = win('234m067m345p567s55p', '7s', { riichi: true, dora: '4m4p', ura: '3m9p' });
    expect(r.dora).toBe(4);
    expect(r.uraDora).toBe(1);
    expect(r.akaDora).toBe(1);
  });
});

describe('the plain forms of a result', () => {
  const r = win('234567m345p67899s', '5p', { tsumo: true, riichi: true, seatWind: 2 });

  test('toJSON has every part, the numbers as the accessors read them', () => {
    const plain = JSON.parse(JSON.stringify(r));
    expect(plain).toMatchObject({
      family: 'riichi',
      yakuman: r.yakuman,
      han: r.han,
      fu: r.fu,
      dora: r.dora,
      uraDora: r.uraDora,
      akaDora: r.akaDora,
      limit: r.limit,
      basePoints: r.basePoints,
      total: r.total,
    });
    expect(Object.keys(plain).sort()).toEqual(
      [
        'akaDora',
        'basePoints',
        'dora',
        'family',
        'fu',
        'fuLines',
        'han',
        'interpretation',
        'limit',
        'lines',
        'payment',
        'perPayer',
        'total',
        'uraDora',
        'yaku',
        'yakuman',
      ].sort(),
    );
  });

  test("Node's inspect (console.log) shows the plain result, not an empty class instance", () => {
    const shown = inspect(r, { depth: 0 });
    expect(shown).toMatch(/^\{\n {2}family: 'riichi',/);
    for (const part of [`han: ${r.han}`, `fu: ${r.fu}`, `limit: ${r.limit}`, `total: ${r.total}`, 'yaku:'])
      expect(shown).toContain(part);
  });
});
