// History ("Prev"): every hand of the game with both score boxes; any hand can be edited or
// deleted, and core replays the game so every later score follows. Hands are numbered from 1
// (handNumber: an instant payout is no hand), as the edit screens' titles name them.

import type { HandRecord, Issue, Seat, SingaporeInstantBreakdown } from '@mahjong-ledger/core';
import { parseTiles } from '@mahjong-ledger/core';
import { useMemo, useState } from 'preact/hooks';
import { handOfScore } from '../hand/draft.ts';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { InstantBox1, WinBox1 } from '../score/FamilyBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { IssueList } from '../ui/IssueList.tsx';
import { handNumber, resultLabel, roundLabel } from '../ui/labels.ts';
import { type FamilyUi, familyUi } from './families.ts';
import { removeHand, useStore } from './store.ts';
import { winTitle } from './WinScreen.tsx';

export function HistoryScreen() {
  const { game } = useStore();
  const [issues, setIssues] = useState<Issue[]>([]);
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  if (!game || !ui) return null;
  const names = game.state.config.players;
  const hands = game.state.history;
  return (
    <section class="screen history-screen" aria-labelledby="history-title">
      <h2 id="history-title">{t('history.title')}</h2>
      {hands.length === 0 && <p class="muted">{t('history.empty')}</p>}
      {issues.length > 0 && <IssueList issues={issues} />}
      <ol class="history" reversed>
        {[...hands].reverse().map((h) => (
          <HistoryItem
            key={h.eventIndex}
            record={h}
            number={handNumber(hands, h.eventIndex)}
            ui={ui}
            names={names}
            event={game.doc.events[h.eventIndex]}
            onDelete={() => {
              if (confirm(t('history.confirm_delete'))) setIssues(removeHand(h.eventIndex));
            }}
          />
        ))}
      </ol>
    </section>
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
}

function HistoryItem({ record, number, ui, names, event, onDelete }: HistoryItemProps) {
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
  return (
    <li class="history-item" data-testid={`hand-${record.eventIndex}`}>
      <details>
        <summary>
          <span class="round">
            {t(instant ? 'history.during_hand' : 'history.hand_n', { n: number })} ·{' '}
            {roundLabel(record.round, ui.id)}
          </span>
          <span class="what">{resultLabel(record.result, names, ui.id)}</span>
        </summary>
        {isWin &&
          (record.breakdowns as { winner: Seat; from: Seat | null }[]).map((b, i) => (
            <WinBox1
              key={i}
              family={ui.id}
              title={winTitle(ui, names, b)}
              hand={handOfScore(
                (ev.result?.wins?.find((w) => w.winner === b.winner) ?? ev.result?.wins?.[i])?.score,
              )}
              breakdown={b}
            />
          ))}
        {instant && (
          <InstantBox1
            title={`${names[instant.seat]} · ${t('box1.instant')}`}
            data={record.breakdowns[0] as SingaporeInstantBreakdown}
            bonus={instantTiles?.ok ? instantTiles.value : []}
          />
        )}
        <ScoreBox2
          unit={ui.unit}
          payment={record.payment}
          names={names}
          before={record.scoresBefore}
          after={record.scoresAfter}
        />
        {(ev.type === 'hand' || ev.type === 'instant') && (
          <div class="actions">
            <button
              type="button"
              onClick={() => go(instant ? 'instant' : isWin ? 'win' : 'draw', { edit: record.eventIndex })}
              data-testid="edit"
            >
              {t('history.edit')}
            </button>
            <button type="button" class="danger" onClick={onDelete}>
              {t('history.delete')}
            </button>
          </div>
        )}
      </details>
    </li>
  );
}
