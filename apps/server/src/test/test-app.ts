import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { testConfig, testDatabaseServerUrl, type Config } from '../config.ts';

export interface TestApp {
  app: FastifyInstance;
  /** POSTs a call the way the web client does (JSON, XSRF pair, Accept-Language) and parses the envelope. */
  call(path: string, body?: unknown, options?: CallOptions): Promise<CallResult>;
  close(): Promise<void>;
}
export interface CallOptions {
  lang?: string;
  token?: string;
  headers?: Record<string, string>;
}
export interface CallResult {
  status: number;
  headers: Record<string, unknown>;
  body: { code: number; msg: string; data: any };
}

const XSRF = 'test-xsrf-token-0123456789';

/**
 * Builds the real app on a fresh database: in-memory PGlite by default, or a throw-away
 * database on the PostgreSQL server named by TEST_DATABASE_URL (created here, dropped on close).
 * `databaseServerUrl` names another PostgreSQL server (a test's private cluster); with `poolerPort`
 * the app's pool goes through the connection pooler (PgBouncer) listening there on 127.0.0.1,
 * and migrations take the direct connection (DATABASE_MIGRATION_URL). With `readReplicaPort` the
 * same database on the standby listening there on 127.0.0.1 is the read replica (DATABASE_READ_URL),
 * which may lag `readMaxLagMs` at most.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  options: { databaseServerUrl?: string; poolerPort?: number; readReplicaPort?: number; readMaxLagMs?: number } = {},
): Promise<TestApp> {
  const database = await freshDatabase(options.databaseServerUrl ?? testDatabaseServerUrl(), options.poolerPort);
  if (options.readReplicaPort !== undefined && database.config.kind === 'pg') {
    const replica = new URL(database.config.url);
    replica.hostname = '127.0.0.1';
    replica.port = String(options.readReplicaPort);
    database.config = { ...database.config, readUrl: replica.toString(), readMaxLagMs: options.readMaxLagMs };
  }
  const app = await buildApp(testConfig({ database: database.config, ...overrides }));
  return {
    app,
    call: async (path, body = {}, options = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: path,
        headers: {
          'content-type': 'application/json',
          'accept-language': options.lang ?? 'ja-JP',
          cookie: `XSRF-TOKEN=${XSRF}`,
          'x-xsrf-token': XSRF,
          ...(options.token ? { token: options.token } : {}),
          ...options.headers,
        },
        payload: JSON.stringify(body),
      });
      return { status: response.statusCode, headers: response.headers, body: response.json() };
    },
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

async function freshDatabase(
  serverUrl: string | undefined,
  poolerPort: number | undefined,
): Promise<{ config: Config['database']; drop: () => Promise<void> }> {
  if (!serverUrl) return { config: { kind: 'pglite', dir: null }, drop: async () => undefined };
  const name = `amigo_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pooled = new URL(url);
  if (poolerPort !== undefined) {
    pooled.hostname = '127.0.0.1';
    pooled.port = String(poolerPort);
  }
  return {
    config:
      poolerPort === undefined
        ? { kind: 'pg', url: url.toString() }
        : { kind: 'pg', url: pooled.toString(), migrationUrl: url.toString() },
    drop: () =>
      withAdmin(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
