import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

/** docs/ARCHITECTURE.md's module map is generated from the code; this keeps the page honest. */
it('the module map in docs/ARCHITECTURE.md matches the code (npm run docs:modules rewrites it)', () => {
  const root = path.resolve(import.meta.dirname, '../../..');
  const run = () => execFileSync(process.execPath, ['scripts/module-map.mjs', '--check'], { cwd: root, stdio: 'pipe' });
  expect(run).not.toThrow();
});
