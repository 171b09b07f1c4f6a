// A whole Singapore game through the family table (rules/singapore.md sections 2, 4, 6, 7, 9):
// wins by hand and by tai, instant payouts as events, draws and the deal-passing rule, a false
// win, bao, rotation through the four winds, the end of the game and the settlement. Amounts
// are exact hundredths of the currency unit (base 0.5/1: 100 = S$1).

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { paymentBalance, type Seat } from '../../src/payment.ts';
import type { SingaporeRules } from '../../src/rules/singapore/rules.ts';
import { findInstantBreakdown, findWinBreakdown } from '../../src/table/ledger.ts';
import type { HandOutcome } from '../../src/table/riichi.ts';
import { singaporeTable } from '../../src/table/singapore.ts';
import type { GameConfig, GameEvent, GameState, HandResult } from '../../src/table/types.ts';

const PLAYERS: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];
type Instant = Extract<GameEvent, { type: 'instant' }>;

function config(preset = 'sg_reference', overrides: Record<string, unknown> = {}, rate?: number): GameConfig {
  return {
    family: 'singapore',
    preset,
    overrides,
    players: PLAYERS,
    ...(rate === undefined ? {} : { rate }),
  };
}

/** A small reducer over the family table, as the ledger folds events, with its invariant. */
class Table {
  state: GameState;
  rules: SingaporeRules;
  constructor(cfg: GameConfig) {
    const r = singaporeTable.resolve(cfg);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    this.rules = r.value;
    const s = singaporeTable.start(r.value);
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
    expect(sum + this.state.round.sticks * singaporeTable.stickValue(this.rules)).toBe(this.state.total);
    expect(this.state.dealer).toBe(this.state.round.number - 1);
    return o;
  }
  hand(result: HandResult, declared: Seat[] = []): HandOutcome {
    const r = singaporeTable.applyHand(this.state, this.rules, declared, result);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return this.fold(r.value);
  }
  instant(e: Omit<Instant, 'type'>): HandOutcome {
    const r = singaporeTable.applyInstant(this.state, this.rules, { type: 'instant', ...e });
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    return this.fold(r.value);
  }
  where() {
    return { wind: this.state.round.wind, number: this.state.round.number, dealer: this.state.dealer };
  }
}

const taiWin = (winner: Seat, from: Seat | null, tai: number, liable?: Seat): HandResult => ({
  kind: 'win',
  wins: [{ winner, from, score: { mode: 'tai', tai }, ...(liable === undefined ? {} : { liable }) }],
});
const handWin = (winner: Seat, from: Seat | null, hand: string, win?: string): HandResult => ({
  kind: 'win',
  wins: [{ winner, from, score: { mode: 'hand', hand, ...(win ? { win } : {}) } }],
});
const draw: HandResult = { kind: 'exhaustive_draw', tenpai: [] };

describe('a Singapore game, sg_reference (base 0.5/1, limit 5), in hundredths', () => {
  test('start: every balance at 0, East 1, seat 0 deals', () => {
    const t = new Table(config());
    expect(t.state.scores).toEqual([0, 0, 0, 0]);
    expect(t.where()).toEqual({ wind: 1, number: 1, dealer: 0 });
    expect(singaporeTable.stickValue(t.rules)).toBe(0);
  });

  test('whole game: instants, wins, draws, false win, bao, rotation, end, settlement', () => {
    const t = new Table(config('sg_reference', {}, 2));
    // East 1. Dee (seat 3) shows cat + rat: a bite, u = 2 from each (ex. 9) → +6.
    let o = t.instant({ seat: 3, bonus: '1a2a' });
    expect(o.record.payment.deltas).toEqual([-200, -200, -200, 600]);
    expect(o.record.result).toMatchObject({ kind: 'instant', seat: 3, bonus: '12a' });
    // Then rooster + centipede: the second bite (u) and all four animals (2u); the first bite is not paid again.
    o = t.instant({ seat: 3, bonus: '3a4a' });
    expect(o.record.payment.deltas).toEqual([-600, -600, -600, 1800]);
    expect(findInstantBreakdown(o.record)).toMatchObject({ seat: 3, alreadyPaid: ['bite_cat_rat'] });
    expect(findWinBreakdown(o.record, 3)).toBeUndefined();
    expect(t.where()).toEqual({ wind: 1, number: 1, dealer: 0 });
    // Ex. 1: Bob (seat 1) wins on Cy's (seat 2) discard with a red dragon pung: Cy 2, others 1.
    o = t.hand(handWin(1, 2, '234m567p345s99s + pon:777z', '9s'));
    expect(o.record.payment.deltas).toEqual([-100, 400, -200, -100]);
    expect(findWinBreakdown(o.record, 1)).toMatchObject({ family: 'singapore', tai: 1, taiRaw: 1 });
    expect(findInstantBreakdown(o.record)).toBeUndefined();
    expect(t.state.scores).toEqual([-900, -400, -1000, 2300]);
    // A non-dealer win passes the deal.
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });

    // East 2 (Bob deals). Ex. 2: Ann self-draws a concealed ping hu: 4 + fully concealed 1 = 5 → 32 each.
    o = t.hand(handWin(0, null, '123m456m234p55p678s', '6s'));
    expect(o.record.payment.deltas).toEqual([9600, -3200, -3200, -3200]);
    expect(t.where()).toEqual({ wind: 1, number: 3, dealer: 2 });

    // East 3 (Cy deals). Cy declares a concealed kong: 2u = 4 from each (ex. 10) → +12.
    o = t.instant({ seat: 2, kongs: ['ankan'] });
    expect(o.record.payment.deltas).toEqual([-400, -400, 1200, -400]);
    // A draw after an instant payout: the deal passes (section 6).
    o = t.hand(draw);
    expect(o.record.payment.lines).toEqual([]);
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });

    // East 4 (Dee deals). A draw without payouts: the dealer repeats.
    t.hand({ kind: 'exhaustive_draw', tenpai: [0, 3] });
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });
    expect(t.state.round.honba).toBe(1);
    // Ex. 16: Bob's false win on Ann's discard: Ann 32, the others 16 each (−64); the hand is replayed.
    o = t.hand({ kind: 'chombo', offender: 1, from: 0 });
    expect(o.record.payment.deltas).toEqual([3200, -6400, 1600, 1600]);
    expect(o.record.payment.lines.every((l) => l.reason === 'chombo')).toBe(true);
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });
    expect(t.state.chombo).toEqual([0, 1, 0, 0]);
    // Dee (dealer) wins 2 tai on Cy's discard (quick entry): Cy 4, others 2 → +8; no dealer extra; she keeps the deal.
    o = t.hand(taiWin(3, 2, 2));
    expect(o.record.payment.deltas).toEqual([-200, -200, -400, 800]);
    expect(t.where()).toEqual({ wind: 1, number: 4, dealer: 3 });
    // Ex. 13: Dee self-draws a limit hand, Bob liable (bao): Bob pays all three shares, 96.
    o = t.hand(taiWin(3, null, 5, 1));
    expect(o.record.payment.deltas).toEqual([0, -9600, 0, 9600]);
    expect(o.record.payment.lines.every((l) => l.reason === 'pao' && l.from === 1)).toBe(true);
    // A false win on a claimed self-draw: 32 to each (−96).
    o = t.hand({ kind: 'chombo', offender: 2 });
    expect(o.record.payment.deltas).toEqual([3200, 3200, -9600, 3200]);
    // Ann wins 3 tai on Dee's discard: Dee 8, others 4 → +16; the deal passes to South 1.
    o = t.hand(taiWin(0, 3, 3));
    expect(o.record.payment.deltas).toEqual([1600, -400, -400, -800]);
    expect(t.where()).toEqual({ wind: 2, number: 1, dealer: 0 });
    expect(t.state.scores).toEqual([16100, -17400, -11800, 13100]);

    // South 1 .. North 4: the next seat wins 1 tai by self-draw every hand (2 from each).
    let hands = 0;
    while (!t.state.finished) {
      const winner = ((t.state.dealer + 1) % 4) as Seat;
      t.hand(taiWin(winner, null, 1));
      hands++;
    }
    expect(hands).toBe(12);
    expect(t.state.endReason).toBe('last_hand');
    expect(t.where()).toEqual({ wind: 4, number: 4, dealer: 3 });
    // Each seat won 3 times (+6 each) and paid in the other 9 hands (−2 each): net 0.
    expect(t.state.scores).toEqual([16100, -17400, -11800, 13100]);
    const more = singaporeTable.applyHand(t.state, t.rules, [], taiWin(0, 1, 1));
    expect(more.ok).toBe(false);
    const inst = singaporeTable.applyInstant(t.state, t.rules, { type: 'instant', seat: 0, kongs: ['kan'] });
    expect(inst.ok).toBe(false);

    const s = singaporeTable.settle(t.state, t.rules);
    expect(s).toMatchObject({ family: 'singapore', scoreUnit: 'hundredths', leftoverSticks: 0 });
    expect(s.rows.map((r) => [r.name, r.finalScore, r.rank, r.points, r.money])).toEqual([
      ['Ann', 16100, 1, 161, 322],
      ['Bob', -17400, 4, -174, -348],
      ['Cy', -11800, 3, -118, -236],
      ['Dee', 13100, 2, 131, 262],
    ]);
    expect(s.rows.every((r) => r.uma === 0 && r.oka === 0 && r.sticks === 0 && r.penalty === 0)).toBe(true);
    expect(s.rows.reduce((a, r) => a + r.finalScore, 0)).toBe(0);
  });

  test('four kongs at most for one player in one hand; the count starts again with the next hand', () => {
    const t = new Table(config());
    const kongs = (seat: Seat, k: ('kan' | 'ankan')[]) =>
      singaporeTable.applyInstant(t.state, t.rules, { type: 'instant', seat, kongs: k });
    const ten = kongs(0, new Array(10).fill('kan'));
    expect(ten.ok ? [] : ten.issues.map((i) => [i.code, i.message])).toEqual([
      ['too_many_kongs', 'a hand has four kongs at most; Ann shows 10 here'],
    ]);
    t.instant({ seat: 0, kongs: ['kan', 'kan', 'ankan'] });
    const two = kongs(0, ['kan', 'ankan']);
    expect(two.ok ? [] : two.issues.map((i) => i.message)).toEqual([
      'a hand has four kongs at most; Ann has shown 3 this hand and shows 2 here',
    ]);
    // Another player's kongs are his own; the fourth of Ann's is possible.
    expect(kongs(1, ['kan', 'kan']).ok).toBe(true);
    t.instant({ seat: 0, kongs: ['ankan'] });
    expect(kongs(0, ['kan']).ok).toBe(false);
    t.hand(draw);
    expect(kongs(0, ['kan', 'kan', 'kan', 'kan']).ok).toBe(true);
  });

  test('bonus tiles shown through instants count in the winner’s hand', () => {
    const t = new Table(config());
    // Bob shows the cat alone: nothing to pay yet, but recorded.
    let o = t.instant({ seat: 1, bonus: '1a' });
    expect(o.record.payment.lines).toEqual([]);
    // Bob's red dragon hand now has the cat: 1 + 1 = 2 tai on Cy's discard: Cy 4, others 2.
    o = t.hand(handWin(1, 2, '234m567p345s99s + pon:777z', '9s'));
    expect(o.record.breakdowns[0]).toMatchObject({ tai: 2 });
    expect(o.record.payment.deltas).toEqual([-200, 800, -400, -200]);
    // A zero-payment instant does not make the deal pass on a later draw.
    t.instant({ seat: 0, bonus: '3f' });
    t.hand(draw);
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });
  });

  test('a draw passes the deal after a bite or kong payout, not after a seat flower pair alone (§6)', () => {
    const t = new Table(config());
    // Ann (East, seat 0) shows her seat flower and season: paid, but neither a bite nor a kong.
    const o = t.instant({ seat: 0, bonus: '1f5f' });
    expect(o.record.payment.lines.map((l) => l.note)).toEqual([
      'seat_flower_pair',
      'seat_flower_pair',
      'seat_flower_pair',
    ]);
    t.hand({ kind: 'exhaustive_draw', tenpai: [] });
    expect(t.where()).toEqual({ wind: 1, number: 1, dealer: 0 });
    // A complete group of four flowers, the section's "concealed-kong event": the deal passes.
    t.instant({ seat: 1, bonus: '1f2f3f4f' });
    t.hand({ kind: 'exhaustive_draw', tenpai: [] });
    expect(t.where()).toEqual({ wind: 1, number: 2, dealer: 1 });
  });

  test('a second hand starts afresh: tiles shown in an earlier hand are not carried', () => {
    const t = new Table(config());
    t.instant({ seat: 3, bonus: '1a2a' });
    t.hand(taiWin(0, null, 1));
    // The same bite in the next hand is paid again (a new deal).
    const o = t.instant({ seat: 3, bonus: '1a2a' });
    expect(o.record.payment.deltas).toEqual([-200, -200, -200, 600]);
  });

  test('cents stay exact: instant unit = the 0.5 base, false win at 0.3/0.6', () => {
    const t = new Table(config('sg_reference', { instantUnit: 'base' }, 1.5));
    t.instant({ seat: 0, bonus: '1a2a' });
    t.instant({ seat: 1, kongs: ['kan'] });
    expect(t.state.scores).toEqual([100, 100, -100, -100]);
    t.instant({ seat: 2, kongs: ['kan', 'ankan'] });
    // 0.5 + 1 from each.
    expect(t.state.scores).toEqual([-50, -50, 350, -250]);
    const s = singaporeTable.settle(t.state, t.rules);
    expect(s.rows.map((r) => r.points)).toEqual([-0.5, -0.5, 3.5, -2.5]);
    expect(s.rows.map((r) => r.money)).toEqual([-0.75, -0.75, 5.25, -3.75]);

    const u = new Table(config('sg_base_030'));
    // Ex. 7: 3 tai on a discard at 0.3/0.6 rounded: others 3, discarder 5 → +11.
    const o = u.hand(taiWin(1, 0, 3));
    expect(o.record.payment.deltas).toEqual([-500, 1100, -300, -300]);
  });

  test('shooter pays (ex. 8) and the bonus over the limit (ex. 6)', () => {
    const a = new Table(config('sg_reference', { shooterPays: true }));
    expect(a.hand(taiWin(1, 2, 2)).record.payment.deltas).toEqual([0, 800, -800, 0]);
    const b = new Table(config('sg_bonus_over_limit'));
    expect(b.hand(taiWin(1, null, 8)).record.payment.deltas).toEqual([-6200, 18600, -6200, -6200]);
    expect(b.hand(taiWin(1, 0, 8)).record.payment.deltas).toEqual([-6200, 15400, -4600, -4600]);
  });

  test('the dealer always repeats on a draw when the house rule is off', () => {
    const t = new Table(config('sg_reference', { dealPassesOnDrawAfterPayout: false }));
    t.instant({ seat: 2, kongs: ['kan'] });
    t.hand(draw);
    expect(t.where()).toEqual({ wind: 1, number: 1, dealer: 0 });
  });

  test('entries the family does not play are clear errors', () => {
    const t = new Table(config());
    const bad = (result: HandResult, declared: Seat[] = []) => {
      const r = singaporeTable.applyHand(t.state, t.rules, declared, result);
      expect(r.ok).toBe(false);
      return r.ok ? [] : r.issues.map((i) => i.code);
    };
    expect(bad(taiWin(0, 1, 0))).toContain('below_minimum');
    expect(bad(handWin(1, 2, '234m567p345s99s + pon:777m', '9s'))).toContain('below_minimum');
    expect(bad(taiWin(0, 1, 1), [0])).toContain('no_riichi');
    expect(bad({ kind: 'abortive_draw', reason: 'kyuushu_kyuuhai' })).toContain('no_abortive_draw');
    expect(
      bad({ kind: 'win', wins: [{ winner: 0, from: 1, score: { mode: 'points', points: 30, doubles: 1 } }] }),
    ).toContain('bad_score_mode');
    expect(
      bad({
        kind: 'win',
        wins: [
          { winner: 0, from: 1, score: { mode: 'tai', tai: 1 } },
          { winner: 2, from: 1, score: { mode: 'tai', tai: 1 } },
        ],
      }),
    ).toContain('one_winner');
    expect(bad({ kind: 'chombo', offender: 1, from: 1 })).toContain('bad_seat');
    const dup = singaporeTable.applyInstant(t.state, t.rules, { type: 'instant', seat: 0 });
    expect(dup.ok).toBe(false);
  });

  test('rules come from the preset and overrides; bad ones are every issue at once', () => {
    expect(singaporeTable.resolve(config('sg_limit_6')).ok).toBe(true);
    const r = singaporeTable.resolve(config('nope', { frob: 1 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.length).toBeGreaterThanOrEqual(2);
  });
});

describe('property: every payment sums to zero and money is conserved', () => {
  const seat = fc.constantFrom<Seat>(0, 1, 2, 3);
  const step = fc.oneof(
    fc.record({
      k: fc.constant('tai' as const),
      w: seat,
      f: fc.option(seat),
      tai: fc.integer({ min: 1, max: 12 }),
      l: fc.option(seat),
    }),
    fc.record({ k: fc.constant('draw' as const) }),
    fc.record({ k: fc.constant('false' as const), o: seat, f: fc.option(seat) }),
    fc.record({
      k: fc.constant('instant' as const),
      s: seat,
      bonus: fc.subarray(['1a', '2a', '3a', '4a', '1f', '2f', '3f', '4f', '5f', '6f', '7f', '8f']),
      kongs: fc.array(fc.constantFrom<'kan' | 'ankan'>('kan', 'ankan'), { maxLength: 2 }),
    }),
  );
  test.each(['sg_reference', 'sg_base_030', 'sg_bonus_over_limit', 'sg_unlimited'])('%s', (preset) => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.boolean(), (steps, shooter) => {
        const t = new Table(config(preset, { shooterPays: shooter }));
        for (const s of steps) {
          if (t.state.finished) break;
          let r: ReturnType<typeof singaporeTable.applyHand>;
          if (s.k === 'tai') {
            const from = s.f === s.w ? null : s.f;
            const liable = s.l === s.w ? null : s.l;
            r = singaporeTable.applyHand(t.state, t.rules, [], {
              kind: 'win',
              wins: [{ winner: s.w, from, liable, score: { mode: 'tai', tai: s.tai } }],
            });
          } else if (s.k === 'draw') r = singaporeTable.applyHand(t.state, t.rules, [], draw);
          else if (s.k === 'false')
            r = singaporeTable.applyHand(t.state, t.rules, [], {
              kind: 'chombo',
              offender: s.o,
              from: s.f === s.o ? null : s.f,
            });
          else
            r = singaporeTable.applyInstant(t.state, t.rules, {
              type: 'instant',
              seat: s.s,
              bonus: s.bonus.join(''),
              kongs: s.kongs,
            });
          if (!r.ok) continue; // e.g. a bonus tile already shown this hand
          const o = r.value;
          expect(paymentBalance(o.record.payment)).toBe(0);
          for (const l of o.record.payment.lines)
            expect(Number.isInteger(l.amount) && l.amount > 0).toBe(true);
          t.fold(o);
        }
        expect(t.state.scores.reduce((a, b) => a + b, 0)).toBe(0);
        const s = singaporeTable.settle(t.state, t.rules);
        expect(s.rows.reduce((a, r) => a + Math.round(r.points * 100), 0)).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});
