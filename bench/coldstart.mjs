// Counts the machine instructions of a cold start, under valgrind:
//   node bench/coldstart.mjs BUILD.js [BUILD.js ...] [--json]
// For each build, a fresh `node --predictable` process under cachegrind runs a module file that
// imports the build and scores one hand (the bench's cold start); a second process imports an
// empty module instead. The difference is what the library costs a program's start: reading,
// parsing and compiling the bundle, running its top level, the first score. Node's own start-up
// (half a billion instructions) cancels out. `--predictable` compiles on the main thread at
// fixed points, so a build gives the same count to a few tens of thousands of instructions,
// where a cold start's time moves by a third from one process to the next on a shared host
// (bench/README.md, "The cold start").

import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { coldStartEntry } from './startup.mjs';
import { parseCachegrindSummary } from './valgrind.mjs';

const args = process.argv.slice(2);
const usage = () => {
  console.error('usage: node bench/coldstart.mjs BUILD.js [BUILD.js ...] [--json]');
  process.exit(2);
};
const json = args.includes('--json');
const builds = args.filter((a) => a !== '--json');
if (builds.length === 0 || builds.some((b) => b.startsWith('--'))) usage();
if (spawnSync('valgrind', ['--version']).error) {
  console.error('coldstart.mjs: valgrind is not installed (Debian: apt-get install valgrind)');
  process.exit(2);
}

const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-coldstart-'));
try {
  const empty = join(dir, 'empty.mjs');
  writeFileSync(empty, 'export const nothing = 0;\n');
  let entries = 0;
  /** The entry module a cold start runs: `score` false imports the module only. */
  const entry = (module, score) => {
    const file = join(dir, `entry-${entries++}.mjs`);
    writeFileSync(file, coldStartEntry(pathToFileURL(module).href, score));
    return file;
  };
  /** Instructions of one process running `file`. */
  const count = (file) => {
    const r = spawnSync(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        '--predictable',
        file,
      ],
      { encoding: 'utf8' },
    );
    const summary = parseCachegrindSummary(`${r.stderr}\n==0== Mispredicts: 0\n`);
    if (r.status !== 0 || summary === null) {
      console.error(r.stderr);
      throw new Error(`coldstart.mjs: the process for ${file} failed`);
    }
    return summary.instructions;
  };
  const floor = count(entry(empty, false));
  const results = builds.map((build, i) => {
    // Counted from a copy named .mjs: Node 20 compiles a .js file outside a package of type
    // module as CommonJS first and, when that fails, again as a module (~28M instructions more
    // for this bundle; bench/README.md, item 33), which no program importing the package pays.
    const path = join(dir, `build-${i}.mjs`);
    copyFileSync(resolve(build), path);
    const withScore = count(entry(path, true));
    const importOnly = count(entry(path, false));
    return {
      build,
      instructions: withScore - floor,
      import_instructions: importOnly - floor,
      first_score_instructions: withScore - importOnly,
    };
  });
  const m = (n) => `${(n / 1e6).toFixed(2)}M`;
  for (const r of results) {
    console.log(
      `${r.build}: ${m(r.instructions)} instructions over an empty module's cold start (import ${m(r.import_instructions)}, first score ${m(r.first_score_instructions)})`,
    );
  }
  if (json) console.log(JSON.stringify({ empty_module_instructions: floor, builds: results }));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
