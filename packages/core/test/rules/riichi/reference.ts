// A reference riichi scorer for the tests, written for plainness, not speed: every
// interpretation from the generic decomposition, each scored by running the registry's
// predicates (yaku.ts) and the itemised fu count over a full ScoringContext, the best kept by
// §2.3. The engine (score.ts) compiles the same rules to bit sets; the tests hold the two equal.

import { decomposeStandard, isSevenPairs, isThirteenOrphans } from '../../../src/hand/decompose.ts';
import { isKanKind, isOpenMeld } from '../../../src/hand/hand.ts';
import {
  GREEN_KIND,
  GROUP_KAN,
  GROUP_SEQUENCE,
  GROUP_TRIPLET,
  ScoringContext,
  type Situation,
} from '../../../src/rules/riichi/context.ts';
import { countFu } from '../../../src/rules/riichi/fu.ts';
import type { RiichiScoreInput } from '../../../src/rules/riichi/input.ts';
import {
  SHAPE_CHIITOITSU,
  SHAPE_KOKUSHI,
  SHAPE_SHIISANPUUTAA,
  SHAPE_STANDARD,
  WAIT_KANCHAN,
  WAIT_KOKUSHI,
  WAIT_KOKUSHI_13,
  WAIT_NONE,
  WAIT_PENCHAN,
  WAIT_RYANMEN,
  WAIT_SHANPON,
  WAIT_TANKI,
} from '../../../src/rules/riichi/layout.ts';
import type { RiichiRules } from '../../../src/rules/riichi/options.ts';
import { baseValue, handPayment, handPaymentTotal } from '../../../src/rules/riichi/points.ts';
import { LOCAL_YAKU, YAKU, YAKUMAN } from '../../../src/rules/riichi/yaku.ts';
import { doraFromIndicator, isRedFive, kindOf } from '../../../src/tiles/tile.ts';

export interface ReferenceScore {
  yakuman: number;
  han: number;
  fu: number | null;
  pay: number;
  /** Yaku (or yakuman) ids of the chosen interpretation, dora excluded, registry order (local yaku after). */
  yaku: string[];
}

/** The best interpretation by §2.3, or null when the hand has no winning shape with a yaku. */
export function referenceScore(input: RiichiScoreInput, rules: RiichiRules): ReferenceScore | null {
  const { hand } = input;
  const s = input.situation;
  const sit: Situation = {
    tsumo: s.tsumo,
    seatWind: s.seatWind,
    roundWind: s.roundWind,
    riichi: !!s.riichi || !!s.doubleRiichi,
    doubleRiichi: !!s.doubleRiichi,
    ippatsu: !!s.ippatsu,
    haitei: !!s.haitei,
    houtei: !!s.houtei,
    rinshan: !!s.rinshan,
    chankan: !!s.chankan,
    tenhou: !!s.tenhou,
    chiihou: !!s.chiihou,
    renhou: !!s.renhou,
    openRiichi: !!s.openRiichi,
    tsubameGaeshi: !!s.tsubameGaeshi,
    kanburi: !!s.kanburi,
    dealerStreak: s.dealerStreak ?? 0,
    doraIndicators: s.doraIndicators ?? [],
    uraIndicators: s.uraIndicators ?? [],
    honba: s.honba ?? 0,
    riichiSticks: s.riichiSticks ?? 0,
  };
  const c = new ScoringContext();
  c.rules = rules;
  c.sit = sit;
  let reds = 0;
  for (const t of hand.concealed) {
    c.concealed[kindOf(t)]!++;
    c.all[kindOf(t)]!++;
    if (isRedFive(t)) reds++;
  }
  const melds = hand.melds.map((m) => {
    for (const t of m.tiles) {
      c.all[kindOf(t)]!++;
      if (isRedFive(t)) reds++;
    }
    const low = Math.min(...m.tiles.map(kindOf));
    return {
      kind: m.kind === 'chi' ? GROUP_SEQUENCE : isKanKind(m.kind) ? GROUP_KAN : GROUP_TRIPLET,
      tile: low,
      open: isOpenMeld(m.kind) ? 1 : 0,
      concealed: m.kind === 'ankan' ? 1 : 0,
    };
  });
  c.closed = !hand.melds.some((m) => isOpenMeld(m.kind));
  c.hasMelds = melds.length > 0;
  c.kanCount = hand.melds.filter((m) => isKanKind(m.kind)).length;
  c.redFives = rules.akaDora > 0 ? reds : 0;
  c.winTile = kindOf(hand.winTile);
  c.seatWindTile = 26 + s.seatWind;
  c.roundWindTile = 26 + s.roundWind;
  const kinds = [...c.all.keys()].filter((k) => c.all[k]! > 0);
  const yaochuu = (k: number) => k >= 27 || k % 9 === 0 || k % 9 === 8;
  c.suitMask = kinds.reduce((m, k) => m | (k >= 27 ? 8 : 1 << Math.floor(k / 9)), 0);
  c.allSimple = kinds.every((k) => !yaochuu(k));
  c.allYaochuu = kinds.every(yaochuu);
  c.allTerminal = kinds.every((k) => k < 27 && yaochuu(k));
  c.allHonor = kinds.every((k) => k >= 27);
  c.allGreen = kinds.every((k) => GREEN_KIND[k] === 1);
  c.hasTerminal = kinds.some((k) => k < 27 && yaochuu(k));

  const count = (list: readonly number[]) =>
    (rules.kanDora ? list : list.slice(0, 1)).reduce((n, t) => n + c.all[doraFromIndicator(t)]!, 0);
  const doraHan =
    count(sit.doraIndicators) + (rules.uraDora && sit.riichi ? count(sit.uraIndicators) : 0) + c.redFives;
  const dealer = s.seatWind === 1;

  let best: ReferenceScore | null = null;
  const consider = () => {
    c.derive();
    let mult = 0;
    const ids: string[] = [];
    for (const y of YAKUMAN) {
      if (!y.test(c)) continue;
      ids.push(y.id);
      mult += y.doubleId !== undefined && rules.doubleYakuman.includes(y.doubleId) ? 2 : 1;
    }
    let han = 0;
    let fu: number | null = null;
    let pay: number;
    if (mult > 0) {
      if (!rules.yakumanStacking) mult = 1;
      han = 13 * mult;
      pay = handPaymentTotal(handPayment(8000 * mult, dealer, sit.tsumo));
    } else {
      ids.length = 0;
      let pinfu = false;
      for (const y of YAKU) {
        const h = c.closed ? y.han.closed : y.han.open;
        if (h === 0 || !y.test(c)) continue;
        ids.push(y.id);
        han += h;
        if (y.id === 'pinfu') pinfu = true;
      }
      for (const y of LOCAL_YAKU) {
        const h = c.closed ? y.han.closed : y.han.open;
        if (h === 0 || !y.test(c)) continue;
        ids.push(y.id);
        han += h;
      }
      if (sit.renhou && rules.renhou === 'han5') han += 5;
      if (han === 0) return;
      han += doraHan;
      fu = countFu(c, pinfu, null);
      pay = handPaymentTotal(handPayment(baseValue(han, fu, rules), dealer, sit.tsumo));
    }
    const key = [mult, pay, han, fu ?? 0];
    if (best) {
      const old = [best.yakuman, best.pay, best.han, best.fu ?? 0];
      const i = key.findIndex((v, j) => v !== old[j]);
      if (i < 0 || key[i]! < old[i]!) return;
    }
    best = { yakuman: mult, han, fu, pay, yaku: ids };
  };

  if (melds.length === 0) {
    if (isThirteenOrphans(c.concealed)) {
      c.shape = SHAPE_KOKUSHI;
      c.pair = -1;
      c.wait = c.concealed[c.winTile] === 2 ? WAIT_KOKUSHI_13 : WAIT_KOKUSHI;
      consider();
    }
    const quads = [...c.concealed].reduce((n, x) => n + (x === 2 ? 1 : x === 4 ? 2 : x === 0 ? 0 : 99), 0);
    if (isSevenPairs(c.concealed) || (rules.chiitoitsuQuadAsTwoPairs && quads === 7)) {
      c.shape = SHAPE_CHIITOITSU;
      c.pair = -1;
      c.wait = WAIT_TANKI;
      consider();
    }
  }
  for (const d of decomposeStandard(c.concealed)) {
    if (d.groups.length + melds.length !== 4) continue;
    const groups = [
      ...melds,
      ...d.groups.map((g) => ({
        kind: g >= 34 ? GROUP_SEQUENCE : GROUP_TRIPLET,
        tile: g >= 34 ? g - 34 : g,
        open: 0,
        concealed: g >= 34 ? 0 : 1,
      })),
    ];
    const load = (winGroup: number, wait: number) => {
      groups.forEach((g, i) => {
        c.groupKind[i] = g.kind;
        c.groupTile[i] = g.tile;
        c.groupOpen[i] = g.open;
        c.groupConcealed[i] = i === winGroup && !sit.tsumo && g.kind !== GROUP_SEQUENCE ? 0 : g.concealed;
      });
      c.shape = SHAPE_STANDARD;
      c.pair = d.pair;
      c.wait = wait;
      c.winGroup = winGroup;
      consider();
    };
    const w = c.winTile;
    const seen = new Set<string>();
    for (let i = melds.length; i < 4; i++) {
      const g = groups[i]!;
      const id = `${g.kind}:${g.tile}`;
      if (seen.has(id)) continue;
      seen.add(id);
      if (g.kind === GROUP_SEQUENCE) {
        if (w < g.tile || w > g.tile + 2) continue;
        const n = g.tile % 9;
        const wait =
          w === g.tile + 1
            ? WAIT_KANCHAN
            : (w === g.tile && n === 6) || (w === g.tile + 2 && n === 0)
              ? WAIT_PENCHAN
              : WAIT_RYANMEN;
        load(i, wait);
      } else if (g.tile === w) load(i, WAIT_SHANPON);
    }
    if (d.pair === w) load(-1, WAIT_TANKI);
  }
  // Shiisanpuutaa (local yakuman): a first draw with no winning shape, thirteen unrelated tiles
  // and a pair, counted from the tiles one by one.
  if (best === null && rules.shiisanpuutaa && melds.length === 0 && (sit.tenhou || sit.chiihou)) {
    const held = [...c.concealed.keys()].filter((k) => c.concealed[k]! > 0);
    const related = held.some((a) =>
      held.some((b) => b > a && b < 27 && Math.floor(a / 9) === Math.floor(b / 9) && b - a <= 2),
    );
    if (held.length === 13 && !related) {
      c.shape = SHAPE_SHIISANPUUTAA;
      c.pair = -1;
      c.wait = WAIT_NONE;
      consider();
    }
  }
  return best;
}
