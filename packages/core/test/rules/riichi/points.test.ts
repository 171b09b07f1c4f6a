// The points chart (spec §5.1–5.2): the literal POINTS_CHART and LIMIT_CHART against the
// formula (basePoints + handPayment), the formula against the chart, and the chart against the
// table printed in the spec itself.

import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import {
  basePoints,
  handPayment,
  handPaymentTotal,
  LIMIT_CHART,
  POINTS_CHART,
  roundUp100,
  winnerReceives,
} from '../../../src/rules/riichi/points.ts';
import { rulesOf } from './support.ts';

const noKiriage = rulesOf('tenhou');
const kiriage = rulesOf('wrc2025');
const FUS = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

describe('POINTS_CHART cell by cell against the formula', () => {
  test.each(POINTS_CHART.map((c) => [`${c.han} han ${c.fu} fu`, c] as const))('%s', (_name, c) => {
    const b = basePoints(c.han, c.fu, 0, noKiriage);
    expect(b.base).toBe(c.base);
    expect(b.limit).toBeNull();
    expect(c.base).toBe(c.fu * 2 ** (c.han + 2));
    if (c.nonDealerRon !== null) expect(handPayment(c.base, false, false)).toEqual({ ron: c.nonDealerRon });
    if (c.dealerRon !== null) expect(handPayment(c.base, true, false)).toEqual({ ron: c.dealerRon });
    if (c.nonDealerTsumo !== null) {
      expect(handPayment(c.base, false, true)).toEqual({
        tsumo_non_dealer: c.nonDealerTsumo[0],
        tsumo_dealer: c.nonDealerTsumo[1],
      });
    }
    if (c.dealerTsumo !== null) expect(handPayment(c.base, true, true)).toEqual({ tsumo_all: c.dealerTsumo });
    // Which cells cannot occur: 20 fu has no ron (open pinfu → 30); 2 han 25 fu no tsumo (chiitoitsu
    // tsumo is at least 3 han); 1 han 110 fu no tsumo.
    expect(c.nonDealerRon === null).toBe(c.fu === 20);
    expect(c.dealerRon === null).toBe(c.fu === 20);
    expect(c.nonDealerTsumo === null).toBe((c.han === 2 && c.fu === 25) || (c.han === 1 && c.fu === 110));
    expect(c.dealerTsumo === null).toBe((c.han === 2 && c.fu === 25) || (c.han === 1 && c.fu === 110));
  });

  test('kiriage cells (1920) become mangan only with kiriage', () => {
    const cells = POINTS_CHART.filter((c) => c.base === 1920).map((c) => [c.han, c.fu]);
    expect(cells).toEqual([
      [3, 60],
      [4, 30],
    ]);
    for (const [han, fu] of cells) {
      expect(basePoints(han!, fu!, 0, kiriage)).toEqual({ base: 2000, limit: 'kiriage_mangan' });
      expect(basePoints(han!, fu!, 0, noKiriage)).toEqual({ base: 1920, limit: null });
    }
    // Nothing else is rounded up by kiriage.
    for (const c of POINTS_CHART.filter((x) => x.base !== 1920)) {
      expect(basePoints(c.han, c.fu, 0, kiriage)).toEqual({ base: c.base, limit: null });
    }
  });
});

describe('the formula against the chart', () => {
  test('every han 1–4 / fu combination below mangan is a chart cell, every other is mangan', () => {
    for (let han = 1; han <= 4; han++) {
      for (const fu of FUS) {
        const b = basePoints(han, fu, 0, noKiriage);
        const cell = POINTS_CHART.find((c) => c.han === han && c.fu === fu);
        if (fu * 2 ** (han + 2) >= 2000) {
          expect(b, `${han}/${fu}`).toEqual({ base: 2000, limit: 'mangan' });
          expect(cell).toBeUndefined();
        } else if (han === 1 && fu <= 25) {
          // 1 han 25 fu cannot occur (chiitoitsu is 2 han); 1 han 20 fu only as ron with openPinfuFu off.
          expect(cell).toBeUndefined();
        } else {
          expect(cell, `${han}/${fu}`).toBeDefined();
          expect(b.base).toBe(cell!.base);
        }
      }
    }
  });
  test('mangan zone: 3 han ≥ 70 fu, 4 han ≥ 40 fu, every 5 han', () => {
    expect(basePoints(3, 70, 0, noKiriage).limit).toBe('mangan');
    expect(basePoints(3, 60, 0, noKiriage).limit).toBeNull();
    expect(basePoints(4, 40, 0, noKiriage).limit).toBe('mangan');
    expect(basePoints(4, 30, 0, noKiriage).limit).toBeNull();
    for (const fu of FUS) expect(basePoints(5, fu, 0, noKiriage)).toEqual({ base: 2000, limit: 'mangan' });
  });
  test('1 han 20 fu (openPinfuFu off): 700 / dealer 1000', () => {
    expect(handPayment(basePoints(1, 20, 0, noKiriage).base, false, false)).toEqual({ ron: 700 });
    expect(handPayment(basePoints(1, 20, 0, noKiriage).base, true, false)).toEqual({ ron: 1000 });
  });
});

describe('LIMIT_CHART', () => {
  const hanRange = (s: string): number[] => {
    const m = /^(\d+)(?:-(\d+))?/.exec(s)!;
    const lo = Number(m[1]);
    const hi = m[2] ? Number(m[2]) : lo;
    return Array.from({ length: hi - lo + 1 }, (_, i) => lo + i);
  };
  test.each(LIMIT_CHART.map((r) => [r.limit, r] as const))('%s', (_name, row) => {
    for (const han of hanRange(row.han)) {
      const b = row.limit === 'yakuman' ? basePoints(0, 0, 1, noKiriage) : basePoints(han, 30, 0, noKiriage);
      expect(b).toEqual({ base: row.base, limit: row.limit });
    }
    expect(handPayment(row.base, false, false)).toEqual({ ron: row.nonDealerRon });
    expect(handPayment(row.base, true, false)).toEqual({ ron: row.dealerRon });
    expect(handPayment(row.base, false, true)).toEqual({
      tsumo_non_dealer: row.nonDealerTsumo[0],
      tsumo_dealer: row.nonDealerTsumo[1],
    });
    expect(handPayment(row.base, true, true)).toEqual({ tsumo_all: row.dealerTsumo });
  });
  test('spec §5.2 limit values', () => {
    const values = LIMIT_CHART.map((r) => [r.limit, r.nonDealerRon, r.dealerRon]);
    expect(values).toEqual([
      ['mangan', 8000, 12000],
      ['haneman', 12000, 18000],
      ['baiman', 16000, 24000],
      ['sanbaiman', 24000, 36000],
      ['yakuman', 32000, 48000],
    ]);
  });
  test('13+ han without yakuman: kazoe per preset, never more than one yakuman', () => {
    for (const han of [13, 14, 20, 40]) {
      expect(basePoints(han, 40, 0, rulesOf('tenhou'))).toEqual({ base: 8000, limit: 'kazoe_yakuman' });
      expect(basePoints(han, 40, 0, rulesOf('ema2016'))).toEqual({ base: 6000, limit: 'kazoe_sanbaiman' });
    }
  });
  test('yakuman multiples', () => {
    expect(basePoints(13, 0, 1, noKiriage)).toEqual({ base: 8000, limit: 'yakuman' });
    expect(basePoints(26, 0, 2, noKiriage)).toEqual({ base: 16000, limit: 'yakuman_2x' });
    expect(basePoints(39, 0, 3, noKiriage)).toEqual({ base: 24000, limit: 'yakuman_3x' });
    expect(handPayment(16000, false, false)).toEqual({ ron: 64000 });
    expect(handPayment(16000, true, true)).toEqual({ tsumo_all: 32000 });
  });
});

describe('the chart printed in spec §5.2', () => {
  const spec = readFileSync(
    fileURLToPath(new URL('../../../../../../shared/rules/riichi.md', import.meta.url)),
    'utf8',
  );
  const rows = spec
    .split('\n')
    .filter((l) => /^\| [1-4] \| \d+ \| \d+/.test(l))
    .map((l) => l.split('|').map((x) => x.trim()));
  test('has every chart row', () => expect(rows.length).toBe(POINTS_CHART.length));
  test.each(rows.map((r) => [`${r[1]} han ${r[2]} fu`, r] as const))('%s', (_name, r) => {
    const han = Number(r[1]);
    const fu = Number(r[2]);
    const cell = POINTS_CHART.find((c) => c.han === han && c.fu === fu)!;
    expect(cell).toBeDefined();
    const num = (s: string) => (/^\d+$/.test(s) ? Number(s) : null);
    const pair = (s: string) => (/^\d+\/\d+$/.test(s) ? s.split('/').map(Number) : null);
    expect(cell.base).toBe(Number(r[3]!.replace('‡', '')));
    expect(cell.nonDealerRon).toBe(num(r[4]!));
    expect(cell.nonDealerTsumo).toEqual(pair(r[5]!));
    expect(cell.dealerRon).toBe(num(r[6]!));
    expect(cell.dealerTsumo).toBe(num(r[7]!));
  });
});

describe('handPayment and totals', () => {
  test('roundUp100', () => {
    expect([0, 1, 99, 100, 101, 2880, 4320].map(roundUp100)).toEqual([0, 100, 100, 100, 200, 2900, 4400]);
  });
  test('a tsumo can total more than the ron (each payment rounded)', () => {
    // 1 han 30 fu: ron 1000, tsumo 300 + 300 + 500 = 1100.
    expect(handPaymentTotal(handPayment(240, false, true))).toBe(1100);
    expect(handPaymentTotal(handPayment(240, false, false))).toBe(1000);
    expect(handPaymentTotal(handPayment(240, true, true))).toBe(1500);
  });
  test('winnerReceives is the total of handPayment, for every base of the chart and the limits', () => {
    const bases = [...new Set(POINTS_CHART.map((cell) => cell.base))];
    expect(bases.length).toBe(16);
    for (const base of [...bases, 2000, 3000, 4000, 6000, 8000, 16000])
      for (const dealer of [false, true])
        for (const tsumo of [false, true])
          expect(winnerReceives(base, dealer, tsumo), `${base} ${dealer} ${tsumo}`).toBe(
            handPaymentTotal(handPayment(base, dealer, tsumo)),
          );
    // Its rounding is integer arithmetic: the same as roundUp100 for every whole base up to
    // six yakuman stacked.
    const differ: number[] = [];
    for (let base = 0; base <= 48000; base++)
      for (const dealer of [false, true])
        for (const tsumo of [false, true])
          if (winnerReceives(base, dealer, tsumo) !== handPaymentTotal(handPayment(base, dealer, tsumo)))
            differ.push(base);
    expect(differ).toEqual([]);
  });
  test('seed 000: 90 fu 1 han: 90 × 2 × 2 × 2 × 6 = 4320 → 4400; × 4 = 2880 → 2900', () => {
    const rules = rulesOf('shanghai2');
    const b = basePoints(1, 90, 0, rules).base;
    expect(handPayment(b, true, false)).toEqual({ ron: 4400 });
    expect(handPayment(b, false, false)).toEqual({ ron: 2900 });
    expect(handPayment(basePoints(2, 40, 0, rules).base, false, false)).toEqual({ ron: 2600 });
  });
  test('seed 000 kiriage cells are mangan under shanghai2', () => {
    const rules = rulesOf('shanghai2');
    expect(handPayment(basePoints(4, 30, 0, rules).base, false, false)).toEqual({ ron: 8000 });
    expect(handPayment(basePoints(3, 60, 0, rules).base, false, false)).toEqual({ ron: 8000 });
    expect(handPayment(basePoints(4, 30, 0, rules).base, false, true)).toEqual({
      tsumo_dealer: 4000,
      tsumo_non_dealer: 2000,
    });
    expect(handPayment(basePoints(4, 30, 0, rules).base, true, false)).toEqual({ ron: 12000 });
  });
});
