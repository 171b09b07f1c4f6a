// Whether the executable's bundle (scripts/build.mjs) may run: it exists, with the list of the
// source files it was built from, and none of them has changed since (each is older than the
// bundle). Anything else, a missing or unreadable list or file among them, reads as stale, and
// the executable runs its sources instead: a stale bundle would run code the sources no
// longer say, where the sources are only slower to start.

import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Whether the bundle at `bundle` (a file URL) is newer than every source it lists. */
export function isBundleFresh(bundle) {
  try {
    const built = statSync(fileURLToPath(bundle)).mtimeMs;
    const { inputs } = JSON.parse(readFileSync(fileURLToPath(new URL('inputs.json', bundle)), 'utf8'));
    if (!Array.isArray(inputs) || inputs.length === 0) return false;
    for (const input of inputs) {
      if (typeof input !== 'string' || statSync(fileURLToPath(new URL(input, bundle))).mtimeMs >= built)
        return false;
    }
    return true;
  } catch {
    return false;
  }
}
