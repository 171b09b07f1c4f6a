// The README's library example, run as written.

import { expect, test } from 'vitest';
import { parseHand, resolveRiichiRules, scoreRiichiHand } from '../src/index.ts';

test('README library example', () => {
  const hand = parseHand('234567m345p67899s', '5p');
  const rules = resolveRiichiRules('tenhou', { kiriage: true });
  expect(hand.ok && rules.ok).toBe(true);
  if (!hand.ok || !rules.ok) return;
  const r = scoreRiichiHand(
    { hand: hand.value, situation: { tsumo: true, riichi: true, seatWind: 2, roundWind: 1 } },
    rules.value,
  );
  expect(r.ok).toBe(true);
  if (!r.ok) return;
  expect(r.value.yaku).toEqual([
    { id: 'riichi', han: 1 },
    { id: 'menzen_tsumo', han: 1 },
    { id: 'pinfu', han: 1 },
  ]);
  expect(r.value.perPayer).toEqual({ tsumo_dealer: 1300, tsumo_non_dealer: 700 });
});
