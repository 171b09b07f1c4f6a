// The settlement's score graph in a long Singapore game: instant payouts are points within their
// hands, not hands (the axis counts the 30 hands core numbers, not the 45 entries of the log),
// and its hand labels are thinned so that no two touch, at phone and desktop width.

import type { GameDocument, GameEvent } from '@mahjong-ledger/core';
import { expect, test } from '@playwright/test';
import { importGame, shot } from './support.ts';

const draw: GameEvent = { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } };
const kong: GameEvent = { type: 'instant', seat: 1, kongs: ['ankan'] };

/** Thirty drawn hands, a concealed kong paid to Bob during every other one (15 payouts). */
const LONG_GAME: GameDocument = {
  schema: 'mahjong-ledger/game',
  version: 1,
  events: [
    {
      type: 'start',
      config: {
        family: 'singapore',
        preset: 'sg_reference',
        overrides: {},
        players: ['Alice', 'Bob', 'Carol', 'Dave'],
      },
    },
    ...Array.from({ length: 30 }, (_, i) => (i % 2 === 0 ? [kong, draw] : [draw])).flat(),
  ],
};

test("a long game's graph counts hands, not payouts, and its hand labels never touch", async ({
  page,
}, info) => {
  await importGame(page, LONG_GAME);
  await page.goto('./#/end');
  const graph = page.getByTestId('graph');
  await expect(graph).toBeVisible();
  const labels = graph.getByTestId('hand-label');
  const texts = (await labels.allTextContents()).map(Number);
  // From the start (0) to the last hand, 30, every k-th: never a 31st to 45th "hand".
  expect(texts[0]).toBe(0);
  expect(texts.at(-1)).toBe(30);
  const step = texts[1]! - texts[0]!;
  expect(step).toBeGreaterThan(1);
  expect(texts).toEqual(Array.from({ length: 30 / step + 1 }, (_, i) => i * step));
  // As drawn: each label ends before the next begins.
  const boxes = await labels.evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right };
    }),
  );
  for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.left).toBeGreaterThan(boxes[i - 1]!.right);
  // Every entry is a point on each player's line: the start, 30 hands and 15 payouts.
  const bob = await graph
    .locator('polyline')
    .nth(1)
    .evaluate((p) => (p.getAttribute('points') ?? '').trim().split(/\s+/).length);
  expect(bob).toBe(46);
  await shot(page, info, 'graph-long');
});
