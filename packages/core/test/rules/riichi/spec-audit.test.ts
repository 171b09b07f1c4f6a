// Spec audit (riichi.md §1-4, §5.1 and §6): the hand-scoring options (⚑) and rules that no
// other test pinned for every preset, each through `scoreRiichiHand` (the engine). Cells the
// spec marks † without a value are not pinned. Every expected number is the spec's.

import { describe, expect, test } from 'vitest';
import { parseHand } from '../../../src/hand/parse.ts';
import { checkRiichiInput } from '../../../src/rules/riichi/input.ts';
import { RIICHI_PRESETS, type RiichiPresetId } from '../../../src/rules/riichi/options.ts';
import { PRESETS, rulesOf, type Sit, score, situation, win, yakuOf } from './support.ts';

const PINFU_HAND = '234567m345p67899s'; // win 5p: 34p + 5 two-sided (W1)
const get = (id: RiichiPresetId, key: string): unknown =>
  (RIICHI_PRESETS[id] as unknown as Record<string, unknown>)[key];
const errorOf = (r: ReturnType<typeof score>) => (r.ok ? 'ok' : r.error);

describe('§6 preset table: the hand-scoring cells presets.test.ts does not pin', () => {
  const cells: Record<string, Partial<Record<RiichiPresetId, unknown>>> = {
    // row `ippatsu`, `uraDora`, `kanDora`: on everywhere (shanghai2 "options, on †")
    ippatsu: Object.fromEntries(PRESETS.map((p) => [p, true])),
    uraDora: Object.fromEntries(PRESETS.map((p) => [p, true])),
    kanDora: Object.fromEntries(PRESETS.map((p) => [p, true])),
    // row `kanDoraTiming` (§3.5); shanghai2 † has no value
    kanDoraTiming: {
      ema2016: 'immediate',
      wrc2022: 'immediate',
      wrc2025: 'immediate',
      tenhou: 'ankan_immediate_open_after_discard',
      mahjongsoul: 'ankan_immediate_open_after_discard',
      mleague: 'immediate',
    },
    // row `kokushiRobsAnkan`; shanghai2 † has no value. mleague is off (it was on).
    kokushiRobsAnkan: {
      ema2016: true,
      wrc2022: true,
      wrc2025: true,
      tenhou: false,
      mahjongsoul: true,
      mleague: false,
    },
    // §3.4: any of the 14 tiles as the winning tile of tenhou / chiihou is Mahjong Soul's rule only
    tenhouAnyWinTile: {
      ema2016: false,
      wrc2022: false,
      wrc2025: false,
      tenhou: false,
      mahjongsoul: true,
      mleague: false,
      shanghai2: false,
    },
  };
  test.each(Object.entries(cells))('%s per preset', (key, values) => {
    for (const [id, v] of Object.entries(values)) expect(get(id as RiichiPresetId, key), id).toEqual(v);
  });
});

describe('§6 ippatsu, uraDora, kanDora (§3.1, §3.5): on in every preset, and what each switches off', () => {
  // Riichi + ippatsu, pinfu; indicators 1m (→ 2m) and the kan indicator 4m (→ 5m), ura the same.
  const sit: Sit = { riichi: true, ippatsu: true, dora: '1m4m', ura: '1m4m' };
  test.each(PRESETS)('%s: ippatsu 1, dora 2, ura dora 2 (7 han haneman)', (p) => {
    const r = win(PINFU_HAND, '5p', sit, p);
    expect(yakuOf(r)).toEqual({ riichi: 1, ippatsu: 1, pinfu: 1, dora: 2, ura_dora: 2 });
    expect([r.han, r.limit, r.total]).toEqual([7, 'haneman', 12000]);
  });
  test('ippatsu off: the flag adds nothing', () => {
    const r = win(PINFU_HAND, '5p', sit, 'tenhou', { ippatsu: false });
    expect(yakuOf(r)).not.toHaveProperty('ippatsu');
    expect(r.han).toBe(6);
  });
  test('uraDora off: no ura dora', () => {
    const r = win(PINFU_HAND, '5p', sit, 'tenhou', { uraDora: false });
    expect([r.dora, r.uraDora, r.han]).toEqual([2, 0, 5]);
  });
  test('kanDora off: only the first indicator (and its ura) counts', () => {
    const r = win(PINFU_HAND, '5p', sit, 'tenhou', { kanDora: false });
    expect([r.dora, r.uraDora, r.han]).toEqual([1, 1, 5]);
  });
});

describe('§3.5 ura dora only after riichi or double riichi', () => {
  test.each(PRESETS)('%s', (p) => {
    const none = win(PINFU_HAND, '5p', { dora: '1m', ura: '1m' }, p);
    expect([none.dora, none.uraDora]).toEqual([1, 0]);
    const dbl = win(PINFU_HAND, '5p', { doubleRiichi: true, dora: '1m', ura: '1m' }, p);
    expect(yakuOf(dbl)).toEqual({ double_riichi: 2, pinfu: 1, dora: 1, ura_dora: 1 });
  });
});

describe('§1.4 indicator → dora', () => {
  // Each hand: riichi, 123m 456p 789s 234m + a pair, won on 3m (penchan 12+3 or kanchan 2_4).
  test.each([
    ['9m → 1m (suits wrap 9 → 1)', '123m456p789s234m99s', '9m', 1],
    ['4z → 1z (N → E)', '123m456p789s234m11z', '4z', 2],
    ['3z → 4z (W → N)', '123m456p789s234m44z', '3z', 2],
    ['7z → 5z (chun → haku)', '123m456p789s234m55z', '7z', 2],
    ['5z → 6z (haku → hatsu)', '123m456p789s234m66z', '5z', 2],
    ['1z → 2z: not 1z itself', '123m456p789s234m11z', '1z', 0],
  ] as const)('%s', (_name, hand, indicator, dora) => {
    for (const p of PRESETS) {
      const r = win(hand, '3m', { riichi: true, seatWind: 3, roundWind: 2, dora: indicator }, p);
      expect(r.dora, p).toBe(dora);
    }
  });
  test('a quad counts 4; two indicators of the same tile count twice', () => {
    const h = '234m567p789s55m + ankan:1111s';
    expect(win(h, '5m', { riichi: true, dora: '9s' }).dora).toBe(4);
    expect(win(h, '5m', { riichi: true, dora: '9s9s' }).dora).toBe(8);
  });
});

describe('§3.5 / §6 akaDora: red fives in every suit and in melds, per preset', () => {
  // 0m in the concealed 567m, 0p in a chi, 0s in a pon; pon 777z for a yaku. Ron on 7m (56 + 7).
  // yakuhai 1 + aka 3 = 4 han; fu 20 + 4 (777z) + 2 (555s) = 26 → 30.
  const h = '067m99s + pon:777z chi:406p pon:505s';
  test.each(['tenhou', 'mahjongsoul'] as const)('%s (3 red fives, no kiriage): 4 han 30 fu 7700', (p) => {
    const r = win(h, '7m', {}, p);
    expect(yakuOf(r)).toEqual({ yakuhai_chun: 1, aka_dora: 3 });
    expect([r.han, r.fu, r.total]).toEqual([4, 30, 7700]);
  });
  test.each(['mleague', 'shanghai2'] as const)('%s (3 red fives, kiriage): mangan 8000', (p) => {
    const r = win(h, '7m', {}, p);
    expect(yakuOf(r)).toEqual({ yakuhai_chun: 1, aka_dora: 3 });
    expect([r.han, r.fu, r.limit, r.total]).toEqual([4, 30, 'kiriage_mangan', 8000]);
  });
  test.each(['ema2016', 'wrc2022', 'wrc2025'] as const)(
    '%s (akaDora 0): a red five is not a tile of the set',
    (p) => {
      const r = score(h, '7m', {}, p);
      expect(r.ok ? 'ok' : r.issues.map((i) => i.code)).toContain('too_many_red_fives');
    },
  );
});

describe('§3.1 kuitan: open tanyao in every preset', () => {
  test.each(PRESETS)('%s', (p) => {
    const r = win('234678m55p + pon:222p chi:345s', '8m', {}, p);
    expect(yakuOf(r)).toEqual({ tanyao: 1 });
    expect(r.total).toBe(1000);
  });
});

describe('§3.2 ⚑rinshanHaitei: a replacement-tile win on the last tile, every preset', () => {
  const h = '123m456789p22s + ankan:7777z';
  const sit: Sit = { tsumo: true, rinshan: true, haitei: true };
  test('ema2016: rinshan + haitei (4 han 60 fu: mangan)', () => {
    const r = win(h, '8p', sit, 'ema2016');
    expect(yakuOf(r)).toEqual({ menzen_tsumo: 1, yakuhai_chun: 1, rinshan_kaihou: 1, haitei_raoyue: 1 });
    expect(r.total).toBe(8000);
  });
  test.each(['wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague', 'shanghai2'] as const)(
    '%s: rinshan only',
    (p) => {
      const r = win(h, '8p', sit, p);
      expect(yakuOf(r)).toEqual({ menzen_tsumo: 1, yakuhai_chun: 1, rinshan_kaihou: 1 });
      expect(r.han).toBe(3);
    },
  );
  test('haitei on an ordinary last draw scores in every preset', () => {
    for (const p of PRESETS)
      expect(yakuOf(win(h, '8p', { tsumo: true, haitei: true }, p)), p).toHaveProperty('haitei_raoyue', 1);
  });
});

describe('§3.2 inputs the exclusions make impossible are refused', () => {
  test.each([
    [
      'ippatsu with rinshan (own kan breaks ippatsu)',
      '123m456789p22s + ankan:7777z',
      '8p',
      { tsumo: true, rinshan: true, riichi: true, ippatsu: true },
    ],
    ['haitei on a ron', PINFU_HAND, '5p', { haitei: true }],
    ['houtei on a tsumo', PINFU_HAND, '5p', { tsumo: true, houtei: true }],
    ['ippatsu without riichi', PINFU_HAND, '5p', { ippatsu: true }],
  ] as const)('%s', (_name, h, w, sit) => {
    expect(errorOf(score(h, w, sit as Sit))).toBe('invalid');
  });
});

describe('§3.1 chankan robs the last tile of a kan', () => {
  test('one copy of the winning tile (the robbed one): chankan + pinfu, 2000', () => {
    const r = win(PINFU_HAND, '5p', { chankan: true });
    expect(yakuOf(r)).toEqual({ pinfu: 1, chankan: 1 });
    expect(r.total).toBe(2000);
  });
  test('checkRiichiInput refuses a second copy of the robbed tile, in the hand or as an indicator', () => {
    const codes = (hand: string, w: string, sit: Sit, preset = 'tenhou') => {
      const h = parseHand(hand, w);
      if (!h.ok) throw new Error(hand);
      return checkRiichiInput({ hand: h.value, situation: situation(sit) }, rulesOf(preset)).map((i) => [
        i.code,
        i.path,
      ]);
    };
    const refused = [['too_many_copies', 'situation.chankan']];
    expect(codes(PINFU_HAND, '5p', { chankan: true })).toEqual([]);
    expect(codes(PINFU_HAND, '9s', { chankan: true })).toEqual(refused);
    expect(codes(PINFU_HAND, '9s', {})).toEqual([]);
    expect(codes('19m19p19s12345677z', '7z', { chankan: true }, 'mahjongsoul')).toEqual(refused);
    expect(codes('19m19p19s12345677z', '1m', { chankan: true }, 'mahjongsoul')).toEqual([]);
    expect(codes(PINFU_HAND, '5p', { chankan: true, ura: '5p', riichi: true })).toEqual(refused);
  });
  // The kan's other three tiles are the kind's other copies: a winner holding another one (or an
  // indicator showing one) would make five. The scorer's own pre-check refuses them as
  // checkRiichiInput does (before 2026-11-27 it scored them: the first 1300, the kokushi 64000).
  test('a winner already holding the robbed tile is refused (would be 5 copies)', () => {
    // 67899s + 9s: the winner holds a second 9s.
    expect(errorOf(score(PINFU_HAND, '9s', { chankan: true }))).toBe('invalid');
    // A kokushi 13-sided wait cannot be robbed: the tile already held would be the kind's 5th.
    expect(errorOf(score('19m19p19s12345677z', '7z', { chankan: true }, 'mahjongsoul'))).toBe('invalid');
  });
  test('an indicator showing the robbed tile is refused', () => {
    expect(errorOf(score(PINFU_HAND, '5p', { chankan: true, dora: '5p' }))).toBe('invalid');
  });
});

describe('§3.4 ⚑doubleYakuman and ⚑yakumanStacking', () => {
  test.each(PRESETS)('daisuushii: double only in mahjongsoul (%s)', (p) => {
    const r = win('222333444z99m + pon:111z', '9m', {}, p);
    const double = p === 'mahjongsoul';
    expect(yakuOf(r)).toEqual({ daisuushii: double ? 26 : 13 });
    expect([r.yakuman, r.total]).toEqual(double ? [2, 64000] : [1, 32000]);
  });
  test.each(['ema2016', 'shanghai2'] as const)(
    '%s (stacking off): exactly one yakuman, even with a double pattern switched on',
    (p) => {
      const r = win('111m333p555s777z99m', '9m', {}, p, { doubleYakuman: true });
      expect([r.yakuman, r.total]).toEqual([1, 32000]);
    },
  );
  // Dealer tenhou with 111m 333p 555s 777z 99m, the given winning tile 7z (a shanpon tsumo).
  test.each(PRESETS)('tenhou + suuankou: the given or the best winning tile (%s)', (p) => {
    const r = win('111m333p555s777z99m', '7z', { seatWind: 1, tsumo: true, tenhou: true }, p);
    const expected: Record<RiichiPresetId, [number, number]> = {
      mahjongsoul: [3, 144000], // any tile may win: suuankou tanki (double) + tenhou
      tenhou: [2, 96000],
      wrc2022: [2, 96000],
      wrc2025: [2, 96000],
      mleague: [2, 96000],
      ema2016: [1, 48000],
      shanghai2: [1, 48000],
    };
    expect([r.yakuman, r.total]).toEqual(expected[p]);
  });
});

describe('§3.1 / §3.6 / §6 ⚑renhou per preset (non-dealer ron before the first draw)', () => {
  test.each(['ema2016', 'wrc2022', 'wrc2025'] as const)('%s: mangan replaces pinfu 1000', (p) => {
    const r = win(PINFU_HAND, '5p', { renhou: true }, p);
    expect(yakuOf(r)).toEqual({ renhou: 5 });
    expect([r.limit, r.total]).toEqual(['mangan', 8000]);
  });
  test.each(['tenhou', 'mahjongsoul', 'mleague'] as const)('%s: off, the flag adds nothing', (p) => {
    const r = win(PINFU_HAND, '5p', { renhou: true }, p);
    expect(yakuOf(r)).toEqual({ pinfu: 1 });
    expect(r.total).toBe(1000);
    expect(errorOf(score('123m456p789s234m99s', '3m', { renhou: true }, p))).toBe('no_yaku');
  });
  test('han5 is a yaku: a hand with no other yaku wins with 5 han', () => {
    const r = win('123m456p789s234m99s', '3m', { renhou: true }, 'tenhou', { renhou: 'han5' });
    expect(yakuOf(r)).toEqual({ renhou: 5 });
    expect(r.total).toBe(8000);
  });
});

describe('§5.1 ⚑kazoe: 13+ han is never more than one yakuman', () => {
  // W13's hand with 9 dora and 3 ura: 25 han.
  const sit: Sit = { tsumo: true, riichi: true, ippatsu: true, dora: '4p4p4p', ura: '8p8p8p' };
  test.each(PRESETS)('%s', (p) => {
    const r = win('11223345678955p', '9p', sit, p);
    expect(r.han).toBe(25);
    expect(r.yakuman).toBe(0);
    const kazoeYakuman = ['tenhou', 'mahjongsoul', 'wrc2025', 'shanghai2'].includes(p);
    expect([r.limit, r.total]).toEqual(kazoeYakuman ? ['kazoe_yakuman', 32000] : ['kazoe_sanbaiman', 24000]);
  });
  test('a kazoe yakuman does not trigger pao (a liable player given is ignored)', () => {
    const r = win('11223345678955p', '9p', { riichi: true, dora: '4p4p4p', liableWind: 3, discarderWind: 1 });
    expect([r.limit, r.total]).toEqual(['kazoe_yakuman', 32000]);
    expect(r.payment.lines.map((l) => l.reason)).toEqual(['base']);
    expect(r.payment.deltas).toEqual([-32000, 32000, 0, 0]);
  });
});

describe('§4 fu special cases through the engine', () => {
  test.each(PRESETS)('chiitoitsu tsumo: 3 han 25 fu, 800/1600; dealer 1600 all (%s)', (p) => {
    const nd = win('1199m3377p5566s77z', '7z', { tsumo: true }, p);
    expect([nd.han, nd.fu, nd.perPayer]).toEqual([3, 25, { tsumo_dealer: 1600, tsumo_non_dealer: 800 }]);
    const d = win('1199m3377p5566s77z', '7z', { tsumo: true, seatWind: 1 }, p);
    expect([d.fu, d.perPayer]).toEqual([25, { tsumo_all: 1600 }]);
  });
  test.each(PRESETS)('pinfu tsumo on the last tile: 20 fu, no tsumo fu, 3 han 700/1300 (%s)', (p) => {
    const r = win(PINFU_HAND, '5p', { tsumo: true, haitei: true }, p);
    expect(yakuOf(r)).toEqual({ menzen_tsumo: 1, pinfu: 1, haitei_raoyue: 1 });
    expect([r.fu, r.perPayer]).toEqual([20, { tsumo_dealer: 1300, tsumo_non_dealer: 700 }]);
  });
  test.each(PRESETS)('an ankan keeps the hand closed: menzen ron +10, menzen tsumo (%s)', (p) => {
    const h = '123m456p789s55m + ankan:2222s';
    // ron, tanki 5m: 20 + 10 + 16 + 2 = 48 → 50, riichi 1 han: 1600
    const ron = win(h, '5m', { riichi: true }, p);
    expect([ron.fu, ron.total]).toEqual([50, 1600]);
    // tsumo: 20 + 2 + 16 + 2 = 40, menzen_tsumo 1 han: 400/700
    const t = win(h, '5m', { tsumo: true }, p);
    expect(yakuOf(t)).toEqual({ menzen_tsumo: 1 });
    expect([t.fu, t.total]).toEqual([40, 1500]);
  });
});

describe('§5.1 limits by han through the engine (5 mangan, 6-7 haneman, 8-10 baiman, 11-12 sanbaiman, 13+ kazoe)', () => {
  // Riichi + pinfu ron (2 han 30 fu) and one han per indicator: dora 1m..5m (→ 2m..6m), ura
  // 6m 2p 3p 4p 5s (→ 7m 3p 4p 5p 6s), each pointing at one tile of the hand.
  const DORA = ['1m', '2m', '3m', '4m', '5m'];
  const URA = ['6m', '2p', '3p', '4p', '5s'];
  const sitFor = (extra: number, more: Sit = {}): Sit => ({
    riichi: true,
    dora: DORA.slice(0, Math.min(5, extra)).join(''),
    ura: URA.slice(0, Math.max(0, extra - 5)).join(''),
    ...more,
  });
  const ronByHan: [number, string, number][] = [
    [5, 'mangan', 8000],
    [6, 'haneman', 12000],
    [7, 'haneman', 12000],
    [8, 'baiman', 16000],
    [9, 'baiman', 16000],
    [10, 'baiman', 16000],
    [11, 'sanbaiman', 24000],
    [12, 'sanbaiman', 24000],
  ];
  test.each(PRESETS)('%s: non-dealer ron at 5 to 12 han', (p) => {
    for (const [han, limit, total] of ronByHan) {
      const r = win(PINFU_HAND, '5p', sitFor(han - 2), p);
      expect([r.han, r.limit, r.total], `${han} han`).toEqual([han, limit, total]);
    }
  });
  test.each(PRESETS)('%s: 13 han (riichi, ippatsu, tsumo, pinfu + 9 dora) is kazoe', (p) => {
    const r = win(PINFU_HAND, '5p', sitFor(9, { ippatsu: true, tsumo: true }), p);
    expect(r.han).toBe(13);
    const kazoeYakuman = RIICHI_PRESETS[p].kazoe === 'yakuman';
    expect(['tenhou', 'mahjongsoul', 'wrc2025', 'shanghai2'].includes(p)).toBe(kazoeYakuman);
    expect([r.limit, r.perPayer]).toEqual(
      kazoeYakuman
        ? ['kazoe_yakuman', { tsumo_dealer: 16000, tsumo_non_dealer: 8000 }]
        : ['kazoe_sanbaiman', { tsumo_dealer: 12000, tsumo_non_dealer: 6000 }],
    );
  });
});
