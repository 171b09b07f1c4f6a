// What a review at phone width found, kept fixed: Start game tapped twice starts one game; the
// settlement's final points are in view at 390 px; an edited hand is named by its number in
// the history (instant payouts are no hands); the header keeps to two lines; a hand being
// entered (a win, a draw, an instant payout) survives a reload (and is saved only by OK), and
// riichi declared or taken back at the table since its draft was made is brought into it (the
// draft kept); rule choices are shown by their labels.

import { expect, type Page, test } from '@playwright/test';
import { fillNewGame, score, screenPath, shot, startGame, waitSaved } from './support.ts';

/** Opens the list of every rule option (open already when the screen was not left). */
async function openOptions(page: Page): Promise<void> {
  await page.locator('details.options').evaluate((d: HTMLDetailsElement) => {
    d.open = true;
  });
}

/** The win screen opened afresh: no draft brought back, no winner chosen (Bob was, in the drafts). */
async function expectFreshWinForm(page: Page): Promise<void> {
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
}

test('Start game tapped twice starts one game', async ({ page }) => {
  await fillNewGame(page);
  // Two taps before the screen changes (a double tap on a phone).
  await page.getByRole('button', { name: 'Start game' }).evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(score(page, 0)).toBeVisible();
  await waitSaved(page);
  await page.getByRole('link', { name: 'Menu' }).click();
  await expect(page.locator('ul.games > li')).toHaveCount(1);
});

test('the settlement shows the final points without scrolling sideways', async ({ page }, info) => {
  await startGame(page);
  await page.goto('./#/end');
  const table = page.getByTestId('settlement');
  // Every column is still there (rank, player, score, sticks, raw, oka, rounded, uma, penalty, final).
  await expect(table.locator('thead th')).toHaveCount(10);
  const width = page.viewportSize()!.width;
  for (const cell of [
    table.locator('thead th').last(),
    ...[0, 1, 2, 3].map((s) => page.getByTestId(`final-${s}`)),
  ]) {
    const box = (await cell.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // Not covered by another column scrolled beneath it.
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(
      await cell.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [cx, cy]),
    ).toBe(true);
  }
  // The player's name too, and a hint where the table is wider than the screen.
  const name = (await table.locator('tbody th').first().boundingBox())!;
  expect(name.x).toBeGreaterThanOrEqual(0);
  expect(name.x + name.width).toBeLessThanOrEqual(width);
  if (info.project.name === 'phone') await expect(page.getByTestId('scroll-hint')).toBeVisible();
  else await expect(page.getByTestId('scroll-hint')).toHaveCount(0);
  await shot(page, info, 'settlement-pinned');
});

test('an edited hand is named as the history numbers it, instant payouts apart', async ({ page }) => {
  await startGame(page, 'singapore');
  // An instant payout (Bob: cat and rat), then the first hand: a draw.
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' }).click();
  await page.locator('button.pick[data-tile="45"]').first().click();
  await page.locator('button.pick[data-tile="46"]').first().click();
  await page.getByTestId('ok').click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await waitSaved(page);

  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.locator('.history-item')).toHaveCount(2);
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText('During hand 1');
  await expect(page.getByTestId('hand-2').locator('summary')).toContainText('Hand 1');
  await page.getByTestId('hand-2').locator('summary').click();
  await page.getByTestId('hand-2').getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit hand 1');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit the instant payout of hand 1');
});

for (const family of ['classical', 'singapore', 'riichi']) {
  test(`the header keeps to two lines (${family})`, async ({ page }, info) => {
    await startGame(page, family);
    // A hand played, so the repeat counter and the sticks are not all zero.
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByTestId('ok').click();
    await waitSaved(page);
    const header = page.locator('header.topbar');
    const m = await header.evaluate((h) => {
      const px = (v: string) => Number.parseFloat(v);
      const round = h.querySelector<HTMLElement>('.round')!;
      const title = h.querySelector<HTMLElement>('h1')!;
      const cs = getComputedStyle(h);
      return {
        header: h.getBoundingClientRect().height - px(cs.paddingTop) - px(cs.paddingBottom),
        title: title.getBoundingClientRect().height,
        round: round.getBoundingClientRect().height,
        roundLine: px(getComputedStyle(round).lineHeight),
        rowGap: px(cs.rowGap) || 0,
        text: h.textContent ?? '',
      };
    });
    // The round (with its repeat counter and sticks) on one line, and at most two rows in all.
    expect(m.round, m.text).toBeLessThan(m.roundLine * 1.5);
    expect(m.header, m.text).toBeLessThanOrEqual(m.title + m.round + m.rowGap + 1);
    await expect(page.getByTestId('round')).toContainText('East');
    await expect(page.getByTestId('saved')).toHaveText('Saved');
    await header.screenshot({ path: screenPath(info, `header-${family}`) });
  });
}

test('a hand being entered survives a reload, and is saved only by OK', async ({ page }, info) => {
  await startGame(page);
  const start = await score(page, 1).textContent();
  // A win half entered: Bob by ron on Carol's discard, 1 han.
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('from').getByRole('radio', { name: 'Carol' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.locator('#value-han')).toHaveValue('1');
  await shot(page, info, 'draft-restored');
  // Restored, not saved: the game has no hand yet.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.getByText('No hand yet.')).toBeVisible();
  // Back on the win screen: still there; Cancel drops it.
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.locator('#value-han')).toHaveValue('1');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(score(page, 1)).toHaveText(start!);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expectFreshWinForm(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A draft left by the tab bar, then riichi declared at the table: the declaration is part of
  // the hand being entered, so the draft comes back with it (its stick paid), the rest kept.
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  const declared = page.getByRole('group', { name: 'Riichi declared' });
  // Dave ticked on the win screen alone.
  await declared.getByLabel('Dave').check();
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByTestId('riichi-2').click();
  await expect(page.getByTestId('riichi-2')).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(declared.getByLabel('Carol')).toBeChecked();
  await expect(declared.getByLabel('Dave')).toBeChecked();
  await expect(declared.getByLabel('Alice')).not.toBeChecked();
  // Finished: Carol's and Dave's sticks go to Bob (1 han 30 fu ron on Alice: 1,000, and 2,000).
  await page.getByTestId('from').getByRole('radio', { name: 'Alice' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  await expect(page.getByTestId('after-1')).toHaveText('33,000');
  // Taken back at the table (and after a reload): the draft still comes back, without it.
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByTestId('riichi-2').click();
  await expect(page.getByTestId('riichi-2')).toHaveAttribute('aria-pressed', 'false');
  await waitSaved(page);
  await page.reload();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.locator('#value-han')).toHaveValue('1');
  await expect(declared.getByLabel('Carol')).not.toBeChecked();
  await expect(declared.getByLabel('Dave')).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expectFreshWinForm(page);
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A draw half entered, then riichi declared at the table: the declaring player is in the
  // draw's riichi and tenpai; what was ticked before is kept.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByTestId('riichi-3').click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(declared.getByLabel('Dave')).toBeChecked();
  await expect(page.getByTestId('tenpai').getByLabel('Dave')).toBeChecked();
  await expect(page.getByTestId('tenpai').getByLabel('Alice')).toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByTestId('riichi-3').click();
  await expect(page.getByTestId('riichi-3')).toHaveAttribute('aria-pressed', 'false');

  // A draw with Bob tenpai, reloaded, then saved by OK: the next draw starts afresh.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Bob').check();
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('tenpai').getByLabel('Bob')).toBeChecked();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('honba')).toHaveText('1 honba');
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('tenpai').getByLabel('Bob')).not.toBeChecked();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // Editing the first hand: its draft is its own, and comes back only for that hand.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.getByTestId('tenpai').getByLabel('Carol').check();
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('tenpai').getByLabel('Carol')).toBeChecked();
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('tenpai').getByLabel('Carol')).not.toBeChecked();
});

test('an instant payout being entered survives a reload, and is saved only by OK', async ({ page }) => {
  await startGame(page, 'singapore');
  await page.getByTestId('instant').click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' }).click();
  await page.locator('button.pick[data-tile="45"]').first().click();
  await page.locator('button.pick[data-tile="46"]').first().click();
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.getByTestId('instant-bonus').locator('li')).toHaveCount(2);
  // Nothing was saved by the reload: Bob still has nothing.
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 1)).toHaveText('0.00');
  // OK saves it and forgets the draft: the next payout starts empty.
  await page.getByTestId('instant').click();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('6.00');
  await page.getByTestId('instant').click();
  await expect(page.getByTestId('draft-restored')).toHaveCount(0);
  await expect(page.getByTestId('instant-bonus')).toHaveCount(0);
});

test('rule choices are shown by their labels in every language', async ({ page }, info) => {
  for (const family of ['riichi', 'classical', 'singapore']) {
    await fillNewGame(page, family);
    await openOptions(page);
    const options = page.locator('.option-list select option');
    expect(await options.count()).toBeGreaterThan(0);
    for (const o of await options.all()) {
      const [value, text] = await o.evaluate((el: HTMLOptionElement) => [el.value, el.text]);
      expect(text, `${family}: ${value}`).not.toBe(value);
    }
  }
  await fillNewGame(page, 'riichi');
  await openOptions(page);
  await page.locator('#opt-multiRon').selectOption('head_bump');
  await expect(page.locator('#opt-multiRon option:checked')).toHaveText('Head bump (first winner only)');
  await shot(page, info, 'new-game-choices');
  await page.goto('./#/menu');
  await page.locator('#language').selectOption('ja');
  await page.goto('./#/new');
  await openOptions(page);
  await page.locator('#opt-multiRon').selectOption('head_bump');
  await expect(page.locator('#opt-multiRon option:checked')).toHaveText('頭ハネ');
  await page.goto('./#/menu');
  await page.locator('#language').selectOption('en');
});
