// What a phone audit found, kept fixed: players with longer names (Christopher, Maximiliano)
// keep the table within the screen (no sideways scrolling, the names shortened with an
// ellipsis); tiles tapped after the ura indicators went off screen (the winner's riichi
// unticked) go to the hand, and ura indicators no longer shown are not saved with the hand;
// the dealer's mark and a declared riichi's button read at WCAG AA contrast in both themes;
// the limit hands' chart says what 13 han is under the preset (sanbaiman in EMA, WRC 2022, M-League), in
// the chosen language; a start score the rules refuse (12345) leaves the field, the game length
// and every option on screen to put it right, the problem said once; the CSV export opens in
// Excel with players' names in Japanese intact (UTF-8 with a byte order mark), and an export is
// named by the local date and time and the players; an entry's OK bar is not under the tab bar
// at desktop width; a control reached by Tab is not left under the sticky header or the bars at
// the foot; an instant payout's "held from the deal" boxes are each
// named by their tile; at 320 px (iPhone SE) the draw, a win's score boxes and the history do
// not scroll sideways (who pays whom, before and after, fits, long names and all), nor the new
// game with every option shown.

import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { ja } from '../src/i18n/ja.ts';
import { zh } from '../src/i18n/zh.ts';
import { score, shot, startGame } from './support.ts';

const LONG_NAMES = ['Alexandria', 'Bartholomew', 'Christopher', 'Maximiliano'];

/** A game started with the long names unless others are given. */
const newGame = (page: Page, family = 'riichi', names = LONG_NAMES) => startGame(page, family, { names });

/** The page is no wider than the window: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [
    document.documentElement.scrollWidth,
    document.documentElement.clientWidth,
  ]);
  expect(scroll).toBeLessThanOrEqual(width);
}

test('long player names keep the table within the screen', async ({ page }, info) => {
  for (const family of ['riichi', 'singapore']) {
    await newGame(page, family);
    await page.getByTestId('riichi-1').or(page.getByTestId('instant')).first().waitFor();
    await expectNoSidewaysScroll(page);
    for (const seat of [0, 1, 2, 3]) {
      const card = await page.getByTestId(`player-${seat}`).boundingBox();
      expect(card!.x).toBeGreaterThanOrEqual(0);
      expect(card!.x + card!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
    }
    await shot(page, info, `long-names-table-${family}`);
  }
});

/** The open game's events as this window last saved them (its localStorage mirror, db.ts). */
async function savedEvents(page: Page): Promise<{ type: string; result?: { wins?: { score: object }[] } }[]> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('mahjong-ledger:current-game')!).doc.events);
}

test('ura indicators taken off screen (riichi unticked) take no more taps, and are not saved', async ({
  page,
}) => {
  await page.goto('./#/new');
  await page.locator('#preset').selectOption('tenhou');
  await page.getByRole('button', { name: 'Start game' }).click();
  await page.getByTestId('riichi-1').click();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Player 2' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Player 3' }).click();
  await page.getByRole('radio', { name: 'Ura indicators' }).click();
  await page.locator('button.pick[data-tile="0"]').click();
  await page.getByRole('group', { name: 'Riichi declared' }).getByLabel('Player 2').uncheck();
  await expect(page.getByRole('radio', { name: 'Ura indicators' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Hand', exact: true })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // The next tap goes to the hand, as the toolbar now shows.
  await page.locator('button.pick[data-tile="1"]').click();
  await expect(page.getByTestId('hand-tiles').locator('.hand-tile')).toHaveCount(1);
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('234067m345p67899s');
  await page.locator('#mpsz-win').fill('5p');
  await expect(page.getByTestId('box1-summary')).toContainText('2 han 30 fu');
  await page.getByTestId('ok').click();
  await expect(score(page, 1)).toHaveText('27,000');
  const hand = (await savedEvents(page)).find((e) => e.type === 'hand')!;
  expect(hand.result!.wins![0]!.score).not.toHaveProperty('ura');
});

test('the calculator scores no ura indicators once riichi is unticked', async ({ page }) => {
  await page.goto('./#/calc');
  await page.locator('#calc-how').selectOption('tsumo');
  await page.getByLabel('Riichi', { exact: true }).check();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('111m234p567p789s99s');
  await page.locator('#mpsz-ura').fill('1m1m');
  // Three 1m in the hand and two under the dead wall are five copies: refused while they count.
  await expect(page.getByTestId('issues')).toContainText('more than 4 of one tile');
  await page.getByLabel('Riichi', { exact: true }).uncheck();
  await expect(page.locator('#mpsz-ura')).toHaveCount(0);
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await expect(page.getByTestId('box1').locator('[data-yaku="menzen_tsumo"]')).toBeVisible();
});

/** The contrast of an element's text on its own background (WCAG 2 ratio). */
function contrast(page: Page, testid: string, selector: string): Promise<number> {
  return page
    .getByTestId(testid)
    .locator(selector)
    .evaluate((el) => {
      const rgb = (c: string) =>
        c
          .match(/[\d.]+/g)!
          .slice(0, 3)
          .map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const x = v / 255;
          return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const style = getComputedStyle(el);
      const [a, b] = [lum(style.color), lum(style.backgroundColor)];
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
}

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    test.use({ colorScheme });
    test('the dealer mark and a declared riichi read at AA contrast', async ({ page }) => {
      await newGame(page, 'riichi', ['Alice', 'Bob', 'Carol', 'Dave']);
      await page.getByTestId('riichi-1').click();
      await expect(page.getByTestId('riichi-1')).toHaveAttribute('aria-pressed', 'true');
      // Small text (12 and 16 px): 4.5:1 at least.
      expect(await contrast(page, 'player-0', '.dealer-mark')).toBeGreaterThanOrEqual(4.5);
      expect(await contrast(page, 'player-1', '.riichi-btn')).toBeGreaterThanOrEqual(4.5);
    });
  });
}

test("the limit chart's han follow the preset's counted yakuman, in every language", async ({ page }) => {
  await page.goto('./#/charts');
  const row = (limit: string) =>
    page
      .getByTestId('limit-chart')
      .getByRole('row', { name: new RegExp(`^${limit}`) })
      .locator('td')
      .first();
  // EMA 2016: 13 han or more is sanbaiman (kazoe: sanbaiman).
  await page.locator('#chart-preset').selectOption('ema2016');
  await expect(row('Sanbaiman')).toHaveText('11+');
  await expect(row('Yakuman')).toHaveText('a yakuman only (13+ han is sanbaiman)');
  await page.locator('#chart-preset').selectOption('tenhou');
  await expect(row('Sanbaiman')).toHaveText('11-12');
  await expect(row('Yakuman')).toHaveText('13+, or a yakuman');
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.locator('#language').selectOption('ja');
  await page.getByRole('link', { name: '点数表' }).click();
  await page.locator('#chart-preset').selectOption('tenhou');
  await expect(page.getByTestId('limit-chart')).toContainText('13翻以上、または役満');
  await expect(page.getByTestId('limit-chart')).not.toContainText('yakuman');
});

test('a start score the rules refuse stays in its field to be put right, said once', async ({ page }) => {
  await page.goto('./#/new');
  await page.locator('#start-points').fill('12345');
  await page.locator('#start-points').blur();
  await expect(page.getByTestId('issues')).toContainText('multiple of 100');
  await expect(page.locator('#start-points')).toHaveValue('12345');
  await expect(page.locator('#game-length')).toBeVisible();
  await page.getByText('Every option').click();
  await expect(page.locator('#opt-kiriage')).toBeVisible();
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.getByTestId('issues')).toHaveCount(1);
  await expect(page.getByTestId('issues').locator('li')).toHaveCount(1);
  await page.locator('#start-points').fill('30000');
  await page.locator('#start-points').blur();
  await expect(page.getByTestId('issues')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toHaveText('30,000');
});

test('the CSV export is UTF-8 with a byte order mark, for Excel', async ({ page }) => {
  await newGame(page, 'riichi', ['山田', '李明', 'Carol', 'Dave']);
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await page.getByRole('link', { name: 'Menu' }).click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').click()]);
  const bytes = readFileSync((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.split('\n')[0]).toContain('山田 delta');
  expect(text.split('\n')[1]).toMatch(/^1,E1,/);
});

test.describe('in Tokyo at 08:30 (still the day before in UTC)', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("an export is named by the local date and time and the game's players", async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-27T23:30:00Z'));
    const exported = async (testid: string) => {
      await page.getByRole('link', { name: 'Menu' }).click();
      const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId(testid).click()]);
      return file.suggestedFilename();
    };
    await newGame(page, 'riichi', ['Alice', 'Bob', 'Carol', 'Dave']);
    expect(await exported('export-json')).toBe('mahjong-game-2026-11-28-08-30-Alice-Bob-Carol-Dave.json');
    expect(await exported('export-csv')).toBe('mahjong-game-2026-11-28-08-30-Alice-Bob-Carol-Dave.csv');
    // Another game the same day: another name, its players' made safe for a file.
    await newGame(page, 'riichi', ['山田 太郎', 'A/B', 'C:D', 'Dave']);
    expect(await exported('export-json')).toBe('mahjong-game-2026-11-28-08-30-山田-太郎-A-B-C-D-Dave.json');
    // A saved game downloaded from the list is named by its own players.
    const [file] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download: Alice · Bob · Carol · Dave' }).click(),
    ]);
    expect(file.suggestedFilename()).toBe('mahjong-game-2026-11-28-08-30-Alice-Bob-Carol-Dave.json');
  });
});

/** The element's centre (its top 20 px for a tall one) shows it, not a bar over it. */
function uncovered(el: Element): boolean {
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
  return !!hit && (el === hit || el.contains(hit) || (hit.tagName === 'LABEL' && hit.contains(el)));
}

/** The focused control, unless it is the tab bar's or none: its markup, and whether it shows. */
function focused(): { name: string; seen: boolean } | null {
  const el = document.activeElement;
  if (!el || el === document.body || el.closest('.tabbar')) return null;
  const box = el.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + Math.min(box.height / 2, 10));
  const seen = !!hit && (el === hit || el.contains(hit) || (hit.tagName === 'LABEL' && hit.contains(el)));
  return { name: el.outerHTML.slice(0, 80), seen };
}

async function openWinForm(page: Page): Promise<void> {
  await newGame(page, 'riichi', ['Alice', 'Bob', 'Carol', 'Dave']);
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByText('Keyboard entry (mpsz)').click();
  await page.locator('#mpsz-hand').fill('234567m345p67899s');
  await page.locator('#mpsz-win').fill('5p');
}

test("an entry's OK bar stays in view above the tab bar while the form scrolls", async ({ page }) => {
  await openWinForm(page);
  await page.locator('button.pick[data-tile="0"]').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const ok = page.getByTestId('ok');
  await expect(ok).toBeInViewport();
  expect(await ok.evaluate(uncovered)).toBe(true);
});

test('a control reached by Tab is not left under the sticky bars', async ({ page }) => {
  await openWinForm(page);
  await page.locator('#win-title').focus();
  const hidden: string[] = [];
  for (let i = 0; i < 100; i++) {
    await page.keyboard.press('Tab');
    const at = await page.evaluate(focused);
    if (!at) break;
    if (!at.seen) hidden.push(at.name);
  }
  expect(hidden).toEqual([]);
});

test("an instant payout's held-from-the-deal boxes are named by their tiles", async ({ page }) => {
  await newGame(page, 'singapore', ['Alice', 'Bob', 'Carol', 'Dave']);
  await page.getByTestId('instant').click();
  await page.getByTestId('instant-seat').getByRole('radio', { name: 'Bob' }).click();
  await page.locator('button.pick[data-tile="45"]').click();
  await page.locator('button.pick[data-tile="46"]').click();
  const boxes = page.getByTestId('instant-bonus').getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  await expect(boxes.nth(0)).toHaveAccessibleName(/^Held from the deal.*: Cat$/);
  await expect(boxes.nth(1)).toHaveAccessibleName(/^Held from the deal.*: Rat$/);
});

test.describe('at 320 px wide (iPhone SE)', () => {
  test.use({ viewport: { width: 320, height: 568 } });

  /** Nothing makes the page wider than the 320 px screen (no sideways scrolling). */
  async function fits(page: Page, where: string): Promise<void> {
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, where).toBeLessThanOrEqual(320);
  }

  test('no screen scrolls sideways: the draw, the win and its score boxes, the history', async ({
    page,
  }, info) => {
    await newGame(page);
    await fits(page, 'table');
    // A draw: who pays whom (before, change, after) with noten payments.
    await page.getByRole('button', { name: 'Draw', exact: true }).click();
    await page.getByTestId('tenpai').getByLabel('Bartholomew').check();
    await expect(page.getByTestId('delta-1')).toHaveText('+3,000');
    await fits(page, 'draw');
    await shot(page, info, 'se-draw');
    await page.getByRole('link', { name: 'Table' }).click();
    // A win: the dealer's yakuman on a discard, the widest numbers a hand gives (−18,000 after).
    await page.getByRole('button', { name: 'Win', exact: true }).click();
    await page.getByTestId('winner').getByRole('radio', { name: 'Alexandria' }).click();
    await page.getByTestId('from').getByRole('radio', { name: 'Christopher' }).click();
    await page.getByText('Keyboard entry (mpsz)').click();
    await page.locator('#mpsz-hand').fill('111999m111p111s11z');
    await page.locator('#mpsz-win').fill('1z');
    await expect(page.getByTestId('delta-2')).toHaveText('−48,000');
    await fits(page, 'win');
    await shot(page, info, 'se-win');
    await page.getByTestId('ok').click();
    await expect(score(page, 2)).toHaveText('−18,000');
    await fits(page, 'table after the win');
    await page.getByRole('link', { name: 'Prev' }).first().click();
    await page.getByTestId('hand-1').locator('summary').click();
    await expect(page.getByTestId('hand-1').getByTestId('box2')).toBeVisible();
    await fits(page, 'history');
  });

  test("no sideways scrolling on the new game's every option, the charts, calculator and menu", async ({
    page,
  }, info) => {
    for (const family of ['riichi', 'classical', 'singapore']) {
      await page.goto('./#/new');
      await page.locator('#family').selectOption(family);
      const every = page
        .locator('details')
        .filter({ has: page.locator('summary', { hasText: 'Every option' }) });
      await every.evaluate((d: HTMLDetailsElement) => {
        d.open = true;
      });
      await expect(page.locator('.option-list li').last()).toBeVisible();
      await fits(page, `${family} new game`);
      await shot(page, info, `se-new-${family}`);
    }
    for (const screen of ['charts', 'calc', 'menu']) {
      await page.goto(`./#/${screen}`);
      await expect(page.locator('main h2')).toBeVisible();
      await fits(page, screen);
    }
  });

  // With a CJK font installed (.ci/run installs one), the glyphs take their real widths.
  for (const [code, messages] of [
    ['ja', ja],
    ['zh', zh],
  ] as const) {
    test(`no sideways scrolling in ${code}: the table, a win and its boxes, the history, every option, the other screens`, async ({
      page,
    }, info) => {
      await newGame(page);
      await page.goto('./#/menu');
      await page.locator('#language').selectOption(code);
      await page.getByRole('link', { name: messages['nav.table'] }).click();
      await fits(page, `${code} table`);
      await page.getByRole('button', { name: messages['table.win'], exact: true }).click();
      await page.getByTestId('winner').getByRole('radio', { name: 'Alexandria' }).click();
      await page.getByTestId('from').getByRole('radio', { name: 'Christopher' }).click();
      await page.getByText(messages['hand.keyboard']).click();
      await page.locator('#mpsz-hand').fill('111999m111p111s11z');
      await page.locator('#mpsz-win').fill('1z');
      await expect(page.getByTestId('delta-2')).toHaveText('−48,000');
      await fits(page, `${code} win`);
      await shot(page, info, `se-win-${code}`);
      await page.getByTestId('ok').click();
      await expect(score(page, 2)).toHaveText('−18,000');
      await fits(page, `${code} table after the win`);
      await page.getByRole('link', { name: messages['nav.history'] }).first().click();
      await page.getByTestId('hand-1').locator('summary').click();
      await expect(page.getByTestId('hand-1').getByTestId('box2')).toBeVisible();
      await fits(page, `${code} history`);
      await shot(page, info, `se-history-${code}`);
      for (const family of ['riichi', 'classical', 'singapore']) {
        await page.goto('./#/new');
        await page.locator('#family').selectOption(family);
        await page.locator('details.options').evaluate((d: HTMLDetailsElement) => {
          d.open = true;
        });
        await expect(page.locator('.option-list li').last()).toBeVisible();
        await fits(page, `${code} ${family} new game`);
      }
      for (const screen of ['charts', 'calc', 'menu', 'end']) {
        await page.goto(`./#/${screen}`);
        await expect(page.locator('main h2')).toBeVisible();
        await fits(page, `${code} ${screen}`);
      }
    });
  }

  for (const family of ['classical', 'singapore']) {
    test(`no sideways scrolling on a ${family} win's score boxes`, async ({ page }) => {
      await newGame(page, family);
      await page.getByRole('button', { name: 'Win', exact: true }).click();
      await page.getByTestId('winner').getByRole('radio', { name: 'Bartholomew' }).click();
      await page.getByTestId('from').getByRole('radio', { name: 'Christopher' }).click();
      await page.getByText('Keyboard entry (mpsz)').click();
      await page.locator('#mpsz-hand').fill('123456789m11p555z');
      await page.locator('#mpsz-win').fill('1p');
      await expect(page.getByTestId('box2')).toBeVisible();
      await fits(page, `${family} win`);
    });
  }
});
