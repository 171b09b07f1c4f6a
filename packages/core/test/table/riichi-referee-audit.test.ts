// Referee audit of riichi.md §5.3-5.9 through the game ledger, preset by preset: each expected
// value below was worked out by hand from the section named in its comment, then checked against
// the ledger. Only situations the other ledger tests (flow, payments, settle, riichi-spec-audit)
// do not pin: a bust caused by a riichi stick, the order of bust and agari-yame, ties for top by
// seat order in the West, multiple ron on the dealer's discard, pao in a double ron and under
// head bump, a dealer's nagashi while noten, and the sticks of the last hand at the settlement.
// Seats: 0 = East at East 1 (the first dealer), 1 = South, 2 = West, 3 = North.

import { describe, expect, test } from 'vitest';
import { RIICHI_PRESET_IDS, type RiichiPresetId, settleGame } from '../../src/index.ts';
import {
  adjust,
  deltas,
  draw,
  newGame,
  play,
  position,
  refusal,
  ron,
  tsumo,
  valueWin,
  wins,
  yakumanWin,
} from './helpers.ts';

/** Every preset (the list itself is pinned by presets.test.ts). */
const ALL: readonly RiichiPresetId[] = RIICHI_PRESET_IDS;
const HEAD_BUMP = ['wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const;
const NO_BUST = ['ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const;

describe('§5.8 ⚑bust: the riichi stick counts in "below 0 after a hand"', () => {
  // North has exactly the 1000 riichi needs (§6 riichiMinPoints), declares, and the dealer East
  // wins by tsumo 1 han 30 fu = 500 all (§5.2): North 1000 − 1000 − 500 = −500.
  test.each(['tenhou', 'mahjongsoul'])('%s: the game ends', (preset) => {
    const { doc } = position(preset, { scores: [25000, 25000, 49000, 1000] });
    const { state } = play(doc, tsumo(0, 1, 30, [3]));
    // East 1500 + North's stick 1000.
    expect(deltas(state)).toEqual([2500, -500, -500, -1500]);
    expect(state.scores[3]).toBe(-500);
    expect([state.finished, state.endReason]).toEqual([true, 'bust']);
  });
  test.each(NO_BUST)('%s: play goes on with −500', (preset) => {
    const { doc } = position(preset, { scores: [25000, 25000, 49000, 1000] });
    const { state } = play(doc, tsumo(0, 1, 30, [3]));
    expect(state.scores[3]).toBe(-500);
    expect(state.finished).toBe(false);
    // §5.7: the dealer won, same dealer, honba +1.
    expect([state.round.wind, state.round.number, state.round.honba, state.dealer]).toEqual([1, 1, 1, 0]);
  });
});

describe('§5.8 all last: a dealer win that busts a player', () => {
  // South 4, North (3) deals, top with 40000; he rons East (1000 points) for 1 han 30 fu = 1500.
  const at = { wind: 2, number: 4, scores: [1000, 29000, 30000, 40000] as [number, number, number, number] };
  test.each(['tenhou', 'mahjongsoul'])(
    '%s: the bust ends the game (the dealer would also have stopped: top, ≥ 30000)',
    (preset) => {
      const { state } = play(position(preset, at).doc, ron(3, 0, 1, 30));
      expect(state.scores).toEqual([-500, 29000, 30000, 41500]);
      expect([state.finished, state.endReason]).toEqual([true, 'bust']);
    },
  );
  test.each(NO_BUST)('%s: no bust, no agari-yame: the dealer repeats', (preset) => {
    const { state } = play(position(preset, at).doc, ron(3, 0, 1, 30));
    expect(state.finished).toBe(false);
    expect([state.round.wind, state.round.number, state.round.honba, state.dealer]).toEqual([2, 4, 1, 3]);
  });
});

describe('§5.8 agari-yame: "top (ties by seat order)" favours the dealer when he sits first', () => {
  // West 1: East (seat 0, the first dealer) deals with 29000, West has 30500. East rons North
  // for 1 han 30 fu = 1500: East 30500, tied with West; seat order puts East first, so the
  // dealer is top with ≥ 30000 and the game ends (the South 4 test in flow.test.ts pins the
  // tie the other way, a dealer sitting after the other top player).
  test.each(['tenhou', 'mahjongsoul'])('%s', (preset) => {
    const { doc } = position(preset, { wind: 3, number: 1, scores: [29000, 26000, 30500, 14500] });
    const { state } = play(doc, ron(0, 3, 1, 30));
    expect(state.scores).toEqual([30500, 26000, 30500, 13000]);
    expect([state.finished, state.endReason]).toEqual([true, 'agari_yame']);
  });
});

describe('§5.5 / §5.8 agari-yame when the dealer is the second winner of a double ron', () => {
  // South 4, North (3) deals. East (0) discards; South (1, first from East) and North (dealer,
  // second) ron, 1 han 30 fu each: South 1000, North 1500.
  const doc = (preset: RiichiPresetId) =>
    position(preset, { wind: 2, number: 4, scores: [28000, 20000, 20000, 32000] }).doc;
  const ev = wins([valueWin(1, 0, 1, 30), valueWin(3, 0, 1, 30)]);
  test.each(['tenhou', 'mahjongsoul'] as const)(
    '%s: both paid; the dealer is among the winners, top with 33500: the game ends',
    (preset) => {
      const { state } = play(doc(preset), ev);
      expect(state.scores).toEqual([25500, 21000, 20000, 33500]);
      expect([state.finished, state.endReason]).toEqual([true, 'agari_yame']);
    },
  );
  test('ema2016: both paid, the dealer keeps the deal and plays on (no agari-yame)', () => {
    const { state } = play(doc('ema2016'), ev);
    expect(state.scores).toEqual([25500, 21000, 20000, 33500]);
    expect(state.finished).toBe(false);
    expect([state.round.wind, state.round.number, state.round.honba, state.dealer]).toEqual([2, 4, 1, 3]);
  });
  test.each(HEAD_BUMP)('%s: head bump: only South is paid, the deal passes and the game ends', (preset) => {
    const { state } = play(doc(preset), ev);
    expect(state.scores).toEqual([27000, 21000, 20000, 32000]);
    expect([state.finished, state.endReason]).toEqual([true, 'last_hand']);
  });
});

describe('§5.5 multiple ron on the dealer’s own discard, with his riichi stick', () => {
  // East 1 at 2 honba, 1 stick carried. East (dealer) declares riichi and deals in to South and
  // North, 1 han 30 fu each (1000). South is first in turn order from East.
  const ev = wins([valueWin(3, 0, 1, 30), valueWin(1, 0, 1, 30)], [0]);
  const expected: Record<RiichiPresetId, number[]> = {
    // first winner: honba and every stick: South 1000 + 600 + 2000; North 1000;
    // East −1000 (stick) − 1600 − 1000.
    tenhou: [-3600, 3600, 0, 1000],
    mahjongsoul: [-3600, 3600, 0, 1000],
    // each winner 300 × honba; East's stick is no winner's own, so it goes with the carried one
    // to the first winner: South 1000 + 600 + 2000; North 1000 + 600; East −1000 − 1600 − 1600.
    ema2016: [-4200, 3600, 0, 1600],
    // head bump: South alone, 1000 + 600 + 2000; East −1000 − 1600.
    wrc2022: [-2600, 3600, 0, 0],
    wrc2025: [-2600, 3600, 0, 0],
    mleague: [-2600, 3600, 0, 0],
    shanghai2: [-2600, 3600, 0, 0],
  };
  test.each(ALL)('%s', (preset) => {
    const { state } = play(position(preset, { honba: 2, sticks: 1 }).doc, ev);
    expect(deltas(state)).toEqual(expected[preset]);
    // §5.7: the dealer is not among the winners: the deal passes, honba back to 0, no sticks.
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0 });
    expect(state.dealer).toBe(1);
  });
});

describe('§5.4 + §5.5 pao in a multiple ron', () => {
  // South (1) discards at 1 honba. West (2, first from South) wins daisangen with East (0)
  // liable; North (3) wins 1 han 30 fu.
  test('ema2016: each winner takes 300 × honba from the discarder; the liable pays half the yakuman only', () => {
    const { state } = play(
      position('ema2016', { honba: 1 }).doc,
      wins([yakumanWin(2, 1, 1, 0), valueWin(3, 1, 1, 30)]),
    );
    // West 32000: South 16000 + 300 (§5.4 ema2016: honba on that ron from the discarder), East
    // 16000; North 1000 + 300 (§5.5 ema2016: each winner). South −(16300 + 1300).
    expect(deltas(state)).toEqual([-16000, -17600, 32300, 1300]);
    // The dealer East is not a winner.
    expect(state.round).toMatchObject({ wind: 1, number: 2, honba: 0 });
  });

  test.each(HEAD_BUMP)(
    '%s: the pao winner bumped by the first winner: the liable player pays nothing',
    (preset) => {
      // West (first) 1 han 30 fu; North daisangen with East liable is bumped (§5.5 head bump).
      const { state } = play(
        position(preset, { honba: 1 }).doc,
        wins([valueWin(2, 1, 1, 30), yakumanWin(3, 1, 1, 0)]),
      );
      expect(deltas(state)).toEqual([0, -1300, 1300, 0]);
    },
  );

  test.each(HEAD_BUMP)('%s: the pao winner first: half / half, the honba from the discarder', (preset) => {
    const { state } = play(
      position(preset, { honba: 1 }).doc,
      wins([yakumanWin(2, 1, 1, 0), valueWin(3, 1, 1, 30)]),
    );
    // §5.4 wrc/mleague "as EMA": 16000 each, the 300 from the discarder South; North bumped.
    expect(deltas(state)).toEqual([-16000, -16300, 32300, 0]);
  });
});

describe('§5.4 a dealer’s pao tsumo with honba', () => {
  // East (dealer) tsumo daisangen, South liable, 2 honba: South pays the dealer ron value
  // 48,000 + 2 × 300 (§5.4 tsumo: "liable pays all, incl. all honba"); the others nothing.
  test.each(ALL.filter((p) => p !== 'shanghai2'))('%s', (preset) => {
    const { state } = play(position(preset, { honba: 2 }).doc, wins([yakumanWin(0, null, 1, 1)]));
    expect(deltas(state)).toEqual([48600, -48600, 0, 0]);
    // §5.7 the dealer won: same dealer, honba +1.
    expect(state.round).toMatchObject({ wind: 1, number: 1, honba: 3 });
  });
});

describe('§5.6 nagashi mangan by the dealer who is noten', () => {
  // "The dealer keeps the deal if tenpai (normal draw rule)": a dealer's nagashi does not keep it.
  test.each(['tenhou', 'mahjongsoul'])('%s: 4000 all, then the deal passes, honba +1', (preset) => {
    const { state } = play(position(preset, { honba: 1, sticks: 1 }).doc, draw([], [], [0]));
    // Dealer nagashi: 4000 from each; no honba, the stick stays.
    expect(deltas(state)).toEqual([12000, -4000, -4000, -4000]);
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 2, sticks: 1 });
    expect(state.dealer).toBe(1);
  });
  test.each(['tenhou', 'mahjongsoul'])(
    '%s: the dealer and South both qualify, the dealer tenpai: each collects and pays the other',
    (preset) => {
      const { state } = play(position(preset, { honba: 1 }).doc, draw([0], [], [0, 1]));
      // East: +4000 × 3 − 4000 to South = +8000; South: 4000 (dealer) + 2000 + 2000 − 4000 = +4000;
      // West and North: −4000 − 2000 = −6000 each. No noten payments (replaced).
      expect(deltas(state)).toEqual([8000, 4000, -6000, -6000]);
      // §5.7 exhaustive draw, dealer tenpai: same dealer, honba +1.
      expect(state.round).toEqual({ wind: 1, number: 1, honba: 2, sticks: 0 });
    },
  );
});

describe('§5.9 step 1 ⚑leftoverSticks: the sticks of the last hand itself', () => {
  // South 4 (North deals). East declares riichi; exhaustive draw with East alone tenpai:
  // East −1000 + 3000, the others −1000 each (§5.6); the dealer noten: the game ends (§5.8) with
  // East's stick on the table.
  test.each(['ema2016', 'wrc2022', 'wrc2025'] as const)('%s (start 30000)', (preset) => {
    const { doc } = position(preset, { wind: 2, number: 4, scores: [40000, 30000, 30000, 20000] });
    const { state } = play(doc, draw([0], [0]));
    expect(state.scores).toEqual([42000, 29000, 29000, 19000]);
    expect([state.finished, state.round.sticks]).toEqual([true, 1]);
    const s = settleGame(state);
    if (preset === 'ema2016') {
      // to the top: 43000 → +13 + 15 = 28; South and West tied (split): −1 + (5 − 5)/2 = −1;
      // North −11 − 15 = −26. Sum 0.
      expect(s.rows.map((r) => r.sticks)).toEqual([1000, 0, 0, 0]);
      expect(s.rows.map((r) => r.points)).toEqual([28, -1, -1, -26]);
    } else {
      // lost: 42000 → +12 + 15 = 27; −1, −1, −26. Sum −1, the lost stick.
      expect(s.rows.map((r) => r.sticks)).toEqual([0, 0, 0, 0]);
      expect(s.rows.map((r) => r.points)).toEqual([27, -1, -1, -26]);
    }
  });

  test.each(['tenhou', 'mahjongsoul', 'mleague', 'shanghai2'] as const)('%s (start 25000)', (preset) => {
    const { doc } = position(preset, { wind: 2, number: 4, scores: [35000, 25000, 25000, 15000] });
    const { state } = play(doc, draw([0], [0]));
    expect(state.scores).toEqual([37000, 24000, 24000, 14000]);
    expect([state.finished, state.endReason]).toEqual([true, 'last_hand']);
    const s = settleGame(state);
    // Every one of these gives the stick to the top: East 38000.
    expect(s.rows.map((r) => r.sticks)).toEqual([1000, 0, 0, 0]);
    const expected: Record<string, number[]> = {
      // return 30000, oka 20 to the top, uma 20/10/−10/−20, ties by seat order:
      // East 8 + 20 + 20 = 48; South −6 + 10 = 4; West −6 − 10 = −16; North −16 − 20 = −36.
      tenhou: [48, 4, -16, -36],
      // return 25000, no oka, uma 15/5/−5/−15, ties by seat: 13 + 15; −1 + 5; −1 − 5; −11 − 15.
      mahjongsoul: [28, 4, -6, -26],
      // return 30000, oka 20, uma 30/10/−10/−30, ties split: 8 + 20 + 30 = 58; South and West
      // share (10 − 10)/2: −6 each; North −16 − 30 = −46.
      mleague: [58, -6, -6, -46],
      // §6.1: (38000 − 30000 + 20000)/1000 = 28; −6; −6; −16; uma 0.
      shanghai2: [28, -6, -6, -16],
    };
    expect(s.rows.map((r) => r.points)).toEqual(expected[preset]);
  });
});

describe('§5.9 step 2 ⚑ties: ties away from the top', () => {
  test('mleague (split): tied 3rd and 4th share (−10 − 30)/2 = −20 each', () => {
    const { state } = play(newGame('mleague'), adjust([45000, 35000, 10000, 10000]));
    const s = settleGame(state);
    // 45000: +15 + 20 oka + 30 = 65; 35000: +5 + 10 = 15; 10000: −20 − 20 = −40 each. Sum 0.
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 3]);
    expect(s.rows.map((r) => r.points)).toEqual([65, 15, -40, -40]);
  });
  test('wrc2022 (split): three tied at the bottom share (5 − 5 − 15)/3 = −5 each', () => {
    const { state } = play(newGame('wrc2022'), adjust([60000, 20000, 20000, 20000]));
    const s = settleGame(state);
    // 60000: +30 + 15 = 45; 20000: −10 − 5 = −15 each. Sum 0.
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 2, 2]);
    expect(s.rows.map((r) => r.points)).toEqual([45, -15, -15, -15]);
  });
  test('tenhou (seat): three tied at the top take 1st, 2nd, 3rd in seat order, the oka to the first', () => {
    const { state } = play(newGame('tenhou'), adjust([30000, 30000, 30000, 10000]));
    const s = settleGame(state);
    // 0 + 20 + 20 = 40; 0 + 10; 0 − 10; −20 − 20 = −40. Sum 0.
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(s.rows.map((r) => r.points)).toEqual([40, 10, -10, -40]);
  });
});

describe('§4 special case 3 / §5.2: a value entry of a 20 fu ron', () => {
  // ⚑openPinfuFu is on in every preset: an open ron of 20 fu is scored 30, a closed ron has
  // 20 + 10 = 30 at least; §5.2 "20 fu ron exists only with openPinfuFu off". The ledger paid
  // 1 han 20 fu ron as 700 (found by this audit); it is refused now, the tsumo kept.
  test.each(ALL)('%s: refused on a ron, accepted on a tsumo (2 han 20 fu = 400/700)', (preset) => {
    expect(refusal(newGame(preset), ron(1, 2, 1, 20))).toEqual(['bad_value']);
    expect(refusal(newGame(preset), ron(1, 2, 3, 20))).toEqual(['bad_value']);
    expect(deltas(play(newGame(preset), tsumo(1, 2, 20)).state)).toEqual([-700, 1500, -400, -400]);
  });
  test('with openPinfuFu off (an override) 1 han 20 fu ron is the chart’s 700', () => {
    const doc = newGame('tenhou', { openPinfuFu: false });
    expect(deltas(play(doc, ron(1, 2, 1, 20)).state)).toEqual([0, 700, -700, 0]);
  });
  test('5 han and more: the fu are not read, so 20 is not refused (mangan 8000)', () => {
    expect(deltas(play(newGame('tenhou'), ron(1, 2, 5, 20)).state)).toEqual([0, 8000, -8000, 0]);
  });
});

describe('§4: value entries no hand can have', () => {
  // 20 fu is a closed pinfu tsumo (pinfu + menzen tsumo: 2 han at least); 25 fu is chiitoitsu
  // (2 han; 3 by tsumo with menzen tsumo); "maximum real values: 110 fu at 1–2 han".
  test.each(ALL)(
    '%s: 1 han 20 fu tsumo, 1 han 25 fu, 2 han 25 fu tsumo and 120 fu at 2 han are refused',
    (preset) => {
      expect(refusal(newGame(preset), tsumo(1, 1, 20))).toEqual(['bad_value']);
      expect(refusal(newGame(preset), ron(1, 2, 1, 25))).toEqual(['bad_value']);
      expect(refusal(newGame(preset), tsumo(1, 2, 25))).toEqual(['bad_value']);
      expect(refusal(newGame(preset), ron(1, 2, 2, 120))).toEqual(['bad_value']);
      expect(refusal(newGame(preset), tsumo(1, 1, 130))).toEqual(['bad_value']);
    },
  );
  test('the least of each is accepted: 2 han 25 fu ron 1600, 3 han 25 fu tsumo 800/1600, 2 han 110 fu ron 7100', () => {
    expect(deltas(play(newGame('tenhou'), ron(1, 2, 2, 25)).state)).toEqual([0, 1600, -1600, 0]);
    expect(deltas(play(newGame('tenhou'), tsumo(1, 3, 25)).state)).toEqual([-1600, 3200, -800, -800]);
    expect(deltas(play(newGame('tenhou'), ron(1, 2, 2, 110)).state)).toEqual([0, 7100, -7100, 0]);
  });
});
