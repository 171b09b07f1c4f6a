// The public API against what a user, a file or a network may hand it. Every exported function
// that reads such data is fed anything (fc.anything) and near-valid input: a valid input with one
// part replaced by a value of the wrong type, NaN, ±Infinity, -0, a huge or negative number, an
// array with holes or thousands of entries, an object whose conversion to text or number throws.
// Each must return: a result, or a refusal `{ ok: false }` with a string `error` and at least one
// issue with a string `code` and `message` (and a string `path` when it has one); never a throw.
// (robustness.test.ts and table/event-fuzz.test.ts cover the scorers and appendEvent part by
// part; this file covers the rest of the surface, and the edits, documents and rules anew.)

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  analyseDiscards,
  appendEvent,
  applyEvent,
  assessSingaporeHand,
  calculateShanten,
  checkRiichiInput,
  createGame,
  exportCsv,
  findClassicalInputIssues,
  findImprovements,
  type GameDocument,
  type GameEvent,
  handFromAllTiles,
  handNumber,
  type Issue,
  insertEvent,
  kindOf,
  parseClassicalHand,
  parseGameDocument,
  parseHand,
  parseTiles,
  RIICHI_PRESETS,
  removeEvent,
  replaceEvent,
  replayGame,
  resolveClassicalRules,
  resolveGameRules,
  resolveRiichiGameRules,
  resolveRiichiRules,
  resolveSingaporeRules,
  scoreClassicalHand,
  scoreClassicalLoserHand,
  scoreRiichiHand,
  scoreSingaporeHand,
  serializeGame,
  settleGame,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
  validateSingaporeWin,
  valueRiichiWaits,
} from '../src/index.ts';
import { type Path, pathsOf, replaced } from './support/paths.ts';

// ---------------------------------------------------------------------------------------------
// Odd values

/** An object whose conversion to text or a number throws an Error of its own. */
const throwsOnConversion = () => ({
  toString() {
    throw new Error('toString called');
  },
  valueOf() {
    throw new Error('valueOf called');
  },
});
/** An object whose toString and valueOf are getters that throw. */
const throwingGetters = () =>
  Object.defineProperties(
    {},
    {
      toString: {
        get() {
          throw new Error('toString read');
        },
      },
      valueOf: {
        get() {
          throw new Error('valueOf read');
        },
      },
    },
  );
// biome-ignore lint/suspicious/noSparseArray: a list with holes is what this is about
const holes = () => [, 1, , 2];

const oddValue = fc.oneof(
  fc.constantFrom(
    undefined,
    null,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    -0,
    0,
    -1,
    -4,
    1.5,
    4,
    5,
    2 ** 31,
    2 ** 53 + 2,
    1e308,
    -1e308,
    '',
    'x',
    '1m',
    '5',
    'NaN',
    'toString',
    '__proto__',
    'constructor',
    true,
    false,
  ),
  fc.constant(null).map(() => [] as unknown[]),
  fc.constant(null).map(() => ({})),
  fc.constant(null).map(() => Object.create(null) as object),
  fc.constant(null).map(() => ({ toString: 0, valueOf: 0 })),
  fc.constant(null).map(throwsOnConversion),
  fc.constant(null).map(throwingGetters),
  fc.constant(null).map(() => [throwsOnConversion()]),
  fc.constant(null).map(holes),
  fc.constant(null).map(() => new Array(3)),
  fc.constant(null).map(() => new Array(5000).fill(1)),
  fc.constant(null).map(() => new Array(5000).fill(0)),
  fc.constant(null).map(() => [null]),
  fc.constant(null).map(() => [Number.NaN]),
  fc.anything({ maxDepth: 2 }),
);

/** Anything at all: odd values and fast-check's JSON-like values. */
const anyValue = fc.oneof(oddValue, fc.anything({ maxDepth: 3, withNullPrototype: true }));

// ---------------------------------------------------------------------------------------------
// What a refusal must look like

// Plain checks, with expect only for a failure: a refusal of a 5,000-tile list has thousands of
// issues, and an expect each would be most of this file's time.
const isText = (x: unknown) => typeof x === 'string' && x.length > 0;

function expectIssue(i: unknown, where: string): void {
  const x = i as Issue | null;
  const good =
    typeof x === 'object' &&
    x !== null &&
    isText(x.code) &&
    isText(x.message) &&
    (x.path === undefined || typeof x.path === 'string');
  if (!good)
    expect.fail(`${where}: not an issue with a code, a message and a text path: ${JSON.stringify(i)}`);
}

/** A Result: ok with a value, or a refusal with a string error and issues naming the problem. */
function expectResult(r: unknown, where = 'result'): r is { ok: true; value: unknown } {
  const x = r as { ok: unknown; error?: unknown; issues?: unknown } | null;
  if (typeof x !== 'object' || x === null || typeof x.ok !== 'boolean')
    expect.fail(`${where}: not a result: ${JSON.stringify(r)}`);
  if (x.ok) return true;
  if (typeof x.error !== 'string' || !Array.isArray(x.issues) || x.issues.length === 0)
    expect.fail(`${where}: a refusal needs a string error and issues: ${JSON.stringify(r)}`);
  (x.issues as unknown[]).forEach((i, k) => {
    expectIssue(i, `${where}: issues[${k}]`);
  });
  return false;
}

/** A list of issues (the checks that return them rather than a Result). */
function expectIssues(list: unknown, where = 'issues'): void {
  if (!Array.isArray(list)) expect.fail(`${where}: not a list`);
  list.forEach((i, k) => {
    expectIssue(i, `${where}[${k}]`);
  });
}

/** Runs `f`, failing the property with the input that made it throw. */
function returns<T>(f: () => T, input: () => unknown): T {
  try {
    return f();
  } catch (e) {
    let shown: string;
    try {
      shown = JSON.stringify(input(), (_k, v) =>
        typeof v === 'number' && !Number.isFinite(v) ? String(v) : v,
      );
    } catch {
      shown = '(unprintable)';
    }
    throw new Error(`threw ${(e as Error)?.constructor?.name}: ${(e as Error)?.message} on ${shown}`);
  }
}

/** The near-valid inputs of `valid`: each path into it, replaced by any value. */
const nearValid = (valids: readonly unknown[]) =>
  fc
    .tuple(
      fc.constantFrom(
        ...valids.flatMap((v) => pathsOf(v).map((p) => [v, p] as const satisfies readonly [unknown, Path])),
      ),
      anyValue,
    )
    .map(([[v, path], part]) => replaced(v, path, part));

const RUNS = { numRuns: 1000 };

function ok<T>(r: { ok: true; value: T } | { ok: false; issues: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

const tenhou = ok(resolveRiichiRules('tenhou'));
const jc = ok(resolveClassicalRules('jc_reference'));
const sg = ok(resolveSingaporeRules('sg_reference'));
const tiles = (text: string) => ok(parseTiles(text));

// ---------------------------------------------------------------------------------------------
// Riichi: the waits of a 13-tile hand with their values

describe('valueRiichiWaits', () => {
  const closed = ok(parseHand('234567m345p6789s'));
  const open = ok(parseHand('567m345p6789s + pon:777z'));
  const inputs = [
    {
      hand: { concealed: closed.concealed, melds: closed.melds, bonus: [] },
      situation: { seatWind: 2, roundWind: 1, riichi: true, doraIndicators: tiles('4m'), uraIndicators: [] },
    },
    {
      hand: { concealed: open.concealed, melds: open.melds, bonus: [] },
      situation: { seatWind: 1, roundWind: 1, discarderWind: 3, honba: 1 },
    },
  ];

  test('the unchanged inputs have their waits', () => {
    for (const input of inputs)
      expect(ok(valueRiichiWaits(input as never, tenhou)).length).toBeGreaterThan(0);
  });

  test('anything, or any part replaced by anything: a result, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, nearValid(inputs)), (input) => {
        const r = returns(
          () => valueRiichiWaits(input as never, tenhou),
          () => input,
        );
        if (!expectResult(r)) return;
        for (const w of r.value as { left: number; ron: unknown; tsumo: unknown }[]) {
          expect(Number.isInteger(w.left) && w.left >= 0 && w.left <= 4).toBe(true);
          expectResult(w.ron, 'ron');
          expectResult(w.tsumo, 'tsumo');
        }
      }),
      { numRuns: 2000 },
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Building a hand from the corpus form

describe('handFromAllTiles', () => {
  const valid = {
    all: tiles('234567m345p67899s'),
    melds: [] as unknown[],
    win: tiles('5p')[0],
    bonus: [] as unknown[],
  };
  const withMeld = {
    all: tiles('234567m345p777z99s'),
    melds: [{ kind: 'pon', tiles: tiles('777z'), from: 2 }],
    win: tiles('9s')[0],
    bonus: [],
  };
  test('anything, or any part replaced by anything: a result, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid([valid, withMeld]), anyValue), (x) => {
        const a = (x ?? {}) as typeof valid;
        expectResult(
          returns(
            () => handFromAllTiles(a.all as never, a.melds as never, a.win as never, a.bonus as never),
            () => x,
          ),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Shanten

describe('calculateShanten, findImprovements, analyseDiscards', () => {
  const counts = (text: string) => {
    const c = new Array<number>(34).fill(0);
    for (const t of tiles(text)) c[kindOf(t)]!++;
    return c;
  };
  const valids = [
    { counts: counts('123m456p789s1122z'), meldCount: 0, seen: counts('3z') },
    { counts: counts('123m456p789s11223z'), meldCount: 0, seen: counts('') },
    { counts: counts('1m456p789s1122z'), meldCount: 1, seen: counts('1z') },
  ];
  test('anything, or any part replaced by anything: a result, never a throw', () => {
    fc.assert(
      fc.property(
        fc.oneof(nearValid(valids), anyValue),
        fc.constantFrom(calculateShanten, findImprovements, analyseDiscards),
        (x, f) => {
          const a = (x ?? {}) as (typeof valids)[number];
          expectResult(
            returns(
              () => f(a.counts as never, a.meldCount as never, a.seen as never),
              () => x,
            ),
          );
        },
      ),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The scorers and checks of each family: issues well formed

describe('the checks and scorers: their issues are well formed', () => {
  const riichiHand = ok(parseHand('234567m345p67899s', '5p'));
  const riichiInputs = [
    {
      hand: riichiHand,
      situation: { tsumo: false, seatWind: 2, roundWind: 1, discarderWind: 1, doraIndicators: tiles('4m') },
    },
  ];
  const classicalInputs = [
    {
      hand: ok(parseClassicalHand({ tiles: '123m456p789s45699s', win: '6s', melds: [] })),
      situation: { tsumo: false, seatWind: 2, roundWind: 1, discarder: 0 },
    },
  ];
  const singaporeInputs = [
    {
      hand: {
        concealed: tiles('234m567p34599s'),
        melds: [{ kind: 'pon', tiles: tiles('777z') }],
        winTile: tiles('9s')[0],
        bonus: tiles('1f'),
      },
      situation: { seatWind: 2, roundWind: 1, tsumo: false, discarder: 0 },
    },
  ];
  test('riichi', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(riichiInputs), anyValue), (input) => {
        expectResult(
          returns(
            () => scoreRiichiHand(input as never, tenhou),
            () => input,
          ),
        );
        expectIssues(
          returns(
            () => checkRiichiInput(input as never, tenhou),
            () => input,
          ),
        );
      }),
      RUNS,
    );
  });
  test('classical', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(classicalInputs), anyValue), (input) => {
        expectResult(
          returns(
            () => scoreClassicalHand(input as never, jc),
            () => input,
          ),
        );
        expectIssues(
          returns(
            () => findClassicalInputIssues(input as never),
            () => input,
          ),
        );
      }),
      RUNS,
    );
  });
  test('singapore', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(singaporeInputs), anyValue), (input) => {
        expectResult(
          returns(
            () => scoreSingaporeHand(input as never, sg),
            () => input,
          ),
        );
        expectResult(
          returns(
            () => assessSingaporeHand(input as never, sg),
            () => input,
          ),
        );
        expectIssues(
          returns(
            () => validateSingaporeWin(input as never),
            () => input,
          ),
        );
      }),
      RUNS,
    );
  });
  test('classical: a loser hand', () => {
    const loser = {
      concealed: tiles('123m456p789s4569s'),
      melds: [],
      bonus: [],
      seatWind: 2,
      roundWind: 1,
    };
    const opened = {
      concealed: tiles('123m456p4569s'),
      melds: [{ kind: 'pon', tiles: tiles('777z') }],
      bonus: tiles('1f'),
      seatWind: 3,
      roundWind: 1,
    };
    expect(scoreClassicalLoserHand(loser as never, jc).ok).toBe(true);
    expect(scoreClassicalLoserHand(opened as never, jc).ok).toBe(true);
    fc.assert(
      fc.property(fc.oneof(nearValid([loser, opened]), anyValue), (input) => {
        expectResult(
          returns(
            () => scoreClassicalLoserHand(input as never, jc),
            () => input,
          ),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Singapore's payouts outside a win

describe('settleSingaporeInstant, settleSingaporeFalseWin', () => {
  const instants = [
    { seat: 1, seatWind: 2, bonus: tiles('12f1a'), dealtBonus: tiles('1a'), kongs: [] },
    { seat: 0, seatWind: 1, bonus: [], kongs: [{ kind: 'kan', baoSeat: 2 }, { kind: 'ankan' }] },
  ];
  const falseWins = [
    { offender: 1, claimed: 'discard', discarder: 2 },
    { offender: 3, claimed: 'self_draw', discarder: null },
  ];
  test('the unchanged inputs settle', () => {
    for (const i of instants) expect(settleSingaporeInstant(i as never, sg).ok).toBe(true);
    for (const f of falseWins) expect(settleSingaporeFalseWin(f as never, sg).ok).toBe(true);
  });
  test('anything, or any part replaced by anything: a result, never a throw', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(instants), anyValue), (input) => {
        expectResult(
          returns(
            () => settleSingaporeInstant(input as never, sg),
            () => input,
          ),
        );
      }),
      RUNS,
    );
    fc.assert(
      fc.property(fc.oneof(nearValid(falseWins), anyValue), (input) => {
        expectResult(
          returns(
            () => settleSingaporeFalseWin(input as never, sg),
            () => input,
          ),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Rules with overrides: what is accepted can be played

describe('rules resolution with overrides', () => {
  const families = [
    {
      family: 'riichi',
      preset: 'tenhou',
      keys: Object.keys(RIICHI_PRESETS.tenhou),
      resolve: resolveRiichiRules,
      event: {
        type: 'hand',
        riichi: [1],
        result: {
          kind: 'win',
          wins: [{ winner: 1, from: 2, score: { mode: 'hand', hand: '234567m345p67899s', win: '5p' } }],
        },
      },
    },
    {
      family: 'classical',
      preset: 'jc_reference',
      keys: Object.keys(jc),
      resolve: resolveClassicalRules,
      event: {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [{ winner: 1, from: 2, score: { mode: 'hand', hand: '123m456m789m123p55p', win: '5p' } }],
        },
      },
    },
    {
      family: 'singapore',
      preset: 'sg_reference',
      keys: Object.keys(sg),
      resolve: resolveSingaporeRules,
      event: {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [{ winner: 1, from: 2, score: { mode: 'tai', tai: 3 } }],
        },
      },
    },
  ] as const;

  test.each(families)(
    '$family: an override of any option by anything',
    ({ family, preset, keys, resolve, event }) => {
      fc.assert(
        fc.property(fc.constantFrom(...keys), anyValue, (key, value) => {
          const overrides = { [key]: value };
          const r = returns(
            () => resolve(preset, overrides),
            () => overrides,
          );
          if (!expectResult(r)) return;
          // Accepted rules play a game: created, a hand appended, settled; never a throw.
          const config = { family, preset, overrides, players: ['A', 'B', 'C', 'D'] };
          expectResult(
            returns(
              () => resolveGameRules(config as never),
              () => overrides,
            ),
          );
          const game = returns(
            () => createGame(config as never),
            () => overrides,
          );
          if (!expectResult(game)) return;
          const next = returns(
            () => appendEvent(game.value as GameDocument, event as never),
            () => overrides,
          );
          if (!expectResult(next)) return;
          const { state } = next.value as unknown as { state: never };
          returns(
            () => settleGame(state),
            () => overrides,
          );
          returns(
            () => exportCsv(state),
            () => overrides,
          );
        }),
        RUNS,
      );
    },
  );

  test('resolveRiichiGameRules: any config', () => {
    const config = {
      family: 'riichi',
      preset: 'tenhou',
      overrides: { akaDora: 3 },
      players: ['A', 'B', 'C', 'D'],
    };
    fc.assert(
      fc.property(fc.oneof(nearValid([config]), anyValue), (c) => {
        expectResult(
          returns(
            () => resolveRiichiGameRules(c as never),
            () => c,
          ),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Games: the log's edits, events applied one by one, documents read from files

const GAME_EVENTS: Record<string, GameEvent[]> = {
  riichi: [
    {
      type: 'hand',
      riichi: [1],
      result: {
        kind: 'win',
        wins: [
          {
            winner: 1,
            from: null,
            score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', dora: '4m', ura: '1z' },
          },
        ],
      },
    },
    { type: 'hand', riichi: [0, 2], result: { kind: 'exhaustive_draw', tenpai: [0, 2] } },
    { type: 'adjust', scores: [30000, 20000, 25000, 25000], sticks: 0, note: 'x' },
  ] as never,
  classical: [
    {
      type: 'hand',
      riichi: [],
      result: {
        kind: 'win',
        wins: [{ winner: 1, from: 2, score: { mode: 'points', points: 40, doubles: 2 } }],
      },
    },
  ] as never,
  singapore: [
    {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 1, from: null, score: { mode: 'tai', tai: 3 } }] },
    },
    { type: 'instant', seat: 1, bonus: '1a', dealtBonus: '', kongs: ['ankan'] },
  ] as never,
};

const DOCS: GameDocument[] = (
  [
    ['riichi', 'tenhou'],
    ['classical', 'jc_reference'],
    ['singapore', 'sg_reference'],
  ] as const
).map(([family, preset]) => {
  let doc = ok(createGame({ family, preset, overrides: {}, players: ['Ann', 'Bob', 'Cy', 'Dee'] }));
  for (const e of GAME_EVENTS[family]!) doc = ok(appendEvent(doc, e)).doc;
  return doc;
});

describe('the edits of a game log', () => {
  const anyIndex = fc.oneof(fc.integer({ min: -2, max: 6 }), anyValue);
  const anyEvent = fc.oneof(
    nearValid(Object.values(GAME_EVENTS).flat()),
    anyValue,
    fc.constantFrom(...Object.values(GAME_EVENTS).flat()),
  );
  test('insertEvent, replaceEvent, removeEvent: any index, any event', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DOCS), anyIndex, anyEvent, (doc, index, event) => {
        const show = () => ({ index, event });
        for (const r of [
          returns(() => insertEvent(doc, index as never, event as never), show),
          returns(() => replaceEvent(doc, index as never, event as never), show),
          returns(() => removeEvent(doc, index as never), show),
        ]) {
          if (!expectResult(r)) continue;
          const { state } = r.value as unknown as { state: never };
          returns(() => settleGame(state), show);
          returns(() => exportCsv(state), show);
        }
      }),
      RUNS,
    );
  });

  test('any document: the edits refuse it, not throw', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(DOCS), anyValue), anyIndex, (doc, index) => {
        const show = () => ({ doc, index });
        expectResult(returns(() => appendEvent(doc as never, GAME_EVENTS.riichi![1]!), show));
        expectResult(returns(() => insertEvent(doc as never, index as never, GAME_EVENTS.riichi![1]!), show));
        expectResult(
          returns(() => replaceEvent(doc as never, index as never, GAME_EVENTS.riichi![1]!), show),
        );
        expectResult(returns(() => removeEvent(doc as never, index as never), show));
        expectResult(returns(() => replayGame(doc as never), show));
      }),
      RUNS,
    );
  });

  test('applyEvent: any event, on no game and on a game in play', () => {
    const states = DOCS.map((d) => ok(replayGame(d)));
    fc.assert(
      fc.property(fc.constantFrom(null, ...states), anyEvent, anyValue, (state, event, index) => {
        const show = () => ({ event, index });
        expectResult(returns(() => applyEvent(state, event as never), show));
        expectResult(returns(() => applyEvent(state, event as never, { index: index as never }), show));
      }),
      RUNS,
    );
  });

  test('handNumber: any index', () => {
    const states = DOCS.map((d) => ok(replayGame(d)));
    // The index is a number from the state's own history (handNumber is no reader of files).
    const anyNumber = fc.oneof(
      fc.integer({ min: -3, max: 10 }),
      fc.double(),
      fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 1e308),
    );
    fc.assert(
      fc.property(fc.constantFrom(...states), anyNumber, (state, index) => {
        const n = returns(
          () => handNumber(state.history, index as never),
          () => index,
        );
        expect(Number.isInteger(n) && n >= 1).toBe(true);
      }),
      RUNS,
    );
  });
});

describe('parseGameDocument: a saved game with any part changed', () => {
  const texts = fc.oneof(
    nearValid(DOCS.map((d) => JSON.parse(serializeGame(d)) as unknown)).map((d) => {
      try {
        return JSON.stringify(d) ?? 'undefined';
      } catch {
        return '{}';
      }
    }),
    fc.json(),
    fc.string(),
    anyValue,
  );
  test('a result, never a throw; a document read plays, settles and saves as it was read', () => {
    fc.assert(
      fc.property(texts, (text) => {
        const show = () => text;
        const r = returns(() => parseGameDocument(text as never), show);
        if (!expectResult(r)) return;
        const doc = r.value as GameDocument;
        const state = returns(() => replayGame(doc), show);
        if (!expectResult(state)) return;
        returns(() => settleGame(state.value as never), show);
        returns(() => exportCsv(state.value as never), show);
        // Saved again and read back: the same game (nothing lost on the way).
        const again = parseGameDocument(returns(() => serializeGame(doc), show));
        expect(again.ok).toBe(true);
        if (again.ok) expect(again.value).toEqual(doc);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the parsers: notation given as anything', () => {
  const valids = [
    { tiles: '123m456p789s45699s', win: '6s', melds: [], flowers: [1], seasons: [] },
    { tiles: '123m456p45699s777z', win: '6s', melds: [{ kind: 'pon', tiles: '777z' }] },
  ];
  test('parseClassicalHand, parseHand, parseTiles', () => {
    fc.assert(
      fc.property(fc.oneof(nearValid(valids), anyValue), (text) => {
        expectResult(
          returns(
            () => parseClassicalHand(text as never),
            () => text,
          ),
        );
        const t = (text ?? {}) as { tiles?: unknown; win?: unknown };
        expectResult(
          returns(
            () => parseHand(t.tiles as never, t.win as never),
            () => text,
          ),
        );
        expectResult(
          returns(
            () => parseTiles(t.tiles as never),
            () => text,
          ),
        );
      }),
      RUNS,
    );
  });
});

// ---------------------------------------------------------------------------------------------
// The defects the properties above found, each as it was met

describe('found by the properties above', () => {
  const sparse = <T>(length: number, entries: Record<number, T> = {}): T[] => {
    const list = new Array<T>(length);
    for (const [i, v] of Object.entries(entries)) list[Number(i)] = v;
    return list;
  };
  const codes = (r: { ok: boolean; issues?: readonly Issue[] }) =>
    r.ok ? [] : (r.issues ?? []).map((i) => [i.code, i.path]);

  test('valueRiichiWaits names a missing or malformed part, where it threw a TypeError', () => {
    const hand = { concealed: tiles('234567m345p6789s'), melds: [], bonus: [] };
    const situation = { seatWind: 2, roundWind: 1 };
    const at = (input: unknown) => codes(valueRiichiWaits(input as never, tenhou));
    expect(at(null)).toEqual([['bad_input', 'input']]);
    expect(at({ hand: null, situation })).toEqual([['bad_hand', 'hand']]);
    expect(at({ hand, situation: null })).toEqual([['bad_situation', 'situation']]);
    expect(at({ hand: { ...hand, melds: null }, situation })).toEqual([['bad_meld', 'melds']]);
    expect(at({ hand, situation: { ...situation, doraIndicators: 5 } })).toEqual([
      ['bad_indicators', 'situation.doraIndicators'],
    ]);
    expect(at({ hand, situation: { ...situation, uraIndicators: [throwsOnConversion()] } })).toEqual([
      ['bad_indicators', 'situation.uraIndicators'],
    ]);
    // A situation that cannot be: refused, where a hand not in tenpai answered "no waits".
    expect(at({ hand, situation: { ...situation, seatWind: 'x', honba: -1 } })).toEqual([
      ['bad_wind', 'situation.seatWind'],
      ['bad_count', 'situation.honba'],
    ]);
    // Five of a tile between the hand and the indicators: refused as a whole, where each wait
    // was listed with its copies left and its two values refused.
    expect(at({ hand, situation: { ...situation, doraIndicators: tiles('9s9s9s9s') } })).toEqual([
      ['too_many_copies', 'situation.doraIndicators'],
    ]);
  });

  test('a list of melds with a hole is named, where the riichi scorer and its check threw a TypeError', () => {
    const hand = ok(parseHand('234567m345p67899s', '5p'));
    const input = {
      hand: { ...hand, concealed: hand.concealed.slice(3), melds: sparse(1) },
      situation: { tsumo: true, seatWind: 2, roundWind: 1 },
    };
    expect(codes(scoreRiichiHand(input as never, tenhou))).toEqual([['bad_meld', 'melds[0]']]);
    expect(checkRiichiInput(input as never, tenhou).map((i) => i.code)).toEqual(['bad_meld']);
  });

  test('Japanese Classical: a meld that is a hole, or has holes for tiles, is refused, where a loser hand with one scored', () => {
    const loser = { concealed: tiles('123m456p789s4s'), bonus: [], seatWind: 2, roundWind: 1 };
    for (const melds of [sparse(1), [{ kind: 'pon', tiles: sparse(3) }]])
      expect(codes(scoreClassicalLoserHand({ ...loser, melds } as never, jc))).toEqual([
        ['bad_meld', 'melds[0]'],
      ]);
  });

  test('parseClassicalHand names notation that is no text, where it threw converting it', () => {
    const r = parseClassicalHand({ tiles: throwsOnConversion(), win: { toString: 0 } } as never);
    expect(codes(r)).toEqual([
      ['bad_notation', 'hand'],
      ['bad_notation', 'win'],
    ]);
  });

  test('handFromAllTiles names lists that are not lists, where it threw a TypeError', () => {
    const all = tiles('234567m345p777z99s');
    expect(codes(handFromAllTiles(null as never, [] as never, 5))).toEqual([['bad_hand', 'hand']]);
    expect(codes(handFromAllTiles(all, [{ kind: 'pon' }] as never, 5))).toEqual([['bad_meld', 'melds[0]']]);
    expect(codes(handFromAllTiles(all, sparse(1), 5))).toEqual([['bad_meld', 'melds[0]']]);
    expect(codes(handFromAllTiles(all, [], 5, 'x' as never))).toEqual([['bad_bonus', 'bonus']]);
  });

  test('a meld of thousands of tiles is refused by its count, in one short issue (it was written out in one issue a tile: 25 MB)', () => {
    const r = handFromAllTiles(
      tiles('234567m345p777z99s'),
      [{ kind: 'pon', tiles: new Array(5000).fill(1) }],
      5,
    );
    expect(codes(r)).toEqual([['bad_meld', 'melds[0]']]);
    expect(JSON.stringify(r).length).toBeLessThan(300);
  });

  test('Singapore payouts name an input without its lists, where they threw a TypeError', () => {
    expect(codes(settleSingaporeInstant(null as never, sg))).toEqual([['bad_input', 'input']]);
    expect(codes(settleSingaporeInstant({ seat: 1, seatWind: 2 } as never, sg))).toEqual([
      ['bad_bonus', 'bonus'],
    ]);
    expect(
      codes(settleSingaporeInstant({ seat: 1, seatWind: 2, bonus: [], kongs: [null] } as never, sg)),
    ).toEqual([['bad_meld', 'kongs[0]']]);
    expect(settleSingaporeInstant({ seat: 1, seatWind: 2, bonus: [{ toString: 0 }] } as never, sg).ok).toBe(
      false,
    );
    expect(codes(settleSingaporeFalseWin(undefined as never, sg))).toEqual([['bad_input', 'input']]);
  });

  test('resolveRiichiGameRules names a missing configuration, where it threw a TypeError', () => {
    expect(codes(resolveRiichiGameRules(undefined as never))).toEqual([['bad_config', 'config']]);
  });

  test('an edit at an index whose conversion to text throws names the index, where it threw', () => {
    const doc = DOCS[0]!;
    const event = GAME_EVENTS.riichi![1]!;
    for (const index of [throwsOnConversion(), Object.create(null), { toString: 0 }]) {
      expect(codes(insertEvent(doc, index, event))).toEqual([['bad_index', 'index']]);
      expect(codes(replaceEvent(doc, index, event))).toEqual([['bad_index', 'index']]);
      expect(codes(removeEvent(doc, index))).toEqual([['bad_index', 'index']]);
    }
  });

  test('a log entry with a hole in a list is refused by its path, where it threw or was kept', () => {
    const win = { winner: 1, from: 2, score: { mode: 'value', han: 2, fu: 30 } };
    const riichiDoc = DOCS[0]!;
    // Threw a TypeError (riichi, Singapore): a win list that is all holes.
    for (const doc of DOCS)
      expect(
        codes(
          appendEvent(doc, { type: 'hand', riichi: [], result: { kind: 'win', wins: sparse(2) } } as never),
        ),
      ).toEqual([['hole_in_list', `events[${doc.events.length}].result.wins[0]`]]);
    // Was kept: a win and a hole, saved as [win, null], which the game could not read back.
    const kept = appendEvent(riichiDoc, {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: sparse(2, { 0: win }) },
    } as never);
    expect(codes(kept)).toEqual([['hole_in_list', `events[${riichiDoc.events.length}].result.wins[1]`]]);
    // Threw a TypeError in the payment (classical): a Ready declared by a hole.
    const classical = DOCS[1]!;
    const ready = appendEvent(classical, {
      type: 'hand',
      riichi: sparse(2, { 0: 1 }),
      result: { kind: 'exhaustive_draw', tenpai: [1] },
    } as never);
    expect(codes(ready)).toEqual([['hole_in_list', `events[${classical.events.length}].riichi[1]`]]);
    // A start whose player list has a hole: no name, refused.
    expect(
      codes(
        createGame({
          family: 'riichi',
          preset: 'tenhou',
          overrides: {},
          players: sparse(4, { 0: 'A', 1: 'B', 2: 'C' }),
        } as never),
      ),
    ).toEqual([['bad_players', 'config.players']]);
  });
});
