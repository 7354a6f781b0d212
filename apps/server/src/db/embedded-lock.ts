import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite is one PostgreSQL inside one process: a second process that opens the same data folder
 * runs a second postmaster over the same files, and both corrupt each other's view (ids handed out
 * twice, conflicts on rows the other just wrote). So whoever opens an embedded database folder —
 * the server (main.ts) or a CLI (cli/open-cli-database.ts) — first takes this lock file in it.
 *
 * The file holds the holder's pid, the process's start time (from /proc, so a reused pid is not
 * mistaken for the holder), what it is (`server`, `staff:create`, …) and since when. A lock whose
 * process is gone (killed, crashed) is stale and taken over. PostgreSQL (DATABASE_URL) needs none
 * of this: any number of processes share it.
 */
export const EMBEDDED_LOCK_FILE = 'amigo.lock';

export interface EmbeddedLockHolder {
  pid: number;
  /** Clock ticks since boot when the process started (Linux /proc/<pid>/stat field 22); null where unknown. */
  processStart: string | null;
  /** `server`, or the CLI's name (`staff:create`, `ledger:verify`, …). */
  holder: string;
  /** ISO time the lock was taken. */
  since: string;
}

/** The folder is held by a live process; `holder` says which. */
export class EmbeddedDatabaseBusy extends Error {
  constructor(
    readonly dir: string,
    readonly holder: EmbeddedLockHolder,
  ) {
    super(`the embedded database in ${dir} is in use by ${holder.holder} (pid ${holder.pid}, since ${holder.since})`);
    this.name = 'EmbeddedDatabaseBusy';
  }
}

export interface EmbeddedLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** A takeover of a stale lock that has not finished after this long was interrupted: its guard is cleared. */
const TAKEOVER_GUARD_STALE_MS = 10_000;

function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null; // field 22 of the whole line
  } catch {
    return null;
  }
}

/** Whether the process that wrote `holder` is still running (and is the same process, not a reused pid). */
export function isHolderAlive(holder: Pick<EmbeddedLockHolder, 'pid' | 'processStart'>): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to someone else — alive.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.processStart === null) return true;
  const now = processStartOf(holder.pid);
  return now === null || now === holder.processStart;
}

function readHolder(file: string): EmbeddedLockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<EmbeddedLockHolder>;
    if (typeof parsed.pid !== 'number') return undefined;
    return {
      pid: parsed.pid,
      processStart: typeof parsed.processStart === 'string' ? parsed.processStart : null,
      holder: typeof parsed.holder === 'string' ? parsed.holder : 'another process',
      since: typeof parsed.since === 'string' ? parsed.since : 'an unknown time',
    };
  } catch {
    return undefined;
  }
}

function tryCreate(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeQuietly(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

/**
 * Takes the lock of the embedded database folder `dir` for `holder`, or throws
 * EmbeddedDatabaseBusy naming the live process that has it. A stale lock (its process is gone)
 * is taken over. The lock is released by `release()` and, as a last resort, when this process exits.
 */
export function lockEmbeddedDatabase(dir: string, holder: string): EmbeddedLock {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, EMBEDDED_LOCK_FILE);
  const mine: EmbeddedLockHolder = {
    pid: process.pid,
    processStart: processStartOf(process.pid),
    holder,
    since: new Date().toISOString(),
  };
  const content = `${JSON.stringify(mine)}\n`;

  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (tryCreate(file, content)) return held(file, mine);
    const current = readHolder(file);
    // A file we cannot read may be one being written this very moment: look again before calling it stale.
    if (current && isHolderAlive(current)) throw new EmbeddedDatabaseBusy(dir, current);
    if (!current && attempt === 0) continue;
    takeOverStale(file, current);
  }
  const current = readHolder(file);
  throw new EmbeddedDatabaseBusy(dir, current ?? { pid: 0, processStart: null, holder: 'another process', since: 'now' });
}

/**
 * Removes a stale lock under a guard file, so two processes taking over the same stale lock at
 * once cannot remove each other's fresh one: only the guard's owner removes, after checking that
 * the lock is still the stale one it saw.
 */
function takeOverStale(file: string, seen: EmbeddedLockHolder | undefined): void {
  const guard = `${file}.takeover`;
  if (!tryCreate(guard, String(process.pid))) {
    try {
      if (Date.now() - statSync(guard).mtimeMs > TAKEOVER_GUARD_STALE_MS) removeQuietly(guard);
    } catch {
      // The guard went away meanwhile: the next attempt sees what its owner left.
    }
    return;
  }
  try {
    const now = readHolder(file);
    const same = now?.pid === seen?.pid && now?.since === seen?.since;
    if (same && !(now && isHolderAlive(now))) removeQuietly(file);
  } finally {
    removeQuietly(guard);
  }
}

function held(file: string, mine: EmbeddedLockHolder): EmbeddedLock {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    const current = readHolder(file);
    if (current?.pid === mine.pid && current.since === mine.since) removeQuietly(file);
  };
  process.on('exit', release);
  return { file, release };
}

/** What a CLI prints when the server (or another CLI) holds the embedded database. */
export function describeBusy(command: string, busy: EmbeddedDatabaseBusy, instead?: string): string {
  const byServer = busy.holder.holder === 'server';
  return [
    `${command}: the embedded database in ${busy.dir} is in use by ${byServer ? 'the running server' : busy.holder.holder} (pid ${busy.holder.pid}, since ${busy.holder.since}).`,
    `${command}: PGlite can be opened by one process only, so nothing was opened or changed.`,
    `${command}: what to do:`,
    byServer
      ? `  - stop the server, run ${command} again, then start the server again;`
      : `  - wait for ${busy.holder.holder} to finish, then run ${command} again;`,
    '  - or run the server and this command on PostgreSQL (set DATABASE_URL), which any number of processes share;',
    ...(instead ? [`  - or, while the server runs, ${instead}.`] : []),
  ].join('\n');
}
