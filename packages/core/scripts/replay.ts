// Replay of recorded games, shared by the replay-rounds command and its test: folds each game's
// events one by one and reports, per round, the state the ledger derived.

import { applyEvent, type GameState, settleGame } from '../src/index.ts';
import { type RecordedLine, roundsToGames } from './rounds.ts';

export function replayRecordedGames(lines: readonly RecordedLine[]): {
  output: Record<string, unknown>[];
  problems: string[];
} {
  const output: Record<string, unknown>[] = [];
  const problems: string[] = [];
  for (const g of roundsToGames(lines)) {
    let state: GameState | null = null;
    let next = 0;
    let broken = false;
    const advance = (upto: number) => {
      while (!broken && next < upto) {
        const r = applyEvent(state, g.doc.events[next]!, { index: next });
        if (!r.ok) {
          problems.push(`${g.gameId} event ${next}: ${r.issues.map((i) => i.message).join('; ')}`);
          broken = true;
          return;
        }
        state = r.value;
        next++;
      }
    };
    g.rounds.forEach((r, i) => {
      advance(r.eventIndex);
      const before = state as GameState | null;
      advance(r.eventIndex + 1);
      if (broken || !before || !state) {
        output.push({ game_id: g.gameId, seq: r.seq, error: 'invalid' });
        return;
      }
      const after = state as GameState;
      output.push({
        game_id: g.gameId,
        seq: r.seq,
        round:
          i === 0
            ? r.recordedRound
            : {
                wind: before.round.wind,
                number: before.round.number,
                honba: before.round.honba,
                riichi_sticks: before.round.sticks,
              },
        dealer_seat: i === 0 ? r.recordedDealer : before.dealer,
        scores_end: after.scores,
        riichi_sticks_end: after.round.sticks,
      });
    });
    if (broken || !state) {
      output.push({ game_id: g.gameId, error: 'invalid' });
      continue;
    }
    const s = settleGame(state);
    output.push({
      game_id: g.gameId,
      final_scores: s.rows.map((row) => row.finalScore),
      final_points: s.rows.map((row) => row.points),
    });
  }
  return { output, problems };
}
