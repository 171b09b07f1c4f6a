// Types of startup.mjs for the bench's tests.
export function coldStartEntry(url: string, score: boolean): string;
export function timeColdStarts(
  targets: [name: string, url: string | null, score: boolean][],
  runs: number,
  options?: { eval?: boolean },
): Record<string, number[]>;
