// An unminified bundle of the core, built from the source, which keeps the names and lines V8
// prints (bench/branches.mjs and the bench's bytecode test).

import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Bundles the core, as the bench's build does but without minifying, into `outfile`. */
export function buildUnminifiedCore(outfile) {
  buildSync({
    entryPoints: [join(root, 'packages/core/src/index.ts')],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    outfile,
    logLevel: 'warning',
  });
}
