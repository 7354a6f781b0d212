import { spawn } from 'node:child_process';
import os from 'node:os';

/**
 * Runs `node <args>` as a child and passes on the signals this process receives (docker stop,
 * Ctrl-C, a process manager), so the child can close gracefully; exits with the child's code,
 * or the shell's 128 + signal number when it died of a signal. Without this a wrapper (npm start)
 * dies of SIGTERM and leaves the server running, or killed without its graceful close.
 */
export function runForwardingSignals(args, options = {}) {
  const child = spawn(process.execPath, args, { stdio: 'inherit', ...options });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => {
    process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
  });
  return child;
}
