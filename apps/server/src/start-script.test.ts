import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort } from './test/private-postgres.ts';

const repositoryRoot = path.resolve(import.meta.dirname, '../../..');

/** The pids of every process below `root` (children, their children, …), from `ps`. */
function descendants(root: number): number[] {
  const rows = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const parent = queue.shift();
    for (const [pid, ppid] of rows) {
      if (ppid === parent && !found.includes(pid)) {
        found.push(pid);
        queue.push(pid);
      }
    }
  }
  return found;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Waits (every 100 ms, at most `attempts` times) until none of `pids` runs; answers the ones still running. */
async function waitUntilGone(pids: number[], attempts = 600): Promise<number[]> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (!pids.some(isRunning)) return [];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return pids.filter(isRunning);
}

/** The environment of a server on its own data folder and port, with no demo data. */
async function serverEnvironment(dataDir: string): Promise<NodeJS.ProcessEnv> {
  return {
    ...process.env,
    NODE_ENV: 'development',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    LOG_LEVEL: 'info',
  };
}

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

  it('leaves no server running when npm itself gets SIGTERM (npm exits at once and signals nobody)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-npm-start-'));
    // START_FROM_SOURCE: the server from its source, nothing built (scripts/start.mjs).
    const npm = spawn('npm', ['start'], {
      cwd: repositoryRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...(await serverEnvironment(dataDir)), START_FROM_SOURCE: '1' },
    });
    let output = '';
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let below: number[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        npm.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Amigo Hall is running at')) resolve();
        });
        npm.on('exit', () => reject(new Error(`npm start stopped before the server was up:\n${output}`)));
      });
      // npm → sh -c → node scripts/start.mjs → node main.ts: the server is among them.
      below = descendants(npm.pid!);
      expect(below.length).toBeGreaterThanOrEqual(2);

      npm.kill('SIGTERM');
      expect(await waitUntilGone(below), output).toEqual([]);
      // The server was not killed: it closed gracefully, told by the wrapper its parent was gone.
      expect(output).toMatch(/"signal":"SIGTERM".*"msg":"closing"/);
    } finally {
      for (const pid of [npm.pid!, ...below].filter(isRunning)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  it('stops the server when the wrapper itself is killed outright (SIGKILL): its IPC channel closes', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-start-kill-'));
    const wrapper = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import { runForwardingSignals } from './scripts/run-forwarding-signals.mjs'; runForwardingSignals(['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: ['ignore', 'pipe', 'pipe', 'ipc'] }).stdout.pipe(process.stdout);",
      ],
      { cwd: repositoryRoot, stdio: ['ignore', 'pipe', 'pipe'], env: await serverEnvironment(dataDir) },
    );
    let output = '';
    wrapper.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    let below: number[] = [];
    try {
      await new Promise<void>((resolve, reject) => {
        wrapper.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes('Amigo Hall is running at')) resolve();
        });
        wrapper.on('exit', () => reject(new Error(`the server stopped before it was up:\n${output}`)));
      });
      below = descendants(wrapper.pid!);
      expect(below).toHaveLength(1);
      wrapper.kill('SIGKILL');
      expect(await waitUntilGone(below), output).toEqual([]);
    } finally {
      for (const pid of [wrapper.pid!, ...below].filter(isRunning)) process.kill(pid, 'SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
