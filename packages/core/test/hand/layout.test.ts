// The hands of the readable syntax have the layout of `handFromAllTiles`'s in V8: a scorer that
// meets a new layout after V8 has compiled it loses its compiled code (bench/README.md, items
// 16 and 17). In a file of its own, so that the first hand parsed is a closed one: V8 makes an
// array literal's later arrays of the kind its first arrays came to hold, which would hide an
// empty melds list left an array of small integers.

import { setFlagsFromString } from 'node:v8';
import { expect, test } from 'vitest';
import { handFromAllTiles } from '../../src/hand/hand.ts';
import { parseHand } from '../../src/hand/parse.ts';
import { tilesOf } from '../support/tiles.ts';

test('parseHand gives closed and open hands the layout of handFromAllTiles', () => {
  const closed = parseHand('234m567p789s55m99s', '9s');
  const open = parseHand('234m567p789s55m9s + pon:777z', '9s');
  const built = handFromAllTiles(
    tilesOf('234m567p789s55m9s777z'),
    [{ kind: 'pon', tiles: tilesOf('777z') }],
    tilesOf('9s')[0]!,
  );
  if (!closed.ok || !open.ok || !built.ok) throw new Error('example hands');
  setFlagsFromString('--allow-natives-syntax');
  const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
  for (const h of [closed.value, open.value]) {
    expect(sameMap(h, built.value)).toBe(true);
    expect(sameMap(h.melds, built.value.melds)).toBe(true);
    expect(sameMap(h.concealed, built.value.concealed)).toBe(true);
  }
  expect(sameMap(open.value.melds[0]!, built.value.melds[0]!)).toBe(true);
  expect(sameMap(open.value.melds[0]!.tiles, built.value.concealed)).toBe(true);
});
