// Two players of one name: the app started such a game (core's ledger takes any four names), and
// every payment between them read "Bob → Bob", the seat pickers offered two "Bob"s. The shared
// name is said as soon as it is typed, by the seats that share it; Start game does not start the
// game but puts the focus on the second such name, to be changed.

import { expect, test } from '@playwright/test';
import { fillNewGame, score } from './support.ts';

test('a game is not started with two players of one name', async ({ page }) => {
  await fillNewGame(page, 'riichi', { names: ['Alice', 'Bob', 'Carol', 'bob '] });
  const said = page.getByTestId('shared-names');
  await expect(said).toHaveText(
    'The players at South and North have the same name, “Bob”: give each a name of their own, so that every payment says who pays whom.',
  );
  await expect(page.locator('#player-3')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#player-0')).toHaveAttribute('aria-invalid', 'false');

  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page).toHaveURL(/#\/new$/);
  await expect(page.locator('#player-3')).toBeFocused();

  // A name left empty is "Player 2": typed in another seat, it is shared too.
  await page.locator('#player-3').fill('Player 2');
  await page.locator('#player-1').fill('');
  await expect(said).toContainText('South and North');
  await expect(said).toContainText('“Player 2”');

  await page.locator('#player-3').fill('Dave');
  await expect(said).toHaveCount(0);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toBeVisible();
  await expect(page.getByTestId('player-1')).toContainText('Player 2');
});
