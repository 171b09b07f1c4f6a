// Compares two builds of the core: node bench/compare.mjs OLD.js NEW.js [--breakdown]
// [--rounds N] [--processes K]. Each build scores the corpus hands in rounds of 150 ms (old,
// new, new, old), so both are timed in the same moments of a machine whose speed drifts;
// prints the median of the per-round ratios NEW/OLD (bench/README.md, "Comparing two builds").
// With --processes K, K processes do that in turn, the builds' order swapped every other one,
// and the median of their ratios is printed: each process compiles the builds anew, and one
// process's compiled code can differ from another's by more than the change being judged.
// With --separate, every process loads one build only (K of each, in the order old, new, new,
// old, ...), and the ratio of the two builds' medians is printed: with two builds in one
// process, one of them sometimes runs far off the other throughout (item 24).

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median } from './corpus.mjs';

const args = process.argv.slice(2);
const valued = ['--rounds', '--processes'];
const files = args.filter((a, i) => !a.startsWith('--') && !valued.includes(args[i - 1] ?? ''));
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const rounds = option('--rounds', 20);
const processes = option('--processes', 1);
const breakdown = args.includes('--breakdown');
const separate = args.includes('--separate');
const jsonLine = args.includes('--json');
const childAt = args.indexOf('--child-rate');
if (childAt >= 0) {
  // One build alone: its median rate over the rounds and the checksum of its results.
  const build = await load(args[childAt + 1], 'only');
  for (let i = 0; i < 5; i++) build.run();
  const rates = [];
  for (let r = 0; r < rounds; r++) {
    globalThis.gc?.();
    rates.push(timeRound(build));
  }
  console.log(JSON.stringify({ rate: median(rates), sum: build.run() }));
  process.exit(0);
}
if (files.length !== 2 || !(rounds > 0) || !(Number.isInteger(processes) && processes > 0)) {
  console.error(
    'usage: node bench/compare.mjs OLD.js NEW.js [--breakdown] [--rounds N] [--processes K] [--separate]',
  );
  process.exit(2);
}

if (separate) {
  const rates = { old: [], new: [] };
  const sums = new Set();
  for (let p = 0; p < 2 * processes; p++) {
    // old, new, new, old, old, new, ...: a drift of the machine weighs on both alike.
    const which = (p + (p >> 1)) % 2 === 0 ? 'old' : 'new';
    const file = which === 'old' ? files[0] : files[1];
    const r = runChild(['--child-rate', file]);
    rates[which].push(r.rate);
    sums.add(r.sum);
  }
  const line = (name) =>
    `${name} ${Math.round(median(rates[name])).toLocaleString('en')} hands/s (median of ${processes} processes; ` +
    `${rates[name].map((x) => Math.round(x / 1000).toLocaleString('en')).join(', ')} thousand)`;
  console.log(line('old'));
  console.log(line('new'));
  console.log(`new/old ${(median(rates.new) / median(rates.old)).toFixed(3)} (one build a process)`);
  if (sums.size !== 1) {
    console.log('the two builds give different results');
    process.exitCode = 1;
  }
} else if (processes > 1) {
  const ratios = [];
  let differ = false;
  for (let p = 0; p < processes; p++) {
    const swap = p % 2 === 1;
    const pair = swap ? [files[1], files[0]] : files;
    const r = runChild([...pair, '--json']);
    const ratio = swap ? 1 / r.ratio : r.ratio;
    differ ||= !r.same;
    ratios.push(ratio);
    console.log(`process ${p + 1}${swap ? ' (new first)' : ''}: new/old ${ratio.toFixed(3)}`);
  }
  console.log(`new/old ${median(ratios).toFixed(3)} (median of ${processes} processes of ${rounds} rounds)`);
  if (differ) {
    console.log('the two builds give different results');
    process.exitCode = 1;
  }
} else {
  await compareInProcess();
}

/**
 * This script in a child process with `args` and the rounds (and `--breakdown`) of this one: the
 * JSON object it prints last. A usage error or a crash there ends this process with exit 2 (a
 * child comparing builds whose results differ exits 1 and is read as usual).
 */
function runChild(args) {
  const child = spawnSync(
    process.execPath,
    [
      '--expose-gc',
      fileURLToPath(import.meta.url),
      ...args,
      '--rounds',
      String(rounds),
      ...(breakdown ? ['--breakdown'] : []),
    ],
    { encoding: 'utf8' },
  );
  const last = child.stdout.trim().split('\n').at(-1) ?? '';
  if (child.status === 2 || !last.startsWith('{')) {
    console.error(child.stderr || child.stdout);
    process.exit(2);
  }
  return JSON.parse(last);
}

/** One build with its own copy of the bench's loops (a query makes a separate module instance). */
async function load(file, tag) {
  // A build that cannot be imported ends the comparison with exit 2, as a usage error does (exit
  // 1 says that two builds give different results).
  const core = await import(`${pathToFileURL(resolve(file)).href}?${tag}`).catch((e) => {
    console.error(`cannot load ${file}: ${e instanceof Error ? e.message : e}`);
    process.exit(2);
  });
  const corpus = await import(`./corpus.mjs?${tag}`);
  const { scoring } = corpus.prepareInputs(core, corpus.readCases());
  const pass = breakdown ? corpus.scoreBreakdownPass : corpus.scorePass;
  return { hands: scoring.length, run: () => pass(core, scoring) };
}

/** One round of 150 ms of a build's passes: hands a second. */
function timeRound(build) {
  let passes = 0;
  const t0 = performance.now();
  let t = t0;
  while (t - t0 < 150) {
    build.run();
    passes++;
    t = performance.now();
  }
  return ((passes * build.hands) / (t - t0)) * 1000;
}

async function compareInProcess() {
  const old = await load(files[0], 'old');
  const neu = await load(files[1], 'new');
  for (let i = 0; i < 5; i++) {
    old.run();
    neu.run();
  }
  const same = old.run() === neu.run();

  const round = timeRound;
  const ratios = [];
  const rates = { old: [], new: [] };
  for (let r = 0; r < rounds; r++) {
    // old, new, new, old: what comes first in a round does not favour either build.
    const a1 = round(old);
    const b1 = round(neu);
    const b2 = round(neu);
    const a2 = round(old);
    rates.old.push((a1 + a2) / 2);
    rates.new.push((b1 + b2) / 2);
    ratios.push((b1 + b2) / (a1 + a2));
  }
  console.log(`old ${Math.round(median(rates.old)).toLocaleString('en')} hands/s (median)`);
  console.log(`new ${Math.round(median(rates.new)).toLocaleString('en')} hands/s (median)`);
  console.log(`new/old ${median(ratios).toFixed(3)} (median of ${rounds} rounds)`);
  if (!same) {
    console.log('the two builds give different results');
    process.exitCode = 1;
  }
  // For a parent running --processes: its last line.
  if (jsonLine) console.log(JSON.stringify({ ratio: median(ratios), same }));
}
