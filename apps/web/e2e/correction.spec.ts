// What a club organiser's run through a game's history and its corrections found at phone
// width, kept fixed: the dealer's name is shown whole beside the dealer's mark (it was cut to
// "A." at 320 px); score box 2 of a hand in the history stays inside its box at 320-390 px (its
// last column ran over the box's border); a Classical game's history and score box 2 speak of
// Ready sticks and who was waiting (they said "riichi sticks" and "tenpai"); an edit says the
// round its hand was played in and who dealt (only the header's round, the table's now, was shown).

import { expect, test } from '@playwright/test';
import { shot, startGame, waitSaved } from './support.ts';

test('the dealer’s name is shown whole beside the dealer’s mark', async ({ page }, info) => {
  for (const width of [320, 360, 390, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await startGame(page);
    for (const seat of [0, 1, 2, 3]) {
      const name = page.getByTestId(`player-${seat}`).locator('.name');
      const [scroll, client] = await name.evaluate((el) => [el.scrollWidth, el.clientWidth]);
      expect(scroll, `${width} px, seat ${seat}`).toBeLessThanOrEqual(client);
    }
    await expect(page.getByTestId('player-0').locator('.dealer-mark')).toBeVisible();
    if (width === 320) await shot(page, info, 'dealer-name-320');
  }
});

test('score box 2 of a hand in the history stays inside its box', async ({ page }, info) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await startGame(page);
    // The widest numbers a hand gives: a double yakuman on a discard, a riichi stick paid.
    await page.getByTestId('riichi-1').click();
    await page.getByRole('button', { name: 'Win', exact: true }).click();
    await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
    await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
    await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
    await page.locator('#value-han').fill('13');
    await page.locator('#value-yakuman').fill('2');
    await expect(page.getByTestId('after-2')).toHaveText('−66,000');
    await page.getByTestId('ok').click();
    await waitSaved(page);
    await page.getByRole('link', { name: 'Prev' }).first().click();
    await page.getByTestId('hand-1').locator('summary').click();
    const box = page.getByTestId('hand-1').getByTestId('box2');
    const [boxRight, tableRight] = await box.evaluate((b) => [
      b.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(b).borderRightWidth),
      b.querySelector('table')!.getBoundingClientRect().right,
    ]);
    expect(tableRight, `${width} px`).toBeLessThanOrEqual(boxRight);
    await expect(box.getByTestId('after-2')).toHaveText('−66,000');
    if (width === 320) await shot(page, info, 'history-box2-320');
  }
});

test('a Classical game’s history speaks of Ready sticks and who was waiting', async ({ page }, info) => {
  await startGame(page, 'classical');
  // Carol declares Ready and is waiting at the draw; then Bob wins and takes her stick.
  await page.getByTestId('riichi-2').click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('tenpai').getByLabel('Carol')).toBeChecked();
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Alice' }).click();
  await page.getByRole('radio', { name: 'Quick (points and doubles)' }).click();
  await page.locator('#value-points').fill('30');
  await page.locator('#value-doubles').fill('1');
  await expect(page.getByTestId('box2')).toContainText('Ready sticks');
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText('Draw · waiting: Carol');
  for (const hand of ['hand-1', 'hand-2']) await page.getByTestId(hand).locator('summary').click();
  await expect(page.getByTestId('hand-1').getByTestId('box2')).toContainText('Ready stick');
  await expect(page.getByTestId('hand-2').getByTestId('box2')).toContainText('Ready sticks');
  await expect(page.locator('.history')).not.toContainText(/riichi|tenpai|noten/i);
  await shot(page, info, 'classical-history');
});

test('an edit says the round its hand was played in and who dealt', async ({ page }, info) => {
  await startGame(page);
  // Hand 1: Alice (the dealer) tenpai alone, a honba more; hand 2: nobody tenpai, Bob deals.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await expect(page.getByTestId('round')).toContainText('East 2 · 2 honba');
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await page.getByTestId('hand-2').locator('summary').click();
  await page.getByTestId('hand-2').getByTestId('edit').click();
  await expect(page.getByTestId('edit-round')).toHaveText(
    'Played in East 1 · 1 honba · 0 sticks · Alice dealing',
  );
  await shot(page, info, 'edit-round');
  // Changed into a win, the hand is still the one of East 1 with its honba.
  await page.getByTestId('edit-as-win').click();
  await expect(page.getByTestId('edit-round')).toHaveText(
    'Played in East 1 · 1 honba · 0 sticks · Alice dealing',
  );
  await page.getByRole('button', { name: 'Cancel' }).click();
  // A new hand says nothing of the kind: the header has the round.
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Record a win');
  await expect(page.getByTestId('edit-round')).toHaveCount(0);
});
