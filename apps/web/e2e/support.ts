// What the browser tests share: a new game filled in and started, a full-page screenshot of a
// screen at the project's width (saved under test-results/screens, named by the project and the
// screen; `screenPath` for other captures) with an accessibility check of it, a seat's score on
// the table, the wait for the header's "Saved", and a game imported from a file.

import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { GameDocument } from '@mahjong-ledger/core';
import { expect, type Page, type TestInfo } from '@playwright/test';

const SHOTS = join(import.meta.dirname, '..', 'test-results', 'screens');

/** Where the screen `name` of this project is saved (the folder made if need be). */
export function screenPath(info: TestInfo, name: string): string {
  mkdirSync(SHOTS, { recursive: true });
  return join(SHOTS, `${info.project.name}-${name}.png`);
}

/**
 * Saves the screen as it is, and checks it with axe-core: every screen the tests photograph
 * (each screen of each family, at both widths, in three languages and dark) is checked too.
 */
export async function shot(page: Page, info: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: screenPath(info, name), fullPage: true });
  await expectAccessible(page, `${info.project.name}-${name}`, { targetSize: false });
}

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The WCAG 2.2 A and AA rules, and axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/**
 * Runs axe-core on the page as it is and expects no violation, naming each one found (the rule,
 * what it asks, and where). `targetSize: false` leaves out WCAG 2.5.8's target size: it counts a
 * button that the fixed header or the navigation bar covers at that scroll position as too
 * small, which a screenshot's moment says nothing about (a11y.spec.ts checks it with every
 * target in view).
 */
export async function expectAccessible(
  page: Page,
  where: string,
  { targetSize = true }: { targetSize?: boolean } = {},
): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SOURCE });
  const findings = await page.evaluate(
    async ({ tags, targetSize }) => {
      const axe = (window as unknown as { axe: { run: (...a: unknown[]) => Promise<AxeResults> } }).axe;
      interface AxeResults {
        violations: {
          id: string;
          impact: string | null;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      }
      const r = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        rules: targetSize ? {} : { 'target-size': { enabled: false } },
      });
      return r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`),
      }));
    },
    { tags: AXE_TAGS, targetSize },
  );
  const said = (f: AxeFinding) =>
    `${f.id} (${f.impact}): ${f.help}\n    ${f.nodes.slice(0, 5).join('\n    ')}`;
  expect(findings.map(said), `accessibility of ${where}`).toEqual([]);
}

export const score = (page: Page, seat: number) => page.getByTestId(`score-${seat}`);

export async function waitSaved(page: Page): Promise<void> {
  await expect(page.getByTestId('saved')).toHaveAttribute('data-state', 'saved');
}

/** A game imported from the menu as a file, its table on screen and saved. */
export async function importGame(page: Page, doc: GameDocument): Promise<void> {
  await page.goto('./#/menu');
  await page.locator('#import').setInputFiles({
    name: 'game.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(doc)),
  });
  await expect(score(page, 0)).toBeVisible();
  await waitSaved(page);
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
