// When two players' names are one name: the rule the front ends share for refusing a new game
// whose names could not be told apart and for matching a name typed later to its seat. Core's
// ledger itself accepts any four names (a saved game holding two alike must still load).

/**
 * A name as two people would read it alike: surrounding and repeated spacing, letter case and
 * Unicode form (NFKC: "Ｂｏｂ" in full width and "Zoë" typed as e + combining diaeresis are the
 * Bob and Zoë of the game) left aside. Locale-independent, so one file reads alike everywhere.
 */
export function playerNameKey(name: string): string {
  return name.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Each group of seats (two or more, in seat order) whose names are one name, by first seat. */
export function sharedPlayerNames(names: readonly string[]): number[][] {
  const byKey = new Map<string, number[]>();
  names.forEach((name, seat) => {
    const key = playerNameKey(name);
    const seats = byKey.get(key);
    if (seats) seats.push(seat);
    else byKey.set(key, [seat]);
  });
  return [...byKey.values()].filter((seats) => seats.length > 1);
}
