// Several winners on one discard (spec riichi.md §5.5, worked example W20): East 1 with 2 honba
// and 1 stick carried over, West declares riichi, North discards 4m, East (dealer) and West both
// ron. Under tenhou both are paid and the first in turn order from North takes honba and
// sticks; a third ron is refused (sanchahou); the hand edited from history comes back with
// both winners. Under wrc2025 (head bump) only East is paid and West's box 1 says so.
// Screens are saved at each project's width.

import { expect, type Page, test } from '@playwright/test';
import { score, screenPath, shot, startGame, waitSaved } from './support.ts';

const pts = (n: number) => n.toLocaleString('en-US');

/**
 * A new game (Alice East, Bob South, Carol West, Dave North; `start` points each) brought to
 * East 1, 2 honba, 1 stick; then the W20 win screen with both winners' hands entered.
 */
async function toW20(page: Page, preset: string, start: number): Promise<void> {
  await startGame(page, 'riichi', { preset });

  // East 1: Bob declares riichi; draw with Alice (dealer) and Bob tenpai.
  await page.getByTestId('riichi-1').click();
  await expect(page.getByTestId('riichi-1')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('tenpai').getByLabel('Bob').check();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('honba')).toHaveText('1 honba');

  // East 1, 1 honba: draw with only Alice tenpai.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('honba')).toHaveText('2 honba');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');
  await expect(score(page, 0)).toHaveText(pts(start + 4500));
  await expect(score(page, 1)).toHaveText(pts(start - 500));
  await expect(score(page, 2)).toHaveText(pts(start - 2500));
  await expect(score(page, 3)).toHaveText(pts(start - 2500));
  await waitSaved(page);

  // W20: Carol (West) declares riichi; Dave (North) discards 4m; Alice and Carol ron.
  await page.getByTestId('riichi-2').click();
  await expect(page.getByTestId('riichi-2')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Dave' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('456m123456p789s99p');
  await page.locator('#mpsz-win').fill('4m');
  await expect(page.getByTestId('box1-summary')).toContainText('1 han 30 fu');

  await page.getByTestId('add-winner').click();
  await expect(page.getByTestId('winner-tab-1')).toHaveAttribute('aria-selected', 'true');
  await page.getByTestId('winner').getByRole('radio', { name: 'Carol' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('234m456678p234s55s');
  await page.locator('#mpsz-win').fill('4m');
}

const box1Of = (page: Page, seat: number) => page.getByTestId(`box1-winner-${seat}`);

test('double ron under tenhou: both paid, honba and sticks to the first (W20)', async ({ page }, info) => {
  await toW20(page, 'tenhou', 25000);
  await expect(box1Of(page, 0).getByTestId('box1-summary')).toContainText('1 han 30 fu');
  await expect(box1Of(page, 0).getByTestId('box1-total')).toHaveText('1,500');
  await expect(box1Of(page, 2).locator('[data-yaku="riichi"]')).toBeVisible();
  await expect(box1Of(page, 2).getByTestId('box1-summary')).toContainText('3 han 30 fu');
  await expect(box1Of(page, 2).getByTestId('box1-total')).toHaveText('3,900');
  await expect(page.getByTestId('box1-note')).toHaveCount(0);
  // Alice 1500 + 600 + 2000 = 4100; Carol 3900 (less her own riichi stick); Dave pays 6000.
  await expect(page.getByTestId('delta-0')).toHaveText('+4,100');
  await expect(page.getByTestId('delta-1')).toHaveText('0');
  await expect(page.getByTestId('delta-2')).toHaveText('+2,900');
  await expect(page.getByTestId('delta-3')).toHaveText('−6,000');
  await expect(page.getByTestId('after-0')).toHaveText('33,600');
  await expect(page.getByTestId('after-2')).toHaveText('25,400');
  await expect(page.getByTestId('after-3')).toHaveText('16,500');
  const lines = page.getByTestId('box2').locator('.pay-lines');
  await expect(lines.locator('[data-reason="honba"]')).toHaveCount(1);
  await expect(lines.locator('[data-reason="honba"]')).toContainText('Dave → Alice');
  await expect(lines.locator('[data-reason="honba"]')).toContainText('600');
  await expect(lines.locator('[data-reason="sticks"]')).toContainText('Alice');
  await expect(lines.locator('[data-reason="sticks"]')).toContainText('2,000');
  await expect(page.getByTestId('ok')).toBeEnabled();
  await shot(page, info, 'multiron-tenhou');

  // A third ron (Bob, quick entry) aborts the hand under tenhou: core says so, OK is off.
  await page.getByTestId('add-winner').click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  await expect(page.getByTestId('issues').first()).toContainText('sanchahou');
  await expect(page.getByTestId('ok')).toBeDisabled();
  await expect(page.getByTestId('add-winner')).toHaveCount(0);
  await shot(page, info, 'multiron-triple');
  // The error as a phone shows it, scrolled to the end (not a full-page capture).
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByTestId('issues').first()).toBeInViewport();
  await page.screenshot({ path: screenPath(info, 'multiron-triple-view') });
  await page.getByTestId('remove-winner').click();
  await expect(page.getByTestId('winner-tab-2')).toHaveCount(0);
  await expect(page.getByTestId('delta-0')).toHaveText('+4,100');

  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('33,600');
  await expect(score(page, 2)).toHaveText('25,400');
  await expect(score(page, 3)).toHaveText('16,500');
  await expect(page.getByTestId('honba')).toHaveText('3 honba');
  await expect(page.getByTestId('sticks')).toHaveText('0 riichi sticks');
  await waitSaved(page);

  // History: both winners shown; editing restores both hands.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  const item = page.locator('li.history-item').filter({ hasText: 'Carol ron from Dave' });
  await item.locator('summary').click();
  await expect(item.getByTestId('box1')).toHaveCount(2);
  await shot(page, info, 'multiron-history');
  await item.getByTestId('edit').click();
  await expect(page.getByTestId('winner-tab-0')).toContainText('Alice');
  await expect(page.getByTestId('winner-tab-1')).toContainText('Carol');
  await page.getByText('Keyboard entry (mpsz)').click();
  await expect(page.locator('#mpsz-hand')).toHaveValue('456m12345699p789s');
  await page.getByTestId('winner-tab-1').click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await expect(page.locator('#mpsz-hand')).toHaveValue('234m456678p23455s');
  await expect(page.getByTestId('delta-3')).toHaveText('−6,000');
  await shot(page, info, 'multiron-edit');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
});

test('head bump under wrc2025: only the first winner is paid (W20)', async ({ page }, info) => {
  await toW20(page, 'wrc2025', 30000);
  await expect(box1Of(page, 2).getByTestId('box1-note')).toContainText('Head bump');
  await expect(box1Of(page, 0).getByTestId('box1-note')).toHaveCount(0);
  await expect(box1Of(page, 2).getByTestId('box1-summary')).toContainText('3 han 30 fu');
  // Alice 1500 + 600 + 2000 (Carol's stick too) = 4100; Dave pays 2100; Carol only her stick.
  await expect(page.getByTestId('delta-0')).toHaveText('+4,100');
  await expect(page.getByTestId('delta-2')).toHaveText('−1,000');
  await expect(page.getByTestId('delta-3')).toHaveText('−2,100');
  await expect(page.getByTestId('after-0')).toHaveText('38,600');
  await expect(page.getByTestId('after-2')).toHaveText('26,500');
  await expect(page.getByTestId('after-3')).toHaveText('25,400');
  await shot(page, info, 'multiron-head-bump');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('38,600');
  await expect(score(page, 3)).toHaveText('25,400');
  await expect(page.getByTestId('honba')).toHaveText('3 honba');
});
