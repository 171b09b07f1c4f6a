// What a phone audit found, kept fixed: players with longer names (Christopher, Maximiliano)
// keep the table within the screen (no sideways scrolling, the names shortened with an
// ellipsis).

import { expect, type Page, test } from '@playwright/test';
import { score, shot } from './support.ts';

const LONG_NAMES = ['Alexandria', 'Bartholomew', 'Christopher', 'Maximiliano'];

async function newGame(page: Page, family = 'riichi', names = LONG_NAMES): Promise<void> {
  await page.goto('./#/new');
  for (const [i, name] of names.entries()) await page.locator(`#player-${i}`).fill(name);
  await page.locator('#family').selectOption(family);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toBeVisible();
}

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('long player names keep the table within the screen', async ({ page }, info) => {
  for (const family of ['riichi', 'singapore']) {
    await newGame(page, family);
    await page.getByTestId('riichi-1').or(page.getByTestId('instant')).first().waitFor();
    await expectNoSidewaysScroll(page);
    for (const seat of [0, 1, 2, 3]) {
      const card = await page.getByTestId(`player-${seat}`).boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await shot(page, info, `long-names-table-${family}`);
  }
});
