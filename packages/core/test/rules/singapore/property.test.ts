// Property tests: over random winning hands, situations and rules, every payment balances
// exactly (in hundredths), the tai respect the limit, and nothing throws on any input.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scoreSingaporeCase } from '../../../scripts/cases/singapore.ts';
import type { Seat } from '../../../src/payment.ts';
import {
  BAO_REASONS,
  resolveSingaporeRules,
  type SingaporeMeld,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeInstant,
} from '../../../src/rules/singapore/index.ts';
import { KINDS } from '../../../src/tiles/tile.ts';

type SetSpec = { chow: boolean; tile: number; meld: 'none' | 'open' | 'kan' | 'ankan' };

const setArb: fc.Arbitrary<SetSpec> = fc.oneof(
  fc.record({
    chow: fc.constant(true),
    tile: fc.integer({ min: 0, max: 2 }).chain((suit) => fc.integer({ min: suit * 9, max: suit * 9 + 6 })),
    meld: fc.constantFrom('none' as const, 'open' as const),
  }),
  fc.record({
    chow: fc.constant(false),
    tile: fc.integer({ min: 0, max: KINDS - 1 }),
    meld: fc.constantFrom('none' as const, 'open' as const, 'kan' as const, 'ankan' as const),
  }),
);

const overridesArb = fc.record(
  {
    limit: fc.constantFrom(5, 6, null),
    base: fc.constantFrom([0.5, 1], [0.3, 0.6], [0.05, 0.1], [1, 2]),
    shooter_pays: fc.boolean(),
    bonus_over_limit: fc.constantFrom(0, 10, 2.5),
    bonus_over_limit_discarder: fc.constantFrom('after_doubling', 'double'),
    double_special_hands: fc.boolean(),
    seven_pairs: fc.constantFrom('off', 'limit', 3),
    min_tai: fc.constantFrom(0, 1),
    shooter_self_draw_bonus: fc.constantFrom(0, 2),
  },
  { requiredKeys: [] },
);

/** A random hand of four sets and a pair (some melded), or null when it needs a fifth copy. */
function buildInput(
  sets: SetSpec[],
  pair: number,
  winPick: number,
  tsumo: boolean,
  seatWind: 1 | 2 | 3 | 4,
  roundWind: 1 | 2 | 3 | 4,
  discarderOffset: number,
  bonus: number[],
  bao: { seat: number; reason: number } | null,
  lastTile: boolean,
): SingaporeWinInput | null {
  const counts = new Array<number>(KINDS).fill(0);
  const concealed: number[] = [pair, pair];
  const melds: SingaporeMeld[] = [];
  for (const s of sets) {
    const tiles = s.chow ? [s.tile, s.tile + 1, s.tile + 2] : [s.tile, s.tile, s.tile];
    if (s.meld === 'kan' || s.meld === 'ankan') tiles.push(s.tile);
    if (s.meld === 'none') concealed.push(...tiles);
    else melds.push({ kind: s.chow ? 'chi' : s.meld === 'open' ? 'pon' : s.meld, tiles });
  }
  for (const t of [...concealed, ...melds.flatMap((m) => m.tiles)]) counts[t]!++;
  if (counts.some((n) => n > 4)) return null;
  // Eight Flowers is an instant self-pick win (section 3.1): all eight on a discard is no well-formed hand.
  if (!tsumo && bonus.filter((t) => t >= 37 && t <= 44).length === 8) return null;
  const winner = (seatWind - 1) as Seat;
  const discarder = tsumo ? null : (((winner + 1 + (discarderOffset % 3)) % 4) as Seat);
  const kongs = melds.filter((m) => m.kind === 'kan' || m.kind === 'ankan').length;
  return {
    hand: { concealed, melds, winTile: concealed[winPick % concealed.length]!, bonus },
    situation: {
      seatWind,
      roundWind,
      tsumo,
      discarder,
      lastTile,
      kongReplacement: tsumo && kongs > 0 && lastTile,
      bao:
        bao && bao.seat % 4 !== winner
          ? { seat: (bao.seat % 4) as Seat, reason: BAO_REASONS[bao.reason % BAO_REASONS.length]! }
          : null,
    },
  };
}

const handArb = fc
  .tuple(
    fc.array(setArb, { minLength: 4, maxLength: 4 }),
    fc.integer({ min: 0, max: KINDS - 1 }),
    fc.nat(),
    fc.boolean(),
    fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const),
    fc.nat(),
    fc.uniqueArray(fc.integer({ min: 37, max: 48 }), { maxLength: 9 }),
    fc.option(fc.record({ seat: fc.nat(), reason: fc.nat() }), { nil: null }),
    fc.boolean(),
  )
  .map((args) => buildInput(...args))
  .filter((x): x is SingaporeWinInput => x !== null);

/** Issues the adapter's safety net reports: a defect reached by some input (the net hides a throw). */
function internalErrors(out: Record<string, unknown>): unknown[] {
  const issues = Array.isArray(out.issues) ? out.issues : [];
  return issues.filter((i) => (i as { code?: string }).code === 'internal');
}

describe('Singapore properties', () => {
  test('every scored hand pays exactly: deltas sum to zero, lines agree, the winner gains', () => {
    fc.assert(
      fc.property(handArb, overridesArb, (input, overrides) => {
        const rules = resolveSingaporeRules('sg_reference', overrides);
        if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
        const r = scoreSingaporeHand(input, rules.value);
        if (!r.ok) {
          // Generated hands are well formed: only the hand's value may refuse the win.
          expect(r.error).toBe('below_minimum');
          return;
        }
        const exact = r.value.paymentHundredths;
        expect(exact.deltas.reduce((a, b) => a + b, 0)).toBe(0);
        for (const l of exact.lines) {
          expect(Number.isInteger(l.amount)).toBe(true);
          expect(l.amount).toBeGreaterThan(0);
        }
        const fromLines = [0, 0, 0, 0];
        for (const l of exact.lines) {
          fromLines[l.from as number]! -= l.amount;
          fromLines[l.to as number]! += l.amount;
        }
        expect(fromLines).toEqual(exact.deltas);
        expect(exact.deltas[r.value.winner]).toBeGreaterThan(0);
        expect(Math.abs(r.value.payment.deltas.reduce((a, b) => a + b, 0))).toBeLessThan(1e-9);
        const limit = rules.value.limit;
        expect(r.value.tai).toBe(limit === null ? r.value.taiRaw : Math.min(r.value.taiRaw, limit));
      }),
      { numRuns: 1500 },
    );
  });

  test('every instant settlement balances: deltas sum to zero, the collector gains what the items say', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(0 as const, 1 as const, 2 as const, 3 as const),
        fc.uniqueArray(fc.integer({ min: 37, max: 48 }), { maxLength: 12 }),
        fc.array(
          fc.record({
            kind: fc.constantFrom('kan' as const, 'ankan' as const),
            robbed: fc.boolean(),
            baoSeat: fc.constantFrom(null, 0 as const, 1 as const, 2 as const, 3 as const),
          }),
          { maxLength: 4 },
        ),
        overridesArb,
        (seat, bonus, kongs, overrides) => {
          const rules = resolveSingaporeRules('sg_reference', overrides);
          if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
          const fair = kongs.map((k) => (k.baoSeat === seat ? { ...k, baoSeat: null } : k));
          const r = settleSingaporeInstant(
            { seat, seatWind: (seat + 1) as 1, bonus, dealtBonus: bonus.slice(0, 3), kongs: fair },
            rules.value,
          );
          if (!r.ok) throw new Error(JSON.stringify(r.issues));
          const d = r.value.payment.deltas;
          expect(d.reduce((a, b) => a + b, 0)).toBe(0);
          expect(d[seat]).toBe(r.value.items.reduce((a, i) => a + i.total, 0));
        },
      ),
      { numRuns: 500 },
    );
  });

  test('the corpus adapter answers any input without reaching a defect', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(internalErrors(scoreSingaporeCase(value))).toEqual([]);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(
        fc.record({
          id: fc.string(),
          kind: fc.constantFrom('win', 'instant', 'false_win', 'table', undefined),
          hand: fc.oneof(fc.string(), fc.constant('234m567p34599s777z')),
          melds: fc.anything(),
          win: fc.oneof(fc.string(), fc.constant('9s')),
          tsumo: fc.anything(),
          seat_wind: fc.anything(),
          round_wind: fc.anything(),
          from_seat: fc.anything(),
          bonus: fc.anything(),
          kongs: fc.anything(),
          rule_overrides: fc.anything(),
          offender_seat: fc.anything(),
          claimed: fc.anything(),
        }),
        (c) => {
          expect(internalErrors(scoreSingaporeCase(c))).toEqual([]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
