// Menu: language, the saved games (resume, download or delete), a new game, and the open game's
// export (the JSON game document, or CSV of its hands) and import of a game document (a file that
// cannot be read is said, "could not read this file", and nothing is saved).
// A file is named by the local date and time of the export and the game's players
// (exportName.ts). Every saved game can be downloaded as stored, one that no longer replays too
// (saved by an older version with rules core now refuses, or by a newer one): it cannot be
// opened, and its file is the way to fix it and import it again, so no saved game is ever out of
// reach.

import { exportCsv, type GameDocument, type Issue, replayGame, serializeGame } from '@mahjong-ledger/core';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { LOCALES, type Locale, locale, setLocale, t, tCount } from '../i18n/index.ts';
import { go } from '../router.ts';
import { IssueList } from '../ui/IssueList.tsx';
import { roundName } from '../ui/labels.ts';
import { listGames, type SavedGame } from './db.ts';
import { exportFileName } from './exportName.ts';
import { unreadableFile } from './gameFile.ts';
import { closeGame, forgetGame, importDocument, resumeGame, useStore } from './store.ts';

const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', ja: '日本語', zh: '中文' };

function download(name: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * A game document's players, read with care since a game that does not replay may have any
 * shape (undefined when it names none).
 */
function playersOf(doc: GameDocument | undefined): unknown {
  const start = (doc as Partial<GameDocument> | undefined)?.events?.[0];
  return start?.type === 'start' ? start.config?.players : undefined;
}

/** A saved game's name in the list: its players (its id when it names no players). */
function gameName(g: SavedGame): string {
  const players = playersOf(g.doc);
  return Array.isArray(players) ? players.join(' · ') : g.id;
}

/**
 * What tells two saved games of the same players apart: the family, the hands played, and the
 * round it stands at or that it is over ("Riichi · 7 hands · at South 2"). Empty for a game
 * that does not replay (its Open says why).
 */
function gameSummary(g: SavedGame): string {
  let state: ReturnType<typeof replayGame>;
  try {
    state = replayGame(g.doc);
  } catch {
    return '';
  }
  if (!state.ok) return '';
  const s = state.value;
  const hands = s.history.filter((h) => h.result.kind !== 'instant').length;
  return [
    t(`family.${s.config.family}`),
    tCount('menu.game_hands', hands, { n: hands }),
    s.finished ? t('menu.game_over') : t('menu.game_at', { round: roundName(s.round) }),
  ].join(' · ');
}

export function MenuScreen() {
  const { game } = useStore();
  const [games, setGames] = useState<SavedGame[]>([]);
  const [issues, setIssues] = useState<Issue[]>([]);
  // The issues are those of a saved game that would not open (it is kept: said under them).
  const [notOpened, setNotOpened] = useState(false);
  const refresh = () => void listGames().then(setGames, () => setGames([]));
  // Each game replayed once a listing (and a language), not at every render of the menu.
  const language = locale();
  const summaries = useMemo(() => new Map(games.map((g) => [g.id, gameSummary(g)])), [games, language]);
  useEffect(refresh, [game?.id]);
  // The game document as it is stored (it is not checked: a game that does not replay too),
  // named by the local date and time and its players.
  const downloadGame = (doc: GameDocument) =>
    download(exportFileName(playersOf(doc), 'json', new Date()), 'application/json', serializeGame(doc));

  return (
    <section class="screen menu-screen" aria-labelledby="menu-title">
      <h2 id="menu-title">{t('menu.title')}</h2>
      <div class="field">
        <label for="language">{t('menu.language')}</label>
        <select
          id="language"
          value={locale()}
          onChange={(e) => setLocale((e.target as HTMLSelectElement).value as Locale)}
        >
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
      <div class="actions">
        <button
          type="button"
          class="primary"
          onClick={() => {
            closeGame();
            go('new');
          }}
        >
          {t('menu.new_game')}
        </button>
      </div>
      {game && (
        <fieldset>
          <legend>{t('menu.this_game')}</legend>
          <div class="actions">
            <button type="button" onClick={() => downloadGame(game.doc)} data-testid="export-json">
              {t('menu.export_json')}
            </button>
            <button
              type="button"
              onClick={() =>
                // With a byte order mark: Excel reads a CSV without one in the system's code page,
                // so players' names in Japanese or Chinese came out garbled.
                download(
                  exportFileName(game.state.config.players, 'csv', new Date()),
                  'text/csv;charset=utf-8',
                  `\uFEFF${exportCsv(game.state)}`,
                )
              }
              data-testid="export-csv"
            >
              {t('menu.export_csv')}
            </button>
          </div>
        </fieldset>
      )}
      <div class="field">
        <label for="import">{t('menu.import')}</label>
        <input
          id="import"
          type="file"
          accept="application/json,.json"
          onChange={async (e) => {
            const input = e.target as HTMLInputElement;
            const file = input.files?.[0];
            if (!file) return;
            let problems: Issue[];
            try {
              problems = importDocument(await file.text());
            } catch {
              // A file the browser could not read (or any failure reading it): said, nothing saved.
              problems = [unreadableFile()];
            }
            setIssues(problems);
            setNotOpened(false);
            // The same file can be chosen again (after it was fixed).
            input.value = '';
            if (problems.length === 0) go('table');
          }}
        />
      </div>
      {issues.length > 0 && <IssueList issues={issues} />}
      {issues.length > 0 && notOpened && (
        <p role="status" data-testid="resume-kept">
          {t('menu.resume_kept')}
        </p>
      )}
      <h3 id="saved-games" tabIndex={-1}>
        {t('menu.saved_games')}
      </h3>
      {games.length === 0 && <p class="muted">{t('menu.no_games')}</p>}
      <ul class="games">
        {games.map((g) => {
          const players = gameName(g);
          const when = new Date(g.updated).toLocaleString(locale());
          const summary = summaries.get(g.id);
          return (
            <li key={g.id} class={game?.id === g.id ? 'current' : undefined}>
              <span>
                <strong>{players}</strong>
                <span class="muted small"> {when}</span>
                {summary && (
                  <span class="muted small game-summary" data-testid="game-summary">
                    {summary}
                  </span>
                )}
              </span>
              <span class="actions">
                <button
                  type="button"
                  onClick={async () => {
                    const problems = await resumeGame(g.id);
                    setIssues(problems);
                    setNotOpened(problems.length > 0);
                    if (problems.length === 0) go('table');
                  }}
                >
                  {t('menu.resume')}
                </button>
                <button
                  type="button"
                  aria-label={t('menu.download_game', { game: players })}
                  onClick={() => downloadGame(g.doc)}
                >
                  {t('menu.download')}
                </button>
                <button
                  type="button"
                  class="danger"
                  onClick={async (e) => {
                    if (!confirm(t('menu.confirm_delete', { game: players, when }))) return;
                    const at = [...document.querySelectorAll('.games .danger')].indexOf(e.currentTarget);
                    await forgetGame(g.id);
                    await listGames().then(setGames, () => setGames([]));
                    // The game's entry (and the button pressed) is gone: the focus goes to the
                    // next game's Delete, or the last one's, or the list's heading.
                    requestAnimationFrame(() => {
                      const left = [...document.querySelectorAll<HTMLElement>('.games .danger')];
                      (
                        left[Math.min(at, left.length - 1)] ?? document.getElementById('saved-games')
                      )?.focus();
                    });
                  }}
                >
                  {t('history.delete')}
                </button>
              </span>
            </li>
          );
        })}
      </ul>
      <p class="muted small">{t('menu.offline')}</p>
    </section>
  );
}
