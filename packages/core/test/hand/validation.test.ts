// Validation (spec §8.1): every kind of bad input is an `invalid` result naming each problem,
// all at once; `not_agari` and `no_yaku` results.

import { setFlagsFromString } from 'node:v8';
import { describe, expect, test } from 'vitest';
import { checkHand, type Hand, handFromAllTiles, type Meld } from '../../src/hand/hand.ts';
import { parseHand } from '../../src/hand/parse.ts';
import type { Issue } from '../../src/result.ts';
import { checkRiichiInput, type RiichiSituationInput } from '../../src/rules/riichi/input.ts';
import { scoreRiichiHand } from '../../src/rules/riichi/score.ts';
import { rulesOf, type Sit, situation } from '../rules/riichi/support.ts';
import { tilesOf } from '../support/tiles.ts';

function hand(text: string, win?: string): Hand {
  const h = parseHand(text, win);
  if (!h.ok) throw new Error(JSON.stringify(h.issues));
  return h.value;
}

/** The issues of scoring `h` in `sit` under `preset` (the result must be `invalid`). */
function issuesOf(h: Hand, sit: Sit = {}, preset = 'tenhou'): Issue[] {
  const r = scoreRiichiHand({ hand: h, situation: situation(sit) }, rulesOf(preset));
  expect(r.ok, JSON.stringify(r)).toBe(false);
  if (r.ok) return [];
  expect(r.error).toBe('invalid');
  // The exported checker reports exactly the same problems.
  expect(checkRiichiInput({ hand: h, situation: situation(sit) }, rulesOf(preset))).toEqual(r.issues);
  return r.issues;
}
const codesOf = (issues: Issue[]) => issues.map((i) => i.code);
const pathsOf = (issues: Issue[]) => issues.map((i) => i.path);

const GOOD = '234567m345p67899s';

describe('notation (parseHand)', () => {
  test.each(['12x3m', '8z123m', '123', '123m + foo:555z', '123m + pon:5x5z'])('%j is invalid', (text) => {
    const r = parseHand(text);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    expect(['bad_notation', 'bad_meld']).toContain(r.issues[0]!.code);
  });
  test('a bad winning tile', () => {
    const r = parseHand(GOOD, '55p');
    expect(!r.ok && codesOf(r.issues)).toEqual(['bad_notation']);
  });
  test('every notation problem at once', () => {
    const r = parseHand('12x3m 8z + bar:123m', '0z');
    expect(!r.ok && codesOf(r.issues)).toEqual(['bad_notation', 'bad_notation', 'bad_meld', 'bad_notation']);
  });
  test('no tiles', () => {
    const r = parseHand('');
    expect(!r.ok && codesOf(r.issues)).toEqual(['no_tiles']);
  });
  test('bonus tiles go to bonus, melds keep their kind, the last concealed tile is the winning tile', () => {
    expect(hand('123m1f + pon:555z kakan:1111s')).toEqual({
      concealed: [0, 1, 2],
      melds: [
        { kind: 'pon', tiles: [31, 31, 31] },
        { kind: 'kakan', tiles: [18, 18, 18, 18] },
      ],
      winTile: 2,
      bonus: [37],
    });
  });
});

describe('tiles', () => {
  test('five of a tile', () => {
    expect(codesOf(issuesOf(hand('11111m2p567s789s44z', '1m')))).toEqual(['too_many_copies']);
  });
  test('five of a tile counting the melds', () => {
    expect(codesOf(issuesOf(hand('11m234p567s789s + pon:111m', '1m')))).toEqual(['too_many_copies']);
  });
  test('a red five counts as a five', () => {
    expect(codesOf(issuesOf(hand('05555m234p567s789s', '0m')))).toEqual(['too_many_copies']);
  });
  test('more red fives than exist (tenhou: one per suit)', () => {
    expect(codesOf(issuesOf(hand('005m234p567s789s11z', '0m')))).toEqual(['too_many_red_fives']);
  });
  test('more red fives than exist, counting the melds, in each suit', () => {
    // One red five of each suit in tenhou's set: a second one in a meld is one too many.
    expect(codesOf(issuesOf(hand('0m11m345p67899s + chi:406m', '1m')))).toEqual(['too_many_red_fives']);
    expect(codesOf(issuesOf(hand('0p11m345m67899s + chi:406p', '1m')))).toEqual(['too_many_red_fives']);
    expect(codesOf(issuesOf(hand('0s11m345m67899p + chi:406s', '1m')))).toEqual(['too_many_red_fives']);
    const score = (h: Hand, overrides = {}) =>
      scoreRiichiHand({ hand: h, situation: situation() }, rulesOf('tenhou', overrides));
    // One of each suit, spread between the hand and the melds, is the set.
    const spread = score(hand('406m345p22p + chi:406p pon:505s', '2p'));
    expect(spread.ok && spread.value.akaDora).toBe(3);
    // Two red fives of pins are in play with akaDora 4, three are not.
    const two = hand('406p345m678s22s + chi:406p', '2s');
    expect(score(two).ok).toBe(false);
    const twoOfFour = score(two, { akaDora: 4 });
    expect(twoOfFour.ok && twoOfFour.value.akaDora).toBe(2);
    const three = score(hand('406p345m678s22s + pon:000p', '2s'), { akaDora: 4 });
    expect(!three.ok && three.issues.map((i) => i.code)).toEqual(['too_many_red_fives']);
  });
  test('red fives when akaDora is 0', () => {
    const issues = issuesOf(hand('234067m345p67899s', '0m'), {}, 'ema2016');
    expect(codesOf(issues)).toEqual(['too_many_red_fives']);
    expect(issues[0]!.message).toMatch(/not in play/);
    // The same hand is fine with red fives in play.
    expect(
      scoreRiichiHand({ hand: hand('234067m345p67899s', '0m'), situation: situation() }, rulesOf('tenhou'))
        .ok,
    ).toBe(true);
  });
  test('wrong tile count', () => {
    expect(codesOf(issuesOf(hand('234567m345p6789s', '5p')))).toEqual(['wrong_tile_count']);
    expect(codesOf(issuesOf(hand('234567m345p678999s', '5p')))).toEqual(['wrong_tile_count']);
    // With a kan the hand has 15 tiles, 11 of them concealed.
    expect(codesOf(issuesOf(hand('3m456p789s111z + ankan:2222m', '1z')))).toEqual(['wrong_tile_count']);
  });
  test('a wrong tile count says what the count follows from, in words', () => {
    const messages = (h: Hand) => issuesOf(h).map((i) => i.message);
    expect(messages(hand('234567m345p6789s', '5p'))).toEqual(['the hand has 13 tiles; it needs 14']);
    expect(messages(hand('3m456p789s111z + ankan:2222m', '1z'))).toEqual([
      'the hand has 14 tiles; with 1 meld (a kan) it needs 15',
    ]);
    expect(messages(hand('3m456p11z + pon:777z ankan:2222m ankan:9999s', '1z'))).toEqual([
      'the hand has 17 tiles; with 3 melds (2 of them kans) it needs 16',
    ]);
    expect(messages(hand('1m', '1m'))).toEqual(['the hand has 1 tile; it needs 14']);
  });
  test('too many melds', () => {
    const h = hand('1m + pon:222m pon:333m pon:444m pon:555m pon:666m', '1m');
    expect(codesOf(issuesOf(h))).toContain('too_many_melds');
  });
  test('winning tile not in the hand', () => {
    expect(codesOf(issuesOf(hand(GOOD, '1z')))).toEqual(['win_tile_missing']);
    // Not in the concealed part either when it is only in a meld.
    expect(codesOf(issuesOf(hand('234567m345p99s + pon:777z', '7z')))).toContain('win_tile_missing');
  });
  test('a five wins as the tile it is: a red five is not a plain one, nor a plain five the red', () => {
    expect(issuesOf(hand(GOOD, '0p'))).toEqual([
      {
        code: 'win_tile_missing',
        message: 'the winning tile 0p is a red five, and the hand holds only plain ones',
        path: 'win',
      },
    ]);
    expect(issuesOf(hand('234567m340p67899s', '5p')).map((i) => i.message)).toEqual([
      'the winning tile 5p is a plain five, and the hand holds only the red one',
    ]);
    // Under rules without red fives the red tile is refused as such, wherever it is.
    expect(codesOf(issuesOf(hand(GOOD, '0p'), {}, 'ema2016'))).toContain('win_tile_missing');
    const scores = (h: Hand) => scoreRiichiHand({ hand: h, situation: situation({}) }, rulesOf('tenhou')).ok;
    expect(scores(hand('234567m340p67899s', '0p'))).toBe(true);
    expect(scores(hand('234567m34055p789s', '5p'))).toBe(true);
  });
  test('bonus tiles are not riichi tiles', () => {
    expect(codesOf(issuesOf(hand(`${GOOD}1f`, '5p')))).toEqual(['bad_bonus']);
  });
  test('tile ids out of range', () => {
    const h: Hand = { concealed: [...tilesOf('234567m345p6789s'), 99], melds: [], winTile: 12, bonus: [] };
    expect(codesOf(issuesOf(h))).toContain('bad_tile');
  });
});

describe('melds', () => {
  test.each([
    ['chi:135m', 'a chi is three consecutive'],
    ['chi:123z', 'a chi is three consecutive'],
    ['chi:891m', 'a chi is three consecutive'],
    ['chi:9m1p2p', 'a chi is three consecutive'],
    // Consecutive kinds across a suit's end (9m and 1p are kinds 8 and 9), and a kind twice.
    ['chi:89m1p', 'a chi is three consecutive'],
    ['chi:121m', 'a chi is three consecutive'],
    ['pon:123m', 'identical'],
    ['pon:5555m', '3 tiles'],
    ['kan:111m', '4 tiles'],
    ['ankan:1112m', 'identical'],
  ])('bad meld shape %s', (meld, message) => {
    const h = hand(`234567m99s + ${meld}`, '9s');
    const issues = issuesOf(h).filter((i) => i.code === 'bad_meld');
    expect(issues).toHaveLength(1);
    expect(issues[0]!.path).toBe('melds[0]');
    expect(issues[0]!.message).toContain(message);
  });
  test('a meld of ids that are no riichi tile (a flower, 37; 40; 63)', () => {
    for (const id of [37, 40, 63]) {
      const h: Hand = {
        concealed: tilesOf('234567m345p99s'),
        melds: [{ kind: 'pon', tiles: [id, id, id] }],
        winTile: tilesOf('9s')[0]!,
        bonus: [],
      };
      expect(codesOf(issuesOf(h))).toContain('bad_meld');
    }
  });
  test('a red five may stand for a five in a meld', () => {
    const r = scoreRiichiHand(
      { hand: hand('234567m345p88s + pon:550p', '8s'), situation: situation() },
      rulesOf('tenhou'),
    );
    expect(r.ok && r.value.akaDora).toBe(1);
  });
  test('checkHand: a bonus tile in a meld', () => {
    const m: Meld = { kind: 'pon', tiles: [37, 37, 37] };
    const issues = checkHand(
      { concealed: tilesOf('234567m345p99s'), melds: [m], winTile: 1, bonus: [] },
      { redPerSuit: 1, bonusAllowed: false },
    );
    expect(codesOf(issues)).toContain('bad_meld');
  });
});

describe('handFromAllTiles (corpus form)', () => {
  test('takes the meld tiles out of the list', () => {
    const r = handFromAllTiles(
      tilesOf('234m567p789s55m777z'),
      [{ kind: 'pon', tiles: tilesOf('777z') }],
      tilesOf('9s')[0]!,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        concealed: tilesOf('234m567p789s55m'),
        melds: [{ kind: 'pon', tiles: tilesOf('777z') }],
        winTile: 26,
        bonus: [],
      },
    });
  });
  test('a plain five in a meld may take a red five of the list', () => {
    const r = handFromAllTiles(tilesOf('234m067p789s55m'), [{ kind: 'chi', tiles: tilesOf('567p') }], 4);
    expect(r.ok && r.value.concealed).toEqual(tilesOf('234m789s55m'));
  });
  test('meld tiles not in the hand: every missing tile named', () => {
    const r = handFromAllTiles(
      tilesOf('234m567p789s55m7z'),
      [
        { kind: 'pon', tiles: tilesOf('777z') },
        { kind: 'chi', tiles: tilesOf('123s') },
      ],
      4,
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('invalid');
    // One issue a meld, each missing tile named in it.
    expect(r.issues).toEqual([
      {
        code: 'meld_tile_missing',
        message: 'meld 1 (777z) uses 7z and 7z, which are not in the hand',
        path: 'melds[0]',
      },
      {
        code: 'meld_tile_missing',
        message: 'meld 2 (123s) uses 1s, 2s and 3s, which are not in the hand',
        path: 'melds[1]',
      },
    ]);
    const one = handFromAllTiles(tilesOf('234m567p789s55m77z'), [{ kind: 'pon', tiles: tilesOf('777z') }], 4);
    expect(!one.ok && one.issues.map((i) => i.message)).toEqual([
      'meld 1 (777z) uses 7z, which is not in the hand',
    ]);
  });
  test('a meld of fewer than 3 or more than 4 tiles is refused by its count, its tiles not looked for', () => {
    const all = tilesOf('234567m345p777z99s');
    for (const n of [0, 2, 5, 5000]) {
      const r = handFromAllTiles(all, [{ kind: 'pon', tiles: new Array(n).fill(1) }], 5);
      expect(!r.ok && r.issues, String(n)).toEqual([
        {
          code: 'bad_meld',
          message: `meld 1 has ${n} tiles: a chi or a pon has 3, a kan 4`,
          path: 'melds[0]',
        },
      ]);
    }
  });
  test('copies the melds (a seat they were called from kept) without sharing them', () => {
    const melds: Meld[] = [{ kind: 'pon', tiles: tilesOf('777z'), from: 2 }];
    const r = handFromAllTiles(tilesOf('234m567p789s55m777z'), melds, tilesOf('9s')[0]!);
    if (!r.ok) throw new Error('example hand');
    expect(r.value.melds).toEqual([{ kind: 'pon', tiles: tilesOf('777z'), from: 2 }]);
    expect(r.value.melds[0]).not.toBe(melds[0]);
    expect(r.value.melds[0]!.tiles).not.toBe(melds[0]!.tiles);
  });
  test('every hand it builds has one layout of meld list, meld and tile list in V8', () => {
    // A scorer that meets a new layout after V8 has compiled it loses its compiled code
    // (bench/README.md, item 16). Whatever arrays and objects the caller passes (from `.map`,
    // holey, spread, literal, empty), the hands' lists share V8's "map" (hidden class).
    setFlagsFromString('--allow-natives-syntax');
    const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const all = tilesOf('234m567p789s55m777z');
    const pon = (): Meld => ({ kind: 'pon', tiles: tilesOf('777z') });
    const meldLists: Meld[][] = [
      [],
      [pon()],
      [pon()].map((m) => ({ ...m })),
      new Array<Meld>(1).fill(pon()),
      [{ tiles: tilesOf('777z'), kind: 'pon' }],
      [],
    ];
    const hands = meldLists.map((melds) => {
      const r = handFromAllTiles(melds.length === 0 ? all.slice(0, 11) : all, melds, tilesOf('9s')[0]!);
      if (!r.ok) throw new Error('example hand');
      return r.value;
    });
    const first = hands[0]!;
    const firstMeld = hands[1]!.melds[0]!;
    for (const h of hands) {
      expect(sameMap(h.melds, first.melds)).toBe(true);
      expect(sameMap(h.concealed, first.concealed)).toBe(true);
      for (const m of h.melds) {
        expect(sameMap(m, firstMeld)).toBe(true);
        expect(sameMap(m.tiles, first.concealed)).toBe(true);
      }
    }
  });
});

describe('contradictory flags (checkRiichiInput)', () => {
  const closed = hand(GOOD, '5p');
  const open = hand('234567m345p99s + chi:678s', '5p');
  const withAnkan = hand('123m456789p22s + ankan:7777z', '8p');
  const cases: [string, Hand, Sit, string][] = [
    ['ippatsu without riichi', closed, { ippatsu: true }, 'situation.ippatsu'],
    ['riichi with an open hand', open, { riichi: true }, 'situation.riichi'],
    ['double riichi with an open hand', open, { doubleRiichi: true }, 'situation.riichi'],
    ['open riichi without riichi', closed, { openRiichi: true }, 'situation.openRiichi'],
    ['rinshan without a kan', closed, { tsumo: true, rinshan: true }, 'situation.rinshan'],
    ['rinshan on a ron', withAnkan, { rinshan: true }, 'situation.rinshan'],
    [
      'rinshan with ippatsu',
      withAnkan,
      { tsumo: true, rinshan: true, riichi: true, ippatsu: true },
      'situation.ippatsu',
    ],
    ['chankan on tsumo', closed, { tsumo: true, chankan: true }, 'situation.chankan'],
    ['haitei with houtei', closed, { haitei: true, houtei: true }, 'situation.haitei'],
    ['haitei on a ron', closed, { haitei: true }, 'situation.haitei'],
    ['houtei on a tsumo', closed, { tsumo: true, houtei: true }, 'situation.houtei'],
    ['chankan on the last discard', closed, { chankan: true, houtei: true }, 'situation.chankan'],
    ['tenhou for a non-dealer', closed, { tsumo: true, tenhou: true }, 'situation.tenhou'],
    ['chiihou for the dealer', closed, { seatWind: 1, tsumo: true, chiihou: true }, 'situation.chiihou'],
    ['tenhou on a ron', closed, { seatWind: 1, tenhou: true }, 'situation.tenhou'],
    ['chiihou with a call', open, { tsumo: true, chiihou: true }, 'situation.chiihou'],
    [
      'tenhou after riichi',
      closed,
      { seatWind: 1, tsumo: true, tenhou: true, riichi: true },
      'situation.riichi',
    ],
    ['renhou for the dealer', closed, { seatWind: 1, renhou: true }, 'situation.renhou'],
    ['renhou on a tsumo', closed, { tsumo: true, renhou: true }, 'situation.renhou'],
    ['renhou after riichi', closed, { renhou: true, riichi: true }, 'situation.riichi'],
  ];
  test.each(cases)('%s', (_name, h, sit, path) => {
    const issues = issuesOf(h, sit);
    expect(issues.map((i) => [i.code, i.path])).toContainEqual(['contradictory_flags', path]);
    expect(new Set(codesOf(issues))).toEqual(new Set(['contradictory_flags']));
  });
  test('chankan with rinshan', () => {
    expect(pathsOf(issuesOf(withAnkan, { tsumo: true, rinshan: true, chankan: true }))).toContain(
      'situation.chankan',
    );
  });
});

describe('situation values', () => {
  const h = hand(GOOD, '5p');
  test.each([
    [{ seatWind: 0 }, 'bad_wind', 'situation.seatWind'],
    [{ seatWind: 5 }, 'bad_wind', 'situation.seatWind'],
    [{ seatWind: 1.5 }, 'bad_wind', 'situation.seatWind'],
    [{ roundWind: 0 }, 'bad_wind', 'situation.roundWind'],
    [{ honba: -1 }, 'bad_count', 'situation.honba'],
    [{ riichiSticks: 0.5 }, 'bad_count', 'situation.riichiSticks'],
    [{ dealerStreak: -2 }, 'bad_count', 'situation.dealerStreak'],
    // Counts whose payments would no longer be exact (300 × 2^53 rounds) are refused.
    [{ honba: Number.MAX_SAFE_INTEGER }, 'bad_count', 'situation.honba'],
    [{ riichiSticks: 1_000_001 }, 'bad_count', 'situation.riichiSticks'],
    [{ dealerStreak: 1e300 }, 'bad_count', 'situation.dealerStreak'],
    [{ discarderWind: 2 }, 'bad_discarder', 'situation.discarderWind'],
    [{ discarderWind: 7 }, 'bad_discarder', 'situation.discarderWind'],
    [{ tsumo: true, discarderWind: 3 }, 'bad_discarder', 'situation.discarderWind'],
    [{ liableWind: 2 }, 'bad_liable', 'situation.liableWind'],
    [{ liableWind: 0 }, 'bad_liable', 'situation.liableWind'],
  ] as [Partial<RiichiSituationInput>, string, string][])('%j → %s', (sit, code, path) => {
    expect(issuesOf(h, sit).map((i) => [i.code, i.path])).toEqual([[code, path]]);
  });
  test('the largest counts accepted are paid exactly', () => {
    const r = scoreRiichiHand(
      { hand: h, situation: situation({ honba: 1_000_000, riichiSticks: 1_000_000 }) },
      rulesOf('tenhou'),
    );
    expect(r.ok && r.value.payment.lines.map((l) => [l.reason, l.amount])).toEqual([
      ['base', 1000],
      ['honba', 300_000_000],
      ['sticks', 1_000_000_000],
    ]);
  });
  test('too many indicators', () => {
    expect(issuesOf(h, { dora: '123456z' }).map((i) => [i.code, i.path])).toEqual([
      ['bad_indicators', 'situation.doraIndicators'],
    ]);
    expect(issuesOf(h, { riichi: true, ura: '123456z' }).map((i) => [i.code, i.path])).toEqual([
      ['bad_indicators', 'situation.uraIndicators'],
    ]);
  });
  test('an indicator that is not a suit or honour tile', () => {
    expect(codesOf(issuesOf(h, { dora: '1f' }))).toEqual(['bad_indicators']);
  });
  test('the hand and the indicators together hold at most 4 of a tile', () => {
    expect(codesOf(issuesOf(h, { dora: '99s', ura: '9s', riichi: true }))).toEqual(['too_many_copies']);
    // Three 9s in the hand plus one indicator is fine.
    const ok = scoreRiichiHand({ hand: h, situation: situation({ dora: '9s' }) }, rulesOf('tenhou'));
    expect(ok.ok).toBe(true);
  });
});

describe('results that are not wins', () => {
  test('not_agari: no winning shape', () => {
    const r = scoreRiichiHand(
      { hand: hand('123m456p789s12345z', '5z'), situation: situation({ riichi: true }) },
      rulesOf('tenhou'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('not_agari');
    expect(codesOf(r.issues)).toEqual(['not_agari']);
  });
  test('no_yaku: a shape without yaku', () => {
    const r = scoreRiichiHand(
      { hand: hand('123m456p789s234m99s', '3m'), situation: situation() },
      rulesOf('tenhou'),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toBe('no_yaku');
    expect(codesOf(r.issues)).toEqual(['no_yaku']);
  });
});

test('an error lists EVERY problem at once', () => {
  const h = hand('11111m234p567s78s + chi:135m', '1z');
  const issues = issuesOf(h, {
    seatWind: 9,
    ippatsu: true,
    riichi: true,
    haitei: true,
    houtei: true,
    honba: -1,
    dora: '1234567z',
  });
  const codes = new Set(codesOf(issues));
  for (const c of [
    'too_many_copies',
    'bad_meld',
    'wrong_tile_count',
    'win_tile_missing',
    'bad_wind',
    'bad_count',
    'contradictory_flags',
    'bad_indicators',
  ]) {
    expect(codes, c).toContain(c);
  }
  // Riichi with the open chi and haitei/houtei are both named.
  expect(pathsOf(issues)).toEqual(
    expect.arrayContaining(['situation.riichi', 'situation.haitei', 'situation.seatWind']),
  );
});
