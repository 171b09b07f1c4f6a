// The cold start as the bench measures it: a fresh `node` process runs a module file that
// imports the library and scores one hand, as a program's own module would (bench.mjs times it,
// coldstart.mjs counts its instructions).

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The module a cold start runs (bench.mjs and coldstart.mjs): it imports `url` and, with `score`,
 * scores one hand, printing the milliseconds from just before the import to the end.
 */
export function coldStartEntry(url, score) {
  return [
    'const t0 = performance.now();',
    `const core = await import(${JSON.stringify(url)});`,
    ...(score
      ? [
          "const hand = core.parseHand('234567m345p67899s', '5p').value;",
          'const situation = { tsumo: true, riichi: true, seatWind: 2, roundWind: 1 };',
          'const r = core.scoreRiichiHand({ hand, situation }, core.RIICHI_PRESETS.tenhou);',
          'if (!r.ok) process.exit(1);',
        ]
      : []),
    'console.log((performance.now() - t0).toFixed(2));',
    '',
  ].join('\n');
}

/**
 * Milliseconds of `runs` cold starts each: a fresh process for every start, in turn for each
 * `[name, url, score]` given (a null url: an empty module's file), so that a drift of the host
 * weighs on each alike. Node's own start-up is not counted: the clock starts in the entry
 * module, before its `import()`. With
 * `eval`, the entry runs as `node --input-type=module -e` instead of from a file, as the bench
 * measured until 2026-11-27: Node then sets up the loading of files at the first `import()`
 * (~5 ms on this project's Xeon, for an empty module too), which a program run from a file
 * has done before its first line.
 */
export function timeColdStarts(targets, runs, { eval: asEval = false } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-startup-'));
  try {
    const empty = join(dir, 'empty.mjs');
    writeFileSync(empty, 'export const nothing = 0;\n');
    const entries = targets.map(([name, url, score], i) => {
      const code = coldStartEntry(url ?? pathToFileURL(empty).href, score);
      const file = join(dir, `entry-${i}.mjs`);
      writeFileSync(file, code);
      return { name, code, file };
    });
    const times = Object.fromEntries(targets.map(([name]) => [name, []]));
    for (let r = 0; r < runs; r++) {
      for (const { name, code, file } of entries) {
        const args = asEval ? ['--input-type=module', '-e', code] : [file];
        times[name].push(Number(execFileSync(process.execPath, args, { encoding: 'utf8' }).trim()));
      }
    }
    return times;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
