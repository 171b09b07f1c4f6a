// A preset's name as a caller gave it: only text names a preset. Anything else is read as no
// name, since using it as a key would call its `toString`, which may be anything or throw.

/** `preset` when it is text, else undefined. */
export function presetName(preset: unknown): string | undefined {
  return typeof preset === 'string' ? preset : undefined;
}

/** How a message names what was given: `"tenhou"`, or what kind of value it was. */
export function quotePreset(preset: unknown): string {
  if (typeof preset === 'string') return `"${preset}"`;
  return `(not a name: ${preset === null ? 'null' : Array.isArray(preset) ? 'a list' : typeof preset})`;
}
