// Types of unminified.mjs for the bench's tests.
export function buildUnminifiedCore(outfile: string): void;
