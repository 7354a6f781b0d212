import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

/**
 * One real server process (`node --import tsx src/main.ts`) for tests that need several of them:
 * started with its own environment, waited for until /readyz answers 200, stopped hard with
 * SIGKILL as a crashed machine would be, and started again with the same settings. Its output is
 * kept for the failure message.
 */
export interface ServerProcess {
  readonly name: string;
  readonly port: number;
  readonly baseUrl: string;
  /** True from spawn until the process has exited. */
  readonly running: boolean;
  /** Spawns the process and waits until /readyz answers 200 (fails if it exits first or `timeoutMs` passes). */
  start(timeoutMs?: number): Promise<void>;
  /** Sends `signal` and waits for the exit; nothing happens when it is not running. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The last lines the process wrote (stdout and stderr). */
  tail(lines?: number): string;
}

const MAIN = path.join(import.meta.dirname, '../main.ts');
const KEPT_LINES = 400;

/** `env` is the whole environment of the process (nothing is inherited), HOST and PORT aside. */
export function serverProcess(name: string, port: number, env: Record<string, string>): ServerProcess {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let running = false;
  const lines: string[] = [];
  const keep = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
    if (lines.length > KEPT_LINES) lines.splice(0, lines.length - KEPT_LINES);
  };
  const baseUrl = `http://127.0.0.1:${port}`;

  return {
    name,
    port,
    baseUrl,
    get running() {
      return running;
    },
    async start(timeoutMs = 120_000) {
      if (running) throw new Error(`${name} is already running`);
      keep(`--- ${name} starting`);
      const started = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: { HOST: '127.0.0.1', PORT: String(port), ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = started;
      running = true;
      // Never outlives the test process, whatever ends it.
      const killOnExit = () => started.kill('SIGKILL');
      process.once('exit', killOnExit);
      started.once('exit', () => process.off('exit', killOnExit));
      exited = new Promise((resolve) =>
        started.once('exit', (code, signal) => {
          running = false;
          keep(`--- ${name} exited (${signal ?? code})`);
          resolve();
        }),
      );
      started.stdout.setEncoding('utf8').on('data', keep);
      started.stderr.setEncoding('utf8').on('data', keep);
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (!running) throw new Error(`${name} exited before it was ready:\n${this.tail(40)}`);
        const ready = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) })
          .then((response) => response.status === 200)
          .catch(() => false);
        if (ready) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      throw new Error(`${name} not ready after ${timeoutMs} ms:\n${this.tail(40)}`);
    },
    async stop(signal = 'SIGKILL') {
      if (!running || !child) return;
      child.kill(signal);
      await exited;
    },
    tail(count = 60) {
      return lines.slice(-count).join('\n');
    },
  };
}
