// A field the ledger does not know is refused at its path in the log, with the event's other
// problems, and the game is left as it was: a misspelt field would otherwise be kept and
// ignored, and the hand scored without what it meant (a liability, a penalty, a nagashi).

import { describe, expect, test } from 'vitest';
import type { Issue } from '../../src/result.ts';
import { appendEvent, createGame, replayGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { PLAYERS } from './helpers.ts';

function game(family: 'riichi' | 'classical' | 'singapore', preset: string): GameDocument {
  const r = createGame({ family, preset, overrides: {}, players: PLAYERS });
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
const RIICHI = game('riichi', 'wrc2025');
const CLASSICAL = game('classical', 'jc_reference');
const SINGAPORE = game('singapore', 'sg_reference');

const codes = (issues: readonly Issue[]) => issues.map((i) => [i.code, i.path]);

/** The issues of appending `event` (as a log written by hand might hold it) to `doc`. */
function refusal(doc: GameDocument, event: unknown): Issue[] {
  const r = appendEvent(doc, event as GameEvent);
  if (r.ok) throw new Error('the event was accepted');
  return r.issues;
}

const yakuman = { mode: 'value', han: 13, fu: 0, yakuman: 1 };
/** A hand event as a log written by hand might hold it. */
const handEvent = (result: Record<string, unknown>) => ({ type: 'hand', riichi: [], result });
/** A hand won by seat 1 (on seat 2's discard unless `entry` says otherwise). */
const winEvent = (entry: Record<string, unknown>, result: Record<string, unknown> = {}) =>
  handEvent({ kind: 'win', wins: [{ winner: 1, from: 2, ...entry }], ...result });

describe.each([
  {
    what: 'a misspelt liability (the pao would be dropped)',
    doc: RIICHI,
    event: winEvent({ from: null, liabel: 2, score: yakuman }),
    at: 'events[1].result.wins[0].liabel',
  },
  {
    what: 'a misspelt yakuman multiple',
    doc: RIICHI,
    event: winEvent({ score: { mode: 'value', han: 3, fu: 30, yakman: 1 } }),
    at: 'events[1].result.wins[0].score.yakman',
  },
  {
    what: 'a misspelt nagashi on a draw',
    doc: RIICHI,
    event: handEvent({ kind: 'exhaustive_draw', tenpai: [1], nagshi: [1] }),
    at: 'events[1].result.nagshi',
  },
  {
    what: 'flags written as "flag" on a hand',
    doc: RIICHI,
    event: winEvent({
      score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flag: { ippatsu: true } },
    }),
    at: 'events[1].result.wins[0].score.flag',
  },
  {
    what: 'a misspelt change of heart (the penalty would be dropped)',
    doc: CLASSICAL,
    event: winEvent({ score: { mode: 'points', points: 30, doubles: 1 } }, { changeOfHart: [2] }),
    at: 'events[1].result.changeOfHart',
  },
  {
    what: 'the tai given under another name',
    doc: SINGAPORE,
    event: winEvent({ score: { mode: 'tai', tai: 2, fan: 3 } }),
    at: 'events[1].result.wins[0].score.fan',
  },
  {
    what: 'a snake_case field on an instant payout',
    doc: SINGAPORE,
    event: { type: 'instant', seat: 1, kongs: ['kan'], dealt_bonus: '1a' },
    at: 'events[1].dealt_bonus',
  },
  {
    what: 'a field of no event',
    doc: RIICHI,
    event: { ...handEvent({ kind: 'exhaustive_draw', tenpai: [] }), notes: 'x' },
    at: 'events[1].notes',
  },
  {
    what: 'a referee’s correction with a field of no correction',
    doc: RIICHI,
    event: { type: 'adjust', scores: [25000, 25000, 25000, 25000], sticks: 0, honba: 2 },
    at: 'events[1].honba',
  },
])('$what', ({ doc, event, at }) => {
  test('is refused at its path', () => {
    const issues = refusal(doc, event);
    expect(codes(issues)).toContainEqual(['unknown_field', at]);
    const field = at.slice(at.lastIndexOf('.') + 1);
    expect(issues.find((i) => i.path === at)?.message).toMatch(new RegExp(`^"${field}" is not a field of `));
  });
  test('the same event without the field is accepted', () => {
    const clean = JSON.parse(JSON.stringify(event), (key, value) =>
      key === at.slice(at.lastIndexOf('.') + 1) ? undefined : value,
    );
    expect(appendEvent(doc, clean).ok).toBe(true);
  });
});

test('an unknown field is named with the event’s other problems', () => {
  const issues = refusal(RIICHI, winEvent({ from: 1, liabel: 2, score: { mode: 'value', han: 0, fu: 30 } }));
  expect(codes(issues)).toEqual(
    expect.arrayContaining([
      ['unknown_field', 'events[1].result.wins[0].liabel'],
      ['self_ron', 'events[1].result.wins[0].from'],
    ]),
  );
});

test('a field known to the ledger but not to the entry’s mode keeps its own reason', () => {
  const issues = refusal(RIICHI, winEvent({ score: { mode: 'value', han: 3, fu: 30, dora: '1m' } }));
  expect(codes(issues)).toEqual([['tiles_with_value', 'events[1].result.wins[0].score.dora']]);
});

test('a field given as undefined (a JavaScript caller’s optional field) is no field', () => {
  const event = { ...handEvent({ kind: 'exhaustive_draw', tenpai: [] }), extra: undefined };
  expect(appendEvent(RIICHI, event as unknown as GameEvent).ok).toBe(true);
});

test('a game’s configuration with a field the ledger does not know is refused, at its creation and in a log', () => {
  const config = { family: 'riichi', preset: 'wrc2025', overrides: {}, players: PLAYERS, rates: 2 } as never;
  const created = createGame(config);
  expect(created.ok ? [] : codes(created.issues)).toEqual([['unknown_field', 'config.rates']]);
  const replayed = replayGame({
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [{ type: 'start', config }],
  });
  expect(replayed.ok ? [] : codes(replayed.issues)).toEqual([['unknown_field', 'events[0].config.rates']]);
});

test('the message lists the fields of the entry’s own mode', () => {
  const issues = refusal(RIICHI, winEvent({ score: { mode: 'value', han: 3, fu: 30, yakman: 1 } }));
  expect(issues.map((i) => i.message)).toEqual([
    '"yakman" is not a field of a win entered in mode "value" (mode, han, fu, yakuman, paoYakuman)',
  ]);
});
