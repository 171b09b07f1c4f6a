// Reading valgrind's output: cachegrind's summary, callgrind's counts by address and by
// function (bench/instructions.mjs, bench/branches.mjs), and what kind of work an instruction
// of V8's listing does.

/**
 * The instruction and branch-misprediction totals of cachegrind's summary on standard error
 * (`==pid== I refs: 1,234` and, with --branch-sim=yes, `==pid== Mispredicts: 56 (...)`);
 * null when the summary is not there.
 */
export function parseCachegrindSummary(text) {
  const number = (re) => {
    const m = re.exec(text);
    return m === null ? null : Number(m[1].replaceAll(',', ''));
  };
  const instructions = number(/^==\d+== I\s+refs:\s+([\d,]+)/m);
  const mispredictions = number(/^==\d+== Mispredicts:\s+([\d,]+)/m);
  if (instructions === null || mispredictions === null) return null;
  return { instructions, mispredictions };
}

/**
 * The instructions run at each address, from a callgrind output file written with
 * `--dump-instr=yes` (positions "instr line"): the self cost of every cost line, whose
 * address is absolute (`0x…`) or relative to the last one (`+N`, `-N`, `*`). The line after a
 * `calls=` line gives a call's inclusive cost, not counted; its address still counts as the last.
 */
export function parseCallgrindInstructions(text) {
  const costs = new Map();
  let ir = 0;
  let address = 0;
  let callCost = false;
  for (const line of text.split('\n')) {
    if (line.startsWith('events:')) {
      ir = line.slice(7).trim().split(/\s+/).indexOf('Ir');
      continue;
    }
    if (line.startsWith('calls=')) {
      callCost = true;
      continue;
    }
    const first = line[0];
    if (!(line.startsWith('0x') || first === '+' || first === '-' || first === '*')) continue;
    const fields = line.split(' ');
    const at = fields[0];
    if (at.startsWith('0x')) address = Number.parseInt(at, 16);
    else if (at[0] === '+') address += Number(at.slice(1));
    else if (at[0] === '-') address -= Number(at.slice(1));
    if (callCost) {
      callCost = false;
      continue;
    }
    const count = Number(fields[2 + ir] ?? 0);
    if (count > 0) costs.set(address, (costs.get(address) ?? 0) + count);
  }
  return costs;
}

/**
 * Instructions by function: each address's count given to the code object of V8's perf map
 * (`node --perf-basic-prof`: "START SIZE NAME" in hexadecimal, one a line) that holds it, the
 * latest placement where two overlap (code freed and its space reused); "(native)" outside
 * them. A name is its first word ("JS:*name", "Builtin:…"), the source place left out.
 */
export function instructionsByFunction(costs, perfMap) {
  const entries = perfMap
    .split('\n')
    .filter((l) => l.trim())
    .map((l, order) => {
      const [start, size, name] = l.split(' ');
      const from = Number.parseInt(start, 16);
      return { from, to: from + Number.parseInt(size, 16), name, order };
    })
    .sort((a, b) => a.from - b.from);
  const byName = new Map();
  for (const [address, count] of costs) {
    let lo = 0;
    let hi = entries.length - 1;
    let last = -1; // the last entry starting at or below the address
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (entries[mid].from <= address) {
        last = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    let owner = null;
    for (let i = last; i >= 0 && i > last - 64; i--) {
      const e = entries[i];
      if (address < e.to && (owner === null || e.order > owner.order)) owner = e;
    }
    const name = owner === null ? '(native)' : owner.name;
    byName.set(name, (byName.get(name) ?? 0) + count);
  }
  return byName;
}

/**
 * What an instruction of V8's listing (x64, as `--print-opt-code` writes it: "REX.W movq
 * [rbp-0x88],r8") does, in the terms of bench/README.md's item 27: a store to or a load from a
 * slot of the function's frame (below rbp: the register allocator's spills and reloads), another
 * operation with such a slot as an operand, a heap object's address put in a register (a map to
 * check, a table), a jump or a call, a compare or a test, or other work.
 */
export function instructionKind(text) {
  const op = text.replace(/^REX\.W /, '').split(/[\s;]/)[0];
  const operands = text
    .slice(text.indexOf(op) + op.length)
    .split(';;')[0]
    .trim();
  if (/^j|^call/.test(op)) return 'jump or call';
  if (/^(cmp|test)/.test(op)) return 'compare or test';
  const slot = /\[rbp-0x[0-9a-f]+\]/;
  if (slot.test(operands)) {
    if (/^mov/.test(op) && new RegExp(`^${slot.source},`).test(operands)) return 'store to a frame slot';
    if (/^mov/.test(op) && new RegExp(`,${slot.source}$`).test(operands)) return 'load from a frame slot';
    return 'other operation on a frame slot';
  }
  if (/;; object: /.test(text)) return 'heap object address';
  return 'other';
}
