// Bad input to the Singapore scorer: each contradiction of the hand or the situation is one typed
// issue that names what is wrong and where (`validateSingaporeWin`), never a throw and never a
// score. Each row changes one thing of a hand that scores, so the row's issue is the only one.

import { describe, expect, test } from 'vitest';
import type { Issue } from '../../../src/result.ts';
import {
  type SingaporeMeld,
  type SingaporeWinInput,
  scoreSingaporeHand,
  validateSingaporeWin,
} from '../../../src/rules/singapore/index.ts';
import { ANIMAL_CAT, FLOWER_1, SEASON_1 } from '../../../src/tiles/tile.ts';
import { REF, tiles, type WinSpec, win } from './helpers.ts';

/** A hand that scores: a pung of red dragons claimed, won on a discard from the seat opposite. */
const BASE: WinSpec = { hand: '234m567p34599s777z', melds: [['pon', '777z']], win: '9s' };
/** The same tiles with a concealed kong of 1m among them, for the kong flags. */
const WITH_KONG: WinSpec = {
  hand: '1111m567p34599s777z',
  melds: [
    ['ankan', '1111m'],
    ['pon', '777z'],
  ],
  win: '9s',
};
/** Seven flowers and seasons held (robbing the eighth). */
const SEVEN = '1234567f';

type Change = (input: SingaporeWinInput) => SingaporeWinInput;
const situation =
  (s: Partial<SingaporeWinInput['situation']>): Change =>
  (input) => ({ ...input, situation: { ...input.situation, ...s } });
const hand =
  (h: Partial<SingaporeWinInput['hand']>): Change =>
  (input) => ({ ...input, hand: { ...input.hand, ...h } });
const meld =
  (m: SingaporeMeld): Change =>
  (input) => ({ ...input, hand: { ...input.hand, melds: [m] } });

interface Row {
  what: string;
  spec?: WinSpec;
  change: Change;
  code: string;
  path: string;
  /** A part of the message that says what is wrong. */
  says: string;
}

const rows: Row[] = [
  {
    what: 'a meld of an unknown kind',
    change: meld({ kind: 'chow' as SingaporeMeld['kind'], tiles: tiles('777z') }),
    code: 'bad_meld',
    path: 'melds[0]',
    says: 'meld kind "chow" is not chi, pon, kan or ankan',
  },
  {
    what: 'a pung of two tiles',
    change: meld({ kind: 'pon', tiles: tiles('77z') }),
    code: 'bad_meld',
    path: 'melds[0]',
    says: 'a pon has 3 tiles, not 2',
  },
  {
    what: 'a pung of different tiles',
    change: meld({ kind: 'pon', tiles: tiles('776z') }),
    code: 'bad_meld',
    path: 'melds[0]',
    says: 'a pon needs 3 identical tiles',
  },
  {
    what: 'a chow across two suits',
    change: meld({ kind: 'chi', tiles: [tiles('8m')[0]!, tiles('9m')[0]!, tiles('1p')[0]!] }),
    code: 'bad_meld',
    path: 'melds[0]',
    says: 'is not a chow of one suit',
  },
  {
    what: 'a meld holding a flower',
    change: meld({ kind: 'pon', tiles: [...tiles('77z'), FLOWER_1] }),
    code: 'bad_tile',
    path: 'melds[0]',
    says: 'is not a suit or honour tile',
  },
  {
    what: 'a season held twice',
    change: hand({ bonus: [SEASON_1, SEASON_1] }),
    code: 'duplicate_bonus',
    path: 'bonus[1]',
    says: 'appears twice',
  },
  {
    what: 'a suit tile among the bonus tiles',
    change: hand({ bonus: tiles('5m') }),
    code: 'bad_bonus',
    path: 'bonus[0]',
    says: 'is not a flower, season or animal',
  },
  {
    what: 'a winning tile that is not a play tile',
    change: hand({ winTile: ANIMAL_CAT }),
    code: 'bad_tile',
    path: 'win',
    says: 'is not a suit or honour tile',
  },
  {
    // The winner's seat is then unknown (no winner seat given): no clash with the discarder,
    // seat 0, is made up beside it.
    what: 'a seat wind out of range',
    change: situation({ seatWind: 5 as 1, discarder: 0 }),
    code: 'bad_wind',
    path: 'seat_wind',
    says: 'seat wind must be 1..4',
  },
  {
    what: 'a round wind out of range',
    change: situation({ roundWind: 0 as 1 }),
    code: 'bad_wind',
    path: 'round_wind',
    says: 'round wind must be 1..4',
  },
  {
    what: 'a winner seat out of range',
    change: situation({ winnerSeat: 4 as 0 }),
    code: 'bad_seat',
    path: 'seat',
    says: 'winner seat must be 0..3',
  },
  {
    what: 'tsumo that is not a boolean',
    change: situation({ tsumo: 'yes' as unknown as boolean }),
    code: 'bad_flag',
    path: 'tsumo',
    says: 'tsumo must be true or false',
  },
  {
    what: 'a discard win without a discarder',
    change: situation({ discarder: null }),
    code: 'bad_seat',
    path: 'from_seat',
    says: 'a win on a discard needs the discarder seat 0..3',
  },
  {
    what: 'the winner as the discarder',
    change: situation({ winnerSeat: 3, discarder: 3 }),
    code: 'bad_seat',
    path: 'from_seat',
    says: 'the winner cannot be the discarder',
  },
  {
    what: 'a self-draw with a discarder',
    change: situation({ tsumo: true, discarder: 3 }),
    code: 'bad_seat',
    path: 'from_seat',
    says: 'a self-draw has no discarder',
  },
  {
    what: 'a liable seat out of range',
    change: situation({ bao: { seat: 7 as 0 } }),
    code: 'bad_seat',
    path: 'bao_seat',
    says: 'bao seat must be 0..3',
  },
  {
    what: 'the winner liable to himself',
    change: situation({ bao: { seat: 1 } }),
    code: 'bad_seat',
    path: 'bao_seat',
    says: 'the winner cannot be liable',
  },
  {
    what: 'a flower replacement count that is not a whole number',
    change: situation({ tsumo: true, discarder: null, flowerReplacement: 1.5 }),
    code: 'bad_flag',
    path: 'flower_replacement',
    says: 'flower_replacement must be a whole number ≥ 0',
  },
  {
    what: 'a flower replacement win on a discard',
    spec: { ...BASE, bonus: '1f' },
    change: situation({ flowerReplacement: 1 }),
    code: 'bad_flag',
    path: 'flower_replacement',
    says: 'a flower replacement win is a self-draw',
  },
  {
    what: 'more consecutive bonus tiles than are held',
    spec: { ...BASE, bonus: '1f', tsumo: true },
    change: situation({ flowerReplacement: 2 }),
    code: 'bad_flag',
    path: 'flower_replacement',
    says: '2 consecutive bonus tiles but only 1 held',
  },
  {
    what: 'a kong replacement win on a discard',
    spec: WITH_KONG,
    change: situation({ kongReplacement: true }),
    code: 'bad_flag',
    path: 'kong_replacement',
    says: 'a kong replacement win is a self-draw',
  },
  {
    what: 'kong on kong with one kong',
    spec: { ...WITH_KONG, tsumo: true },
    change: situation({ kongOnKong: true }),
    code: 'bad_flag',
    path: 'kong_replacement',
    says: 'kong on kong without enough kongs',
  },
  {
    what: 'robbing the kong by self-draw',
    spec: { ...BASE, tsumo: true },
    change: situation({ robbingKong: true }),
    code: 'bad_flag',
    path: 'robbing_kong',
    says: 'robbing the kong is a win on the promoted tile, not a self-draw',
  },
  {
    what: 'the heavenly hand on a discard',
    spec: { hand: '234m567p345s99s777z', win: '9s', seat: 1, from: 2 },
    change: situation({ heavenlyHand: true }),
    code: 'bad_flag',
    path: 'heavenly_hand',
    says: 'the heavenly hand is self-drawn',
  },
  {
    what: 'the earthly hand for the dealer',
    spec: { hand: '234m567p345s99s777z', win: '9s', seat: 1, tsumo: true },
    change: situation({ earthlyHand: true }),
    code: 'bad_flag',
    path: 'earthly_hand',
    says: 'the dealer cannot have the earthly hand',
  },
  {
    what: 'the humanly hand for the dealer',
    spec: { hand: '234m567p345s99s777z', win: '9s', seat: 1, from: 2 },
    change: situation({ humanlyHand: true }),
    code: 'bad_flag',
    path: 'humanly_hand',
    says: 'the dealer cannot have the humanly hand',
  },
  {
    what: 'the humanly hand by self-draw',
    spec: { hand: '234m567p345s99s777z', win: '9s', tsumo: true },
    change: situation({ humanlyHand: true }),
    code: 'bad_flag',
    path: 'humanly_hand',
    says: 'the humanly hand is won on a discard',
  },
  {
    what: 'a first-turn win with a claimed pung',
    spec: { ...BASE, tsumo: true },
    change: situation({ earthlyHand: true }),
    code: 'bad_flag',
    path: 'melds',
    says: 'a first-turn win cannot hold a claimed meld',
  },
  {
    what: 'robbing the eighth with six flowers',
    spec: { ...BASE, bonus: '123456f' },
    change: situation({ robbingTheEighth: true }),
    code: 'bad_flag',
    path: 'robbing_the_eighth',
    says: 'robbing the eighth needs exactly seven flowers and seasons',
  },
  {
    what: 'robbing the eighth by self-draw',
    spec: { ...BASE, bonus: SEVEN, tsumo: true },
    change: situation({ robbingTheEighth: true }),
    code: 'bad_flag',
    path: 'robbing_the_eighth',
    says: 'robbing the eighth is won on another player’s draw',
  },
];

describe('validateSingaporeWin: one contradiction, one issue naming it', () => {
  test('the unchanged hands are valid and score', () => {
    for (const spec of new Set([BASE, ...rows.map((r) => r.spec ?? BASE)])) {
      const input = win(spec);
      expect(validateSingaporeWin(input), JSON.stringify(spec)).toEqual([]);
      expect(scoreSingaporeHand(input, REF).ok, JSON.stringify(spec)).toBe(true);
    }
  });

  test.each(rows)('$what: $code at $path', ({ spec, change, code, path, says }) => {
    const input = change(win(spec ?? BASE));
    const found: Issue[] = validateSingaporeWin(input);
    expect(found.map((i) => [i.code, i.path])).toEqual([[code, path]]);
    expect(found[0]!.message).toContain(says);
    // The scorer refuses it with the same issue, and scores nothing.
    const r = scoreSingaporeHand(input, REF);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toBe('invalid');
      expect(r.issues).toEqual(found);
    }
  });
});
