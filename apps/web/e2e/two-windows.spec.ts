// One game open in two windows (tabs) of the same browser: a hand entered in one shows in the
// other (told over a BroadcastChannel, or on coming back into view), and a window that missed
// another's change cannot write over it: its save is refused, it shows the stored game and
// says that its last change was not saved. Each window reloads into the game it had open.

import { expect, type Page, test } from '@playwright/test';
import { shot, startGame } from './support.ts';

const honba = (page: Page) => page.getByTestId('honba');
const saved = (page: Page) => page.getByTestId('saved');

/** A draw with Alice (the dealer, East 1 throughout) tenpai: one honba more. */
async function dealerTenpaiDraw(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('ok').click();
  await expect(saved(page)).toHaveAttribute('data-state', 'saved');
}

/** Stops a window from telling the others that it saved, as a browser without the channel. */
async function silence(page: Page): Promise<void> {
  await page.evaluate(() => {
    BroadcastChannel.prototype.postMessage = () => {};
  });
}

test('two windows on one game: changes shown in both, none written over', async ({ context }, info) => {
  const a = await context.newPage();
  await startGame(a);
  await dealerTenpaiDraw(a);
  await expect(honba(a)).toHaveText('1 honba');

  // A second window opens on the same game.
  const b = await context.newPage();
  await b.goto('./#/table');
  await expect(honba(b)).toHaveText('1 honba');

  // Each window's hand shows in the other.
  await dealerTenpaiDraw(a);
  await expect(honba(a)).toHaveText('2 honba');
  await expect(honba(b)).toHaveText('2 honba');
  await dealerTenpaiDraw(b);
  await expect(honba(b)).toHaveText('3 honba');
  await expect(honba(a)).toHaveText('3 honba');

  // A change the other window was not told of: it reloads the game on coming back into view.
  await silence(a);
  await dealerTenpaiDraw(a);
  await expect(honba(a)).toHaveText('4 honba');
  await expect(honba(b)).toHaveText('3 honba');
  await b.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(honba(b)).toHaveText('4 honba');
  await expect(saved(b)).toHaveAttribute('data-state', 'saved');

  // Another it missed, then a hand entered on its stale table: refused, the stored game shown.
  await dealerTenpaiDraw(a);
  await expect(honba(a)).toHaveText('5 honba');
  await expect(honba(b)).toHaveText('4 honba');
  await b.getByRole('button', { name: 'Draw', exact: true }).click();
  await b.getByTestId('tenpai').getByLabel('Bob').check();
  await b.getByTestId('ok').click();
  await expect(saved(b)).toHaveAttribute('data-state', 'conflict');
  await expect(saved(b)).toHaveText('Changed in another window: your last change was not saved');
  await expect(honba(b)).toHaveText('5 honba');
  await shot(b, info, 'save-conflict');

  // The stored game is window A's, in both windows after a reload: five hands, none lost.
  for (const page of [a, b]) {
    await page.reload();
    await expect(honba(page)).toHaveText('5 honba');
    await page.goto('./#/history');
    await expect(page.locator('.history-item')).toHaveCount(5);
    await expect(page.getByTestId('hand-5')).toBeVisible();
  }

  // A window keeps its own game across a reload, though the other saved another one since.
  await b.goto('./#/new');
  for (const [i, name] of ['Eve', 'Fay', 'Gus', 'Hal'].entries()) await b.locator(`#player-${i}`).fill(name);
  await b.getByRole('button', { name: 'Start game' }).click();
  await expect(saved(b)).toHaveAttribute('data-state', 'saved');
  await a.goto('./#/table');
  await a.reload();
  await expect(honba(a)).toHaveText('5 honba');
  await expect(a.getByText('Alice')).toBeVisible();
  await b.reload();
  await expect(honba(b)).toHaveText('0 honba');
  await expect(b.getByText('Eve')).toBeVisible();
});

/** The stored game's revision, read from IndexedDB in the page. */
function storedRevision(page: Page, id: string): Promise<string | undefined> {
  return page.evaluate(
    (gameId) =>
      new Promise<string | undefined>((resolve, reject) => {
        const open = indexedDB.open('mahjong-ledger');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('games').objectStore('games').get(gameId);
          get.onsuccess = () => {
            resolve(get.result?.revision);
            open.result.close();
          };
          get.onerror = () => reject(get.error);
        };
      }),
    id,
  );
}

interface Mirrored {
  id: string;
  revision: string;
  madeFrom?: (string | null)[];
  doc: { events: unknown[] };
}

const MIRROR = 'mahjong-ledger:current-game';

test('a reload after a save cut short: the mirror finishes it, unless another window saved since', async ({
  page,
}) => {
  await startGame(page);
  await dealerTenpaiDraw(page);
  await dealerTenpaiDraw(page);
  await expect(honba(page)).toHaveText('2 honba');
  const mirror = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), MIRROR);
  const stored = mirror as Mirrored;
  expect(await storedRevision(page, stored.id)).toBe(stored.revision);

  // The mirror one change ahead of the database (the last hand removed; its save never ran),
  // made while the stored revision's own save was still in flight.
  const ahead: Mirrored = {
    ...stored,
    doc: { ...stored.doc, events: stored.doc.events.slice(0, -1) },
    revision: 'ahead',
    madeFrom: ['the revision stored before', stored.revision],
  };
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [MIRROR, JSON.stringify(ahead)]);
  await page.reload();
  await expect(honba(page)).toHaveText('1 honba');
  await expect(saved(page)).toHaveAttribute('data-state', 'saved');
  await expect.poll(() => storedRevision(page, stored.id)).toBe('ahead');

  // A mirror whose change another window's save overtook: the stored game stands, and says so.
  const overtaken: Mirrored = { ...stored, revision: 'overtaken', madeFrom: ['an older revision'] };
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key, value),
    [MIRROR, JSON.stringify(overtaken)],
  );
  await page.reload();
  await expect(saved(page)).toHaveAttribute('data-state', 'conflict');
  await expect(honba(page)).toHaveText('1 honba');
  expect(await storedRevision(page, stored.id)).toBe('ahead');
});

test("a save that failed is made good by the next one, not taken for another window's", async ({ page }) => {
  await startGame(page);
  await expect(saved(page)).toHaveAttribute('data-state', 'saved');

  // The database refuses the next write (as a full disk would).
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function refuseOnce() {
      IDBObjectStore.prototype.put = put;
      throw new DOMException('refused by the test', 'QuotaExceededError');
    } as typeof put;
  });
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('ok').click();
  await expect(saved(page)).toHaveAttribute('data-state', 'error');
  await expect(saved(page)).toHaveText('Not saved');
  await expect(honba(page)).toHaveText('1 honba');

  // The next change is saved with the one before it.
  await dealerTenpaiDraw(page);
  await expect(honba(page)).toHaveText('2 honba');
  await page.goto('./#/history');
  await page.reload();
  await expect(page.locator('.history-item')).toHaveCount(2);
});

test('changes queued on a stale game are dropped with it, not written over the other window', async ({
  context,
}) => {
  const a = await context.newPage();
  await startGame(a);
  await dealerTenpaiDraw(a);
  const b = await context.newPage();
  await b.goto('./#/table');
  await expect(honba(b)).toHaveText('1 honba');

  // Window A records a hand that B is not told of; B then makes two changes at once, the
  // second queued behind the first's save: the first is refused, the second must not pass.
  await silence(a);
  await dealerTenpaiDraw(a);
  await b.evaluate(() => {
    for (const seat of [1, 2])
      (document.querySelector(`[data-testid="riichi-${seat}"]`) as HTMLElement).click();
  });
  await expect(saved(b)).toHaveAttribute('data-state', 'conflict');
  await expect(honba(b)).toHaveText('2 honba');
  for (const page of [a, b]) {
    await page.reload();
    await expect(honba(page)).toHaveText('2 honba');
    await expect(page.getByTestId('riichi-1')).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByTestId('riichi-2')).toHaveAttribute('aria-pressed', 'false');
  }
});

test('a save the browser refused says why and what to do, until a save passes', async ({ page }) => {
  // The header said "Not saved" and nothing more: not why, nor that the game was then on the
  // page only, nor how to keep a copy.
  await startGame(page);
  await expect(saved(page)).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('save-error')).toHaveCount(0);
  await page.evaluate(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function refuseOnce() {
      IDBObjectStore.prototype.put = put;
      throw new DOMException('refused by the test', 'QuotaExceededError');
    } as typeof put;
  });
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('tenpai').getByLabel('Alice').check();
  await page.getByTestId('ok').click();
  await expect(saved(page)).toHaveAttribute('data-state', 'error');
  const help = page.getByTestId('save-error');
  await expect(help).toContainText('did not save your last change');
  await expect(help).toContainText('download the game from the menu');
  await expect(help.getByRole('link', { name: 'Menu' })).toHaveAttribute('href', '#/menu');
  // The next change is saved, the one before with it: the notice goes.
  await dealerTenpaiDraw(page);
  await expect(saved(page)).toHaveAttribute('data-state', 'saved');
  await expect(help).toHaveCount(0);
});
