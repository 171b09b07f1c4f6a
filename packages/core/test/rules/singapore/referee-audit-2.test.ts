// Second referee audit of rules/singapore.md: each expected value was worked out by hand from
// the spec section named in the test (arithmetic in the comments), then checked against the
// scorer. Base 0.5/1, limit 5, South (seat 1) wins in an East round unless a case says
// otherwise; S(1..5) = 1, 2, 4, 8, 16, the self-draw share 2·S.

import { describe, expect, test } from 'vitest';
import { rules, scored, type WinSpec } from './helpers.ts';

/** Two dragon pungs melded, the third concealed: Three Great Scholars (10 → limit 5). */
const GREAT_SCHOLARS: WinSpec = {
  hand: '555666777z123m99p',
  melds: [
    ['pon', '555z'],
    ['pon', '666z'],
  ],
  win: '9p',
  from: 0,
};

describe('§7 bao: each case is a switch', () => {
  test('an explicit bao whose case is switched off leaves the fresh-tile bao to apply', () => {
    // Dragons bao (seat 2 fed the third dragon) is switched off. East (seat 0) discards a fresh
    // 9p with 2 live tiles left (< 5): 包生 makes East pay all. 5 tai on a discard: 4·S(5) =
    // 2·16 + 16 + 16 = 64, all from East; seats 2 and 3 pay 0. (Before: standard 32/16/16.)
    const s = scored(
      { ...GREAT_SCHOLARS, bao: { seat: 2, reason: 'dragons' }, liveTiles: 2, freshTile: true },
      rules({ baoDragons: false }),
    );
    expect(s.payment.deltas).toEqual([-64, 64, 0, 0]);
    expect(s.payment.lines.every((l) => l.reason === 'pao' && l.from === 0)).toBe(true);
  });

  test('switched off with no fresh tile: the standard payment, 32 + 16 + 16', () => {
    const s = scored(
      { ...GREAT_SCHOLARS, bao: { seat: 2, reason: 'dragons' }, liveTiles: 2, freshTile: false },
      rules({ baoDragons: false }),
    );
    expect(s.payment.deltas).toEqual([-32, 64, -16, -16]);
  });

  test('an explicit bao that applies keeps precedence: seat 2 pays the 64', () => {
    const s = scored({
      ...GREAT_SCHOLARS,
      bao: { seat: 2, reason: 'dragons' },
      liveTiles: 2,
      freshTile: true,
    });
    expect(s.payment.deltas).toEqual([0, 64, -64, 0]);
  });
});

describe('combinations the other files do not pin', () => {
  test('§3.1 South holds the four flowers and season 2: seat flower 2 + season 2 (1 + 1), the group (+1), a dragon pung (1): 4 tai, self-drawn 16 each', () => {
    // 2f and 6f (season 2) are South's numbers: 2 seat_flower lines; the flower group +1 (not 4);
    // red dragon pung 1 → 4 tai; self-draw 2·S(4) = 16 from each of three, +48.
    const s = scored({
      hand: '234m567p34599s777z',
      melds: [['pon', '777z']],
      win: '9s',
      tsumo: true,
      bonus: '1f2f3f4f6f',
    });
    expect(s.elements.map((e) => e.id).sort()).toEqual([
      'complete_flower_group',
      'dragon_pung',
      'seat_flower',
      'seat_flower',
    ]);
    expect(s.payment.deltas).toEqual([-16, 48, -16, -16]);
  });

  test('§3.1 robbing the eighth: the drawer of the eighth pays as the discarder, 2·S(5) = 32, the others S(5) = 16', () => {
    const s = scored({
      hand: '123m456p789s234m55z',
      win: '5z',
      from: 3,
      bonus: '1f2f3f4f5f6f7f',
      robbingTheEighth: true,
    });
    expect(s.payment.deltas).toEqual([-16, 64, -16, -32]);
  });

  test('§3.3 four chows all melded with an animal: lesser sequence 1 + animal 1 = 2 tai (no wait condition), self-drawn 4 each', () => {
    // Ping hu (v) fails (all chows melded), but the lesser sequence has no wait condition (RL R5).
    const s = scored({
      hand: '123456m789p234s44s',
      melds: [
        ['chi', '123m'],
        ['chi', '456m'],
        ['chi', '789p'],
        ['chi', '234s'],
      ],
      win: '4s',
      tsumo: true,
      bonus: '1a',
    });
    expect(s.elements.map((e) => e.id).sort()).toEqual(['animal', 'lesser_sequence']);
    expect(s.payment.deltas).toEqual([-4, 12, -4, -4]);
  });

  test('§4.2 + §5.2 + §7 shooter-pays, bonus over the limit and dragons bao: one pao line a kind, 64 + 150 = 214', () => {
    // Three Great Scholars: nominal 10, paid at 5, 5 over → +50 per share. Shooter-pays: the
    // discarder's share 32 + 50, and the two single shares 2 × (16 + 50): base 32 + 32 = 64,
    // bonus 50 + 100 = 150. Dragons bao moves it all to seat 2.
    const s = scored(
      { ...GREAT_SCHOLARS, bao: { seat: 2, reason: 'dragons' } },
      rules({ shooterPays: true, bonusOverLimit: 10 }),
    );
    expect(s.payment.deltas).toEqual([0, 214, -214, 0]);
    expect(s.payment.lines.map((l) => [l.from, l.amount, l.reason])).toEqual([
      [2, 64, 'pao'],
      [2, 150, 'pao'],
    ]);
  });

  test('§4.4 + §5.2 Thirteen Wonders with the bonus over the limit: 13 nominal, 8 over: 32 + 80 = 112 from each', () => {
    const s = scored({ hand: '119m19p19s1234567z', win: '9p', from: 0 }, rules({ bonusOverLimit: 10 }));
    expect(s.payment.deltas).toEqual([-112, 336, -112, -112]);
  });

  test('§4.4 + §7 Thirteen Wonders on a fresh tile with 2 live tiles: no fresh-tile bao, 32 from each', () => {
    const s = scored({ hand: '119m19p19s1234567z', win: '9p', from: 0, liveTiles: 2, freshTile: true });
    expect(s.payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('§5.1 0.3/0.6 at limit 6, shooter pays a full flush triplets (8 → 6): 39 + 20 + 20 = 79', () => {
    // 6 tai: discard 0.3 × 64 = 19.2 → 20, self-draw 0.6 × 64 = 38.4 → 39 (formula past row 5).
    const s = scored(
      { hand: '111333555777m99m', win: '9m', from: 0 },
      rules({ base: [0.3, 0.6], limit: 6, shooterPays: true }),
    );
    expect([s.tai, s.payment.deltas]).toEqual([6, [-79, 79, 0, 0]]);
  });
});
