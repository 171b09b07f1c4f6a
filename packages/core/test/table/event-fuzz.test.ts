// A log is read from files written by hand and by other programs: whatever part of a valid event
// is replaced by whatever value (a game of each family, every kind of entry, every path into it),
// appending it returns a result, never throws, and a refusal names a problem at a path in the
// log. A thrown TypeError here would be a game a user cannot open.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { FamilyId } from '../../src/rules/family.ts';
import { parseGameDocument } from '../../src/table/document.ts';
import { appendEvent, createGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { pathsOf, replaced } from '../support/paths.ts';
import { PLAYERS } from './helpers.ts';

const anyPart = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    0,
    -1,
    4,
    1.5,
    Number.NaN,
    1e300,
    '',
    'x',
    '1m',
    true,
    false,
    [],
    {},
    [null],
    [5],
    'toString',
    '__proto__',
  ),
  // Values whose conversion to text throws, and one with no prototype.
  fc.constantFrom({ toString: 0 }, [{ toString: 0 }], Object.create(null) as object),
  fc.anything({ maxDepth: 2 }),
);

/** Seat 1's win, on seat 2's discard unless `from` says otherwise. */
const win = (score: Record<string, unknown>, extra: Record<string, unknown> = {}, from: number | null = 2) =>
  ({
    type: 'hand',
    riichi: [],
    result: { kind: 'win', wins: [{ winner: 1, from, score }], ...extra },
  }) as unknown as GameEvent;

const GAMES: { family: FamilyId; preset: string; overrides?: object; events: GameEvent[] }[] = [
  {
    family: 'riichi',
    preset: 'tenhou',
    events: [
      {
        type: 'hand',
        riichi: [1],
        result: {
          kind: 'win',
          wins: [
            {
              winner: 1,
              from: null,
              score: {
                mode: 'hand',
                hand: '234567m345p67899s',
                win: '5p',
                dora: '4m',
                ura: '1z',
                flags: { ippatsu: true },
              },
            },
          ],
        },
      },
      {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [
            {
              winner: 1,
              from: 0,
              liable: 2,
              score: { mode: 'value', han: 13, fu: 0, yakuman: 1, paoYakuman: 1 },
            },
            { winner: 3, from: 0, score: { mode: 'value', han: 2, fu: 40 } },
          ],
        },
      },
      { type: 'hand', riichi: [0, 2], result: { kind: 'exhaustive_draw', tenpai: [0, 2], nagashi: [2] } },
      { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 3 } },
      { type: 'hand', riichi: [3], result: { kind: 'abortive_draw', reason: 'suufon_renda' } },
      { type: 'adjust', scores: [30000, 20000, 25000, 25000], sticks: 0, note: 'x' },
      { type: 'penalty', seat: 1, points: -10, note: 'x' },
    ],
  },
  {
    family: 'classical',
    preset: 'jc_reference',
    events: [
      win(
        { mode: 'hand', hand: '123m456m789m123p55p', win: '5p', bonus: '1f', flags: { lastTile: true } },
        { changeOfHeart: [3] },
      ),
      win({ mode: 'points', points: 40, doubles: 2, limit: false }),
      { type: 'hand', riichi: [2], result: { kind: 'exhaustive_draw', tenpai: [2] } },
      { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 2 } },
    ],
  },
  {
    family: 'classical',
    preset: 'jc_reference',
    overrides: { loserSettlement: true },
    events: [win({ mode: 'points', points: 40, doubles: 2 }, { loserScores: [10, null, 20, 30] })],
  },
  {
    family: 'singapore',
    preset: 'sg_reference',
    events: [
      win(
        {
          mode: 'hand',
          hand: '123m456m789m123p55p',
          win: '5p',
          bonus: '1f',
          flags: { flowerReplacement: 1 },
        },
        {},
        null,
      ),
      win({ mode: 'tai', tai: 3 }),
      { type: 'instant', seat: 1, bonus: '1a', dealtBonus: '', kongs: ['ankan'] },
      { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 2, from: 0 } },
      { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [1] } },
      { type: 'adjust', scores: [100, -100, 0, 0], sticks: 0 },
    ],
  },
];

describe.each(GAMES)(
  '$family $overrides: any part of an entry replaced by anything',
  ({ family, preset, overrides = {}, events }) => {
    const created = createGame({ family, preset, overrides: { ...overrides }, players: PLAYERS });
    if (!created.ok) throw new Error(JSON.stringify(created.issues));
    const doc: GameDocument = created.value;
    const cases = events.flatMap((event) => pathsOf(event).map((path) => [event, path] as const));

    test('the unchanged entries are accepted', () => {
      for (const event of events) {
        const r = appendEvent(doc, event);
        expect(r.ok ? [] : r.issues, JSON.stringify(event)).toEqual([]);
      }
    });

    test('never a throw; a refusal names a problem in the event', () => {
      fc.assert(
        fc.property(fc.constantFrom(...cases), anyPart, ([event, path], part) => {
          const r = appendEvent(doc, replaced(event, path, part) as GameEvent);
          if (r.ok) return;
          expect(r.issues.length).toBeGreaterThan(0);
          for (const i of r.issues) {
            expect(typeof i.message).toBe('string');
            expect(i.path ?? '').toMatch(/^events\[1\]/);
          }
        }),
        { numRuns: 3000 },
      );
    });
  },
);

test('a type, family or schema whose text conversion throws is named, not thrown on (found by the fuzz above)', () => {
  const unprintable = { toString: 0 };
  const game = createGame({ family: 'riichi', preset: 'tenhou', overrides: {}, players: PLAYERS });
  if (!game.ok) throw new Error('game');
  const codes = (r: { ok: boolean; issues?: readonly { code: string; message: string }[] }) =>
    (r.issues ?? []).map((i) => [i.code, i.message]);
  expect(codes(appendEvent(game.value, { type: unprintable } as never))).toEqual([
    ['bad_event', 'unknown event type an object'],
  ]);
  expect(
    codes(createGame({ family: unprintable, preset: 'x', overrides: {}, players: PLAYERS } as never)),
  ).toEqual([['unknown_family', 'unknown rule family an object (riichi, classical, singapore)']]);
  expect(
    codes(createGame({ family: 'toString', preset: 'x', overrides: {}, players: PLAYERS } as never)),
  ).toEqual([['unknown_family', 'unknown rule family "toString" (riichi, classical, singapore)']]);
  expect(codes(parseGameDocument(JSON.stringify({ schema: 5, version: 1, events: [] })))).toContainEqual([
    'bad_schema',
    'not a Mahjong Ledger game: its schema is 5, where a saved game\'s is "mahjong-ledger/game"',
  ]);
  // A JSON file of something else: said without a technical "(schema undefined)".
  expect(codes(parseGameDocument(JSON.stringify({ name: 'my notes' })))).toEqual([
    [
      'bad_schema',
      'not a Mahjong Ledger game: a saved game has "schema": "mahjong-ledger/game", and this file has none',
    ],
  ]);
});
