// A Singapore win entered with the bao case that made its liable player liable
// (`liableReason`, rules/singapore.md section 7): the rules' switch for each case and the
// exceptions of sections 4.2 (shooter-pays: no fresh-tile or limit bao on a win by discard) and 7
// (no fresh-tile bao for Thirteen Wonders; pure green bao only where Pure Green is scored) apply,
// and a bao they do not apply is refused, named, the game left as it was. Without the case the
// liable player pays for all, as entered. The other families refuse a case.
// Base 0.5/1, limit 5 (S(5) = 16): amounts in hundredths.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/payment.ts';
import {
  BAO_REASONS,
  BAO_SWITCHES,
  type BaoReason,
  resolveSingaporeRules,
} from '../../src/rules/singapore/rules.ts';
import { appendEvent, createGame, findInstantBreakdown, replayGame } from '../../src/table/ledger.ts';
import type { SingaporeWinBreakdown } from '../../src/table/singapore.ts';
import type { GameDocument, GameEvent, WinEntry } from '../../src/table/types.ts';
import { hand, PLAYERS } from './helpers.ts';

function game(overrides: Record<string, unknown> = {}, family = 'singapore', preset = 'sg_reference') {
  const g = createGame({ family: family as never, preset, overrides, players: PLAYERS });
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  return g.value;
}

const win = (entry: Partial<WinEntry> & Pick<WinEntry, 'winner' | 'from'>): GameEvent =>
  hand({ kind: 'win', wins: [{ score: { mode: 'tai', tai: 5 }, ...entry }] });

/** The cases whose trigger is a discard the winner wins on (section 7): "B discards ... and A wins on it". */
const ON_DISCARD: BaoReason[] = ['flush', 'all_honours', 'pure_green', 'terminals', 'fresh_tile'];

/** Ann (0) wins a 5-tai limit on a discard (Cy's, 2, unless said), or by self-draw; Bob (1) liable. */
const limitWin = (from: Seat | null, liableReason?: BaoReason): GameEvent =>
  win({ winner: 0, from, liable: 1, ...(liableReason ? { liableReason } : {}) });

/** Ann wins Thirteen Wonders by its tiles on Cy's discard, Cy liable. */
const thirteenWonders = (liableReason?: BaoReason): GameEvent =>
  win({
    winner: 0,
    from: 2,
    liable: 2,
    ...(liableReason ? { liableReason } : {}),
    score: { mode: 'hand', hand: '19m19p19s12345677z', win: '7z' },
  });

function deltas(doc: GameDocument, event: GameEvent): number[] {
  const r = appendEvent(doc, event);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value.state.history.at(-1)!.payment.deltas;
}

function refused(doc: GameDocument, event: GameEvent): [string, string, string][] {
  const before = JSON.stringify(doc);
  const r = appendEvent(doc, event);
  expect(JSON.stringify(doc)).toBe(before);
  return r.ok ? [] : r.issues.map((i) => [i.code, i.path ?? '', i.message]);
}

describe('section 4.2: under shooter-pays, no limit or fresh-tile bao on a win by discard', () => {
  const doc = game({ shooterPays: true });
  test('a limit bao on a win by discard is refused, and says the discarder pays', () => {
    expect(refused(doc, limitWin(2, 'limit'))).toEqual([
      [
        'bao_not_applied',
        'events[1].result.wins[0].liableReason',
        'under shooter-pays, limit bao does not apply to a win by discard (section 4.2): the discarder pays',
      ],
    ]);
    expect(refused(doc, limitWin(2, 'fresh_tile'))[0]?.[0]).toBe('bao_not_applied');
  });
  test('the discarder pays the 4 x S(5) alone once the bao is taken off', () => {
    expect(deltas(doc, win({ winner: 0, from: 2 }))).toEqual([6400, 0, -6400, 0]);
  });
  test('a dragons bao on the same win is applied: Bob pays it all', () => {
    expect(deltas(doc, limitWin(2, 'dragons'))).toEqual([6400, -6400, 0, 0]);
  });
  test('a limit bao on a self-draw is applied: Bob pays the three shares, 3 x 32', () => {
    expect(deltas(doc, limitWin(null, 'limit'))).toEqual([9600, -9600, 0, 0]);
  });
  test('without its case the bao is paid as entered (the referee ruled it)', () => {
    expect(deltas(doc, limitWin(2))).toEqual([6400, -6400, 0, 0]);
  });
});

describe("section 7: each case is the rules' switch", () => {
  test('a case switched off is refused by its switch', () => {
    expect(refused(game({ baoDragons: false }), limitWin(2, 'dragons'))).toEqual([
      [
        'bao_not_applied',
        'events[1].result.wins[0].liableReason',
        'dragons bao is not played under these rules (baoDragons is off)',
      ],
    ]);
  });
  test.each(BAO_REASONS.filter((r) => !ON_DISCARD.includes(r)).map((r) => [r, BAO_SWITCHES[r]]))(
    'the %s case is played only with %s on (a self-draw, Bob liable)',
    (reason, option) => {
      expect(refused(game({ [option]: false }), limitWin(null, reason))[0]?.[2]).toMatch(
        `bao is not played under these rules (${option} is off)`,
      );
      // Switched on, Bob pays the three shares of the limit self-draw, 3 x 32.
      expect(deltas(game({ [option]: true }), limitWin(null, reason))).toEqual([9600, -9600, 0, 0]);
    },
  );
  test.each(ON_DISCARD.map((r) => [r, BAO_SWITCHES[r]]))(
    'the %s case is played only with %s on (a win on Bob’s discard, Bob liable)',
    (reason, option) => {
      expect(refused(game({ [option]: false }), limitWin(1, reason))[0]?.[2]).toMatch(
        `bao is not played under these rules (${option} is off)`,
      );
      // Switched on, Bob pays the whole 4 x S(5) of the win by discard.
      expect(deltas(game({ [option]: true }), limitWin(1, reason))).toEqual([6400, -6400, 0, 0]);
    },
  );
  test.each(ON_DISCARD)(
    'the %s case makes liable only the player whose discard the hand wins on (section 7)',
    (reason) => {
      const words = reason.replace('_', reason === 'fresh_tile' ? '-' : ' ');
      expect(refused(game(), limitWin(null, reason))).toEqual([
        [
          'bao_not_applied',
          'events[1].result.wins[0].liableReason',
          `${words} bao makes liable the player whose discard the hand wins on (section 7): a self-drawn win has none`,
        ],
      ]);
      expect(refused(game(), limitWin(2, reason))[0]?.[2]).toBe(
        `${words} bao makes liable the player whose discard the hand wins on (section 7): the winning tile was another player’s`,
      );
    },
  );
  test("the switches are the rules' bao options, one a case", () => {
    const rules = resolveSingaporeRules('sg_reference');
    if (!rules.ok) throw new Error('no preset');
    const options = Object.keys(rules.value)
      .filter((k) => k.startsWith('bao'))
      .sort();
    expect(Object.values(BAO_SWITCHES).sort()).toEqual(options);
    expect(Object.keys(BAO_SWITCHES).sort()).toEqual([...BAO_REASONS].sort());
  });
  test('under the standard payment the limit bao on a discard is applied: 2 x 16 + 2 x 16 by Bob', () => {
    expect(deltas(game(), limitWin(2, 'limit'))).toEqual([6400, -6400, 0, 0]);
  });
  test('pure green bao only where Pure Green is scored above the half flush', () => {
    expect(refused(game({ pureGreen: false }), limitWin(1, 'pure_green'))[0]?.[2]).toBe(
      'pure green bao applies only where Pure Green scores above the half flush (pureGreen is off; section 7)',
    );
    expect(deltas(game(), limitWin(1, 'pure_green'))).toEqual([6400, -6400, 0, 0]);
  });
});

describe('section 7: no fresh-tile bao for Thirteen Wonders', () => {
  test('Thirteen Wonders with a fresh-tile bao is refused', () => {
    expect(refused(game(), thirteenWonders('fresh_tile'))).toEqual([
      [
        'bao_not_applied',
        'events[1].result.wins[0].liableReason',
        'fresh-tile bao does not apply to Thirteen Wonders (section 7)',
      ],
    ]);
  });
  test('every loser pays 2 x S(5) (section 4.4) once the bao is taken off; with a case that fits, the discarder pays all', () => {
    const plain = win({ winner: 0, from: 2, score: { mode: 'hand', hand: '19m19p19s12345677z', win: '7z' } });
    expect(deltas(game(), plain)).toEqual([9600, -3200, -3200, -3200]);
    expect(deltas(game(), thirteenWonders('limit'))).toEqual([9600, 0, -9600, 0]);
    // A case the tiles do not fit is refused, named (Thirteen Wonders is no flush).
    expect(refused(game(), thirteenWonders('flush'))[0]?.slice(0, 2)).toEqual([
      'bao_not_applied',
      'events[1].result.wins[0].liableReason',
    ]);
  });
  test('a fresh-tile bao on a hand by its tai is applied: the tai do not say Thirteen Wonders', () => {
    expect(deltas(game(), win({ winner: 0, from: 2, liable: 2, liableReason: 'fresh_tile' }))).toEqual([
      6400, 0, -6400, 0,
    ]);
  });
});

describe('a case entered wrong: every problem named at once', () => {
  test('a case that is none of section 7, beside a bad tai', () => {
    const r = refused(
      game(),
      win({ winner: 0, from: 2, liable: 1, liableReason: 'seven' as never, score: { mode: 'tai', tai: 99 } }),
    );
    expect(r.map(([code, path]) => [code, path])).toEqual([
      ['bad_value', 'events[1].result.wins[0].score.tai'],
      ['bad_bao_case', 'events[1].result.wins[0].liableReason'],
    ]);
    expect(r[1]?.[2]).toBe(
      '"seven" is not a bao case (dragons, winds, limit, flush, all_honours, pure_green, terminals, eighteen_arhats, fresh_tile_kong, fresh_tile)',
    );
  });
  test('a case with no liable player, by tai and by tiles', () => {
    for (const score of [
      { mode: 'tai', tai: 5 },
      { mode: 'hand', hand: '19m19p19s12345677z', win: '7z' },
    ] as const) {
      expect(refused(game(), win({ winner: 0, from: 2, liableReason: 'dragons', score }))).toEqual([
        ['no_liable', 'events[1].result.wins[0].liableReason', 'a bao case needs the liable player (liable)'],
      ]);
    }
  });
  test('the other families refuse a case', () => {
    const entry = { winner: 1 as Seat, from: 2 as Seat, liable: 3 as Seat, liableReason: 'dragons' as const };
    expect(
      refused(
        game({}, 'riichi', 'tenhou'),
        win({ ...entry, score: { mode: 'value', han: 13, fu: 0, yakuman: 1 } }),
      ),
    ).toContainEqual([
      'no_bao_case',
      'events[1].result.wins[0].liableReason',
      'a bao case (liableReason) is a Singapore entry; this is a riichi game',
    ]);
    expect(
      refused(
        game({}, 'classical', 'jc_reference'),
        win({ ...entry, score: { mode: 'points', points: 500, doubles: 0, limit: true } as never }),
      ),
    ).toContainEqual([
      'no_bao_case',
      'events[1].result.wins[0].liableReason',
      'a bao case (liableReason) is a Singapore entry; this is a Japanese Classical game',
    ]);
  });
});

test('the case is kept in the log and in score box 1, and replays', () => {
  const r = appendEvent(game({ shooterPays: true }), limitWin(null, 'limit'));
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  const box = r.value.state.history[0]!.breakdowns[0] as SingaporeWinBreakdown;
  expect([box.liable, box.liableReason]).toEqual([1, 'limit']);
  const again = replayGame(JSON.parse(JSON.stringify(r.value.doc)));
  expect(again.ok && again.value.scores).toEqual(r.value.state.scores);
  const none = appendEvent(game(), limitWin(2));
  expect(none.ok && (none.value.state.history[0]!.breakdowns[0] as SingaporeWinBreakdown).liableReason).toBe(
    null,
  );
});

describe('section 7, fresh-tile kong bao (包杠): an instant payout of an exposed kong, the discarder liable', () => {
  const kong = (extra: Partial<Extract<GameEvent, { type: 'instant' }>> = {}): GameEvent => ({
    type: 'instant',
    seat: 0,
    kongs: ['kan'],
    ...extra,
  });
  test('Bob, whose fresh discard Ann konged, pays all of the kong: 3 x u (u = 2)', () => {
    expect(deltas(game(), kong())).toEqual([600, -200, -200, -200]);
    const r = appendEvent(game(), kong({ liable: 1 }));
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    const record = r.value.state.history.at(-1)!;
    expect(record.payment.deltas).toEqual([600, -600, 0, 0]);
    expect(record.result).toMatchObject({ kind: 'instant', kongs: ['kan'], liable: 1 });
    expect(findInstantBreakdown(record)?.items).toEqual([
      { id: 'exposed_kong', each: 200, total: 600, payers: [1] },
    ]);
    // Replayed from the saved log, the same.
    const again = replayGame(r.value.doc);
    expect(again.ok && again.value.history.at(-1)!.payment.deltas).toEqual([600, -600, 0, 0]);
  });
  test('with a concealed kong beside it, only the exposed kong is the liable player’s', () => {
    expect(deltas(game(), kong({ kongs: ['ankan', 'kan'], liable: 3 }))).toEqual([1800, -400, -400, -1000]);
  });
  test('refused: no exposed kong or two of them, the collector himself, the case switched off', () => {
    expect(refused(game(), kong({ kongs: ['ankan'], liable: 1 }))).toEqual([
      [
        'bao_needs_kong',
        'events[1].liable',
        "a fresh-tile kong bao is for one exposed kong claimed from the liable player's discard; this payout shows 0",
      ],
    ]);
    expect(refused(game(), kong({ kongs: ['kan', 'kan'], liable: 1 }))[0]?.[0]).toBe('bao_needs_kong');
    expect(refused(game(), kong({ liable: 0 }))[0]?.[0]).toBe('bad_seat');
    expect(refused(game(), kong({ liable: 7 as Seat }))[0]?.[0]).toBe('bad_seat');
    expect(refused(game({ baoFreshTileKong: false }), kong({ liable: 1 }))).toEqual([
      [
        'bao_not_applied',
        'events[1].liable',
        'fresh-tile kong bao is not played under these rules (baoFreshTileKong is off)',
      ],
    ]);
  });
});

describe('section 7: a case is judged against the hand it is entered with', () => {
  test('by its tai: the limit cases (limit, all honours, terminals, eighteen arhats) need the limit', () => {
    for (const reason of ['limit', 'all_honours', 'eighteen_arhats'] as const) {
      const low = win({
        winner: 0,
        // All honours is won on the liable player's discard; the others by any means.
        from: reason === 'all_honours' ? 1 : null,
        liable: 1,
        liableReason: reason,
        score: { mode: 'tai', tai: 2 },
      });
      expect(refused(game(), low)[0]?.[2]).toBe(
        `${reason === 'all_honours' ? 'all honours' : reason.replace('_', ' ')} bao is for a hand at the limit (5 tai), and this one has 2`,
      );
    }
    // The dragons case is not a limit hand when the third dragon is the pair: 2 tai may be it.
    expect(
      deltas(
        game(),
        win({ winner: 0, from: null, liable: 1, liableReason: 'dragons', score: { mode: 'tai', tai: 2 } }),
      ),
    ).toEqual([1200, -1200, 0, 0]);
  });
  test('by its tiles: a three-suit hand is no flush, one dragon pung no dragons case', () => {
    const entry = (liableReason: BaoReason): GameEvent =>
      win({
        winner: 0,
        from: 1,
        liable: 1,
        liableReason,
        score: { mode: 'hand', hand: '123m456p789s11z + pon:555z', win: '1z' },
      });
    expect(refused(game(), entry('flush'))[0]?.[2]).toBe(
      'flush bao is for a hand of one suit, which this hand is not',
    );
    expect(refused(game(), entry('dragons'))[0]?.[2]).toBe(
      'dragons bao is for a hand of three dragon sets, or two and the dragon pair, which this hand is not',
    );
  });
});

test('a tai count out of range names the range a win has: from the minimum to the most', () => {
  const r = refused(game(), win({ winner: 0, from: 2, score: { mode: 'tai', tai: 100 } }));
  expect(r[0]?.[2]).toBe('tai must be a whole number from 1 (the least a win has) to 64');
  expect(refused(game(), win({ winner: 0, from: 2, score: { mode: 'tai', tai: 0 } }))[0]?.[0]).toBe(
    'below_minimum',
  );
});
