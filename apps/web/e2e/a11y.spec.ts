// Accessibility, checked by axe-core (WCAG 2.2 A and AA, and axe's best practices) on every
// screen of a riichi game and of a Singapore game, light and dark, at both widths. Every
// screenshot the other tests take is checked too (support.ts `shot`), but without WCAG 2.5.8's
// target size, which depends on what the fixed header and navigation bar cover at that moment:
// here each screen is checked with the window as tall as the page, so that nothing is covered
// and every target is measured as the player reaches it.

import type { GameDocument } from '@mahjong-ledger/core';
import { expect, type Page, test } from '@playwright/test';
import { BUST_GAME } from '../test/fixtures.ts';
import { expectAccessible, importGame } from './support.ts';

const SINGAPORE_GAME: GameDocument = {
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
    { type: 'instant', seat: 1, kongs: ['ankan'] },
    { type: 'hand', riichi: [], result: { kind: 'exhaustive_draw', tenpai: [] } },
  ],
};

/** The screen at `hash`, checked with the window as tall as the page, then put back. */
async function check(page: Page, hash: string, where: string, prepare?: () => Promise<void>): Promise<void> {
  await page.goto(hash);
  await expect(page.locator('main h2').first()).toBeVisible();
  await prepare?.();
  const size = page.viewportSize()!;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: size.width, height: Math.max(size.height, height) });
  try {
    await expectAccessible(page, where);
  } finally {
    await page.setViewportSize(size);
  }
}

for (const scheme of ['light', 'dark'] as const) {
  test(`every screen of a riichi game (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await check(page, './#/new', 'new game', async () => {
      await page.getByText('Every option').click();
    });
    await importGame(page, BUST_GAME);
    for (const screen of ['table', 'draw', 'adjust', 'penalty', 'end', 'charts', 'calc', 'menu'])
      await check(page, `./#/${screen}`, screen);
    await check(page, './#/win', 'win, a hand typed', async () => {
      await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
      await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
      await page.getByText('Keyboard entry (mpsz)').click();
      await page.locator('#mpsz-hand').fill('234567m345p67899s');
      await page.locator('#mpsz-win').fill('5p');
      await expect(page.getByTestId('box2')).toBeVisible();
    });
    await check(page, './#/history', 'history, every entry open', async () => {
      for (const summary of await page.locator('.history-item summary').all()) await summary.click();
    });
  });

  test(`the screens of a Singapore game (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await importGame(page, SINGAPORE_GAME);
    for (const screen of ['table', 'instant', 'end', 'charts'])
      await check(page, `./#/${screen}`, `Singapore ${screen}`);
    await check(page, './#/win', 'Singapore win, the tile picker', async () => {
      await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
    });
  });
}

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  test('a table wider than the screen is a named region the keyboard reaches and scrolls', async ({
    page,
  }) => {
    await importGame(page, BUST_GAME);
    await page.goto('./#/end');
    const region = page.getByRole('region', { name: 'Settlement table' });
    await expect(region).toHaveAttribute('tabindex', '0');
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  });
});

test('a table that fits is no region and no Tab stop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await importGame(page, BUST_GAME);
  await page.goto('./#/end');
  await expect(page.getByTestId('settlement')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Settlement table' })).toHaveCount(0);
  await expect(page.locator('.scroll-x[tabindex]')).toHaveCount(0);
});
