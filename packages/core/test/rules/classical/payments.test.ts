// Payment paths (section 6): self-draw and discard for dealer and non-dealer, single share,
// liability, the cap/dealer order (A18), the settlement between losers, draw payments,
// penalties and sticks; and a property: every scored hand's payment sums to zero.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { NOTE_IDS, paymentBalance, type Seat } from '../../../src/payment.ts';
import {
  type ClassicalMeldKind,
  type ClassicalRules,
  JC_REFERENCE,
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalSticks,
  payClassicalWin,
  returnClassicalSticksOnDraw,
  scoreClassicalHand,
  scoreClassicalLoserHand,
  settleClassicalLosers,
} from '../../../src/rules/classical/index.ts';
import { formatTiles } from '../../../src/tiles/notation.ts';
import { KINDS } from '../../../src/tiles/tile.ts';
import { SEATS } from './support.ts';

const R = JC_REFERENCE;
const V = 100;

describe('paying the winner (6.1)', () => {
  test.each([
    ['non-dealer self-draw', 2, null, 'pays_for_all', [-200, -100, 400, -100]],
    ['non-dealer on a discard, pays for all', 2, 3, 'pays_for_all', [0, 0, 400, -400]],
    ['non-dealer on the dealer’s discard, pays for all', 2, 0, 'pays_for_all', [-400, 0, 400, 0]],
    ['dealer self-draw', 0, null, 'pays_for_all', [600, -200, -200, -200]],
    ['dealer on a discard, pays for all', 0, 1, 'pays_for_all', [600, -600, 0, 0]],
    ['non-dealer on a discard, single share', 2, 3, 'single_share', [0, 0, 100, -100]],
    ['non-dealer on the dealer’s discard, single share', 2, 0, 'single_share', [-200, 0, 200, 0]],
    ['dealer on a discard, single share', 0, 1, 'single_share', [200, -200, 0, 0]],
  ] as const)('%s', (_name, winner, discarder, discardPayment, deltas) => {
    const p = payClassicalWin(
      { winner: winner as Seat, dealer: 0, discarder: discarder as Seat | null, value: V },
      { ...R, discardPayment },
    );
    expect(p.deltas).toEqual(deltas);
    expect(paymentBalance(p)).toBe(0);
    expect(p.lines.every((l) => l.reason === 'base' && l.to === winner && l.amount > 0)).toBe(true);
  });

  test('pays for all: one line per share, the shares of others noted', () => {
    const p = payClassicalWin({ winner: 2, dealer: 0, discarder: 3, value: V }, R);
    expect(p.lines.map((l) => [l.from, l.amount, l.note ?? ''])).toEqual([
      [3, 200, 'share of seat 0'],
      [3, 100, 'share of seat 1'],
      [3, 100, ''],
    ]);
  });

  test('liability: the liable player pays all, on a self-draw or another player’s discard', () => {
    for (const discarder of [null, 1] as const) {
      const p = payClassicalWin({ winner: 2, dealer: 0, discarder, liable: 3, value: 500 }, R);
      expect(p.deltas).toEqual([0, 0, 2000, -2000]);
      expect(p.lines.every((l) => l.reason === 'pao')).toBe(true);
    }
  });

  test('a dealer other than seat 0', () => {
    const p = payClassicalWin({ winner: 0, dealer: 2, discarder: null, value: V }, R);
    expect(p.deltas).toEqual([400, -100, -200, -100]);
  });

  test('A18: the cap comes before the dealer x2; the alternative caps each share after it', () => {
    const before = payClassicalWin({ winner: 0, dealer: 0, discarder: null, value: 500, rawValue: 576 }, R);
    expect(before.deltas[0]).toBe(3000);
    const after = payClassicalWin(
      { winner: 0, dealer: 0, discarder: null, value: 500, rawValue: 576 },
      { ...R, capBeforeDealerDouble: false },
    );
    expect(after.deltas[0]).toBe(1500);
  });
});

describe('settlement between losers (6.2)', () => {
  const on = { ...R, loserSettlement: true };

  test('off by default: no lines', () => {
    expect(settleClassicalLosers({ winner: 1, dealer: 0, scores: [24, null, 8, 40] }, R).lines).toEqual([]);
  });

  test('equal scores pay nothing; the dealer doubles; scores are capped, not differences', () => {
    // 900 is capped to 500 first: (500 - 300) x 2 = 400, not (900 - 300) x 2.
    const p = settleClassicalLosers({ winner: 3, dealer: 0, scores: [900, 300, 300, null] }, on);
    expect(p.lines.map((l) => [l.from, l.to, l.amount])).toEqual([
      [1, 0, 400],
      [2, 0, 400],
    ]);
    expect(p.lines.every((l) => l.reason === 'settlement')).toBe(true);
  });

  test('loser hand scores: sets, flowers and set doubles only; pairs with loserPairsScore', () => {
    const hand = (pairsScore: boolean, flowers: boolean) =>
      scoreClassicalLoserHand(
        {
          concealed: [0, 0, 0, 4, 5, 6, 31, 31, 9, 10, 19, 25, 26].slice(0, 10),
          melds: [{ kind: 'pon', tiles: [33, 33, 33] }],
          bonus: [38],
          seatWind: 2,
          roundWind: 1,
        },
        { ...R, loserPairsScore: pairsScore, flowers },
      );
    const plain = hand(false, false);
    expect(plain.ok && plain.value).toMatchObject({ points: 8 + 4, doubles: 1, value: 24 });
    const withPairs = hand(true, true);
    expect(withPairs.ok && withPairs.value).toMatchObject({ points: 8 + 4 + 2 + 4, doubles: 2, value: 72 });
  });

  test('a loser hand with the wrong tile count is invalid', () => {
    const r = scoreClassicalLoserHand(
      { concealed: [0, 1, 2], melds: [], bonus: [], seatWind: 2, roundWind: 1 },
      R,
    );
    expect(r.ok ? null : r.issues.map((i) => i.code)).toEqual(['wrong_tile_count']);
    // One of each, said as one: "1 concealed tile", "1 meld".
    const one = scoreClassicalLoserHand(
      { concealed: [0], melds: [{ kind: 'pon', tiles: [5, 5, 5] }], bonus: [], seatWind: 2, roundWind: 1 },
      R,
    );
    expect(one.ok ? null : one.issues.map((i) => i.message)).toEqual([
      '1 concealed tile; a losing hand with 1 meld has 10',
    ]);
  });
});

describe('draw payments (6.4)', () => {
  const on = { ...R, drawPayments: true };

  test('pot: two waiting, each non-waiting pays 150 to each waiting player', () => {
    const p = payClassicalDraw([0, 1], 0, on);
    expect(p.lines.map((l) => [l.from, l.to, l.amount])).toEqual([
      [2, 0, 150],
      [3, 0, 150],
      [2, 1, 150],
      [3, 1, 150],
    ]);
  });

  test.each([
    [[2], [-200, -200, 600, -200]],
    [
      [0, 1],
      [600, 600, -600, -600],
    ],
    [
      [0, 1, 3],
      [200, 200, -600, 200],
    ],
  ] as const)('pairwise, waiting %j', (tenpai, deltas) => {
    expect(payClassicalDraw(tenpai, 0, { ...on, drawPaymentMode: 'pairwise' }).deltas).toEqual(deltas);
  });

  test('dealer double (off by default)', () => {
    expect(payClassicalDraw([2], 0, { ...on, drawPaymentsDealerDouble: true }).deltas).toEqual([
      -400, -200, 800, -200,
    ]);
  });
});

describe('penalties and sticks', () => {
  test('change of heart: 100 to the winner; nothing on a drawn hand', () => {
    expect(
      payClassicalPenalty({ kind: 'change_of_heart', offender: 2, dealer: 0, beneficiary: 1 }, R).deltas,
    ).toEqual([0, 100, -100, 0]);
    expect(payClassicalPenalty({ kind: 'change_of_heart', offender: 2, dealer: 0 }, R).lines).toEqual([]);
  });

  test('change of heart: the line names itself, in words and as data; the dealer pays no more', () => {
    expect(
      payClassicalPenalty({ kind: 'change_of_heart', offender: 0, dealer: 0, beneficiary: 3 }, R).lines,
    ).toEqual([
      {
        from: 0,
        to: 3,
        amount: 100,
        reason: 'penalty',
        note: 'change of heart',
        noteKey: { id: 'change_of_heart' },
      },
    ]);
    expect(NOTE_IDS).toContain('change_of_heart');
    // The winner who withdrew a call himself owes nobody.
    expect(
      payClassicalPenalty({ kind: 'change_of_heart', offender: 3, dealer: 0, beneficiary: 3 }, R).lines,
    ).toEqual([]);
  });

  test('the winner takes the sticks from the table; a drawn hand carries them (A16) or returns them', () => {
    const p = payClassicalSticks(2, 3, R);
    expect([p.deltas, p.table]).toEqual([[0, 0, 300, 0], -300]);
    expect(returnClassicalSticksOnDraw([1, 3], R).lines).toEqual([]);
    expect(returnClassicalSticksOnDraw([1, 3], { ...R, sticksOnDraw: 'return' }).deltas).toEqual([
      0, 100, 0, 100,
    ]);
  });
});

// Random hands: four sets and a pair, some declared, scored under random options.
const setArb = fc.oneof(
  fc.record({
    kind: fc.constant('chow' as const),
    tile: fc.integer({ min: 0, max: 26 }).filter((k) => k % 9 <= 6),
  }),
  fc.record({ kind: fc.constant('pung' as const), tile: fc.integer({ min: 0, max: KINDS - 1 }) }),
);
const handArb = fc.record({
  sets: fc.array(setArb, { minLength: 4, maxLength: 4 }),
  pair: fc.integer({ min: 0, max: KINDS - 1 }),
  declared: fc.array(fc.constantFrom<ClassicalMeldKind | 'none'>('none', 'chi', 'pon', 'kan', 'ankan'), {
    minLength: 4,
    maxLength: 4,
  }),
  winPick: fc.nat(),
  tsumo: fc.boolean(),
  seatWind: fc.integer({ min: 1, max: 4 }),
  roundWind: fc.integer({ min: 1, max: 4 }),
  discarderOffset: fc.integer({ min: 1, max: 3 }),
  liable: fc.option(fc.constantFrom<Seat>(0, 1, 2, 3), { nil: null }),
  flowers: fc.uniqueArray(fc.integer({ min: 37, max: 44 }), { maxLength: 8 }),
  ready: fc.boolean(),
  lastTile: fc.boolean(),
  dealerStreak: fc.integer({ min: 0, max: 9 }),
  rules: fc.record({
    discardPayment: fc.constantFrom('pays_for_all', 'single_share'),
    flowers: fc.boolean(),
    sevenPairs: fc.boolean(),
    capBeforeDealerDouble: fc.boolean(),
    allPungsThreeConcealed: fc.constantFrom('total', 'stack'),
    limit: fc.constantFrom(500, 1000),
  }) as fc.Arbitrary<Partial<ClassicalRules>>,
});

describe('property: payments balance', () => {
  test('every scored hand pays exactly what the losers lose, and scoring never throws', () => {
    fc.assert(
      fc.property(handArb, (h) => {
        const concealed: number[] = [];
        const melds: { kind: ClassicalMeldKind; tiles: number[] }[] = [];
        h.sets.forEach((s, i) => {
          const d = h.declared[i]!;
          const tiles = s.kind === 'chow' ? [s.tile, s.tile + 1, s.tile + 2] : [s.tile, s.tile, s.tile];
          if (s.kind === 'chow' && d === 'chi') melds.push({ kind: 'chi', tiles });
          else if (s.kind === 'pung' && d === 'pon') melds.push({ kind: 'pon', tiles });
          else if (s.kind === 'pung' && (d === 'kan' || d === 'ankan'))
            melds.push({ kind: d, tiles: [...tiles, s.tile] });
          else concealed.push(...tiles);
        });
        concealed.push(h.pair, h.pair);
        const winTile = concealed[h.winPick % concealed.length]!;
        const winner = (h.seatWind - 1) as Seat;
        const r = scoreClassicalHand(
          {
            hand: { concealed, melds, winTile, bonus: h.flowers },
            situation: {
              tsumo: h.tsumo,
              seatWind: h.seatWind,
              roundWind: h.roundWind,
              discarder: h.tsumo ? null : (((winner + h.discarderOffset) % 4) as Seat),
              liable: h.liable,
              ready: h.ready,
              lastTile: h.lastTile,
              dealerStreak: h.seatWind === 1 ? h.dealerStreak : 0,
            },
          },
          { ...R, ...h.rules },
        );
        if (!r.ok) {
          // Only a real problem may refuse the hand: too many copies or a contradiction.
          expect(['invalid']).toContain(r.error);
          return;
        }
        const p = r.value.payment;
        expect(paymentBalance(p)).toBe(0);
        expect(p.table).toBe(0);
        expect(p.lines.every((l) => l.amount > 0 && l.to === winner)).toBe(true);
        expect(p.deltas[winner]).toBeGreaterThan(0);
        expect(r.value.value).toBeLessThanOrEqual(r.value.rawValue);
        expect(r.value.value).toBeLessThanOrEqual(h.rules.limit ?? 500);
      }),
      { numRuns: 1500 },
    );
  });

  test('draw payments and settlements balance for every waiting set and every score', () => {
    fc.assert(
      fc.property(
        fc.subarray([...SEATS]),
        fc.array(fc.integer({ min: 0, max: 2000 }), { minLength: 4, maxLength: 4 }),
        fc.constantFrom<Seat>(0, 1, 2, 3),
        fc.constantFrom<Seat>(0, 1, 2, 3),
        fc.constantFrom('pot', 'pairwise'),
        (tenpai, scores, winner, dealer, mode) => {
          const rules = {
            ...R,
            drawPayments: true,
            drawPaymentMode: mode,
            loserSettlement: true,
          } as ClassicalRules;
          expect(paymentBalance(payClassicalDraw(tenpai, dealer, rules))).toBe(0);
          const s = settleClassicalLosers({ winner, dealer, scores }, rules);
          expect(paymentBalance(s)).toBe(0);
          expect(s.lines.every((l) => l.from !== winner && l.to !== winner)).toBe(true);
        },
      ),
    );
  });

  test('random tile soup never throws and is refused with a typed error', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -2, max: 50 }), { maxLength: 18 }),
        fc.integer({ min: -2, max: 50 }),
        (tiles, win) => {
          const r = scoreClassicalHand(
            {
              hand: { concealed: tiles, melds: [], winTile: win, bonus: [] },
              situation: { tsumo: true, seatWind: 1, roundWind: 1 },
            },
            R,
          );
          if (!r.ok) expect(['invalid', 'not_agari']).toContain(r.error);
          else expect(formatTiles(r.value.reading.pairs)).not.toBe('');
        },
      ),
    );
  });
});
