// The hand calculator: score one riichi hand outside a game (preset, seat and round wind, ron
// or tsumo, riichi, honba, sticks), with the same entry and both score boxes. Seats are shown
// by wind, as core's single-hand payment numbers them (0 = East). A hand that does not score
// as entered gets the hand analysis instead (calcAnalysis.ts): a 13-tile hand's waits and their
// values, or how far it is from tenpai; a 14-tile hand that is no win, its best discards.

import {
  type Issue,
  RIICHI_PRESET_IDS,
  type RiichiScore,
  resolveRiichiRules,
  scoreRiichiHand,
} from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { draftHand, emptyDraft, type HandDraft } from '../hand/draft.ts';
import { HandEditor } from '../hand/HandEditor.tsx';
import { t, tDynamic, windName } from '../i18n/index.ts';
import { ScoreBox1 } from '../score/ScoreBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { IssueList } from '../ui/IssueList.tsx';
import {
  analyseCalcHand,
  CALC_DEFAULTS,
  type CalcSituation,
  calcSituation,
  tilesHeld,
} from './calcAnalysis.ts';
import { riichiFlagsFor } from './families.ts';
import { HandAnalysisPanel } from './HandAnalysisPanel.tsx';

export function CalcScreen() {
  const [sit, setSit] = useState<CalcSituation>(CALC_DEFAULTS);
  const [draft, setDraft] = useState<HandDraft>(emptyDraft);
  const rules = useMemo(() => resolveRiichiRules(sit.preset), [sit.preset]);
  const hand = draftHand(draft);
  const result = useMemo(() => {
    if (!rules.ok || !hand) return null;
    return scoreRiichiHand({ hand, situation: calcSituation(sit, draft, rules.value) }, rules.value);
  }, [rules, draft, sit]);
  // A hand that does not score as entered: a 13-tile hand's waits or distance from tenpai, a
  // 14-tile hand's discards when core finds it no win (not when it lacks a yaku, say).
  const waiting = tilesHeld(draft) === 13;
  const analysis = useMemo(() => {
    if (!rules.ok || !result || result.ok) return null;
    if (!waiting && result.error !== 'not_agari') return null;
    return analyseCalcHand(draft, sit, rules.value);
  }, [rules, draft, sit, result, waiting]);
  if (!rules.ok) return null;
  const set = (patch: Partial<CalcSituation>) => setSit({ ...sit, ...patch });
  const winds = [1, 2, 3, 4];
  const names = winds.map(windName);
  // A 13-tile hand analysed is short of its winning tile by design: the count is not a fault.
  const issues: Issue[] =
    result && !result.ok
      ? result.issues.filter((i) => !(analysis && waiting && i.code === 'wrong_tile_count'))
      : [];
  const score: RiichiScore | null = result?.ok ? result.value : null;
  const windSelect = (id: string, label: string, value: number, onSet: (w: number) => void) => (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={String(value)}
        onChange={(e) => onSet(Number((e.target as HTMLSelectElement).value))}
      >
        {winds.map((w) => (
          <option key={w} value={w}>
            {windName(w)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <section class="screen calc-screen" aria-labelledby="calc-title">
      <h2 id="calc-title">{t('calc.title')}</h2>
      <div class="grid-fields">
        <div class="field">
          <label for="calc-preset">{t('new.preset')}</label>
          <select
            id="calc-preset"
            value={sit.preset}
            onChange={(e) => set({ preset: (e.target as HTMLSelectElement).value })}
          >
            {RIICHI_PRESET_IDS.map((p) => (
              <option key={p} value={p}>
                {tDynamic(`preset.${p}`, p)}
              </option>
            ))}
          </select>
        </div>
        {windSelect('calc-seat', t('calc.seat_wind'), sit.seatWind, (seatWind) =>
          set({
            seatWind,
            discarderWind: seatWind === sit.discarderWind ? (seatWind % 4) + 1 : sit.discarderWind,
          }),
        )}
        {windSelect('calc-round', t('calc.round_wind'), sit.roundWind, (roundWind) => set({ roundWind }))}
        <div class="field">
          <label for="calc-how">{t('win.how')}</label>
          <select
            id="calc-how"
            value={sit.tsumo ? 'tsumo' : 'ron'}
            onChange={(e) => set({ tsumo: (e.target as HTMLSelectElement).value === 'tsumo' })}
          >
            <option value="ron">{t('win.ron')}</option>
            <option value="tsumo">{t('win.tsumo')}</option>
          </select>
        </div>
        {!sit.tsumo &&
          windSelect('calc-from', t('win.from'), sit.discarderWind, (discarderWind) =>
            set({ discarderWind }),
          )}
        <div class="field">
          <label for="calc-honba">{t('calc.honba')}</label>
          <input
            id="calc-honba"
            type="number"
            min="0"
            value={String(sit.honba)}
            onInput={(e) => set({ honba: Number((e.target as HTMLInputElement).value) })}
          />
        </div>
        <div class="field">
          <label for="calc-sticks">{t('calc.sticks')}</label>
          <input
            id="calc-sticks"
            type="number"
            min="0"
            value={String(sit.sticks)}
            onInput={(e) => set({ sticks: Number((e.target as HTMLInputElement).value) })}
          />
        </div>
        <label class="check">
          <input
            type="checkbox"
            checked={sit.riichi}
            onChange={(e) => set({ riichi: (e.target as HTMLInputElement).checked })}
          />
          {t('calc.riichi')}
        </label>
      </div>
      <HandEditor
        draft={draft}
        onChange={setDraft}
        redFives={rules.value.akaDora > 0}
        ura={sit.riichi && rules.value.uraDora}
        flags={riichiFlagsFor(rules.value)}
      />
      {issues.length > 0 && <IssueList issues={issues} />}
      {analysis && <HandAnalysisPanel analysis={analysis} />}
      {score && hand && (
        <div class="boxes">
          <ScoreBox1
            title={`${windName(sit.seatWind)} · ${sit.tsumo ? t('win.tsumo') : t('win.ron')}`}
            hand={hand}
            data={{ han: score.han, fu: score.fu, yakuman: score.yakuman, limit: score.limit, score }}
          />
          <ScoreBox2 payment={score.payment} names={names} />
        </div>
      )}
    </section>
  );
}
