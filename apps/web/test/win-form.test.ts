// The win screen's form and the event it writes (winForm.ts): a Japanese Classical hand whose
// changes of heart list the winner (the CLI and the library allow it; he pays nothing) is opened
// to be edited and saved without a change as it was, his entry kept; a count changed is written
// with his still there.

import { appendEvent, type GameDocument, type GameEvent, replayGame, type Seat } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { familyUi } from '../src/game/families.ts';
import {
  buildEvent,
  heartCounts,
  initialForm,
  shownIssues,
  type WinForm,
  withWinner,
} from '../src/game/winForm.ts';

/** Bob wins on Carol's discard (30 points, 1 double); Dave made two changes of heart, Bob one. */
const HAND: GameEvent = {
  type: 'hand',
  riichi: [],
  result: {
    kind: 'win',
    wins: [{ winner: 1, from: 2, score: { mode: 'points', points: 30, doubles: 1 } }],
    changeOfHeart: [3, 1, 3],
  },
};

/** A game of `family` whose one hand is `hand`, opened in the win form to be edited. */
function openHand(config: { family: 'classical' | 'singapore'; preset: string }, hand: GameEvent) {
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [{ type: 'start', config: { ...config, overrides: {}, players: ['A', 'B', 'C', 'D'] } }, hand],
  };
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  return { ui: familyUi(state.value.config)!, form: initialForm({ doc, riichi: [] }, 1) };
}

const open = () => openHand({ family: 'classical', preset: 'jc_reference' }, HAND);

test('a hand listing the winner among the changes of heart is saved as it was when untouched', () => {
  const { ui, form } = open();
  expect(heartCounts(form)).toEqual([0, 1, 0, 2]);
  expect(buildEvent(form, ui)).toEqual(HAND);
});

test("a count changed is written in seat order, the winner's entry kept", () => {
  const { ui, form } = open();
  const event = buildEvent({ ...form, heart: [1, 1, 0, 2] }, ui);
  expect(event?.type === 'hand' && event.result.kind === 'win' && event.result.changeOfHeart).toEqual([
    0, 1, 3, 3,
  ] satisfies Seat[]);
  // Every count back to nothing: no list at all.
  const none = buildEvent({ ...form, heart: [0, 0, 0, 0] }, ui);
  expect(none?.type === 'hand' && none.result.kind === 'win' && 'changeOfHeart' in none.result).toBe(false);
});

test('the same counts in another order are still the list as it was', () => {
  const { ui, form } = open();
  // The box of Dave changed to 1 and back to 2: the stored order is kept.
  const back = heartCounts({ ...form, heart: [0, 1, 0, 1] });
  back[3] = 2;
  expect(buildEvent({ ...form, heart: back }, ui)).toEqual(HAND);
});

test('a count typed for a player who is then chosen as winner is cleared (he has no box: it would be saved unseen); the other counts stay', () => {
  const { ui, form } = open();
  const typed = { ...form, heart: [0, 1, 1, 2] };
  const carol = withWinner(typed, 2);
  expect(heartCounts(carol)).toEqual([0, 1, 0, 2]);
  expect(carol.entries[0]!.winner).toBe(2);
  // Carol was the discarder: the discard is no longer hers to have made.
  expect(carol.from).toBe(null);
  const event = buildEvent({ ...withWinner(carol, 1), from: 2 }, ui);
  expect(event?.type === 'hand' && event.result.kind === 'win' && event.result.changeOfHeart).toEqual([3, 3]);
});

/** A Singapore win by its tai, Bob liable for the limit (section 7). */
const SG_HAND: GameEvent = {
  type: 'hand',
  riichi: [],
  result: {
    kind: 'win',
    wins: [{ winner: 0, from: null, liable: 1, liableReason: 'limit', score: { mode: 'tai', tai: 5 } }],
  },
};

const openSingapore = () => openHand({ family: 'singapore', preset: 'sg_reference' }, SG_HAND);

test("a Singapore bao's case is read into the form and saved as it was", () => {
  const { ui, form } = openSingapore();
  expect(form.entries[0]).toMatchObject({ liable: 1, liableReason: 'limit' });
  expect(buildEvent(form, ui)).toEqual(SG_HAND);
});

test('a case is written only with a liable player, and not for a draft kept before the case was asked', () => {
  const { ui, form } = openSingapore();
  const entry = form.entries[0]!;
  const none = buildEvent({ ...form, entries: [{ ...entry, liable: null }] }, ui);
  expect(none?.type === 'hand' && none.result.kind === 'win' && none.result.wins[0]).toEqual({
    winner: 0,
    from: null,
    score: { mode: 'tai', tai: 5 },
  });
  const { liableReason: _, ...older } = entry;
  const kept = buildEvent({ ...form, entries: [older] }, ui);
  expect(kept?.type === 'hand' && kept.result.kind === 'win' && kept.result.wins[0]).toEqual({
    winner: 0,
    from: null,
    liable: 1,
    score: { mode: 'tai', tai: 5 },
  });
});

/** A new game of `family`, and a new hand's form in it: Bob wins on Carol's discard, in `mode`. */
function newHand(
  config: { family: 'riichi' | 'classical' | 'singapore'; preset: string },
  mode: 'hand' | 'quick',
) {
  const doc: GameDocument = {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [{ type: 'start', config: { ...config, overrides: {}, players: ['A', 'B', 'C', 'D'] } }],
  };
  const state = replayGame(doc);
  if (!state.ok) throw new Error(JSON.stringify(state.issues));
  const ui = familyUi(state.value.config)!;
  const blank = initialForm({ doc, riichi: [] }, null);
  const form: WinForm = { ...blank, from: 2, entries: [{ ...blank.entries[0]!, winner: 1, mode }] };
  /** Core's issues with the form's hand, as the win screen shows them. */
  const shown = (f: WinForm, tried = false) => {
    const event = buildEvent(f, ui);
    const r = event && appendEvent(doc, event);
    return shownIssues(r && !r.ok ? r.issues : [], f, doc.events.length, tried).map((i) => i.message);
  };
  return { form, shown };
}

test.each([
  [{ family: 'riichi', preset: 'wrc' }, 'quick', /^han must be/],
  [{ family: 'singapore', preset: 'sg_reference' }, 'quick', /^a win needs at least 1 tai/],
  [{ family: 'classical', preset: 'jc_reference' }, 'quick', /^basic points must be/],
  [{ family: 'riichi', preset: 'wrc' }, 'hand', /^the hand has no concealed tiles/],
] as const)(
  "%o's empty %s value is not called wrong until typed into or OK is pressed",
  (config, mode, said) => {
    const { form, shown } = newHand(config, mode);
    expect(shown(form)).toEqual([]);
    // OK pressed: what is missing is said.
    expect(shown(form, true)).toEqual([expect.stringMatching(said)]);
    // Typed into (and left empty, or cleared): said.
    const entry = form.entries[0]!;
    expect(shown({ ...form, entries: [{ ...entry, entered: { [mode]: true } }] })).toEqual([
      expect.stringMatching(said),
    ]);
    // Typed into in the other mode only: this one is still untouched.
    const other = mode === 'hand' ? 'quick' : 'hand';
    expect(shown({ ...form, entries: [{ ...entry, entered: { [other]: true } }] })).toEqual([]);
  },
);

test("a second winner's untouched value waits while the first's is said", () => {
  const { form, shown } = newHand({ family: 'riichi', preset: 'wrc' }, 'quick');
  const first = { ...form.entries[0]!, entered: { quick: true } };
  const second = { ...form.entries[0]!, winner: 3 as Seat };
  const both = { ...form, entries: [first, second] };
  expect(shown(both)).toEqual([expect.stringMatching(/^han must be/)]);
  expect(shown(both, true)).toHaveLength(2);
});

test('an edited hand has its value entered: a problem with it is said at once', () => {
  const { form } = openSingapore();
  expect(form.entries[0]!.entered).toEqual({ hand: true, quick: true });
});
