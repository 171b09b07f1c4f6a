// Audit of the Japanese Classical scorers' refusals: input a caller can hand them from JSON
// (a bonus list that is no list, a flag that is no boolean, a rules object not made by
// resolveClassicalRules) is an `invalid` result with one typed issue naming it, never a throw
// and never a score read from a truthy "no".

import { describe, expect, test } from 'vitest';
import {
  type ClassicalInput,
  type ClassicalLoserHand,
  type ClassicalRules,
  JC_REFERENCE,
  scoreClassicalHand,
  scoreClassicalLoserHand,
} from '../../../src/rules/classical/index.ts';
import { parseTiles } from '../../../src/tiles/notation.ts';
import { buildInput } from './support.ts';

const FLOWERS: ClassicalRules = { ...JC_REFERENCE, flowers: true };
const base = buildInput(
  { hand: '123m456p789s45699s', win: '6s' },
  { tsumo: true, seatWind: 2, roundWind: 1 },
);

function refusal(r: { ok: boolean; issues?: readonly { code: string; path?: string }[] }) {
  return r.ok ? 'scored' : r.issues!.map((i) => [i.code, i.path]);
}

/** A loser's concealed hand (no melds, no bonus tiles) for scoreClassicalLoserHand. */
const LOSER: ClassicalLoserHand = {
  concealed: tiles('123m456p789s4569s'),
  melds: [],
  bonus: [],
  seatWind: 2,
  roundWind: 1,
};

describe('scoreClassicalHand: the bonus list', () => {
  test('no bonus list with flowers in play is no bonus tiles: the hand scores', () => {
    const input = { ...base, hand: { ...base.hand, bonus: undefined } } as unknown as ClassicalInput;
    const r = scoreClassicalHand(input, FLOWERS);
    expect(r.ok && [r.value.points, r.value.doubles]).toEqual([32, 1]);
  });

  test.each([
    ['a string', 'f1'],
    ['a number', 3],
    ['an object', { flowers: [1] }],
  ])('a bonus list that is %s is bad_bonus, not a crash', (_what, bonus) => {
    const input = { ...base, hand: { ...base.hand, bonus } } as unknown as ClassicalInput;
    for (const rules of [JC_REFERENCE, FLOWERS]) {
      expect(refusal(scoreClassicalHand(input, rules))).toEqual([['bad_bonus', 'bonus']]);
    }
  });

  test('a replacement win with no bonus list does not crash under flowers', () => {
    const input = {
      hand: { ...base.hand, bonus: undefined },
      situation: { ...base.situation, replacement: true },
    } as unknown as ClassicalInput;
    const r = scoreClassicalHand(input, FLOWERS);
    expect(r.ok && r.value.notes.map((n) => n.path)).toEqual(['kong_replacement']);
  });
});

describe('scoreClassicalHand: situation flags are booleans', () => {
  test.each([
    ['ready', 'yes', 'ready'],
    ['lastTile', 1, 'last_tile'],
    ['replacement', 'true', 'kong_replacement'],
    ['robbingKong', {}, 'robbing_kong'],
    ['blessingOfHeaven', 'no', 'heavenly_hand'],
    ['blessingOfEarth', 0, 'earthly_hand'],
    // "no" used to read as set: the sacred discard refused a legal discard win.
    ['furiten', 'no', 'furiten'],
  ])('%s = %j is bad_flag at %s', (name, value, path) => {
    const input = {
      ...base,
      situation: { ...base.situation, tsumo: false, discarder: 0, [name]: value },
    } as unknown as ClassicalInput;
    expect(refusal(scoreClassicalHand(input, JC_REFERENCE))).toEqual([['bad_flag', path]]);
  });

  test('false, true and null flags are accepted', () => {
    for (const v of [false, null]) {
      const input = {
        ...base,
        situation: { ...base.situation, ready: v, lastTile: v, furiten: v },
      } as unknown as ClassicalInput;
      expect(scoreClassicalHand(input, JC_REFERENCE).ok).toBe(true);
    }
    const ready = { ...base, situation: { ...base.situation, ready: true } };
    const r = scoreClassicalHand(ready, JC_REFERENCE);
    expect(r.ok && r.value.doublesDetail.map((l) => l.id)).toEqual(['ready', 'fully_concealed']);
  });
});

describe('the rules object handed to a scorer', () => {
  test.each([
    ['null', null, [['bad_rules', 'rules']]],
    ['a list', [], [['bad_rules', 'rules']]],
    ['without a limit', { ...JC_REFERENCE, limit: undefined }, [['bad_option', 'rules.limit']]],
    ['with a text limit', { ...JC_REFERENCE, limit: '500' }, [['bad_option', 'rules.limit']]],
    [
      // Not normalised: `whole-hand` compared unequal to `whole_hand` and read as `sets`.
      'with a hyphenated value',
      { ...JC_REFERENCE, concealedBonusScope: 'whole-hand' },
      [['bad_option', 'rules.concealedBonusScope']],
    ],
  ])('rules %s: invalid, not a throw or a NaN score', (_what, rules, issues) => {
    const r = scoreClassicalHand(base, rules as unknown as ClassicalRules);
    expect(refusal(r)).toEqual(issues);
    expect(refusal(scoreClassicalLoserHand(LOSER, rules as unknown as ClassicalRules))).toEqual(issues);
  });

  test('the presets and resolved rules pass', () => {
    expect(scoreClassicalHand(base, JC_REFERENCE).ok).toBe(true);
    expect(scoreClassicalHand(base, { ...JC_REFERENCE, dealerStreakLimit: null }).ok).toBe(true);
  });
});

function tiles(text: string) {
  const r = parseTiles(text, 'hand');
  if (!r.ok) throw new Error(text);
  return r.value;
}

describe('scoreClassicalLoserHand: lists that are missing or no lists', () => {
  test.each([
    ['melds missing', { melds: undefined }, [['bad_meld', 'melds']]],
    ['melds a string', { melds: 'pon:777z' }, [['bad_meld', 'melds']]],
    ['concealed missing', { concealed: undefined }, [['bad_hand', 'hand']]],
    ['bonus a string', { bonus: 'f1' }, [['bad_bonus', 'bonus']]],
  ])('%s: invalid, not a throw', (_what, change, issues) => {
    const hand = { ...LOSER, ...change } as unknown as ClassicalLoserHand;
    for (const rules of [JC_REFERENCE, FLOWERS]) {
      expect(refusal(scoreClassicalLoserHand(hand, rules))).toEqual(issues);
    }
  });

  test('no bonus list under flowers is no bonus tiles', () => {
    const hand = { ...LOSER, bonus: undefined } as unknown as ClassicalLoserHand;
    const r = scoreClassicalLoserHand(hand, FLOWERS);
    expect(r.ok && r.value.value).toBe(0);
  });
});
