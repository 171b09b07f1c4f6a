// IndexedDB persistence (through idb): every game document by id, its riichi declarations in
// progress, and which game is open. Only the event log is stored; the state is replayed.
// The open game is mirrored in localStorage too: IndexedDB can stall for seconds right after a
// reload, and the mirror (written with every save, read synchronously) brings the game back at
// once; IndexedDB stays the store of every game.

import type { GameDocument, Seat } from '@mahjong-ledger/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface SavedGame {
  id: string;
  doc: GameDocument;
  /** Riichi declared in the hand being played (not yet an event). */
  riichi: Seat[];
  updated: number;
}

interface LedgerDB extends DBSchema {
  games: { key: string; value: SavedGame };
  meta: { key: string; value: string };
}

let db: Promise<IDBPDatabase<LedgerDB>> | null = null;

function open(): Promise<IDBPDatabase<LedgerDB>> {
  db ??= openDB<LedgerDB>('mahjong-ledger', 1, {
    upgrade(d) {
      d.createObjectStore('games', { keyPath: 'id' });
      d.createObjectStore('meta');
    },
  });
  return db;
}

// Close the connection when the page goes away, so the next page (a reload) does not wait
// for the old connection to be torn down before its own open and reads are served.
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    const d = db;
    db = null;
    void d?.then((x) => x.close()).catch(() => {});
  });
}

const MIRROR = 'mahjong-ledger:current-game';

function writeMirror(game: SavedGame | null): void {
  try {
    if (game) localStorage.setItem(MIRROR, JSON.stringify(game));
    else localStorage.removeItem(MIRROR);
  } catch {
    // No localStorage (or full): IndexedDB alone keeps the game.
  }
}

function readMirror(): SavedGame | null {
  try {
    const text = localStorage.getItem(MIRROR);
    const game = text ? (JSON.parse(text) as SavedGame) : null;
    return game && typeof game.id === 'string' && game.doc ? game : null;
  } catch {
    return null;
  }
}

export async function saveGame(game: SavedGame): Promise<void> {
  writeMirror(game);
  const d = await open();
  const tx = d.transaction(['games', 'meta'], 'readwrite');
  await Promise.all([
    tx.objectStore('games').put(game),
    tx.objectStore('meta').put(game.id, 'current'),
    tx.done,
  ]);
}

async function readCurrent(): Promise<SavedGame | null> {
  const d = await open();
  const id = await d.get('meta', 'current');
  return id ? ((await d.get('games', id)) ?? null) : null;
}

/**
 * The game that was open. Opening the database right after a reload can stall while the
 * previous page's connection closes, so a read that takes too long is retried on a new
 * connection. The localStorage mirror, when there is one, answers first.
 */
export async function loadCurrentGame(attempts = 4): Promise<SavedGame | null> {
  const mirrored = readMirror();
  if (mirrored) return mirrored;
  for (let i = 1; ; i++) {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1500 * i));
    const r = await Promise.race([readCurrent(), timeout]);
    if (r !== 'timeout') return r;
    if (i >= attempts) throw new Error('IndexedDB did not answer');
    console.warn(`IndexedDB read stalled; retrying on a new connection (${i})`);
    db = null;
  }
}

export async function listGames(): Promise<SavedGame[]> {
  const d = await open();
  const all = await d.getAll('games');
  return all.sort((a, b) => b.updated - a.updated);
}

export async function loadGame(id: string): Promise<SavedGame | null> {
  return (await (await open()).get('games', id)) ?? null;
}

export async function deleteGame(id: string): Promise<void> {
  const d = await open();
  if (readMirror()?.id === id) writeMirror(null);
  await d.delete('games', id);
  if ((await d.get('meta', 'current')) === id) await d.delete('meta', 'current');
}
