// Hash routing between screens (`#/table`, `#/win?edit=3` ...): works offline and from any
// base path, and the browser's back button moves between screens.

import { useEffect, useState } from 'preact/hooks';

export type Screen =
  | 'new'
  | 'table'
  | 'win'
  | 'draw'
  | 'instant'
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
