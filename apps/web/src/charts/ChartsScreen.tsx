// The payment charts of a preset: every han/fu cell of core's chart with what it pays under
// the preset's rules (kiriage mangan included), and the limit hands; for Singapore, the tai
// table of the chosen stakes and the instant payout unit. Values come from core's basePoints,
// handPayment, stakeTable and instantUnit; this screen only lays them out.

import {
  basePoints,
  handPayment,
  instantUnit,
  LIMIT_CHART,
  POINTS_CHART,
  RIICHI_PRESET_IDS,
  type RiichiRules,
  resolveClassicalRules,
  resolveRiichiRules,
  resolveSingaporeRules,
  SINGAPORE_PRESETS,
  type SingaporeRules,
  stakeTable,
} from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import { useStore } from '../game/store.ts';
import { limitName, t, tDynamic } from '../i18n/index.ts';
import { amount, money, points } from '../ui/format.ts';
import { ScrollX } from '../ui/ScrollX.tsx';

function pay(
  han: number,
  fu: number,
  dealer: boolean,
  tsumo: boolean,
  rules: Parameters<typeof basePoints>[3],
): string {
  const p = handPayment(basePoints(han, fu, 0, rules).base, dealer, tsumo);
  if ('ron' in p) return points(p.ron);
  if ('tsumo_all' in p) return t('box1.per_all', { n: points(p.tsumo_all) });
  return `${points(p.tsumo_non_dealer)} / ${points(p.tsumo_dealer)}`;
}

const SG_PRESETS = Object.keys(SINGAPORE_PRESETS);

/**
 * The han of a limit row under the rules: where 13 han or more is no yakuman (kazoe: sanbaiman,
 * as in EMA, WRC 2022 and M-League), sanbaiman runs from 11 han up and a yakuman is a yakuman
 * hand alone; else core's chart's (in words of the language where it has words).
 */
function limitHan(row: (typeof LIMIT_CHART)[number], rules: RiichiRules): string {
  const counted = rules.kazoe === 'yakuman';
  if (row.limit === 'sanbaiman' && !counted) return t('charts.han_from', { n: 11 });
  if (row.limit === 'yakuman') return t(counted ? 'charts.han_yakuman_kazoe' : 'charts.han_yakuman');
  return row.han;
}

export function ChartsScreen() {
  const { game } = useStore();
  const config = game?.state.config;
  const [preset, setPreset] = useState(
    config?.family === 'riichi' || config?.family === 'singapore' ? config.preset : 'wrc2025',
  );
  const overrides = config?.preset === preset ? config.overrides : {};
  // A Japanese Classical game has no chart here: said, with how its hands are valued, so that
  // the riichi chart shown (the screen's first preset) is not taken for the game's.
  const classical =
    config?.family === 'classical' ? resolveClassicalRules(config.preset, config.overrides) : null;
  const select = (
    <div class="field">
      {classical?.ok && (
        <p class="notice" data-testid="charts-classical">
          {t('charts.classical', { limit: points(classical.value.limit) })}
        </p>
      )}
      <label for="chart-preset">{t('new.preset')}</label>
      <select
        id="chart-preset"
        value={preset}
        onChange={(e) => setPreset((e.target as HTMLSelectElement).value)}
      >
        <optgroup label={t('charts.riichi')}>
          {RIICHI_PRESET_IDS.map((p) => (
            <option key={p} value={p}>
              {tDynamic(`preset.${p}`, p)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('charts.singapore')}>
          {SG_PRESETS.map((p) => (
            <option key={p} value={p}>
              {tDynamic(`preset.${p}`, p)}
            </option>
          ))}
        </optgroup>
      </select>
    </div>
  );
  if (SG_PRESETS.includes(preset)) {
    const sg = resolveSingaporeRules(preset, overrides);
    return sg.ok ? <SingaporeChart select={select} rules={sg.value} /> : null;
  }
  const rules = resolveRiichiRules(preset, overrides);
  if (!rules.ok) return null;
  const r = rules.value;
  return (
    <section class="screen charts-screen" aria-labelledby="charts-title">
      <h2 id="charts-title">{t('charts.title')}</h2>
      {select}
      <p class="muted small">{r.kiriage ? t('charts.kiriage_on') : t('charts.kiriage_off')}</p>
      <ScrollX label={t('charts.points_table')}>
        <table class="chart" data-testid="points-chart">
          <thead>
            <tr>
              <th scope="col">{t('charts.han')}</th>
              <th scope="col">{t('charts.fu')}</th>
              <PaymentHeaders />
            </tr>
          </thead>
          <tbody>
            {POINTS_CHART.map((c) => {
              const limit = basePoints(c.han, c.fu, 0, r).limit;
              return (
                <tr key={`${c.han}-${c.fu}`} class={limit ? 'limit-row' : undefined}>
                  <td>{c.han}</td>
                  <td>
                    {c.fu}
                    {limit && <span class="muted small"> · {limitName(limit)}</span>}
                  </td>
                  <td class="num">{c.nonDealerRon === null ? '—' : pay(c.han, c.fu, false, false, r)}</td>
                  <td class="num">{c.nonDealerTsumo === null ? '—' : pay(c.han, c.fu, false, true, r)}</td>
                  <td class="num">{c.dealerRon === null ? '—' : pay(c.han, c.fu, true, false, r)}</td>
                  <td class="num">{c.dealerTsumo === null ? '—' : pay(c.han, c.fu, true, true, r)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollX>
      <h3>{t('charts.limits')}</h3>
      <ScrollX label={t('charts.limits')}>
        <table class="chart" data-testid="limit-chart">
          <thead>
            <tr>
              <th scope="col">{t('charts.limit')}</th>
              <th scope="col">{t('charts.han')}</th>
              <PaymentHeaders />
            </tr>
          </thead>
          <tbody>
            {LIMIT_CHART.map((l) => (
              <tr key={l.limit}>
                <th scope="row">{limitName(l.limit)}</th>
                <td>{limitHan(l, r)}</td>
                <td class="num">{points(l.nonDealerRon)}</td>
                <td class="num">
                  {points(l.nonDealerTsumo[0])} / {points(l.nonDealerTsumo[1])}
                </td>
                <td class="num">{points(l.dealerRon)}</td>
                <td class="num">{t('box1.per_all', { n: points(l.dealerTsumo) })}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollX>
      <p class="muted small">{t('charts.tai_note')}</p>
    </section>
  );
}

function SingaporeChart({ select, rules }: { select: preact.JSX.Element; rules: SingaporeRules }) {
  const over = rules.limit !== null && rules.bonusOverLimit > 0 ? 3 : 0;
  const rows = stakeTable(rules, (rules.limit ?? 10) + over);
  return (
    <section class="screen charts-screen" aria-labelledby="charts-title">
      <h2 id="charts-title">{t('charts.title')}</h2>
      {select}
      <ScrollX label={t('charts.tai_table')}>
        <table class="chart" data-testid="tai-chart">
          <thead>
            <tr>
              <th scope="col">{t('charts.tai')}</th>
              <th scope="col" class="num">
                {t('charts.sg_discard')}
              </th>
              <th scope="col" class="num">
                {t('charts.sg_self_draw')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const limit = rules.limit !== null && row.tai >= rules.limit;
              return (
                <tr key={row.tai} class={limit ? 'limit-row' : undefined}>
                  <td>
                    {row.tai}
                    {rules.limit !== null && row.tai === rules.limit && (
                      <span class="muted small"> · {t('box1.limit')}</span>
                    )}
                    {rules.limit !== null && row.tai > rules.limit && (
                      <span class="muted small"> · {t('charts.over_limit')}</span>
                    )}
                  </td>
                  <td class="num">{money(row.discard)}</td>
                  <td class="num">{money(row.self_draw)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ScrollX>
      <p class="muted small">{t('charts.sg_note')}</p>
      <p class="muted small" data-testid="instant-unit">
        {t('charts.instant_unit', { n: amount(instantUnit(rules), 'hundredths') })}
      </p>
    </section>
  );
}

/** The four payment column headings shared by the han/fu chart and the limit table. */
function PaymentHeaders() {
  return (
    <>
      <th scope="col" class="num">
        {t('charts.nd_ron')}
      </th>
      <th scope="col" class="num">
        {t('charts.nd_tsumo')}
      </th>
      <th scope="col" class="num">
        {t('charts.d_ron')}
      </th>
      <th scope="col" class="num">
        {t('charts.d_tsumo')}
      </th>
    </>
  );
}
