// Bad input never crashes: whatever a JavaScript caller or a document read from disk passes in
// place of any part of a scorer's input (nothing, null, a number, a string, an object, a list),
// each family's scorer and its check return, with a typed error naming a problem when the
// input is refused, and never throw.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { parseHand } from '../src/hand/parse.ts';
import {
  findClassicalInputIssues,
  JC_REFERENCE,
  parseClassicalHand,
  resolveClassicalRules,
  scoreClassicalHand,
} from '../src/rules/classical/index.ts';
import { checkRiichiInput } from '../src/rules/riichi/input.ts';
import { resolveRiichiRules } from '../src/rules/riichi/options.ts';
import { scoreRiichiHand } from '../src/rules/riichi/score.ts';
import {
  resolveSingaporeRules,
  scoreSingaporeHand,
  sgReference,
  validateSingaporeWin,
} from '../src/rules/singapore/index.ts';
import { parseGameDocument } from '../src/table/document.ts';
import { appendEvent, createGame, replayGame, resolveGameRules } from '../src/table/ledger.ts';
import { parseTile, parseTiles } from '../src/tiles/notation.ts';
import { replaced } from './support/paths.ts';

/** An object that cannot be converted to a number or text: comparing it throws. */
const unconvertible = () => Object.create(null) as object;
const anyPart = fc.oneof(
  fc.constantFrom(undefined, null, 0, -1, 1.5, Number.NaN, '', 'x', true, [], {}, [null], [{}], [[]]),
  fc.constantFrom(unconvertible(), [unconvertible()], { toString: undefined }, [{ toString: undefined }]),
  fc.anything({ maxDepth: 2 }),
);

function tiles(text: string) {
  const r = parseTiles(text);
  if (!r.ok) throw new Error(text);
  return r.value;
}

const riichiRules = resolveRiichiRules('tenhou');
if (!riichiRules.ok) throw new Error('tenhou rules');
const riichiHand = parseHand('234567m345p67899s', '5p');
if (!riichiHand.ok) throw new Error('riichi hand');
const openHand = parseHand('567m345p67888s + chi:234m', '5p');
if (!openHand.ok) throw new Error('open hand');
// A pon: a meld of another kind with three identical tiles is a shape the tiles alone allow.
const ponHand = parseHand('234567m345p99s + pon:777z', '5p');
if (!ponHand.ok) throw new Error('pon hand');
const classicalHand = parseClassicalHand({ tiles: '123m456p789s45699s', win: '6s', melds: [] });
if (!classicalHand.ok) throw new Error('classical hand');

const families = [
  {
    name: 'riichi',
    inputs: [
      {
        hand: riichiHand.value,
        situation: { tsumo: true, seatWind: 2, roundWind: 1, riichi: true, doraIndicators: tiles('4m') },
      },
      {
        hand: openHand.value,
        situation: { tsumo: false, seatWind: 1, roundWind: 1, discarderWind: 3, uraIndicators: [] },
      },
      { hand: ponHand.value, situation: { tsumo: true, seatWind: 3, roundWind: 2 } },
    ],
    paths: [
      [],
      ['hand'],
      ['situation'],
      ['hand', 'concealed'],
      ['hand', 'concealed', 0],
      ['hand', 'melds'],
      ['hand', 'melds', 0],
      ['hand', 'melds', 0, 'tiles'],
      ['hand', 'melds', 0, 'kind'],
      ['hand', 'winTile'],
      ['hand', 'bonus'],
      ['situation', 'tsumo'],
      ['situation', 'riichi'],
      ['situation', 'seatWind'],
      ['situation', 'honba'],
      ['situation', 'doraIndicators'],
      ['situation', 'uraIndicators'],
      ['situation', 'discarderWind'],
    ],
    score: (input: unknown) => scoreRiichiHand(input as never, riichiRules.value),
    check: (input: unknown) => checkRiichiInput(input as never, riichiRules.value),
  },
  {
    name: 'singapore',
    inputs: [
      {
        hand: {
          concealed: tiles('234m567p34599s'),
          melds: [{ kind: 'pon', tiles: tiles('777z') }],
          winTile: tiles('9s')[0],
          bonus: tiles('1f'),
        },
        situation: { seatWind: 2, roundWind: 1, tsumo: false, discarder: 0 },
      },
    ],
    paths: [
      [],
      ['hand'],
      ['situation'],
      ['hand', 'concealed'],
      ['hand', 'melds'],
      ['hand', 'melds', 0],
      ['hand', 'melds', 0, 'tiles'],
      ['hand', 'winTile'],
      ['hand', 'bonus'],
      ['situation', 'tsumo'],
      ['situation', 'discarder'],
      ['situation', 'bao'],
      ['situation', 'flowerReplacement'],
    ],
    score: (input: unknown) => scoreSingaporeHand(input as never, sgReference),
    check: (input: unknown) => validateSingaporeWin(input as never),
  },
  {
    name: 'classical',
    inputs: [
      { hand: classicalHand.value, situation: { tsumo: false, seatWind: 2, roundWind: 1, discarder: 0 } },
    ],
    paths: [
      [],
      ['hand'],
      ['situation'],
      ['hand', 'concealed'],
      ['hand', 'melds'],
      ['hand', 'winTile'],
      ['hand', 'bonus'],
      ['situation', 'tsumo'],
      ['situation', 'discarder'],
      ['situation', 'liable'],
      ['situation', 'dealerStreak'],
    ],
    score: (input: unknown) => scoreClassicalHand(input as never, JC_REFERENCE),
    check: (input: unknown) => findClassicalInputIssues(input as never),
  },
];

describe.each(families)(
  '$name: any part of the input replaced by anything',
  ({ inputs, paths, score, check }) => {
    test('the unchanged inputs score', () => {
      for (const input of inputs) expect(score(input).ok, JSON.stringify(input)).toBe(true);
    });

    test('never a throw; a refusal names a problem', () => {
      fc.assert(
        fc.property(fc.constantFrom(...inputs), fc.constantFrom(...paths), anyPart, (input, path, part) => {
          const changed = replaced(input, path, part);
          const r = score(changed);
          if (!r.ok) {
            expect(typeof r.error).toBe('string');
            expect(r.issues.length).toBeGreaterThan(0);
            for (const i of r.issues) expect(typeof i.message).toBe('string');
          }
          expect(Array.isArray(check(changed))).toBe(true);
        }),
        { numRuns: 2000 },
      );
    });

    test('a missing hand or situation, or no input at all, is named', () => {
      for (const [input, path] of [
        [undefined, 'input'],
        [{ situation: inputs[0]!.situation }, 'hand'],
        [{ hand: inputs[0]!.hand }, 'situation'],
      ] as const) {
        const r = score(input);
        expect(r.ok).toBe(false);
        if (!r.ok) expect(r.issues.map((i) => i.path)).toContain(path);
      }
    });
  },
);

test("rules that are not resolved rules are the caller's error, said plainly", () => {
  expect(() => scoreRiichiHand(families[0]!.inputs[0] as never, undefined as never)).toThrow(
    /scoreRiichiHand needs rules from resolveRiichiRules/,
  );
});

describe('the other entry points that read what a user or a file gives', () => {
  const game = createGame({
    family: 'riichi',
    preset: 'tenhou',
    overrides: {},
    players: ['A', 'B', 'C', 'D'],
  });
  if (!game.ok) throw new Error('game');
  const entries: [string, (a: unknown, b: unknown) => { ok: boolean }][] = [
    ['parseTiles', (a) => parseTiles(a as string)],
    ['parseTile', (a) => parseTile(a as string)],
    ['parseHand', (a, b) => parseHand(a as string, b as string)],
    ['parseClassicalHand', (a) => parseClassicalHand(a as never)],
    ['resolveRiichiRules', (a, b) => resolveRiichiRules(a as string, b as Record<string, unknown>)],
    ['resolveClassicalRules', (a, b) => resolveClassicalRules(a as string, b as Record<string, unknown>)],
    ['resolveSingaporeRules', (a, b) => resolveSingaporeRules(a as string, b as Record<string, unknown>)],
    ['resolveGameRules', (a) => resolveGameRules(a as never)],
    ['createGame', (a) => createGame(a as never)],
    ['replayGame', (a) => replayGame(a as never)],
    ['appendEvent', (a) => appendEvent(game.value, a as never)],
    ['parseGameDocument', (a) => parseGameDocument(a as never)],
  ];
  test.each(entries)('%s: anything in, a result out, never a throw', (_name, call) => {
    fc.assert(
      fc.property(anyPart, anyPart, (a, b) => {
        const r = call(a, b);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) expect((r as unknown as { issues: unknown[] }).issues.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
  test('a notation that is not text is named as such', () => {
    const r = parseTiles(5 as unknown as string, 'dora');
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path, i.message])).toEqual([
      ['bad_notation', 'dora', 'tiles are written as text (mpsz: 123m456p), not number'],
    ]);
    const h = parseHand(null as unknown as string, 7 as unknown as string);
    expect(h.ok ? [] : h.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_notation', 'hand'],
      ['bad_notation', 'win'],
    ]);
  });
});

test('a meld of no known kind is named, whatever its tiles (it once crashed the riichi scorer)', () => {
  for (const kind of ['banana', 'PON', undefined, 7]) {
    const input = {
      hand: { ...ponHand.value, melds: [{ kind, tiles: ponHand.value.melds[0]!.tiles }] },
      situation: { tsumo: true, seatWind: 2, roundWind: 1 },
    };
    const r = scoreRiichiHand(input as never, riichiRules.value);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['bad_meld', 'melds[0]']]);
  }
});

describe('riichi: each malformed part is named where it is', () => {
  const base = families[0]!.inputs[0]!;
  test.each([
    [['hand', 'concealed'], '123m', 'bad_hand', 'hand'],
    [['hand', 'concealed'], undefined, 'bad_hand', 'hand'],
    [['hand', 'melds'], null, 'bad_meld', 'melds'],
    [['hand', 'bonus'], undefined, 'bad_bonus', 'bonus'],
    [['situation', 'doraIndicators'], {}, 'bad_indicators', 'situation.doraIndicators'],
    [['situation', 'uraIndicators'], null, 'bad_indicators', 'situation.uraIndicators'],
    [['situation'], 'tsumo', 'bad_situation', 'situation'],
  ] as const)('%o as %o: %s at %s', (path, part, code, at) => {
    const r = scoreRiichiHand(replaced(base, path, part) as never, riichiRules.value);
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([[code, at]]);
  });
  test('a meld that is no object, or has no list of tiles, is named by its place', () => {
    for (const meld of [null, { kind: 'pon' }, { kind: 'pon', tiles: '777z' }]) {
      const input = replaced(ponHand.value, ['melds', 0], meld);
      const r = scoreRiichiHand(
        { hand: input, situation: { tsumo: true, seatWind: 2, roundWind: 1 } } as never,
        riichiRules.value,
      );
      expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([['bad_meld', 'melds[0]']]);
    }
  });
});
