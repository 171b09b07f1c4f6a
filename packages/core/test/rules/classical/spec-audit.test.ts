// Spec audit of japanese-classical.md, section by section: each test pins one rule the other
// test files do not pin on their own, with the section in its name. Seat South (2) in an East
// round, East (seat 0) deals, unless a case says otherwise.

import { describe, expect, test } from 'vitest';
import type { ClassicalSituation } from '../../../src/rules/classical/index.ts';
import { JC_REFERENCE, scoreClassicalLoserHand } from '../../../src/rules/classical/index.ts';
import { parseTiles } from '../../../src/tiles/notation.ts';
import { doublesOf, pointsOf, scoreOk } from './support.ts';

type Sit = Partial<ClassicalSituation> & { tsumo: boolean };
const RON: Sit = { tsumo: false, seatWind: 2, discarder: 0 };
const TSUMO: Sit = { tsumo: true, seatWind: 2 };

function tiles(text: string) {
  const r = parseTiles(text, 'hand');
  if (!r.ok) throw new Error(text);
  return r.value;
}

describe('§2 step 1: the best reading', () => {
  test('§2.1 111222333m read as pungs (P 48, D 2, V 192) beats the chows (V 128) when the pair wins', () => {
    const s = scoreOk({ hand: '111222333m456p99s', win: '9s' }, RON);
    expect([s.points, s.doubles, s.value]).toEqual([48, 2, 192]);
    expect(doublesOf(s)).toEqual(['three_concealed_pungs:2']);
    expect(s.payment.deltas).toEqual([-768, 768, 0, 0]);
  });

  test('§2.1 on 2m the pung reading loses its third concealed pung, so the chows win (V 128)', () => {
    const s = scoreOk({ hand: '111222333m456p99s', win: '2m' }, RON);
    expect([s.points, s.doubles, s.value]).toEqual([32, 2, 128]);
    expect(doublesOf(s)).toEqual(['pure_triple_chow:2']);
  });

  test('§2.1 equal capped values: the tie goes to the reading with more doubles', () => {
    // Pungs: P 50, D 4 (three concealed pungs, half flush) → 800 → 500.
    // Chows: P 34, D 5 (pure double + pure triple chow, half flush) → 1,088 → 500.
    const s = scoreOk({ hand: '111222333456m11z', win: '1z' }, RON, { pureTripleChowReplacesDouble: false });
    expect([s.points, s.doubles, s.value]).toEqual([34, 5, 500]);
  });
});

describe('§3 basic points', () => {
  test('§3 a pair of the prevalent wind only (East for South in the East round) scores 2', () => {
    const s = scoreOk({ hand: '123m456p789s555s11z', win: '1z' }, RON);
    expect(pointsOf(s)).toEqual([
      'concealed_hand:10',
      'concealed_simple_pung:4',
      'edge_closed_single_wait:2',
      'wind_pair:2',
      'winning:20',
    ]);
    expect(s.points).toBe(38);
  });

  test('§3 edge wait 8-9 → 7 scores 2 (P 32)', () => {
    const s = scoreOk({ hand: '123m456p789p78999s', win: '7s' }, RON);
    expect(s.reading.wait).toBe('edge');
    expect(s.points).toBe(32);
  });

  test('§3 a pung finished by a self-drawn winning tile stays concealed (4, not 2)', () => {
    const s = scoreOk({ hand: '123m555p789s111s22z', win: '5p' }, TSUMO);
    expect(pointsOf(s)).toContain('concealed_simple_pung:4');
    expect(pointsOf(s)).not.toContain('melded_simple_pung:2');
    // 20 + 2 + 10 + 4 + 8 (111s) + 2 (South pair for South) = 46; fully concealed: 92.
    expect([s.points, s.doubles, s.value]).toEqual([46, 1, 92]);
    expect(s.payment.deltas).toEqual([-184, 368, -92, -92]);
  });

  test('§3 a win on a replacement tile is self-drawn: +2, and the +10 with only a concealed kong', () => {
    const s = scoreOk(
      { hand: '1111m456p789s456s22m', melds: [['ankan', '1111m']], win: '2m' },
      { ...TSUMO, replacement: true },
    );
    expect(pointsOf(s)).toEqual([
      'concealed_hand:10',
      'concealed_terminal_honour_kong:32',
      'edge_closed_single_wait:2',
      'self_draw:2',
      'winning:20',
    ]);
    expect(doublesOf(s)).toEqual(['fully_concealed:1', 'out_on_replacement:1']);
    expect([s.points, s.value]).toEqual([66, 264]);
  });

  test('§3 an added kong (kan on a melded pung) is melded: 8 for simples, and the hand is open', () => {
    const s = scoreOk({ hand: '123m5555p789s456s22m', melds: [['kan', '5555p']], win: '2m' }, RON);
    expect(pointsOf(s)).toEqual(['edge_closed_single_wait:2', 'melded_simple_kong:8', 'winning:20']);
  });
});

describe('§4 doubles', () => {
  test('§4 Ready with only a concealed kong is a concealed hand: 1 double', () => {
    const s = scoreOk(
      { hand: '1111m456p789s456s22m', melds: [['ankan', '1111m']], win: '2m' },
      { ...RON, ready: true },
    );
    expect(doublesOf(s)).toEqual(['ready:1']);
    expect(s.notes).toEqual([]);
  });

  test('§4 dragon pung counts a melded kong of a dragon', () => {
    const s = scoreOk({ hand: '123m5555z789s456s22m', melds: [['kan', '5555z']], win: '2m' }, RON);
    expect(doublesOf(s)).toEqual(['dragon_pung:1']);
  });

  test('§4 three concealed pungs counts a concealed kong', () => {
    const s = scoreOk({ hand: '2222m555p777s789s44z', melds: [['ankan', '2222m']], win: '4z' }, RON);
    expect(doublesOf(s)).toEqual(['three_concealed_pungs:2']);
    expect([s.points, s.value]).toEqual([56, 224]);
  });

  test('§4 three concealed pungs does not count a melded kong', () => {
    const s = scoreOk({ hand: '2222m555p777s789s44z', melds: [['kan', '2222m']], win: '4z' }, RON);
    expect(doublesOf(s)).toEqual([]);
  });

  test('§4 all pungs with three concealed (one a concealed kong) is 3 in total (A6)', () => {
    const s = scoreOk(
      {
        hand: '2222m555p777s999s44z',
        melds: [
          ['ankan', '2222m'],
          ['pon', '999s'],
        ],
        win: '4z',
      },
      RON,
    );
    expect(doublesOf(s)).toEqual(['all_pungs_three_concealed:3']);
    expect([s.points, s.value]).toEqual([50, 400]);
  });

  test('§4 all pungs with none concealed: 2', () => {
    const s = scoreOk(
      {
        hand: '222m555p777s999s44z',
        melds: [
          ['pon', '222m'],
          ['pon', '555p'],
          ['pon', '777s'],
          ['pon', '999s'],
        ],
        win: '4z',
      },
      RON,
    );
    expect(doublesOf(s)).toEqual(['all_pungs:2']);
    expect([s.points, s.value]).toEqual([32, 128]);
  });

  test('§4 triple pung counts a kong of the number', () => {
    const s = scoreOk(
      {
        hand: '5555m555p555s678s99m',
        melds: [
          ['kan', '5555m'],
          ['pon', '555p'],
        ],
        win: '9m',
      },
      RON,
    );
    expect(doublesOf(s)).toEqual(['triple_pung:1']);
    expect([s.points, s.value]).toEqual([36, 72]);
  });

  test('§4 mixed triple chow has no concealment condition: it scores in an open hand', () => {
    const s = scoreOk({ hand: '345m345p345s777s99m', melds: [['chi', '345p']], win: '9m' }, RON);
    expect(doublesOf(s)).toEqual(['mixed_triple_chow:1']);
  });

  test('§4 fully concealed needs the self-draw: a concealed-kong hand on a self-draw scores it', () => {
    const spec = {
      hand: '1111m456p789s456s22m',
      melds: [['ankan', '1111m']] as ['ankan', string][],
      win: '2m',
    };
    expect(doublesOf(scoreOk(spec, TSUMO))).toEqual(['fully_concealed:1']);
    expect(doublesOf(scoreOk(spec, RON))).toEqual([]);
  });

  test('§4 last tile draw on a self-draw stacks with fully concealed', () => {
    const s = scoreOk({ hand: '123m456p789s45699s', win: '6s' }, { ...TSUMO, lastTile: true });
    expect(doublesOf(s)).toEqual(['fully_concealed:1', 'last_tile:1']);
    expect(s.value).toBe(128);
  });
});

describe('§5 limit hands', () => {
  test('§5 four concealed pungs on a self-drawn pung tile (the pung stays concealed)', () => {
    const s = scoreOk({ hand: '222m555p777s999s44z', win: '9s' }, TSUMO);
    expect(s.limitHands).toEqual(['four_concealed_pungs']);
    expect(s.payment.deltas).toEqual([-1000, 2000, -500, -500]);
  });

  test('§5 Blessing of Earth needs a concealed hand: with a claimed chow it is no limit', () => {
    const s = scoreOk(
      { hand: '123m456p789s45699s', melds: [['chi', '123m']], win: '6s' },
      { ...TSUMO, blessingOfEarth: true },
    );
    expect(s.limitHands).toEqual([]);
    expect(s.notes.map((n) => n.path)).toEqual(['earthly_hand']);
  });

  test('§5 a dealer limit hand on a discard: the discarder pays 6 x 500 = 3,000', () => {
    const s = scoreOk({ hand: '19m19p19s12345677z', win: '7z' }, { tsumo: false, seatWind: 1, discarder: 3 });
    expect(s.limitHands).toEqual(['thirteen_orphans']);
    expect(s.payment.deltas).toEqual([3000, 0, 0, -3000]);
  });
});

describe('§6.1 paying the winner', () => {
  test('§6.1 the dealer at seat 2: a non-dealer self-draw takes 2V from seat 2, V from the others', () => {
    const s = scoreOk({ hand: '123m456p789s45699s', win: '6s' }, { tsumo: true, seatWind: 2, dealerSeat: 2 });
    expect(s.winner).toBe(3);
    expect(s.value).toBe(64);
    expect(s.payment.deltas).toEqual([-64, -64, -128, 256]);
  });

  test('§6.1 the dealer robs a kong: the player who added it pays for all, 6V', () => {
    const s = scoreOk(
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: false, seatWind: 1, discarder: 2, robbingKong: true },
    );
    expect(doublesOf(s)).toEqual(['robbing_the_kong:1']);
    expect(s.payment.deltas).toEqual([360, 0, -360, 0]);
  });
});

describe('§6.5 liability', () => {
  const B3D = { hand: '234m88p555666777z', melds: [['pon', '555z']] as ['pon', string][], win: '8p' };

  test('§6.5 on another player’s discard the liable player pays the whole 4V; the discarder nothing', () => {
    const s = scoreOk(B3D, { ...RON, liable: 3 });
    expect(s.payment.deltas).toEqual([0, 2000, 0, -2000]);
    expect(s.liable).toBe(3);
  });

  test('§6.5 the liable player pays 4V under single share too (the amount the winner collects)', () => {
    const s = scoreOk(B3D, { ...RON, liable: 3 }, { discardPayment: 'single_share' });
    expect(s.payment.deltas).toEqual([0, 2000, 0, -2000]);
  });

  test('§6.5 a dealer winner: the liable player pays 6V', () => {
    const s = scoreOk(B3D, { tsumo: true, seatWind: 1, liable: 2 });
    expect(s.payment.deltas).toEqual([3000, 0, -3000, 0]);
  });

  test('§6.5 all honours (with big four winds) is a liability hand', () => {
    const s = scoreOk(
      { hand: '111222333444z55z', melds: [['pon', '111z']], win: '5z' },
      { ...RON, liable: 3 },
    );
    expect(s.limitHands).toEqual(['all_honours', 'big_four_winds']);
    expect(s.payment.deltas).toEqual([0, 2000, 0, -2000]);
  });

  test('§6.5 no liability for other limit hands (little four winds): the discarder pays', () => {
    const s = scoreOk(
      { hand: '111222333z44z789m', melds: [['pon', '111z']], win: '7m' },
      { ...RON, liable: 3 },
    );
    expect(s.limitHands).toEqual(['little_four_winds']);
    expect(s.liable).toBeNull();
    expect(s.payment.deltas).toEqual([-2000, 2000, 0, 0]);
  });
});

describe('§6.2 a loser’s hand score', () => {
  test('§6.2 no limit hand for a loser: three dragon pungs are 3 x 8 points and 3 doubles = 192', () => {
    const r = scoreClassicalLoserHand(
      { concealed: tiles('555666777z123m9s'), melds: [], bonus: [], seatWind: 2, roundWind: 1 },
      JC_REFERENCE,
    );
    expect(r.ok && [r.value.points, r.value.doubles, r.value.value]).toEqual([24, 3, 192]);
  });

  test('§6.2 a double-wind pair scores 4 with loserPairsScore, nothing by default', () => {
    const hand = { concealed: tiles('123m456p789s1122z'), melds: [], bonus: [], seatWind: 1, roundWind: 1 };
    const off = scoreClassicalLoserHand(hand, JC_REFERENCE);
    expect(off.ok && off.value.value).toBe(0);
    const on = scoreClassicalLoserHand(hand, { ...JC_REFERENCE, loserPairsScore: true });
    expect(on.ok && on.value.pointsDetail).toEqual([{ id: 'wind_pair', points: 4 }]);
  });

  test('§6.2 flowers: all four flowers include the seat flower; the seat season still counts', () => {
    const r = scoreClassicalLoserHand(
      {
        concealed: tiles('123m456p789s1122z'),
        melds: [],
        bonus: [37, 38, 39, 40, 42],
        seatWind: 2,
        roundWind: 1,
      },
      { ...JC_REFERENCE, flowers: true },
    );
    expect(r.ok && [r.value.points, r.value.doubles, r.value.value]).toEqual([20, 5, 500]);
  });
});
