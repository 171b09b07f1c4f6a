// A preset's name as a caller gave it: only text names a preset. Anything else is read as no
// name, since using it as a key would call its `toString`, which may be anything or throw.

import { describeValue } from '../result.ts';

/** `preset` when it is text, else undefined. */
export function presetName(preset: unknown): string | undefined {
  return typeof preset === 'string' ? preset : undefined;
}

/** How a message names what was given: `"tenhou"`, or `(not a name: 5)`. */
export function quotePreset(preset: unknown): string {
  return typeof preset === 'string' ? `"${preset}"` : `(not a name: ${describeValue(preset)})`;
}
