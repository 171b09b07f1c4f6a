// Corpus adapter for Japanese Classical cases (shared/corpus/README.md, "Singapore and
// Japanese Classical cases"): one case object in, the comparator's result object out. Kinds:
// win, draw, penalty, settlement. Bad input gives `{ id, error: 'invalid' }`; it never throws.

import type { Payment, Seat } from '../../src/payment.ts';
import {
  type ClassicalRules,
  combinePayments,
  parseClassicalHand,
  payClassicalDraw,
  payClassicalPenalty,
  payClassicalWin,
  resolveClassicalRules,
  scoreClassicalHand,
  settleClassicalLosers,
} from '../../src/rules/classical/index.ts';

type Case = Record<string, unknown>;

const isSeat = (v: unknown): v is Seat => v === 0 || v === 1 || v === 2 || v === 3;

/** `[from, to, amount]` for every line between seats, in line order. */
function transfersOf(p: Payment): [number, number, number][] {
  return p.lines.map((l) => [l.from, l.to, l.amount]);
}

/** What each seat paid to `to`, one entry per payer in seat order. */
function payersOf(p: Payment, to: Seat): [number, number][] {
  const paid = new Map<number, number>();
  for (const l of p.lines)
    if (l.to === to && l.from !== to) paid.set(l.from, (paid.get(l.from) ?? 0) + l.amount);
  return [...paid.entries()].sort((a, b) => a[0] - b[0]);
}

function flag(c: Case, key: string): boolean {
  return c[key] === true;
}

function scoreWin(c: Case, rules: ClassicalRules): Record<string, unknown> {
  const bonus = (c.bonus ?? {}) as Record<string, unknown>;
  if (Array.isArray(bonus.animals) && bonus.animals.length > 0) return { error: 'invalid' };
  if (c.melds !== undefined && c.melds !== null && !Array.isArray(c.melds)) return { error: 'invalid' };
  const melds = Array.isArray(c.melds) ? c.melds : [];
  const hand = parseClassicalHand({
    tiles: String(c.hand ?? ''),
    melds: melds.map((m: { type?: unknown; tiles?: unknown }) => ({
      kind: String(m?.type),
      tiles: String(m?.tiles ?? ''),
    })),
    win: String(c.win ?? ''),
    flowers: (bonus.flowers as number[] | undefined) ?? [],
    seasons: (bonus.seasons as number[] | undefined) ?? [],
  });
  if (!hand.ok) return { error: hand.error };
  const score = scoreClassicalHand(
    {
      hand: hand.value,
      situation: {
        tsumo: c.tsumo as boolean,
        seatWind: c.seat_wind as number,
        roundWind: c.round_wind as number,
        discarder: (c.from_seat ?? null) as Seat | null,
        ready: flag(c, 'ready'),
        lastTile: flag(c, 'last_tile'),
        replacement: flag(c, 'kong_replacement'),
        robbingKong: flag(c, 'robbing_kong'),
        blessingOfHeaven: flag(c, 'heavenly_hand'),
        blessingOfEarth: flag(c, 'earthly_hand'),
        dealerStreak: (c.dealer_streak ?? 0) as number,
        liable: (c.bao_seat ?? null) as Seat | null,
      },
    },
    rules,
  );
  if (!score.ok) return { error: score.error };
  const s = score.value;
  return {
    error: null,
    points: s.points,
    doubles: s.doubles,
    value: s.value,
    limit: s.reachedLimit,
    elements: s.lines.filter((l) => l.unit !== 'points').map((l) => [l.id, l.value]),
    points_detail: s.pointsDetail.map((l) => [l.id, l.points]),
    payments: {
      deltas: s.payment.deltas,
      payers: payersOf(s.payment, s.winner),
      total: s.payment.deltas[s.winner],
    },
  };
}

function scoreDraw(c: Case, rules: ClassicalRules): Record<string, unknown> {
  const tenpai = c.tenpai;
  if (!Array.isArray(tenpai) || !tenpai.every(isSeat) || new Set(tenpai).size !== tenpai.length) {
    return { error: 'invalid' };
  }
  const p = payClassicalDraw(tenpai, 0, rules);
  return { error: null, deltas: p.deltas, transfers: transfersOf(p), payments: { deltas: p.deltas } };
}

function scorePenalty(c: Case, rules: ClassicalRules): Record<string, unknown> {
  const kind = c.penalty;
  const offender = c.offender_seat;
  if ((kind !== 'erroneous_mahjong' && kind !== 'change_of_heart') || !isSeat(offender))
    return { error: 'invalid' };
  const beneficiary = isSeat(c.winner_seat) ? c.winner_seat : null;
  const p = payClassicalPenalty({ kind, offender, dealer: 0, beneficiary }, rules);
  return { error: null, deltas: p.deltas, transfers: transfersOf(p), payments: { deltas: p.deltas } };
}

function scoreSettlement(c: Case, rules: ClassicalRules): Record<string, unknown> {
  const winner = c.winner_seat;
  const from = c.from_seat ?? null;
  const value = c.value;
  const scores = c.loser_scores;
  if (
    !isSeat(winner) ||
    (from !== null && (!isSeat(from) || from === winner)) ||
    !Number.isInteger(value) ||
    (value as number) < 0 ||
    !Array.isArray(scores) ||
    scores.length !== 4 ||
    !scores.every((v, i) => (i === winner ? v === null || Number.isFinite(v) : Number.isInteger(v) && v >= 0))
  ) {
    return { error: 'invalid' };
  }
  const capped = Math.min(value as number, rules.limit);
  const base = payClassicalWin({ winner, dealer: 0, discarder: from, value: capped }, rules);
  const settlement = settleClassicalLosers({ winner, dealer: 0, scores }, rules);
  const all = combinePayments(base, settlement);
  return {
    error: null,
    deltas: all.deltas,
    transfers: transfersOf(settlement),
    payments: { deltas: all.deltas, payers: payersOf(base, winner), total: base.deltas[winner] },
  };
}

/** Maps one corpus case to the result object compare-cases.mjs reads. */
export function scoreClassicalCase(input: unknown): Record<string, unknown> {
  const c = (input !== null && typeof input === 'object' ? input : {}) as Case;
  const id = typeof c.id === 'string' ? c.id : String(c.id ?? '');
  if (input === null || typeof input !== 'object') return { id, error: 'invalid' };
  const rules = resolveClassicalRules(
    typeof c.rules === 'string' ? c.rules : 'jc_reference',
    (c.rule_overrides ?? {}) as Record<string, unknown>,
  );
  if (!rules.ok) return { id, error: 'invalid' };
  // The case is arbitrary JSON: a last guard keeps one malformed line from stopping a run.
  try {
    switch (c.kind ?? 'win') {
      case 'win':
        return { id, ...scoreWin(c, rules.value) };
      case 'draw':
        return { id, ...scoreDraw(c, rules.value) };
      case 'penalty':
        return { id, ...scorePenalty(c, rules.value) };
      case 'settlement':
        return { id, ...scoreSettlement(c, rules.value) };
      default:
        return { id, error: 'invalid' };
    }
  } catch {
    return { id, error: 'invalid' };
  }
}
