// Batch scorer, the conformance contract: reads corpus cases (JSON Lines) on stdin and prints
// one result line per case, in order. Nothing else goes to stdout.
//   npm run -s score-cases < CASES.jsonl > RESULTS.jsonl

import { readFileSync } from 'node:fs';
import { scoreCase } from './cases/index.ts';

const input = readFileSync(0, 'utf8');
const out: string[] = [];
for (const line of input.split('\n')) {
  if (line.trim() === '') continue;
  let c: Record<string, unknown>;
  try {
    c = JSON.parse(line);
  } catch {
    out.push(
      JSON.stringify({ id: null, error: 'invalid', issues: [{ code: 'bad_json', message: 'not JSON' }] }),
    );
    continue;
  }
  out.push(JSON.stringify(scoreCase(c)));
}
process.stdout.write(out.length ? `${out.join('\n')}\n` : '');
