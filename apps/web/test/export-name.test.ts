// An exported game file's name: the local date and time of the export (not UTC: before 09:00 in
// Japan the file once carried yesterday's date) and the game's players, reduced to what every
// file system takes, so two games exported the same day are told apart.

import { expect, test } from 'vitest';
import { exportFileName, localStamp, playersPart } from '../src/game/exportName.ts';

// 08:30 on 28 November in Tokyo, still the 27th in UTC.
const MORNING_IN_TOKYO = new Date('2026-11-27T23:30:00Z');
const PLAYERS = ['Alice', 'Bob', 'Carol', 'Dave'];

test('the date and time are those where the player is', () => {
  expect(localStamp(MORNING_IN_TOKYO, 'Asia/Tokyo')).toBe('2026-11-28-08-30');
  expect(localStamp(MORNING_IN_TOKYO, 'UTC')).toBe('2026-11-27-23-30');
  expect(localStamp(MORNING_IN_TOKYO, 'America/New_York')).toBe('2026-11-27-18-30');
  // Midnight is 00, not 24.
  expect(localStamp(new Date('2026-11-27T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-11-28-00-00');
});

test("a file is named by the local date and time and the game's players", () => {
  expect(exportFileName(PLAYERS, 'json', MORNING_IN_TOKYO, 'Asia/Tokyo')).toBe(
    'mahjong-game-2026-11-28-08-30-Alice-Bob-Carol-Dave.json',
  );
  expect(exportFileName(PLAYERS, 'csv', MORNING_IN_TOKYO, 'Asia/Tokyo')).toBe(
    'mahjong-game-2026-11-28-08-30-Alice-Bob-Carol-Dave.csv',
  );
});

test('two games exported the same day are told apart', () => {
  const first = exportFileName(PLAYERS, 'json', MORNING_IN_TOKYO, 'Asia/Tokyo');
  const otherTable = exportFileName(
    ['Eve', 'Frank', 'Grace', 'Heidi'],
    'json',
    MORNING_IN_TOKYO,
    'Asia/Tokyo',
  );
  const later = exportFileName(PLAYERS, 'json', new Date('2026-11-28T05:15:00Z'), 'Asia/Tokyo');
  expect(new Set([first, otherTable, later]).size).toBe(3);
  expect(later).toBe('mahjong-game-2026-11-28-14-15-Alice-Bob-Carol-Dave.json');
});

test("players' names are reduced to file-name characters, any script kept", () => {
  expect(playersPart(['山田 太郎', '李明', 'A/B', 'C:D*?"<>|\\'])).toBe('山田-太郎-李明-A-B-C-D');
  expect(playersPart(['José', 'Zoë', '..', 'x\u0000y'])).toBe('José-Zoë-x-y');
  expect(playersPart(['  ', '!!', '', '--'])).toBe('');
  // Long names are cut, never ending on a hyphen.
  const part = playersPart([
    'Bartholomew-Maximiliano',
    'Christopher Alexandria',
    'Maximiliano',
    'Alexandria',
  ]);
  expect([...part].length).toBeLessThanOrEqual(60);
  expect(part).toMatch(/^Bartholomew-Maximiliano-Christopher-Alexandria-Maximiliano/);
  expect(part).not.toMatch(/-$/);
});

test('a saved game of any shape still gets a name', () => {
  for (const players of [undefined, null, 'Alice', 42, [1, null, { name: 'x' }], []])
    expect(exportFileName(players, 'json', MORNING_IN_TOKYO, 'Asia/Tokyo')).toBe(
      'mahjong-game-2026-11-28-08-30.json',
    );
  expect(exportFileName(['Alice', 7, 'Bob'], 'json', MORNING_IN_TOKYO, 'Asia/Tokyo')).toBe(
    'mahjong-game-2026-11-28-08-30-Alice-Bob.json',
  );
});
