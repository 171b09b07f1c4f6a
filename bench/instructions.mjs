// Counts the machine instructions full scoring takes per hand, under valgrind:
//   node bench/instructions.mjs BUILD.js [BUILD.js ...] [--passes A,B] [--json]
// Each build scores the corpus hands A times and B times (default 20 and 40), in two
// `node --predictable` processes under cachegrind; the difference of their counts divided by
// (B - A) passes is what one hand costs in the compiled steady state (start-up, reading the
// corpus and warm-up cancel out), with cachegrind's simulated branch mispredictions beside it.
// `--predictable` compiles on the main thread at fixed points, so the same build gives the
// same count to a few instructions a hand, where timing one drifts by tens of per cent. The
// simulated predictor is simpler than the processor's: its count says where branches go
// unpredictably, not what they cost (bench/README.md, "Counting instructions").

import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseCachegrindSummary } from './valgrind.mjs';

const args = process.argv.slice(2);

if (args[0] === '--child') {
  // What valgrind runs: N passes of full scoring over the corpus; prints the checksum.
  const { prepareInputs, readCases, scorePass } = await import('./corpus.mjs');
  const core = await import(pathToFileURL(resolve(args[1])).href);
  const passes = Number(args[2]);
  const { scoring } = prepareInputs(core, readCases());
  let sum = 0;
  for (let p = 0; p < passes; p++) sum += scorePass(core, scoring);
  console.log(JSON.stringify({ hands: scoring.length, passes, sum }));
  process.exit(0);
}

const usage = 'usage: node bench/instructions.mjs BUILD.js [BUILD.js ...] [--passes A,B] [--json]';
const passesAt = args.indexOf('--passes');
const [lo, hi] = passesAt >= 0 ? (args[passesAt + 1] ?? '').split(',').map(Number) : [20, 40];
const json = args.includes('--json');
const builds = args.filter((a, i) => !a.startsWith('--') && (passesAt < 0 || i !== passesAt + 1));
if (builds.length === 0 || !(Number.isInteger(lo) && Number.isInteger(hi) && lo >= 1 && hi > lo)) {
  console.error(usage);
  process.exit(2);
}
if (spawnSync('valgrind', ['--version']).error) {
  console.error('valgrind is not installed (Debian: apt-get install valgrind)');
  process.exit(2);
}

const self = fileURLToPath(import.meta.url);

/** One run under cachegrind: its instruction and misprediction totals and the child's line. */
function measure(build, passes) {
  return new Promise((done, fail) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=cachegrind',
        '--cache-sim=no',
        '--branch-sim=yes',
        '--cachegrind-out-file=/dev/null',
        process.execPath,
        '--predictable',
        self,
        '--child',
        build,
        String(passes),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.on('close', (code) => {
      const summary = parseCachegrindSummary(err);
      if (code !== 0 || summary === null)
        fail(new Error(`${build} x${passes}: exit ${code}\n${err.slice(-2000)}`));
      else done({ ...summary, result: JSON.parse(out.trim().split('\n').at(-1)) });
    });
  });
}

const results = [];
for (const build of builds) {
  // The two runs of a build side by side (this machine has two cores).
  const [a, b] = await Promise.all([measure(build, lo), measure(build, hi)]);
  if (a.result.sum / lo !== b.result.sum / hi) {
    console.error(
      `${build}: the passes gave different results (${a.result.sum / lo} and ${b.result.sum / hi})`,
    );
    process.exit(1);
  }
  const hands = (hi - lo) * b.result.hands;
  const row = {
    build,
    instructions_per_hand: Math.round((b.instructions - a.instructions) / hands),
    mispredictions_per_hand: Math.round((10 * (b.mispredictions - a.mispredictions)) / hands) / 10,
  };
  results.push(row);
  console.log(
    `${build}: ${row.instructions_per_hand} instructions a hand, ${row.mispredictions_per_hand} simulated branch mispredictions`,
  );
}
if (json) console.log(JSON.stringify({ passes: [lo, hi], builds: results }));
