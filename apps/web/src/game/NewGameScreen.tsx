// New game: four players in seat order, the rule family and preset, start points and game
// length, and every option of the preset in an expandable list where any can be overridden.
// Start game starts one game: a second tap before the screen changes (a double tap) is
// ignored, as OK on the entry screens (EntryActions), so no second game is saved. Two seats of
// one name are said as soon as they are typed, and the game is not started with them (the
// second such field takes the focus): every payment between them would read "Bob → Bob".

import { type Issue, sharedPlayerNames } from '@mahjong-ledger/core';
import { useMemo, useRef, useState } from 'preact/hooks';
import { choiceName, locale, optionName, t, tDynamic, windName } from '../i18n/index.ts';
import { go } from '../router.ts';
import { IssueList } from '../ui/IssueList.tsx';
import { FAMILIES, type FamilyChoice } from './families.ts';
import { playerNames } from './players.ts';
import { startGame } from './store.ts';

export function NewGameScreen() {
  const [names, setNames] = useState(['', '', '', '']);
  const [familyId, setFamilyId] = useState(FAMILIES[0]!.id);
  const family = FAMILIES.find((f) => f.id === familyId)!;
  const [preset, setPreset] = useState(family.defaultPreset);
  const [overrides, setOverrides] = useState<Record<string, unknown>>({});
  const [issues, setIssues] = useState<Issue[]>([]);
  const started = useRef(false);
  const rules = useMemo(() => family.resolve(preset, overrides), [family, preset, overrides]);
  const base = useMemo(() => family.resolve(preset, {}), [family, preset]);
  // The options as entered: while one is refused (a start of 12345 points), the fields still
  // show every option with that value, so it can be put right where it was typed.
  const shown: Record<string, unknown> | null = rules.ok
    ? rules.value
    : base.ok
      ? { ...base.value, ...overrides }
      : null;

  const setOption = (key: string, value: unknown) => {
    const next = { ...overrides };
    if (base.ok && JSON.stringify(base.value[key]) === JSON.stringify(value)) delete next[key];
    else next[key] = value;
    setOverrides(next);
  };
  const players = playerNames(names, (i) => t('new.default_name', { n: i + 1 }));
  const shared = sharedPlayerNames(players);
  const sharedSeats = new Set(shared.flat());
  const shuffle = () => {
    const order = names.map((n) => ({ n, k: Math.random() }));
    order.sort((a, b) => a.k - b.k);
    setNames(order.map((o) => o.n));
  };
  const start = (e: Event) => {
    e.preventDefault();
    if (started.current) return;
    if (shared.length > 0) {
      document.getElementById(`player-${shared[0]![1]}`)?.focus();
      return;
    }
    const problems = startGame({
      family: family.id,
      preset,
      overrides,
      players: players as [string, string, string, string],
    });
    setIssues(problems);
    if (problems.length === 0) {
      started.current = true;
      go('table');
    }
  };

  return (
    <form class="screen new-game" onSubmit={start} aria-labelledby="new-title">
      <h2 id="new-title">{t('new.title')}</h2>
      <fieldset>
        <legend>{t('new.players')}</legend>
        {names.map((n, i) => (
          <div class="field row" key={i}>
            <label for={`player-${i}`}>{windName(i + 1)}</label>
            <input
              id={`player-${i}`}
              type="text"
              value={n}
              autoComplete="off"
              placeholder={t('new.default_name', { n: i + 1 })}
              aria-invalid={sharedSeats.has(i)}
              aria-describedby={sharedSeats.has(i) ? 'shared-names' : undefined}
              onInput={(e) =>
                setNames(names.map((x, k) => (k === i ? (e.target as HTMLInputElement).value : x)))
              }
            />
          </div>
        ))}
        {shared.length > 0 && (
          <ul class="issues" id="shared-names" role="status" aria-live="polite" data-testid="shared-names">
            {shared.map((seats) => (
              <li key={seats[0]}>
                {t('new.shared_name', {
                  seats: new Intl.ListFormat(locale(), { type: 'conjunction' }).format(
                    seats.map((s) => windName(s + 1)),
                  ),
                  name: players[seats[0]!]!,
                })}
              </li>
            ))}
          </ul>
        )}
        <p class="muted small">{t('new.seat_help')}</p>
        <button type="button" onClick={shuffle}>
          {t('new.shuffle')}
        </button>
      </fieldset>

      <fieldset>
        <legend>{t('new.rules')}</legend>
        <div class="field">
          <label for="family">{t('new.family')}</label>
          <select
            id="family"
            value={familyId}
            onChange={(e) => {
              const f = FAMILIES.find((x) => x.id === (e.target as HTMLSelectElement).value)!;
              setFamilyId(f.id);
              setPreset(f.defaultPreset);
              setOverrides({});
            }}
          >
            {FAMILIES.map((f) => (
              <option key={f.id} value={f.id}>
                {t(`family.${f.id}`)}
              </option>
            ))}
          </select>
        </div>
        <div class="field">
          <label for="preset">{t('new.preset')}</label>
          <select
            id="preset"
            value={preset}
            onChange={(e) => {
              setPreset((e.target as HTMLSelectElement).value);
              setOverrides({});
            }}
          >
            {family.presets.map((p) => (
              <option key={p} value={p}>
                {tDynamic(`preset.${p}`, p)}
              </option>
            ))}
          </select>
        </div>
        {shown && 'startingPoints' in shown && (
          <div class="field">
            <label for="start-points">{t('new.start_points')}</label>
            <input
              id="start-points"
              type="number"
              step="100"
              min="0"
              value={String(shown.startingPoints)}
              onChange={(e) => setOption('startingPoints', Number((e.target as HTMLInputElement).value))}
            />
          </div>
        )}
        {shown && 'startPoints' in shown && (
          <div class="field">
            <label for="start-points">{t('new.start_points')}</label>
            <input
              id="start-points"
              type="number"
              step="1000"
              min="0"
              value={String(shown.startPoints)}
              onChange={(e) => setOption('startPoints', Number((e.target as HTMLInputElement).value))}
            />
          </div>
        )}
        {shown && 'gameLength' in shown && (
          <div class="field">
            <label for="game-length">{t('new.length')}</label>
            <select
              id="game-length"
              value={String(shown.gameLength)}
              onChange={(e) => setOption('gameLength', (e.target as HTMLSelectElement).value)}
            >
              <option value="east">{t('length.east')}</option>
              <option value="hanchan">{t('length.hanchan')}</option>
            </select>
          </div>
        )}
        <details class="options">
          <summary>{t('new.all_options')}</summary>
          {shown && <OptionList family={family} rules={shown} overrides={overrides} onSet={setOption} />}
        </details>
      </fieldset>
      {/* The options' issues are said once: live, and not again by Start game. */}
      {!rules.ok ? <IssueList issues={rules.issues} /> : issues.length > 0 && <IssueList issues={issues} />}
      <button type="submit" class="primary big">
        {t('new.start')}
      </button>
    </form>
  );
}

interface OptionListProps {
  family: FamilyChoice;
  rules: Record<string, unknown>;
  overrides: Record<string, unknown>;
  onSet(key: string, value: unknown): void;
}

function OptionList({ family, rules, overrides, onSet }: OptionListProps) {
  return (
    <ul class="option-list">
      {Object.entries(rules).map(([key, value]) => {
        const id = `opt-${key}`;
        const changed = key in overrides;
        return (
          <li key={key} class={changed ? 'changed' : undefined}>
            <label for={id}>
              {optionName(key)} <code class="muted small">{key}</code>
            </label>
            <OptionInput
              id={id}
              name={key}
              value={value}
              choices={family.optionValues(key)}
              onSet={(v) => onSet(key, v)}
            />
          </li>
        );
      })}
    </ul>
  );
}

function OptionInput({
  id,
  name,
  value,
  choices,
  onSet,
}: {
  id: string;
  /** The option's key (its choices' labels are the option's own). */
  name: string;
  value: unknown;
  choices: unknown[];
  onSet(v: unknown): void;
}) {
  if (typeof value === 'boolean') {
    return (
      <input
        id={id}
        type="checkbox"
        checked={value}
        onChange={(e) => onSet((e.target as HTMLInputElement).checked)}
      />
    );
  }
  if (typeof value === 'number' || (value === null && choices.some((c) => typeof c === 'number'))) {
    // A number, or none (null: e.g. no limit) when the field is left empty.
    return (
      <input
        id={id}
        type="number"
        value={value === null ? '' : String(value)}
        placeholder={value === null || choices.includes(null) ? '—' : undefined}
        onChange={(e) => {
          const text = (e.target as HTMLInputElement).value;
          onSet(text === '' && choices.includes(null) ? null : Number(text));
        }}
      />
    );
  }
  if (typeof value === 'string') {
    const options = [...new Set([value, ...choices.filter((c): c is string => typeof c === 'string')])];
    return (
      <select id={id} value={value} onChange={(e) => onSet((e.target as HTMLSelectElement).value)}>
        {options.map((o) => (
          <option key={o} value={o}>
            {choiceName(name, o)}
          </option>
        ))}
      </select>
    );
  }
  const list = Array.isArray(value) ? value : [];
  return (
    <input
      id={id}
      type="text"
      value={list.join(', ')}
      onChange={(e) => {
        const parts = (e.target as HTMLInputElement).value
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
        onSet(
          parts.every((p) => /^-?\d+(\.\d+)?$/.test(p)) && list.every((x) => typeof x === 'number')
            ? parts.map(Number)
            : parts,
        );
      }}
    />
  );
}
