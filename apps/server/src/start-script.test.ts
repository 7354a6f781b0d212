import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/private-postgres.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * `npm start` runs the server as a child of scripts/start.mjs through runForwardingSignals. Here
 * the same wrapper runs the server from source (no build needed) and receives SIGTERM as a
 * container's PID 1 would on `docker stop`: the server must close gracefully, and the wrapper
 * exit with the server's code.
 */
describe('the start wrapper', () => {
  it('passes SIGTERM on to the server, which closes gracefully, and exits with its code', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-start-'));
    const wrapper = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { runForwardingSignals } from './scripts/run-forwarding-signals.mjs'; runForwardingSignals(['--import', 'tsx', 'apps/server/src/main.ts']);",
      ],
      {
        cwd: repositoryRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          NODE_ENV: 'development',
          SEED_DEMO: 'false',
          DATA_DIR: dataDir,
          HOST: '127.0.0.1',
          PORT: String(await freePort()),
          LOG_LEVEL: 'info',
        },
      },
    );
    let output = '';
    wrapper.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      await new Promise<void>((resolve, reject) => {
        wrapper.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Amigo Hall is running at')) resolve();
        });
        wrapper.on('exit', () => reject(new Error(`the server stopped before it was up:\n${output}`)));
      });
      const exited = new Promise<number | null>((resolve) => wrapper.on('exit', (code) => resolve(code)));
      wrapper.kill('SIGTERM');
      expect(await exited).toBe(0);
      // main.ts logs this line from its graceful close (close-with-grace), then closes the app.
      expect(output).toMatch(/"signal":"SIGTERM".*"msg":"closing"/);
    } finally {
      wrapper.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
