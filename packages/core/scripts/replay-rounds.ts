// Replays recorded games through the ledger (the conformance contract of the table):
//   npm run -s replay-rounds < tenhou_real_rounds_public.jsonl > REPLAY.jsonl
// Uses only what a scorekeeper would enter: the start scores, each round's riichi
// declarations and result (winners, discarders, pao, han/fu/yakuman, tenpai, nagashi) and the
// game's settlement parameters; never the recorded points, deltas or final scores.

import { readFileSync } from 'node:fs';
import { replayRecordedGames } from './replay.ts';
import type { RecordedLine } from './rounds.ts';

const lines = readFileSync(0, 'utf8')
  .split('\n')
  .filter((l) => l.trim() !== '')
  .map((l) => JSON.parse(l) as RecordedLine);
const { output, problems } = replayRecordedGames(lines);
for (const p of problems) process.stderr.write(`${p}\n`);
process.stdout.write(output.length ? `${output.map((o) => JSON.stringify(o)).join('\n')}\n` : '');
