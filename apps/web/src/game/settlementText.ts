// The settlement as plain text, to paste where a club or a tournament posts its results (a
// chat, an e-mail, a results sheet): the family and preset, whether the game is over, each
// player's place and result as the settlement screen shows it (with the money when the game has
// a rate), and in riichi the penalties of the penalty column. Written in the language on
// screen; every figure is core's (settleGame), formatted as the screen formats it.

import {
  type FamilyId,
  type GameConfig,
  type GameDocument,
  type GameState,
  type RiichiRules,
  type SettlementRow,
  settleGame,
} from '@mahjong-ledger/core';
import { locale, optionName, t, tDynamic } from '../i18n/index.ts';
import { finalPoints, signed, signedAmount, signedMoney } from '../ui/format.ts';
import { FAMILIES, familyUi } from './families.ts';
import { type PenaltyLine, penaltyLines } from './penaltyLines.ts';

/** A player's result as the family counts it: final points, the result against the start, or the balance. */
export function settlementResult(family: FamilyId, r: SettlementRow): string {
  return family === 'singapore'
    ? signedAmount(r.finalScore, 'hundredths')
    : family === 'classical'
      ? signed(r.points)
      : finalPoints(r.points);
}

/** A settlement's money as the family writes it (riichi in final points' form, the others with cents). */
export function settlementMoney(family: FamilyId, money: number): string {
  return family === 'riichi' ? finalPoints(money) : signedMoney(money);
}

/** When a penalty of the penalty column was given: a chombo's hand, or the hands played before a penalty. */
export function penaltyWhen(l: PenaltyLine): string {
  return l.kind === 'chombo'
    ? t('end.penalty_chombo', { n: l.hand })
    : l.hand === 0
      ? t('history.adjust_start')
      : t('history.adjust_after', { n: l.hand });
}

/** The riichi rules a game is played under, for its penalty lines (undefined for the other families). */
export function riichiRulesOf(state: GameState): RiichiRules | undefined {
  return state.config.family === 'riichi'
    ? (familyUi(state.config)?.rules as RiichiRules | undefined)
    : undefined;
}

/**
 * The options a game is played with otherwise than its preset says, by their names on screen:
 * what a reader of the results needs to know beside the preset's name. An override that repeats
 * the preset's value (a file written by hand, say) is no change.
 */
export function changedOptions(config: GameConfig): string[] {
  const family = FAMILIES.find((f) => f.id === config.family);
  if (!family) return [];
  const preset = family.resolve(config.preset, {});
  const played = family.resolve(config.preset, config.overrides);
  if (!preset.ok || !played.ok) return [];
  return Object.keys(config.overrides)
    .filter((k) => JSON.stringify(preset.value[k]) !== JSON.stringify(played.value[k]))
    .map(optionName);
}

/** The settlement of `state` as lines of text (see the header). */
export function settlementText(doc: GameDocument, state: GameState): string {
  const family = state.config.family;
  const settlement = settleGame(state);
  const rows = [...settlement.rows].sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  const preset = state.config.preset;
  const lines = [
    `${t('end.title')}: ${t(`family.${family}`)} · ${tDynamic(`preset.${preset}`, preset)}`,
    ...changes(state.config),
    state.finished ? t(`end.reason.${state.endReason ?? 'last_hand'}`) : t('end.not_finished'),
    ...rows.map((r) => {
      const money = r.money === null ? '' : ` (${t('end.money')} ${settlementMoney(family, r.money)})`;
      return `${r.rank}. ${r.name} ${settlementResult(family, r)}${money}`;
    }),
  ];
  const rules = riichiRulesOf(state);
  const penalties = rules ? penaltyLines(doc, state, rules) : [];
  if (penalties.length) {
    lines.push(`${t('end.penalties')}:`);
    for (const l of penalties)
      lines.push(
        `- ${state.config.players[l.seat]} ${finalPoints(l.points)} · ${penaltyWhen(l)}${l.note ? ` · ${l.note}` : ''}`,
      );
  }
  return lines.join('\n');
}

function changes(config: GameConfig): string[] {
  const names = changedOptions(config);
  if (!names.length) return [];
  const options = new Intl.ListFormat(locale(), { type: 'unit' }).format(names);
  return [t('end.options_changed', { options })];
}
