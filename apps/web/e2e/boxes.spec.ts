// What the score boxes say, found wanting by a scorekeeper's audit: a riichi hand entered by its
// han and fu (quick entry) had a box 1 of "3 han 30 fu" and no value at all, where a hand entered
// by its tiles says "Total 3,900 (3,900 from the discarder)"; the value is what each payer pays
// for the hand itself (no honba, no sticks), a dealer's as a dealer's, a limit as the
// rules have it, in the history too.

import { expect, type Page, test } from '@playwright/test';
import { startGame, waitSaved } from './support.ts';

async function quickWin(
  page: Page,
  winner: string,
  from: string | null,
  han: string,
  fu: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: winner }).click();
  if (from === null) await page.getByRole('radio', { name: 'Tsumo' }).click();
  else await page.getByTestId('from').getByRole('radio', { name: from }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill(han);
  await page.locator('#value-fu').fill(fu);
}

test('a riichi hand entered by its han and fu shows its value in box 1', async ({ page }) => {
  await startGame(page);

  // Bob (South, no dealer) rons Carol for 3 han 30 fu: 3,900.
  await quickWin(page, 'Bob', 'Carol', '3', '30');
  await expect(page.getByTestId('box1-summary')).toHaveText('3 han 30 fu');
  await expect(page.getByTestId('box1-total')).toHaveText('3,900');
  await expect(page.getByTestId('box1')).toContainText('(3,900 from the discarder)');
  // A limit: 5 han is a mangan, 8,000.
  await page.locator('#value-han').fill('5');
  await expect(page.getByTestId('box1-total')).toHaveText('8,000');
  await page.locator('#value-han').fill('3');
  await page.getByTestId('ok').click();
  await waitSaved(page);

  // East 2, Bob deals: his tsumo of 3 han 30 fu is 2,000 all, 6,000 (4 han 30 fu would be a
  // mangan under wrc2025's kiriage: 12,000, as the value follows the rules).
  await quickWin(page, 'Bob', null, '4', '30');
  await expect(page.getByTestId('box1-total')).toHaveText('12,000');
  await page.locator('#value-han').fill('3');
  await expect(page.getByTestId('box1-total')).toHaveText('6,000');
  await expect(page.getByTestId('box1')).toContainText('(2,000 all)');
  await page.getByTestId('ok').click();
  await waitSaved(page);

  // East 2, 1 honba: Alice (no dealer) draws 2 han 30 fu: 500 / 1,000, 2,000 (the honba apart).
  await quickWin(page, 'Alice', null, '2', '30');
  await expect(page.getByTestId('box1-total')).toHaveText('2,000');
  await expect(page.getByTestId('box1')).toContainText('(500 / 1,000)');
  await page.getByTestId('ok').click();
  await waitSaved(page);

  // The history says the same of each hand, a dealer's as a dealer's.
  await page.goto('./#/history');
  for (const [index, total] of [
    [1, '3,900'],
    [2, '6,000'],
    [3, '2,000'],
  ] as const) {
    const item = page.getByTestId(`hand-${index}`);
    await item.locator('summary').click();
    await expect(item.getByTestId('box1-total')).toHaveText(total);
  }
});

test('a chombo paid in final points says so in box 2, where no table points change hands', async ({
  page,
}) => {
  // Under wrc2025 a chombo costs 30 final points at the settlement, after uma: box 2 showed four
  // zero changes and nothing else, as if the chombo had cost nothing.
  await startGame(page);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('radio', { name: 'Chombo' }).click();
  await page.getByTestId('offender').getByRole('radio', { name: 'Carol' }).click();
  const remark = page.getByTestId('box2-remark');
  await expect(remark).toHaveText(
    'Carol’s chombo is paid at the settlement: −30.0 final points, after uma. No table points change hands.',
  );
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await page.goto('./#/history');
  await page.getByTestId('hand-1').locator('summary').click();
  await expect(page.getByTestId('hand-1').getByTestId('box2-remark')).toContainText('−30.0 final points');
  await page.goto('./#/end');
  await expect(page.getByTestId('settlement')).toContainText('−30.0');

  // Paid at the table (tenhou): the lines say it, and no remark.
  await startGame(page, 'riichi', { preset: 'tenhou' });
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('radio', { name: 'Chombo' }).click();
  await page.getByTestId('offender').getByRole('radio', { name: 'Carol' }).click();
  await expect(page.getByTestId('delta-2')).not.toHaveText('0');
  await expect(page.getByTestId('box2-remark')).toHaveCount(0);
});

test('an edit of an earlier hand says which later hands it changes, and how', async ({ page }) => {
  // Core replays the game after an edit: another winner of hand 1 moves the dealer, so hand 2's
  // winner is paid as a non-dealer, with a honba. The edit screen showed hand 1 alone, and the
  // later payments changed unseen.
  await startGame(page);
  await quickWin(page, 'Bob', 'Carol', '3', '30');
  await page.getByTestId('ok').click();
  await waitSaved(page);
  // East 2, Bob deals: he rons Dave for 3 han 30 fu, 5,800.
  await quickWin(page, 'Bob', 'Dave', '3', '30');
  await page.getByTestId('ok').click();
  await waitSaved(page);

  await page.goto('./#/win?edit=1');
  await expect(page.getByTestId('later-changes')).toHaveCount(0);
  // Alice (dealer) wins hand 1 instead: hand 2 is East 1, 1 honba, and Bob no dealer.
  await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
  const later = page.getByTestId('later-2');
  await expect(later).toContainText(
    'Hand 2: East 2 · 0 honba · 0 sticks becomes East 1 · 1 honba · 0 sticks',
  );
  await expect(later).toContainText('Bob +4,200 (was +5,800), Dave −4,200 (was −5,800)');
  // Back to Bob: nothing later changes.
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await expect(page.getByTestId('later-changes')).toHaveCount(0);
});

test("a delete's question names the later hands it changes", async ({ page }) => {
  await startGame(page);
  await quickWin(page, 'Bob', 'Carol', '3', '30');
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await quickWin(page, 'Bob', 'Dave', '3', '30');
  await page.getByTestId('ok').click();
  await waitSaved(page);
  await page.goto('./#/history');
  // Hand 1 deleted: hand 2 is played by Alice's deal, Bob no dealer.
  const item = page.getByTestId('hand-1');
  await item.locator('summary').click();
  const question = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.dismiss();
    }),
  );
  await item.getByRole('button', { name: 'Delete' }).click();
  expect(await question).toBe(
    'Delete hand 1 (East 1)? Later scores will be recomputed.\n\nHands that change with it: Hand 2.',
  );
  // The last hand changes none.
  const last = page.getByTestId('hand-2');
  await last.locator('summary').click();
  const second = new Promise<string>((resolve) =>
    page.once('dialog', (d) => {
      resolve(d.message());
      void d.dismiss();
    }),
  );
  await last.getByRole('button', { name: 'Delete' }).click();
  expect(await second).toBe('Delete hand 2 (East 2)? Later scores will be recomputed.');
});

test('the charts of a Japanese Classical game say that it has none, and how its hands are valued', async ({
  page,
}) => {
  // The screen showed the riichi chart of WRC 2025 (its first preset) as the chart of the game.
  await startGame(page, 'classical');
  await page.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByTestId('charts-classical')).toContainText('This game is Japanese Classical');
  await expect(page.getByTestId('charts-classical')).toContainText('up to the limit of 500');
  await startGame(page, 'riichi');
  await page.getByRole('link', { name: 'Charts' }).click();
  await expect(page.getByTestId('points-chart')).toBeVisible();
  await expect(page.getByTestId('charts-classical')).toHaveCount(0);
});

test("a yakuman's box 1 names it once", async ({ page }) => {
  // It read "Yakuman ×1 · Yakuman" and "Yakuman ×2 · Yakuman ×2".
  await startGame(page);
  await quickWin(page, 'Bob', 'Carol', '13', '30');
  await page.locator('#value-yakuman').fill('1');
  await expect(page.getByTestId('box1-summary')).toHaveText('Yakuman');
  await expect(page.getByTestId('box1-total')).toHaveText('32,000');
  await page.locator('#value-yakuman').fill('2');
  await expect(page.getByTestId('box1-summary')).toHaveText('Yakuman ×2');
  await expect(page.getByTestId('box1-total')).toHaveText('64,000');
  // A mangan keeps its count and its limit.
  await page.locator('#value-yakuman').fill('0');
  await page.locator('#value-han').fill('5');
  await expect(page.getByTestId('box1-summary')).toHaveText('5 han 30 fu · Mangan');
});
