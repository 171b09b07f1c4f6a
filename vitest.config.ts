import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
