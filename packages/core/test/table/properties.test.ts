// Property tests of the ledger on random valid games (fast-check): every state conserves
// points plus sticks, every hand's payment balances with the table, replay is deterministic,
// saving and loading changes nothing, and editing an earlier hand then undoing the edit gives
// back the very same state; a penalty takes its points off after uma and changes nothing else.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paymentBalance, type Seat } from '../../src/payment.ts';
import type { AbortiveDraw } from '../../src/rules/riichi/options.ts';
import { parseGameDocument, serializeGame } from '../../src/table/document.ts';
import {
  applyEvent,
  checkState,
  insertEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  resolveGameRules,
  resolveRiichiGameRules,
  settleGame,
} from '../../src/table/ledger.ts';
import { penaltyPointsBySeat } from '../../src/table/penalty.ts';
import type { GameDocument, GameEvent, GameState, WinEntry } from '../../src/table/types.ts';
import { newGame } from './helpers.ts';

const PRESETS = ['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague', 'shanghai2'] as const;
const REASONS: AbortiveDraw[] = [
  'kyuushu_kyuuhai',
  'suufon_renda',
  'suucha_riichi',
  'suukaikan',
  'sanchahou',
];
const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

interface Raw {
  kind: number;
  a: number;
  b: number;
  c: number;
  han: number;
  fu: number;
  riichi: number;
  tenpai: number;
}

const raw: fc.Arbitrary<Raw> = fc.record({
  kind: fc.integer({ min: 0, max: 21 }),
  a: fc.nat(99),
  b: fc.nat(99),
  c: fc.nat(99),
  han: fc.integer({ min: 1, max: 15 }),
  fu: fc.nat(FU.length - 1),
  riichi: fc.nat(63),
  tenpai: fc.nat(15),
});

const seatsOf = (mask: number): Seat[] => ([0, 1, 2, 3] as Seat[]).filter((s) => mask & (1 << s));

function win(r: Raw, winner: Seat, from: Seat | null, salt: number): WinEntry {
  const yakuman = r.han >= 14 ? r.han - 13 : 0;
  const entry: WinEntry = {
    winner,
    from,
    score: { mode: 'value', han: Math.min(r.han, 13), fu: FU[(r.fu + salt) % FU.length]!, yakuman },
  };
  if (yakuman && r.c % 3 === 0) entry.liable = ((winner + 1 + ((r.c >> 2) % 3)) % 4) as Seat;
  return entry;
}

/** An event for the raw choice; it may still be refused (then the game skips it). */
function toEvent(r: Raw, state: GameState): GameEvent {
  const riichi = seatsOf(r.riichi & 15).filter((s) => state.scores[s]! >= 1000);
  const a = (r.a % 4) as Seat;
  const other = (s: Seat, k: number) => ((s + 1 + (k % 3)) % 4) as Seat;
  const hand = (
    result: Extract<GameEvent, { type: 'hand' }>['result'],
    decl: Seat[] = riichi,
  ): GameEvent => ({
    type: 'hand',
    riichi: decl,
    result,
  });
  if (r.kind <= 5) return hand({ kind: 'win', wins: [win(r, a, other(a, r.b), 0)] });
  if (r.kind <= 8) return hand({ kind: 'win', wins: [win(r, a, null, 0)] });
  if (r.kind <= 10) {
    const winners = [other(a, 0), other(a, 1), other(a, 2)].filter((_, i) => i === r.b % 3 || (r.c >> i) & 1);
    return hand({ kind: 'win', wins: winners.map((w, i) => win(r, w, a, i)) });
  }
  if (r.kind <= 16) {
    const tenpai = [...new Set([...seatsOf(r.tenpai), ...riichi])];
    return hand({ kind: 'exhaustive_draw', tenpai, ...(r.c % 6 === 0 ? { nagashi: [a] } : {}) });
  }
  if (r.kind <= 18) {
    const reason = REASONS[r.b % 5]!;
    return hand(
      { kind: 'abortive_draw', reason },
      reason === 'suucha_riichi' ? ([0, 1, 2, 3] as Seat[]).filter((s) => state.scores[s]! >= 1000) : riichi,
    );
  }
  if (r.kind === 19) return hand({ kind: 'chombo', offender: a });
  // A tournament penalty in final points, in halves and tenths.
  if (r.kind === 21) return { type: 'penalty', seat: a, points: -(1 + r.b) / (r.c % 2 ? 2 : 10) };
  // A referee's adjustment: move some points between two players, sticks kept; outright or by
  // deltas (the same move).
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  deltas[a] -= 100 * r.b;
  deltas[other(a, r.c)] += 100 * r.b;
  if (r.c % 2 === 0) return { type: 'adjust', deltas };
  const scores = state.scores.map((v, s) => v + deltas[s]!) as [number, number, number, number];
  return { type: 'adjust', scores, sticks: state.round.sticks };
}

/** Builds a game from raw choices, keeping only accepted events; returns every state on the way. */
function build(preset: string, raws: Raw[]): { doc: GameDocument; states: GameState[] } {
  const doc = newGame(preset);
  const rules = resolveGameRules(
    doc.events[0]!.type === 'start' ? doc.events[0]!.config : (undefined as never),
  );
  if (!rules.ok) throw new Error('rules');
  const events: GameEvent[] = [...doc.events];
  const first = applyEvent(null, events[0]!);
  if (!first.ok) throw new Error('start');
  const states = [first.value];
  for (const r of raws) {
    const state = states.at(-1)!;
    if (state.finished) break;
    const ev = toEvent(r, state);
    const next = applyEvent(state, ev, { rules: rules.value, index: events.length });
    if (!next.ok) continue;
    events.push(ev);
    states.push(next.value);
  }
  return { doc: { ...doc, events }, states };
}

const game = fc.record({
  preset: fc.constantFrom(...PRESETS),
  raws: fc.array(raw, { minLength: 1, maxLength: 60, size: 'large' }),
});
const RUNS = { numRuns: 150 };

describe('ledger properties on random valid games', () => {
  test('the generator makes real games (many hands, wins, draws and ends)', () => {
    let hands = 0;
    let finished = 0;
    let penalties = 0;
    const kinds = new Set<string>();
    fc.assert(
      fc.property(game, ({ preset, raws }) => {
        const { states } = build(preset, raws);
        const last = states.at(-1)!;
        hands += last.history.length;
        if (last.finished) finished++;
        penalties += last.penalties.length;
        for (const h of last.history) kinds.add(h.result.kind);
      }),
      { numRuns: 200, seed: 42 },
    );
    expect(hands).toBeGreaterThan(1500);
    expect(finished).toBeGreaterThan(5);
    expect([...kinds].sort()).toEqual(['abortive_draw', 'chombo', 'exhaustive_draw', 'win']);
    expect(penalties).toBeGreaterThan(50);
  });

  test('a penalty takes its points off after uma: scores, ranks and uma as without it', () => {
    fc.assert(
      fc.property(game, ({ preset, raws }) => {
        const { doc, states } = build(preset, raws);
        const last = states.at(-1)!;
        const without = replayGame(doc.events.filter((e) => e.type !== 'penalty'));
        expect(without.ok).toBe(true);
        if (!without.ok) return;
        expect(without.value.scores).toEqual(last.scores);
        expect(without.value.round).toEqual(last.round);
        const a = settleGame(last).rows;
        const b = settleGame(without.value).rows;
        const given = penaltyPointsBySeat(last);
        for (const s of [0, 1, 2, 3] as const) {
          expect(a[s]!.rank).toBe(b[s]!.rank);
          expect(a[s]!.uma).toBe(b[s]!.uma);
          expect(Math.round((a[s]!.penalty - b[s]!.penalty) * 10)).toBe(Math.round(given[s] * 10));
          expect(Math.round((a[s]!.points - b[s]!.points) * 10)).toBe(Math.round(given[s] * 10));
          // The column's parts: the chombos' as without the penalties, the penalties' as given.
          expect(a[s]!.chomboPenalty).toBe(b[s]!.chomboPenalty);
          expect(Math.round(a[s]!.tournamentPenalty * 10)).toBe(Math.round(given[s] * 10));
          expect(b[s]!.tournamentPenalty).toBe(0);
          expect(a[s]!.penalty).toBe(Math.round((a[s]!.chomboPenalty + a[s]!.tournamentPenalty) * 10) / 10);
        }
      }),
      RUNS,
    );
  });

  test('every intermediate state conserves points plus sticks; every payment balances with the table', () => {
    fc.assert(
      fc.property(game, ({ preset, raws }) => {
        const { doc, states } = build(preset, raws);
        for (const s of states) expect(checkState(s)).toEqual([]);
        const last = states.at(-1)!;
        for (const h of last.history) {
          expect(paymentBalance(h.payment)).toBe(0);
          expect(h.scoresAfter.map((v, i) => v - h.scoresBefore[i]!)).toEqual(h.payment.deltas);
          expect((h.sticksAfter - h.round.sticks) * 1000).toBe(h.payment.table);
          for (const l of h.payment.lines) expect(l.amount).toBeGreaterThan(0);
        }
        // Without adjustments the points in play never change.
        const rules = resolveRiichiGameRules(last.config);
        if (rules.ok && !doc.events.some((e) => e.type === 'adjust'))
          expect(last.total).toBe(4 * rules.value.startPoints);
      }),
      RUNS,
    );
  });

  test('replay is deterministic and equals the state built event by event; save/load changes nothing', () => {
    fc.assert(
      fc.property(game, ({ preset, raws }) => {
        const { doc, states } = build(preset, raws);
        const a = replayGame(doc);
        const b = replayGame(structuredClone(doc));
        expect(a.ok && b.ok).toBe(true);
        expect(a).toEqual(b);
        expect(a.ok && a.value).toEqual(states.at(-1));
        const loaded = parseGameDocument(serializeGame(doc));
        expect(loaded.ok && loaded.value).toEqual(doc);
      }),
      RUNS,
    );
  });

  test('replacing hand k, then restoring it, gives back a deep-equal state; a refused edit changes nothing', () => {
    fc.assert(
      fc.property(game, raw, fc.nat(), ({ preset, raws }, change, pick) => {
        const { doc, states } = build(preset, raws);
        if (doc.events.length < 2) return;
        const k = 1 + (pick % (doc.events.length - 1));
        const original = states.at(-1)!;
        const snapshot = structuredClone(doc);
        const edit = replaceEvent(doc, k, toEvent(change, states[k - 1]!));
        expect(doc).toEqual(snapshot);
        if (!edit.ok) {
          // The error names an event at or after k.
          const at = Number(/^events\[(\d+)\]/.exec(edit.issues[0]!.path ?? '')?.[1]);
          expect(at).toBeGreaterThanOrEqual(k);
          return;
        }
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

  test('removing hand k and inserting it back gives back the same state', () => {
    fc.assert(
      fc.property(game, fc.nat(), ({ preset, raws }, pick) => {
        const { doc, states } = build(preset, raws);
        if (doc.events.length < 2) return;
        const k = 1 + (pick % (doc.events.length - 1));
        const removed = removeEvent(doc, k);
        if (removed.ok) expect(removed.value.doc.events).toHaveLength(doc.events.length - 1);
        // Whether or not the log without hand k replays, putting the hand back restores the game.
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
