// Lists the conditional jumps of the compiled scoring function whose way differs from hand to
// hand, under valgrind:  node bench/branches.mjs [--passes N] [--top K]
// An unminified bundle of the core (built here from the source, so that the names and lines
// are readable) scores the corpus hands N times (default 10) in `node --predictable` under
// callgrind with `--collect-jumps`, which counts for every conditional jump how often it ran
// and how often it was taken. V8 prints the compiled scoring function with its source
// positions, and its perf map places it in memory, so each jump is traced to a line of the
// bundle. A jump that runs once a hand and goes one way on 40% of the hands is one the
// processor must guess on the hands it cannot tell apart: the list is sorted by the runs a
// hand that went the less common way (at most what it can cost in wrong guesses). Cachegrind's
// simulated mispredictions are no guide at this level: its predictor is a table of two-bit
// counters by address, without history, in which the function's own jumps collide
// (bench/README.md, item 19).
// With --kinds, it lists instead what kind of work the function's instructions do, a hand
// (stores to and loads from its frame's slots, jumps, compares, heap objects' addresses: see
// `instructionKind`), and the lines with the most stores and loads of frame slots: the
// register allocator's spills and reloads (bench/README.md, item 27). With --lines, the lines of
// the bundle whose compiled code runs the most instructions a hand, of any kind.

import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildUnminifiedCore } from './unminified.mjs';
import { instructionKind, parseCallgrindInstructions } from './valgrind.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const passes = option('--passes', 10);
const top = option('--top', 25);
const kinds = args.includes('--kinds');
const byLines = args.includes('--lines');
const usage = 'usage: node bench/branches.mjs [--passes N] [--top K] [--kinds | --lines]';
if (!(Number.isInteger(passes) && passes >= 1 && Number.isInteger(top) && top >= 1) || (kinds && byLines)) {
  console.error(usage);
  process.exit(2);
}
if (spawnSync('valgrind', ['--version']).error) {
  console.error('valgrind is not installed (Debian: apt-get install valgrind)');
  process.exit(2);
}

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-branches-'));
const bundle = join(dir, 'core.mjs');
buildUnminifiedCore(bundle);
// The scoring function's name in the bundle (esbuild may add a suffix to clashing names).
const source = readFileSync(bundle, 'utf8');
const name = /function (scoreWithWinTile\d*)\(/.exec(source)?.[1];
if (name === undefined) throw new Error('the bundle has no scoring function');

const out = join(dir, 'callgrind.out');
const run = spawnSync(
  'valgrind',
  [
    '--tool=callgrind',
    '--collect-jumps=yes',
    '--dump-instr=yes',
    `--callgrind-out-file=${out}`,
    process.execPath,
    '--predictable',
    '--perf-basic-prof',
    '--print-opt-code',
    `--print-opt-code-filter=${name}`,
    join(root, 'bench/instructions.mjs'),
    '--child',
    bundle,
    String(passes),
  ],
  // In the temporary folder: V8 writes its code log (isolate-….log) to the working folder.
  { encoding: 'utf8', maxBuffer: 1 << 28, cwd: dir },
);
const perfMap = `/tmp/perf-${run.pid}.map`;
const last = run.stdout.trim().split('\n').at(-1) ?? '';
if (run.status !== 0 || !last.startsWith('{') || !existsSync(perfMap)) {
  console.error(run.stderr || run.stdout);
  process.exit(2);
}
const hands = JSON.parse(last).hands * passes;

// The compiled function's last placement: "START SIZE JS:*NAME file:…" (hexadecimal).
const placed = readFileSync(perfMap, 'utf8')
  .split('\n')
  .filter((l) => l.includes(` JS:*${name} `))
  .at(-1)
  ?.split(' ');
rmSync(perfMap);
if (placed === undefined) throw new Error(`V8 did not compile ${name}`);
const start = Number.parseInt(placed[0], 16);
const size = Number.parseInt(placed[1], 16);

// V8's listing of that code: its instructions ("0xADDR OFFSET BYTES TEXT") and its source
// positions ("OFFSET SCRIPT-OFFSET" after "Source positions:").
const listing = run.stdout.split('\n');
const first = listing.findIndex((l) => l.startsWith(`0x${start.toString(16)} `));
const instructions = new Map();
let at = first;
for (; at < listing.length && listing[at].startsWith('0x'); at++) {
  const [address, , , ...text] = listing[at].split(/\s+/);
  instructions.set(Number.parseInt(address, 16), text.join(' '));
}
while (at < listing.length && !listing[at].startsWith('Source positions:')) at++;
const positions = []; // [code offset, script offset], by code offset
for (at += 2; at < listing.length && listing[at].trim(); at++) {
  const [offset, script] = listing[at].trim().split(/\s+/);
  positions.push([Number.parseInt(offset, 16), Number.parseInt(script, 10)]);
}
const lineStarts = [0];
for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
/** The bundle's line (1-based) of a script offset. */
const lineOf = (offset) => {
  let lo = 0;
  while (lo + 1 < lineStarts.length && lineStarts[lo + 1] <= offset) lo++;
  return lo + 1;
};
const sourceLine = (address) => {
  const offset = address - start;
  let best = null;
  for (const p of positions) if (p[0] <= offset) best = p;
  if (best === null) return '';
  const line = lineOf(best[1]);
  return `${line}: ${source
    .slice(lineStarts[line - 1], lineStarts[line] ?? source.length)
    .trim()
    .slice(0, 90)}`;
};

const callgrind = readFileSync(out, 'utf8');
rmSync(dir, { recursive: true, force: true });
if (kinds || byLines) {
  printKinds();
  process.exit(0);
}

// Callgrind's jumps: "jcnd=TAKEN/RUN TARGET" before the line that gives the jump's own
// position (absolute "0x…", or relative "+N"/"-N"/"*" to the last position given).
const jumps = new Map();
let address = 0;
let pending = null;
let afterCall = false;
for (const line of callgrind.split('\n')) {
  if (line.startsWith('jcnd=')) {
    const [taken, runs] = line.slice(5).split(' ')[0].split('/').map(Number);
    pending = { taken, runs };
    continue;
  }
  if (line.startsWith('calls=')) {
    afterCall = true;
    continue;
  }
  if (!/^(0x|[+*-])/.test(line)) continue;
  const position = line.split(' ')[0];
  if (position.startsWith('0x')) address = Number.parseInt(position, 16);
  else if (position[0] !== '*') address += Number(position);
  if (afterCall) {
    afterCall = false;
    continue;
  }
  if (pending !== null) {
    const seen = jumps.get(address) ?? { taken: 0, runs: 0 };
    seen.taken += pending.taken;
    seen.runs += pending.runs;
    jumps.set(address, seen);
    pending = null;
  }
}

const rows = [...jumps]
  .filter(([a]) => a >= start && a < start + size)
  .map(([a, { taken, runs }]) => {
    const share = taken / runs;
    return { a, runs: runs / hands, share, minority: (runs / hands) * Math.min(share, 1 - share) };
  })
  .sort((x, y) => y.minority - x.minority);
const total = rows.reduce((sum, r) => sum + r.minority, 0);
console.log(
  `${name}: ${rows.length} conditional jumps run; ${total.toFixed(2)} runs a hand the less common way ` +
    `(${hands.toLocaleString('en')} hands)`,
);
console.log('less common a hand | runs a hand | taken | offset | instruction | bundle line');
for (const r of rows.slice(0, top)) {
  const text = (instructions.get(r.a) ?? '?').split(' ')[0];
  console.log(
    `${r.minority.toFixed(2).padStart(5)} | ${r.runs.toFixed(2).padStart(6)} | ${r.share.toFixed(2)} | ` +
      `+${(r.a - start).toString(16).padStart(5, '0')} | ${text.padEnd(4)} | ${sourceLine(r.a)}`,
  );
}

/**
 * --kinds: the function's instructions a hand by kind, and the lines with the most frame-slot
 * traffic; --lines: the lines with the most instructions.
 */
function printKinds() {
  const byKind = new Map();
  const byLine = new Map(); // line text -> [stores, loads]
  const allByLine = new Map(); // line text -> instructions
  let total = 0;
  for (const [a, count] of parseCallgrindInstructions(callgrind)) {
    const text = instructions.get(a);
    if (text === undefined || a < start || a >= start + size) continue;
    const kind = instructionKind(text);
    byKind.set(kind, (byKind.get(kind) ?? 0) + count);
    total += count;
    if (byLines) {
      const line = sourceLine(a);
      allByLine.set(line, (allByLine.get(line) ?? 0) + count);
      continue;
    }
    const slot = ['store to a frame slot', 'load from a frame slot'].indexOf(kind);
    if (slot >= 0) {
      const line = sourceLine(a);
      const seen = byLine.get(line) ?? [0, 0];
      seen[slot] += count;
      byLine.set(line, seen);
    }
  }
  const perHand = (n) => (n / hands).toFixed(1);
  console.log(`${name}: ${perHand(total)} instructions a hand (${hands.toLocaleString('en')} hands)`);
  if (byLines) {
    console.log('instructions a hand | share | bundle line');
    for (const [line, count] of [...allByLine].sort((x, y) => y[1] - x[1]).slice(0, top))
      console.log(
        `${perHand(count).padStart(6)} | ${((count / total) * 100).toFixed(1).padStart(4)}% | ${line}`,
      );
    return;
  }
  console.log('a hand | share | kind');
  for (const [kind, count] of [...byKind].sort((x, y) => y[1] - x[1]))
    console.log(
      `${perHand(count).padStart(6)} | ${((count / total) * 100).toFixed(1).padStart(4)}% | ${kind}`,
    );
  console.log('stores + loads of frame slots a hand | stores | loads | bundle line');
  const lines = [...byLine].sort((x, y) => y[1][0] + y[1][1] - (x[1][0] + x[1][1]));
  for (const [line, [stores, loads]] of lines.slice(0, top))
    console.log(
      `${perHand(stores + loads).padStart(5)} | ${perHand(stores).padStart(5)} | ${perHand(loads).padStart(5)} | ${line}`,
    );
}
