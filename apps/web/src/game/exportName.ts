// The name an exported game file is given: `mahjong-game-YYYY-MM-DD-HH-MM-Players.json` (or
// .csv), the date and time of the export where the player is (an export before 09:00 in Japan
// once carried yesterday's date, read in UTC) and the game's players, so two games exported the
// same day are told apart. The names are reduced to what every file system takes (letters and
// digits of any script, the rest as one hyphen) and kept short.

/** The most characters the players' part of a name takes. */
const MAX_PLAYERS = 60;

/** The date and time `now` shows in `timeZone` (the device's own when not given), as YYYY-MM-DD-HH-MM. */
export function localStamp(now: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}-${part('hour')}-${part('minute')}`;
}

/**
 * The players' names as a part of a file name: letters and digits (any script) kept, each run of
 * anything else (spaces, slashes, colons, dots ...) one hyphen, at most MAX_PLAYERS characters;
 * '' when there is nothing to keep. `players` is read with care: a saved game that no longer
 * replays may hold anything there.
 */
export function playersPart(players: unknown): string {
  if (!Array.isArray(players)) return '';
  const text = players
    .filter((p): p is string => typeof p === 'string')
    .join(' ')
    .normalize('NFC')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return [...text].slice(0, MAX_PLAYERS).join('').replace(/-+$/, '');
}

/** An exported game file's name (see above). */
export function exportFileName(players: unknown, ext: 'json' | 'csv', now: Date, timeZone?: string): string {
  const who = playersPart(players);
  return `mahjong-game-${localStamp(now, timeZone)}${who ? `-${who}` : ''}.${ext}`;
}
