// Every yaku and yakuman of the registry (spec §3): one hand that scores it and one near miss
// that must not; the exclusions of §3.2; the exact pinfu conditions of §3.3; and the local
// yaku options of §3.6 switched on and off.

import { describe, expect, test } from 'vitest';
import { LOCAL_YAKU, YAKU, YAKUMAN } from '../../../src/rules/riichi/yaku.ts';
import { type Sit, score, win, yakuOf } from './support.ts';

interface Case {
  hand: string;
  win: string;
  sit?: Sit;
  preset?: string;
  overrides?: Record<string, unknown>;
}
interface YakuCase {
  id: string;
  /** The han the hit scores for this yaku (13 × multiple for yakuman). */
  han: number;
  hit: Case;
  miss: Case;
}

const PINFU_HAND = '234567m345p67899s';

const c = (
  hand: string,
  w: string,
  sit: Sit = {},
  preset = 'tenhou',
  overrides: Record<string, unknown> = {},
): Case => ({
  hand,
  win: w,
  sit,
  preset,
  overrides,
});

const YAKU_CASES: YakuCase[] = [
  { id: 'riichi', han: 1, hit: c(PINFU_HAND, '5p', { riichi: true }), miss: c(PINFU_HAND, '5p') },
  {
    id: 'double_riichi',
    han: 2,
    hit: c(PINFU_HAND, '5p', { doubleRiichi: true }),
    miss: c(PINFU_HAND, '5p', { riichi: true }),
  },
  {
    id: 'open_riichi',
    han: 1,
    hit: c(PINFU_HAND, '5p', { riichi: true, openRiichi: true }, 'tenhou', { openRiichi: true }),
    miss: c(PINFU_HAND, '5p', { riichi: true, openRiichi: true }),
  },
  {
    id: 'ippatsu',
    han: 1,
    hit: c(PINFU_HAND, '5p', { riichi: true, ippatsu: true }),
    miss: c(PINFU_HAND, '5p', { riichi: true, ippatsu: true }, 'tenhou', { ippatsu: false }),
  },
  {
    id: 'menzen_tsumo',
    han: 1,
    hit: c(PINFU_HAND, '5p', { tsumo: true }),
    miss: c('234m567p789s55m + pon:777z', '9s', { tsumo: true }),
  },
  { id: 'pinfu', han: 1, hit: c(PINFU_HAND, '5p'), miss: c('111122334p567m88s', '4p', { riichi: true }) },
  {
    id: 'iipeikou',
    han: 1,
    hit: c('678678789s444z88m', '8s', { tsumo: true }),
    miss: c('223344m567s88p + chi:345p', '2m'),
  },
  {
    id: 'tanyao',
    han: 1,
    hit: c('234678m55p + pon:222p chi:345s', '8m'),
    miss: c('234678m55p + pon:222p chi:345s', '8m', {}, 'tenhou', { kuitan: false }),
  },
  {
    id: 'yakuhai_haku',
    han: 1,
    hit: c('123m456p789s11m + pon:555z', '1m'),
    miss: c('123m456p789s234m55z', '4m', { riichi: true }),
  },
  {
    id: 'yakuhai_hatsu',
    han: 1,
    hit: c('123m456p789s11m + pon:666z', '1m'),
    miss: c('123m456p789s234m66z', '4m', { riichi: true }),
  },
  {
    id: 'yakuhai_chun',
    han: 1,
    hit: c('123m456p789s11m + pon:777z', '1m'),
    miss: c('123m456p789s234m77z', '4m', { riichi: true }),
  },
  {
    id: 'yakuhai_seat_wind',
    han: 1,
    hit: c('123m456p789s11m + pon:222z', '1m'),
    miss: c('123m456p789s11m + pon:333z', '1m'),
  },
  {
    id: 'yakuhai_round_wind',
    han: 1,
    hit: c('123m456p789s11m + pon:111z', '1m'),
    miss: c('123m456p789s11m + pon:111z', '1m', { roundWind: 2, seatWind: 3 }),
  },
  {
    id: 'rinshan_kaihou',
    han: 1,
    hit: c('123m456789p22s + ankan:7777z', '8p', { tsumo: true, rinshan: true }),
    miss: c('123m456789p22s + ankan:7777z', '8p', { tsumo: true }),
  },
  { id: 'chankan', han: 1, hit: c(PINFU_HAND, '5p', { chankan: true }), miss: c(PINFU_HAND, '5p') },
  {
    id: 'haitei_raoyue',
    han: 1,
    hit: c(PINFU_HAND, '5p', { tsumo: true, haitei: true }),
    miss: c(PINFU_HAND, '5p', { houtei: true }),
  },
  {
    id: 'houtei_raoyui',
    han: 1,
    hit: c(PINFU_HAND, '5p', { houtei: true }),
    miss: c(PINFU_HAND, '5p', { tsumo: true, haitei: true }),
  },
  {
    id: 'chiitoitsu',
    han: 2,
    hit: c('1199m3377p5566s77z', '7z'),
    miss: c('1199m3377p5555s77z', '7z', { riichi: true }),
  },
  {
    id: 'sanshoku_doujun',
    han: 2,
    hit: c('123m123p123s456s99m', '6s'),
    miss: c('123m123p234s456s99m', '6s', { riichi: true }),
  },
  {
    id: 'ittsu',
    han: 2,
    hit: c('123456789m234p55s', '9m'),
    miss: c('123456m789p234p55s', '9p', { riichi: true }),
  },
  {
    id: 'chanta',
    han: 2,
    hit: c('123m789m123p111z99s', '9s'),
    miss: c('123m678m123p111z99s', '9s'),
  },
  {
    id: 'sanshoku_doukou',
    han: 2,
    hit: c('222m222p222s456m88p', '6m'),
    miss: c('222m222p333s456m88p', '6m', { riichi: true }),
  },
  {
    id: 'sanankou',
    han: 2,
    hit: c('222333444m567p88s', '4m', { tsumo: true }),
    miss: c('222333444m567p88s', '4m'),
  },
  {
    id: 'sankantsu',
    han: 2,
    hit: c('123m55p + ankan:2222s kan:3333p kan:4444m', '5p'),
    miss: c('123m55p + ankan:2222s kan:3333p pon:777z', '5p'),
  },
  {
    id: 'toitoi',
    han: 2,
    hit: c('666p444s999m77s + pon:222m', '6p'),
    miss: c('678p444s999m77s + pon:777z', '8p'),
  },
  {
    id: 'shousangen',
    han: 2,
    hit: c('555666z77z123m456p', '6p'),
    miss: c('555666z123m456p77m', '6p'),
  },
  {
    id: 'honroutou',
    han: 2,
    hit: c('111m999p111s222z99s', '2z'),
    miss: c('111m999p123s222z99s', '2z'),
  },
  {
    id: 'ryanpeikou',
    han: 3,
    hit: c('223344m556677p88s', '2m'),
    miss: c('234m556677p88s + chi:234m', '2m'),
  },
  {
    id: 'honitsu',
    han: 3,
    hit: c('123456789m111z22z', '2z'),
    miss: c('123456m789p111z22z', '2z'),
  },
  {
    id: 'junchan',
    han: 3,
    hit: c('123789m123p789s99p', '1m'),
    miss: c('123m789m123p111z99s', '9s'),
  },
  {
    id: 'chinitsu',
    han: 6,
    hit: c('12345623478999m', '9m'),
    miss: c('123456m234p789m99m', '9m'),
  },
];

const YAKUMAN_CASES: YakuCase[] = [
  {
    id: 'kokushi_musou',
    han: 13,
    hit: c('19m19p19s12345677z', '1m'),
    miss: c('19m19p19s1234566z8m', '8m'),
  },
  {
    id: 'kokushi_musou_juusanmen',
    han: 13,
    hit: c('19m19p19s12345677z', '7z'),
    miss: c('19m19p19s12345677z', '1m'),
  },
  {
    id: 'suuankou',
    han: 13,
    hit: c('111m333p555s777z99m', '7z', { tsumo: true }),
    miss: c('111m333p555s777z99m', '7z'),
  },
  {
    id: 'suuankou_tanki',
    han: 13,
    hit: c('111m333p555s777z99m', '9m'),
    miss: c('111m333p555s777z99m', '7z', { tsumo: true }),
  },
  { id: 'daisangen', han: 13, hit: c('555666777z123m99p', '9p'), miss: c('555666z77z123m456p', '6p') },
  { id: 'shousuushii', han: 13, hit: c('111222333z44z123m', '3m'), miss: c('111222333z55z123m', '3m') },
  { id: 'daisuushii', han: 13, hit: c('222333444z99m + pon:111z', '9m'), miss: c('111222333z44z123m', '3m') },
  {
    id: 'tsuuiisou',
    han: 13,
    hit: c('222333555z77z + pon:111z', '7z'),
    miss: c('222333z999m77z + pon:111z', '7z'),
  },
  {
    id: 'daichisei',
    han: 13,
    hit: c('11223344556677z', '7z', {}, 'tenhou', { daichisei: true }),
    miss: c('11223344556677z', '7z'),
  },
  { id: 'ryuuiisou', han: 13, hit: c('22334444666888s', '8s'), miss: c('22334444555888s', '8s') },
  {
    id: 'chinroutou',
    han: 13,
    hit: c('999m111p999p11s + pon:111m', '1s'),
    miss: c('999m111p999p11z + pon:111m', '1z'),
  },
  {
    id: 'chuuren_poutou',
    han: 13,
    hit: c('11123456789999m', '1m', { tsumo: true }),
    miss: c('23456789999m + pon:111m', '9m', { tsumo: true }),
  },
  {
    id: 'junsei_chuuren_poutou',
    han: 13,
    hit: c('11123456789995m', '5m', { tsumo: true }),
    miss: c('11123456789999m', '1m', { tsumo: true }),
  },
  {
    id: 'suukantsu',
    han: 13,
    hit: c('55p + ankan:2222s kan:3333p kan:4444m kan:6666m', '5p'),
    miss: c('123m55p + ankan:2222s kan:3333p kan:4444m', '5p'),
  },
  {
    id: 'tenhou',
    han: 13,
    hit: c(PINFU_HAND, '5p', { seatWind: 1, tsumo: true, tenhou: true }),
    miss: c(PINFU_HAND, '5p', { seatWind: 1, tsumo: true }),
  },
  {
    id: 'chiihou',
    han: 13,
    hit: c(PINFU_HAND, '5p', { tsumo: true, chiihou: true }),
    miss: c(PINFU_HAND, '5p', { tsumo: true }),
  },
  {
    id: 'renhou',
    han: 13,
    hit: c(PINFU_HAND, '5p', { renhou: true }, 'tenhou', { renhou: 'yakuman' }),
    miss: c(PINFU_HAND, '5p', { renhou: true }),
  },
  {
    id: 'paarenchan',
    han: 13,
    hit: c(PINFU_HAND, '5p', { seatWind: 1, dealerStreak: 7 }, 'tenhou', { paarenchan: true }),
    miss: c(PINFU_HAND, '5p', { seatWind: 1, dealerStreak: 6 }, 'tenhou', { paarenchan: true }),
  },
  {
    id: 'daisharin',
    han: 13,
    hit: c('22334455667788p', '8p', {}, 'tenhou', { daisharin: true }),
    miss: c('22334455667788p', '8p'),
  },
  {
    id: 'shiisanpuutaa',
    han: 13,
    hit: c('1147m25p3s1234567z', '3s', { tsumo: true, chiihou: true }, 'tenhou', { shiisanpuutaa: true }),
    miss: c('1147m25p3s1234567z', '3s', { tsumo: true, chiihou: true }),
  },
];

/** The local yaku of §3.6 (off in every preset): each scored with its option on, missed with it off. */
const LOCAL_YAKU_CASES: YakuCase[] = [
  {
    id: 'sanrenkou',
    han: 2,
    hit: c('222333444m567p11z', '7p', {}, 'tenhou', { sanrenkou: true }),
    miss: c('222333444m567p11z', '7p'),
  },
  {
    id: 'isshoku_sanjun',
    han: 3,
    hit: c('123m123m123m456p99s', '9s', {}, 'tenhou', { isshokuSanjun: true }),
    miss: c('123m123m234m456p99s', '9s', {}, 'tenhou', { isshokuSanjun: true }),
  },
  {
    id: 'tsubame_gaeshi',
    han: 1,
    hit: c(PINFU_HAND, '5p', { tsubameGaeshi: true }, 'tenhou', { tsubameGaeshi: true }),
    miss: c(PINFU_HAND, '5p', { tsubameGaeshi: true }),
  },
  {
    id: 'kanburi',
    han: 1,
    hit: c(PINFU_HAND, '5p', { kanburi: true }, 'tenhou', { kanburi: true }),
    miss: c(PINFU_HAND, '5p', { kanburi: true }),
  },
];

const run = (x: Case) => score(x.hand, x.win, x.sit, x.preset, x.overrides);

test('every yaku and yakuman of the registry has a case', () => {
  expect(YAKU_CASES.map((x) => x.id).sort()).toEqual(YAKU.map((y) => y.id).sort());
  expect(YAKUMAN_CASES.map((x) => x.id).sort()).toEqual(YAKUMAN.map((y) => y.id).sort());
  expect(LOCAL_YAKU_CASES.map((x) => x.id).sort()).toEqual(LOCAL_YAKU.map((y) => y.id).sort());
});

describe.each([...YAKU_CASES, ...YAKUMAN_CASES, ...LOCAL_YAKU_CASES].map((x) => [x.id, x] as const))(
  '%s',
  (id, x) => {
    test('scores it', () => {
      const r = run(x.hit);
      expect(r.ok, JSON.stringify(r)).toBe(true);
      if (!r.ok) return;
      expect(yakuOf(r.value)[id]).toBe(x.han);
    });
    test('near miss does not', () => {
      const r = run(x.miss);
      if (r.ok) expect(yakuOf(r.value)).not.toHaveProperty(id);
      else expect(['not_agari', 'no_yaku']).toContain(r.error);
    });
  },
);

describe('open han values (kuisagari)', () => {
  test.each([
    ['sanshoku_doujun', '123m99m456s123s + chi:123p', '6s', 1],
    ['ittsu', '456789m234p55s + chi:123m', '9m', 1],
    ['chanta', '123m999p111z99m + chi:789s', '9m', 1],
    ['honitsu', '456789m111z22z + chi:123m', '2z', 2],
    ['junchan', '789m123p789s99p + chi:123m', '9p', 2],
    ['chinitsu', '45623478999m + chi:123m', '9m', 5],
    ['toitoi', '666p444s999m77s + pon:222m', '6p', 2],
    ['sanshoku_doukou', '222p222s456m88p + pon:222m', '6m', 2],
    ['sanankou', '222333444m88p + chi:567p', '8p', 2],
  ] as const)('%s open = %i han', (id, hand, w, han) => {
    const r = win(hand, w);
    expect(yakuOf(r)[id]).toBe(han);
  });
  test('closed-only yaku never score open', () => {
    const r = win('223344m556677p88s', '2m');
    expect(yakuOf(r)).toHaveProperty('ryanpeikou');
    const o = win('234m556677p88s + chi:234m', '2m', { tsumo: true });
    for (const id of ['menzen_tsumo', 'pinfu', 'iipeikou', 'ryanpeikou', 'riichi'])
      expect(yakuOf(o)).not.toHaveProperty(id);
  });
});

describe('exclusions and implications (§3.2)', () => {
  test('double riichi replaces riichi; ippatsu with double riichi', () => {
    const r = win(PINFU_HAND, '5p', { doubleRiichi: true, ippatsu: true });
    expect(yakuOf(r)).toEqual({ double_riichi: 2, ippatsu: 1, pinfu: 1 });
  });
  test('ryanpeikou replaces iipeikou; neither with chiitoitsu', () => {
    expect(yakuOf(win('223344m556677p88s', '2m'))).not.toHaveProperty('iipeikou');
    const r = win('112233m5577p9955s', '5s');
    expect(r.interpretation.shape).toBe('chiitoitsu');
    expect(yakuOf(r)).toEqual({ chiitoitsu: 2 });
  });
  test('all-triplet yaochuu hand is honroutou + toitoi, never chanta', () => {
    const r = win('111m999p111s222z99s', '2z');
    expect(yakuOf(r)).toMatchObject({ honroutou: 2, toitoi: 2 });
    expect(yakuOf(r)).not.toHaveProperty('chanta');
    expect(yakuOf(r)).not.toHaveProperty('junchan');
  });
  test('junchan is never also chanta; chanta is never junchan', () => {
    const j = yakuOf(win('123789m123p789s99p', '1m'));
    expect(j).not.toHaveProperty('chanta');
    const ch = yakuOf(win('123m789m123p111z99s', '9s'));
    expect(ch).toHaveProperty('chanta');
    expect(ch).not.toHaveProperty('junchan');
    expect(ch).not.toHaveProperty('honroutou');
  });
  test('honitsu and chinitsu are exclusive', () => {
    expect(yakuOf(win('12345623478999m', '9m'))).not.toHaveProperty('honitsu');
    expect(yakuOf(win('123456789m111z22z', '2z'))).not.toHaveProperty('chinitsu');
  });
  test('a double-wind triplet scores both winds (2 han)', () => {
    const r = win('123m456p789s11m + pon:111z', '1m', { seatWind: 1, roundWind: 1 });
    expect(yakuOf(r)).toEqual({ yakuhai_seat_wind: 1, yakuhai_round_wind: 1 });
  });
  test('shousangen also scores its two dragon yakuhai; not with daisangen', () => {
    expect(yakuOf(win('555666z77z123m456p', '6p'))).toEqual({
      shousangen: 2,
      yakuhai_haku: 1,
      yakuhai_hatsu: 1,
    });
    expect(yakuOf(win('555666777z123m99p', '9p'))).toEqual({ daisangen: 13 });
  });
  test('yakuman hands ignore regular yaku and dora', () => {
    const r = win('111m333p555s777z99m', '7z', { tsumo: true, riichi: true, dora: '6z', ura: '1m' });
    expect(yakuOf(r)).toEqual({ suuankou: 13 });
    expect([r.dora, r.uraDora, r.akaDora, r.fu]).toEqual([0, 0, 0, null]);
  });
  test('a triplet completed by ron breaks suuankou → sanankou + toitoi', () => {
    expect(yakuOf(win('111m333p555s777z99m', '7z'))).toEqual({ sanankou: 2, toitoi: 2, yakuhai_chun: 1 });
  });
  test('sankantsu not with suukantsu; suuankou and its tanki never both', () => {
    const r = win('55p + ankan:2222s ankan:3333p ankan:4444m ankan:6666m', '5p');
    expect(yakuOf(r)).toEqual({ suuankou_tanki: 13, suukantsu: 13 });
  });
  test('shousuushii and daisuushii never both; kokushi and its 13-sided form never both', () => {
    expect(yakuOf(win('222333444z99m + pon:111z', '9m'))).toEqual({ daisuushii: 13 });
    expect(Object.keys(yakuOf(win('19m19p19s12345677z', '7z')))).toEqual(['kokushi_musou_juusanmen']);
  });
  test('chuuren and junsei never both', () => {
    expect(yakuOf(win('11123456789995m', '5m', { tsumo: true }))).toEqual({ junsei_chuuren_poutou: 13 });
  });
  test('pinfu + chankan is possible', () => {
    expect(yakuOf(win(PINFU_HAND, '5p', { chankan: true }))).toEqual({ pinfu: 1, chankan: 1 });
  });
  test('kokushi musou may rob a closed kan (chankanOnAnkan) only where kokushiRobsAnkan; no other hand may', () => {
    const kokushi = '19m19p19s12345677z';
    const robbed: Sit = { chankan: true, chankanOnAnkan: true };
    const verdict = (r: ReturnType<typeof score>) =>
      r.ok ? r.value.yaku.map((y) => y.id) : r.issues.map((i) => [i.code, i.path]);
    for (const preset of ['ema2016', 'wrc2025', 'mahjongsoul']) {
      expect(verdict(score(kokushi, '1m', robbed, preset)), preset).toEqual(['kokushi_musou']);
    }
    for (const preset of ['tenhou', 'mleague']) {
      expect(verdict(score(kokushi, '1m', robbed, preset)), preset).toEqual([
        ['no_ankan_chankan', 'situation.chankanOnAnkan'],
      ]);
      // The option alone decides, and an added kan may be robbed under every preset.
      expect(verdict(score(kokushi, '1m', robbed, preset, { kokushiRobsAnkan: true }))).toEqual([
        'kokushi_musou',
      ]);
      expect(verdict(score(kokushi, '1m', { chankan: true }, preset))).toEqual(['kokushi_musou']);
    }
    // Any other hand, whatever the rules; and the flag says which kan was robbed, so it needs chankan.
    expect(verdict(score(PINFU_HAND, '5p', robbed, 'ema2016'))).toEqual([
      ['contradictory_flags', 'situation.chankanOnAnkan'],
    ]);
    expect(verdict(score(kokushi, '1m', { chankanOnAnkan: true }, 'ema2016'))).toEqual([
      ['contradictory_flags', 'situation.chankanOnAnkan'],
    ]);
  });
  test('shiisanpuutaa (local yakuman): thirteen unrelated tiles and a pair on the first draw, where the rules count it', () => {
    const scattered = '1147m25p3s1234567z';
    const on = { shiisanpuutaa: true };
    const chiihou: Sit = { tsumo: true, chiihou: true };
    const verdict = (r: ReturnType<typeof score>) =>
      r.ok ? [r.value.yaku.map((y) => [y.id, y.han]), r.value.total, r.value.interpretation.shape] : r.error;
    // Not tenhou or chiihou besides: the hand is not complete.
    expect(verdict(score(scattered, '3s', chiihou, 'tenhou', on))).toEqual([
      [['shiisanpuutaa', 13]],
      32000,
      'shiisanpuutaa',
    ]);
    expect(
      verdict(score(scattered, '1m', { tsumo: true, seatWind: 1, tenhou: true }, 'ema2016', on)),
    ).toEqual([[['shiisanpuutaa', 13]], 48000, 'shiisanpuutaa']);
    // Off (every preset), later than the first draw, or tiles related (2p 4p, a closed wait): no win.
    expect(verdict(score(scattered, '3s', chiihou, 'tenhou'))).toBe('not_agari');
    expect(verdict(score(scattered, '3s', { tsumo: true }, 'tenhou', on))).toBe('not_agari');
    expect(verdict(score('1147m24p3s1234567z', '3s', chiihou, 'tenhou', on))).toBe('not_agari');
    expect(verdict(score('1147m25p3s1123456z', '3s', chiihou, 'tenhou', on))).toBe('not_agari');
    // Thirteen orphans on the first draw is thirteen orphans and chiihou: the complete hand counts.
    expect(verdict(score('19m19p19s12345677z', '7z', chiihou, 'tenhou', on))).toEqual([
      [
        ['kokushi_musou_juusanmen', 13],
        ['chiihou', 13],
      ],
      64000,
      'kokushi',
    ]);
  });
  test('rinshanHaitei: ema2016 scores rinshan + haitei, the others rinshan only', () => {
    const sit: Sit = { tsumo: true, rinshan: true, haitei: true };
    const h = '123m456789p22s + ankan:7777z';
    expect(yakuOf(win(h, '8p', sit, 'ema2016'))).toHaveProperty('haitei_raoyue', 1);
    for (const p of ['tenhou', 'wrc2025', 'mahjongsoul', 'mleague']) {
      const y = yakuOf(win(h, '8p', sit, p));
      expect(y).toHaveProperty('rinshan_kaihou', 1);
      expect(y, p).not.toHaveProperty('haitei_raoyue');
    }
  });
  test('chiitoitsu combines with tanyao, honitsu, chinitsu, riichi, ippatsu, tsumo, haitei', () => {
    expect(
      yakuOf(win('2244m6688p335577s', '7s', { riichi: true, ippatsu: true, tsumo: true, haitei: true })),
    ).toEqual({
      riichi: 1,
      ippatsu: 1,
      menzen_tsumo: 1,
      tanyao: 1,
      haitei_raoyue: 1,
      chiitoitsu: 2,
    });
    expect(yakuOf(win('11335577m2255z66z', '6z'))).toEqual({ chiitoitsu: 2, honitsu: 3 });
    expect(yakuOf(win('1133557799m1199s', '9s'))).not.toHaveProperty('chinitsu');
    expect(yakuOf(win('11223344667799m', '9m'))).toEqual({ chiitoitsu: 2, chinitsu: 6 });
  });
  test('dora is not a yaku', () => {
    const r = score('234m567p789s55m + chi:123s', '5m', { dora: '4m' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toBe('no_yaku');
  });
  test('four identical tiles are not two pairs (chiitoitsuQuadAsTwoPairs off), unless the option is on', () => {
    const off = score('1199m3377p5555s77z', '7z');
    expect(off.ok ? 'ok' : off.error).toBe('not_agari');
    const on = win('1199m3377p5555s77z', '7z', {}, 'tenhou', { chiitoitsuQuadAsTwoPairs: true });
    expect(yakuOf(on)).toEqual({ chiitoitsu: 2 });
  });
  test('ryuuiisou does not need 6z (all presets)', () => {
    for (const p of ['tenhou', 'ema2016', 'wrc2025', 'mahjongsoul', 'mleague', 'shanghai2']) {
      expect(yakuOf(win('22334444666888s', '8s', {}, p)), p).toEqual({ ryuuiisou: 13 });
    }
    expect(yakuOf(win('223344666s88s + pon:666z', '8s'))).toEqual({ ryuuiisou: 13 });
  });
});

describe('pinfu exact conditions (§3.3)', () => {
  test('four sequences, guest-wind pair, ryanmen wait: pinfu; ron 30 fu, tsumo 20 fu', () => {
    const ron = win('234567m345p678s33z', '5p');
    expect(yakuOf(ron)).toEqual({ pinfu: 1 });
    expect(ron.fu).toBe(30);
    const tsumo = win('234567m345p678s33z', '5p', { tsumo: true });
    expect(yakuOf(tsumo)).toEqual({ menzen_tsumo: 1, pinfu: 1 });
    expect(tsumo.fu).toBe(20);
    expect(tsumo.fuLines).toEqual([{ id: 'base', fu: 20 }]);
  });
  test.each([
    ['dragon pair', '234567m345p678s55z', {}],
    ['seat-wind pair', '234567m345p678s22z', {}],
    ['round-wind pair', '234567m345p678s11z', {}],
    ['double-wind pair', '234567m345p678s11z', { seatWind: 1, roundWind: 1 }],
  ] as const)('value pair: no pinfu (%s)', (_name, hand, sit) => {
    const r = win(hand, '5p', { riichi: true, ...sit });
    expect(yakuOf(r)).not.toHaveProperty('pinfu');
  });
  test.each([
    ['penchan 12+3', '123m456m234p678s55p', '3m', 'penchan'],
    ['penchan 89+7', '789m456m234p678s55p', '7m', 'penchan'],
    ['kanchan 1_3', '123m456m234p678s55p', '2m', 'kanchan'],
    ['tanki', '123456m234p678s55p', '5p', 'tanki'],
  ] as const)('not a two-sided wait: no pinfu (%s)', (_name, hand, w, wait) => {
    const r = win(hand, w, { riichi: true });
    expect(yakuOf(r)).not.toHaveProperty('pinfu');
    expect(r.interpretation.wait).toBe(wait);
    expect(r.fu).toBe(40);
  });
  test('open hand: no pinfu', () => {
    expect(yakuOf(win('345678s88p + chi:234m chi:456p', '5s'))).toEqual({ tanyao: 1 });
  });
  test('a triplet: no pinfu', () => {
    expect(yakuOf(win('111122334p567m88s', '4p', { riichi: true }))).not.toHaveProperty('pinfu');
  });
  test('another reading of the same tile is two-sided: pinfu (23345m + 4m)', () => {
    const r = win('233445m678p234s99m', '4m');
    expect(yakuOf(r)).toMatchObject({ pinfu: 1 });
    expect(r.interpretation.wait).toBe('ryanmen');
  });
  test('a nobetan (2345m + 2m) is a pair wait: no pinfu, 2 fu', () => {
    const r = win('22345m678p234s789s', '2m', { riichi: true });
    expect(yakuOf(r)).toEqual({ riichi: 1 });
    expect(r.interpretation.wait).toBe('tanki');
    expect(r.fu).toBe(40);
  });
});

describe('local yaku options (§3.6)', () => {
  test('openRiichi on: open riichi is worth 2 han with riichi, 3 with double riichi', () => {
    const r = win(PINFU_HAND, '5p', { riichi: true, openRiichi: true }, 'tenhou', { openRiichi: true });
    expect(yakuOf(r)).toEqual({ riichi: 1, open_riichi: 1, pinfu: 1 });
    expect(r.han).toBe(3);
    const d = win(PINFU_HAND, '5p', { doubleRiichi: true, openRiichi: true }, 'tenhou', { openRiichi: true });
    expect(yakuOf(d)).toEqual({ double_riichi: 2, open_riichi: 1, pinfu: 1 });
    expect(d.han).toBe(4);
  });
  test('openRiichi off: the flag adds nothing', () => {
    const r = win(PINFU_HAND, '5p', { riichi: true, openRiichi: true });
    expect(yakuOf(r)).toEqual({ riichi: 1, pinfu: 1 });
  });
  test('daisharin on: yakuman; off: ryanpeikou + pinfu + tanyao + chinitsu', () => {
    const on = win('22334455667788p', '8p', {}, 'tenhou', { daisharin: true });
    expect(yakuOf(on)).toEqual({ daisharin: 13 });
    expect(on.total).toBe(32000);
    const off = win('22334455667788p', '8p');
    expect(yakuOf(off)).toEqual({ pinfu: 1, tanyao: 1, ryanpeikou: 3, chinitsu: 6 });
    expect(off.limit).toBe('sanbaiman');
  });
  test('daisharin is the pin hand only (other suits are a variant not enabled)', () => {
    const r = win('22334455667788s', '8s', {}, 'tenhou', { daisharin: true });
    expect(yakuOf(r)).not.toHaveProperty('daisharin');
  });
  test('daichisei on: replaces tsuuiisou; off: tsuuiisou', () => {
    expect(yakuOf(win('11223344556677z', '7z', {}, 'tenhou', { daichisei: true }))).toEqual({
      daichisei: 13,
    });
    expect(yakuOf(win('11223344556677z', '7z'))).toEqual({ tsuuiisou: 13 });
  });
  test('paarenchan: the dealer’s 8th consecutive win (7 before), off by default', () => {
    const on = win(PINFU_HAND, '5p', { seatWind: 1, dealerStreak: 7 }, 'tenhou', { paarenchan: true });
    expect(yakuOf(on)).toEqual({ paarenchan: 13 });
    expect(on.total).toBe(48000);
    expect(yakuOf(win(PINFU_HAND, '5p', { seatWind: 1, dealerStreak: 7 }))).toEqual({ pinfu: 1 });
    // A non-dealer never scores it.
    const nd = win(PINFU_HAND, '5p', { dealerStreak: 9 }, 'tenhou', { paarenchan: true });
    expect(yakuOf(nd)).toEqual({ pinfu: 1 });
  });
  describe('sanrenkou, isshoku sanjun, tsubame gaeshi, kanburi', () => {
    const local = { sanrenkou: true, isshokuSanjun: true, tsubameGaeshi: true, kanburi: true };
    test('sanrenkou counts open triplets and kans, 2 han open; not three numbers apart', () => {
      expect(yakuOf(win('555666m45699p + pon:777m', '9p', {}, 'tenhou', { sanrenkou: true }))).toEqual({
        sanrenkou: 2,
      });
      expect(yakuOf(win('555666m45699p + kan:7777m', '9p', {}, 'tenhou', { sanrenkou: true }))).toEqual({
        sanrenkou: 2,
      });
      // 555 666 888: not consecutive; with honours between the suits nothing wraps either.
      const gap = score('555666m45699p + pon:888m', '9p', {}, 'tenhou', { sanrenkou: true });
      expect(gap.ok ? yakuOf(gap.value) : gap.error).toBe('no_yaku');
      const wrap = score('888999m45699p + pon:111p', '9p', {}, 'tenhou', { sanrenkou: true });
      expect(wrap.ok ? yakuOf(wrap.value) : wrap.error).toBe('no_yaku');
    });
    test('isshoku sanjun: 2 han open (a declared run counts), iipeikou not counted besides', () => {
      expect(yakuOf(win('123m123m456p99s + chi:123m', '9s', {}, 'tenhou', { isshokuSanjun: true }))).toEqual({
        isshoku_sanjun: 2,
      });
      const closed = win('123m123m123m456p99s', '9s', { riichi: true }, 'tenhou', { isshokuSanjun: true });
      expect(yakuOf(closed)).toEqual({ riichi: 1, isshoku_sanjun: 3 });
    });
    test('four identical runs of a closed hand are ryanpeikou, not isshoku sanjun besides', () => {
      expect(yakuOf(win('123m123m123m123m99s', '9s', {}, 'tenhou', local))).toEqual({
        ryanpeikou: 3,
        junchan: 3,
      });
    });
    test('the reading with the most value wins (§2.3): three triplets or three runs', () => {
      // 222 333 444m: sanankou + sanrenkou (4 han) against 234m × 3 (isshoku sanjun, 3 han).
      const r = win('222333444m567p11z', '7p', {}, 'tenhou', local);
      expect(yakuOf(r)).toEqual({ sanankou: 2, sanrenkou: 2 });
      expect(r.han).toBe(4);
      // Without sanrenkou the runs' reading is worth more.
      expect(yakuOf(win('222333444m567p11z', '7p', {}, 'tenhou', { isshokuSanjun: true }))).toEqual({
        isshoku_sanjun: 3,
      });
    });
    test('tsubame gaeshi and kanburi: a ron only, both together, each alone a yaku', () => {
      const both = win('123m456p789s234s99p', '3s', { tsubameGaeshi: true, kanburi: true }, 'tenhou', local);
      expect(yakuOf(both)).toEqual({ tsubame_gaeshi: 1, kanburi: 1 });
      expect(both.total).toBe(2600);
      for (const flag of ['tsubameGaeshi', 'kanburi'] as const) {
        const tsumo = score(PINFU_HAND, '5p', { tsumo: true, [flag]: true }, 'tenhou', local);
        expect(tsumo.ok ? 'ok' : tsumo.issues.map((i) => i.path)).toEqual([`situation.${flag}`]);
        const chankan = score(PINFU_HAND, '5p', { chankan: true, [flag]: true }, 'tenhou', local);
        expect(chankan.ok ? 'ok' : chankan.issues.map((i) => i.path)).toEqual([`situation.${flag}`]);
      }
    });
    test('under a yakuman or a renhou mangan the local yaku are not listed', () => {
      expect(yakuOf(win('111222333m11122z', '2z', { kanburi: true }, 'tenhou', local))).toEqual({
        suuankou_tanki: 13,
      });
      const renhou = win(
        '123m456p789s234s99p',
        '3s',
        { renhou: true, tsubameGaeshi: true },
        'ema2016',
        local,
      );
      expect(yakuOf(renhou)).toEqual({ renhou: 5 });
    });
  });

  describe('renhou modes', () => {
    const sit: Sit = { renhou: true };
    test('off (tenhou): the flag is ignored', () => {
      const r = win(PINFU_HAND, '5p', sit, 'tenhou');
      expect(yakuOf(r)).toEqual({ pinfu: 1 });
      expect(r.total).toBe(1000);
    });
    test('mangan (ema2016, wrc): replaces a smaller hand', () => {
      for (const p of ['ema2016', 'wrc2022', 'wrc2025']) {
        const r = win(PINFU_HAND, '5p', sit, p);
        expect(yakuOf(r), p).toEqual({ renhou: 5 });
        expect([r.han, r.limit, r.total]).toEqual([5, 'mangan', 8000]);
      }
    });
    test('mangan: a hand with no other yaku wins as renhou', () => {
      const r = win('123m456p789s234m99s', '3m', sit, 'ema2016');
      expect(yakuOf(r)).toEqual({ renhou: 5 });
      expect(r.total).toBe(8000);
      const off = score('123m456p789s234m99s', '3m', sit, 'tenhou');
      expect(off.ok ? 'ok' : off.error).toBe('no_yaku');
    });
    test('mangan, not cumulative: a bigger normal hand is scored as it is', () => {
      const r = win('11223345678999p', '9p', sit, 'wrc2025');
      expect(yakuOf(r)).not.toHaveProperty('renhou');
      expect(r.limit).toBe('baiman');
    });
    test('han5: 5 han added to the hand', () => {
      const r = win(PINFU_HAND, '5p', sit, 'tenhou', { renhou: 'han5' });
      expect(yakuOf(r)).toEqual({ pinfu: 1, renhou: 5 });
      expect([r.han, r.limit, r.total]).toEqual([6, 'haneman', 12000]);
    });
    test('yakuman', () => {
      const r = win(PINFU_HAND, '5p', sit, 'tenhou', { renhou: 'yakuman' });
      expect(yakuOf(r)).toEqual({ renhou: 13 });
      expect(r.total).toBe(32000);
    });
  });
});

describe('tenhou / chiihou: the winning tile (§3.4)', () => {
  test('mahjongsoul: any of the 14 tiles may be the winning tile: tenhou + suuankou tanki = triple yakuman', () => {
    const r = win('111m333p555s777z99m', '7z', { seatWind: 1, tsumo: true, tenhou: true }, 'mahjongsoul');
    expect(yakuOf(r)).toEqual({ suuankou_tanki: 26, tenhou: 13 });
    expect([r.yakuman, r.total]).toEqual([3, 144000]);
    expect(r.perPayer).toEqual({ tsumo_all: 48000 });
  });
  test('mahjongsoul: chiihou + kokushi is read as the 13-sided wait', () => {
    const r = win('19m19p19s12345677z', '1m', { tsumo: true, chiihou: true }, 'mahjongsoul');
    expect(yakuOf(r)).toEqual({ kokushi_musou_juusanmen: 26, chiihou: 13 });
    expect(r.total).toBe(96000);
  });
  test('tenhou: the given winning tile (single-yakuman patterns, so the same value)', () => {
    const r = win('111m333p555s777z99m', '7z', { seatWind: 1, tsumo: true, tenhou: true }, 'tenhou');
    expect(yakuOf(r)).toEqual({ suuankou: 13, tenhou: 13 });
    expect(r.total).toBe(96000);
  });
  test('ema2016: one yakuman', () => {
    const r = win('111m333p555s777z99m', '7z', { seatWind: 1, tsumo: true, tenhou: true }, 'ema2016');
    expect(r.total).toBe(48000);
  });
});

describe('the interpretation: the declared melds', () => {
  test('in their order, with their kinds and tiles; a concealed kan closed, a pon and an open kan open', () => {
    const r = win('234m55p + ankan:1111s pon:777z kan:9999m', '4m');
    expect(r.interpretation.groups.slice(0, 3)).toEqual([
      { kind: 'kan', tile: 18, open: false, concealed: true },
      { kind: 'triplet', tile: 33, open: true, concealed: false },
      { kind: 'kan', tile: 8, open: true, concealed: false },
    ]);
  });
  test("four melds, the last a concealed kan of chun (its code, 135, fills the melds' word's top byte)", () => {
    const r = win('55p + chi:123m pon:999s kan:1111p ankan:7777z', '5p');
    expect(r.interpretation.groups.slice(0, 4)).toEqual([
      { kind: 'sequence', tile: 0, open: true, concealed: false },
      { kind: 'triplet', tile: 26, open: true, concealed: false },
      { kind: 'kan', tile: 9, open: true, concealed: false },
      { kind: 'kan', tile: 33, open: false, concealed: true },
    ]);
    expect(r.fuLines).toContainEqual({ id: 'closed_kan_yaochuu', fu: 32, tile: 33 });
  });
});
