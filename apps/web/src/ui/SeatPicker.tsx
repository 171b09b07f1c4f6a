// Choose one player (winner, discarder, liable player) by name: large radio buttons.

import type { Seat } from '@mahjong-ledger/core';
import { t } from '../i18n/index.ts';

export interface SeatPickerProps {
  label: string;
  names: readonly string[];
  value: Seat | null;
  onChange(seat: Seat | null): void;
  /** A seat that cannot be chosen (the winner, as discarder). */
  disabled?: Seat | null;
  allowNone?: boolean;
  testid: string;
}

export function SeatPicker({ label, names, value, onChange, disabled, allowNone, testid }: SeatPickerProps) {
  return (
    <div class="seat-picker" role="radiogroup" aria-label={label} data-testid={testid}>
      <span class="label">{label}</span>
      <div class="segmented wide">
        {allowNone && (
          <button type="button" role="radio" aria-checked={value === null} onClick={() => onChange(null)}>
            {t('common.none')}
          </button>
        )}
        {names.map((n, i) => (
          <button
            type="button"
            role="radio"
            key={i}
            aria-checked={value === i}
            disabled={disabled === i}
            onClick={() => onChange(i as Seat)}
          >
            {n}
          </button>
        ))}
      </div>
    </div>
  );
}
