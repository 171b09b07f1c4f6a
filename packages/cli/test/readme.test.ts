// The README's "Command-line tool" session is real: every command in it is run again in an
// empty directory, in order, and must print what the README shows (for `game add` and
// `game edit`, the first line, as the README keeps only that) with the exit code it shows.

import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { runCli } from './support/cli.ts';

interface Step {
  args: string[];
  expected: string[];
  code: number;
  firstLineOnly: boolean;
}

/** The commands of the README's console block, with their expected output and exit code. */
function readSession(): Step[] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const section = readme.slice(readme.indexOf('## Command-line tool'));
  const block = /```console\n([\s\S]*?)\n```/.exec(section);
  if (!block) throw new Error('the README has no console session in its Command-line tool section');
  const steps: Step[] = [];
  for (const line of block[1]!.split('\n')) {
    if (line.startsWith('$ mahjong-ledger ')) {
      const args = [...line.slice('$ mahjong-ledger '.length).matchAll(/"([^"]*)"|(\S+)/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      steps.push({
        args,
        expected: [],
        code: 0,
        firstLineOnly: args[0] === 'game' && (args[1] === 'add' || args[1] === 'edit'),
      });
    } else {
      const step = steps.at(-1)!;
      const exit = /^\(exit code (\d)\)$/.exec(line);
      if (exit) step.code = Number(exit[1]);
      else step.expected.push(line);
    }
  }
  return steps;
}

test('the README session is what the tool prints', async () => {
  const steps = readSession();
  expect(steps.length).toBeGreaterThanOrEqual(10);
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-readme-'));
  for (const step of steps) {
    const r = await runCli(step.args, { cwd: dir });
    const printed = `${r.stdout}${r.stderr}`.replace(/\n$/, '').split('\n');
    expect({ args: step.args, code: r.code }).toEqual({ args: step.args, code: step.code });
    expect(step.firstLineOnly ? printed.slice(0, 1) : printed).toEqual(step.expected);
  }
});
