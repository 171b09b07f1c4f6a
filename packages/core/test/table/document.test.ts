// The saved game (document.ts): a save/load round trip; damaged, foreign, newer and
// non-replaying files are clear errors, never a partial game; the CSV export.

import { describe, expect, test } from 'vitest';
import { exportCsv, handNumber, parseGameDocument, serializeGame } from '../../src/table/document.ts';
import { appendEvent, createGame, madeAfterEnd, replayGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { adjust, adjustBy, draw, newGame, play, ron, tsumo, wins, yakumanWin } from './helpers.ts';

function game(): GameDocument {
  return play(
    newGame('tenhou', { kiriage: true }, 50),
    ron(1, 2, 3, 30, [1]),
    draw([0, 3]),
    {
      type: 'hand',
      riichi: [],
      result: { kind: 'exhaustive_draw', tenpai: [], nagashi: [2] },
      note: 'nagashi by West',
    },
    // The referee moves 500 from East to North.
    adjust([22000, 23400, 31600, 23000], 0),
    wins([yakumanWin(0, null, 1)]),
  ).doc;
}

const codes = (text: string) => {
  const r = parseGameDocument(text);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.issues.map((i) => i.code);
};

describe('save and load', () => {
  test('round trip: the same document and the same state', () => {
    const doc = game();
    const text = serializeGame(doc);
    expect(text.endsWith('\n')).toBe(true);
    const back = parseGameDocument(text);
    expect(back.ok).toBe(true);
    if (!back.ok) return;
    expect(back.value).toEqual(doc);
    expect(replayGame(back.value)).toEqual(replayGame(doc));
    expect(serializeGame(back.value)).toBe(text);
  });

  test('a byte order mark at the start of the file (an editor wrote it; readFile keeps it) is read past', () => {
    const doc = game();
    const back = parseGameDocument(`\uFEFF${serializeGame(doc)}`);
    expect(back.ok ? back.value : back.issues).toEqual(doc);
    // Only at the start: anywhere else it is a character the JSON does not allow.
    expect(codes(`${serializeGame(doc)}\uFEFF`)).toEqual(['bad_json']);
  });

  test('damaged JSON', () => {
    const text = serializeGame(game());
    expect(codes(text.slice(0, text.length / 2))).toEqual(['bad_json']);
    expect(codes('')).toEqual(['bad_json']);
  });

  test('not a game document', () => {
    expect(codes('[]')).toEqual(['bad_document']);
    expect(codes('null')).toEqual(['bad_document']);
    expect(codes('"game"')).toEqual(['bad_document']);
    expect(codes(JSON.stringify({ ...game(), schema: 'other/app' }))).toEqual(['bad_schema']);
    expect(codes(JSON.stringify({ events: game().events }))).toEqual(['bad_schema']);
  });

  test('versions: newer is refused with a message; a missing or bad version too', () => {
    const r = parseGameDocument(JSON.stringify({ ...game(), version: 2 }));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0]!.code).toBe('newer_version');
      expect(r.issues[0]!.message).toMatch(/newer/);
    }
    expect(codes(JSON.stringify({ ...game(), version: '1' }))).toEqual(['bad_version']);
    expect(codes(JSON.stringify({ ...game(), version: 0 }))).toEqual(['bad_version']);
    expect(codes(JSON.stringify({ ...game(), version: 1.5 }))).toEqual(['bad_version']);
    expect(codes(JSON.stringify({ schema: 'mahjong-ledger/game', version: 1 }))).toEqual(['bad_events']);
  });

  test('events that do not replay: an error naming the event, no game', () => {
    const doc = game();
    const bad = structuredClone(doc);
    // Hand 2 becomes a triple ron under tenhou rules.
    bad.events[2] = wins([yakumanWin(1, 0), yakumanWin(2, 0), yakumanWin(3, 0)]);
    const r = parseGameDocument(serializeGame(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues.map((i) => i.code)).toEqual(['triple_ron']);
      expect(r.issues[0]!.path).toBe('events[2].result.wins');
      expect('value' in r).toBe(false);
    }
    expect(codes(JSON.stringify({ ...doc, events: [] }))).toEqual(['empty_game']);
    expect(codes(JSON.stringify({ ...doc, events: doc.events.slice(1) }))).toEqual(['no_start']);
    expect(codes(JSON.stringify({ ...doc, events: [doc.events[0], doc.events[0]] }))).toEqual([
      'second_start',
    ]);
    const over = play(newGame('tenhou'), adjust([25000, 25000, 49000, 1000]), ron(1, 3, 2, 30)).doc; // North −1000: bust
    expect(codes(JSON.stringify({ ...over, events: [...over.events, tsumo(1, 1)] }))).toEqual(['game_over']);
    const start = structuredClone(doc.events[0]!) as { config: { preset: string } };
    start.config.preset = 'nope';
    expect(codes(JSON.stringify({ ...doc, events: [start] }))).toEqual(['unknown_preset']);
  });

  test.each([
    [
      'a riichi list that is not a list',
      { type: 'hand', riichi: 5, result: { kind: 'exhaustive_draw', tenpai: [] } },
    ],
    ['no result', { type: 'hand', riichi: [] }],
    ['a null result', { type: 'hand', riichi: [], result: null }],
    ['a null win', { type: 'hand', riichi: [], result: { kind: 'win', wins: [null] } }],
    [
      'a win without a score',
      { type: 'hand', riichi: [], result: { kind: 'win', wins: [{ winner: 1, from: 2 }] } },
    ],
    [
      'a win with an unknown score mode',
      {
        type: 'hand',
        riichi: [],
        result: { kind: 'win', wins: [{ winner: 1, from: 2, score: { mode: 'x' } }] },
      },
    ],
    ['wins that are not a list', { type: 'hand', riichi: [], result: { kind: 'win', wins: 3 } }],
    [
      'tenpai that is not a list',
      { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: '01' } },
    ],
    [
      'a hand text that is not text',
      {
        type: 'hand',
        riichi: [],
        result: { kind: 'win', wins: [{ winner: 1, from: 2, score: { mode: 'hand', hand: 7 } }] },
      },
    ],
    ['an unknown event', { type: 'party' }],
    ['a null event', null],
    ['an adjustment with three scores', { type: 'adjust', scores: [1, 2, 3], sticks: 0 }],
  ])('a damaged event (%s) is an error, not a crash', (_, event) => {
    const doc = newGame('tenhou');
    const text = JSON.stringify({ ...doc, events: [...doc.events, event] });
    let r: ReturnType<typeof parseGameDocument> | undefined;
    expect(() => {
      r = parseGameDocument(text);
    }).not.toThrow();
    expect(r!.ok).toBe(false);
    if (r && !r.ok) expect(r.issues[0]!.path).toMatch(/^events\[1\]/);
  });

  test('createGame refuses a bad configuration with every problem', () => {
    const r = createGame({
      family: 'riichi',
      preset: 'tenhou',
      overrides: { bust: 'yes' },
      players: ['a', 'b', 'c'] as never,
      rate: -1,
    });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.code).sort()).toEqual(['bad_option', 'bad_players', 'bad_rate']);
    const f = createGame({
      family: 'hongkong' as never,
      preset: 'x',
      overrides: {},
      players: ['a', 'b', 'c', 'd'],
    });
    expect(!f.ok && f.issues.map((i) => i.code)).toEqual(['unknown_family']);
    const g = createGame({ family: 'classical', preset: 'x', overrides: {}, players: ['a', 'b', 'c', 'd'] });
    expect(!g.ok && g.issues.map((i) => i.code)).toEqual(['unknown_preset']);
  });
});

describe('CSV export', () => {
  test('one row per hand and adjustment: round, honba, sticks, result, deltas and scores', () => {
    const doc = game();
    const r = replayGame(doc);
    if (!r.ok) throw new Error('replay');
    expect(exportCsv(r.value)).toBe(
      [
        'hand,round,honba,sticks,result,Ann delta,Bob delta,Cy delta,Dee delta,Ann score,Bob score,Cy score,Dee score',
        // South rons West, 3 han 30 fu = 3900, with South's own riichi stick back.
        '1,E1,0,0,ron 2<-3,0,3900,-3900,0,25000,28900,21100,25000',
        '2,E2,0,0,draw tenpai 1/4,1500,-1500,-1500,1500,26500,27400,19600,26500',
        // West is the dealer at E3: nagashi 4000 all.
        '3,E3,1,0,nagashi 3,-4000,-4000,12000,-4000,22500,23400,31600,22500',
        // The adjustment is no hand (no number), but its row keeps the running scores adding up.
        ',E4,2,0,adjust,-500,0,0,500,22000,23400,31600,23000',
        // East tsumo yakuman as a non-dealer at E4, 2 honba: 16200 + 8200 + 8200.
        '4,E4,2,0,tsumo 1,32600,-8200,-8200,-16200,54600,15200,23400,6800',
        '',
      ].join('\n'),
    );
  });
  test('an adjustment or penalty after the game ended reads "end" for its round, with no honba', () => {
    // South, the dealer at East 2, takes a yakuman from West (48,000, one honba, South's stick
    // back), who goes below zero: tenhou's game ends there.
    const { state } = play(
      newGame('tenhou'),
      draw([1], [1]),
      wins([yakumanWin(1, 2)]),
      { type: 'penalty', seat: 1, points: -20 },
      adjustBy([100, -100, 0, 0]),
    );
    expect(state.finished).toBe(true);
    expect([1, 2, 3, 4].map((i) => madeAfterEnd(state, i))).toEqual([false, false, true, true]);
    // The records keep the round that would have come next (the dealer's repeat: East 2 with
    // two honba); the CSV does not name it.
    expect(state.penalties[0]!.round).toMatchObject({ wind: 1, number: 2, honba: 2 });
    const rows = exportCsv(state).trim().split('\n').slice(1);
    expect(rows).toEqual([
      '1,E1,0,0,draw tenpai 2,-1000,2000,-1000,-1000,24000,27000,24000,24000',
      '2,E2,1,1,ron 2<-3,0,49300,-48300,0,24000,76300,-24300,24000',
      ',end,,0,penalty 2 -20,0,0,0,0,24000,76300,-24300,24000',
      ',end,,0,adjust,100,-100,0,0,24100,76200,-24300,24000',
    ]);
  });
  test('names with commas and quotes are quoted', () => {
    const g = createGame({
      family: 'riichi',
      preset: 'wrc2025',
      overrides: {},
      players: ['A, B', 'Say "hi"', 'C', 'D'],
    });
    if (!g.ok) throw new Error('create');
    const r = replayGame(play(g.value, draw([])).doc);
    if (!r.ok) throw new Error('replay');
    const [head, row] = exportCsv(r.value).split('\n');
    expect(head).toBe(
      'hand,round,honba,sticks,result,"A, B delta","Say ""hi"" delta",C delta,D delta,"A, B score","Say ""hi"" score",C score,D score',
    );
    expect(row).toBe('1,E1,0,0,draw tenpai none,0,0,0,0,30000,30000,30000,30000');
  });
  test('a name a spreadsheet would run as a formula is written as text; negative numbers stay numbers', () => {
    const g = createGame({
      family: 'singapore',
      preset: 'sg_reference',
      overrides: {},
      players: ['=HYPERLINK("x")', '@SUM(1)', '+B', '-C'],
    });
    if (!g.ok) throw new Error('create');
    const r = replayGame(play(g.value, wins([{ winner: 0, from: 1, score: { mode: 'tai', tai: 1 } }])).doc);
    if (!r.ok) throw new Error('replay');
    const [head, row] = exportCsv(r.value).split('\n');
    expect(head!.split(',').slice(4, 8)).toEqual([
      `"'=HYPERLINK(""x"") delta"`,
      "'@SUM(1) delta",
      "'+B delta",
      "'-C delta",
    ]);
    expect(row).toBe('1,E1,0,ron 1<-2,4.00,-2.00,-1.00,-1.00,4.00,-2.00,-1.00,-1.00');
  });
});

describe('handNumber', () => {
  test('hands count from 1; an instant payout carries the hand in play; an adjustment none', () => {
    const created = createGame({
      family: 'singapore',
      preset: 'sg_reference',
      overrides: {},
      players: ['Ann', 'Bob', 'Cy', 'Dee'],
    });
    if (!created.ok) throw new Error('create');
    const events: GameEvent[] = [
      { type: 'instant', seat: 0, bonus: '1a' }, // 1: during hand 1
      {
        type: 'hand',
        riichi: [],
        result: { kind: 'win', wins: [{ winner: 1, from: null, score: { mode: 'tai', tai: 2 } }] },
      }, // 2: hand 1
      { type: 'adjust', scores: [0, 0, 0, 0], sticks: 0 }, // 3: between hands 1 and 2
      { type: 'instant', seat: 2, kongs: ['ankan'] }, // 4: during hand 2
      { type: 'instant', seat: 3, bonus: '3a' }, // 5: during hand 2
      { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } }, // 6: hand 2
    ];
    let doc = created.value;
    for (const e of events) {
      const next = appendEvent(doc, e);
      if (!next.ok) throw new Error(JSON.stringify(next.issues));
      doc = next.value.doc;
    }
    const r = replayGame(doc);
    if (!r.ok) throw new Error('replay');
    const history = r.value.history;
    expect(history.map((h) => [h.eventIndex, handNumber(history, h.eventIndex)])).toEqual([
      [1, 1],
      [2, 1],
      [4, 2],
      [5, 2],
      [6, 2],
    ]);
    // An entry appended after the history is the next hand; the adjustment's index, the hand after it.
    expect(handNumber(history, 7)).toBe(3);
    expect(handNumber(history, 3)).toBe(2);
    expect(handNumber([], 1)).toBe(1);
    // The CSV numbers its rows the same way.
    expect(
      exportCsv(r.value)
        .trim()
        .split('\n')
        .slice(1)
        .map((row) => row.split(',')[0]),
    ).toEqual(['1', '1', '', '2', '2', '2']);
  });
});
