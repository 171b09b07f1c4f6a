// Score box 2 and the history word a hand as its family's screens do: a Classical game's sticks
// are Ready sticks, its draw payments are for not waiting, its penalty an erroneous mahjong, and
// its drawn hand names who was waiting; a Singapore penalty is a false win. The box said
// "riichi sticks", "noten" and "chombo", and the history "tenpai", in every family.

import { appendEvent, createGame, type GameEvent, type HandRecord } from '@mahjong-ledger/core';
import { expect, test } from 'vitest';
import { LOCALES, setLocale } from '../src/i18n/index.ts';
import { lineText, noteText, reasonText } from '../src/score/ScoreBox2.tsx';
import { resultLabel } from '../src/ui/labels.ts';

const names = ['Ann', 'Bob', 'Cy', 'Dee'] as const;

/** The records of a game of `family` after `events`. */
function play(
  family: 'classical' | 'singapore',
  preset: string,
  events: GameEvent[],
  overrides: Record<string, unknown> = {},
): HandRecord[] {
  const game = createGame({ family, preset, overrides, players: [...names] });
  if (!game.ok) throw new Error(JSON.stringify(game.issues));
  let doc = game.value;
  let history: HandRecord[] = [];
  for (const e of events) {
    const r = appendEvent(doc, e);
    if (!r.ok) throw new Error(JSON.stringify(r.issues));
    doc = r.value.doc;
    history = [...r.value.state.history];
  }
  return history;
}

test('a Classical game’s payments are worded in its own terms, never riichi’s', () => {
  const [draw, win, penalty] = play(
    'classical',
    'jc_reference',
    [
      // Cy declares Ready and is the only one waiting at the draw; Bob wins and takes the stick;
      // Dee makes an erroneous mahjong.
      { type: 'hand', riichi: [2], result: { kind: 'exhaustive_draw', tenpai: [2] } },
      {
        type: 'hand',
        riichi: [],
        result: {
          kind: 'win',
          wins: [{ winner: 1, from: 0, score: { mode: 'points', points: 30, doubles: 1 } }],
        },
      },
      { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 3 } },
    ] as GameEvent[],
    // Draw payments (off in the reference rules): the non-waiting players pay the waiting one.
    { drawPayments: true },
  );
  const words = (r: HandRecord) => r.payment.lines.map((l) => reasonText(l.reason, 'classical'));
  expect(words(draw!)).toContain('Ready stick');
  expect(words(draw!)).toContain('not waiting');
  expect(words(win!)).toContain('Ready sticks');
  expect(words(penalty!)).toContain('erroneous mahjong');
  for (const r of [draw!, win!, penalty!]) expect(words(r).join(' ')).not.toMatch(/riichi|noten|chombo/);
  expect(resultLabel(draw!.result, names, 'classical')).toBe('Draw · waiting: Cy');
  // Riichi keeps its own words.
  expect(reasonText('sticks', 'riichi')).toBe('riichi sticks');
  expect(reasonText('noten')).toBe('noten');
  expect(resultLabel(draw!.result, names, 'riichi')).toBe('Draw · tenpai: Cy');
});

test('a Singapore false win is paid as a false win, not a chombo', () => {
  const [falseWin] = play('singapore', 'sg_reference', [
    { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 3 } },
  ] as GameEvent[]);
  const words = falseWin!.payment.lines.map((l) => reasonText(l.reason, 'singapore'));
  expect(words.length).toBeGreaterThan(0);
  expect(words).toContain('false win');
  expect(words.join(' ')).not.toMatch(/chombo/);
});

test('a liable player pays as bao in Singapore and by liability in Classical, said once a line', () => {
  // Ann wins 5 tai (a limit, dragons) on Cy's discard, Bob liable: Bob pays every share.
  const [bao] = play('singapore', 'sg_reference', [
    {
      type: 'hand',
      riichi: [],
      result: {
        kind: 'win',
        wins: [{ winner: 0, from: 2, liable: 1, liableReason: 'dragons', score: { mode: 'tai', tai: 5 } }],
      },
    },
  ] as GameEvent[]);
  const lines = bao!.payment.lines.filter((l) => l.reason === 'pao');
  expect(lines.length).toBeGreaterThan(0);
  // "bao (for Cy)", where it read "pao (bao: for Cy)": riichi's word, and bao twice.
  const said = lines.map((l) => `${reasonText(l.reason, 'singapore')} (${noteText(l, names)})`);
  expect(said).toContain('bao (for Cy)');
  for (const s of said) expect(s).not.toMatch(/pao|bao.*bao/);
  expect(reasonText('pao', 'classical')).toBe('liability');
  expect(reasonText('pao', 'riichi')).toBe('pao');
});

test('a line whose note says its reason again says it once', () => {
  // A Classical Ready stick read "Ready stick (Ready stick)", a Singapore false win "false win
  // (false win)" (in Japanese 誤和（誤和了）, in Chinese 诈胡（诈和）).
  const [ready] = play('classical', 'jc_reference', [
    { type: 'hand', riichi: [2], result: { kind: 'exhaustive_draw', tenpai: [2] } },
  ] as GameEvent[]);
  const [falseWin] = play('singapore', 'sg_reference', [
    { type: 'hand', riichi: [], result: { kind: 'chombo', offender: 3 } },
  ] as GameEvent[]);
  const stick = ready!.payment.lines.find((l) => l.reason === 'riichi')!;
  expect(lineText(stick, 'classical', names)).toBe('Ready stick');
  for (const locale of LOCALES) {
    setLocale(locale);
    for (const l of [...ready!.payment.lines, ...falseWin!.payment.lines]) {
      const family = l.reason === 'chombo' ? 'singapore' : 'classical';
      expect(lineText(l, family, names), `${locale} ${l.reason}`).not.toMatch(/^(.+)[ ]?[(（]\1[)）]$/);
    }
  }
  setLocale('en');
  // A note that says more is kept: whose share a discarder pays.
  const [win] = play('classical', 'jc_reference', [
    {
      type: 'hand',
      riichi: [],
      result: {
        kind: 'win',
        wins: [{ winner: 1, from: 0, score: { mode: 'points', points: 30, doubles: 1 } }],
      },
    },
  ] as GameEvent[]);
  expect(win!.payment.lines.map((l) => lineText(l, 'classical', names))).toContain('hand (share of Cy)');
});
