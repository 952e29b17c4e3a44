import { defineConfig } from 'vitest/config';

/**
 * unit: pure code, no database (`*.test.ts`).
 * integration: against a real database (`*.int.test.ts`); ZF_TEST_DB=pglite|postgres picks which,
 * and scripts/test.mjs runs the project once per database.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['apps/server/src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker process one after another, so the PGlite harness can reuse one engine (test-db.ts).
          isolate: false,
        },
      },
    ],
  },
});
