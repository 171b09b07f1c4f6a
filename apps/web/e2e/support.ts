// What the browser tests share: a full-page screenshot of a screen at the project's width
// (saved under test-results/screens, named by the project and the screen; `screenPath` for
// other captures), a seat's score on
// the table, and the wait for the header's "Saved".

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
