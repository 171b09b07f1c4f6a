// Importing a game file never stops the app: a file core refuses is said by core's issues, and
// one that makes the reading fail in any other way (core throwing on a shape it did not foresee)
// is said as "could not read this file", in every language, with nothing opened or saved.

import { afterEach, expect, test, vi } from 'vitest';
import { NULL_WIN_DOCUMENT } from './fixtures.ts';

const core = vi.hoisted(() => ({ explode: false }));
vi.mock('@mahjong-ledger/core', async (importOriginal) => {
  const original = await importOriginal<typeof import('@mahjong-ledger/core')>();
  return {
    ...original,
    parseGameDocument(text: string) {
      if (core.explode) throw new TypeError("Cannot read properties of null (reading 'winner')");
      return original.parseGameDocument(text);
    },
  };
});

const { readGameFile, UNREADABLE_FILE } = await import('../src/game/gameFile.ts');
const { getStore, importDocument } = await import('../src/game/store.ts');
const { MESSAGES, LOCALES } = await import('../src/i18n/index.ts');

afterEach(() => {
  core.explode = false;
});

const GAME_FILE = JSON.stringify({ schema: 'mahjong-ledger/game', version: 1, events: [] });

test('a file core refuses: its issues', () => {
  const r = readGameFile('not json');
  expect(r.ok).toBe(false);
  expect(!r.ok && r.issues.map((i) => i.code)).toEqual(['bad_json']);
});

test('a file that makes the reading throw: "could not read this file", never an exception', () => {
  core.explode = true;
  const r = readGameFile(GAME_FILE);
  expect(r.ok).toBe(false);
  expect(!r.ok && r.issues).toEqual([expect.objectContaining({ code: UNREADABLE_FILE })]);
  expect(!r.ok && r.issues[0]!.message).toMatch(/^Could not read this file/);
});

test('importing it opens nothing and saves nothing', () => {
  core.explode = true;
  expect(() => importDocument(GAME_FILE)).not.toThrow();
  expect(importDocument(GAME_FILE).map((i) => i.code)).toEqual([UNREADABLE_FILE]);
  expect(getStore().game).toBeNull();
});

test('a malformed file of the kind core once threw on is refused, never thrown', () => {
  const text = JSON.stringify(NULL_WIN_DOCUMENT);
  expect(() => readGameFile(text)).not.toThrow();
  expect(readGameFile(text).ok).toBe(false);
});

test.each(LOCALES)('the message is translated whole (%s)', (locale) => {
  expect(MESSAGES[locale]['issue.unreadable_file']).toBeTruthy();
});
