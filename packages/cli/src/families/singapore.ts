// Singapore style on the command line: the readable hand (bonus tiles included) into core's
// SingaporeWinInput, the score into the two boxes (every tai element, the total against the
// limit; then the payments in currency units, MONEY_UNIT).

import {
  type BaoReason,
  type Hand,
  resolveSingaporeRules,
  type Seat,
  type SingaporeScore,
  type SingaporeSituation,
  type SingaporeWinInput,
  scoreSingaporeHand,
} from '@mahjong-ledger/core';
import { WIND_NAMES } from '../args.ts';
import { coreErrorJson, describeIssues, scoreError, usageError } from '../errors.ts';
import { formatMoney, MONEY_UNIT } from '../ledger/units.ts';
import { formatHeading, formatId, layoutColumns } from '../text.ts';
import { renderHand, renderTile, type TileStyle } from '../tiles.ts';
import { discarderWindOf, rejectUnusedOptions } from './checks.ts';
import { renderPaymentBox } from './payment-box.ts';
import { parseHandOrThrow } from './riichi.ts';
import type { FamilyFrontEnd, Report, ScoreRequest } from './types.ts';

type Wind = SingaporeSituation['seatWind'];

/** The liable player and, when given, the bao case (core names a case that is none of section 7's). */
function baoOf(req: ScoreRequest): SingaporeSituation['bao'] {
  if (req.liableWind === undefined) return null;
  const seat = (req.liableWind - 1) as Seat;
  return req.liableReason === undefined ? { seat } : { seat, reason: req.liableReason as BaoReason };
}

/** The request as core's Singapore input; seats are counted from the dealer (East = seat 0). */
export function buildSingaporeInput(hand: Hand, req: ScoreRequest): SingaporeWinInput {
  const f = req.flags;
  return {
    hand: {
      concealed: hand.concealed,
      melds: hand.melds.map((m) => ({ kind: m.kind === 'kakan' ? 'kan' : m.kind, tiles: m.tiles })),
      winTile: hand.winTile,
      bonus: hand.bonus,
    },
    situation: {
      seatWind: req.seatWind as Wind,
      roundWind: req.roundWind as Wind,
      tsumo: req.tsumo,
      discarder: req.tsumo ? null : ((discarderWindOf(req) - 1) as Seat),
      lastTile: f.has('haitei') || f.has('houtei'),
      kongReplacement: f.has('rinshan'),
      kongOnKong: f.has('kong-on-kong'),
      flowerReplacement: req.flowerReplacement,
      robbingKong: f.has('chankan'),
      heavenlyHand: f.has('tenhou'),
      earthlyHand: f.has('chiihou'),
      humanlyHand: f.has('renhou'),
      bao: baoOf(req),
    },
  };
}

function renderBreakdown(s: SingaporeScore, limit: number | null, style: TileStyle): string[] {
  const rows = s.elements.map((e) => [
    formatId(e.id),
    `${e.tai} tai`,
    e.nominal !== e.tai ? `(nominal ${e.nominal})` : '',
  ]);
  const lines = layoutColumns(rows, ['l', 'r', 'l']);
  const capped = s.taiRaw > s.tai ? ` (${s.taiRaw} counted, limit ${limit})` : '';
  const limitHand = s.limitHand ? `, limit hand ${formatId(s.limitHand)}` : '';
  lines.push(
    `  ${style.color.bold(`${s.tai} tai`)}${capped}${limitHand}; winner receives ${formatMoney(s.payment.deltas[s.winner]!)}`,
  );
  return lines;
}

export const singaporeFrontEnd: FamilyFrontEnd = {
  id: 'singapore',
  score(req: ScoreRequest, style: TileStyle): Report {
    rejectUnusedOptions(
      req,
      'Singapore',
      ['haitei', 'houtei', 'rinshan', 'kong-on-kong', 'chankan', 'tenhou', 'chiihou', 'renhou'],
      ['pao', 'pao-case', 'flower-replacement'],
    );
    const preset = req.preset ?? 'sg_reference';
    const rules = resolveSingaporeRules(preset, req.overrides);
    if (!rules.ok)
      throw usageError(describeIssues(rules.issues).join('; '), coreErrorJson(rules, 'singapore'));
    const hand = parseHandOrThrow(req.handText, req.win);
    const r = scoreSingaporeHand(buildSingaporeInput(hand, req), rules.value);
    if (!r.ok) throw scoreError('singapore', r.error, r.issues);
    const s = r.value;
    // The scorer leaves out a bao its rules do not apply; the command line was told of it, so it
    // says why rather than print a payment the player did not expect.
    if (s.baoNotApplied !== null) throw usageError(`--pao-case: ${s.baoNotApplied}`);
    const how = req.tsumo ? 'self-draw' : `discard from ${WIND_NAMES[discarderWindOf(req) - 1]}`;
    const lines = [
      `Singapore (${preset}): ${WIND_NAMES[req.seatWind - 1]} seat, ${WIND_NAMES[req.roundWind - 1]} round, ${how}`,
      `Hand  ${renderHand(hand, style)}  won on ${renderTile(hand.winTile, style)}`,
      '',
      formatHeading('Score box 1: breakdown', style.color),
      ...renderBreakdown(s, rules.value.limit, style),
      '',
      formatHeading(`Score box 2: payments (${MONEY_UNIT})`, style.color),
      ...renderPaymentBox(s.payment, {
        names: [...WIND_NAMES],
        dealer: 0,
        winners: [s.winner],
        amount: formatMoney,
      }),
    ];
    return {
      json: { ok: true, family: 'singapore', rules: preset, overrides: req.overrides, score: s },
      lines,
    };
  },
};
