// §5.4 trigger of liability (pao) in the hand scorer: "a player who already shows 2 dragon
// groups (melded, or ankan) is fed the 3rd dragon by pon or daiminkan" (3 wind groups and the
// 4th for daisuushii). `scoreRiichiHand` charged the liable player named for hands that nobody
// could have fed (a dragon or wind group concealed, every group a closed kan), and under
// shanghai2 for a rinshan tsumo after a kan added to a pon, whose tile nobody discarded: these
// are refused now (`no_liability`), as the ledger refuses them. Where only the rules decline a
// liability the player named is still ignored (spec-audit.test.ts, referee-audit.test.ts).
// South (seat wind 2) wins in the East round; payments by wind, 0 = East .. 3 = North.

import { describe, expect, test } from 'vitest';
import {
  parseHand,
  type RiichiPresetId,
  type RiichiSituationInput,
  resolveRiichiRules,
  scoreRiichiHand,
} from '../../../src/index.ts';

const PRESETS = ['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague'] as const;

function score(hand: string, win: string, sit: Partial<RiichiSituationInput>, preset: RiichiPresetId) {
  const h = parseHand(hand, win);
  const rules = resolveRiichiRules(preset);
  if (!h.ok || !rules.ok) throw new Error(`bad test input ${hand}`);
  return scoreRiichiHand(
    { hand: h.value, situation: { tsumo: false, seatWind: 2, roundWind: 1, ...sit } },
    rules.value,
  );
}

/** The codes and paths of a refusal, or the deltas of a win. */
function outcome(hand: string, win: string, sit: Partial<RiichiSituationInput>, preset: RiichiPresetId) {
  const r = score(hand, win, sit, preset);
  return r.ok ? r.value.payment.deltas : r.issues.map((i) => `${i.code} at ${i.path}`);
}

const REFUSED = ['no_liability at situation.liableWind'];

describe('§5.4 daisangen and daisuushii: a group nobody fed carries no liability', () => {
  const unfed: [string, string, string][] = [
    ['all three dragons concealed', '123m99p555666777z', '9p'],
    ['the third dragon concealed', '123m99p777z + pon:555z pon:666z', '9p'],
    ['three closed dragon kans', '123m99p + ankan:5555z ankan:6666z ankan:7777z', '9p'],
    ['a wind triplet concealed', '444z55z + pon:111z pon:222z pon:333z', '5z'],
  ];
  test.each(PRESETS)('%s: refused on a tsumo and on a ron, naming the shape needed', (preset) => {
    for (const [what, hand, win] of unfed) {
      for (const sit of [
        { tsumo: true, liableWind: 1 },
        { discarderWind: 3, liableWind: 1 },
      ]) {
        expect(outcome(hand, win, sit, preset), `${what} ${JSON.stringify(sit)}`).toEqual(REFUSED);
      }
    }
    const r = score(unfed[1]![1], '9p', { tsumo: true, liableWind: 1 }, preset);
    expect(r.ok ? '' : r.issues[0]!.message).toMatch(/all three dragon groups shown as declared melds/);
  });

  test.each(PRESETS)('%s: the same yakuman without a liable player scores as before', (preset) => {
    for (const [, hand, win] of unfed) expect(score(hand, win, { tsumo: true }, preset).ok).toBe(true);
  });

  test.each(PRESETS)('%s: shapes the trigger allows keep their liability', (preset) => {
    // An added kan was a pon first (its tile called), and two closed kans beside one pon are
    // "2 dragon groups (melded, or ankan)" fed the 3rd: East, liable, pays the whole tsumo.
    for (const hand of [
      '123m99p + pon:555z pon:666z kakan:7777z',
      '123m99p + ankan:5555z ankan:6666z pon:777z',
      '123m99p + pon:555z pon:666z kan:7777z',
    ]) {
      expect(outcome(hand, '9p', { tsumo: true, liableWind: 1 }, preset), hand).toEqual([
        -32000, 32000, 0, 0,
      ]);
    }
  });
});

describe('§5.4 wrc2025 suukantsu (†): four closed kans fed nobody', () => {
  test('four closed kans with a liable player: refused', () => {
    const hand = '99p + ankan:1111m ankan:2222p ankan:3333s ankan:4444s';
    expect(outcome(hand, '9p', { tsumo: true, liableWind: 1 }, 'wrc2025')).toEqual(REFUSED);
    const r = score(hand, '9p', { tsumo: true, liableWind: 1 }, 'wrc2025');
    expect(r.ok ? '' : r.issues[0]!.message).toMatch(/all four kans shown as declared melds/);
  });
  test('one open kan among them: the liable player pays (whole hand, wrc2025 pays the suuankou too)', () => {
    const hand = '99p + ankan:1111m ankan:2222p ankan:3333s kan:4444s';
    const r = score(hand, '9p', { tsumo: true, liableWind: 1 }, 'wrc2025');
    expect(r.ok && r.value.payment.lines.some((l) => l.reason === 'pao' && l.from === 0)).toBe(true);
  });
  test('presets without suukantsu pao ignore the player named, as before', () => {
    const hand = '99p + ankan:1111m ankan:2222p ankan:3333s ankan:4444s';
    expect(score(hand, '9p', { tsumo: true, liableWind: 1 }, 'tenhou').ok).toBe(true);
  });
});

describe('§5.4 shanghai2: a rinshan tsumo after a kan whose tile nobody discarded', () => {
  // Red dragon pon and rinshan kaihou, West named liable: a kan added to a pon (kakan) had its
  // fourth tile drawn, not discarded, so only an open kan made on a discard carries it.
  const sit = { tsumo: true, rinshan: true, liableWind: 3 };
  test('after an added kan: refused, naming why', () => {
    const r = score('234m678p55s + pon:777z kakan:2222s', '5s', sit, 'shanghai2');
    expect(r.ok ? [] : r.issues.map((i) => i.code)).toEqual(['no_liability']);
    expect(r.ok ? '' : r.issues[0]!.message).toMatch(/nobody discarded/);
  });
  test('after an open kan made on a discard: the player who discarded its tile pays', () => {
    const r = score('234m678p55s + pon:777z kan:2222s', '5s', sit, 'shanghai2');
    if (!r.ok) throw new Error(r.issues[0]!.message);
    const [east, south, west, north] = r.value.payment.deltas;
    expect([east, north, west! < 0, south]).toEqual([0, 0, true, -west!]);
  });
});
