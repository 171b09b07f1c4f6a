// Options that a family does not use are refused by name rather than silently ignored, so
// `--dora` on a Singapore hand is a usage error, not a score that looks right and is not.

import { usageError } from '../errors.ts';
import type { ScoreRequest, SituationFlag } from './types.ts';

type Extra = 'dora' | 'ura' | 'honba' | 'sticks' | 'streak' | 'pao' | 'pao-case' | 'flower-replacement';

/** Throws a usage error naming the first flag or option `family` does not play. */
export function rejectUnusedOptions(
  req: ScoreRequest,
  family: string,
  flags: readonly SituationFlag[],
  extras: readonly Extra[],
): void {
  for (const f of req.flags) {
    if (!flags.includes(f))
      throw usageError(
        `--${f} is not a ${family} situation (it plays: ${flags.map((x) => `--${x}`).join(', ')})`,
      );
  }
  const given: Record<Extra, boolean> = {
    dora: req.dora.length > 0,
    ura: req.ura.length > 0,
    honba: req.honba > 0,
    sticks: req.sticks > 0,
    streak: req.streak > 0,
    pao: req.liableWind !== undefined,
    'pao-case': req.liableReason !== undefined,
    'flower-replacement': req.flowerReplacement > 0,
  };
  for (const key of Object.keys(given) as Extra[]) {
    if (given[key] && !extras.includes(key)) throw usageError(`--${key} does not apply to ${family} scoring`);
  }
}

/** Seat wind of the discarder: the one given, or the player before the winner. */
export function discarderWindOf(req: ScoreRequest): number {
  return req.fromWind ?? ((req.seatWind + 2) % 4) + 1;
}
