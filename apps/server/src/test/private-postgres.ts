import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Debian's PostgreSQL 15 server programs (CI installs the same package). */
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';

/** Whether this machine can start a private cluster: the server programs and root, to run them as `postgres`. */
export function canStartPrivateCluster(): boolean {
  return existsSync(path.join(POSTGRES_BIN, 'initdb')) && process.getuid?.() === 0;
}

/** A free TCP port on 127.0.0.1, chosen by the kernel. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

export interface PrivateCluster {
  /** Connection string of its `postgres` database (trust authentication). */
  url: string;
  port: number;
  /** Starts the server and waits until it accepts connections. */
  start(): Promise<void>;
  /** Stops it hard, as a crash or a failover would: `pg_ctl stop -m immediate` (no checkpoint, clients cut). */
  stopHard(): Promise<void>;
  /** Stops it if running and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder owned by `postgres`, on a free
 * port with its socket in that folder: the test can stop it hard without touching the shared
 * server other tests use. PostgreSQL refuses to run as root, so every command runs as `postgres`.
 */
export async function createPrivateCluster(): Promise<PrivateCluster> {
  const root = privateFolder();
  const dataDir = path.join(root, 'data');
  await asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  return clusterIn(root, dataDir, await freePort());
}

/**
 * A hot standby of `primary` in a private cluster of its own: `pg_basebackup -R` copies the
 * primary (which initdb set up for streaming: wal_level replica, replication allowed from
 * 127.0.0.1) and writes the standby settings, so once started it streams and replays the
 * primary's WAL and answers read-only queries. The primary must be running.
 */
export async function createStandbyCluster(primary: PrivateCluster): Promise<PrivateCluster> {
  const root = privateFolder();
  const dataDir = path.join(root, 'data');
  await asPostgres('pg_basebackup', [
    '-D',
    dataDir,
    '-R',
    '-X',
    'stream',
    '--no-sync',
    '-d',
    `host=127.0.0.1 port=${primary.port} user=postgres`,
  ]);
  return clusterIn(root, dataDir, await freePort());
}

/** A temporary folder owned by `postgres`. */
function privateFolder(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'amigo-pg-'));
  chownSync(root, idOf('postgres', '-u'), idOf('postgres', '-g'));
  return root;
}

function asPostgres(program: string, args: string[]) {
  return run('runuser', ['-u', 'postgres', '--', path.join(POSTGRES_BIN, program), ...args], { timeout: 60_000 });
}

/** The cluster in `dataDir`, served on `port` with its socket in `root`. */
function clusterIn(root: string, dataDir: string, port: number): PrivateCluster {
  const serverOptions = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  let running = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: async () => {
      await asPostgres('pg_ctl', ['-D', dataDir, '-l', path.join(root, 'server.log'), '-o', serverOptions, '-w', 'start']);
      running = true;
    },
    stopHard: async () => {
      await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      running = false;
    },
    destroy: async () => {
      if (running) await asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** The numeric user or group id of a system account (`id -u postgres`). */
function idOf(user: string, flag: '-u' | '-g'): number {
  return Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
}
