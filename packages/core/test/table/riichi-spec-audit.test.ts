// Audit of the riichi ledger and settlement against spec riichi.md §5.3-5.9 and the game /
// settlement cells of the §6 preset table: every preset's option value, and the rules the
// other test files pin for some presets only (head bump, triple ron, pao tsumo, nagashi, the
// end of a hanchan, the West extension on a draw, leftover sticks on ties).

import { describe, expect, test } from 'vitest';
import { RIICHI_PRESETS, type RiichiPresetId, resolveRiichiRules } from '../../src/rules/riichi/options.ts';
import { settleRiichi } from '../../src/table/settle.ts';
import type { GameEvent } from '../../src/table/types.ts';
import {
  abort,
  deltas,
  draw,
  linesOf,
  newGame,
  PLAYERS,
  play,
  position,
  refusal,
  ron,
  valueWin,
  wins,
  yakumanWin,
} from './helpers.ts';

const ALL = ['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague', 'shanghai2'] as const;
const HEAD_BUMP = ['wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const;

describe('§6 preset table: the game and settlement cells', () => {
  const P = (id: RiichiPresetId) => RIICHI_PRESETS[id] as unknown as Record<string, unknown>;
  const dragonsWinds = ['daisangen', 'daisuushii'];
  // key → value per preset in ALL's order (spec §6 table, rows `pao` .. `chombo`, and §5.8 length).
  const cells: Record<string, unknown[]> = {
    pao: [
      dragonsWinds,
      dragonsWinds,
      [...dragonsWinds, 'suukantsu'],
      dragonsWinds,
      dragonsWinds,
      dragonsWinds,
      dragonsWinds, // †: §5.4 "yakuman pao †" for shanghai2
    ],
    paoDaiminkanRinshan: [false, false, false, false, false, false, true],
    paoRonHonba: ['discarder', 'discarder', 'discarder', 'liable', 'liable', 'discarder', 'discarder'],
    // ema2016 "single": with its one-yakuman cap, single and whole coincide.
    paoScope: ['whole', 'whole', 'whole', 'whole', 'pao_yakuman_only', 'whole', 'whole'],
    multiRon: ['triple', 'head_bump', 'head_bump', 'double', 'triple', 'head_bump', 'head_bump'],
    notenTotal: [3000, 3000, 3000, 3000, 3000, 3000, 3000],
    nagashiMangan: [false, false, false, true, true, false, false],
    bust: [false, false, false, true, true, false, false],
    agariYame: [false, false, false, true, true, false, false],
    tenpaiYame: [false, false, false, true, true, false, false],
    westExtension: [false, false, false, true, true, false, false],
    targetPoints: [30000, 30000, 30000, 30000, 30000, 30000, 30000],
    gameLength: ['hanchan', 'hanchan', 'hanchan', 'hanchan', 'hanchan', 'hanchan', 'hanchan'],
    riichiMinPoints: [0, 0, 0, 1000, 1000, 0, 0],
    startPoints: [30000, 30000, 30000, 25000, 25000, 25000, 25000],
    returnPoints: [30000, 30000, 30000, 30000, 25000, 30000, 30000],
    uma: [
      [15, 5, -5, -15],
      [15, 5, -5, -15],
      [15, 5, -5, -15],
      [20, 10, -10, -20],
      [15, 5, -5, -15],
      [30, 10, -10, -30],
      [0, 0, 0, 0],
    ],
    oka: [0, 0, 0, 20000, 0, 20000, 20000],
    finalRounding: ['none', 'none', 'none', 'none', 'none', 'none', 'shanghai1000'],
    ties: ['split', 'split', 'split', 'seat', 'seat', 'split', 'seat'],
    leftoverSticks: ['top', 'lost', 'lost', 'top', 'top', 'top', 'top'],
    chomboPoints: [20, 20, 30, 0, 0, 20, 0],
  };
  test.each(Object.entries(cells))('%s per preset', (key, values) => {
    ALL.forEach((id, i) => {
      expect(P(id)[key], `${id}.${key}`).toEqual(values[i]);
    });
  });
  test('multiple-ron honba and sticks where several winners are paid (§5.5)', () => {
    expect([RIICHI_PRESETS.ema2016.multiRonHonba, RIICHI_PRESETS.ema2016.multiRonSticks]).toEqual([
      'each',
      'own_back_rest_first',
    ]);
    for (const id of ['tenhou', 'mahjongsoul'] as const)
      expect([RIICHI_PRESETS[id].multiRonHonba, RIICHI_PRESETS[id].multiRonSticks], id).toEqual([
        'first',
        'first',
      ]);
  });
  test('abortive draws (§5.6): tenhou all five, mahjongsoul all but sanchahou, none elsewhere', () => {
    const five = ['kyuushu_kyuuhai', 'suufon_renda', 'suucha_riichi', 'suukaikan', 'sanchahou'];
    expect([...RIICHI_PRESETS.tenhou.abortiveDraws].sort()).toEqual([...five].sort());
    expect([...RIICHI_PRESETS.mahjongsoul.abortiveDraws].sort()).toEqual(
      five.filter((r) => r !== 'sanchahou').sort(),
    );
    for (const id of ['ema2016', 'wrc2022', 'wrc2025', 'mleague', 'shanghai2'] as const)
      expect(RIICHI_PRESETS[id].abortiveDraws, id).toEqual([]);
  });
  test('§5.9 step 3: every preset oka = 4 × (returnPoints − startPoints)', () => {
    for (const id of ALL) {
      const r = RIICHI_PRESETS[id];
      expect(r.oka, id).toBe(4 * (r.returnPoints - r.startPoints));
    }
  });
});

describe('§5.5 multiple ron, the presets not covered by W20', () => {
  test.each(HEAD_BUMP)('%s: triple ron is a head bump with all honba and sticks to that winner', (preset) => {
    // East (0, dealer) discards; South, West, North ron; North declared riichi; 1 honba, 1 stick.
    const { state } = play(
      position(preset, { honba: 1, sticks: 1 }).doc,
      wins([valueWin(3, 0, 1, 30), valueWin(2, 0, 1, 30), valueWin(1, 0, 2, 30)], [3]),
    );
    // South (first from East): 2000 + 300 + 2000 (carried + North's stick).
    expect(deltas(state)).toEqual([-2300, 4300, 0, -1000]);
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0 });
    const b = state.history.at(-1)!.breakdowns as { winner: number; bumped: boolean }[];
    expect(b.map((x) => [x.winner, x.bumped])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
  });

  test('mahjongsoul: triple ron; honba and every stick to the first winner; the dealer (third) keeps', () => {
    // South (1) discards; order West, North, East. North declared riichi; 1 honba, 1 stick.
    const { state } = play(
      position('mahjongsoul', { honba: 1, sticks: 1 }).doc,
      wins([valueWin(0, 1, 1, 30), valueWin(3, 1, 1, 30), valueWin(2, 1, 1, 30)], [3]),
    );
    // West 1000 + 300 + 2000; North 1000 (its stick went to West); East 1500.
    expect(deltas(state)).toEqual([1500, -3800, 3300, 0]);
    expect(state.round).toEqual({ wind: 1, number: 1, honba: 2, sticks: 0 });
    expect(state.dealer).toBe(0);
  });

  test('ema2016: triple ron; each winner 300 × honba and his own stick back; the rest to the first', () => {
    const { state } = play(
      position('ema2016', { honba: 1, sticks: 1 }).doc,
      wins([valueWin(0, 1, 1, 30), valueWin(3, 1, 1, 30), valueWin(2, 1, 1, 30)], [3]),
    );
    // West 1000 + 300 + 1000 (carried); North 1000 + 300 + 1000 (own) − 1000; East 1500 + 300.
    expect(deltas(state)).toEqual([1800, -4400, 2300, 1300]);
    expect(state.round).toEqual({ wind: 1, number: 1, honba: 2, sticks: 0 });
    expect(state.dealer).toBe(0);
  });

  test.each([
    ['tenhou', [1500, -2800, 2300, 0]],
    ['mahjongsoul', [1500, -2800, 2300, 0]],
    ['ema2016', [1800, -3100, 2300, 0]],
  ] as const)(
    '%s: double ron with the dealer second in turn order: the dealer keeps, honba +1',
    (preset, d) => {
      // South (1) discards; West (riichi, first) and East (dealer) ron; 1 honba, 1 stick.
      const { state } = play(
        position(preset, { honba: 1, sticks: 1 }).doc,
        wins([valueWin(0, 1, 1, 30), valueWin(2, 1, 1, 30)], [2]),
      );
      expect(deltas(state)).toEqual(d);
      expect(state.round).toEqual({ wind: 1, number: 1, honba: 2, sticks: 0 });
      expect(state.dealer).toBe(0);
    },
  );

  test.each(HEAD_BUMP)('%s: the same double ron bumps the dealer; the deal passes, honba 0', (preset) => {
    const { state } = play(
      position(preset, { honba: 1, sticks: 1 }).doc,
      wins([valueWin(0, 1, 1, 30), valueWin(2, 1, 1, 30)], [2]),
    );
    expect(deltas(state)).toEqual([0, -1300, 2300, 0]);
    expect(state.round).toEqual({ wind: 1, number: 2, honba: 0, sticks: 0 });
  });
});

describe('§5.4 pao, the cases not covered by W18/W19', () => {
  test('W18 tsumo wrc2022: the liable East pays 32000 + 600', () => {
    const { state } = play(position('wrc2022', { honba: 2 }).doc, wins([yakumanWin(2, null, 1, 0)]));
    expect(deltas(state)).toEqual([-32600, 0, 32600, 0]);
  });

  test('non-dealer tsumo of two yakuman, East liable, 1 honba: mahjongsoul pao yakuman only, tenhou whole', () => {
    const ev = wins([yakumanWin(2, null, 2, 0, 1)]);
    // mahjongsoul: East 32000 + 300 for the pao yakuman, then the other as a normal tsumo (16000/8000/8000).
    expect(deltas(play(position('mahjongsoul', { honba: 1 }).doc, ev).state)).toEqual([
      -48300, -8000, 64300, -8000,
    ]);
    // tenhou: the liable player pays the whole hand + 300 × honba.
    expect(
      deltas(play(position('tenhou', { honba: 1 }).doc, wins([yakumanWin(2, null, 2, 0)])).state),
    ).toEqual([-64300, 0, 64300, 0]);
  });

  test.each(['wrc2022', 'wrc2025', 'mleague'])(
    '%s: two yakuman on a ron by a third player: the whole hand half/half, honba from the discarder (†Q5)',
    (preset) => {
      const { state } = play(position(preset, { honba: 1 }).doc, wins([yakumanWin(2, 1, 2, 0, 1)]));
      expect(deltas(state)).toEqual([-32000, -32300, 64300, 0]);
    },
  );

  test('mahjongsoul: the liable player dealing in pays a normal ron of the whole hand', () => {
    const { state } = play(position('mahjongsoul', { honba: 1 }).doc, wins([yakumanWin(2, 0, 2, 0, 1)]));
    expect(deltas(state)).toEqual([-64300, 0, 64300, 0]);
    expect(linesOf(state, 'pao')).toEqual([]);
  });

  test('pao in a double ron (tenhou): only the pao winner splits; honba stay with the first winner', () => {
    // South (1) discards; West (2) daisangen with East (0) liable; North (3) 1 han 30 fu; 1 honba.
    const { state } = play(
      position('tenhou', { honba: 1 }).doc,
      wins([yakumanWin(2, 1, 1, 0), valueWin(3, 1, 1, 30)]),
    );
    // Order from South: West first → 300 honba with the pao; tenhou: honba from the liable player.
    expect(deltas(state)).toEqual([-16300, -17000, 32300, 1000]);
  });
});

describe('§5.4 shanghai2: the daiminkan-rinshan liability needs a rinshan win', () => {
  // South (1) tsumo 5p with an open kan of 2s that West (2) discarded; tanyao (kuitan).
  const ev = (flags: Record<string, boolean>): GameEvent =>
    wins([
      {
        winner: 1,
        from: null,
        liable: 2,
        score: { mode: 'hand', hand: '234m456p678s55p + kan:2222s', win: '5p', flags },
      },
    ]);
  test('a rinshan win: the kan-tile discarder pays the whole hand', () => {
    // tanyao + rinshan 2 han; 20 + 2 tsumo + 8 (open kan of simples) + 2 (wait) = 32 → 40 fu.
    const { state } = play(newGame('shanghai2'), ev({ rinshan: true }));
    expect(deltas(state)).toEqual([0, 2600, -2600, 0]);
  });
  test('a hand-mode tsumo that is not a rinshan win cannot carry that liability', () => {
    expect(refusal(newGame('shanghai2'), ev({}))).toContain('no_liability');
    // Without the liability it is an ordinary tsumo: tanyao 1 han 40 fu = 400/700.
    const plain = wins([
      { winner: 1, from: null, score: { mode: 'hand', hand: '234m456p678s55p + kan:2222s', win: '5p' } },
    ]);
    expect(deltas(play(newGame('shanghai2'), plain).state)).toEqual([-700, 1500, -400, -400]);
  });
  test('a rinshan win after a closed kan has no kan-tile discarder: no liability', () => {
    // riichi + menzen tsumo + rinshan + tanyao with ankan 2222s.
    const ankan = wins(
      [
        {
          winner: 1,
          from: null,
          liable: 2,
          score: {
            mode: 'hand',
            hand: '234m456p678s55p + ankan:2222s',
            win: '5p',
            flags: { rinshan: true },
          },
        },
      ],
      [1],
    );
    expect(refusal(newGame('shanghai2'), ankan)).toContain('no_liability');
  });
});

describe('§5.6 nagashi mangan, mahjongsoul and with a riichi of the hand', () => {
  test('mahjongsoul: dealer nagashi = 4000 all; two qualifiers each collect and pay each other', () => {
    expect(deltas(play(newGame('mahjongsoul'), draw([], [], [0])).state)).toEqual([
      12000, -4000, -4000, -4000,
    ]);
    expect(deltas(play(newGame('mahjongsoul'), draw([], [], [1, 2])).state)).toEqual([
      -8000, 6000, 6000, -4000,
    ]);
  });
  test.each(['tenhou', 'mahjongsoul'])(
    '%s: a riichi declared in the nagashi hand stays on the table; no noten payment',
    (preset) => {
      const { state } = play(position(preset, { honba: 1 }).doc, draw([2], [2], [1]));
      expect(deltas(state)).toEqual([-4000, 8000, -3000, -2000]);
      expect(linesOf(state, 'noten')).toEqual([]);
      // The dealer was noten: the deal passes, honba +1, the stick stays.
      expect(state.round).toEqual({ wind: 1, number: 2, honba: 2, sticks: 1 });
    },
  );
});

describe('§5.8 game end', () => {
  test.each(ALL)('%s: the game ends when South 4 passes the deal (someone ≥ 30000)', (preset) => {
    const { doc } = position(preset, { wind: 2, number: 4, scores: [40000, 20000, 20000, 20000] });
    for (const ev of [ron(0, 1, 1, 30), draw([]), draw([0])]) {
      const { state } = play(doc, ev);
      expect(state.finished, preset).toBe(true);
      expect(state.endReason).toBe('last_hand');
    }
  });

  test('wrc2022: no agari-yame, no bust, no West extension', () => {
    const top = position('wrc2022', { wind: 2, number: 4, scores: [20000, 20000, 20000, 40000] }).doc;
    expect(play(top, ron(3, 0, 3)).state.finished).toBe(false);
    expect(play(top, draw([3])).state.finished).toBe(false);
    const low = position('wrc2022', { wind: 2, number: 4, scores: [28000, 26000, 24000, 22000] }).doc;
    expect(play(low, draw([])).state.endReason).toBe('last_hand');
    const neg = position('wrc2022', { scores: [25000, 25000, 46200, 3800] }).doc;
    const { state } = play(neg, ron(1, 3, 3, 30));
    expect(state.scores[3]).toBe(-100);
    expect(state.finished).toBe(false);
  });

  test.each(['tenhou', 'mahjongsoul'])(
    '%s: in the West a draw that leaves someone ≥ 30000 ends the game; a dealer tenpai but not top repeats',
    (preset) => {
      const { doc } = position(preset, { wind: 3, number: 1, scores: [20000, 29000, 26000, 25000] });
      // Only South tenpai: 32000, the dealer noten → the deal passes and the game ends.
      let { state } = play(doc, draw([1]));
      expect(state.scores[1]).toBe(32000);
      expect(state.endReason).toBe('last_hand');
      // East (dealer) and South tenpai: South 30500 is top; the dealer repeats.
      ({ state } = play(doc, draw([0, 1])));
      expect(state.scores[1]).toBe(30500);
      expect(state.finished).toBe(false);
      expect([state.round.wind, state.round.number, state.round.honba, state.dealer]).toEqual([3, 1, 1, 0]);
    },
  );

  test('mahjongsoul: an abortive draw at all last or in the West is a repeat, never an end', () => {
    const top = position('mahjongsoul', { wind: 2, number: 4, scores: [25000, 20000, 20000, 35000] }).doc;
    let { state } = play(top, abort('suufon_renda'));
    expect(state.finished).toBe(false);
    expect([state.round.wind, state.round.number, state.round.honba, state.dealer]).toEqual([2, 4, 1, 3]);
    const west = position('mahjongsoul', { wind: 3, number: 2, scores: [25000, 25000, 25000, 25000] }).doc;
    ({ state } = play(west, abort('kyuushu_kyuuhai')));
    expect(state.finished).toBe(false);
  });

  test.each(['tenhou', 'mahjongsoul'])(
    '%s: tenpai-yame on a nagashi draw with the dealer tenpai and top',
    (preset) => {
      const { doc } = position(preset, { wind: 2, number: 4, scores: [25000, 20000, 20000, 35000] });
      const { state } = play(doc, draw([3], [], [1]));
      // North pays South's nagashi (4000) but stays top with 31000.
      expect(state.scores).toEqual([23000, 28000, 18000, 31000]);
      expect(state.endReason).toBe('tenpai_yame');
    },
  );
});

describe('§5.9 settlement, the cases not covered by W28-W30', () => {
  function settle(preset: string, scores: number[], sticks = 0) {
    const rules = resolveRiichiRules(preset);
    if (!rules.ok) throw new Error(JSON.stringify(rules.issues));
    return settleRiichi({ scores, sticks, names: PLAYERS, chombo: [0, 0, 0, 0], rules: rules.value });
  }
  const pts = (s: ReturnType<typeof settle>) => s.rows.map((r) => r.points);

  test('mahjongsoul: leftover sticks to the top, a tie by seat order; no oka', () => {
    const s = settle('mahjongsoul', [30000, 30000, 20000, 19000], 1);
    expect(s.rows.map((r) => r.sticks)).toEqual([1000, 0, 0, 0]);
    expect(pts(s)).toEqual([21, 10, -10, -21]);
  });

  test('tenhou (none): a tie for the top by seat order; the oka to the earlier seat only', () => {
    const s = settle('tenhou', [35000, 35000, 20000, 10000]);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4]);
    expect(s.rows.map((r) => r.oka)).toEqual([20, 0, 0, 0]);
    expect(pts(s)).toEqual([45, 15, -20, -40]);
  });

  test('ema2016: three tied at the top share the leftover sticks and the uma of places 1-3', () => {
    const s = settle('ema2016', [35000, 35000, 35000, 12000], 3);
    expect(s.rows.map((r) => r.sticks)).toEqual([1000, 1000, 1000, 0]);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    expect(pts(s)).toEqual([11, 11, 11, -33]);
  });

  // Shares that 0.1 steps cannot split evenly: the steps left over go one each to the first in
  // seat order, so the settlement stays exact (one-decimal rounding of 333.3 or 6.67 each lost
  // or made 0.1, and the points did not add up to zero).
  test('ema2016: one stick among three tied at the top: 400, 300, 300 points; still tied; zero-sum', () => {
    const s = settle('ema2016', [35000, 35000, 35000, 14000], 1);
    expect(s.rows.map((r) => r.sticks)).toEqual([400, 300, 300, 0]);
    expect(s.rows.map((r) => r.rank)).toEqual([1, 1, 1, 4]);
    expect(pts(s)).toEqual([10.4, 10.3, 10.3, -31]);
    expect(Math.round(pts(s).reduce((a, b) => a + b) * 10)).toBe(0);
  });

  test('mleague: the oka of 20 among three tied at the top: 6.7, 6.7, 6.6; zero-sum', () => {
    const s = settle('mleague', [30000, 30000, 30000, 10000]);
    expect(s.rows.map((r) => r.oka)).toEqual([6.7, 6.7, 6.6, 0]);
    expect(s.rows.map((r) => r.uma)).toEqual([10, 10, 10, -30]);
    expect(pts(s)).toEqual([16.7, 16.7, 16.6, -50]);
  });

  test('shanghai2: leftover sticks go to the top before the oka and the rounding', () => {
    expect(pts(settle('shanghai2', [34000, 30000, 24000, 11000], 1))).toEqual([25, 0, -6, -19]);
  });

  test('wrc2025: leftover sticks are lost; the rest is exact (one decimal)', () => {
    const s = settle('wrc2025', [45100, 27900, 28000, 17000], 2);
    expect(s.rows.map((r) => r.sticks)).toEqual([0, 0, 0, 0]);
    expect(pts(s)).toEqual([30.1, -7.1, 3, -28]);
  });
});
