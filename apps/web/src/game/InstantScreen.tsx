// Recording a Singapore instant payout during a hand: who collects, the bonus tiles shown
// (and which were held from the deal, which doubles a bite or a pair) and the kongs made, with
// the fresh-tile kong bao (section 7: the player whose fresh discard an exposed kong was claimed
// from pays all of it) where the rules play it.
// Core prices every item; score box 1 lists them and score box 2 shows who pays whom. The form
// is kept as a draft over a reload until OK or Cancel (entryDraft.ts).

import {
  findInstantBreakdown,
  formatTiles,
  type GameEvent,
  handNumber,
  parseTiles,
  type Seat,
  type SingaporeRules,
} from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import { TilePicker } from '../hand/TilePicker.tsx';
import { t, tileName } from '../i18n/index.ts';
import { InstantBox1 } from '../score/FamilyBox1.tsx';
import { ScoreBox2 } from '../score/ScoreBox2.tsx';
import { Tile } from '../tiles/Tile.tsx';
import { DraftRestored, EditedRound, EntryIssues, EntryPreviewActions } from '../ui/EntryActions.tsx';
import { refocusAfterRemove } from '../ui/refocus.ts';
import { SeatPicker } from '../ui/SeatPicker.tsx';
import { useEntryDraft } from './entryDraft.ts';
import { useEntryPreview } from './entryPreview.ts';
import { familyUi } from './families.ts';
import { useStore } from './store.ts';

type Kong = 'kan' | 'ankan';

/** The screen's form (kept as the draft). */
interface InstantForm {
  seat: Seat | null;
  bonus: number[];
  dealt: number[];
  kongs: Kong[];
  /** Fresh-tile kong bao: who pays all of the exposed kong's payout. */
  liable: Seat | null;
}

const tilesOf = (text: string | undefined): number[] => {
  const r = text ? parseTiles(text) : null;
  return r?.ok ? r.value : [];
};

export function InstantScreen({ edit }: { edit: number | null }) {
  const { game } = useStore();
  const ev = edit !== null && game ? game.doc.events[edit] : null;
  const prior = ev?.type === 'instant' ? ev : null;
  // The form, kept over a reload (a draft) until saved or cancelled.
  const draft = useEntryDraft<InstantForm>(
    game,
    'instant',
    edit,
    () => ({
      seat: prior?.seat ?? null,
      bonus: tilesOf(prior?.bonus),
      dealt: tilesOf(prior?.dealtBonus),
      kongs: [...(prior?.kongs ?? [])],
      liable: prior?.liable ?? null,
    }),
    (f) => Array.isArray(f.bonus) && Array.isArray(f.dealt) && Array.isArray(f.kongs),
  );
  const { seat, bonus, dealt, kongs } = draft.form;
  // A draft saved before the form had the field has none.
  const liable = draft.form.liable ?? null;
  const rules = game ? (familyUi(game.state.config)?.rules as SingaporeRules | undefined) : undefined;
  // Asked only where it can apply: one exposed kong, under rules that play the case.
  const askBao = rules?.baoFreshTileKong === true && kongs.filter((k) => k === 'kan').length === 1;
  const set = (patch: Partial<InstantForm>) => draft.setForm({ ...draft.form, ...patch });
  const setSeat = (s: Seat | null) => set({ seat: s });
  const setDealt = (d: number[]) => set({ dealt: d });
  const setKongs = (k: Kong[]) => set({ kongs: k });
  const setLiable = (s: Seat | null) => set({ liable: s });

  const event: GameEvent | null =
    seat === null
      ? null
      : {
          type: 'instant',
          seat,
          ...(bonus.length ? { bonus: formatTiles(bonus) } : {}),
          ...(dealt.length ? { dealtBonus: formatTiles(dealt.filter((x) => bonus.includes(x))) } : {}),
          ...(kongs.length ? { kongs } : {}),
          ...(askBao && liable !== null ? { liable } : {}),
        };
  const preview = useEntryPreview(game, event, edit, draft);
  const { liveIssues, record } = preview;
  // A bonus tile tapped again is said (as the hand editor says it), not silently ignored.
  const [hint, setHint] = useState<string | null>(null);
  if (!game) return null;
  const names = game.state.config.players;
  const breakdown = record ? findInstantBreakdown(record) : undefined;
  const pick = (tile: number) => {
    if (bonus.includes(tile)) return setHint(t('hand.bonus_twice', { tile: tileName(tile) }));
    setHint(null);
    set({ bonus: [...bonus, tile] });
  };

  return (
    <section class="screen instant-screen" aria-labelledby="instant-title">
      <h2 id="instant-title">
        {edit === null
          ? t('instant.title')
          : t('instant.edit_title', { n: handNumber(game.state.history, edit) })}
      </h2>
      <EditedRound game={game} edit={edit} />
      <p class="muted small">{t('instant.help')}</p>
      {draft.restored && <DraftRestored />}
      <SeatPicker
        label={t('instant.seat')}
        names={names}
        value={seat}
        onChange={setSeat}
        testid="instant-seat"
      />
      <fieldset>
        <legend>{t('instant.bonus')}</legend>
        <TilePicker onPick={pick} redFives={false} onlyBonus animals />
        {hint && (
          <p class="hint" role="status" data-testid="instant-hint">
            {hint}
          </p>
        )}
        {bonus.length > 0 && (
          <ul class="bonus-list" data-testid="instant-bonus">
            {bonus.map((tile) => (
              <li key={tile}>
                <Tile tile={tile} size="sm" />
                <label class="check">
                  <input
                    type="checkbox"
                    checked={dealt.includes(tile)}
                    onChange={(e) =>
                      setDealt(
                        (e.target as HTMLInputElement).checked
                          ? [...dealt, tile]
                          : dealt.filter((x) => x !== tile),
                      )
                    }
                  />
                  {t('instant.dealt')}
                  {/* Each box named by its tile: a list of them read alike otherwise. */}
                  <span class="sr-only">: {tileName(tile)}</span>
                </label>
                <button
                  type="button"
                  class="icon-btn"
                  aria-label={t('hand.remove_tile', { tile: tileName(tile) })}
                  onClick={(e) => {
                    refocusAfterRemove(e.currentTarget, 'fieldset', '.bonus-list .icon-btn');
                    set({ bonus: bonus.filter((x) => x !== tile), dealt: dealt.filter((x) => x !== tile) });
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('instant.kongs')}</legend>
        <div class="toolbar">
          <button type="button" onClick={() => setKongs([...kongs, 'kan'])} data-testid="add-kan">
            + {t('instant.kan')}
          </button>
          <button type="button" onClick={() => setKongs([...kongs, 'ankan'])} data-testid="add-ankan">
            + {t('instant.ankan')}
          </button>
        </div>
        {kongs.length > 0 && (
          <ul class="bonus-list">
            {kongs.map((k, i) => (
              <li key={`${k}-${i}`}>
                <span>{t(k === 'kan' ? 'instant.kan' : 'instant.ankan')}</span>
                <button
                  type="button"
                  class="icon-btn"
                  aria-label={t('instant.remove', { what: t(k === 'kan' ? 'instant.kan' : 'instant.ankan') })}
                  onClick={(e) => {
                    refocusAfterRemove(e.currentTarget, 'fieldset', '.bonus-list .icon-btn');
                    setKongs(kongs.filter((_, j) => j !== i));
                  }}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        {askBao && (
          <SeatPicker
            label={t('instant.fresh_kong_bao')}
            names={names}
            value={liable}
            onChange={setLiable}
            disabled={seat}
            allowNone
            testid="instant-liable"
          />
        )}
      </fieldset>
      <EntryIssues issues={liveIssues} />
      {record && breakdown && (
        <div class="boxes">
          <InstantBox1
            title={`${names[breakdown.seat]} · ${t('box1.instant')}`}
            data={breakdown}
            bonus={bonus}
            names={names}
          />
          <ScoreBox2
            family="singapore"
            unit="hundredths"
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
