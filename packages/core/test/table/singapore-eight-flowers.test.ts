// Eight Flowers in the ledger (rules/singapore.md section 6: "each not-yet-paid event above,
// plus the limit win"): the win entered by its tiles collects the instant payouts of the
// winner's bonus tiles that no instant event of the hand paid, beside the limit's self-draw
// shares. Base 0.5/1, limit 5: S(5) = 16, the instant unit u = 2 (amounts in hundredths).

import { expect, test } from 'vitest';
import { paymentBalance } from '../../src/payment.ts';
import { appendEvent, createGame } from '../../src/table/ledger.ts';
import type { SingaporeWinBreakdown } from '../../src/table/singapore.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { hand, PLAYERS } from './helpers.ts';

function game(): GameDocument {
  const g = createGame({ family: 'singapore', preset: 'sg_reference', overrides: {}, players: PLAYERS });
  if (!g.ok) throw new Error(JSON.stringify(g.issues));
  return g.value;
}

function play(doc: GameDocument, ...events: GameEvent[]) {
  let d = doc;
  let last: ReturnType<typeof appendEvent> | undefined;
  for (const e of events) {
    last = appendEvent(d, e);
    if (!last.ok) throw new Error(JSON.stringify(last.issues));
    d = last.value.doc;
  }
  return last!.ok ? last!.value.state : (undefined as never);
}

/** Ann (East, the dealer) draws the last of the eight flowers and seasons. */
const eightFlowers = (bonus: string): GameEvent =>
  hand({
    kind: 'win',
    wins: [{ winner: 0, from: null, score: { mode: 'hand', hand: '1357m2468p13579s1z', win: '1z', bonus } }],
  });

test('none shown before: the seat flower pair (u), both groups (2u each), and the limit (2 x 16), from each', () => {
  const state = play(game(), eightFlowers('12345678f'));
  const record = state.history.at(-1)!;
  expect(record.payment.deltas).toEqual([12600, -4200, -4200, -4200]);
  expect(paymentBalance(record.payment)).toBe(0);
  const box = record.breakdowns[0] as SingaporeWinBreakdown;
  expect(box.instant.map((it) => [it.id, it.each])).toEqual([
    ['seat_flower_pair', 200],
    ['complete_flower_group', 400],
    ['complete_season_group', 400],
  ]);
  expect(record.payment.lines.filter((l) => l.reason === 'instant')).toHaveLength(9);
});

test('the flower group shown earlier was paid then: the win collects the rest only', () => {
  const state = play(game(), { type: 'instant', seat: 0, bonus: '1234f' }, eightFlowers('5678f'));
  expect(state.history[0]!.payment.deltas).toEqual([1200, -400, -400, -400]);
  const box = state.history[1]!.breakdowns[0] as SingaporeWinBreakdown;
  expect(box.instant.map((it) => it.id)).toEqual(['seat_flower_pair', 'complete_season_group']);
  expect(state.history[1]!.payment.deltas).toEqual([11400, -3800, -3800, -3800]);
  expect(state.scores).toEqual([12600, -4200, -4200, -4200]);
});

test('the seat flower pair held from the deal, said by its instant event, was paid double then', () => {
  const state = play(
    game(),
    { type: 'instant', seat: 0, bonus: '15f', dealtBonus: '15f' },
    eightFlowers('234678f'),
  );
  expect(state.history[0]!.payment.deltas).toEqual([1200, -400, -400, -400]);
  const box = state.history[1]!.breakdowns[0] as SingaporeWinBreakdown;
  expect(box.instant.map((it) => it.id)).toEqual(['complete_flower_group', 'complete_season_group']);
});

test('any other win collects no instant payout for bonus tiles first listed at the win', () => {
  const state = play(
    game(),
    hand({
      kind: 'win',
      wins: [
        {
          winner: 0,
          from: null,
          score: { mode: 'hand', hand: '123m456p789s123s11z', win: '1z', bonus: '1234f' },
        },
      ],
    }),
  );
  const record = state.history.at(-1)!;
  expect((record.breakdowns[0] as SingaporeWinBreakdown).instant).toEqual([]);
  expect(record.payment.lines.some((l) => l.reason === 'instant')).toBe(false);
});
