// Referee audit of japanese-classical.md, second pass: combinations of items no other test file
// pins together. Every expected value was worked out by hand from the section named in the
// test (the arithmetic is in the comment), then checked against the scorer. South (seat 1,
// seat wind 2) wins in an East round and East (seat 0) deals, unless a case says otherwise.

import { describe, expect, test } from 'vitest';
import {
  JC_REFERENCE,
  parseClassicalHand,
  scoreClassicalLoserHand,
} from '../../../src/rules/classical/index.ts';
import { doublesOf, pointsOf, scoreOk } from './support.ts';

describe('§3 and §4 together', () => {
  test('§4/A4 + §3: South in the South round claims a South pung: 2 doubles; P 24, V 96, North pays 4V', () => {
    // P = 20 + 4 (melded honour pung); 123m won on 1m is two-sided; the East pair is neither
    // South's seat wind nor the South prevalent wind: 0. D = 1 (seat) + 1 (prevalent) = 2.
    // V = 24 × 4 = 96; North discarded: 4 × 96 = 384.
    const s = scoreOk(
      { hand: '222z123m456m789s11z', melds: [['pon', '222z']], win: '1m' },
      { tsumo: false, seatWind: 2, roundWind: 2, discarder: 3 },
    );
    expect([s.points, s.doubles, s.value]).toEqual([24, 2, 96]);
    expect(doublesOf(s)).toEqual(['prevalent_wind_pung:1', 'seat_wind_pung:1']);
    expect(s.payment.deltas).toEqual([0, 384, 0, -384]);
  });

  test('§3 + §4 an open kong of the prevalent wind and a win on its replacement: P 38, D 2, V 152', () => {
    // P = 20 + 2 (self-drawn, the replacement tile counts) + 16 (melded honour kong); the hand
    // is open: no +10, no fully concealed. 345s won on 5s is two-sided: 0.
    // D = 1 (prevalent wind East) + 1 (out on a replacement) = 2. V = 38 × 4 = 152.
    // Non-dealer self-draw (§6.1): East 2V = 304, West 152, North 152 → South +608.
    const s = scoreOk(
      { hand: '1111z234m567m88p345s', melds: [['kan', '1111z']], win: '5s' },
      { tsumo: true, replacement: true },
    );
    expect([s.points, s.doubles, s.value]).toEqual([38, 2, 152]);
    expect(doublesOf(s)).toEqual(['out_on_replacement:1', 'prevalent_wind_pung:1']);
    expect(s.payment.deltas).toEqual([-304, 608, -152, -152]);
  });

  test('§4 three kongs of mixed kinds (melded and concealed) with a dragon pair single wait: P 72, D 2', () => {
    // P = 20 + 2 (dragon pair) + 2 (single wait) + 16 (melded terminal kong 1111m)
    //   + 16 + 16 (concealed simple kongs 2222p, 3333s) = 72. Open hand (a kong claimed).
    // D = 2 (three kongs, "any mix"); only two concealed kongs: no three concealed pungs.
    // V = 72 × 4 = 288; West discarded: 4 × 288 = 1,152.
    const s = scoreOk(
      {
        hand: '1111m2222p3333s456s77z',
        melds: [
          ['kan', '1111m'],
          ['ankan', '2222p'],
          ['ankan', '3333s'],
        ],
        win: '7z',
      },
      { tsumo: false, discarder: 2 },
    );
    expect([s.points, s.doubles, s.value]).toEqual([72, 2, 288]);
    expect(doublesOf(s)).toEqual(['three_kongs:2']);
    expect(s.payment.deltas).toEqual([0, 1152, -1152, 0]);
  });

  test('§4 pure straight (2, concealed) + pure double chow (1) on a single wait: P 32, D 3, V 256', () => {
    // 123m 123m 456m 789m + 55p won on the pair from East. P = 20 + 10 (concealed) + 2 (single) = 32.
    // D = 2 (pure straight, concealed hand, A7) + 1 (pure double chow 123m ×2) = 3 → 256.
    // East (the dealer) discarded: he pays for all, 2V + V + V = 1,024.
    const s = scoreOk({ hand: '123456789m123m55p', win: '5p' }, { tsumo: false, discarder: 0 });
    expect([s.points, s.doubles, s.value]).toEqual([32, 3, 256]);
    expect(doublesOf(s)).toEqual(['pure_double_chow:1', 'pure_straight:2']);
    expect(s.payment.deltas).toEqual([-1024, 1024, 0, 0]);
  });

  test('§2.1 self-drawn 111222333m: three concealed pungs (V 400) beat the concealed pure triple chow (V 272)', () => {
    // Pungs: P = 20 + 2 (self-draw) + 10 (concealed) + 2 (single on 7s) + 8 (111m) + 4 + 4 = 50;
    //   D = 2 (three concealed pungs) + 1 (fully concealed) = 3 → 400.
    // Chows: P = 20 + 2 + 10 + 2 = 34; D = 2 (pure triple chow, concealed) + 1 = 3 → 272.
    // Best: 400. East 800, West 400, North 400 → South +1,600.
    const s = scoreOk({ hand: '111222333m456p77s', win: '7s' }, { tsumo: true });
    expect([s.points, s.doubles, s.value]).toEqual([50, 3, 400]);
    expect(doublesOf(s)).toEqual(['fully_concealed:1', 'three_concealed_pungs:2']);
    expect(s.payment.deltas).toEqual([-800, 1600, -400, -400]);
  });

  test('§4 little three dragons (2) + two dragon pungs (2) + half flush (2) for the dealer: capped, 6V = 3,000', () => {
    // P = 20 + 10 + 2 (dragon pair) + 2 (edge 12→3) + 8 + 8 (concealed dragon pungs) = 50.
    // D = 1 + 1 (dragon pungs) + 2 (little three dragons, stacking, A11) + 2 (half flush) = 6.
    // 50 × 64 = 3,200 → V = 500; South discarded to the dealer: 6 × 500 = 3,000.
    const s = scoreOk({ hand: '555666z77z123m456m', win: '3m' }, { tsumo: false, seatWind: 1, discarder: 1 });
    expect([s.points, s.doubles, s.rawValue, s.value]).toEqual([50, 6, 3200, 500]);
    expect(s.payment.deltas).toEqual([3000, -3000, 0, 0]);
  });
});

describe('§4 and A9 flowers', () => {
  test('the dealer holds Plum (flower 1), Spring (season 1) and Autumn (season 3): 12 points, 2 doubles', () => {
    // Flowers on. P = 20 + 3 × 4 (bonus tiles) = 32 (open: chi 123m; 456p won on 4p is two-sided).
    // D = 1 (Plum, seat 1) + 1 (Spring, seat 1); Autumn belongs to West: 0. V = 32 × 4 = 128.
    // South discarded to the dealer: 6 × 128 = 768.
    const s = scoreOk(
      {
        hand: '123m456p789s234s55m',
        melds: [['chi', '123m']],
        win: '4p',
        flowers: [1],
        seasons: [1, 3],
      },
      { tsumo: false, seatWind: 1, discarder: 1 },
      { flowers: true },
    );
    expect(pointsOf(s)).toEqual(['flower:4', 'flower:4', 'flower:4', 'winning:20']);
    expect(doublesOf(s)).toEqual(['seat_flower:1', 'seat_flower:1']);
    expect(s.payment.deltas).toEqual([768, -768, 0, 0]);
  });
});

describe('§5 limit hands', () => {
  test('Nine gates won on a discarded 1m: the limit, the dealer pays for all 4 × 500', () => {
    const s = scoreOk({ hand: '11112345678999m', win: '1m' }, { tsumo: false, discarder: 0 });
    expect(s.limitHands).toEqual(['nine_gates']);
    expect(s.payment.deltas).toEqual([-2000, 2000, 0, 0]);
  });

  test('four concealed kongs meet two limit hands; V is still the limit once (1,000 + 500 + 500)', () => {
    const s = scoreOk(
      {
        hand: '1111m2222p3333s4444z55z',
        melds: [
          ['ankan', '1111m'],
          ['ankan', '2222p'],
          ['ankan', '3333s'],
          ['ankan', '4444z'],
        ],
        win: '5z',
      },
      { tsumo: true },
    );
    expect(s.limitHands).toEqual(['four_concealed_pungs', 'four_kongs']);
    expect(s.value).toBe(500);
    expect(s.payment.deltas).toEqual([-1000, 2000, -500, -500]);
  });

  test('§6.5 all honours with big three dragons on the dealer’s discard: North, liable, pays all 4 × 500', () => {
    const s = scoreOk(
      {
        hand: '555666777z111z22z',
        melds: [
          ['pon', '555z'],
          ['pon', '666z'],
          ['pon', '777z'],
        ],
        win: '2z',
      },
      { tsumo: false, discarder: 0, liable: 3 },
    );
    expect(s.limitHands).toEqual(['all_honours', 'big_three_dragons']);
    expect(s.liable).toBe(3);
    expect(s.payment.deltas).toEqual([0, 2000, 0, -2000]);
  });
});

describe('§6.2 a loser’s hand', () => {
  test('the dealer, East in the East round, with a melded East kong and a concealed dragon pung: 24 × 2^3', () => {
    // Set points: 16 (melded honour kong) + 8 (concealed honour pung) = 24. Set doubles:
    // 1 (seat wind) + 1 (prevalent wind, A4) + 1 (dragon pung) = 3. 24 × 8 = 192 (under the limit).
    const p = parseClassicalHand({
      tiles: '1111z555z123m456p9s',
      melds: [{ kind: 'kan', tiles: '1111z' }],
      win: '9s',
    });
    if (!p.ok) throw new Error('hand does not parse');
    const r = scoreClassicalLoserHand(
      { concealed: p.value.concealed, melds: p.value.melds, bonus: [], seatWind: 1, roundWind: 1 },
      JC_REFERENCE,
    );
    expect(r.ok && [r.value.points, r.value.doubles, r.value.value]).toEqual([24, 3, 192]);
  });
});
