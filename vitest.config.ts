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
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
