// Input far larger than any hand (a file, a caller's bug, a paste into the tile field): refused
// with the first ten issues of each kind and place and a count of the rest, not one issue a
// tile (5,000 bonus tiles were refused with 450 KB of issues), with counts as they are (5,000
// copies of a tile were "136 copies"), and in time proportional to the input (a notation of
// 20,000 bad characters took seconds: each issue counted its position from the start).

import { describe, expect, test } from 'vitest';
import { parseHand } from '../src/hand/parse.ts';
import { fail, type Issue, issue, SAME_ISSUES_LISTED } from '../src/result.ts';
import { JC_REFERENCE, scoreClassicalHand } from '../src/rules/classical/index.ts';
import { resolveRiichiRules } from '../src/rules/riichi/options.ts';
import { scoreRiichiHand } from '../src/rules/riichi/score.ts';
import { scoreSingaporeHand, sgReference } from '../src/rules/singapore/index.ts';
import { appendEvent } from '../src/table/ledger.ts';
import { parseTiles } from '../src/tiles/notation.ts';
import { draw, newGame } from './table/helpers.ts';

const issuesOf = (r: { ok: boolean; issues?: Issue[] }) => (r.ok ? [] : r.issues!);

describe('fail: ten issues of a kind and place, then their count', () => {
  const many = (n: number, code = 'bad_bonus', path = (i: number) => `bonus[${i}]`) =>
    Array.from({ length: n }, (_, i) => issue(code, `tile ${i} is not a bonus tile`, path(i)));

  test('5,000 alike: the first ten, then one that counts the rest and quotes the first of them', () => {
    const r = fail('invalid', many(5000));
    expect(SAME_ISSUES_LISTED).toBe(10);
    expect(r.issues).toEqual([
      ...many(10),
      issue('bad_bonus', '4990 more like this one: tile 10 is not a bonus tile', 'bonus[10]'),
    ]);
  });
  test('an issue repeated word for word is listed once', () => {
    const same = issue('duplicate_riichi', 'Bo declared riichi twice', 'events[1].riichi');
    const other = issue('bad_seat', 'the riichi seats are seats 0..3', 'events[1].riichi');
    expect(fail('invalid', [same, same, other, same]).issues).toEqual([same, other]);
  });
  test('eleven are all listed as they are', () => {
    expect(fail('invalid', many(11)).issues).toEqual(many(11));
  });
  test('each kind and place counted apart, in the order first met', () => {
    const a = many(12, 'bad_bonus', () => 'bonus');
    const b = many(12, 'bad_tile', () => 'hand');
    const mixed = a.flatMap((x, i) => [x, b[i]!]);
    const r = fail('invalid', [...mixed, issue('wrong_tile_count', 'the hand has 5000 tiles', 'hand')]);
    expect(r.issues.map((i) => [i.code, i.path])).toEqual([
      ...Array.from({ length: 10 }, () => [
        ['bad_bonus', 'bonus'],
        ['bad_tile', 'hand'],
      ]).flat(),
      ['bad_bonus', 'bonus'],
      ['bad_tile', 'hand'],
      ['wrong_tile_count', 'hand'],
    ]);
    expect(r.issues[20]!.message).toBe('2 more like this one: tile 10 is not a bonus tile');
  });
});

test('the ledger: a riichi list of 5,000 of one seat, one issue', () => {
  const r = appendEvent(newGame('tenhou'), draw([1], new Array(5000).fill(1)));
  expect(issuesOf(r)).toEqual([issue('duplicate_riichi', 'Bob declared riichi twice', 'events[1].riichi')]);
});

describe('the notation', () => {
  test('20,000 bad characters: ten issues with their positions, then the count', () => {
    const r = issuesOf(parseTiles('x'.repeat(20000)));
    expect(r).toHaveLength(11);
    expect(r.slice(0, 10).map((i) => i.message)).toEqual(
      Array.from({ length: 10 }, (_, i) => `unexpected character "x" at position ${i + 1}`),
    );
    expect(r[10]!.message).toBe('19990 more like this one: unexpected character "x" at position 11');
  });
  test('5,000 tiles that are none: positions counted as a reader does, after an emoji too', () => {
    const r = issuesOf(parseTiles(`😀${'8z'.repeat(5000)}`));
    expect(r[0]!.message).toBe('unexpected character "😀" at position 1');
    expect(r.slice(1, 4).map((i) => i.message)).toEqual([
      '"8z" is not a tile (position 2)',
      '"8z" is not a tile (position 4)',
      '"8z" is not a tile (position 6)',
    ]);
    // The emoji's issue is of the same kind and place: it and nine of the tiles are listed.
    expect(r).toHaveLength(11);
    expect(r.at(-1)!.message).toBe('4991 more like this one: "8z" is not a tile (position 20)');
  });
});

describe('each family, a hand of thousands of tiles', () => {
  const riichi = resolveRiichiRules('tenhou');
  if (!riichi.ok) throw new Error('preset');
  const situation = { tsumo: true, seatWind: 1, roundWind: 1 };
  const thousands = new Array<number>(5000).fill(1);
  const hand = parseHand('234567m345p67899s', '5p');
  if (!hand.ok) throw new Error('hand');
  const scorers: [string, (input: never) => { ok: boolean; issues?: Issue[] }][] = [
    ['riichi', (input) => scoreRiichiHand(input, riichi.value)],
    ['classical', (input) => scoreClassicalHand(input, JC_REFERENCE)],
    ['singapore', (input) => scoreSingaporeHand(input, sgReference)],
  ];

  test.each(scorers)('%s: 5,000 of one tile are counted as 5,000', (_, score) => {
    const r = issuesOf(
      score({ hand: { concealed: thousands, melds: [], winTile: 1, bonus: [] }, situation } as never),
    );
    expect(r.find((i) => i.code === 'too_many_copies')?.message).toMatch(/^5000 copies of 2m/);
  });
  test.each(scorers)('%s: 5,000 bonus tiles that are none, a few issues', (_, score) => {
    const r = issuesOf(score({ hand: { ...hand.value, bonus: thousands }, situation } as never));
    const bonus = r.filter((i) => i.code === 'bad_bonus');
    expect(bonus.length).toBeGreaterThan(0);
    expect(bonus.length).toBeLessThanOrEqual(SAME_ISSUES_LISTED + 1);
    expect(JSON.stringify(r).length).toBeLessThan(3000);
  });
});
