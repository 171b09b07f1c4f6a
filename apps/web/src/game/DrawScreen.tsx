// Recording a hand without a winner: an exhaustive draw (who is tenpai, nagashi mangan where
// the rules play it), an abortive draw the rules allow, or a chombo (riichi), a false win
// (Singapore, with the discard it claimed) or an erroneous mahjong (Classical). Score box 2
// shows the payments core computes before OK keeps it. The form is kept as a draft over a reload
// until OK or Cancel (entryDraft.ts).

import {
  type AbortiveDraw,
  type GameEvent,
  type HandResult,
  handNumber,
  type RiichiRules,
  type Seat,
} from '@mahjong-ledger/core';
import { useMemo } from 'preact/hooks';
import { t } from '../i18n/index.ts';
import { go } from '../router.ts';
import { chomboRemark, ScoreBox2 } from '../score/ScoreBox2.tsx';
import { DraftRestored, EditedRound, EntryIssues, EntryPreviewActions } from '../ui/EntryActions.tsx';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { Segmented } from '../ui/Segmented.tsx';
import { useEntryDraft } from './entryDraft.ts';
import { useEntryPreview } from './entryPreview.ts';
import { familyUi } from './families.ts';
import { useStore } from './store.ts';

const SEATS: readonly Seat[] = [0, 1, 2, 3];
type Kind = HandResult['kind'];

/** The screen's form (kept as the draft). */
interface DrawForm {
  kind: Kind;
  riichi: Seat[];
  tenpai: Seat[];
  nagashi: Seat[];
  reason: AbortiveDraw | null;
  offender: Seat | null;
  claimedFrom: Seat | null;
}

export function DrawScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  const ev = edit !== null && game ? game.doc.events[edit] : null;
  const prior = ev?.type === 'hand' && ev.result.kind !== 'win' ? ev : null;
  // The declarations of the hand being edited (one recorded as a win keeps them as a draw), or
  // of the hand in play.
  const declared = ev?.type === 'hand' ? ev.riichi : (game?.riichi ?? []);
  // The form, kept over a reload (a draft) until saved or cancelled.
  const draft = useEntryDraft<DrawForm>(
    game,
    'draw',
    edit,
    () => ({
      kind: prior?.result.kind ?? 'exhaustive_draw',
      riichi: [...declared],
      tenpai: prior?.result.kind === 'exhaustive_draw' ? [...prior.result.tenpai] : [...declared],
      nagashi: prior?.result.kind === 'exhaustive_draw' ? [...(prior.result.nagashi ?? [])] : [],
      reason: prior?.result.kind === 'abortive_draw' ? prior.result.reason : null,
      offender: prior?.result.kind === 'chombo' ? prior.result.offender : null,
      claimedFrom: prior?.result.kind === 'chombo' ? (prior.result.from ?? null) : null,
    }),
    (f) => typeof f.kind === 'string' && Array.isArray(f.riichi) && Array.isArray(f.tenpai),
    // A declaration made or taken back at the table since the draft: the form's follows, and a
    // player who has declared since is tenpai (as a new form has him).
    (f, merge) => {
      const riichi = merge(f.riichi);
      const made = riichi.filter((s) => !f.riichi.includes(s));
      return { ...f, riichi, tenpai: [...f.tenpai, ...made.filter((s) => !f.tenpai.includes(s))].sort() };
    },
  );
  const { kind, riichi, tenpai, nagashi, reason, offender, claimedFrom } = draft.form;
  const set = (patch: Partial<DrawForm>) => draft.setForm({ ...draft.form, ...patch });
  const setKind = (k: Kind) => set({ kind: k });
  const setRiichi = (r: Seat[]) => set({ riichi: r });
  const setTenpai = (x: Seat[]) => set({ tenpai: x });
  const setNagashi = (x: Seat[]) => set({ nagashi: x });
  const setReason = (r: AbortiveDraw) => set({ reason: r });
  const setOffender = (o: Seat | null) => set({ offender: o });
  const setClaimedFrom = (c: Seat | null) => set({ claimedFrom: c });
  const ui = useMemo(() => (game ? familyUi(game.state.config) : null), [game?.state.config]);

  let result: HandResult | null = null;
  if (kind === 'exhaustive_draw')
    result = {
      kind,
      tenpai: ui?.tenpai ? tenpai : [],
      ...(nagashi.length && ui?.nagashi ? { nagashi } : {}),
    };
  else if (kind === 'abortive_draw' && reason) result = { kind, reason };
  else if (kind === 'chombo' && offender !== null)
    result =
      ui?.id === 'singapore' && claimedFrom !== null && claimedFrom !== offender
        ? { kind, offender, from: claimedFrom }
        : { kind, offender };
  const event: GameEvent | null = result
    ? { type: 'hand', riichi: ui?.declaration ? riichi : [], result }
    : null;
  const preview = useEntryPreview(game, event, edit, draft);
  const { liveIssues, record } = preview;
  if (!game || !ui) return null;
  const names = game.state.config.players;
  const toggle = (list: Seat[], s: Seat, on: boolean) =>
    on ? [...list.filter((x) => x !== s), s].sort() : list.filter((x) => x !== s);
  const kinds: Kind[] = [
    'exhaustive_draw',
    ...(ui.abortive.length ? (['abortive_draw'] as const) : []),
    'chombo',
  ];
  const kindLabel = (k: Kind) =>
    k === 'chombo' && ui.id === 'singapore'
      ? t('draw.kind.false_win')
      : k === 'chombo' && ui.id === 'classical'
        ? t('draw.kind.penalty')
        : t(`draw.kind.${k as 'exhaustive_draw' | 'abortive_draw' | 'chombo'}`);

  return (
    <section class="screen draw-screen" aria-labelledby="draw-title">
      <h2 id="draw-title">
        {edit === null ? t('draw.title') : t('win.edit_title', { n: handNumber(game.state.history, edit) })}
      </h2>
      <EditedRound game={game} edit={edit} />
      {draft.restored && <DraftRestored />}
      {ev?.type === 'hand' && (
        <button type="button" onClick={() => go('win', { edit: edit! })} data-testid="edit-as-win">
          {t('draw.edit_as_win')}
        </button>
      )}
      <Segmented
        wide
        label={t('draw.kind')}
        options={kinds}
        value={kind}
        onChange={setKind}
        text={kindLabel}
      />
      {ui.declaration && (
        <fieldset class="inline-checks">
          <legend>{ui.declaration === 'ready' ? t('win.ready') : t('win.riichi')}</legend>
          {SEATS.map((s) => (
            <label class="check" key={s}>
              <input
                type="checkbox"
                checked={riichi.includes(s)}
                onChange={(e) => setRiichi(toggle(riichi, s, (e.target as HTMLInputElement).checked))}
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'exhaustive_draw' && ui.tenpai && (
        <fieldset class="inline-checks" data-testid="tenpai">
          <legend>{ui.id === 'riichi' ? t('draw.tenpai') : t('draw.waiting')}</legend>
          {SEATS.map((s) => (
            <label class="check" key={s}>
              <input
                type="checkbox"
                checked={tenpai.includes(s)}
                onChange={(e) => setTenpai(toggle(tenpai, s, (e.target as HTMLInputElement).checked))}
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'exhaustive_draw' && ui.nagashi && (
        <fieldset class="inline-checks">
          <legend>{t('draw.nagashi')}</legend>
          {SEATS.map((s) => (
            <label class="check" key={s}>
              <input
                type="checkbox"
                checked={nagashi.includes(s)}
                onChange={(e) => setNagashi(toggle(nagashi, s, (e.target as HTMLInputElement).checked))}
              />
              {names[s]}
            </label>
          ))}
        </fieldset>
      )}
      {kind === 'abortive_draw' && (
        <Segmented
          wide
          label={t('draw.reason')}
          options={ui.abortive}
          value={reason}
          onChange={setReason}
          text={(r) => t(`abortive.${r}`)}
        />
      )}
      {kind === 'chombo' && (
        <SeatPicker
          label={t('draw.offender')}
          names={names}
          value={offender}
          onChange={setOffender}
          testid="offender"
        />
      )}
      {kind === 'chombo' && ui.id === 'singapore' && (
        <SeatPicker
          label={t('draw.claimed_from')}
          names={names}
          value={claimedFrom}
          disabled={offender}
          allowNone
          onChange={setClaimedFrom}
          testid="claimed-from"
        />
      )}
      <EntryIssues issues={liveIssues} />
      {record && (
        <ScoreBox2
          family={ui.id}
          unit={ui.unit}
          payment={record.payment}
          names={names}
          before={record.scoresBefore}
          after={record.scoresAfter}
          remark={chomboRemark(record.result, ui.id === 'riichi' ? (ui.rules as RiichiRules) : {}, names)}
        />
      )}
      <EntryPreviewActions preview={preview} edit={edit} onCancel={draft.clear} />
    </section>
  );
}
