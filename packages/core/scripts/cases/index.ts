// Dispatches one corpus case to its family's adapter.

import { scoreClassicalCase } from './classical.ts';
import { scoreRiichiCase } from './riichi.ts';
import { scoreSingaporeCase } from './singapore.ts';

/** One case (arbitrary JSON) to its result line; a case without `family` is riichi. */
export function scoreCase(c: unknown): Record<string, unknown> {
  const fields = (typeof c === 'object' && c !== null ? c : {}) as Readonly<Record<string, unknown>>;
  const family = fields.family ?? 'riichi';
  if (family === 'riichi') return scoreRiichiCase(c);
  if (family === 'singapore') return scoreSingaporeCase(c);
  if (family === 'classical') return scoreClassicalCase(c);
  return {
    id: fields.id ?? null,
    error: 'invalid',
    issues: [{ code: 'unknown_family', message: `unknown family ${JSON.stringify(family)}` }],
  };
}
