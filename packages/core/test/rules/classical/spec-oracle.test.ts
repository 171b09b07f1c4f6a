// Differential check of japanese-classical.md sections 3-5 (recommended readings, and the A4-A6,
// A3, A10, A11, A13 alternatives with limit 1,000): an independent, deliberately plain reading of
// the spec's tables, written for the referee audit without looking at the registries, scores
// random hands (standard shapes with melds and kongs, seven pairs, flowers and seasons, the
// situation flags) and must agree with the scorer on V, and on P and D below the limit.

import { describe, expect, test } from 'vitest';
import { JC_REFERENCE, scoreClassicalHand } from '../../../src/rules/classical/index.ts';

// kinds: 0-8 m, 9-17 p, 18-26 s, 27-30 ESWN, 31-33 dragons (5z 6z 7z)
const isHon = (k: number) => k >= 27;
const num = (k: number) => (k % 9) + 1;
const suit = (k: number) => Math.floor(k / 9);
const isTerm = (k: number) => !isHon(k) && (num(k) === 1 || num(k) === 9);
const isTH = (k: number) => isHon(k) || isTerm(k);
const isDragon = (k: number) => k >= 31;
const isWind = (k: number) => k >= 27 && k <= 30;
type S = { kind: 'chow' | 'pung' | 'kong'; tile: number; conc: boolean; claimed: boolean };
let seed = 1;
const rnd = () => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed / 2147483648;
};
const ri = (n: number) => Math.floor(rnd() * n);

function decomps(c: number[], need: number): { groups: S[]; pair: number }[] {
  const out: { groups: S[]; pair: number }[] = [];
  const rec = (k: number, groups: S[], pair: number) => {
    while (k < 34 && c[k] === 0) k++;
    if (k === 34) {
      if (pair >= 0 && groups.length === need) out.push({ groups: [...groups], pair });
      return;
    }
    if (c[k]! >= 3) {
      c[k]! -= 3;
      groups.push({ kind: 'pung', tile: k, conc: true, claimed: false });
      rec(k, groups, pair);
      groups.pop();
      c[k]! += 3;
    }
    if (pair < 0 && c[k]! >= 2) {
      c[k]! -= 2;
      rec(k, groups, k);
      c[k]! += 2;
    }
    if (!isHon(k) && num(k) <= 7 && c[k + 1]! > 0 && c[k + 2]! > 0) {
      c[k]!--;
      c[k + 1]!--;
      c[k + 2]!--;
      groups.push({ kind: 'chow', tile: k, conc: false, claimed: false });
      rec(k, groups, pair);
      groups.pop();
      c[k]!++;
      c[k + 1]!++;
      c[k + 2]!++;
    }
  };
  rec(0, [], -1);
  return out;
}

interface In {
  fl: number[];
  se: number[];
  conc: number[];
  melds: { kind: string; k: number }[];
  win: number;
  tsumo: boolean;
  seat: number;
  round: number;
  ready: boolean;
  last: boolean;
  repl: boolean;
  rob: boolean;
}

/** The options the reading is run with: the defaults, or the alternatives of `run`. */
type OracleOptions = {
  dwp: number;
  dwpair: number;
  stack: boolean;
  ronOnly: boolean;
  both: boolean;
  tripleRepl: boolean;
  l3stack: boolean;
  simplesOpen: boolean;
  limit: number;
};

/** japanese-classical.md's defaults, as the reading names them. */
const DEFAULT_OPTIONS: OracleOptions = {
  dwp: 2,
  dwpair: 4,
  stack: false,
  ronOnly: false,
  both: true,
  tripleRepl: true,
  l3stack: true,
  simplesOpen: true,
  limit: 500,
};

const O: Record<string, unknown> & OracleOptions = { ...DEFAULT_OPTIONS };
function flowerPD(inp: In, seat: number): { p: number; d: number } {
  const p = 4 * (inp.fl.length + inp.se.length);
  let d = 0;
  const af = inp.fl.length === 4,
    as = inp.se.length === 4;
  if (af) d += 4;
  else if (inp.fl.includes(seat)) d += 1;
  if (as) d += 4;
  else if (inp.se.includes(seat)) d += 1;
  return { p, d };
}
function spec(inp: In): { V: number; P: number | null; D: number | null; lim: boolean } {
  const c = new Array(34).fill(0);
  for (const k of inp.conc) c[k]++;
  const melded: S[] = inp.melds.map((m) =>
    m.kind === 'chi'
      ? { kind: 'chow', tile: m.k, conc: false, claimed: true }
      : m.kind === 'pon'
        ? { kind: 'pung', tile: m.k, conc: false, claimed: true }
        : { kind: 'kong', tile: m.k, conc: m.kind === 'ankan', claimed: m.kind === 'kan' },
  );
  const concealedHand = inp.melds.every((m) => m.kind === 'ankan');
  const seatW = 26 + inp.seat,
    roundW = 26 + inp.round;
  const allKinds = [
    ...inp.conc,
    ...inp.melds.flatMap((m) =>
      m.kind === 'chi' ? [m.k, m.k + 1, m.k + 2] : m.kind === 'pon' ? [m.k, m.k, m.k] : [m.k, m.k, m.k, m.k],
    ),
  ];
  let best: { V: number; P: number | null; D: number | null; lim: boolean } | null = null;
  const consider = (e: { V: number; P: number | null; D: number | null; lim: boolean }) => {
    if (!best || e.V > best.V || (e.V === best.V && (e.D ?? 99) > (best.D ?? 99))) best = e;
  };
  // thirteen orphans
  const fpd = flowerPD(inp, inp.seat);
  const nb = inp.fl.length + inp.se.length;
  if (inp.melds.length === 0 && c.every((n) => n === 0 || n === 2) && c.filter((n) => n === 2).length === 7) {
    const honours = allKinds.some(isHon);
    const suits = new Set(allKinds.filter((k) => !isHon(k)).map(suit));
    let D = fpd.d;
    if (inp.ready) D++;
    if (allKinds.every((k) => !isTH(k))) D++;
    if (allKinds.every(isTH)) D++;
    if (suits.size === 1 && honours) D += 2;
    if (suits.size === 1 && !honours) D += 4;
    if (inp.tsumo) D++;
    if (inp.last) D++;
    if (inp.rob && !inp.tsumo) D++;
    if (inp.repl && inp.tsumo && nb > 0) D++;
    const P = 100 + fpd.p;
    consider({ V: Math.min(P * 2 ** D, O.limit), P, D, lim: false });
  }
  const yao = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
  if (
    inp.melds.length === 0 &&
    yao.every((k) => c[k] >= 1) &&
    c.reduce((a, b) => a + b) === 14 &&
    yao.reduce((a, k) => a + c[k], 0) === 14
  )
    consider({ V: O.limit, P: null, D: null, lim: true });
  for (const d of decomps(c, 4 - inp.melds.length)) {
    const positions: { idx: number; wait: string }[] = [];
    if (d.pair === inp.win) positions.push({ idx: -1, wait: 'single' });
    d.groups.forEach((g, i) => {
      if (g.kind === 'pung' && g.tile === inp.win) positions.push({ idx: i, wait: 'pung' });
      if (g.kind === 'chow' && inp.win >= g.tile && inp.win <= g.tile + 2) {
        let w = 'two';
        if (inp.win === g.tile + 1) w = 'closed';
        else if ((num(g.tile) === 1 && inp.win === g.tile + 2) || (num(g.tile) === 7 && inp.win === g.tile))
          w = 'edge';
        positions.push({ idx: i, wait: w });
      }
    });
    for (const pos of positions) {
      const sets: S[] = [
        ...melded,
        ...d.groups.map((g, i) => ({
          ...g,
          conc: g.kind === 'pung' ? !(i === pos.idx && !inp.tsumo) : false,
        })),
      ];
      const pungs = sets.filter((s) => s.kind !== 'chow');
      const chows = sets.filter((s) => s.kind === 'chow');
      const concP = pungs.filter((s) => s.conc).length;
      const kongs = sets.filter((s) => s.kind === 'kong').length;
      const allP = pungs.length === 4;
      const dragP = pungs.filter((s) => isDragon(s.tile)).length;
      const windP = pungs.filter((s) => isWind(s.tile)).length;
      const honours = allKinds.some(isHon);
      const suits = new Set(allKinds.filter((k) => !isHon(k)).map(suit));
      // limits
      let lim = false;
      if (concP === 4 && allP) lim = true;
      if (kongs === 4) lim = true;
      if (allP && allKinds.every(isTerm)) lim = true;
      if (allP && allKinds.every(isHon)) lim = true;
      if (dragP === 3) lim = true;
      if (windP === 3 && isWind(d.pair)) lim = true;
      if (windP === 4) lim = true;
      if (inp.melds.length === 0 && suits.size === 1 && !honours) {
        const bn = new Array(10).fill(0);
        for (const k of allKinds) bn[num(k)]++;
        if (bn[1] >= 3 && bn[9] >= 3 && [2, 3, 4, 5, 6, 7, 8].every((n) => bn[n] >= 1)) lim = true;
      }
      if (lim) {
        consider({ V: O.limit, P: null, D: null, lim: true });
        continue;
      }
      let P = 20 + fpd.p;
      if (inp.tsumo) P += 2;
      if (concealedHand && (!O.ronOnly || !inp.tsumo)) P += 10;
      if (isDragon(d.pair)) P += 2;
      if (d.pair === seatW && d.pair === roundW) P += O.dwpair;
      else if (d.pair === seatW || d.pair === roundW) P += 2;
      if (['single', 'edge', 'closed'].includes(pos.wait)) P += 2;
      for (const s of pungs) {
        let v = isTH(s.tile) ? 4 : 2;
        if (s.kind === 'kong') v *= 4;
        if (s.conc) v *= 2;
        P += v;
      }
      let D = fpd.d;
      if (inp.ready && concealedHand) D += 1;
      D += !O.l3stack && dragP === 2 && isDragon(d.pair) ? 0 : dragP;
      D +=
        pungs.filter((s) => s.tile === seatW).length +
        (O.dwp === 1 && seatW === roundW ? 0 : pungs.filter((s) => s.tile === roundW).length);
      if (allKinds.every((k) => !isTH(k)) && (O.simplesOpen || concealedHand)) D += 1;
      if (allKinds.every(isTH)) D += 1;
      const starts = new Set(chows.map((s) => s.tile));
      if ([0, 9, 18].some((b) => starts.has(b) && starts.has(b + 3) && starts.has(b + 6)))
        D += concealedHand ? 2 : 1;
      const cc = new Map<number, number>();
      for (const s of chows) cc.set(s.tile, (cc.get(s.tile) ?? 0) + 1);
      const triple = [...cc.values()].some((n) => n >= 3);
      if (triple) D += concealedHand ? 2 : 1;
      if ((!triple || !O.tripleRepl) && concealedHand) {
        let pr = 0;
        for (const n of cc.values()) pr += Math.floor(n / 2);
        D += Math.min(pr, O.both ? 2 : 1);
      }
      const mixed = (tiles: number[]) =>
        [1, 2, 3, 4, 5, 6, 7, 8, 9].some((n) =>
          [0, 1, 2].every((su) => tiles.some((t) => !isHon(t) && suit(t) === su && num(t) === n)),
        );
      if (mixed(chows.map((s) => s.tile))) D += 1;
      if (mixed(pungs.map((s) => s.tile))) D += 1;
      if (inp.repl && inp.tsumo && (kongs > 0 || nb > 0)) D += 1;
      if (inp.rob && !inp.tsumo) D += 1;
      if (inp.last) D += 1;
      if (concealedHand && inp.tsumo) D += 1;
      if (kongs === 3) D += 2;
      if (dragP === 2 && isDragon(d.pair)) D += 2;
      if (allP && concP <= 2) D += 2;
      if (concP === 3 && (!allP || O.stack)) D += 2;
      if (allP && concP === 3) D += 3;
      if (suits.size === 1 && honours) D += 2;
      if (suits.size === 1 && !honours) D += 4;
      consider({ V: Math.min(P * 2 ** D, O.limit), P, D, lim: false });
    }
  }
  return best!;
}

const pick = () => {
  const r = rnd();
  if (r < 0.3) return 27 + ri(7);
  return ri(27);
};
function gen(): In | null {
  const cnt = new Array(34).fill(0);
  const fl = [1, 2, 3, 4].filter(() => rnd() < 0.3),
    se = [1, 2, 3, 4].filter(() => rnd() < 0.3);
  if (rnd() < 0.15) {
    const fs = ri(3);
    const conc: number[] = [];
    while (conc.length < 14) {
      let k = pick();
      if (rnd() < 0.6 && k < 27) k = fs * 9 + (k % 9);
      if (cnt[k] === 0) {
        cnt[k] = 2;
        conc.push(k, k);
      }
    }
    const tsumo = rnd() < 0.5;
    return {
      fl,
      se,
      conc,
      melds: [],
      win: conc[ri(14)]!,
      tsumo,
      seat: 1 + ri(4),
      round: 1 + ri(4),
      ready: rnd() < 0.3,
      last: rnd() < 0.1,
      repl: tsumo && rnd() < 0.3,
      rob: !tsumo && rnd() < 0.1,
    };
  }
  const favSuit = ri(3);
  const conc: number[] = [];
  const melds: { kind: string; k: number }[] = [];
  for (let i = 0; i < 4; i++) {
    const t = rnd();
    let k = pick();
    if (rnd() < 0.5 && k < 27) k = favSuit * 9 + (k % 9);
    if (t < 0.45 && k < 27) {
      if (num(k) > 7) k -= 2;
      for (const x of [k, k + 1, k + 2]) cnt[x]++;
      if (rnd() < 0.3) melds.push({ kind: 'chi', k });
      else conc.push(k, k + 1, k + 2);
    } else if (t < 0.85) {
      cnt[k] += 3;
      if (rnd() < 0.3) melds.push({ kind: 'pon', k });
      else conc.push(k, k, k);
    } else {
      cnt[k] += 4;
      melds.push({ kind: rnd() < 0.5 ? 'kan' : 'ankan', k });
    }
  }
  const p = pick();
  cnt[p] += 2;
  conc.push(p, p);
  if (cnt.some((n) => n > 4)) return null;
  const win = conc[ri(conc.length)]!;
  const tsumo = rnd() < 0.5;
  const concealedHand = melds.every((m) => m.kind === 'ankan');
  return {
    fl,
    se,
    conc,
    melds,
    win,
    tsumo,
    seat: 1 + ri(4),
    round: 1 + ri(4),
    ready: concealedHand && rnd() < 0.3,
    last: rnd() < 0.1,
    repl: tsumo && rnd() < 0.4,
    rob: !tsumo && rnd() < 0.1,
  };
}

function run(n: number, alt: boolean, first: number): string[] {
  seed = first;
  Object.assign(
    O,
    alt
      ? {
          dwp: 1,
          dwpair: 2,
          stack: true,
          ronOnly: true,
          both: false,
          tripleRepl: false,
          l3stack: false,
          simplesOpen: false,
          limit: 1000,
        }
      : DEFAULT_OPTIONS,
  );
  const rules = {
    ...JC_REFERENCE,
    sevenPairs: true,
    flowers: true,
    ...(alt
      ? {
          doubleWindPung: 1 as const,
          doubleWindPair: 2 as const,
          allPungsThreeConcealed: 'stack' as const,
          concealedBonusOn: 'ron_only' as const,
          countBothPureDoubleChows: false,
          pureTripleChowReplacesDouble: false,
          littleThreeDragonsStacks: false,
          allSimplesOpen: false,
          limit: 1000,
        }
      : {}),
  };
  const diffs: string[] = [];
  for (let done = 0; done < n; ) {
    const inp = gen();
    if (!inp) continue;
    done++;
    const melds = inp.melds.map((m) => ({
      kind: m.kind as 'chi' | 'pon' | 'kan' | 'ankan',
      tiles:
        m.kind === 'chi'
          ? [m.k, m.k + 1, m.k + 2]
          : m.kind === 'pon'
            ? [m.k, m.k, m.k]
            : [m.k, m.k, m.k, m.k],
    }));
    const r = scoreClassicalHand(
      {
        hand: {
          concealed: inp.conc,
          melds,
          winTile: inp.win,
          bonus: [...inp.fl.map((f) => 36 + f), ...inp.se.map((f) => 40 + f)],
        },
        situation: {
          tsumo: inp.tsumo,
          seatWind: inp.seat,
          roundWind: inp.round,
          ready: inp.ready,
          lastTile: inp.last,
          replacement: inp.repl,
          robbingKong: inp.rob,
        },
      },
      rules,
    );
    const e = spec(inp);
    const got = r.ok ? [r.value.value, r.value.points, r.value.doubles] : [r.error];
    const same =
      r.ok &&
      r.value.value === e.V &&
      (e.lim || e.V >= O.limit || (r.value.points === e.P && r.value.doubles === e.D));
    if (!same) diffs.push(`${JSON.stringify(inp)}: scorer ${JSON.stringify(got)}, spec ${JSON.stringify(e)}`);
  }
  return diffs;
}

describe('an independent reading of sections 3-5 agrees with the scorer', () => {
  test('recommended readings (A1-A18 defaults), seven pairs and flowers on: 3,000 random hands', () => {
    expect(run(3000, false, 20240601).slice(0, 5)).toEqual([]);
  });
  test('the A3, A4, A5, A6, A10, A11, A13 alternatives and limit 1,000: 3,000 random hands', () => {
    expect(run(3000, true, 777).slice(0, 5)).toEqual([]);
  });
});
