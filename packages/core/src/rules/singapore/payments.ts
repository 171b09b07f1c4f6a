// Who pays whom for a Singapore win and for a false win (rules/singapore.md sections 4, 5, 7,
// 9 example 16). Lines are built in exact hundredths; `toCurrencyPayment` converts at the edge.

import { type Payment, type PaymentLine, type Seat, TABLE } from '../../payment.ts';
import { describeValue, fail, issue, ok, type Result } from '../../result.ts';
import type { InstantId } from './instant.ts';
import { BAO_SWITCHES, type BaoReason, type SingaporeRules } from './rules.ts';
import { fromHundredths, type Hundredths, type Share, sharesForTai, stakeCell } from './stakes.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** A payment line whose amount is in hundredths. */
export type LineHundredths = PaymentLine;

/** Payment in exact hundredths (integers): the deltas sum to exactly zero. */
export interface PaymentHundredths {
  deltas: [number, number, number, number];
  lines: LineHundredths[];
}

export function paymentHundredths(lines: LineHundredths[]): PaymentHundredths {
  const deltas: [number, number, number, number] = [0, 0, 0, 0];
  for (const l of lines) {
    if (l.from !== TABLE) deltas[l.from] -= l.amount;
    if (l.to !== TABLE) deltas[l.to] += l.amount;
  }
  return { deltas, lines };
}

/** The same payment in currency units; each delta is converted from its exact sum. */
export function toCurrencyPayment(p: PaymentHundredths): Payment {
  const deltas = p.deltas.map((d) => fromHundredths(d) + 0) as [number, number, number, number];
  return {
    deltas,
    table: 0,
    lines: p.lines.map((l) => ({ ...l, amount: fromHundredths(l.amount) })),
  };
}

export interface WinSettlement {
  winner: Seat;
  /** null on a self-draw. */
  discarder: Seat | null;
  tsumo: boolean;
  /** Uncapped total with nominal values (drives the bonus over the limit). */
  taiRaw: number;
  /** The hand is (or contains) a section 3.6 limit hand: `doubleSpecialHands` doubles it. */
  limitHand: boolean;
  thirteenWonders: boolean;
  bao: { seat: Seat; reason?: BaoReason } | null;
}

/** A note's English words by its id (`NoteKey`). */
const NOTE_WORDS = {
  thirteen_wonders: 'thirteen wonders',
  discarder: 'discarder',
  other_two: 'for the other two players',
  bonus_over_limit: 'bonus over the limit',
  shooter_pays_bonus: 'shooter-pays self-draw bonus',
  false_win: 'false win',
} as const;
type NoteWordId = keyof typeof NOTE_WORDS;
const noted = (id: NoteWordId) => ({ note: NOTE_WORDS[id], noteKey: { id } });

function shareLines(
  from: Seat,
  to: Seat,
  share: Share,
  times: number,
  noteId?: NoteWordId,
): LineHundredths[] {
  const lines: LineHundredths[] = [];
  const withNote = (l: LineHundredths) => (noteId ? { ...l, ...noted(noteId) } : l);
  if (share.base > 0) lines.push(withNote({ from, to, amount: share.base * times, reason: 'base' }));
  if (share.bonus > 0) {
    lines.push({
      from,
      to,
      amount: share.bonus * times,
      reason: 'bonus',
      ...noted(noteId ?? 'bonus_over_limit'),
    });
  }
  return lines;
}

/** Each bao case in words, as a message names it. */
export const BAO_CASE_WORDS: Readonly<Record<BaoReason, string>> = {
  dragons: 'dragons',
  winds: 'winds',
  limit: 'limit',
  flush: 'flush',
  all_honours: 'all honours',
  pure_green: 'pure green',
  terminals: 'terminals',
  eighteen_arhats: 'eighteen arhats',
  fresh_tile_kong: 'fresh-tile kong',
  fresh_tile: 'fresh-tile',
};

/** The bao cases whose liable player is the one who discards the winning tile (section 7). */
const ON_LIABLE_DISCARD: ReadonlySet<BaoReason> = new Set([
  'flush',
  'all_honours',
  'pure_green',
  'terminals',
  'fresh_tile',
]);

/**
 * Why the liable player does not pay for all under these rules (section 7's switches and the
 * exceptions of sections 4.2 and 7), in words; null when the bao applies, or when there is none.
 * A bao given without its case is applied as entered: the table's referee ruled it.
 */
export function whyBaoNotApplied(s: WinSettlement, rules: SingaporeRules): string | null {
  const reason = s.bao?.reason;
  if (reason === undefined) return null;
  // A caller's data may name a case section 7 does not have: no switch applies it.
  if (!Object.hasOwn(BAO_SWITCHES, reason)) return `${describeValue(reason)} is not a bao case`;
  const words = BAO_CASE_WORDS[reason];
  if (!rules[BAO_SWITCHES[reason]])
    return `${words} bao is not played under these rules (${BAO_SWITCHES[reason]} is off)`;
  if (rules.shooterPays && !s.tsumo && (reason === 'fresh_tile' || reason === 'limit'))
    return `under shooter-pays, ${words} bao does not apply to a win by discard (section 4.2): the discarder pays`;
  // Section 7's "B discards a tile of that suit / a terminal / a fresh tile and A wins on it":
  // in these cases B is liable for the tile A wins on, so the win is on B's discard.
  if (ON_LIABLE_DISCARD.has(reason) && (s.tsumo || s.discarder !== s.bao!.seat))
    return `${words} bao makes liable the player whose discard the hand wins on (section 7): ${
      s.tsumo || s.discarder === null ? 'a self-drawn win has none' : 'the winning tile was another player’s'
    }`;
  if (reason === 'fresh_tile' && s.thirteenWonders)
    return 'fresh-tile bao does not apply to Thirteen Wonders (section 7)';
  if (reason === 'pure_green' && !rules.pureGreen)
    return 'pure green bao applies only where Pure Green scores above the half flush (pureGreen is off; section 7)';
  return null;
}

/** Whether the liable player pays for all under these rules (section 7 and its exceptions). */
export function isBaoApplied(s: WinSettlement, rules: SingaporeRules): boolean {
  return s.bao !== null && whyBaoNotApplied(s, rules) === null;
}

/**
 * The lines of a win, in hundredths: standard payment (discarder pays the self-draw share, the
 * others the discard share), shooter-pays, Thirteen Wonders (every loser pays the self-draw
 * share, however won: 4.4), special hands paying double, and bao (the liable player pays all).
 */
export function settleWin(s: WinSettlement, rules: SingaporeRules): LineHundredths[] {
  const shares = sharesForTai(s.taiRaw, rules);
  const times = s.limitHand && rules.doubleSpecialHands ? 2 : 1;
  const losers = SEATS.filter((x) => x !== s.winner);
  let lines: LineHundredths[] = [];
  if (s.thirteenWonders) {
    for (const l of losers)
      lines.push(...shareLines(l, s.winner, shares.selfDraw, times, 'thirteen_wonders'));
  } else if (s.tsumo || s.discarder === null) {
    for (const l of losers) lines.push(...shareLines(l, s.winner, shares.selfDraw, times));
    if (rules.shooterPays && rules.shooterSelfDrawBonus > 0) {
      const bonus = Math.round(rules.shooterSelfDrawBonus * 100);
      for (const l of losers) {
        lines.push({
          from: l,
          to: s.winner,
          amount: bonus,
          reason: 'bonus',
          ...noted('shooter_pays_bonus'),
        });
      }
    }
  } else if (rules.shooterPays) {
    // The discarder pays his own (doubled) share and the two single shares (5.1: 5 + 3 + 3).
    const d = s.discarder;
    lines.push(...shareLines(d, s.winner, shares.discarder, times, 'discarder'));
    lines.push(...shareLines(d, s.winner, shares.other, 2 * times, 'other_two'));
  } else {
    for (const l of losers) {
      lines.push(...shareLines(l, s.winner, l === s.discarder ? shares.discarder : shares.other, times));
    }
  }
  if (s.bao && isBaoApplied(s, rules)) {
    const bao = s.bao;
    // One pao line for each payer's base and each payer's bonus: under shooter-pays the
    // discarder's own share and the other two's shares (5.1) are both his, so the liable
    // player takes them over as one payment, not as two lines that read the same.
    const merged = new Map<string, LineHundredths>();
    for (const l of lines) {
      const key = `${l.from}:${l.reason}`;
      const seen = merged.get(key);
      if (seen) {
        merged.set(key, { ...seen, amount: seen.amount + l.amount });
        continue;
      }
      merged.set(key, {
        from: bao.seat,
        to: l.to,
        amount: l.amount,
        reason: 'pao',
        note: `bao${bao.reason ? ` (${bao.reason})` : ''}: ${l.reason} for seat ${l.from}`,
        noteKey: { id: 'bao', seat: l.from as Seat },
      });
    }
    lines = [...merged.values()];
  }
  return lines;
}

/**
 * Fresh-tile bao (section 7): with fewer than `freshTileWinLiveTiles` live tiles left (15
 * reserved excluded), a discarder of a fresh tile another player wins on pays for all; for a
 * kong on a fresh tile the threshold is `freshTileKongLiveTiles`. Some circles swap 5 and 7.
 */
export function isFreshTileBao(
  event: { liveTiles: number; freshTile: boolean; kong: boolean },
  rules: SingaporeRules,
): boolean {
  if (!event.freshTile) return false;
  if (event.kong) return rules.baoFreshTileKong && event.liveTiles < rules.freshTileKongLiveTiles;
  return rules.baoFreshTile && event.liveTiles < rules.freshTileWinLiveTiles;
}

/**
 * The instant payouts after which a draw passes the deal (section 6: "a bite or kong payout"):
 * the bites, all four animals, the kongs, and a complete flower or season group, which the
 * section's table calls a "concealed-kong event"; not a seat flower pair.
 */
const DEAL_PASSING: ReadonlySet<string> = new Set<InstantId>([
  'bite_cat_rat',
  'bite_rooster_centipede',
  'all_animals_bonus',
  'complete_flower_group',
  'complete_season_group',
  'exposed_kong',
  'concealed_kong',
]);

/** Whether an instant payout of this item, collected during a hand, passes the deal on its draw. */
export function passesTheDeal(id: InstantId): boolean {
  return DEAL_PASSING.has(id);
}

/**
 * Whether the deal passes after a draw (荒牌): by the mj-sg house rule only if someone collected
 * a bite or kong payout that hand (`passesTheDeal`); otherwise, or with the option off, the
 * dealer repeats (section 6).
 */
export function isDealPassingOnDraw(instantPayoutCollected: boolean, rules: SingaporeRules): boolean {
  return rules.dealPassesOnDrawAfterPayout && instantPayoutCollected;
}

export interface FalseWinInput {
  offender: Seat;
  /** What the offender claimed: a win on a discard or a self-draw. */
  claimed: 'discard' | 'self_draw';
  /** The discarder of the claimed discard (null for a claimed self-draw). */
  discarder: Seat | null;
}

/** Tai the false-win penalty is priced at: the limit (W: "5 points or the limit"). */
export function falseWinTai(rules: SingaporeRules): number {
  if (rules.falseWinPenaltyTai !== 'limit') return rules.falseWinPenaltyTai;
  return rules.limit ?? 5;
}

/**
 * A false win (诈胡, section 9 example 16): the offender pays what a limit hand would have
 * collected from each player, reversed. On a claimed discard the discarder gets the doubled
 * share; under shooter-pays only the discarder is compensated, with the whole amount.
 */
export function settleFalseWin(
  input: FalseWinInput,
  rules: SingaporeRules,
): Result<PaymentHundredths, 'invalid'> {
  if (typeof input !== 'object' || input === null)
    return fail('invalid', [
      issue('bad_input', 'a false win is an object: offender, claimed, discarder', 'input'),
    ]);
  const issues = [];
  if (!SEATS.includes(input.offender))
    issues.push(issue('bad_seat', 'offender seat must be 0..3', 'offender_seat'));
  if (input.claimed !== 'discard' && input.claimed !== 'self_draw') {
    issues.push(issue('bad_claim', 'claimed must be "discard" or "self_draw"', 'claimed'));
  }
  if (input.claimed === 'discard') {
    if (input.discarder === null || !SEATS.includes(input.discarder)) {
      issues.push(issue('bad_seat', 'a claimed discard needs the discarder seat 0..3', 'from_seat'));
    } else if (input.discarder === input.offender) {
      issues.push(issue('bad_seat', 'the offender cannot be the discarder', 'from_seat'));
    }
  }
  if (issues.length) return fail('invalid', issues);
  const t = falseWinTai(rules);
  const doubled: Hundredths = stakeCell(t, 'self_draw', rules);
  const single: Hundredths = stakeCell(t, 'discard', rules);
  const lines: LineHundredths[] = [];
  const others = SEATS.filter((x) => x !== input.offender);
  const pay = (to: Seat, amount: Hundredths) =>
    lines.push({ from: input.offender, to, amount, reason: 'chombo', ...noted('false_win') });
  if (input.claimed === 'self_draw') {
    for (const o of others) pay(o, doubled);
  } else if (rules.shooterPays) {
    pay(input.discarder as Seat, doubled + 2 * single);
  } else {
    for (const o of others) pay(o, o === input.discarder ? doubled : single);
  }
  return ok(paymentHundredths(lines));
}
