// Bad input: typed errors with every issue at once, never a throw.

import { describe, expect, test } from 'vitest';
import { scoreClassicalCase } from '../../../scripts/cases/classical.ts';
import {
  type ClassicalInput,
  JC_REFERENCE,
  parseClassicalHand,
  scoreClassicalHand,
} from '../../../src/rules/classical/index.ts';
import { buildInput, E4_BIG_DRAGONS, score } from './support.ts';

function codes(r: { ok: boolean; issues?: { code: string }[] }): string[] {
  return r.ok ? [] : (r.issues ?? []).map((i) => i.code).sort();
}

describe('parseClassicalHand', () => {
  test('reports every notation problem at once', () => {
    const r = parseClassicalHand({ tiles: '123x456q', win: '9z', melds: [{ kind: 'pon', tiles: '55' }] });
    expect(r.ok).toBe(false);
    expect(codes(r).filter((c) => c === 'bad_notation').length).toBeGreaterThanOrEqual(3);
  });

  test('a meld whose tiles are not in the hand', () => {
    const r = parseClassicalHand({
      tiles: '123m456p789s11122z',
      win: '1z',
      melds: [{ kind: 'pon', tiles: '777z' }],
    });
    // One issue for the meld, each missing tile named.
    expect(!r.ok && r.issues).toEqual([
      {
        code: 'meld_not_in_hand',
        message: 'meld 1 (777z) uses 7z, 7z and 7z, which are not in the hand',
        path: 'melds[0]',
      },
    ]);
  });

  test('bad meld kind and bonus numbers', () => {
    const r = parseClassicalHand({
      tiles: '123m',
      win: '1m',
      melds: [{ kind: 'chow', tiles: '123m' }],
      flowers: [5],
    });
    expect(codes(r)).toEqual(['bad_bonus', 'bad_meld']);
  });
});

describe('scoreClassicalHand input checks', () => {
  const RON = { tsumo: false, seatWind: 2, discarder: 0 } as const;

  test('more than four copies, wrong count and winning tile not in hand, together', () => {
    const r = score({ hand: '11111m456p789s45s', win: '9p' }, RON);
    expect(r.ok ? null : r.error).toBe('invalid');
    expect(codes(r)).toEqual(['too_many_copies', 'win_not_in_hand', 'wrong_tile_count']);
    // The tile named as a player writes it, as riichi and Singapore name it (not 'tile kind 0').
    expect(r.ok ? [] : r.issues.map((i) => i.message)).toContain('5 copies of 1m (at most 4)');
  });

  test('the winning tile must be concealed, not only in a meld', () => {
    expect(codes(score({ hand: '123m456p789s111z99s', melds: [['pon', '111z']], win: '1z' }, RON))).toEqual([
      'win_not_in_hand',
    ]);
  });

  test('bad melds: a broken chow, a chow of honours, a short kong', () => {
    const input: ClassicalInput = {
      hand: {
        concealed: [0, 0],
        melds: [
          { kind: 'chi', tiles: [0, 1, 3] },
          { kind: 'chi', tiles: [27, 28, 29] },
          { kind: 'kan', tiles: [5, 5, 5] },
          { kind: 'chi', tiles: [7, 8, 9] },
        ],
        winTile: 0,
        bonus: [],
      },
      situation: { tsumo: true, seatWind: 1, roundWind: 1 },
    };
    expect(codes(scoreClassicalHand(input, JC_REFERENCE))).toEqual([
      'bad_meld',
      'bad_meld',
      'bad_meld',
      'bad_meld',
    ]);
  });

  test('bonus tiles: in the hand, duplicated, not a flower', () => {
    const input = buildInput(
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, seatWind: 2, roundWind: 1 },
    );
    input.hand.concealed[0] = 37;
    input.hand.bonus = [38, 38, 45];
    expect(codes(scoreClassicalHand(input, JC_REFERENCE))).toEqual([
      'bad_bonus',
      'bonus_in_hand',
      'duplicate_bonus',
    ]);
  });

  test('winds and seats out of range', () => {
    const input = buildInput(
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: false, seatWind: 5, roundWind: 0 },
    );
    expect(codes(scoreClassicalHand(input, JC_REFERENCE))).toEqual(['bad_wind', 'bad_wind']);
    const self = buildInput(
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: false, seatWind: 2, roundWind: 1, discarder: 1 },
    );
    expect(codes(scoreClassicalHand(self, JC_REFERENCE))).toEqual(['bad_seat']);
  });

  test.each([
    [
      'Ready with a claimed set',
      { hand: '123m456p789s45699s', melds: [['chi', '123m']] as ['chi', string][], win: '6s' },
      { ...RON, ready: true },
      'ready',
      'ready',
    ],
    [
      'replacement win on a discard',
      { hand: '1111m456p789s45699s', melds: [['ankan', '1111m']] as ['ankan', string][], win: '6s' },
      { ...RON, replacement: true },
      'kong_replacement',
      'out_on_replacement',
    ],
    [
      'replacement win with no kong or bonus tile',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, replacement: true },
      'kong_replacement',
      'out_on_replacement',
    ],
    [
      'replacement after a flower with flowers off',
      { hand: '123m456p789s45699s', win: '6s', flowers: [1] },
      { tsumo: true, replacement: true },
      'kong_replacement',
      'out_on_replacement',
    ],
    [
      'robbing the kong on a self-draw',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, robbingKong: true },
      'robbing_kong',
      'robbing_the_kong',
    ],
    [
      'Blessing of Heaven for a non-dealer',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, blessingOfHeaven: true },
      'heavenly_hand',
      'blessing_of_heaven',
    ],
    [
      'Blessing of Earth for the dealer',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, seatWind: 1, blessingOfEarth: true },
      'earthly_hand',
      'blessing_of_earth',
    ],
    [
      'a streak for a non-dealer',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, dealerStreak: 9 },
      'dealer_streak',
      'dealer_eight_wins',
    ],
  ])('contradiction: %s → the flag is ignored and noted', (_name, spec, sit, path, id) => {
    const r = score(spec, sit);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.notes.map((n) => [n.code, n.path])).toEqual([['flag_ignored', path]]);
    expect(r.value.lines.map((l) => l.id)).not.toContain(id);
  });

  const e4 = E4_BIG_DRAGONS;

  test('a liable player for a hand that is no liability hand, or where liability is off: noted, everyone pays', () => {
    const plain = { hand: '123m456p789s45699s', win: '6s' };
    const r = score(plain, { tsumo: true, liable: 3 });
    expect(r.ok && [r.value.liable, r.value.notes.map((n) => [n.code, n.path, n.message])]).toEqual([
      null,
      [
        [
          'flag_ignored',
          'bao_seat',
          'liability applies only to big three dragons, big four winds and all honours',
        ],
      ],
    ]);
    const off = score(e4, { tsumo: true, seatWind: 3, liable: 1 }, { liability: false });
    expect(off.ok && [off.value.liable, off.value.notes.map((n) => n.message)]).toEqual([
      null,
      ['liability is not played under these rules'],
    ]);
    // Where it applies, no note.
    const on = score(e4, { tsumo: true, seatWind: 3, liable: 1 });
    expect(on.ok && [on.value.liable, on.value.notes]).toEqual([1, []]);
  });

  test('Blessing of Earth claimed on a discard it does not cover: noted, not counted', () => {
    const plain = { hand: '123m456p789s45699s', win: '6s' };
    const r = score(plain, { ...RON, blessingOfEarth: true });
    expect(r.ok && r.value.notes.map((n) => [n.code, n.path])).toEqual([['flag_ignored', 'earthly_hand']]);
    expect(r.ok && r.value.lines.map((l) => l.id)).not.toContain('blessing_of_earth');
    // With the dealer's first discard counted (A14): from the dealer it is the limit hand, unnoted;
    // from another player, noted and not counted.
    const onDealer = score(
      plain,
      { ...RON, blessingOfEarth: true },
      { blessingOfEarthOnDealerDiscard: true },
    );
    expect(onDealer.ok && [onDealer.value.limitHands, onDealer.value.notes]).toEqual([
      ['blessing_of_earth'],
      [],
    ]);
    const onOther = score(
      plain,
      { ...RON, discarder: 3, blessingOfEarth: true },
      { blessingOfEarthOnDealerDiscard: true },
    );
    expect(onOther.ok && [onOther.value.limitHands, onOther.value.notes.map((n) => n.path)]).toEqual([
      [],
      ['earthly_hand'],
    ]);
  });

  test('the winner named liable is ignored: everyone pays', () => {
    const r = score(e4, { tsumo: true, seatWind: 3, liable: 2 });
    expect(r.ok && [r.value.liable, r.value.payment.deltas]).toEqual([null, [-1000, -500, 2000, -500]]);
  });

  test('a replacement after a flower counts when flowers are in play', () => {
    const r = score(
      { hand: '123m456p789s45699s', win: '6s', flowers: [1] },
      { tsumo: true, replacement: true },
      { flowers: true },
    );
    expect(r.ok && r.value.notes).toEqual([]);
    expect(r.ok && r.value.lines.map((l) => l.id)).toContain('out_on_replacement');
  });

  test('sacred discard: no win on a discard, a self-draw is fine', () => {
    const spec = { hand: '123m456p789s45699s', win: '6s' };
    expect(codes(score(spec, { ...RON, furiten: true }))).toEqual(['furiten']);
    expect(score(spec, { tsumo: true, furiten: true }).ok).toBe(true);
  });

  test('not a winning hand', () => {
    const r = score({ hand: '123m456p789s45799s', win: '7s' }, RON);
    expect(r.ok ? null : r.error).toBe('not_agari');
  });

  test('missing pieces never throw', () => {
    expect(scoreClassicalHand(null as unknown as ClassicalInput, JC_REFERENCE).ok).toBe(false);
    expect(scoreClassicalHand({ hand: {} } as unknown as ClassicalInput, JC_REFERENCE).ok).toBe(false);
  });
});

describe('scoreClassicalCase on bad cases', () => {
  test.each([
    ['not an object', 'x'],
    [
      'bad notation',
      { id: 'a', family: 'classical', hand: '12x', win: '1m', tsumo: true, seat_wind: 1, round_wind: 1 },
    ],
    [
      'unknown override',
      {
        id: 'b',
        hand: '123m456p789s45699s',
        win: '6s',
        tsumo: true,
        seat_wind: 1,
        round_wind: 1,
        rule_overrides: { zap: 1 },
      },
    ],
    ['unknown kind', { id: 'c', kind: 'instant' }],
    [
      'animals',
      {
        id: 'd',
        hand: '123m456p789s45699s',
        win: '6s',
        tsumo: true,
        seat_wind: 1,
        round_wind: 1,
        bonus: { animals: ['cat'] },
      },
    ],
    ['bad draw', { id: 'e', kind: 'draw', tenpai: [0, 0] }],
    ['bad penalty', { id: 'f', kind: 'penalty', penalty: 'erroneous_mahjong', offender_seat: 7 }],
    ['bad settlement', { id: 'g', kind: 'settlement', winner_seat: 1, value: 60, loser_scores: [1, 2] }],
    [
      'melds not a list',
      {
        id: 'h',
        hand: '123m456p789s45699s',
        win: '6s',
        melds: 'pon',
        tsumo: true,
        seat_wind: 1,
        round_wind: 1,
      },
    ],
  ])('%s → invalid', (_name, c) => {
    expect(scoreClassicalCase(c).error).toBe('invalid');
  });

  test('a not-winning hand → not_agari', () => {
    const c = { id: 'z', hand: '123m456p789s45799s', win: '7s', tsumo: true, seat_wind: 2, round_wind: 1 };
    expect(scoreClassicalCase(c)).toEqual({ id: 'z', error: 'not_agari' });
  });
});

describe("the situation and the input's shape: one problem, one issue naming it", () => {
  const base = buildInput(
    { hand: '123m456p789s45699s', win: '6s' },
    { tsumo: false, seatWind: 2, roundWind: 1 },
  );
  const withSituation = (s: Record<string, unknown>): ClassicalInput => ({
    ...base,
    situation: { ...base.situation, ...s } as ClassicalInput['situation'],
  });
  test.each([
    ['no hand', { situation: base.situation } as unknown as ClassicalInput, 'bad_hand', 'hand'],
    ['no situation', { hand: base.hand } as unknown as ClassicalInput, 'bad_situation', 'situation'],
    [
      'concealed tiles that are no list',
      { ...base, hand: { ...base.hand, concealed: '123m' } } as unknown as ClassicalInput,
      'bad_hand',
      'hand',
    ],
    [
      'melds that are no list',
      { ...base, hand: { ...base.hand, melds: 'pon:777z' } } as unknown as ClassicalInput,
      'bad_meld',
      'melds',
    ],
    ['tsumo that is not a boolean', withSituation({ tsumo: 'no' }), 'bad_flag', 'tsumo'],
    ['a dealer seat out of range', withSituation({ dealerSeat: 4 }), 'bad_seat', 'dealer_seat'],
    ['a discarder out of range', withSituation({ discarder: 7 }), 'bad_seat', 'from_seat'],
    ['a liable player out of range', withSituation({ liable: -1 }), 'bad_seat', 'bao_seat'],
    [
      'a dealer streak that is not whole',
      withSituation({ dealerStreak: 1.5 }),
      'bad_streak',
      'dealer_streak',
    ],
    ['a win on a discard under the sacred discard', withSituation({ furiten: true }), 'furiten', 'furiten'],
  ])('%s', (_what, input, code, path) => {
    const r = scoreClassicalHand(input, JC_REFERENCE);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => [i.code, i.path])).toEqual([[code, path]]);
  });

  test('the unchanged hand scores', () => {
    expect(scoreClassicalHand(base, JC_REFERENCE).ok).toBe(true);
  });

  test('parseClassicalHand: melds and bonus numbers that are no lists', () => {
    const r = parseClassicalHand({
      tiles: '123m456p789s45699s',
      win: '6s',
      melds: 'pon:777z' as never,
      flowers: 1 as never,
    });
    expect(r.ok ? [] : r.issues.map((i) => [i.code, i.path])).toEqual([
      ['bad_meld', 'melds'],
      ['bad_bonus', 'bonus.flowers'],
    ]);
  });
});
