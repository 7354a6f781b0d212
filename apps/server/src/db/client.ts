import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Config } from '../config.ts';
import * as schema from './schema/index.ts';

/** The database handle every module receives. Same API on PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /** Applies pending migrations (drizzle-kit SQL files). */
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

/** Serializes migrations across server processes that start at the same time. */
const MIGRATION_LOCK_ID = 727_274;

export async function openDatabase(
  config: Config['database'],
  options: { maxConnections?: number; onIdleClientError?: (error: Error) => void } = {},
): Promise<Database> {
  if (config.kind === 'pglite') {
    if (config.dir) mkdirSync(config.dir, { recursive: true });
    const client = config.dir ? new PGlite(config.dir) : new PGlite();
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder: migrationsFolder() }),
      ping: async () => void (await client.query('select 1')),
      close: () => client.close(),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.maxConnections ?? 20,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // Bounds every statement so a stuck query cannot hold a request forever.
    statement_timeout: 15_000,
  });
  // An idle connection can die (database restart, failover, an operator's kill). The pool drops
  // it and opens a new one on demand; without a listener the error would crash the process.
  pool.on('error', (error) => options.onIdleClientError?.(error));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'pg',
    migrate: async () => {
      // An advisory lock is held by a session, so lock, migrate and unlock on one connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => void (await pool.query('select 1')),
    close: () => pool.end(),
  };
}
