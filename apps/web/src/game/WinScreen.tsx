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
  BAO_REASONS,
  BAO_SWITCHES,
  type BaoReason,
  type ClassicalRules,
  handNumber,
  type Seat,
} from '@mahjong-ledger/core';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { draftHand, emptyDraft } from '../hand/draft.ts';
import { HandEditor } from '../hand/HandEditor.tsx';
import { t, tDynamic } from '../i18n/index.ts';
import { go } from '../router.ts';
import { WinBox1 } from '../score/FamilyBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { DraftRestored, EditedRound, EntryIssues, EntryPreviewActions } from '../ui/EntryActions.tsx';
import { amount } from '../ui/format.ts';
import { useFocusWhy } from '../ui/refocus.ts';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { useEntryDraft } from './entryDraft.ts';
import { useEntryPreview } from './entryPreview.ts';
import { type FamilyUi, familyUi } from './families.ts';
import { useStore } from './store.ts';
import {
  buildEvent,
  emptyWinner,
  heartCounts,
  initialForm,
  MAX_HEART,
  MAX_WINNERS,
  SEATS,
  shownIssues,
  ura,
  type WinForm,
  type WinnerForm,
  withWinner,
} from './winForm.ts';

export function WinScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  // The form being entered, kept over a reload (a draft) until saved or cancelled.
  const draft = useEntryDraft<WinForm | null>(
    game,
    'win',
    edit,
    () => (game ? initialForm(game, edit) : null),
    (f) => Array.isArray(f?.entries) && f.entries.length > 0 && Array.isArray(f.riichi),
    // A declaration made or taken back at the table since the draft: the form's follows.
    (f, merge) => f && { ...f, riichi: merge(f.riichi) },
  );
  const { form, setForm } = draft;
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);
  const event = form && ui ? buildEvent(form, ui) : null;
  const preview = useEntryPreview(game, event, edit, draft);
  const { liveIssues, record } = preview;
  // The liability is shown open while someone is liable (an edited hand's pao is in view) until
  // the user opens or closes it; then it stays as he left it.
  const [paoOpen, setPaoOpen] = useState<boolean | null>(null);
  // Adding or removing a winner takes away the button pressed (no more winners can be added
  // until this one is chosen; a single winner has no Remove): the focus goes on to the winner's
  // picker shown then, not to the page's start.
  const focusWinner = useRef(false);
  // OK pressed while it is off: every issue is shown from then on, and the focus goes to why.
  const [tried, setTried] = useState(0);
  const focusWhy = useFocusWhy(
    '.win-screen [data-testid="issues"], .win-screen [data-testid="choose-players"]',
  );
  useEffect(() => {
    if (!focusWinner.current) return;
    focusWinner.current = false;
    document.querySelector<HTMLElement>('[data-testid="winner"] [role="radio"][tabindex="0"]')?.focus();
  });
  if (!game || !form || !ui) return null;
  const riichiFamily = ui.id === 'riichi';
  const names = game.state.config.players;
  const set = (patch: Partial<WinForm>) => setForm({ ...form, ...patch });
  const cur = form.entries[form.active]!;
  const setW = (patch: Partial<WinnerForm>) =>
    set({ entries: form.entries.map((e, i) => (i === form.active ? { ...e, ...patch } : e)) });
  // A change to the hand's value (tiles, or the quick fields) in the mode shown: from now on
  // core's complaints about it are shown.
  const setValue = (patch: Partial<WinnerForm>) =>
    setW({ ...patch, entered: { ...cur.entered, [cur.mode]: true } });
  const issues = shownIssues(liveIssues, form, edit ?? game.doc.events.length, tried > 0);
  const multi = form.entries.length > 1;
  const breakdowns = (record?.breakdowns ?? []).filter((b) => 'winner' in b);
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
    focusWinner.current = true;
    set({ entries: [...form.entries, next], active: form.entries.length });
  };
  const removeWinner = () => {
    const entries = form.entries.filter((_, i) => i !== form.active);
    focusWinner.current = true;
    set({ entries, active: Math.min(form.active, entries.length - 1) });
  };
  const chooseWinner = (winner: Seat | null) => setForm(withWinner(form, winner));

  return (
    <section class="screen win-screen" aria-labelledby="win-title">
      <h2 id="win-title">
        {edit === null ? t('win.title') : t('win.edit_title', { n: handNumber(game.state.history, edit) })}
      </h2>
      <EditedRound game={game} edit={edit} />
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
      <Segmented
        wide
        label={t('win.how')}
        options={['discard', 'self_draw'] as const}
        value={form.tsumo ? 'self_draw' : 'discard'}
        onChange={(how) => set(how === 'self_draw' ? { tsumo: true, from: null } : { tsumo: false })}
        text={(how) =>
          how === 'discard'
            ? riichiFamily
              ? t('win.ron')
              : t('win.discard')
            : riichiFamily
              ? t('win.tsumo')
              : t('win.self_draw')
        }
      />
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
            // Neither the discarder nor a player another tab has as winner (core refused a winner
            // listed twice, without saying who).
            disabled={[form.from, ...form.entries.filter((_, i) => i !== form.active).map((e) => e.winner)]}
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
      <Segmented
        wide
        label={t('win.mode')}
        options={['hand', 'quick'] as const}
        value={cur.mode}
        onChange={(mode) => setW({ mode })}
        text={(mode) =>
          t(
            mode === 'hand'
              ? 'win.mode_hand'
              : ui.quick === 'tai'
                ? 'win.mode_tai'
                : ui.quick === 'points'
                  ? 'win.mode_points'
                  : 'win.mode_value',
          )
        }
      />
      {cur.mode === 'hand' ? (
        <HandEditor
          key={form.active}
          draft={cur.draft}
          onChange={(draft) => setValue({ draft })}
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
            onInput={(tai) => setValue({ tai })}
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
            onInput={(p) => setValue({ points: { ...cur.points, points: p } })}
          />
          <NumberField
            id="value-doubles"
            label={t('win.doubles')}
            value={cur.points.doubles}
            min={0}
            onInput={(d) => setValue({ points: { ...cur.points, doubles: d } })}
          />
          <label class="check">
            <input
              id="value-limit"
              type="checkbox"
              checked={cur.points.limit}
              onChange={(e) =>
                setValue({ points: { ...cur.points, limit: (e.target as HTMLInputElement).checked } })
              }
            />
            {t('win.limit_hand')}
          </label>
        </div>
      ) : (
        <ValueFields key={form.active} value={cur.value} onChange={(value) => setValue({ value })} />
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
      <details
        class="pao"
        open={paoOpen ?? cur.liable !== null}
        onToggle={(e) => setPaoOpen((e.currentTarget as HTMLDetailsElement).open)}
      >
        <summary>{riichiFamily ? t('win.liable') : t('win.liable_other')}</summary>
        <SeatPicker
          label={t('win.liable_player')}
          names={names}
          value={cur.liable}
          disabled={cur.winner}
          allowNone
          onChange={(liable) => setW(liable === null ? { liable, liableReason: null } : { liable })}
          testid="liable"
        />
        {ui.id === 'singapore' && cur.liable !== null && (
          <div class="field">
            <label for="liable-case">{t('win.liable_case')}</label>
            <select
              id="liable-case"
              data-testid="liable-case"
              value={cur.liableReason ?? ''}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                setW({ liableReason: v === '' ? null : (v as BaoReason) });
              }}
            >
              <option value="">{t('win.liable_case_none')}</option>
              {BAO_REASONS.map((r) => (
                <option key={r} value={r}>
                  {tDynamic(`option.${BAO_SWITCHES[r]}`, r)}
                </option>
              ))}
            </select>
          </div>
        )}
      </details>

      {!event && (
        <p class="muted" data-testid="choose-players" tabIndex={-1}>
          {t('win.choose_players')}
        </p>
      )}
      <EntryIssues issues={issues} />
      {record && breakdowns.length > 0 && (
        <div class="boxes">
          {breakdowns.length === 1 ? (
            <WinBox1
              title={winTitle(ui, names, breakdowns[0]!)}
              hand={handOf(breakdowns[0]!.winner)}
              breakdown={breakdowns[0]}
              dealer={record.dealer}
            />
          ) : (
            <div class="box1-stack">
              {breakdowns.map((b) => (
                <div key={b.winner} data-testid={`box1-winner-${b.winner}`}>
                  <WinBox1
                    title={winTitle(ui, names, b)}
                    hand={handOf(b.winner)}
                    breakdown={b}
                    dealer={record.dealer}
                  />
                </div>
              ))}
            </div>
          )}
          <ScoreBox2
            family={ui.id}
            unit={ui.unit}
            payment={record.payment}
            names={names}
            before={record.scoresBefore}
            after={record.scoresAfter}
          />
        </div>
      )}
      <EntryPreviewActions
        preview={preview}
        edit={edit}
        onCancel={draft.clear}
        onBlocked={() => {
          setTried((n) => n + 1);
          focusWhy();
        }}
      />
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
