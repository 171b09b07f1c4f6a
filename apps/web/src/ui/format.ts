// Number formatting for the screen (grouping and signs only: the numbers come from core).

const plain = new Intl.NumberFormat('en-US');

export function points(n: number): string {
  return plain.format(n);
}

export function signed(n: number): string {
  return n > 0 ? `+${plain.format(n)}` : n < 0 ? `−${plain.format(-n)}` : '0';
}

/** Final points in thousands with one decimal, as settlements show them. */
export function finalPoints(n: number): string {
  const s = Math.abs(n).toFixed(1);
  return n > 0 ? `+${s}` : n < 0 ? `−${s}` : s;
}
