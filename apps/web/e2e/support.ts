// What the browser tests share: a new game filled in and started, a full-page screenshot of a
// screen at the project's width (saved under test-results/screens, named by the project and the
// screen; `screenPath` for other captures), a seat's score on the table, and the wait for the
// header's "Saved".

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, type TestInfo } from '@playwright/test';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screens');

/** Where the screen `name` of this project is saved (the folder made if need be). */
export function screenPath(info: TestInfo, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, `${info.project.name}-${name}.png`);
}

export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: screenPath(info, name), fullPage: true });
}

export const score = (page: Page, seat: number) => page.getByTestId(`score-${seat}`);

export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('saved')).toHaveAttribute('data-state', 'saved');
}

/** The players most tests seat, East to North. */
export const PLAYERS: readonly string[] = ['Alice', 'Bob', 'Carol', 'Dave'];

/** The new-game screen filled in: four players, the family and, if given, its preset; not started. */
export async function fillNewGame(
  page: Page,
  family = 'riichi',
  { preset, names = PLAYERS }: { preset?: string; names?: readonly string[] } = {},
): Promise<void> {
  await page.goto('./#/new');
  for (const [i, name] of names.entries()) await page.locator(`#player-${i}`).fill(name);
  await page.locator('#family').selectOption(family);
  if (preset) await page.locator('#preset').selectOption(preset);
}

/** A new game started as `fillNewGame` fills it in, its table on screen. */
export async function startGame(
  page: Page,
  family = 'riichi',
  options: { preset?: string; names?: readonly string[] } = {},
): Promise<void> {
  await fillNewGame(page, family, options);
  await page.getByRole('button', { name: 'Start game' }).click();
  await expect(score(page, 0)).toBeVisible();
}
