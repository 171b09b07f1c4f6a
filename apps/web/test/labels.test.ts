// Labels built from core's data: counts read "1 stick", not "1 sticks", in every language that
// needs it; and a refused edit or delete names the later hand that would break ("Hand 3: ...").

import { type Issue, removeEvent, replaceEvent, replayGame } from '@mahjong-ledger/core';
import { afterEach, describe, expect, test } from 'vitest';
import { en } from '../src/i18n/en.ts';
import { LOCALES, MESSAGES, setLocale, t, tCount } from '../src/i18n/index.ts';
import { placeIssues, roundLabel } from '../src/ui/labels.ts';
import { BUST_GAME } from './fixtures.ts';

afterEach(() => setLocale('en'));

const round = (sticks: number) => ({ wind: 1, number: 2, honba: 1, sticks });

describe('counts', () => {
  test('the round label says 1 stick, 0 and 2 sticks', () => {
    setLocale('en');
    expect(roundLabel(round(1))).toBe('East 2 · 1 honba · 1 stick');
    expect(roundLabel(round(0))).toBe('East 2 · 1 honba · 0 sticks');
    expect(roundLabel(round(2))).toBe('East 2 · 1 honba · 2 sticks');
    expect(roundLabel(round(1), 'classical')).toBe('East 2 · dealer repeats 1 · 1 Ready stick');
    expect(roundLabel(round(3), 'classical')).toBe('East 2 · dealer repeats 1 · 3 Ready sticks');
  });

  test('the table and score box 1 count in the singular for one', () => {
    setLocale('en');
    expect(tCount('table.sticks', 1, { n: 1 })).toBe('1 riichi stick');
    expect(tCount('table.sticks', 2, { n: 2 })).toBe('2 riichi sticks');
    expect(tCount('table.ready_sticks', 1, { n: 1 })).toBe('1 Ready stick');
    expect(tCount('box1.doubles_n', 1, { n: 1 })).toBe('1 double');
    expect(tCount('box1.doubles_n', 0, { n: 0 })).toBe('0 doubles');
  });

  test('Japanese and Chinese count alike for every number', () => {
    setLocale('ja');
    expect(roundLabel(round(1))).toBe('東2局 · 1本場 · 供託1本');
    setLocale('zh');
    expect(roundLabel(round(1))).toMatch(/ · 供托1根$/);
    expect(tCount('table.sticks', 1, { n: 1 })).toBe('供托1根');
  });

  test.each(LOCALES)('every singular form (%s) has its plural form, with the same placeholders', (locale) => {
    const table = MESSAGES[locale] as Record<string, string>;
    const ones = Object.keys(en).filter((k) => k.endsWith('_one'));
    expect(ones.length).toBeGreaterThanOrEqual(6);
    const ph = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const one of ones) {
      const base = one.slice(0, -'_one'.length);
      expect(table[base], one).toBeTruthy();
      expect(ph(table[one]!), one).toEqual(ph(table[base]!));
    }
  });
});

describe('a refused edit names the later hand that would break', () => {
  const game = replayGame(BUST_GAME);
  if (!game.ok) throw new Error('the fixture replays');
  const history = game.value.history;
  const refused = (r: { ok: boolean; issues?: Issue[] }) => {
    expect(r.ok).toBe(false);
    return r.issues!;
  };

  test('a delete: core counts in the log without it; the hand is named as the history numbers it', () => {
    setLocale('en');
    const issues = refused(removeEvent(BUST_GAME, 1));
    const placed = placeIssues(issues, BUST_GAME.events, history, { removed: 1 });
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({ code: 'game_over', place: 'Hand 3' });
    expect(t('issue.placed', { place: placed[0]!.place!, message: placed[0]!.message })).toBe(
      `Hand 3: ${issues[0]!.message}`,
    );
  });

  test('an edit: the later hand is named, in Japanese and Chinese too', () => {
    const edit = replaceEvent(BUST_GAME, 1, {
      type: 'hand',
      riichi: [],
      result: { kind: 'win', wins: [{ winner: 3, from: 2, score: { mode: 'value', han: 1, fu: 30 } }] },
    });
    const issues = refused(edit);
    const place = (locale: 'en' | 'ja' | 'zh') => {
      setLocale(locale);
      return placeIssues(issues, BUST_GAME.events, history, { edited: 1 })[0]!.place;
    };
    expect(place('en')).toBe('Hand 3');
    expect(place('ja')).toBe('第3局');
    expect(place('zh')).toBe('第3局');
  });

  test("the edited hand's own issues are not placed; instant payouts and corrections are named", () => {
    setLocale('en');
    const own: Issue = { code: 'no_yaku', message: 'no yaku', path: 'events[1].result.wins[0].score' };
    expect(placeIssues([own], BUST_GAME.events, history, { edited: 1 })[0]).toEqual(own);
    const noPath: Issue = { code: 'bad_index', message: 'event 9 does not exist', path: 'index' };
    expect(placeIssues([noPath], BUST_GAME.events, history, { removed: 1 })[0]).toEqual(noPath);
    const atAdjust: Issue = { code: 'bad_adjust', message: 'bad', path: 'events[3]' };
    expect(placeIssues([atAdjust], BUST_GAME.events, history, {})[0]!.place).toBe(
      'Score correction after hand 2',
    );
  });
});
