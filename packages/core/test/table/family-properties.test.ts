// Property tests of the ledger on random valid Singapore and Japanese Classical games
// (fast-check), through the reducer: every intermediate state conserves the money or points
// (Classical's Ready sticks worth their value, Singapore's exact hundredths), every hand's
// payment balances with the table, replay is deterministic, save/load changes nothing, and
// editing an earlier event then undoing the edit gives back the very same state.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paymentBalance, type Seat } from '../../src/payment.ts';
import { exportCsv, parseGameDocument, serializeGame } from '../../src/table/document.ts';
import {
  applyEvent,
  checkState,
  createGame,
  insertEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  resolveGameRules,
  settleGame,
} from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent, GameState, HandResult } from '../../src/table/types.ts';

type Family = 'singapore' | 'classical';

const VARIANTS: readonly [Family, string, Record<string, unknown>][] = [
  ['singapore', 'sg_reference', {}],
  ['singapore', 'sg_base_030', { shooterPays: true }],
  ['singapore', 'sg_bonus_over_limit', { instantUnit: 'base' }],
  ['singapore', 'sg_unlimited', { dealPassesOnDrawAfterPayout: false }],
  ['classical', 'jc_reference', {}],
  ['classical', 'jc_reference', { drawPayments: true, flowers: true }],
  ['classical', 'jc_four_winds', { drawPayments: true, sticksOnDraw: 'return', loserSettlement: true }],
  [
    'classical',
    'jc_reference',
    {
      drawPayments: true,
      drawPaymentMode: 'pairwise',
      discardPayment: 'single_share',
      capBeforeDealerDouble: false,
      dealerStreakLimit: 3,
    },
  ],
];

interface Raw {
  kind: number;
  a: number;
  b: number;
  c: number;
  n: number;
  mask: number;
  ready: number;
}

const raw: fc.Arbitrary<Raw> = fc.record({
  kind: fc.integer({ min: 0, max: 19 }),
  a: fc.nat(99),
  b: fc.nat(99),
  c: fc.nat(99),
  n: fc.nat(999),
  mask: fc.nat(4095),
  ready: fc.nat(15),
});

const seatsOf = (mask: number): Seat[] => ([0, 1, 2, 3] as Seat[]).filter((s) => mask & (1 << s));
const other = (s: Seat, k: number) => ((s + 1 + (k % 3)) % 4) as Seat;
const BONUS = ['1a', '2a', '3a', '4a', '1f', '2f', '3f', '4f', '5f', '6f', '7f', '8f'];
const bonusOf = (mask: number) => BONUS.filter((_, i) => mask & (1 << i)).join('');

/** Singapore hands that win for any seat, on a discard or by self-draw (at least 1 tai). */
const SG_HANDS: { hand: string; win: string }[] = [
  { hand: '234m567p345s99s + pon:777z', win: '9s' }, // red dragon pung: 1
  { hand: '123m456m234p55p678s', win: '6s' }, // ping hu (or lesser sequence with bonus tiles)
  { hand: '222m99p444p + pon:555s pon:777m', win: '4p' }, // triplets: 2
  { hand: '111s234s567s99s + pon:888s', win: '9s' }, // full flush: 4
];

/** Japanese Classical hands (spec section 8) that win for any seat. */
const JC_HANDS: { hand: string; win?: string }[] = [
  { hand: '456s678s33m + chi:123m pon:777p', win: '8s' }, // E1
  { hand: '777z222p35s678m99s4s' }, // E2
  { hand: '123p456p789p34s55m2s' }, // E6
  { hand: '345m678m99p + pon:222s chi:567p', win: '6m' }, // E10
  { hand: '111m456m89m55z7m + pon:111z' }, // E3
];

const hand = (result: HandResult, riichi: Seat[] = []): GameEvent => ({ type: 'hand', riichi, result });

/** A Singapore event for the raw choice; it may still be refused (then the game skips it). */
function singaporeEvent(r: Raw, state: GameState): GameEvent {
  const a = (r.a % 4) as Seat;
  const from = r.b % 4 === 0 ? null : other(a, r.b);
  if (r.kind <= 4) {
    const kongs = (['kan', 'ankan', 'kan'] as const)
      .slice(0, r.c % 3)
      .map((k, i) => ((r.n >> i) & 1 ? 'ankan' : k));
    // Mostly one or two new bonus tiles; a tile already shown this hand is refused and skipped.
    const bonus = bonusOf(r.mask & (r.kind <= 1 ? 0xfff : 0x0f3));
    return { type: 'instant', seat: a, ...(bonus ? { bonus } : {}), kongs: [...kongs] };
  }
  if (r.kind <= 9) {
    const liable = r.c % 7 === 0 ? other(a, r.c >> 3) : undefined;
    return hand({
      kind: 'win',
      wins: [
        {
          winner: a,
          from,
          score: { mode: 'tai', tai: 1 + (r.n % 12) },
          ...(liable === undefined ? {} : { liable }),
        },
      ],
    });
  }
  if (r.kind <= 12) {
    const h = SG_HANDS[r.c % SG_HANDS.length]!;
    const bonus = bonusOf(r.mask & 0x0f3 & (r.n % 3 === 0 ? 0xfff : 0));
    return hand({
      kind: 'win',
      wins: [
        { winner: a, from, score: { mode: 'hand', hand: h.hand, win: h.win, ...(bonus ? { bonus } : {}) } },
      ],
    });
  }
  if (r.kind <= 16) return hand({ kind: 'exhaustive_draw', tenpai: seatsOf(r.mask & 15) });
  if (r.kind <= 18) return hand({ kind: 'chombo', offender: a, ...(from === null ? {} : { from }) });
  // A referee's adjustment: move some cents between two players.
  const scores = [...state.scores] as [number, number, number, number];
  scores[a] -= 50 * r.n;
  scores[other(a, r.c)] += 50 * r.n;
  return { type: 'adjust', scores, sticks: 0 };
}

/** A Japanese Classical event for the raw choice; it may still be refused (then the game skips it). */
function classicalEvent(r: Raw, state: GameState): GameEvent {
  const a = (r.a % 4) as Seat;
  const from = r.b % 3 === 0 ? null : other(a, r.b);
  const ready = seatsOf(r.ready);
  const loser = state.config.overrides.loserSettlement
    ? { loserScores: ([0, 1, 2, 3] as Seat[]).map((s) => (s === a ? null : (r.n >> (2 * s)) % 60)) }
    : {};
  if (r.kind <= 6) {
    const limit = r.c % 5 === 0;
    const liable = limit && r.c % 2 === 0 ? other(a, r.n) : undefined;
    return hand(
      {
        kind: 'win',
        wins: [
          {
            winner: a,
            from,
            score: {
              mode: 'points',
              points: 20 + (r.n % 100),
              doubles: r.mask % 7,
              ...(limit ? { limit } : {}),
            },
            ...(liable === undefined ? {} : { liable }),
          },
        ],
        ...loser,
      },
      ready,
    );
  }
  if (r.kind <= 10) {
    const h = JC_HANDS[r.c % JC_HANDS.length]!;
    const bonus = state.config.overrides.flowers ? bonusOf(r.mask & 0xff0) : '';
    return hand(
      {
        kind: 'win',
        wins: [
          {
            winner: a,
            from,
            score: {
              mode: 'hand',
              hand: h.hand,
              ...(h.win ? { win: h.win } : {}),
              ...(bonus ? { bonus } : {}),
            },
          },
        ],
        ...loser,
      },
      // Ready only with a concealed hand (E2, E6); open hands declare none.
      r.c % JC_HANDS.length === 1 || r.c % JC_HANDS.length === 2 ? ready : [],
    );
  }
  if (r.kind <= 16) {
    const tenpai = [...new Set([...seatsOf(r.mask & 15), ...ready])];
    return hand({ kind: 'exhaustive_draw', tenpai }, ready);
  }
  if (r.kind <= 18) return hand({ kind: 'chombo', offender: a }, ready);
  // A referee's adjustment: move some points between two players, sticks kept.
  const scores = [...state.scores] as [number, number, number, number];
  scores[a] -= 10 * r.n;
  scores[other(a, r.c)] += 10 * r.n;
  return { type: 'adjust', scores, sticks: state.round.sticks };
}

const eventFor = (r: Raw, state: GameState) =>
  state.config.family === 'singapore' ? singaporeEvent(r, state) : classicalEvent(r, state);

function stickValueOf(state: GameState): number {
  const r = resolveGameRules(state.config);
  if (!r.ok) throw new Error('rules');
  return state.config.family === 'classical' ? (r.value as { readyStick: number }).readyStick : 0;
}

/** Builds a game from raw choices, keeping only accepted events; returns every state on the way. */
function build(variant: number, raws: Raw[]): { doc: GameDocument; states: GameState[] } {
  const [family, preset, overrides] = VARIANTS[variant]!;
  const g = createGame({ family, preset, overrides, players: ['Ann', 'Bob', 'Cy', 'Dee'] });
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  const rules = resolveGameRules(
    g.value.events[0]!.type === 'start' ? g.value.events[0]!.config : (null as never),
  );
  if (!rules.ok) throw new Error('rules');
  const events: GameEvent[] = [...g.value.events];
  const first = applyEvent(null, events[0]!);
  if (!first.ok) throw new Error('start');
  const states = [first.value];
  for (const r of raws) {
    const state = states.at(-1)!;
    if (state.finished) break;
    const ev = eventFor(r, state);
    const next = applyEvent(state, ev, { rules: rules.value, index: events.length });
    if (!next.ok) continue;
    events.push(ev);
    states.push(next.value);
  }
  return { doc: { ...g.value, events }, states };
}

const game = fc.record({
  variant: fc.nat(VARIANTS.length - 1),
  raws: fc.array(raw, { minLength: 1, maxLength: 50, size: 'large' }),
});
const RUNS = { numRuns: 120 };

describe('family ledger properties on random valid games', () => {
  test('the generator makes real games of both families (wins, draws, false wins, instants, ends)', () => {
    const hands = { singapore: 0, classical: 0 };
    let finished = 0;
    const kinds = { singapore: new Set<string>(), classical: new Set<string>() };
    const modes = new Set<string>();
    let sticks = 0;
    fc.assert(
      fc.property(game, ({ variant, raws }) => {
        const { states } = build(variant, raws);
        const last = states.at(-1)!;
        const family = last.config.family as Family;
        hands[family] += last.history.length;
        if (last.finished) finished++;
        for (const h of last.history) {
          kinds[family].add(h.result.kind);
          if (h.result.kind === 'win') modes.add(`${family}:${h.result.wins[0]!.score.mode}`);
        }
        sticks += Math.max(...states.map((s) => s.round.sticks));
      }),
      { numRuns: 300, seed: 4 },
    );
    expect(hands.singapore).toBeGreaterThan(1000);
    expect(hands.classical).toBeGreaterThan(1000);
    expect(finished).toBeGreaterThan(0);
    expect(sticks).toBeGreaterThan(50);
    expect([...kinds.singapore].sort()).toEqual(['chombo', 'exhaustive_draw', 'instant', 'win']);
    expect([...kinds.classical].sort()).toEqual(['chombo', 'exhaustive_draw', 'win']);
    expect([...modes].sort()).toEqual([
      'classical:hand',
      'classical:points',
      'singapore:hand',
      'singapore:tai',
    ]);
  });

  test('every intermediate state conserves scores plus sticks; every payment balances with the table', () => {
    fc.assert(
      fc.property(game, ({ variant, raws }) => {
        const { doc, states } = build(variant, raws);
        for (const s of states) expect(checkState(s)).toEqual([]);
        const last = states.at(-1)!;
        const sv = stickValueOf(last);
        for (const h of last.history) {
          expect(paymentBalance(h.payment)).toBe(0);
          expect(h.scoresAfter.map((v, i) => v - h.scoresBefore[i]!)).toEqual(h.payment.deltas);
          expect(h.payment.table).toBe((h.sticksAfter - h.round.sticks) * sv);
          for (const l of h.payment.lines) expect(Number.isInteger(l.amount) && l.amount > 0).toBe(true);
        }
        // Without adjustments the money or points in play never change.
        if (!doc.events.some((e) => e.type === 'adjust')) expect(last.total).toBe(states[0]!.total);
        // The final table adds up: Singapore's balances to 0, Classical's points to 0.
        const s = settleGame(last);
        expect(s.rows.reduce((a, r) => a + r.finalScore, 0)).toBe(last.total);
        if (!doc.events.some((e) => e.type === 'adjust'))
          expect(s.rows.reduce((a, r) => a + Math.round(r.points * 100), 0)).toBe(0);
        // The CSV has a row per event after the start (hands, payouts, adjustments), and its
        // scores run on: each row's are the row before's plus its deltas (Singapore in cents).
        const csv = exportCsv(last).trimEnd().split('\n');
        expect(csv).toHaveLength(doc.events.length);
        const unit = last.config.family === 'singapore' ? 100 : 1;
        let scores: number[] = states[0]!.scores;
        for (const line of csv.slice(1)) {
          const cells = line
            .split(',')
            .slice(-8)
            .map((c) => Math.round(Number(c) * unit));
          expect(cells.slice(4)).toEqual(scores.map((v, s) => v + cells[s]!));
          scores = cells.slice(4);
        }
        expect(scores).toEqual(last.scores);
      }),
      RUNS,
    );
  });

  test('replay is deterministic and equals the state built event by event; save/load changes nothing', () => {
    fc.assert(
      fc.property(game, ({ variant, raws }) => {
        const { doc, states } = build(variant, raws);
        const a = replayGame(doc);
        const b = replayGame(structuredClone(doc));
        expect(a.ok && b.ok).toBe(true);
        expect(a).toEqual(b);
        expect(a.ok && a.value).toEqual(states.at(-1));
        const loaded = parseGameDocument(serializeGame(doc));
        expect(loaded.ok && loaded.value).toEqual(doc);
        const again = loaded.ok ? replayGame(loaded.value) : loaded;
        expect(again.ok && again.value).toEqual(states.at(-1));
      }),
      RUNS,
    );
  });

  test('replacing event k, then restoring it, gives back a deep-equal state; a refused edit changes nothing', () => {
    fc.assert(
      fc.property(game, raw, fc.nat(), ({ variant, raws }, change, pick) => {
        const { doc, states } = build(variant, raws);
        if (doc.events.length < 2) return;
        const k = 1 + (pick % (doc.events.length - 1));
        const original = states.at(-1)!;
        const snapshot = structuredClone(doc);
        const edit = replaceEvent(doc, k, eventFor(change, states[k - 1]!));
        expect(doc).toEqual(snapshot);
        if (!edit.ok) {
          // The error names an event at or after k.
          const at = Number(/^events\[(\d+)\]/.exec(edit.issues[0]!.path ?? '')?.[1]);
          expect(at).toBeGreaterThanOrEqual(k);
          return;
        }
        for (const s of [edit.value.state]) expect(checkState(s)).toEqual([]);
        for (const h of edit.value.state.history) expect(paymentBalance(h.payment)).toBe(0);
        const undo = replaceEvent(edit.value.doc, k, doc.events[k]!);
        expect(undo.ok).toBe(true);
        if (undo.ok) {
          expect(undo.value.doc).toEqual(doc);
          expect(undo.value.state).toEqual(original);
        }
      }),
      RUNS,
    );
  });

  test('removing event k and inserting it back gives back the same state', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ variant, raws }, pick) => {
        const { doc, states } = build(variant, raws);
        if (doc.events.length < 2) return;
        const k = 1 + (pick % (doc.events.length - 1));
        const removed = removeEvent(doc, k);
        if (removed.ok) expect(checkState(removed.value.state)).toEqual([]);
        const back = insertEvent({ ...doc, events: doc.events.filter((_, i) => i !== k) }, k, doc.events[k]!);
        expect(back.ok).toBe(true);
        if (back.ok) {
          expect(back.value.doc).toEqual(doc);
          expect(back.value.state).toEqual(states.at(-1));
        }
      }),
      RUNS,
    );
  });
});
