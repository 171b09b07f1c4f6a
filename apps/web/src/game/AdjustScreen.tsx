// A referee's score correction ("Adjust scores"): the points given to (+) or taken from (−) each
// player, in riichi and Classical the sticks put on or taken off the table (Singapore plays
// none), and the reason, which the history shows with it (required: a correction nobody can
// explain later is a dispute waiting). Kept as core's adjustment by deltas (adjustForm.ts), so
// that an edit of an earlier hand carries through it. Every change is tried against core's
// ledger at once: the scores before and after it are core's, and so is every complaint (shown
// once something was typed, or OK pressed). OK keeps it in the game as a hand is kept (saved,
// listed in the history, edited or deleted there); with `edit`, the correction at that place in
// the log is changed instead. The form is kept as a draft over a reload until OK or Cancel.

import { type GameEvent, madeAfterEnd } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { t, tCount } from '../i18n/index.ts';
import { go } from '../router.ts';
import { ScoreChanges } from '../score/ScoreBox2.tsx';
import { DraftRestored, EntryActions, EntryIssues, entryIssues, LaterChanges } from '../ui/EntryActions.tsx';
import { amount, signed } from '../ui/format.ts';
import { handsBefore, roundLabel } from '../ui/labels.ts';
import { useFocusWhy } from '../ui/refocus.ts';
import {
  type AdjustForm,
  buildAdjust,
  deltasAdjustAt,
  initialAdjust,
  SEATS,
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
  // The reason typed and then cleared: its absence is said (as after OK).
  const [noteTyped, setNoteTyped] = useState(false);
  const focusWhy = useFocusWhy('.adjust-screen [aria-invalid="true"], .adjust-screen [data-testid="issues"]');
  const [saveIssues, setSaveIssues] = useState<ReturnType<typeof entryIssues>>([]);
  if (!game || !ui) return null;
  const names = game.state.config.players;
  const index = edit ?? game.doc.events.length;
  // An edit of what is not a correction by points (a bookmark gone stale, or one that set the
  // scores outright, which this screen does not write): nothing to edit.
  if (edit !== null && !deltasAdjustAt(game.doc.events, edit))
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
  const record = preview?.ok
    ? preview.value.state.adjustments.find((a) => a.eventIndex === index)
    : undefined;
  const shown = form.entered || tried > 0;
  const issues = preview && !preview.ok && shown ? entryIssues(preview.issues, game, edit) : [];
  const later =
    edit !== null && preview?.ok ? laterChanges(game.state.history, preview.value.state.history, edit) : [];
  const noteMissing = built.noNote && (tried > 0 || noteTyped);
  const set = (patch: Partial<AdjustForm>) => draft.setForm({ ...form, ...patch, entered: true });
  const setAmount = (seat: number, text: string) => {
    const typed = typedAmount(text);
    set({
      amounts: form.amounts.map((a, s) => (s === seat ? typed.text : a)),
      minus: form.minus.map((m, s) => (s === seat && typed.minus !== undefined ? typed.minus : m)),
    });
  };
  const save = () => {
    if (!event || built.noNote) return false;
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
      <fieldset class="adjust-points">
        <legend>{t('adjust.points')}</legend>
        {SEATS.map((s) => {
          const bad = built.unreadable.includes(s);
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
                aria-label={t('adjust.minus_for', { name: names[s]! })}
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
                  {notAmount}
                </p>
              )}
            </div>
          );
        })}
      </fieldset>
      {sticks && (
        <fieldset class="adjust-sticks" data-testid="adjust-sticks">
          <legend>{t('adjust.sticks')}</legend>
          <button
            type="button"
            onClick={() => set({ sticks: form.sticks - 1 })}
            aria-label={t('adjust.stick_off')}
          >
            −1
          </button>
          <output data-testid="adjust-stick-delta" aria-live="polite">
            {tCount('adjust.stick_change', Math.abs(form.sticks), { n: signed(form.sticks) })}
          </output>
          <button
            type="button"
            onClick={() => set({ sticks: form.sticks + 1 })}
            aria-label={t('adjust.stick_on')}
          >
            +1
          </button>
        </fieldset>
      )}
      <div class="field">
        <label for="adjust-note">{t('adjust.note')}</label>
        <input
          id="adjust-note"
          type="text"
          autoComplete="off"
          value={form.note}
          required
          aria-invalid={noteMissing}
          aria-describedby={noteMissing ? 'adjust-note-error' : undefined}
          onInput={(e) => {
            const note = (e.target as HTMLInputElement).value;
            if (note.trim() !== '') setNoteTyped(true);
            set({ note });
          }}
        />
        {noteMissing && (
          <p class="issues field-issue" id="adjust-note-error" role="status">
            {t('adjust.note_missing')}
          </p>
        )}
      </div>
      <EntryIssues issues={issues} />
      {record && event && (
        <section class="box" aria-label={t('adjust.result')} data-testid="adjust-result">
          <h3>{t('adjust.result')}</h3>
          <ScoreChanges
            names={names}
            deltas={built.event!.deltas}
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
        canSave={record !== undefined && !built.noNote}
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
