// Hash routing between screens (`#/table`, `#/win?edit=3` ...): works offline and from any
// base path, and the browser's back button moves between screens. Each page of the app in the
// tab's history knows how many of the app's pages are before it (`depth` in history.state), so
// Cancel goes back only to a page of the app: a screen opened in a new tab (a bookmarked edit)
// has none, and Cancel then goes to the screen given instead of leaving the app.

import { useEffect, useState } from 'preact/hooks';

export type Screen =
  | 'new'
  | 'table'
  | 'win'
  | 'draw'
  | 'instant'
  | 'adjust'
  | 'penalty'
  | 'history'
  | 'end'
  | 'charts'
  | 'calc'
  | 'menu';
const SCREENS: readonly Screen[] = [
  'new',
  'table',
  'win',
  'draw',
  'instant',
  'adjust',
  'penalty',
  'history',
  'end',
  'charts',
  'calc',
  'menu',
];

export interface Route {
  screen: Screen | null;
  params: URLSearchParams;
}

export function parseRoute(hash: string): Route {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const screen = (SCREENS as readonly string[]).includes(path) ? (path as Screen) : null;
  return { screen, params: new URLSearchParams(query) };
}

export function go(screen: Screen, params?: Record<string, string | number>): void {
  const q = params ? `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}` : '';
  location.hash = `#/${screen}${q}`;
}

/** The depth history.state holds for this page, or null for a page not yet seen. */
function depthOfState(): number | null {
  const d = (history.state as { depth?: unknown } | null)?.depth;
  return typeof d === 'number' && Number.isInteger(d) && d >= 0 ? d : null;
}

/** How many of the app's pages are before this one in the tab's history. */
let depth = 0;

function trackDepth(next: () => number): void {
  const known = depthOfState();
  depth = known ?? next();
  if (known === null) history.replaceState({ depth }, '');
}

if (typeof window !== 'undefined') {
  // The first page in this tab (a reload keeps its state); then each new page is one deeper,
  // and a page come back to (Back, Forward) says its own depth. Registered before any screen
  // listens, so the depth is known when a screen reads it.
  trackDepth(() => 0);
  window.addEventListener('hashchange', () => trackDepth(() => depth + 1));
}

/**
 * Leaves the screen for the one before it (Cancel): the previous page when it is the app's,
 * else (nothing of the app before it) `fallback`, in this page's place.
 */
export function back(fallback: Screen): void {
  if (depth > 0) {
    history.back();
    return;
  }
  history.replaceState({ depth: 0 }, '', `#/${fallback}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

export function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(location.hash));
  useEffect(() => {
    const f = () => {
      setRoute(parseRoute(location.hash));
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', f);
    return () => window.removeEventListener('hashchange', f);
  }, []);
  return route;
}
