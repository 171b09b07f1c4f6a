// The executable's bundle (scripts/build.mjs): built from the CLI's and the core's sources into
// one module with the list of its inputs, run by bin/mahjong-ledger.js only while no input has
// changed since (bin/fresh.js), else the sources run through tsx. A stale bundle must never run:
// it would score by rules the sources no longer say.

import { execFileSync, spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, describe, expect, test } from 'vitest';
import { isBundleFresh } from '../bin/fresh.js';
import { runCli } from './support/cli.ts';

const CLI = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const BUILD = join(CLI, 'scripts/build.mjs');
const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** Sets a file's modification time `seconds` from now. */
const age = (file: string, seconds: number) => {
  const t = new Date(Date.now() + seconds * 1000);
  utimesSync(file, t, t);
};

describe('isBundleFresh', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-fresh-'));
  made.push(dir);
  const bundle = join(dir, 'dist/mahjong-ledger.mjs');
  const list = join(dir, 'dist/inputs.json');
  const sources = ['src/main.ts', 'src/io.ts'].map((f) => join(dir, f));
  const url = pathToFileURL(bundle);
  const setUp = () => {
    mkdirSync(join(dir, 'dist'), { recursive: true });
    mkdirSync(join(dir, 'src'), { recursive: true });
    for (const s of sources) writeFileSync(s, 'export {};\n');
    writeFileSync(bundle, 'export {};\n');
    writeFileSync(list, JSON.stringify({ inputs: ['../src/main.ts', '../src/io.ts'] }));
    for (const s of sources) age(s, -60);
    age(bundle, -10);
  };

  test('a bundle newer than every source it lists is fresh', () => {
    setUp();
    expect(isBundleFresh(url)).toBe(true);
  });
  test('a source saved after the build makes it stale, as does one of the same time', () => {
    setUp();
    age(sources[1]!, 0);
    expect(isBundleFresh(url)).toBe(false);
    setUp();
    const t = new Date(Date.now() - 10_000);
    utimesSync(sources[0]!, t, t);
    utimesSync(bundle, t, t);
    expect(isBundleFresh(url)).toBe(false);
  });
  test('a listed source gone, no list, a list of no files or of no strings, or no bundle: stale', () => {
    setUp();
    rmSync(sources[0]!);
    expect(isBundleFresh(url)).toBe(false);
    setUp();
    rmSync(list);
    expect(isBundleFresh(url)).toBe(false);
    for (const bad of ['{"inputs": []}', '{"inputs": [3]}', '{"inputs": "../src/main.ts"}', 'not json']) {
      setUp();
      writeFileSync(list, bad);
      age(bundle, -10);
      expect(isBundleFresh(url), bad).toBe(false);
    }
    setUp();
    rmSync(bundle);
    expect(isBundleFresh(url)).toBe(false);
  });
});

describe('the executable runs the bundle only while it is fresh', () => {
  // Inside the package, so that the sources' way in finds tsx in node_modules.
  const dir = mkdtempSync(join(CLI, 'test', '.tmp-bin-'));
  made.push(dir);
  for (const f of ['mahjong-ledger.js', 'fresh.js']) {
    mkdirSync(join(dir, 'bin'), { recursive: true });
    copyFileSync(join(CLI, 'bin', f), join(dir, 'bin', f));
  }
  mkdirSync(join(dir, 'dist'));
  mkdirSync(join(dir, 'src'));
  const source = join(dir, 'src/main.ts');
  const bundle = join(dir, 'dist/mahjong-ledger.mjs');
  writeFileSync(
    source,
    'export async function main(args: string[]): Promise<number> {\n  console.log("source " + args.join(" "));\n  return 0;\n}\n',
  );
  writeFileSync(
    bundle,
    'export async function main(args) {\n  console.log("bundle " + args.join(" "));\n  return 3;\n}\n',
  );
  writeFileSync(join(dir, 'dist/inputs.json'), JSON.stringify({ inputs: ['../src/main.ts'] }));
  const run = (env: Record<string, string> = {}) => {
    const r = spawnSync(process.execPath, [join(dir, 'bin/mahjong-ledger.js'), 'score', '1m'], {
      encoding: 'utf8',
      env: { ...process.env, MAHJONG_LEDGER_FROM_SOURCE: undefined, ...env },
    });
    return [r.stdout.trim(), r.status];
  };

  test('fresh: the bundle, with the arguments and its exit code', () => {
    age(source, -60);
    age(bundle, -10);
    expect(run()).toEqual(['bundle score 1m', 3]);
  });
  test('a source edited since: the sources, through tsx', () => {
    age(source, -60);
    age(bundle, -10);
    age(source, 0);
    expect(run()).toEqual(['source score 1m', 0]);
  });
  test('MAHJONG_LEDGER_FROM_SOURCE=1: the sources, even with a fresh bundle', () => {
    age(source, -60);
    age(bundle, -10);
    expect(run({ MAHJONG_LEDGER_FROM_SOURCE: '1' })).toEqual(['source score 1m', 0]);
  });
});

describe('scripts/build.mjs', () => {
  // Inside the package, so that the bundle's imports of its npm dependencies resolve.
  const out = mkdtempSync(join(CLI, 'test', '.tmp-build-'));
  made.push(out);
  execFileSync(process.execPath, [BUILD, '--outdir', out]);
  const bundle = join(out, 'mahjong-ledger.mjs');
  const { inputs } = JSON.parse(readFileSync(join(out, 'inputs.json'), 'utf8')) as { inputs: string[] };
  const files = inputs.map((f) => resolve(out, f));

  test("lists every source it bundles, the CLI's and the core's, each a file that exists", () => {
    expect(files).toContain(join(CLI, 'src/main.ts'));
    expect(files).toContain(resolve(CLI, '../core/src/rules/riichi/score.ts'));
    expect(files.filter((f) => !existsSync(f))).toEqual([]);
    expect(files.every((f) => f.endsWith('.ts'))).toBe(true);
  });
  test('imports only the npm dependencies, no TypeScript', () => {
    const text = readFileSync(bundle, 'utf8');
    const imports = [...text.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]!);
    expect(new Set(imports.filter((m) => !m.startsWith('node:')))).toEqual(
      new Set(['commander', 'picocolors']),
    );
    expect(text).not.toMatch(/from "[^"]*\.ts"/);
  });
  test('is fresh as built, and gives what the sources give', async () => {
    expect(isBundleFresh(pathToFileURL(bundle))).toBe(true);
    // An open hand under another preset, with its fu lines and the payments.
    const args = '--json score 123m456p789s11z+pon:555z --win 1z --rules tenhou --honba 2'.split(' ');
    const runner = join(out, 'run.mjs');
    writeFileSync(
      runner,
      `const { main } = await import(${JSON.stringify(pathToFileURL(bundle).href)});\nprocess.exitCode = await main(process.argv.slice(2));\n`,
    );
    const fromBundle = spawnSync(process.execPath, [runner, ...args], { encoding: 'utf8', cwd: CLI });
    const fromSource = await runCli(args, { env: { MAHJONG_LEDGER_FROM_SOURCE: '1' } });
    expect(fromBundle.status).toBe(0);
    expect(fromSource.code).toBe(0);
    expect(JSON.parse(fromBundle.stdout)).toEqual(JSON.parse(fromSource.stdout));
    expect(JSON.parse(fromBundle.stdout)).toMatchObject({ ok: true });
  });
  test('without esbuild (an install without dev dependencies) it builds nothing, says so and succeeds', () => {
    // A copy of the script where no node_modules can be found: its import of esbuild fails.
    const alone = mkdtempSync(join(tmpdir(), 'mahjong-ledger-no-esbuild-'));
    made.push(alone);
    mkdirSync(join(alone, 'scripts'));
    copyFileSync(BUILD, join(alone, 'scripts/build.mjs'));
    const r = spawnSync(process.execPath, [join(alone, 'scripts/build.mjs')], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/esbuild is not installed, so the executable is not bundled/);
    expect(existsSync(join(alone, 'dist'))).toBe(false);
  });
  test('refuses arguments it does not take', () => {
    const r = spawnSync(process.execPath, [BUILD, '--out', out], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/usage/);
  });
});
