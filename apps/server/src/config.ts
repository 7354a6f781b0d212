import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads the environment. Everything is parsed and typed once here,
 * with embedded defaults that let `npm start` run with no database server at all.
 */
const booleanish = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /** Public address of the site, used in links (e-mails, referral links, OAuth callbacks). */
  PUBLIC_URL: z.url().default('http://localhost:8080'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client address on /v2 calls. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** When set, rate-limit counters live in Redis so several server processes share them. */
  REDIS_URL: z.string().optional(),
  /** When set, /metrics requires `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Answers every /v2 call with the 503 maintenance envelope. */
  MAINTENANCE_MODE: booleanish.default(false),
  /** Seeds demo data into an empty database at start (always off in production). */
  SEED_DEMO: booleanish.optional(),
  /** Trust X-Forwarded-For from a reverse proxy / load balancer (needed for per-client limits behind one). */
  TRUST_PROXY: booleanish.default(false),
  /** Largest accepted JSON body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
});

export type Env = z.input<typeof ZEnv>;

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  dataDir: string;
  /** `pglite` with a folder (or null for in-memory, used by tests) or `pg` with a connection string. */
  database: { kind: 'pglite'; dir: string | null } | { kind: 'pg'; url: string };
  rateLimitMax: number;
  redisUrl: string | undefined;
  metricsToken: string | undefined;
  maintenanceMode: boolean;
  seedDemo: boolean;
  bodyLimit: number;
  trustProxy: boolean;
  /** Where the built web apps are; missing folders are simply not served. */
  webDist: string;
  consoleDist: string;
}

const appRoot = path.resolve(import.meta.dirname, '..');

/** Parses the environment (process.env by default) into a Config, or throws naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL.replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: databaseUrl ? { kind: 'pg', url: databaseUrl } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    rateLimitMax: env.RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN,
    maintenanceMode: env.MAINTENANCE_MODE,
    seedDemo: env.NODE_ENV === 'production' ? false : (env.SEED_DEMO ?? env.NODE_ENV === 'development'),
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    webDist: path.resolve(appRoot, '../web/dist'),
    consoleDist: path.resolve(appRoot, '../console/dist'),
  };
}

/** A config for tests: in-memory PGlite (or DATABASE_URL when given), quiet logs, no demo seed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
  return { ...base, database: { kind: 'pglite', dir: null }, ...overrides };
}

/**
 * The PostgreSQL server that integration tests run against when `TEST_DATABASE_URL` is set
 * (CI sets it for the second pass). Tests create and drop their own database on it.
 */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}
