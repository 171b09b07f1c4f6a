// The README's "Command-line tool" sessions are real: every command of each one is run again
// in an empty directory of its own, in order, and must print what the README shows (for `game add`,
// `game adjust`, `game penalty` and `game edit`, the first line, as the README keeps only that) with
// the exit code it shows.

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

/** Each console block of the README's section: its commands, expected output and exit codes. */
function readSessions(): Step[][] {
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const start = readme.indexOf('## Command-line tool');
  const next = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, next < 0 ? undefined : next);
  const blocks = [...section.matchAll(/```console\n([\s\S]*?)\n```/g)];
  if (blocks.length === 0)
    throw new Error('the README has no console session in its Command-line tool section');
  return blocks.map((b) => readSession(b[1]!));
}

function readSession(block: string): Step[] {
  const steps: Step[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('$ mahjong-ledger ')) {
      const args = [...line.slice('$ mahjong-ledger '.length).matchAll(/"([^"]*)"|(\S+)/g)].map(
        (m) => m[1] ?? m[2]!,
      );
      steps.push({
        args,
        expected: [],
        code: 0,
        firstLineOnly: args[0] === 'game' && ['add', 'adjust', 'penalty', 'edit'].includes(args[1]!),
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

const sessions = readSessions();

test('the README has a riichi session and one of another family', () => {
  expect(sessions.length).toBeGreaterThanOrEqual(2);
  expect(sessions[0]!.length).toBeGreaterThanOrEqual(10);
  expect(sessions.slice(1).some((s) => s.some((step) => step.args.includes('singapore')))).toBe(true);
});

test.each(sessions.map((steps, i) => [i + 1, steps] as const))(
  'README session %i is what the tool prints',
  async (_n, steps) => {
    const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-readme-'));
    for (const step of steps) {
      const r = await runCli(step.args, { cwd: dir });
      const printed = `${r.stdout}${r.stderr}`.replace(/\n$/, '').split('\n');
      expect({ args: step.args, code: r.code }).toEqual({ args: step.args, code: step.code });
      expect(step.firstLineOnly ? printed.slice(0, 1) : printed).toEqual(step.expected);
    }
  },
);
