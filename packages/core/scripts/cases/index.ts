// Dispatches one corpus case to its family's adapter.

import { scoreRiichiCase } from './riichi.ts';

type Adapter = (c: Record<string, any>) => Record<string, unknown>;

const adapters: Record<string, () => Promise<Adapter> | Adapter> = {};

export function scoreCase(c: Record<string, any>): Record<string, unknown> {
  const family = c.family ?? 'riichi';
  if (family === 'riichi') return scoreRiichiCase(c);
  void adapters;
  return { id: c.id, error: 'invalid', issues: [{ code: 'unknown_family', message: `unknown family "${family}"` }] };
}
