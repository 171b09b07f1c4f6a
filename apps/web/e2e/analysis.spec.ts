// The calculator's hand analysis, shown when the hand entered does not score: a 13-tile hand in
// tenpai lists its winning tiles with the wait, the copies left and each win's value by ron and
// by tsumo under the settings on screen ("No yaku" where there is none); a 13-tile hand not in
// tenpai says how far it is and which draws help; a 14-tile hand that is no win lists its best
// discards. A hand that scores shows the score boxes alone. At 320 px nothing scrolls sideways,
// in English and in Japanese.

import { expect, type Locator, type Page, test } from '@playwright/test';
import { shot } from './support.ts';

async function enter(page: Page, hand: string, dora = ''): Promise<void> {
  const keyboard = page.locator('details.keyboard');
  if (!(await keyboard.evaluate((d: HTMLDetailsElement) => d.open)))
    await keyboard.locator('summary').click();
  await page.locator('#mpsz-hand').fill(hand);
  await page.locator('#mpsz-dora').fill(dora);
}

const panel = (page: Page) => page.getByTestId('analysis');
/** The names of the tiles drawn in `where`, in order. */
const tileNames = (where: Locator) =>
  where.getByRole('img').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')));
const row = (page: Page, tile: string) => panel(page).locator(`tr[data-tile="${tile}"]`);

test('a 13-tile hand in tenpai: its waits, the copies left and the value of each win', async ({
  page,
}, info) => {
  await page.goto('./#/calc');
  // Pinfu on 5s-8s; the indicator 8s makes the 9s pair two dora and shows one 8s.
  await enter(page, '234567m345p67s99s', '8s');
  await expect(page.getByRole('heading', { name: 'Hand analysis' })).toBeVisible();
  await expect(page.getByTestId('analysis-summary')).toHaveText('Tenpai · 7 tiles left');
  await expect(panel(page).getByRole('columnheader')).toHaveText(['Tile', 'Wait', 'Left', 'Ron', 'Tsumo']);
  await expect(panel(page).locator('tbody tr')).toHaveCount(2);
  await expect(row(page, '5s').getByRole('rowheader').getByRole('img')).toHaveAccessibleName('5 sou');
  await expect(row(page, '5s').locator('td')).toHaveText([
    'Two-sided (ryanmen)',
    '4',
    '3,9003 han 30 fu',
    '5,2001,300 / 2,6004 han 20 fu',
  ]);
  await expect(row(page, '8s').locator('td').nth(1)).toHaveText('3');
  // A 13-tile hand is not refused for its count; nothing is scored.
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await expect(page.getByTestId('box1')).toHaveCount(0);
  // Nor is its last tile called the winning tile.
  await expect(page.getByText(/^Winning tile:/)).toHaveCount(0);
  await shot(page, info, 'calc-waits');

  // The values follow the settings: with riichi, 4 han 30 fu by ron (a mangan by kiriage in
  // WRC 2025), a mangan by tsumo.
  await page.getByLabel('Riichi', { exact: true }).check();
  await expect(row(page, '5s').locator('td').nth(2)).toHaveText('8,0004 han 30 fu · Mangan (kiriage)');
  await expect(row(page, '5s').locator('td').nth(3)).toHaveText('8,0002,000 / 4,0005 han · Mangan');

  // The winning tile drawn: the hand scores, and the analysis gives way to the score boxes.
  await enter(page, '234567m345p67s99s5s', '8s');
  await expect(page.getByTestId('box1-total')).toHaveText('8,000');
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByText('Winning tile: 5 sou')).toBeVisible();
});

test('a win without a yaku says so, and a meld is counted as three tiles', async ({ page }) => {
  await page.goto('./#/calc');
  await enter(page, '234m456p11z33z + chi:789s');
  await expect(page.getByTestId('analysis-summary')).toHaveText('Tenpai · 4 tiles left');
  // East is the round wind; West is nobody's here.
  await expect(row(page, '1z').locator('td')).toHaveText([
    'Dual pair (shanpon)',
    '2',
    '1,0001 han 30 fu',
    '1,100300 / 5001 han 30 fu',
  ]);
  await expect(row(page, '3z').locator('td')).toHaveText(['Dual pair (shanpon)', '2', 'No yaku', 'No yaku']);
});

test('a 13-tile hand not in tenpai: how far it is and the draws that bring it closer', async ({
  page,
}, info) => {
  await page.goto('./#/calc');
  await enter(page, '123m456p789s1357z', '1z');
  await expect(page.getByTestId('analysis-summary')).toHaveText('2 from tenpai');
  await expect(panel(page)).toContainText('Draws that bring it closer · 11 tiles left');
  const draws = panel(page).getByRole('list', { name: 'Improving draws' }).getByRole('listitem');
  await expect(draws).toHaveText(['2 left', '3 left', '3 left', '3 left']);
  expect(await tileNames(draws)).toEqual(['East wind', 'West wind', 'White dragon', 'Red dragon']);
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await shot(page, info, 'calc-shanten');
});

test('a 14-tile hand that is no win: its shanten and best discards', async ({ page }, info) => {
  await page.goto('./#/calc');
  await enter(page, '123m456p789s11z235z');
  // Core's refusal stays, and the analysis follows it.
  await expect(page.getByTestId('issues')).toContainText('the tiles do not form a winning hand');
  await expect(page.getByTestId('analysis-summary')).toHaveText(
    'Not a win: 1 from tenpai after the best discard',
  );
  const table = panel(page).getByRole('table', { name: 'Best discards' });
  await expect(table.getByRole('columnheader')).toHaveText(['Discard', 'Leaves', 'Improving draws', 'Left']);
  await expect(table.locator('tbody tr')).toHaveCount(5);
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-tile', '2z');
  await expect(row(page, '2z').locator('td')).toHaveText(['1 from tenpai', '', '8']);
  expect(await tileNames(row(page, '2z').getByRole('listitem'))).toEqual([
    'East wind',
    'West wind',
    'White dragon',
  ]);
  await shot(page, info, 'calc-discards');

  // One discard from tenpai.
  await enter(page, '123m456p789s11z22z5z');
  await expect(page.getByTestId('analysis-summary')).toHaveText(
    'Not a win: the best discard leaves it tenpai',
  );
  await expect(row(page, '5z').locator('td')).toHaveText(['Tenpai', '', '4']);
});

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  async function fits(page: Page, where: string): Promise<void> {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, where).toBeLessThanOrEqual(320);
  }

  test('the analysis does not scroll sideways, in English and Japanese', async ({ page }, info) => {
    await page.goto('./#/calc');
    // The widest values: a mangan by tsumo, "2,000 / 4,000" under "8,000".
    await page.getByLabel('Riichi', { exact: true }).check();
    await enter(page, '234567m345p67s99s', '8s');
    await expect(row(page, '5s').locator('td').nth(3)).toContainText('2,000 / 4,000');
    await fits(page, 'waits');
    await shot(page, info, 'se-calc-waits');
    await enter(page, '159m19p19s1234567z');
    await expect(panel(page).getByRole('table', { name: 'Best discards' })).toBeVisible();
    await fits(page, 'discards');
    await enter(page, '124m569p3588s127z');
    await expect(page.getByTestId('analysis-summary')).toHaveText('4 from tenpai');
    await fits(page, 'shanten');

    await page.goto('./#/menu');
    await page.locator('#language').selectOption('ja');
    await page.goto('./#/calc');
    await page.getByLabel('リーチ', { exact: true }).check();
    await enter(page, '234567m345p67s99s', '8s');
    await expect(page.getByTestId('analysis-summary')).toHaveText('聴牌 · 残り7枚');
    await expect(panel(page).getByRole('columnheader')).toHaveText([
      '待ち牌',
      '待ち',
      '残り枚数',
      'ロン',
      'ツモ',
    ]);
    await expect(row(page, '5s').locator('td').first()).toHaveText('両面');
    await fits(page, 'waits in Japanese');
    await shot(page, info, 'se-calc-waits-ja');
    await enter(page, '123m456p789s1357z');
    await expect(page.getByTestId('analysis-summary')).toHaveText('2向聴');
  });
});
