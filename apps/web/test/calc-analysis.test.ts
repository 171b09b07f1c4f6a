// The calculator's hand analysis (calcAnalysis.ts), on hands worked by hand: a tenpai hand's
// waits with the copies left (the hand's own, its melds' and the indicators' taken off) and the
// value of each win by ron and by tsumo under the calculator's settings, "no yaku" where a win
// has none; a hand not in tenpai's distance and the draws that help; a 14-tile hand that is no
// win, its best discards; and no analysis where there is none to give.

import {
  formatTile,
  parseHand,
  parseTiles,
  type RiichiRules,
  resolveRiichiRules,
} from '@mahjong-ledger/core';
import { describe, expect, test } from 'vitest';
import {
  analyseCalcHand,
  CALC_DEFAULTS,
  type CalcSituation,
  calcSituation,
  MAX_DISCARDS,
  tilesHeld,
  type WinValue,
} from '../src/game/calcAnalysis.ts';
import { emptyDraft, type HandDraft } from '../src/hand/draft.ts';

/** The calculator's defaults: South seat, East round, ron from East, wrc2025. */
const SIT: CalcSituation = CALC_DEFAULTS;

function rulesOf(preset: string): RiichiRules {
  const r = resolveRiichiRules(preset);
  if (!r.ok) throw new Error(preset);
  return r.value;
}

function draftOf(hand: string, more: Partial<HandDraft> = {}): HandDraft {
  const h = parseHand(hand);
  if (!h.ok) throw new Error(hand);
  return { ...emptyDraft(), concealed: h.value.concealed, melds: h.value.melds, ...more };
}

const tiles = (s: string) => {
  const r = parseTiles(s);
  if (!r.ok) throw new Error(s);
  return r.value;
};

/** A win's value as "han/fu total per-payer", or its error. */
function winText(v: WinValue): string {
  if (!v.ok) return v.error;
  const p = v.score.perPayer;
  const each =
    'ron' in p ? '' : 'tsumo_all' in p ? ` ${p.tsumo_all} all` : ` ${p.tsumo_non_dealer}/${p.tsumo_dealer}`;
  return `${v.score.han}/${v.score.fu} ${v.score.total}${each}`;
}

function analyse(draft: HandDraft, sit: Partial<CalcSituation> = {}, preset = 'wrc2025') {
  return analyseCalcHand(draft, { ...SIT, ...sit, preset }, rulesOf(preset));
}

describe('a 13-tile hand in tenpai', () => {
  test('the waits, the copies left with an indicator taken off, and each win by ron and tsumo', () => {
    // Pinfu on 5s-8s; the indicator 8s makes the pair of 9s two dora, and shows one 8s.
    const a = analyse(draftOf('234567m345p67s99s', { dora: tiles('8s') }));
    expect(a?.kind).toBe('waits');
    if (a?.kind !== 'waits') return;
    expect(
      a.waits.map((w) => ({
        tile: formatTile(w.tile),
        shapes: w.shapes,
        left: w.left,
        ron: winText(w.ron),
        tsumo: winText(w.tsumo),
      })),
    ).toEqual([
      // Pinfu and two dora, 3 han 30 fu: 3,900 by ron; with tsumo 4 han 20 fu, 1,300/2,600.
      { tile: '5s', shapes: ['ryanmen'], left: 4, ron: '3/30 3900', tsumo: '4/20 5200 1300/2600' },
      { tile: '8s', shapes: ['ryanmen'], left: 3, ron: '3/30 3900', tsumo: '4/20 5200 1300/2600' },
    ]);
    expect(a.left).toBe(7);
  });

  test('an open hand: a win without a yaku says so, and the copies in the hand are taken off', () => {
    // East is the round wind (a yaku); West is not the seat's nor the round's.
    const a = analyse(draftOf('234m456p11z33z + chi:789s'));
    if (a?.kind !== 'waits') throw new Error(a?.kind);
    expect(
      a.waits.map((w) => [formatTile(w.tile), w.shapes, w.left, winText(w.ron), winText(w.tsumo)]),
    ).toEqual([
      ['1z', ['shanpon'], 2, '1/30 1000', '1/30 1100 300/500'],
      ['3z', ['shanpon'], 2, 'no_yaku', 'no_yaku'],
    ]);
  });

  test("a meld's tiles are seen, and the values follow the calculator's settings", () => {
    // 1m-4m; the chi holds a 1m. Open, a pair of East and nothing else: no yaku either way.
    const a = analyse(draftOf('23m456p789s11z + chi:123m'), { seatWind: 1, discarderWind: 2, honba: 1 });
    if (a?.kind !== 'waits') throw new Error(a?.kind);
    expect(a.waits.map((w) => [formatTile(w.tile), w.left, winText(w.ron), winText(w.tsumo)])).toEqual([
      ['1m', 3, 'no_yaku', 'no_yaku'],
      ['4m', 4, 'no_yaku', 'no_yaku'],
    ]);
    // Closed, with riichi, and East's double wind pair (40 fu): the dealer's ron, 2,000 and
    // 300 for the honba; on 1m iipeikou besides, 2 han: 3,900 and 300. The hand's 1m is seen.
    const closed = analyse(draftOf('23m456p789s11z123m'), {
      seatWind: 1,
      discarderWind: 2,
      honba: 1,
      riichi: true,
    });
    if (closed?.kind !== 'waits') throw new Error(closed?.kind);
    expect(closed.waits.map((w) => [formatTile(w.tile), w.left, winText(w.ron)])).toEqual([
      ['1m', 3, '2/40 4200'],
      ['4m', 4, '1/40 2300'],
    ]);
  });

  test('red fives are fives (where the rules have them)', () => {
    const a = analyse(draftOf('340m456p789s1122z'), {}, 'tenhou');
    if (a?.kind !== 'waits') throw new Error(a?.kind);
    expect(a.waits.map((w) => [formatTile(w.tile), w.left, winText(w.ron)])).toEqual([
      // East (the round's) or South (the seat's) a yaku, and the red five: 2 han 40 fu.
      ['1z', 2, '2/40 2600'],
      ['2z', 2, '2/40 2600'],
    ]);
    // Without red fives in the rules, the hand cannot exist: core names it, no analysis.
    expect(analyse(draftOf('340m456p789s1122z'), {}, 'wrc2025')).toBeNull();
  });
});

describe('a 13-tile hand not in tenpai', () => {
  test('how far it is and the draws that bring it closer, with the copies left', () => {
    // Three sets and four lone honours: a pair of any of them leaves it one from tenpai.
    const a = analyse(draftOf('123m456p789s1357z'), { riichi: true }, 'tenhou');
    expect(a).toEqual({
      kind: 'shanten',
      shanten: 2,
      tiles: tiles('1z3z5z7z').map((tile) => ({ tile, left: 3 })),
      left: 12,
    });
  });

  test('the dora indicators, and the ura ones only with riichi where the rules have them', () => {
    const draft = draftOf('123m456p789s1357z', { dora: tiles('1z'), ura: tiles('3z') });
    const left = (sit: Partial<CalcSituation>) => {
      const a = analyse(draft, sit, 'tenhou');
      return a?.kind === 'shanten' ? a.tiles.map((x) => x.left) : null;
    };
    expect(left({ riichi: false })).toEqual([2, 3, 3, 3]);
    expect(left({ riichi: true })).toEqual([2, 2, 3, 3]);
  });
});

describe('a 14-tile hand that is no win', () => {
  test('the shanten after the best discard and the best discards, at most five', () => {
    const a = analyse(draftOf('123m456p789s11z235z'));
    if (a?.kind !== 'discards') throw new Error(a?.kind);
    expect(a.shanten).toBe(1);
    expect(a.discards).toHaveLength(MAX_DISCARDS);
    // Dropping a lone honour leaves a pair of East and two lone honours: one from tenpai.
    expect(
      a.discards
        .slice(0, 3)
        .map((d) => [formatTile(d.discard), d.shanten, d.tiles.map((x) => x.left), d.total]),
    ).toEqual([
      ['2z', 1, [2, 3, 3], 8],
      ['3z', 1, [2, 3, 3], 8],
      ['5z', 1, [2, 3, 3], 8],
    ]);
    expect(a.discards.slice(3).every((d) => d.shanten === 2)).toBe(true);
  });

  test('a complete hand has none (it scores, or is refused for its own reason)', () => {
    expect(analyse(draftOf('234m456p789s22z333z'))).toBeNull();
  });
});

test('no analysis for a hand of another size, or one that cannot exist', () => {
  expect(analyse(draftOf('123m456p789s135z'))).toBeNull();
  expect(analyse(draftOf('123m456p789s11223344z'))).toBeNull();
  expect(analyse(draftOf('11111m456p789s12z'))).toBeNull();
  expect(analyse(emptyDraft())).toBeNull();
});

test('tiles held count a meld, a kan too, as three', () => {
  expect(tilesHeld(draftOf('123m456p1z + kan:7777s'))).toBe(10);
  expect(tilesHeld(draftOf('23m456p789s11z + ankan:1111m'))).toBe(13);
});

test("the calculator's situation: ura indicators only with riichi and ura dora, the discarder only on a ron", () => {
  const draft = draftOf('234567m345p67s99s', {
    dora: tiles('1z'),
    ura: tiles('2z'),
    flags: { haitei: true },
  });
  const ron = calcSituation({ ...SIT, riichi: true }, draft, rulesOf('tenhou'));
  expect(ron).toMatchObject({ tsumo: false, discarderWind: 1, uraIndicators: tiles('2z'), haitei: true });
  const tsumo = calcSituation({ ...SIT, riichi: false }, draft, rulesOf('tenhou'), true);
  expect(tsumo).not.toHaveProperty('discarderWind');
  expect(tsumo).toMatchObject({ tsumo: true, doraIndicators: tiles('1z'), uraIndicators: [] });
  expect(
    calcSituation({ ...SIT, riichi: true }, draft, { ...rulesOf('tenhou'), uraDora: false }).uraIndicators,
  ).toEqual([]);
});
