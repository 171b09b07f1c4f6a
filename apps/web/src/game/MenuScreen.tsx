// Menu: language, the saved games (resume or delete), a new game, and the open game's export
// (the JSON game document, or CSV of its hands) and import of a game document (a file that
// cannot be read is said, "could not read this file", and nothing is saved).

import { exportCsv, type Issue, serializeGame } from '@mahjong-ledger/core';
import { useEffect, useState } from 'preact/hooks';
import { LOCALES, type Locale, locale, setLocale, t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { IssueList } from '../ui/IssueList.tsx';
import { listGames, type SavedGame } from './db.ts';
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

export function MenuScreen() {
  const { game } = useStore();
  const [games, setGames] = useState<SavedGame[]>([]);
  const [issues, setIssues] = useState<Issue[]>([]);
  const refresh = () => void listGames().then(setGames, () => setGames([]));
  useEffect(refresh, [game?.id]);
  const stamp = new Date().toISOString().slice(0, 10);

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
            <button
              type="button"
              onClick={() =>
                download(`mahjong-game-${stamp}.json`, 'application/json', serializeGame(game.doc))
              }
              data-testid="export-json"
            >
              {t('menu.export_json')}
            </button>
            <button
              type="button"
              onClick={() => download(`mahjong-game-${stamp}.csv`, 'text/csv', exportCsv(game.state))}
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
            // The same file can be chosen again (after it was fixed).
            input.value = '';
            if (problems.length === 0) go('table');
          }}
        />
      </div>
      {issues.length > 0 && <IssueList issues={issues} />}
      <h3>{t('menu.saved_games')}</h3>
      {games.length === 0 && <p class="muted">{t('menu.no_games')}</p>}
      <ul class="games">
        {games.map((g) => {
          const start = g.doc.events[0];
          const players = start?.type === 'start' ? start.config.players.join(' · ') : g.id;
          return (
            <li key={g.id} class={game?.id === g.id ? 'current' : undefined}>
              <span>
                <strong>{players}</strong>
                <span class="muted small"> {new Date(g.updated).toLocaleString(locale())}</span>
              </span>
              <span class="actions">
                <button
                  type="button"
                  onClick={async () => {
                    const problems = await resumeGame(g.id);
                    setIssues(problems);
                    if (problems.length === 0) go('table');
                  }}
                >
                  {t('menu.resume')}
                </button>
                <button
                  type="button"
                  class="danger"
                  onClick={async () => {
                    if (confirm(t('menu.confirm_delete'))) {
                      await forgetGame(g.id);
                      refresh();
                    }
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
