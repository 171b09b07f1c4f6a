#!/usr/bin/env node
// The mahjong-ledger executable. It runs the bundle that `npm install` and `npm test` build
// (dist/, by scripts/build.mjs: the CLI and the core library in one module, which starts in a
// third of the time) while it is newer than every source it was built from. Otherwise (a source
// edited since, no bundle, or MAHJONG_LEDGER_FROM_SOURCE=1) it registers tsx and runs the
// TypeScript sources as they are, so the command never runs code older than its sources.

import { isBundleFresh } from './fresh.js';

const bundle = new URL('../dist/mahjong-ledger.mjs', import.meta.url);
let main;
if (process.env.MAHJONG_LEDGER_FROM_SOURCE !== '1' && isBundleFresh(bundle)) {
  ({ main } = await import(bundle.href));
} else {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/main.ts'));
}
process.exitCode = await main(process.argv.slice(2));
