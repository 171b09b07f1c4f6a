// A whole east-only game played through the UI in a real browser: riichi, a ron entered on
// the keyboard, a tsumo built with the tile picker, a draw with tenpai, an edit of the first
// hand, a reload with the game intact, a quick-mode win, the last hand, the settlement. Also:
// an invalid hand shows what is wrong while typing. Screens are saved at each project's width.

import { expect, type Page, test } from '@playwright/test';
import { fillNewGame, score, shot, waitSaved } from './support.ts';

async function newEastGame(page: Page): Promise<void> {
  await fillNewGame(page, 'riichi', { preset: 'wrc2025' });
  await page.locator('#game-length').selectOption('east');
  await page.getByText('Every option').click();
  await expect(page.locator('#opt-kiriage')).toBeVisible();
}

async function openKeyboard(page: Page): Promise<void> {
  await page.getByText('Keyboard entry (mpsz)').click();
}

test('a whole east-only game through the UI', async ({ page }, info) => {
  await newEastGame(page);
  await shot(page, info, 'new-game');
  await page.getByRole('button', { name: 'Start game' }).click();

  // E1: Bob declares riichi, then wins by ron on Carol's discard (keyboard entry).
  await expect(score(page, 0)).toHaveText('30,000');
  await page.getByTestId('riichi-1').click();
  await expect(page.getByTestId('riichi-1')).toHaveAttribute('aria-pressed', 'true');
  await waitSaved(page);
  await shot(page, info, 'table');
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await openKeyboard(page);
  await page.locator('#mpsz-hand').fill('234567m345p67899s');
  await page.locator('#mpsz-win').fill('5p');
  await expect(page.getByTestId('box1').locator('[data-yaku="riichi"]')).toBeVisible();
  await expect(page.getByTestId('box1').locator('[data-yaku="pinfu"]')).toBeVisible();
  await expect(page.getByTestId('box1-summary')).toContainText('2 han 30 fu');
  await expect(page.getByTestId('after-1')).toHaveText('32,000');
  await expect(page.getByTestId('after-2')).toHaveText('28,000');
  await shot(page, info, 'win-ron');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('32,000');
  await expect(page.getByTestId('round')).toContainText('East 2');

  // E2: Dave wins by tsumo, the hand built by tapping tiles (the last tile tapped wins).
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Dave' }).click();
  await page.getByRole('radio', { name: 'Tsumo' }).click();
  for (const tile of [0, 1, 2, 1, 2, 3, 12, 13, 14, 24, 25, 26, 22, 22])
    await page.locator(`button.pick[data-tile="${tile}"]`).click();
  await expect(page.getByTestId('box1').locator('[data-yaku="menzen_tsumo"]')).toBeVisible();
  await expect(page.getByTestId('box1-summary')).toContainText('1 han 30 fu');
  await expect(page.getByTestId('delta-3')).toHaveText('+1,100');
  await expect(page.getByTestId('delta-1')).toHaveText('−500');
  await shot(page, info, 'win-tsumo');
  await page.getByTestId('ok').click();
  await expect(score(page, 3)).toHaveText('31,100');

  // E3: exhaustive draw, Alice and Carol (the dealer) tenpai.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('tenpai').getByLabel('Carol').check();
  await expect(page.getByTestId('box2')).toBeVisible();
  await shot(page, info, 'draw');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('31,200');
  await expect(page.getByTestId('honba')).toHaveText('1 honba');

  // Edit hand 1: a dora indicator 4m makes Bob's 5m a dora (3 han 30 fu, 3,900).
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await page.getByTestId('hand-1').locator('summary').click();
  await shot(page, info, 'history');
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await openKeyboard(page);
  await expect(page.locator('#mpsz-hand')).toHaveValue('234567m345p67899s');
  await page.locator('#mpsz-dora').fill('4m');
  await expect(page.getByTestId('box1').locator('[data-yaku="dora"]')).toBeVisible();
  await expect(page.getByTestId('after-1')).toHaveText('33,900');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 1)).toHaveText('31,900');
  await expect(score(page, 2)).toHaveText('27,300');
  await waitSaved(page);

  // Reload: the game comes back from IndexedDB as it was.
  await page.reload();
  // A fresh IndexedDB connection can be slow right after a reload (db.ts retries it).
  await expect(score(page, 0)).toHaveText('31,200', { timeout: 20_000 });
  await expect(score(page, 1)).toHaveText('31,900');
  await expect(score(page, 2)).toHaveText('27,300');
  await expect(score(page, 3)).toHaveText('29,600');
  await expect(page.getByTestId('round')).toContainText('East 3');

  // E3 1 honba: Alice ron on Dave, entered in quick mode (1 han 30 fu + 300 honba).
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Dave' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  await page.locator('#value-fu').fill('30');
  await expect(page.getByTestId('delta-0')).toHaveText('+1,300');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('32,500');

  // E4: a draw with nobody tenpai ends the east-only game.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await expect(page.locator('p.banner')).toContainText('The game is over.');
  await shot(page, info, 'table-finished');
  await page.getByRole('link', { name: 'See the settlement' }).click();
  await expect(page.getByTestId('settlement')).toBeVisible();
  await expect(page.getByTestId('final-0')).toHaveText('+17.5');
  await expect(page.getByTestId('final-2')).toHaveText('−17.7');
  await expect(page.getByTestId('graph')).toBeVisible();
  await shot(page, info, 'settlement');
});

test('an invalid hand says what is wrong while typing', async ({ page }, info) => {
  await newEastGame(page);
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByRole('radio', { name: 'Tsumo' }).click();
  await openKeyboard(page);
  await page.locator('#mpsz-hand').fill('123m45');
  await expect(page.locator('#mpsz-hand-issues')).toContainText('no suit letter');
  await page.locator('#mpsz-hand').fill('123m456p789s11223z');
  await expect(page.getByTestId('issues').first()).toContainText('the tiles do not form a winning hand');
  await expect(page.getByTestId('ok')).toBeDisabled();
  await page.locator('#mpsz-hand').fill('11111m456p789s11z');
  await expect(page.getByTestId('issues').first()).toContainText('copies');
  await shot(page, info, 'win-invalid');
});

test('charts, calculator and menu screens', async ({ page }, info) => {
  await page.goto('./#/charts');
  await expect(page.getByTestId('points-chart')).toContainText('7,700');
  await shot(page, info, 'charts');
  await page.goto('./#/calc');
  await openKeyboard(page);
  await page.locator('#mpsz-hand').fill('22m456p456s + pon:777z chi:345m');
  await expect(page.getByTestId('box1').locator('[data-yaku="yakuhai_chun"]')).toBeVisible();
  await shot(page, info, 'calculator');
  await page.goto('./#/menu');
  await expect(page.locator('#language')).toBeVisible();
  await shot(page, info, 'menu');
});

test.describe('dark mode', () => {
  test.use({ colorScheme: 'dark' });
  test('table and hand entry are readable in dark mode', async ({ page }, info) => {
    await newEastGame(page);
    await shot(page, info, 'dark-new-game');
    await page.getByRole('button', { name: 'Start game' }).click();
    await page.getByTestId('riichi-0').click();
    await shot(page, info, 'dark-table');
    await page.getByRole('button', { name: 'Win', exact: true }).click();
    await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
    await page.getByRole('radio', { name: 'Tsumo' }).click();
    await openKeyboard(page);
    await page.locator('#mpsz-hand').fill('123m456p789s23455s');
    await expect(page.getByTestId('box1')).toBeVisible();
    await shot(page, info, 'dark-win');
  });
});

test('works offline after the first visit (service worker)', async ({ page, context }) => {
  await page.goto('./#/charts');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('points-chart')).toContainText('7,700');
  await page.getByRole('link', { name: 'Calculator' }).click();
  await expect(page.getByRole('heading', { name: 'Hand calculator' })).toBeVisible();
  await context.setOffline(false);
});
