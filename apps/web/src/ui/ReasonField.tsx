// The required reason of a referee's entry (a score correction, a tournament penalty): one line
// of text, said missing once OK was pressed without it or once it was typed and cleared, not
// before (an empty field on a fresh screen is no mistake yet).

import { useState } from 'preact/hooks';

export interface ReasonFieldProps {
  /** The input's id; its error is `${id}-error`. */
  id: string;
  label: string;
  /** What is said when the reason is missing. */
  missingText: string;
  value: string;
  /** OK was pressed while the entry was incomplete: a missing reason is said from then on. */
  tried: boolean;
  onInput(note: string): void;
}

export function ReasonField({ id, label, missingText, value, tried, onInput }: ReasonFieldProps) {
  const [typed, setTyped] = useState(false);
  const missing = value.trim() === '' && (tried || typed);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        value={value}
        required
        aria-invalid={missing}
        aria-describedby={missing ? `${id}-error` : undefined}
        onInput={(e) => {
          const note = (e.target as HTMLInputElement).value;
          if (note.trim() !== '') setTyped(true);
          onInput(note);
        }}
      />
      {missing && (
        <p class="issues field-issue" id={`${id}-error`} role="status">
          {missingText}
        </p>
      )}
    </div>
  );
}
