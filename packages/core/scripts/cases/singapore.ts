// Maps one Singapore corpus case (shared/corpus/README.md, "Singapore and Japanese Classical
// cases") to the result object compare-cases.mjs expects. Never throws: malformed input is
// answered with `error: "invalid"`.

import type { Payment } from '../../src/payment.ts';
import { type Issue, issue } from '../../src/result.ts';
import {
  assessSingaporeHand,
  BAO_REASONS,
  type BaoReason,
  fromHundredths,
  type InstantKong,
  type PaymentHundredths,
  resolveSingaporeRules,
  type SingaporeMeld,
  type SingaporeRules,
  type SingaporeWinInput,
  scoreSingaporeHand,
  settleSingaporeFalseWin,
  settleSingaporeInstant,
  stakeTable,
  toCurrencyPayment,
  validateSingaporeWin,
} from '../../src/rules/singapore/index.ts';
import { parseTile, parseTiles } from '../../src/tiles/notation.ts';
import { ANIMAL_CAT, ANIMAL_NAMES, FLOWER_1, SEASON_1, type Tile } from '../../src/tiles/tile.ts';

type CaseResult = Record<string, unknown>;

const isSeat = (x: unknown): x is 0 | 1 | 2 | 3 => x === 0 || x === 1 || x === 2 || x === 3;

/** Bonus tiles from `{flowers: [1-4], seasons: [1-4], animals: [names]}` or mpsz text (`1f5f1a`). */
function readBonus(value: unknown, path: string, issues: Issue[]): Tile[] {
  if (value === undefined || value === null) return [];
  if (typeof value === 'string') {
    const r = parseTiles(value, path);
    if (!r.ok) issues.push(...r.issues);
    return r.ok ? r.value : [];
  }
  if (Array.isArray(value)) {
    const tiles: Tile[] = [];
    for (const v of value) {
      const animal = ANIMAL_NAMES.indexOf(v as (typeof ANIMAL_NAMES)[number]);
      if (animal >= 0) tiles.push(ANIMAL_CAT + animal);
      else if (typeof v === 'string') {
        const r = parseTile(v, path);
        if (r.ok) tiles.push(r.value);
        else issues.push(...r.issues);
      } else issues.push(issue('bad_bonus', `${JSON.stringify(v)} is not a bonus tile`, path));
    }
    return tiles;
  }
  if (typeof value !== 'object') {
    issues.push(issue('bad_bonus', 'bonus must be an object of flowers, seasons and animals', path));
    return [];
  }
  const o = value as Record<string, unknown>;
  const tiles: Tile[] = [];
  const numbers = (key: string, first: number) => {
    const list = o[key] ?? [];
    if (!Array.isArray(list)) {
      issues.push(issue('bad_bonus', `${key} must be a list`, `${path}.${key}`));
      return;
    }
    for (const n of list) {
      if (n === 1 || n === 2 || n === 3 || n === 4) tiles.push(first + n - 1);
      else
        issues.push(
          issue(
            'bad_bonus',
            `${JSON.stringify(n)} is not a ${key.slice(0, -1)} number 1..4`,
            `${path}.${key}`,
          ),
        );
    }
  };
  numbers('flowers', FLOWER_1);
  numbers('seasons', SEASON_1);
  const animals = o.animals ?? [];
  if (!Array.isArray(animals)) issues.push(issue('bad_bonus', 'animals must be a list', `${path}.animals`));
  else {
    for (const a of animals) {
      const i = ANIMAL_NAMES.indexOf(a as (typeof ANIMAL_NAMES)[number]);
      if (i >= 0) tiles.push(ANIMAL_CAT + i);
      else issues.push(issue('bad_bonus', `${JSON.stringify(a)} is not an animal`, `${path}.animals`));
    }
  }
  for (const key of Object.keys(o)) {
    if (!['flowers', 'seasons', 'animals'].includes(key)) {
      issues.push(issue('bad_bonus', `unknown bonus group "${key}"`, `${path}.${key}`));
    }
  }
  return tiles;
}

function readTiles(value: unknown, path: string, issues: Issue[]): Tile[] {
  if (typeof value !== 'string') {
    issues.push(issue('bad_notation', `${path} must be mpsz text`, path));
    return [];
  }
  const r = parseTiles(value, path);
  if (!r.ok) {
    issues.push(...r.issues);
    return [];
  }
  return r.value;
}

function readMelds(value: unknown, issues: Issue[]): SingaporeMeld[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    issues.push(issue('bad_meld', 'melds must be a list', 'melds'));
    return [];
  }
  return value.map((m, i) => {
    const o = (m ?? {}) as Record<string, unknown>;
    const kind = o.type ?? o.kind;
    if (kind !== 'chi' && kind !== 'pon' && kind !== 'kan' && kind !== 'ankan') {
      issues.push(
        issue('bad_meld', `meld type ${JSON.stringify(kind)} is not chi, pon, kan or ankan`, `melds[${i}]`),
      );
    }
    return { kind: kind as SingaporeMeld['kind'], tiles: readTiles(o.tiles, `melds[${i}]`, issues) };
  });
}

function paymentsField(p: Payment, receiver?: number) {
  const payers: [number, number][] = [];
  p.deltas.forEach((d, seat) => {
    if (d < 0) payers.push([seat, -d]);
  });
  const total = receiver !== undefined ? p.deltas[receiver]! : payers.reduce((a, [, x]) => a + x, 0);
  return { deltas: p.deltas, payers, total };
}

function resolveRules(c: Record<string, unknown>) {
  const overrides = c.rule_overrides ?? {};
  return resolveSingaporeRules(
    typeof c.rules === 'string' ? c.rules : 'sg_reference',
    overrides as Record<string, unknown>,
  );
}

function winInput(c: Record<string, unknown>, issues: Issue[]): SingaporeWinInput {
  const all = readTiles(c.hand, 'hand', issues);
  const melds = readMelds(c.melds, issues);
  let winTile = -1;
  if (typeof c.win === 'string') {
    const w = parseTile(c.win, 'win');
    if (w.ok) winTile = w.value;
    else issues.push(...w.issues);
  } else issues.push(issue('bad_notation', 'win must be one tile in mpsz', 'win'));
  // The corpus's `hand` holds every tile; the concealed part is what the melds leave.
  const concealed = [...all];
  const handRead = !issues.some((i) => i.path === 'hand');
  melds.forEach((m, i) => {
    let missing = false;
    for (const t of m.tiles) {
      const at = concealed.indexOf(t);
      if (at < 0) missing = true;
      else concealed.splice(at, 1);
    }
    if (missing && handRead)
      issues.push(issue('meld_not_in_hand', 'meld tiles are not all in the hand', `melds[${i}]`));
  });
  const flower = c.flower_replacement;
  const bao = c.bao_seat;
  const reason = BAO_REASONS.includes(c.bao_reason as BaoReason) ? (c.bao_reason as BaoReason) : undefined;
  return {
    hand: { concealed, melds, winTile, bonus: readBonus(c.bonus, 'bonus', issues) },
    situation: {
      seatWind: c.seat_wind as 1,
      roundWind: c.round_wind as 1,
      ...(isSeat(c.seat) ? { winnerSeat: c.seat } : {}),
      tsumo: c.tsumo as boolean,
      discarder: (c.from_seat ?? null) as 0,
      lastTile: c.last_tile === true,
      kongReplacement: c.kong_replacement === true,
      kongOnKong: c.kong_on_kong === true,
      flowerReplacement: flower === true ? 1 : typeof flower === 'number' ? flower : 0,
      robbingKong: c.robbing_kong === true,
      heavenlyHand: c.heavenly_hand === true,
      earthlyHand: c.earthly_hand === true,
      humanlyHand: c.humanly_hand === true,
      robbingTheEighth: c.robbing_the_eighth === true,
      bao: bao === null || bao === undefined ? null : { seat: bao as 0, ...(reason ? { reason } : {}) },
    },
  };
}

function instantFields(
  p: PaymentHundredths,
  items: { id: string; each: number; total: number }[],
  eachSum: number,
) {
  return {
    instant: items.map((i) => [i.id, fromHundredths(i.each), fromHundredths(i.total)]),
    instant_each_sum: fromHundredths(eachSum),
    deltas: toCurrencyPayment(p).deltas,
  };
}

function readKongs(value: unknown, issues: Issue[]): InstantKong[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) {
    issues.push(issue('bad_meld', 'kongs must be a list', 'kongs'));
    return [];
  }
  return value.map((k) => {
    const o = (k ?? {}) as Record<string, unknown>;
    const baoSeat = o.bao_seat ?? o.baoSeat;
    return {
      kind: (o.type ?? o.kind) as 'kan',
      robbed: o.robbed === true,
      ...(baoSeat !== undefined && baoSeat !== null ? { baoSeat: baoSeat as 0 } : {}),
    };
  });
}

function scoreWin(c: Record<string, unknown>, rules: SingaporeRules): CaseResult {
  const id = c.id;
  const issues: Issue[] = [];
  const input = winInput(c, issues);
  if (issues.length) {
    // The tiles could not all be read: add the checks that do not depend on them.
    const independent = new Set(['duplicate_bonus', 'bad_wind', 'bad_seat']);
    issues.push(...validateSingaporeWin(input).filter((i) => independent.has(i.code)));
    return { id, error: 'invalid', issues };
  }
  const scored = scoreSingaporeHand(input, rules);
  if (!scored.ok) {
    if (scored.error === 'below_minimum') {
      const a = assessSingaporeHand(input, rules);
      return { id, error: 'below_minimum', ...(a.ok ? { tai_raw: a.value.taiRaw, tai: a.value.tai } : {}) };
    }
    return { id, error: scored.error, issues: scored.issues };
  }
  const s = scored.value;
  const out: CaseResult = {
    id,
    error: null,
    tai: s.tai,
    tai_raw: s.taiRaw,
    elements: s.elements.map((e) => [e.id, e.tai]),
    payments: paymentsField(s.payment, s.winner),
  };
  // The instant payouts this hand's own bonus tiles and kongs made when they were collected.
  const instant = settleSingaporeInstant(
    {
      seat: s.winner,
      seatWind: input.situation.seatWind,
      bonus: input.hand.bonus,
      dealtBonus: readBonus(c.dealt_bonus, 'dealt_bonus', []),
      kongs: input.hand.melds
        .filter((m) => m.kind === 'kan' || m.kind === 'ankan')
        .map((m) => ({ kind: m.kind as 'kan' | 'ankan' })),
    },
    rules,
  );
  if (instant.ok) {
    const f = instantFields(instant.value.payment, instant.value.items, instant.value.eachSum);
    out.instant = f.instant;
    out.instant_each_sum = f.instant_each_sum;
  }
  return out;
}

function scoreInstant(c: Record<string, unknown>, rules: SingaporeRules): CaseResult {
  const issues: Issue[] = [];
  const bonus = readBonus(c.bonus, 'bonus', issues);
  const dealtBonus = readBonus(c.dealt_bonus, 'dealt_bonus', issues);
  const kongs = readKongs(c.kongs, issues);
  if (issues.length) return { id: c.id, error: 'invalid', issues };
  const seat = isSeat(c.seat) ? c.seat : (c.seat_wind as number) - 1;
  const r = settleSingaporeInstant(
    { seat: seat as 0, seatWind: c.seat_wind as 1, bonus, dealtBonus, kongs },
    rules,
  );
  if (!r.ok) return { id: c.id, error: 'invalid', issues: r.issues };
  const payment = toCurrencyPayment(r.value.payment);
  return {
    id: c.id,
    error: null,
    ...instantFields(r.value.payment, r.value.items, r.value.eachSum),
    payments: paymentsField(payment, seat),
  };
}

function scoreFalseWin(c: Record<string, unknown>, rules: SingaporeRules): CaseResult {
  const r = settleSingaporeFalseWin(
    {
      offender: c.offender_seat as 0,
      claimed: c.claimed as 'discard',
      discarder: (c.from_seat ?? null) as 0 | null,
    },
    rules,
  );
  if (!r.ok) return { id: c.id, error: 'invalid', issues: r.issues };
  const payment = toCurrencyPayment(r.value);
  return { id: c.id, error: null, deltas: payment.deltas, payments: paymentsField(payment) };
}

function scoreTable(c: Record<string, unknown>, rules: SingaporeRules): CaseResult {
  const rows = Array.isArray(c.rows) ? c.rows : undefined;
  const requested = typeof c.max_tai === 'number' ? c.max_tai : rows ? rows.length - 1 : 13;
  const maxTai = Number.isInteger(requested) && requested >= 0 && requested <= 40 ? requested : 13;
  return { id: c.id, error: null, rows: stakeTable(rules, maxTai) };
}

/** One corpus case → the comparator's result object. */
export function scoreSingaporeCase(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { id: undefined, error: 'invalid' };
  const c = input as Record<string, unknown>;
  const id = c.id;
  try {
    const rules = resolveRules(c);
    if (!rules.ok) return { id, error: 'invalid', issues: rules.issues };
    switch (c.kind ?? 'win') {
      case 'win':
        return scoreWin(c, rules.value);
      case 'instant':
        return scoreInstant(c, rules.value);
      case 'false_win':
        return scoreFalseWin(c, rules.value);
      case 'table':
      case 'stakes':
        return scoreTable(c, rules.value);
      default:
        return {
          id,
          error: 'invalid',
          issues: [issue('bad_kind', `unknown case kind ${JSON.stringify(c.kind)}`, 'kind')],
        };
    }
  } catch (e) {
    // A defect, not an input problem; answered rather than thrown so one case cannot stop a run.
    return { id, error: 'invalid', issues: [issue('internal', String(e))] };
  }
}
