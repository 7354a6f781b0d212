// Bundles the server into dist/main.js. Workspace packages (@amigo/*) are TypeScript source and
// are bundled in; npm dependencies stay external and load from node_modules at run time.
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  packages: 'external',
  alias: { '@amigo/contract': '../../packages/contract/src/index.ts', '@amigo/games': '../../packages/games/src/index.ts' },
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/db/migrations', { recursive: true });
// Repeatable SQL (functions, triggers, views; src/db/repeatable-sql.ts) at the same relative place.
mkdirSync('dist/modules', { recursive: true });
for (const module of readdirSync('src/modules')) {
  const sqlDir = `src/modules/${module}/sql`;
  if (existsSync(sqlDir)) cpSync(sqlDir, `dist/modules/${module}/sql`, { recursive: true });
}
console.log('server built: apps/server/dist/main.js');
