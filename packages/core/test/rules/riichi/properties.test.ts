// Property tests (fast-check): notation round trip; for random valid winning hands the
// payments balance and add up to the total; nothing throws on random input.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Hand, Meld, MeldKind } from '../../../src/hand/hand.ts';
import { handFromAllTiles } from '../../../src/hand/hand.ts';
import { formatHand, parseHand } from '../../../src/hand/parse.ts';
import { paymentBalance, TABLE } from '../../../src/payment.ts';
import {
  checkRiichiInput,
  type RiichiScoreInput,
  type RiichiSituationInput,
} from '../../../src/rules/riichi/input.ts';
import { RIICHI_PRESET_IDS } from '../../../src/rules/riichi/options.ts';
import { handPaymentTotal } from '../../../src/rules/riichi/points.ts';
import { scoreRiichiHand } from '../../../src/rules/riichi/score.ts';
import { formatTile, formatTiles, parseTiles, tileOrder } from '../../../src/tiles/notation.ts';
import { FLOWER_1, KINDS, kindOf, TILE_LIMIT, type Tile } from '../../../src/tiles/tile.ts';
import { rulesOf } from './support.ts';

const RUNS = { numRuns: 400 };
const sortTiles = (ts: readonly Tile[]) => [...ts].sort((a, b) => tileOrder(a) - tileOrder(b) || a - b);

describe('mpsz notation', () => {
  const tile = fc.integer({ min: 0, max: TILE_LIMIT - 1 });
  test('parseTiles(formatTiles(ts)) is the same multiset', () => {
    fc.assert(
      fc.property(fc.array(tile, { maxLength: 30 }), (ts) => {
        const r = parseTiles(formatTiles(ts));
        expect(r.ok).toBe(true);
        if (r.ok) expect(sortTiles(r.value)).toEqual(sortTiles(ts));
      }),
      RUNS,
    );
  });
  test('format is canonical: independent of order, and a fixed point of parse + format', () => {
    fc.assert(
      fc.property(
        fc
          .array(tile, { maxLength: 30 })
          .chain((ts) => fc.tuple(fc.constant(ts), fc.shuffledSubarray(ts, { minLength: ts.length }))),
        ([ts, shuffled]) => {
          const text = formatTiles(ts);
          expect(formatTiles(shuffled)).toBe(text);
          const again = parseTiles(text);
          expect(again.ok && formatTiles(again.value)).toBe(text);
        },
      ),
      RUNS,
    );
  });
  test('sort: false round-trips the exact order', () => {
    fc.assert(
      fc.property(fc.array(tile, { maxLength: 30 }), (ts) => {
        const r = parseTiles(formatTiles(ts, { sort: false }));
        expect(r.ok && r.value).toEqual(ts);
      }),
      RUNS,
    );
  });
});

// Random winning hands: four groups (sequences or triplets, some declared as melds) + a pair.
interface GroupSpec {
  seq: boolean;
  kind: number; // triplet kind, or sequence start (suit tile with number ≤ 7)
  meld: MeldKind | null;
}
const seqStart = fc
  .integer({ min: 0, max: 2 })
  .chain((suit) => fc.integer({ min: 0, max: 6 }).map((n) => suit * 9 + n));
const group: fc.Arbitrary<GroupSpec> = fc.oneof(
  fc.record({
    seq: fc.constant(true),
    kind: seqStart,
    meld: fc.constantFrom<MeldKind | null>(null, null, 'chi'),
  }),
  fc.record({
    seq: fc.constant(false),
    kind: fc.integer({ min: 0, max: KINDS - 1 }),
    meld: fc.constantFrom<MeldKind | null>(null, null, 'pon', 'kan', 'ankan', 'kakan'),
  }),
);
const handSpec = fc.record({
  groups: fc.array(group, { minLength: 4, maxLength: 4 }),
  pair: fc.integer({ min: 0, max: KINDS - 1 }),
  winIndex: fc.nat(),
  reds: fc.boolean(),
});

function buildHand(spec: {
  groups: GroupSpec[];
  pair: number;
  winIndex: number;
  reds: boolean;
}): Hand | null {
  const n = new Array<number>(KINDS).fill(0);
  const concealed: Tile[] = [spec.pair, spec.pair];
  const melds: Meld[] = [];
  n[spec.pair] += 2;
  for (const g of spec.groups) {
    const tiles = g.seq ? [g.kind, g.kind + 1, g.kind + 2] : [g.kind, g.kind, g.kind];
    if (!g.seq && g.meld !== null && g.meld !== 'pon') tiles.push(g.kind);
    for (const t of tiles) n[t]!++;
    if (g.meld === null) concealed.push(...tiles);
    else melds.push({ kind: g.seq ? 'chi' : g.meld, tiles });
  }
  if (n.some((x) => x > 4)) return null;
  if (spec.reds) {
    // One red five per suit where a five is held.
    const redOf = [34, 35, 36];
    const replace = (ts: Tile[]) => {
      for (let s = 0; s < 3; s++) {
        const at = ts.indexOf(s * 9 + 4);
        if (at >= 0 && redOf[s]! > 0) {
          ts[at] = redOf[s]!;
          redOf[s] = 0;
        }
      }
    };
    replace(concealed);
    for (const m of melds) replace(m.tiles);
  }
  const winTile = concealed[spec.winIndex % concealed.length]!;
  return { concealed, melds, winTile, bonus: [] };
}

describe('the readable hand syntax', () => {
  const sortedHand = (h: Hand) => ({
    concealed: sortTiles(h.concealed),
    melds: h.melds.map((m) => ({ kind: m.kind, tiles: sortTiles(m.tiles) })),
    winTile: h.winTile,
    bonus: sortTiles(h.bonus),
  });
  test('parseHand(formatHand(h), its winning tile) gives h back, melds, red fives and bonus tiles too', () => {
    fc.assert(
      fc.property(
        handSpec,
        fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { maxLength: 4 }),
        (spec, bonus) => {
          const built = buildHand(spec);
          fc.pre(built !== null);
          const h = { ...built!, bonus: bonus.map((b) => FLOWER_1 + b) };
          const text = formatHand(h);
          const back = parseHand(text, formatTile(h.winTile));
          expect(back.ok, text).toBe(true);
          if (back.ok) expect(sortedHand(back.value), text).toEqual(sortedHand(h));
          // The melds follow the concealed tiles after one ` + `, as the syntax is documented.
          expect(text.split(' + ').length, text).toBe(h.melds.length ? 2 : 1);
        },
      ),
      RUNS,
    );
  });
  test('an example: concealed, bonus, then the melds', () => {
    const h = parseHand('99s 234m 1f + pon:777z ankan:1111p', '9s');
    expect(h.ok && formatHand(h.value)).toBe('234m99s1f + pon:777z ankan:1111p');
  });
});

const situationArb = fc.record({
  tsumo: fc.boolean(),
  seatWind: fc.integer({ min: 1, max: 4 }),
  roundWind: fc.integer({ min: 1, max: 4 }),
  riichi: fc.boolean(),
  honba: fc.integer({ min: 0, max: 6 }),
  riichiSticks: fc.integer({ min: 0, max: 4 }),
  doraIndicators: fc.array(fc.integer({ min: 0, max: KINDS - 1 }), { maxLength: 3 }),
  uraIndicators: fc.array(fc.integer({ min: 0, max: KINDS - 1 }), { maxLength: 3 }),
  discarderOffset: fc.integer({ min: 1, max: 3 }),
});

describe('random valid winning hands', () => {
  test('always a win or no_yaku; payments balance; per-payer amounts add up to total minus honba', () => {
    fc.assert(
      fc.property(handSpec, situationArb, fc.constantFrom(...RIICHI_PRESET_IDS), (spec, s, preset) => {
        const hand = buildHand(spec);
        fc.pre(hand !== null);
        const h = hand!;
        const rules = rulesOf(preset);
        fc.pre(!spec.reds || rules.akaDora > 0);
        const open = h.melds.some((m) => m.kind !== 'ankan');
        // Indicators are physical tiles: keep the four-of-a-kind limit.
        const n = new Array<number>(KINDS).fill(0);
        for (const t of [
          ...h.concealed,
          ...h.melds.flatMap((m) => m.tiles),
          ...s.doraIndicators,
          ...s.uraIndicators,
        ])
          n[kindOf(t)]!++;
        fc.pre(n.every((x) => x <= 4));
        const situation: RiichiSituationInput = {
          tsumo: s.tsumo,
          seatWind: s.seatWind,
          roundWind: s.roundWind,
          riichi: s.riichi && !open,
          honba: s.honba,
          riichiSticks: s.riichiSticks,
          doraIndicators: s.doraIndicators,
          uraIndicators: s.uraIndicators,
          ...(s.tsumo ? {} : { discarderWind: ((s.seatWind - 1 + s.discarderOffset) % 4) + 1 }),
        };
        const input = { hand: h, situation };
        expect(checkRiichiInput(input, rules)).toEqual([]);
        const r = scoreRiichiHand(input, rules);
        if (!r.ok) {
          expect(r.error).toBe('no_yaku');
          return;
        }
        const v = r.value;
        expect(paymentBalance(v.payment)).toBe(0);
        expect(handPaymentTotal(v.perPayer)).toBe(v.total - 300 * s.honba);
        const winner = s.seatWind - 1;
        expect(v.payment.deltas[winner]).toBe(v.total + 1000 * s.riichiSticks);
        expect(v.payment.table).toBe(s.riichiSticks ? -1000 * s.riichiSticks : 0);
        // Every line is paid to the winner; payers pay their per-payer amount plus honba.
        for (const l of v.payment.lines) expect(l.to).toBe(winner);
        const paid = (seat: number) => -v.payment.deltas[seat]!;
        if ('ron' in v.perPayer) {
          expect(paid(situation.discarderWind! - 1)).toBe(v.perPayer.ron + 300 * s.honba);
        } else {
          for (let seat = 0; seat < 4; seat++) {
            if (seat === winner) continue;
            const share =
              'tsumo_all' in v.perPayer
                ? v.perPayer.tsumo_all
                : seat === 0
                  ? v.perPayer.tsumo_dealer
                  : v.perPayer.tsumo_non_dealer;
            expect(paid(seat)).toBe(share + 100 * s.honba);
          }
        }
        expect(v.payment.lines.filter((l) => l.from === TABLE).reduce((a, l) => a + l.amount, 0)).toBe(
          1000 * s.riichiSticks,
        );
        // Score box 1 is consistent: fu lines add up, han is the sum of the lines.
        if (v.fu !== null) expect(v.fuLines.reduce((a, l) => a + l.fu, 0)).toBe(v.fu);
        expect(v.yaku.reduce((a, y) => a + y.han, 0)).toBe(v.han);
        expect(v.han).toBeGreaterThan(0);
      }),
      { numRuns: 1500 },
    );
  });
});

describe('scoring is a pure function of its input', () => {
  const plain = (r: ReturnType<typeof scoreRiichiHand>) => JSON.parse(JSON.stringify(r));
  test('the order of the concealed tiles does not matter, and no state leaks between calls', () => {
    fc.assert(
      fc.property(
        handSpec,
        handSpec,
        situationArb,
        fc.constantFrom(...RIICHI_PRESET_IDS),
        fc.nat(),
        (a, b, s, preset, seed) => {
          const ha = buildHand(a);
          const hb = buildHand(b);
          fc.pre(ha !== null && hb !== null);
          const rules = rulesOf(preset);
          const sit: RiichiSituationInput = {
            tsumo: s.tsumo,
            seatWind: s.seatWind,
            roundWind: s.roundWind,
            honba: s.honba,
          };
          const first = plain(scoreRiichiHand({ hand: ha!, situation: sit }, rules));
          // Another hand in between, then the first hand with its concealed tiles rotated.
          scoreRiichiHand({ hand: hb!, situation: { ...sit, tsumo: !s.tsumo } }, rules);
          const k = seed % ha!.concealed.length;
          const rotated = { ...ha!, concealed: [...ha!.concealed.slice(k), ...ha!.concealed.slice(0, k)] };
          expect(plain(scoreRiichiHand({ hand: rotated, situation: sit }, rules))).toEqual(first);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('no crash on random input', () => {
  const notationChars = fc.constantFrom(...'0123456789mpszfa +,:chiponkanankakan\t-x'.split(''));
  test('parseTiles never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: notationChars, maxLength: 40 })), (s) => {
        const r = parseTiles(s);
        if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });
  test('parseHand never throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: notationChars, maxLength: 60 })),
        fc.option(fc.string({ unit: notationChars, maxLength: 4 })),
        (s, w) => {
          const r = parseHand(s, w ?? undefined);
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });
  const anyTile = fc.oneof(
    fc.integer({ min: 0, max: 36 }),
    fc.integer({ min: -3, max: 60 }),
    fc.constant(1.5),
    fc.constant(Number.NaN),
  );
  const meldArb = fc.record({
    kind: fc.constantFrom<MeldKind>('chi', 'pon', 'kan', 'ankan', 'kakan'),
    tiles: fc.array(anyTile, { maxLength: 5 }),
  });
  const sitArb = fc.record(
    {
      tsumo: fc.boolean(),
      seatWind: fc.integer({ min: -1, max: 6 }),
      roundWind: fc.integer({ min: -1, max: 6 }),
      riichi: fc.boolean(),
      doubleRiichi: fc.boolean(),
      ippatsu: fc.boolean(),
      haitei: fc.boolean(),
      houtei: fc.boolean(),
      rinshan: fc.boolean(),
      chankan: fc.boolean(),
      tenhou: fc.boolean(),
      chiihou: fc.boolean(),
      renhou: fc.boolean(),
      openRiichi: fc.boolean(),
      honba: fc.integer({ min: -2, max: 10 }),
      riichiSticks: fc.integer({ min: -1, max: 5 }),
      doraIndicators: fc.array(anyTile, { maxLength: 7 }),
      uraIndicators: fc.array(anyTile, { maxLength: 7 }),
      discarderWind: fc.integer({ min: 0, max: 5 }),
      liableWind: fc.integer({ min: 0, max: 5 }),
    },
    { requiredKeys: ['tsumo', 'seatWind', 'roundWind'] },
  );
  test('scoreRiichiHand never throws on random tile arrays', () => {
    fc.assert(
      fc.property(
        fc.array(anyTile, { maxLength: 18 }),
        fc.array(meldArb, { maxLength: 5 }),
        anyTile,
        fc.array(anyTile, { maxLength: 2 }),
        sitArb,
        fc.constantFrom(...RIICHI_PRESET_IDS),
        (concealed, melds, winTile, bonus, situation, preset) => {
          const r = scoreRiichiHand(
            { hand: { concealed, melds, winTile, bonus }, situation },
            rulesOf(preset),
          );
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 1500 },
    );
  });
  // Values where a bounds-checked typed-array load (how the engine checks a tile or a wind)
  // and "an integer in range" could part: -0 and 5.0 are integers, a numeric string is not a
  // number, and the rest are not integers or not numbers at all.
  const oddValues: unknown[] = [-0, 5.0, -1, 1.5, Number.NaN, Infinity, 2 ** 32 + 1, '1', true, null, {}];
  /** A hand every place of these tests is tried in: 234567m234p67888s, winning on 6s. */
  const exampleHand = () => {
    const h = parseHand('234567m234p67888s', '6s');
    if (!h.ok) throw new Error('example hand');
    return h.value;
  };
  /** The scorer refuses `input` exactly when the full check names a problem in it. */
  const expectSameVerdict = (place: string, value: unknown, input: RiichiScoreInput) => {
    const rules = rulesOf('tenhou');
    const r = scoreRiichiHand(input, rules);
    const refused = checkRiichiInput(input, rules).length > 0;
    expect([place, value, !r.ok && r.error === 'invalid']).toEqual([place, value, refused]);
  };
  test('a wind is accepted exactly when it is an integer from 1 to 4, wherever it is read', () => {
    const hand = exampleHand();
    const ron = { tsumo: false, seatWind: 2, roundWind: 1 };
    const places: [string, (w: unknown) => RiichiSituationInput][] = [
      ['seat wind', (w) => ({ ...ron, seatWind: w as number })],
      ['round wind', (w) => ({ ...ron, roundWind: w as number })],
      ['discarder', (w) => ({ ...ron, discarderWind: w as number })],
      ['liable', (w) => ({ ...ron, liableWind: w as number })],
    ];
    for (const [place, build] of places) {
      for (const w of [...oddValues, 0, 1, 4, 4.0])
        expectSameVerdict(place, w, { hand, situation: build(w) });
    }
  });
  test('every combination of the situation flags is accepted exactly when the checker accepts it', () => {
    // The scorer tests the flags against each other and the hand by masks (score.ts, `conflict`);
    // all 32,768 combinations, for the dealer and another seat, a closed hand, an open one and one
    // with a kan (rinshan needs a kan; tenhou, chiihou and renhou a hand without calls), and
    // thirteen orphans (a closed kan robbed).
    const names = [
      'tsumo',
      'riichi',
      'doubleRiichi',
      'ippatsu',
      'haitei',
      'houtei',
      'rinshan',
      'chankan',
      'tenhou',
      'chiihou',
      'renhou',
      'openRiichi',
      'tsubameGaeshi',
      'kanburi',
      'chankanOnAnkan',
    ] as const;
    // Every boolean of the situation, checked by the compiler: a flag added to
    // `RiichiSituationInput` and not here fails to type-check.
    type Flag = {
      [K in keyof RiichiSituationInput]-?: RiichiSituationInput[K] extends boolean | undefined ? K : never;
    }[keyof RiichiSituationInput];
    const listsEveryFlag: [Exclude<Flag, (typeof names)[number]>] extends [never] ? true : false = true;
    expect(listsEveryFlag).toBe(true);
    const hands = [
      parseHand('234567m234p67888s', '6s'),
      parseHand('234567m67888s pon:555p', '6s'),
      parseHand('234567m67888s kan:5555p', '6s'),
      // Thirteen orphans, the one hand that may rob a closed kan (not under tenhou's rules).
      parseHand('19m19p19s12345677z', '1m'),
    ];
    let accepted = 0;
    for (const h of hands) {
      if (!h.ok) throw new Error('example hand');
      for (const seatWind of [1, 3]) {
        for (let bits = 0; bits < 1 << names.length; bits++) {
          const situation: RiichiSituationInput = { tsumo: false, seatWind, roundWind: 1, uraIndicators: [] };
          names.forEach((name, i) => {
            situation[name] = ((bits >> i) & 1) === 1;
          });
          expectSameVerdict('flags', bits, { hand: h.value, situation });
          if (checkRiichiInput({ hand: h.value, situation }, rulesOf('tenhou')).length === 0) accepted++;
        }
      }
    }
    // Both verdicts are reached (a check that refused everything would agree with itself).
    expect(accepted).toBeGreaterThan(100);
  });
  test('tsumo and riichi given as other values than booleans are read by truthiness, as the checker reads them', () => {
    // The scorer reads the two as bits without a jump when they are booleans (score.ts) and any
    // other value a JavaScript caller passes by truthiness: the same result as the boolean.
    const h = parseHand('234567m234p67888s', '6s');
    if (!h.ok) throw new Error('example hand');
    const rules = rulesOf('tenhou');
    const values: unknown[] = [1, 0, -1, '', 'yes', null, undefined, Number.NaN, {}, [], 0n, 1n];
    for (const place of ['tsumo', 'riichi'] as const) {
      for (const value of values) {
        for (const other of [false, true]) {
          const base = { tsumo: other, riichi: other, seatWind: 2, roundWind: 1, doraIndicators: [0] };
          const input = { hand: h.value, situation: { ...base, [place]: value as boolean } };
          const asBoolean = { hand: h.value, situation: { ...base, [place]: Boolean(value) } };
          const got = scoreRiichiHand(input, rules);
          expect(JSON.stringify(got), `${place}: ${String(value)}`).toBe(
            JSON.stringify(scoreRiichiHand(asBoolean, rules)),
          );
          expect(got.ok, `${place}: ${String(value)}`).toBe(checkRiichiInput(input, rules).length === 0);
        }
      }
    }
  });
  test('a tile is accepted exactly when it is an integer from 0 to 36, wherever it is read', () => {
    // 37-63 too: the scorer reads a tile id by its low six bits and finds 37-63 by the tile count.
    const odd = [...oddValues, 36, 37, 40, 63, undefined];
    const hand = exampleHand();
    const situation = { tsumo: true, seatWind: 2, roundWind: 1, doraIndicators: [0], uraIndicators: [1] };
    const places: [string, (t: unknown) => RiichiScoreInput][] = [
      [
        'a concealed tile',
        (t) => ({ hand: { ...hand, concealed: [t as number, ...hand.concealed.slice(1)] }, situation }),
      ],
      ['the winning tile', (t) => ({ hand: { ...hand, winTile: t as number }, situation })],
      ['a dora indicator', (t) => ({ hand, situation: { ...situation, doraIndicators: [t as number] } })],
      [
        'an ura indicator',
        (t) => ({ hand, situation: { ...situation, riichi: true, uraIndicators: [t as number] } }),
      ],
    ];
    for (const [place, build] of places) for (const t of odd) expectSameVerdict(place, t, build(t));
    // And in a declared meld: a pon of 5p whose last tile is the odd value.
    const open = parseHand('234567m67888s pon:555p', '6s');
    if (!open.ok) throw new Error('example hand');
    for (const t of odd) {
      for (let at = 0; at < 3; at++) {
        const tiles = [13, 13, 13];
        tiles[at] = t as number;
        const melds = [{ ...open.value.melds[0]!, tiles }];
        expectSameVerdict(`pon, tile ${at + 1}`, t, { hand: { ...open.value, melds }, situation });
      }
      // A kan's fourth tile is read apart from the first three.
      for (let at = 0; at < 4; at++) {
        const tiles = [13, 13, 13, 13];
        tiles[at] = t as number;
        const melds = [{ kind: 'kan' as MeldKind, tiles }];
        expectSameVerdict(`kan, tile ${at + 1}`, t, { hand: { ...open.value, melds }, situation });
      }
      // A meld made only of the odd value.
      for (const kind of ['pon', 'kan', 'ankan'] as MeldKind[]) {
        const melds = [{ kind, tiles: Array<number>(kind === 'pon' ? 3 : 4).fill(t as number) }];
        expectSameVerdict(`${kind} of it`, t, { hand: { ...open.value, melds }, situation });
      }
    }
    // Values that are not 13 but share its low bits or its number (the scorer reads a tile id
    // by its low six bits), in each place of a kan of 5p.
    for (const t of [77, -51, 141, 13.5, '13', 13 + 2 ** 32]) {
      for (let at = 0; at < 4; at++) {
        const tiles = [13, 13, 13, 13];
        tiles[at] = t as number;
        const melds = [{ kind: 'kan' as MeldKind, tiles }];
        expectSameVerdict(`kan, tile ${at + 1}`, t, { hand: { ...open.value, melds }, situation });
      }
    }
  });
  test('a red five counts wherever it sits in a declared meld, and a second one of its suit is refused', () => {
    const concealed = parseTiles('234567p234s88s');
    if (!concealed.ok) throw new Error('example tiles');
    const RED_5M = 34;
    const melds: [MeldKind, number[]][] = [
      ['chi', [2, 3, 4]],
      ['chi', [4, 2, 3]],
      ['pon', [4, 4, 4]],
      ['kan', [4, 4, 4, 4]],
      ['ankan', [4, 4, 4, 4]],
      ['kakan', [4, 4, 4, 4]],
    ];
    const situation = { tsumo: false, seatWind: 2, roundWind: 1 };
    for (const [kind, plain] of melds) {
      for (let at = 0; at < plain.length; at++) {
        if (plain[at] !== 4) continue;
        const tiles = [...plain];
        tiles[at] = RED_5M;
        const hand = { concealed: concealed.value, melds: [{ kind, tiles }], winTile: 25, bonus: [] };
        const r = scoreRiichiHand({ hand, situation }, rulesOf('tenhou'));
        expect([kind, at, r.ok ? r.value.akaDora : r.error]).toEqual([kind, at, 1]);
        const twice = { ...hand, concealed: [RED_5M, ...concealed.value.slice(1)] };
        const r2 = scoreRiichiHand({ hand: twice, situation }, rulesOf('tenhou'));
        expect([kind, at, r2.ok ? 'ok' : r2.error]).toEqual([kind, at, 'invalid']);
      }
    }
  });
  test('the scorer refuses exactly what the checker refuses for declared melds of any kind and tiles', () => {
    // Well-formed and malformed melds alike: runs in any order, out of suit or with an honour,
    // kans whose fourth tile differs, tile lists of the wrong length, red fives anywhere.
    const tile = fc.constantFrom(
      0,
      1,
      2,
      3,
      4,
      5,
      6,
      7,
      8,
      9,
      12,
      13,
      14,
      17,
      18,
      25,
      26,
      27,
      33,
      34,
      35,
      36,
    );
    const meld = fc.record({
      kind: fc.constantFrom<MeldKind>('chi', 'pon', 'kan', 'ankan', 'kakan'),
      tiles: fc.oneof(
        fc.array(tile, { minLength: 2, maxLength: 5 }),
        tile.map((t) => [t, t, t]),
        tile.map((t) => [t, t, t, t]),
        fc.tuple(tile, tile).map(([t, u]) => [t, t, t, u]),
        fc
          .constantFrom(0, 2, 6, 9, 15, 18, 24)
          .chain((k) => fc.shuffledSubarray([k, k + 1, k + 2], { minLength: 3 })),
      ),
    });
    const arb = fc.array(meld, { minLength: 1, maxLength: 4 }).chain((melds) =>
      fc.record({
        melds: fc.constant(melds),
        concealed: fc.array(tile, { minLength: 14 - 3 * melds.length, maxLength: 14 - 3 * melds.length }),
        preset: fc.constantFrom(...RIICHI_PRESET_IDS),
      }),
    );
    fc.assert(
      fc.property(arb, ({ melds, concealed, preset }) => {
        const input = {
          hand: { concealed, melds, winTile: concealed[0]!, bonus: [] },
          situation: { tsumo: true, seatWind: 2, roundWind: 1 },
        };
        const r = scoreRiichiHand(input, rulesOf(preset));
        const problems = checkRiichiInput(input, rulesOf(preset));
        expect(!r.ok && r.error === 'invalid').toBe(problems.length > 0);
      }),
      { numRuns: 3000 },
    );
  });
  test('the scorer refuses exactly what the checker refuses when a few kinds crowd the hand', () => {
    // The scorer counts tiles in 3-bit fields, so eight of a kind carry into the next field:
    // hands drawn from a few kinds (reds, neighbours, a suit's ends, honours) reach five, eight
    // and more of a kind in the concealed tiles, the melds and the indicators together.
    const few = fc.constantFrom(0, 1, 4, 7, 8, 9, 13, 17, 18, 26, 27, 28, 32, 33, 34, 35, 36);
    const meld = fc.oneof(
      fc
        .record({ kind: fc.constant<MeldKind>('pon'), t: few })
        .map(({ kind, t }) => ({ kind, tiles: [t, t, t] })),
      fc
        .record({ kind: fc.constantFrom<MeldKind>('kan', 'ankan', 'kakan'), t: few })
        .map(({ kind, t }) => ({ kind, tiles: [t, t, t, t] })),
      fc
        .constantFrom(0, 2, 6, 9, 15, 18, 24)
        .map((k) => ({ kind: 'chi' as MeldKind, tiles: [k, k + 1, k + 2] })),
    );
    const crowded = fc.array(meld, { maxLength: 4 }).chain((melds) =>
      fc.record({
        melds: fc.constant(melds),
        concealed: fc.array(few, { minLength: 14 - 3 * melds.length, maxLength: 14 - 3 * melds.length }),
        dora: fc.option(fc.array(few, { maxLength: 5 }), { nil: undefined }),
        ura: fc.option(fc.array(few, { maxLength: 5 }), { nil: undefined }),
        riichi: fc.boolean(),
        preset: fc.constantFrom(...RIICHI_PRESET_IDS),
      }),
    );
    fc.assert(
      fc.property(crowded, ({ melds, concealed, dora, ura, riichi, preset }) => {
        const hand = { concealed, melds, winTile: concealed[0]!, bonus: [] };
        const riichiNow = riichi && melds.every((m) => m.kind === 'ankan');
        const situation = {
          tsumo: true,
          seatWind: 2,
          roundWind: 1,
          riichi: riichiNow,
          doraIndicators: dora,
          uraIndicators: ura,
        };
        const input = { hand, situation };
        const r = scoreRiichiHand(input, rulesOf(preset));
        const problems = checkRiichiInput(input, rulesOf(preset));
        expect(!r.ok && r.error === 'invalid').toBe(problems.length > 0);
      }),
      { numRuns: 3000 },
    );
    // Eight of a kind at each end of a suit and of the honours, where the count carries into
    // the neighbouring field or past the key: refused, with the problem named.
    for (const text of [
      '22222222m111p22s',
      '99999999m111p22s',
      '11111111m111p22s',
      '11111111z111p22s',
      '77777777z111p22s',
    ]) {
      const tiles = parseTiles(text);
      if (!tiles.ok) throw new Error(text);
      const input = {
        hand: { concealed: tiles.value, melds: [], winTile: tiles.value[0]!, bonus: [] },
        situation: { tsumo: true, seatWind: 2, roundWind: 1 },
      };
      const r = scoreRiichiHand(input, rulesOf('tenhou'));
      expect([text, r.ok ? 'ok' : r.error]).toEqual([text, 'invalid']);
      expect(checkRiichiInput(input, rulesOf('tenhou')).length).toBeGreaterThan(0);
    }
  });
  test('scoreRiichiHand never throws on random hands of real tiles (mostly valid shapes)', () => {
    const realTile = fc.integer({ min: 0, max: 36 });
    fc.assert(
      fc.property(
        fc.array(realTile, { minLength: 13, maxLength: 14 }),
        sitArb,
        fc.constantFrom(...RIICHI_PRESET_IDS),
        (concealed, situation, preset) => {
          const winTile = concealed[concealed.length - 1]!;
          const input = { hand: { concealed, melds: [], winTile, bonus: [] }, situation };
          const r = scoreRiichiHand(input, rulesOf(preset));
          const problems = checkRiichiInput(input, rulesOf(preset));
          // The scorer accepts exactly what the checker accepts.
          expect(!r.ok && r.error === 'invalid').toBe(problems.length > 0);
        },
      ),
      { numRuns: 1500 },
    );
  });
  test('handFromAllTiles never throws', () => {
    fc.assert(
      fc.property(
        fc.array(anyTile, { maxLength: 18 }),
        fc.array(meldArb, { maxLength: 5 }),
        anyTile,
        (all, melds, w) => {
          const r = handFromAllTiles(all, melds, w);
          if (!r.ok) expect(r.issues.length).toBeGreaterThan(0);
        },
      ),
      RUNS,
    );
  });
});
