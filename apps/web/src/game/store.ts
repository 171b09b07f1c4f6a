// The open game: its document, the state core replays from it, and the riichi declared in the
// hand being played. Every change goes through core's ledger (append, replace, remove) and is
// saved to IndexedDB at once; components subscribe with useGame().
// A game may be open in two windows (tabs) at once. Each save replaces only the revision this
// window last saw (db.ts); a window told that another saved the game (a BroadcastChannel
// message, or coming back into view) reloads it, and a save refused because another window
// saved first reloads the stored game and says that the last change was not saved. So no
// window writes over a hand entered in another.

import {
  appendEvent,
  createGame,
  type GameConfig,
  type GameDocument,
  type GameEvent,
  type GameState,
  type Issue,
  type PenaltyEvent,
  removeEvent,
  replaceEvent,
  replayGame,
  type Seat,
} from '@mahjong-ledger/core';
import { useEffect, useState } from 'preact/hooks';
import {
  deleteGame,
  loadCurrentGame,
  loadGame,
  newRevision,
  readMirror,
  SaveConflict,
  type SavedGame,
  saveGame,
  writeMirror,
} from './db.ts';
import { readGameFile, unreadableFile } from './gameFile.ts';

export interface OpenGame {
  id: string;
  doc: GameDocument;
  state: GameState;
  riichi: Seat[];
}

export interface Store {
  ready: boolean;
  game: OpenGame | null;
  /**
   * Saving to IndexedDB: 'saving' until the last change is written; 'conflict' when another
   * window had saved the game first, so the last change here was not saved and the game shown
   * is the stored one.
   */
  saved: 'saved' | 'saving' | 'error' | 'conflict';
}

let store: Store = { ready: false, game: null, saved: 'saved' };
const listeners = new Set<() => void>();
let pending: Promise<void> = Promise.resolve();

function set(next: Partial<Store>): void {
  store = { ...store, ...next };
  for (const f of listeners) f();
}

export function getStore(): Store {
  return store;
}

export function useStore(): Store {
  const [, bump] = useState(0);
  const seen = store;
  useEffect(() => {
    const f = () => bump((n) => n + 1);
    listeners.add(f);
    // A change between the render and this subscription (a fast restore) is not lost.
    if (store !== seen) f();
    return () => {
      listeners.delete(f);
    };
  }, []);
  return store;
}

const OPEN_HERE = 'mahjong-ledger:open-game';

/**
 * Which game this window has open, kept for its reloads: the mirror holds the game saved last
 * by any window, which after a reload here may be another window's game.
 */
function rememberOpen(id: string | null): void {
  try {
    if (id === null) sessionStorage.removeItem(OPEN_HERE);
    else sessionStorage.setItem(OPEN_HERE, id);
  } catch {
    // No sessionStorage: a reload opens the game saved last, as before.
  }
}

function openHere(): string | null {
  try {
    return sessionStorage.getItem(OPEN_HERE);
  } catch {
    return null;
  }
}

/**
 * By game: the revision this window last read or wrote to the database, which is what it holds
 * as far as this window knows (undefined: nothing yet, or a game saved before revisions).
 */
const committed = new Map<string, string | undefined>();

/**
 * Counts the times this window's game was replaced by the stored one (`adopt`): a save queued
 * before that was made on the replaced game, and is dropped rather than written over the other
 * window's change.
 */
let adoptions = 0;

/** Tells the other windows that a game was saved (where the browser has BroadcastChannel). */
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('mahjong-ledger');

/** This window's saves not yet written to the database, oldest first (their revisions). */
let inFlight: string[] = [];

/** Runs a step after every save and reload already asked for, in order. */
function queue(step: () => Promise<void>): void {
  pending = pending.then(step).catch(() => set({ saved: 'error' }));
}

/**
 * Keeps a change: shown at once, mirrored at once, saved to the database in turn. A save
 * replaces the revision this window last knew to be stored, not the one before it in memory:
 * after a save that failed (a full disk), the next one writes the whole game, that change too.
 */
function persist(game: OpenGame): void {
  const revision = newRevision();
  const record: SavedGame = {
    id: game.id,
    doc: game.doc,
    riichi: game.riichi,
    updated: Date.now(),
    revision,
    madeFrom: [committed.get(game.id) ?? null, ...inFlight],
  };
  writeMirror(record);
  rememberOpen(game.id);
  inFlight = [...inFlight, revision];
  set({ game, saved: 'saving' });
  const madeAt = adoptions;
  queue(async () => {
    if (madeAt !== adoptions) return;
    try {
      if (!(await saveOrAdopt(record, committed.get(game.id)))) return;
    } finally {
      // Saves run in order: every earlier one is written or failed by now.
      inFlight = inFlight.filter((r) => r !== revision);
    }
    channel?.postMessage({ id: game.id, revision });
    if (store.game === game) set({ saved: 'saved' });
  });
}

/**
 * Saves a record over the stored revision `base`; false when another window's save stood in
 * the way (the stored game is then shown here, if it is the open one). Other failures throw.
 */
async function saveOrAdopt(record: SavedGame, base: string | undefined): Promise<boolean> {
  try {
    await saveGame(record, base);
  } catch (e) {
    if (!(e instanceof SaveConflict)) throw e;
    adoptIfOpen(e.stored);
    return false;
  }
  committed.set(record.id, record.revision);
  return true;
}

/** Another window's save of the open game stands: shown here, with what was lost said. */
function adoptIfOpen(stored: SavedGame): void {
  if (store.game?.id === stored.id) adopt(stored, 'conflict');
}

/** A saved game as the open game, replayed; null for one that does not replay. */
function openGameOf(saved: SavedGame): OpenGame | null {
  const r = replayGame(saved.doc);
  if (!r.ok) return null;
  return {
    id: saved.id,
    doc: saved.doc,
    state: r.value,
    riichi: saved.riichi ?? [],
  };
}

/** Shows a game as the database holds it (saved by another window), replacing this one's. */
function adopt(saved: SavedGame, saveState: Store['saved']): void {
  const game = openGameOf(saved);
  // A stored game that does not replay (written by a newer version): this window's change is
  // not saved, and its game is not replaced by one it cannot show.
  if (!game) {
    set({ saved: 'error' });
    return;
  }
  committed.set(saved.id, saved.revision);
  adoptions++;
  inFlight = [];
  writeMirror(saved);
  set({ game, saved: saveState });
}

/**
 * Reloads the open game if another window saved it since this one last read or wrote it
 * (queued after this window's own saves, so their revisions are known by then).
 */
function refresh(): void {
  queue(async () => {
    const id = store.game?.id;
    if (id === undefined) return;
    const saved = await loadGame(id);
    if (!saved || store.game?.id !== id) return;
    if (saved.revision === committed.get(id)) return;
    // Changes made here since are dropped with the game they were made on: say so.
    adopt(saved, inFlight.length > 0 || store.saved === 'conflict' ? 'conflict' : 'saved');
  });
}

channel?.addEventListener('message', (e: MessageEvent<{ id?: unknown; revision?: unknown }>) => {
  if (store.game && e.data?.id === store.game.id && e.data.revision !== committed.get(store.game.id))
    refresh();
});
if (typeof document !== 'undefined') {
  // A window in the background (or frozen by the browser) may have missed the messages.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') refresh();
  });
}

const newId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/** Opens a game; `revision`: the stored game's, for one read from the database. */
function open(id: string, doc: GameDocument, riichi: Seat[], revision?: string): Issue[] {
  const r = replayGame(doc);
  if (!r.ok) return r.issues;
  committed.set(id, revision);
  persist({ id, doc, state: r.value, riichi });
  return [];
}

/**
 * Restores the game that was open (after a reload): from the localStorage mirror at once when
 * there is one, then checked against the database. The mirror is written before each save, so
 * it may hold a change whose save the reload cut short (the stored revision is among those it
 * was made from: saved now), or one that another window's save has since overtaken (the stored
 * game stands).
 */
export async function restore(): Promise<void> {
  try {
    const here = openHere();
    const mirror = readMirror();
    const mirrored = mirror && (here === null || mirror.id === here) ? mirror : null;
    const saved = mirrored ?? (here === null ? await loadCurrentGame() : await loadGame(here));
    const game = saved && openGameOf(saved);
    if (game) {
      // Until the mirror is checked against the database: what the mirror was made from.
      committed.set(game.id, mirrored ? (mirrored.madeFrom?.[0] ?? undefined) : saved.revision);
      store = { ...store, game };
      if (mirrored) queue(() => reconcile(mirrored));
    }
  } finally {
    set({ ready: true });
  }
}

/** The mirror's game against the database's (see `restore`). */
async function reconcile(mirrored: SavedGame): Promise<void> {
  const stored = await loadGame(mirrored.id);
  if (stored && stored.revision === mirrored.revision) {
    committed.set(stored.id, stored.revision);
    return;
  }
  // Made from what the database holds (its save, or a later one of its window, cut short).
  if (!stored || (mirrored.madeFrom ?? []).includes(stored.revision ?? null)) {
    await saveOrAdopt({ ...mirrored, updated: Date.now() }, stored?.revision);
    return;
  }
  adoptIfOpen(stored);
}

export function startGame(config: GameConfig): Issue[] {
  const doc = createGame(config);
  if (!doc.ok) return doc.issues;
  return open(newId(), doc.value, []);
}

export async function resumeGame(id: string): Promise<Issue[]> {
  const saved = await loadGame(id);
  if (!saved) return [{ code: 'missing', message: 'game not found' }];
  return open(saved.id, saved.doc, saved.riichi ?? [], saved.revision);
}

export async function forgetGame(id: string): Promise<void> {
  await deleteGame(id);
  if (store.game?.id === id) closeGame();
}

export function closeGame(): void {
  rememberOpen(null);
  set({ game: null });
}

export function setRiichi(riichi: Seat[]): void {
  if (store.game) persist({ ...store.game, riichi });
}

type Edit = ReturnType<typeof appendEvent>;

function applyEdit(r: Edit, clearRiichi: boolean): Issue[] {
  if (!r.ok || !store.game) return r.ok ? [] : r.issues;
  persist({
    ...store.game,
    doc: r.value.doc,
    state: r.value.state,
    riichi: clearRiichi ? [] : store.game.riichi,
  });
  return [];
}

/** What appending the event would give, without keeping it (the score-box preview). */
export function previewAppend(event: GameEvent): Edit | null {
  return store.game ? appendEvent(store.game.doc, event) : null;
}

export function previewReplace(index: number, event: GameEvent): Edit | null {
  return store.game ? replaceEvent(store.game.doc, index, event) : null;
}

export function commitHand(event: GameEvent): Issue[] {
  const g = store.game;
  return g ? applyEdit(appendEvent(g.doc, event), true) : [];
}

/**
 * Appends a referee's adjustment: as a hand is kept, but the riichi declared at the table stay
 * (the adjustment ends no hand; the hand in play goes on).
 */
export function commitAdjust(event: GameEvent): Issue[] {
  const g = store.game;
  return g ? applyEdit(appendEvent(g.doc, event), false) : [];
}

/**
 * Appends a tournament penalty: kept as an adjustment is (the riichi declared at the table stay;
 * a penalty ends no hand, and may follow the last one).
 */
export function commitPenalty(event: PenaltyEvent): Issue[] {
  const g = store.game;
  return g ? applyEdit(appendEvent(g.doc, event), false) : [];
}

export function replaceHand(index: number, event: GameEvent): Issue[] {
  const g = store.game;
  return g ? applyEdit(replaceEvent(g.doc, index, event), false) : [];
}

export function removeHand(index: number): Issue[] {
  const g = store.game;
  return g ? applyEdit(removeEvent(g.doc, index), false) : [];
}

/**
 * Opens a game document read from JSON text as a new saved game. A file core refuses, or that
 * could not be read at all, is said (its issues) and nothing is saved: it never throws.
 */
export function importDocument(text: string): Issue[] {
  const file = readGameFile(text);
  if (!file.ok) return file.issues;
  try {
    return open(newId(), file.doc, []);
  } catch {
    // The document read and replayed, so this is not expected; open() replays before it saves.
    return [unreadableFile()];
  }
}
