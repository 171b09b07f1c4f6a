// Conformance of the ledger: replaying every recorded Tenhou game must reproduce every round
// (scores, sticks, round, honba, dealer) and every game's final scores and points exactly.

import { describe, expect, test } from 'vitest';
import { replayRecordedGames } from '../../scripts/replay.ts';
import type { RecordedLine } from '../../scripts/rounds.ts';
import { readCorpus } from '../support/corpus.ts';

const record = readCorpus<RecordedLine>('tenhou_real_rounds_public.jsonl');
const { output, problems } = replayRecordedGames(record);
const rounds = new Map(output.filter((o) => o.seq !== undefined).map((o) => [`${o.game_id}#${o.seq}`, o]));
const games = new Map(output.filter((o) => o.seq === undefined).map((o) => [o.game_id, o]));
const firstSeq = new Map<string, number>();
for (const r of record) if (r.kind === 'round' && !firstSeq.has(r.game_id)) firstSeq.set(r.game_id, r.seq);

describe('tenhou_real_rounds_public.jsonl', () => {
  test('replays without errors', () => expect(problems).toEqual([]));
  test.each(record.filter((r) => r.kind === 'round').map((r) => [`${r.game_id}#${r.seq}`, r] as const))(
    'round %s',
    (key, r) => {
      const got = rounds.get(key)!;
      expect(got, 'missing').toBeDefined();
      expect(got.scores_end).toEqual(r.scores_end);
      expect(got.riichi_sticks_end).toBe(r.riichi_sticks_end);
      if (firstSeq.get(r.game_id) !== r.seq && r.reliable !== false) {
        expect(got.round).toEqual({
          wind: r.round.wind,
          number: r.round.number,
          honba: r.round.honba,
          riichi_sticks: r.round.riichi_sticks,
        });
        expect(got.dealer_seat).toBe(r.dealer_seat);
      }
    },
  );
  test.each(record.filter((r) => r.kind === 'game').map((r) => [r.game_id, r] as const))(
    'game %s',
    (id, r) => {
      const got = games.get(id)!;
      expect(got).toBeDefined();
      if (r.final_scores) expect(got.final_scores).toEqual(r.final_scores);
      if (r.final_points) expect(got.final_points).toEqual(r.final_points);
    },
  );
});
