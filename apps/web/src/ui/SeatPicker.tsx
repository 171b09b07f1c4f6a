// Choose one player (winner, discarder, liable player) by name: large radio buttons, a WAI-ARIA
// radio group for the keyboard: one Tab stop (the chosen player, or the first that can be chosen
// when none is), the arrow keys move the choice (Left/Up back, Right/Down on, round from the
// last to the first), Space chooses the focused player. Taps and clicks choose as ever.

import type { Seat } from '@mahjong-ledger/core';
import { t } from '../i18n/index.ts';
import { radioArrowKey } from './radio.ts';

export interface SeatPickerProps {
  label: string;
  names: readonly string[];
  value: Seat | null;
  onChange(seat: Seat | null): void;
  /** Seats that cannot be chosen (the winner, as discarder; the other winners of a multiple ron). */
  disabled?: Seat | null | readonly (Seat | null)[];
  allowNone?: boolean;
  testid: string;
}

export function SeatPicker({ label, names, value, onChange, disabled, allowNone, testid }: SeatPickerProps) {
  const options: { seat: Seat | null; name: string }[] = [
    ...(allowNone ? [{ seat: null, name: t('common.none') }] : []),
    ...names.map((name, i) => ({ seat: i as Seat, name })),
  ];
  const off: readonly (Seat | null)[] = Array.isArray(disabled) ? disabled : [disabled as Seat | null];
  const enabled = (seat: Seat | null) => seat === null || !off.includes(seat);
  // The group's one Tab stop: the chosen option, else the first that can be chosen.
  const stop =
    options.find((o) => o.seat === value && enabled(o.seat)) ?? options.find((o) => enabled(o.seat));
  return (
    <div
      class="seat-picker"
      role="radiogroup"
      aria-label={label}
      data-testid={testid}
      onKeyDown={radioArrowKey}
    >
      <span class="label">{label}</span>
      <div class="segmented wide">
        {options.map((o) => (
          <button
            type="button"
            role="radio"
            key={o.seat ?? 'none'}
            aria-checked={value === o.seat}
            tabIndex={o === stop ? 0 : -1}
            disabled={!enabled(o.seat)}
            onClick={() => onChange(o.seat)}
          >
            {o.name}
          </button>
        ))}
      </div>
    </div>
  );
}
