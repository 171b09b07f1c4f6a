// The app shell: a header with the round and save status, the current screen, and a tab bar
// within thumb reach at the bottom. Without an open game, the table tabs lead to a new game.
// On every change of screen (not the first load) the focus moves to the new screen's heading,
// so a screen reader says where it is and the keyboard goes on from there, not from the top.

import { useEffect, useRef, useState } from 'preact/hooks';
import { ChartsScreen } from './charts/ChartsScreen.tsx';
import { AdjustScreen } from './game/AdjustScreen.tsx';
import { CalcScreen } from './game/CalcScreen.tsx';
import { DrawScreen } from './game/DrawScreen.tsx';
import { EndScreen } from './game/EndScreen.tsx';
import { HistoryScreen } from './game/HistoryScreen.tsx';
import { InstantScreen } from './game/InstantScreen.tsx';
import { MenuScreen } from './game/MenuScreen.tsx';
import { NewGameScreen } from './game/NewGameScreen.tsx';
import { PenaltyScreen } from './game/PenaltyScreen.tsx';
import { type Store, useStore } from './game/store.ts';
import { TableScreen } from './game/TableScreen.tsx';
import { WinScreen } from './game/WinScreen.tsx';
import type { MessageKey } from './i18n/en.ts';
import { onLocaleChange, t } from './i18n/index.ts';
import { type Screen, useRoute } from './router.ts';
import { roundLabel } from './ui/labels.ts';

const TABS: readonly { screen: Screen; key: MessageKey; icon: string }[] = [
  { screen: 'table', key: 'nav.table', icon: '◼' },
  { screen: 'history', key: 'nav.history', icon: '↺' },
  { screen: 'charts', key: 'nav.charts', icon: '▦' },
  { screen: 'calc', key: 'nav.calc', icon: '±' },
  { screen: 'menu', key: 'nav.menu', icon: '≡' },
];

/** The header's save status, by the store's state. */
const SAVE_STATE_KEY: Record<Store['saved'], MessageKey> = {
  saved: 'app.saved',
  saving: 'app.saving',
  conflict: 'app.save_conflict',
  error: 'app.save_error',
};

/** Focuses the screen's main heading (the main region when it has none), without scrolling. */
function focusScreen(): void {
  const main = document.getElementById('main');
  if (!main) return;
  const heading = main.querySelector<HTMLElement>('h2');
  if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  (heading ?? main).focus({ preventScroll: true });
}

export function App() {
  const [, rerender] = useState(0);
  useEffect(() => onLocaleChange(() => rerender((n) => n + 1)), []);
  const store = useStore();
  const route = useRoute();
  // The route of the first load is left alone: the page's own focus stays where the browser put it.
  const firstRoute = useRef(route);
  useEffect(() => {
    if (route !== firstRoute.current) focusScreen();
  }, [route]);
  const game = store.game;
  const needsGame = (s: Screen) =>
    s === 'table' ||
    s === 'win' ||
    s === 'draw' ||
    s === 'instant' ||
    s === 'adjust' ||
    s === 'penalty' ||
    s === 'history' ||
    s === 'end';
  let screen: Screen = route.screen ?? (game ? 'table' : 'new');
  if (store.ready && !game && needsGame(screen)) screen = 'new';

  return (
    <div class="shell">
      <header class="topbar">
        <h1>
          <a href="#/table">{t('app.title')}</a>
        </h1>
        {game && (
          <p class="round" data-testid="round">
            {game.state.finished
              ? t('table.finished')
              : roundLabel(game.state.round, game.state.config.family)}
          </p>
        )}
        {game && (
          <span class={`saved ${store.saved}`} data-testid="saved" data-state={store.saved} role="status">
            {t(SAVE_STATE_KEY[store.saved])}
          </span>
        )}
      </header>
      <main id="main" tabIndex={-1}>
        {game && store.saved === 'error' && (
          // "Not saved" alone said neither why nor what to do: the browser refused the write
          // (storage full, or blocked), the game is on this page only until a later save passes.
          <p class="notice" role="alert" data-testid="save-error">
            {t('app.save_error_help')} <a href="#/menu">{t('nav.menu')}</a>
          </p>
        )}
        {!store.ready && (route.screen === undefined || needsGame(screen)) ? (
          <p class="muted">{t('app.loading')}</p>
        ) : (
          <CurrentScreen screen={screen} params={route.params} />
        )}
      </main>
      <nav class="tabbar" aria-label={t('nav.label')}>
        {TABS.map((tab) => (
          <a
            key={tab.screen}
            href={`#/${tab.screen}`}
            aria-current={screen === tab.screen ? 'page' : undefined}
          >
            <span aria-hidden="true" class="tab-icon">
              {tab.icon}
            </span>
            {t(tab.key)}
          </a>
        ))}
      </nav>
    </div>
  );
}

function CurrentScreen({ screen, params }: { screen: Screen; params: URLSearchParams }) {
  const edit = params.has('edit') ? Number(params.get('edit')) : null;
  switch (screen) {
    case 'new':
      return <NewGameScreen />;
    case 'table':
      return <TableScreen />;
    case 'win':
      return <WinScreen key={`win-${edit}`} edit={edit} />;
    case 'draw':
      return <DrawScreen key={`draw-${edit}`} edit={edit} />;
    case 'instant':
      return <InstantScreen key={`instant-${edit}`} edit={edit} />;
    case 'adjust':
      return <AdjustScreen key={`adjust-${edit}`} edit={edit} />;
    case 'penalty':
      // Opened from the settlement, a new penalty goes back there (its effect is seen there).
      return (
        <PenaltyScreen
          key={`penalty-${edit}`}
          edit={edit}
          from={params.get('from') === 'end' ? 'end' : 'table'}
        />
      );
    case 'history':
      return <HistoryScreen />;
    case 'end':
      return <EndScreen />;
    case 'charts':
      return <ChartsScreen />;
    case 'calc':
      return <CalcScreen />;
    case 'menu':
      return <MenuScreen />;
  }
}
