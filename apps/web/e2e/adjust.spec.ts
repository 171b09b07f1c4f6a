// A referee's score correction entered on its own screen (from the table): points given to or
// taken from each player and a reason, tried against core as typed; saved as a hand is, it is in
// the history with its reason, an edit of an earlier hand carries it through (it adds points,
// not sets scores), it can be edited and deleted there. Singapore plays no sticks: no sticks
// field there. Riichi sticks put on the table by a correction are the next winner's. Set the
// scores outright instead (a paper score sheet): prefilled with the scores as they stand, one
// that changes nothing refused, in the history as set outright, edited there in its form, and
// turned into points given (the values converted), which an edit of an earlier hand then
// carries through. At 320 px, in every language, the screen in that form does not scroll
// sideways.

import { expect, type Page, test } from '@playwright/test';
import { en } from '../src/i18n/en.ts';
import { ja } from '../src/i18n/ja.ts';
import { zh } from '../src/i18n/zh.ts';
import { score, shot, startGame, waitSaved } from './support.ts';

async function quickRon(page: Page, winner: string, from: string, han: string): Promise<void> {
  await page.getByTestId('winner').getByRole('radio', { name: winner }).click();
  await page.getByTestId('from').getByRole('radio', { name: from }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill(han);
}

test("a referee's correction: entered, in the history, carried through an earlier hand's edit, edited, deleted", async ({
  page,
}, info) => {
  await startGame(page);
  // Hand 1: Bob ron on Carol, 1 han 30 fu (1,000).
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await quickRon(page, 'Bob', 'Carol', '1');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('31,000');

  // The correction: Alice pays Bob 2,000 (a penalty), and puts a stick on the table.
  await page.getByTestId('adjust').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Adjust scores');
  await expect(page.locator('#adjust-title')).toBeFocused();
  // Nothing typed: nothing said against it, OK off.
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await expect(page.getByTestId('ok')).toBeDisabled();
  await expect(page.getByTestId('adjust-before-1')).toHaveText('31,000');
  // A minus typed takes the amount from the player (the sign button says so).
  await page.locator('#adjust-0').fill('-2,000');
  await expect(page.locator('#adjust-0')).toHaveValue('2,000');
  await expect(page.getByRole('button', { name: 'Take from Alice' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('#adjust-1').fill('1000');
  await page.getByRole('button', { name: 'Put a stick on the table' }).click();
  await expect(page.getByTestId('adjust-stick-delta')).toHaveText('+1 stick');
  // Scores with it, as core replays them: Alice 30,000 − 2,000, Bob 31,000 + 1,000.
  const result = page.getByTestId('adjust-result');
  await expect(result.getByTestId('after-0')).toHaveText('28,000');
  await expect(result.getByTestId('after-1')).toHaveText('32,000');
  await expect(result.getByTestId('delta-0')).toHaveText('−2,000');
  await expect(page.getByTestId('adjust-sticks-after')).toHaveText('Sticks on the table: 0 → 1');
  // Not an amount: said at the field.
  await page.locator('#adjust-2').fill('12a');
  await expect(page.locator('#adjust-2')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#adjust-2-error')).toHaveText('Not an amount: whole points, digits only.');
  await page.locator('#adjust-2').fill('');
  // No reason: OK pressed says so, at the field, and focuses it.
  await page.getByTestId('ok').click({ force: true });
  await expect(page.locator('#adjust-note-error')).toBeVisible();
  await expect(page.locator('#adjust-note')).toBeFocused();
  await page.locator('#adjust-note').fill('Penalty: Alice paid Bob a wrong amount');
  await expect(page.locator('#adjust-note-error')).toHaveCount(0);
  await shot(page, info, 'adjust');
  await page.getByTestId('ok').click();
  // Back at the table: the scores and the stick are the correction's.
  await expect(score(page, 0)).toHaveText('28,000');
  await expect(score(page, 1)).toHaveText('32,000');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');
  await waitSaved(page);

  // In the history, after hand 1, with its reason and form.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  const adjust = page.getByTestId('adjust-2');
  await expect(adjust.locator('summary')).toContainText('After hand 1');
  await expect(adjust.locator('summary')).toContainText(
    'Score correction: Penalty: Alice paid Bob a wrong amount',
  );
  await adjust.locator('summary').click();
  await expect(adjust.getByTestId('adjust-form')).toHaveText(
    'Points given or taken: an edit of an earlier hand carries through it.',
  );
  await expect(adjust.getByTestId('after-1')).toHaveText('32,000');

  // Hand 1 was 2 han (2,000): edited, the correction's points are still added after it.
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.locator('#value-han').fill('2');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 0)).toHaveText('28,000');
  await expect(score(page, 1)).toHaveText('33,000');
  await expect(score(page, 2)).toHaveText('28,000');

  // Edited: Bob is given 1,500, not 1,000; the reason and the stick kept.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await adjust.locator('summary').click();
  await adjust.getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit score correction');
  await expect(page.getByTestId('edit-round')).toContainText('After hand 1');
  await expect(page.locator('#adjust-0')).toHaveValue('2000');
  await expect(page.getByRole('button', { name: 'Take from Alice' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#adjust-note')).toHaveValue('Penalty: Alice paid Bob a wrong amount');
  await page.locator('#adjust-1').fill('1500');
  await expect(page.getByTestId('adjust-result').getByTestId('after-1')).toHaveText('33,500');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 1)).toHaveText('33,500');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');

  // Deleted: the scores are hand 1's alone, the stick gone.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  await adjust.locator('summary').click();
  page.once('dialog', (d) => void d.accept());
  await adjust.getByRole('button', { name: 'Delete' }).click();
  await expect(adjust).toHaveCount(0);
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 0)).toHaveText('30,000');
  await expect(score(page, 1)).toHaveText('32,000');
  await expect(page.getByTestId('sticks')).toHaveText('0 riichi sticks');
});

test('a correction keeps the riichi declared at the table; Singapore and Classical offer it too', async ({
  page,
}) => {
  await startGame(page);
  await page.getByTestId('riichi-1').click();
  await page.getByTestId('adjust').click();
  await page.locator('#adjust-3').fill('500');
  await page.locator('#adjust-note').fill('Dave was short-changed at the last game');
  await page.getByTestId('ok').click();
  await expect(score(page, 3)).toHaveText('30,500');
  await expect(page.getByTestId('riichi-1')).toHaveAttribute('aria-pressed', 'true');

  // Singapore: money with cents, and no sticks.
  await startGame(page, 'singapore');
  await page.getByTestId('adjust').click();
  await expect(page.getByTestId('adjust-sticks')).toHaveCount(0);
  await page.locator('#adjust-0').fill('1.5');
  await page.getByTestId('adjust-sign-1').click();
  await page.locator('#adjust-1').fill('1.50');
  await expect(page.getByTestId('adjust-result').getByTestId('delta-1')).toHaveText('−1.50');
  await page.locator('#adjust-note').fill('Bob paid Alice for a kong at the table, not recorded');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('1.50');
  await expect(score(page, 1)).toHaveText('−1.50');

  // Classical: there too, with its sticks.
  await startGame(page, 'classical');
  await page.getByTestId('adjust').click();
  await expect(page.getByTestId('adjust-sticks')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#table-title')).toBeFocused();
});

test('a win half entered survives a correction entered meanwhile (the same hand is being entered)', async ({
  page,
}) => {
  await startGame(page);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await quickRon(page, 'Bob', 'Carol', '2');
  // Left by the tab bar; the referee corrects the scores before the hand is finished.
  await page.getByRole('link', { name: 'Table' }).click();
  await page.getByTestId('adjust').click();
  await page.locator('#adjust-0').fill('-1000');
  await page.locator('#adjust-3').fill('1000');
  await page.locator('#adjust-note').fill('Dave was paid short last game');
  await page.getByTestId('ok').click();
  await expect(score(page, 3)).toHaveText('31,000');
  // The win comes back as it was entered, scored on the corrected table.
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.getByTestId('draft-restored')).toBeVisible();
  await expect(page.getByTestId('winner').getByRole('radio', { name: 'Bob' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(page.locator('#value-han')).toHaveValue('2');
  await page.getByTestId('ok').click();
  // Bob 2 han 30 fu ron on Carol: 2,000 (30,000 each at the start).
  await expect(score(page, 1)).toHaveText('32,000');
  await expect(score(page, 3)).toHaveText('31,000');
});

const mode = (page: Page, name: string) => page.getByTestId('adjust-mode').getByRole('radio', { name });

test("scores set outright: entered, in the history as such, edited, turned into points given, which an earlier hand's edit carries through", async ({
  page,
}, info) => {
  await startGame(page);
  // Hand 1: Bob ron on Carol, 1 han 30 fu (1,000).
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await quickRon(page, 'Bob', 'Carol', '1');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('31,000');

  // The paper score sheet says otherwise: Alice 28,000, Bob 33,000, and a stick on the table.
  await page.getByTestId('adjust').click();
  await expect(mode(page, 'Points given or taken')).toHaveAttribute('aria-checked', 'true');
  await mode(page, 'Set the scores').click();
  await expect(mode(page, 'Set the scores')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('adjust-mode-hint')).toHaveText(
    'If an earlier hand is edited later: points given or taken still apply on top; scores set stay as set.',
  );
  // Read with the choice by a screen reader, not only shown under it.
  await expect(
    page.getByRole('radiogroup', { name: 'How the correction is made' }),
  ).toHaveAccessibleDescription(
    'If an earlier hand is edited later: points given or taken still apply on top; scores set stay as set.',
  );
  // Prefilled with the scores and sticks as they stand; nothing said against it yet.
  await expect(page.locator('#adjust-0')).toHaveValue('30000');
  await expect(page.locator('#adjust-1')).toHaveValue('31000');
  await expect(page.locator('#adjust-2')).toHaveValue('29000');
  await expect(page.locator('#adjust-3')).toHaveValue('30000');
  await expect(page.getByTestId('adjust-stick-delta')).toHaveText('0 sticks');
  await expect(page.getByTestId('issues')).toHaveCount(0);
  // Scores typed as they already stand: it changes nothing, said, and OK stays off.
  await page.locator('#adjust-0').fill('30,000');
  await page.locator('#adjust-note').fill('Paper score sheet');
  await expect(page.getByTestId('issues')).toHaveText(
    'This correction changes nothing: the scores already stand as set.',
  );
  await expect(page.getByTestId('ok')).toBeDisabled();
  // A score cleared is no score of 0: said at the field.
  await page.locator('#adjust-1').fill('');
  await expect(page.locator('#adjust-1-error')).toHaveText('Type the score as it should stand.');
  await page.locator('#adjust-0').fill('28000');
  await page.locator('#adjust-1').fill('33,000');
  await page.getByRole('button', { name: 'Put a stick on the table' }).click();
  await expect(page.getByTestId('adjust-stick-delta')).toHaveText('1 stick');
  await expect(page.getByTestId('issues')).toHaveCount(0);
  const result = page.getByTestId('adjust-result');
  await expect(result.getByTestId('after-0')).toHaveText('28,000');
  await expect(result.getByTestId('delta-0')).toHaveText('−2,000');
  await expect(result.getByTestId('delta-1')).toHaveText('+2,000');
  await expect(page.getByTestId('adjust-sticks-after')).toHaveText('Sticks on the table: 0 → 1');
  await shot(page, info, 'adjust-set');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('28,000');
  await expect(score(page, 1)).toHaveText('33,000');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');
  await waitSaved(page);

  // In the history as set outright, and offered for an edit, which opens in its form.
  await page.getByRole('link', { name: 'Prev' }).first().click();
  const adjust = page.getByTestId('adjust-2');
  await adjust.locator('summary').click();
  await expect(adjust.getByTestId('adjust-form')).toHaveText(
    'Scores set outright: an edit of an earlier hand stops here.',
  );
  await adjust.getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit score correction');
  await expect(mode(page, 'Set the scores')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#adjust-0')).toHaveValue('28000');
  await expect(page.locator('#adjust-1')).toHaveValue('33000');
  await expect(page.locator('#adjust-2')).toHaveValue('29000');
  await expect(page.getByTestId('adjust-stick-delta')).toHaveText('1 stick');
  await expect(page.locator('#adjust-note')).toHaveValue('Paper score sheet');
  // Edited: Alice 27,000, Bob 34,000.
  await page.locator('#adjust-0').fill('27000');
  await page.locator('#adjust-1').fill('34000');
  await expect(page.getByTestId('adjust-result').getByTestId('after-1')).toHaveText('34,000');
  // Turned into points given or taken against the scores before it (30,000 and 31,000): nothing retyped.
  await mode(page, 'Points given or taken').click();
  await expect(page.locator('#adjust-0')).toHaveValue('3000');
  await expect(page.getByRole('button', { name: 'Take from Alice' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#adjust-1')).toHaveValue('3000');
  await expect(page.getByRole('button', { name: 'Take from Bob' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.locator('#adjust-2')).toHaveValue('');
  await expect(page.getByTestId('adjust-stick-delta')).toHaveText('+1 stick');
  // And back, and again: the same values.
  await mode(page, 'Set the scores').click();
  await expect(page.locator('#adjust-0')).toHaveValue('27000');
  await expect(page.locator('#adjust-2')).toHaveValue('29000');
  await mode(page, 'Points given or taken').click();
  await expect(page.getByTestId('adjust-result').getByTestId('after-1')).toHaveText('34,000');
  await expect(page.locator('#adjust-note')).toHaveValue('Paper score sheet');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await adjust.locator('summary').click();
  await expect(adjust.getByTestId('adjust-form')).toHaveText(
    'Points given or taken: an edit of an earlier hand carries through it.',
  );

  // Hand 1 was 2 han (2,000): the points given are added after it (set outright, Bob would
  // have stayed at 34,000 and Carol at 29,000).
  await page.getByTestId('hand-1').locator('summary').click();
  await page.getByTestId('hand-1').getByTestId('edit').click();
  await page.locator('#value-han').fill('2');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 0)).toHaveText('27,000');
  await expect(score(page, 1)).toHaveText('35,000');
  await expect(score(page, 2)).toHaveText('28,000');
  await expect(score(page, 3)).toHaveText('30,000');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');
});

test('Singapore: the balances set outright in money with cents, no sticks; edited in that form', async ({
  page,
}) => {
  await startGame(page, 'singapore');
  await page.getByTestId('adjust').click();
  await mode(page, 'Set the scores').click();
  await expect(page.getByTestId('adjust-sticks')).toHaveCount(0);
  await expect(page.locator('#adjust-0')).toHaveValue('0.00');
  await page.locator('#adjust-0').fill('2.5');
  await page.locator('#adjust-1').fill('-2.50');
  await expect(page.getByRole('button', { name: 'Bob below zero' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('adjust-result').getByTestId('delta-1')).toHaveText('−2.50');
  await page.locator('#adjust-note').fill('Balances as agreed after the break');
  await page.getByTestId('ok').click();
  await expect(score(page, 0)).toHaveText('2.50');
  await expect(score(page, 1)).toHaveText('−2.50');

  await page.getByRole('link', { name: 'Prev' }).first().click();
  const adjust = page.getByTestId('adjust-1');
  await adjust.locator('summary').click();
  await adjust.getByTestId('edit').click();
  await expect(mode(page, 'Set the scores')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#adjust-0')).toHaveValue('2.50');
  await expect(page.locator('#adjust-1')).toHaveValue('2.50');
  await expect(page.getByRole('button', { name: 'Bob below zero' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('#adjust-0').fill('2.75');
  await page.locator('#adjust-2').fill('-.25');
  await page.getByTestId('ok').click();
  await expect(page.getByRole('heading', { name: 'Previous hands' })).toBeVisible();
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 0)).toHaveText('2.75');
  await expect(score(page, 2)).toHaveText('−0.25');
});

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const [code, messages] of [
    ['en', en],
    ['ja', ja],
    ['zh', zh],
  ] as const) {
    test(`no sideways scrolling in ${code}: the adjustment screen, its scores set outright`, async ({
      page,
    }, info) => {
      const names = ['Alexandria', 'Bartholomew', 'Christopher', 'Maximiliano'];
      await startGame(page, 'riichi', { names });
      await page.goto('./#/menu');
      await page.locator('#language').selectOption(code);
      await page.getByRole('link', { name: messages['nav.table'] }).click();
      await page.getByTestId('adjust').click();
      await mode(page, messages['adjust.mode_outright']).click();
      await page.locator('#adjust-0').fill('-123,500');
      await page.locator('#adjust-3').fill('213,500');
      await page.locator('#adjust-note').fill('Scores from the paper sheet signed by the floor judge');
      await expect(page.getByTestId('adjust-result')).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${code} adjust, set`).toBeLessThanOrEqual(320);
      await shot(page, info, `se-adjust-set-${code}`);
    });
  }
});
