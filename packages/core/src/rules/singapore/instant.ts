// Instant payouts (一次性, rules/singapore.md section 6): paid at once by each of the other
// three players when a bite, a flower set or a kong happens, and kept whatever happens later.

import type { Seat } from '../../payment.ts';
import { fail, type Issue, issue, ok, type Result } from '../../result.ts';
import { ANIMAL_CAT, bonusNumber, isBonus, isFlower, isSeason, type Tile } from '../../tiles/tile.ts';
import { tileText } from './hand.ts';
import { type LineHundredths, type PaymentHundredths, paymentHundredths } from './payments.ts';
import type { SingaporeRules } from './rules.ts';
import { type Hundredths, instantUnit } from './stakes.ts';

export type InstantId =
  | 'bite_cat_rat'
  | 'bite_rooster_centipede'
  | 'all_animals_bonus'
  | 'seat_flower_pair'
  | 'complete_flower_group'
  | 'complete_season_group'
  | 'exposed_kong'
  | 'concealed_kong';

export interface InstantKong {
  kind: 'kan' | 'ankan';
  /** A robbed kong pays nothing: the konger is the discarder of the robbing win. */
  robbed?: boolean;
  /** Fresh-tile kong bao (包杠): this seat pays the whole kong payout. */
  baoSeat?: Seat | null;
}

export interface SingaporeInstantInput {
  /** The seat collecting. */
  seat: Seat;
  /** 1 East .. 4 North: the seat number a seat flower must show. */
  seatWind: 1 | 2 | 3 | 4;
  /** Bonus tiles held (flowers, seasons, animals). */
  bonus: readonly Tile[];
  /** Those of them held from the deal, before the first replacement (暗咬: double). */
  dealtBonus?: readonly Tile[];
  kongs?: readonly InstantKong[];
}

export interface InstantItem {
  id: InstantId;
  /** What each other player pays, in hundredths. */
  each: Hundredths;
  /** What the collecting seat receives in all, in hundredths. */
  total: Hundredths;
  /** Who pays: the three others, or one liable seat. */
  payers: readonly Seat[];
}

export interface InstantSettlement {
  items: InstantItem[];
  /** Sum of `each` over the items (what one other player pays in all, without bao). */
  eachSum: Hundredths;
  payment: PaymentHundredths;
}

const SEATS: readonly Seat[] = [0, 1, 2, 3];
const CAT = ANIMAL_CAT;
const RAT = ANIMAL_CAT + 1;
const ROOSTER = ANIMAL_CAT + 2;
const CENTIPEDE = ANIMAL_CAT + 3;

/**
 * The instant payouts of the bonus tiles and kongs a seat holds, in the order of the corpus's
 * instant ids: bites, all animals, seat flower pair, flower groups, then each kong.
 */
export function settleSingaporeInstant(
  input: SingaporeInstantInput,
  rules: SingaporeRules,
): Result<InstantSettlement, 'invalid'> {
  // The input may come from a file or a JavaScript caller: its lists are read below.
  if (typeof input !== 'object' || input === null)
    return fail('invalid', [
      issue('bad_input', 'the input must be an object with a seat and bonus tiles', 'input'),
    ]);
  const listIssues: Issue[] = [];
  if (!Array.isArray(input.bonus))
    listIssues.push(issue('bad_bonus', 'the bonus tiles must be a list (none: [])', 'bonus'));
  if (input.dealtBonus != null && !Array.isArray(input.dealtBonus))
    listIssues.push(issue('bad_bonus', 'the tiles held from the deal must be a list', 'dealt_bonus'));
  if (input.kongs != null && !Array.isArray(input.kongs))
    listIssues.push(issue('bad_meld', 'the kongs must be a list (none: [])', 'kongs'));
  if (listIssues.length) return fail('invalid', listIssues);
  const issues: Issue[] = [];
  if (!SEATS.includes(input.seat)) issues.push(issue('bad_seat', 'seat must be 0..3', 'seat'));
  if (![1, 2, 3, 4].includes(input.seatWind))
    issues.push(issue('bad_wind', 'seat wind must be 1..4', 'seat_wind'));
  const held = new Set<Tile>();
  for (const [i, t] of input.bonus.entries()) {
    if (!isBonus(t))
      issues.push(issue('bad_bonus', `${tileText(t)} is not a flower, season or animal`, `bonus[${i}]`));
    else if (held.has(t)) issues.push(issue('duplicate_bonus', 'a bonus tile appears twice', `bonus[${i}]`));
    held.add(t);
  }
  const dealt = new Set<Tile>(input.dealtBonus ?? []);
  for (const t of dealt) {
    if (!held.has(t))
      issues.push(
        issue('bad_bonus', 'a tile held from the deal is not among the bonus tiles', 'dealt_bonus'),
      );
  }
  for (const [i, k] of (input.kongs ?? []).entries()) {
    if (typeof k !== 'object' || k === null) {
      issues.push(issue('bad_meld', 'a kong is an object: { kind: "kan" or "ankan" }', `kongs[${i}]`));
      continue;
    }
    if (k.kind !== 'kan' && k.kind !== 'ankan')
      issues.push(issue('bad_meld', 'a kong is "kan" or "ankan"', `kongs[${i}]`));
    if (k.baoSeat != null && (!SEATS.includes(k.baoSeat) || k.baoSeat === input.seat)) {
      issues.push(issue('bad_seat', 'the liable seat must be another player', `kongs[${i}]`));
    }
  }
  if (issues.length) return fail('invalid', issues);

  const u = instantUnit(rules);
  const others = SEATS.filter((s) => s !== input.seat);
  const items: InstantItem[] = [];
  const add = (id: InstantId, each: Hundredths, liable?: Seat | null) => {
    items.push({ id, each, total: each * 3, payers: liable != null ? [liable] : others });
  };
  const bothDealt = (a: Tile, b: Tile) => dealt.has(a) && dealt.has(b);
  const bonusPayouts = rules.instantBonusPayouts;
  if (bonusPayouts !== 'none') {
    if (held.has(CAT) && held.has(RAT)) add('bite_cat_rat', bothDealt(CAT, RAT) ? 2 * u : u);
    if (held.has(ROOSTER) && held.has(CENTIPEDE)) {
      add('bite_rooster_centipede', bothDealt(ROOSTER, CENTIPEDE) ? 2 * u : u);
    }
    // On top of the two bites (W notes 1.2-1.4: 2u; its other paragraph: u — a switch).
    if ([CAT, RAT, ROOSTER, CENTIPEDE].every((t) => held.has(t)) && rules.allAnimalsInstantUnits > 0) {
      add('all_animals_bonus', rules.allAnimalsInstantUnits * u);
    }
  }
  if (bonusPayouts === 'all') {
    const seatFlower = [...held].find((t) => isFlower(t) && bonusNumber(t) === input.seatWind);
    const seatSeason = [...held].find((t) => isSeason(t) && bonusNumber(t) === input.seatWind);
    if (seatFlower !== undefined && seatSeason !== undefined) {
      add('seat_flower_pair', bothDealt(seatFlower, seatSeason) ? 2 * u : u);
    }
    // A complete group is priced as a concealed kong.
    if ([...held].filter(isFlower).length === 4) add('complete_flower_group', 2 * u);
    if ([...held].filter(isSeason).length === 4) add('complete_season_group', 2 * u);
  }
  for (const k of input.kongs ?? []) {
    if (k.robbed) continue;
    if (k.kind === 'kan') add('exposed_kong', u, k.baoSeat);
    else add('concealed_kong', 2 * u, k.baoSeat);
  }

  const lines: LineHundredths[] = [];
  for (const item of items) {
    if (item.payers.length === 1) {
      lines.push({
        from: item.payers[0]!,
        to: input.seat,
        amount: item.total,
        reason: 'instant',
        note: `${item.id} (bao)`,
        noteKey: { id: item.id, bao: true },
      });
    } else {
      for (const p of item.payers)
        lines.push({
          from: p,
          to: input.seat,
          amount: item.each,
          reason: 'instant',
          note: item.id,
          noteKey: { id: item.id },
        });
    }
  }
  return ok({ items, eachSum: items.reduce((a, i) => a + i.each, 0), payment: paymentHundredths(lines) });
}
