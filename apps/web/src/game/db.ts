// IndexedDB persistence (through idb): every game document by id, its riichi declarations in
// progress, and which game is open. Only the event log is stored; the state is replayed.
// The open game is mirrored in localStorage too: IndexedDB can stall for seconds right after a
// reload, and the mirror (written with every save, read synchronously) brings the game back at
// once; IndexedDB stays the store of every game.
// Two windows (tabs) may have one game open. Each save names the revision it replaces and is
// refused if the stored game is another (`SaveConflict`): a window never writes over a change
// it has not seen (store.ts reloads the stored game and says so).

import type { GameDocument, Seat } from '@mahjong-ledger/core';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

export interface SavedGame {
  id: string;
  doc: GameDocument;
  /** Riichi declared in the hand being played (not yet an event). */
  riichi: Seat[];
  updated: number;
  /**
   * This save's token, new for every save (a random string; absent in games saved before
   * revisions were kept). A save replaces only the revision it names.
   */
  revision?: string;
  /**
   * The revisions this one was made from that the database may hold when it is read back (from
   * the mirror after a reload, see store.ts): the one its window last knew to be stored (null:
   * none), then that window's saves still in flight, oldest first.
   */
  madeFrom?: (string | null)[];
}

/** A save refused because the stored game is not the revision the save replaces. */
export class SaveConflict extends Error {
  readonly stored: SavedGame;
  constructor(stored: SavedGame) {
    super(`game ${stored.id} was saved by another window`);
    this.stored = stored;
  }
}

/** A new revision token: unique enough that two windows never draw the same. */
export function newRevision(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
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

/** Copies the open game (as it is about to be saved) to localStorage, at once. */
export function writeMirror(game: SavedGame | null): void {
  try {
    if (game) localStorage.setItem(MIRROR, JSON.stringify(game));
    else localStorage.removeItem(MIRROR);
  } catch {
    // No localStorage (or full): IndexedDB alone keeps the game.
  }
}

/** The mirrored open game, if there is a readable one. */
export function readMirror(): SavedGame | null {
  try {
    const text = localStorage.getItem(MIRROR);
    const game = text ? (JSON.parse(text) as SavedGame) : null;
    return game && typeof game.id === 'string' && game.doc ? game : null;
  } catch {
    return null;
  }
}

/**
 * Saves a game over the stored revision `base` (undefined: a game never saved, or saved before
 * revisions). If the stored game has another revision, nothing is written and the promise
 * rejects with `SaveConflict`, carrying the stored game. A game no longer stored (deleted in
 * another window) is written again: the window saving it is in the middle of playing it.
 * The check and the write are one IndexedDB transaction, so two windows cannot both pass it.
 */
export async function saveGame(game: SavedGame, base: string | undefined): Promise<void> {
  const d = await open();
  const tx = d.transaction(['games', 'meta'], 'readwrite');
  const games = tx.objectStore('games');
  const stored = await games.get(game.id);
  if (stored && stored.revision !== base) {
    await tx.done;
    throw new SaveConflict(stored);
  }
  await Promise.all([games.put(game), tx.objectStore('meta').put(game.id, 'current'), tx.done]);
}

async function readCurrent(): Promise<SavedGame | null> {
  const d = await open();
  const id = await d.get('meta', 'current');
  return id ? ((await d.get('games', id)) ?? null) : null;
}

/**
 * A read of the database. Opening it right after a reload can stall while the previous page's
 * connection closes, so a read that takes too long is retried on a new connection.
 */
async function readPatiently<T>(read: () => Promise<T>, attempts = 4): Promise<T> {
  for (let i = 1; ; i++) {
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 1500 * i));
    const r = await Promise.race([read(), timeout]);
    if (r !== 'timeout') return r;
    if (i >= attempts) throw new Error('IndexedDB did not answer');
    console.warn(`IndexedDB read stalled; retrying on a new connection (${i})`);
    db = null;
  }
}

/** The game that was open, as the database holds it (store.ts asks the mirror first). */
export function loadCurrentGame(): Promise<SavedGame | null> {
  return readPatiently(readCurrent);
}

export async function listGames(): Promise<SavedGame[]> {
  const d = await open();
  const all = await d.getAll('games');
  return all.sort((a, b) => b.updated - a.updated);
}

export function loadGame(id: string): Promise<SavedGame | null> {
  return readPatiently(async () => (await (await open()).get('games', id)) ?? null);
}

export async function deleteGame(id: string): Promise<void> {
  const d = await open();
  if (readMirror()?.id === id) writeMirror(null);
  await d.delete('games', id);
  if ((await d.get('meta', 'current')) === id) await d.delete('meta', 'current');
}
