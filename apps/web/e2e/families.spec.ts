// A short Singapore game and a short Japanese Classical game played through the UI: a win on
// a discard entered by tiles with bonus tiles, a self-draw in quick entry, an instant payout
// (Singapore), Ready (Classical), a draw, an edit of an earlier hand, the settlement and the
// Singapore tai chart; a Classical win with changes of heart; a Singapore bao with its case.
// Every expected number is what core computes for these hands.

import { expect, type Page, test } from '@playwright/test';
import { fillNewGame, score, shot } from './support.ts';

const tile = (page: Page, id: number) => page.locator(`button.pick[data-tile="${id}"]`).first();

/** The new game filled in, its every option open: not started. */
async function newGame(page: Page, family: 'singapore' | 'classical'): Promise<void> {
  await fillNewGame(page, family);
  await page.getByText('Every option').click();
}

async function openWin(page: Page, winner: string): Promise<void> {
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: winner }).click();
}

async function editHand(page: Page, index: number): Promise<void> {
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await page.getByTestId(`hand-${index}`).locator('summary').click();
  await page.getByTestId(`hand-${index}`).getByTestId('edit').click();
}

test('a short Singapore game through the UI', async ({ page }, info) => {
  await newGame(page, 'singapore');
  await expect(page.locator('#preset')).toHaveValue('sg_reference');
  await expect(page.locator('#opt-limit')).toHaveValue('5');
  await expect(page.locator('#opt-base')).toHaveValue('0.5, 1');
  await shot(page, info, 'sg-new-game');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('0.00');
  await expect(page.getByTestId('riichi-0')).toHaveCount(0);

  // Instant payout: Bob shows the cat and the rat (a bite): 2.00 from each of the others.
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' }).click();
  await tile(page, 45).click();
  await tile(page, 46).click();
  await expect(page.getByTestId('box1').locator('[data-element="bite_cat_rat"]')).toBeVisible();
  await expect(page.getByTestId('after-1')).toHaveText('6.00');
  await expect(page.getByTestId('after-0')).toHaveText('−2.00');
  await shot(page, info, 'sg-instant');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('6.00');

  // E1: Bob wins on Carol's discard, built with the tile picker, his seat flower (2f) too:
  // seat flower 1 + two animals 2 + green dragon pung 1 = 4 tai.
  await openWin(page, 'Bob');
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  for (const id of [0, 1, 2, 12, 13, 14, 24, 25, 26, 21]) await tile(page, id).click();
  await page.getByRole('radio', { name: 'Pon', exact: true }).click();
  await tile(page, 32).click();
  await page.getByRole('radio', { name: 'Tile', exact: true }).click();
  await tile(page, 21).click();
  await tile(page, 38).click();
  await expect(page.getByTestId('bonus-tiles').locator('.hand-tile')).toHaveCount(1);
  const box1 = page.getByTestId('box1');
  await expect(box1.locator('[data-element="seat_flower"]')).toBeVisible();
  await expect(box1.locator('[data-element="animal"]')).toHaveCount(2);
  await expect(box1.locator('[data-element="dragon_pung"]')).toBeVisible();
  await expect(page.getByTestId('box1-summary')).toContainText('4 tai');
  await expect(page.getByTestId('delta-2')).toHaveText('−16.00');
  await expect(page.getByTestId('after-1')).toHaveText('38.00');
  await shot(page, info, 'sg-win-tiles');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('38.00');
  await expect(page.getByTestId('round')).toContainText('East 2');

  // E2: Dave self-draws, entered by its tai alone (3 tai: 8.00 from each).
  await openWin(page, 'Dave');
  await page.getByRole('radio', { name: 'Self-draw' }).click();
  await page.getByRole('radio', { name: 'Quick (tai)' }).click();
  await page.locator('#value-tai').fill('3');
  await expect(page.getByTestId('delta-3')).toHaveText('+24.00');
  await shot(page, info, 'sg-win-quick');
  await page.getByTestId('ok').click();
  await expect(score(page, 3)).toHaveText('14.00');

  // E3: a draw with no instant payout in the hand: the dealer repeats.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.getByTestId('tenpai')).toHaveCount(0);
  await shot(page, info, 'sg-draw');
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('honba')).toHaveText('Dealer repeats: 1');
  await expect(page.getByTestId('round')).toContainText('East 3');

  // Edit E1: it was Dave's discard, not Carol's; later scores follow.
  await editHand(page, 2);
  await expect(page.getByTestId('bonus-tiles').locator('.hand-tile')).toHaveCount(1);
  await page.getByTestId('from').getByRole('radio', { name: 'Dave' }).click();
  await expect(page.getByTestId('after-3')).toHaveText('−18.00');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByTestId('hand-2').locator('summary').click();
  await shot(page, info, 'sg-history');
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 2)).toHaveText('−18.00');
  await expect(score(page, 3)).toHaveText('6.00');
  await expect(page.getByTestId('saved')).toHaveAttribute('data-state', 'saved');
  await shot(page, info, 'sg-table');

  await page.getByRole('link', { name: 'Settlement' }).click();
  await expect(page.getByTestId('final-1')).toHaveText('+30.00');
  await expect(page.getByTestId('final-2')).toHaveText('−18.00');
  await expect(page.getByTestId('final-3')).toHaveText('+6.00');
  await shot(page, info, 'sg-settlement');

  // The tai table of the game's stakes (0.50 / 1, limit 5).
  await page.getByRole('link', { name: 'Charts' }).click();
  await expect(page.locator('#chart-preset')).toHaveValue('sg_reference');
  await expect(page.getByTestId('tai-chart')).toContainText('32.00');
  await expect(page.getByTestId('instant-unit')).toContainText('2.00');
  await shot(page, info, 'sg-charts');
});

test('a short Japanese Classical game through the UI', async ({ page }, info) => {
  await newGame(page, 'classical');
  await expect(page.locator('#preset')).toHaveValue('jc_reference');
  await page.locator('#opt-flowers').check();
  await shot(page, info, 'jc-new-game');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('500');

  // E1: Alice declares Ready; Bob wins on Carol's discard (keyboard entry, seat flower 2f):
  // 30 points, 2 doubles = 120, paid for all by the discarder; Bob takes Alice's Ready stick.
  await page.getByTestId('riichi-0').click();
  await expect(page.getByTestId('riichi-0')).toHaveText('Ready ✓');
  await openWin(page, 'Bob');
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('123m456p789s44s + pon:666z');
  await page.locator('#mpsz-bonus').fill('2f');
  const box1 = page.getByTestId('box1');
  await expect(box1.locator('[data-element="flower"]')).toBeVisible();
  await expect(box1.locator('[data-element="seat_flower"]')).toBeVisible();
  await expect(page.getByTestId('box1-summary')).toContainText('30 points · 2 doubles');
  await expect(page.getByTestId('box1-total')).toHaveText('120');
  await expect(page.getByTestId('delta-0')).toHaveText('−100');
  await expect(page.getByTestId('after-1')).toHaveText('1,080');
  await shot(page, info, 'jc-win-tiles');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('1,080');

  // E2: Carol self-draws, entered as 30 points and 2 doubles.
  await openWin(page, 'Carol');
  await page.getByRole('radio', { name: 'Self-draw' }).click();
  await page.getByRole('radio', { name: 'Quick (points and doubles)' }).click();
  await page.locator('#value-points').fill('30');
  await page.locator('#value-doubles').fill('2');
  await expect(page.getByTestId('delta-2')).toHaveText('+480');
  await shot(page, info, 'jc-win-quick');
  await page.getByTestId('ok').click();
  await expect(score(page, 2)).toHaveText('500');

  // E3: a draw passes the deal.
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await shot(page, info, 'jc-draw');
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('round')).toContainText('East 4');

  // Edit E1: Dave discarded the winning tile.
  await editHand(page, 1);
  await page.getByTestId('from').getByRole('radio', { name: 'Dave' }).click();
  await expect(page.getByTestId('after-3')).toHaveText('20');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByTestId('hand-1').locator('summary').click();
  await shot(page, info, 'jc-history');
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 2)).toHaveText('980');
  await expect(score(page, 3)).toHaveText('−100');

  await page.getByRole('link', { name: 'Settlement' }).click();
  await expect(page.getByTestId('final-2')).toHaveText('+480');
  await expect(page.getByTestId('final-3')).toHaveText('−600');
  await shot(page, info, 'jc-settlement');
});

test('a Japanese Classical win with changes of heart (§6.5)', async ({ page }, info) => {
  await newGame(page, 'classical');
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('500');

  // Bob wins on Carol's discard, 30 points and 1 double = 60: Carol pays 240 for all. Alice
  // withdrew a call once, Dave twice: each change of heart pays Bob 100.
  await openWin(page, 'Bob');
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (points and doubles)' }).click();
  await page.locator('#value-points').fill('30');
  await page.locator('#value-doubles').fill('1');
  const heart = page.getByRole('group', { name: 'Changes of heart (each pays the winner 100)' });
  // The winner's own would be paid to himself: no box for him.
  await expect(heart.getByRole('spinbutton')).toHaveCount(3);
  await expect(heart.getByLabel('Bob')).toHaveCount(0);
  await expect(page.getByTestId('delta-1')).toHaveText('+240');
  await heart.getByLabel('Alice').fill('1');
  await heart.getByLabel('Dave').fill('2');
  const lines = page.getByTestId('box2').locator('.pay-lines li');
  const hearts = lines.filter({ hasText: 'change of heart' });
  await expect(hearts).toHaveCount(3);
  await expect(hearts.filter({ hasText: 'Dave → Bob' })).toHaveCount(2);
  await expect(hearts.filter({ hasText: 'Alice → Bob' })).toHaveCount(1);
  await expect(hearts.first()).toContainText('100');
  await expect(hearts.first()).not.toContainText('chombo');
  await expect(hearts.first()).toContainText('penalty (change of heart)');
  await expect(page.getByTestId('delta-0')).toHaveText('−100');
  await expect(page.getByTestId('delta-1')).toHaveText('+540');
  await expect(page.getByTestId('delta-2')).toHaveText('−240');
  await expect(page.getByTestId('delta-3')).toHaveText('−200');
  await expect(page.getByTestId('after-1')).toHaveText('1,040');
  await shot(page, info, 'jc-change-of-heart');
  // Kept in the draft over a reload, as the rest of the form.
  await page.reload();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(heart.getByLabel('Dave')).toHaveValue('2');
  await expect(page.getByTestId('delta-3')).toHaveText('−200');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('400');
  await expect(score(page, 1)).toHaveText('1,040');
  await expect(score(page, 2)).toHaveText('260');
  await expect(score(page, 3)).toHaveText('300');

  // The history says who made them; editing the hand brings the counts back.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await expect(page.getByTestId('hand-1').locator('summary')).toContainText(
    'change of heart: Alice, Dave ×2',
  );
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await expect(heart.getByLabel('Dave')).toHaveValue('2');
  await expect(heart.getByLabel('Alice')).toHaveValue('1');
  // Dave's second is taken back: he pays 100 less.
  await heart.getByLabel('Dave').fill('1');
  await expect(page.getByTestId('delta-3')).toHaveText('−100');
  await page.getByTestId('ok').click();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 1)).toHaveText('940');
  await expect(score(page, 3)).toHaveText('400');
});

test("a Singapore bao entered with its case is judged by the rules (section 7, shooter-pays' 4.2)", async ({
  page,
}) => {
  await newGame(page, 'singapore');
  await page.locator('#opt-shooterPays').check();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('0.00');

  // Alice wins a 5-tai limit on Carol's discard: under shooter-pays Carol pays 4 x 16 alone.
  await openWin(page, 'Alice');
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (tai)' }).click();
  await page.locator('#value-tai').fill('5');
  await expect(page.getByTestId('delta-2')).toHaveText('−64.00');
  // Bob liable: the case is asked only once someone is liable.
  await page.getByText('Liability (pays for all)').click();
  await expect(page.getByTestId('liable-case')).toHaveCount(0);
  await page.getByTestId('liable').getByRole('radio', { name: 'Bob' }).click();
  await expect(page.getByTestId('liable-case')).toHaveValue('');
  await expect(page.getByTestId('delta-1')).toHaveText('−64.00');
  // A limit bao on a discard does not apply under shooter-pays: said, and nothing is paid by Bob.
  await page.getByTestId('liable-case').selectOption('limit');
  await expect(page.locator('[data-code="bao_not_applied"]')).toContainText('section 4.2');
  await page.getByTestId('liable-case').selectOption('dragons');
  await expect(page.locator('[data-code="bao_not_applied"]')).toHaveCount(0);
  await expect(page.getByTestId('delta-1')).toHaveText('−64.00');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('−64.00');
  await expect(score(page, 2)).toHaveText('0.00');

  // The hand opened again shows its liability open, with its case; no one liable takes the case
  // away with him, the liability left open.
  await editHand(page, 1);
  await expect(page.getByTestId('liable-case')).toHaveValue('dragons');
  await page.getByTestId('liable').getByRole('radio', { name: 'Nobody' }).click();
  await expect(page.getByTestId('liable-case')).toHaveCount(0);
  await expect(page.getByTestId('liable')).toBeVisible();
  await expect(page.getByTestId('delta-2')).toHaveText('−64.00');
});

test('a fresh-tile kong bao: the discarder of the fresh tile pays all of the exposed kong (section 7)', async ({
  page,
}) => {
  await newGame(page, 'singapore');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Alice' }).click();
  // Asked only for one exposed kong.
  await page.getByTestId('add-ankan').click();
  await expect(page.getByTestId('instant-liable')).toHaveCount(0);
  await page.getByTestId('add-kan').click();
  // Alice herself cannot be the liable player.
  await expect(page.getByTestId('instant-liable').getByRole('radio', { name: 'Alice' })).toBeDisabled();
  await expect(page.getByTestId('after-2')).toHaveText('−6.00');
  await page.getByTestId('instant-liable').getByRole('radio', { name: 'Carol' }).click();
  // The concealed kong 4.00 from each; the exposed kong's 6.00 from Carol alone.
  await expect(page.getByTestId('box1').locator('[data-element="exposed_kong"]')).toContainText(
    'Carol pays 6.00 (bao)',
  );
  await expect(page.getByTestId('after-0')).toHaveText('18.00');
  await expect(page.getByTestId('after-1')).toHaveText('−4.00');
  await expect(page.getByTestId('after-2')).toHaveText('−10.00');
  await page.getByTestId('ok').click();
  await expect(score(page, 2)).toHaveText('−10.00');
  // Opened again, the liable player is read back.
  await editHand(page, 1);
  await expect(page.getByTestId('instant-liable').getByRole('radio', { name: 'Carol' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
});

test('Eight Flowers collects the instant payouts not yet paid with the limit win (section 6)', async ({
  page,
}) => {
  await newGame(page, 'singapore');
  await page.getByRole('button', { name: 'Start game' }).click();
  await openWin(page, 'Alice');
  await page.getByRole('radio', { name: 'Self-draw' }).click();
  // 1357m 2468p 13579s 1z, the eight flowers and seasons.
  for (const id of [0, 2, 4, 6, 10, 12, 14, 16, 18, 20, 22, 24, 26, 27]) await tile(page, id).click();
  for (let id = 37; id <= 44; id++) await tile(page, id).click();
  await expect(page.getByTestId('bonus-tiles').locator('.hand-tile')).toHaveCount(8);
  await expect(page.getByTestId('box1').locator('[data-element="eight_flowers"]')).toBeVisible();
  const instant = page.getByTestId('box1-instant');
  await expect(instant.locator('tr')).toHaveCount(3);
  await expect(instant.locator('[data-element="seat_flower_pair"]')).toContainText('2.00');
  await expect(instant.locator('[data-element="complete_season_group"]')).toContainText('4.00');
  // 2 x 16 for the limit and 2 + 4 + 4 of instant payouts, from each.
  await expect(page.getByTestId('delta-1')).toHaveText('−42.00');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('126.00');
});
