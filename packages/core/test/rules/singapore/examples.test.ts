// rules/singapore.md section 9: every worked example, through the library API.

import { describe, expect, test } from 'vitest';
import {
  fromHundredths,
  type SingaporeRules,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
} from '../../../src/rules/singapore/index.ts';
import { REF, rules, tiles, win } from './helpers.ts';

function scored(input: SingaporeWinInput, r: SingaporeRules = REF) {
  const s = scoreSingaporeHand(input, r);
  if (!s.ok) throw new Error(`expected a win, got ${s.error}: ${JSON.stringify(s.issues)}`);
  return s.value;
}

const elementIds = (s: ReturnType<typeof scored>) => s.elements.map((e) => `${e.id}:${e.tai}`).sort();

describe('section 9 worked examples (base 0.5/1, limit 5)', () => {
  test('1. one tai on a discard: West pays 2, East and North 1, South +4', () => {
    const s = scored(
      win({ hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s', seat: 2, from: 2 }),
    );
    expect(s.tai).toBe(1);
    expect(elementIds(s)).toEqual(['dragon_pung:1']);
    expect(s.payment.deltas).toEqual([-1, 4, -2, -1]);
  });

  describe('2. ping hu', () => {
    const hand = { hand: '123456m55p234789s', win: '4s', seat: 2 as const };
    test('on a discard: 4 tai, discarder 16, others 8, +32', () => {
      const s = scored(win({ ...hand, melds: [['chi', '123m']], from: 2 }));
      expect(elementIds(s)).toEqual(['ping_hu:4']);
      expect(s.payment.deltas).toEqual([-8, 32, -16, -8]);
    });
    test('self-drawn with one chow melded: 16 × 3 = +48', () => {
      const s = scored(win({ ...hand, melds: [['chi', '123m']], tsumo: true }));
      expect(s.tai).toBe(4);
      expect(s.payment.deltas).toEqual([-16, 48, -16, -16]);
    });
    test('fully concealed and self-drawn: 5 tai, 32 × 3 = +96', () => {
      const s = scored(win({ ...hand, tsumo: true }));
      expect(elementIds(s)).toEqual(['fully_concealed:1', 'ping_hu:4']);
      expect(s.payment.deltas).toEqual([-32, 96, -32, -32]);
    });
  });

  test('3. lesser sequence: North with the cat and flower 3: 2 tai, +8', () => {
    const s = scored(
      win({
        hand: '123456m55p234789s',
        melds: [['chi', '123m']],
        win: '4s',
        seat: 4,
        from: 0,
        bonus: '3f1a',
      }),
    );
    expect(elementIds(s)).toEqual(['animal:1', 'lesser_sequence:1']);
    expect(s.payment.deltas).toEqual([-4, -2, -2, 8]);
  });

  describe('4. ping hu lost by the wait (closed 7_9p)', () => {
    const hand = { hand: '123456m55789p234s', win: '8p', seat: 2 as const };
    test('on a discard: 0 tai, an illegal win', () => {
      const s = scoreSingaporeHand(win({ ...hand, melds: [['chi', '123m']], from: 2 }), REF);
      expect(s.ok).toBe(false);
      if (!s.ok) expect(s.error).toBe('below_minimum');
    });
    test('declared anyway: a false win, offender pays discarder 32 and the others 16 (−64)', () => {
      const p = settleSingaporeFalseWin({ offender: 1, claimed: 'discard', discarder: 2 }, REF);
      expect(p.ok && p.value.deltas.map(fromHundredths)).toEqual([16, -64, 32, 16]);
    });
    test('self-drawn 8p, concealed: ping hu + fully concealed, +96', () => {
      expect(scored(win({ ...hand, tsumo: true })).payment.deltas).toEqual([-32, 96, -32, -32]);
    });
    test('self-drawn 8p with one chow melded: +48', () => {
      expect(scored(win({ ...hand, melds: [['chi', '123m']], tsumo: true })).payment.deltas).toEqual([
        -16, 48, -16, -16,
      ]);
    });
  });

  test('5. half flush + triplets + dragon: 5 tai on a discard, 32 + 16 + 16 = +64', () => {
    const s = scored(
      win({ hand: '22255588899m777z', melds: [['pon', '222m']], win: '5m', seat: 2, from: 0 }),
    );
    expect(elementIds(s)).toEqual(['dragon_pung:1', 'half_flush:2', 'triplets:2']);
    expect(s.payment.deltas).toEqual([-32, 64, -16, -16]);
  });

  describe('6. over the limit: full flush triplets (8) paid as 5', () => {
    const hand = {
      hand: '22233555777999s',
      melds: [['pon', '999s']] as [['pon', string]],
      win: '3s',
      seat: 3 as const,
    };
    test('self-draw: 32 each, +96', () => {
      const s = scored(win({ ...hand, tsumo: true }));
      expect([s.tai, s.taiRaw]).toEqual([5, 8]);
      expect(elementIds(s)).toEqual(['full_flush_triplets:5']);
      expect(s.payment.deltas).toEqual([-32, -32, 96, -32]);
    });
    test('bonus over the limit, self-draw: 62 each, +186', () => {
      expect(scored(win({ ...hand, tsumo: true }), rules({ bonus_over_limit: 10 })).payment.deltas).toEqual([
        -62, -62, 186, -62,
      ]);
    });
    test('bonus over the limit, discard: others 46, discarder 62, +154', () => {
      expect(scored(win({ ...hand, from: 3 }), rules({ bonus_over_limit: 10 })).payment.deltas).toEqual([
        -46, -46, 154, -62,
      ]);
    });
    test('alternative: the discarder doubles the discard share, 92, +184', () => {
      const r = rules({ bonus_over_limit: 10, bonus_over_limit_discarder: 'double' });
      expect(scored(win({ ...hand, from: 3 }), r).payment.deltas).toEqual([-46, -46, 184, -92]);
    });
  });

  describe('7. 0.3/0.6 rounded', () => {
    const r = rules({ base: [0.3, 0.6] });
    const threeTai = {
      hand: '22255m444p888s777z',
      melds: [['pon', '444p']] as [['pon', string]],
      win: '2m',
      seat: 1 as const,
    };
    test('3 tai on a discard: others 3 each, discarder 5, +11', () => {
      const s = scored(win({ ...threeTai, from: 3 }), r);
      expect(s.tai).toBe(3);
      expect(s.payment.deltas).toEqual([11, -3, -3, -5]);
    });
    test('3 tai self-drawn: 5 each, +15', () => {
      expect(scored(win({ ...threeTai, tsumo: true }), r).payment.deltas).toEqual([15, -5, -5, -5]);
    });
    test('3 tai, shooter pays: the discarder alone pays 5 + 3 + 3 = 11', () => {
      const s = scored(win({ ...threeTai, from: 3 }), rules({ base: [0.3, 0.6], shooter_pays: true }));
      expect(s.payment.deltas).toEqual([11, 0, 0, -11]);
    });
    test('2 tai on a discard: 2 + 2 + 3 = +7', () => {
      const s = scored(
        win({ hand: '22255m444999p888s', melds: [['pon', '444p']], win: '2m', seat: 1, from: 3 }),
        r,
      );
      expect(s.tai).toBe(2);
      expect(s.payment.deltas).toEqual([7, -2, -2, -3]);
    });
  });

  test('8. shooter pays at 0.5/1: 2 tai, the discarder pays 4 × 2 = 8, the others 0', () => {
    const s = scored(
      win({ hand: '22255m444999p888s', melds: [['pon', '444p']], win: '2m', seat: 1, from: 3 }),
      rules({ shooter_pays: true }),
    );
    expect(s.payment.deltas).toEqual([8, 0, 0, -8]);
  });

  test('9. bite then win: +6 at once, then a 4-tai self-drawn triplets hand +48, +54 in all', () => {
    const bite = settleSingaporeInstant({ seat: 3, seatWind: 4, bonus: tiles('1a2a') }, REF);
    expect(bite.ok && bite.value.payment.deltas.map(fromHundredths)).toEqual([-2, -2, -2, 6]);
    const s = scored(
      win({
        hand: '222888m333p44666s',
        melds: [['pon', '333p']],
        win: '4s',
        seat: 4,
        tsumo: true,
        bonus: '1a2a',
      }),
    );
    expect(elementIds(s)).toEqual(['animal:1', 'animal:1', 'triplets:2']);
    expect(s.payment.deltas).toEqual([-16, -16, -16, 48]);
    expect(bite.ok && fromHundredths(bite.value.payment.deltas[3]) + s.payment.deltas[3]).toBe(54);
  });

  test('10. kong payouts: exposed 2 from each (+6), concealed 4 from each (+12)', () => {
    const exposed = settleSingaporeInstant(
      { seat: 1, seatWind: 2, bonus: [], kongs: [{ kind: 'kan' }] },
      REF,
    );
    const hidden = settleSingaporeInstant(
      { seat: 1, seatWind: 2, bonus: [], kongs: [{ kind: 'ankan' }] },
      REF,
    );
    expect(exposed.ok && exposed.value.payment.deltas.map(fromHundredths)).toEqual([-2, 6, -2, -2]);
    expect(hidden.ok && hidden.value.payment.deltas.map(fromHundredths)).toEqual([-4, 12, -4, -4]);
  });

  test('11. double wind: East in the East round, East pung 2 + half flush 2, self-draw +48', () => {
    const s = scored(
      win({ hand: '12223456789p111z', melds: [['pon', '111z']], win: '2p', seat: 1, tsumo: true }),
    );
    expect(elementIds(s)).toEqual(['half_flush:2', 'prevailing_wind_pung:1', 'seat_wind_pung:1']);
    expect(s.payment.deltas).toEqual([48, -16, -16, -16]);
  });

  test('12. complete flower group: 2 tai and an instant 2u = 4 from each (+12)', () => {
    const instant = settleSingaporeInstant({ seat: 3, seatWind: 4, bonus: tiles('1234f') }, REF);
    expect(instant.ok && instant.value.payment.deltas.map(fromHundredths)).toEqual([-4, -4, -4, 12]);
    const s = scored(win({ hand: '234m567888p34566s', win: '6s', seat: 4, from: 0, bonus: '1234f' }));
    expect(elementIds(s)).toEqual(['complete_flower_group:1', 'seat_flower:1']);
    expect(s.tai).toBe(2);
  });

  test('13. bao dragons: Three Great Scholars self-drawn, B pays all 96', () => {
    const s = scored(
      win({
        hand: '123m99p555666777z',
        melds: [
          ['pon', '555z'],
          ['pon', '666z'],
          ['pon', '777z'],
        ],
        win: '3m',
        seat: 2,
        tsumo: true,
        bao: { seat: 2, reason: 'dragons' },
      }),
    );
    expect([s.tai, s.taiRaw]).toEqual([5, 10]);
    expect(elementIds(s)).toEqual(['three_great_scholars:5']);
    expect(s.payment.deltas).toEqual([0, 96, -96, 0]);
  });

  test('14. Thirteen Wonders on a discard: each of the three pays 2·S(5) = 32, +96', () => {
    const s = scored(win({ hand: '119m19p19s1234567z', win: '9p', seat: 3, from: 3 }));
    expect(elementIds(s)).toEqual(['thirteen_wonders:5']);
    expect(s.payment.deltas).toEqual([-32, -32, 96, -32]);
  });

  test('15. fresh-tile win: 3 tai, B pays 4 × 4 = 16, C and D pay 0', () => {
    const s = scored(
      win({
        hand: '44666m222p333s777z',
        melds: [['pon', '333s']],
        win: '2p',
        seat: 1,
        from: 1,
        bao: { seat: 1, reason: 'fresh_tile' },
      }),
    );
    expect(s.tai).toBe(3);
    expect(s.payment.deltas).toEqual([16, -16, 0, 0]);
  });

  describe('16. false win', () => {
    test('on a claimed discard: discarder 32, others 16 each (−64)', () => {
      const p = settleSingaporeFalseWin({ offender: 1, claimed: 'discard', discarder: 2 }, REF);
      expect(p.ok && p.value.deltas.map(fromHundredths)).toEqual([16, -64, 32, 16]);
    });
    test('on a claimed self-draw: 32 to each (−96)', () => {
      const p = settleSingaporeFalseWin({ offender: 1, claimed: 'self_draw', discarder: null }, REF);
      expect(p.ok && p.value.deltas.map(fromHundredths)).toEqual([32, -96, 32, 32]);
    });
    test('under shooter-pays only the discarder is compensated (the whole 64)', () => {
      const p = settleSingaporeFalseWin(
        { offender: 1, claimed: 'discard', discarder: 2 },
        rules({ shooter_pays: true }),
      );
      expect(p.ok && p.value.deltas.map(fromHundredths)).toEqual([0, -64, 64, 0]);
    });
  });
});
