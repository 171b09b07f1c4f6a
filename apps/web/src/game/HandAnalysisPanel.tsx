// The calculator's hand analysis, shown when the hand as entered does not score: a tenpai hand's
// winning tiles (the wait shapes, the copies left, the value by ron and by tsumo), a hand not
// in tenpai's distance from it and the draws that help, a 14-tile hand's best discards. Every
// figure is core's (calcAnalysis.ts); this lays it out, narrow enough for a 320 px screen.

import { formatTile, type Improvement, type RiichiScore, type WaitShape } from '@mahjong-ledger/core';
import type { MessageKey } from '../i18n/en.ts';
import { limitName, t, tCount, tDynamic } from '../i18n/index.ts';
import { Tile } from '../tiles/Tile.tsx';
import { points } from '../ui/format.ts';
import type { HandAnalysis, WaitRow, WinValue } from './calcAnalysis.ts';

/** A wait shape's name (thirteen orphans' as the yaku is named). */
const SHAPE_KEYS: Record<WaitShape, MessageKey> = {
  ryanmen: 'wait.ryanmen',
  kanchan: 'wait.kanchan',
  penchan: 'wait.penchan',
  shanpon: 'wait.shanpon',
  tanki: 'wait.tanki',
  kokushi: 'yaku.kokushi_musou',
  kokushi_13: 'yaku.kokushi_musou_juusanmen',
  chiitoitsu: 'wait.chiitoitsu',
};

/** A win's han (and fu), and its limit. */
function valueText(s: RiichiScore): string {
  if (s.yakuman > 0) return limitName(s.limit ?? 'yakuman');
  // The fu only where they count (up to 4 han: a mangan by kiriage, 4 han 40 fu).
  const value =
    s.fu === null || s.han > 4 ? t('box1.han_n', { n: s.han }) : t('box1.han_fu', { han: s.han, fu: s.fu });
  return s.limit ? `${value} · ${limitName(s.limit)}` : value;
}

function perPayer(s: RiichiScore): string | null {
  const p = s.perPayer;
  if ('ron' in p) return null;
  if ('tsumo_all' in p) return t('box1.per_all', { n: points(p.tsumo_all) });
  return t('box1.per_split', { a: points(p.tsumo_non_dealer), b: points(p.tsumo_dealer) });
}

function WinCell({ v }: { v: WinValue }) {
  if (!v.ok)
    return (
      <td class="muted">
        {v.error === 'no_yaku' ? t('analysis.no_yaku') : tDynamic(`issue.${v.code}`, v.code)}
      </td>
    );
  const each = perPayer(v.score);
  return (
    <td class="win-value">
      <strong class="num">{points(v.score.total)}</strong>
      {each && <span class="small">{each}</span>}
      <span class="muted small">{valueText(v.score)}</span>
    </td>
  );
}

function WaitsTable({ rows }: { rows: WaitRow[] }) {
  return (
    <table class="analysis-table">
      <caption class="sr-only">{t('analysis.waits_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('analysis.col_tile')}</th>
          <th scope="col">{t('analysis.col_wait')}</th>
          <th scope="col" class="num">
            {t('analysis.col_left')}
          </th>
          <th scope="col">{t('analysis.col_ron')}</th>
          <th scope="col">{t('win.tsumo')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.tile} data-tile={formatTile(r.tile)}>
            <th scope="row">
              <Tile tile={r.tile} size="sm" />
            </th>
            <td>{r.shapes.map((s) => t(SHAPE_KEYS[s])).join(', ')}</td>
            <td class="num">{r.left}</td>
            <WinCell v={r.ron} />
            <WinCell v={r.tsumo} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Tiles with the copies left of each, as a list. */
function TileCounts({ tiles, label }: { tiles: readonly Improvement[]; label: string }) {
  return (
    <ul class="tile-counts" aria-label={label}>
      {tiles.map((x) => (
        <li key={x.tile} data-tile={formatTile(x.tile)}>
          <Tile tile={x.tile} size="sm" />
          <span class="small">{t('analysis.left_n', { n: x.left })}</span>
        </li>
      ))}
    </ul>
  );
}

export function HandAnalysisPanel({ analysis }: { analysis: HandAnalysis }) {
  return (
    <section class="box analysis" aria-labelledby="analysis-title" data-testid="analysis">
      <h3 id="analysis-title">{t('analysis.title')}</h3>
      {analysis.kind === 'waits' && (
        <>
          <p class="summary" data-testid="analysis-summary">
            {tCount('analysis.tenpai', analysis.left, { n: analysis.left })}
          </p>
          <WaitsTable rows={analysis.waits} />
        </>
      )}
      {analysis.kind === 'shanten' && (
        <>
          <p class="summary" data-testid="analysis-summary">
            {t('analysis.shanten', { n: analysis.shanten })}
          </p>
          <p>{tCount('analysis.improve', analysis.left, { n: analysis.left })}</p>
          <TileCounts tiles={analysis.tiles} label={t('analysis.col_draws')} />
        </>
      )}
      {analysis.kind === 'discards' && (
        <>
          <p class="summary" data-testid="analysis-summary">
            {analysis.shanten === 0
              ? t('analysis.discard_tenpai')
              : t('analysis.discard_shanten', { n: analysis.shanten })}
          </p>
          <table class="analysis-table">
            <caption>{t('analysis.discards_caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('analysis.col_discard')}</th>
                <th scope="col">{t('analysis.col_leaves')}</th>
                <th scope="col">{t('analysis.col_draws')}</th>
                <th scope="col" class="num">
                  {t('analysis.col_left')}
                </th>
              </tr>
            </thead>
            <tbody>
              {analysis.discards.map((d) => (
                <tr key={d.discard} data-tile={formatTile(d.discard)}>
                  <th scope="row">
                    <Tile tile={d.discard} size="sm" />
                  </th>
                  <td>{d.shanten === 0 ? t('draw.tenpai') : t('analysis.shanten', { n: d.shanten })}</td>
                  <td>
                    <ul class="draw-tiles">
                      {d.tiles.map((x) => (
                        <li key={x.tile}>
                          <Tile tile={x.tile} size="sm" />
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td class="num">{d.total}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
