#!/usr/bin/env node
// The mahjong-ledger executable: registers tsx so the TypeScript sources (this package's and
// @mahjong-ledger/core's) run as they are, with no build step after `npm ci`, then starts the CLI.

import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/main.ts');
process.exitCode = await main(process.argv.slice(2));
