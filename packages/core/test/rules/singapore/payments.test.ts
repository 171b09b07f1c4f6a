// Payment paths (standard, self-draw, shooter-pays, Thirteen Wonders, bao and its exceptions,
// bonus over the limit), instant payouts, and the typed errors of bad input.

import { describe, expect, test } from 'vitest';
import {
  type BaoReason,
  fromHundredths,
  isBaoApplied,
  isFreshTileBao,
  type SingaporeRules,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeInstant,
  whyBaoNotApplied,
} from '../../../src/rules/singapore/index.ts';
import { ANIMAL_CAT, FLOWER_1, SEASON_1 } from '../../../src/tiles/tile.ts';
import { REF, rules, tiles, type WinSpec, win } from './helpers.ts';

const H1: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };
const THIRTEEN: WinSpec = { hand: '119m19p19s1234567z', win: '9p', seat: 3 };
const GREAT_SCHOLARS: WinSpec = {
  hand: '123m99p555666777z',
  melds: [['pon', '555z']],
  win: '3m',
  tsumo: true,
};

function paid(input: SingaporeWinInput, r: SingaporeRules = REF) {
  const s = scoreSingaporeHand(input, r);
  if (!s.ok) throw new Error(`${s.error}: ${JSON.stringify(s.issues)}`);
  return s.value.payment;
}

describe('win payments', () => {
  test('standard discard: the discarder pays the self-draw share, the others the discard share', () => {
    const p = paid(win({ ...H1, from: 3 }));
    expect(p.deltas).toEqual([-1, 4, -1, -2]);
    expect(p.lines.every((l) => l.reason === 'base')).toBe(true);
  });

  test('self-draw: every loser pays the self-draw share', () => {
    expect(paid(win({ ...H1, tsumo: true })).deltas).toEqual([-2, 6, -2, -2]);
  });

  test('shooter-pays: self-draw unchanged, a discard paid by the discarder alone', () => {
    const r = rules({ shooter_pays: true });
    expect(paid(win({ ...H1, tsumo: true }), r).deltas).toEqual([-2, 6, -2, -2]);
    expect(paid(win({ ...H1, from: 2 }), r).deltas).toEqual([0, 4, -4, 0]);
  });

  test('no dealer multiplier: the dealer pays and collects the same as anyone', () => {
    expect(paid(win({ ...H1, seat: 1, tsumo: true })).deltas).toEqual([6, -2, -2, -2]);
    expect(paid(win({ ...H1, seat: 2, from: 0 })).deltas).toEqual([-2, 4, -1, -1]);
  });

  test('Thirteen Wonders: all three pay the self-draw share however won, also under shooter-pays', () => {
    expect(paid(win({ ...THIRTEEN, from: 0 })).deltas).toEqual([-32, -32, 96, -32]);
    expect(paid(win({ ...THIRTEEN, tsumo: true })).deltas).toEqual([-32, -32, 96, -32]);
    expect(paid(win({ ...THIRTEEN, from: 0 }), rules({ shooter_pays: true })).deltas).toEqual([
      -32, -32, 96, -32,
    ]);
  });

  test('bonus over the limit: itemised as bonus lines, also under shooter-pays', () => {
    const ff: WinSpec = { hand: '22233555777999s', melds: [['pon', '999s']], win: '3s', seat: 3, from: 3 };
    const p = paid(win(ff), rules({ bonus_over_limit: 10, shooter_pays: true }));
    // Discarder: 32 + 30 for himself, then 2 × (16 + 30) for the other two.
    expect(p.deltas).toEqual([0, 0, 154, -154]);
    expect(p.lines.filter((l) => l.reason === 'bonus').reduce((a, l) => a + l.amount, 0)).toBe(90);
  });

  test('bao: the liable player pays everything, as pao lines; the others pay nothing', () => {
    const p = paid(win({ ...GREAT_SCHOLARS, bao: { seat: 3, reason: 'dragons' } }));
    expect(p.deltas).toEqual([0, 96, 0, -96]);
    expect(p.lines.every((l) => l.reason === 'pao' && l.from === 3)).toBe(true);
    const onDiscard = paid(
      win({ ...GREAT_SCHOLARS, tsumo: false, from: 0, bao: { seat: 3, reason: 'dragons' } }),
    );
    expect(onDiscard.deltas).toEqual([0, 64, 0, -64]);
  });

  test('under shooter-pays the fresh-tile and limit bao do not apply to discard wins', () => {
    const r = rules({ shooter_pays: true });
    // Three great scholars: the limit, 5 tai (S(5) = 16, 32 self-drawn), bao cases that fit it.
    const onDiscard = { ...GREAT_SCHOLARS, tsumo: false, from: 0 } as const;
    for (const reason of ['fresh_tile', 'limit'] as const) {
      expect(paid(win({ ...onDiscard, bao: { seat: 0, reason } }), r).deltas).toEqual([-64, 64, 0, 0]);
      expect(paid(win({ ...onDiscard, bao: { seat: 3, reason } }), r).deltas).toEqual([-64, 64, 0, 0]);
    }
    // A self-draw: the limit bao applies; the fresh-tile bao has no discard to make anyone liable
    // (section 7: "B discards a fresh tile and A wins on it"), so everyone pays as usual.
    expect(paid(win({ ...GREAT_SCHOLARS, bao: { seat: 3, reason: 'limit' } }), r).deltas).toEqual([
      0, 96, 0, -96,
    ]);
    expect(paid(win({ ...GREAT_SCHOLARS, bao: { seat: 3, reason: 'fresh_tile' } }), r).deltas).toEqual([
      -32, 96, -32, -32,
    ]);
    expect(paid(win({ ...onDiscard, bao: { seat: 3, reason: 'dragons' } }), r).deltas).toEqual([
      0, 64, 0, -64,
    ]);
  });

  test('a bao case the hand does not fit is not applied, and says why (section 7)', () => {
    const scored = (spec: WinSpec, reason: BaoReason) => {
      const input = win(spec);
      const r = scoreSingaporeHand(
        { ...input, situation: { ...input.situation, bao: { seat: 3, reason } } },
        REF,
      );
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return [r.value.baoNotApplied, r.value.payment.deltas];
    };
    // A one-dragon hand of three suits, 1 tai, won on Dee's discard.
    const h1 = { ...H1, from: 3 } as const;
    expect(scored(h1, 'dragons')).toEqual([
      'dragons bao is for a hand of three dragon sets, or two and the dragon pair, which this hand is not',
      [-1, 4, -1, -2],
    ]);
    expect(scored(h1, 'flush')[0]).toBe('flush bao is for a hand of one suit, which this hand is not');
    expect(scored(h1, 'limit')[0]).toBe('limit bao is for a hand at the limit (5 tai), and this one has 1');
    expect(scored(h1, 'eighteen_arhats')[0]).toBe(
      'eighteen arhats bao is for a hand of four kongs, which this hand is not',
    );
    // Each shape case fits its hand, and no other hand.
    const fitting: [BaoReason, string, string][] = [
      ['winds', '111z222z333z44z123m', '1m'],
      ['all_honours', '111z222z333z555z66z', '6z'],
      ['pure_green', '234s234s666s888s66z', '6z'],
      ['terminals', '111m999m111p999p11s', '1s'],
    ];
    for (const [reason, hand, w] of fitting) {
      expect(scored({ hand, win: w, from: 3 }, reason)[0]).toBe(null);
      expect(scored(h1, reason)[0]).toMatch(/which this hand is not$/);
    }
    // Two dragon pungs and the dragon pair fit the dragons case: Dee pays all.
    const lesser: WinSpec = { hand: '123m456p555666z77z', melds: [['pon', '555z']], win: '7z', from: 3 };
    const [why, deltas] = scored(lesser, 'dragons');
    expect(why).toBe(null);
    expect((deltas as number[])[0]).toBe(0);
  });

  test("bao under shooter-pays: the discarder's whole payment is one pao line a kind", () => {
    const r = rules({ shooter_pays: true, bonus_over_limit: 10 });
    const onDiscard = { ...GREAT_SCHOLARS, tsumo: false, from: 0 } as const;
    const plain = paid(win(onDiscard), r);
    // Without bao the discarder pays his own share and the two single shares (5.1), each in base
    // and bonus: four lines.
    expect(plain.lines.map((l) => [l.from, l.reason])).toEqual([
      [0, 'base'],
      [0, 'bonus'],
      [0, 'base'],
      [0, 'bonus'],
    ]);
    const sum = (reason: string) =>
      plain.lines.filter((l) => l.reason === reason).reduce((a, l) => a + l.amount, 0);
    const p = paid(win({ ...onDiscard, bao: { seat: 3, reason: 'dragons' } }), r);
    expect(p.deltas).toEqual([0, -plain.deltas[0]!, 0, plain.deltas[0]!]);
    expect(p.lines.map((l) => [l.from, l.to, l.amount, l.reason, l.note])).toEqual([
      [3, 1, sum('base'), 'pao', 'bao (dragons): base for seat 0'],
      [3, 1, sum('bonus'), 'pao', 'bao (dragons): bonus for seat 0'],
    ]);
  });

  test('fresh-tile bao is not applied to Thirteen Wonders', () => {
    const p = paid(win({ ...THIRTEEN, from: 0, bao: { seat: 0, reason: 'fresh_tile' } }));
    expect(p.deltas).toEqual([-32, -32, 96, -32]);
  });

  test('exact amounts: 0.3/0.6 without rounding sums to zero in hundredths', () => {
    const s = scoreSingaporeHand(win({ ...H1, from: 0 }), rules({ base: [0.3, 0.6], rounding: 'none' }));
    expect(s.ok && s.value.paymentHundredths.deltas).toEqual([-120, 240, -60, -60]);
    expect(s.ok && s.value.payment.deltas).toEqual([-1.2, 2.4, -0.6, -0.6]);
  });
});

describe('instant payouts', () => {
  const CAT = ANIMAL_CAT;
  const RAT = ANIMAL_CAT + 1;
  const ids = (r: ReturnType<typeof settleSingaporeInstant>) =>
    r.ok ? r.value.items.map((i) => [i.id, fromHundredths(i.each), fromHundredths(i.total)]) : r.error;

  test('a bite held from the deal (暗咬) pays double', () => {
    expect(
      ids(settleSingaporeInstant({ seat: 0, seatWind: 1, bonus: [CAT, RAT], dealtBonus: [CAT, RAT] }, REF)),
    ).toEqual([['bite_cat_rat', 4, 12]]);
    expect(
      ids(settleSingaporeInstant({ seat: 0, seatWind: 1, bonus: [CAT, RAT], dealtBonus: [CAT] }, REF)),
    ).toEqual([['bite_cat_rat', 2, 6]]);
  });

  test('all four animals: u + u + 2u; the deal doubling applies to the bites only', () => {
    const all = tiles('1234a');
    expect(ids(settleSingaporeInstant({ seat: 2, seatWind: 3, bonus: all, dealtBonus: all }, REF))).toEqual([
      ['bite_cat_rat', 4, 12],
      ['bite_rooster_centipede', 4, 12],
      ['all_animals_bonus', 4, 12],
    ]);
  });

  test('seat flower and seat season: u, 2u if held from the deal', () => {
    const pair = [FLOWER_1 + 2, SEASON_1 + 2];
    expect(ids(settleSingaporeInstant({ seat: 2, seatWind: 3, bonus: pair }, REF))).toEqual([
      ['seat_flower_pair', 2, 6],
    ]);
    expect(ids(settleSingaporeInstant({ seat: 2, seatWind: 3, bonus: pair, dealtBonus: pair }, REF))).toEqual(
      [['seat_flower_pair', 4, 12]],
    );
    expect(ids(settleSingaporeInstant({ seat: 1, seatWind: 2, bonus: pair }, REF))).toEqual([]);
  });

  test('complete season group: 2u; kongs one item each; a robbed kong pays nothing', () => {
    const r = settleSingaporeInstant(
      {
        seat: 1,
        seatWind: 2,
        bonus: tiles('5678f'),
        kongs: [{ kind: 'kan' }, { kind: 'ankan' }, { kind: 'kan', robbed: true }],
      },
      REF,
    );
    expect(ids(r)).toEqual([
      ['complete_season_group', 4, 12],
      ['exposed_kong', 2, 6],
      ['concealed_kong', 4, 12],
    ]);
    expect(r.ok && r.value.payment.deltas.map(fromHundredths)).toEqual([-10, 30, -10, -10]);
    expect(r.ok && fromHundredths(r.value.eachSum)).toBe(10);
  });

  test('fresh-tile kong bao: the liable seat pays the whole kong payout', () => {
    const r = settleSingaporeInstant(
      { seat: 1, seatWind: 2, bonus: [], kongs: [{ kind: 'kan', baoSeat: 3 }] },
      REF,
    );
    expect(r.ok && r.value.payment.deltas.map(fromHundredths)).toEqual([0, 6, 0, -6]);
  });

  test('bad instant input is a typed error', () => {
    const r = settleSingaporeInstant({ seat: 1, seatWind: 2, bonus: [CAT, CAT, 3], dealtBonus: [RAT] }, REF);
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['duplicate_bonus', 'bad_bonus', 'bad_bonus']);
    // A suit tile is named in the notation, not by its number.
    expect(r.ok ? [] : r.issues[1]!.message).toBe('4m is not a flower, season or animal');
  });
});

describe('bad input: typed errors with every issue, never a throw', () => {
  const codes = (input: SingaporeWinInput) => {
    const r = scoreSingaporeHand(input, REF);
    return r.ok ? [] : r.issues.map((i) => i.code);
  };

  test('more than four copies, duplicate bonus, bad meld, all at once', () => {
    const base = win({ hand: '11111m567p34599s77z', melds: [['chi', '579p']], win: '9s', bonus: '1a' });
    const input = { ...base, hand: { ...base.hand, bonus: [...base.hand.bonus, ANIMAL_CAT] } };
    expect(codes(input).sort()).toEqual(
      ['bad_meld', 'duplicate_bonus', 'too_many_copies', 'wrong_tile_count'].sort(),
    );
  });

  test('winning tile not in the concealed hand; wrong tile count', () => {
    expect(codes(win({ hand: '234m567p34599s777z', win: '1m' }))).toEqual(['win_not_in_hand']);
    expect(codes(win({ hand: '234m567p3459s777z', win: '9s' }))).toEqual(['wrong_tile_count']);
  });

  test('bonus and red-five tiles are not play tiles', () => {
    const base = win(H1);
    const withAnimal = {
      ...base,
      hand: { ...base.hand, concealed: [...base.hand.concealed.slice(1), ANIMAL_CAT] },
    };
    expect(codes(withAnimal)).toEqual(['bad_tile']);
    const withRedFive = win({ hand: '230m567p34599s777z', melds: [['pon', '777z']], win: '9s' });
    expect(codes(withRedFive)).toEqual(['bad_tile']);
  });

  test('contradictory flags: kong replacement without a kong, heavenly hand for a non-dealer', () => {
    expect(codes(win({ ...H1, tsumo: true, kongReplacement: true }))).toEqual(['bad_flag']);
    expect(
      codes(win({ ...H1, hand: '234m567p345s99s777z', melds: [], tsumo: true, heavenlyHand: true })),
    ).toEqual(['bad_flag']);
  });

  test('seats: a discard win needs another player as discarder', () => {
    expect(codes(win({ ...H1, from: 1 }))).toEqual(['bad_seat']);
  });

  test('no winning shape: not_agari; no tai: below_minimum', () => {
    const r = scoreSingaporeHand(win({ hand: '1357m2468p13579s1z', win: '1z', tsumo: true }), REF);
    expect(r.ok ? 'ok' : r.error).toBe('not_agari');
    const chicken = scoreSingaporeHand(
      win({ hand: '123456m55789p234s', melds: [['chi', '123m']], win: '8p' }),
      REF,
    );
    expect(chicken.ok ? 'ok' : chicken.error).toBe('below_minimum');
  });
});

describe('section 7: when the liable player pays for all', () => {
  const settlement = (reason: Parameters<typeof isBaoApplied>[0]['bao'], extra = {}) => ({
    winner: 1 as const,
    discarder: 2 as const,
    tsumo: false,
    taiRaw: 5,
    limitHand: false,
    thirteenWonders: false,
    bao: reason,
    ...extra,
  });
  test.each([
    ['no liable player', settlement(null), {}, false],
    ['a liable player with no reason given', settlement({ seat: 2 }), {}, true],
    ['dragons, switch on', settlement({ seat: 2, reason: 'dragons' }), {}, true],
    ['dragons, switch off', settlement({ seat: 2, reason: 'dragons' }), { baoDragons: false }, false],
    [
      'limit on a discard, under shooter-pays',
      settlement({ seat: 2, reason: 'limit' }),
      { shooterPays: true },
      false,
    ],
    [
      'limit on a self-draw, under shooter-pays',
      settlement({ seat: 2, reason: 'limit' }, { tsumo: true, discarder: null }),
      { shooterPays: true },
      true,
    ],
    [
      'fresh tile on a discard, under shooter-pays',
      settlement({ seat: 2, reason: 'fresh_tile' }),
      { shooterPays: true },
      false,
    ],
    [
      'fresh tile on Thirteen Wonders',
      settlement({ seat: 2, reason: 'fresh_tile' }, { thirteenWonders: true }),
      {},
      false,
    ],
    [
      'pure green where it scores above the half flush',
      settlement({ seat: 2, reason: 'pure_green' }),
      {},
      true,
    ],
    [
      'pure green where it does not',
      settlement({ seat: 2, reason: 'pure_green' }),
      { pureGreen: false },
      false,
    ],
  ] as const)('%s', (_what, s, overrides, applied) => {
    expect(isBaoApplied(s as never, rules(overrides))).toBe(applied);
    // Applied exactly when there is no reason not to; a reason in words otherwise.
    const why = whyBaoNotApplied(s as never, rules(overrides));
    expect(why === null).toBe(applied || s.bao === null);
    if (why !== null) expect(why).toMatch(/bao/);
  });

  test("the score says why the situation's bao was not applied, and pays without it", () => {
    const input = win({ ...GREAT_SCHOLARS, tsumo: false, from: 0 });
    const scored = (reason: 'limit' | 'dragons') => {
      const r = scoreSingaporeHand(
        { ...input, situation: { ...input.situation, bao: { seat: 2, reason } } },
        rules({ shooterPays: true }),
      );
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      return r.value;
    };
    const limit = scored('limit');
    expect(limit.baoNotApplied).toBe(
      'under shooter-pays, limit bao does not apply to a win by discard (section 4.2): the discarder pays',
    );
    expect(limit.paymentHundredths.lines.some((l) => l.reason === 'pao')).toBe(false);
    const dragons = scored('dragons');
    expect(dragons.baoNotApplied).toBe(null);
    expect(dragons.paymentHundredths.lines.every((l) => l.reason === 'pao' && l.from === 2)).toBe(true);
  });

  test('a case section 7 does not have: never applied, said as such; the scorer refuses it', () => {
    const s = settlement({ seat: 2, reason: 'seven' as never });
    expect(isBaoApplied(s, REF)).toBe(false);
    expect(whyBaoNotApplied(s, REF)).toBe('"seven" is not a bao case');
    const input = win(H1);
    const r = scoreSingaporeHand(
      { ...input, situation: { ...input.situation, bao: { seat: 2, reason: 'seven' as never } } },
      REF,
    );
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['bad_bao_case', 'bao_reason']]);
  });

  test.each([
    // Fresh-tile kong: fewer than 7 live tiles; fresh-tile win: fewer than 5 (the reference's defaults).
    [{ liveTiles: 6, freshTile: true, kong: true }, {}, true],
    [{ liveTiles: 7, freshTile: true, kong: true }, {}, false],
    [{ liveTiles: 6, freshTile: false, kong: true }, {}, false],
    [{ liveTiles: 6, freshTile: true, kong: true }, { baoFreshTileKong: false }, false],
    [{ liveTiles: 4, freshTile: true, kong: false }, {}, true],
    [{ liveTiles: 5, freshTile: true, kong: false }, {}, false],
    [{ liveTiles: 4, freshTile: true, kong: false }, { baoFreshTile: false }, false],
    // Some circles swap the two thresholds.
    [
      { liveTiles: 6, freshTile: true, kong: false },
      { freshTileWinLiveTiles: 7, freshTileKongLiveTiles: 5 },
      true,
    ],
    [
      { liveTiles: 6, freshTile: true, kong: true },
      { freshTileWinLiveTiles: 7, freshTileKongLiveTiles: 5 },
      false,
    ],
  ] as const)('fresh-tile bao %o under %o: %s', (event, overrides, liable) => {
    expect(isFreshTileBao(event, rules(overrides))).toBe(liable);
  });
});
