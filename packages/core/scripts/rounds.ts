// Turns the round and game lines of a recorded-games corpus (shared/corpus/README.md) into
// ledger documents: one start event, then one hand event per round (plus an adjustment where
// the record says a round's start scores are not reliable).

import type { AbortiveDraw, GameDocument, GameEvent, HandResult, Seat, WinEntry } from '../src/index.ts';

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

// The lines of a recorded-games corpus, as far as a replay reads them (the corpus README has
// every field). They come from the corpus files or a file the replay command is given: trusted
// to be of this shape, every value is checked again by the ledger's events.

export interface RecordedWin {
  who: Seat;
  from: Seat;
  pao?: Seat | null;
  han: number;
  fu: number;
  yakuman?: number;
}

export interface RecordedRoundLine {
  kind: 'round';
  game_id: string;
  seq: number;
  round: { wind: number; number: number; honba: number; riichi_sticks: number };
  dealer_seat: number;
  scores_start: [number, number, number, number];
  riichi_declared?: Seat[];
  reliable?: boolean;
  result:
    | { type: 'agari'; wins: RecordedWin[] }
    | { type: 'ryuukyoku'; kind: string; tenpai?: Seat[]; nagashi?: Seat[] };
  scores_end: number[];
  riichi_sticks_end: number;
}

export interface RecordedGameLine {
  kind: 'game';
  game_id: string;
  rules?: { hanchan?: boolean };
  settlement?: { start_points: number; return_points: number; uma: number[]; rounding: string };
  final_scores?: number[];
  final_points?: number[];
}

export type RecordedLine = RecordedRoundLine | RecordedGameLine;

function resultOf(r: RecordedRoundLine): HandResult {
  const res = r.result;
  if (res.type === 'agari') {
    const wins: WinEntry[] = res.wins.map((w) => ({
      winner: w.who,
      from: w.who === w.from ? null : w.from,
      liable: w.pao ?? null,
      score: { mode: 'value', han: w.han, fu: w.fu, yakuman: w.yakuman ?? 0 },
    }));
    return { kind: 'win', wins };
  }
  if (res.kind === 'exhaustive') return { kind: 'exhaustive_draw', tenpai: res.tenpai ?? [] };
  if (res.kind === 'nagashi_mangan')
    return { kind: 'exhaustive_draw', tenpai: res.tenpai ?? [], nagashi: res.nagashi ?? [] };
  return { kind: 'abortive_draw', reason: res.kind as AbortiveDraw };
}

export function roundsToGames(lines: readonly RecordedLine[]): ReplayGame[] {
  const byGame = new Map<string, { rounds: RecordedRoundLine[]; game?: RecordedGameLine }>();
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
      const differs = r.scores_start.some((s) => s !== start) || r.round.riichi_sticks !== 0;
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
        // The recorded round without its other fields (`index`): what the replay reports.
        recordedRound: {
          wind: r.round.wind,
          number: r.round.number,
          honba: r.round.honba,
          riichi_sticks: r.round.riichi_sticks,
        },
        recordedDealer: r.dealer_seat,
      });
      events.push({ type: 'hand', riichi: r.riichi_declared ?? [], result: resultOf(r) });
    });
    games.push({ gameId, doc: { schema: 'mahjong-ledger/game', version: 1, events }, rounds });
  }
  return games;
}
