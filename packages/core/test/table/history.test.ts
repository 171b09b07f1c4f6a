// Editing the history (DESIGN: "editing hand k is changing the log and replaying"): replace,
// insert and remove an earlier hand, and every later hand follows; an edit that makes a later
// event impossible is refused, names that event and leaves the document as it was.

import { describe, expect, test } from 'vitest';
import { insertEvent, removeEvent, replaceEvent, replayGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { draw, newGame, play, ron, tsumo, wins } from './helpers.ts';

function edited(r: ReturnType<typeof replaceEvent>) {
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}

// South (1) wins with a pon of South wind: yakuhai only while South is South's seat wind.
// '234m567p789s55m + pon:222z', 5m ron from North (3), tanki: 20 + 4 + 2 = 26 → 30 fu, 1 han = 1000.
const southWind: GameEvent = wins([
  { winner: 1, from: 3, score: { mode: 'hand', hand: '234m567p789s55m + pon:222z', win: '5m' } },
]);

function base(): GameDocument {
  // 1: East 1, dealer tenpai alone (+3000, honba 1). 2: South's hand above at 1 honba.
  // 3: West (2) tsumo 2 han 30 fu with riichi by West.
  return play(newGame('tenhou'), draw([0]), southWind, tsumo(2, 2, 30, [2])).doc;
}

describe('replace, insert, remove', () => {
  test('the base game', () => {
    const s = edited(replaceEvent(base(), 1, draw([0]))).state;
    expect(s.history.map((h) => [h.round.wind, h.round.number, h.round.honba, h.dealer])).toEqual([
      [1, 1, 0, 0],
      [1, 1, 1, 0],
      [1, 2, 0, 1],
    ]);
    // Hand 2: 1000 + 300; hand 3: West tsumo 2 han 30 fu at E2 (South deals): 500/1000 (own stick back).
    expect(s.scores).toEqual([28000 - 500, 24000 + 1300 - 1000, 24000 + 2000, 24000 - 1300 - 500]);
  });

  test('replacing hand 1 recomputes every later hand', () => {
    const doc = base();
    // East now wins hand 1 by tsumo, 1 han 30 fu (500 all): still dealer, honba 1.
    const s = edited(replaceEvent(doc, 1, tsumo(0, 1, 30))).state;
    expect(s.history[1]!.scoresBefore).toEqual([26500, 24500, 24500, 24500]);
    expect(s.scores).toEqual([26500 - 500, 24500 + 1300 - 1000, 24500 + 2000, 24500 - 1300 - 500]);
    // Now hand 1 is a North tsumo: the deal passes, South deals hand 2 → South's pon of 2z is no
    // longer a yaku: the edit is refused and names event 2.
    const r = replaceEvent(doc, 1, tsumo(3, 1, 30));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.issues[0]!.code).toBe('no_yaku');
      expect(r.issues[0]!.path).toMatch(/^events\[2\]\.result\.wins\[0\]/);
    }
  });

  test('a refused edit leaves the document unchanged', () => {
    const doc = base();
    const before = structuredClone(doc);
    const edits = [
      replaceEvent(doc, 1, tsumo(3, 1, 30)),
      insertEvent(doc, 1, draw([])),
      insertEvent(doc, 2, draw([])),
      replaceEvent(doc, 9, draw([])),
      replaceEvent(doc, 0, draw([])),
      removeEvent(doc, 0),
      insertEvent(doc, 0, draw([])),
    ];
    for (const e of edits) expect(e.ok).toBe(false);
    expect(doc).toEqual(before);
    const codes = edits.map((e) => (e.ok ? '' : e.issues[0]!.code));
    expect(codes).toEqual([
      'no_yaku',
      'no_yaku',
      'no_yaku',
      'bad_index',
      'bad_index',
      'bad_index',
      'bad_index',
    ]);
  });

  test('a later riichi becomes impossible (tenhou: 1000 points needed): refused, naming the event', () => {
    const g = newGame('tenhou');
    const doc = play(
      g,
      { type: 'adjust', scores: [25000, 25000, 48000, 2000], sticks: 0 },
      ron(0, 1, 1, 30),
      draw([3], [3]),
    ).doc;
    // Hand 2 now: North deals in 1500 instead → North has 500 and cannot declare riichi in hand 3.
    const r = replaceEvent(doc, 2, ron(0, 3, 1, 30));
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues).toEqual([
        expect.objectContaining({ code: 'riichi_points', path: 'events[3].riichi' }),
      ]);
  });

  test('an edit that ends the game earlier makes the next hand impossible', () => {
    const doc = play(newGame('tenhou'), ron(1, 3, 1, 30), draw([])).doc;
    const r = replaceEvent(
      doc,
      1,
      wins([{ winner: 1, from: 3, score: { mode: 'value', han: 13, fu: 0, yakuman: 1 } }]),
    );
    expect(r.ok).toBe(false); // North −32000 + 25000 < 0: bust, so event 2 is after the end
    if (!r.ok) {
      expect(r.issues.map((i) => i.code)).toEqual(['game_over']);
      expect(r.issues[0]!.path).toMatch(/^events\[2\]/);
    }
  });

  test('insert and remove shift the later hands and keep eventIndex in step', () => {
    const doc = base();
    // Insert an abortive draw before hand 2: hand 2 is then at 2 honba.
    const ins = edited(
      insertEvent(doc, 2, {
        type: 'hand',
        riichi: [],
        result: { kind: 'abortive_draw', reason: 'kyuushu_kyuuhai' },
      }),
    );
    expect(ins.doc.events).toHaveLength(5);
    expect(ins.state.history.map((h) => h.eventIndex)).toEqual([1, 2, 3, 4]);
    expect(ins.state.history[2]!.round.honba).toBe(2);
    expect(ins.state.history[2]!.scoresAfter[1]! - ins.state.history[2]!.scoresBefore[1]!).toBe(1000 + 600);
    // Remove it again: the original state.
    const rem = edited(removeEvent(ins.doc, 2));
    expect(rem.doc).toEqual(doc);
    expect(rem.state).toEqual(replayGame(doc).ok && (replayGame(doc) as { value: unknown }).value);
    // Remove hand 1: hand 2 is at 0 honba, and so on.
    const r1 = edited(removeEvent(doc, 1));
    expect(r1.state.history.map((h) => h.round.honba)).toEqual([0, 0]);
    expect(r1.state.scores).toEqual([25000 - 500, 25000 + 1000 - 1000, 25000 + 2000, 25000 - 1000 - 500]);
  });

  test('edit then undo gives back the same state', () => {
    const doc = base();
    const original = replayGame(doc);
    const changed = edited(replaceEvent(doc, 3, draw([2], [2])));
    expect(changed.state).not.toEqual(original.ok && original.value);
    const back = edited(replaceEvent(changed.doc, 3, doc.events[3]!));
    expect(back.doc).toEqual(doc);
    expect(back.state).toEqual(original.ok && original.value);
  });

  test('replacing the start changes the rules of every hand', () => {
    const doc = base();
    const start = doc.events[0]!;
    if (start.type !== 'start') throw new Error('no start');
    const r = edited(replaceEvent(doc, 0, { type: 'start', config: { ...start.config, preset: 'wrc2025' } }));
    // wrc2025: 30000 start; the same hands.
    expect(r.state.scores).toEqual([33000 - 500, 29000 + 1300 - 1000, 29000 + 2000, 29000 - 1300 - 500]);
  });
});

describe('hand-mode wins in the history', () => {
  test('seat wind, round wind, honba and riichi come from the ledger', () => {
    const s = edited(replaceEvent(base(), 1, draw([0]))).state;
    const b = s.history[1]!.breakdowns[0] as {
      han: number;
      fu: number;
      score: { yaku: { id: string }[] };
      honba: number;
    };
    expect(b.score.yaku.map((y) => y.id)).toEqual(['yakuhai_seat_wind']);
    expect([b.han, b.fu, b.honba]).toEqual([1, 30, 1]);
    // Riichi declared by South in that hand: riichi needs a closed hand, so the entry is refused.
    const r = replaceEvent(base(), 2, { ...southWind, riichi: [1] } as GameEvent);
    expect(r.ok).toBe(false);
  });
});
