// The audit's findings, each pinned: rule options that made the ledger throw or its sums not add
// up, edits of something that is no game document, imported entries whose lists are no lists,
// overrides that are no object, the default eventIndex after an adjustment, and the CSV's
// numbering, columns and adjustments. Each is a refusal with a typed issue, never a throw.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/payment.ts';
import { exportCsv, parseGameDocument, serializeGame } from '../../src/table/document.ts';
import {
  appendEvent,
  applyEvent,
  createGame,
  insertEvent,
  MAX_LEDGER_AMOUNT,
  removeEvent,
  replaceEvent,
  replayGame,
  settleGame,
} from '../../src/table/ledger.ts';
import type { GameConfig, GameDocument, GameEvent, GameState } from '../../src/table/types.ts';
import { adjust, draw, hand, newGame, PLAYERS, play, ron, tsumo } from './helpers.ts';

const FAMILIES = [
  ['riichi', 'tenhou'],
  ['classical', 'jc_reference'],
  ['singapore', 'sg_reference'],
] as const;

function config(family: GameConfig['family'], preset: string, overrides: unknown = {}): GameConfig {
  return { family, preset, overrides: overrides as Record<string, unknown>, players: PLAYERS };
}

function game(family: GameConfig['family'], preset: string, overrides: Record<string, unknown> = {}) {
  const g = createGame(config(family, preset, overrides));
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  return g.value;
}

/** The issues [code, path] a configuration is refused with ([] when accepted). */
const configIssues = (c: GameConfig) => {
  const r = createGame(c);
  return r.ok ? [] : r.issues.map((i) => [i.code, i.path]);
};

const taiWin = (winner: Seat, from: Seat | null, tai: number): GameEvent =>
  hand({ kind: 'win', wins: [{ winner, from, score: { mode: 'tai', tai } }] });

const pointsWin = (winner: Seat, from: Seat | null, points: number, doubles: number): GameEvent =>
  hand({ kind: 'win', wins: [{ winner, from, score: { mode: 'points', points, doubles } }] });

describe('rule options that made the ledger throw or its sums not add up', () => {
  test('notenTotal 1000 (not split evenly by 3 tenpai to 1, or 1 to 3) is refused at the start', () => {
    const r = createGame(config('riichi', 'tenhou', { notenTotal: 1000 }));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_option', 'rule_overrides.notenTotal'],
    ]);
    expect(!r.ok && r.issues[0]!.message).toMatch(/multiple of 12/);
  });

  test.each([1, 2, 3])('a notenTotal every split divides (1200): %i tenpai pay whole points', (n) => {
    const doc = game('riichi', 'tenhou', { notenTotal: 1200 });
    const tenpai = ([0, 1, 2, 3] as Seat[]).slice(0, n);
    const { state } = play(doc, draw(tenpai));
    const deltas = state.scores.map((v) => v - 25000);
    expect(deltas.every(Number.isInteger)).toBe(true);
    expect(deltas.slice(0, n).reduce((a, b) => a + b, 0)).toBe(1200);
    expect(deltas.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('returnPoints 30050 (which settled to a sum of 0.2) is refused; 30100 settles to 0', () => {
    expect(configIssues(config('riichi', 'tenhou', { returnPoints: 30050 }))).toEqual([
      ['bad_option', 'rule_overrides.returnPoints'],
    ]);
    expect(configIssues(config('riichi', 'tenhou', { startPoints: 25050 }))).toEqual([
      ['bad_option', 'rule_overrides.startPoints'],
    ]);
    const { state } = play(game('riichi', 'tenhou', { returnPoints: 30100 }), ron(1, 2, 3), tsumo(3, 2));
    const points = settleGame(state).rows.map((r) => Math.round(r.points * 10));
    expect(points.reduce((a, b) => a + b, 0)).toBe(0);
  });

  test('targetPoints and riichiMinPoints are whole points ≥ 0', () => {
    expect(configIssues(config('riichi', 'tenhou', { targetPoints: 30000.5, riichiMinPoints: -1 }))).toEqual([
      ['bad_option', 'rule_overrides.targetPoints'],
      ['bad_option', 'rule_overrides.riichiMinPoints'],
    ]);
  });

  test('Japanese Classical: a limit of 10^20 (a points win then threw) is refused at the start', () => {
    expect(configIssues(config('classical', 'jc_reference', { limit: 1e20 }))).toEqual([
      ['bad_option', 'rule_overrides.limit'],
    ]);
    expect(configIssues(config('classical', 'jc_reference', { readyStick: 2 ** 60 }))).toEqual([
      ['bad_option', 'rule_overrides.readyStick'],
    ]);
    // The largest limit allowed pays exactly.
    const { state } = play(
      game('classical', 'jc_reference', { limit: 1_000_000_000 }),
      pointsWin(1, 2, 100, 20),
    );
    expect(state.scores).toEqual([500, 500 + 4 * 100 * 2 ** 20, 500 - 4 * 100 * 2 ** 20, 500]);
  });

  test('Singapore: a false-win penalty of 2000 tai (worth Infinity: the false win threw) is refused', () => {
    expect(configIssues(config('singapore', 'sg_reference', { falseWinPenaltyTai: 2000 }))).toEqual([
      ['bad_rule_value', 'rule_overrides.falseWinPenaltyTai'],
    ]);
  });

  test('Singapore unlimited: a hand past what the ledger counts exactly is refused, not rounded', () => {
    const { doc } = play(game('singapore', 'sg_unlimited'), taiWin(1, 2, 1));
    // 64 tai: 0.5 × 2^64 a share, 9.2 × 10^18 in hundredths: the scores lost the first hand's cents.
    const r = appendEvent(doc, taiWin(2, 3, 64));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['beyond_ledger', 'events[2].result'],
    ]);
    // 40 tai (1.1 × 10^14 hundredths from the discarder) is still exact.
    const ok40 = appendEvent(doc, taiWin(2, 3, 40));
    expect(ok40.ok && ok40.value.state.scores).toEqual([
      -100 - 50 * 2 ** 40,
      400 - 50 * 2 ** 40,
      -200 + 200 * 2 ** 40,
      -100 - 100 * 2 ** 40,
    ]);
  });

  test('an adjustment to scores past what the ledger counts exactly is refused', () => {
    const r = appendEvent(newGame('tenhou'), adjust([1e20, 0, 0, 0]));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_adjust', 'events[1].scores[0]'],
    ]);
    expect(appendEvent(newGame('tenhou'), adjust([MAX_LEDGER_AMOUNT, 0, 0, 0])).ok).toBe(true);
  });
});

describe('an edit of something that is no game document: a typed refusal, never a TypeError', () => {
  const event = draw([]);
  const edits: [string, (doc: unknown) => ReturnType<typeof appendEvent>][] = [
    ['appendEvent', (d) => appendEvent(d as GameDocument, event)],
    ['replaceEvent', (d) => replaceEvent(d as GameDocument, 1, event)],
    ['replaceEvent of the start', (d) => replaceEvent(d as GameDocument, 0, newGame('tenhou').events[0]!)],
    ['insertEvent', (d) => insertEvent(d as GameDocument, 1, event)],
    ['removeEvent', (d) => removeEvent(d as GameDocument, 1)],
  ];
  const docs: [string, unknown][] = [
    ['null', null],
    ['undefined', undefined],
    ['an empty object', {}],
    ['a list', []],
    ['text', 'game'],
    ['events that are no list', { schema: 'mahjong-ledger/game', version: 1, events: 5 }],
  ];
  test.each(edits.flatMap(([name, edit]) => docs.map(([what, doc]) => [name, what, edit, doc] as const)))(
    '%s on %s',
    (_name, _what, edit, doc) => {
      const r = edit(doc);
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['bad_document', 'document']]);
    },
  );

  test('replacing event 0 (the start) with null is refused', () => {
    const doc = play(newGame('tenhou'), draw([])).doc;
    const r = replaceEvent(doc, 0, null as never);
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['bad_index']);
    const s = replaceEvent(doc, 1, null as never);
    expect(s.ok ? [] : s.issues.map((i) => [i.code, i.path])).toEqual([['bad_event', 'events[1]']]);
  });
});

describe('an imported draw or win whose lists are no lists is refused, naming the field', () => {
  const withEvent = (family: GameConfig['family'], preset: string, e: unknown) =>
    serializeGame({ ...game(family, preset), events: [...game(family, preset).events, e as GameEvent] });
  test.each([
    ['classical', 'jc_reference'],
    ['singapore', 'sg_reference'],
  ] as const)('%s', (family, preset) => {
    const cases: [unknown, string][] = [
      [{ kind: 'exhaustive_draw' }, 'events[1].result.tenpai'],
      [{ kind: 'exhaustive_draw', tenpai: null }, 'events[1].result.tenpai'],
      [{ kind: 'exhaustive_draw', tenpai: [], nagashi: 3 }, 'events[1].result.nagashi'],
      [{ kind: 'win', wins: [null] }, 'events[1].result.wins[0]'],
      [{ kind: 'win', wins: 'x' }, 'events[1].result.wins'],
    ];
    for (const [result, path] of cases) {
      const r = parseGameDocument(withEvent(family, preset, { type: 'hand', riichi: [], result }));
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['bad_entry', path]]);
    }
    // What is accepted is what the CSV reads.
    const fine = parseGameDocument(
      withEvent(family, preset, {
        type: 'hand',
        riichi: [],
        result: { kind: 'exhaustive_draw', tenpai: [] },
      }),
    );
    if (!fine.ok) throw new Error(JSON.stringify(fine.issues));
    const state = replayGame(fine.value);
    // A Singapore draw is a draw: waiting hands pay nothing there, and it has no sticks column.
    expect(state.ok && exportCsv(state.value).split('\n')[1]).toMatch(
      family === 'singapore' ? /^1,E1,0,draw,0\.00,/ : /^1,E1,0,0,draw tenpai none,/,
    );
  });
});

describe('overrides that are no object are refused, in every family', () => {
  test.each(FAMILIES.flatMap(([f, p]) => [-1, 'x', true, ['a']].map((o) => [f, p, o] as const)))(
    '%s (%s) overrides %j',
    (family, preset, overrides) => {
      expect(configIssues(config(family, preset, overrides))).toEqual([['bad_overrides', 'rule_overrides']]);
    },
  );
  test('a saved game whose start has them: an error, not a crash', () => {
    const doc = { ...newGame('tenhou'), events: [{ type: 'start', config: config('riichi', 'tenhou', -1) }] };
    const r = parseGameDocument(JSON.stringify(doc));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_overrides', 'events[0].rule_overrides'],
    ]);
  });
  test('no overrides at all (null) is none', () => {
    for (const [family, preset] of FAMILIES) expect(configIssues(config(family, preset, null))).toEqual([]);
  });
});

describe('applyEvent without an index records the index replayGame does', () => {
  test('adjustments count as events of the log', () => {
    const events = [
      newGame('tenhou').events[0]!,
      adjust([26000, 24000, 25000, 25000]),
      draw([0]),
      adjust([26000, 24000, 25000, 25000], 1),
      ron(1, 2, 2),
    ];
    let state: GameState | null = null;
    for (const e of events) {
      const r = applyEvent(state, e);
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      state = r.value;
    }
    const replayed = replayGame(events);
    if (!replayed.ok) throw new Error(JSON.stringify(replayed.issues));
    expect(state!.history.map((h) => h.eventIndex)).toEqual([2, 4]);
    expect(state!.adjustments.map((a) => a.eventIndex)).toEqual([1, 3]);
    expect(state).toEqual(replayed.value);
  });
});

describe('CSV export', () => {
  test('Singapore: payouts numbered by the hand in play, no sticks column, adjustments as rows', () => {
    const { state } = play(
      game('singapore', 'sg_reference'),
      { type: 'instant', seat: 3, bonus: '1a2a' },
      taiWin(3, null, 1),
      { type: 'instant', seat: 0, kongs: ['ankan'] },
      adjust([500, -500, 0, 0]),
      taiWin(0, 2, 2),
    );
    expect(exportCsv(state).split('\n')).toEqual([
      'hand,round,honba,result,Ann delta,Bob delta,Cy delta,Dee delta,Ann score,Bob score,Cy score,Dee score',
      // North's bite, paid during hand 1, which North then wins: both rows are hand 1 (the app's
      // "During hand 1" and "Hand 1"); East's kong is paid during hand 2.
      '1,E1,0,instant 4,-2.00,-2.00,-2.00,6.00,-2.00,-2.00,-2.00,6.00',
      '1,E1,0,tsumo 4,-2.00,-2.00,-2.00,6.00,-4.00,-4.00,-4.00,12.00',
      '2,E2,0,instant 1,12.00,-4.00,-4.00,-4.00,8.00,-8.00,-8.00,8.00',
      // The adjustment is no hand; its deltas keep the running scores adding up.
      ',E2,0,adjust,-3.00,3.00,8.00,-8.00,5.00,-5.00,0.00,0.00',
      '2,E2,0,ron 1<-3,8.00,-2.00,-4.00,-2.00,13.00,-7.00,-4.00,-2.00',
      '',
    ]);
  });

  test('riichi: an adjustment of the sticks keeps its row, and the sticks column follows', () => {
    const { state } = play(newGame('tenhou'), adjust([24000, 25000, 25000, 25000], 1), ron(1, 2, 1));
    expect(exportCsv(state).split('\n').slice(1, 3)).toEqual([
      ',E1,0,0,adjust,-1000,0,0,0,24000,25000,25000,25000',
      '1,E1,0,1,ron 2<-3,0,2000,-1000,0,24000,27000,24000,25000',
    ]);
  });
});
