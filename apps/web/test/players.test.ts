// A new game's names: an empty one is "Player n"; seats whose names read alike are found (case,
// width and spacing aside), so that a game is not started with two players of one name.

import { sharedPlayerNames as sharedNames } from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import { playerNames } from '../src/game/players.ts';

describe('playerNames', () => {
  test('trims each name and names an empty seat by its number', () => {
    expect(playerNames([' Alice ', '', 'Carol', '  '], (s) => `Player ${s + 1}`)).toEqual([
      'Alice',
      'Player 2',
      'Carol',
      'Player 4',
    ]);
  });
});

describe("sharedNames (core's sharedPlayerNames, as the new-game screen uses it)", () => {
  test('four names of their own share none', () => {
    expect(sharedNames(['Alice', 'Bob', 'Carol', 'Dave'])).toEqual([]);
  });

  test('a name typed twice, in another case or width, is shared', () => {
    expect(sharedNames(['Bob', 'Alice', 'bob', 'Dave'])).toEqual([[0, 2]]);
    expect(sharedNames(['Ｂｏｂ', 'Bob', 'Carol', 'Dave'])).toEqual([[0, 1]]);
    expect(sharedNames(['Mary Ann', 'Mary  Ann', 'Carol', 'Dave'])).toEqual([[0, 1]]);
  });

  test('a typed name that is an empty seat’s default is shared with it', () => {
    const names = playerNames(['Player 2', '', 'Carol', 'Dave'], (s) => `Player ${s + 1}`);
    expect(sharedNames(names)).toEqual([[0, 1]]);
  });

  test('every group of seats is said', () => {
    expect(sharedNames(['Bob', 'Bob', 'Amy', 'amy'])).toEqual([
      [0, 1],
      [2, 3],
    ]);
    expect(sharedNames(['Bob', 'Bob', 'Bob', 'Dave'])).toEqual([[0, 1, 2]]);
  });
});
