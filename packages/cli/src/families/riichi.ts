// Riichi on the command line: the request into core's hand and situation, core's score into
// the two score boxes. Every number shown comes from `scoreRiichiHand`.

import {
  type Hand,
  type HandPayment,
  parseHand,
  type RiichiRules,
  type RiichiScore,
  type RiichiSituationInput,
  resolveRiichiRules,
  scoreRiichiHand,
} from '@mahjong-ledger/core';
import { WIND_NAMES } from '../args.ts';
import { coreErrorJson, describeIssues, invalidError, scoreError, usageError } from '../errors.ts';
import { formatHeading, formatId, layoutColumns } from '../text.ts';
import { renderHand, renderTile, renderTiles, type TileStyle } from '../tiles.ts';
import { rejectUnusedOptions } from './checks.ts';
import { renderPaymentBox } from './payment-box.ts';
import type { FamilyFrontEnd, Report, ScoreRequest, SituationFlag } from './types.ts';

/** The rules of a preset with the `--set` overrides; an unknown preset or option is a usage error. */
export function resolveRiichiRulesOrThrow(
  preset: string | undefined,
  overrides: Record<string, unknown>,
): { id: string; rules: RiichiRules } {
  const id = preset ?? 'ema2016';
  const r = resolveRiichiRules(id, overrides);
  if (!r.ok) throw usageError(describeIssues(r.issues).join('; '), coreErrorJson(r, 'riichi'));
  return { id, rules: r.value };
}

/** Parses the readable hand syntax; bad tiles are an invalid hand (exit 1). */
export function parseHandOrThrow(text: string, win: string | undefined): Hand {
  const hand = parseHand(text, win);
  if (!hand.ok) throw invalidError(describeIssues(hand.issues), coreErrorJson(hand));
  return hand.value;
}

/** The situations riichi plays (`buildRiichiSituation` reads each); another family's is refused. */
const RIICHI_SITUATION_FLAGS: readonly SituationFlag[] = [
  'riichi',
  'double-riichi',
  'ippatsu',
  'haitei',
  'houtei',
  'rinshan',
  'chankan',
  'chankan-on-ankan',
  'tenhou',
  'chiihou',
  'renhou',
  'open-riichi',
  'tsubame-gaeshi',
  'kanburi',
];

/**
 * The command line's situation in core's terms: one object literal with every key, the absent
 * ones `undefined`, so that every situation has one layout (bench/README.md, item 17).
 */
export function buildRiichiSituation(req: ScoreRequest): RiichiSituationInput {
  const f = req.flags;
  return {
    tsumo: req.tsumo,
    seatWind: req.seatWind,
    roundWind: req.roundWind,
    riichi: f.has('riichi'),
    doubleRiichi: f.has('double-riichi'),
    ippatsu: f.has('ippatsu'),
    haitei: f.has('haitei'),
    houtei: f.has('houtei'),
    rinshan: f.has('rinshan'),
    chankan: f.has('chankan'),
    chankanOnAnkan: f.has('chankan-on-ankan'),
    tenhou: f.has('tenhou'),
    chiihou: f.has('chiihou'),
    renhou: f.has('renhou'),
    openRiichi: f.has('open-riichi'),
    tsubameGaeshi: f.has('tsubame-gaeshi'),
    kanburi: f.has('kanburi'),
    dealerStreak: req.streak,
    doraIndicators: req.dora,
    uraIndicators: req.ura,
    honba: req.honba,
    riichiSticks: req.sticks,
    discarderWind: req.fromWind,
    liableWind: req.liableWind,
  };
}

/** What each payer pays, in words: "ron 3900", "tsumo 1000/2000", "tsumo 2600 all". */
export function describePerPayer(p: HandPayment): string {
  if ('ron' in p) return `ron ${p.ron}`;
  if ('tsumo_all' in p) return `tsumo ${p.tsumo_all} all`;
  return `tsumo ${p.tsumo_non_dealer}/${p.tsumo_dealer}`;
}

/** han and fu, or the yakuman multiple, and the limit: "3 han 30 fu", "2× yakuman". */
export function describeValue(s: RiichiScore): string {
  if (s.yakuman > 0) return s.yakuman === 1 ? 'yakuman' : `${s.yakuman}× yakuman`;
  const limit = s.limit ? `, ${formatId(s.limit)}` : '';
  return `${s.han} han ${s.fu} fu${limit}`;
}

/** Score box 1: every yaku and dora line, every fu line, and the total. */
function renderBreakdown(s: RiichiScore, req: ScoreRequest, style: TileStyle): string[] {
  const rows: string[][] = [];
  for (const y of s.yaku) {
    const value = s.yakuman > 0 ? (y.han === 13 ? 'yakuman' : `${y.han / 13}× yakuman`) : `${y.han} han`;
    rows.push([formatId(y.id), value]);
  }
  for (const f of s.fuLines) {
    const tile = f.tile === undefined ? '' : ` ${renderTile(f.tile, style)}`;
    rows.push([`fu: ${formatId(f.id)}${tile}`, `${f.fu} fu`]);
  }
  const lines = layoutColumns(rows, ['l', 'r']);
  lines.push(`  ${style.color.bold(describeValue(s))}: ${describePerPayer(s.perPayer)}`);
  const honba = req.honba > 0 ? ` (with ${req.honba} honba)` : '';
  lines.push(`  ${style.color.bold(`${s.total} points`)}${honba}`);
  return lines;
}

function renderRiichiScore(
  s: RiichiScore,
  hand: Hand,
  req: ScoreRequest,
  rulesId: string,
  rules: RiichiRules,
  style: TileStyle,
): string[] {
  const winner = WIND_NAMES[req.seatWind - 1]!;
  const how = req.tsumo
    ? 'tsumo'
    : `ron from ${WIND_NAMES[(req.fromWind ?? ((req.seatWind + 2) % 4) + 1) - 1]}`;
  const lines = [
    `Riichi (${rulesId}): ${winner} seat, ${WIND_NAMES[req.roundWind - 1]} round, ${how}`,
    `Hand  ${renderHand(hand, style)}  won on ${renderTile(hand.winTile, style)}`,
  ];
  if (req.dora.length || req.ura.length) {
    const ura = req.ura.length ? `  ura indicators ${renderTiles(req.ura, style, false)}` : '';
    lines.push(`Dora indicators ${req.dora.length ? renderTiles(req.dora, style, false) : '-'}${ura}`);
  }
  lines.push('', formatHeading('Score box 1: breakdown', style.color), ...renderBreakdown(s, req, style));
  lines.push('', formatHeading('Score box 2: payments', style.color));
  lines.push(
    ...renderPaymentBox(s.payment, { names: [...WIND_NAMES], dealer: 0, winners: [req.seatWind - 1] }),
  );
  const unpaid = unpaidLiability(s, req, rules);
  if (unpaid) lines.push(`  ${unpaid}`);
  return lines;
}

/**
 * Why the player named by --pao pays nothing as liable, when that is so: core ignores a liable
 * player whom the rules do not make pay (§5.4), and the boxes would show it without a word.
 */
function unpaidLiability(s: RiichiScore, req: ScoreRequest, rules: RiichiRules): string | null {
  if (req.liableWind === undefined) return null;
  const liable = req.liableWind - 1;
  if (s.payment.lines.some((l) => l.from === liable && l.reason === 'pao')) return null;
  const name = WIND_NAMES[liable]!;
  const discarder = req.fromWind ?? ((req.seatWind + 2) % 4) + 1;
  if (!req.tsumo && req.liableWind === discarder)
    return `${name}, named liable (--pao), dealt in: paid as the discarder, the whole hand (§5.4)`;
  const covered = rules.pao.length ? rules.pao.join(', ') : 'no yakuman';
  return `${name}, named liable (--pao), pays nothing as liable: these rules make a player liable for ${covered}${rules.paoDaiminkanRinshan ? ', and for a rinshan tsumo after an open kan' : ''}, which this hand is not`;
}

/** Scores one riichi hand; the core error (invalid, not_agari, no_yaku) is exit 1. */
export function scoreRiichiRequest(req: ScoreRequest): {
  hand: Hand;
  rulesId: string;
  rules: RiichiRules;
  score: RiichiScore;
} {
  rejectUnusedOptions(req, 'riichi', RIICHI_SITUATION_FLAGS, [
    'dora',
    'ura',
    'honba',
    'sticks',
    'streak',
    'pao',
  ]);
  const { id, rules } = resolveRiichiRulesOrThrow(req.preset, req.overrides);
  const hand = parseHandOrThrow(req.handText, req.win);
  const r = scoreRiichiHand({ hand, situation: buildRiichiSituation(req) }, rules);
  if (!r.ok) throw scoreError('riichi', r.error, r.issues);
  return { hand, rulesId: id, rules, score: r.value };
}

export const riichiFrontEnd: FamilyFrontEnd = {
  id: 'riichi',
  score(req: ScoreRequest, style: TileStyle): Report {
    const { hand, rulesId, rules, score } = scoreRiichiRequest(req);
    return {
      json: { ok: true, family: 'riichi', rules: rulesId, overrides: req.overrides, score },
      lines: renderRiichiScore(score, hand, req, rulesId, rules, style),
    };
  },
};
