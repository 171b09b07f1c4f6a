// Referee audit of riichi.md, preset by preset (hand scoring and payments): each expected value
// below was worked out by hand from the section named in its comment, then checked against the
// scorer (`scoreRiichiHand` through the public API). Only cases no other test file pins: where
// the presets part ways (fu, kiriage, kazoe, stacking, double yakuman, pao and its honba) on a
// hand or a seat the other files do not use. South (seat wind 2) wins in the East round by ron
// unless a case says otherwise; payments are by wind, 0 = East .. 3 = North.

import { describe, expect, test } from 'vitest';
import {
  parseHand,
  parseTiles,
  RIICHI_PRESET_IDS,
  RIICHI_PRESETS,
  type RiichiPresetId,
  type RiichiScore,
  type RiichiSituationInput,
  resolveRiichiRules,
  scoreRiichiHand,
} from '../../../src/index.ts';

/** Every preset (the list itself is pinned by presets.test.ts). */
const ALL: readonly RiichiPresetId[] = RIICHI_PRESET_IDS;

type Sit = Partial<Omit<RiichiSituationInput, 'doraIndicators'>> & { dora?: string };

/** Scores `hand` won on `win` under `preset` as a user of the library would; must be a win. */
function scored(hand: string, win: string, sit: Sit, preset: RiichiPresetId): RiichiScore {
  const h = parseHand(hand, win);
  const rules = resolveRiichiRules(preset);
  const { dora, ...rest } = sit;
  const indicators = parseTiles(dora ?? '');
  if (!h.ok || !rules.ok || !indicators.ok) throw new Error(`bad test input ${hand}`);
  const r = scoreRiichiHand(
    {
      hand: h.value,
      situation: { tsumo: false, seatWind: 2, roundWind: 1, ...rest, doraIndicators: indicators.value },
    },
    rules.value,
  );
  if (!r.ok) throw new Error(`expected a win for ${hand} on ${win} (${preset}): ${r.error}`);
  return r.value;
}

const yakuOf = (r: RiichiScore) => Object.fromEntries(r.yaku.map((y) => [y.id, y.han]));
const fourFuPair = (p: RiichiPresetId) => RIICHI_PRESETS[p].doubleWindPairFu === 4;

describe('§4 ⚑doubleWindPairFu on a tsumo, where 4 or 2 fu cross a rounding step', () => {
  // 222m 456p 789s 1(2)3s kanchan, pair of the double wind; menzen_tsumo is the only yaku.
  test.each(ALL)('dealer E/E, pair 11z (%s)', (p) => {
    const r = scored('222m456p789s123s11z', '2s', { seatWind: 1, tsumo: true }, p);
    expect(yakuOf(r)).toEqual({ menzen_tsumo: 1 });
    if (fourFuPair(p)) {
      // §4: 20 + 2 tsumo + 4 (222m concealed simple) + 4 (double wind) + 2 kanchan = 32 → 40;
      // §5.2: 1 han 40 fu dealer tsumo = 700 all = 2100 (ema2016, tenhou, mahjongsoul).
      expect([r.fu, r.perPayer, r.total]).toEqual([40, { tsumo_all: 700 }, 2100]);
    } else {
      // §4 / §6.1: the double-wind pair gives 2: 30 fu; 1 han 30 fu dealer tsumo = 500 all = 1500.
      expect([r.fu, r.perPayer, r.total]).toEqual([30, { tsumo_all: 500 }, 1500]);
    }
  });
  test.each(ALL)('South seat in the South round, pair 22z: a non-dealer double wind too (%s)', (p) => {
    const r = scored('222m456p789s123s22z', '2s', { seatWind: 2, roundWind: 2, tsumo: true }, p);
    // Same fu as above; §5.2 non-dealer tsumo 1 han 40 fu = 400/700 (1500), 30 fu = 300/500 (1100).
    expect([r.fu, r.perPayer, r.total]).toEqual(
      fourFuPair(p)
        ? [40, { tsumo_dealer: 700, tsumo_non_dealer: 400 }, 1500]
        : [30, { tsumo_dealer: 500, tsumo_non_dealer: 300 }, 1100],
    );
  });
});

describe('§5.1 ⚑kiriage reaches base 1920 only', () => {
  test.each(ALL)('4 han 25 fu (base 1600) is never rounded to mangan: dealer ron 9600 (%s)', (p) => {
    // W10's hand as dealer: chiitoitsu 2 + dora 2 (indicator 6z → 7z ×2) = 4 han 25 fu;
    // §5.1 base 25 × 2^6 = 1600 < 1920; §5.2 dealer ron 6 × 1600 = 9600.
    const r = scored('1199m3377p5566s77z', '7z', { seatWind: 1, dora: '6z' }, p);
    expect([r.han, r.fu, r.limit, r.total]).toEqual([4, 25, null, 9600]);
  });
  test.each(ALL)('W8 as dealer with 2 honba: 3 han 60 fu (%s)', (p) => {
    // §4: 20 + 10 menzen ron + 16 (ankan 2222p) + 8 (999m) + 2 (4_6s kanchan) = 56 → 60;
    // riichi 1 + dora 2 (6p → 7p ×2) = 3 han; base 60 × 32 = 1920.
    const r = scored(
      '999m123m456s77p + ankan:2222p',
      '5s',
      { seatWind: 1, riichi: true, dora: '6p', honba: 2 },
      p,
    );
    expect([r.han, r.fu]).toEqual([3, 60]);
    if (RIICHI_PRESETS[p].kiriage) {
      // §5.1 kiriage: mangan, dealer ron 12,000 + 2 honba × 300 = 12,600.
      expect([r.limit, r.perPayer, r.total]).toEqual(['kiriage_mangan', { ron: 12000 }, 12600]);
    } else {
      // §5.2: 6 × 1920 = 11,520 → 11,600 + 2 honba × 300 = 12,200 (tenhou, mahjongsoul).
      expect([r.limit, r.perPayer, r.total]).toEqual([null, { ron: 11600 }, 12200]);
    }
  });
});

describe('§5.1 ⚑kazoe for a dealer ron with a honba', () => {
  test.each(ALL)('W13 hand as dealer ron: 13 han (%s)', (p) => {
    // riichi 1 + ippatsu 1 + pinfu 1 + iipeikou 1 + ittsu 2 + chinitsu 6 = 12, + dora 1
    // (indicator 8p → 9p) = 13 han, no yakuman.
    const r = scored(
      '11223345678955p',
      '9p',
      { seatWind: 1, riichi: true, ippatsu: true, dora: '8p', honba: 1 },
      p,
    );
    expect([r.han, r.yakuman]).toEqual([13, 0]);
    if (RIICHI_PRESETS[p].kazoe === 'yakuman') {
      // tenhou, mahjongsoul, wrc2025, shanghai2†: base 8000, dealer ron 48,000 + 300.
      expect(['tenhou', 'mahjongsoul', 'wrc2025', 'shanghai2']).toContain(p);
      expect([r.limit, r.total]).toEqual(['kazoe_yakuman', 48300]);
    } else {
      // ema2016, wrc2022, mleague: sanbaiman base 6000, dealer ron 36,000 + 300.
      expect([r.limit, r.total]).toEqual(['kazoe_sanbaiman', 36300]);
    }
  });
});

describe('§3.4 ⚑yakumanStacking and ⚑doubleYakuman together: daisuushii + tsuuiisou', () => {
  // pon 111z, concealed 222z 333z 444z, tanki 5z: four wind triplets and honours only (the
  // open pon keeps suuankou out).
  const HAND = '222333444z55z + pon:111z';
  test.each(ALL)('ron (%s)', (p) => {
    const r = scored(HAND, '5z', {}, p);
    const expected: Record<RiichiPresetId, [number, number]> = {
      // daisuushii double (26) + tsuuiisou (13) = 3 yakuman, non-dealer ron 3 × 32,000.
      mahjongsoul: [3, 96000],
      // two single yakuman stack: 64,000.
      tenhou: [2, 64000],
      wrc2022: [2, 64000],
      wrc2025: [2, 64000],
      mleague: [2, 64000],
      // stacking off (EMA 2016, shanghai2 "no Yakuman + 3 fan"): one yakuman, 32,000.
      ema2016: [1, 32000],
      shanghai2: [1, 32000],
    };
    expect([r.yakuman, r.total]).toEqual(expected[p]);
    if (p === 'mahjongsoul') expect(yakuOf(r)).toEqual({ daisuushii: 26, tsuuiisou: 13 });
    else if (RIICHI_PRESETS[p].yakumanStacking) expect(yakuOf(r)).toEqual({ daisuushii: 13, tsuuiisou: 13 });
  });

  // §5.4's trigger needs the three wind groups shown and the fourth fed by a call: the same
  // yakuman with every wind group a pon (HAND's concealed triplets could not have been fed).
  const SHOWN = '55z + pon:111z pon:222z pon:333z pon:444z';
  test.each(ALL.filter((p) => p !== 'shanghai2'))('tsumo with North liable for the daisuushii (%s)', (p) => {
    // §5.4: the liable player pays on a tsumo; what he covers depends on paoScope.
    const r = scored(SHOWN, '5z', { tsumo: true, liableWind: 4 }, p);
    const expected: Record<string, number[]> = {
      // pao yakuman only: North pays the daisuushii (double) as a ron, 64,000; the tsuuiisou
      // is a normal tsumo, 16,000 dealer / 8,000 each: North 64,000 + 8,000.
      mahjongsoul: [-16000, 96000, -8000, -72000],
      // the whole hand (2 yakuman) from the liable player.
      tenhou: [0, 64000, 0, -64000],
      wrc2022: [0, 64000, 0, -64000],
      wrc2025: [0, 64000, 0, -64000],
      mleague: [0, 64000, 0, -64000],
      // one yakuman cap, all from the liable player.
      ema2016: [0, 32000, 0, -32000],
    };
    expect(r.payment.deltas).toEqual(expected[p]);
  });
});

describe('§3.4 chiihou (non-dealer) with four concealed triplets, per preset', () => {
  test.each(ALL)('111m 333p 555s 777z 99m, tsumo 7z on the first draw (%s)', (p) => {
    const r = scored('111m333p555s777z99m', '7z', { tsumo: true, chiihou: true }, p);
    const expected: Record<RiichiPresetId, [number, number]> = {
      // §3.4 Majsoul: any of the 14 tiles may be the winning one: 9m makes suuankou tanki
      // (double) + chiihou = 3 yakuman, non-dealer tsumo 24,000/48,000 = 96,000.
      mahjongsoul: [3, 96000],
      // suuankou (a tsumo completes the shanpon: still concealed) + chiihou = 2: 16,000/32,000.
      tenhou: [2, 64000],
      wrc2022: [2, 64000],
      wrc2025: [2, 64000],
      mleague: [2, 64000],
      // one yakuman: 8,000/16,000.
      ema2016: [1, 32000],
      shanghai2: [1, 32000],
    };
    expect([r.yakuman, r.total]).toEqual(expected[p]);
  });
});

describe('§2.3 / §3.4 a yakuman ignores dora and red fives', () => {
  test.each(ALL.filter((p) => RIICHI_PRESETS[p].akaDora > 0))(
    'daisangen with a red five and a dora: 32,000 exactly (%s)',
    (p) => {
      // 4m 0m 6m + 9p tanki + three dragon pons; indicator 3m → 4m. Yaku list: daisangen only.
      const r = scored('406m99p + pon:555z pon:666z pon:777z', '9p', { dora: '3m' }, p);
      expect(yakuOf(r)).toEqual({ daisangen: 13 });
      expect([r.yakuman, r.fu, r.total]).toEqual([1, null, 32000]);
    },
  );
});

describe('§5.4 ⚑paoRonHonba when the winner is the dealer', () => {
  // East (dealer) holds pons of the three dragons, West fed the last one; East rons 9p from
  // South at 2 honba. Daisangen dealer ron 48,000: half 24,000 each (§5.4 "half / half").
  const HAND = '123m99p + pon:555z pon:666z pon:777z';
  test.each(ALL.filter((p) => p !== 'shanghai2'))('(%s)', (p) => {
    const r = scored(HAND, '9p', { seatWind: 1, discarderWind: 2, liableWind: 3, honba: 2 }, p);
    expect(r.total).toBe(48600);
    if (RIICHI_PRESETS[p].paoRonHonba === 'liable') {
      // tenhou, mahjongsoul: the liable West pays the 600.
      expect(['tenhou', 'mahjongsoul']).toContain(p);
      expect(r.payment.deltas).toEqual([48600, -24000, -24600, 0]);
    } else {
      // ema2016 (seed 004), wrc†, mleague†: the discarder pays the 600.
      expect(r.payment.deltas).toEqual([48600, -24600, -24000, 0]);
    }
  });
});

describe('§5.4 ⚑pao covers suukantsu in wrc2025 only', () => {
  // Four open kans and a 5z tanki, tsumo by South; East (the dealer) fed the fourth kan.
  const HAND = '55z + kan:1111m kan:9999p kan:1111s kan:2222z';
  test.each(ALL.filter((p) => p !== 'shanghai2'))('tsumo (%s)', (p) => {
    const r = scored(HAND, '5z', { tsumo: true, liableWind: 1 }, p);
    expect(yakuOf(r)).toEqual({ suukantsu: 13 });
    if (p === 'wrc2025') {
      // §5.4 wrc2025 "+ suukantsu †", tsumo "as EMA": the liable East pays all 32,000.
      expect(r.payment.deltas).toEqual([-32000, 32000, 0, 0]);
    } else {
      // No suukantsu liability: an ordinary yakuman tsumo, 16,000 dealer / 8,000 each.
      expect(r.payment.deltas).toEqual([-16000, 32000, -8000, -8000]);
    }
  });
});

describe('§5.4 shanghai2 ⚑paoDaiminkanRinshan in the hand scorer: the kan-tile discarder pays a rinshan tsumo', () => {
  // 234m 567p 789s 88s with an open kan of North, South tsumo on 8s (the replacement tile),
  // West named as the kan tile's discarder. Rinshan kaihou is the only yaku (open hand): §4
  // 20 + 16 (open kan of an honour) + 2 tsumo + 2 tanki = 40 fu; 1 han 40 fu, base 320.
  const sit = { tsumo: true, rinshan: true, liableWind: 3 };
  test('shanghai2: West pays the whole hand as a ron would be paid (320 × 4 = 1280 → 1300)', () => {
    const r = scored('234m567p789s88s + kan:4444z', '8s', sit, 'shanghai2');
    expect(yakuOf(r)).toEqual({ rinshan_kaihou: 1 });
    expect([r.han, r.fu]).toEqual([1, 40]);
    expect(r.payment.deltas).toEqual([0, 1300, -1300, 0]);
  });
  test.each(ALL.filter((p) => p !== 'shanghai2'))('%s: no such liability, a tsumo 400/700', (p) => {
    const r = scored('234m567p789s88s + kan:4444z', '8s', sit, p);
    expect(r.payment.deltas).toEqual([-700, 1500, -400, -400]);
  });
  test('shanghai2: a tsumo after an open kan that is not on the replacement tile (haitei) is paid as usual', () => {
    const r = scored(
      '234m567p789s88s + kan:4444z',
      '8s',
      { tsumo: true, haitei: true, liableWind: 3 },
      'shanghai2',
    );
    expect(yakuOf(r)).toEqual({ haitei_raoyue: 1 });
    expect(r.payment.deltas).toEqual([-700, 1500, -400, -400]);
  });
});
