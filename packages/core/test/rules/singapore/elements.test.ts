// One hand that scores each element and one near miss that must not.

import { describe, expect, test } from 'vitest';
import {
  assessSingaporeHand,
  SINGAPORE_ELEMENTS,
  type SingaporeElementId,
  type SingaporeRules,
} from '../../../src/rules/singapore/index.ts';
import { REF, rules, type WinSpec, win } from './helpers.ts';

interface ElementCase {
  id: SingaporeElementId;
  /** The hand that scores it and the tai it counts (times it applies, if more than once). */
  hit: WinSpec;
  tai: number;
  times?: number;
  hitRules?: SingaporeRules;
  /** The near miss: it must be assessed without the element (or fail with `missError`). */
  miss: WinSpec;
  missRules?: SingaporeRules;
  missError?: string;
}

// A 1-tai base hand: South wins on East's discard with a red-dragon pung.
const H1: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };
const CONCEALED: WinSpec = { hand: '234m567p345s99s777z', win: '9s' };
const PING_HU: WinSpec = { hand: '123456m55p234789s', melds: [['chi', '123m']], win: '4s' };
const FF_SEQUENCE: WinSpec = { hand: '12233445667899p', win: '8p' };

const CASES: ElementCase[] = [
  { id: 'seat_flower', hit: { ...H1, bonus: '2f6f' }, tai: 1, times: 2, miss: { ...H1, bonus: '3f7f' } },
  { id: 'complete_flower_group', hit: { ...H1, bonus: '1234f' }, tai: 1, miss: { ...H1, bonus: '123f5f' } },
  { id: 'complete_season_group', hit: { ...H1, bonus: '5678f' }, tai: 1, miss: { ...H1, bonus: '567f4f' } },
  { id: 'animal', hit: { ...H1, bonus: '3a' }, tai: 1, miss: { ...H1, bonus: '3f' } },
  { id: 'all_animals', hit: { ...H1, bonus: '1234a' }, tai: 1, miss: { ...H1, bonus: '123a' } },
  {
    id: 'eight_flowers',
    hit: { hand: '1357m2468p13579s1z', win: '1z', tsumo: true, bonus: '12345678f' },
    tai: 5,
    miss: { ...H1, tsumo: true, bonus: '1234567f' },
  },
  {
    id: 'robbing_the_eighth',
    hit: { hand: '1357m2468p1357s1z', win: '1z', from: 0, robbingTheEighth: true, bonus: '1234567f' },
    tai: 5,
    miss: { ...H1, bonus: '1234567f' },
  },
  {
    id: 'dragon_pung',
    hit: H1,
    tai: 1,
    miss: { hand: '234m567p345999s77z', melds: [['pon', '999s']], win: '7z' },
  },
  {
    id: 'seat_wind_pung',
    hit: { hand: '234m567p34599s222z', melds: [['pon', '222z']], win: '9s' },
    tai: 1,
    miss: { hand: '234m567p34599s444z', melds: [['pon', '444z']], win: '9s' },
  },
  {
    id: 'prevailing_wind_pung',
    hit: { hand: '234m567p34599s111z', melds: [['pon', '111z']], win: '9s' },
    tai: 1,
    miss: { hand: '234m567p34599s111z', melds: [['pon', '111z']], win: '9s', round: 3 },
  },
  {
    id: 'ping_hu',
    hit: PING_HU,
    tai: 4,
    miss: { hand: '123456m55789p234s', melds: [['chi', '123m']], win: '8p' },
  },
  {
    id: 'lesser_sequence',
    hit: { ...PING_HU, bonus: '1a' },
    tai: 1,
    miss: { hand: '123456m55p234888s', win: '8s', bonus: '1a' },
  },
  {
    id: 'triplets',
    hit: { hand: '222888m333p44666s', melds: [['pon', '333p']], win: '4s' },
    tai: 2,
    miss: { hand: '222888m234p44666s', melds: [['chi', '234p']], win: '4s' },
  },
  {
    id: 'half_flush',
    hit: { hand: '12223456789p111z', melds: [['pon', '111z']], win: '2p' },
    tai: 2,
    miss: { hand: '111m12223456789p', melds: [['pon', '111m']], win: '2p' },
  },
  {
    id: 'full_flush',
    hit: { hand: '11234345678999p', win: '5p' },
    tai: 4,
    miss: { hand: '234345678999p11s', win: '5p' },
  },
  { id: 'full_flush_sequence', hit: FF_SEQUENCE, tai: 5, miss: { ...FF_SEQUENCE, bonus: '3f' } },
  {
    id: 'full_flush_lesser_sequence',
    hit: { ...FF_SEQUENCE, bonus: '3f' },
    tai: 5,
    miss: { hand: '11234345678999p', win: '5p', bonus: '3f' },
  },
  {
    id: 'full_flush_triplets',
    hit: { hand: '22233555777999s', melds: [['pon', '999s']], win: '3s', tsumo: true },
    tai: 5,
    miss: { hand: '11234555777999s', win: '4s', tsumo: true },
  },
  {
    id: 'mixed_terminals',
    hit: { hand: '111m999p111s99s555z', win: '5z' },
    tai: 4,
    miss: { hand: '111m999p222s99s555z', win: '5z' },
  },
  {
    id: 'pure_green',
    hit: { hand: '223344666888s66z', win: '6s' },
    tai: 4,
    miss: { hand: '223344666777s66z', win: '6s' },
  },
  {
    id: 'three_lesser_scholars',
    hit: { hand: '123m456p55566677z', win: '4p' },
    tai: 3,
    miss: { hand: '123m456p11s555666z', win: '4p' },
  },
  {
    id: 'four_lesser_blessings',
    hit: { hand: '123m11122233344z', win: '2m' },
    tai: 2,
    miss: { hand: '123m11122233355z', win: '2m' },
  },
  {
    id: 'fully_concealed',
    hit: { hand: '123456m55p234789s', win: '4s', tsumo: true },
    tai: 1,
    miss: { hand: '123456m55p234789s', win: '4s' },
  },
  {
    id: 'seven_pairs',
    hit: { hand: '1155m2299p3377s11z', win: '1z' },
    hitRules: rules({ seven_pairs: 3 }),
    tai: 3,
    miss: { hand: '1155m2299p3377s11z', win: '1z' },
    missError: 'not_agari',
  },
  {
    id: 'flower_replacement',
    hit: { ...H1, tsumo: true, flowerReplacement: 1, bonus: '3f' },
    tai: 1,
    miss: { ...H1, tsumo: true, bonus: '3f' },
  },
  {
    id: 'kong_replacement',
    hit: {
      hand: '234m567p34599s7777z',
      melds: [['kan', '7777z']],
      win: '9s',
      tsumo: true,
      kongReplacement: true,
    },
    tai: 1,
    miss: { hand: '234m567p34599s7777z', melds: [['kan', '7777z']], win: '9s', tsumo: true },
  },
  {
    id: 'kong_on_kong',
    hit: {
      hand: '234m567p99s66667777z',
      melds: [
        ['kan', '6666z'],
        ['kan', '7777z'],
      ],
      win: '9s',
      tsumo: true,
      kongReplacement: true,
      kongOnKong: true,
    },
    tai: 5,
    miss: {
      hand: '234m567p99s66667777z',
      melds: [
        ['kan', '6666z'],
        ['kan', '7777z'],
      ],
      win: '9s',
      tsumo: true,
      kongReplacement: true,
    },
  },
  { id: 'robbing_the_kong', hit: { ...H1, robbingKong: true }, tai: 1, miss: H1 },
  { id: 'last_tile', hit: { ...H1, tsumo: true, lastTile: true }, tai: 1, miss: { ...H1, lastTile: true } },
  {
    id: 'hidden_treasure',
    hit: { hand: '111m222p333s99s555z', win: '1m', tsumo: true },
    tai: 5,
    miss: { hand: '111m222p333s99s555z', win: '1m' },
  },
  {
    id: 'nine_gates',
    hit: { hand: '11123456789999m', win: '9m' },
    tai: 5,
    miss: { hand: '11123456788899m', win: '9m' },
  },
  {
    id: 'pure_terminals',
    hit: { hand: '111999m111999p11s', win: '1s' },
    tai: 5,
    miss: { hand: '111999m111999p11z', win: '1z' },
  },
  {
    id: 'all_honours',
    hit: { hand: '11122233355566z', win: '6z' },
    tai: 5,
    miss: { hand: '99s111222333555z', win: '9s' },
  },
  {
    id: 'three_great_scholars',
    hit: { hand: '123m99p555666777z', win: '3m' },
    tai: 5,
    miss: { hand: '123m456p55566677z', win: '4p' },
  },
  {
    id: 'four_great_blessings',
    hit: { hand: '99s111222333444z', win: '9s' },
    tai: 5,
    miss: { hand: '123m11122233344z', win: '2m' },
  },
  {
    id: 'thirteen_wonders',
    hit: { hand: '119m19p19s1234567z', win: '9p' },
    tai: 5,
    miss: { hand: '119m19p19s1234566z', win: '9p' },
    missError: 'not_agari',
  },
  {
    id: 'eighteen_arhats',
    hit: {
      hand: '1111m2222p3333s99s5555z',
      melds: [
        ['kan', '1111m'],
        ['kan', '2222p'],
        ['kan', '3333s'],
        ['ankan', '5555z'],
      ],
      win: '9s',
      tsumo: true,
    },
    tai: 5,
    miss: {
      hand: '1111m2222p333s99s5555z',
      melds: [
        ['kan', '1111m'],
        ['kan', '2222p'],
        ['ankan', '5555z'],
      ],
      win: '9s',
      tsumo: true,
    },
  },
  {
    id: 'heavenly_hand',
    hit: { ...CONCEALED, seat: 1, tsumo: true, heavenlyHand: true },
    tai: 5,
    miss: { ...CONCEALED, seat: 1, tsumo: true },
  },
  { id: 'earthly_hand', hit: { ...CONCEALED, earthlyHand: true }, tai: 5, miss: CONCEALED },
  {
    id: 'humanly_hand',
    hit: { ...CONCEALED, seat: 3, from: 1, humanlyHand: true },
    tai: 5,
    miss: { ...CONCEALED, seat: 3, from: 1, humanlyHand: true },
    missRules: rules({ humanly_hand: false }),
  },
];

test('every registry element has a hit and a near miss here', () => {
  expect(CASES.map((c) => c.id).sort()).toEqual(SINGAPORE_ELEMENTS.map((e) => e.id).sort());
});

describe.each(CASES.map((c) => [c.id, c] as const))('%s', (id, c) => {
  test('scores on its hand', () => {
    const a = assessSingaporeHand(win(c.hit), c.hitRules ?? REF);
    if (!a.ok) throw new Error(`${a.error}: ${JSON.stringify(a.issues)}`);
    const lines = a.value.elements.filter((e) => e.id === id);
    expect(lines.length).toBe(c.times ?? 1);
    for (const l of lines) expect(l.tai).toBe(c.tai);
  });

  test('does not score on the near miss', () => {
    const a = assessSingaporeHand(win(c.miss), c.missRules ?? REF);
    if (c.missError) {
      expect(a.ok ? 'ok' : a.error).toBe(c.missError);
      return;
    }
    if (!a.ok) throw new Error(`${a.error}: ${JSON.stringify(a.issues)}`);
    expect(a.value.elements.map((e) => e.id)).not.toContain(id);
  });
});

describe('inclusions and non-stacking', () => {
  const ids = (spec: WinSpec, r = REF) => {
    const a = assessSingaporeHand(win(spec), r);
    if (!a.ok) throw new Error(a.error);
    return a.value.elements.map((e) => `${e.id}:${e.tai}`).sort();
  };

  test('full flush triplets is one element, not triplets + full flush; nominal 8', () => {
    const a = assessSingaporeHand(win(CASES.find((c) => c.id === 'full_flush_triplets')!.hit), REF);
    expect(a.ok && [a.value.elements.map((e) => e.id), a.value.taiRaw]).toEqual([['full_flush_triplets'], 8]);
  });

  test('three lesser scholars includes its two dragon pungs', () => {
    expect(ids({ hand: '123m456p55566677z', win: '4p' })).toEqual(['three_lesser_scholars:3']);
  });

  test('four lesser blessings: 2 plus the seat and prevailing wind pungs, plus the half flush', () => {
    expect(ids({ hand: '123m11122233344z', win: '2m' })).toEqual([
      'four_lesser_blessings:2',
      'half_flush:2',
      'prevailing_wind_pung:1',
      'seat_wind_pung:1',
    ]);
  });

  test('a double wind pung scores both wind items', () => {
    expect(ids({ hand: '234m567p34599s111z', melds: [['pon', '111z']], win: '9s', seat: 1 })).toEqual([
      'prevailing_wind_pung:1',
      'seat_wind_pung:1',
    ]);
  });

  test('a limit hand replaces the shape and honour items; bonus and situation tai stay', () => {
    expect(
      ids({
        hand: '123m99p555666777z',
        win: '3m',
        tsumo: true,
        bonus: '2f1a',
        kongReplacement: false,
        lastTile: true,
      }),
    ).toEqual(['animal:1', 'last_tile:1', 'seat_flower:1', 'three_great_scholars:5']);
  });

  test('eight flowers replaces the flower items, the animals still add', () => {
    expect(ids({ hand: '1357m2468p13579s1z', win: '1z', tsumo: true, bonus: '12345678f1a' })).toEqual([
      'animal:1',
      'eight_flowers:5',
    ]);
  });

  test('all four animals is 5 tai: four animals and the extra one', () => {
    const a = assessSingaporeHand(win({ ...H1, bonus: '1234a' }), REF);
    expect(
      a.ok && a.value.elements.filter((e) => e.category === 'bonus').reduce((s, e) => s + e.tai, 0),
    ).toBe(5);
  });

  test('a complete group is 2 tai in all (seat tile + set), not 4', () => {
    expect(ids({ ...H1, seat: 4, from: 0, bonus: '1234f' })).toEqual([
      'complete_flower_group:1',
      'dragon_pung:1',
      'seat_flower:1',
    ]);
  });

  test('kong on kong replaces the kong replacement tai and counts min(10, limit)', () => {
    const spec = CASES.find((c) => c.id === 'kong_on_kong')!.hit;
    const a = assessSingaporeHand(win(spec), REF);
    expect(a.ok && [a.value.elements.map((e) => e.id).sort(), a.value.tai, a.value.taiRaw]).toEqual([
      ['dragon_pung', 'dragon_pung', 'kong_on_kong'],
      5,
      12,
    ]);
  });

  test('pure green replaces the flush: an all-bamboo green hand scores pure green, not full flush', () => {
    expect(ids({ hand: '22223344666888s', win: '6s' })).toEqual(['pure_green:4']);
  });

  test('pure green as a flush (option off): the same hand is a full flush', () => {
    expect(ids({ hand: '22223344666888s', win: '6s' }, rules({ pure_green: false }))).toEqual([
      'full_flush:4',
    ]);
  });

  test('a full-flush fixed total worth more than pure green still wins (8 > 4 + 2)', () => {
    expect(ids({ hand: '22233344466688s', melds: [['pon', '222s']], win: '8s' })).toEqual([
      'full_flush_triplets:5',
    ]);
  });

  test('ping hu needs the pair to be no dragon and no seat or prevailing wind', () => {
    expect(ids({ hand: '123456m234789s11z', melds: [['chi', '123m']], win: '4s' }, REF)).toEqual([]);
    expect(ids({ hand: '123456m234789s33z', melds: [['chi', '123m']], win: '4s' }, REF)).toEqual([
      'ping_hu:4',
    ]);
  });

  test('ping hu: all four chows melded is never ping hu, even self-drawn', () => {
    const spec: WinSpec = {
      hand: '123456m234789s55p',
      melds: [
        ['chi', '123m'],
        ['chi', '456m'],
        ['chi', '234s'],
        ['chi', '789s'],
      ],
      win: '5p',
      tsumo: true,
    };
    expect(ids(spec)).toEqual([]);
  });

  test('ping hu: a pair wait on a discard fails; the same tile also finishing a chow passes', () => {
    expect(ids({ hand: '123456m55p234789s', melds: [['chi', '123m']], win: '5p' })).toEqual([]);
    expect(ids({ hand: '123456m45666p234s', win: '6p', melds: [['chi', '123m']] })).toEqual(['ping_hu:4']);
  });

  test('the best reading is chosen: 111222333m as three chows (ping hu) or three pungs (triplets)', () => {
    expect(ids({ hand: '111222333m456p77s', win: '4p' })).toEqual(['ping_hu:4']);
    expect(ids({ hand: '111222333m555p77s', win: '5p' })).toEqual(['triplets:2']);
  });
});
