import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Counter } from 'prom-client';
import { AppError } from './app-error.ts';

/**
 * The request budget of every /v2 call: at most `max` calls per client address in each fixed
 * window. Counted in this process, or in Redis when `REDIS_URL` is set so that every server
 * process shares one budget (ARCHITECTURE §7). Pages, assets, health checks and metrics are
 * not counted. Calls with costlier abuse (login, captcha, e-mail codes) have their own, tighter
 * limits in their modules; this one bounds the rest. Written for our needs instead of
 * @fastify/rate-limit, whose per-request path cost about a tenth of a plain call
 * (docs/decisions/0014).
 */
export interface RateLimitOptions {
  max: number;
  windowMs: number;
  redisUrl?: string | undefined;
  /** Counts calls let through uncounted because the store was down (rate_limit_store_bypassed_total). */
  bypassed?: Counter | undefined;
}

/** How many calls a client has made in the current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

/** `undefined`: the call was not counted (the store is down; the store reported it). */
export type HitResult = WindowCount | undefined;

export interface RateLimitStore {
  hit(key: string, now: number): HitResult | Promise<HitResult>;
  close(): Promise<void>;
}

/** What /readyz says about the shared limiter: no Redis configured, Redis answering, or Redis down. */
export type LimiterHealth = 'memory' | 'up' | 'down';

/** The limiter as seen from outside: its health, for /readyz. */
export interface RateLimiter {
  health(): Promise<LimiterHealth>;
}

export function installRateLimit(app: FastifyInstance, options: RateLimitOptions): RateLimiter {
  const store = options.redisUrl
    ? new RedisStore(options.redisUrl, options.windowMs, redisOutageReporter(app.log, options.bypassed))
    : new MemoryStore(options.windowMs);
  app.addHook('onClose', () => store.close());

  const verdict = ({ count, resetInMs }: WindowCount) => {
    if (count <= options.max) return undefined;
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    return new AppError('RATE_LIMITED', { httpStatus: 429, retryAfter, params: { retryAfter } });
  };

  // A limiter outage must not take the site down with it: an uncounted call goes through (the
  // store reports the outage once and counts every such call in the metric).
  const verdictOf = (counted: HitResult) => (counted === undefined ? undefined : verdict(counted));
  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/v2/')) return done();
    const counted = store.hit(clientKey(request.ip), Date.now());
    if (!(counted instanceof Promise)) return done(verdictOf(counted));
    counted.then(
      (result) => done(verdictOf(result)),
      (error: unknown) => {
        request.log.warn({ err: error }, 'rate limit store failed; call not counted');
        done();
      },
    );
  });
  return { health: async () => (store instanceof RedisStore ? store.health() : 'memory') };
}

/** One warning when Redis goes down, one line when it is back, and the metric for every uncounted call. */
function redisOutageReporter(log: FastifyBaseLogger, bypassed: Counter | undefined): RedisOutageReporter {
  return {
    down: (error) =>
      log.warn(
        { err: error },
        'rate limit store (Redis) unavailable: calls go through uncounted until it answers again (checked every few seconds)',
      ),
    up: () => log.info('rate limit store (Redis) answers again: calls are counted'),
    bypassed: () => bypassed?.inc(),
  };
}

/**
 * The address a budget belongs to. An IPv6 client usually holds a whole /64, so its budget is
 * the /64's; an IPv4-mapped IPv6 address is its IPv4 address.
 */
export function clientKey(ip: string): string {
  if (!ip.includes(':')) return ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  return `${expandIpv6(ip).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address (zone and embedded IPv4 tail handled). */
function expandIpv6(ip: string): string[] {
  const address = ip.split('%')[0]!.toLowerCase();
  const [head = '', tail] = address.split('::');
  // A dotted IPv4 tail (`…:1.2.3.4`) stands for two groups, and must count as two.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const left = groups(head);
  const right = groups(tail);
  const missing = tail === undefined ? 0 : Math.max(0, 8 - left.length - right.length);
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.replace(/^0+(?=.)/, ''));
}

function ipv4AsGroups(group: string): string[] {
  const octets = group.split('.');
  if (octets.length !== 4) return [group];
  const [a = 0, b = 0, c = 0, d = 0] = octets.map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}

/** Upper bound on addresses tracked per window in one process; beyond it they share one budget. */
const MAX_TRACKED = 100_000;
const OVERFLOW_KEY = '(overflow)';

/** Fixed windows aligned to the clock; a new window starts with an empty table. */
export class MemoryStore implements RateLimitStore {
  #counts = new Map<string, number>();
  #windowEnd = 0;

  constructor(private readonly windowMs: number) {}

  hit(key: string, now: number): WindowCount {
    if (now >= this.#windowEnd) {
      this.#counts = new Map();
      this.#windowEnd = (Math.floor(now / this.windowMs) + 1) * this.windowMs;
    }
    const counted = this.#counts.has(key) || this.#counts.size < MAX_TRACKED ? key : OVERFLOW_KEY;
    const count = (this.#counts.get(counted) ?? 0) + 1;
    this.#counts.set(counted, count);
    return { count, resetInMs: this.#windowEnd - now };
  }

  async close(): Promise<void> {}
}

export interface RedisOutageReporter {
  /** Redis just went down (once per outage). */
  down(error: unknown): void;
  /** Redis answers again after an outage. */
  up(): void;
  /** A call was let through uncounted. */
  bypassed(): void;
}

/** How long the breaker skips Redis after a failure before one call probes it again. */
export const REDIS_BREAKER_OPEN_MS = 5_000;
/**
 * Without an offline queue, a command sent before the first connection is ready fails; the first
 * calls after start wait for it this long at most (once per process), then the breaker decides.
 */
const FIRST_CONNECTION_WAIT_MS = 500;
/**
 * ioredis settings that make a Redis outage cost a call almost nothing: no queue of commands
 * waiting for a connection (a command while disconnected fails at once), a short bound on every
 * command and on connecting, and no retries of a failed command. The client keeps reconnecting
 * in the background on its own.
 */
export const REDIS_CLIENT_OPTIONS = {
  enableOfflineQueue: false,
  commandTimeout: 250,
  connectTimeout: 1_000,
  maxRetriesPerRequest: 0,
  retryStrategy: (attempt: number) => Math.min(attempt * 200, 2_000),
} as const;

/**
 * One Redis key per address and window: INCR, an expiry set only by the first hit, and its TTL.
 * Behind a circuit breaker: after a failure, calls skip Redis for REDIS_BREAKER_OPEN_MS (answered
 * at once, uncounted, without touching the client), then one call probes it; a success closes the
 * breaker, a failure opens it again.
 */
export class RedisStore implements RateLimitStore {
  readonly #redis: Redis;
  /** Until when calls skip Redis; 0 while it answers. */
  #openUntil = 0;
  #down = false;
  #probing = false;
  /** Settles when the first connection is ready, fails, or FIRST_CONNECTION_WAIT_MS have passed; then undefined. */
  #firstConnection: Promise<void> | undefined;

  constructor(
    url: string,
    private readonly windowMs: number,
    private readonly report: RedisOutageReporter = { down: () => undefined, up: () => undefined, bypassed: () => undefined },
    clientOptions: Partial<typeof REDIS_CLIENT_OPTIONS> = {},
  ) {
    this.#redis = new Redis(url, { ...REDIS_CLIENT_OPTIONS, ...clientOptions });
    // Connection errors surface on the calls (the breaker reports them); the client reconnects by itself.
    this.#redis.on('error', () => undefined);
    this.#firstConnection = new Promise<void>((resolve) => {
      const timer = setTimeout(settle, FIRST_CONNECTION_WAIT_MS);
      this.#redis.once('ready', settle);
      this.#redis.once('error', settle);
      this.#redis.once('end', settle);
      function settle() {
        clearTimeout(timer);
        resolve();
      }
    }).then(() => {
      this.#firstConnection = undefined;
    });
  }

  /** Whether calls currently skip Redis (the breaker is open). */
  get breakerOpen(): boolean {
    return this.#down;
  }

  /** Synchronous (no Redis command) while the breaker is open; otherwise counts in Redis. */
  hit(key: string, now: number = Date.now()): HitResult | Promise<HitResult> {
    if (this.#down && (now < this.#openUntil || this.#probing)) {
      this.report.bypassed();
      return undefined;
    }
    return this.#guarded(now, () => this.#count(key));
  }

  /** For /readyz: `down` at once while the breaker is open, else the answer of a PING (bounded by commandTimeout). */
  async health(now: number = Date.now()): Promise<'up' | 'down'> {
    if (this.#down && (now < this.#openUntil || this.#probing)) return 'down';
    const answer = await this.#guarded(now, async () => {
      await this.#redis.ping();
      return { count: 0, resetInMs: 0 };
    });
    return answer === undefined ? 'down' : 'up';
  }

  async #guarded(now: number, command: () => Promise<WindowCount>): Promise<HitResult> {
    const probe = this.#down;
    if (probe) this.#probing = true;
    try {
      if (this.#firstConnection) await this.#firstConnection;
      const result = await command();
      if (this.#down) {
        this.#down = false;
        this.#openUntil = 0;
        this.report.up();
      }
      return result;
    } catch (error) {
      if (!this.#down) this.report.down(error);
      this.#down = true;
      this.#openUntil = now + REDIS_BREAKER_OPEN_MS;
      this.report.bypassed();
      return undefined;
    } finally {
      if (probe) this.#probing = false;
    }
  }

  async #count(key: string): Promise<WindowCount> {
    const redisKey = `amigo-rl:${key}`;
    const results = await this.#redis.multi().incr(redisKey).pexpire(redisKey, this.windowMs, 'NX').pttl(redisKey).exec();
    const [incr, , ttl] = results ?? [];
    if (!incr || incr[0] || !ttl || ttl[0]) throw new Error('rate limit transaction failed');
    const resetInMs = Number(ttl[1]);
    return { count: Number(incr[1]), resetInMs: resetInMs > 0 ? resetInMs : this.windowMs };
  }

  async close(): Promise<void> {
    this.#redis.disconnect();
  }
}
