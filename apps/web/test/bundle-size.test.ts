// The production build's size as the README quotes it: the page's initial JavaScript (the
// module index.html loads) gzipped and raw, and its CSS gzipped, built with the app's own Vite
// config. The README's figures must be the build's, to the nearest kilobyte: a change that grows
// or shrinks the app by a kilobyte says so there (the figure once stood 8 KB below the build).

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = mkdtempSync(join(tmpdir(), 'mahjong-ledger-web-build-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

test("the README quotes the initial JavaScript's size, gzipped and raw", async () => {
  // Vitest sets NODE_ENV to "test", which Vite would carry into the bundle (Preact's debug
  // paths kept): build as `vite build` does.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      root,
      mode: 'production',
      configFile: join(root, 'vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\.?\/?([^"]+)"/.exec(html)?.[1];
  const style = /<link rel="stylesheet"[^>]*href="\.?\/?([^"]+)"/.exec(html)?.[1];
  expect(entry, 'index.html loads one module').toBeDefined();
  expect(style, 'index.html loads one stylesheet').toBeDefined();
  const js = readFileSync(join(outDir, entry!));
  const css = readFileSync(join(outDir, style!));
  const kb = (bytes: number) => Math.round(bytes / 1000);
  const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
  const quoted =
    /initial JavaScript \*\*(\d+) KB gzipped\*\* \((\d+) KB raw[^)]*\), CSS (\d+) KB gzipped/.exec(readme);
  expect(quoted, 'the README quotes the sizes').not.toBeNull();
  expect({ gzipped: Number(quoted![1]), raw: Number(quoted![2]), css: Number(quoted![3]) }).toEqual({
    gzipped: kb(gzipSync(js, { level: 9 }).length),
    raw: kb(js.length),
    css: kb(gzipSync(css, { level: 9 }).length),
  });
}, 120_000);
