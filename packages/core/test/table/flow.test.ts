// Game flow (spec riichi.md §5.7, §5.8): who deals next and the honba, renchan at all last,
// agari-yame and tenpai-yame, bust, the West extension, east-only games and the end of a game.

import { describe, expect, test } from 'vitest';
import { appendEvent } from '../../src/index.ts';
import type { Seat } from '../../src/payment.ts';
import type { GameDocument, GameEvent, GameState } from '../../src/table/types.ts';
import { abort, adjust, chombo, draw, newGame, play, position, refusal, ron, tsumo } from './helpers.ts';

const where = (s: GameState) => [s.round.wind, s.round.number, s.round.honba, s.dealer];

describe('§5.7 dealer retention and honba', () => {
  test.each(['ema2016', 'wrc2025', 'tenhou', 'shanghai2', 'mahjongsoul', 'mleague', 'wrc2022'])(
    '%s',
    (preset) => {
      const start = position(preset, { number: 2, honba: 2 }).doc; // South (1) deals, 2 honba
      // dealer wins: same dealer, +1
      expect(where(play(start, ron(1, 3, 2)).state)).toEqual([1, 2, 3, 1]);
      expect(where(play(start, tsumo(1, 2)).state)).toEqual([1, 2, 3, 1]);
      // non-dealer wins: rotate, reset to 0
      expect(where(play(start, ron(3, 1, 2)).state)).toEqual([1, 3, 0, 2]);
      expect(where(play(start, tsumo(0, 2)).state)).toEqual([1, 3, 0, 2]);
      // exhaustive draw, dealer tenpai: same, +1; dealer noten: rotate, +1
      expect(where(play(start, draw([1, 2])).state)).toEqual([1, 2, 3, 1]);
      expect(where(play(start, draw([0, 2])).state)).toEqual([1, 3, 3, 2]);
      expect(where(play(start, draw([])).state)).toEqual([1, 3, 3, 2]);
      // chombo: the hand is replayed, honba unchanged
      expect(where(play(start, chombo(3)).state)).toEqual([1, 2, 2, 1]);
    },
  );
  test('abortive draw (tenhou): same dealer, +1', () => {
    expect(
      where(play(position('tenhou', { number: 3, honba: 1 }).doc, abort('kyuushu_kyuuhai')).state),
    ).toEqual([1, 3, 2, 2]);
  });
  test('a whole hanchan: East 1 to South 4, then the game ends (ema2016)', () => {
    let { doc, state } = play(newGame('ema2016'));
    const seen: string[] = [];
    for (let i = 0; i < 8; i++) {
      seen.push(`${state.round.wind}-${state.round.number}`);
      expect(state.finished).toBe(false);
      ({ doc, state } = play(
        doc,
        ron(((state.dealer + 1) % 4) as Seat, ((state.dealer + 2) % 4) as Seat, 1),
      ));
    }
    expect(seen).toEqual(['1-1', '1-2', '1-3', '1-4', '2-1', '2-2', '2-3', '2-4']);
    expect(state.finished).toBe(true);
    expect(state.endReason).toBe('last_hand');
    expect(refusal(doc, draw([]))).toEqual(['game_over']);
  });
});

describe('§5.8 all last: renchan, agari-yame, tenpai-yame', () => {
  // South 4: North (3) deals.
  test.each(['ema2016', 'wrc2025', 'mleague', 'shanghai2'])(
    '%s: a dealer repeat at all last always continues',
    (preset) => {
      const { doc } = position(preset, { wind: 2, number: 4, scores: [20000, 20000, 20000, 40000] });
      let { state } = play(doc, ron(3, 0, 3)); // the top dealer wins
      expect(state.finished).toBe(false);
      expect(where(state)).toEqual([2, 4, 1, 3]);
      ({ state } = play(doc, draw([3])));
      expect(state.finished).toBe(false);
      expect(where(state)).toEqual([2, 4, 1, 3]);
      // The dealer noten at the draw, or a non-dealer win: the game ends.
      expect(play(doc, draw([0])).state.endReason).toBe('last_hand');
      expect(play(doc, ron(0, 3, 1)).state.endReason).toBe('last_hand');
    },
  );

  test.each(['tenhou', 'mahjongsoul'])('%s: agari-yame and tenpai-yame', (preset) => {
    const top = position(preset, { wind: 2, number: 4, scores: [25000, 20000, 20000, 35000] }).doc;
    // The dealer wins, is top, ≥ 30000: the game ends instead of a renchan.
    let { state } = play(top, ron(3, 0, 1));
    expect(state.finished).toBe(true);
    expect(state.endReason).toBe('agari_yame');
    ({ state } = play(top, draw([3, 1])));
    expect(state.endReason).toBe('tenpai_yame');
    // The dealer wins but is not top: the dealer repeats.
    const behind = position(preset, { wind: 2, number: 4, scores: [40000, 20000, 20000, 20000] }).doc;
    ({ state } = play(behind, ron(3, 1, 1)));
    expect(state.finished).toBe(false);
    expect(where(state)).toEqual([2, 4, 1, 3]);
    // The dealer is top but below 30000: the dealer repeats too.
    const low = position(preset, { wind: 2, number: 4, scores: [24000, 24000, 24000, 28000] }).doc;
    ({ state } = play(low, ron(3, 1, 1)));
    expect(state.finished).toBe(false);
    expect(state.scores[3]).toBe(29500);
    // Tied for top with an earlier seat: the earlier seat is top (seat order), so the dealer repeats.
    const tied = position(preset, { wind: 2, number: 4, scores: [32000, 19000, 18500, 30500] }).doc;
    ({ state } = play(tied, ron(3, 1, 1, 30)));
    expect(state.scores[0]).toBe(state.scores[3]);
    expect(state.finished).toBe(false);
    // An abortive draw at all last is a repeat, never an end.
    if (preset === 'tenhou') expect(play(top, abort('suufon_renda')).state.finished).toBe(false);
  });
});

describe('§5.8 bust', () => {
  test.each(['tenhou', 'mahjongsoul'])('%s: the game ends below 0, not at exactly 0', (preset) => {
    const at0 = position(preset, { scores: [25000, 25000, 46100, 3900] }).doc;
    let { state } = play(at0, ron(1, 3, 3, 30)); // North pays 3900 → 0
    expect(state.scores[3]).toBe(0);
    expect(state.finished).toBe(false);
    const below = position(preset, { scores: [25000, 25000, 46200, 3800] }).doc;
    ({ state } = play(below, ron(1, 3, 3, 30)));
    expect(state.scores[3]).toBe(-100);
    expect(state.finished).toBe(true);
    expect(state.endReason).toBe('bust');
    // Noten payments bust too.
    ({ state } = play(position(preset, { scores: [25000, 25000, 49500, 500] }).doc, draw([0])));
    expect(state.scores[3]).toBe(-500);
    expect(state.endReason).toBe('bust');
    // A dealer tsumo, 2 han 40 fu = 1300 all: North had 1200.
    ({ state } = play(position(preset, { scores: [25000, 25000, 48800, 1200] }).doc, tsumo(0, 2, 40)));
    expect(state.scores[3]).toBe(-100);
    expect(state.endReason).toBe('bust');
  });
  test('tenhou: a chombo paid at the table that leaves a player below 0 busts the game too', () => {
    // §5.8 "below 0 after a hand": the chombo's reverse mangan is a payment like any other.
    const { state } = play(position('tenhou', { scores: [25000, 25000, 45000, 5000] }).doc, chombo(3));
    expect(state.scores[3]).toBe(-3000);
    expect(state.endReason).toBe('bust');
  });
  test.each(['ema2016', 'wrc2025', 'mleague', 'shanghai2'])(
    '%s: no bust; play on with negative scores',
    (preset) => {
      const { doc } = position(preset, { scores: [25000, 25000, 46200, 3800] });
      const { state } = play(doc, ron(1, 3, 3, 30), ron(2, 3, 3, 30));
      expect(state.scores[3]).toBe(3800 - 3900 - 3900);
      expect(state.finished).toBe(false);
    },
  );
});

describe('§5.8 West extension', () => {
  test('tenhou: nobody ≥ 30000 after all last → West; the first hand leaving someone ≥ 30000 ends it', () => {
    const { doc } = position('tenhou', { wind: 2, number: 4, scores: [28000, 26000, 24000, 22000] });
    let { doc: d, state } = play(doc, ron(0, 1, 1, 30)); // 29000: still nobody
    expect(state.finished).toBe(false);
    expect(where(state)).toEqual([3, 1, 0, 0]);
    // West 1: East (the dealer) is not top... nobody reaches 30000 with a draw either.
    ({ doc: d, state } = play(d, draw([])));
    expect(state.finished).toBe(false);
    expect(where(state)).toEqual([3, 2, 1, 1]);
    // West 2: a non-dealer win to exactly 30000 ends the game.
    const end = play(d, ron(0, 2, 1, 30)).state; // 29000 + 1000 + 300
    expect(end.scores[0]).toBe(30300);
    expect(end.finished).toBe(true);
    expect(end.endReason).toBe('last_hand');
    expect(refusal(play(d, ron(0, 2, 1, 30)).doc, draw([]))).toEqual(['game_over']);
  });
  test('tenhou: in the West a dealer win to top ≥ 30000 ends (agari-yame); not top → repeat', () => {
    const w1 = position('tenhou', { wind: 3, number: 1, scores: [29000, 27000, 23000, 21000] }).doc;
    let { state } = play(w1, ron(0, 1, 1, 30)); // dealer 1500 → 30500, top
    expect(state.endReason).toBe('agari_yame');
    const w1b = position('tenhou', { wind: 3, number: 1, scores: [20000, 29900, 29100, 21000] }).doc;
    ({ state } = play(w1b, ron(0, 3, 1, 30))); // dealer 21500; nobody ≥ 30000 → repeat
    expect(state.finished).toBe(false);
    expect(where(state)).toEqual([3, 1, 1, 0]);
    ({ state } = play(w1b, ron(2, 3, 1, 30))); // non-dealer to 30100 → ends
    expect(state.endReason).toBe('last_hand');
  });
  test.each(['tenhou', 'mahjongsoul'])('%s: the game always ends after West 4', (preset) => {
    const w4 = position(preset, { wind: 3, number: 4, scores: [25000, 25000, 25000, 25000] }).doc;
    const { state } = play(w4, ron(0, 1, 1, 30));
    expect(state.scores).toEqual([26000, 24000, 25000, 25000]);
    expect(state.finished).toBe(true);
    expect(state.endReason).toBe('extension_limit');
    // West 4 dealer repeat with nobody ≥ 30000 continues (the rule ends after West 4 is over).
    expect(play(w4, draw([3])).state.finished).toBe(false);
  });
  test.each(['ema2016', 'wrc2025', 'mleague', 'shanghai2'])(
    '%s: no extension: all last ends the game whatever the scores',
    (preset) => {
      const { doc } = position(preset, { wind: 2, number: 4, scores: [28000, 26000, 24000, 22000] });
      const { state } = play(doc, draw([]));
      expect(state.endReason).toBe('last_hand');
    },
  );
  test('mahjongsoul extends to West too', () => {
    const { doc } = position('mahjongsoul', { wind: 2, number: 4, scores: [28000, 26000, 24000, 22000] });
    const { state } = play(doc, draw([]));
    expect(state.finished).toBe(false);
    expect(where(state)).toEqual([3, 1, 1, 0]);
  });
});

describe('east-only games (gameLength: east)', () => {
  test('wrc2025: the game ends after East 4', () => {
    const { doc } = position('wrc2025', { number: 4 }, { gameLength: 'east' });
    expect(play(doc, draw([3])).state.finished).toBe(false);
    const { state } = play(doc, ron(0, 1, 1, 30));
    expect(state.finished).toBe(true);
    expect(state.endReason).toBe('last_hand');
  });
  test('tenhou: all last is East 4; the extension is the South round, up to South 4', () => {
    const { doc } = position(
      'tenhou',
      { number: 4, scores: [26000, 26000, 24000, 24000] },
      { gameLength: 'east' },
    );
    let { doc: d, state } = play(doc, ron(0, 1, 1, 30));
    expect(where(state)).toEqual([2, 1, 0, 0]);
    for (let i = 0; i < 3; i++) {
      ({ doc: d, state } = play(
        d,
        adjust([25000, 25000, 25000, 25000]),
        ron(((state.dealer + 1) % 4) as Seat, ((state.dealer + 2) % 4) as Seat, 1),
      ));
      expect(state.finished).toBe(false);
    }
    expect(where(state)).toEqual([2, 4, 0, 3]);
    ({ state } = play(d, adjust([25000, 25000, 25000, 25000]), ron(0, 1, 1, 30)));
    expect(state.endReason).toBe('extension_limit');
  });
});

describe('a hand after the end is refused with why the game ended', () => {
  // A correction to an earlier hand can end the game there: the later hand it shuts out is
  // refused, and the message says what ended it, not only that it did.
  const why = (doc: GameDocument, next: GameEvent) => {
    const r = appendEvent(doc, next);
    return r.ok ? 'accepted' : r.issues.map((i) => i.message).join('; ');
  };
  const after = (doc: GameDocument, last: GameEvent) => play(doc, last).doc;
  test('each reason, by name', () => {
    // Seats: Ann East, Bob South, Cy West, Dee North (helpers' PLAYERS).
    const bust = position('tenhou', { scores: [25000, 25000, 46200, 3800] }).doc;
    expect(why(after(bust, ron(1, 3, 3, 30)), draw([]))).toBe(
      'the game is over (Dee went below zero); no more hands can be added',
    );
    const top = position('tenhou', { wind: 2, number: 4, scores: [25000, 20000, 20000, 35000] }).doc;
    expect(why(after(top, ron(3, 0, 1)), draw([]))).toBe(
      'the game is over (Dee, the dealer, won the last hand as the leader: agari-yame); no more hands can be added',
    );
    expect(why(after(top, draw([3, 1])), draw([]))).toBe(
      "the game is over (Dee, the dealer, was tenpai at the last hand's draw as the leader: tenpai-yame); no more hands can be added",
    );
    const w4 = position('tenhou', { wind: 3, number: 4, scores: [25000, 25000, 25000, 25000] }).doc;
    expect(why(after(w4, ron(0, 1, 1, 30)), draw([]))).toBe(
      'the game is over (the extension ended with its last hand); no more hands can be added',
    );
    const s4 = position('ema2016', { wind: 2, number: 4 }).doc;
    expect(why(after(s4, ron(0, 3, 1)), draw([]))).toBe(
      'the game is over (its last hand was played); no more hands can be added',
    );
  });
  test('a bust is named by the hand that ended the game, after a referee has set the scores since', () => {
    const bust = after(position('tenhou', { scores: [25000, 25000, 46200, 3800] }).doc, ron(1, 3, 3, 30));
    const adjusted = after(bust, adjust([25000, 25000, 40000, 10000], 0));
    expect(why(adjusted, draw([]))).toBe(
      'the game is over (Dee went below zero); no more hands can be added',
    );
  });
  test('two players below zero are both named', () => {
    // A dealer tsumo of 2 han 40 fu, 1,300 from each: Cy and Dee had 1,200.
    const two = position('tenhou', { scores: [25000, 25000, 1200, 1200] }).doc;
    expect(why(after(two, tsumo(0, 2, 40)), draw([]))).toContain('(Cy and Dee went below zero)');
  });
});
