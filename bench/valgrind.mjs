// Reading valgrind's cachegrind summary (bench/instructions.mjs).

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
