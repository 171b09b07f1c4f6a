// Entry point: restores the open game from IndexedDB, mounts the app and registers the
// service worker (production builds only) so the app works offline after the first visit.

import { render } from 'preact';
import { App } from './App.tsx';
import { restore } from './game/store.ts';
import { locale } from './i18n/index.ts';
import './styles.css';

document.documentElement.lang = locale();
render(<App />, document.getElementById('app')!);
void restore();

if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('./sw.js').catch(() => {
      // no offline support in this browser session; the app still works online
    });
  });
}
