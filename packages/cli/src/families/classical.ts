// Japanese Classical on the command line: the readable hand into core's ClassicalInput, the
// score into the two boxes (basic points, doubles or the limit hand; then the payments). The
// seats are counted from the dealer (East = seat 0), so the payment rows are the winds.

import {
  type ClassicalInput,
  type ClassicalMeld,
  type ClassicalScore,
  type ClassicalSituation,
  type Hand,
  resolveClassicalRules,
  type Seat,
  scoreClassicalHand,
} from '@mahjong-ledger/core';
import { WIND_NAMES } from '../args.ts';
import { coreErrorJson, describeIssues, scoreError, usageError } from '../errors.ts';
import type { Colors } from '../io.ts';
import { formatHeading, formatId, layoutColumns } from '../text.ts';
import { renderHand, renderTile, type TileStyle } from '../tiles.ts';
import { discarderWindOf, rejectUnusedOptions } from './checks.ts';
import { renderPaymentBox } from './payment-box.ts';
import { parseHandOrThrow } from './riichi.ts';
import type { FamilyFrontEnd, Report, ScoreRequest } from './types.ts';

/** The request as core's Classical input (an added kan is a kan to this family). */
export function buildClassicalInput(hand: Hand, req: ScoreRequest): ClassicalInput {
  const f = req.flags;
  const melds: ClassicalMeld[] = hand.melds.map((m) => ({
    kind: m.kind === 'kakan' ? 'kan' : m.kind,
    tiles: [...m.tiles],
  }));
  const situation: ClassicalSituation = {
    tsumo: req.tsumo,
    seatWind: req.seatWind,
    roundWind: req.roundWind,
    dealerSeat: 0,
    discarder: req.tsumo ? null : ((discarderWindOf(req) - 1) as Seat),
    ready: f.has('riichi'),
    lastTile: f.has('haitei') || f.has('houtei'),
    replacement: f.has('rinshan'),
    robbingKong: f.has('chankan'),
    blessingOfHeaven: f.has('tenhou'),
    blessingOfEarth: f.has('chiihou'),
    dealerStreak: req.streak,
    liable: req.liableWind === undefined ? null : ((req.liableWind - 1) as Seat),
  };
  return {
    hand: { concealed: [...hand.concealed], melds, winTile: hand.winTile, bonus: [...hand.bonus] },
    situation,
  };
}

/** Score box 1 of a Classical score: limit hands, points items, doubles, then the value. */
export function renderClassicalBreakdown(s: ClassicalScore, color: Colors, limit?: number): string[] {
  const rows: string[][] = [];
  for (const id of s.limitHands) rows.push([formatId(id), 'limit hand']);
  for (const l of s.pointsDetail) rows.push([formatId(l.id), `${l.points} points`]);
  for (const l of s.doublesDetail)
    rows.push([formatId(l.id), `${l.doubles} double${l.doubles === 1 ? '' : 's'}`]);
  const lines = layoutColumns(rows, ['l', 'r']);
  if (s.points !== null && s.doubles !== null) {
    const capped = s.rawValue > s.value ? `, limited to ${s.value}` : '';
    lines.push(`  ${color.bold(`${s.points} points × 2^${s.doubles} = ${s.rawValue}${capped}`)}`);
  } else {
    lines.push(
      `  ${color.bold(`limit hand: ${s.value}`)}${limit === undefined ? '' : ` (the limit is ${limit})`}`,
    );
  }
  for (const n of s.notes) lines.push(`  note: ${n.message}`);
  return lines;
}

export const classicalFrontEnd: FamilyFrontEnd = {
  id: 'classical',
  score(req: ScoreRequest, style: TileStyle): Report {
    rejectUnusedOptions(
      req,
      'Japanese Classical',
      ['riichi', 'haitei', 'houtei', 'rinshan', 'chankan', 'tenhou', 'chiihou'],
      ['streak', 'pao'],
    );
    const preset = req.preset ?? 'jc_reference';
    const rules = resolveClassicalRules(preset, req.overrides);
    if (!rules.ok)
      throw usageError(describeIssues(rules.issues).join('; '), coreErrorJson(rules, 'classical'));
    const hand = parseHandOrThrow(req.handText, req.win);
    const r = scoreClassicalHand(buildClassicalInput(hand, req), rules.value);
    if (!r.ok) throw scoreError('classical', r.error, r.issues);
    const s = r.value;
    const how = req.tsumo ? 'self-draw' : `discard from ${WIND_NAMES[discarderWindOf(req) - 1]}`;
    const lines = [
      `Japanese Classical (${preset}): ${WIND_NAMES[req.seatWind - 1]} seat, ${WIND_NAMES[req.roundWind - 1]} round, ${how}`,
      `Hand  ${renderHand(hand, style)}  won on ${renderTile(hand.winTile, style)}`,
      '',
      formatHeading('Score box 1: breakdown', style.color),
      ...renderClassicalBreakdown(s, style.color, rules.value.limit),
      '',
      formatHeading('Score box 2: payments', style.color),
      ...renderPaymentBox(s.payment, { names: [...WIND_NAMES], dealer: s.dealer, winners: [s.winner] }),
    ];
    return {
      json: { ok: true, family: 'classical', rules: preset, overrides: req.overrides, score: s },
      lines,
    };
  },
};
