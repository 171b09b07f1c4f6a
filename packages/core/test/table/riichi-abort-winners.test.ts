// Two refusals that name what is wrong: a nine-terminals abort after four riichi declarations
// (§5.6: kyuushu kyuuhai is declared on the player's first, uninterrupted turn, before his first
// discard, so he cannot have declared riichi; it was accepted and put four sticks on the table),
// and a multiple ron listing one winner twice (the message said "a player", now it says who,
// at the second entry's path).

import { describe, expect, test } from 'vitest';
import { RIICHI_PRESET_IDS, RIICHI_PRESETS } from '../../src/index.ts';
import { appendEvent } from '../../src/table/ledger.ts';
import { abort, newGame, play, wins } from './helpers.ts';

/** The presets that play the abort (§5.6). */
const PRESETS = RIICHI_PRESET_IDS.filter((p) => RIICHI_PRESETS[p].abortiveDraws.includes('kyuushu_kyuuhai'));

describe('§5.6 kyuushu kyuuhai after riichi declarations', () => {
  test('the presets that play it', () => expect(PRESETS).toEqual(['tenhou', 'mahjongsoul']));
  test.each(PRESETS)('%s: with four riichi declared: refused', (preset) => {
    const r = appendEvent(newGame(preset), abort('kyuushu_kyuuhai', [0, 1, 2, 3]));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['kyuushu_after_four_riichi', 'events[1].riichi'],
    ]);
  });
  test.each(PRESETS)(
    '%s: with three declared (double riichi before the declaring player): accepted',
    (preset) => {
      const before = play(newGame(preset)).state.scores;
      const { state } = play(newGame(preset), abort('kyuushu_kyuuhai', [0, 1, 2]));
      expect(state.round.sticks).toBe(3);
      expect(state.scores).toEqual(before.map((s, i) => (i === 3 ? s : s - 1000)));
    },
  );
});

describe('a multiple ron with one winner listed twice', () => {
  test('refused, naming the player at the second entry', () => {
    const entry = { winner: 2 as const, from: 1 as const, score: { mode: 'value' as const, han: 2, fu: 30 } };
    const r = appendEvent(newGame('ema2016'), wins([entry, entry]));
    const dup = r.ok ? undefined : r.issues.find((i) => i.code === 'duplicate_winner');
    expect([dup?.path, dup?.message]).toEqual([
      'events[1].result.wins[1].winner',
      'Cy is listed as a winner twice',
    ]);
  });
});
