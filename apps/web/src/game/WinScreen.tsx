// Recording a win: who won, ron or tsumo and from whom, the riichi (or Ready) declared, then the
// hand (tile picker or keyboard, bonus tiles included) or, in quick mode, its han and fu
// (riichi), its tai (Singapore) or its basic points and doubles (Classical). Every change is tried against
// core's ledger at once, so the errors, score box 1 and score box 2 (with the new scores) are
// live; OK keeps the hand in the game. With `edit`, an earlier hand is changed instead.

import type { GameEvent, Issue, Seat, WinEntry } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { draftFromScore, draftHand, draftScore, emptyDraft, type HandDraft } from '../hand/draft.ts';
import { HandEditor } from '../hand/HandEditor.tsx';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { WinBox1 } from '../score/FamilyBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { IssueList } from '../ui/IssueList.tsx';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { type FamilyUi, familyUi } from './families.ts';
import { commitHand, type OpenGame, previewAppend, previewReplace, replaceHand, useStore } from './store.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

interface WinForm {
  winner: Seat | null;
  tsumo: boolean;
  from: Seat | null;
  liable: Seat | null;
  riichi: Seat[];
  mode: 'hand' | 'quick';
  draft: HandDraft;
  value: { han: string; fu: string; yakuman: string };
  tai: string;
  points: { points: string; doubles: string; limit: boolean };
  /** Classical settlement between losers: each loser's hand score, in seat order. */
  losers: string[];
}

function initialForm(game: OpenGame, edit: number | null): WinForm {
  const form: WinForm = {
    winner: null,
    tsumo: false,
    from: null,
    liable: null,
    riichi: [...game.riichi],
    mode: 'hand',
    draft: emptyDraft(),
    value: { han: '', fu: '30', yakuman: '0' },
    tai: '',
    losers: ['', '', '', ''],
    points: { points: '', doubles: '0', limit: false },
  };
  const ev = edit === null ? null : game.doc.events[edit];
  if (ev?.type === 'hand' && ev.result.kind === 'win' && ev.result.wins[0]) {
    const w = ev.result.wins[0];
    form.winner = w.winner;
    form.tsumo = w.from === null;
    form.from = w.from;
    form.liable = w.liable ?? null;
    form.riichi = [...ev.riichi];
    if (ev.result.loserScores) form.losers = ev.result.loserScores.map((v) => (v === null ? '' : String(v)));
    if (w.score.mode === 'hand') form.draft = draftFromScore(w.score);
    else if (w.score.mode === 'value') {
      form.mode = 'quick';
      form.value = {
        han: String(w.score.han),
        fu: String(w.score.fu),
        yakuman: String(w.score.yakuman ?? 0),
      };
    } else if (w.score.mode === 'tai') {
      form.mode = 'quick';
      form.tai = String(w.score.tai);
    } else if (w.score.mode === 'points') {
      form.mode = 'quick';
      form.points = {
        points: String(w.score.points),
        doubles: String(w.score.doubles),
        limit: !!w.score.limit,
      };
    }
  }
  return form;
}

function quickScore(f: WinForm, ui: FamilyUi): WinEntry['score'] {
  if (ui.quick === 'tai') return { mode: 'tai', tai: Number(f.tai) };
  if (ui.quick === 'points')
    return {
      mode: 'points',
      points: Number(f.points.points),
      doubles: Number(f.points.doubles),
      ...(f.points.limit ? { limit: true } : {}),
    };
  return {
    mode: 'value',
    han: Number(f.value.han),
    fu: Number(f.value.fu),
    yakuman: Number(f.value.yakuman),
  };
}

function buildEvent(f: WinForm, ui: FamilyUi): GameEvent | null {
  if (f.winner === null || (!f.tsumo && f.from === null)) return null;
  const score = f.mode === 'hand' ? draftScore(f.draft) : quickScore(f, ui);
  const win: WinEntry = { winner: f.winner, from: f.tsumo ? null : f.from, score };
  if (f.liable !== null) win.liable = f.liable;
  const riichi = ui.declaration ? f.riichi : [];
  const losers = (ui.rules as { loserSettlement?: boolean }).loserSettlement
    ? { loserScores: f.losers.map((v, s) => (s === f.winner ? null : Number(v || 0))) }
    : {};
  return { type: 'hand', riichi, result: { kind: 'win', wins: [win], ...losers } };
}

export function WinScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  const [form, setForm] = useState<WinForm | null>(() => (game ? initialForm(game, edit) : null));
  const [saveIssues, setSaveIssues] = useState<Issue[]>([]);
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const event = form && ui ? buildEvent(form, ui) : null;
  const preview = useMemo(
    () => (event ? (edit === null ? previewAppend(event) : previewReplace(edit, event)) : null),
    [JSON.stringify(event), edit, game?.doc],
  );
  if (!game || !form || !ui) return null;
  const riichiFamily = ui.id === 'riichi';
  const names = game.state.config.players;
  const set = (patch: Partial<WinForm>) => setForm({ ...form, ...patch });
  const record = preview?.ok
    ? edit === null
      ? preview.value.state.history[preview.value.state.history.length - 1]
      : preview.value.state.history.find((h) => h.eventIndex === edit)
    : undefined;
  const breakdown = record?.breakdowns[0] as { winner: Seat; from: Seat | null } | undefined;
  const hand = form.mode === 'hand' ? draftHand(form.draft) : null;

  const ok = () => {
    if (!event) return;
    const problems = edit === null ? commitHand(event) : replaceHand(edit, event);
    setSaveIssues(problems);
    if (problems.length === 0) go(edit === null ? 'table' : 'history');
  };

  return (
    <section class="screen win-screen" aria-labelledby="win-title">
      <h2 id="win-title">{edit === null ? t('win.title') : t('win.edit_title', { n: edit })}</h2>
      <SeatPicker
        label={t('win.winner')}
        names={names}
        value={form.winner}
        onChange={(winner) => set({ winner, from: form.from === winner ? null : form.from })}
        testid="winner"
      />
      <div class="segmented wide" role="radiogroup" aria-label={t('win.how')}>
        <button type="button" role="radio" aria-checked={!form.tsumo} onClick={() => set({ tsumo: false })}>
          {riichiFamily ? t('win.ron') : t('win.discard')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={form.tsumo}
          onClick={() => set({ tsumo: true, from: null })}
        >
          {riichiFamily ? t('win.tsumo') : t('win.self_draw')}
        </button>
      </div>
      {!form.tsumo && (
        <SeatPicker
          label={riichiFamily ? t('win.from') : t('win.discarder')}
          names={names}
          value={form.from}
          disabled={form.winner}
          onChange={(from) => set({ from })}
          testid="from"
        />
      )}
      {ui.declaration && (
        <fieldset class="inline-checks">
          <legend>{ui.declaration === 'ready' ? t('win.ready') : t('win.riichi')}</legend>
          {SEATS.map((s) => (
            <label class="check" key={s}>
              <input
                type="checkbox"
                checked={form.riichi.includes(s)}
                onChange={(e) =>
                  set({
                    riichi: (e.target as HTMLInputElement).checked
                      ? [...form.riichi, s].sort()
                      : form.riichi.filter((x) => x !== s),
                  })
                }
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      <div class="segmented wide" role="radiogroup" aria-label={t('win.mode')}>
        <button
          type="button"
          role="radio"
          aria-checked={form.mode === 'hand'}
          onClick={() => set({ mode: 'hand' })}
        >
          {t('win.mode_hand')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={form.mode === 'quick'}
          onClick={() => set({ mode: 'quick' })}
        >
          {t(
            ui.quick === 'tai'
              ? 'win.mode_tai'
              : ui.quick === 'points'
                ? 'win.mode_points'
                : 'win.mode_value',
          )}
        </button>
      </div>
      {form.mode === 'hand' ? (
        <HandEditor
          draft={form.draft}
          onChange={(draft) => set({ draft })}
          redFives={ui.redFives}
          dora={ui.dora}
          ura={ui.ura && form.winner !== null && form.riichi.includes(form.winner)}
          bonus={ui.bonus}
          animals={ui.animals}
          flags={ui.flags}
        />
      ) : ui.quick === 'tai' ? (
        <div class="value-fields">
          <NumberField
            id="value-tai"
            label={t('win.tai')}
            value={form.tai}
            min={0}
            onInput={(tai) => set({ tai })}
          />
        </div>
      ) : ui.quick === 'points' ? (
        <div class="value-fields">
          <NumberField
            id="value-points"
            label={t('win.points')}
            value={form.points.points}
            min={0}
            step={2}
            onInput={(p) => set({ points: { ...form.points, points: p } })}
          />
          <NumberField
            id="value-doubles"
            label={t('win.doubles')}
            value={form.points.doubles}
            min={0}
            onInput={(d) => set({ points: { ...form.points, doubles: d } })}
          />
          <label class="check">
            <input
              id="value-limit"
              type="checkbox"
              checked={form.points.limit}
              onChange={(e) =>
                set({ points: { ...form.points, limit: (e.target as HTMLInputElement).checked } })
              }
            />
            {t('win.limit_hand')}
          </label>
        </div>
      ) : (
        <ValueFields value={form.value} onChange={(value) => set({ value })} />
      )}
      {(ui.rules as { loserSettlement?: boolean }).loserSettlement && (
        <fieldset class="value-fields" data-testid="loser-scores">
          <legend>{t('win.loser_scores')}</legend>
          {SEATS.filter((s) => s !== form.winner).map((s) => (
            <NumberField
              key={s}
              id={`loser-${s}`}
              label={names[s]!}
              value={form.losers[s]!}
              min={0}
              onInput={(v) => set({ losers: form.losers.map((x, k) => (k === s ? v : x)) })}
            />
          ))}
        </fieldset>
      )}
      <details class="pao">
        <summary>{riichiFamily ? t('win.liable') : t('win.liable_other')}</summary>
        <SeatPicker
          label={t('win.liable_player')}
          names={names}
          value={form.liable}
          disabled={form.winner}
          allowNone
          onChange={(liable) => set({ liable })}
          testid="liable"
        />
      </details>

      {!event && <p class="muted">{t('win.choose_players')}</p>}
      {preview && !preview.ok && <IssueList issues={preview.issues} />}
      {record && breakdown && (
        <div class="boxes">
          <WinBox1 family={ui.id} title={winTitle(ui, names, breakdown)} hand={hand} breakdown={breakdown} />
          <ScoreBox2
            unit={ui.unit}
            payment={record.payment}
            names={names}
            before={record.scoresBefore}
            after={record.scoresAfter}
          />
        </div>
      )}
      {saveIssues.length > 0 && <IssueList issues={saveIssues} />}
      <div class="actions sticky">
        <button type="button" onClick={() => history.back()}>
          {t('common.cancel')}
        </button>
        <button type="button" class="primary big" disabled={!record} onClick={ok} data-testid="ok">
          {t('common.ok')}
        </button>
      </div>
    </section>
  );
}

function ValueFields({ value, onChange }: { value: WinForm['value']; onChange(v: WinForm['value']): void }) {
  const field = (
    key: keyof WinForm['value'],
    label: string,
    attrs: { min: number; step: number; max?: number },
  ) => (
    <div class="field">
      <label for={`value-${key}`}>{label}</label>
      <input
        id={`value-${key}`}
        type="number"
        inputMode="numeric"
        {...attrs}
        value={value[key]}
        onInput={(e) => onChange({ ...value, [key]: (e.target as HTMLInputElement).value })}
      />
    </div>
  );
  return (
    <div class="value-fields">
      {field('han', t('win.han'), { min: 1, step: 1 })}
      {field('fu', t('win.fu'), { min: 20, step: 5 })}
      {field('yakuman', t('win.yakuman'), { min: 0, step: 1, max: 6 })}
    </div>
  );
}

export function winTitle(
  ui: FamilyUi,
  names: readonly string[],
  b: { winner: Seat; from: Seat | null },
): string {
  const how =
    b.from === null
      ? ui.id === 'riichi'
        ? t('win.tsumo')
        : t('win.self_draw')
      : t(ui.id === 'riichi' ? 'win.ron_from' : 'win.discard_from', { from: names[b.from]! });
  return `${names[b.winner]} · ${how}`;
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  step?: number;
  onInput(v: string): void;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={props.min}
        step={props.step ?? 1}
        value={props.value}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
    </div>
  );
}
