// A hand or a payout entered wrong is refused with every problem named at its path in the log
// (`events[k]`, then the event's field), and the game is left as it was. Riichi: who won on whose
// discard, liability, the seats of a draw or a chombo, the score's fields. Singapore: tai, the
// flags of a hand, bonus tiles, draws, instant payouts, the entry's shape. Japanese Classical:
// the entry's shape and the scorer's issues at the entry's fields.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/payment.ts';
import { entryPath } from '../../src/table/entries.ts';
import { appendEvent, createGame, replayGame } from '../../src/table/ledger.ts';
import type { GameDocument, GameEvent } from '../../src/table/types.ts';
import { chombo, draw, hand, newGame, PLAYERS, valueWin, wins } from './helpers.ts';

/** Seat 1 wins on seat 2's discard with a closed hand (tanyao), its score's fields changed. */
const riichiHand = (score: Record<string, unknown>, riichi: Seat[] = []): GameEvent =>
  hand(
    {
      kind: 'win',
      wins: [{ winner: 1, from: 2, score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', ...score } }],
    },
    riichi,
  );

const rows: { what: string; event: GameEvent; issues: [string, string][] }[] = [
  { what: 'a win with no winner', event: wins([]), issues: [['no_winner', 'result.wins']] },
  {
    what: 'a winner listed twice on one discard',
    event: wins([valueWin(1, 2, 3), valueWin(1, 2, 2)]),
    // At the second entry naming the winner (the message names the player).
    issues: [['duplicate_winner', 'result.wins[1].winner']],
  },
  {
    what: 'four rons on one discard, one winner twice',
    event: wins([valueWin(1, 0, 3), valueWin(2, 0, 2), valueWin(3, 0, 2), valueWin(3, 0, 1)]),
    issues: [
      ['duplicate_winner', 'result.wins[3].winner'],
      ['too_many_winners', 'result.wins'],
    ],
  },
  {
    what: 'rons on two different discards',
    event: wins([valueWin(1, 0, 3), valueWin(2, 3, 2)]),
    issues: [['mixed_discarders', 'result.wins']],
  },
  {
    what: 'two self-draws',
    event: wins([valueWin(1, null, 3), valueWin(2, null, 2)]),
    issues: [['multi_tsumo', 'result.wins']],
  },
  {
    what: 'a ron on the winner’s own discard',
    event: wins([valueWin(1, 1, 3)]),
    issues: [['self_ron', 'result.wins[0].from']],
  },
  {
    what: 'a winner seat out of range',
    event: wins([valueWin(4 as Seat, 2, 3)]),
    issues: [['bad_seat', 'result.wins[0].winner']],
  },
  {
    what: 'the winner liable for his own hand',
    event: wins([valueWin(1, 2, 3, 30, { liable: 1 })]),
    issues: [['bad_liable', 'result.wins[0].liable']],
  },
  {
    what: 'a yakuman multiple past 6',
    event: wins([{ winner: 1, from: 2, score: { mode: 'value', han: 13, fu: 0, yakuman: 7 } }]),
    issues: [['bad_value', 'result.wins[0].score.yakuman']],
  },
  {
    what: 'han written as text',
    event: wins([{ winner: 1, from: 2, score: { mode: 'value', han: 'three', fu: 30 } as never }]),
    issues: [['bad_entry', 'result.wins[0].score.han']],
  },
  {
    what: 'ippatsu without riichi: the flag named in the entry',
    event: riichiHand({ flags: { ippatsu: true } }),
    issues: [
      ['invalid', 'result.wins[0].score.hand'],
      ['contradictory_flags', 'result.wins[0].score.flags.ippatsu'],
    ],
  },
  {
    what: 'riichi declared with an open hand: the declarations named',
    event: riichiHand({ hand: '567m345p67899s + chi:234m' }, [1]),
    issues: [
      ['invalid', 'result.wins[0].score.hand'],
      ['contradictory_flags', 'riichi'],
    ],
  },
  {
    what: 'double riichi by a seat that did not declare riichi',
    event: riichiHand({ flags: { doubleRiichi: true } }),
    issues: [['riichi_not_declared', 'result.wins[0].score.flags.doubleRiichi']],
  },
  {
    what: 'kanburi on a self-draw: the flag named in the entry',
    event: hand({
      kind: 'win',
      wins: [
        {
          winner: 1,
          from: null,
          score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flags: { kanburi: true } },
        },
      ],
    }),
    issues: [
      ['invalid', 'result.wins[0].score.hand'],
      ['contradictory_flags', 'result.wins[0].score.flags.kanburi'],
    ],
  },
  {
    what: 'a hand of 13 tiles',
    event: riichiHand({ hand: '11112222333m4p5p' }),
    issues: [
      ['invalid', 'result.wins[0].score.hand'],
      ['wrong_tile_count', 'result.wins[0].score.hand'],
    ],
  },
  {
    what: 'a dora indicator that is no tile',
    event: riichiHand({ dora: '4q' }),
    issues: [
      ['bad_notation', 'result.wins[0].score.dora'],
      ['bad_notation', 'result.wins[0].score.dora'],
    ],
  },
  {
    what: 'a win by han and fu that also gives indicators and flags (only the value is scored)',
    event: wins([
      {
        winner: 1,
        from: 2,
        score: { mode: 'value', han: 3, fu: 30, dora: '1m', flags: { ippatsu: true } } as never,
      },
    ]),
    issues: [
      ['tiles_with_value', 'result.wins[0].score.dora'],
      ['tiles_with_value', 'result.wins[0].score.flags'],
    ],
  },
  {
    what: 'a misspelt flag (it would lose ippatsu in silence)',
    event: riichiHand({ flags: { ipatsu: true } }, [1]),
    issues: [['bad_flag', 'result.wins[0].score.flags.ipatsu']],
  },
  {
    what: 'a flag that is not true or false ("no" is truthy)',
    event: riichiHand({ flags: { haitei: 'no', ippatsu: 1 } }, [1]),
    issues: [
      ['bad_flag', 'result.wins[0].score.flags.haitei'],
      ['bad_flag', 'result.wins[0].score.flags.ippatsu'],
    ],
  },
  {
    what: 'bonus tiles with a riichi hand, and a bad dora indicator',
    event: riichiHand({ bonus: '1f', dora: '4q' }),
    issues: [
      ['bad_notation', 'result.wins[0].score.dora'],
      ['bad_notation', 'result.wins[0].score.dora'],
      ['no_bonus_tiles', 'result.wins[0].score.bonus'],
    ],
  },
  // Why a hand is no win is said once, at the hand (the scorer's reason was also repeated after it).
  {
    what: 'tiles that are no winning hand',
    event: riichiHand({ hand: '123m456p789s13577z', win: '7z' }),
    issues: [['not_agari', 'result.wins[0].score.hand']],
  },
  {
    what: 'a winning hand with no yaku',
    event: riichiHand({ hand: '22m345p678s + chi:123m pon:999s', win: '2m' }),
    issues: [['no_yaku', 'result.wins[0].score.hand']],
  },
  { what: 'tenpai seats that repeat', event: draw([1, 1]), issues: [['bad_seat', 'result.tenpai']] },
  {
    what: 'nagashi seats that repeat',
    event: draw([1], [], [2, 2]),
    issues: [['bad_seat', 'result.nagashi']],
  },
  { what: 'an offender who is no seat', event: chombo(5 as Seat), issues: [['bad_seat', 'result.offender']] },
  {
    what: 'a chombo with a claimed discard (a Singapore false win’s)',
    event: hand({ kind: 'chombo', offender: 1, from: 2 }),
    issues: [['no_claimed_discard', 'result.from']],
  },
  {
    what: 'a chombo with no seat and a claimed discard',
    event: hand({ kind: 'chombo', offender: 5 as Seat, from: 2 }),
    issues: [
      ['bad_seat', 'result.offender'],
      ['no_claimed_discard', 'result.from'],
    ],
  },
];

function expectRefused(doc: GameDocument, event: GameEvent, issues: [string, string][]) {
  const before = JSON.stringify(doc);
  const r = appendEvent(doc, event);
  expect(r.ok).toBe(false);
  if (r.ok) return;
  expect(r.issues.map((i) => [i.code, i.path])).toEqual(
    issues.map(([code, path]) => [code, path ? `events[1].${path}` : 'events[1]']),
  );
  for (const i of r.issues) expect(i.message.length).toBeGreaterThan(10);
  // The refused event is not in the game, which replays as before.
  expect(JSON.stringify(doc)).toBe(before);
  const state = replayGame(doc);
  expect(state.ok && state.value.history).toEqual([]);
}

describe('a riichi hand entered wrong: refused, every problem at its path, the game unchanged', () => {
  test.each(rows)('$what', ({ event, issues }) => expectRefused(newGame('tenhou'), event, issues));
  test.each([
    ['left out', { mode: 'value', han: 3 }],
    ['0, as an empty field sends it', { mode: 'value', han: 3, fu: 0 }],
  ])('a value below 5 han with its fu %s says the fu are missing', (_what, score) => {
    const r = appendEvent(newGame('tenhou'), wins([{ winner: 1, from: 2, score: score as never }]));
    expect(r.ok ? [] : r.issues.map((i) => [i.path, i.message])).toEqual([
      [
        'events[1].result.wins[0].score.fu',
        'a hand of 3 han needs its fu (below 5 han the fu set the value)',
      ],
    ]);
  });
});

const H = '234m567p34599s777z';
const sgWin = (score: Record<string, unknown>, from: Seat | null = 2): GameEvent =>
  hand({ kind: 'win', wins: [{ winner: 1, from, score: score as never }] });
const sgRows: { what: string; event: GameEvent; issues: [string, string][] }[] = [
  {
    what: 'a win by its tai that also gives bonus tiles, with tai past 64',
    event: sgWin({ mode: 'tai', tai: 65, bonus: '1f' }),
    issues: [
      ['bad_value', 'result.wins[0].score.tai'],
      ['tiles_with_value', 'result.wins[0].score.bonus'],
    ],
  },
  {
    what: 'a win by its tai that also gives the hand',
    event: sgWin({ mode: 'tai', tai: 3, hand: '123m456m789m123p55p' }),
    issues: [['tiles_with_value', 'result.wins[0].score.hand']],
  },
  {
    what: 'dora and ura indicators (Singapore has none)',
    event: sgWin({ mode: 'hand', hand: '123m456m789m123p55p', win: '5p', dora: '1m', ura: '2m' }),
    issues: [
      ['no_dora', 'result.wins[0].score.dora'],
      ['no_dora', 'result.wins[0].score.ura'],
    ],
  },
  {
    what: 'tai past 64',
    event: sgWin({ mode: 'tai', tai: 65 }),
    issues: [['bad_value', 'result.wins[0].score.tai']],
  },
  {
    what: 'a win below the minimum tai',
    event: sgWin({ mode: 'tai', tai: 0 }),
    issues: [['below_minimum', 'result.wins[0].score.tai']],
  },
  {
    what: 'a hand below the minimum tai, said once with its tai',
    event: sgWin({ mode: 'hand', hand: '234m567p345s99s + chi:678m', win: '9s' }),
    issues: [['below_minimum', 'result.wins[0].score.hand']],
  },
  {
    what: 'a riichi score in a Singapore game',
    event: sgWin({ mode: 'value', han: 1, fu: 30 }),
    issues: [['bad_score_mode', 'result.wins[0].score.mode']],
  },
  {
    what: 'a flag of another family',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', flags: { riichi: true } }),
    issues: [['bad_flag', 'result.wins[0].score.flags.riichi']],
  },
  {
    what: 'a flag named as what every object inherits',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', flags: { toString: true } }),
    issues: [['bad_flag', 'result.wins[0].score.flags.toString']],
  },
  {
    what: 'a count flag that is not whole',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', flags: { flowerReplacement: 1.5 } }, null),
    issues: [['bad_flag', 'result.wins[0].score.flags.flowerReplacement']],
  },
  {
    what: 'a yes-or-no flag written as text',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', flags: { lastTile: 'yes' } }, null),
    issues: [['bad_flag', 'result.wins[0].score.flags.lastTile']],
  },
  {
    what: 'a flower replacement win on a discard: the flag named in the entry',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', bonus: '1f', flags: { flowerReplacement: 1 } }),
    issues: [
      ['invalid', 'result.wins[0].score.hand'],
      ['bad_flag', 'result.wins[0].score.flags.flowerReplacement'],
    ],
  },
  {
    what: 'a bonus tile that is no tile',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', bonus: '1x' }),
    issues: [
      ['bad_notation', 'result.wins[0].score.bonus'],
      ['bad_notation', 'result.wins[0].score.bonus'],
    ],
  },
  {
    what: 'waiting seats that repeat',
    event: hand({ kind: 'exhaustive_draw', tenpai: [1, 1] }),
    issues: [['bad_seat', 'result.tenpai']],
  },
  {
    what: 'a nagashi at a draw',
    event: hand({ kind: 'exhaustive_draw', tenpai: [], nagashi: [1] }),
    issues: [['no_nagashi', 'result.nagashi']],
  },
  {
    what: 'a bonus tile listed twice',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', bonus: '1a1a' }),
    issues: [['duplicate_bonus', 'result.wins[0].score.bonus']],
  },
  {
    what: 'a bonus tile in the hand and in its bonus tiles',
    event: sgWin({ mode: 'hand', hand: `${H} 1a`, win: '9s', bonus: '2a1a' }),
    issues: [['duplicate_bonus', 'result.wins[0].score.bonus']],
  },
  {
    what: 'riichi declarations that are a number',
    event: hand({ kind: 'exhaustive_draw', tenpai: [] }, 5 as never),
    issues: [['bad_entry', 'riichi']],
  },
  {
    what: 'riichi declarations that are an object',
    event: hand({ kind: 'exhaustive_draw', tenpai: [] }, {} as never),
    issues: [['bad_entry', 'riichi']],
  },
  {
    what: 'a draw without its waiting seats',
    event: hand({ kind: 'exhaustive_draw' } as never),
    issues: [['bad_entry', 'result.tenpai']],
  },
  {
    what: 'nagashi seats that are no list',
    event: hand({ kind: 'exhaustive_draw', tenpai: [], nagashi: 5 } as never),
    issues: [['bad_entry', 'result.nagashi']],
  },
  {
    what: 'a win that is null',
    event: hand({ kind: 'win', wins: [null] } as never),
    issues: [['bad_entry', 'result.wins[0]']],
  },
  {
    what: 'wins that are no list',
    event: hand({ kind: 'win', wins: 3 } as never),
    issues: [['bad_entry', 'result.wins']],
  },
  {
    what: 'flags that are no object',
    event: sgWin({ mode: 'hand', hand: H, win: '9s', flags: 'lastTile' }),
    issues: [['bad_entry', 'result.wins[0].score.flags']],
  },
  {
    what: 'a payout to no seat',
    event: { type: 'instant', seat: 5 as Seat, bonus: '1f' },
    issues: [['bad_seat', 'seat']],
  },
  {
    what: 'a payout for nothing',
    event: { type: 'instant', seat: 1, bonus: '' },
    issues: [['nothing_shown', '']],
  },
  {
    what: 'a payout for a kong of no known kind',
    event: { type: 'instant', seat: 1, kongs: ['pon' as 'kan'] },
    issues: [['bad_meld', 'kongs']],
  },
  {
    what: 'a payout for a flower shown twice',
    event: { type: 'instant', seat: 1, bonus: '1f1f' },
    issues: [['duplicate_bonus', 'bonus[1]']],
  },
];

describe('a Singapore hand or payout entered wrong: refused, every problem at its path', () => {
  const game = createGame({ family: 'singapore', preset: 'sg_reference', overrides: {}, players: PLAYERS });
  test.each(sgRows)('$what', ({ event, issues }) => {
    if (!game.ok) throw new Error(JSON.stringify(game.issues));
    expectRefused(game.value, event, issues);
  });
});

const jcRows: { what: string; event: GameEvent; issues: [string, string][] }[] = [
  {
    what: 'a win by points and doubles that also gives flags',
    event: hand({
      kind: 'win',
      wins: [
        {
          winner: 1,
          from: 2,
          score: { mode: 'points', points: 30, doubles: 1, flags: { lastTile: true } } as never,
        },
      ],
    }),
    issues: [['tiles_with_value', 'result.wins[0].score.flags']],
  },
  {
    what: 'a dora indicator (Japanese Classical has none) beside a misspelt flag',
    event: hand({
      kind: 'win',
      wins: [
        {
          winner: 1,
          from: 2,
          score: {
            mode: 'hand',
            hand: '123m456m789m123p55p',
            win: '5p',
            dora: '1m',
            flags: { lasttile: true },
          },
        },
      ],
    }),
    issues: [
      ['no_dora', 'result.wins[0].score.dora'],
      ['bad_flag', 'result.wins[0].score.flags.lasttile'],
    ],
  },
  {
    what: 'Ready declarations that are a number',
    event: hand({ kind: 'exhaustive_draw', tenpai: [] }, 5 as never),
    issues: [['bad_entry', 'riichi']],
  },
  {
    what: 'a draw without its waiting seats',
    event: hand({ kind: 'exhaustive_draw' } as never),
    issues: [['bad_entry', 'result.tenpai']],
  },
  {
    what: 'waiting seats that are text',
    event: hand({ kind: 'exhaustive_draw', tenpai: '01' } as never),
    issues: [['bad_entry', 'result.tenpai']],
  },
  {
    what: 'nagashi seats that are no list',
    event: hand({ kind: 'exhaustive_draw', tenpai: [], nagashi: {} } as never),
    issues: [['bad_entry', 'result.nagashi']],
  },
  {
    what: 'a win that is null',
    event: hand({ kind: 'win', wins: [null] } as never),
    issues: [['bad_entry', 'result.wins[0]']],
  },
  {
    what: 'a bonus tile listed twice',
    event: hand({
      kind: 'win',
      wins: [
        {
          winner: 1,
          from: 2,
          score: { mode: 'hand', hand: '456s678s33m + chi:123m pon:777p', bonus: '1f1f' },
        },
      ],
    }),
    issues: [['duplicate_bonus', 'result.wins[0].score.bonus']],
  },
];

describe("a Japanese Classical hand entered wrong: the scorer's issue at the entry's field", () => {
  const game = createGame({ family: 'classical', preset: 'jc_reference', overrides: {}, players: PLAYERS });
  test.each(jcRows)('$what', ({ event, issues }) => {
    if (!game.ok) throw new Error(JSON.stringify(game.issues));
    expectRefused(game.value, event, issues);
  });
  test("a winning tile not in the hand is the entry's win", () => {
    if (!game.ok) throw new Error(JSON.stringify(game.issues));
    expectRefused(
      game.value,
      hand({
        kind: 'win',
        wins: [
          { winner: 1, from: 2, score: { mode: 'hand', hand: '456s678s33m + chi:123m pon:777p', win: '9s' } },
        ],
      }),
      [
        ['invalid', 'result.wins[0].score.hand'],
        ['win_not_in_hand', 'result.wins[0].score.win'],
      ],
    );
  });
});

describe("entryPath: a scorer's name for a part of its input, as the entry's field", () => {
  const fields = { ippatsu: 'score.flags.ippatsu', riichi: '/riichi', from_seat: 'from' };
  test.each([
    [undefined, 'result.wins[1].score.hand'],
    ['hand', 'result.wins[1].score.hand'],
    ['concealed[3]', 'result.wins[1].score.hand'],
    ['melds[1]', 'result.wins[1].score.hand'],
    ['win', 'result.wins[1].score.win'],
    ['bonus[2]', 'result.wins[1].score.bonus'],
    ['situation.ippatsu', 'result.wins[1].score.flags.ippatsu'],
    ['from_seat', 'result.wins[1].from'],
    ['situation.riichi', 'riichi'],
    // A part the ledger works out itself (the winds, the dealer): the entry as a whole.
    ['situation.seatWind', 'result.wins[1]'],
    ['handsome', 'result.wins[1]'],
    // Only the family's own names: not what every object inherits.
    ['toString', 'result.wins[1]'],
  ])('%s -> %s', (scorerPath, path) => {
    expect(entryPath('result.wins[1]', scorerPath, fields)).toBe(path);
  });
});
