// A tournament penalty (riichi) entered on its own screen from the table: the player, the final
// points taken off (typed unsigned, said back in words with its table points) and a reason,
// tried against core as typed, with the player's settlement before and after. Saved, it moves
// no table points, is listed in the history and under the settlement with its reason, survives
// an edit of an earlier hand, can be edited and deleted there, and can be given from the
// settlement once the game is over. Classical and Singapore do not offer it. At 320 px, in every
// language, the screen, its history entry and the settlement's list do not scroll sideways.

import { expect, type Page, test } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { ja } from '../src/i18n/ja.ts';
import { zh } from '../src/i18n/zh.ts';
import { fillNewGame, score, shot, startGame, waitSaved } from './support.ts';

async function newEastGame(page: Page): Promise<void> {
  await fillNewGame(page, 'riichi', { preset: 'wrc2025' });
  await page.locator('#game-length').selectOption('east');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('30,000');
}

/** A row of the settlement table: the penalty column's cell, and the final points. */
const penaltyCell = (page: Page, seat: number) =>
  page.locator(`[data-testid="settlement"] tr[data-seat="${seat}"] td`).nth(7);

test('a penalty: entered, in the settlement, through an edit of an earlier hand, edited, given after the game, deleted', async ({
  page,
}, info) => {
  await newEastGame(page);
  // Hand 1: Bob ron on Carol, 1 han 30 fu (1,000).
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('31,000');

  await page.getByTestId('penalty').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Give a penalty');
  await expect(page.locator('#penalty-title')).toBeFocused();
  // Nothing entered: nothing said against it, OK off.
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await expect(page.getByTestId('ok')).toHaveAttribute('aria-disabled', 'true');
  // OK pressed (aria-disabled, so forced): the player is asked for first, and focused.
  await page.getByTestId('ok').click({ force: true });
  await expect(page.getByTestId('penalty-seat-error')).toHaveText('Choose the player penalised.');
  await expect(page.getByTestId('penalty-seat-error')).toBeFocused();
  await expect(page.locator('#penalty-amount-error')).toHaveText('Enter the final points to take off.');
  await page.getByTestId('penalty-seat').getByRole('radio', { name: 'Bob' }).click();
  await expect(page.getByTestId('penalty-seat-error')).toHaveCount(0);
  // A minus typed is the same penalty: the field keeps the amount, the screen says it is taken off.
  await page.locator('#penalty-amount').fill('-10');
  await expect(page.locator('#penalty-amount')).toHaveValue('10');
  await expect(page.getByTestId('penalty-takes')).toHaveText(
    'Takes 10 final points (10,000 table points) off Bob.',
  );
  // Table points typed for final points: core's refusal names the unit, live.
  await page.locator('#penalty-amount').fill('10000');
  await expect(page.getByTestId('issues')).toContainText('is beyond the 1000');
  await expect(page.getByTestId('penalty-result')).toHaveCount(0);
  await page.locator('#penalty-amount').fill('2.35');
  await expect(page.getByTestId('issues')).toContainText('at most one decimal');
  await page.locator('#penalty-amount').fill('1,5');
  await expect(page.locator('#penalty-amount-error')).toHaveText(
    'Not an amount: final points to take off, e.g. 10 or 2.5.',
  );
  await page.locator('#penalty-amount').fill('10');
  await expect(page.getByTestId('issues')).toHaveCount(0);
  // The settlement as it stands, core's: Bob first, +16.0 without it, +6.0 with it.
  const result = page.getByTestId('penalty-result');
  await expect(result.getByTestId('penalty-column')).toHaveText('Penalty column: 0.0 → −10.0');
  await expect(result.getByTestId('penalty-final')).toHaveText('Final points: +16.0 → +6.0');
  await expect(result).toContainText('rank (1)');
  // The reason is required, as a correction's is.
  await page.getByTestId('ok').click({ force: true });
  await expect(page.locator('#penalty-note-error')).toBeVisible();
  await expect(page.locator('#penalty-note')).toBeFocused();
  await page.locator('#penalty-note').fill('Slow play, second warning');
  await expect(page.locator('#penalty-note-error')).toHaveCount(0);
  await shot(page, info, 'penalty');
  await page.getByTestId('ok').click();
  // Back at the table: no table points moved.
  await expect(score(page, 1)).toHaveText('31,000');
  await expect(score(page, 2)).toHaveText('29,000');
  await waitSaved(page);

  // In the settlement: the penalty column, the final points, and the penalty explained under it.
  await page.getByRole('link', { name: 'Settlement' }).first().click();
  await expect(penaltyCell(page, 1)).toHaveText('−10.0');
  await expect(page.getByTestId('final-1')).toHaveText('+6.0');
  await expect(page.getByTestId('penalty-line-2')).toHaveText(
    'Bob −10.0 · After hand 1 · Slow play, second warning',
  );
  await expect(page.getByTestId('graph')).toBeVisible();

  // In the history, after hand 1, with its reason.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  const entry = page.getByTestId('penalty-2');
  await expect(entry.locator('summary')).toContainText('After hand 1');
  await expect(entry.locator('summary')).toContainText('Penalty: Bob −10.0 · Slow play, second warning');

  // Hand 1 was 2 han (2,000): edited, the penalty is still there, after it.
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.locator('#value-han').fill('2');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await expect(entry.locator('summary')).toContainText('Penalty: Bob −10.0');
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByRole('link', { name: 'Settlement' }).first().click();
  await expect(page.getByTestId('final-1')).toHaveText('+7.0');
  await expect(penaltyCell(page, 1)).toHaveText('−10.0');

  // Edited: 5 final points, not 10; the player and the reason kept.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await entry.locator('summary').click();
  await entry.getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit penalty');
  await expect(page.getByTestId('edit-round')).toContainText('After hand 1');
  await expect(page.getByTestId('penalty-seat').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.locator('#penalty-amount')).toHaveValue('10');
  await expect(page.locator('#penalty-note')).toHaveValue('Slow play, second warning');
  await page.locator('#penalty-amount').fill('5');
  // The preview of an edit: without the penalty, and with it as edited.
  await expect(page.getByTestId('penalty-final')).toHaveText('Final points: +17.0 → +12.0');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await expect(entry.locator('summary')).toContainText('Penalty: Bob −5.0');

  // Three draws with nobody tenpai end the east-only game.
  await page.getByRole('link', { name: 'Table' }).click();
  for (let i = 0; i < 3; i++) {
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByTestId('ok').click();
  }
  await expect(page.locator('p.banner')).toContainText('The game is over.');
  // Still offered at the table once the game is over, and from the settlement.
  await expect(page.getByTestId('penalty')).toBeVisible();
  await page.getByRole('link', { name: 'See the settlement' }).click();
  await page.getByTestId('give-penalty').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Give a penalty');
  await page.getByTestId('penalty-seat').getByRole('radio', { name: 'Dave' }).click();
  await page.locator('#penalty-amount').fill('2.5');
  await page.locator('#penalty-note').fill('Spoke during the hand');
  await expect(page.getByTestId('penalty-final')).toHaveText('Final points: 0.0 → −2.5');
  await page.getByTestId('ok').click();
  // Back to the settlement, where it was given from.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Settlement');
  await expect(page.getByTestId('final-3')).toHaveText('−2.5');
  await expect(page.getByTestId('final-1')).toHaveText('+12.0');
  await expect(page.getByTestId('penalty-lines').locator('li')).toHaveText([
    'Bob −5.0 · After hand 1 · Slow play, second warning',
    'Dave −2.5 · After hand 4 · Spoke during the hand',
  ]);
  await shot(page, info, 'settlement-penalties');

  // In the history, after the last hand: said to be after the game (not the round that would follow).
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.getByTestId('penalty-6').locator('summary')).toContainText(
    'After hand 4 · after the game',
  );

  // Deleted from the history: Bob's final points are the game's alone.
  await entry.locator('summary').click();
  page.once('dialog', (d) => {
    expect(d.message()).toContain('Delete the penalty given to Bob (After hand 1');
    void d.accept();
  });
  await entry.getByRole('button', { name: 'Delete' }).click();
  await expect(entry).toHaveCount(0);
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByRole('link', { name: 'See the settlement' }).click();
  await expect(page.getByTestId('final-1')).toHaveText('+17.0');
  await expect(penaltyCell(page, 1)).toHaveText('0.0');
  await expect(page.getByTestId('penalty-lines').locator('li')).toHaveCount(1);
});

test('Singapore and Classical offer no penalty in final points', async ({ page }) => {
  for (const family of ['singapore', 'classical']) {
    await fillNewGame(page, family);
    await page.getByRole('button', { name: 'Start game' }).click();
    await expect(score(page, 0)).toBeVisible();
    // The correction is offered (their penalties are payments); the penalty is not.
    await expect(page.getByTestId('adjust')).toBeVisible();
    await expect(page.getByTestId('penalty')).toHaveCount(0);
    await page.getByRole('link', { name: 'Settlement' }).first().click();
    await expect(page.getByTestId('settlement')).toBeVisible();
    await expect(page.getByTestId('give-penalty')).toHaveCount(0);
    // Opened by its address, the screen says why there is no form.
    await page.goto('./#/penalty');
    await expect(page.getByTestId('penalty-not-riichi')).toContainText(
      'Penalties in final points are for riichi',
    );
    await expect(page.locator('#penalty-amount')).toHaveCount(0);
  }
});

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  // With a CJK font installed (.ci/run installs one), the glyphs take their real widths.
  for (const [code, messages] of [
    ['en', en],
    ['ja', ja],
    ['zh', zh],
  ] as const) {
    test(`no sideways scrolling in ${code}: the penalty screen, its history entry, the settlement's list`, async ({
      page,
    }, info) => {
      const names = ['Alexandria', 'Bartholomew', 'Christopher', 'Maximiliano'];
      await startGame(page, 'riichi', { names });
      await page.goto('./#/menu');
      await page.locator('#language').selectOption(code);
      await page.getByRole('link', { name: messages['nav.table'] }).click();
      await page.getByTestId('penalty').click();
      await page.getByTestId('penalty-seat').getByRole('radio', { name: 'Maximiliano' }).click();
      await page.locator('#penalty-amount').fill('12.5');
      await page.locator('#penalty-note').fill('Repeated slow play after two warnings from the floor judge');
      await expect(page.getByTestId('penalty-final')).toContainText('−12.5');
      await fits(page, `${code} penalty`);
      await shot(page, info, `se-penalty-${code}`);
      await page.getByTestId('ok').click();
      await page.getByRole('link', { name: messages['nav.history'] }).first().click();
      await page.getByTestId('penalty-1').locator('summary').click();
      await expect(page.getByTestId('penalty-detail')).toBeVisible();
      await fits(page, `${code} history`);
      await page.goto('./#/end');
      await expect(page.getByTestId('penalty-line-1')).toContainText('Maximiliano');
      await fits(page, `${code} settlement`);
      await shot(page, info, `se-settlement-penalties-${code}`);
    });
  }
});

/** Nothing makes the page wider than the 320 px screen (no sideways scrolling). */
async function fits(page: Page, where: string): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, where).toBeLessThanOrEqual(320);
}
