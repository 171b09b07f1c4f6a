// What an audit found, kept fixed: a refused delete or edit of an earlier hand names the later
// hand that would break and why, and a refused delete is said in the entry itself, in view at
// phone width and focused; a referee's score correction (in an imported game) is listed in the
// history and can be deleted; the riichi buttons are named by their players and the score boxes'
// headings by their titles alone; the focus moves to each new screen's heading (not on the
// first load); Cancel on an edit opened in a new tab stays in the app; a file that cannot be
// read is said, never an uncaught error, and nothing is saved; one stick is "1 stick"; a saved
// game that no longer replays is kept, said so, and can be downloaded as stored to be fixed.

import { readFileSync } from 'node:fs';
import type { GameDocument } from '@mahjong-ledger/core';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { BUST_GAME, NULL_WIN_DOCUMENT } from '../test/fixtures.ts';
import { importGame, score, shot, startGame, waitSaved } from './support.ts';

/**
 * The games stored in IndexedDB (db.ts: database "mahjong-ledger", store "games"), read with the
 * browser's own API; `change`, given, is applied to each and written back in the same transaction.
 */
async function storedGames(page: Page, change?: 'break-rules'): Promise<{ id: string; doc: GameDocument }[]> {
  return page.evaluate(
    (change) =>
      new Promise((resolve, reject) => {
        const req = indexedDB.open('mahjong-ledger');
        req.onerror = () => reject(req.error);
        req.onsuccess = () => {
          const db = req.result;
          const tx = db.transaction('games', 'readwrite');
          const games = tx.objectStore('games');
          const all = games.getAll();
          all.onsuccess = () => {
            if (change === 'break-rules')
              for (const saved of all.result) {
                // A rule option core refuses (as one an older version wrote, since dropped).
                saved.doc.events[0].config.overrides = { no_such_rule: true };
                games.put(saved);
              }
          };
          tx.onerror = () => reject(tx.error);
          tx.oncomplete = () => {
            db.close();
            resolve(all.result);
          };
        };
      }),
    change,
  );
}

/** Clicks a download button: the file's name, and its content read as JSON. */
async function downloaded(page: Page, button: Locator): Promise<{ name: string; data: unknown }> {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { name: file.suggestedFilename(), data: JSON.parse(readFileSync((await file.path())!, 'utf8')) };
}

/** The element is on screen and not under another (the sticky bars): its centre shows it. */
async function expectSeen(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport();
  const box = (await locator.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + Math.min(box.height / 2, 20)];
  expect(
    await locator.evaluate((el, [px, py]) => el.contains(document.elementFromPoint(px!, py!)), [x, y]),
  ).toBe(true);
}

/** The history's entry of event `index` (a hand), opened. */
async function openHand(page: Page, index: number) {
  await page.getByRole('link', { name: 'Prev' }).first().click();
  const item = page.getByTestId(`hand-${index}`);
  await item.locator('summary').click();
  return item;
}

test('a refused delete names the later hand, in the entry, in view and focused', async ({ page }, info) => {
  await importGame(page, BUST_GAME);
  const before = await Promise.all([0, 1, 2, 3].map((s) => score(page, s).textContent()));
  const item = await openHand(page, 1);
  // The question names the hand it would delete.
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.accept();
  });
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => asked).toBe('Delete hand 1 (East 1)? Later scores will be recomputed.');
  // Said in the entry deleted, why first, then the hand that would break by its number.
  const refusal = item.getByTestId('issues');
  await expect(refusal).toContainText('Not deleted: without it, a later hand would no longer be valid.');
  await expect(refusal.locator('li')).toHaveText(
    'Hand 3: the game is over (Dave went below zero); no more hands can be added',
  );
  await expectSeen(refusal);
  await expect(refusal).toBeFocused();
  await shot(page, info, 'delete-refused');
  // Nothing was deleted.
  await expect(page.locator('.history-item')).toHaveCount(4);
  await page.getByRole('link', { name: 'Table' }).click();
  for (const [s, text] of before.entries()) await expect(score(page, s)).toHaveText(text!);
});

test('a refused edit names the later hand that would break', async ({ page }, info) => {
  await importGame(page, BUST_GAME);
  const item = await openHand(page, 1);
  await item.getByTestId('edit').click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Edit hand 1');
  // Dave's mangan made a 1-han hand: he busts on the yakuman, and the game ends before hand 3.
  await page.locator('#value-han').fill('1');
  const issues = page.getByTestId('issues');
  await expect(issues).toContainText('This change cannot be saved: a later hand would no longer be valid.');
  await expect(issues.locator('li')).toHaveText(
    'Hand 3: the game is over (Dave went below zero); no more hands can be added',
  );
  await expect(page.getByTestId('ok')).toBeDisabled();
  // Said by the OK it turns off, in view, and the field changed still in view above it.
  await expectSeen(issues);
  await expectSeen(page.locator('#value-han'));
  await shot(page, info, 'edit-refused');
  // In Japanese, the hand is named the history's way.
  await page.getByRole('link', { name: 'Menu' }).click();
  await page.locator('#language').selectOption('ja');
  await page.goBack();
  await page.locator('#value-han').fill('1');
  await expect(issues.locator('li')).toContainText('第3局：対局は終了しています');
});

test("a referee's score correction is in the history, and can be deleted", async ({ page }, info) => {
  await importGame(page, BUST_GAME);
  await page.getByRole('link', { name: 'Prev' }).first().click();
  // Newest first: hand 3, the correction, hands 2 and 1.
  await expect(page.locator('.history-item')).toHaveCount(4);
  await expect(page.locator('.history-item').nth(1)).toHaveAttribute('data-testid', 'adjust-3');
  const adjust = page.getByTestId('adjust-3');
  await expect(adjust.locator('summary')).toContainText('After hand 2');
  await expect(adjust.locator('summary')).toContainText('Score correction: Alice gave Carol 1,000 back');
  await adjust.locator('summary').click();
  await expect(adjust.getByTestId('after-0')).toHaveText('56,000');
  await expect(adjust.getByTestId('after-2')).toHaveText('18,000');
  await expect(adjust.getByRole('row', { name: /Carol/ })).toContainText('17,000');
  await shot(page, info, 'history-adjust');
  // Deleted with a confirm, as a hand is: dismissed, it stays; accepted, it goes.
  page.once('dialog', (d) => void d.dismiss());
  await adjust.getByRole('button', { name: 'Delete' }).click();
  await expect(adjust).toBeVisible();
  page.once('dialog', (d) => {
    expect(d.message()).toMatch(/^Delete the score correction \(After hand 2, East \d\)\?/);
    void d.accept();
  });
  await adjust.getByRole('button', { name: 'Delete' }).click();
  await expect(adjust).toHaveCount(0);
  await expect(page.locator('#history-title')).toBeFocused();
  await expect(page.locator('.history-item')).toHaveCount(3);
  await page.getByRole('link', { name: 'Table' }).click();
  await expect(score(page, 0)).toHaveText('57,000');
  await expect(score(page, 2)).toHaveText('17,000');
});

test('the riichi buttons are named by their players; the score boxes by their titles', async ({ page }) => {
  await startGame(page);
  for (const [s, name] of ['Alice', 'Bob', 'Carol', 'Dave'].entries())
    await expect(page.getByRole('button', { name: `Riichi: ${name}`, exact: true })).toHaveAttribute(
      'data-testid',
      `riichi-${s}`,
    );
  const bob = page.getByRole('button', { name: 'Riichi: Bob', exact: true });
  await bob.click();
  await expect(bob).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await page.getByTestId('winner').getByRole('radio', { name: 'Bob' }).click();
  await page.getByTestId('from').getByRole('radio', { name: 'Carol' }).click();
  await page.getByRole('radio', { name: 'Quick (han and fu)' }).click();
  await page.locator('#value-han').fill('2');
  await expect(page.getByRole('heading', { name: 'Score box 2: payments', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Bob · Ron from Carol', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await startGame(page, 'classical');
  await expect(page.getByRole('button', { name: 'Ready: Carol', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('the focus moves to each new screen, not on the first load', async ({ page }) => {
  const focusIsOnBody = () => page.evaluate(() => document.activeElement === document.body);
  await page.goto('./#/new');
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  expect(await focusIsOnBody()).toBe(true);
  for (const [i, name] of ['Alice', 'Bob', 'Carol', 'Dave'].entries())
    await page.locator(`#player-${i}`).fill(name);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(page.locator('#table-title')).toBeFocused();
  await page.getByRole('button', { name: 'Win', exact: true }).click();
  await expect(page.locator('#win-title')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('#table-title')).toBeFocused();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await expect(page.locator('#draw-title')).toBeFocused();
  await page.getByTestId('ok').click();
  await expect(page.locator('#table-title')).toBeFocused();
  // The keyboard goes on from the screen: the next Tab reaches its first control, not the header's.
  await page.keyboard.press('Tab');
  await expect(page.locator('header a')).not.toBeFocused();
  await waitSaved(page);
  await page.reload();
  await expect(score(page, 0)).toBeVisible();
  expect(await focusIsOnBody()).toBe(true);
});

test('Cancel on an entry opened in a new tab stays in the app', async ({ page }) => {
  await importGame(page, BUST_GAME);
  // An edit opened in a new tab: nothing of the app before it, so Cancel goes to the history.
  const edit = await page.context().newPage();
  await edit.goto('./#/win?edit=1');
  await expect(edit.getByRole('heading', { level: 2 })).toHaveText('Edit hand 1');
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveURL(/#\/history$/);
  await expect(edit.getByRole('heading', { level: 2 })).toHaveText('Previous hands');
  // Within the app, Cancel still goes back: here to the history it came from.
  await edit.getByTestId('hand-1').locator('summary').click();
  await edit.getByTestId('hand-1').getByTestId('edit').click();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toHaveURL(/#\/history$/);
  await edit.close();
  // A new entry opened in a new tab: Cancel goes to the table.
  const draw = await page.context().newPage();
  await draw.goto('./#/draw');
  await expect(draw.getByRole('heading', { level: 2 })).toHaveText('Record a draw');
  await draw.getByRole('button', { name: 'Cancel' }).click();
  await expect(draw).toHaveURL(/#\/table$/);
  await expect(score(draw, 0)).toBeVisible();
  await draw.close();
});

test('a file that cannot be read is said, and nothing is saved', async ({ page }, info) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  // Reading a file marked so fails the way core did on shapes it had not foreseen (a TypeError
  // thrown from within, not an issue returned).
  await page.addInitScript(() => {
    const parse = JSON.parse;
    JSON.parse = ((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) => {
      const value = parse(text, reviver);
      if (typeof text !== 'string' || !text.includes('"explode-on-read"')) return value;
      return Object.defineProperty({ ...value }, 'events', {
        get() {
          throw new TypeError("Cannot read properties of null (reading 'winner')");
        },
      });
    }) as typeof JSON.parse;
  });
  const importFile = (doc: unknown) =>
    page.locator('#import').setInputFiles({
      name: 'game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(doc)),
    });
  await page.goto('./#/menu');
  await importFile({ schema: 'mahjong-ledger/game', version: 1, events: [], note: 'explode-on-read' });
  const issue = page.getByTestId('issues').locator('li');
  await expect(issue).toHaveAttribute('data-code', 'unreadable_file');
  await expect(issue).toHaveText(
    'Could not read this file: it is damaged or not a game saved by this app. Nothing was imported.',
  );
  await shot(page, info, 'import-unreadable');
  // Said in Japanese too (the same file chosen again).
  await page.locator('#language').selectOption('ja');
  await importFile({ schema: 'mahjong-ledger/game', version: 1, events: [], note: 'explode-on-read' });
  await expect(issue).toHaveText(/^このファイルを読み込めませんでした/);
  await page.locator('#language').selectOption('en');
  // A Classical win with no winner entry (`wins: [null]`), which once made core throw: refused.
  await importFile(NULL_WIN_DOCUMENT);
  await expect(issue).toHaveCount(1);
  await expect(issue).not.toHaveAttribute('data-code', 'bad_json');
  // A JSON file of something else is said in words, not as '(schema undefined)'.
  await importFile({ name: 'my notes' });
  await expect(issue).toHaveAttribute('data-code', 'bad_schema');
  await expect(issue).toContainText('this file has none');
  // No uncaught error, and nothing saved or opened.
  expect(errors.map((e) => e.message)).toEqual([]);
  await expect(page.getByText('No saved game.')).toBeVisible();
  await expect(page.getByTestId('saved')).toHaveCount(0);
});

test('one stick is "1 stick", in the header and on the table', async ({ page }) => {
  await startGame(page);
  await page.getByTestId('riichi-1').click();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  await page.getByTestId('ok').click();
  await expect(page.getByTestId('round')).toContainText('· 1 stick');
  await expect(page.getByTestId('round')).not.toContainText('sticks');
  await expect(page.getByTestId('sticks')).toHaveText('1 riichi stick');
});

test('a saved game that does not replay is kept, and can be downloaded to be fixed', async ({
  page,
}, info) => {
  const errors: Error[] = [];
  page.on('pageerror', (e) => errors.push(e));
  await importGame(page, BUST_GAME);
  await page.goto('./#/menu');
  // Any saved game downloads as its document, named as the open game's export is (the local
  // date and time, its players).
  const download = page.getByRole('button', { name: 'Download: Alice · Bob · Carol · Dave', exact: true });
  await expect(download).toHaveText('Download');
  const normal = await downloaded(page, download);
  expect(normal.name).toMatch(/^mahjong-game-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-Alice-Bob-Carol-Dave\.json$/);
  expect(normal.data).toEqual(BUST_GAME);

  // The stored game's rules made ones core refuses, and the game closed (its localStorage
  // mirror gone), so what the app reads after the reload is the stored game.
  const [broken] = await storedGames(page, 'break-rules');
  await page.evaluate(() => localStorage.removeItem('mahjong-ledger:current-game'));
  await page.reload();
  expect(broken!.doc.events[0]).toMatchObject({ config: { overrides: { no_such_rule: true } } });
  await expect(page.getByTestId('export-json')).toHaveCount(0);

  // Open: it does not open; why is said, and that it is kept and can be downloaded to be fixed.
  await page.locator('.games li').getByRole('button', { name: 'Open', exact: true }).click();
  const issue = page.getByTestId('issues').locator('li');
  await expect(issue).toHaveAttribute('data-code', 'unknown_option');
  await expect(issue).toContainText('unknown riichi option "no_such_rule"');
  await expect(page.getByTestId('resume-kept')).toHaveText(
    'This game is still saved on this device. Download it (its Download button under Saved games), fix the file, and import it again.',
  );
  await expect(page).toHaveURL(/#\/menu$/);
  await shot(page, info, 'resume-refused');

  // Its download is the document exactly as stored.
  const file = await downloaded(page, download);
  expect(file.name).toMatch(/^mahjong-game-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}-Alice-Bob-Carol-Dave\.json$/);
  expect(file.data).toEqual(broken!.doc);
  expect(file.data).not.toEqual(BUST_GAME);
  // Still stored, unchanged.
  expect((await storedGames(page)).map((g) => g.doc)).toEqual([broken!.doc]);

  // Said in Japanese too.
  await page.locator('#language').selectOption('ja');
  await expect(page.getByTestId('resume-kept')).toContainText('保存されたままです');
  await expect(
    page.getByRole('button', { name: 'ダウンロード：Alice · Bob · Carol · Dave', exact: true }),
  ).toHaveText('ダウンロード');
  expect(errors.map((e) => e.message)).toEqual([]);
});

test("a Singapore instant payout's delete asks about the payout, by its hand and round", async ({ page }) => {
  await importGame(page, {
    schema: 'mahjong-ledger/game',
    version: 1,
    events: [
      {
        type: 'start',
        config: {
          family: 'singapore',
          preset: 'sg_reference',
          overrides: {},
          players: ['Alice', 'Bob', 'Carol', 'Dave'],
        },
      },
      { type: 'instant', seat: 1, bonus: '1a2a' },
    ],
  } as GameDocument);
  const item = await openHand(page, 1);
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await item.getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => asked)
    .toBe('Delete the instant payout during hand 1 (East 1)? Later scores will be recomputed.');
  // Dismissed: it stays.
  await expect(page.locator('.history-item')).toHaveCount(1);
});

test('saved games of the same players are told apart, and a delete names the game', async ({
  page,
}, info) => {
  await startGame(page);
  await waitSaved(page);
  await importGame(page, BUST_GAME);
  await page.goto('./#/menu');
  const items = page.locator('.games li');
  await expect(items).toHaveCount(2);
  // Newest first: the imported game (three hands played, East 4 next), then the new one.
  await expect(page.getByTestId('game-summary')).toHaveText([
    'Riichi · 3 hands · at East 4',
    'Riichi · 0 hands · at East 1',
  ]);
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.message();
    void d.dismiss();
  });
  await items.nth(1).getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => asked)
    .toMatch(/^Delete the saved game of Alice · Bob · Carol · Dave \(.*\d.*\)\? It cannot be undone\.$/);
  await expect(items).toHaveCount(2);
  await shot(page, info, 'menu-saved-games');
  // In Japanese the hands are counted in 局.
  await page.locator('#language').selectOption('ja');
  await expect(page.getByTestId('game-summary').first()).toHaveText('リーチ麻雀 · 3局 · 東4局');
});
