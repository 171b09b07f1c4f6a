// Checks how V8 compiles the scorer, process by process: node bench/tierup.mjs [BUILD.js]
// [--processes K]. Each of K processes (default 12) scores the corpus hands, in the bench's
// order and with its full collection before each round, for about three seconds under
// `--trace-deopt --trace-osr --trace-gc`, and reports its median rate, every deoptimisation
// V8 made of the core's code (a bailout, or compiled code thrown away, as when a collection
// frees an object shape the code assumed: item 19) and every compilation of it on stack
// replacement (OSR, the way into the cliff: bench/README.md, item 18). A process below a third
// of the others' median is the "cliff" of items 15-17: the scorer deoptimised and then run
// through on-stack-replacement code only (the host's own drift takes a process down to about
// half). Exit 1 when any process deoptimised the core, compiled it on stack replacement or fell
// off. With --new-layout, in the timed rounds the first hand of each pass comes with a
// situation object of another layout (its keys in reverse order) than the warm-up's, as a
// caller's rarer input would (item 17).

import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { median, prepareInputs, readCases, scorePass } from './corpus.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const build = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--processes');
const file = resolve(build ?? fileURLToPath(new URL('../packages/core/dist/index.js', import.meta.url)));

/**
 * A child's rounds (in a named function, so that the trace tells its loops from the core's):
 * warm up, then nine rounds of 300 ms, each after a full collection as in the bench; their
 * median rate.
 */
function timeRounds(core, prepared) {
  let inputs = prepared;
  const rate = () => {
    let done = 0;
    const t0 = performance.now();
    let t = t0;
    while (t - t0 < 300) {
      scorePass(core, inputs);
      done += inputs.length;
      t = performance.now();
    }
    return done / ((t - t0) / 1000);
  };
  for (let r = 0; r < 3; r++) rate();
  if (args.includes('--new-layout')) {
    // One hand a pass, the first, with its situation's keys in reverse order: a new layout.
    const [{ rules, input }, ...rest] = prepared;
    const situation = Object.fromEntries(Object.entries(input.situation).reverse());
    inputs = [{ rules, input: { hand: input.hand, situation } }, ...rest];
  }
  const rates = [];
  for (let r = 0; r < 9; r++) {
    globalThis.gc();
    rates.push(rate());
  }
  return median(rates);
}

/** The function and reason of a deoptimisation a trace line reports, or null. */
function deoptimisationIn(line) {
  // "[bailout (kind: deopt-eager, reason: wrong map): begin. deoptimizing 0x… <JSFunction ec
  // (sfi = …)>, …": code left while running.
  const bailout = /^\[bailout \(kind: [^,]*, reason: ([^)]*)\).*<JSFunction (\S*)/.exec(line);
  if (bailout) {
    return {
      name: bailout[2].startsWith('(') ? '(anonymous)' : bailout[2],
      reason: bailout[1],
      thrownAway: false,
    };
  }
  // "[marking dependent code 0x… <Code TURBOFAN> (0x… <SharedFunctionInfo ec>) (opt id 40) for
  // deoptimization, reason: weak objects]": code thrown away, whether running or not.
  const marked =
    /^\[marking dependent code .*<SharedFunctionInfo ?(.*?)>\) .* for deoptimization, reason: ([^\]]*)\]/.exec(
      line,
    );
  if (marked) return { name: marked[1] || '(anonymous)', reason: marked[2], thrownAway: true };
  return null;
}

if (args.includes('--child')) {
  // One process: warm up, then nine rounds of 300 ms; the median rate as the last line.
  const core = await import(pathToFileURL(file).href);
  console.log(JSON.stringify({ rate: timeRounds(core, prepareInputs(core, readCases()).scoring) }));
} else {
  const processes = option('--processes', 12);
  if (!(Number.isInteger(processes) && processes > 0)) {
    console.error('usage: node bench/tierup.mjs [BUILD.js] [--processes K] [--new-layout]');
    process.exit(2);
  }
  const self = fileURLToPath(import.meta.url);
  const runs = [];
  for (let p = 0; p < processes; p++) {
    const childArgs = [
      '--expose-gc',
      '--trace-gc',
      '--trace-deopt',
      '--trace-osr',
      self,
      file,
      '--child',
      ...(args.includes('--new-layout') ? ['--new-layout'] : []),
    ];
    const child = spawnSync(process.execPath, childArgs, {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
    });
    const lines = child.stdout.trim().split('\n');
    // The child's result, the last line but for V8's trace of a collection at the exit.
    const result = lines.findLast((l) => l.startsWith('{'));
    if (child.status !== 0 || result === undefined) {
      console.error(child.stderr || child.stdout);
      process.exit(2);
    }
    // The inputs' preparation, before any timing, is left out; the passes are not, since V8 may
    // have compiled the library's entry point into them. Code thrown away (rather than left
    // while running) counts in the nine timed rounds, from the first one's full collection on:
    // in the warm-up, the scorer's first calls of the suit memo make V8 throw away, once, the
    // code it compiled for the preparation's calls (`handFromAllTiles`, `solveKey`: "code
    // dependencies"). (V8 buffers its trace apart from `console.log`, so that collection's trace
    // marks where the rounds begin.)
    const own = new Set(['prepareInputs', 'readCases']);
    const roundsFrom = lines.findIndex((l) => / Mark-Compact .* testing; /.test(l));
    const deopts = lines.flatMap((l, i) => {
      const d = deoptimisationIn(l);
      return d === null || own.has(d.name) || (d.thrownAway && i < roundsFrom)
        ? []
        : [`${d.name}: ${d.reason}`];
    });
    // "[OSR - compilation started. function: ec, osr offset: 3252, …]". The bench's own loops
    // (the passes, the rounds, the preparation) are compiled so as a matter of course.
    const bench = new Set([...own, 'scorePass', 'timeRounds', 'rate']);
    const osr = lines
      .map((l) => /^\[OSR - compilation started\. function: ([^,]*),/.exec(l))
      .filter((m) => m !== null && !bench.has(m[1]))
      .map((m) => `${m[1] === '' ? '(anonymous)' : m[1]}: compiled on stack replacement`);
    // The same deoptimisation in every round, once with its count.
    const counts = new Map();
    for (const d of deopts) counts.set(d, (counts.get(d) ?? 0) + 1);
    const counted = [...counts].map(([d, n]) => (n > 1 ? `${d} (${n}x)` : d));
    runs.push({ rate: JSON.parse(result).rate, notes: [...counted, ...new Set(osr)] });
  }
  const typical = median(runs.map((r) => r.rate));
  let bad = 0;
  runs.forEach((r, i) => {
    const cliff = r.rate < typical / 3;
    if (cliff || r.notes.length > 0) bad++;
    const notes = [...(cliff ? ['CLIFF'] : []), ...r.notes].join('; ');
    console.log(
      `process ${i + 1}: ${Math.round(r.rate).toLocaleString('en')} hands/s${notes ? `  ${notes}` : ''}`,
    );
  });
  console.log(
    `${processes - bad} of ${processes} processes without a deoptimisation or OSR of the core, or a cliff ` +
      `(median ${Math.round(typical).toLocaleString('en')} hands/s)`,
  );
  process.exit(bad === 0 ? 0 : 1);
}
