// Compares two builds of the core in one process: node bench/compare.mjs OLD.js NEW.js
// [--breakdown] [--rounds N]. Each build scores the corpus hands in rounds of 150 ms (old,
// new, new, old), so both are timed in the same moments of a machine whose speed drifts;
// prints the median of the per-round ratios NEW/OLD (bench/README.md, "Comparing two builds").

import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
const files = args.filter((a, i) => !a.startsWith('--') && args[i - 1] !== '--rounds');
const roundsAt = args.indexOf('--rounds');
const rounds = roundsAt >= 0 ? Number(args[roundsAt + 1]) : 20;
const breakdown = args.includes('--breakdown');
if (files.length !== 2 || !(rounds > 0)) {
  console.error('usage: node bench/compare.mjs OLD.js NEW.js [--breakdown] [--rounds N]');
  process.exit(2);
}

/** One build with its own copy of the bench's loops (a query makes a separate module instance). */
async function load(file, tag) {
  const core = await import(`${pathToFileURL(resolve(file)).href}?${tag}`);
  const corpus = await import(`./corpus.mjs?${tag}`);
  const { scoring } = corpus.prepareInputs(core, corpus.readCases());
  const pass = breakdown ? corpus.scoreBreakdownPass : corpus.scorePass;
  return { hands: scoring.length, run: () => pass(core, scoring) };
}

const old = await load(files[0], 'old');
const neu = await load(files[1], 'new');
for (let i = 0; i < 5; i++) {
  old.run();
  neu.run();
}
const same = old.run() === neu.run();

function round(build) {
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
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];
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
