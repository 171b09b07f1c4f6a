// A referee's score correction ("Adjust scores"), in one of core's two forms, chosen above the
// fields: the points given to (+) or taken from (−) each player and, in riichi and Classical, the
// sticks put on or taken off the table (the default: an edit of an earlier hand carries through
// it); or each player's score set as it should stand and the sticks left on the table (a paper
// score sheet: an edit of an earlier hand stops there). Singapore plays no sticks. The reason is
// required, and the history shows it with it (a correction nobody can explain later is a dispute
// waiting). Switching form turns the values typed into the other's (adjustForm.ts), so an
// outright correction can be made one by points, and back, without retyping. An edit opens in
// the form of the correction edited. Every change is tried against core's ledger at once: the
// scores before and after it are core's, and so is every complaint (shown once something was
// typed, or OK pressed) but one: scores set as they already stand, which core keeps and this
// screen refuses as core refuses points that move nothing (adjustForm.ts, changesNothing). OK
// keeps it in the game as a hand is kept (saved, listed in the history, edited or deleted
// there); with `edit`, the correction at that place in the log is changed instead. The form is
// kept as a draft over a reload until OK or Cancel.

import { type GameEvent, type Issue, madeAfterEnd } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { t, tCount } from '../i18n/index.ts';
import { go } from '../router.ts';
import { ScoreChanges } from '../score/ScoreBox2.tsx';
import { DraftRestored, EntryActions, EntryIssues, entryIssues, LaterChanges } from '../ui/EntryActions.tsx';
import { amount, signed } from '../ui/format.ts';
import { handsBefore, roundLabel } from '../ui/labels.ts';
import { ReasonField } from '../ui/ReasonField.tsx';
import { useFocusWhy } from '../ui/refocus.ts';
import { Segmented } from '../ui/Segmented.tsx';
import {
  ADJUST_MODES,
  type AdjustForm,
  adjustAt,
  buildAdjust,
  changesNothing,
  initialAdjust,
  SEATS,
  switchMode,
  typedAmount,
} from './adjustForm.ts';
import { useEntryDraft } from './entryDraft.ts';
import { familyUi } from './families.ts';
import { laterChanges } from './ripple.ts';
import { commitAdjust, previewAppend, previewReplace, replaceHand, useStore } from './store.ts';

export function AdjustScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const unit = ui?.unit ?? 'points';
  const draft = useEntryDraft<AdjustForm>(
    game,
    'adjust',
    edit,
    () => initialAdjust(game?.doc.events ?? [], edit, unit),
    (f) =>
      ADJUST_MODES.includes(f.mode) &&
      Array.isArray(f.amounts) &&
      f.amounts.length === 4 &&
      Array.isArray(f.minus) &&
      typeof f.sticks === 'number' &&
      typeof f.note === 'string',
  );
  const form = draft.form;
  const sticks = ui !== null && ui.id !== 'singapore';
  const built = buildAdjust(form, unit, sticks);
  const event: GameEvent | null = built.event;
  const preview = useMemo(
    () => (event ? (edit === null ? previewAppend(event) : previewReplace(edit, event)) : null),
    [JSON.stringify(event), edit, game?.doc],
  );
  // OK pressed while it is off: every problem is said from then on, and the focus goes to it.
  const [tried, setTried] = useState(0);
  const focusWhy = useFocusWhy('.adjust-screen [aria-invalid="true"], .adjust-screen [data-testid="issues"]');
  const [saveIssues, setSaveIssues] = useState<ReturnType<typeof entryIssues>>([]);
  if (!game || !ui) return null;
  const names = game.state.config.players;
  const index = edit ?? game.doc.events.length;
  // An edit of what is not a correction (a bookmark gone stale): nothing to edit.
  if (edit !== null && !adjustAt(game.doc.events, edit))
    return (
      <section class="screen adjust-screen" aria-labelledby="adjust-title">
        <h2 id="adjust-title">{t('adjust.edit_title')}</h2>
        <p class="muted" data-testid="adjust-not-found">
          {t('adjust.not_found')} <a href="#/history">{t('nav.history')}</a>
        </p>
      </section>
    );
  const current = edit === null ? null : game.state.adjustments.find((a) => a.eventIndex === edit);
  const before = current?.scoresBefore ?? game.state.scores;
  const sticksBefore = current?.round.sticks ?? game.state.round.sticks;
  const outright = form.mode === 'outright';
  const record = preview?.ok
    ? preview.value.state.adjustments.find((a) => a.eventIndex === index)
    : undefined;
  // Core refuses a correction by points that changes nothing, but keeps one set outright that
  // does (adjustForm.ts, changesNothing): refused here all the same, said as core's refusal is.
  const unchanged =
    record !== undefined &&
    changesNothing(record.scoresBefore, record.scoresAfter, record.round.sticks, record.sticksAfter);
  const shown = form.entered || tried > 0;
  const own: Issue[] = unchanged ? [{ code: 'adjust_unchanged', message: '' }] : [];
  const issues = preview && shown ? entryIssues(preview.ok ? own : preview.issues, game, edit) : [];
  const later =
    edit !== null && preview?.ok ? laterChanges(game.state.history, preview.value.state.history, edit) : [];
  const set = (patch: Partial<AdjustForm>) => draft.setForm({ ...form, ...patch, entered: true });
  const setAmount = (seat: number, text: string) => {
    const typed = typedAmount(text);
    set({
      amounts: form.amounts.map((a, s) => (s === seat ? typed.text : a)),
      minus: form.minus.map((m, s) => (s === seat && typed.minus !== undefined ? typed.minus : m)),
    });
  };
  const save = () => {
    if (!event || built.noNote || unchanged) return false;
    const problems = edit === null ? commitAdjust(event) : replaceHand(edit, event);
    setSaveIssues(entryIssues(problems, game, edit));
    if (problems.length !== 0) return false;
    draft.clear();
    go(edit === null ? 'table' : 'history');
    return true;
  };
  const notAmount = t(unit === 'points' ? 'adjust.not_points' : 'adjust.not_money');

  return (
    <section class="screen adjust-screen" aria-labelledby="adjust-title">
      <h2 id="adjust-title">{edit === null ? t('adjust.title') : t('adjust.edit_title')}</h2>
      {current && (
        <p class="muted" data-testid="edit-round">
          {handsBefore(game.state.history, edit!) === 0
            ? t('history.adjust_start')
            : t('history.adjust_after', { n: handsBefore(game.state.history, edit!) })}{' '}
          · {madeAfterEnd(game.state, edit!) ? t('history.after_end') : roundLabel(current.round, ui.id)}
        </p>
      )}
      {draft.restored && <DraftRestored />}
      <p class="muted">{t('adjust.intro')}</p>
      <div data-testid="adjust-mode">
        <Segmented
          label={t('adjust.mode')}
          options={ADJUST_MODES}
          value={form.mode}
          onChange={(mode) => draft.setForm(switchMode(form, mode, before, sticksBefore, unit))}
          text={(mode) => t(mode === 'deltas' ? 'adjust.mode_deltas' : 'adjust.mode_outright')}
          wide
          describedBy="adjust-mode-hint"
        />
        <p class="muted small" id="adjust-mode-hint" data-testid="adjust-mode-hint">
          {t('adjust.mode_hint')}
        </p>
      </div>
      <fieldset class="adjust-points">
        <legend>{t(outright ? 'adjust.scores' : 'adjust.points')}</legend>
        {SEATS.map((s) => {
          const bad = built.unreadable.includes(s);
          const blank = (form.amounts[s] ?? '').trim() === '';
          return (
            <div class="adjust-row" key={s} data-testid={`adjust-row-${s}`}>
              <label for={`adjust-${s}`}>
                <span class="name">{names[s]}</span>{' '}
                <span class="muted num" data-testid={`adjust-before-${s}`}>
                  {amount(before[s]!, unit)}
                </span>
              </label>
              <button
                type="button"
                class="sign"
                aria-pressed={form.minus[s]}
                aria-label={t(outright ? 'adjust.below_zero_for' : 'adjust.minus_for', { name: names[s]! })}
                onClick={() => set({ minus: form.minus.map((m, k) => (k === s ? !m : m)) })}
                data-testid={`adjust-sign-${s}`}
              >
                {form.minus[s] ? '−' : '+'}
              </button>
              <input
                id={`adjust-${s}`}
                type="text"
                inputMode={unit === 'points' ? 'numeric' : 'decimal'}
                autoComplete="off"
                value={form.amounts[s]}
                aria-invalid={bad}
                aria-describedby={bad ? `adjust-${s}-error` : undefined}
                onInput={(e) => setAmount(s, (e.target as HTMLInputElement).value)}
              />
              {bad && (
                <p class="issues field-issue" id={`adjust-${s}-error`} role="status">
                  {outright && blank ? t('adjust.no_score') : notAmount}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {sticks && (
        // Each button's name starts with what it shows, so that a voice user can say it (WCAG 2.5.3).
        <fieldset class="adjust-sticks" data-testid="adjust-sticks">
          <legend>{t(outright ? 'adjust.sticks_left' : 'adjust.sticks')}</legend>
          <button
            type="button"
            onClick={() => set({ sticks: form.sticks - 1 })}
            aria-label={`−1 · ${t('adjust.stick_off')}`}
          >
            −1
          </button>
          <output data-testid="adjust-stick-delta" aria-live="polite">
            {tCount('adjust.stick_change', Math.abs(form.sticks), {
              n: outright ? String(form.sticks) : signed(form.sticks),
            })}
          </output>
          <button
            type="button"
            onClick={() => set({ sticks: form.sticks + 1 })}
            aria-label={`+1 · ${t('adjust.stick_on')}`}
          >
            +1
          </button>
        </fieldset>
      )}
      <ReasonField
        id="adjust-note"
        label={t('adjust.note')}
        missingText={t('adjust.note_missing')}
        value={form.note}
        tried={tried > 0}
        onInput={(note) => set({ note })}
      />
      <EntryIssues issues={issues} />
      {record && event && !unchanged && (
        <section class="box" aria-label={t('adjust.result')} data-testid="adjust-result">
          <h3>{t('adjust.result')}</h3>
          <ScoreChanges
            names={names}
            deltas={SEATS.map((s) => record.scoresAfter[s] - record.scoresBefore[s])}
            before={record.scoresBefore}
            after={record.scoresAfter}
            unit={unit}
          />
          {sticks && (
            <p class="muted small" data-testid="adjust-sticks-after">
              {t('history.adjust_sticks', { before: record.round.sticks, after: record.sticksAfter })}
            </p>
          )}
        </section>
      )}
      <LaterChanges preview={{ later, names, family: ui.id }} />
      <EntryActions
        saveIssues={saveIssues}
        canSave={record !== undefined && !unchanged && !built.noNote}
        onSave={save}
        onCancel={draft.clear}
        backTo={edit === null ? 'table' : 'history'}
        issues={issues}
        onBlocked={() => {
          setTried((n) => n + 1);
          focusWhy();
        }}
      />
    </section>
  );
}
