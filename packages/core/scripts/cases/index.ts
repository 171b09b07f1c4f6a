// Dispatches one corpus case to its family's adapter.

import { scoreClassicalCase } from './classical.ts';
import { scoreRiichiCase } from './riichi.ts';
import { scoreSingaporeCase } from './singapore.ts';

export function scoreCase(c: Record<string, any>): Record<string, unknown> {
  const family = c.family ?? 'riichi';
  if (family === 'riichi') return scoreRiichiCase(c);
  if (family === 'singapore') return scoreSingaporeCase(c);
  if (family === 'classical') return scoreClassicalCase(c);
  return {
    id: c.id,
    error: 'invalid',
    issues: [{ code: 'unknown_family', message: `unknown family "${family}"` }],
  };
}
