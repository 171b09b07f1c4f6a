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
