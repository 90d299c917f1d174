import os from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which is one worker on a 2-core machine; the server's files
    // mostly wait on PostgreSQL and child processes, so two share two cores well (docs/measurements.md).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'server',
          root: './apps/server',
          environment: 'node',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: { name: 'bench', root: './bench', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Every English catalogue, loaded before the tests (pages load theirs in the browser).
          setupFiles: ['./src/lib/i18n/test-setup.ts'],
          // Node would load i18next-icu's ESM build with intl-messageformat's CommonJS entry, whose default
          // import is no constructor (ICU messages then print raw); transformed by Vite, as in the browser.
          server: { deps: { inline: ['i18next-icu'] } },
        },
      },
    ],
  },
});
