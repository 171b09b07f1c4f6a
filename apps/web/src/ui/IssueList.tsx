// The problems core found, each sentence as core wrote it (English) under a translated
// heading by issue code when one exists; announced politely to screen readers.

import type { Issue } from '@mahjong-ledger/core';
import { locale, tDynamic } from '../i18n/index.ts';

export function IssueList({ id, issues }: { id?: string; issues: readonly Issue[] }) {
  return (
    <ul id={id} class="issues" role="status" aria-live="polite" data-testid="issues">
      {issues.map((i, n) => (
        <li key={`${i.code}-${n}`} data-code={i.code}>
          {locale() === 'en' ? i.message : `${tDynamic(`issue.${i.code}`, i.code)} (${i.message})`}
        </li>
      ))}
    </ul>
  );
}
