// Singapore and Japanese Classical games through the ledger's reducer (issue 4): the same event
// log, history, edits and settlement as riichi, with each family's own payments and end of
// game. Every amount is the spec's: rules/singapore.md sections 2, 4, 6, 7, 9 (exact hundredths
// of the currency unit, base 0.5/1: 100 = S$1) and rules/japanese-classical.md sections 1, 6, 8
// (table points, 100-point Ready sticks).

import { describe, expect, test } from 'vitest';
import { paymentBalance, type Seat } from '../../src/payment.ts';
import { exportCsv, parseGameDocument, serializeGame } from '../../src/table/document.ts';
import {
  appendEvent,
  checkState,
  createGame,
  insertEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  resolveGameRules,
  settleGame,
} from '../../src/table/ledger.ts';
import type {
  GameConfig,
  GameDocument,
  GameEvent,
  GameState,
  HandRecord,
  HandResult,
} from '../../src/table/types.ts';

const PLAYERS: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];
type Four = [number, number, number, number];

function config(
  family: 'singapore' | 'classical',
  preset: string,
  overrides: Record<string, unknown> = {},
  rate?: number,
): GameConfig {
  return { family, preset, overrides, players: PLAYERS, ...(rate === undefined ? {} : { rate }) };
}

function stickValue(state: GameState): number {
  const r = resolveGameRules(state.config);
  if (!r.ok) throw new Error('rules');
  return state.config.family === 'classical' ? (r.value as { readyStick: number }).readyStick : 0;
}

/** Every invariant of a state the ledger produced, and of each record in its history. */
function expectSound(state: GameState): void {
  expect(checkState(state)).toEqual([]);
  const sv = stickValue(state);
  for (const h of state.history) {
    expect(paymentBalance(h.payment)).toBe(0);
    // The seats' deltas are the score change; the table's is the change of sticks on it.
    expect(h.scoresAfter.map((v, i) => v - h.scoresBefore[i]!)).toEqual(h.payment.deltas);
    if (sv > 0) expect(h.payment.table).toBe((h.sticksAfter - h.round.sticks) * sv);
    else expect(h.payment.table).toBe(0);
  }
}

/** A game kept as its document: every append is checked, and every state on the way is kept. */
class Log {
  doc: GameDocument;
  state: GameState;
  states: GameState[] = [];
  constructor(cfg: GameConfig) {
    const g = createGame(cfg);
    if (!g.ok) throw new Error(JSON.stringify(g.issues));
    this.doc = g.value;
    const s = replayGame(this.doc);
    if (!s.ok) throw new Error(JSON.stringify(s.issues));
    this.state = s.value;
    this.states.push(s.value);
    expectSound(s.value);
  }
  add(event: GameEvent): HandRecord {
    const r = appendEvent(this.doc, event);
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issues)}`);
    this.doc = r.value.doc;
    this.state = r.value.state;
    this.states.push(r.value.state);
    expectSound(r.value.state);
    const last = this.state.history.at(-1)!;
    expect(last.eventIndex).toBe(this.doc.events.length - 1);
    return last;
  }
  /** A referee's adjustment: no hand record, the state still checked. */
  adjust(scores: Four, sticks: number): GameState {
    const r = appendEvent(this.doc, { type: 'adjust', scores, sticks });
    if (!r.ok) throw new Error(`refused: ${JSON.stringify(r.issues)}`);
    this.doc = r.value.doc;
    this.state = r.value.state;
    this.states.push(r.value.state);
    expectSound(r.value.state);
    return r.value.state;
  }
  /** Adds a hand and returns its score changes. */
  deltas(event: GameEvent): number[] {
    return this.add(event).payment.deltas;
  }
  where() {
    const { wind, number, honba, sticks } = this.state.round;
    return { wind, number, honba, sticks, dealer: this.state.dealer };
  }
}

const handEvent = (result: HandResult, riichi: Seat[] = []): GameEvent => ({ type: 'hand', riichi, result });
const instant = (seat: Seat, what: { bonus?: string; dealtBonus?: string; kongs?: ('kan' | 'ankan')[] }) =>
  ({ type: 'instant', seat, ...what }) as GameEvent;
const draw = (tenpai: Seat[] = [], riichi: Seat[] = []) =>
  handEvent({ kind: 'exhaustive_draw', tenpai }, riichi);
const falseWin = (offender: Seat, from?: Seat, riichi: Seat[] = []) =>
  handEvent({ kind: 'chombo', offender, ...(from === undefined ? {} : { from }) }, riichi);
const handWin = (
  winner: Seat,
  from: Seat | null,
  hand: string,
  extra: { win?: string; bonus?: string; riichi?: Seat[]; liable?: Seat } = {},
) =>
  handEvent(
    {
      kind: 'win',
      wins: [
        {
          winner,
          from,
          ...(extra.liable === undefined ? {} : { liable: extra.liable }),
          score: {
            mode: 'hand',
            hand,
            ...(extra.win ? { win: extra.win } : {}),
            ...(extra.bonus ? { bonus: extra.bonus } : {}),
          },
        },
      ],
    },
    extra.riichi ?? [],
  );
const taiWin = (winner: Seat, from: Seat | null, tai: number, liable?: Seat) =>
  handEvent({
    kind: 'win',
    wins: [{ winner, from, score: { mode: 'tai', tai }, ...(liable === undefined ? {} : { liable }) }],
  });
const pointsWin = (
  winner: Seat,
  from: Seat | null,
  points: number,
  doubles: number,
  extra: { limit?: boolean; liable?: Seat; riichi?: Seat[] } = {},
) =>
  handEvent(
    {
      kind: 'win',
      wins: [
        {
          winner,
          from,
          score: { mode: 'points', points, doubles, ...(extra.limit ? { limit: true } : {}) },
          ...(extra.liable === undefined ? {} : { liable: extra.liable }),
        },
      ],
    },
    extra.riichi ?? [],
  );

/** Hand records as the history keeps them, by event index. */
function recordAt(state: GameState, eventIndex: number): HandRecord {
  const h = state.history.find((r) => r.eventIndex === eventIndex);
  if (!h) throw new Error(`no record of event ${eventIndex}`);
  return h;
}

function expectRefused(
  r: { ok: boolean; issues?: { code: string; path?: string }[] },
  code: string,
  path: string,
) {
  expect(r.ok).toBe(false);
  if (r.ok) return;
  const hit = r.issues!.some((i) => i.code === code && (i.path ?? '').startsWith(path));
  expect(hit, JSON.stringify(r.issues)).toBe(true);
}

const add = (a: readonly number[], b: readonly number[]) => a.map((v, i) => v + b[i]!);

// ---------------------------------------------------------------------------------------------
// Singapore
// ---------------------------------------------------------------------------------------------

/** The Singapore game of the tests below: 14 events in the East round, then 12 to the end. */
function singaporeGame(): { log: Log; marks: Record<string, number> } {
  const t = new Log(config('singapore', 'sg_reference', {}, 2));
  const marks: Record<string, number> = {};
  // East 1, Ann (seat 0) deals. Ex. 9: Dee (North) shows the cat, then the rat: a bite, u = 2 each.
  expect(t.deltas(instant(3, { bonus: '1a' }))).toEqual([0, 0, 0, 0]);
  expect(t.state.history.at(-1)!.result).toEqual({
    kind: 'instant',
    seat: 3,
    bonus: '1a',
    dealtBonus: '',
    kongs: [],
    liable: null,
  });
  marks.rat = t.doc.events.length;
  expect(t.deltas(instant(3, { bonus: '2a' }))).toEqual([-200, -200, -200, 600]);
  expect(t.where()).toEqual({ wind: 1, number: 1, honba: 0, sticks: 0, dealer: 0 });
  // Ex. 9: she then self-draws a triplets hand: 2 + the two animals shown = 4 tai → 16 each (+48; +54 in all).
  marks.bite = t.doc.events.length;
  const bite = t.add(handWin(3, null, '222m99p444p + pon:555s pon:777m', { win: '4p' }));
  expect(bite.payment.deltas).toEqual([-1600, -1600, -1600, 4800]);
  expect(bite.breakdowns[0]).toMatchObject({ winner: 3, tai: 4, taiRaw: 4 });
  expect(t.state.scores).toEqual([-1800, -1800, -1800, 5400]);
  // A non-dealer win passes the deal.
  expect(t.where()).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0, dealer: 1 });

  // East 2, Bob deals; Ann sits North. Ex. 3: the lesser sequence with the cat and Chrysanthemum (not
  // her number) held as bonus tiles: 1 + 1 + 0 = 2 tai on Cy's discard: Cy 4, the others 2 (+8).
  marks.lesser = t.doc.events.length;
  const lesser = t.add(handWin(0, 2, '123m456m234p55p678s', { win: '6s', bonus: '1a3f' }));
  expect(lesser.payment.deltas).toEqual([800, -200, -400, -200]);
  expect(lesser.breakdowns[0]).toMatchObject({ tai: 2 });
  expect(t.state.scores).toEqual([-1000, -2000, -2200, 5200]);

  // East 3, Cy deals. Ex. 10: her concealed kong, 4 from each (+12); Ann's exposed kong, 2 each (+6).
  expect(t.deltas(instant(2, { kongs: ['ankan'] }))).toEqual([-400, -400, 1200, -400]);
  expect(t.deltas(instant(0, { kongs: ['kan'] }))).toEqual([600, -200, -200, -200]);
  // A draw after an instant payout that hand: the deal passes (section 6, house rule on).
  marks.passingDraw = t.doc.events.length;
  expect(t.deltas(draw())).toEqual([0, 0, 0, 0]);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 0, sticks: 0, dealer: 3 });
  expect(t.state.scores).toEqual([-800, -2600, -1200, 4600]);

  // East 4, Dee deals. A draw without payouts: she repeats.
  t.add(draw([0, 3]));
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 1, sticks: 0, dealer: 3 });
  // Ex. 16: Bob's false win on Ann's discard: Ann 32, the others 16 (−64); the hand is replayed.
  const fw = t.add(falseWin(1, 0));
  expect(fw.payment.deltas).toEqual([3200, -6400, 1600, 1600]);
  expect(fw.payment.lines.every((l) => l.reason === 'chombo')).toBe(true);
  expect(t.state.chombo).toEqual([0, 1, 0, 0]);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 1, sticks: 0, dealer: 3 });
  // Quick entry: Dee (dealer) wins 2 tai on Cy's discard: Cy 4, others 2 (+8), no dealer extra (section 2).
  expect(t.deltas(taiWin(3, 2, 2))).toEqual([-200, -200, -400, 800]);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 2, sticks: 0, dealer: 3 });
  // Ex. 13: Dee self-draws a limit hand; Bob is liable (bao) and pays all three shares: 96.
  const bao = t.add(taiWin(3, null, 5, 1));
  expect(bao.payment.deltas).toEqual([0, -9600, 0, 9600]);
  expect(bao.payment.lines.every((l) => l.reason === 'pao' && l.from === 1)).toBe(true);
  // Ex. 16: Cy's false win on a claimed self-draw: 32 to each (−96).
  expect(t.deltas(falseWin(2))).toEqual([3200, 3200, -9600, 3200]);
  expect(t.state.chombo).toEqual([0, 1, 1, 0]);
  // Ex. 12: Cy (North under Dee) shows the four blue flowers: 2u = 4 from each (+12).
  expect(t.deltas(instant(2, { bonus: '1f2f3f4f' }))).toEqual([-400, -400, 1200, -400]);
  // Ann wins 3 tai on Dee's discard: Dee 8, the others 4 (+16); the deal passes to South 1.
  expect(t.deltas(taiWin(0, 3, 3))).toEqual([1600, -400, -400, -800]);
  expect(t.where()).toEqual({ wind: 2, number: 1, honba: 0, sticks: 0, dealer: 0 });
  expect(t.state.scores).toEqual([6600, -16400, -8800, 18600]);
  marks.eastDone = t.doc.events.length;

  // South 1 .. North 4: the next seat wins 1 tai by self-draw every hand, 2 from each (+6).
  let hands = 0;
  while (!t.state.finished) {
    const winner = ((t.state.dealer + 1) % 4) as Seat;
    const d = t.deltas(taiWin(winner, null, 1));
    expect(d).toEqual([0, 1, 2, 3].map((s) => (s === winner ? 600 : -200)));
    hands++;
  }
  expect(hands).toBe(12);
  return { log: t, marks };
}

describe('a Singapore game through the ledger (sg_reference, base 0.5/1, limit 5, hundredths)', () => {
  test('start: balances at 0, no sticks, East 1 with seat 0 dealing', () => {
    const t = new Log(config('singapore', 'sg_reference'));
    expect(t.state.scores).toEqual([0, 0, 0, 0]);
    expect(t.state.total).toBe(0);
    expect(t.where()).toEqual({ wind: 1, number: 1, honba: 0, sticks: 0, dealer: 0 });
  });

  test('a whole game: exact amounts after every event, the end, the settlement', () => {
    const { log: t } = singaporeGame();
    // Each seat won three times (+18) and paid in nine hands (−18): the East round's balances stand.
    expect(t.state.scores).toEqual([6600, -16400, -8800, 18600]);
    expect(t.state.finished).toBe(true);
    expect(t.state.endReason).toBe('last_hand');
    expect(t.where()).toMatchObject({ wind: 4, number: 4, dealer: 3 });
    expect(t.state.history).toHaveLength(26);
    // Every state on the way held the invariants (checked in Log.add); the game is over now.
    expectRefused(appendEvent(t.doc, taiWin(0, 1, 1)), 'game_over', 'events[27]');
    expectRefused(appendEvent(t.doc, instant(0, { kongs: ['kan'] })), 'game_over', 'events[27]');

    const s = settleGame(t.state);
    expect(s).toMatchObject({ family: 'singapore', scoreUnit: 'hundredths', leftoverSticks: 0 });
    // Points are currency units (score / 100); money = points × rate 2.
    expect(s.rows.map((r) => [r.name, r.score, r.finalScore, r.rank, r.points, r.money])).toEqual([
      ['Ann', 6600, 6600, 2, 66, 132],
      ['Bob', -16400, -16400, 4, -164, -328],
      ['Cy', -8800, -8800, 3, -88, -176],
      ['Dee', 18600, 18600, 1, 186, 372],
    ]);
    expect(s.rows.every((r) => r.sticks === 0 && r.uma === 0 && r.oka === 0 && r.penalty === 0)).toBe(true);
  });

  test('replace, remove and insert an earlier event: every later state is recomputed', () => {
    const { log: t, marks } = singaporeGame();
    const before = t.state;

    // Remove the rat: no bite is paid, and Dee's triplets hand has one animal: 3 tai → 8 each.
    const rm = removeEvent(t.doc, marks.rat!);
    if (!rm.ok) throw new Error(JSON.stringify(rm.issues));
    expectSound(rm.value.state);
    const win = recordAt(rm.value.state, marks.bite! - 1);
    expect(win.payment.deltas).toEqual([-800, -800, -800, 2400]);
    expect(win.breakdowns[0]).toMatchObject({ tai: 3 });
    const shift = [1000, 1000, 1000, -3000];
    for (const h of before.history.filter((r) => r.eventIndex > marks.bite!)) {
      const after = recordAt(rm.value.state, h.eventIndex - 1);
      expect(after.scoresAfter).toEqual(add(h.scoresAfter, shift));
      expect(after.round).toEqual(h.round);
    }
    expect(rm.value.state.scores).toEqual(add(before.scores, shift));

    // Replace Dee's win by a draw: a bite was paid that hand, so the deal still passes (section 6).
    const rp = replaceEvent(t.doc, marks.bite!, draw([3]));
    if (!rp.ok) throw new Error(JSON.stringify(rp.issues));
    expectSound(rp.value.state);
    expect(recordAt(rp.value.state, marks.bite!).payment.lines).toEqual([]);
    for (const h of before.history.filter((r) => r.eventIndex > marks.bite!)) {
      const after = recordAt(rp.value.state, h.eventIndex);
      expect(after.scoresAfter).toEqual(add(h.scoresAfter, [1600, 1600, 1600, -4800]));
      expect(after.dealer).toBe(h.dealer);
    }
    expect(rp.value.state.finished).toBe(true);

    // Insert a non-dealer win before Ann's lesser sequence: the deal passes once more, so Ann
    // sits West under Cy and the Chrysanthemum (3) is her seat flower: 1 + 1 + 1 = 3 tai: Cy 8,
    // the others 4. Dee's two later wins are then no dealer's wins and pass the deal too, so the
    // game ends three hands earlier: the first hand past the end is an error naming it.
    const win2 = taiWin(2, 3, 1);
    const last = t.doc.events.length - 1;
    expectRefused(insertEvent(t.doc, marks.lesser!, win2), 'game_over', `events[${last - 1}]`);
    let shorter = t.doc;
    for (const i of [last, last - 1, last - 2]) {
      const r = removeEvent(shorter, i);
      if (!r.ok) throw new Error(JSON.stringify(r.issues));
      shorter = r.value.doc;
    }
    const ins = insertEvent(shorter, marks.lesser!, win2);
    if (!ins.ok) throw new Error(JSON.stringify(ins.issues));
    expectSound(ins.value.state);
    const moved = recordAt(ins.value.state, marks.lesser! + 1);
    expect(moved.dealer).toBe(2);
    expect(moved.breakdowns[0]).toMatchObject({ tai: 3 });
    expect(moved.payment.deltas).toEqual([1600, -400, -800, -400]);
    expect(ins.value.state.finished).toBe(true);
    expect(ins.value.state.history).toHaveLength(24);
  });

  test('an edit that makes a later event invalid is refused, naming that event', () => {
    // A bonus tile shown twice in one hand: fine across two hands, an error once they merge.
    const t = new Log(config('singapore', 'sg_reference'));
    t.add(instant(0, { bonus: '1f' }));
    t.add(taiWin(1, 2, 1));
    t.add(instant(0, { bonus: '1f' }));
    expectRefused(removeEvent(t.doc, 2), 'duplicate_bonus', 'events[2]');
    expect(t.doc.events).toHaveLength(4);

    // Bob's only tai is his seat wind (South under Ann); once Bob deals, the hand is 0 tai.
    const u = new Log(config('singapore', 'sg_reference'));
    u.add(draw());
    const south = u.add(handWin(1, 2, '234m567p345s99s + pon:222z', { win: '9s' }));
    expect(south.payment.deltas).toEqual([-100, 400, -200, -100]);
    expectRefused(replaceEvent(u.doc, 1, taiWin(3, 0, 1)), 'below_minimum', 'events[2]');
    // The same edit with a dealer win (she keeps the deal) is fine and recomputes the later hand.
    const ok = replaceEvent(u.doc, 1, taiWin(0, 3, 1));
    if (!ok.ok) throw new Error(JSON.stringify(ok.issues));
    expect(ok.value.state.scores).toEqual([400 - 100, -100 + 400, -100 - 200, -200 - 100]);
  });

  test('cents stay exact: checkState holds on hundredths (instant unit = 0.5 base; 0.3/0.6 rounding)', () => {
    const t = new Log(config('singapore', 'sg_reference', { instantUnit: 'base' }, 1.5));
    // u = the 0-tai discard base 0.5: a bite 0.5 from each; a concealed kong 2u = 1 from each.
    expect(t.deltas(instant(0, { bonus: '1a2a' }))).toEqual([150, -50, -50, -50]);
    expect(t.deltas(instant(2, { kongs: ['kan', 'ankan'] }))).toEqual([-150, -150, 450, -150]);
    expect(t.state.scores).toEqual([0, -200, 400, -200]);
    // Both payouts are during hand 1 (no hand has ended); Singapore's CSV has no sticks column.
    expect(exportCsv(t.state).split('\n').slice(1, 3)).toEqual([
      '1,E1,0,instant 1,1.50,-0.50,-0.50,-0.50,1.50,-0.50,-0.50,-0.50',
      '1,E1,0,instant 3,-1.50,-1.50,4.50,-1.50,0.00,-2.00,4.00,-2.00',
    ]);
    const s = settleGame(t.state);
    expect(s.rows.map((r) => [r.points, r.money])).toEqual([
      [0, 0],
      [-2, -3],
      [4, 6],
      [-2, -3],
    ]);

    // Ex. 7, base 0.3/0.6 rounded: 3 tai on a discard: others 3, discarder 5 (+11); self-draw 5 each.
    const u = new Log(config('singapore', 'sg_base_030'));
    expect(u.deltas(taiWin(1, 0, 3))).toEqual([-500, 1100, -300, -300]);
    expect(u.deltas(taiWin(2, null, 3))).toEqual([-500, -500, 1500, -500]);
    // Ex. 7: 2 tai on a discard: 2 + 2 + 3 = +7.
    expect(u.deltas(taiWin(3, 2, 2))).toEqual([-200, -200, -300, 700]);

    // An unrounded 0.3/0.6 base: 1 tai on a discard is 0.6 from each other, 1.2 from the discarder.
    const v = new Log(config('singapore', 'sg_reference', { base: [0.3, 0.6], rounding: 'none' }));
    expect(v.deltas(taiWin(1, 0, 1))).toEqual([-120, 240, -60, -60]);
  });

  test('entries Singapore does not play are errors naming the event', () => {
    const t = new Log(config('singapore', 'sg_reference'));
    t.add(draw());
    expectRefused(
      appendEvent(t.doc, handEvent({ kind: 'exhaustive_draw', tenpai: [] }, [0])),
      'no_riichi',
      'events[2]',
    );
    expectRefused(appendEvent(t.doc, taiWin(0, 1, 0)), 'below_minimum', 'events[2].result.wins[0]');
    expectRefused(appendEvent(t.doc, pointsWin(0, 1, 30, 1)), 'bad_score_mode', 'events[2]');
    expectRefused(
      appendEvent(t.doc, handEvent({ kind: 'abortive_draw', reason: 'kyuushu_kyuuhai' })),
      'no_abortive_draw',
      'events[2]',
    );
    expectRefused(appendEvent(t.doc, instant(0, {})), 'nothing_shown', 'events[2]');
  });

  test('instant payouts of section 6 through the ledger: dealt bites double, flower pairs, all animals', () => {
    const t = new Log(config('singapore', 'sg_reference'));
    // Cat + rat held from the deal (暗咬): 2u = 4 from each.
    expect(t.deltas(instant(1, { bonus: '1a2a', dealtBonus: '1a2a' }))).toEqual([-400, 1200, -400, -400]);
    // Rooster + centipede, also dealt: 2u; and all four animals: 2u on top (W note 1.4: the
    // at-start doubling is for the bites only): 8 from each.
    expect(t.deltas(instant(1, { bonus: '3a4a', dealtBonus: '3a4a' }))).toEqual([-800, 2400, -800, -800]);
    // Ann (East, seat number 1): her own flower and season (1 Plum, 1 Spring) drawn later: u = 2 from each.
    expect(t.deltas(instant(0, { bonus: '1f5f' }))).toEqual([600, -200, -200, -200]);
    // Cy (West, seat number 3): Chrysanthemum and Autumn from the deal: 2u = 4 from each.
    expect(t.deltas(instant(2, { bonus: '3f7f', dealtBonus: '3f7f' }))).toEqual([-400, -400, 1200, -400]);
    // Bob self-draws a red dragon hand: the animals he showed count in it (1 + 4 + 1 all-animals
    // extra = 6 tai, paid at the limit 5): 32 from each.
    const w = t.add(handWin(1, null, '234m567p345s99s + pon:777z', { win: '9s' }));
    expect(w.breakdowns[0]).toMatchObject({ tai: 5, taiRaw: 6 });
    expect(w.payment.deltas).toEqual([-3200, 9600, -3200, -3200]);
    expect(t.state.scores).toEqual([-4200, 12600, -3400, -5000]);
  });

  test('each bonus tile exists once (section 1): one shown by another seat this hand is an error', () => {
    const t = new Log(config('singapore', 'sg_reference'));
    t.add(instant(0, { bonus: '1a' }));
    expectRefused(appendEvent(t.doc, instant(1, { bonus: '1a2a' })), 'duplicate_bonus', 'events[2].bonus');
    const win = appendEvent(t.doc, handWin(1, 2, '234m567p345s99s + pon:777z', { win: '9s', bonus: '1a' }));
    expectRefused(win, 'duplicate_bonus', 'events[2].result.wins[0]');
    // The message names the tile in notation and the player, as the table knows them.
    const messages = (r: typeof win) => (r.ok ? [] : r.issues.map((i) => i.message));
    const shownByAnn = 'bonus tile 1a was shown by Ann this hand';
    expect(messages(win)).toContain(shownByAnn);
    expect(messages(appendEvent(t.doc, instant(1, { bonus: '2a1a' })))).toContain(shownByAnn);
    // In the next hand the cat is dealt afresh.
    t.add(taiWin(2, 3, 1));
    expect(t.deltas(instant(1, { bonus: '1a2a' }))).toEqual([-200, 600, -200, -200]);
  });

  test('an adjustment cannot put sticks on a Singapore table (there are none)', () => {
    const t = new Log(config('singapore', 'sg_reference'));
    t.adjust([500, -500, 0, 0], 0);
    expect(t.state.total).toBe(0);
    expectRefused(
      appendEvent(t.doc, { type: 'adjust', scores: [0, 0, 0, 0], sticks: 3 }),
      'no_sticks',
      'events[2]',
    );
  });

  test('save and load: the document round-trips and replays to the same state', () => {
    const { log: t } = singaporeGame();
    const text = serializeGame(t.doc);
    const back = parseGameDocument(text);
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.value).toEqual(t.doc);
    const again = replayGame(back.value);
    if (!again.ok) throw new Error('replay');
    expect(again.value).toEqual(t.state);
    // A damaged log (a false win by a seat that does not exist) loads as an error, not a partial game.
    const bad = JSON.parse(text);
    bad.events[5] = falseWin(7 as Seat);
    expect(parseGameDocument(JSON.stringify(bad)).ok).toBe(false);
  });

  test('CSV: one row per history record, instant payouts numbered by the hand in play, money with cents', () => {
    const { log: t } = singaporeGame();
    const lines = exportCsv(t.state).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + 26);
    // No sticks column: Singapore has none.
    expect(lines[0]).toBe(
      'hand,round,honba,result,Ann delta,Bob delta,Cy delta,Dee delta,Ann score,Bob score,Cy score,Dee score',
    );
    // The two payouts are during hand 1, as the app's history says ("During hand 1").
    expect(lines.slice(1, 5)).toEqual([
      '1,E1,0,instant 4,0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00',
      '1,E1,0,instant 4,-2.00,-2.00,-2.00,6.00,-2.00,-2.00,-2.00,6.00',
      '1,E1,0,tsumo 4,-16.00,-16.00,-16.00,48.00,-18.00,-18.00,-18.00,54.00',
      '2,E2,0,ron 1<-3,8.00,-2.00,-4.00,-2.00,-10.00,-20.00,-22.00,52.00',
    ]);
    expect(lines[9]).toBe('5,E4,1,chombo 2,32.00,-64.00,16.00,16.00,24.00,-90.00,4.00,62.00');
    expect(lines.at(-1)).toBe('21,N4,0,tsumo 1,6.00,-2.00,-2.00,-2.00,66.00,-164.00,-88.00,186.00');
  });
});

// ---------------------------------------------------------------------------------------------
// Japanese Classical
// ---------------------------------------------------------------------------------------------

/** The Classical game of the tests below (jc_reference with draw payments, rate 0.5). */
function classicalGame(): { log: Log; marks: Record<string, number> } {
  const t = new Log(config('classical', 'jc_reference', { drawPayments: true }, 0.5));
  const marks: Record<string, number> = {};
  // E1: Bob (South) wins on Cy's discard, P = 22, D = 0: Cy pays for all, 4 × 22 = 88.
  marks.e1 = t.doc.events.length;
  const e1 = t.add(handWin(1, 2, '456s678s33m + chi:123m pon:777p', { win: '8s' }));
  expect(e1.payment.deltas).toEqual([0, 88, -88, 0]);
  expect(e1.breakdowns[0]).toMatchObject({ points: 22, doubles: 0, value: 22 });
  expect(t.where()).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0, dealer: 1 });

  // East 2, Bob deals. Cy declares Ready (100 on the table); E2: Ann (North) self-draws,
  // P = 46, D = 2, V = 184: the dealer 368, the others 184 (+736), and Ann takes the stick.
  const e2 = t.add(handWin(0, null, '777z222p35s678m99s4s', { riichi: [2] }));
  expect(e2.payment.deltas).toEqual([836, -368, -284, -184]);
  expect(e2.payment.table).toBe(0);
  expect(e2.payment.lines[0]).toMatchObject({ from: 2, to: -1, amount: 100, reason: 'riichi' });
  expect(e2.payment.lines.at(-1)).toMatchObject({ from: -1, to: 0, amount: 100, reason: 'sticks' });
  expect(e2.breakdowns[0]).toMatchObject({ points: 46, doubles: 2, value: 184, sticks: 1 });
  expect(t.state.scores).toEqual([1336, 220, 128, 316]);

  // East 3, Cy deals. Dee declares Ready and is alone waiting at the draw (E12): the other
  // three pay 200 each (+600); her stick stays on the table (A16); the deal passes (section 1).
  marks.draw = t.doc.events.length;
  const d = t.add(draw([3], [3]));
  expect(d.payment.deltas).toEqual([-200, -200, -200, 500]);
  expect(d.payment.table).toBe(100);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 0, sticks: 1, dealer: 3 });
  expect(t.state.scores).toEqual([1136, 20, -72, 816]);
  expect(t.state.scores.reduce((a, b) => a + b, 0) + 100).toBe(t.state.total);

  // East 4, Dee deals (East wind twice). E3: she wins on Ann's discard; 36 × 16 = 576 capped at
  // 500, dealer ×6: Ann pays 3,000; Dee also takes the stick left from the draw.
  marks.e3 = t.doc.events.length;
  const e3 = t.add(handWin(3, 0, '111m456m89m55z7m + pon:111z'));
  expect(e3.payment.deltas).toEqual([-3000, 0, 0, 3100]);
  expect(e3.payment.table).toBe(-100);
  expect(e3.breakdowns[0]).toMatchObject({ value: 500, rawValue: 576, limit: true, sticks: 1 });
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 1, sticks: 0, dealer: 3 });

  // E13: Bob's erroneous mahjong: 250 to each non-dealer, 500 to the dealer (−1,000). Ann's
  // Ready in that hand puts no stick down (the hand is replayed by the same dealer).
  const e13 = t.add(falseWin(1, undefined, [0]));
  expect(e13.payment.deltas).toEqual([250, -1000, 250, 500]);
  expect(e13.payment.table).toBe(0);
  expect(t.state.chombo).toEqual([0, 1, 0, 0]);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 1, sticks: 0, dealer: 3 });

  // Quick entry: Dee (dealer) self-draws P = 30, D = 1 → V = 60: 120 from each.
  expect(t.deltas(pointsWin(3, null, 30, 1))).toEqual([-120, -120, -120, 360]);
  expect(t.where()).toEqual({ wind: 1, number: 4, honba: 2, sticks: 0, dealer: 3 });

  // E4: Ann self-draws Big three dragons (limit); Cy fed the third dragon and pays the 2,000 alone.
  const e4 = t.add(pointsWin(0, null, 0, 0, { limit: true, liable: 2 }));
  expect(e4.payment.deltas).toEqual([2000, 0, -2000, 0]);
  expect(e4.payment.lines.every((l) => l.reason === 'pao' && l.from === 2)).toBe(true);
  expect(t.where()).toEqual({ wind: 2, number: 1, honba: 0, sticks: 0, dealer: 0 });
  expect(t.state.scores).toEqual([266, -1100, -1942, 4776]);

  // South 1, Ann deals. Bob and Cy declare Ready. E6: Cy (West) wins on Dee's 2s, P = 30,
  // D = 1 + 2 = 3, V = 240: Dee pays 960; Cy takes both sticks, her own back.
  marks.e6 = t.doc.events.length;
  const e6 = t.add(handWin(2, 3, '123p456p789p34s55m2s', { riichi: [1, 2] }));
  expect(e6.payment.deltas).toEqual([0, -100, 1060, -960]);
  expect(e6.payment.table).toBe(0);
  expect(e6.breakdowns[0]).toMatchObject({ points: 30, doubles: 3, value: 240, sticks: 2 });
  expect(t.state.scores).toEqual([266, -1200, -882, 3816]);

  // South 2 .. North 3: the next seat wins on the dealer's discard, P = 25, D = 0: the dealer pays 100.
  let hands = 0;
  while (!(t.state.round.wind === 4 && t.state.round.number === 4)) {
    const dealer = t.state.dealer;
    const winner = ((dealer + 1) % 4) as Seat;
    expect(t.deltas(pointsWin(winner, dealer, 25, 0))).toEqual(
      [0, 1, 2, 3].map((s) => (s === winner ? 100 : s === dealer ? -100 : 0)),
    );
    hands++;
  }
  expect(hands).toBe(10);
  expect(t.state.scores).toEqual([266, -1300, -882, 3916]);
  // North 4: a draw, Ann Ready and alone waiting: +600 from the pot, her stick stays; the deal passes: game over.
  expect(t.deltas(draw([0], [0]))).toEqual([500, -200, -200, -200]);
  return { log: t, marks };
}

describe('a Japanese Classical game through the ledger (jc_reference, 500 start, 100 sticks)', () => {
  test('start: 500 each (A1), East 1 with seat 0 dealing', () => {
    const t = new Log(config('classical', 'jc_reference'));
    expect(t.state.scores).toEqual([500, 500, 500, 500]);
    expect(t.state.total).toBe(2000);
    expect(t.where()).toEqual({ wind: 1, number: 1, honba: 0, sticks: 0, dealer: 0 });
  });

  test('a whole game: exact amounts after every event, sticks, the end, the settlement', () => {
    const { log: t } = classicalGame();
    expect(t.state.finished).toBe(true);
    expect(t.state.endReason).toBe('last_hand');
    expect(t.where()).toEqual({ wind: 4, number: 4, honba: 0, sticks: 1, dealer: 3 });
    expect(t.state.scores).toEqual([766, -1500, -1082, 3716]);
    expectRefused(appendEvent(t.doc, pointsWin(0, 1, 30, 0)), 'game_over', `events[${t.doc.events.length}]`);

    const s = settleGame(t.state);
    expect(s).toMatchObject({
      family: 'classical',
      scoreUnit: 'points',
      startingPoints: 500,
      leftoverSticks: 1,
    });
    // The stick left on the table goes to the top (Dee); points = final − 500; money = points × 0.5.
    expect(s.rows.map((r) => [r.name, r.score, r.sticks, r.finalScore, r.rank, r.points, r.money])).toEqual([
      ['Ann', 766, 0, 766, 2, 266, 133],
      ['Bob', -1500, 0, -1500, 4, -2000, -1000],
      ['Cy', -1082, 0, -1082, 3, -1582, -791],
      ['Dee', 3716, 100, 3816, 1, 3316, 1658],
    ]);
    expect(s.rows.reduce((a, r) => a + r.points, 0)).toBe(0);
  });

  test('E10 with flowers on: bonus tiles entered with the hand', () => {
    const t = new Log(config('classical', 'jc_reference', { flowers: true }));
    // South holds Orchid (2, her seat) and Spring (1); P = 20 + 2 + 4 + 4 = 30, D = 1, V = 60: East pays 240.
    const r = t.add(handWin(1, 0, '345m678m99p + pon:222s chi:567p', { win: '6m', bonus: '2f5f' }));
    expect(r.breakdowns[0]).toMatchObject({ points: 30, doubles: 1, value: 60 });
    expect(r.payment.deltas).toEqual([-240, 240, 0, 0]);
  });

  test('replace, remove and insert an earlier hand: every later state is recomputed', () => {
    const { log: t, marks } = classicalGame();
    const before = t.state;

    // Replace E1 by a quick entry worth V = 60 (240): every later score moves by the difference.
    const rp = replaceEvent(t.doc, marks.e1!, pointsWin(1, 2, 30, 1));
    if (!rp.ok) throw new Error(JSON.stringify(rp.issues));
    expectSound(rp.value.state);
    for (const h of before.history.filter((r) => r.eventIndex >= marks.e1!)) {
      const after = recordAt(rp.value.state, h.eventIndex);
      expect(after.scoresAfter).toEqual(add(h.scoresAfter, [0, 152, -152, 0]));
      expect(after.round).toEqual(h.round);
    }

    // Remove the East 3 draw: E3 is played under Cy, Dee sits South, East is only the round's
    // wind: D = 1 + 2 = 3, V = 288, Ann pays 4 × 288 = 1,152 and no stick is on the table.
    const rm = removeEvent(t.doc, marks.draw!);
    if (!rm.ok) throw new Error(JSON.stringify(rm.issues));
    expectSound(rm.value.state);
    const e3 = recordAt(rm.value.state, marks.e3! - 1);
    expect(e3.dealer).toBe(2);
    expect(e3.breakdowns[0]).toMatchObject({ doubles: 3, value: 288, sticks: 0 });
    expect(e3.payment.deltas).toEqual([-1152, 0, 0, 1152]);
    const shift = [2048, 200, 200, -2448];
    for (const h of before.history.filter((r) => r.eventIndex > marks.e3!)) {
      const after = recordAt(rm.value.state, h.eventIndex - 1);
      expect(after.scoresAfter).toEqual(add(h.scoresAfter, shift));
      expect(after.round.sticks).toBe(h.round.sticks);
      expect(after.dealer).toBe(h.dealer);
    }
    expect(rm.value.state.finished).toBe(true);

    // Insert a draw before E1: the deal passes, so E1 is won by Bob as the dealer: 22 × 6 = 132,
    // and he keeps the deal. From E2 on every hand is played where it was, 44 points apart.
    const ins = insertEvent(t.doc, 1, draw());
    if (!ins.ok) throw new Error(JSON.stringify(ins.issues));
    expectSound(ins.value.state);
    const e1moved = recordAt(ins.value.state, 2);
    expect(e1moved).toMatchObject({ dealer: 1, round: { wind: 1, number: 2, honba: 0 } });
    expect(e1moved.payment.deltas).toEqual([0, 132, -132, 0]);
    for (const h of before.history.filter((r) => r.eventIndex > marks.e1!)) {
      const after = recordAt(ins.value.state, h.eventIndex + 1);
      expect(after.scoresAfter).toEqual(add(h.scoresAfter, [0, 44, -44, 0]));
      // (E2 keeps Bob's one-win streak in its honba; the deal has passed by the next hand.)
      if (h.eventIndex === marks.e1! + 1) expect(after.round).toEqual({ ...h.round, honba: 1 });
      else expect(after.round).toEqual(h.round);
      expect(after.payment).toEqual(h.payment);
    }
    expect(ins.value.state.finished).toBe(true);
  });

  test('an edit that makes a later hand invalid is refused, naming it', () => {
    // minDoubles 1: Bob's only double is his seat wind (South under Ann). Once Bob deals, South is
    // neither seat nor round wind and the later hand cannot go out.
    const t = new Log(config('classical', 'jc_reference', { minDoubles: 1 }));
    t.add(pointsWin(0, 3, 30, 1));
    const south = t.add(handWin(1, 2, '456s678s33m + chi:123m pon:222z', { win: '8s' }));
    expect(south.breakdowns[0]).toMatchObject({ points: 24, doubles: 1, value: 48 });
    expect(south.payment.deltas).toEqual([0, 192, -192, 0]);
    expectRefused(replaceEvent(t.doc, 1, pointsWin(3, 0, 30, 1)), 'below_minimum', 'events[2]');
    // Sixteen draws end the game (the deal passes on each, section 1); one more inserted early
    // pushes the last of them past the end.
    const g = new Log(config('classical', 'jc_reference'));
    for (let i = 0; i < 16; i++) g.add(draw());
    expect(g.state.finished).toBe(true);
    expectRefused(insertEvent(g.doc, 3, draw()), 'game_over', 'events[17]');
    // A Ready declarer must be waiting at a draw: editing the draw's waiting seats is checked too.
    t.add(draw([2], [2]));
    expectRefused(replaceEvent(t.doc, 3, draw([1], [2])), 'ready_not_waiting', 'events[3]');
  });

  test('entries Classical does not play are errors naming the event', () => {
    const t = new Log(config('classical', 'jc_reference'));
    expectRefused(appendEvent(t.doc, instant(0, { kongs: ['kan'] })), 'no_instant_payouts', 'events[1]');
    expectRefused(appendEvent(t.doc, taiWin(0, 1, 3)), 'bad_score_mode', 'events[1]');
    expectRefused(appendEvent(t.doc, pointsWin(1, 2, 30, 1, { liable: 3 })), 'no_liability', 'events[1]');
    expectRefused(
      appendEvent(t.doc, handEvent({ kind: 'abortive_draw', reason: 'kyuushu_kyuuhai' })),
      'no_abortive_draw',
      'events[1]',
    );
  });

  test('checkState sees a stick worth 100: an adjustment keeps the total with its sticks', () => {
    const t = new Log(config('classical', 'jc_reference'));
    t.add(draw([1], [1]));
    expect(t.state.round.sticks).toBe(1);
    expect(t.state.scores).toEqual([500, 400, 500, 500]);
    t.adjust([500, 300, 500, 500], 2);
    expect(t.state.total).toBe(2000);
    // Bob deals now (the deal passed on the draw): 60 from each, and he takes both sticks.
    expect(t.deltas(pointsWin(1, null, 30, 0))).toEqual([-60, 380, -60, -60]);
    expect(t.state.round.sticks).toBe(0);
    // A state whose scores do not add up is reported.
    const broken = {
      ...t.state,
      scores: [500, 500, 500, 500] as Four,
      round: { ...t.state.round, sticks: 1 },
    };
    expect(checkState(broken).map((i) => i.code)).toEqual(['not_conserved']);
  });

  test('section 8 examples as first hands of a game (East round, seat 0 deals)', () => {
    const first = (overrides: Record<string, unknown>, event: GameEvent) =>
      new Log(config('classical', 'jc_reference', overrides)).add(event);
    // E5: South on North's discard, kongs; P = 20 + 32 + 8 + 4 + 2 = 66, D = 0: North pays 264.
    let r = first({}, handWin(1, 3, '234m6m6m + ankan:9999p kan:5555s pon:444z', { win: '6m' }));
    expect(r.breakdowns[0]).toMatchObject({ points: 66, doubles: 0, value: 66 });
    expect(r.payment.deltas).toEqual([0, 264, 0, -264]);
    // E7: North, concealed, on West's 5p: P = 40, D = 0: West pays 160.
    r = first({}, handWin(3, 2, '999s123m678m22s55p5p'));
    expect(r.breakdowns[0]).toMatchObject({ points: 40, doubles: 0 });
    expect(r.payment.deltas).toEqual([0, 0, -160, 160]);
    // E8 (seven pairs on): South self-draws, P = 100, D = 1, V = 200: East 400, the others 200.
    r = first({ sevenPairs: true }, handWin(1, null, '11m77m33p99p55s22s44s', { win: '4s' }));
    expect(r.breakdowns[0]).toMatchObject({ points: 100, doubles: 1, value: 200 });
    expect(r.payment.deltas).toEqual([-400, 800, -200, -200]);
    // E9: all pungs with three concealed pungs = 3 (A6): P = 42, V = 336: East 672, the others 336.
    r = first({}, handWin(1, null, '222s888m999p3s3s + pon:555p', { win: '3s' }));
    expect(r.breakdowns[0]).toMatchObject({ points: 42, doubles: 3, value: 336 });
    expect(r.payment.deltas).toEqual([-672, 1344, -336, -336]);
    // E11 (settlement between losers): South on West's discard, V = 60; loser scores East 24,
    // West 8, North 40: South +240, East 0, West −304, North +64.
    r = first(
      { loserSettlement: true },
      handEvent({
        kind: 'win',
        wins: [{ winner: 1, from: 2, score: { mode: 'points', points: 30, doubles: 1 } }],
        loserScores: [24, null, 8, 40],
      }),
    );
    expect(r.payment.deltas).toEqual([0, 240, -304, 64]);
    expect(r.payment.lines.filter((l) => l.reason === 'settlement')).toHaveLength(3);
    // E12: two waiting: −300 / +300; three waiting: the fourth pays 600, each waiting +200.
    expect(first({ drawPayments: true }, draw([0, 2])).payment.deltas).toEqual([300, -300, 300, -300]);
    expect(first({ drawPayments: true }, draw([0, 1, 3])).payment.deltas).toEqual([200, 200, -600, 200]);
    // E1 single share (A2 alternative): West pays 22 alone.
    expect(first({ discardPayment: 'single_share' }, pointsWin(1, 2, 22, 0)).payment.deltas).toEqual([
      0, 22, -22, 0,
    ]);
  });

  test('A16 return: the drawn hand’s Ready sticks leave the table, even when a stick is worth 0', () => {
    const t = new Log(config('classical', 'jc_reference', { sticksOnDraw: 'return' }));
    const r = t.add(draw([1, 2], [1, 2]));
    expect(r.payment.deltas).toEqual([0, 0, 0, 0]);
    expect(r.payment.lines.map((l) => [l.from, l.to, l.amount, l.reason])).toEqual([
      [1, -1, 100, 'riichi'],
      [2, -1, 100, 'riichi'],
      [-1, 1, 100, 'sticks'],
      [-1, 2, 100, 'sticks'],
    ]);
    expect(t.state.round.sticks).toBe(0);
    const u = new Log(config('classical', 'jc_reference', { sticksOnDraw: 'return', readyStick: 0 }));
    u.add(draw([1, 2], [1, 2]));
    u.add(draw([1], [1]));
    expect(u.state.round.sticks).toBe(0);
    expect(settleGame(u.state).leftoverSticks).toBe(0);
  });

  test('save and load: the document round-trips and replays to the same state', () => {
    const { log: t } = classicalGame();
    const back = parseGameDocument(serializeGame(t.doc));
    if (!back.ok) throw new Error(JSON.stringify(back.issues));
    expect(back.value).toEqual(t.doc);
    const again = replayGame(back.value);
    if (!again.ok) throw new Error('replay');
    expect(again.value).toEqual(t.state);
  });

  test('CSV: one row per hand with the sticks on the table', () => {
    const { log: t } = classicalGame();
    const lines = exportCsv(t.state).trimEnd().split('\n');
    expect(lines).toHaveLength(1 + t.state.history.length);
    expect(lines.slice(1, 5)).toEqual([
      '1,E1,0,0,ron 2<-3,0,88,-88,0,500,588,412,500',
      '2,E2,0,0,tsumo 1,836,-368,-284,-184,1336,220,128,316',
      '3,E3,0,0,draw tenpai 4,-200,-200,-200,500,1136,20,-72,816',
      '4,E4,0,1,ron 4<-1,-3000,0,0,3100,-1864,20,-72,3916',
    ]);
    expect(lines.at(-1)).toBe('19,N4,0,0,draw tenpai 1,500,-200,-200,-200,766,-1500,-1082,3716');
  });
});
