// Types of valgrind.mjs for the bench's tests.
export function parseCachegrindSummary(text: string): { instructions: number; mispredictions: number } | null;
export function parseCallgrindInstructions(text: string): Map<number, number>;
export function instructionsByFunction(costs: Map<number, number>, perfMap: string): Map<string, number>;
export function instructionKind(text: string): string;
