// What the win screen offers per game: the riichi situations of the local yaku (spec §3.6) only
// in a game whose rules count them, since no preset does.

import { appendEvent, createGame, RIICHI_PRESET_IDS } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { familyUi, offeredFlags, RIICHI_FLAGS, withFlag } from '../src/game/families.ts';

const players: [string, string, string, string] = ['Ann', 'Bob', 'Cy', 'Dee'];

/** The common flags, with the robbed closed kan after chankan where kokushi may rob one. */
const common = (robsAnkan: boolean) =>
  RIICHI_FLAGS.flatMap((f) => (f === 'chankan' && robsAnkan ? [f, 'chankanOnAnkan'] : [f]));

test('every preset offers the common riichi flags only, and a robbed closed kan where kokushi may rob one', () => {
  const robbing: string[] = [];
  for (const preset of RIICHI_PRESET_IDS) {
    const flags = familyUi({ family: 'riichi', preset, overrides: {}, players })?.flags;
    const robs = flags?.includes('chankanOnAnkan') === true;
    if (robs) robbing.push(preset);
    expect(flags, preset).toEqual(common(robs));
  }
  // Spec §6: off in Tenhou and M-League; on in the others (Shanghai's, unstated, the default).
  expect(robbing.sort()).toEqual(['ema2016', 'mahjongsoul', 'shanghai2', 'wrc2022', 'wrc2025']);
});

test('a local yaku switched on brings its situation, in a fixed order', () => {
  const ui = (overrides: Record<string, unknown>) =>
    familyUi({ family: 'riichi', preset: 'tenhou', overrides, players })?.flags;
  expect(ui({ kanburi: true })).toEqual([...common(false), 'kanburi']);
  expect(ui({ kanburi: true, openRiichi: true, tsubameGaeshi: true })).toEqual([
    ...common(false),
    'openRiichi',
    'tsubameGaeshi',
    'kanburi',
  ]);
  // Sanrenkou and isshoku sanjun are read off the tiles: no flag.
  expect(ui({ sanrenkou: true, isshokuSanjun: true })).toEqual(common(false));
});

test('a flag that says more of another is offered once that one is ticked, and cleared with it', () => {
  const flags = common(true);
  expect(offeredFlags(flags, {})).toEqual(common(false));
  expect(offeredFlags(flags, { chankan: false })).toEqual(common(false));
  expect(offeredFlags(flags, { chankan: true })).toEqual(flags);
  const ticked = withFlag(withFlag({ ippatsu: true }, 'chankan', true), 'chankanOnAnkan', true);
  expect(ticked).toEqual({ ippatsu: true, chankan: true, chankanOnAnkan: true });
  // Unticking chankan takes the robbed closed kan with it; unticking that leaves chankan.
  expect(withFlag(ticked, 'chankan', false)).toEqual({ ippatsu: true, chankan: false });
  expect(withFlag(ticked, 'chankanOnAnkan', false)).toEqual({
    ippatsu: true,
    chankan: true,
    chankanOnAnkan: false,
  });
});

test('every flag the win screen can offer is one the ledger accepts, in each family', () => {
  // The ledger refuses a flag it does not know (bad_flag): a flag offered here and not known
  // there would make every hand that ticks it unsavable.
  const hand = (family: string) =>
    family === 'riichi'
      ? { hand: '234567m345p67899s', win: '5p' }
      : { hand: '123m456m789m123p55p', win: '5p' };
  const all = { openRiichi: true, tsubameGaeshi: true, kanburi: true, kokushiRobsAnkan: true };
  for (const [family, preset, overrides] of [
    ['riichi', 'wrc2025', all],
    ['classical', 'jc_reference', {}],
    ['singapore', 'sg_reference', {}],
  ] as const) {
    const config = { family, preset, overrides, players } as const;
    const flags = familyUi(config)?.flags ?? [];
    expect(flags.length, family).toBeGreaterThan(4);
    const created = createGame(config);
    if (!created.ok) throw new Error(JSON.stringify(created.issues));
    for (const flag of flags) {
      const r = appendEvent(created.value, {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [
            {
              winner: 1,
              from: null,
              score: {
                mode: 'hand',
                ...hand(family),
                flags: { [flag]: flag === 'flowerReplacement' ? 1 : true },
              },
            },
          ],
        },
      });
      // A flag the hand contradicts (a kong replacement without a kong) is the scorer's business;
      // an unknown flag, or one of the wrong type, is the ledger's refusal looked for here.
      const unknown = r.ok
        ? []
        : r.issues.filter((i) => /is not a .* flag|must be (true or false|a whole number)/.test(i.message));
      expect(unknown, `${family} ${flag}`).toEqual([]);
    }
  }
});
