// The unsaved form of an entry screen (a win, a draw, an instant payout, an adjustment, a
// penalty), kept in sessionStorage so a reload, or a phone that kills the tab, does not lose a
// hand half entered. A draft is keyed by game, screen and edited hand, and holds what the game's
// log was when it was made: it comes back only on the same screen for the same hand of the same
// game (not after a hand was saved, edited away or deleted since; a correction, a penalty or a
// payout entered meanwhile leaves it). A new hand's draft also holds the riichi (Ready) declared
// at the table when it was made: the declarations are part of the hand being entered, so one
// made or taken back at the table since is brought into the draft's form, which keeps the rest
// of what was entered. It is cleared when the entry is saved or cancelled.
// Restoring only fills the form: nothing is saved until OK is pressed.

import type { GameEvent, Seat } from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import type { OpenGame } from './store.ts';

export type EntryScreen = 'win' | 'draw' | 'instant' | 'adjust' | 'penalty';

const PREFIX = 'mahjong-ledger:entry:';

const keyOf = (game: OpenGame, screen: EntryScreen, edit: number | null) =>
  `${PREFIX}${game.id}:${screen}:${edit ?? 'new'}`;

/**
 * What the draft was made on: the edited event as stored; for a new entry, the hands played so
 * far (their count and the last of them). A referee's correction or a Singapore instant payout
 * entered meanwhile is no new hand: the hand being entered is still the same, and so is its draft
 * (the riichi declared at the table is kept beside it, `Stored.riichi`).
 */
export function draftBase(events: readonly GameEvent[], edit: number | null): string {
  if (edit !== null) return JSON.stringify([edit, events[edit]]);
  const hands = events.filter((e) => e?.type === 'start' || e?.type === 'hand');
  return JSON.stringify([hands.length, hands[hands.length - 1]]);
}

interface Stored<T> {
  base: string;
  form: T;
  /** A new hand's: the declarations at the table the form was made with. */
  riichi?: Seat[];
}

/**
 * A form's declarations with those made or taken back at the table since (`was` then, `now`
 * now) brought in; a declaration ticked or unticked in the form alone stays as it is.
 */
export function mergeDeclarations(form: readonly Seat[], was: readonly Seat[], now: readonly Seat[]): Seat[] {
  const taken = was.filter((s) => !now.includes(s));
  const made = now.filter((s) => !was.includes(s));
  const kept = form.filter((s) => !taken.includes(s));
  return [...kept, ...made.filter((s) => !kept.includes(s))].sort((a, b) => a - b);
}

function read<T>(key: string, base: string, valid: (form: T) => boolean): Stored<T> | null {
  try {
    const text = sessionStorage.getItem(key);
    if (text === null) return null;
    const stored = JSON.parse(text) as Stored<T>;
    if (stored?.base === base && stored.form != null && valid(stored.form)) return stored;
    sessionStorage.removeItem(key);
  } catch {
    // No sessionStorage, or a draft that does not parse: the screen starts afresh.
  }
  return null;
}

function write<T>(key: string, value: Stored<T> | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable: the entry is still on screen, only not kept over a reload.
  }
}

export interface EntryDraft<T> {
  form: T;
  /** Sets the form and keeps it as the draft. */
  setForm(form: T): void;
  /** The form was restored from a draft (not yet saved). */
  restored: boolean;
  /** Forgets the draft (the entry was saved or cancelled). */
  clear(): void;
}

/**
 * The form of an entry screen: the draft kept for this game, screen and hand when there is
 * one, else `initial()`. Only the user's changes are kept (an untouched form leaves none).
 */
export function useEntryDraft<T>(
  game: OpenGame | null,
  screen: EntryScreen,
  edit: number | null,
  initial: () => T,
  /** A draft's form has the screen's shape (one kept by another version may not). */
  valid: (form: T) => boolean,
  /**
   * A new hand's form with its declarations changed by `merge` (mergeDeclarations, given the
   * declarations at the table then and now), for a screen whose form has them.
   */
  declared?: (form: T, merge: (riichi: readonly Seat[]) => Seat[]) => T,
): EntryDraft<T> {
  const [start] = useState(() => {
    if (!game) return { form: initial(), restored: false, key: null, base: '', riichi: undefined };
    const key = keyOf(game, screen, edit);
    const base = draftBase(game.doc.events, edit);
    const draft = read<T>(key, base, valid);
    const riichi = edit === null ? [...game.riichi] : undefined;
    let form = draft?.form ?? initial();
    if (draft && riichi && declared) {
      const was = draft.riichi ?? riichi;
      form = declared(form, (r) => mergeDeclarations(r, was, riichi));
    }
    return { form, restored: draft !== null, key, base, riichi };
  });
  const [form, setState] = useState<T>(start.form);
  return {
    form,
    restored: start.restored,
    setForm(next: T) {
      if (start.key) write(start.key, { base: start.base, form: next, riichi: start.riichi });
      setState(next);
    },
    clear() {
      if (start.key) write(start.key, null);
    },
  };
}
