// Every payment rule of spec riichi.md §5.2-5.6 as the ledger applies it, preset by preset:
// single wins with honba and sticks, multiple ron (W20), pao (W18, W19), noten payments,
// nagashi mangan (W27), chombo, abortive draws, riichi sticks and the riichi minimum.

import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/payment.ts';
import {
  appendEvent,
  createGame,
  findInstantBreakdown,
  findWinBreakdown,
  settleGame,
} from '../../src/table/ledger.ts';
import type { GameEvent, WinEntry } from '../../src/table/types.ts';
import {
  abort,
  chombo,
  deltas,
  draw,
  hand,
  linesOf,
  newGame,
  play,
  position,
  refusal,
  ron,
  tsumo,
  valueWin,
  wins,
  yakumanWin,
} from './helpers.ts';

const MAIN = ['tenhou', 'ema2016', 'wrc2025', 'shanghai2'] as const;
const ALL = ['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague', 'shanghai2'] as const;
const KIRIAGE = new Set(['ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2']);

describe('single wins with honba and sticks (§5.2, §5.3)', () => {
  test.each(ALL)('%s: non-dealer ron, 1 honba, 1 stick carried + own riichi', (preset) => {
    const { doc } = position(preset, { honba: 1, sticks: 1 });
    // South (1) declares riichi and rons West (2): 3 han 30 fu = 3900 + 300 honba, 2 sticks.
    const { state } = play(doc, ron(1, 2, 3, 30, [1]));
    expect(deltas(state)).toEqual([0, 3900 + 300 + 2000 - 1000, -4200, 0]);
    expect(linesOf(state, 'honba')).toEqual([{ from: 2, to: 1, amount: 300 }]);
    expect(linesOf(state, 'sticks')).toEqual([{ from: -1, to: 1, amount: 2000 }]);
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0 });
    expect(state.dealer).toBe(1);
    expect(state.history.at(-1)!.payment.table).toBe(-1000);
  });

  test.each(ALL)('%s: non-dealer tsumo 1 han 30 fu with 2 honba = 500/700', (preset) => {
    const { doc } = position(preset, { honba: 2 });
    const { state } = play(doc, tsumo(2, 1, 30));
    // 300/500 plus 100 per honba from each payer.
    expect(deltas(state)).toEqual([-700, -500, 500 + 500 + 700, -500]);
    expect(state.round.honba).toBe(0);
  });

  test.each(ALL)('%s: 4 han 30 fu (kiriage or not), ron and tsumo', (preset) => {
    const k = KIRIAGE.has(preset);
    let { state } = play(newGame(preset), ron(1, 3, 4, 30));
    expect(deltas(state)).toEqual([0, k ? 8000 : 7700, 0, k ? -8000 : -7700]);
    ({ state } = play(newGame(preset), tsumo(0, 4, 30)));
    expect(deltas(state)).toEqual(k ? [12000, -4000, -4000, -4000] : [11700, -3900, -3900, -3900]);
    ({ state } = play(newGame(preset), tsumo(2, 3, 60)));
    expect(deltas(state)).toEqual(k ? [-4000, -2000, 8000, -2000] : [-3900, -2000, 7900, -2000]);
  });

  test.each(ALL)(
    '%s: W26 dealer haneman ron with 3 honba = 18900; dealer mangan tsumo with 1 honba = 4100 all',
    (preset) => {
      let { state } = play(position(preset, { honba: 3 }).doc, ron(0, 2, 7, 30));
      expect(deltas(state)).toEqual([18900, 0, -18900, 0]);
      expect(state.round).toMatchObject({ wind: 1, number: 1, honba: 4 });
      ({ state } = play(position(preset, { honba: 1 }).doc, tsumo(0, 5, 30)));
      expect(deltas(state)).toEqual([12300, -4100, -4100, -4100]);
    },
  );

  test('shanghai2 seed 000: dealer ron 1 fan 90 fu = 4400, non-dealer 2900, W25 toitoi 2600', () => {
    expect(deltas(play(newGame('shanghai2'), ron(0, 1, 1, 90)).state)).toEqual([4400, -4400, 0, 0]);
    expect(deltas(play(newGame('shanghai2'), ron(3, 1, 1, 90)).state)).toEqual([0, -2900, 0, 2900]);
    expect(deltas(play(newGame('shanghai2'), ron(3, 1, 2, 40)).state)).toEqual([0, -2600, 0, 2600]);
  });

  test('a riichi player who deals in loses the stick to the winner too', () => {
    const { state } = play(newGame('tenhou'), ron(0, 1, 1, 30, [1, 2]));
    expect(deltas(state)).toEqual([1500 + 2000, -1500 - 1000, -1000, 0]);
    expect(state.round.sticks).toBe(0);
  });

  test('hand-mode win: riichi comes from the declarations and the engine scores the hand', () => {
    // The README hand 234567m345p67899s, win 5p ron, South (1) from West (2). No riichi: pinfu 1 han 30 fu = 1000.
    const handWin = (riichi: (0 | 1 | 2 | 3)[]) =>
      wins([{ winner: 1, from: 2, score: { mode: 'hand', hand: '234567m345p67899s', win: '5p' } }], riichi);
    let { state } = play(newGame('ema2016'), handWin([]));
    expect(deltas(state)).toEqual([0, 1000, -1000, 0]);
    // With South's riichi: 2 han 30 fu = 2000, and South's own stick comes back.
    ({ state } = play(newGame('ema2016'), handWin([1])));
    expect(deltas(state)).toEqual([0, 2000, -2000, 0]);
    const b = state.history.at(-1)!.breakdowns[0] as {
      han: number;
      fu: number;
      score: { yaku: { id: string }[] };
    };
    expect(b.han).toBe(2);
    expect(b.fu).toBe(30);
    expect(b.score.yaku.map((y) => y.id)).toContain('riichi');
  });
});

describe('W20 multiple ron with honba and sticks (§5.5)', () => {
  // East 1, 2 honba, 1 stick carried over; West (2) declares riichi; North (3) discards 4m.
  // East (dealer) pinfu 1 han 30 fu = 1500; West riichi + pinfu + tanyao 3 han 30 fu = 3900.
  const w20Value: GameEvent = wins([valueWin(2, 3, 3, 30), valueWin(0, 3, 1, 30)], [2]);
  const w20Hand: GameEvent = wins(
    [
      { winner: 2, from: 3, score: { mode: 'hand', hand: '234m456678p234s55s', win: '4m' } },
      { winner: 0, from: 3, score: { mode: 'hand', hand: '456m123456p789s99p', win: '4m' } },
    ],
    [2],
  );
  const expected: Record<string, number[]> = {
    // East 1500 + 600 + 2000 = 4100; West 3900 (− own stick 1000); North pays 6000.
    tenhou: [4100, 0, 2900, -6000],
    mahjongsoul: [4100, 0, 2900, -6000],
    // East 1500 + 600 + 1000 (carried stick); West 3900 + 600 + 1000 (own stick back) − 1000 deposit; North 6600.
    ema2016: [3100, 0, 4500, -6600],
    // Head bump: only East, 1500 + 600 + 2000; West's riichi stick goes to East.
    wrc2022: [4100, 0, -1000, -2100],
    wrc2025: [4100, 0, -1000, -2100],
    mleague: [4100, 0, -1000, -2100],
    shanghai2: [4100, 0, -1000, -2100],
  };
  test.each(ALL)('%s (value entries)', (preset) => {
    const { state } = play(position(preset, { honba: 2, sticks: 1 }).doc, w20Value);
    expect(deltas(state)).toEqual(expected[preset]);
    // Next hand: East 1, 3 honba (the dealer is among the winners), no sticks.
    expect(state.round).toEqual({ wind: 1, number: 1, honba: 3, sticks: 0 });
    expect(state.dealer).toBe(0);
  });
  test.each(ALL)('%s (hands scored by the engine)', (preset) => {
    const { state } = play(position(preset, { honba: 2, sticks: 1 }).doc, w20Hand);
    expect(deltas(state)).toEqual(expected[preset]);
    const record = state.history.at(-1)!;
    const b = record.breakdowns.flatMap((x) => (x.family === 'riichi' ? [x] : []));
    expect(b.map((x) => x.winner)).toEqual([0, 2]); // turn order from the discarder
    expect(b.map((x) => x.han)).toEqual([1, 3]);
    expect(b[1]!.bumped).toBe(KIRIAGE.has(preset) && preset !== 'ema2016');
    // Paired by winner, not by place: the first win entered (West's) is the second breakdown.
    expect(findWinBreakdown(record, 2)).toBe(b[1]);
    expect(findWinBreakdown(record, 0)).toBe(b[0]);
    expect(findWinBreakdown(record, 1)).toBeUndefined();
    expect(findInstantBreakdown(record)).toBeUndefined();
  });

  test('head bump: a bumped dealer does not keep the deal', () => {
    // North (3) discards; South (1) is first from North? order from 3: 0, 1, 2. Winners 1 and 2 → 1 wins alone.
    const { state } = play(newGame('wrc2025'), wins([valueWin(2, 3, 2, 30), valueWin(1, 3, 1, 30)]));
    expect(deltas(state)).toEqual([0, 1000, 0, -1000]);
    expect(state.dealer).toBe(1);
    // Discarder South (1): order 2, 3, 0 → West beats the dealer East; the dealer loses the deal.
    const s2 = play(newGame('wrc2025'), wins([valueWin(0, 1, 2, 30), valueWin(2, 1, 1, 30)])).state;
    expect(deltas(s2)).toEqual([0, -1000, 1000, 0]);
    expect(s2.dealer).toBe(1);
    expect(s2.round.honba).toBe(0);
  });

  test('triple ron: tenhou refuses it (sanchahou is an abortive draw), mahjongsoul and ema2016 pay all three, wrc head bumps', () => {
    const triple = wins([valueWin(1, 0, 1, 30), valueWin(2, 0, 1, 30), valueWin(3, 0, 1, 30)]);
    expect(refusal(newGame('tenhou'), triple)).toEqual(['triple_ron']);
    expect(deltas(play(newGame('tenhou'), abort('sanchahou')).state)).toEqual([0, 0, 0, 0]);
    expect(deltas(play(newGame('mahjongsoul'), triple).state)).toEqual([-3000, 1000, 1000, 1000]);
    expect(deltas(play(newGame('ema2016'), triple).state)).toEqual([-3000, 1000, 1000, 1000]);
    expect(deltas(play(newGame('wrc2025'), triple).state)).toEqual([-1000, 1000, 0, 0]);
  });

  test('ema2016: each winner takes back his own stick; the first winner with his own stick takes all the rest', () => {
    // 2 sticks carried; South (1) and West (2) both riichi; East (0) discards → South is first.
    const { state } = play(
      position('ema2016', { sticks: 2, honba: 1 }).doc,
      wins([valueWin(2, 0, 1, 30), valueWin(1, 0, 1, 30)], [1, 2]),
    );
    // South: 1000 + 300 + 3000 (2 carried + own) − 1000; West: 1000 + 300 + 1000 (own) − 1000.
    expect(deltas(state)).toEqual([-2600, 3300, 1300, 0]);
    expect(state.round.sticks).toBe(0);
  });
});

describe('pao (§5.4, W18, W19)', () => {
  // W18: West (2) holds pons 555z 666z 777z (777z fed by East, liable), wins on 9p from South (1), 2 honba.
  const w18Hand = (from: 0 | 1 | 2 | 3 | null) =>
    wins([
      {
        winner: 2,
        from,
        liable: 0,
        score: { mode: 'hand', hand: '123m99p + pon:555z pon:666z pon:777z', win: '9p' },
      },
    ]);
  const w18Value = (from: 0 | 1 | 2 | 3 | null) => wins([yakumanWin(2, from, 1, 0)]);

  test.each([
    ['ema2016', [-16000, -16600, 32600, 0]],
    ['wrc2022', [-16000, -16600, 32600, 0]],
    ['wrc2025', [-16000, -16600, 32600, 0]],
    ['mleague', [-16000, -16600, 32600, 0]],
    ['tenhou', [-16600, -16000, 32600, 0]],
    ['mahjongsoul', [-16600, -16000, 32600, 0]],
  ] as const)('W18 ron by a third player, %s', (preset, d) => {
    for (const ev of [w18Hand(1), w18Value(1)]) {
      const { state } = play(position(preset, { honba: 2 }).doc, ev);
      expect(deltas(state)).toEqual(d);
      expect(linesOf(state, 'pao')).toEqual([{ from: 0, to: 2, amount: 16000 }]);
    }
  });

  test.each(['ema2016', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague'])(
    'W18 tsumo: the liable East pays 32000 + 600, %s',
    (preset) => {
      for (const ev of [w18Hand(null), w18Value(null)]) {
        const { state } = play(position(preset, { honba: 2 }).doc, ev);
        expect(deltas(state)).toEqual([-32600, 0, 32600, 0]);
      }
    },
  );

  test('the liable player dealing in is a normal ron', () => {
    const { state } = play(position('tenhou', { honba: 2 }).doc, w18Value(0));
    expect(deltas(state)).toEqual([-32600, 0, 32600, 0]);
    expect(linesOf(state, 'pao')).toEqual([]);
  });

  // W19: the dealer holds pons 555z 666z 777z (777z fed by West), concealed 11122z, tsumo 2z.
  const w19 = wins([
    {
      winner: 0,
      from: null,
      liable: 2,
      score: { mode: 'hand', hand: '11122z + pon:555z pon:666z pon:777z', win: '2z' },
    },
  ]);
  test('W19 tenhou: West pays the whole double yakuman, 96000', () => {
    expect(deltas(play(newGame('tenhou'), w19).state)).toEqual([96000, 0, -96000, 0]);
  });
  test('W19 mahjongsoul: West pays 48000 (daisangen) + 16000 (share of tsuuiisou); North and South 16000', () => {
    expect(deltas(play(newGame('mahjongsoul'), w19).state)).toEqual([96000, -16000, -64000, -16000]);
    // The same by value: two yakuman, of which the liability covers one.
    expect(deltas(play(newGame('mahjongsoul'), wins([yakumanWin(0, null, 2, 2, 1)])).state)).toEqual([
      96000, -16000, -64000, -16000,
    ]);
  });
  test('W19 ema2016: one yakuman (cap), 48000, all from West', () => {
    expect(deltas(play(newGame('ema2016'), w19).state)).toEqual([48000, 0, -48000, 0]);
  });
  test('W19 with honba: the liable player pays all honba on a tsumo (+300 per honba)', () => {
    expect(deltas(play(position('mahjongsoul', { honba: 1 }).doc, w19).state)).toEqual([
      96300, -16000, -64300, -16000,
    ]);
    expect(deltas(play(position('tenhou', { honba: 1 }).doc, w19).state)).toEqual([96300, 0, -96300, 0]);
  });

  test('two yakuman on a ron by a third player: tenhou splits the whole hand, mahjongsoul only the pao yakuman', () => {
    // West (2) wins daisangen + tsuuiisou on 2z from South (1); East (0) liable; 1 honba.
    const ev = wins([
      {
        winner: 2,
        from: 1,
        liable: 0,
        score: { mode: 'hand', hand: '11122z + pon:555z pon:666z pon:777z', win: '2z' },
      },
    ]);
    expect(deltas(play(position('tenhou', { honba: 1 }).doc, ev).state)).toEqual([-32300, -32000, 64300, 0]);
    // Daisangen 32000 half/half; tsuuiisou 32000 from the discarder; honba from the liable player.
    expect(deltas(play(position('mahjongsoul', { honba: 1 }).doc, ev).state)).toEqual([
      -16300, -48000, 64300, 0,
    ]);
    expect(deltas(play(position('ema2016', { honba: 1 }).doc, ev).state)).toEqual([-16000, -16300, 32300, 0]);
  });

  test('mahjongsoul: pao covers only the pao yakuman; a hand without it cannot carry liability', () => {
    // Tsuuiisou alone (no dragon triplets) with a "liable" player: refused.
    const ev = wins([
      {
        winner: 2,
        from: null,
        liable: 0,
        score: { mode: 'hand', hand: '111222333z44z + pon:777z', win: '4z' },
      },
    ]);
    expect(refusal(newGame('mahjongsoul'), ev)).toContain('no_liability');
  });

  test('wrc2025 covers suukantsu; tenhou does not', () => {
    const ev = wins([
      {
        winner: 2,
        from: 1,
        liable: 0,
        score: { mode: 'hand', hand: '55z + kan:1111m kan:9999p kan:1111s kan:2222z', win: '5z' },
      },
    ]);
    // Ron by a third player: 32000 half/half, honba none.
    expect(deltas(play(newGame('wrc2025'), ev).state)).toEqual([-16000, -16000, 32000, 0]);
    expect(refusal(newGame('tenhou'), ev)).toContain('no_liability');
    expect(refusal(newGame('wrc2022'), ev)).toContain('no_liability');
  });

  test.each(MAIN)('%s: liability on a hand without a yakuman is refused (value entries too)', (preset) => {
    // §5.4: "Liability stands only if the hand is won with that yakuman"; kazoe never triggers pao.
    expect(refusal(newGame(preset), wins([valueWin(2, 1, 3, 30, { liable: 0 })]))).toContain('no_liability');
    expect(refusal(newGame(preset), wins([valueWin(2, 1, 13, 30, { liable: 0 })]))).toContain('no_liability');
  });

  test('shanghai2: a rinshan win after a daiminkan is paid wholly by the kan-tile discarder', () => {
    // South (1) tsumo on the replacement tile, 3 han 30 fu, West (2) discarded the kan tile; 1 honba.
    const { state } = play(
      position('shanghai2', { honba: 1 }).doc,
      wins([valueWin(1, null, 3, 30, { liable: 2 })]),
    );
    expect(deltas(state)).toEqual([0, 3900 + 300, -4200, 0]);
  });
});

describe('exhaustive draw: noten payments (§5.6, W27)', () => {
  const cases: [number[], number[]][] = [
    [[], [0, 0, 0, 0]],
    [[2], [-1000, -1000, 3000, -1000]],
    [
      [0, 3],
      [1500, -1500, -1500, 1500],
    ],
    [
      [0, 1, 2],
      [1000, 1000, 1000, -3000],
    ],
    [
      [0, 1, 2, 3],
      [0, 0, 0, 0],
    ],
  ];
  for (const preset of ALL) {
    test.each(cases)(`${preset}: tenpai %j`, (tenpai, d) => {
      const { state } = play(
        position(preset, { honba: 1, sticks: 1 }).doc,
        draw(tenpai as (0 | 1 | 2 | 3)[]),
      );
      expect(deltas(state)).toEqual(d);
      // Sticks stay, honba +1; the dealer (East) keeps only if tenpai.
      expect(state.round.sticks).toBe(1);
      expect(state.round.honba).toBe(2);
      expect(state.dealer).toBe(tenpai.includes(0) ? 0 : 1);
    });
  }
  test('riichi players are tenpai: a draw listing a riichi player as noten is refused', () => {
    expect(refusal(newGame('wrc2025'), draw([1], [2]))).toEqual(['riichi_noten']);
    const r = appendEvent(newGame('wrc2025'), draw([1], [2]));
    // Named as the table knows the player, not by seat number alone.
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([
      'Cy declared riichi, so is tenpai at the draw',
    ]);
    const { state } = play(newGame('wrc2025'), draw([1, 2], [2]));
    expect(deltas(state)).toEqual([-1500, 1500, 500, -1500]);
    expect(state.round.sticks).toBe(1);
  });

  test('two players of one name, or a player with none, are told apart by their place in the list, from 1', () => {
    const game = createGame({
      family: 'riichi',
      preset: 'wrc2025',
      overrides: {},
      players: ['Cy', ' Cy', '', 'Dee'],
    });
    if (!game.ok) throw new Error('game');
    const r = appendEvent(game.value, draw([0], [1, 2]));
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toEqual([
      'Cy (player 2) declared riichi, so is tenpai at the draw',
      'player 3 declared riichi, so is tenpai at the draw',
    ]);
  });
});

describe('nagashi mangan (§5.6, W27)', () => {
  test.each(['tenhou', 'mahjongsoul'])(
    '%s: non-dealer nagashi at 2 honba, 1 stick: 4000 + 2000 + 2000, no honba, stick stays',
    (preset) => {
      const { state } = play(position(preset, { honba: 2, sticks: 1 }).doc, draw([0, 3], [], [1]));
      // Replaces the noten payments (East and North were tenpai: no 1500s).
      expect(deltas(state)).toEqual([-4000, 8000, -2000, -2000]);
      expect(linesOf(state, 'honba')).toEqual([]);
      expect(state.round).toEqual({ wind: 1, number: 1, honba: 3, sticks: 1 });
      expect(state.dealer).toBe(0); // the dealer was tenpai
    },
  );
  test('tenhou: dealer noten at a nagashi → the deal passes, honba +1', () => {
    const { state } = play(position('tenhou', { honba: 2, sticks: 1 }).doc, draw([], [], [1]));
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 3, sticks: 1 });
  });
  test('tenhou: dealer nagashi = 4000 all; two qualifiers each collect and pay each other', () => {
    expect(deltas(play(newGame('tenhou'), draw([], [], [0])).state)).toEqual([12000, -4000, -4000, -4000]);
    expect(deltas(play(newGame('tenhou'), draw([], [], [1, 2])).state)).toEqual([-8000, 6000, 6000, -4000]);
  });
  test.each(['ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'])(
    '%s: nagashi is not played',
    (preset) => {
      expect(refusal(newGame(preset), draw([], [], [1]))).toEqual(['no_nagashi']);
    },
  );
});

describe('chombo (§5.7, §5.9)', () => {
  test.each([
    ['ema2016', -20],
    ['wrc2022', -20],
    ['wrc2025', -30],
    ['mleague', -20],
  ] as const)('%s: no table payment; the hand is replayed; %i points after uma', (preset, pen) => {
    const { state } = play(position(preset, { honba: 1, sticks: 1 }).doc, chombo(2, [1]));
    // The riichi stick declared in the voided hand goes back.
    expect(deltas(state)).toEqual([0, 0, 0, 0]);
    expect(state.round).toEqual({ wind: 1, number: 1, honba: 1, sticks: 1 });
    expect(state.dealer).toBe(0);
    expect(state.chombo).toEqual([0, 0, 1, 0]);
    const row = settleGame(state).rows[2]!;
    expect(row.penalty).toBe(pen);
    expect(row.points).toBe(row.rounded + row.uma + pen);
  });
  test.each(['tenhou', 'mahjongsoul', 'shanghai2'])(
    '%s: chombo paid at the table as a reverse mangan, no settlement penalty',
    (preset) => {
      let { state } = play(position(preset, { honba: 1 }).doc, chombo(2, [1]));
      expect(deltas(state)).toEqual([4000, 2000, -8000, 2000]);
      expect(state.round).toMatchObject({ wind: 1, number: 1, honba: 1, sticks: 0 });
      expect(settleGame(state).rows[2]!.penalty).toBe(0);
      ({ state } = play(newGame(preset), chombo(0)));
      expect(deltas(state)).toEqual([-12000, 4000, 4000, 4000]);
    },
  );
  test('the two options choose one way to pay: at the table instead of the points, or neither', () => {
    // ema2016 with the table payment: the reverse mangan, and not the -20 as well.
    let { state } = play(newGame('ema2016', { chomboTablePayment: true }), chombo(2));
    expect(deltas(state)).toEqual([4000, 2000, -8000, 2000]);
    expect(settleGame(state).rows[2]!.penalty).toBe(0);
    // ema2016 with no penalty points and no table payment: the hand is replayed, nothing paid.
    ({ state } = play(newGame('ema2016', { chomboPoints: 0 }), chombo(2)));
    expect(deltas(state)).toEqual([0, 0, 0, 0]);
    expect(settleGame(state).rows[2]!.penalty).toBe(0);
    // tenhou switched to penalty points: -20 after uma, nothing at the table.
    ({ state } = play(newGame('tenhou', { chomboTablePayment: false, chomboPoints: 20 }), chombo(2)));
    expect(deltas(state)).toEqual([0, 0, 0, 0]);
    expect(settleGame(state).rows[2]!.penalty).toBe(-20);
  });
});

describe('abortive draws (§5.6)', () => {
  const reasons = ['kyuushu_kyuuhai', 'suufon_renda', 'suucha_riichi', 'suukaikan', 'sanchahou'] as const;
  const allowed: Record<string, readonly string[]> = {
    tenhou: reasons,
    mahjongsoul: reasons.slice(0, 4),
    ema2016: [],
    wrc2022: [],
    wrc2025: [],
    mleague: [],
    shanghai2: [],
  };
  for (const preset of ALL) {
    test.each(reasons)(`${preset}: %s`, (reason) => {
      const { doc } = position(preset, { honba: 1, sticks: 1 });
      const riichi: (0 | 1 | 2 | 3)[] = reason === 'suucha_riichi' ? [0, 1, 2, 3] : [];
      const ev = abort(reason, riichi);
      if (!allowed[preset]!.includes(reason)) {
        expect(refusal(doc, ev)).toEqual(['abortive_not_allowed']);
        return;
      }
      const { state } = play(doc, ev);
      // No payments, sticks stay (the four new ones too), dealer keeps, honba +1.
      expect(deltas(state)).toEqual(riichi.length ? [-1000, -1000, -1000, -1000] : [0, 0, 0, 0]);
      expect(state.round).toEqual({ wind: 1, number: 1, honba: 2, sticks: 1 + riichi.length });
      expect(state.dealer).toBe(0);
    });
  }
});

test.each(['tenhou', 'mahjongsoul'])(
  '%s: suucha riichi needs all four declarations in the hand',
  (preset) => {
    expect(refusal(newGame(preset), abort('suucha_riichi', [0, 1, 2]))).toEqual(['suucha_riichi_needs_four']);
  },
);

test('value entries: 13 han without a yakuman is kazoe per preset; yakuman multiples respect the cap', () => {
  // §5.1 kazoe: yakuman (tenhou, wrc2025, shanghai2) or sanbaiman (ema2016, wrc2022, mleague).
  const kazoe = ron(1, 2, 13, 30);
  expect(deltas(play(newGame('tenhou'), kazoe).state)).toEqual([0, 32000, -32000, 0]);
  expect(deltas(play(newGame('wrc2025'), kazoe).state)).toEqual([0, 32000, -32000, 0]);
  expect(deltas(play(newGame('ema2016'), kazoe).state)).toEqual([0, 24000, -24000, 0]);
  expect(deltas(play(newGame('mleague'), kazoe).state)).toEqual([0, 24000, -24000, 0]);
  // §6 yakumanStacking off: ema2016 and shanghai2 count one yakuman at most.
  const double = wins([yakumanWin(1, 2, 2)]);
  expect(refusal(newGame('ema2016'), double)).toEqual(['yakuman_cap']);
  expect(refusal(newGame('shanghai2'), double)).toEqual(['yakuman_cap']);
  expect(deltas(play(newGame('tenhou'), double).state)).toEqual([0, 64000, -64000, 0]);
  expect(deltas(play(newGame('wrc2025'), double).state)).toEqual([0, 64000, -64000, 0]);
  // §3.4 "exactly 1 yakuman" holds with double patterns on too: a value entry may not claim
  // what the same hand entered by its tiles (suuankou tanki) is not paid.
  const ema2x = newGame('ema2016', { doubleYakuman: ['suuankou_tanki'] });
  expect(refusal(ema2x, double)).toEqual(['yakuman_cap']);
  const tanki = wins([
    { winner: 1, from: 2, score: { mode: 'hand', hand: '111m333p555s777z99m', win: '9m' } },
  ]);
  expect(deltas(play(ema2x, tanki).state)).toEqual([0, 32000, -32000, 0]);
});

test('a value entry of 5 han or more without its fu shows none (they do not count there)', () => {
  const { state } = play(newGame('tenhou'), ron(1, 2, 5, 0));
  expect(findWinBreakdown(state.history.at(-1)!, 1)).toMatchObject({ han: 5, fu: null, limit: 'mangan' });
  const given = play(newGame('tenhou'), ron(1, 2, 5, 40)).state;
  expect(findWinBreakdown(given.history.at(-1)!, 1)).toMatchObject({ han: 5, fu: 40 });
});

test('hand-mode ippatsu without a riichi declaration is refused', () => {
  const ev = wins([
    {
      winner: 1,
      from: 2,
      score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flags: { ippatsu: true } },
    },
  ]);
  expect(refusal(newGame('tenhou'), ev).length).toBeGreaterThan(0);
  // Declared: riichi + ippatsu + pinfu = 3 han 30 fu = 3900.
  expect(deltas(play(newGame('tenhou'), { ...ev, riichi: [1] } as GameEvent).state)).toEqual([
    0, 3900, -3900, 0,
  ]);
});

describe('riichi sticks and the riichi minimum (§5.3, §6 riichiMinPoints)', () => {
  test('sticks survive draws and go to the next winner', () => {
    const { state } = play(newGame('wrc2025'), draw([1, 2], [1, 2]), draw([3], [3]), ron(0, 2, 1, 30));
    // Two draws with the dealer noten (2 + 1 sticks; East 3 now), then East (a non-dealer) rons
    // the dealer West at 2 honba: 1000 + 600 + 3000.
    expect(state.history.map((h) => h.sticksAfter)).toEqual([2, 3, 0]);
    expect(deltas(state)).toEqual([1000 + 600 + 3000, 0, -1600, 0]);
  });
  test.each(['tenhou', 'mahjongsoul'])('%s: riichi needs 1000 points', (preset) => {
    const { doc } = position(preset, { scores: [999, 49001, 25000, 25000] });
    expect(refusal(doc, draw([0], [0]))).toEqual(['riichi_points']);
    const ok = position(preset, { scores: [1000, 49000, 25000, 25000] }).doc;
    expect(deltas(play(ok, draw([0], [0])).state)).toEqual([-1000 + 3000, -1000, -1000, -1000]);
  });
  test.each(['ema2016', 'wrc2025', 'mleague', 'shanghai2'])('%s: no riichi minimum', (preset) => {
    const { doc } = position(preset, { scores: [500, 49500, 25000, 25000] });
    expect(deltas(play(doc, draw([0], [0])).state)).toEqual([2000, -1000, -1000, -1000]);
  });
  test('a seat declared twice or a bad seat is refused', () => {
    expect(refusal(newGame('tenhou'), draw([1], [1, 1]))).toContain('duplicate_riichi');
    expect(refusal(newGame('tenhou'), draw([1], [7 as 0]))).toContain('bad_seat');
  });
  test('a hand-mode double riichi must be declared (it puts a stick on the table)', () => {
    const ev = (riichi: (0 | 1 | 2 | 3)[]) =>
      wins(
        [
          {
            winner: 1,
            from: 2,
            score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flags: { doubleRiichi: true } },
          },
        ],
        riichi,
      );
    expect(refusal(newGame('tenhou'), ev([]))).toContain('riichi_not_declared');
    // Declared: double riichi 2 + pinfu 1 = 3 han 30 fu = 3900.
    expect(deltas(play(newGame('tenhou'), ev([1])).state)).toEqual([0, 3900, -3900, 0]);
  });
});

describe('the local yaku of §3.6 in a game whose rules count them', () => {
  const local = { tsubameGaeshi: true, kanburi: true, openRiichi: true };
  const ev = (flags: Record<string, boolean>, riichi: (0 | 1 | 2 | 3)[]) =>
    wins(
      [{ winner: 1, from: 2, score: { mode: 'hand', hand: '123m456p789s234s99p', win: '3s', flags } }],
      riichi,
    );
  test('tsubame gaeshi: 1 han 40 fu, 1300; the ronned declaration is void, so no stick (§5.3)', () => {
    // Listed among the declarations (the table saw the riichi declared) or not: no stick.
    for (const riichi of [[2], []] as (0 | 1 | 2 | 3)[][]) {
      const { state } = play(newGame('tenhou', local), ev({ tsubameGaeshi: true }, riichi));
      expect(deltas(state), `riichi ${riichi}`).toEqual([0, 1300, -1300, 0]);
      expect(state.round.sticks).toBe(0);
    }
    // Another player's riichi in the same hand still puts its stick, which the winner takes.
    const { state } = play(newGame('tenhou', local), ev({ tsubameGaeshi: true }, [2, 3]));
    expect(deltas(state)).toEqual([0, 2300, -1300, -1000]);
  });
  test('kanburi alone is a yaku; off in the preset, the same hand has none', () => {
    expect(deltas(play(newGame('tenhou', local), ev({ kanburi: true }, [])).state)).toEqual([
      0, 1300, -1300, 0,
    ]);
    expect(refusal(newGame('tenhou'), ev({ kanburi: true }, []))).toContain('no_yaku');
  });
  test('open riichi: the winner’s riichi shown, 2 han with riichi', () => {
    const open = wins(
      [
        {
          winner: 1,
          from: 2,
          score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flags: { openRiichi: true } },
        },
      ],
      [1],
    );
    // Riichi 1 + open riichi 1 + pinfu 1 = 3 han 30 fu: 3900, and the winner's own stick back.
    expect(deltas(play(newGame('tenhou', local), open).state)).toEqual([0, 3900, -3900, 0]);
  });
});

describe('kokushi musou robbing a closed kan (chankanOnAnkan, kokushiRobsAnkan)', () => {
  const ev = (flags: Record<string, boolean>) =>
    wins([{ winner: 1, from: 2, score: { mode: 'hand', hand: '19m19p19s12345677z', win: '1m', flags } }], []);
  const robbed = { chankan: true, chankanOnAnkan: true };
  test('a yakuman from the player whose kan was robbed where the rules allow it', () => {
    for (const preset of ['ema2016', 'mahjongsoul']) {
      expect(deltas(play(newGame(preset), ev(robbed)).state), preset).toEqual([0, 32000, -32000, 0]);
    }
  });
  test('refused where they do not, naming the flag; an added kan may still be robbed', () => {
    const r = appendEvent(newGame('tenhou'), ev(robbed));
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toContainEqual([
      'no_ankan_chankan',
      'events[1].result.wins[0].score.flags.chankanOnAnkan',
    ]);
    expect(deltas(play(newGame('tenhou'), ev({ chankan: true })).state)).toEqual([0, 32000, -32000, 0]);
    // No other hand robs a closed kan.
    const pinfu = wins(
      [{ winner: 1, from: 2, score: { mode: 'hand', hand: '234567m345p67899s', win: '5p', flags: robbed } }],
      [],
    );
    expect(refusal(newGame('ema2016'), pinfu)).toContain('contradictory_flags');
  });
});

describe('entries that cannot be', () => {
  test('bad wins are refused with every problem named', () => {
    const g = newGame('tenhou');
    expect(refusal(g, wins([]))).toEqual(['no_winner']);
    expect(refusal(g, wins([valueWin(1, 1, 1, 30)]))).toEqual(['self_ron']);
    expect(refusal(g, wins([valueWin(1, null, 1, 30), valueWin(2, null, 1, 30)]))).toEqual(['multi_tsumo']);
    expect(refusal(g, wins([valueWin(1, 0, 1, 30), valueWin(2, 3, 1, 30)]))).toEqual(['mixed_discarders']);
    expect(refusal(g, wins([valueWin(1, 0, 0, 30)]))).toEqual(['bad_value']);
    expect(refusal(g, wins([valueWin(1, 0, 2, 35)]))).toEqual(['bad_value']);
    // More han than a hand can have is a slip (1e20 han was once saved), refused; 100 is kept.
    expect(refusal(g, wins([valueWin(1, 0, 101, 30)]))).toEqual(['bad_value']);
    expect(refusal(g, wins([valueWin(1, 0, 1e20, 30)]))).toEqual(['bad_value']);
    expect(refusal(g, wins([valueWin(1, 0, 100, 30)]))).toEqual([]);
    expect(
      refusal(
        g,
        wins([{ winner: 1, from: 0, score: { mode: 'hand', hand: '123456789m12356p', win: '6p' } }]),
      ),
    ).toContain('not_agari');
    expect(refusal(g, hand({ kind: 'nothing' } as never))).toEqual(['bad_result']);
  });
});

describe('a multiple ron is one table: the winners win on one discard from one set of tiles', () => {
  const ronBy = (winner: Seat, hand: string, win: string, extra: Record<string, string> = {}): WinEntry => ({
    winner,
    from: 0,
    score: { mode: 'hand', hand, win, ...extra },
  });
  test('two hands that hold six of a tile together are refused, each alone being possible', () => {
    const g = newGame('tenhou');
    const alone = ronBy(1, '111m234p567s789s55z', '5z');
    expect(refusal(g, wins([alone], [1]))).toEqual([]);
    expect(refusal(g, wins([alone, ronBy(2, '111m234p567s789s55z', '5z')], [1, 2]))).toEqual([
      'too_many_copies',
    ]);
    // The discard is in both hands once: 55z + 55z with the win on 5z is three 5z, possible.
    expect(
      refusal(
        g,
        wins([ronBy(1, '123m234p567s789s55z', '5z'), ronBy(2, '456m234p567s789s55z', '5z')], [1, 2]),
      ),
    ).toEqual([]);
  });
  test('the indicators count once, as the most any winner was given of a kind', () => {
    const g = newGame('tenhou');
    // Three 9m in hand 1, none in hand 2, and 9m shown as an indicator to both: 4 in all.
    const a = ronBy(1, '999m234p567s789s55z', '5z', { dora: '9m' });
    const b = ronBy(2, '123m234p456s789s55z', '5z', { dora: '9m' });
    expect(refusal(g, wins([a, b], [1, 2]))).toEqual([]);
    const twice = ronBy(2, '123m234p456s789s55z', '5z', { dora: '9m9m' });
    expect(refusal(g, wins([b, twice].slice(1), [2]))).toEqual([]);
    expect(refusal(g, wins([a, twice], [1, 2]))).toEqual(['too_many_copies']);
  });
  test('winning tiles that differ are refused: one discard, one tile (a red five is not a plain five)', () => {
    const g = newGame('tenhou');
    expect(
      refusal(g, wins([ronBy(1, '234567m345p67899s', '5p'), ronBy(2, '123m456p789s99s + pon:555z', '9s')])),
    ).toEqual(['mixed_win_tiles']);
    expect(
      refusal(g, wins([ronBy(1, '234567m340p67899s', '0p'), ronBy(2, '234567m345p67899s', '5p')])),
    ).toEqual(['mixed_win_tiles']);
  });
  test('the red fives of the set count across the hands', () => {
    const g = newGame('tenhou'); // one red five of each suit
    expect(
      refusal(g, wins([ronBy(1, '234067m345p67899s', '3p'), ronBy(2, '234067m345p67899s', '3p')])),
    ).toEqual(['too_many_red_fives']);
  });
});
