// Spec audit: rules/singapore.md section by section, for the rules the other test files do not
// already pin. Each test names the section it checks.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/payment.ts';
import {
  fromHundredths,
  type SingaporeRules,
  scoreSingaporeHand,
  settleSingaporeInstant,
  validateSingaporeWin,
} from '../../../src/rules/singapore/index.ts';
import type { HandOutcome } from '../../../src/table/riichi.ts';
import { singaporeTable } from '../../../src/table/singapore.ts';
import type { GameConfig, GameEvent, GameState, HandResult } from '../../../src/table/types.ts';
import { REF, rules, scored, tiles, type WinSpec, win } from './helpers.ts';

function refused(spec: WinSpec, r: SingaporeRules = REF) {
  const s = scoreSingaporeHand(win(spec), r);
  return s.ok ? 'ok' : s.error;
}

const elementIds = (spec: WinSpec, r: SingaporeRules = REF) =>
  scored(spec, r)
    .elements.map((e) => `${e.id}:${e.tai}`)
    .sort();

/** No scoring element at all: chows, a pung of 8m and a pair of 9s. */
const PLAIN: WinSpec = { hand: '234m567p345s99s888m', melds: [['pon', '888m']], win: '9s' };

describe('section 2: core formula', () => {
  test('self-draw is not a tai: a hand with no element is below the minimum even self-drawn', () => {
    expect(refused({ ...PLAIN, tsumo: true })).toBe('below_minimum');
    expect(refused(PLAIN)).toBe('below_minimum');
  });

  test('bonus-tile tai count toward the 1-tai minimum (seat flower); a non-seat flower is 0', () => {
    // South (seat 2) with flower 2: 1 tai on East's discard: East 2, the others 1.
    const s = scored({ ...PLAIN, bonus: '2f' });
    expect([s.tai, s.payment.deltas]).toEqual([1, [-2, 4, -1, -1]]);
    expect(refused({ ...PLAIN, bonus: '3f' })).toBe('below_minimum');
  });

  test('a limit hand scores the limit: 6 under limit 6', () => {
    const s = scored({ hand: '111m222p333s99s555z', win: '1m', tsumo: true }, rules({ limit: 6 }));
    expect([s.tai, s.payment.deltas]).toEqual([6, [-64, 192, -64, -64]]);
  });
});

describe('section 3.1: bonus tiles', () => {
  const EIGHT: WinSpec = {
    hand: '234m567p34599s777z',
    melds: [['pon', '777z']],
    win: '9s',
    bonus: '12345678f',
  };

  test('eight flowers is an instant self-pick win: every loser pays the self-draw share at the limit', () => {
    expect(scored({ ...EIGHT, tsumo: true }).payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('eight flowers on a discard is contradictory input (it is a self-pick win), not a discard payment', () => {
    const input = win({ ...EIGHT, from: 0 });
    expect(validateSingaporeWin(input).map((i) => [i.code, i.path])).toEqual([['bad_flag', 'from_seat']]);
    expect(refused({ ...EIGHT, from: 0 })).toBe('invalid');
  });

  test('robbing the eighth: the player who drew the eighth pays as the discarder', () => {
    const s = scored({
      hand: '1357m2468p1357s1z',
      win: '1z',
      from: 3,
      robbingTheEighth: true,
      bonus: '1234567f',
    });
    expect(s.elements.map((e) => e.id)).toEqual(['robbing_the_eighth']);
    expect(s.payment.deltas).toEqual([-16, 64, -16, -32]);
  });
});

describe('section 3.2: honour pungs', () => {
  test('a dragon kong and a concealed dragon pung score 1 each', () => {
    expect(
      elementIds({ hand: '234m567p99s555z7777z', melds: [['kan', '7777z']], win: '9s', from: 0 }),
    ).toEqual(['dragon_pung:1', 'dragon_pung:1']);
  });

  test('pairs score nothing: a dragon pair or a seat-wind pair adds no tai', () => {
    expect(refused({ hand: '234m567p345s888m77z', melds: [['pon', '888m']], win: '7z' })).toBe(
      'below_minimum',
    );
    expect(refused({ hand: '234m567p345s888m22z', melds: [['pon', '888m']], win: '2z' })).toBe(
      'below_minimum',
    );
  });
});

describe('section 3.3: hand patterns', () => {
  const CLOSED_WAIT: WinSpec = { hand: '123456m55789p234s', melds: [['chi', '123m']], win: '8p' };

  test('lesser sequence has no wait condition: a closed wait on a discard still scores it (RL R5)', () => {
    expect(elementIds({ ...CLOSED_WAIT, bonus: '1a' })).toEqual(['animal:1', 'lesser_sequence:1']);
  });

  test('ping hu lost by its wait does not fall back to any other item', () => {
    expect(refused(CLOSED_WAIT)).toBe('below_minimum');
  });

  test('full flush sequence is a fixed 10 (min(10, limit)); unlimited it pays 10 tai', () => {
    const ff: WinSpec = { hand: '12233445667899p', win: '8p' };
    const s = scored(ff);
    expect([s.tai, s.taiRaw]).toEqual([5, 10]);
    expect(scored(ff, rules({ limit: null })).tai).toBe(10);
  });

  test('full flush lesser sequence is a fixed 5; its bonus-tile tai add on top', () => {
    const s = scored({ hand: '12233445667899p', win: '8p', bonus: '2f' }, rules({ limit: null }));
    expect(s.elements.map((e) => `${e.id}:${e.tai}`).sort()).toEqual([
      'full_flush_lesser_sequence:5',
      'seat_flower:1',
    ]);
    expect(s.tai).toBe(6);
  });

  test('mixed terminals includes the triplets 2; the half flush and honour pungs still add', () => {
    expect(elementIds({ hand: '111999m111z55z777z', win: '5z' }, rules({ limit: null }))).toEqual([
      'dragon_pung:1',
      'half_flush:2',
      'mixed_terminals:4',
      'prevailing_wind_pung:1',
    ]);
  });

  test('pure green replaces the half flush; the green dragon pung still adds', () => {
    expect(elementIds({ hand: '234234666s88s666z', win: '8s' })).toEqual(['dragon_pung:1', 'pure_green:4']);
  });

  test('three lesser scholars: its half flush still adds', () => {
    expect(elementIds({ hand: '123m456m55566677z', win: '4m' })).toEqual([
      'half_flush:2',
      'three_lesser_scholars:3',
    ]);
  });

  test('fully concealed: a concealed kong is allowed, an exposed kong is not', () => {
    const hand = '1111m567p34599s777z';
    expect(
      elementIds({ hand, melds: [['ankan', '1111m']], win: '9s', tsumo: true }).includes('fully_concealed:1'),
    ).toBe(true);
    expect(
      elementIds({ hand, melds: [['kan', '1111m']], win: '9s', tsumo: true }).includes('fully_concealed:1'),
    ).toBe(false);
  });
});

describe('section 3.4: winning situations', () => {
  const H1: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };

  test('flower on flower, chain: 1 per consecutive replacement (three in a row: 3)', () => {
    const s = scored({ ...H1, tsumo: true, flowerReplacement: 3, bonus: '1a3f4f' });
    expect(s.elements.find((e) => e.id === 'flower_replacement')?.tai).toBe(3);
  });

  test('kong replacement after a concealed kong scores 1 (any kind of kong)', () => {
    const s = scored({
      hand: '1111m567p34599s777z',
      melds: [['ankan', '1111m']],
      win: '9s',
      tsumo: true,
      kongReplacement: true,
    });
    expect(s.elements.map((e) => e.id)).toContain('kong_replacement');
  });

  test('last tile: not when the last tile came as a kong replacement', () => {
    const s = scored({
      hand: '234m567p34599s7777z',
      melds: [['kan', '7777z']],
      win: '9s',
      tsumo: true,
      kongReplacement: true,
      lastTile: true,
    });
    expect(s.elements.map((e) => e.id)).not.toContain('last_tile');
  });

  test('robbing the kong: the robbed player pays as the discarder', () => {
    const s = scored({ ...H1, from: 3, robbingKong: true });
    expect([s.tai, s.payment.deltas]).toEqual([2, [-2, 8, -2, -4]]);
  });

  test('robbing the kong: ping hu conditions apply to the robbed tile as a discard (pair wait fails)', () => {
    const ids = elementIds({
      hand: '123456m55p234789s',
      melds: [['chi', '123m']],
      win: '5p',
      robbingKong: true,
    });
    expect(ids).toEqual(['robbing_the_kong:1']);
  });
});

describe('section 3.6: limit hands', () => {
  test('hidden treasure: concealed kongs allowed, an exposed kong is not', () => {
    const hand = '1111m222p333s99s555z';
    expect(
      elementIds({ hand, melds: [['ankan', '1111m']], win: '9s', tsumo: true }).includes('hidden_treasure:5'),
    ).toBe(true);
    expect(
      elementIds({ hand, melds: [['kan', '1111m']], win: '9s', tsumo: true }).includes('hidden_treasure:5'),
    ).toBe(false);
  });

  test('nine gates may be built with claimed sets (W: no concealment requirement)', () => {
    const s = scored({
      hand: '11123455678999m',
      melds: [
        ['pon', '111m'],
        ['chi', '234m'],
        ['chi', '678m'],
      ],
      win: '5m',
      from: 0,
    });
    expect(s.elements.map((e) => e.id)).toEqual(['nine_gates']);
  });

  test('earthly hand on a discard is won on the dealer’s first discard: another discarder is invalid', () => {
    const hand: WinSpec = { hand: '234m567p345s99s777z', win: '9s', seat: 3, earthlyHand: true };
    expect(scored({ ...hand, from: 0 }).limitHand).toBe('earthly_hand');
    const input = win({ ...hand, from: 1 });
    expect(validateSingaporeWin(input).map((i) => [i.code, i.path])).toEqual([['bad_flag', 'earthly_hand']]);
    // In another seat frame: the dealer is seat 2 when the West winner sits at seat 0.
    const framed = win({ ...hand, from: 2, winnerSeat: 0 });
    expect(validateSingaporeWin(framed)).toEqual([]);
    expect(validateSingaporeWin(win({ ...hand, from: 1, winnerSeat: 0 })).length).toBe(1);
  });
});

describe('section 4: payments', () => {
  test('4.4 Thirteen Wonders in unlimited play: every loser pays 2·S(13) = 8192', () => {
    const s = scored({ hand: '119m19p19s1234567z', win: '9p', seat: 3, from: 0 }, rules({ limit: null }));
    expect(s.payment.deltas).toEqual([-8192, -8192, 24576, -8192]);
  });
});

describe('section 5: stakes', () => {
  const FF_TRIPLETS: WinSpec = { hand: '22233555777999s', melds: [['pon', '999s']], win: '3s', seat: 3 };

  test('5.2 the bonus size is configurable: 5 per tai over the limit', () => {
    expect(scored({ ...FF_TRIPLETS, tsumo: true }, rules({ bonus_over_limit: 5 })).payment.deltas).toEqual([
      -47, -47, 141, -47,
    ]);
  });

  test('5.1 0.3/0.6 at limit 6: each payer rounded from its own raw value (19.2 → 20, 38.4 → 39)', () => {
    expect(scored({ ...FF_TRIPLETS, from: 3 }, rules({ base: [0.3, 0.6], limit: 6 })).payment.deltas).toEqual(
      [-20, -20, 79, -39],
    );
  });
});

describe('section 6: instant payouts', () => {
  test('a complete flower group (2u) and the seat flower + seat season pair (u) are both paid', () => {
    const r = settleSingaporeInstant({ seat: 0, seatWind: 1, bonus: tiles('1234f5f') }, REF);
    expect(r.ok && r.value.items.map((i) => `${i.id}:${fromHundredths(i.each)}`)).toEqual([
      'seat_flower_pair:2',
      'complete_flower_group:4',
    ]);
  });

  test('eight flowers at the table: each event not yet paid is paid, then the limit win', () => {
    const cfg: GameConfig = {
      family: 'singapore',
      preset: 'sg_reference',
      overrides: {},
      players: ['A', 'B', 'C', 'D'],
    };
    const resolved = singaporeTable.resolve(cfg);
    if (!resolved.ok) throw new Error('rules');
    const r = resolved.value;
    const s0 = singaporeTable.start(r);
    let state: GameState = {
      config: cfg,
      ...s0,
      total: 0,
      finished: false,
      endReason: null,
      chombo: [0, 0, 0, 0],
      history: [],
      adjustments: [],
      penalties: [],
    };
    const fold = (o: HandOutcome) => {
      state = {
        ...state,
        scores: o.next.scores,
        round: o.next.round,
        dealer: o.next.dealer,
        history: [...state.history, { ...o.record, eventIndex: state.history.length + 1 }],
      };
      return o;
    };
    const instant = (e: Omit<Extract<GameEvent, { type: 'instant' }>, 'type'>) => {
      const o = singaporeTable.applyInstant(state, r, { type: 'instant', ...e });
      if (!o.ok) throw new Error(JSON.stringify(o.issues));
      return fold(o.value);
    };
    const hand = (result: HandResult) => {
      const o = singaporeTable.applyHand(state, r, [], result);
      if (!o.ok) throw new Error(JSON.stringify(o.issues));
      return fold(o.value);
    };
    // South (seat 1) shows the four flowers: the group, 2u = 4 from each.
    expect(instant({ seat: 1, bonus: '1234f' }).record.payment.deltas).toEqual([-400, 1200, -400, -400]);
    // Then the four seasons: the season group (2u) and the seat flower + season pair 2 + 6 (u).
    expect(instant({ seat: 1, bonus: '5678f' }).record.payment.deltas).toEqual([-600, 1800, -600, -600]);
    // Eight flowers: the limit, self-picked: 32 from each.
    const o = hand({
      kind: 'win',
      wins: [
        { winner: 1 as Seat, from: null, score: { mode: 'hand', hand: '234m567p345s99s777z', win: '9s' } },
      ],
    });
    expect(o.record.payment.deltas).toEqual([-3200, 9600, -3200, -3200]);
  });
});
