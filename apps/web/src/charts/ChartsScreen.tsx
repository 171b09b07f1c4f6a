// The payment charts of a preset: every han/fu cell of core's chart with what it pays under
// the preset's rules (kiriage mangan included), and the limit hands. Values come from core's
// basePoints and handPayment; this screen only lays them out.

import {
  basePoints,
  handPayment,
  LIMIT_CHART,
  POINTS_CHART,
  RIICHI_PRESET_IDS,
  resolveRiichiRules,
} from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import { useStore } from '../game/store.ts';
import { limitName, t, tDynamic } from '../i18n/index.ts';
import { points } from '../ui/format.ts';

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

export function ChartsScreen() {
  const { game } = useStore();
  const [preset, setPreset] = useState(
    game?.state.config.family === 'riichi' ? game.state.config.preset : 'wrc2025',
  );
  const rules = resolveRiichiRules(
    preset,
    game?.state.config.preset === preset ? game.state.config.overrides : {},
  );
  if (!rules.ok) return null;
  const r = rules.value;
  return (
    <section class="screen charts-screen" aria-labelledby="charts-title">
      <h2 id="charts-title">{t('charts.title')}</h2>
      <div class="field">
        <label for="chart-preset">{t('new.preset')}</label>
        <select
          id="chart-preset"
          value={preset}
          onChange={(e) => setPreset((e.target as HTMLSelectElement).value)}
        >
          {RIICHI_PRESET_IDS.map((p) => (
            <option key={p} value={p}>
              {tDynamic(`preset.${p}`, p)}
            </option>
          ))}
        </select>
      </div>
      <p class="muted small">{r.kiriage ? t('charts.kiriage_on') : t('charts.kiriage_off')}</p>
      <div class="scroll-x">
        <table class="chart" data-testid="points-chart">
          <thead>
            <tr>
              <th scope="col">{t('charts.han')}</th>
              <th scope="col">{t('charts.fu')}</th>
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
      </div>
      <h3>{t('charts.limits')}</h3>
      <div class="scroll-x">
        <table class="chart" data-testid="limit-chart">
          <thead>
            <tr>
              <th scope="col">{t('charts.limit')}</th>
              <th scope="col">{t('charts.han')}</th>
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
            </tr>
          </thead>
          <tbody>
            {LIMIT_CHART.map((l) => (
              <tr key={l.limit}>
                <th scope="row">{limitName(l.limit)}</th>
                <td>{l.han}</td>
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
      </div>
      <p class="muted small">{t('charts.tai_note')}</p>
    </section>
  );
}
