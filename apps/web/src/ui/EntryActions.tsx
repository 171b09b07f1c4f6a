// The foot of an entry screen (a win, a draw, an instant payout): why the last save was
// refused, then Cancel (back to where the entry was opened) and OK, which saves the entry
// and is offered only once core has scored it.

import type { Issue } from '@mahjong-ledger/core';
import { t } from '../i18n/index.ts';
import { IssueList } from './IssueList.tsx';

export function EntryActions({
  saveIssues,
  canSave,
  onSave,
}: {
  saveIssues: readonly Issue[];
  canSave: boolean;
  onSave(): void;
}) {
  return (
    <>
      {saveIssues.length > 0 && <IssueList issues={saveIssues} />}
      <div class="actions sticky">
        <button type="button" onClick={() => history.back()}>
          {t('common.cancel')}
        </button>
        <button type="button" class="primary big" disabled={!canSave} onClick={onSave} data-testid="ok">
          {t('common.ok')}
        </button>
      </div>
    </>
  );
}
