// One hand that scores each basic-points item, double and limit hand, and a near miss that
// must not. Seat South (2) in an East round unless a case says otherwise.

import { describe, expect, test } from 'vitest';
import type { ClassicalRules, ClassicalSituation } from '../../../src/rules/classical/index.ts';
import { doublesOf, type HandSpec, pointsOf, score, scoreOk } from './support.ts';

type Sit = Partial<ClassicalSituation> & { tsumo: boolean };
type Case = [name: string, spec: HandSpec, sit: Sit, rules?: Partial<ClassicalRules>];

const withRules = (c: Case, rules: Partial<ClassicalRules>): Case => [c[0], c[1], c[2], rules];

const RON: Sit = { tsumo: false, seatWind: 2, discarder: 0 };
const TSUMO: Sit = { tsumo: true, seatWind: 2 };

function lines(c: Case, kind: 'points' | 'doubles' | 'limits'): string[] {
  const s = scoreOk(c[1], c[2], c[3] ?? {});
  if (kind === 'points') return pointsOf(s);
  if (kind === 'doubles') return doublesOf(s);
  return s.limitHands;
}

/** [line that must appear, hand that scores it, near miss that must not show the id]. */
const POINTS: [string, Case, Case][] = [
  [
    'winning:20',
    ['standard hand', { hand: '123m456p789s111s22z', win: '1s' }, RON],
    [
      'seven pairs replace all basic items (A8)',
      { hand: '1133m5577p2288s44z', win: '4z' },
      TSUMO,
      { sevenPairs: true },
    ],
  ],
  [
    'self_draw:2',
    ['self-drawn', { hand: '123m456p789s111s22z', win: '1s' }, TSUMO],
    ['discard', { hand: '123m456p789s111s22z', win: '1s' }, RON],
  ],
  [
    'concealed_hand:10',
    ['concealed kong only', { hand: '123m456p789s1111s22z', melds: [['ankan', '1111s']], win: '2z' }, RON],
    ['a claimed chow', { hand: '123m456p789s111s22z', melds: [['chi', '123m']], win: '1s' }, RON],
  ],
  [
    'dragon_pair:2',
    ['pair of red', { hand: '123m456p789s111s77z', win: '1s' }, RON],
    ['pair of 9s', { hand: '123m456p789s111m99s', win: '1m' }, RON],
  ],
  [
    'wind_pair:4',
    [
      'double-wind pair (A5), dealer in the East round',
      { hand: '123m456p789s111s11z', win: '1s' },
      { tsumo: false, seatWind: 1, discarder: 1 },
    ],
    ['North pair for South in the East round', { hand: '123m456p789s111s44z', win: '1s' }, RON],
  ],
  [
    'edge_closed_single_wait:2',
    ['45666s on 6s reads as a single wait on 66s', { hand: '123m456p789p45666s', win: '6s' }, RON],
    ['two-sided wait', { hand: '123m456p789p45699s', win: '6s' }, RON],
  ],
  [
    'edge_closed_single_wait:2',
    ['edge 12 on 3', { hand: '123m456p789p12399s', win: '3s' }, RON],
    ['pung wait (both pairs)', { hand: '345m456p789p99s222m', win: '2m' }, RON],
  ],
  [
    'flower:4',
    ['flowers on', { hand: '123m456p789s111s22z', win: '1s', flowers: [3] }, RON, { flowers: true }],
    ['flowers off (A9 default)', { hand: '123m456p789s111s22z', win: '1s', flowers: [3] }, RON],
  ],
  [
    'seven_pairs:100',
    ['seven pairs on', { hand: '1133m5577p2288s44z', win: '4z' }, RON, { sevenPairs: true }],
    ['standard hand', { hand: '123m456p789s111s22z', win: '1s' }, RON, { sevenPairs: true }],
  ],
  [
    'melded_simple_pung:2',
    ['claimed pung of 5p', { hand: '123m555p789s111s22z', melds: [['pon', '555p']], win: '2z' }, RON],
    ['self-drawn pung of 5p', { hand: '123m555p789s111s22z', win: '2z' }, RON],
  ],
  [
    'concealed_simple_pung:4',
    ['self-drawn pung of 5p', { hand: '123m555p789s111s22z', win: '2z' }, RON],
    ['5p pung finished by the winning discard', { hand: '123m555p789s111s22z', win: '5p' }, RON],
  ],
  [
    'melded_terminal_honour_pung:4',
    ['claimed pung of North', { hand: '123m456p789s444z99s', melds: [['pon', '444z']], win: '9s' }, RON],
    ['concealed pung of North', { hand: '123m456p789s444z99s', win: '9s' }, RON],
  ],
  [
    'concealed_terminal_honour_pung:8',
    ['concealed pung of 9p', { hand: '123m999p789s456s22m', win: '2m' }, RON],
    ['claimed pung of 9p', { hand: '123m999p789s456s22m', melds: [['pon', '999p']], win: '2m' }, RON],
  ],
  [
    'melded_simple_kong:8',
    ['open kong of 5p', { hand: '123m5555p789s456s22m', melds: [['kan', '5555p']], win: '2m' }, RON],
    ['concealed kong of 5p', { hand: '123m5555p789s456s22m', melds: [['ankan', '5555p']], win: '2m' }, RON],
  ],
  [
    'concealed_simple_kong:16',
    ['concealed kong of 5p', { hand: '123m5555p789s456s22m', melds: [['ankan', '5555p']], win: '2m' }, RON],
    ['open kong of 5p', { hand: '123m5555p789s456s22m', melds: [['kan', '5555p']], win: '2m' }, RON],
  ],
  [
    'melded_terminal_honour_kong:16',
    ['open kong of white', { hand: '123m5555z789s456s22m', melds: [['kan', '5555z']], win: '2m' }, RON],
    ['open kong of 5p', { hand: '123m5555p789s456s22m', melds: [['kan', '5555p']], win: '2m' }, RON],
  ],
  [
    'concealed_terminal_honour_kong:32',
    ['concealed kong of 1m', { hand: '1111m456p789s456s22m', melds: [['ankan', '1111m']], win: '2m' }, RON],
    ['open kong of 1m', { hand: '1111m456p789s456s22m', melds: [['kan', '1111m']], win: '2m' }, RON],
  ],
];

describe('basic points', () => {
  test.each(POINTS.map(([line, yes, no]) => [line, yes[0], yes, no] as const))(
    '%s: %s',
    (line, _n, yes, no) => {
      expect(lines(yes, 'points')).toContain(line);
      const id = line.split(':')[0]!;
      expect(lines(no, 'points').some((l) => l.startsWith(`${id}:`))).toBe(false);
    },
  );

  test('a pair of the seat wind alone scores 2, not 4', () => {
    expect(lines(['', { hand: '123m456p789s111s22z', win: '1s' }, RON], 'points')).toContain('wind_pair:2');
  });

  test('A5 option: a double-wind pair scores 2 when doubleWindPair is 2', () => {
    const c: Case = [
      '',
      { hand: '123m456p789s111s11z', win: '1s' },
      { tsumo: false, seatWind: 1, discarder: 1 },
    ];
    expect(lines(withRules(c, { doubleWindPair: 2 }), 'points')).toContain('wind_pair:2');
  });

  test('the wait item scores once even when several readings could give it', () => {
    const s = scoreOk({ hand: '123m456p789p45666s', win: '6s' }, RON);
    expect(s.pointsDetail.filter((l) => l.id === 'edge_closed_single_wait')).toHaveLength(1);
  });
});

const DOUBLES: [string, Case, Case][] = [
  [
    'ready:1',
    ['declared ready, concealed', { hand: '123m456p789s111s22z', win: '1s' }, { ...RON, ready: true }],
    ['not declared', { hand: '123m456p789s111s22z', win: '1s' }, RON],
  ],
  [
    'dragon_pung:1',
    ['pung of green', { hand: '123m456p789s666z22m', win: '2m' }, RON],
    ['pair of green', { hand: '123m456p789s222m66z', win: '2m' }, RON],
  ],
  [
    'seat_wind_pung:1',
    ['pung of South for South', { hand: '123m456p789s222z99m', win: '9m' }, RON],
    ['pung of North for South', { hand: '123m456p789s444z99m', win: '9m' }, RON],
  ],
  [
    'prevalent_wind_pung:1',
    ['pung of East in the East round', { hand: '123m456p789s111z99m', win: '9m' }, RON],
    ['pung of West in the East round', { hand: '123m456p789s333z99m', win: '9m' }, RON],
  ],
  [
    'all_simples:1',
    ['every tile 2-8, open (A13)', { hand: '234m567p345s666s88m', melds: [['chi', '234m']], win: '8m' }, RON],
    ['one 9', { hand: '234m567p345s666s99m', melds: [['chi', '234m']], win: '9m' }, RON],
  ],
  [
    'all_terminals_and_honours:1',
    [
      'terminals and honours only',
      {
        hand: '111m999p111s111z99s',
        melds: [
          ['pon', '111m'],
          ['pon', '999p'],
        ],
        win: '9s',
      },
      RON,
    ],
    [
      'an 8s pair',
      {
        hand: '111m999p111s111z88s',
        melds: [
          ['pon', '111m'],
          ['pon', '999p'],
        ],
        win: '8s',
      },
      RON,
    ],
  ],
  [
    'pure_straight:1',
    ['open (chow of 123p claimed)', { hand: '123456789p234s55m', melds: [['chi', '123p']], win: '2s' }, RON],
    ['456 missing', { hand: '123345789p234s55m', melds: [['chi', '123p']], win: '2s' }, RON],
  ],
  [
    'pure_straight:2',
    ['concealed hand (A7)', { hand: '123456789p234s55m', win: '2s' }, RON],
    ['open', { hand: '123456789p234s55m', melds: [['chi', '123p']], win: '2s' }, RON],
  ],
  [
    'pure_double_chow:1',
    ['two 234m, concealed', { hand: '223344m567p789s99s', win: '9s' }, RON],
    [
      'two 234m with a claimed chow',
      { hand: '223344m567p789s99s', melds: [['chi', '789s']], win: '9s' },
      RON,
    ],
  ],
  [
    'mixed_triple_chow:1',
    ['345 in all three suits', { hand: '345m345p345s777s99m', win: '9m' }, RON],
    ['345m 345p 456s', { hand: '345m345p456s777s99m', win: '9m' }, RON],
  ],
  [
    'pure_triple_chow:2',
    [
      'three 234m, concealed (chows read better than pungs here)',
      { hand: '222333444m567p99s', win: '3m' },
      RON,
    ],
    ['two 234m', { hand: '223344m567p789s99s', win: '9s' }, RON],
  ],
  [
    'pure_triple_chow:1',
    [
      'three claimed 234m',
      {
        hand: '222333444m567p99s',
        melds: [
          ['chi', '234m'],
          ['chi', '234m'],
          ['chi', '234m'],
        ],
        win: '9s',
      },
      RON,
    ],
    ['two 234m', { hand: '223344m567p789s99s', win: '9s' }, RON],
  ],
  [
    'triple_pung:1',
    [
      '5m 5p 5s pungs',
      {
        hand: '555m555p555s678s99m',
        melds: [
          ['pon', '555m'],
          ['pon', '555p'],
        ],
        win: '9m',
      },
      RON,
    ],
    [
      '5m 5p 6s pungs',
      {
        hand: '555m555p666s678s99m',
        melds: [
          ['pon', '555m'],
          ['pon', '555p'],
        ],
        win: '9m',
      },
      RON,
    ],
  ],
  [
    'out_on_replacement:1',
    [
      'win on the tile after a kong',
      { hand: '1111m456p789s456s22m', melds: [['ankan', '1111m']], win: '2m' },
      { ...TSUMO, replacement: true },
    ],
    ['ordinary draw', { hand: '1111m456p789s456s22m', melds: [['ankan', '1111m']], win: '2m' }, TSUMO],
  ],
  [
    'robbing_the_kong:1',
    ['robbed', { hand: '123m456p789s45699s', win: '6s' }, { ...RON, robbingKong: true }],
    ['ordinary discard', { hand: '123m456p789s45699s', win: '6s' }, RON],
  ],
  [
    'last_tile:1',
    ['last tile', { hand: '123m456p789s45699s', win: '6s' }, { ...RON, lastTile: true }],
    ['ordinary discard', { hand: '123m456p789s45699s', win: '6s' }, RON],
  ],
  [
    'fully_concealed:1',
    ['concealed self-draw', { hand: '123m456p789s45699s', win: '6s' }, TSUMO],
    ['concealed discard win', { hand: '123m456p789s45699s', win: '6s' }, RON],
  ],
  [
    'seat_flower:1',
    ['Orchid (2) for South', { hand: '123m456p789s45699s', win: '6s', flowers: [2] }, RON, { flowers: true }],
    [
      'Chrysanthemum (3) for South',
      { hand: '123m456p789s45699s', win: '6s', flowers: [3] },
      RON,
      { flowers: true },
    ],
  ],
  [
    'three_kongs:2',
    [
      'three kongs',
      {
        hand: '2222m5555p7777s456s99m',
        melds: [
          ['kan', '2222m'],
          ['kan', '5555p'],
          ['ankan', '7777s'],
        ],
        win: '9m',
      },
      RON,
    ],
    [
      'two kongs',
      {
        hand: '2222m5555p777s456s99m',
        melds: [
          ['kan', '2222m'],
          ['kan', '5555p'],
          ['pon', '777s'],
        ],
        win: '9m',
      },
      RON,
    ],
  ],
  [
    'little_three_dragons:2',
    [
      'two dragon pungs and a red pair',
      {
        hand: '123m456p555666z77z',
        melds: [
          ['pon', '555z'],
          ['pon', '666z'],
        ],
        win: '7z',
      },
      RON,
    ],
    [
      'two dragon pungs and a 9m pair',
      {
        hand: '123m456p555666z99m',
        melds: [
          ['pon', '555z'],
          ['pon', '666z'],
        ],
        win: '9m',
      },
      RON,
    ],
  ],
  [
    'all_pungs:2',
    [
      'four pungs, two concealed',
      {
        hand: '222m555p777s999s44z',
        melds: [
          ['pon', '222m'],
          ['pon', '555p'],
        ],
        win: '4z',
      },
      RON,
    ],
    [
      'three pungs and a chow',
      {
        hand: '222m555p777s789s44z',
        melds: [
          ['pon', '222m'],
          ['pon', '555p'],
        ],
        win: '4z',
      },
      RON,
    ],
  ],
  [
    'three_concealed_pungs:2',
    ['three concealed pungs and a chow', { hand: '222m555p777s789s44z', win: '4z' }, RON],
    ['the third pung finished by the discard', { hand: '222m555p777s123s44z', win: '7s' }, RON],
  ],
  [
    'half_flush:2',
    ['one suit and honours', { hand: '123456m789m111z99m', melds: [['pon', '111z']], win: '9m' }, RON],
    ['two suits and honours', { hand: '123456m789p111z99m', melds: [['pon', '111z']], win: '9m' }, RON],
  ],
  [
    'all_pungs_three_concealed:3',
    ['E9', { hand: '888m555999p22233s', melds: [['pon', '555p']], win: '3s' }, TSUMO],
    [
      'two concealed',
      {
        hand: '888m555999p22233s',
        melds: [
          ['pon', '555p'],
          ['pon', '888m'],
        ],
        win: '3s',
      },
      TSUMO,
    ],
  ],
  [
    'full_flush:4',
    ['one suit, no honours', { hand: '123456789m22255m', melds: [['chi', '123m']], win: '5m' }, RON],
    ['one suit and honours', { hand: '123456789m22255z', melds: [['chi', '123m']], win: '5z' }, RON],
  ],
  [
    'all_flowers:4',
    [
      'four flowers',
      { hand: '123m456p789s45699s', win: '6s', flowers: [1, 2, 3, 4] },
      RON,
      { flowers: true },
    ],
    ['three flowers', { hand: '123m456p789s45699s', win: '6s', flowers: [1, 2, 3] }, RON, { flowers: true }],
  ],
  [
    'all_seasons:4',
    [
      'four seasons',
      { hand: '123m456p789s45699s', win: '6s', seasons: [1, 2, 3, 4] },
      RON,
      { flowers: true },
    ],
    ['four seasons, flowers off', { hand: '123m456p789s45699s', win: '6s', seasons: [1, 2, 3, 4] }, RON],
  ],
];

describe('doubles', () => {
  test.each(DOUBLES.map(([line, yes, no]) => [line, yes[0], yes, no] as const))(
    '%s: %s',
    (line, _n, yes, no) => {
      expect(lines(yes, 'doubles')).toContain(line);
      const id = line.split(':')[0]!;
      if (line === 'pure_straight:2' || line === 'pure_triple_chow:1') {
        expect(lines(no, 'doubles')).not.toContain(line);
      } else {
        expect(lines(no, 'doubles').some((l) => l.startsWith(`${id}:`))).toBe(false);
      }
    },
  );

  test('two disjoint pairs of identical chows: pure double chow twice (A10)', () => {
    const c: Case = ['', { hand: '223344m556677p99s', win: '9s' }, RON];
    expect(lines(c, 'doubles').filter((l) => l === 'pure_double_chow:1')).toHaveLength(2);
    expect(lines(withRules(c, { countBothPureDoubleChows: false }), 'doubles')).toEqual([
      'pure_double_chow:1',
    ]);
  });

  test('pure triple chow replaces pure double chow unless the option says both', () => {
    const c: Case = ['', { hand: '222333444m567p99s', win: '3m' }, RON];
    expect(lines(c, 'doubles')).toEqual(['pure_triple_chow:2']);
    expect(lines(withRules(c, { pureTripleChowReplacesDouble: false }), 'doubles')).toEqual([
      'pure_double_chow:1',
      'pure_triple_chow:2',
    ]);
  });

  test('little three dragons stacks with its two dragon pungs: 4 doubles (A11)', () => {
    const c: Case = [
      '',
      {
        hand: '123m456p555666z77z',
        melds: [
          ['pon', '555z'],
          ['pon', '666z'],
        ],
        win: '7z',
      },
      RON,
    ];
    expect(lines(c, 'doubles')).toEqual(['dragon_pung:1', 'dragon_pung:1', 'little_three_dragons:2']);
    expect(lines(withRules(c, { littleThreeDragonsStacks: false }), 'doubles')).toEqual([
      'little_three_dragons:2',
    ]);
  });

  test('a double-wind pung counts as seat and prevalent wind (A4), once with doubleWindPung 1', () => {
    const c: Case = [
      '',
      { hand: '123m456p789s111z99m', win: '9m' },
      { tsumo: false, seatWind: 1, discarder: 1 },
    ];
    expect(lines(c, 'doubles')).toEqual(['prevalent_wind_pung:1', 'seat_wind_pung:1']);
    expect(lines(withRules(c, { doubleWindPung: 1 }), 'doubles')).toEqual(['seat_wind_pung:1']);
  });

  test('all flowers includes the seat flower of that group; a season of the seat still counts', () => {
    const c: Case = [
      '',
      { hand: '123m456p789s45699s', win: '6s', flowers: [1, 2, 3, 4], seasons: [2] },
      RON,
      { flowers: true },
    ];
    expect(lines(c, 'doubles')).toEqual(['all_flowers:4', 'seat_flower:1']);
  });

  test('all simples needs a concealed hand when allSimplesOpen is off (A13)', () => {
    const open: Case = [
      '',
      { hand: '234m567p345s666s88m', melds: [['chi', '234m']], win: '8m' },
      RON,
      { allSimplesOpen: false },
    ];
    expect(lines(open, 'doubles')).not.toContain('all_simples:1');
    const closed: Case = ['', { hand: '234m567p345s666s88m', win: '8m' }, RON, { allSimplesOpen: false }];
    expect(lines(closed, 'doubles')).toContain('all_simples:1');
  });

  test('A7 option: with concealedBonusScope "sets" a concealed straight in an open hand scores 2', () => {
    const c: Case = ['', { hand: '123456789p234s55m', melds: [['chi', '234s']], win: '5m' }, RON];
    expect(lines(c, 'doubles')).toContain('pure_straight:1');
    expect(lines(withRules(c, { concealedBonusScope: 'sets' }), 'doubles')).toContain('pure_straight:2');
  });
});

const LIMITS: [string, Case, Case][] = [
  [
    'blessing_of_heaven',
    [
      'dealer wins on the deal',
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: true, seatWind: 1, blessingOfHeaven: true },
    ],
    ['dealer self-draw later', { hand: '123m456p789s45699s', win: '6s' }, { tsumo: true, seatWind: 1 }],
  ],
  [
    'blessing_of_earth',
    [
      'non-dealer wins on his first draw',
      { hand: '123m456p789s45699s', win: '6s' },
      { ...TSUMO, blessingOfEarth: true },
    ],
    [
      "on the dealer's first discard, option off (A14)",
      { hand: '123m456p789s45699s', win: '6s' },
      { ...RON, blessingOfEarth: true },
    ],
  ],
  [
    'four_concealed_pungs',
    ['four self-drawn pungs', { hand: '222m555p777s999s44z', win: '4z' }, RON],
    ['the fourth pung finished by the discard', { hand: '222m555p777s999s44z', win: '9s' }, RON],
  ],
  [
    'four_kongs',
    [
      'four kongs',
      {
        hand: '2222m5555p7777s1111z99m',
        melds: [
          ['kan', '2222m'],
          ['kan', '5555p'],
          ['kan', '7777s'],
          ['kan', '1111z'],
        ],
        win: '9m',
      },
      RON,
    ],
    [
      'three kongs and a pung',
      {
        hand: '2222m5555p7777s111z99m',
        melds: [
          ['kan', '2222m'],
          ['kan', '5555p'],
          ['kan', '7777s'],
          ['pon', '111z'],
        ],
        win: '9m',
      },
      RON,
    ],
  ],
  [
    'all_terminals',
    [
      'terminal pungs and pair',
      {
        hand: '111999m111999p11s',
        melds: [
          ['pon', '111m'],
          ['pon', '999m'],
        ],
        win: '1s',
      },
      RON,
    ],
    [
      'an honour pair',
      {
        hand: '111999m111999p11z',
        melds: [
          ['pon', '111m'],
          ['pon', '999m'],
        ],
        win: '1z',
      },
      RON,
    ],
  ],
  [
    'all_honours',
    [
      'honour pungs and pair',
      {
        hand: '111222333z555z66z',
        melds: [
          ['pon', '111z'],
          ['pon', '222z'],
        ],
        win: '6z',
      },
      RON,
    ],
    [
      'a 9m pair',
      {
        hand: '111222333z555z99m',
        melds: [
          ['pon', '111z'],
          ['pon', '222z'],
        ],
        win: '9m',
      },
      RON,
    ],
  ],
  [
    'thirteen_orphans',
    ['one of each and a duplicate', { hand: '19m19p19s12345677z', win: '7z' }, RON],
    ['a 2m instead of the 1m', { hand: '29m19p19s12345677z', win: '7z' }, RON, { sevenPairs: true }],
  ],
  [
    'nine_gates',
    ['1112345678999m + 5m', { hand: '11123455678999m', win: '5m' }, RON],
    [
      'with a concealed kong of 1m',
      { hand: '1111m23456788999m', melds: [['ankan', '1111m']], win: '8m' },
      RON,
    ],
  ],
  [
    'big_three_dragons',
    ['three dragon pungs', { hand: '234m88p555666777z', melds: [['pon', '555z']], win: '8p' }, RON],
    ['little three dragons', { hand: '234m888p55566677z', melds: [['pon', '555z']], win: '7z' }, RON],
  ],
  [
    'little_four_winds',
    [
      'three wind pungs and a wind pair',
      { hand: '111222333z44z789m', melds: [['pon', '111z']], win: '7m' },
      RON,
    ],
    [
      'three wind pungs and a dragon pair',
      { hand: '111222333z55z789m', melds: [['pon', '111z']], win: '7m' },
      RON,
    ],
  ],
  [
    'big_four_winds',
    [
      'four wind pungs',
      {
        hand: '111222333444z99m',
        melds: [
          ['pon', '111z'],
          ['pon', '333z'],
        ],
        win: '9m',
      },
      RON,
    ],
    ['little four winds', { hand: '111222333z44z789m', melds: [['pon', '111z']], win: '7m' }, RON],
  ],
  [
    'dealer_eight_wins',
    [
      "dealer's 8th consecutive win (7 before)",
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: false, seatWind: 1, discarder: 1, dealerStreak: 7 },
    ],
    [
      "dealer's 7th",
      { hand: '123m456p789s45699s', win: '6s' },
      { tsumo: false, seatWind: 1, discarder: 1, dealerStreak: 6 },
    ],
  ],
];

describe('limit hands', () => {
  test.each(LIMITS.map(([id, yes, no]) => [id, yes[0], yes, no] as const))('%s: %s', (id, _n, yes, no) => {
    const s = scoreOk(yes[1], yes[2], yes[3] ?? {});
    expect(s.limitHands).toContain(id);
    expect([s.value, s.points, s.doubles, s.reachedLimit]).toEqual([500, null, null, true]);
    expect(s.lines.filter((l) => l.unit === 'limit').map((l) => l.value)).toEqual(
      s.limitHands.map(() => 500),
    );
    const miss = score(no[1], no[2], no[3] ?? {});
    expect(miss.ok && miss.value.limitHands.includes(id)).toBe(false);
  });

  test('a limit hand earns the limit and no more: the dealer still doubles', () => {
    const s = scoreOk(
      { hand: '234m88p555666777z', melds: [['pon', '555z']], win: '8p' },
      { tsumo: true, seatWind: 1 },
    );
    expect(s.payment.deltas).toEqual([3000, -1000, -1000, -1000]);
  });

  test('a limit hand follows the limit option', () => {
    const s = scoreOk({ hand: '234m88p555666777z', melds: [['pon', '555z']], win: '8p' }, RON, {
      limit: 1000,
    });
    expect(s.value).toBe(1000);
  });

  test('A14 option: Blessing of Earth on the dealer’s first discard', () => {
    const c = { hand: '123m456p789s45699s', win: '6s' };
    const sit: Sit = { tsumo: false, seatWind: 2, discarder: 0, blessingOfEarth: true };
    expect(scoreOk(c, sit, { blessingOfEarthOnDealerDiscard: true }).limitHands).toEqual([
      'blessing_of_earth',
    ]);
    expect(scoreOk(c, { ...sit, discarder: 3 }, { blessingOfEarthOnDealerDiscard: true }).limitHands).toEqual(
      [],
    );
  });

  test('A15 option: the streak limit is off with dealerStreakLimit null, later with a higher number', () => {
    const c = { hand: '123m456p789s45699s', win: '6s' };
    const sit: Sit = { tsumo: false, seatWind: 1, discarder: 1, dealerStreak: 8 };
    expect(scoreOk(c, sit).limitHands).toEqual(['dealer_eight_wins']);
    expect(scoreOk(c, sit, { dealerStreakLimit: null }).limitHands).toEqual([]);
    expect(scoreOk(c, sit, { dealerStreakLimit: 10 }).limitHands).toEqual([]);
  });
});
