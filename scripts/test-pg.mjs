// Runs the server integration suite again on a real PostgreSQL server. Each test file creates
// its own throw-away database there and drops it afterwards.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
