// Types of valgrind.mjs for the bench's tests.
export function parseCachegrindSummary(text: string): { instructions: number; mispredictions: number } | null;
