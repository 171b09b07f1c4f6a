// The rule families the CLI can score, by the id given to `--family`.

import { usageError } from '../errors.ts';
import { classicalFrontEnd } from './classical.ts';
import { riichiFrontEnd } from './riichi.ts';
import { singaporeFrontEnd } from './singapore.ts';
import type { FamilyFrontEnd } from './types.ts';

export const FAMILY_IDS = ['riichi', 'classical', 'singapore'] as const;

const FRONT_ENDS: Partial<Record<string, FamilyFrontEnd>> = {
  riichi: riichiFrontEnd,
  classical: classicalFrontEnd,
  singapore: singaporeFrontEnd,
};

/** The front end of a family; a family core does not score yet is a usage error naming it. */
export function findFamilyFrontEnd(id: string): FamilyFrontEnd {
  const fe = FRONT_ENDS[id];
  if (!fe) throw usageError(`--family ${id}: this family's scorer is not available in this version`);
  return fe;
}
