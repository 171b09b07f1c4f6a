// The settlement's money: each player's amount to the cent, the cents shared out so that the
// amounts add up to the table's own total (zero in a zero-sum game), as an organiser paying out
// cash needs. Each amount stays within one cent of its exact value.

/** Amounts in currency units from exact amounts in cents (any real numbers), summing exactly. */
export function shareCents(exactCents: readonly number[]): number[] {
  const cents = exactCents.map((x) => Math.round(x));
  const want = Math.round(exactCents.reduce((a, b) => a + b, 0));
  let diff = want - cents.reduce((a, b) => a + b, 0);
  // Rounded one by one, n amounts can miss their total by up to n/2 cents: each cent goes to (or
  // comes from) the amount that rounding moved furthest the other way, the first seat on a tie.
  while (diff !== 0) {
    const step = Math.sign(diff);
    let best = 0;
    for (let i = 1; i < cents.length; i++)
      if ((exactCents[i]! - cents[i]!) * step > (exactCents[best]! - cents[best]!) * step) best = i;
    cents[best]! += step;
    diff -= step;
  }
  return cents.map((c) => c / 100 + 0);
}
