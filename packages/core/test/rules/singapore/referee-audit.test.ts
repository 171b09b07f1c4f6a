// Referee audit of rules/singapore.md: each expected value below was worked out by hand from
// the spec section named in the test, then checked against the scorer. Only cases no other
// test file pins: combinations of elements, values at a limit or a rounding boundary, and
// options set away from their defaults. Base 0.5/1, limit 5, South (seat 1) wins in an East
// round unless a case says otherwise.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/payment.ts';
import {
  fromHundredths,
  type SingaporeRules,
  scoreSingaporeHand,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
} from '../../../src/rules/singapore/index.ts';
import { REF, rules, scored, tiles, type WinSpec, win } from './helpers.ts';

const elementIds = (s: ReturnType<typeof scored>) => s.elements.map((e) => `${e.id}:${e.tai}`).sort();

/** One dragon pung (melded), nothing else: 1 tai. */
const ONE_TAI: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };
/** Ping hu's shape, one chow melded, two-sided 1-4s wait won on 4s. */
const SEQUENCE: WinSpec = { hand: '123456m55p234789s', melds: [['chi', '123m']], win: '4s' };
/** Ping hu (4) with a North pair, all characters: half flush (2) as well. */
const PING_HU_HALF_FLUSH: WinSpec = { hand: '123456789234m44z', win: '4m', from: 0 };
const THIRTEEN: WinSpec = { hand: '119m19p19s1234567z', win: '9p', from: 0 };

describe('§3.1 bonus tiles', () => {
  test('all four animals (4 + 1) with lesser sequence (1): 6 tai, paid as 5; unlimited 6 (64/32/32)', () => {
    const spec: WinSpec = { ...SEQUENCE, melds: [], from: 0, bonus: '1a2a3a4a' };
    const s = scored(spec);
    expect([s.tai, s.taiRaw, s.payment.deltas]).toEqual([5, 6, [-32, 64, -16, -16]]);
    expect(scored(spec, rules({ limit: null })).payment.deltas).toEqual([-64, 128, -32, -32]);
  });

  test('West (seat 3) holds flower 3 and season 3: 1 each; with a dragon pung 3 tai, self-drawn 8 each', () => {
    const s = scored({ ...ONE_TAI, seat: 3, tsumo: true, bonus: '3f7f' });
    expect(elementIds(s)).toEqual(['dragon_pung:1', 'seat_flower:1', 'seat_flower:1']);
    expect(s.payment.deltas).toEqual([-8, -8, 24, -8]);
  });

  test('North: the four flowers (2) and season 4 (1) with a dragon pung: 4 tai on East’s discard, +32', () => {
    const s = scored({ ...ONE_TAI, seat: 4, from: 0, bonus: '1234f8f' });
    expect(s.tai).toBe(4);
    expect(s.payment.deltas).toEqual([-16, -8, -8, 32]);
  });
});

describe('§3.2 honour pungs', () => {
  test('West seat in the South round: a West pung and a South pung are 1 each (2 tai, +8)', () => {
    const s = scored({
      hand: '234m567p99s333z222z',
      melds: [
        ['pon', '333z'],
        ['pon', '222z'],
      ],
      win: '9s',
      seat: 3,
      round: 2,
      from: 0,
    });
    expect(elementIds(s)).toEqual(['prevailing_wind_pung:1', 'seat_wind_pung:1']);
    expect(s.payment.deltas).toEqual([-4, -2, 8, -2]);
  });
});

describe('§3.3 hand patterns', () => {
  test('ping hu with a pair of a wind neither seat nor prevailing, plus its half flush: 6, paid as 5', () => {
    const s = scored(PING_HU_HALF_FLUSH);
    expect(elementIds(s)).toEqual(['half_flush:2', 'ping_hu:4']);
    expect([s.tai, s.payment.deltas]).toEqual([5, [-32, 64, -16, -16]]);
    expect(scored(PING_HU_HALF_FLUSH, rules({ limit: null })).payment.deltas).toEqual([-64, 128, -32, -32]);
  });

  test('ping hu (ii): a pair of the seat wind or of the prevailing wind gives no tai', () => {
    for (const pair of ['22z', '11z']) {
      const s = scoreSingaporeHand(win({ ...SEQUENCE, hand: `123456m789p234s${pair}`, from: 0 }), REF);
      expect(s.ok ? s.value.tai : s.error).toBe('below_minimum');
    }
  });

  test('full flush sequence at limit 6 is min(10, 6) = 6; full flush lesser sequence + an animal is 6 too', () => {
    const ff: WinSpec = { hand: '12233445667899p', win: '8p', from: 0 };
    expect(scored(ff, rules({ limit: 6 })).payment.deltas).toEqual([-64, 128, -32, -32]);
    const lesser = scored({ ...ff, bonus: '1a' }, rules({ limit: 7 }));
    expect([lesser.tai, elementIds(lesser)]).toEqual([6, ['animal:1', 'full_flush_lesser_sequence:5']]);
  });

  test('three lesser scholars (3) + mixed terminals (4) + half flush (2): 9 in unlimited play', () => {
    const s = scored({ hand: '555z666z77z111m999m', win: '7z', from: 0 }, rules({ limit: null }));
    expect(elementIds(s)).toEqual(['half_flush:2', 'mixed_terminals:4', 'three_lesser_scholars:3']);
    expect(s.payment.deltas).toEqual([-512, 1024, -256, -256]);
  });

  test('four lesser blessings for South in the East round: 2 + seat 1 + prevailing 1 + half flush 2 = 6', () => {
    const s = scored({ hand: '111z222z333z44z123m', win: '3m', from: 0 }, rules({ limit: null }));
    expect(s.tai).toBe(6);
    expect(elementIds(s)).toEqual([
      'four_lesser_blessings:2',
      'half_flush:2',
      'prevailing_wind_pung:1',
      'seat_wind_pung:1',
    ]);
  });

  test('fully concealed (option off): a concealed self-drawn ping hu on an edge wait is 4, not 5', () => {
    const hand: WinSpec = { hand: '123456m55p789p234s', win: '7p', tsumo: true };
    expect(scored(hand).tai).toBe(5);
    expect(scored(hand, rules({ fullyConcealed: false })).payment.deltas).toEqual([-16, 48, -16, -16]);
  });

  test('pure green switched off: read as a half flush (2) with its green dragon pung (1)', () => {
    const hand: WinSpec = { hand: '223344s666s88s666z', melds: [['pon', '666z']], win: '8s', from: 0 };
    expect(elementIds(scored(hand))).toEqual(['dragon_pung:1', 'pure_green:4']);
    expect(elementIds(scored(hand, rules({ pureGreen: false })))).toEqual(['dragon_pung:1', 'half_flush:2']);
  });
});

describe('§3.4 winning situations', () => {
  test('robbing the kong (1) on a two-sided ping hu (4): 5 tai, the robbed player pays 32, others 16', () => {
    const s = scored({ ...SEQUENCE, melds: [], from: 3, robbingKong: true });
    expect(elementIds(s)).toEqual(['ping_hu:4', 'robbing_the_kong:1']);
    expect(s.payment.deltas).toEqual([-16, 64, -16, -32]);
  });

  test('last tile on a discard adds nothing by default; lastTileOnDiscard adds 1', () => {
    const hand: WinSpec = { ...ONE_TAI, from: 0, lastTile: true };
    expect(scored(hand).tai).toBe(1);
    expect(scored(hand, rules({ lastTileOnDiscard: true })).payment.deltas).toEqual([-4, 8, -2, -2]);
  });

  test('kong on kong is 10 → limit; unlimited it is 10 and the dragon pung adds (11)', () => {
    const hand: WinSpec = {
      hand: '2222m5555p34599s777z',
      melds: [
        ['kan', '2222m'],
        ['kan', '5555p'],
      ],
      win: '9s',
      tsumo: true,
      kongOnKong: true,
    };
    expect(scored(hand).payment.deltas).toEqual([-32, 96, -32, -32]);
    expect(scored(hand, rules({ limit: null })).tai).toBe(11);
  });

  test('flower on flower as a fixed 5 (option) adds to the other tai in unlimited play', () => {
    const s = scored(
      { ...ONE_TAI, tsumo: true, flowerReplacement: 2, bonus: '1a3f' },
      rules({ flowerOnFlower: 5, limit: null }),
    );
    expect(elementIds(s)).toEqual(['animal:1', 'dragon_pung:1', 'flower_replacement:5']);
  });
});

describe('§3.6 limit hands', () => {
  test('non-stacking keeps situation tai: hidden treasure + kong replacement is 6 raw, 42 each with the bonus', () => {
    const s = scored(
      {
        hand: '1111m222p333s99s555z',
        melds: [['ankan', '1111m']],
        win: '9s',
        tsumo: true,
        kongReplacement: true,
      },
      rules({ bonusOverLimit: 10 }),
    );
    expect([s.tai, s.taiRaw, s.payment.deltas]).toEqual([5, 6, [-42, 126, -42, -42]]);
  });

  test('hidden treasure on a discard of the pair tile (W variant) is the limit; on a pung tile it is not', () => {
    const r = rules({ hiddenTreasureOnPairDiscard: true });
    const hand: WinSpec = { hand: '111m222p333s555z99s', win: '9s', from: 0 };
    expect(scored(hand, r).payment.deltas).toEqual([-32, 64, -16, -16]);
    expect(elementIds(scored({ ...hand, win: '1m' }, r))).toEqual(['dragon_pung:1', 'triplets:2']);
  });

  test('seven pairs as a limit hand pays double with doubleSpecialHands (64/32/32)', () => {
    const s = scored(
      { hand: '1133m5577p99s1122z', win: '9s', from: 0 },
      rules({ sevenPairs: 'limit', doubleSpecialHands: true }),
    );
    expect(s.payment.deltas).toEqual([-64, 128, -32, -32]);
  });
});

describe('§4 payments', () => {
  test('4.1 no dealer multiplier: East self-draws 1 tai, 2 from each', () => {
    expect(scored({ ...ONE_TAI, seat: 1, tsumo: true }).payment.deltas).toEqual([6, -2, -2, -2]);
  });

  test('4.4 thirteen wonders under shooter-pays: every loser still pays 2·S(5) = 32', () => {
    expect(scored(THIRTEEN, rules({ shooterPays: true })).payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('4.4 thirteen wonders robbing a kong: every loser pays 32 (the robbing tai is above the limit)', () => {
    expect(scored({ ...THIRTEEN, robbingKong: true }).payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('4.4 thirteen wonders at limit 1: 2·S(1) = 2 from each', () => {
    expect(scored(THIRTEEN, rules({ limit: 1 })).payment.deltas).toEqual([-2, 6, -2, -2]);
  });
});

describe('§5 stakes', () => {
  const R030 = rules({ base: [0.3, 0.6] });

  test('5.1 1 tai on a discard: others 1, discarder 2 (0.6 → 1, 1.2 → 2)', () => {
    expect(scored({ ...ONE_TAI, from: 0 }, R030).payment.deltas).toEqual([-2, 4, -1, -1]);
  });

  test('5.1 4 tai on a discard: 4.8 → 5 each, the discarder 9.6 → 10; shooter-pays 10 + 5 + 5', () => {
    expect(scored({ ...SEQUENCE, from: 0 }, R030).payment.deltas).toEqual([-10, 20, -5, -5]);
    expect(
      scored({ ...SEQUENCE, from: 0 }, rules({ base: [0.3, 0.6], shooterPays: true })).payment.deltas,
    ).toEqual([-20, 20, 0, 0]);
  });

  test('5.1 5 tai self-drawn: 19.2 → 20 from each', () => {
    expect(scored({ ...SEQUENCE, melds: [], tsumo: true }, R030).payment.deltas).toEqual([-20, 60, -20, -20]);
  });

  test('5.1 a 0-tai hand with minTai 0: 0.3 → 0.5, 0.6 → 1; shooter-pays 1 + 0.5 + 0.5', () => {
    const plain: WinSpec = { hand: '234m567p345s99s888m', melds: [['pon', '888m']], win: '9s' };
    const r = (o: Record<string, unknown>) => rules({ minTai: 0, base: [0.3, 0.6], ...o });
    expect(scored({ ...plain, from: 0 }, r({})).payment.deltas).toEqual([-1, 2, -0.5, -0.5]);
    expect(scored({ ...plain, tsumo: true }, r({})).payment.deltas).toEqual([-1, 3, -1, -1]);
    expect(scored({ ...plain, from: 0 }, r({ shooterPays: true })).payment.deltas).toEqual([-2, 2, 0, 0]);
  });

  test('5.2 with 0.3/0.6: 6 tai at limit 5, others 10 + 10, discarder 20 + 10 (+70)', () => {
    expect(
      scored(PING_HU_HALF_FLUSH, rules({ base: [0.3, 0.6], bonusOverLimit: 10 })).payment.deltas,
    ).toEqual([-30, 70, -20, -20]);
  });

  test('5.2 discarder alternative: 2 × 26 = 52 for 6 tai', () => {
    expect(
      scored(PING_HU_HALF_FLUSH, rules({ bonusOverLimit: 10, bonusOverLimitDiscarder: 'double' })).payment
        .deltas,
    ).toEqual([-52, 104, -26, -26]);
  });

  test('5.2 at limit 1: 3 tai pay S(1) + 2 × 10 (21 each, discarder 22)', () => {
    const s = scored({ ...ONE_TAI, from: 0, bonus: '2f1a' }, rules({ limit: 1, bonusOverLimit: 10 }));
    expect(s.payment.deltas).toEqual([-22, 64, -21, -21]);
  });
});

describe('§6 instant payouts', () => {
  const each = (input: Parameters<typeof settleSingaporeInstant>[0], r: SingaporeRules = REF) => {
    const out = settleSingaporeInstant(input, r);
    if (!out.ok) throw new Error(JSON.stringify(out.issues));
    return {
      items: out.value.items.map((i) => `${i.id}:${fromHundredths(i.each)}`),
      deltas: out.value.payment.deltas.map(fromHundredths),
    };
  };
  const SOUTH = { seat: 1 as Seat, seatWind: 2 as const };

  test('all four animals held from the deal: 2u + 2u for the bites, 2u on top (12 from each)', () => {
    const animals = tiles('1a2a3a4a');
    expect(each({ ...SOUTH, bonus: animals, dealtBonus: animals })).toEqual({
      items: ['bite_cat_rat:4', 'bite_rooster_centipede:4', 'all_animals_bonus:4'],
      deltas: [-12, 36, -12, -12],
    });
  });

  test('all animals priced at u (option), only the cat + rat from the deal: 4 + 2 + 2', () => {
    const r = each(
      { ...SOUTH, bonus: tiles('1a2a3a4a'), dealtBonus: tiles('1a2a') },
      rules({ allAnimalsInstantUnits: 1 }),
    );
    expect(r.items).toEqual(['bite_cat_rat:4', 'bite_rooster_centipede:2', 'all_animals_bonus:2']);
  });

  test('0.3/0.6: u is the rounded 1-tai self-draw cell, 2 (bite 2, concealed kong 4, exposed kong 2)', () => {
    const r = each(
      { ...SOUTH, bonus: tiles('1a2a'), kongs: [{ kind: 'ankan' }, { kind: 'kan' }] },
      rules({ base: [0.3, 0.6] }),
    );
    expect(r.deltas).toEqual([-8, 24, -8, -8]);
  });

  test('instantUnit base (mj-dw): u = 0.5, a concealed kong 1', () => {
    expect(
      each({ ...SOUTH, bonus: tiles('1a2a'), kongs: [{ kind: 'ankan' }] }, rules({ instantUnit: 'base' }))
        .items,
    ).toEqual(['bite_cat_rat:0.5', 'concealed_kong:1']);
  });

  test('animals only: the seat flower pair pays nothing, the bite and the kong still do', () => {
    expect(
      each(
        { ...SOUTH, bonus: tiles('2f6f1a2a'), kongs: [{ kind: 'kan' }] },
        rules({ instantBonusPayouts: 'animals_only' }),
      ).items,
    ).toEqual(['bite_cat_rat:2', 'exposed_kong:2']);
  });

  test('the seat flower pair with only one of the two from the deal is u, not 2u', () => {
    expect(each({ ...SOUTH, bonus: tiles('2f6f'), dealtBonus: tiles('2f') }).items).toEqual([
      'seat_flower_pair:2',
    ]);
  });
});

describe('§7 bao', () => {
  const DRAGONS: WinSpec = {
    hand: '234m88p555666777z',
    melds: [
      ['pon', '555z'],
      ['pon', '666z'],
      ['pon', '777z'],
    ],
    win: '8p',
    from: 0,
  };

  test('dragons bao on another player’s discard: the liable player pays the whole 4·S(5) = 64', () => {
    expect(scored({ ...DRAGONS, bao: { seat: 3, reason: 'dragons' } }).payment.deltas).toEqual([
      0, 64, 0, -64,
    ]);
  });

  test('limit bao does not apply to a discard win under shooter-pays: the discarder pays 64', () => {
    expect(
      scored({ ...DRAGONS, bao: { seat: 3, reason: 'limit' } }, rules({ shooterPays: true })).payment.deltas,
    ).toEqual([-64, 64, 0, 0]);
  });

  test('fresh tile: fewer than 5 live tiles makes the discarder pay all; at 5 it does not; swapped to 7', () => {
    const fresh = (liveTiles: number, r: SingaporeRules = REF) =>
      scored({ ...ONE_TAI, from: 0, liveTiles, freshTile: true }, r).payment.deltas;
    expect(fresh(4)).toEqual([-4, 4, 0, 0]);
    expect(fresh(5)).toEqual([-2, 4, -1, -1]);
    expect(fresh(6, rules({ freshTileWinLiveTiles: 7 }))).toEqual([-4, 4, 0, 0]);
  });
});

describe('§9 example 16: false win', () => {
  const deltas = (claimed: 'discard' | 'self_draw', r: SingaporeRules) => {
    const p = settleSingaporeFalseWin(
      { offender: 1, claimed, discarder: claimed === 'discard' ? 2 : null },
      r,
    );
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    return p.value.deltas.map(fromHundredths);
  };

  test('0.3/0.6 at limit 5: the rounded limit cells, discarder 20 and others 10; a self-draw claim 20 each', () => {
    expect(deltas('discard', rules({ base: [0.3, 0.6] }))).toEqual([10, -40, 20, 10]);
    expect(deltas('self_draw', rules({ base: [0.3, 0.6] }))).toEqual([20, -60, 20, 20]);
  });

  test('unlimited play: W’s “5 points”', () => {
    expect(deltas('discard', rules({ limit: null }))).toEqual([16, -64, 32, 16]);
  });
});

describe('§2, §3.6 several limit hands of the same tiles are one award', () => {
  /** Hidden treasure, all honours and four great blessings at once, self-drawn by South. */
  const BLESSED: WinSpec = { hand: '111z222z333z444z55z', win: '5z', tsumo: true };

  test('limit 5: one limit hand line, the first listed; 5 tai, 32 from each', () => {
    const s = scored(BLESSED);
    expect(elementIds(s)).toEqual(['hidden_treasure:5']);
    expect([s.tai, s.taiRaw, s.limitHand]).toEqual([5, 5, 'hidden_treasure']);
    expect(s.payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('with the bonus over the limit, one limit is paid (32 each), not three limits’ worth (132 each)', () => {
    const s = scored(BLESSED, rules({ bonus_over_limit: 10 }));
    expect(s.taiRaw).toBe(5);
    expect(s.payment.deltas).toEqual([-32, 96, -32, -32]);
  });

  test('in unlimited play, one limit hand is worth unlimitedLimitHandTai (10): self-drawn 2 × S(10) = 1024 each, not 2^31 × the base', () => {
    const s = scored(BLESSED, rules({ limit: null }));
    expect([s.tai, s.taiRaw]).toEqual([10, 10]);
    expect(s.payment.deltas).toEqual([-1024, 3072, -1024, -1024]);
  });

  test('the award is the highest of them: three great scholars (10) over all honours (the limit, 6 here) in unlimited play', () => {
    // Dragons pung, East pung and a North pair: all honours and three great scholars.
    const spec: WinSpec = { hand: '555z666z777z111z44z', win: '4z', from: 0 };
    const s = scored(spec, rules({ limit: null, unlimited_limit_hand_tai: 6 }));
    expect(elementIds(s).filter((id) => !id.startsWith('seat') && !id.startsWith('prevailing'))).toEqual([
      'three_great_scholars:10',
    ]);
  });

  test('a limit hand of the situation still adds (its tai are kept by the non-stacking rule): heavenly hand + hidden treasure', () => {
    const s = scored({ ...BLESSED, seat: 1, heavenlyHand: true }, rules({ bonus_over_limit: 10 }));
    expect(elementIds(s)).toEqual(['heavenly_hand:5', 'hidden_treasure:5']);
    expect(s.taiRaw).toBe(10);
  });

  test('a limit hand of the situation replaces none of the tiles’ items: a heavenly full flush never pays less than the same hand won later', () => {
    // Dealer, concealed full flush of sequences, self-drawn: 10 (nominal) + 1 fully concealed.
    const flush: WinSpec = { hand: '123456789m23455m', win: '3m', tsumo: true, seat: 1 };
    const over = rules({ bonus_over_limit: 10 });
    expect(scored(flush, over).payment.deltas).toEqual([276, -92, -92, -92]);
    const heavenly = scored({ ...flush, heavenlyHand: true }, over);
    expect(elementIds(heavenly)).toEqual(['full_flush_sequence:5', 'fully_concealed:1', 'heavenly_hand:5']);
    expect(heavenly.taiRaw).toBe(16);
    expect(heavenly.payment.deltas).toEqual([426, -142, -142, -142]);
    // Unlimited: 11 tai against 21, where the heavenly hand alone (10) paid half of the later win.
    expect(scored(flush, rules({ limit: null })).tai).toBe(11);
    expect(scored({ ...flush, heavenlyHand: true }, rules({ limit: null })).tai).toBe(21);
    // Capped play: the limit either way.
    expect(scored({ ...flush, heavenlyHand: true }).payment.deltas).toEqual([96, -32, -32, -32]);
  });
});
