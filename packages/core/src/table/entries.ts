// Checks shared by the family tables: seats and the shape of win entries.

import type { Seat } from '../payment.ts';
import { type Issue, issue } from '../result.ts';
import type { WinEntry } from './types.ts';

export const isSeat = (s: unknown): s is Seat => s === 0 || s === 1 || s === 2 || s === 3;

/**
 * Every problem with the win entries of a family where one player wins a hand (Japanese
 * Classical, Singapore): seats, a win on one's own discard, the liable seat, a missing score.
 */
export function checkSingleWinEntries(wins: readonly WinEntry[]): Issue[] {
  const issues: Issue[] = [];
  if (wins.length === 0) return [issue('no_winner', 'a win needs a winner', 'result.wins')];
  if (wins.length > 1) {
    issues.push(
      issue('one_winner', 'one player wins a hand (the claim nearest in turn takes the tile)', 'result.wins'),
    );
  }
  wins.forEach((w, i) => {
    const p = `result.wins[${i}]`;
    if (!isSeat(w.winner))
      issues.push(issue('bad_seat', `winner seat ${w.winner}: seats are 0..3`, `${p}.winner`));
    if (w.from !== null && !isSeat(w.from))
      issues.push(issue('bad_seat', `discarder seat ${w.from}: seats are 0..3`, `${p}.from`));
    if (w.from === w.winner)
      issues.push(issue('self_ron', 'a player cannot win on their own discard', `${p}.from`));
    if (w.liable !== undefined && w.liable !== null && (!isSeat(w.liable) || w.liable === w.winner))
      issues.push(issue('bad_liable', 'the liable player must be another seat', `${p}.liable`));
    if (!w.score || typeof w.score !== 'object')
      issues.push(issue('bad_score_mode', 'a win needs its score', `${p}.score`));
  });
  return issues;
}
