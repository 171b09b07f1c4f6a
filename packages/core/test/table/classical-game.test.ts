// A whole Japanese Classical game through the family table (japanese-classical.md sections 1,
// 6 and 8): wins by hand and by points/doubles, Ready sticks, draw payments, erroneous mahjong,
// liability, the dealer's streak, rotation through the four winds, the end and the settlement;
// the change of heart (section 6.5), and what the other families refuse of it.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paymentBalance, type Seat } from '../../src/payment.ts';
import type { ClassicalRules } from '../../src/rules/classical/options.ts';
import { classicalTable } from '../../src/table/classical.ts';
import { exportCsv, parseGameDocument, serializeGame } from '../../src/table/document.ts';
import { appendEvent, createGame, replayGame } from '../../src/table/ledger.ts';
import type { HandOutcome } from '../../src/table/riichi.ts';
import type { GameConfig, GameDocument, GameState, HandResult, WinEntry } from '../../src/table/types.ts';

const PLAYERS: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];

function config(preset = 'jc_reference', overrides: Record<string, unknown> = {}, rate?: number): GameConfig {
  return {
    family: 'classical',
    preset,
    overrides,
    players: PLAYERS,
    ...(rate === undefined ? {} : { rate }),
  };
}

/** A small reducer over the family table, as the ledger folds events, with its invariant. */
class Table {
  state: GameState;
  rules: ClassicalRules;
  constructor(cfg: GameConfig) {
    const r = classicalTable.resolve(cfg);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    this.rules = r.value;
    const s = classicalTable.start(r.value);
    this.state = {
      config: cfg,
      ...s,
      total: s.scores.reduce((a, b) => a + b, 0),
      finished: false,
      endReason: null,
      chombo: [0, 0, 0, 0],
      history: [],
      adjustments: [],
      penalties: [],
    };
  }
  fold(o: HandOutcome): HandOutcome {
    const chombo = [...this.state.chombo] as GameState['chombo'];
    if (o.chomboSeat !== null) chombo[o.chomboSeat]++;
    this.state = {
      ...this.state,
      scores: o.next.scores,
      round: o.next.round,
      dealer: o.next.dealer,
      finished: o.finished,
      endReason: o.endReason,
      chombo,
      history: [...this.state.history, { ...o.record, eventIndex: this.state.history.length + 1 }],
    };
    expect(paymentBalance(o.record.payment)).toBe(0);
    const sum = this.state.scores.reduce((a, b) => a + b, 0);
    expect(sum + this.state.round.sticks * classicalTable.stickValue(this.rules)).toBe(this.state.total);
    expect(this.state.dealer).toBe(this.state.round.number - 1);
    return o;
  }
  hand(result: HandResult, declared: Seat[] = []): HandOutcome {
    const r = classicalTable.applyHand(this.state, this.rules, declared, result);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return this.fold(r.value);
  }
  where() {
    return { wind: this.state.round.wind, number: this.state.round.number, dealer: this.state.dealer };
  }
}

const pointsWin = (
  winner: Seat,
  from: Seat | null,
  points: number,
  doubles: number,
  extra: { limit?: boolean; liable?: Seat } = {},
): HandResult => ({
  kind: 'win',
  wins: [
    {
      winner,
      from,
      score: { mode: 'points', points, doubles, ...(extra.limit ? { limit: true } : {}) },
      ...(extra.liable === undefined ? {} : { liable: extra.liable }),
    },
  ],
});
const handWin = (winner: Seat, from: Seat | null, hand: string, win?: string): HandResult => ({
  kind: 'win',
  wins: [{ winner, from, score: { mode: 'hand', hand, ...(win ? { win } : {}) } }],
});

describe('a Japanese Classical game, jc_reference with draw payments', () => {
  test('start: 500 each (A1), East 1, seat 0 deals; a stick is worth the Ready stick', () => {
    const t = new Table(config());
    expect(t.state.scores).toEqual([500, 500, 500, 500]);
    expect(t.state.total).toBe(2000);
    expect(t.where()).toEqual({ wind: 1, number: 1, dealer: 0 });
    expect(classicalTable.stickValue(t.rules)).toBe(100);
    expect(classicalTable.start(new Table(config('jc_four_winds')).rules).scores).toEqual([
      2000, 2000, 2000, 2000,
    ]);
  });

  test('whole game: wins, Ready sticks, draw, erroneous mahjong, liability, rotation, end, settlement', () => {
    const t = new Table(config('jc_reference', { drawPayments: true }, 0.5));
    // E1: South (Bob) wins on West's (Cy) discard, P = 22, D = 0: Cy pays for all, 4 × 22 = 88.
    let o = t.hand(handWin(1, 2, '456s678s33m + chi:123m pon:777p', '8s'));
    expect(o.record.payment.deltas).toEqual([0, 88, -88, 0]);
    expect(o.record.breakdowns[0]).toMatchObject({ points: 22, doubles: 0, value: 22 });
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });

    // East 2 (Bob deals). Cy declares Ready (100 on the table); E2: Ann, now North, self-draws
    // P = 46, D = 2, V = 184: the dealer Bob 368, the others 184; Ann also takes the stick.
    o = t.hand(handWin(0, null, '777z222p35s678m99s4s'), [2]);
    expect(o.record.payment.deltas).toEqual([836, -368, -284, -184]);
    expect(o.record.payment.lines[0]).toMatchObject({ from: 2, amount: 100, reason: 'riichi' });
    expect(o.record.payment.lines.at(-1)).toMatchObject({ to: 0, amount: 100, reason: 'sticks' });
    expect(o.record.breakdowns[0]).toMatchObject({ value: 184, sticks: 1 });
    expect(t.state.round.sticks).toBe(0);
    expect(t.where()).toEqual({ wind: 1, number: 3, dealer: 2 });

    // East 3 (Cy deals). Dee declares Ready and is the only one waiting at the draw (E12):
    // each other player pays 200; her stick stays on the table (A16); the deal passes.
    o = t.hand({ kind: 'exhaustive_draw', tenpai: [3] }, [3]);
    expect(o.record.payment.deltas).toEqual([-200, -200, -200, 500]);
    expect(t.state.round.sticks).toBe(1);
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });

    // East 4 (Dee deals, East seat in the East round). E3: Dee wins on Ann's discard; 36 × 16
    // capped at 500, dealer ×6: Ann pays 3,000; Dee also takes the stick left from the draw.
    o = t.hand(handWin(3, 0, '111m456m89m55z7m + pon:111z'));
    expect(o.record.payment.deltas).toEqual([-3000, 0, 0, 3100]);
    expect(o.record.breakdowns[0]).toMatchObject({ value: 500, rawValue: 576, limit: true });
    expect(t.state.round.sticks).toBe(0);
    // The dealer keeps the deal; honba counts her consecutive wins.
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });
    expect(t.state.round.honba).toBe(1);

    // E13: Bob's erroneous mahjong: 250 to each non-dealer, 500 to the dealer; the hand is replayed.
    o = t.hand({ kind: 'chombo', offender: 1 });
    expect(o.record.payment.deltas).toEqual([250, -1000, 250, 500]);
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });
    expect(t.state.round.honba).toBe(1);
    expect(t.state.chombo).toEqual([0, 1, 0, 0]);

    // Quick entry: Dee (dealer) self-draws P = 30, D = 1 → V = 60, 120 from each.
    o = t.hand(pointsWin(3, null, 30, 1));
    expect(o.record.payment.deltas).toEqual([-120, -120, -120, 360]);
    expect(t.state.round.honba).toBe(2);

    // E4 liability: Ann self-draws Big three dragons (limit); Cy fed the third dragon and pays 2,000.
    o = t.hand(pointsWin(0, null, 0, 0, { limit: true, liable: 2 }));
    expect(o.record.payment.deltas).toEqual([2000, 0, -2000, 0]);
    expect(o.record.payment.lines.every((l) => l.reason === 'pao' && l.from === 2)).toBe(true);
    expect(t.where()).toEqual({ wind: 2, number: 1, dealer: 0 });
    const before = [...t.state.scores];
    expect(before).toEqual([266, -1100, -1942, 4776]);
    expect(before.reduce((a, b) => a + b, 0)).toBe(2000);

    // South 1 .. North 4: the next seat wins on the dealer's discard, P = 25, D = 0 → 100.
    let hands = 0;
    while (!t.state.finished) {
      const winner = ((t.state.dealer + 1) % 4) as Seat;
      t.hand(pointsWin(winner, t.state.dealer, 25, 0));
      hands++;
    }
    expect(hands).toBe(12);
    expect(t.state.endReason).toBe('last_hand');
    expect(t.where()).toEqual({ wind: 4, number: 4, dealer: 3 });
    // Every seat won 3 × 100 and, as dealer, paid 3 × 100.
    expect(t.state.scores).toEqual(before);
    expect(classicalTable.applyHand(t.state, t.rules, [], pointsWin(0, 1, 30, 0)).ok).toBe(false);

    const s = classicalTable.settle(t.state, t.rules);
    expect(s).toMatchObject({
      family: 'classical',
      scoreUnit: 'points',
      startingPoints: 500,
      leftoverSticks: 0,
    });
    expect(s.rows.map((r) => [r.name, r.finalScore, r.rank, r.points, r.money])).toEqual([
      ['Ann', 266, 2, -234, -117],
      ['Bob', -1100, 3, -1600, -800],
      ['Cy', -1942, 4, -2442, -1221],
      ['Dee', 4776, 1, 4276, 2138],
    ]);
    expect(s.rows.reduce((a, r) => a + r.points, 0)).toBe(0);
  });

  test('sticks left on the table settle to the top; the game ends on the North-4 draw', () => {
    const t = new Table(config());
    for (let i = 0; i < 15; i++) t.hand({ kind: 'exhaustive_draw', tenpai: [] });
    expect(t.where()).toEqual({ wind: 4, number: 4, dealer: 3 });
    // The dealer Dee self-draws V = 30: 60 from each; she keeps the deal.
    t.hand(pointsWin(3, null, 30, 0));
    expect(t.state.scores).toEqual([440, 440, 440, 680]);
    // A draw, Ann Ready and waiting: the deal passes and the game is over with her stick on the table.
    t.hand({ kind: 'exhaustive_draw', tenpai: [0] }, [0]);
    expect(t.state.finished).toBe(true);
    expect(t.state.round.sticks).toBe(1);
    const s = classicalTable.settle(t.state, t.rules);
    expect(s.leftoverSticks).toBe(1);
    expect(s.rows.map((r) => [r.score, r.sticks, r.finalScore, r.points])).toEqual([
      [340, 0, 340, -160],
      [440, 0, 440, -60],
      [440, 0, 440, -60],
      [680, 100, 780, 280],
    ]);
    expect(s.rows.map((r) => r.rank)).toEqual([4, 2, 2, 1]);
  });

  test('dealer streak (A15): the n-th consecutive dealer win is a limit hand', () => {
    const t = new Table(config('jc_reference', { dealerStreakLimit: 3 }));
    expect(t.hand(pointsWin(0, 1, 30, 0)).record.payment.deltas).toEqual([180, -180, 0, 0]);
    expect(t.hand(pointsWin(0, 1, 30, 0)).record.payment.deltas).toEqual([180, -180, 0, 0]);
    const o = t.hand(pointsWin(0, 1, 30, 0));
    expect(o.record.payment.deltas).toEqual([3000, -3000, 0, 0]);
    expect(o.record.breakdowns[0]).toMatchObject({ dealerStreak: 2, limit: true });
    // A non-dealer win passes the deal and ends the streak.
    t.hand(pointsWin(2, 1, 30, 0));
    expect(t.state.round.honba).toBe(0);
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });
  });

  test('E11: settlement between losers, and draw payments in the pairwise mode', () => {
    const t = new Table(config('jc_reference', { loserSettlement: true }));
    const o = t.hand({ ...pointsWin(1, 2, 30, 1), loserScores: [24, null, 8, 40] } as HandResult);
    expect(o.record.payment.deltas).toEqual([0, 240, -304, 64]);
    expect(o.record.payment.lines.filter((l) => l.reason === 'settlement')).toHaveLength(3);
    const missing = classicalTable.applyHand(t.state, t.rules, [], pointsWin(1, 2, 30, 1));
    expect(missing.ok).toBe(false);

    const u = new Table(config('jc_reference', { drawPayments: true, drawPaymentMode: 'pairwise' }));
    expect(u.hand({ kind: 'exhaustive_draw', tenpai: [0, 1] }).record.payment.deltas).toEqual([
      600, 600, -600, -600,
    ]);
  });

  test('single-share discard payment and the A16 return of sticks on a draw', () => {
    const t = new Table(config('jc_reference', { discardPayment: 'single_share', sticksOnDraw: 'return' }));
    // E10 single share: the dealer (Ann) discards to Bob, V = 60 → 120.
    expect(t.hand(pointsWin(1, 0, 30, 1)).record.payment.deltas).toEqual([-120, 120, 0, 0]);
    const o = t.hand({ kind: 'exhaustive_draw', tenpai: [2] }, [2]);
    expect(o.record.payment.deltas).toEqual([0, 0, 0, 0]);
    expect(t.state.round.sticks).toBe(0);
  });

  test('entries the family does not play are clear errors', () => {
    const t = new Table(config());
    const bad = (result: HandResult, declared: Seat[] = []) => {
      const r = classicalTable.applyHand(t.state, t.rules, declared, result);
      expect(r.ok).toBe(false);
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(bad({ kind: 'win', wins: [{ winner: 0, from: 1, score: { mode: 'tai', tai: 3 } }] })).toContain(
      'bad_score_mode',
    );
    expect(bad({ kind: 'abortive_draw', reason: 'kyuushu_kyuuhai' })).toContain('no_abortive_draw');
    expect(bad({ kind: 'exhaustive_draw', tenpai: [1] }, [2])).toContain('ready_not_waiting');
    expect(bad(pointsWin(1, 2, 30, 1, { liable: 3 }))).toContain('no_liability');
    expect(bad(handWin(1, 2, '456s678s33m + chi:123m pon:777p', '8s'), [0, 0])).toContain('bad_seat');
    expect(bad(handWin(1, 2, '456s678s34m + chi:123m pon:777p', '8s'))).toContain('not_agari');
    expect(bad(pointsWin(1, 1, 30, 1))).toContain('self_ron');
    const noReady = new Table(config('jc_reference', { ready: false }));
    expect(classicalTable.applyHand(noReady.state, noReady.rules, [1], pointsWin(0, 1, 30, 0)).ok).toBe(
      false,
    );
    const inst = classicalTable.applyInstant(t.state, t.rules, { type: 'instant', seat: 0, kongs: ['kan'] });
    expect(inst.ok).toBe(false);
    if (!inst.ok) expect(inst.issues[0]!.code).toBe('no_instant_payouts');
  });
});

describe('spec audit: game flow and table payments (japanese-classical.md sections 1, 6 and A15)', () => {
  test('§6.3 the winner takes his own Ready stick back with the others on the table', () => {
    const t = new Table(config());
    // Bob and Dee declare; Bob wins on Cy's discard (P 30, D 1 → V 60, Cy pays 240).
    const o = t.hand(pointsWin(1, 2, 30, 1), [1, 3]);
    expect(o.record.payment.deltas).toEqual([0, 240 + 100, -240, -100]);
    expect(t.state.round.sticks).toBe(0);
  });

  test('§1 a draw passes the deal even when the dealer is waiting; A15 the streak restarts', () => {
    const t = new Table(config('jc_reference', { dealerStreakLimit: 2 }));
    t.hand(pointsWin(0, 1, 30, 0));
    expect(t.state.round.honba).toBe(1);
    t.hand({ kind: 'exhaustive_draw', tenpai: [0] });
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });
    expect(t.state.round.honba).toBe(0);
    // Bob's first win as dealer is not a limit hand: 30 × 6 = 180 from the discarder.
    const o = t.hand(pointsWin(1, 2, 30, 0));
    expect(o.record.payment.deltas).toEqual([0, 180, -180, 0]);
    expect(o.record.breakdowns[0]).toMatchObject({ dealerStreak: 0, limit: false });
  });

  test('A15 in a hand entered tile by tile: the dealer’s n-th consecutive win is the limit', () => {
    const t = new Table(config('jc_reference', { dealerStreakLimit: 2 }));
    // E1's hand won by the dealer Ann on Bob's discard: P 22, D 0 → 22 × 6 = 132.
    expect(t.hand(handWin(0, 1, '456s678s33m + chi:123m pon:777p', '8s')).record.payment.deltas).toEqual([
      132, -132, 0, 0,
    ]);
    const o = t.hand(handWin(0, 1, '456s678s33m + chi:123m pon:777p', '8s'));
    expect(o.record.payment.deltas).toEqual([3000, -3000, 0, 0]);
    expect(o.record.breakdowns[0]).toMatchObject({ points: null, doubles: null, value: 500, limit: true });
  });

  test('§6.4 draw payments are off in jc_reference: a draw moves no points', () => {
    const t = new Table(config());
    expect(t.hand({ kind: 'exhaustive_draw', tenpai: [2] }).record.payment.deltas).toEqual([0, 0, 0, 0]);
  });

  test('§6.1 a hand entered tile by tile with the dealer at seat 1: the dealer pays double on a self-draw', () => {
    const t = new Table(config());
    t.hand(pointsWin(1, 2, 30, 0));
    expect(t.state.dealer).toBe(1);
    // E1's hand self-drawn by Cy (South for dealer Bob): P 24, D 0; Bob 48, Ann 24, Dee 24.
    const o = t.hand(handWin(2, null, '456s678s33m + chi:123m pon:777p', '8s'));
    expect(o.record.breakdowns[0]).toMatchObject({ points: 24, doubles: 0, value: 24 });
    expect(o.record.payment.deltas).toEqual([-24, -48, 96, -24]);
  });
});

describe('property: every payment sums to zero and points are conserved', () => {
  const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
  const step = fc.oneof(
    fc.record({
      k: fc.constant('win' as const),
      w: seat,
      f: fc.option(seat),
      p: fc.integer({ min: 20, max: 120 }),
      d: fc.integer({ min: 0, max: 6 }),
      limit: fc.boolean(),
      l: fc.option(seat),
    }),
    fc.record({ k: fc.constant('draw' as const), tenpai: fc.subarray<Seat>([0, 1, 2, 3]) }),
    fc.record({ k: fc.constant('chombo' as const), o: seat }),
  );
  test.each([
    ['jc_reference', {}],
    ['jc_four_winds', { drawPayments: true, sticksOnDraw: 'return' }],
    [
      'jc_reference',
      {
        drawPayments: true,
        drawPaymentMode: 'pairwise',
        discardPayment: 'single_share',
        capBeforeDealerDouble: false,
      },
    ],
  ])('%s %j', (preset, overrides) => {
    fc.assert(
      fc.property(fc.array(fc.tuple(step, fc.subarray<Seat>([0, 1, 2, 3])), { maxLength: 40 }), (steps) => {
        const t = new Table(config(preset, overrides));
        for (const [s, declared] of steps) {
          if (t.state.finished) break;
          let result: HandResult;
          let ready: Seat[] = declared;
          if (s.k === 'win') {
            const from = s.f === s.w ? null : s.f;
            const liable = s.l === s.w || !s.limit ? null : s.l;
            result = {
              kind: 'win',
              wins: [
                {
                  winner: s.w,
                  from,
                  liable,
                  score: { mode: 'points', points: s.p, doubles: s.d, limit: s.limit },
                },
              ],
            };
          } else if (s.k === 'draw') {
            result = { kind: 'exhaustive_draw', tenpai: s.tenpai };
            ready = declared.filter((x) => s.tenpai.includes(x));
          } else result = { kind: 'chombo', offender: s.o };
          const r = classicalTable.applyHand(t.state, t.rules, ready, result);
          expect(r.ok).toBe(true);
          if (!r.ok) continue;
          expect(paymentBalance(r.value.record.payment)).toBe(0);
          t.fold(r.value);
        }
        const s = classicalTable.settle(t.state, t.rules);
        expect(s.rows.reduce((a, r) => a + r.points, 0)).toBe(0);
        expect(s.rows.reduce((a, r) => a + r.finalScore, 0)).toBe(t.state.total);
      }),
      { numRuns: 150 },
    );
  });
});

describe('a bad Japanese Classical entry is one issue that names it, with its path', () => {
  const t = new Table(config());
  /** Bob wins on Cy's discard (E1 of the game above), with the given flags. */
  const flagged = (flags: Record<string, unknown>): HandResult => ({
    kind: 'win',
    wins: [
      {
        winner: 1,
        from: 2,
        score: { mode: 'hand', hand: '456s678s33m + chi:123m pon:777p', win: '8s', flags: flags as never },
      },
    ],
  });
  const noLiability = new Table(config('jc_reference', { liability: false }));
  const rows: {
    what: string;
    table?: Table;
    result: HandResult;
    declared?: Seat[];
    code: string;
    path: string;
  }[] = [
    {
      what: 'basic points of 0',
      result: pointsWin(1, 2, 0, 1),
      code: 'bad_value',
      path: 'result.wins[0].score.points',
    },
    {
      what: 'basic points that are not whole',
      result: pointsWin(1, 2, 22.5, 1),
      code: 'bad_value',
      path: 'result.wins[0].score.points',
    },
    {
      what: 'negative doubles',
      result: pointsWin(1, 2, 30, -1),
      code: 'bad_value',
      path: 'result.wins[0].score.doubles',
    },
    {
      what: 'doubles past 60',
      result: pointsWin(1, 2, 30, 61),
      code: 'bad_value',
      path: 'result.wins[0].score.doubles',
    },
    {
      what: 'liability where the rules play none',
      table: noLiability,
      result: pointsWin(1, 2, 30, 1, { limit: true, liable: 3 }),
      code: 'no_liability',
      path: 'result.wins[0].liable',
    },
    {
      what: 'a flag the family does not have',
      result: flagged({ ippatsu: true }),
      code: 'bad_flag',
      path: 'result.wins[0].score.flags.ippatsu',
    },
    {
      what: 'a flag named as what every object inherits',
      result: flagged({ toString: true }),
      code: 'bad_flag',
      path: 'result.wins[0].score.flags.toString',
    },
    {
      what: 'a flag that is not true or false',
      result: flagged({ lastTile: 1 }),
      code: 'bad_flag',
      path: 'result.wins[0].score.flags.lastTile',
    },
    {
      what: 'a nagashi at a draw',
      result: { kind: 'exhaustive_draw', tenpai: [0], nagashi: [0] },
      code: 'no_nagashi',
      path: 'result.nagashi',
    },
    {
      what: 'waiting seats that repeat',
      result: { kind: 'exhaustive_draw', tenpai: [1, 1] },
      code: 'bad_seat',
      path: 'result.tenpai',
    },
    {
      what: 'an offender who is no seat',
      result: { kind: 'chombo', offender: 4 as Seat },
      code: 'bad_seat',
      path: 'result.offender',
    },
    {
      what: 'a result of no known kind',
      result: { kind: 'pause' } as unknown as HandResult,
      code: 'bad_result',
      path: 'result.kind',
    },
  ];
  test.each(rows)('$what: $code at $path', ({ table = t, result, declared = [], code, path }) => {
    const r = classicalTable.applyHand(table.state, table.rules, declared, result);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.code, i.path])).toEqual([[code, path]]);
  });
});

describe('§6.5 change of heart: each offender pays the winner, recorded with the win', () => {
  const heart = (result: HandResult, seats: unknown): HandResult =>
    ({ ...result, changeOfHeart: seats }) as HandResult;
  const codes = (r: { ok: boolean; issues?: { code: string; path?: string }[] }) =>
    r.ok ? [] : r.issues!.map((i) => [i.code, i.path]);

  test('one offence: 100 from the offender to the winner, itemised after the win’s lines', () => {
    const t = new Table(config());
    // Bob wins on Cy's discard (V 60, Cy pays 240 for all) with Ready declared; Dee withdrew a call.
    const o = t.hand(heart(pointsWin(1, 2, 30, 1), [3]), [1]);
    expect(o.record.payment.deltas).toEqual([0, 240 + 100, -240, -100]);
    expect(o.record.payment.lines.map((l) => [l.from, l.to, l.amount, l.reason])).toEqual([
      [1, -1, 100, 'riichi'],
      [2, 1, 120, 'base'],
      [2, 1, 60, 'base'],
      [2, 1, 60, 'base'],
      [-1, 1, 100, 'sticks'],
      [3, 1, 100, 'penalty'],
    ]);
    expect(o.record.payment.lines.at(-1)).toMatchObject({
      note: 'change of heart',
      noteKey: { id: 'change_of_heart' },
    });
    expect(o.record.result).toMatchObject({ changeOfHeart: [3] });
  });

  test('two offences: one line each, by the same player or by two', () => {
    const t = new Table(config());
    expect(t.hand(heart(pointsWin(1, 2, 30, 1), [3, 3])).record.payment.deltas).toEqual([0, 440, -240, -200]);
    const o = t.hand(heart(pointsWin(3, null, 30, 1), [0, 2]));
    // Dee self-draws V 60 with Bob dealing: Bob 120, Ann and Cy 60; Ann and Cy 100 more each.
    expect(o.record.payment.deltas).toEqual([-160, -120, -160, 440]);
    expect(o.record.payment.lines.filter((l) => l.noteKey?.id === 'change_of_heart')).toHaveLength(2);
  });

  test('the winner listed pays nothing (a player may withdraw a call and still win)', () => {
    const t = new Table(config());
    const o = t.hand(heart(pointsWin(1, 2, 30, 1), [1, 3]));
    expect(o.record.payment.deltas).toEqual([0, 340, -240, -100]);
    expect(o.record.payment.lines.filter((l) => l.reason === 'penalty')).toHaveLength(1);
    expect(new Table(config()).hand(heart(pointsWin(1, 2, 30, 1), [1])).record.payment.deltas).toEqual([
      0, 240, -240, 0,
    ]);
  });

  test('the amount is changeOfHeartPayment whoever deals: not doubled for the dealer', () => {
    const t = new Table(config('jc_reference', { changeOfHeartPayment: 150 }));
    // Ann (dealer) wins on Bob's discard, V 60 × 2 × 3 = 360; Bob (non-dealer) owes 150.
    const dealerWins = t.hand(heart(pointsWin(0, 1, 30, 1), [1]));
    expect(dealerWins.record.payment.deltas).toEqual([510, -510, 0, 0]);
    // Cy wins on Dee's discard (V 60, Dee pays 240); the dealer Ann owes 150, as anyone.
    const dealerPays = t.hand(heart(pointsWin(2, 3, 30, 1), [0]));
    expect(dealerPays.record.payment.deltas).toEqual([-150, 0, 390, -240]);
    expect(dealerPays.record.payment.lines.at(-1)).toMatchObject({ from: 0, to: 2, amount: 150 });
  });

  test('with the settlement between losers, every line still balances', () => {
    const t = new Table(config('jc_reference', { loserSettlement: true }));
    const o = t.hand({ ...heart(pointsWin(1, 2, 30, 1), [2]), loserScores: [24, null, 8, 40] } as HandResult);
    // E11's hand (South +240, East 0, West −304, North +64) and West's 100 to South.
    expect(o.record.payment.deltas).toEqual([0, 340, -404, 64]);
    expect(paymentBalance(o.record.payment)).toBe(0);
  });

  test('a bad list is named, with every other problem of the entry', () => {
    const t = new Table(config());
    const apply = (result: HandResult) => codes(classicalTable.applyHand(t.state, t.rules, [], result));
    expect(apply(heart(pointsWin(1, 2, 30, 1), [4]))).toEqual([['bad_seat', 'result.changeOfHeart']]);
    expect(apply(heart(pointsWin(1, 2, 30, 1), ['3']))).toEqual([['bad_seat', 'result.changeOfHeart']]);
    expect(apply(heart(pointsWin(1, 2, 30, 1), 3))).toEqual([['bad_entry', 'result.changeOfHeart']]);
    expect(apply(heart(pointsWin(1, 2, 30, 1), { 0: 3 }))).toEqual([['bad_entry', 'result.changeOfHeart']]);
    expect(apply(heart(pointsWin(1, 2, 30, 1), [0, 0, 2, 2, 3, 3, 0, 2, 3]))).toEqual([
      ['bad_entry', 'result.changeOfHeart'],
    ]);
    // Eight is the most: accepted.
    expect(apply(heart(pointsWin(1, 2, 30, 1), [0, 0, 2, 2, 3, 3, 0, 2]))).toEqual([]);
    expect(apply(heart(pointsWin(1, 2, 0, 1), [7, 0, 0, 0, 0, 0, 0, 0, 0]))).toEqual([
      ['bad_value', 'result.wins[0].score.points'],
      ['bad_seat', 'result.changeOfHeart'],
      ['bad_entry', 'result.changeOfHeart'],
    ]);
    expect(apply(heart(pointsWin(1, 1, 30, 1), [5]))).toEqual([
      ['self_ron', 'result.wins[0].from'],
      ['bad_seat', 'result.changeOfHeart'],
    ]);
  });

  test('a drawn hand or an erroneous mahjong records none: refused, not ignored', () => {
    const t = new Table(config());
    const apply = (result: HandResult) => codes(classicalTable.applyHand(t.state, t.rules, [], result));
    expect(apply(heart({ kind: 'exhaustive_draw', tenpai: [] }, [2]))).toEqual([
      ['no_change_of_heart', 'result.changeOfHeart'],
    ]);
    expect(apply(heart({ kind: 'chombo', offender: 1 }, [2]))).toEqual([
      ['no_change_of_heart', 'result.changeOfHeart'],
    ]);
  });

  test('an erroneous mahjong names its offender only: a claimed discard is refused, not ignored', () => {
    const t = new Table(config());
    const apply = (result: HandResult) => codes(classicalTable.applyHand(t.state, t.rules, [], result));
    expect(apply({ kind: 'chombo', offender: 1, from: 2 })).toEqual([['no_claimed_discard', 'result.from']]);
    expect(apply({ kind: 'chombo', offender: 1, from: null })).toEqual([]);
  });

  test('without loserSettlement, loser scores are refused, not ignored', () => {
    const t = new Table(config());
    const r = classicalTable.applyHand(t.state, t.rules, [], {
      ...pointsWin(1, 2, 30, 1),
      loserScores: [24, null, 8, 40],
    } as HandResult);
    expect(codes(r)).toEqual([['no_loser_settlement', 'result.loserScores']]);
    expect(r.ok ? '' : r.issues[0]!.message).toBe(
      'these rules have no settlement between losers (loserSettlement)',
    );
  });

  test('riichi and Singapore refuse a change of heart; riichi refuses loser scores too', () => {
    const riichi = createGame({ family: 'riichi', preset: 'tenhou', overrides: {}, players: PLAYERS });
    const sg = createGame({ family: 'singapore', preset: 'sg_reference', overrides: {}, players: PLAYERS });
    if (!riichi.ok || !sg.ok) throw new Error('game');
    const add = (doc: GameDocument, result: HandResult) => {
      const r = appendEvent(doc, { type: 'hand', riichi: [], result });
      return r.ok ? [] : r.issues.map((i) => [i.code, i.message]);
    };
    const ron = (score: WinEntry['score']): HandResult => ({
      kind: 'win',
      wins: [{ winner: 1, from: 2, score }],
    });
    const riichiWin = ron({ mode: 'value', han: 3, fu: 30 });
    const sgWin = ron({ mode: 'tai', tai: 3 });
    expect(add(riichi.value, riichiWin)).toEqual([]);
    expect(add(sg.value, sgWin)).toEqual([]);
    expect(add(riichi.value, heart(riichiWin, [3]))).toEqual([
      ['no_change_of_heart', 'change of heart is a Japanese Classical penalty (§6.5); this is a riichi game'],
    ]);
    expect(add(riichi.value, heart({ kind: 'exhaustive_draw', tenpai: [] }, []))).toEqual([
      ['no_change_of_heart', 'change of heart is a Japanese Classical penalty (§6.5); this is a riichi game'],
    ]);
    expect(add(sg.value, heart(sgWin, [3]))).toEqual([
      [
        'no_change_of_heart',
        'change of heart is a Japanese Classical penalty (§6.5); this is a Singapore game',
      ],
    ]);
    expect(add(riichi.value, { ...riichiWin, loserScores: [1, null, 2, 3] } as HandResult)).toEqual([
      ['no_loser_settlement', 'riichi has no settlement between losers'],
    ]);
  });

  test('saved and loaded, exported to CSV: the offenders go with the hand', () => {
    const game = createGame(config());
    if (!game.ok) throw new Error('game');
    const added = appendEvent(game.value, {
      type: 'hand',
      riichi: [],
      result: heart(pointsWin(1, 2, 30, 1), [3, 0, 3]),
    });
    if (!added.ok) throw new Error(JSON.stringify(added.issues));
    const loaded = parseGameDocument(serializeGame(added.value.doc));
    expect(loaded.ok).toBe(true);
    const state = replayGame(loaded.ok ? loaded.value : game.value);
    if (!state.ok) throw new Error('replay');
    expect(state.value.scores).toEqual([400, 1040, 260, 300]);
    expect(exportCsv(state.value).split('\n')[1]).toBe(
      '1,E1,0,0,ron 2<-3 change_of_heart 1/4/4,-100,540,-240,-200,400,1040,260,300',
    );
  });
});

describe('referee audit: Ready sticks across draws (japanese-classical.md sections 6.3, 6.4, A16, A17)', () => {
  test('§6.3/A16 sticks from two drawn hands stay on the table; a Ready winner takes all three, his own too', () => {
    const t = new Table(config());
    // East 1: Bob declares Ready and is waiting at the draw; no draw payments in jc_reference.
    expect(t.hand({ kind: 'exhaustive_draw', tenpai: [1] }, [1]).record.payment.deltas).toEqual([
      0, -100, 0, 0,
    ]);
    // East 2: Cy likewise. Two sticks on the table; the deal has passed twice.
    t.hand({ kind: 'exhaustive_draw', tenpai: [2] }, [2]);
    expect(t.state.round.sticks).toBe(2);
    expect(t.where()).toEqual({ wind: 1, number: 3, dealer: 2 });
    // East 3 (Cy deals): Dee declares Ready and wins on Ann's discard with E6's hand:
    // P = 20 + 10 = 30 (234s won on 2s is two-sided); D = 1 (Ready) + 2 (concealed pure straight)
    // = 3 → V = 240. Ann pays for all: 4 × 240 = 960. Dee: −100 (stick) + 960 + 3 × 100 = +1,160.
    const o = t.hand(handWin(3, 0, '123p456p789p34s55m2s'), [3]);
    expect(o.record.breakdowns[0]).toMatchObject({ points: 30, doubles: 3, value: 240, sticks: 3 });
    expect(o.record.payment.deltas).toEqual([-960, 0, 0, 1160]);
    expect(t.state.round.sticks).toBe(0);
    expect(t.state.scores).toEqual([-460, 400, 400, 1660]);
  });

  test('§6.4/A17 pot with three waiting, A16 return: the one not waiting pays 600, 200 to each; the stick goes back', () => {
    const t = new Table(config('jc_reference', { drawPayments: true, sticksOnDraw: 'return' }));
    // Bob declared Ready (−100) and gets it back (+100); Dee alone not waiting pays 200 to each
    // waiting player (not doubled for the dealer Ann, §6.4).
    const o = t.hand({ kind: 'exhaustive_draw', tenpai: [0, 1, 2] }, [1]);
    expect(o.record.payment.deltas).toEqual([200, 200, 200, -600]);
    expect(t.state.round.sticks).toBe(0);
  });
});
