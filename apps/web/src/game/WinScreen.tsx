// Recording a win: who won, ron or tsumo and from whom, the riichi (or Ready) declared, then the
// hand (tile picker or keyboard, bonus tiles included) or, in quick mode, its han and fu
// (riichi), its tai (Singapore) or its basic points and doubles (Classical); in a Classical game,
// how many changes of heart each player made (each pays the winner). Every change is tried
// against core's ledger at once, so the errors, score box 1 and score box 2 (with the new scores)
// are live; OK keeps the hand in the game. With `edit`, an earlier hand is changed instead. The
// form is kept as a draft over a reload until OK or Cancel (entryDraft.ts).
// A riichi ron can have a second (third) winner on the same discard: "add another winner" adds
// an entry, each with its own hand, shown one at a time under tabs; core decides what the rules
// allow (double, triple ron, head bump) and how the payments go.

import {
  type ClassicalRules,
  type GameEvent,
  handNumber,
  type Seat,
  type WinEntry,
} from '@mahjong-ledger/core';
import { useMemo } from 'preact/hooks';
import { draftFromScore, draftHand, draftScore, emptyDraft, type HandDraft } from '../hand/draft.ts';
import { HandEditor } from '../hand/HandEditor.tsx';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { WinBox1 } from '../score/FamilyBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { DraftRestored, EntryIssues, EntryPreviewActions } from '../ui/EntryActions.tsx';
import { amount } from '../ui/format.ts';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { useEntryDraft } from './entryDraft.ts';
import { useEntryPreview } from './entryPreview.ts';
import { type FamilyUi, familyUi } from './families.ts';
import { type OpenGame, useStore } from './store.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** One winner's entry: who, the hand (tiles or quick value) and the liable player. */
interface WinnerForm {
  winner: Seat | null;
  liable: Seat | null;
  mode: 'hand' | 'quick';
  draft: HandDraft;
  value: { han: string; fu: string; yakuman: string };
  tai: string;
  points: { points: string; doubles: string; limit: boolean };
}

interface WinForm {
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
   * Classical changes of heart (section 6.5): how many each seat made, in seat order. Absent in
   * a draft kept by an earlier version of the app (none, then).
   */
  heart?: number[];
}

/** The most winners one discard can have (core checks what the rules allow). */
const MAX_WINNERS = 3;

/** The most changes of heart one box takes (core allows 8 in a hand, and says so past that). */
const MAX_HEART = 8;

/** Each seat's count of changes of heart, whole and within the box's range whatever was kept. */
function heartCounts(f: WinForm): number[] {
  return SEATS.map((s) => {
    const n = Math.floor(Number(f.heart?.[s] ?? 0));
    return Number.isFinite(n) ? Math.min(MAX_HEART, Math.max(0, n)) : 0;
  });
}

function emptyWinner(): WinnerForm {
  return {
    winner: null,
    liable: null,
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

function initialForm(game: OpenGame, edit: number | null): WinForm {
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

/** Ura indicators are entered for this winner: the rules have them and the winner is in riichi. */
function ura(ui: FamilyUi, riichi: readonly Seat[], winner: Seat | null): boolean {
  return ui.ura && winner !== null && riichi.includes(winner);
}

function buildEvent(f: WinForm, ui: FamilyUi): GameEvent | null {
  if (f.entries.some((e) => e.winner === null) || (!f.tsumo && f.from === null)) return null;
  const riichi = ui.declaration ? f.riichi : [];
  const wins = f.entries.map((e) => {
    // Ura indicators count only as the form shows them (the winner in riichi): any entered
    // before the riichi was unticked, or for another winner, are not on screen, nor kept.
    const draft = ura(ui, riichi, e.winner) ? e.draft : { ...e.draft, ura: [] };
    const score = e.mode === 'hand' ? draftScore(draft) : quickScore(e, ui);
    const win: WinEntry = { winner: e.winner as Seat, from: f.tsumo ? null : f.from, score };
    if (e.liable !== null) win.liable = e.liable;
    return win;
  });
  const first = f.entries[0]!.winner;
  const losers = (ui.rules as { loserSettlement?: boolean }).loserSettlement
    ? { loserScores: f.losers.map((v, s) => (s === first ? null : Number(v || 0))) }
    : {};
  // One entry per change of heart; the winner's own is left out (he would pay himself).
  const counts = heartCounts(f);
  const heart =
    ui.id === 'classical' ? SEATS.flatMap((s) => (s === first ? [] : Array<Seat>(counts[s]!).fill(s))) : [];
  return {
    type: 'hand',
    riichi,
    result: { kind: 'win', wins, ...losers, ...(heart.length ? { changeOfHeart: heart } : {}) },
  };
}

export function WinScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  // The form being entered, kept over a reload (a draft) until saved or cancelled.
  const draft = useEntryDraft<WinForm | null>(
    game,
    'win',
    edit,
    () => (game ? initialForm(game, edit) : null),
    (f) => Array.isArray(f?.entries) && f.entries.length > 0 && Array.isArray(f.riichi),
  );
  const { form, setForm } = draft;
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const event = form && ui ? buildEvent(form, ui) : null;
  const preview = useEntryPreview(game, event, edit, draft);
  const { liveIssues, record } = preview;
  if (!game || !form || !ui) return null;
  const riichiFamily = ui.id === 'riichi';
  const names = game.state.config.players;
  const set = (patch: Partial<WinForm>) => setForm({ ...form, ...patch });
  const cur = form.entries[form.active]!;
  const setW = (patch: Partial<WinnerForm>) =>
    set({ entries: form.entries.map((e, i) => (i === form.active ? { ...e, ...patch } : e)) });
  const multi = form.entries.length > 1;
  const breakdowns = (record?.breakdowns ?? []) as { winner: Seat; from: Seat | null }[];
  const handOf = (seat: Seat) => {
    const e = form.entries.find((x) => x.winner === seat);
    return e?.mode === 'hand' ? draftHand(e.draft) : null;
  };
  const canAdd =
    riichiFamily &&
    !form.tsumo &&
    form.from !== null &&
    form.entries.length < MAX_WINNERS &&
    form.entries.every((e) => e.winner !== null);
  const addWinner = () => {
    // The indicators are the table's: the new hand starts with the first one's.
    const first = form.entries[0]!;
    const next: WinnerForm = {
      ...emptyWinner(),
      mode: first.mode,
      draft: { ...emptyDraft(), dora: [...first.draft.dora], ura: [...first.draft.ura] },
    };
    set({ entries: [...form.entries, next], active: form.entries.length });
  };
  const removeWinner = () => {
    const entries = form.entries.filter((_, i) => i !== form.active);
    set({ entries, active: Math.min(form.active, entries.length - 1) });
  };
  const chooseWinner = (winner: Seat | null) =>
    setForm({
      ...form,
      entries: form.entries.map((e, i) => (i === form.active ? { ...e, winner } : e)),
      from: form.from === winner ? null : form.from,
    });

  return (
    <section class="screen win-screen" aria-labelledby="win-title">
      <h2 id="win-title">
        {edit === null ? t('win.title') : t('win.edit_title', { n: handNumber(game.state.history, edit) })}
      </h2>
      {draft.restored && <DraftRestored />}
      {edit !== null && game.doc.events[edit]?.type === 'hand' && (
        <button type="button" onClick={() => go('draw', { edit })} data-testid="edit-as-draw">
          {t('win.edit_as_draw')}
        </button>
      )}
      {!multi && (
        <SeatPicker
          label={t('win.winner')}
          names={names}
          value={cur.winner}
          onChange={chooseWinner}
          testid="winner"
        />
      )}
      <div class="segmented wide" role="radiogroup" aria-label={t('win.how')}>
        <button type="button" role="radio" aria-checked={!form.tsumo} onClick={() => set({ tsumo: false })}>
          {riichiFamily ? t('win.ron') : t('win.discard')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={form.tsumo}
          onClick={() => set({ tsumo: true, from: null })}
        >
          {riichiFamily ? t('win.tsumo') : t('win.self_draw')}
        </button>
      </div>
      {!form.tsumo && (
        <SeatPicker
          label={riichiFamily ? t('win.from') : t('win.discarder')}
          names={names}
          value={form.from}
          disabled={multi ? null : cur.winner}
          onChange={(from) => set({ from })}
          testid="from"
        />
      )}
      {ui.declaration && (
        <fieldset class="inline-checks">
          <legend>{ui.declaration === 'ready' ? t('win.ready') : t('win.riichi')}</legend>
          {SEATS.map((s) => (
            <label class="check" key={s}>
              <input
                type="checkbox"
                checked={form.riichi.includes(s)}
                onChange={(e) =>
                  set({
                    riichi: (e.target as HTMLInputElement).checked
                      ? [...form.riichi, s].sort()
                      : form.riichi.filter((x) => x !== s),
                  })
                }
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      {multi && (
        <div class="winners" data-testid="winners">
          <div class="winner-tabs" role="tablist" aria-label={t('win.winners')}>
            {form.entries.map((e, i) => (
              <button
                type="button"
                role="tab"
                key={i}
                aria-selected={i === form.active}
                data-testid={`winner-tab-${i}`}
                onClick={() => set({ active: i })}
              >
                {t('win.winner_n', { n: i + 1 })}
                {e.winner !== null && <strong> · {names[e.winner]}</strong>}
              </button>
            ))}
          </div>
          <SeatPicker
            label={t('win.winner_n', { n: form.active + 1 })}
            names={names}
            value={cur.winner}
            disabled={form.from}
            onChange={chooseWinner}
            testid="winner"
          />
        </div>
      )}
      {(canAdd || multi) && (
        <div class="actions winner-actions">
          {canAdd && (
            <button type="button" onClick={addWinner} data-testid="add-winner">
              {t('win.add_winner')}
            </button>
          )}
          {multi && (
            <button type="button" class="danger" onClick={removeWinner} data-testid="remove-winner">
              {t('win.remove_winner', { n: form.active + 1 })}
            </button>
          )}
        </div>
      )}
      <div class="segmented wide" role="radiogroup" aria-label={t('win.mode')}>
        <button
          type="button"
          role="radio"
          aria-checked={cur.mode === 'hand'}
          onClick={() => setW({ mode: 'hand' })}
        >
          {t('win.mode_hand')}
        </button>
        <button
          type="button"
          role="radio"
          aria-checked={cur.mode === 'quick'}
          onClick={() => setW({ mode: 'quick' })}
        >
          {t(
            ui.quick === 'tai'
              ? 'win.mode_tai'
              : ui.quick === 'points'
                ? 'win.mode_points'
                : 'win.mode_value',
          )}
        </button>
      </div>
      {cur.mode === 'hand' ? (
        <HandEditor
          key={form.active}
          draft={cur.draft}
          onChange={(draft) => setW({ draft })}
          redFives={ui.redFives}
          dora={ui.dora}
          ura={ura(ui, form.riichi, cur.winner)}
          bonus={ui.bonus}
          animals={ui.animals}
          flags={ui.flags}
        />
      ) : ui.quick === 'tai' ? (
        <div class="value-fields">
          <NumberField
            id="value-tai"
            label={t('win.tai')}
            value={cur.tai}
            min={0}
            onInput={(tai) => setW({ tai })}
          />
        </div>
      ) : ui.quick === 'points' ? (
        <div class="value-fields">
          <NumberField
            id="value-points"
            label={t('win.points')}
            value={cur.points.points}
            min={0}
            step={2}
            onInput={(p) => setW({ points: { ...cur.points, points: p } })}
          />
          <NumberField
            id="value-doubles"
            label={t('win.doubles')}
            value={cur.points.doubles}
            min={0}
            onInput={(d) => setW({ points: { ...cur.points, doubles: d } })}
          />
          <label class="check">
            <input
              id="value-limit"
              type="checkbox"
              checked={cur.points.limit}
              onChange={(e) =>
                setW({ points: { ...cur.points, limit: (e.target as HTMLInputElement).checked } })
              }
            />
            {t('win.limit_hand')}
          </label>
        </div>
      ) : (
        <ValueFields key={form.active} value={cur.value} onChange={(value) => setW({ value })} />
      )}
      {(ui.rules as { loserSettlement?: boolean }).loserSettlement && (
        <fieldset class="value-fields" data-testid="loser-scores">
          <legend>{t('win.loser_scores')}</legend>
          {SEATS.filter((s) => s !== cur.winner).map((s) => (
            <NumberField
              key={s}
              id={`loser-${s}`}
              label={names[s]!}
              value={form.losers[s]!}
              min={0}
              onInput={(v) => set({ losers: form.losers.map((x, k) => (k === s ? v : x)) })}
            />
          ))}
        </fieldset>
      )}
      {ui.id === 'classical' && (
        <fieldset class="inline-checks" data-testid="change-of-heart">
          <legend>
            {t('win.change_of_heart', { n: amount((ui.rules as ClassicalRules).changeOfHeartPayment) })}
          </legend>
          {SEATS.filter((s) => s !== cur.winner).map((s) => (
            <label class="check count" key={s}>
              <input
                id={`heart-${s}`}
                type="number"
                min="0"
                max={MAX_HEART}
                inputMode="numeric"
                value={String(heartCounts(form)[s])}
                onInput={(e) => {
                  const counts = heartCounts(form);
                  counts[s] = Number((e.target as HTMLInputElement).value);
                  set({ heart: heartCounts({ ...form, heart: counts }) });
                }}
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      <details class="pao">
        <summary>{riichiFamily ? t('win.liable') : t('win.liable_other')}</summary>
        <SeatPicker
          label={t('win.liable_player')}
          names={names}
          value={cur.liable}
          disabled={cur.winner}
          allowNone
          onChange={(liable) => setW({ liable })}
          testid="liable"
        />
      </details>

      {!event && <p class="muted">{t('win.choose_players')}</p>}
      <EntryIssues issues={liveIssues} />
      {record && breakdowns.length > 0 && (
        <div class="boxes">
          {breakdowns.length === 1 ? (
            <WinBox1
              family={ui.id}
              title={winTitle(ui, names, breakdowns[0]!)}
              hand={handOf(breakdowns[0]!.winner)}
              breakdown={breakdowns[0]}
            />
          ) : (
            <div class="box1-stack">
              {breakdowns.map((b) => (
                <div key={b.winner} data-testid={`box1-winner-${b.winner}`}>
                  <WinBox1
                    family={ui.id}
                    title={winTitle(ui, names, b)}
                    hand={handOf(b.winner)}
                    breakdown={b}
                  />
                </div>
              ))}
            </div>
          )}
          <ScoreBox2
            unit={ui.unit}
            payment={record.payment}
            names={names}
            before={record.scoresBefore}
            after={record.scoresAfter}
          />
        </div>
      )}
      <EntryPreviewActions preview={preview} edit={edit} onCancel={draft.clear} />
    </section>
  );
}

function ValueFields({
  value,
  onChange,
}: {
  value: WinnerForm['value'];
  onChange(v: WinnerForm['value']): void;
}) {
  const field = (
    key: keyof WinnerForm['value'],
    label: string,
    attrs: { min: number; step: number; max?: number },
  ) => (
    <div class="field">
      <label for={`value-${key}`}>{label}</label>
      <input
        id={`value-${key}`}
        type="number"
        inputMode="numeric"
        {...attrs}
        value={value[key]}
        onInput={(e) => onChange({ ...value, [key]: (e.target as HTMLInputElement).value })}
      />
    </div>
  );
  return (
    <div class="value-fields">
      {field('han', t('win.han'), { min: 1, step: 1 })}
      {field('fu', t('win.fu'), { min: 20, step: 5 })}
      {field('yakuman', t('win.yakuman'), { min: 0, step: 1, max: 6 })}
    </div>
  );
}

export function winTitle(
  ui: FamilyUi,
  names: readonly string[],
  b: { winner: Seat; from: Seat | null },
): string {
  const how =
    b.from === null
      ? ui.id === 'riichi'
        ? t('win.tsumo')
        : t('win.self_draw')
      : t(ui.id === 'riichi' ? 'win.ron_from' : 'win.discard_from', { from: names[b.from]! });
  return `${names[b.winner]} · ${how}`;
}

function NumberField(props: {
  id: string;
  label: string;
  value: string;
  min: number;
  step?: number;
  onInput(v: string): void;
}) {
  return (
    <div class="field">
      <label for={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="number"
        inputMode="numeric"
        min={props.min}
        step={props.step ?? 1}
        value={props.value}
        onInput={(e) => props.onInput((e.target as HTMLInputElement).value)}
      />
    </div>
  );
}
