import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Config } from '../config.ts';
import { routeReads, type ReplicaHealth } from './read-replica.ts';
import { applyRepeatableSql } from './repeatable-sql.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/** The database handle every module receives. Same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT>;

/**
 * What a report or list use case takes: `db`, the primary, for whatever decides who may see what
 * (authorization never reads a replica), and `read` for the figures and rows themselves.
 */
export interface ReportDbs {
  db: Db;
  read: Db;
}

export interface Database {
  /** The primary: every write, and every read that decides money or access. */
  db: Db;
  /**
   * For reports and lists (agent reports, records pages, console lists, the dashboard): the read
   * replica (DATABASE_READ_URL) while it is reachable and at most DATABASE_READ_MAX_LAG_SECONDS
   * behind, else the primary. `db` itself without a replica, and always on PGlite. A caller's
   * own lists right after their writes read `db` instead (http/read-your-writes.ts).
   */
  read: Db;
  /** The replica's health, for /readyz and the metrics; undefined without DATABASE_READ_URL. */
  replica: ReplicaHealth | undefined;
  kind: 'pglite' | 'pg';
  /**
   * Applies pending migrations (drizzle-kit SQL files), then every repeatable SQL file
   * (`modules/<module>/sql/*.sql`: functions, triggers, views; db/repeatable-sql.ts).
   */
  migrate(): Promise<void>;
  /** Runs a trivial query; used by /readyz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Migrations live in src/db/migrations; the build copies them to dist/db/migrations so the
 * bundled server (dist/main.js) finds them at the same relative place.
 */
function migrationsFolder(): string {
  const besideBundle = path.join(import.meta.dirname, 'db', 'migrations');
  return existsSync(path.join(besideBundle, 'meta')) ? besideBundle : path.join(import.meta.dirname, 'migrations');
}

/**
 * The name to give Drizzle's `.prepare()`: node-postgres sends a query without a name as an
 * unnamed statement, which lasts one round trip. Named statements outlive the transaction in the
 * server session, and PgBouncer in transaction mode gives the next transaction another session.
 */
export const UNNAMED_STATEMENT = '';

/** Serializes migrations across server processes that start at the same time. */
const MIGRATION_LOCK_ID = 727_274;

/** Bounds every statement of a transaction, so a stuck query cannot hold a request (and its locks) for ever. */
export const STATEMENT_TIMEOUT_MS = 15_000;

/**
 * How long a call waits for a connection before it is refused as DATABASE_UNAVAILABLE. Short:
 * while the database is down, calls should fail within a few seconds, not hang.
 */
const CONNECTION_TIMEOUT_MS = 3_000;

/**
 * The client's own bound on one query, for when the database can no longer say anything: a server
 * that vanished without closing the socket (a crashed host, a cut network) leaves the query
 * waiting for an answer that never comes, and statement_timeout is the server's. Above
 * STATEMENT_TIMEOUT_MS, so it never ends a query the database would still finish; behind PgBouncer
 * its query_wait_timeout answers sooner (deploy/compose.yaml).
 */
const QUERY_TIMEOUT_MS = 30_000;

/** Start-up retries while the database is not reachable yet: 0.5 s doubling up to 10 s, for as long as it takes. */
const FIRST_RETRY_DELAY_MS = 500;
const LONGEST_RETRY_DELAY_MS = 10_000;

/** Where the database layer reports what it survived (the server passes its logger). */
export interface DatabaseLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const silentLog: DatabaseLog = { info: () => undefined, warn: () => undefined };

export async function openDatabase(
  config: Config['database'],
  options: { maxConnections?: number; log?: DatabaseLog } = {},
): Promise<Database> {
  if (config.kind === 'pglite') {
    if (config.dir) mkdirSync(config.dir, { recursive: true });
    const client = config.dir ? new PGlite(config.dir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client);
    return {
      db: db as unknown as Db,
      read: db as unknown as Db,
      replica: undefined,
      kind: 'pglite',
      migrate: async () => {
        await migratePglite(db, { migrationsFolder: migrationsFolder() });
        await applyRepeatableSql((script) => client.exec(script));
      },
      ping: async () => void (await client.query('select 1')),
      close: () => client.close(),
    };
  }
  const log = options.log ?? silentLog;
  const pool = openPool(config.url, options.maxConnections ?? config.poolSize ?? DEFAULT_POOL_SIZE, log);
  const db = drizzlePg(pool) as unknown as Db;
  boundTransactionStatements(db);
  const replicaPool = config.readUrl ? openPool(config.readUrl, config.readPoolSize ?? DEFAULT_READ_POOL_SIZE, log) : undefined;
  const routed = replicaPool
    ? routeReads(pool, replicaPool, { maxLagMs: config.readMaxLagMs ?? DEFAULT_READ_MAX_LAG_MS, log })
    : undefined;
  const read = routed ? (drizzlePg(routed.pool) as unknown as Db) : db;
  if (routed) boundTransactionStatements(read);
  return {
    db,
    read,
    replica: routed?.health,
    kind: 'pg',
    migrate: () => untilReachable(() => migrateOnOwnConnection(config.migrationUrl ?? config.url), log),
    ping: async () => void (await pool.query('select 1')),
    close: async () => {
      routed?.stop();
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

const DEFAULT_POOL_SIZE = 20;
const DEFAULT_READ_POOL_SIZE = 10;
const DEFAULT_READ_MAX_LAG_MS = 10_000;

/**
 * A pool to the primary or the replica. No startup parameters beyond the connection string:
 * PgBouncer in transaction mode refuses unknown ones (statement_timeout among them), so the
 * timeout is set per transaction (boundTransactionStatements) or on the role.
 */
function openPool(url: string, max: number, log: DatabaseLog): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
    idleTimeoutMillis: 30_000,
  });
  // A connection can die at any moment (database restart, failover, an operator's kill). The
  // pool listens only while a client is idle and removes its listener while the client is
  // checked out, so a client that dies inside a transaction would emit 'error' to nobody: an
  // uncaught exception that ends the process. This listener stays for the client's whole life;
  // the query in flight fails on its own and the pool discards the broken client.
  pool.on('connect', (client) => {
    client.on('error', (error) => log.warn({ err: error }, 'database connection lost; the pool will open a new one'));
  });
  // The pool also re-emits errors of idle clients on itself; without a listener they would throw.
  pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost; the pool will reconnect'));
  return pool;
}

/**
 * Makes every transaction start with `SET LOCAL statement_timeout`. LOCAL ends with the
 * transaction, so the setting never leaks to the next user of a server connection shared
 * through PgBouncer. Statements outside a transaction are bounded by the role's setting
 * (README: ALTER ROLE … SET statement_timeout).
 */
function boundTransactionStatements(db: Db): void {
  const openTransaction = db.transaction.bind(db);
  const setStatementTimeout = sql.raw(`set local statement_timeout = ${STATEMENT_TIMEOUT_MS}`);
  db.transaction = (work, config) =>
    openTransaction(async (tx) => {
      await tx.execute(setStatementTimeout);
      return work(tx);
    }, config);
}

/**
 * Applies migrations and then the repeatable SQL on a connection of their own, outside the
 * pool: DATABASE_MIGRATION_URL points past PgBouncer at the database itself, because the
 * advisory lock that serializes several processes belongs to a session, which transaction
 * pooling does not keep.
 */
async function migrateOnOwnConnection(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  // A connection that dies mid-migration fails the migration (and start-up retries it); it must not throw from nowhere.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    // Inside the same lock: two processes replacing one function at once fail ("tuple concurrently updated").
    await applyRepeatableSql((script) => client.query(script));
  } finally {
    // Ending the session releases the advisory lock too, should the unlock itself fail.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/**
 * Runs `work` until the database answers: a server started while PostgreSQL is still
 * starting or recovering waits (logged, growing delay up to LONGEST_RETRY_DELAY_MS) instead of
 * exiting. Any other error (a failing migration, bad credentials) is thrown at once.
 */
async function untilReachable(work: () => Promise<void>, log: DatabaseLog): Promise<void> {
  let delayMs = FIRST_RETRY_DELAY_MS;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await work();
      if (attempt > 1) log.info({ attempt }, 'database reachable; starting');
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      log.warn({ err: error, attempt, retryInMs: delayMs }, 'database not reachable yet; retrying');
      await sleep(delayMs);
      delayMs = Math.min(delayMs * 2, LONGEST_RETRY_DELAY_MS);
    }
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
