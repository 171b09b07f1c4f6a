// The players' names of a new game: each seat's name as the game will keep it (a name left
// empty is "Player n"), and the seats that share one. Two players of one name would make every
// payment between them read "Bob → Bob" and the seat pickers offer two "Bob"s, so a game is not
// started with them (core's ledger accepts any four names).

/** The names the game keeps: each trimmed, an empty one `fallback(seat)`. */
export function playerNames(typed: readonly string[], fallback: (seat: number) => string): string[] {
  return typed.map((n, i) => n.trim() || fallback(i));
}

/** A name as two people would read it alike: its case, width and spacing left aside. */
const sameness = (name: string) => name.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ');

/** Each group of seats (two or more, in seat order) whose names read alike, by first seat. */
export function sharedNames(names: readonly string[]): number[][] {
  const bySame = new Map<string, number[]>();
  names.forEach((n, seat) => {
    const key = sameness(n);
    bySame.set(key, [...(bySame.get(key) ?? []), seat]);
  });
  return [...bySame.values()].filter((seats) => seats.length > 1);
}
