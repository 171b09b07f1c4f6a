// The win screen's form and the hand event it makes (WinScreen.tsx): an earlier hand's event read
// into the form to be edited, and the form written back as an event, so that a hand opened and
// saved without a change is saved as it was.

import type { BaoReason, GameDocument, GameEvent, Issue, Seat, WinEntry } from '@mahjong-ledger/core';
import { draftFromScore, draftScore, emptyDraft, type HandDraft } from '../hand/draft.ts';
import type { FamilyUi } from './families.ts';

export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** One winner's entry: who, the hand (tiles or quick value) and the liable player. */
export interface WinnerForm {
  winner: Seat | null;
  liable: Seat | null;
  /**
   * Singapore: the bao case that made the liable player liable (section 7), judged by the rules;
   * null: not said. Absent in a draft kept by an earlier version of the app.
   */
  liableReason?: BaoReason | null;
  mode: 'hand' | 'quick';
  /**
   * The hand's value has been entered into, by mode (a tile tapped, a han count typed), or read
   * from the hand edited: until then core's complaint about an empty value is not shown (an
   * empty form is not yet wrong). Absent in a draft kept by an earlier version of the app.
   */
  entered?: Partial<Record<'hand' | 'quick', boolean>>;
  draft: HandDraft;
  value: { han: string; fu: string; yakuman: string };
  tai: string;
  points: { points: string; doubles: string; limit: boolean };
}

export interface WinForm {
  /** Every winner of the hand (several only for a multiple ron), in the order entered. */
  entries: WinnerForm[];
  /** The entry being edited. */
  active: number;
  tsumo: boolean;
  from: Seat | null;
  riichi: Seat[];
  /** Classical settlement between losers: each loser's hand score, in seat order. */
  losers: string[];
  /**
   * Classical changes of heart (section 6.5): how many each seat made, in seat order, the
   * winner's too (he pays nothing, and has no box on screen, but a hand saved by the CLI or
   * another program may list him: his count is kept and written back). Absent in a draft kept
   * by an earlier version of the app (none, then).
   */
  heart?: number[];
  /**
   * The changes of heart of the hand being edited, as its event lists them: written back as they
   * were (their order too) while the counts are those they make.
   */
  heartList?: Seat[];
}

/** The most winners one discard can have (core checks what the rules allow). */
export const MAX_WINNERS = 3;

/** The most changes of heart one box takes (core allows 8 in a hand, and says so past that). */
export const MAX_HEART = 8;

/** Each seat's count of changes of heart, whole and within the box's range whatever was kept. */
export function heartCounts(f: WinForm): number[] {
  return SEATS.map((s) => {
    const n = Math.floor(Number(f.heart?.[s] ?? 0));
    return Number.isFinite(n) ? Math.min(MAX_HEART, Math.max(0, n)) : 0;
  });
}

/**
 * The form with the active entry's winner chosen. A change-of-heart count typed for that player
 * is cleared: the winner has no box on screen, so a count kept would be saved unseen. (A count
 * for the winner read from the hand edited stays while the winner is not chosen again.)
 */
export function withWinner(f: WinForm, winner: Seat | null): WinForm {
  return {
    ...f,
    entries: f.entries.map((e, i) => (i === f.active ? { ...e, winner } : e)),
    from: f.from === winner ? null : f.from,
    ...(winner !== null && f.heart ? { heart: f.heart.map((n, s) => (s === winner ? 0 : n)) } : {}),
  };
}

export function emptyWinner(): WinnerForm {
  return {
    winner: null,
    liable: null,
    liableReason: null,
    mode: 'hand',
    draft: emptyDraft(),
    value: { han: '', fu: '30', yakuman: '0' },
    tai: '',
    points: { points: '', doubles: '0', limit: false },
  };
}

function winnerFromEntry(w: WinEntry): WinnerForm {
  const e = emptyWinner();
  e.winner = w.winner;
  e.liable = w.liable ?? null;
  e.entered = { hand: true, quick: true };
  e.liableReason = w.liableReason ?? null;
  if (w.score.mode === 'hand') e.draft = draftFromScore(w.score);
  else if (w.score.mode === 'value') {
    e.mode = 'quick';
    e.value = {
      han: String(w.score.han),
      fu: String(w.score.fu),
      yakuman: String(w.score.yakuman ?? 0),
    };
  } else if (w.score.mode === 'tai') {
    e.mode = 'quick';
    e.tai = String(w.score.tai);
  } else if (w.score.mode === 'points') {
    e.mode = 'quick';
    e.points = {
      points: String(w.score.points),
      doubles: String(w.score.doubles),
      limit: !!w.score.limit,
    };
  }
  return e;
}

export function initialForm(
  game: { doc: GameDocument; riichi: readonly Seat[] },
  edit: number | null,
): WinForm {
  const form: WinForm = {
    entries: [emptyWinner()],
    active: 0,
    tsumo: false,
    from: null,
    riichi: [...game.riichi],
    losers: ['', '', '', ''],
    heart: [0, 0, 0, 0],
  };
  const ev = edit === null ? null : game.doc.events[edit];
  // A hand recorded as a draw and changed to a win keeps its declarations.
  if (ev?.type === 'hand') form.riichi = [...ev.riichi];
  if (ev?.type === 'hand' && ev.result.kind === 'win' && ev.result.wins[0]) {
    const w = ev.result.wins[0];
    form.entries = ev.result.wins.map(winnerFromEntry);
    form.tsumo = w.from === null;
    form.from = w.from;
    form.riichi = [...ev.riichi];
    if (ev.result.loserScores) form.losers = ev.result.loserScores.map((v) => (v === null ? '' : String(v)));
    const heart = ev.result.changeOfHeart ?? [];
    form.heart = SEATS.map((s) => heart.filter((x) => x === s).length);
    form.heartList = [...heart];
  }
  return form;
}

function quickScore(f: WinnerForm, ui: FamilyUi): WinEntry['score'] {
  if (ui.quick === 'tai') return { mode: 'tai', tai: Number(f.tai) };
  if (ui.quick === 'points')
    return {
      mode: 'points',
      points: Number(f.points.points),
      doubles: Number(f.points.doubles),
      ...(f.points.limit ? { limit: true } : {}),
    };
  return {
    mode: 'value',
    han: Number(f.value.han),
    fu: Number(f.value.fu),
    yakuman: Number(f.value.yakuman),
  };
}

/**
 * The issues to show with the form: core's complaints about a winner's hand or value (its
 * `score`) wait until that value has been entered into in the mode shown, or OK was pressed
 * (`tried`), the way a careful form says "required" only after the user went past it. `event`:
 * the log index the entry is tried at (the edited hand's, or the log's length for a new one).
 */
export function shownIssues<I extends Issue>(
  issues: readonly I[],
  f: WinForm,
  event: number,
  tried: boolean,
): I[] {
  if (tried) return [...issues];
  const waiting = f.entries.flatMap((e, i) =>
    e.entered?.[e.mode] ? [] : [`events[${event}].result.wins[${i}].score`],
  );
  return issues.filter((issue) => !waiting.some((p) => issue.path === p || issue.path?.startsWith(`${p}.`)));
}

/** Ura indicators are entered for this winner: the rules have them and the winner is in riichi. */
export function ura(ui: FamilyUi, riichi: readonly Seat[], winner: Seat | null): boolean {
  return ui.ura && winner !== null && riichi.includes(winner);
}

export function buildEvent(f: WinForm, ui: FamilyUi): GameEvent | null {
  if (f.entries.some((e) => e.winner === null) || (!f.tsumo && f.from === null)) return null;
  const riichi = ui.declaration ? f.riichi : [];
  const wins = f.entries.map((e) => {
    // Ura indicators count only as the form shows them (the winner in riichi): any entered
    // before the riichi was unticked, or for another winner, are not on screen, nor kept.
    const draft = ura(ui, riichi, e.winner) ? e.draft : { ...e.draft, ura: [] };
    const score = e.mode === 'hand' ? draftScore(draft) : quickScore(e, ui);
    const win: WinEntry = { winner: e.winner as Seat, from: f.tsumo ? null : f.from, score };
    if (e.liable !== null) win.liable = e.liable;
    if (e.liable !== null && e.liableReason && ui.id === 'singapore') win.liableReason = e.liableReason;
    return win;
  });
  const first = f.entries[0]!.winner;
  const losers = (ui.rules as { loserSettlement?: boolean }).loserSettlement
    ? { loserScores: f.losers.map((v, s) => (s === first ? null : Number(v || 0))) }
    : {};
  // One entry per change of heart, the winner's own included (he pays nothing, core says; one
  // read from the hand edited is kept), in seat order; the list edited as it was while its
  // counts are unchanged.
  const counts = heartCounts(f);
  const kept = f.heartList;
  const unchanged =
    kept !== undefined && SEATS.every((s) => kept.filter((x) => x === s).length === counts[s]);
  const heart =
    ui.id !== 'classical'
      ? []
      : unchanged
        ? [...kept]
        : SEATS.flatMap((s) => Array<Seat>(counts[s]!).fill(s));
  return {
    type: 'hand',
    riichi,
    result: { kind: 'win', wins, ...losers, ...(heart.length ? { changeOfHeart: heart } : {}) },
  };
}
