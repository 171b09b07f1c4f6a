// Eight Flowers through `game add` and `game show --hand`: the win collects the instant payouts
// of its bonus tiles not yet paid this hand (rules/singapore.md section 6), listed in score box 1
// under the win's tai and paid as instant lines in box 2.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

test('eight flowers: the limit win and the seat flower pair and both groups, not yet paid', async () => {
  const file = join(mkdtempSync(join(tmpdir(), 'mahjong-ledger-eight-flowers-')), 'sg.json');
  expect(
    (await runCli(['game', 'new', file, '--players', 'Ann,Bo,Cy,Di', '--family', 'singapore'])).code,
  ).toBe(0);
  const shown = await runCli(['game', 'add', file, '--instant', 'Ann', '--bonus', '1234f']);
  expect(shown.stderr).toBe('');
  const win = await runCli([
    'game',
    'add',
    file,
    '--tsumo',
    'Ann',
    '--hand',
    '1357m2468p13579s1z',
    '--win',
    '1z',
    '--bonus',
    '5678f',
  ]);
  expect(win.stderr).toBe('');
  const r = await runCli(['game', 'show', file, '--hand', '2']);
  expect(r.code).toBe(0);
  const box1 = r.stdout.slice(r.stdout.indexOf('Score box 1'), r.stdout.indexOf('Score box 2'));
  expect(box1).toContain('instant payouts not yet paid, collected with the win:');
  expect(box1).toMatch(/seat flower pair\s+2\.00 from each other player\s+= 6\.00/);
  expect(box1).toMatch(/complete season group\s+4\.00 from each other player\s+= 12\.00/);
  // The flower group was paid by its own event.
  expect(box1).not.toContain('complete flower group');
  // 32.00 + 2.00 + 4.00 from each: 38.00, and 4.00 each before for the flower group.
  expect(r.stdout).toMatch(/Ann\s+\(dealer, winner\)\s+\+114\.00/);
});
