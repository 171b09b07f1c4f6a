// WIN_FLAGS is the ledger's one list of the situation flags a win entered by its tiles may
// carry: every flag in it is accepted with a value of its kind, and a name not in it, or a
// value of the other kind, is refused with a bad_flag issue at the flag's path. The front ends
// type their own lists by it (the CLI's option map, the web app's offered flags).

import { describe, expect, test } from 'vitest';
import type { FamilyId } from '../../src/rules/family.ts';
import { WIN_FLAGS, type WinFlagKind, winFlagKind } from '../../src/table/flags.ts';
import { appendEvent, createGame } from '../../src/table/ledger.ts';
import { PLAYERS } from './helpers.ts';

const PRESETS: Record<FamilyId, string> = {
  riichi: 'wrc2025',
  classical: 'jc_reference',
  singapore: 'sg_reference',
};
/** A closed hand each family scores, won on seat 2's discard by seat 1. */
const HANDS: Record<FamilyId, { hand: string; win: string }> = {
  riichi: { hand: '234567m345p67899s', win: '5p' },
  classical: { hand: '123m456m789m123p55p', win: '5p' },
  singapore: { hand: '123m456m789m123p55p', win: '5p' },
};
const FAMILIES = Object.keys(WIN_FLAGS) as FamilyId[];
const FLAGS_PATH = 'events[1].result.wins[0].score.flags.';

/** The issues a win carrying `flags` gets at a flag's path, with their messages. */
function flagIssues(family: FamilyId, flags: Record<string, unknown>): [string, string, string][] {
  const game = createGame({ family, preset: PRESETS[family], overrides: {}, players: PLAYERS });
  if (!game.ok) throw new Error(JSON.stringify(game.issues));
  const r = appendEvent(game.value, {
    type: 'hand',
    riichi: [],
    result: {
      kind: 'win',
      wins: [{ winner: 1, from: 2, score: { mode: 'hand', ...HANDS[family], flags: flags as never } }],
    },
  });
  if (r.ok) return [];
  return r.issues.flatMap((i) =>
    i.path?.startsWith(FLAGS_PATH)
      ? [[i.code, i.path.slice(FLAGS_PATH.length), i.message] as [string, string, string]]
      : [],
  );
}

const goodValue = (kind: WinFlagKind) => (kind === 'count' ? 1 : true);
const wrongValue = (kind: WinFlagKind) => (kind === 'count' ? true : 1);

test('every family has its list, and the lists do not repeat a name', () => {
  expect(FAMILIES.sort()).toEqual(['classical', 'riichi', 'singapore']);
  for (const family of FAMILIES) expect(Object.keys(WIN_FLAGS[family]).length).toBeGreaterThan(4);
});

describe.each(FAMILIES)('%s', (family) => {
  const flags = Object.entries(WIN_FLAGS[family]) as [string, WinFlagKind][];

  test.each(flags)('%s (%s) is accepted as a flag', (name, kind) => {
    // A flag the hand contradicts (a robbed kong on a discard that is no kong) may be refused by
    // the scorer, with its own reason; the ledger's refusal of the name or the value is not.
    const refused = flagIssues(family, { [name]: goodValue(kind) }).filter(([, , message]) =>
      /is not a .* flag|must be (true or false|a whole number)/.test(message),
    );
    expect(refused).toEqual([]);
    expect(winFlagKind(family, name)).toBe(kind);
  });

  test.each(flags)('%s with a value of the wrong kind is refused', (name, kind) => {
    const issues = flagIssues(family, { [name]: wrongValue(kind) });
    expect(issues.map(([code, path]) => [code, path])).toContainEqual(['bad_flag', name]);
  });

  test('a name not in the list is refused and the message lists the family’s flags', () => {
    const issues = flagIssues(family, { ipatsu: true });
    expect(issues.map(([code, path]) => [code, path])).toEqual([['bad_flag', 'ipatsu']]);
    for (const name of Object.keys(WIN_FLAGS[family])) expect(issues[0]?.[2]).toContain(name);
    expect(winFlagKind(family, 'ipatsu')).toBeUndefined();
    // Not a key of the list's object either: an inherited name is no flag.
    expect(winFlagKind(family, 'toString')).toBeUndefined();
  });
});

test('a flag of one family is refused in another that has no such situation', () => {
  expect(flagIssues('riichi', { lastTile: true }).map(([c, p]) => [c, p])).toEqual([
    ['bad_flag', 'lastTile'],
  ]);
  expect(flagIssues('classical', { ippatsu: true }).map(([c, p]) => [c, p])).toEqual([
    ['bad_flag', 'ippatsu'],
  ]);
  expect(flagIssues('singapore', { haitei: true }).map(([c, p]) => [c, p])).toEqual([['bad_flag', 'haitei']]);
});
