// The foot of an entry screen (a win, a draw, an instant payout): why the last save was
// refused (a later hand it would break named, the refusal focused), then Cancel and OK, with
// why OK is off when the entry would break a later hand (kept in view with them). Cancel
// goes back to where the entry was opened or, with no page of the app before it (an edit
// opened in a new tab), to `backTo`; it also forgets the entry's draft (the form kept over a
// reload, game/entryDraft.ts). OK saves the entry and is offered only once core has scored it;
// it saves once: a second tap before the screen changes (a double tap) is ignored, so a hand is
// never recorded twice. An edit says under its title the round its hand was played in and who
// dealt (the header shows the table's round now, East 4 while hand 1 of East 1 is corrected).

import type { GameDocument, GameState, Issue } from '@mahjong-ledger/core';
import { useEffect, useRef } from 'preact/hooks';
import type { EntryPreview } from '../game/entryPreview.ts';
import { t } from '../i18n/index.ts';
import { back, type Screen } from '../router.ts';
import { signedAmount } from './format.ts';
import { IssueList } from './IssueList.tsx';
import { type PlacedIssue, placeIssues, roundLabel } from './labels.ts';

/**
 * Core's issues with an entry (event `edit` of the game, or a new one: null), each that arose
 * in a later hand named by it: "Hand 5: the game is over ...".
 */
export function entryIssues(
  issues: readonly Issue[],
  game: { doc: GameDocument; state: GameState },
  edit: number | null,
): PlacedIssue[] {
  return placeIssues(issues, game.doc.events, game.state.history, edit === null ? {} : { edited: edit });
}

/** What is wrong with the entry itself as it stands (live, in the form); a later hand it breaks is said by OK. */
export function EntryIssues({ issues }: { issues: readonly PlacedIssue[] }) {
  const own = issues.filter((i) => !i.place);
  return own.length > 0 ? <IssueList issues={own} /> : null;
}

export function EntryActions({
  saveIssues,
  canSave,
  onSave,
  onCancel,
  backTo,
  issues = [],
  onBlocked,
}: {
  /** Why the last save was refused (placed: placeIssues). */
  saveIssues: readonly PlacedIssue[];
  canSave: boolean;
  /** Saves the entry; true when it was kept (the screen then leaves). */
  onSave(): boolean;
  /** Called on Cancel, before going back (the entry's draft is forgotten). */
  onCancel?(): void;
  /** Where Cancel goes when no page of the app is before this one (the table, or the history for an edit). */
  backTo: Screen;
  /**
   * Core's issues with the entry as it stands (placed: entryIssues): those of a later hand it
   * would break are said here, by the OK they disable, in view at any width.
   */
  issues?: readonly PlacedIssue[];
  /**
   * OK was pressed while it is off: given, OK is left in reach (aria-disabled, not disabled) so
   * that a press can show why the entry cannot be saved yet.
   */
  onBlocked?(): void;
}) {
  const later = issues.filter((i) => i.place);
  const bar = useRef<HTMLDivElement>(null);
  const blocked = later.length > 0;
  // The refusal grows the bar kept in view at the foot of the screen: the field being changed
  // (a han count) is kept in view above it.
  useEffect(() => {
    const field = document.activeElement;
    if (!blocked || !bar.current || !(field instanceof HTMLElement) || bar.current.contains(field)) return;
    if (field.getBoundingClientRect().bottom > bar.current.getBoundingClientRect().top)
      field.scrollIntoView({ block: 'center' });
  }, [blocked]);
  const saved = useRef(false);
  const save = () => {
    if (!canSave) onBlocked?.();
    else if (!saved.current) saved.current = onSave();
  };
  const off = onBlocked ? { 'aria-disabled': !canSave } : { disabled: !canSave };
  return (
    <>
      {saveIssues.length > 0 && (
        <IssueList
          issues={saveIssues}
          lead={saveIssues.some((i) => i.place) ? t('entry.refused_later') : undefined}
          focus
        />
      )}
      <div class="actions sticky" ref={bar}>
        {blocked && <IssueList issues={later} lead={t('entry.refused_later')} />}
        <button
          type="button"
          onClick={() => {
            onCancel?.();
            back(backTo);
          }}
        >
          {t('common.cancel')}
        </button>
        <button type="button" class="primary big" {...off} onClick={save} data-testid="ok">
          {t('common.ok')}
        </button>
      </div>
    </>
  );
}

/** The OK and Cancel bar of an entry screen whose entry `useEntryPreview` tries against the game. */
export function EntryPreviewActions({
  preview,
  edit,
  onCancel,
  onBlocked,
}: {
  preview: EntryPreview;
  /** The edited hand's event, null for a new hand (Cancel goes back to the table). */
  edit: number | null;
  /** Forgets the entry's draft. */
  onCancel(): void;
  /** OK pressed while it is off (see EntryActions). */
  onBlocked?(): void;
}) {
  return (
    <>
      <LaterChanges preview={preview} />
      <EntryActions
        saveIssues={preview.saveIssues}
        canSave={preview.record !== undefined}
        onSave={preview.save}
        onCancel={onCancel}
        backTo={edit === null ? 'table' : 'history'}
        issues={preview.liveIssues}
        onBlocked={onBlocked}
      />
    </>
  );
}

/**
 * An edit's later hands that it changes (core replays them): each by its number, its round
 * when that changes, and each player whose change differs, before the edit and with it.
 */
export function LaterChanges({ preview }: { preview: Pick<EntryPreview, 'later' | 'names' | 'family'> }) {
  const { later, names, family } = preview;
  if (later.length === 0) return null;
  const unit = family === 'singapore' ? 'hundredths' : 'points';
  return (
    <section class="notice later" aria-labelledby="later-title" data-testid="later-changes">
      <p id="later-title">{t('entry.later')}</p>
      <ul>
        {later.map((c) => {
          const place = t(c.record.result.kind === 'instant' ? 'issue.at_instant' : 'history.hand_n', {
            n: c.number,
          });
          const parts = [
            ...(c.roundBefore
              ? [
                  t('entry.later_round', {
                    was: roundLabel(c.roundBefore, family),
                    now: roundLabel(c.record.round, family),
                  }),
                ]
              : []),
            ...c.seats.map((x) =>
              t('entry.later_seat', {
                name: names[x.seat] ?? '',
                now: signedAmount(x.now, unit),
                was: signedAmount(x.was, unit),
              }),
            ),
          ];
          return (
            <li key={c.eventIndex} data-testid={`later-${c.eventIndex}`}>
              {t('issue.placed', { place, message: parts.join(t('entry.later_sep')) })}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** Says that the form holds an entry restored after a reload, not yet saved (OK saves it). */
export function DraftRestored() {
  return (
    <p class="notice" role="status" data-testid="draft-restored">
      {t('entry.restored')}
    </p>
  );
}

/**
 * Under an edit's title: the round the edited hand (or instant payout) was played in, its
 * honba (repeats) and sticks, and its dealer; nothing for a new hand.
 */
export function EditedRound({ game, edit }: { game: { state: GameState }; edit: number | null }) {
  const record = edit === null ? undefined : game.state.history.find((h) => h.eventIndex === edit);
  if (!record) return null;
  return (
    <p class="muted" data-testid="edit-round">
      {t('entry.edit_round', {
        round: roundLabel(record.round, game.state.config.family),
        dealer: game.state.config.players[record.dealer]!,
      })}
    </p>
  );
}
