// The players' names of a new game: each seat's name as the game will keep it (a name left
// empty is "Player n"). Two players of one name would make every payment between them read
// "Bob → Bob" and the seat pickers offer two "Bob"s, so a game is not started with them; which
// seats share a name is core's sharedPlayerNames, the rule the CLI matches names by.

/** The names the game keeps: each trimmed, an empty one `fallback(seat)`. */
export function playerNames(typed: readonly string[], fallback: (seat: number) => string): string[] {
  return typed.map((n, i) => n.trim() || fallback(i));
}
