// The foot of an entry screen (a win, a draw, an instant payout): why the last save was
// refused, then Cancel (back to where the entry was opened) and OK, which saves the entry
// and is offered only once core has scored it. OK saves once: a second tap before the screen
// changes (a double tap) is ignored, so a hand is never recorded twice. Cancel also forgets the
// entry's draft (the form kept over a reload, game/entryDraft.ts).

import type { Issue } from '@mahjong-ledger/core';
import { useRef } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { IssueList } from './IssueList.tsx';

export function EntryActions({
  saveIssues,
  canSave,
  onSave,
  onCancel,
}: {
  saveIssues: readonly Issue[];
  canSave: boolean;
  /** Saves the entry; true when it was kept (the screen then leaves). */
  onSave(): boolean;
  /** Called on Cancel, before going back (the entry's draft is forgotten). */
  onCancel?(): void;
}) {
  const saved = useRef(false);
  const save = () => {
    if (!saved.current) saved.current = onSave();
  };
  return (
    <>
      {saveIssues.length > 0 && <IssueList issues={saveIssues} />}
      <div class="actions sticky">
        <button
          type="button"
          onClick={() => {
            onCancel?.();
            history.back();
          }}
        >
          {t('common.cancel')}
        </button>
        <button type="button" class="primary big" disabled={!canSave} onClick={save} data-testid="ok">
          {t('common.ok')}
        </button>
      </div>
    </>
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
