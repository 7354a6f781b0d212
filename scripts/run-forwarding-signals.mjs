import { spawn } from 'node:child_process';
import os from 'node:os';

/** How often the wrapper looks whether the process that started it is still there. */
const PARENT_CHECK_MS = 500;

/**
 * Runs `node <args>` as a child and passes on the signals this process receives (docker stop,
 * Ctrl-C, a process manager), so the child can close gracefully; exits with the child's code,
 * or the shell's 128 + signal number when it died of a signal. Without this a wrapper (npm start)
 * dies of SIGTERM and leaves the server running, or killed without its graceful close.
 *
 * Nothing is left running whichever process gets the signal:
 * - npm itself, on SIGTERM, kills its `sh -c` and exits at once without signalling us: we are
 *   re-parented (to init or a subreaper), which we notice by our parent pid changing, and stop the
 *   child as if we had received SIGTERM;
 * - this wrapper killed outright (SIGKILL) cannot pass anything on: the child is given an IPC
 *   channel, which closes when we die, and main.ts closes gracefully on its `disconnect`.
 */
export function runForwardingSignals(args, options = {}) {
  const child = spawn(process.execPath, args, { stdio: ['inherit', 'inherit', 'inherit', 'ipc'], ...options });
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
    process.on(signal, () => child.kill(signal));
  }
  const parent = process.ppid;
  const parentCheck = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(parentCheck);
    child.kill('SIGTERM');
  }, PARENT_CHECK_MS);
  child.on('exit', (code, signal) => {
    clearInterval(parentCheck);
    process.exit(code ?? 128 + (signal ? (os.constants.signals[signal] ?? 0) : 0));
  });
  return child;
}
