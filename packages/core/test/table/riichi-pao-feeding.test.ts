// §5.4 trigger of liability (pao) for a win entered by its tiles: "a player who already shows 2
// dragon groups (melded, or ankan) is fed the 3rd dragon by pon or daiminkan → the feeder is
// liable for daisangen; 3 wind groups + the 4th fed → liable for daisuushii" (seed 004, EMA 6.2:
// "another player feeds him a third melded pung / kong"). So a hand that may carry it shows every
// group of the yakuman as a declared meld (pon, kan, added kan or closed kan), at least one of
// them called from a discard (the fed one). The ledger charged the named player for hands with a
// dragon or wind group concealed, or every group a closed kan, that nobody could have fed.
// Seats: 0 = East (the dealer), 1 = South, 2 = West, 3 = North.

import { describe, expect, test } from 'vitest';
import { parseHand } from '../../src/hand/parse.ts';
import type { Seat } from '../../src/payment.ts';
import { resolveRiichiRules } from '../../src/rules/riichi/options.ts';
import { scoreRiichiHand } from '../../src/rules/riichi/score.ts';
import { appendEvent } from '../../src/table/ledger.ts';
import type { GameEvent } from '../../src/table/types.ts';
import { deltas, linesOf, newGame, play, refusal, wins } from './helpers.ts';

/** West wins with `hand` on `win`, from `from` (null: tsumo), East named liable. */
const westWins = (hand: string, win: string, from: Seat | null, liable?: Seat): GameEvent =>
  wins([
    {
      winner: 2,
      from,
      ...(liable === undefined ? {} : { liable }),
      score: { mode: 'hand', hand, win },
    },
  ]);

const PRESETS = ['ema2016', 'wrc2022', 'wrc2025', 'tenhou', 'mahjongsoul', 'mleague'] as const;

describe('§5.4 daisangen: a dragon group nobody fed carries no liability', () => {
  test.each(PRESETS)('%s: all three dragons concealed, or the third concealed: refused', (preset) => {
    for (const hand of ['123m99p555666777z', '123m99p777z + pon:555z pon:666z']) {
      for (const from of [1, null] as const) {
        expect(refusal(newGame(preset), westWins(hand, '9p', from, 0)), `${hand} from ${from}`).toEqual([
          'no_liability',
        ]);
      }
    }
  });

  test.each(PRESETS)('%s: three closed kans of dragons (none called): refused', (preset) => {
    const hand = '123m99p + ankan:5555z ankan:6666z ankan:7777z';
    expect(refusal(newGame(preset), westWins(hand, '9p', 1, 0))).toEqual(['no_liability']);
  });

  test('the refusal says why', () => {
    const out = appendEvent(newGame('tenhou'), westWins('123m99p777z + pon:555z pon:666z', '9p', 1, 0));
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.issues[0]!.message).toMatch(/daisangen/);
  });

  test.each(PRESETS)('%s: the same hands without a liable player are ordinary wins', (preset) => {
    // Daisangen (the concealed-triplet hands add no other yakuman): South pays 32,000.
    for (const hand of ['123m99p555666777z', '123m99p777z + pon:555z pon:666z']) {
      expect(deltas(play(newGame(preset), westWins(hand, '9p', 1)).state)).toEqual([0, -32000, 32000, 0]);
    }
  });

  test.each(PRESETS)(
    '%s: two closed kans and a called pon, or an added kan: the liability stands (W18 shapes)',
    (preset) => {
      // Ron by South: half / half (§5.4), no honba.
      const ron = play(newGame(preset), westWins('123m99p + ankan:5555z ankan:6666z pon:777z', '9p', 1, 0));
      expect(deltas(ron.state)).toEqual([-16000, -16000, 32000, 0]);
      expect(linesOf(ron.state, 'pao')).toEqual([{ from: 0, to: 2, amount: 16000 }]);
      // Tsumo: the liable player pays all (the pon upgraded to a kan still was fed).
      const tsumo = play(newGame(preset), westWins('123m99p + pon:555z pon:666z kakan:7777z', '9p', null, 0));
      expect(deltas(tsumo.state)).toEqual([-32000, 0, 32000, 0]);
    },
  );
});

describe('§5.4 daisuushii: the four wind groups shown, one of them called', () => {
  test.each(PRESETS)('%s: a concealed wind triplet: refused; four pons: liable', (preset) => {
    // 111z 222z 333z called, 444z concealed, ron on the 1p tanki: daisuushii.
    expect(refusal(newGame(preset), westWins('444z11p + pon:111z pon:222z pon:333z', '1p', 1, 0))).toEqual([
      'no_liability',
    ]);
    const { state } = play(
      newGame(preset),
      westWins('11p + pon:111z pon:222z pon:333z pon:444z', '1p', null, 0),
    );
    // Tsumo: daisuushii (double in mahjongsoul, which its liability covers), all from East.
    const expected = preset === 'mahjongsoul' ? 64000 : 32000;
    expect(deltas(state)).toEqual([-expected, 0, expected, 0]);
  });
});

describe('§5.4 wrc2025 suukantsu (†): the fourth kan fed, so one kan is an open one', () => {
  test('four closed kans: refused; an open kan among them: the liable player pays all', () => {
    expect(
      refusal(
        newGame('wrc2025'),
        westWins('55z + ankan:1111m ankan:9999p ankan:1111s ankan:2222z', '5z', null, 0),
      ),
    ).toEqual(['no_liability']);
    const { state } = play(
      newGame('wrc2025'),
      westWins('55z + ankan:1111m ankan:9999p ankan:1111s kan:2222z', '5z', null, 0),
    );
    expect(deltas(state)).toEqual([-32000, 0, 32000, 0]);
  });
});

describe('the ledger and the scorer cover the same yakuman (one rule, RiichiScoreResult.paoCovered)', () => {
  // Without stacking the scorer lists only the yakuman paid (daisuushii, the first of the two);
  // the ledger read the liability off that list and found no suukantsu there, so it charged the
  // liable player nothing where the scorer charged him the hand.
  const rules = { yakumanStacking: false, pao: ['suukantsu'] };
  const hand = '11p + kan:1111z kan:2222z kan:3333z ankan:4444z';

  test('four wind kans, one called, pao for suukantsu only, no stacking: the liable pays all', () => {
    const parsed = parseHand(hand, '1p');
    const resolved = resolveRiichiRules('wrc2025', rules);
    if (!parsed.ok || !resolved.ok) throw new Error('bad fixture');
    const scored = scoreRiichiHand(
      { hand: parsed.value, situation: { tsumo: true, seatWind: 3, roundWind: 1, liableWind: 1 } },
      resolved.value,
    );
    if (!scored.ok) throw new Error(JSON.stringify(scored.issues));
    expect(scored.value.yaku.map((y) => y.id)).toEqual(['daisuushii']);
    const { state } = play(newGame('wrc2025', rules), westWins(hand, '1p', null, 0));
    expect(deltas(state)).toEqual(scored.value.payment.deltas);
    expect(deltas(state)).toEqual([-32000, 0, 32000, 0]);
  });
});
