// An entry screen's entry tried against core's ledger as it is typed (a win, a draw, an instant
// payout): what core finds wrong with it, the hand as the game would record it (for the score
// boxes), and saving it: appended as a new hand or replacing the edited one, after which the
// draft is forgotten and the screen gives way to the table (or the history, for an edit). An
// edit also says which later hands it changes (ripple.ts).

import type { FamilyId, GameEvent, HandRecord } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { go } from '../router.ts';
import { entryIssues } from '../ui/EntryActions.tsx';
import type { PlacedIssue } from '../ui/labels.ts';
import type { EntryDraft } from './entryDraft.ts';
import { type LaterChange, laterChanges } from './ripple.ts';
import { commitHand, type OpenGame, previewAppend, previewReplace, replaceHand } from './store.ts';

export interface EntryPreview {
  /** What core finds wrong with the entry as it stands; an issue of a later hand names it. */
  liveIssues: PlacedIssue[];
  /** The entry's record in the game with it: the new hand, or the edited one. */
  record: HandRecord | undefined;
  /** What was wrong when OK was last pressed. */
  saveIssues: PlacedIssue[];
  /** Saves the entry; true when it was kept (the draft is then cleared and the screen left). */
  save(): boolean;
  /** An edit: the later hands whose round or payments it changes. */
  later: LaterChange[];
  /** The game's players and family, as the later hands are named. */
  names: readonly string[];
  family: FamilyId;
}

/** `event` (null while the form is incomplete) for `edit` (null: a new hand) of `game`. */
export function useEntryPreview(
  game: OpenGame | null,
  event: GameEvent | null,
  edit: number | null,
  draft: Pick<EntryDraft<unknown>, 'clear'>,
): EntryPreview {
  const [saveIssues, setSaveIssues] = useState<PlacedIssue[]>([]);
  const preview = useMemo(
    () => (event ? (edit === null ? previewAppend(event) : previewReplace(edit, event)) : null),
    [JSON.stringify(event), edit, game?.doc],
  );
  const liveIssues = game && preview && !preview.ok ? entryIssues(preview.issues, game, edit) : [];
  const history = preview?.ok ? preview.value.state.history : undefined;
  const record = history
    ? edit === null
      ? history[history.length - 1]
      : history.find((h) => h.eventIndex === edit)
    : undefined;
  const later = useMemo(
    () =>
      game && edit !== null && preview?.ok
        ? laterChanges(game.state.history, preview.value.state.history, edit)
        : [],
    [preview, game?.state.history, edit],
  );
  const save = () => {
    if (!event || !game) return false;
    const problems = edit === null ? commitHand(event) : replaceHand(edit, event);
    setSaveIssues(entryIssues(problems, game, edit));
    if (problems.length !== 0) return false;
    draft.clear();
    go(edit === null ? 'table' : 'history');
    return true;
  };
  return {
    liveIssues,
    record,
    saveIssues,
    save,
    later,
    names: game?.state.config.players ?? [],
    family: game?.state.config.family ?? 'riichi',
  };
}
