import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The only place that reads the environment. Everything is parsed and typed once here,
 * with embedded defaults that let `npm start` run with no database server at all.
 */
const booleanish = z.enum(['true', 'false', '1', '0', '']).transform((v) => v === 'true' || v === '1');

const ZRoleCaps = z.record(z.string().regex(/^[a-z_]{1,30}$/), z.number().int().min(0).max(1_000_000_000_000));

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Coins per rolling 24 hours a staff member of each role may adjust; a role not named here may adjust none. */
export const DEFAULT_DAILY_ADJUST_CAPS: Readonly<Record<string, number>> = { finance: 1_000_000, owner: 10_000_000 };

/**
 * The money paths other than balance adjustments (which keep ADMIN_FOUR_EYES_ABOVE and the role caps
 * of ADMIN_DAILY_ADJUST_CAP), each with its own limits (issue 26 §2, docs/security.md): above
 * `secondApproverAbove` a request waits for a second staff member; `dailyCap` is what one staff
 * member may request on the path in a rolling 24 hours. Coins, except `rebate_rate`: basis points
 * summed over the levels (the hall default 50,20,10 is 80). `rebate_payout` is the settlement job's
 * (no person, so no cap): one agent's payout for a day above the threshold waits.
 */
export const GATED_MONEY_PATHS = [
  'manual_deposit',
  'refund',
  'legacy_import',
  'rebate_rate',
  'rebate_payout',
  'held_deposit',
] as const;
export type GatedMoneyPath = (typeof GATED_MONEY_PATHS)[number];
export const DEFAULT_MONEY_LIMITS: Readonly<Record<GatedMoneyPath, { secondApproverAbove: number; dailyCap: number }>> = {
  manual_deposit: { secondApproverAbove: 100_000, dailyCap: 5_000_000 },
  refund: { secondApproverAbove: 100_000, dailyCap: 2_000_000 },
  legacy_import: { secondApproverAbove: 100_000, dailyCap: 50_000_000 },
  rebate_rate: { secondApproverAbove: 200, dailyCap: 2_000 },
  rebate_payout: { secondApproverAbove: 100_000, dailyCap: 0 },
  held_deposit: { secondApproverAbove: 100_000, dailyCap: 5_000_000 },
};
const ZMoneyPathLimits = z.partialRecord(z.enum(GATED_MONEY_PATHS), z.number().int().min(0).max(1_000_000_000_000));

/** A JSON object of money path → number, such as {"manual_deposit":50000}; empty: {}. */
const moneyPathNumbers = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text?.trim()) return {};
    const parsed = ZMoneyPathLimits.safeParse(parseJsonOrUndefined(text));
    if (parsed.success) return parsed.data;
    ctx.addIssue({ code: 'custom', message: `a JSON object of path → number, paths: ${GATED_MONEY_PATHS.join(', ')}` });
    return z.NEVER;
  });

/**
 * An optional setting whose empty value means unset. Compose files pass `NAME: ${NAME:-}` for
 * settings a deploy/.env may leave out, which sets NAME to the empty string (deploy/compose.yaml).
 */
const unsetWhenEmpty = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder for the embedded database and other local state. */
  DATA_DIR: z.string().min(1).default('./data'),
  /** PostgreSQL connection string; when unset the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().optional(),
  /**
   * A direct connection (not through PgBouncer) for applying migrations, whose advisory lock
   * needs a session of its own; DATABASE_URL when unset.
   */
  DATABASE_MIGRATION_URL: z.string().optional(),
  /** Connections each server process keeps to DATABASE_URL (size it against PgBouncer's or PostgreSQL's limit). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  /**
   * A streaming read replica of DATABASE_URL for reports and lists (agent reports, records pages,
   * console lists, the dashboard); whatever decides money or access still reads DATABASE_URL.
   * Unset: everything reads DATABASE_URL. Ignored with the embedded database.
   */
  DATABASE_READ_URL: z.string().optional(),
  /** Connections each server process keeps to DATABASE_READ_URL. */
  DATABASE_READ_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /**
   * How far behind the replica may be and still serve reads; further behind (or unreachable),
   * reads go to DATABASE_URL. Also how long a caller's own lists read DATABASE_URL after a call
   * of theirs that may have written (read-your-writes, docs/decisions/0017).
   */
  DATABASE_READ_MAX_LAG_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Public address of the site, used in links (e-mails, referral links, OAuth callbacks) and to
   * decide `Secure` cookies and HSTS; http://localhost:PORT when unset. Production requires an
   * https address unless ALLOW_INSECURE_HTTP is set.
   */
  PUBLIC_URL: z.url().optional(),
  /**
   * Production over plain http (no `Secure` cookies, no HSTS), or with no PUBLIC_URL: only for a
   * closed test network; production refuses to start like that otherwise.
   */
  ALLOW_INSECURE_HTTP: booleanish.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Requests per minute per client address on /v2 calls. */
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000).default(600),
  /** When set, rate-limit counters live in Redis so several server processes share them. */
  REDIS_URL: z.string().optional(),
  /**
   * When set, /metrics requires `Authorization: Bearer <METRICS_TOKEN>`. Unset: open outside
   * production, switched off in production (a scraper must present the token there).
   */
  METRICS_TOKEN: unsetWhenEmpty(z.string().min(16)),
  /** The same for the API documentation (/docs and its OpenAPI JSON): open outside production, off in production unless set. */
  DOCS_TOKEN: unsetWhenEmpty(z.string().min(16)),
  /** Answers every /v2 call with the 503 maintenance envelope. */
  MAINTENANCE_MODE: booleanish.default(false),
  /** Seeds demo data into an empty database at start (always off in production). */
  SEED_DEMO: booleanish.optional(),
  /**
   * Which X-Forwarded-For hops to believe (needed for per-client limits behind a load balancer):
   * `false` (none), a hop count (`1`: the balancer in front of us), or a comma list of trusted
   * proxy addresses / CIDRs (`10.0.0.0/8,192.168.1.7`). `true` would believe every hop, so a client
   * could forge its address: it is refused.
   */
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .transform((text, ctx) => {
      const parsed = parseTrustProxy(text);
      if ('trust' in parsed) return parsed.trust;
      ctx.addIssue({ code: 'custom', message: parsed.problem });
      return z.NEVER;
    }),
  /**
   * SMTP server for outgoing mail (smtp://user:pass@host:port or smtps://...). Unset: the dev
   * outbox, which production refuses unless ALLOW_NO_MAIL is set (no registration or reset code
   * would reach anyone).
   */
  SMTP_URL: z.string().optional(),
  /** Production without SMTP_URL: mails are kept in the database only (a closed test network). */
  ALLOW_NO_MAIL: booleanish.default(false),
  MAIL_FROM: z.string().min(3).default('Amigo Hall <no-reply@amigo-hall.example>'),
  /** Hours a session lives at most, and minutes of inactivity that end it. */
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 30),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(60 * 24 * 30)
    .default(60 * 24 * 7),
  /** Test-only fixed captcha answer; the server refuses to start with it in production. */
  CAPTCHA_TEST_ANSWER: z
    .string()
    .regex(/^[A-Za-z0-9]{4,8}$/)
    .optional(),
  /**
   * Folder where earlier versions kept uploaded files on local disk; `npm run blobs:migrate` copies
   * them into the blob store. Default DATA_DIR/uploads.
   */
  UPLOAD_DIR: z.string().optional(),
  /**
   * An S3-compatible object store for uploads (KYC photos, content images). Unset: uploads live in
   * the database, shared by every instance on it. The bucket stays private.
   */
  S3_BUCKET: z.string().trim().min(3).max(63).optional(),
  /** The store's address for a store other than AWS (MinIO, R2, …), e.g. http://minio:9000. */
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().trim().min(1).optional(),
  /** Path-style addresses (http://host/bucket/key), which most self-hosted stores need. Default: true with S3_ENDPOINT. */
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** A key prefix inside the bucket, e.g. `amigo/` to share a bucket. */
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9_-]+\/)*$/)
    .default(''),
  /**
   * Largest image (width × height, read from the file's header before any decoding) accepted from
   * an upload; a larger one is refused, so a small file cannot expand into gigabytes of pixels.
   */
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(40_000_000),
  /** Google sign-in (OpenID Connect). Endpoints are configurable so tests run a local provider. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_AUTHORIZE_URL: z.url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: z.url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_JWKS_URL: z.url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** LINE Login (OpenID Connect, authorization code + PKCE). The secret never leaves the server. */
  LINE_CHANNEL_ID: z.string().optional(),
  LINE_CHANNEL_SECRET: z.string().optional(),
  LINE_ISSUER: z.url().default('https://access.line.me'),
  LINE_AUTHORIZE_URL: z.url().default('https://access.line.me/oauth2/v2.1/authorize'),
  LINE_TOKEN_URL: z.url().default('https://api.line.me/oauth2/v2.1/token'),
  LINE_JWKS_URL: z.url().default('https://api.line.me/oauth2/v2.1/certs'),
  /** The simulated payment provider (hosted checkout + signed webhook). On by default outside production. */
  SANDBOX_PAYMENTS: booleanish.optional(),
  /** Shared secret the sandbox provider signs its webhooks with (a built-in development secret when unset). */
  SANDBOX_PAY_SECRET: z.string().min(16).optional(),
  /**
   * Where the sandbox provider POSTs its webhooks, like a real provider reaching our public
   * address (e.g. the load balancer's http://nginx/v2/hooks/sandbox). Unset: delivered inside the
   * process (inject), through the same HTTP handling.
   */
  SANDBOX_PAY_WEBHOOK_URL: z.url().optional(),
  /** How long the sandbox provider waits for our webhook's answer before counting the delivery failed. */
  SANDBOX_PAY_WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** How often the sandbox provider looks for webhooks due again (its backoff starts at 5 s); 0 turns redelivery off. */
  SANDBOX_PAY_REDELIVERY_INTERVAL_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * How often the reconciliation job asks the payment providers about deposit orders still open
   * (docs/decisions/0005); 0 turns it off.
   */
  DEPOSIT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** A provider's order still pending after this many seconds is asked about (and again after as long). */
  DEPOSIT_RECONCILE_AFTER_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  /**
   * AES-256-GCM key for bank account numbers at rest: 32 random bytes in base64
   * (`openssl rand -base64 32`). Required in production; elsewhere generated once into DATA_DIR/secrets
   * and shared through the database with the other instances on it (resolveCardKeyring).
   */
  CARD_ENCRYPTION_KEY: z
    .string()
    .trim()
    .refine((value) => isCardEncryptionKey(value), 'must be 32 bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /**
   * Earlier card keys, comma-separated, kept only to decrypt during a key rotation: the new key
   * goes in CARD_ENCRYPTION_KEY, the old one here, then `npm run cards:reencrypt` (docs/deploy.md).
   */
  CARD_ENCRYPTION_OLD_KEYS: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || value.split(',').every((key) => isCardEncryptionKey(key.trim())),
      'must be a comma list of 32-byte base64 keys',
    )
    .optional(),
  /**
   * KYC rules (issue 21, docs/console.md "KYC rules"): a withdrawal needs approved identity
   * documents; so does a deposit worth more than KYC_DEPOSIT_ABOVE coins, and any deposit that
   * takes the member's credited deposits past KYC_CUMULATIVE_DEPOSIT_ABOVE coins (0: off).
   */
  KYC_REQUIRED_FOR_WITHDRAWAL: booleanish.default(true),
  KYC_DEPOSIT_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000_000).default(0),
  KYC_CUMULATIVE_DEPOSIT_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000_000).default(0),
  /**
   * Anti-money-laundering turnover: every coin received since the last withdrawal request (deposits,
   * transfers, operator credits, rebates, migrated balances; not wins) must be bet this many percent
   * before a withdrawal (100: each coin played once; 0: off). docs/security.md "Coins that must be played".
   */
  WITHDRAWAL_TURNOVER_PERCENT: z.coerce.number().int().min(0).max(1000).default(0),
  /** Bank cards a member may keep at once. */
  MAX_BANK_CARDS: z.coerce.number().int().min(1).max(20).default(5),
  /** A hall seat is released after this many seconds without a play. */
  SEAT_IDLE_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  /**
   * How long a seat stays held for a member who left (or was released idle, or disconnected) with a
   * feature open; when it ends the server plays the feature out and pays it to them (decision 0006).
   */
  FEATURE_HOLD_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86_400)
    .default(1_800),
  /** How often the settlement job looks for holds that ended (0: never; tests settle on demand). */
  FEATURE_SETTLE_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Agent levels below the top (depth 0) that may exist: a member deeper than this cannot become an agent. */
  AGENT_MAX_DEPTH: z.coerce.number().int().min(0).max(20).default(4),
  /**
   * Daily rebate on team bets per level, in basis points, comma-separated: level 1 (direct
   * subordinates' bets) first. "50,20,10" pays 0.5 %, 0.2 % and 0.1 %; deeper levels get nothing.
   */
  AGENT_REBATE_BPS: z
    .string()
    .regex(/^(\d{1,4})(,\d{1,4}){0,19}$|^$/)
    .default('50,20,10'),
  /** How often the agents job rolls up game figures and settles closed days' rebates; 0 turns it off. */
  AGENT_JOBS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Days a browser keeps a referral (`?agentCode=`, cookie and storage) until registration (issue 21). */
  REFERRAL_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Take-backs only of coins the agent sent the member and has not taken back yet (docs/agents.md). */
  AGENT_TAKEBACK_SENT_ONLY: booleanish.default(true),
  /** Take-backs wait for the member's consent (a pending take-back the member approves or declines). */
  AGENT_TAKEBACK_CONSENT: booleanish.default(false),
  /** Hours a take-back waits for the member's consent; unanswered, it expires and nothing moves. */
  AGENT_TAKEBACK_CONSENT_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** A take-back of at least this many coins is flagged for the risk review (0: never). */
  AGENT_TAKEBACK_FLAG_COINS: z.coerce.number().int().min(0).max(1_000_000_000_000).default(100_000),
  /** Agents may pull coins the operator credited or that were migrated from an old account. */
  AGENT_TAKEBACK_OPERATOR_COINS: booleanish.default(false),
  /**
   * Risk and AML rules (issue 21, docs/console.md "Risk and AML"): the scan's period (0: never) and
   * how far back it reads, then each rule's threshold. Coins are whole coins; 0 turns a rule off.
   */
  RISK_SCAN_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  RISK_SCAN_LOOKBACK_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(48),
  RISK_LARGE_DEPOSIT_COINS: z.coerce.number().int().min(0).max(1_000_000_000_000).default(500_000),
  RISK_RAPID_DEPOSITS_COUNT: z.coerce.number().int().min(0).max(1_000).default(5),
  RISK_RAPID_DEPOSITS_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),
  RISK_LARGE_WITHDRAWAL_COINS: z.coerce.number().int().min(0).max(1_000_000_000_000).default(500_000),
  RISK_RAPID_WITHDRAWALS_COUNT: z.coerce.number().int().min(0).max(1_000).default(3),
  RISK_RAPID_WITHDRAWALS_MINUTES: z.coerce.number().int().min(1).max(1_440).default(60),
  RISK_NO_PLAY_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  RISK_SHARED_DEVICE_MEMBERS: z.coerce.number().int().min(0).max(1_000).default(3),
  RISK_SHARED_IP_MEMBERS: z.coerce.number().int().min(0).max(1_000).default(5),
  RISK_SHARED_CARD_MEMBERS: z.coerce.number().int().min(0).max(1_000).default(2),
  RISK_SHARED_WINDOW_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /**
   * Crypto payments (docs/decisions/0010). Account-level extended public keys (xpub, or zpub for
   * Bitcoin) that deposit addresses derive from (`0/<member id>` below each); no private key is ever
   * on the server. Unset outside production: test keys generated once into DATA_DIR/secrets and shared
   * through the database (resolveAccountKeys).
   */
  CRYPTO_XPUB_EVM: unsetWhenEmpty(z.string().trim().min(100).max(120)),
  CRYPTO_XPUB_TRON: unsetWhenEmpty(z.string().trim().min(100).max(120)),
  CRYPTO_XPUB_BTC: unsetWhenEmpty(z.string().trim().min(100).max(120)),
  /** Coins and networks as JSON (see README); unset: the built-in catalogue (USDT, USDC, BTC, ETH). */
  CRYPTO_COINS: z.string().max(20_000).optional(),
  /**
   * JPY per coin, from an HTTP source answering `{ "rates": { "USDT": "150.2", ... } }`; unset: the
   * fixed CRYPTO_FIXED_RATES. The last good answer is served flagged stale while the source is down.
   */
  CRYPTO_RATE_URL: z.url().optional(),
  CRYPTO_FIXED_RATES: z
    .string()
    .regex(/^[A-Z0-9]{2,10}:\d{1,12}(\.\d{1,8})?(,[A-Z0-9]{2,10}:\d{1,12}(\.\d{1,8})?){0,49}$/)
    .default('USDT:150,USDC:150,BTC:15000000,ETH:500000'),
  CRYPTO_RATE_TTL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  CRYPTO_RATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** A rate older than this refuses new crypto orders (503) until the source answers again. */
  CRYPTO_RATE_MAX_AGE_SECONDS: z.coerce.number().int().min(10).max(86_400).default(900),
  /** The simulated chain watcher (signed webhook POST /v2/hooks/chain-sandbox). On by default outside production. */
  CHAIN_SANDBOX: booleanish.optional(),
  CHAIN_SANDBOX_SECRET: z.string().min(16).optional(),
  /** How approved crypto withdrawals are paid: `sandbox` (simulated chain) or `manual` (operators enter the txid). */
  CRYPTO_PAYOUT: z.enum(['sandbox', 'manual']).optional(),
  /** Operator console: hours a staff session lives at most, and minutes of inactivity that end it. */
  STAFF_SESSION_HOURS: z.coerce.number().int().min(1).max(24).default(8),
  STAFF_SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(24 * 60)
    .default(30),
  /** Balance adjustments above this many coins (either way) need a second staff member's approval. */
  ADMIN_FOUR_EYES_ABOVE: z.coerce.number().int().min(0).max(1_000_000_000).default(100_000),
  /**
   * Coins each staff role may adjust in a rolling 24 hours (absolute sum of pending and applied
   * adjustments), as JSON `{"role":coins}`; named roles replace their default
   * (DEFAULT_DAILY_ADJUST_CAPS). Above it an adjustment is refused (docs/console.md).
   */
  ADMIN_DAILY_ADJUST_CAP: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return {};
      const parsed = ZRoleCaps.safeParse(parseJsonOrUndefined(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({ code: 'custom', message: 'a JSON object of role → coins, such as {"finance":1000000}' });
      return z.NEVER;
    }),
  /**
   * Per money path (GATED_MONEY_PATHS), as JSON `{"path":n}`: the amount above which a request
   * needs a second staff member, and the amount one staff member may request in a rolling 24 hours
   * (pending and applied). Named paths replace their default (DEFAULT_MONEY_LIMITS).
   */
  MONEY_SECOND_APPROVER_ABOVE: moneyPathNumbers,
  MONEY_DAILY_CAP: moneyPathNumbers,
  /**
   * The hall's own account for Zengin transfer files of withdrawals (docs/console.md, "Paying
   * withdrawals"), as JSON (ZZenginSender); unset outside production: a demo sender.
   */
  PAYOUT_ZENGIN_SENDER: z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      const parsed = ZZenginSender.safeParse(parseJsonOrUndefined(text));
      if (parsed.success) return parsed.data;
      ctx.addIssue({
        code: 'custom',
        message:
          'a JSON object {"companyCode":"10 digits","companyName":"kana","bankCode":"4 digits","bankName":"kana","branchCode":"3 digits","branchName":"kana","accountType":"ordinary|current","accountNumber":"7 digits"}',
      });
      return z.NEVER;
    }),
  /** Largest accepted JSON body in bytes. */
  BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(1024 * 1024),
  /**
   * Milliseconds a client has to send a whole request (headers and body). A request that stops
   * short of its Content-Length is answered 408 with the envelope after this, instead of holding
   * the socket for ever. Generous: KYC photos travel over slow mobile networks.
   */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  /**
   * Seconds a stopping server (SIGTERM, SIGINT) lets the requests under way finish after it stops
   * accepting connections; what is still running then is cut and the process exits 1. Keep the
   * orchestrator's grace (compose stop_grace_period, Kubernetes terminationGracePeriodSeconds) longer.
   */
  SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(20),
});

export type Env = z.input<typeof ZEnv>;

/**
 * Built-in secrets that let the simulators run with no setup. They are public (they are in this
 * file), so production refuses to start with them, and with the simulators they belong to.
 */
export const DEVELOPMENT_SANDBOX_PAY_SECRET = 'sandbox-development-secret-0001';
export const DEVELOPMENT_CHAIN_SANDBOX_SECRET = 'chain-sandbox-development-secret-01';

export interface OidcProviderConfig {
  clientId: string;
  clientSecret: string;
  issuer: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  scope: string;
}

/**
 * Who sends the money in a Zengin (全銀) transfer file: the company code the bank gave the hall
 * (委託者コード), its name and the account paid from. Names in katakana (full- or half-width) or
 * upper-case Latin letters; the writer turns them into half-width and refuses what it cannot.
 */
const ZZenginSender = z.strictObject({
  companyCode: z.string().regex(/^\d{10}$/),
  companyName: z.string().min(1).max(40),
  bankCode: z.string().regex(/^\d{4}$/),
  bankName: z.string().max(15).default(''),
  branchCode: z.string().regex(/^\d{3}$/),
  branchName: z.string().max(15).default(''),
  accountType: z.enum(['ordinary', 'current']),
  accountNumber: z.string().regex(/^\d{7}$/),
});
export type ZenginSender = z.infer<typeof ZZenginSender>;

/** The sender outside production when PAYOUT_ZENGIN_SENDER is unset: clearly not a real account. */
const DEMO_ZENGIN_SENDER: ZenginSender = {
  companyCode: '0000000001',
  companyName: 'ｱﾐｺﾞﾎｰﾙ(ﾃﾞﾓ)',
  bankCode: '0005',
  bankName: 'ﾐﾂﾋﾞｼﾕ-ｴﾌｼﾞｴｲ',
  branchCode: '101',
  branchName: 'ﾃﾞﾓ',
  accountType: 'ordinary',
  accountNumber: '1234567',
};

export interface Config {
  env: 'development' | 'test' | 'production';
  port: number;
  host: string;
  publicUrl: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  dataDir: string;
  /** `pglite` with a folder (or null for in-memory, used by tests) or `pg` with a connection string. */
  database:
    | { kind: 'pglite'; dir: string | null }
    | {
        kind: 'pg';
        url: string;
        migrationUrl?: string | undefined;
        poolSize?: number | undefined;
        /** The read replica (DATABASE_READ_URL), its pool size and the lag it may have. */
        readUrl?: string | undefined;
        readPoolSize?: number | undefined;
        readMaxLagMs?: number | undefined;
      };
  rateLimitMax: number;
  redisUrl: string | undefined;
  /** Bearer token for /metrics and for /docs; unset means open outside production and off in production. */
  metricsToken: string | undefined;
  docsToken: string | undefined;
  maintenanceMode: boolean;
  seedDemo: boolean;
  bodyLimit: number;
  /** Time a client has to send a whole request (see REQUEST_TIMEOUT_MS). */
  requestTimeoutMs: number;
  /** How long a stopping server lets requests under way finish (SHUTDOWN_GRACE_SECONDS). */
  shutdownGraceMs: number;
  /** Fastify's trustProxy: false, a hop count, or the trusted proxy addresses / CIDRs (TRUST_PROXY). */
  trustProxy: false | number | string[];
  smtpUrl: string | undefined;
  sandboxPayments: boolean;
  sandboxPaySecret: string;
  /** SANDBOX_PAY_WEBHOOK_URL: where the sandbox provider posts its webhooks; undefined: in process. */
  sandboxPayWebhookUrl: string | undefined;
  sandboxPayWebhookTimeoutMs: number;
  sandboxPayRedeliveryIntervalMs: number;
  /** How often deposit orders still open are reconciled with their providers (0: never). */
  depositReconcileIntervalMs: number;
  /** How long a provider's order stays pending before the reconciliation asks about it. */
  depositReconcileAfterMs: number;
  mailFrom: string;
  sessionTtlMs: number;
  sessionIdleMs: number;
  captchaTestAnswer: string | undefined;
  uploadDir: string;
  /** The object store for uploads; undefined keeps them in the database. */
  s3: S3Settings | undefined;
  /** Largest accepted image upload in pixels (width × height from the header, checked before decoding). */
  uploadMaxPixels: number;
  social: { google: OidcProviderConfig | undefined; line: OidcProviderConfig | undefined };
  /** Key for bank account numbers; unset outside production means "the generated key file" below. */
  cardEncryptionKey: Buffer | undefined;
  /** Earlier keys that still decrypt (CARD_ENCRYPTION_OLD_KEYS), never used to encrypt. */
  cardEncryptionOldKeys: Buffer[];
  /** Where the embedded default key lives (DATA_DIR/secrets/card-encryption.key, mode 0600). */
  cardEncryptionKeyFile: string;
  maxBankCards: number;
  seatIdleSeconds: number;
  /** A seat held for a member's open feature, and how often the settlement job runs (0: never). */
  featureHoldSeconds: number;
  featureSettleIntervalMs: number;
  agentMaxDepth: number;
  /** Rebate per level in basis points (index 0 = level 1). */
  agentRebateBps: number[];
  agentJobsIntervalMs: number;
  /** Days a browser keeps a referral until registration (answered by `agent/link/visit`). */
  referralWindowDays: number;
  /** Take-back rules (docs/agents.md). */
  agentTakeBack: AgentTakeBackRules;
  /** When deposits and withdrawals need approved KYC, and the withdrawal turnover (modules/kyc/kyc-rules.ts). */
  kycRules: KycRules;
  /** The risk scan's period (0: off) and its rules' thresholds (modules/risk/rules.ts). */
  risk: { scanIntervalMs: number; thresholds: RiskThresholds };
  crypto: CryptoConfig;
  /** The sender of Zengin withdrawal files; undefined in production until PAYOUT_ZENGIN_SENDER is set. */
  zenginSender: ZenginSender | undefined;
  /** Operator console: staff session lifetime and idle limit, and the four-eyes threshold in coins. */
  staff: {
    sessionTtlMs: number;
    sessionIdleMs: number;
    fourEyesAbove: number;
    /** Coins per rolling 24 hours each role may adjust (a staff member has the largest of their roles'). */
    dailyAdjustCaps: Readonly<Record<string, number>>;
    /** The other money paths' limits (MONEY_SECOND_APPROVER_ABOVE, MONEY_DAILY_CAP). */
    moneyLimits: Readonly<Record<GatedMoneyPath, { secondApproverAbove: number; dailyCap: number }>>;
  };
  /** Where the built web apps are; missing folders are simply not served. */
  webDist: string;
  consoleDist: string;
}

/** Crypto payments settings; the module (modules/crypto) parses the catalogue and resolves the keys. */
/** Thresholds of the risk rules (modules/risk/rules.ts); a count or coins of 0 turns that rule off. */
export interface RiskThresholds {
  lookbackHours: number;
  largeDepositCoins: number;
  rapidDeposits: { count: number; minutes: number };
  largeWithdrawalCoins: number;
  rapidWithdrawals: { count: number; minutes: number };
  /** A withdrawal is flagged when the bets since the last deposit are below this percent of it. */
  noPlayPercent: number;
  /** Members sharing one device (User-Agent at one IP), one IP, one bank account, seen within `sharedWindowDays`. */
  sharedDeviceMembers: number;
  sharedIpMembers: number;
  sharedCardMembers: number;
  sharedWindowDays: number;
}

export interface AgentTakeBackRules {
  /** Only coins the agent sent and has not taken back yet. */
  sentOnly: boolean;
  /** Each take-back waits for the member's consent. */
  consent: boolean;
  /** How long a take-back waits for that consent before it expires. */
  consentHours: number;
  /** Flag take-backs of at least this many coins for review (0: never). */
  flagCoins: number;
  /** Coins the operator credited or migrated may be pulled too. */
  operatorCoins: boolean;
}

export interface KycRules {
  /** A withdrawal (bank or crypto) needs approved KYC. */
  withdrawalRequiresKyc: boolean;
  /** A deposit worth more than this many coins needs approved KYC (0: off). */
  depositAbove: number;
  /** A deposit that takes every coin the member has received (not only deposits) past this many coins needs approved KYC (0: off). */
  cumulativeDepositAbove: number;
  /** Percent of the coins received since the last withdrawal request that must be bet before the next (0: off). */
  withdrawalTurnoverPercent: number;
}

export interface CryptoConfig {
  /** Account-level extended public keys per chain family; unset ones fall back to the generated test file (never in production). */
  xpubs: { evm: string | undefined; tron: string | undefined; btc: string | undefined };
  xpubFile: string;
  coinsJson: string | undefined;
  rateUrl: string | undefined;
  /** JPY per coin (decimal strings), used when no rate URL is set. */
  fixedRates: Record<string, string>;
  rateTtlMs: number;
  rateTimeoutMs: number;
  rateMaxAgeMs: number;
  chainSandbox: boolean;
  chainSandboxSecret: string;
  payout: 'sandbox' | 'manual';
}

const appRoot = path.resolve(import.meta.dirname, '..');

/** Parses the environment (process.env by default) into a Config, or throws naming every bad variable. */
export interface S3Settings {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production') {
    const refusals = productionRefusals(env);
    if (refusals.length > 0) throw new Error(`Invalid configuration for production: ${refusals.join('; ')}`);
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const databaseUrl = env.DATABASE_URL?.trim();
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: databaseUrl
      ? {
          kind: 'pg',
          url: databaseUrl,
          migrationUrl: env.DATABASE_MIGRATION_URL?.trim() || undefined,
          poolSize: env.DATABASE_POOL_SIZE,
          readUrl: env.DATABASE_READ_URL?.trim() || undefined,
          readPoolSize: env.DATABASE_READ_POOL_SIZE,
          readMaxLagMs: env.DATABASE_READ_MAX_LAG_SECONDS * 1000,
        }
      : { kind: 'pglite', dir: path.join(dataDir, 'pglite') },
    rateLimitMax: env.RATE_LIMIT_MAX,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    metricsToken: env.METRICS_TOKEN,
    docsToken: env.DOCS_TOKEN,
    maintenanceMode: env.MAINTENANCE_MODE,
    seedDemo: env.NODE_ENV === 'production' ? false : (env.SEED_DEMO ?? env.NODE_ENV === 'development'),
    bodyLimit: env.BODY_LIMIT,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    sandboxPayments: env.SANDBOX_PAYMENTS ?? env.NODE_ENV !== 'production',
    sandboxPaySecret: env.SANDBOX_PAY_SECRET ?? DEVELOPMENT_SANDBOX_PAY_SECRET,
    sandboxPayWebhookUrl: env.SANDBOX_PAY_WEBHOOK_URL,
    sandboxPayWebhookTimeoutMs: env.SANDBOX_PAY_WEBHOOK_TIMEOUT_MS,
    sandboxPayRedeliveryIntervalMs: env.SANDBOX_PAY_REDELIVERY_INTERVAL_MS,
    depositReconcileIntervalMs: env.DEPOSIT_RECONCILE_INTERVAL_SECONDS * 1000,
    depositReconcileAfterMs: env.DEPOSIT_RECONCILE_AFTER_SECONDS * 1000,
    mailFrom: env.MAIL_FROM,
    sessionTtlMs: env.SESSION_TTL_HOURS * 3_600_000,
    sessionIdleMs: env.SESSION_IDLE_MINUTES * 60_000,
    captchaTestAnswer: env.CAPTCHA_TEST_ANSWER,
    uploadDir: path.resolve(env.UPLOAD_DIR ?? path.join(dataDir, 'uploads')),
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : env.S3_ENDPOINT !== undefined,
          prefix: env.S3_PREFIX,
        }
      : undefined,
    uploadMaxPixels: env.UPLOAD_MAX_PIXELS,
    social: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
              issuer: env.GOOGLE_ISSUER,
              authorizeUrl: env.GOOGLE_AUTHORIZE_URL,
              tokenUrl: env.GOOGLE_TOKEN_URL,
              jwksUrl: env.GOOGLE_JWKS_URL,
              scope: 'openid email profile',
            }
          : undefined,
      line:
        env.LINE_CHANNEL_ID && env.LINE_CHANNEL_SECRET
          ? {
              clientId: env.LINE_CHANNEL_ID,
              clientSecret: env.LINE_CHANNEL_SECRET,
              issuer: env.LINE_ISSUER,
              authorizeUrl: env.LINE_AUTHORIZE_URL,
              tokenUrl: env.LINE_TOKEN_URL,
              jwksUrl: env.LINE_JWKS_URL,
              scope: 'profile openid email',
            }
          : undefined,
    },
    cardEncryptionKey: env.CARD_ENCRYPTION_KEY ? Buffer.from(env.CARD_ENCRYPTION_KEY, 'base64') : undefined,
    cardEncryptionOldKeys: (env.CARD_ENCRYPTION_OLD_KEYS ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter((key) => key !== '')
      .map((key) => Buffer.from(key, 'base64')),
    cardEncryptionKeyFile: path.join(dataDir, 'secrets', 'card-encryption.key'),
    maxBankCards: env.MAX_BANK_CARDS,
    seatIdleSeconds: env.SEAT_IDLE_SECONDS,
    featureHoldSeconds: env.FEATURE_HOLD_SECONDS,
    featureSettleIntervalMs: env.FEATURE_SETTLE_INTERVAL_MS,
    agentMaxDepth: env.AGENT_MAX_DEPTH,
    agentRebateBps: env.AGENT_REBATE_BPS ? env.AGENT_REBATE_BPS.split(',').map(Number) : [],
    agentJobsIntervalMs: env.AGENT_JOBS_INTERVAL_SECONDS * 1000,
    referralWindowDays: env.REFERRAL_WINDOW_DAYS,
    agentTakeBack: {
      sentOnly: env.AGENT_TAKEBACK_SENT_ONLY,
      consent: env.AGENT_TAKEBACK_CONSENT,
      consentHours: env.AGENT_TAKEBACK_CONSENT_HOURS,
      flagCoins: env.AGENT_TAKEBACK_FLAG_COINS,
      operatorCoins: env.AGENT_TAKEBACK_OPERATOR_COINS,
    },
    kycRules: {
      withdrawalRequiresKyc: env.KYC_REQUIRED_FOR_WITHDRAWAL,
      depositAbove: env.KYC_DEPOSIT_ABOVE,
      cumulativeDepositAbove: env.KYC_CUMULATIVE_DEPOSIT_ABOVE,
      withdrawalTurnoverPercent: env.WITHDRAWAL_TURNOVER_PERCENT,
    },
    risk: {
      scanIntervalMs: env.RISK_SCAN_INTERVAL_SECONDS * 1000,
      thresholds: {
        lookbackHours: env.RISK_SCAN_LOOKBACK_HOURS,
        largeDepositCoins: env.RISK_LARGE_DEPOSIT_COINS,
        rapidDeposits: { count: env.RISK_RAPID_DEPOSITS_COUNT, minutes: env.RISK_RAPID_DEPOSITS_MINUTES },
        largeWithdrawalCoins: env.RISK_LARGE_WITHDRAWAL_COINS,
        rapidWithdrawals: { count: env.RISK_RAPID_WITHDRAWALS_COUNT, minutes: env.RISK_RAPID_WITHDRAWALS_MINUTES },
        noPlayPercent: env.RISK_NO_PLAY_PERCENT,
        sharedDeviceMembers: env.RISK_SHARED_DEVICE_MEMBERS,
        sharedIpMembers: env.RISK_SHARED_IP_MEMBERS,
        sharedCardMembers: env.RISK_SHARED_CARD_MEMBERS,
        sharedWindowDays: env.RISK_SHARED_WINDOW_DAYS,
      },
    },
    crypto: {
      xpubs: { evm: env.CRYPTO_XPUB_EVM, tron: env.CRYPTO_XPUB_TRON, btc: env.CRYPTO_XPUB_BTC },
      xpubFile: path.join(dataDir, 'secrets', 'crypto-test-xpubs.json'),
      coinsJson: env.CRYPTO_COINS,
      rateUrl: env.CRYPTO_RATE_URL,
      fixedRates: Object.fromEntries(env.CRYPTO_FIXED_RATES.split(',').map((pair) => pair.split(':') as [string, string])),
      rateTtlMs: env.CRYPTO_RATE_TTL_SECONDS * 1000,
      rateTimeoutMs: env.CRYPTO_RATE_TIMEOUT_MS,
      rateMaxAgeMs: env.CRYPTO_RATE_MAX_AGE_SECONDS * 1000,
      chainSandbox: env.CHAIN_SANDBOX ?? env.NODE_ENV !== 'production',
      chainSandboxSecret: env.CHAIN_SANDBOX_SECRET ?? DEVELOPMENT_CHAIN_SANDBOX_SECRET,
      payout: env.CRYPTO_PAYOUT ?? (env.NODE_ENV === 'production' ? 'manual' : 'sandbox'),
    },
    zenginSender: env.PAYOUT_ZENGIN_SENDER ?? (env.NODE_ENV === 'production' ? undefined : DEMO_ZENGIN_SENDER),
    staff: {
      sessionTtlMs: env.STAFF_SESSION_HOURS * 3_600_000,
      sessionIdleMs: env.STAFF_SESSION_IDLE_MINUTES * 60_000,
      fourEyesAbove: env.ADMIN_FOUR_EYES_ABOVE,
      dailyAdjustCaps: { ...DEFAULT_DAILY_ADJUST_CAPS, ...env.ADMIN_DAILY_ADJUST_CAP },
      moneyLimits: Object.fromEntries(
        GATED_MONEY_PATHS.map((name) => [
          name,
          {
            secondApproverAbove: env.MONEY_SECOND_APPROVER_ABOVE[name] ?? DEFAULT_MONEY_LIMITS[name].secondApproverAbove,
            dailyCap: env.MONEY_DAILY_CAP[name] ?? DEFAULT_MONEY_LIMITS[name].dailyCap,
          },
        ]),
      ) as Record<GatedMoneyPath, { secondApproverAbove: number; dailyCap: number }>,
    },
    webDist: path.resolve(appRoot, '../web/dist'),
    consoleDist: path.resolve(appRoot, '../console/dist'),
  };
}

/**
 * What production refuses, each naming its variable: test and development secrets (public, since
 * they are in the code or generated on the spot), and the simulators (sandbox payment provider,
 * simulated chain, simulated payouts), which would credit or pay out coins that never moved.
 */
function productionRefusals(env: z.infer<typeof ZEnv>): string[] {
  const refusals: string[] = [];
  if (env.CAPTCHA_TEST_ANSWER) refusals.push('CAPTCHA_TEST_ANSWER is for tests only and is refused in production');
  if (!env.CARD_ENCRYPTION_KEY) {
    refusals.push('CARD_ENCRYPTION_KEY is required in production (openssl rand -base64 32)');
  } else if (!looksRandom(Buffer.from(env.CARD_ENCRYPTION_KEY, 'base64'), 16)) {
    refusals.push(
      'CARD_ENCRYPTION_KEY is not a random key (too few distinct bytes, such as all zeros): generate one with openssl rand -base64 32',
    );
  }
  // Tokens a person may type: refused when they are a repeated character or two, guessed first.
  for (const name of ['METRICS_TOKEN', 'DOCS_TOKEN', 'SANDBOX_PAY_SECRET', 'CHAIN_SANDBOX_SECRET'] as const) {
    const value = env[name];
    if (value && !looksRandom(Buffer.from(value, 'utf8'), 8)) {
      refusals.push(`${name} has too few distinct characters to be a secret: use a random one (openssl rand -hex 24)`);
    }
  }
  const publicUrl = env.PUBLIC_URL?.trim();
  if (!env.ALLOW_INSECURE_HTTP && !publicUrl?.startsWith('https://')) {
    refusals.push(
      `${publicUrl ? `PUBLIC_URL ${publicUrl} is not https` : 'PUBLIC_URL is not set'}: production needs its https address (cookies are sent without Secure and no HSTS otherwise); ALLOW_INSECURE_HTTP=1 overrides this on a closed test network`,
    );
  }
  if (!env.ALLOW_NO_MAIL && !env.SMTP_URL?.trim()) {
    refusals.push(
      'SMTP_URL is not set: production would send no registration, sign-in or reset code; ALLOW_NO_MAIL=1 overrides this (mails then stay in the database)',
    );
  }
  if (env.SANDBOX_PAYMENTS) {
    refusals.push('SANDBOX_PAYMENTS=true turns on the simulated payment provider, which is refused in production');
  }
  if (env.SANDBOX_PAY_SECRET === DEVELOPMENT_SANDBOX_PAY_SECRET) {
    refusals.push('SANDBOX_PAY_SECRET is the built-in development secret, which is refused in production');
  }
  if (env.CHAIN_SANDBOX) {
    refusals.push('CHAIN_SANDBOX=true turns on the simulated chain watcher, which is refused in production');
  }
  if (env.CHAIN_SANDBOX_SECRET === DEVELOPMENT_CHAIN_SANDBOX_SECRET) {
    refusals.push('CHAIN_SANDBOX_SECRET is the built-in development secret, which is refused in production');
  }
  if (env.CRYPTO_PAYOUT === 'sandbox') {
    refusals.push('CRYPTO_PAYOUT=sandbox simulates crypto payouts, which is refused in production (use manual)');
  }
  return refusals;
}

/**
 * The development and test surfaces this configuration switches on, one line each, for the
 * warning at start (empty in production: loadConfig refuses all of them there).
 */
export function developmentSurfaces(config: Config): string[] {
  if (config.env === 'production') return [];
  const surfaces = ['GET /dev/outbox (mails kept in the database)', 'POST /dev/agent/decide (agent review shortcut)'];
  if (config.sandboxPayments) {
    surfaces.push(
      `sandbox payment provider: /sandbox-pay/*, POST /v2/hooks/sandbox${config.sandboxPaySecret === DEVELOPMENT_SANDBOX_PAY_SECRET ? ' (built-in secret)' : ''}`,
    );
  }
  if (config.crypto.chainSandbox) {
    surfaces.push(
      `simulated chain: POST /v2/hooks/chain-sandbox, POST /dev/chain-sandbox/transfer${config.crypto.chainSandboxSecret === DEVELOPMENT_CHAIN_SANDBOX_SECRET ? ' (built-in secret)' : ''}`,
    );
  }
  if (config.crypto.payout === 'sandbox') surfaces.push('simulated crypto payouts (CRYPTO_PAYOUT=sandbox)');
  if (config.captchaTestAnswer) surfaces.push('fixed captcha answer (CAPTCHA_TEST_ANSWER)');
  if (!config.metricsToken) surfaces.push('/metrics without a token');
  if (!config.docsToken) surfaces.push('/docs without a token');
  return surfaces;
}

/** Proxy-address names Fastify (proxy-addr) understands besides addresses and CIDRs. */
const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's trustProxy: false, a hop count, or a list of trusted addresses / CIDRs.
 * A problem comes back as its message, for the schema to report.
 */
export function parseTrustProxy(text: string): { trust: false | number | string[] } | { problem: string } {
  const value = text.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return { trust: false };
  if (value === 'true') {
    return {
      problem:
        'true would believe every X-Forwarded-For hop, so any client could forge its address; set the number of proxies in front of the server (1 behind one load balancer) or their addresses/CIDRs',
    };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10
      ? { trust: hops }
      : { problem: "a hop count above 10 is not plausible; list the proxies' addresses instead" };
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !PROXY_ADDRESS_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (bad.length > 0) return { problem: `not an address, CIDR or hop count: ${bad.join(', ')}` };
  return { trust: entries };
}

/**
 * TRUST_PROXY as the option Fastify takes. Fastify 5 no longer accepts a bare hop count (it
 * trusts nothing then), so a count becomes the rule "the N addresses nearest to us are proxies":
 * with 1, the client is the address the balancer appended. That holds only while the server is
 * reachable through the balancer alone (docs/deploy.md); list the proxies' addresses otherwise.
 */
export function fastifyTrustProxy(
  trustProxy: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  const hops = trustProxy;
  return (_address, hop) => hop < hops;
}

function isAddressOrCidr(entry: string): boolean {
  const [address = '', prefix, extra] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Whether a secret has at least `minimumDistinct` distinct byte values: a real random 32-byte key
 * has about 27 (fewer than 16 is as likely as guessing the key), while a placeholder such as all
 * zeros, `AAAA…=`, or a byte pattern repeated has a handful. A check of the decoded value, since
 * the base64 form of an all-zero key looks as good as any.
 */
function looksRandom(secret: Buffer, minimumDistinct: number): boolean {
  return new Set(secret).size >= minimumDistinct;
}

function isCardEncryptionKey(value: string): boolean {
  return /^[A-Za-z0-9+/]{43}=$/.test(value) && Buffer.from(value, 'base64').length === 32;
}

/**
 * The bank card encryption key: CARD_ENCRYPTION_KEY when set; otherwise (never in production,
 * loadConfig refuses that) the key in `cardEncryptionKeyFile`, generated there on first use with
 * mode 0600. Losing that file makes stored account numbers unreadable, hence the warning.
 */
export function resolveCardEncryptionKey(
  config: Pick<Config, 'env' | 'cardEncryptionKey' | 'cardEncryptionKeyFile'>,
  log: { warn(message: string): void },
): Buffer {
  if (config.cardEncryptionKey) return config.cardEncryptionKey;
  if (config.env === 'production') throw new Error('CARD_ENCRYPTION_KEY is required in production');
  const file = config.cardEncryptionKeyFile;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  // Written aside, then linked into place: link() fails when the file exists, so of several
  // processes starting at once exactly one creates the key, and nobody ever reads a half-written file.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, file);
    log.warn(
      `CARD_ENCRYPTION_KEY is not set: generated a bank card encryption key in ${file} (keep it; set CARD_ENCRYPTION_KEY in production)`,
    );
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    log.warn(`CARD_ENCRYPTION_KEY is not set: using the generated bank card encryption key in ${file}`);
  } finally {
    unlinkSync(draft);
  }
  const stored = readFileSync(file, 'utf8').trim();
  if (!isCardEncryptionKey(stored)) throw new Error(`${file} does not hold a 32-byte base64 key`);
  return Buffer.from(stored, 'base64');
}

/** One key per test process: every test app of a file encrypts and decrypts bank cards alike. */
const TEST_CARD_ENCRYPTION_KEY = randomBytes(32);

/** A config for tests: in-memory PGlite (or DATABASE_URL when given), quiet logs, no demo seed. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const base = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '100000' });
  return { ...base, database: { kind: 'pglite', dir: null }, cardEncryptionKey: TEST_CARD_ENCRYPTION_KEY, ...overrides };
}

/**
 * The PostgreSQL server that integration tests run against when `TEST_DATABASE_URL` is set
 * (CI sets it for the second pass). Tests create and drop their own database on it.
 */
export function testDatabaseServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL?.trim() || undefined;
}
