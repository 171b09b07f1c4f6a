// Shared builders for the ledger tests: games, events and positions at a given round, honba
// and stick count. Seats: 0 = East at East 1 (the first dealer), 1 = South, 2 = West, 3 = North.

import { expect } from 'vitest';
import type { Seat } from '../../src/payment.ts';
import type { AbortiveDraw } from '../../src/rules/riichi/options.ts';
import { appendEvent, createGame, replayGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent, GameState, HandResult, WinEntry } from '../../src/table/types.ts';

export const PLAYERS: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];

export function newGame(
  preset: string,
  overrides: Record<string, unknown> = {},
  rate?: number,
): GameDocument {
  const r = createGame({
    family: 'riichi',
    preset,
    overrides,
    players: PLAYERS,
    ...(rate === undefined ? {} : { rate }),
  });
  if (!r.ok) throw new Error(`createGame: ${JSON.stringify(r.issues)}`);
  return r.value;
}

/** A hand event. */
export function hand(result: HandResult, riichi: Seat[] = []): GameEvent {
  return { type: 'hand', riichi, result };
}

export function ron(winner: Seat, from: Seat, han: number, fu = 30, riichi: Seat[] = []): GameEvent {
  return hand({ kind: 'win', wins: [{ winner, from, score: { mode: 'value', han, fu } }] }, riichi);
}

export function tsumo(winner: Seat, han: number, fu = 30, riichi: Seat[] = []): GameEvent {
  return hand({ kind: 'win', wins: [{ winner, from: null, score: { mode: 'value', han, fu } }] }, riichi);
}

export function valueWin(
  winner: Seat,
  from: Seat | null,
  han: number,
  fu = 30,
  extra: Partial<WinEntry> = {},
): WinEntry {
  return { winner, from, score: { mode: 'value', han, fu }, ...extra };
}

export function yakumanWin(
  winner: Seat,
  from: Seat | null,
  multiple = 1,
  liable?: Seat,
  paoYakuman?: number,
): WinEntry {
  return {
    winner,
    from,
    ...(liable === undefined ? {} : { liable }),
    score: {
      mode: 'value',
      han: 13,
      fu: 0,
      yakuman: multiple,
      ...(paoYakuman === undefined ? {} : { paoYakuman }),
    },
  };
}

export function wins(entries: WinEntry[], riichi: Seat[] = []): GameEvent {
  return hand({ kind: 'win', wins: entries }, riichi);
}

export function draw(tenpai: Seat[], riichi: Seat[] = [], nagashi?: Seat[]): GameEvent {
  return hand({ kind: 'exhaustive_draw', tenpai, ...(nagashi ? { nagashi } : {}) }, riichi);
}

export function abort(reason: AbortiveDraw, riichi: Seat[] = []): GameEvent {
  return hand({ kind: 'abortive_draw', reason }, riichi);
}

export function chombo(offender: Seat, riichi: Seat[] = []): GameEvent {
  return hand({ kind: 'chombo', offender }, riichi);
}

export function adjust(scores: [number, number, number, number], sticks = 0): GameEvent {
  return { type: 'adjust', scores, sticks };
}

/** A referee's correction by points added to each seat (and sticks put on or taken off). */
export function adjustBy(deltas: [number, number, number, number], stickDelta?: number): GameEvent {
  return { type: 'adjust', deltas, ...(stickDelta === undefined ? {} : { stickDelta }) };
}

/** Appends events; throws with the issues if one is refused. */
export function play(doc: GameDocument, ...events: GameEvent[]): { doc: GameDocument; state: GameState } {
  let d = doc;
  let state = replayGame(d);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  for (const e of events) {
    const r = appendEvent(d, e);
    if (!r.ok) throw new Error(`event refused: ${JSON.stringify(r.issues)}`);
    d = r.value.doc;
    state = { ok: true, value: r.value.state };
  }
  return { doc: d, state: state.value };
}

/** The issue codes an appended event is refused with ([] when accepted). */
export function refusal(doc: GameDocument, event: GameEvent): string[] {
  const r = appendEvent(doc, event);
  return r.ok ? [] : r.issues.map((i) => i.code);
}

/**
 * A game at round `wind`-`number` (1 East, 2 South, 3 West) with `honba` counters, the given
 * scores and sticks on the table. Rotations are non-dealer rons (honba back to 0), honba
 * comes from exhaustive draws with the dealer alone tenpai, then an adjustment sets the
 * scores and sticks.
 */
export function position(
  preset: string,
  at: {
    wind?: number;
    number?: number;
    honba?: number;
    sticks?: number;
    scores?: [number, number, number, number];
  },
  overrides: Record<string, unknown> = {},
): { doc: GameDocument; state: GameState } {
  const doc = newGame(preset, overrides);
  const events: GameEvent[] = [];
  const rotations = ((at.wind ?? 1) - 1) * 4 + ((at.number ?? 1) - 1);
  for (let i = 0; i < rotations; i++) {
    const dealer = (i % 4) as Seat;
    events.push(adjust([25000, 25000, 25000, 25000]));
    events.push(ron(((dealer + 1) % 4) as Seat, ((dealer + 2) % 4) as Seat, 1, 30));
  }
  const dealer = (rotations % 4) as Seat;
  for (let i = 0; i < (at.honba ?? 0); i++) {
    events.push(adjust([25000, 25000, 25000, 25000]));
    events.push(draw([dealer]));
  }
  events.push(adjust(at.scores ?? [25000, 25000, 25000, 25000], at.sticks ?? 0));
  const r = play(doc, ...events);
  expect(r.state.round).toMatchObject({
    wind: at.wind ?? 1,
    number: at.number ?? 1,
    honba: at.honba ?? 0,
    sticks: at.sticks ?? 0,
  });
  expect(r.state.dealer).toBe(dealer);
  return r;
}

/** Score changes of the last hand (stick deposits included). */
export function deltas(state: GameState): number[] {
  const h = state.history.at(-1)!;
  return h.scoresAfter.map((v, i) => v - h.scoresBefore[i]!);
}

/** What each seat paid (negative) or received in the last hand, by line reason. */
export function linesOf(state: GameState, reason: string): { from: number; to: number; amount: number }[] {
  return state.history
    .at(-1)!
    .payment.lines.filter((l) => l.reason === reason)
    .map(({ from, to, amount }) => ({ from, to, amount }));
}
