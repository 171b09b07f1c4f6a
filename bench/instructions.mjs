// Counts the machine instructions full scoring takes per hand, under valgrind:
//   node bench/instructions.mjs BUILD.js [BUILD.js ...] [--passes A,B] [--functions] [--json]
// Each build scores the corpus hands A times and B times (default 20 and 40), in two
// `node --predictable` processes under cachegrind; the difference of their counts divided by
// (B - A) passes is what one hand costs in the compiled steady state (start-up, reading the
// corpus and warm-up cancel out), with cachegrind's simulated branch mispredictions beside it.
// `--predictable` compiles on the main thread at fixed points, so the same build gives the
// same count to a few instructions a hand, where timing one drifts by tens of per cent. The
// simulated predictor is simpler than the processor's: its count says where branches go
// unpredictably, not what they cost (bench/README.md, "Counting instructions").
// `--functions` runs callgrind instead, with V8's perf map, and gives each compiled function's
// instructions a hand (the five that take most): the totals now and then also count
// compilation that one of the two processes did at another moment (item 20), which a
// function's own count leaves out.

import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { instructionsByFunction, parseCachegrindSummary, parseCallgrindInstructions } from './valgrind.mjs';

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

const usage =
  'usage: node bench/instructions.mjs BUILD.js [BUILD.js ...] [--passes A,B] [--functions] [--json]';
const passesAt = args.indexOf('--passes');
const [lo, hi] = passesAt >= 0 ? (args[passesAt + 1] ?? '').split(',').map(Number) : [20, 40];
const json = args.includes('--json');
const functions = args.includes('--functions');
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

/** One run under callgrind with V8's perf map: instructions by compiled function, and the child's line. */
function measureFunctions(build, passes) {
  return new Promise((done, fail) => {
    const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-instructions-'));
    const out = join(dir, 'callgrind.out');
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--dump-instr=yes',
        `--callgrind-out-file=${out}`,
        process.execPath,
        '--predictable',
        '--perf-basic-prof',
        self,
        '--child',
        resolve(build),
        String(passes),
      ],
      // In the temporary folder: V8 may write its code log (isolate-….log) to the working folder.
      { stdio: ['ignore', 'pipe', 'pipe'], cwd: dir },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => {
      const perfMap = `/tmp/perf-${child.pid}.map`;
      try {
        if (code !== 0 || !existsSync(out) || !existsSync(perfMap))
          throw new Error(`${build} x${passes}: exit ${code}\n${stderr.slice(-2000)}`);
        const costs = parseCallgrindInstructions(readFileSync(out, 'utf8'));
        const byName = instructionsByFunction(costs, readFileSync(perfMap, 'utf8'));
        done({ byName, result: JSON.parse(stdout.trim().split('\n').at(-1)) });
      } catch (e) {
        fail(e);
      } finally {
        rmSync(dir, { recursive: true, force: true });
        rmSync(perfMap, { force: true });
      }
    });
  });
}

/**
 * The hands scored between the two runs of a build (B - A passes of the corpus); exits when a
 * pass of the one gave another checksum than a pass of the other (no speed from skipped work).
 */
function handsBetween(build, a, b) {
  if (a.sum / lo !== b.sum / hi) {
    console.error(`${build}: the passes gave different results (${a.sum / lo} and ${b.sum / hi})`);
    process.exit(1);
  }
  return (hi - lo) * b.hands;
}

const results = [];
for (const build of functions ? [] : builds) {
  // The two runs of a build side by side (this machine has two cores).
  const [a, b] = await Promise.all([measure(build, lo), measure(build, hi)]);
  const hands = handsBetween(build, a.result, b.result);
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
for (const build of functions ? builds : []) {
  const [a, b] = await Promise.all([measureFunctions(build, lo), measureFunctions(build, hi)]);
  const hands = handsBetween(build, a.result, b.result);
  const names = new Set([...a.byName.keys(), ...b.byName.keys()]);
  const perHand = [...names]
    .map((name) => ({
      name,
      instructions_per_hand:
        Math.round((10 * ((b.byName.get(name) ?? 0) - (a.byName.get(name) ?? 0))) / hands) / 10,
    }))
    .sort((x, y) => y.instructions_per_hand - x.instructions_per_hand)
    .slice(0, 5);
  results.push({ build, functions: perHand });
  console.log(`${build}: instructions a hand by function`);
  for (const f of perHand) console.log(`  ${f.instructions_per_hand.toFixed(1).padStart(8)}  ${f.name}`);
}
if (json) console.log(JSON.stringify({ passes: [lo, hi], builds: results }));
