// The settlement as text: shown under the settlement as it will be pasted, copied to the
// clipboard by its button (read back from the clipboard here), and, where the browser refuses
// the clipboard, selected for the player to copy, with a line saying so. At 320 px it does not
// make the settlement scroll sideways.

import type { GameDocument } from '@mahjong-ledger/core';
import { expect, type Page, test } from '@playwright/test';
import { BUST_GAME } from '../test/fixtures.ts';
import { importGame, shot } from './support.ts';

async function openSettlement(page: Page, doc: GameDocument): Promise<void> {
  await importGame(page, doc);
  await page.goto('./#/end');
  await expect(page.getByTestId('settlement')).toBeVisible();
}

// BUST_GAME (Tenhou): Dave's mangan from Carol, Alice's yakuman from Dave, the scores set by the
// referee to 56,000 / 25,000 / 18,000 / 1,000, a draw. Tenhou: return 30,000, oka +20 to the
// top, uma +20/+10/−10/−20, whole thousands: Alice 26 + 20 + 20, Bob −5 + 10, Carol −12 − 10,
// Dave −29 − 20.
const EXPECTED = [
  'Settlement: Riichi · Tenhou',
  'The game is not over: this is the settlement as it stands.',
  '1. Alice +66.0',
  '2. Bob +5.0',
  '3. Carol −22.0',
  '4. Dave −49.0',
].join('\n');

test('the settlement as text: shown, and copied to the clipboard', async ({ page, context }, info) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSettlement(page, BUST_GAME);
  const text = page.getByTestId('results-text');
  await expect(text).toHaveValue(EXPECTED);
  // The figures are the settlement table's.
  await expect(page.getByTestId('final-0')).toHaveText('+66.0');
  await expect(page.getByTestId('final-3')).toHaveText('−49.0');
  await expect(page.getByTestId('copy-status')).toHaveText('');
  await page.getByTestId('copy-results').click();
  await expect(page.getByTestId('copy-status')).toHaveText(
    'Copied: paste them where your club posts results.',
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(EXPECTED);
  await text.scrollIntoViewIfNeeded();
  await shot(page, info, 'results-text');
});

test('a browser that refuses the clipboard: the text is selected, and the player told to copy it', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
  });
  await openSettlement(page, BUST_GAME);
  await page.getByTestId('copy-results').click();
  await expect(page.getByTestId('copy-status')).toHaveText(
    'This browser did not let the app copy: the text is selected, copy it yourself.',
  );
  const text = page.getByTestId('results-text');
  await expect(text).toBeFocused();
  const selected = await text.evaluate((el) => {
    const area = el as HTMLTextAreaElement;
    return area.value.slice(area.selectionStart, area.selectionEnd);
  });
  expect(selected).toBe(EXPECTED);
});

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });
  test('the text does not make the settlement scroll sideways', async ({ page }) => {
    await openSettlement(page, BUST_GAME);
    const text = page.getByTestId('results-text');
    await expect(text).toBeVisible();
    // Every line in view: the box is as tall as its text wraps to.
    const hidden = await text.evaluate((el) => el.scrollHeight - el.clientHeight);
    expect(hidden).toBeLessThanOrEqual(1);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
});
