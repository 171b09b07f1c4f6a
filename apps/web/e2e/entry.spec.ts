// Entering and correcting hands as a club scorekeeper does: OK tapped twice keeps the hand once;
// an earlier hand recorded as a draw is changed to a win in its place (and back), keeping its
// riichi; who pays whom stays readable at phone width; a wrong file imported is said in the
// player's language. Screens are saved at each project's width.

import { expect, type Page, test } from '@playwright/test';
import { fillNewGame, score, shot, startGame } from './support.ts';

async function openHistoryHand(page: Page, index: number): Promise<void> {
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await page.getByTestId(`hand-${index}`).locator('summary').click();
}

test('OK tapped twice keeps the hand once', async ({ page }) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('box2')).toBeVisible();
  // Two taps before the screen changes (a double tap on a phone).
  await page.getByTestId('ok').evaluate((b: HTMLButtonElement) => {
    b.click();
    b.click();
  });
  await expect(page.getByTestId('honba')).toHaveText('1 honba');
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.locator('.history-item')).toHaveCount(1);
});

test('an earlier draw is changed to a win in its place, and back', async ({ page }, info) => {
  await startGame(page);
  // East 1: Bob declares riichi; recorded as a draw with Bob tenpai.
  await page.getByTestId('riichi-1').click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('tenpai').getByLabel('Bob')).toBeChecked();
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('32,000');
  // East 2, 1 honba: a draw with nobody tenpai.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('round')).toContainText('East 3');

  // It was not a draw: Bob won by ron on Carol's discard (1 han 30 fu).
  await openHistoryHand(page, 1);
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.getByTestId('edit-as-win').click();
  await expect(page.getByRole('group', { name: 'Riichi declared' }).getByLabel('Bob')).toBeChecked();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('1');
  // The three quick fields line up, though "Yakuman (multiple)" wraps at phone width.
  const top = async (id: string) => (await page.locator(id).boundingBox())!.y;
  expect(await top('#value-yakuman')).toBe(await top('#value-han'));
  await expect(page.getByTestId('after-1')).toHaveText('31,000');
  await shot(page, info, 'edit-draw-to-win');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await expect(page.locator('.history-item')).toHaveCount(2);
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText('Bob ron from Carol');
  await expect(page.getByTestId('hand-2').locator('summary')).toContainText('tenpai: nobody');

  // And back: a draw again, Bob's riichi and tenpai kept.
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.getByTestId('edit-as-draw').click();
  await expect(page.getByRole('group', { name: 'Riichi declared' }).getByLabel('Bob')).toBeChecked();
  await expect(page.getByTestId('tenpai').getByLabel('Bob')).toBeChecked();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText('tenpai: Bob');
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 1)).toHaveText('32,000');
});

test('who pays whom keeps each pair of names on one line', async ({ page }, info) => {
  await startGame(page, 'singapore');
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' }).click();
  await page.locator('button.pick[data-tile="45"]').first().click();
  await page.locator('button.pick[data-tile="46"]').first().click();
  await page.getByTestId('add-kan').click();
  const lines = page.getByTestId('box2').locator('.pay-lines li');
  await expect(lines).toHaveCount(6);
  await shot(page, info, 'pay-lines');
  for (const line of await lines.all()) {
    // The text's own height (the grid cells themselves are stretched to the row's).
    const [who, amount] = await line.evaluate((li) =>
      [li.firstElementChild!, li.lastElementChild!].map((cell) => {
        const text = document.createRange();
        text.selectNodeContents(cell);
        return text.getBoundingClientRect().height;
      }),
    );
    expect(who, (await line.textContent()) ?? undefined).toBeLessThanOrEqual(amount! + 1);
  }
});

test('importing a wrong file: a full-size picker, and the problem said in Japanese', async ({
  page,
}, info) => {
  await page.goto('./#/menu');
  const picker = page.locator('#import');
  expect((await picker.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await page.locator('#language').selectOption('ja');
  await picker.setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from('not json'),
  });
  const issue = page.getByTestId('issues').locator('li');
  await expect(issue).toHaveAttribute('data-code', 'bad_json');
  await expect(issue).toContainText('JSONファイルではありません');
  await expect(issue).not.toContainText('bad_json');
  await shot(page, info, 'import-error-ja');
  await page.locator('#language').selectOption('en');
});

test('a robbed closed kan: offered under chankan where kokushi may rob one, kokushi only', async ({
  page,
}, info) => {
  const win = async (hand: string, tile: string) => {
    await page.getByRole('button', { name: 'Win', exact: true }).click();
    await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
    await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
    await page.getByText('Keyboard entry (mpsz)').click();
    await page.locator('#mpsz-hand').fill(hand);
    await page.locator('#mpsz-win').fill(tile);
  };
  const chankan = () => page.getByLabel('Chankan (robbing a kan)');
  const closedKan = () => page.getByLabel('The kan robbed was closed (kokushi musou only)');

  await startGame(page, 'riichi', { preset: 'wrc2025' });
  await win('19m19p19s12345677z', '1m');
  await expect(closedKan()).toHaveCount(0);
  await chankan().check();
  await closedKan().check();
  await expect(page.getByTestId('box1').locator('[data-yaku="kokushi_musou"]')).toBeVisible();
  await expect(page.getByTestId('after-1')).toHaveText('62,000');
  await shot(page, info, 'win-chankan-closed-kan');
  // Unticking chankan takes it away; ticked again, it comes back unticked.
  await chankan().uncheck();
  await expect(closedKan()).toHaveCount(0);
  await chankan().check();
  await expect(closedKan()).not.toBeChecked();
  // Any other hand cannot rob a closed kan: said, and nothing to keep.
  await closedKan().check();
  await page.locator('#mpsz-hand').fill('234567m345p67899s');
  await page.locator('#mpsz-win').fill('5p');
  await expect(page.getByTestId('issues')).toContainText(
    'only kokushi musou (thirteen orphans) may rob a closed kan',
  );
  await expect(page.getByTestId('ok')).toBeDisabled();

  // Tenhou's rules do not let kokushi rob a closed kan: the box is never offered.
  await startGame(page, 'riichi', { preset: 'tenhou' });
  await win('19m19p19s12345677z', '1m');
  await chankan().check();
  await expect(closedKan()).toHaveCount(0);
  await expect(page.getByTestId('box1').locator('[data-yaku="kokushi_musou"]')).toBeVisible();
});

test('shiisanpuutaa switched on among every option: a first draw of scattered tiles is a yakuman', async ({
  page,
}, info) => {
  await fillNewGame(page, 'riichi', { preset: 'tenhou' });
  await page.getByText('Every option').click();
  await page.locator('#opt-shiisanpuutaa').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByRole('radio', { name: 'Tsumo' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('1147m25p3s1234567z');
  await page.locator('#mpsz-win').fill('3s');
  // Not a winning hand until it is said to be the first draw.
  await expect(page.getByTestId('ok')).toBeDisabled();
  await page.getByLabel('Chiihou', { exact: false }).check();
  await expect(page.getByTestId('box1').locator('[data-yaku="shiisanpuutaa"]')).toBeVisible();
  await expect(page.getByTestId('after-1')).toHaveText('57,000');
  await shot(page, info, 'win-shiisanpuutaa');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('57,000');
});

test('a typed hand that does not parse stays in its field when the field is left', async ({ page }) => {
  // Leaving the field replaced the text by the last one that parsed ("123m"), and the error
  // went with it: a hand typed with one slip ("4t6p") was lost, to be typed again.
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  const hand = page.locator('#mpsz-hand');
  await hand.fill('123m4t6p789s11z22z');
  await expect(page.locator('#mpsz-hand-issues')).toBeVisible();
  await hand.blur();
  await expect(hand).toHaveValue('123m4t6p789s11z22z');
  await expect(page.locator('#mpsz-hand-issues')).toBeVisible();
  await expect(hand).toHaveAttribute('aria-invalid', 'true');
  // Put right, it parses and is the hand (written as core writes it).
  await hand.fill('123m456p789s11z22z');
  await hand.blur();
  await expect(hand).toHaveValue('123m456p789s1122z');
  await expect(page.locator('#mpsz-hand-issues')).toHaveCount(0);
  // A slip again, then a tile tapped: the tapped hand replaces the text that did not parse.
  await hand.fill('123m456p789s11z22zq');
  await hand.blur();
  await expect(hand).toHaveValue('123m456p789s11z22zq');
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(hand).toHaveValue('');
  await expect(page.locator('#mpsz-hand-issues')).toHaveCount(0);
});

test('a chi with its red five anywhere in it can be tapped in', async ({ page }) => {
  // A chi runs up from the tile tapped: tapped from the red five it is red 5-6-7, so a chi of
  // 3-4-red 5 or 4-red 5-6 could be entered only by the keyboard, and tapped as 3-4-5 it lost
  // its red five's han. A meld's "red 5" switch makes its five red (and plain again).
  await startGame(page, 'riichi', { preset: 'tenhou' });
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('123m456p1z + pon:777z');
  await page.getByRole('radio', { name: 'Chi' }).click();
  await page.locator('button.pick[data-tile="20"]').click(); // 3 sou: chi 3-4-5 sou
  await page.getByRole('radio', { name: 'Tile', exact: true }).click();
  await page.locator('button.pick[data-tile="27"]').click(); // east: the winning tile
  await expect(page.locator('#mpsz-hand')).toHaveValue('123m456p11z pon:777z chi:345s');
  await expect(page.getByTestId('box1').locator('[data-yaku="aka_dora"]')).toHaveCount(0);

  const red = page.getByRole('button', { name: 'Red five in meld 2' });
  // The pon of red dragons has no five: no switch.
  await expect(page.getByRole('button', { name: 'Red five in meld 1' })).toHaveCount(0);
  await red.click();
  await expect(red).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#mpsz-hand')).toHaveValue('123m456p11z pon:777z chi:340s');
  await expect(page.getByTestId('box1').locator('[data-yaku="aka_dora"]')).toContainText('1 han');
  await red.click();
  await expect(red).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#mpsz-hand')).toHaveValue('123m456p11z pon:777z chi:345s');
});

test('a bonus tile tapped twice on an instant payout is said, not silently ignored', async ({ page }) => {
  await startGame(page, 'singapore');
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Alice' }).click();
  await page.locator('button.pick[data-tile="37"]').click();
  await expect(page.getByTestId('instant-hint')).toHaveCount(0);
  await page.locator('button.pick[data-tile="37"]').click();
  await expect(page.getByTestId('instant-hint')).toHaveText('Flower 1 is already among the bonus tiles.');
  await expect(page.getByTestId('instant-bonus').locator('li')).toHaveCount(1);
  await page.locator('button.pick[data-tile="38"]').click();
  await expect(page.getByTestId('instant-hint')).toHaveCount(0);
});

test("a win's value is not called wrong before it is typed; typing, or OK pressed, says what is wrong", async ({
  page,
}, info) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  const issues = page.getByTestId('issues');
  const ok = page.getByTestId('ok');
  // Tiles: nothing tapped yet is not a mistake.
  await expect(page.getByText('Tap tiles below to build the hand.')).toBeVisible();
  await expect(issues).toHaveCount(0);
  // Quick entry: the han field empty, and nothing said against it; OK is off.
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await expect(page.locator('#value-han')).toBeVisible();
  await expect(issues).toHaveCount(0);
  await expect(ok).toBeDisabled();
  await shot(page, info, 'win-quick-untouched');
  // Typed and cleared: now it is said.
  await page.locator('#value-han').fill('3');
  await expect(page.getByTestId('box2')).toBeVisible();
  await page.locator('#value-han').fill('');
  await expect(issues).toHaveText('han must be a whole number from 1 to 100');
  // Another entry, untouched, where OK is pressed: the reason is said, and focused.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByRole('radio', { name: 'Tsumo' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await expect(issues).toHaveCount(0);
  await ok.click({ force: true });
  await expect(issues).toHaveText('han must be a whole number from 1 to 100');
  await expect(issues).toBeFocused();
  // Nothing was saved.
  await expect(page.getByRole('heading', { name: 'Record a win' })).toBeVisible();
});
