import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
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
}

/** How many calls a client has made in the current window, and when the window ends. */
export interface WindowCount {
  count: number;
  resetInMs: number;
}

export interface RateLimitStore {
  hit(key: string, now: number): WindowCount | Promise<WindowCount>;
  close(): Promise<void>;
}

export function installRateLimit(app: FastifyInstance, options: RateLimitOptions) {
  const store = options.redisUrl ? new RedisStore(options.redisUrl, options.windowMs) : new MemoryStore(options.windowMs);
  app.addHook('onClose', () => store.close());

  const verdict = ({ count, resetInMs }: WindowCount) => {
    if (count <= options.max) return undefined;
    const retryAfter = Math.max(1, Math.ceil(resetInMs / 1000));
    return new AppError('RATE_LIMITED', { httpStatus: 429, retryAfter, params: { retryAfter } });
  };

  app.addHook('onRequest', (request, _reply, done) => {
    if (!request.url.startsWith('/v2/')) return done();
    const counted = store.hit(clientKey(request.ip), Date.now());
    if (!(counted instanceof Promise)) return done(verdict(counted));
    counted.then(
      (result) => done(verdict(result)),
      (error: unknown) => {
        // A limiter outage must not take the site down with it: the call goes through, loudly.
        request.log.warn({ err: error }, 'rate limit store unavailable; call not counted');
        done();
      },
    );
  });
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

/** One Redis key per address and window: INCR, an expiry set only by the first hit, and its TTL. */
export class RedisStore implements RateLimitStore {
  readonly #redis: Redis;

  constructor(
    url: string,
    private readonly windowMs: number,
  ) {
    this.#redis = new Redis(url, { connectTimeout: 2000, maxRetriesPerRequest: 1 });
    // Connection errors surface on the calls (and are logged there); the client reconnects by itself.
    this.#redis.on('error', () => undefined);
  }

  async hit(key: string): Promise<WindowCount> {
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
