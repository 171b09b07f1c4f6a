// A tournament penalty (riichi only; from the table, and from the settlement since referees
// often rule once the game is over): the player, the final points taken off, and the reason,
// required as a correction's is. The amount is typed unsigned after a fixed "−" and said back in
// words with its table points ("Takes 10 final points (10,000 table points) off Bob"), so that
// neither the sign nor the unit is left to guess (penaltyForm.ts). Every change is tried against
// core's ledger at once: the player's penalty column and final points without it and with it
// are core's settlement, and every complaint is core's (shown once something was typed, or OK
// pressed). OK keeps it in the game as a correction is kept (saved, listed in the history,
// edited or deleted there); with `edit`, the penalty at that place in the log is changed
// instead. Classical and Singapore have no final points to take it from (core refuses it): the
// screen says so rather than offer a form whose every entry would be refused.

import { type GameEvent, madeAfterEnd, removeEvent } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { t, tCount } from '../i18n/index.ts';
import { go, type Screen } from '../router.ts';
import { DraftRestored, EntryActions, EntryIssues, entryIssues } from '../ui/EntryActions.tsx';
import { finalPoints, points } from '../ui/format.ts';
import { handsBefore, roundLabel } from '../ui/labels.ts';
import { ReasonField } from '../ui/ReasonField.tsx';
import { useFocusWhy } from '../ui/refocus.ts';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { useEntryDraft } from './entryDraft.ts';
import { familyUi } from './families.ts';
import {
  buildPenalty,
  initialPenalty,
  type PenaltyForm,
  penaltyAt,
  penaltyEffect,
  typedPenalty,
} from './penaltyForm.ts';
import { commitPenalty, previewAppend, previewReplace, replaceHand, useStore } from './store.ts';

/** "Takes 10 final points (10,000 table points) off Bob": the amount, its unit and its sign in words. */
export function takesText(amount: number, name: string): string {
  return tCount('penalty.takes', amount, {
    n: String(Math.round(amount * 10) / 10),
    table: points(Math.round(amount * 1000)),
    name,
  });
}

export function PenaltyScreen({ edit, from }: { edit: number | null; from: Screen }) {
  const { game } = useStore();
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const draft = useEntryDraft<PenaltyForm>(
    game,
    'penalty',
    edit,
    () => initialPenalty(game?.doc.events ?? [], edit),
    (f) =>
      (f.seat === null || [0, 1, 2, 3].includes(f.seat)) &&
      typeof f.amount === 'string' &&
      typeof f.note === 'string',
  );
  const form = draft.form;
  const built = buildPenalty(form);
  const event: GameEvent | null = built.event;
  const preview = useMemo(
    () => (event ? (edit === null ? previewAppend(event) : previewReplace(edit, event)) : null),
    [JSON.stringify(event), edit, game?.doc],
  );
  // The game without this penalty: as it stands for a new one, without the edited one for an edit.
  const without = useMemo(() => {
    if (!game || edit === null) return game?.state ?? null;
    const r = removeEvent(game.doc, edit);
    return r.ok ? r.value.state : null;
  }, [game?.doc, edit]);
  // OK pressed while it is off: every problem is said from then on, and the focus goes to it.
  const [tried, setTried] = useState(0);
  const focusWhy = useFocusWhy(
    '.penalty-screen [aria-invalid="true"], .penalty-screen .field-issue, .penalty-screen [data-testid="issues"]',
  );
  const [saveIssues, setSaveIssues] = useState<ReturnType<typeof entryIssues>>([]);
  if (!game || !ui) return null;
  const title = edit === null ? t('penalty.title') : t('penalty.edit_title');
  if (ui.id !== 'riichi')
    return (
      <section class="screen penalty-screen" aria-labelledby="penalty-title">
        <h2 id="penalty-title">{title}</h2>
        <p class="muted" data-testid="penalty-not-riichi">
          {t('penalty.not_riichi')} <a href="#/adjust">{t('table.adjust')}</a>
        </p>
      </section>
    );
  if (edit !== null && !penaltyAt(game.doc.events, edit))
    return (
      <section class="screen penalty-screen" aria-labelledby="penalty-title">
        <h2 id="penalty-title">{title}</h2>
        <p class="muted" data-testid="penalty-not-found">
          {t('penalty.not_found')} <a href="#/history">{t('nav.history')}</a>
        </p>
      </section>
    );
  const names = game.state.config.players;
  const index = edit ?? game.doc.events.length;
  const current = edit === null ? null : game.state.penalties.find((p) => p.eventIndex === edit);
  const record = preview?.ok ? preview.value.state.penalties.find((p) => p.eventIndex === index) : undefined;
  const effect =
    record && preview?.ok && without ? penaltyEffect(without, preview.value.state, record.seat) : null;
  const shown = form.entered || tried > 0;
  const issues = preview && !preview.ok && shown ? entryIssues(preview.issues, game, edit) : [];
  const seatMissing = built.noSeat && tried > 0;
  const amountMissing = built.noAmount && tried > 0;
  const set = (patch: Partial<PenaltyForm>) => draft.setForm({ ...form, ...patch, entered: true });
  const leave: Screen = edit === null ? from : 'history';
  const save = () => {
    if (!event || built.noNote) return false;
    const problems = edit === null ? commitPenalty(built.event!) : replaceHand(edit, event);
    setSaveIssues(entryIssues(problems, game, edit));
    if (problems.length !== 0) return false;
    draft.clear();
    go(leave);
    return true;
  };
  const amountError = built.unreadable
    ? t('penalty.not_amount')
    : amountMissing
      ? t('penalty.no_amount')
      : null;

  return (
    <section class="screen penalty-screen" aria-labelledby="penalty-title">
      <h2 id="penalty-title">{title}</h2>
      {current && (
        <p class="muted" data-testid="edit-round">
          {handsBefore(game.state.history, edit!) === 0
            ? t('history.adjust_start')
            : t('history.adjust_after', { n: handsBefore(game.state.history, edit!) })}{' '}
          · {madeAfterEnd(game.state, edit!) ? t('history.after_end') : roundLabel(current.round, ui.id)}
        </p>
      )}
      {draft.restored && <DraftRestored />}
      <p class="muted">{t('penalty.intro')}</p>
      <SeatPicker
        label={t('penalty.player')}
        names={names}
        value={form.seat}
        onChange={(seat) => set({ seat })}
        testid="penalty-seat"
      />
      {seatMissing && (
        <p class="issues field-issue" role="status" data-testid="penalty-seat-error">
          {t('penalty.no_seat')}
        </p>
      )}
      <div class="field">
        <label for="penalty-amount">{t('penalty.amount')}</label>
        <div class="penalty-amount">
          {/* The sign is fixed: a penalty only takes off. */}
          <span class="sign" aria-hidden="true">
            −
          </span>
          <input
            id="penalty-amount"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={form.amount}
            aria-invalid={amountError !== null}
            aria-describedby={
              amountError ? 'penalty-amount-hint penalty-amount-error' : 'penalty-amount-hint'
            }
            onInput={(e) => set({ amount: typedPenalty((e.target as HTMLInputElement).value) })}
          />
        </div>
        <p class="muted small" id="penalty-amount-hint">
          {t('penalty.amount_hint')}
        </p>
        {amountError && (
          <p class="issues field-issue" id="penalty-amount-error" role="status">
            {amountError}
          </p>
        )}
        {form.seat !== null && built.amount !== null && built.amount > 0 && (
          <p class="strong" data-testid="penalty-takes" aria-live="polite">
            {takesText(built.amount, names[form.seat]!)}
          </p>
        )}
      </div>
      <ReasonField
        id="penalty-note"
        label={t('penalty.note')}
        missingText={t('penalty.note_missing')}
        value={form.note}
        tried={tried > 0}
        onInput={(note) => set({ note })}
      />
      <EntryIssues issues={issues} />
      {record && effect && (
        <section class="box" aria-label={t('penalty.result')} data-testid="penalty-result">
          <h3>{t('penalty.result')}</h3>
          {!game.state.finished && <p class="muted small">{t('end.not_finished')}</p>}
          <p>
            <strong>{names[record.seat]}</strong>
          </p>
          <p data-testid="penalty-column">
            {t('penalty.result_penalty', {
              before: finalPoints(effect.before.penalty),
              after: finalPoints(effect.after.penalty),
            })}
          </p>
          <p class="strong" data-testid="penalty-final">
            {t('penalty.result_final', {
              before: finalPoints(effect.before.points),
              after: finalPoints(effect.after.points),
            })}
          </p>
          <p class="muted small">{t('penalty.result_same', { rank: effect.after.rank })}</p>
        </section>
      )}
      <EntryActions
        saveIssues={saveIssues}
        canSave={record !== undefined && !built.noNote}
        onSave={save}
        onCancel={draft.clear}
        backTo={leave}
        issues={issues}
        onBlocked={() => {
          setTried((n) => n + 1);
          focusWhy();
        }}
      />
    </section>
  );
}
