import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * One test run for the whole repository. Server integration tests run on in-memory PGlite,
 * or on PostgreSQL when TEST_DATABASE_URL is set (see scripts/test-pg.mjs).
 */
export default defineConfig({
  test: {
    include: ['apps/*/src/**/*.test.{ts,tsx}', 'packages/*/src/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI machine, where
    // the server suites wait on PGlite or PostgreSQL half the time. Two files at once use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
