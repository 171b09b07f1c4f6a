// History ("Prev"): every hand of the game with both score boxes; any hand can be edited or
// deleted, and core replays the game so every later score follows. Hands are numbered from 1
// (handNumber: an instant payout is no hand), as the edit screens' titles name them. A referee's
// score correction (an `adjust` event: entered on the adjustment screen, or in an imported game)
// is listed at its place with its note, the scores before and after it and its form (points
// given or taken, which an edit of an earlier hand carries through; or scores set outright,
// where such an edit stops); either can be edited (in its form, on the adjustment screen) and
// deleted. A tournament penalty (riichi) is listed at its place with who, the final points taken
// off and its reason; it moves no table points, so it shows none: it can be edited and deleted.
// A delete core refuses (a later hand would break) is said in the entry itself, naming that
// hand, and takes the focus. A delete's question names the later hands it changes (their dealer, honba or
// payments), as an edit lists them.

import type { HandRecord, RiichiRules, Seat } from '@mahjong-ledger/core';
import { findInstantBreakdown, parseTiles, removeEvent } from '@mahjong-ledger/core';
import type { ComponentChildren } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { handOfScore } from '../hand/draft.ts';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { InstantBox1, WinBox1 } from '../score/FamilyBox1.tsx';
import { chomboRemark, ScoreBox2, ScoreChanges } from '../score/ScoreBox2.tsx';
import { finalPoints } from '../ui/format.ts';
import { IssueList } from '../ui/IssueList.tsx';
import { type PlacedIssue, placeIssues, resultLabel, roundLabel, roundName } from '../ui/labels.ts';
import { type FamilyUi, familyUi } from './families.ts';
import { type AdjustEntry, historyEntries, type PenaltyEntry } from './historyEntries.ts';
import { takesText } from './PenaltyScreen.tsx';
import { laterChanges } from './ripple.ts';
import { removeHand, useStore } from './store.ts';
import { winTitle } from './WinScreen.tsx';

/** A delete core refused: the entry (its event's index) and why. */
interface Refusal {
  index: number;
  issues: PlacedIssue[];
}

export function HistoryScreen() {
  const { game } = useStore();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const entries = useMemo(() => (game ? historyEntries(game.doc, game.state) : []), [game?.doc, game?.state]);
  // A refusal is about the game as it was: a change to the game (a delete done) drops it.
  useEffect(() => setRefusal(null), [game?.doc]);
  if (!game || !ui) return null;
  const names = game.state.config.players;
  const remove = (index: number, question: string) => {
    // The later hands the delete changes (core replays them), named in the question.
    const without = removeEvent(game.doc, index);
    const later = without.ok
      ? laterChanges(game.state.history, without.value.state.history, index, { removed: true })
      : [];
    const changes = later.length
      ? `\n\n${t('history.delete_changes', {
          hands: later
            .map((c) =>
              t(c.record.result.kind === 'instant' ? 'issue.at_instant' : 'history.hand_n', { n: c.number }),
            )
            .join(t('entry.later_sep')),
        })}`
      : '';
    if (!confirm(question + changes)) return;
    const problems = removeHand(index);
    if (problems.length === 0) {
      // The entry (and its Delete button) is gone: the focus goes on from the list's heading.
      setRefusal(null);
      document.getElementById('history-title')?.focus({ preventScroll: true });
      return;
    }
    setRefusal({
      index,
      issues: placeIssues(problems, game.doc.events, game.state.history, { removed: index }),
    });
  };
  const refused = (index: number) =>
    refusal?.index === index ? (
      <IssueList
        issues={refusal.issues}
        lead={refusal.issues.some((i) => i.place) ? t('history.delete_refused') : undefined}
        focus
      />
    ) : null;
  return (
    <section class="screen history-screen" aria-labelledby="history-title">
      <h2 id="history-title" tabIndex={-1}>
        {t('history.title')}
      </h2>
      {entries.length === 0 && <p class="muted">{t('history.empty')}</p>}
      <ol class="history" reversed>
        {[...entries].reverse().map((e) =>
          e.kind === 'penalty' ? (
            <PenaltyItem
              key={e.index}
              entry={e}
              ui={ui}
              names={names}
              onDelete={() =>
                remove(
                  e.index,
                  t('history.confirm_delete_penalty', {
                    name: names[e.seat]!,
                    when: adjustWhen(e),
                    round: e.afterEnd ? t('history.after_end') : roundName(e.round),
                  }),
                )
              }
              refusal={refused(e.index)}
            />
          ) : e.kind === 'adjust' ? (
            <AdjustItem
              key={e.index}
              entry={e}
              ui={ui}
              names={names}
              onDelete={() =>
                remove(
                  e.index,
                  t('history.confirm_delete_adjust', {
                    when: adjustWhen(e),
                    round: e.afterEnd ? t('history.after_end') : roundName(e.round),
                  }),
                )
              }
              refusal={refused(e.index)}
            />
          ) : (
            <HistoryItem
              key={e.record.eventIndex}
              record={e.record}
              number={e.number}
              ui={ui}
              names={names}
              event={game.doc.events[e.record.eventIndex]}
              onDelete={() =>
                remove(
                  e.record.eventIndex,
                  t(
                    e.record.result.kind === 'instant'
                      ? 'history.confirm_delete_instant'
                      : 'history.confirm_delete',
                    {
                      n: e.number,
                      round: roundName(e.record.round),
                    },
                  ),
                )
              }
              refusal={refused(e.record.eventIndex)}
            />
          ),
        )}
      </ol>
    </section>
  );
}

/** Where a score correction (or penalty) stands in the game: before the first hand, or after hand n. */
const adjustWhen = (entry: AdjustEntry | PenaltyEntry) =>
  entry.handsBefore === 0 ? t('history.adjust_start') : t('history.adjust_after', { n: entry.handsBefore });

/** A referee's score correction: its note, and each player's score before and as set. */
function AdjustItem({
  entry,
  ui,
  names,
  onDelete,
  refusal,
}: {
  entry: AdjustEntry;
  ui: FamilyUi;
  names: readonly string[];
  onDelete(): void;
  refusal: ComponentChildren;
}) {
  return (
    <li class="history-item adjust" data-testid={`adjust-${entry.index}`}>
      <details>
        <summary>
          <span class="round">
            {adjustWhen(entry)} · {entry.afterEnd ? t('history.after_end') : roundLabel(entry.round, ui.id)}
          </span>
          <span class="what">
            {entry.note ? t('history.adjust_note', { note: entry.note }) : t('history.adjust')}
          </span>
        </summary>
        <section class="box" aria-label={t('history.adjust')} data-testid="adjust-scores">
          <ScoreChanges
            names={names}
            deltas={names.map((_, seat) => entry.after[seat]! - entry.before[seat]!)}
            before={entry.before}
            after={entry.after}
            unit={ui.unit}
          />
          {ui.id !== 'singapore' && (
            <p class="muted small">
              {t('history.adjust_sticks', { before: entry.sticksBefore, after: entry.sticksAfter })}
            </p>
          )}
          <p class="muted small" data-testid="adjust-form">
            {t(entry.form === 'deltas' ? 'history.adjust_deltas' : 'history.adjust_outright')}
          </p>
        </section>
        <EntryEditActions onEdit={() => go('adjust', { edit: entry.index })} onDelete={onDelete} />
        {refusal}
      </details>
    </li>
  );
}

/** An entry's Edit (on its own screen) and Delete (asked first, by the caller) buttons. */
function EntryEditActions({ onEdit, onDelete }: { onEdit(): void; onDelete(): void }) {
  return (
    <div class="actions">
      <button type="button" onClick={onEdit} data-testid="edit">
        {t('history.edit')}
      </button>
      <button type="button" class="danger" onClick={onDelete}>
        {t('history.delete')}
      </button>
    </div>
  );
}

/** A tournament penalty: who, the final points taken off and why; it moves no table points. */
function PenaltyItem({
  entry,
  ui,
  names,
  onDelete,
  refusal,
}: {
  entry: PenaltyEntry;
  ui: FamilyUi;
  names: readonly string[];
  onDelete(): void;
  refusal: ComponentChildren;
}) {
  const said = { name: names[entry.seat]!, points: finalPoints(entry.points) };
  return (
    <li class="history-item penalty" data-testid={`penalty-${entry.index}`}>
      <details>
        <summary>
          <span class="round">
            {adjustWhen(entry)} · {entry.afterEnd ? t('history.after_end') : roundLabel(entry.round, ui.id)}
          </span>
          <span class="what">
            {entry.note
              ? t('history.penalty_note', { ...said, note: entry.note })
              : t('history.penalty_summary', said)}
          </span>
        </summary>
        <section class="box" aria-label={t('history.penalty')} data-testid="penalty-detail">
          <p>{takesText(-entry.points, names[entry.seat]!)}</p>
          <p class="muted small">{t('history.penalty_table')}</p>
        </section>
        <EntryEditActions onEdit={() => go('penalty', { edit: entry.index })} onDelete={onDelete} />
        {refusal}
      </details>
    </li>
  );
}

interface HistoryItemProps {
  record: HandRecord;
  /** The hand's number (an instant payout's: the hand it was paid in), as the edit screen's title says. */
  number: number;
  ui: FamilyUi;
  names: readonly string[];
  event: unknown;
  onDelete(): void;
  /** Why its delete was refused, said in the entry. */
  refusal: ComponentChildren;
}

function HistoryItem({ record, number, ui, names, event, onDelete, refusal }: HistoryItemProps) {
  const ev = event as {
    type: string;
    result?: {
      kind: string;
      wins?: { winner: Seat; score: { mode: string; hand?: string; win?: string; bonus?: string } }[];
    };
  };
  const isWin = record.result.kind === 'win';
  const instant = record.result.kind === 'instant' ? record.result : null;
  const instantTiles = instant ? parseTiles(instant.bonus) : null;
  const instantBox = findInstantBreakdown(record);
  const which = `${t(instant ? 'history.during_hand' : 'history.hand_n', { n: number })} · ${roundLabel(record.round, ui.id)}`;
  return (
    <li class="history-item" data-testid={`hand-${record.eventIndex}`}>
      <details>
        <summary>
          <span class="round">{which}</span>
          <span class="what">{resultLabel(record.result, names, ui.id)}</span>
        </summary>
        {isWin &&
          record.breakdowns.map(
            (b) =>
              'winner' in b && (
                <WinBox1
                  key={b.winner}
                  title={winTitle(ui, names, b)}
                  context={which}
                  hand={handOfScore(ev.result?.wins?.find((w) => w.winner === b.winner)?.score)}
                  breakdown={b}
                  dealer={record.dealer}
                />
              ),
          )}
        {instant && instantBox && (
          <InstantBox1
            title={`${names[instant.seat]} · ${t('box1.instant')}`}
            context={which}
            data={instantBox}
            names={names}
            bonus={instantTiles?.ok ? instantTiles.value : []}
          />
        )}
        <ScoreBox2
          family={ui.id}
          unit={ui.unit}
          payment={record.payment}
          names={names}
          before={record.scoresBefore}
          after={record.scoresAfter}
          remark={chomboRemark(record.result, ui.id === 'riichi' ? (ui.rules as RiichiRules) : {}, names)}
          context={which}
        />
        {(ev.type === 'hand' || ev.type === 'instant') && (
          <EntryEditActions
            onEdit={() => go(instant ? 'instant' : isWin ? 'win' : 'draw', { edit: record.eventIndex })}
            onDelete={onDelete}
          />
        )}
        {refusal}
      </details>
    </li>
  );
}
