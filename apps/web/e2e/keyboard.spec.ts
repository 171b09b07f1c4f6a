// The player pickers (winner, discarder, liable player, offender) are WAI-ARIA radio groups at
// the keyboard too: one Tab stop a group (the chosen player, or the first that can be chosen),
// the arrow keys move the focus and the choice (round from the last to the first, past a player
// who cannot be chosen), Space chooses the focused player; so do the entry screens' other radio
// groups (ron or tsumo, tiles or quick entry, the draw's kind, where tiles go and as what call).

import { expect, type Locator, test } from '@playwright/test';
import { startGame } from './support.ts';

/** The radios of a group the Tab key stops at (by name). */
const tabStops = (group: Locator) =>
  group
    .getByRole('radio', { includeHidden: true })
    .evaluateAll((radios) =>
      radios.filter((r) => (r as HTMLElement).tabIndex >= 0).map((r) => r.textContent),
    );

/** The name of the focused radio of the group, or null when the focus is outside it. */
const focusedIn = (group: Locator) =>
  group.evaluate((g) => (g.contains(document.activeElement) ? document.activeElement!.textContent : null));

test('the player pickers take one Tab stop each, and the arrow keys choose', async ({ page }) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  const winner = page.getByTestId('winner');
  const from = page.getByTestId('from');
  const checked = (group: Locator) => group.getByRole('radio', { checked: true });

  // Nobody chosen: the Tab stop is the first player; Space chooses him.
  expect(await tabStops(winner)).toEqual(['Alice']);
  await page.locator('#win-title').focus();
  await page.keyboard.press('Tab');
  expect(await focusedIn(winner)).toBe('Alice');
  await expect(checked(winner)).toHaveCount(0);
  await page.keyboard.press('Space');
  await expect(checked(winner)).toHaveText('Alice');

  // Right and Down go on, Left and Up back, round the ends; the choice follows the focus.
  for (const [key, name] of [
    ['ArrowRight', 'Bob'],
    ['ArrowDown', 'Carol'],
    ['ArrowDown', 'Dave'],
    ['ArrowRight', 'Alice'],
    ['ArrowLeft', 'Dave'],
    ['ArrowUp', 'Carol'],
  ] as const) {
    await page.keyboard.press(key);
    expect(await focusedIn(winner)).toBe(name);
    await expect(checked(winner)).toHaveText(name);
    await expect(winner.getByRole('radio', { name })).toHaveAttribute('aria-checked', 'true');
  }
  expect(await tabStops(winner)).toEqual(['Carol']);

  // Tab leaves the group at once, Shift+Tab comes back to the chosen player.
  await page.keyboard.press('Tab');
  expect(await focusedIn(winner)).toBeNull();
  await page.keyboard.press('Shift+Tab');
  expect(await focusedIn(winner)).toBe('Carol');

  // The discarder: the winner (Carol) cannot be chosen, and the arrows go past her.
  expect(await tabStops(from)).toEqual(['Alice']);
  await from.getByRole('radio', { name: 'Alice' }).focus();
  await page.keyboard.press('ArrowLeft');
  expect(await focusedIn(from)).toBe('Dave');
  await page.keyboard.press('ArrowLeft');
  expect(await focusedIn(from)).toBe('Bob');
  await expect(checked(from)).toHaveText('Bob');
  await page.keyboard.press('ArrowRight');
  expect(await focusedIn(from)).toBe('Dave');
  await expect(checked(from)).toHaveText('Dave');
  // The winner changed to the discarder takes him off: nobody is chosen, Alice is the stop again.
  await winner.getByRole('radio', { name: 'Dave' }).click();
  await expect(checked(from)).toHaveCount(0);
  expect(await tabStops(from)).toEqual(['Alice']);

  // The liable player: "None" chosen, the stop; the arrows go round past the winner (Dave).
  await page.locator('details.pao summary').click();
  const liable = page.getByTestId('liable');
  expect(await tabStops(liable)).toEqual(['Nobody']);
  await liable.getByRole('radio', { name: 'Nobody' }).focus();
  await page.keyboard.press('ArrowLeft');
  expect(await focusedIn(liable)).toBe('Carol');
  await expect(checked(liable)).toHaveText('Carol');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  expect(await focusedIn(liable)).toBe('Alice');
  await expect(checked(liable)).toHaveText('Alice');
  expect(await tabStops(liable)).toEqual(['Alice']);
});

test('a mouse click still chooses any player, and the offender picker takes the keys too', async ({
  page,
}) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByRole('radio', { name: 'Chombo' }).click();
  const offender = page.getByTestId('offender');
  await offender.getByRole('radio', { name: 'Carol' }).click();
  await expect(offender.getByRole('radio', { checked: true })).toHaveText('Carol');
  expect(await tabStops(offender)).toEqual(['Carol']);
  await offender.getByRole('radio', { name: 'Carol' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(offender.getByRole('radio', { checked: true })).toHaveText('Dave');
  expect(await focusedIn(offender)).toBe('Dave');
});

test("the entry screens' other radio groups take the keys too: ron or tsumo, tiles or quick, the draw's kind, the hand's target and call", async ({
  page,
}) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  const group = (name: string) => page.getByRole('radiogroup', { name, exact: true });
  const checked = (name: string) => group(name).getByRole('radio', { checked: true });

  const how = group('Won by');
  expect(await tabStops(how)).toEqual(['Ron']);
  await how.getByRole('radio', { name: 'Ron' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(checked('Won by')).toHaveText('Tsumo');
  expect(await focusedIn(how)).toBe('Tsumo');
  await expect(page.getByTestId('from')).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(checked('Won by')).toHaveText('Ron');
  expect(await tabStops(how)).toEqual(['Ron']);

  const call = group('Add as');
  expect(await tabStops(call)).toEqual(['Tile']);
  await call.getByRole('radio', { name: 'Tile' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(checked('Add as')).toHaveText('Closed kan');
  expect(await tabStops(call)).toEqual(['Closed kan']);

  const target = group('Tiles go to');
  await target.getByRole('radio', { checked: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(checked('Tiles go to')).toHaveText('Dora indicators');
  expect(await tabStops(target)).toEqual(['Dora indicators']);

  const mode = group('Entry');
  expect(await tabStops(mode)).toEqual(['Tiles']);
  await mode.getByRole('radio', { name: 'Tiles' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(checked('Entry')).toHaveText('Quick (han and fu)');
  await expect(page.locator('#value-han')).toBeVisible();

  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  const kind = group('Kind');
  expect(await tabStops(kind)).toEqual(['Exhaustive draw']);
  await kind.getByRole('radio', { name: 'Exhaustive draw' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(checked('Kind')).toHaveText('Chombo');
  await expect(page.getByTestId('offender')).toBeVisible();
});

test('adding or removing a winner at the keyboard leaves the focus on the winner picker', async ({
  page,
}) => {
  // The button pressed goes away (no more winners until this one is chosen; one winner has no
  // Remove): the focus fell to the page's start, and Tab went on from the top.
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Alice' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Dave' }).click();
  await page.getByTestId('add-winner').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('winner-tab-1')).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('add-winner')).toHaveCount(0);
  // The second winner's picker: its first player who can be chosen (Alice won already, Dave
  // dealt in).
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Alice' })).toBeDisabled();
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Dave' })).toBeDisabled();
  expect(await focusedIn(page.getByTestId('winner'))).toBe('Bob');
  await page.keyboard.press('ArrowRight');
  expect(await focusedIn(page.getByTestId('winner'))).toBe('Carol');

  await page.getByTestId('remove-winner').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('winners')).toHaveCount(0);
  // The one winner left, chosen.
  expect(await focusedIn(page.getByTestId('winner'))).toBe('Alice');
});

test('a tile, meld or kong removed at the keyboard leaves the focus in its list', async ({ page }) => {
  // Each × takes its own button away: the focus fell to the page's start.
  const focused = () =>
    page.evaluate(
      () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.className,
    );
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-dora').fill('1s2s');
  await page.locator('#mpsz-hand').fill('123m456p11z + pon:555z chi:789s');
  await page.getByRole('button', { name: 'Remove 1 sou' }).focus();
  await page.keyboard.press('Enter');
  // The indicator left (2s) takes the place of the one removed.
  await expect.poll(focused).toBe('Remove 2 sou');
  await page.keyboard.press('Enter');
  // None left: the row itself, from where Tab goes on.
  await expect.poll(focused).toBe('indicator-row');
  await page.getByRole('button', { name: 'Remove meld 1' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('Remove meld 1');
  await expect(page.locator('#mpsz-hand')).toHaveValue('123m456p11z chi:789s');

  // Singapore's instant payout: a kong removed, then a bonus tile.
  await startGame(page, 'singapore');
  await page.getByTestId('instant').click();
  await page.getByTestId('add-kan').click();
  await page.getByTestId('add-ankan').click();
  await page.getByRole('button', { name: 'Remove Exposed kong' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(focused).toBe('Remove Concealed kong');
});

test('a saved game deleted from the menu leaves the focus in the list', async ({ page }) => {
  // Its entry and the Delete pressed went away: the focus fell to the page's start.
  for (const names of [
    ['Ann', 'Ben', 'Cat', 'Dan'],
    ['Eve', 'Fay', 'Gus', 'Hal'],
  ])
    await startGame(page, 'riichi', { names });
  await page.goto('./#/menu');
  const deletes = page.locator('.games li').getByRole('button', { name: 'Delete' });
  await expect(deletes).toHaveCount(2);
  page.on('dialog', (d) => void d.accept());
  await deletes.first().focus();
  await page.keyboard.press('Enter');
  await expect(deletes).toHaveCount(1);
  await expect(deletes.first()).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(deletes).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeFocused();
});
