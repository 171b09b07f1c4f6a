// A text field in mpsz notation (keyboard entry). While the player types, the text is theirs;
// every parse error core reports is shown under the field at once. A valid text is passed up.
// Leaving the field keeps a text that does not parse, with what is wrong with it, to be put
// right (it was replaced by the last text that parsed, and the error went with it: a hand typed
// with one slip was lost); the value changed from outside (a tile tapped) replaces it.

import type { Issue } from '@mahjong-ledger/core';
import { useEffect, useRef, useState } from 'preact/hooks';
import { IssueList } from '../ui/IssueList.tsx';

export interface MpszFieldProps {
  id: string;
  label: string;
  /** The text of the current value (written by core from the draft). */
  value: string;
  placeholder?: string;
  /** Parses the text; returns the issues, or [] after applying the value. */
  onText(text: string): Issue[];
}

export function MpszField({ id, label, value, placeholder, onText }: MpszFieldProps) {
  const [text, setText] = useState(value);
  const [editing, setEditing] = useState(false);
  const [issues, setIssues] = useState<Issue[]>([]);
  // The value last seen: one changed while the field is left is the draft changed elsewhere.
  const seen = useRef(value);
  useEffect(() => {
    const changed = value !== seen.current;
    seen.current = value;
    if (!editing && (changed || issues.length === 0)) {
      setText(value);
      setIssues([]);
    }
  }, [value, editing]);
  return (
    <div class="field">
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="text"
        autoComplete="off"
        autoCapitalize="off"
        spellcheck={false}
        placeholder={placeholder}
        value={text}
        aria-invalid={issues.length > 0}
        aria-describedby={issues.length ? `${id}-issues` : undefined}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onInput={(e) => {
          const v = (e.target as HTMLInputElement).value;
          setText(v);
          setIssues(onText(v));
        }}
      />
      {issues.length > 0 && <IssueList id={`${id}-issues`} issues={issues} />}
    </div>
  );
}
