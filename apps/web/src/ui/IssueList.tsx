// The problems core found, each sentence as core wrote it (English) under a translated
// heading by issue code when one exists; announced politely to screen readers. An issue that
// arose in another hand than the one being changed is headed by it ("Hand 5: ..."), and a
// refusal can lead with why (`lead`) and take the focus (`focus`), scrolled into view, so a
// refusal is seen where the user acted, even at phone width.

import type { Issue } from '@mahjong-ledger/core';
import { useEffect, useRef } from 'preact/hooks';
import { locale, t, tDynamic } from '../i18n/index.ts';
import type { PlacedIssue } from './labels.ts';

/** Issue codes of the app's own, whose translation is the whole message (no English from core). */
const OWN_CODES: ReadonlySet<string> = new Set(['unreadable_file', 'adjust_unchanged']);

function issueText(i: Issue): string {
  if (OWN_CODES.has(i.code)) return tDynamic(`issue.${i.code}`, i.message);
  return locale() === 'en' ? i.message : `${tDynamic(`issue.${i.code}`, i.code)} (${i.message})`;
}

export function IssueList({
  id,
  issues,
  lead,
  focus,
}: {
  id?: string;
  issues: readonly PlacedIssue[];
  /** Why the change was refused, said before the issues. */
  lead?: string;
  /** Takes the focus (and is scrolled into view) when shown. */
  focus?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!focus || !el) return;
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center' });
  }, [focus, issues]);
  const items = issues.map((i, n) => (
    <li key={`${i.code}-${n}`} data-code={i.code}>
      {i.place ? t('issue.placed', { place: i.place, message: issueText(i) }) : issueText(i)}
    </li>
  ));
  // The same live region either way: a list alone, or the reason with the list under it.
  const region = {
    id,
    ref,
    role: 'status',
    'aria-live': 'polite',
    'data-testid': 'issues',
    tabIndex: focus ? -1 : undefined,
  } as const;
  // The live region is a box round the list, not the list itself: a role on the list would
  // take its list semantics away, and its items would be read as no list's.
  if (!lead)
    return (
      <div class="issues" {...region}>
        <ul>{items}</ul>
      </div>
    );
  return (
    <div class="issues refusal" {...region}>
      <p>{lead}</p>
      <ul>{items}</ul>
    </div>
  );
}
