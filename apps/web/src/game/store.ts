// The open game: its document, the state core replays from it, and the riichi declared in the
// hand being played. Every change goes through core's ledger (append, replace, remove) and is
// saved to IndexedDB at once; components subscribe with useGame().

import {
  appendEvent,
  createGame,
  type GameConfig,
  type GameDocument,
  type GameEvent,
  type GameState,
  type Issue,
  parseGameDocument,
  removeEvent,
  replaceEvent,
  replayGame,
  type Seat,
} from '@mahjong-ledger/core';
import { useEffect, useState } from 'preact/hooks';
import { deleteGame, loadCurrentGame, loadGame, saveGame } from './db.ts';

export interface OpenGame {
  id: string;
  doc: GameDocument;
  state: GameState;
  riichi: Seat[];
}

export interface Store {
  ready: boolean;
  game: OpenGame | null;
  /** Saving to IndexedDB: 'saving' until the last change is written. */
  saved: 'saved' | 'saving' | 'error';
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

function persist(game: OpenGame): void {
  set({ game, saved: 'saving' });
  pending = pending
    .then(() => saveGame({ id: game.id, doc: game.doc, riichi: game.riichi, updated: Date.now() }))
    .then(
      () => {
        if (store.game === game) set({ saved: 'saved' });
      },
      () => set({ saved: 'error' }),
    );
}

const newId = () => `g${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

function open(id: string, doc: GameDocument, riichi: Seat[]): Issue[] {
  const r = replayGame(doc);
  if (!r.ok) return r.issues;
  persist({ id, doc, state: r.value, riichi });
  return [];
}

/** Restores the game that was open (after a reload). */
export async function restore(): Promise<void> {
  try {
    const saved = await loadCurrentGame();
    if (saved) {
      const r = replayGame(saved.doc);
      if (r.ok)
        store = {
          ...store,
          game: { id: saved.id, doc: saved.doc, state: r.value, riichi: saved.riichi ?? [] },
        };
    }
  } finally {
    set({ ready: true });
  }
}

export function startGame(config: GameConfig): Issue[] {
  const doc = createGame(config);
  if (!doc.ok) return doc.issues;
  return open(newId(), doc.value, []);
}

export async function resumeGame(id: string): Promise<Issue[]> {
  const saved = await loadGame(id);
  if (!saved) return [{ code: 'missing', message: 'game not found' }];
  return open(saved.id, saved.doc, saved.riichi ?? []);
}

export async function forgetGame(id: string): Promise<void> {
  await deleteGame(id);
  if (store.game?.id === id) set({ game: null });
}

export function closeGame(): void {
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

export function replaceHand(index: number, event: GameEvent): Issue[] {
  const g = store.game;
  return g ? applyEdit(replaceEvent(g.doc, index, event), false) : [];
}

export function removeHand(index: number): Issue[] {
  const g = store.game;
  return g ? applyEdit(removeEvent(g.doc, index), false) : [];
}

/** Opens a game document read from JSON text as a new saved game. */
export function importDocument(text: string): Issue[] {
  const doc = parseGameDocument(text);
  if (!doc.ok) return doc.issues;
  return open(newId(), doc.value, []);
}
