// History ("Prev"): every hand of the game with both score boxes; any hand can be edited or
// deleted, and core replays the game so every later score follows.

import type { HandRecord, Issue, RiichiWinBreakdown } from '@mahjong-ledger/core';
import { parseHand } from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { ScoreBox1 } from '../score/ScoreBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { IssueList } from '../ui/IssueList.tsx';
import { resultLabel, roundLabel } from '../ui/labels.ts';
import { removeHand, useStore } from './store.ts';

export function HistoryScreen() {
  const { game } = useStore();
  const [issues, setIssues] = useState<Issue[]>([]);
  if (!game) return null;
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
  names: readonly string[];
  event: unknown;
  onDelete(): void;
}

function HistoryItem({ record, names, event, onDelete }: HistoryItemProps) {
  const ev = event as {
    type: string;
    result?: { kind: string; wins?: { score: { mode: string; hand?: string; win?: string } }[] };
  };
  const isWin = record.result.kind === 'win';
  return (
    <li class="history-item" data-testid={`hand-${record.eventIndex}`}>
      <details>
        <summary>
          <span class="round">{roundLabel(record.round)}</span>
          <span class="what">{resultLabel(record.result, names)}</span>
        </summary>
        {isWin &&
          (record.breakdowns as RiichiWinBreakdown[]).map((b, i) => {
            const s = ev.result?.wins?.[i]?.score;
            const hand = s?.mode === 'hand' && s.hand ? parseHand(s.hand, s.win) : null;
            return (
              <ScoreBox1
                key={i}
                title={`${names[b.winner]} · ${b.from === null ? t('win.tsumo') : t('win.ron_from', { from: names[b.from]! })}`}
                hand={hand?.ok ? hand.value : null}
                data={b}
              />
            );
          })}
        <ScoreBox2
          payment={record.payment}
          names={names}
          before={record.scoresBefore}
          after={record.scoresAfter}
        />
        {ev.type === 'hand' && (
          <div class="actions">
            <button
              type="button"
              onClick={() => go(isWin ? 'win' : 'draw', { edit: record.eventIndex })}
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
