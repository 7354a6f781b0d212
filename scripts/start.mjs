// `npm start`: builds whatever is missing (player site, console, server), then starts the
// server on the embedded database in ./data with demo data. Nothing to install but npm.
// START_FROM_SOURCE=1 builds nothing and runs the server from its TypeScript source (tsx), the
// sites only if they are built already: for tests and a quick look at a change.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runForwardingSignals } from './run-forwarding-signals.mjs';

const fromSource = process.env.START_FROM_SOURCE === '1';
const parts = [
  { name: '@amigo/web', output: 'apps/web/dist/index.html' },
  { name: '@amigo/console', output: 'apps/console/dist/index.html' },
  { name: '@amigo/server', output: 'apps/server/dist/main.js' },
];
for (const part of fromSource ? [] : parts) {
  if (existsSync(part.output)) continue;
  console.log(`building ${part.name} ...`);
  const built = spawnSync('npm', ['run', 'build', '-w', part.name], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
// The server runs as a child: signals are passed on to it, so it closes gracefully (main.ts).
runForwardingSignals(fromSource ? ['--import', 'tsx', 'apps/server/src/main.ts'] : ['apps/server/dist/main.js']);
