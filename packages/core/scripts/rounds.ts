// Turns the round and game lines of a recorded-games corpus (shared/corpus/README.md) into
// ledger documents: one start event, then one hand event per round (plus an adjustment where
// the record says a round's start scores are not reliable).

import type { GameDocument, GameEvent, HandResult, Seat, WinEntry } from '../src/index.ts';

export interface ReplayRound {
  seq: number;
  eventIndex: number;
  recordedRound: { wind: number; number: number; honba: number; riichi_sticks: number };
  recordedDealer: number;
}

export interface ReplayGame {
  gameId: string;
  doc: GameDocument;
  rounds: ReplayRound[];
}

type Line = Record<string, any>;

function resultOf(r: Line): HandResult {
  const res = r.result;
  if (res.type === 'agari') {
    const wins: WinEntry[] = res.wins.map((w: Line) => ({
      winner: w.who as Seat,
      from: w.who === w.from ? null : (w.from as Seat),
      liable: w.pao ?? null,
      score: { mode: 'value', han: w.han, fu: w.fu, yakuman: w.yakuman ?? 0 },
    }));
    return { kind: 'win', wins };
  }
  if (res.kind === 'exhaustive') return { kind: 'exhaustive_draw', tenpai: res.tenpai ?? [] };
  if (res.kind === 'nagashi_mangan')
    return { kind: 'exhaustive_draw', tenpai: res.tenpai ?? [], nagashi: res.nagashi ?? [] };
  return { kind: 'abortive_draw', reason: res.kind };
}

export function roundsToGames(lines: Line[]): ReplayGame[] {
  const byGame = new Map<string, { rounds: Line[]; game?: Line }>();
  for (const l of lines) {
    const g = byGame.get(l.game_id) ?? { rounds: [] };
    if (l.kind === 'round') g.rounds.push(l);
    else if (l.kind === 'game') g.game = l;
    byGame.set(l.game_id, g);
  }
  const games: ReplayGame[] = [];
  for (const [gameId, g] of byGame) {
    g.rounds.sort((a, b) => a.seq - b.seq);
    const st = g.game?.settlement;
    const overrides: Record<string, unknown> = {};
    if (st) {
      overrides.startPoints = st.start_points;
      overrides.returnPoints = st.return_points;
      overrides.oka = 4 * (st.return_points - st.start_points);
      overrides.uma = st.uma;
      overrides.finalRounding = st.rounding;
      overrides.ties = 'seat';
    }
    if (g.game?.rules?.hanchan === false) overrides.gameLength = 'east';
    const events: GameEvent[] = [
      {
        type: 'start',
        config: { family: 'riichi', preset: 'tenhou', overrides, players: ['A', 'B', 'C', 'D'] },
      },
    ];
    const rounds: ReplayRound[] = [];
    const start = (overrides.startPoints as number | undefined) ?? 25000;
    g.rounds.forEach((r, i) => {
      const first = i === 0;
      const differs = r.scores_start.some((s: number) => s !== start) || r.round.riichi_sticks !== 0;
      if ((first && differs) || r.reliable === false) {
        events.push({
          type: 'adjust',
          scores: r.scores_start,
          sticks: r.round.riichi_sticks,
          note: 'recorded start scores',
        });
      }
      rounds.push({
        seq: r.seq,
        eventIndex: events.length,
        recordedRound: { ...r.round, index: undefined },
        recordedDealer: r.dealer_seat,
      });
      events.push({ type: 'hand', riichi: r.riichi_declared ?? [], result: resultOf(r) });
    });
    for (const r of rounds) delete (r.recordedRound as Record<string, unknown>).index;
    games.push({ gameId, doc: { schema: 'mahjong-ledger/game', version: 1, events }, rounds });
  }
  return games;
}
