// A row of buttons of which one is chosen (how a hand was won, the kind of a draw, the tile
// picker's target): a WAI-ARIA radio group with the keyboard of radio.ts, so that every such
// row has one Tab stop and the arrow keys, written once.

import type { ComponentChildren } from 'preact';
import { radioArrowKey, radioTabIndex } from './radio.ts';

export interface SegmentedProps<T extends string> {
  label: string;
  options: readonly T[];
  /** The chosen option; null, or one not among the options, when none is. */
  value: T | null;
  onChange(option: T): void;
  /** Each option's text. */
  text(option: T): ComponentChildren;
  /** As wide as the screen (the entry screens' rows). */
  wide?: boolean;
  /** The id of a line that says what the choice does, read with the group by screen readers. */
  describedBy?: string;
}

export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
  text,
  wide,
  describedBy,
}: SegmentedProps<T>) {
  const noneChosen = value === null || !options.includes(value);
  return (
    <div
      class={wide ? 'segmented wide' : 'segmented'}
      role="radiogroup"
      aria-label={label}
      aria-describedby={describedBy}
      onKeyDown={radioArrowKey}
    >
      {options.map((option, i) => (
        <button
          type="button"
          role="radio"
          key={option}
          aria-checked={value === option}
          tabIndex={radioTabIndex(value === option, i === 0, noneChosen)}
          onClick={() => onChange(option)}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}
