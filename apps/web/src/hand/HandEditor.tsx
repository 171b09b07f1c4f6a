// Hand entry: the tile picker and the keyboard fields over one draft. Taps go to the hand (as
// single tiles or as a chi/pon/kan/closed kan), or to the dora or ura indicators; bonus tiles
// (flowers, seasons, animals) go to their own row. A tap on a hand tile marks it as the winning
// tile. Situational flags (the family's) are switches below, or a count.

import { type Issue, type MeldKind, parseHand, parseTiles } from '@mahjong-ledger/core';
import { useState } from 'preact/hooks';
import { COUNT_FLAGS, offeredFlags, withFlag } from '../game/families.ts';
import type { MessageKey } from '../i18n/en.ts';
import { t, tDynamic, tileName } from '../i18n/index.ts';
import { Tile } from '../tiles/Tile.tsx';
import { refocusAfterRemove } from '../ui/refocus.ts';
import { Segmented } from '../ui/Segmented.tsx';
import { type HandDraft, handText, meldTiles, tilesText, toggleRedFive, winTileOf } from './draft.ts';
import { MpszField } from './MpszField.tsx';
import { TilePicker } from './TilePicker.tsx';

type Target = 'hand' | 'dora' | 'ura';
type Mode = 'tile' | MeldKind;

const MODES: readonly Mode[] = ['tile', 'chi', 'pon', 'kan', 'ankan'];
const MODE_KEYS: Record<Mode, MessageKey> = {
  tile: 'meld.tile',
  chi: 'meld.chi',
  pon: 'meld.pon',
  kan: 'meld.kan',
  kakan: 'meld.kakan',
  ankan: 'meld.ankan',
};

export interface HandEditorProps {
  draft: HandDraft;
  onChange(d: HandDraft): void;
  redFives: boolean;
  /** Dora indicators can be entered (riichi). */
  dora?: boolean;
  /** Ura indicators can be entered (riichi with ura dora in the rules). */
  ura: boolean;
  /** Flowers and seasons in the picker; animals too. */
  bonus?: boolean;
  animals?: boolean;
  /** The family's situational flags. */
  flags: readonly string[];
}

const FIRST_BONUS = 37;

export function HandEditor({
  draft,
  onChange,
  redFives,
  dora = true,
  ura,
  bonus = false,
  animals = false,
  flags,
}: HandEditorProps) {
  const [chosen, setTarget] = useState<Target>('hand');
  const targets: Target[] = !dora ? ['hand'] : ura ? ['hand', 'dora', 'ura'] : ['hand', 'dora'];
  // Taps go where the toolbar shows: the ura indicators chosen, then taken away (the winner's
  // riichi unticked), leave the taps to the hand, not to a row no longer on screen.
  const target: Target = targets.includes(chosen) ? chosen : 'hand';
  const [mode, setMode] = useState<Mode>('tile');
  const [hint, setHint] = useState<string | null>(null);
  const win = winTileOf(draft);
  const winIndex = draft.win === null ? draft.concealed.length - 1 : draft.concealed.lastIndexOf(draft.win);

  const pick = (tile: number) => {
    setHint(null);
    if (tile >= FIRST_BONUS) {
      if (draft.bonus.includes(tile)) return setHint(t('hand.bonus_twice', { tile: tileName(tile) }));
      return onChange({ ...draft, bonus: [...draft.bonus, tile] });
    }
    if (target === 'dora') return onChange({ ...draft, dora: [...draft.dora, tile] });
    if (target === 'ura') return onChange({ ...draft, ura: [...draft.ura, tile] });
    if (mode === 'tile') return onChange({ ...draft, concealed: [...draft.concealed, tile] });
    const tiles = meldTiles(mode, tile);
    if (!tiles) return setHint(t('hand.no_chi_here', { tile: tileName(tile) }));
    onChange({ ...draft, melds: [...draft.melds, { kind: mode, tiles }] });
  };

  const undo = () => {
    if (target === 'dora') return onChange({ ...draft, dora: draft.dora.slice(0, -1) });
    if (target === 'ura') return onChange({ ...draft, ura: draft.ura.slice(0, -1) });
    if (mode !== 'tile' && draft.melds.length) return onChange({ ...draft, melds: draft.melds.slice(0, -1) });
    const concealed = draft.concealed.slice(0, -1);
    onChange({
      ...draft,
      concealed,
      win: draft.win !== null && concealed.includes(draft.win) ? draft.win : null,
    });
  };

  const fromText = (text: string): Issue[] => {
    if (text.trim() === '') {
      onChange({ ...draft, concealed: [], melds: [], win: null });
      return [];
    }
    const r = parseHand(text);
    if (!r.ok) return r.issues;
    const keep = draft.win !== null && r.value.concealed.includes(draft.win) ? draft.win : null;
    onChange({ ...draft, concealed: r.value.concealed, melds: r.value.melds, win: keep });
    return [];
  };
  const tilesFrom =
    (key: 'dora' | 'ura' | 'bonus') =>
    (text: string): Issue[] => {
      const r = parseTiles(text, key);
      if (!r.ok) return r.issues;
      onChange({ ...draft, [key]: r.value });
      return [];
    };
  const winFrom = (text: string): Issue[] => {
    if (text.trim() === '') {
      onChange({ ...draft, win: null });
      return [];
    }
    const r = parseTiles(text, 'win');
    if (!r.ok) return r.issues;
    if (r.value.length !== 1) return [{ code: 'bad_notation', message: t('hand.one_tile'), path: 'win' }];
    onChange({ ...draft, win: r.value[0]! });
    return [];
  };

  return (
    <section class="hand-editor" aria-label={t('hand.entry')}>
      <div class="hand-row" data-testid="hand-tiles">
        {draft.concealed.length === 0 && draft.melds.length === 0 && <p class="muted">{t('hand.empty')}</p>}
        {draft.concealed.map((tile, i) => (
          <button
            type="button"
            key={`${i}-${tile}`}
            class="hand-tile"
            aria-pressed={i === winIndex}
            aria-label={t(i === winIndex ? 'hand.is_win' : 'hand.mark_win', { tile: tileName(tile) })}
            onClick={() => onChange({ ...draft, win: tile })}
          >
            <Tile tile={tile} marked={i === winIndex} decorative />
          </button>
        ))}
        {draft.melds.map((m, i) => (
          <span class="meld" key={`m${i}`}>
            {m.tiles.map((tile, j) => (
              <Tile
                key={j}
                tile={m.kind === 'ankan' && (j === 0 || j === 3) ? -1 : tile}
                sideways={m.kind !== 'ankan' && j === 0}
                size="sm"
              />
            ))}
            {redFives && toggleRedFive(m.tiles) && (
              // A chi's red five in any place (tapped, a chi runs up from the red five only, so
              // 3-4-red 5 could not be entered but by the keyboard); a pon's or kan's too.
              <button
                type="button"
                class="icon-btn red-five"
                aria-pressed={m.tiles.some((x) => x >= 34)}
                aria-label={t('hand.red_five_meld', { n: i + 1 })}
                onClick={() =>
                  onChange({
                    ...draft,
                    melds: draft.melds.map((x, k) =>
                      k === i ? { ...x, tiles: toggleRedFive(x.tiles)! } : x,
                    ),
                  })
                }
              >
                {t('hand.red_five_short')}
              </button>
            )}
            <button
              type="button"
              class="icon-btn"
              aria-label={t('hand.remove_meld', { n: i + 1 })}
              onClick={(e) => {
                refocusAfterRemove(e.currentTarget, '.hand-row', '.meld .icon-btn:not(.red-five)');
                onChange({ ...draft, melds: draft.melds.filter((_, k) => k !== i) });
              }}
            >
              ×
            </button>
          </span>
        ))}
      </div>
      {/* The last tile is the winning one only once the hand is whole (14, a meld as 3): a hand
          still being entered, or the calculator's 13-tile hand, has none unless one was tapped. */}
      {win !== null && (draft.win !== null || draft.concealed.length + 3 * draft.melds.length >= 14) && (
        <p class="muted small">{t('hand.win_tile', { tile: tileName(win) })}</p>
      )}

      <div class="toolbar">
        {targets.length > 1 && (
          <Segmented
            label={t('hand.target')}
            options={targets}
            value={target}
            onChange={(x) => setTarget(x)}
            text={(x) =>
              t(x === 'hand' ? 'hand.target_hand' : x === 'dora' ? 'hand.target_dora' : 'hand.target_ura')
            }
          />
        )}
        {target === 'hand' && (
          <Segmented
            label={t('hand.meld_mode')}
            options={MODES}
            value={mode}
            onChange={(m) => setMode(m)}
            text={(m) => t(MODE_KEYS[m])}
          />
        )}
      </div>
      {hint && (
        <p class="hint" role="status">
          {hint}
        </p>
      )}
      <TilePicker onPick={pick} redFives={redFives} bonus={bonus} animals={animals} />
      <div class="toolbar">
        <button type="button" onClick={undo}>
          {t('hand.undo')}
        </button>
        <button
          type="button"
          onClick={() =>
            onChange({ ...draft, concealed: [], melds: [], win: null, dora: [], ura: [], bonus: [] })
          }
        >
          {t('hand.clear')}
        </button>
      </div>

      {bonus && (
        <IndicatorRow
          label={t('hand.bonus')}
          tiles={draft.bonus}
          testid="bonus-tiles"
          onRemove={(i) => onChange({ ...draft, bonus: draft.bonus.filter((_, k) => k !== i) })}
        />
      )}
      {dora && (
        <IndicatorRow
          label={t('hand.dora')}
          tiles={draft.dora}
          onRemove={(i) => onChange({ ...draft, dora: draft.dora.filter((_, k) => k !== i) })}
        />
      )}
      {ura && (
        <IndicatorRow
          label={t('hand.ura')}
          tiles={draft.ura}
          onRemove={(i) => onChange({ ...draft, ura: draft.ura.filter((_, k) => k !== i) })}
        />
      )}

      <details class="keyboard">
        <summary>{t('hand.keyboard')}</summary>
        <p class="muted small">{t('hand.keyboard_help')}</p>
        <MpszField
          id="mpsz-hand"
          label={t('hand.text')}
          value={handText(draft)}
          placeholder="123m456p789s11z + pon:555z"
          onText={fromText}
        />
        <MpszField
          id="mpsz-win"
          label={t('hand.win')}
          value={draft.win === null ? '' : tilesText([draft.win])}
          placeholder="5p"
          onText={winFrom}
        />
        {bonus && (
          <MpszField
            id="mpsz-bonus"
            label={t('hand.bonus')}
            value={tilesText(draft.bonus)}
            placeholder={animals ? '1f6f2a' : '1f6f'}
            onText={tilesFrom('bonus')}
          />
        )}
        {dora && (
          <MpszField
            id="mpsz-dora"
            label={t('hand.dora')}
            value={tilesText(draft.dora)}
            placeholder="3z"
            onText={tilesFrom('dora')}
          />
        )}
        {ura && (
          <MpszField
            id="mpsz-ura"
            label={t('hand.ura')}
            value={tilesText(draft.ura)}
            onText={tilesFrom('ura')}
          />
        )}
      </details>

      <fieldset class="flags">
        <legend>{t('hand.flags')}</legend>
        {offeredFlags(flags, draft.flags).map((f) =>
          COUNT_FLAGS.includes(f) ? (
            <label key={f} class="check count">
              <input
                type="number"
                min="0"
                inputMode="numeric"
                value={String(Number(draft.flags[f] ?? 0))}
                onInput={(e) =>
                  onChange({
                    ...draft,
                    flags: {
                      ...draft.flags,
                      [f]: Math.max(0, Number((e.target as HTMLInputElement).value) || 0),
                    },
                  })
                }
              />
              {tDynamic(`flag.${f}`, f)}
            </label>
          ) : (
            <label key={f} class="check">
              <input
                type="checkbox"
                checked={!!draft.flags[f]}
                onChange={(e) =>
                  onChange({
                    ...draft,
                    flags: withFlag(draft.flags, f, (e.target as HTMLInputElement).checked),
                  })
                }
              />
              {tDynamic(`flag.${f}`, f)}
            </label>
          ),
        )}
      </fieldset>
    </section>
  );
}

function IndicatorRow({
  label,
  tiles,
  onRemove,
  testid,
}: {
  label: string;
  tiles: number[];
  onRemove(i: number): void;
  testid?: string;
}) {
  return (
    <div class="indicator-row" data-testid={testid}>
      <span class="label">{label}</span>
      {tiles.length === 0 && <span class="muted">—</span>}
      {tiles.map((tile, i) => (
        <button
          type="button"
          class="hand-tile"
          key={`${i}-${tile}`}
          aria-label={t('hand.remove_tile', { tile: tileName(tile) })}
          onClick={(e) => {
            refocusAfterRemove(e.currentTarget, '.indicator-row', '.hand-tile');
            onRemove(i);
          }}
        >
          <Tile tile={tile} size="sm" decorative />
        </button>
      ))}
    </div>
  );
}
