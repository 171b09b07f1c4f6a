// Builds the mahjong-ledger executable's bundle: src/main.ts with the core library's TypeScript
// sources in one ES module (dist/mahjong-ledger.mjs), its npm dependencies left as imports,
// and beside it the list of the source files it was built from (dist/inputs.json), by which
// bin/mahjong-ledger.js tells a bundle older than an edited source (bin/fresh.js).
//
// Run by `npm install` (the root package's `prepare`) and `npm test`; by hand:
//   node packages/cli/scripts/build.mjs [--outdir DIR]
// Without esbuild (an install without dev dependencies) it builds nothing and says so: the
// executable then runs the sources through tsx, as it does whenever the bundle is stale.

import { mkdirSync, readFileSync, renameSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const cli = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
if (!(args.length === 0 || (args.length === 2 && args[0] === '--outdir'))) {
  console.error('usage: node packages/cli/scripts/build.mjs [--outdir DIR]');
  process.exit(2);
}
const outdir = args.length === 2 ? resolve(args[1]) : join(cli, 'dist');

let esbuild;
try {
  esbuild = await import('esbuild');
} catch {
  console.error(
    'mahjong-ledger: esbuild is not installed, so the executable is not bundled; it runs its TypeScript sources through tsx (a slower start)',
  );
  process.exit(0);
}

const pkg = JSON.parse(readFileSync(join(cli, 'package.json'), 'utf8'));
// The workspace's core is TypeScript and goes into the bundle; the other dependencies stay
// imports, resolved from node_modules as any package's.
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => name !== '@mahjong-ledger/core');
const outfile = join(outdir, 'mahjong-ledger.mjs');
mkdirSync(outdir, { recursive: true });
// Written under other names and renamed into place, the list first: a command started during
// a build finds the old bundle with its own list, or the new bundle with a list as new as it.
// The bundle is dated when the build started, so that a source saved while it ran is newer.
const started = new Date();
const result = await esbuild.build({
  entryPoints: [join(cli, 'src/main.ts')],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: `${outfile}.tmp`,
  external,
  metafile: true,
  logLevel: 'warning',
});
const inputs = Object.keys(result.metafile.inputs).map((file) => relative(outdir, resolve(file)));
writeFileSync(join(outdir, 'inputs.json.tmp'), `${JSON.stringify({ inputs }, null, 1)}\n`);
renameSync(join(outdir, 'inputs.json.tmp'), join(outdir, 'inputs.json'));
utimesSync(`${outfile}.tmp`, started, started);
renameSync(`${outfile}.tmp`, outfile);
