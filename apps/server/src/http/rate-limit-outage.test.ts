import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../test/private-postgres.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { RedisStore, type RedisOutageReporter } from './rate-limit.ts';

/** A TCP server that accepts connections and never answers a byte: a Redis that hangs. */
async function blackhole(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('no address');
  return {
    url: `redis://127.0.0.1:${address.port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function recordingReporter() {
  const events = { down: 0, up: 0, bypassed: 0 };
  const reporter: RedisOutageReporter = {
    down: () => (events.down += 1),
    up: () => (events.up += 1),
    bypassed: () => (events.bypassed += 1),
  };
  return { events, reporter };
}

const unreachable = [
  [
    'refuses connections (nothing listens)',
    async () => ({ url: `redis://127.0.0.1:${await freePort()}`, close: async () => undefined }),
  ],
  ['accepts connections and never answers', blackhole],
] as const;

describe.each(unreachable)('RedisStore when Redis %s', (_name, makeRedis) => {
  let redis: { url: string; close(): Promise<void> };
  beforeAll(async () => {
    redis = await makeRedis();
  });
  afterAll(() => redis.close());

  it('fails open at once: after the first failure the breaker is open and no Redis command is awaited', async () => {
    const { events, reporter } = recordingReporter();
    const store = new RedisStore(redis.url, 60_000, reporter);
    try {
      const now = Date.now();
      expect(await store.hit('1.2.3.4', now)).toBeUndefined();
      expect(store.breakerOpen).toBe(true);
      for (let i = 0; i < 50; i += 1) {
        // Synchronous `undefined`, not a promise: the call does not wait on Redis at all.
        expect(store.hit('1.2.3.4', now + i)).toBeUndefined();
      }
      expect(await store.health(now + 100)).toBe('down');
      expect(events).toEqual({ down: 1, up: 0, bypassed: 51 });
    } finally {
      await store.close();
    }
  });

  it('probes Redis again once the breaker period is over, and opens it again on failure without a second warning', async () => {
    const { events, reporter } = recordingReporter();
    const store = new RedisStore(redis.url, 60_000, reporter);
    try {
      const now = Date.now();
      await store.hit('a', now);
      const later = now + 5_001;
      const probe = store.hit('a', later);
      expect(probe).toBeInstanceOf(Promise);
      // While the probe is out, other calls still skip Redis.
      expect(store.hit('a', later)).toBeUndefined();
      expect(await probe).toBeUndefined();
      expect(store.breakerOpen).toBe(true);
      expect(events.down).toBe(1);
    } finally {
      await store.close();
    }
  });
});

describe('the server with Redis that never answers', () => {
  let t: TestApp;
  let redis: Awaited<ReturnType<typeof blackhole>>;
  beforeAll(async () => {
    redis = await blackhole();
    t = await createTestApp({ rateLimitMax: 1, redisUrl: redis.url });
  });
  afterAll(async () => {
    await t.close();
    await redis.close();
  });

  it('answers every call (uncounted), says degraded on /readyz with 200, and counts the uncounted calls', async () => {
    for (let i = 0; i < 5; i += 1) expect((await t.call('/v2/app/platform/config', {})).body.code).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'degraded', redis: 'down' });
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    const bypassed = /^rate_limit_store_bypassed_total (\d+)$/m.exec(metrics.body);
    expect(Number(bypassed?.[1])).toBeGreaterThanOrEqual(5);
  });
});

// CI gives a Redis server (TEST_REDIS_URL): there /readyz says ready with Redis up, and the breaker stays closed.
describe.runIf(process.env.TEST_REDIS_URL)('the server with a working Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ redisUrl: process.env.TEST_REDIS_URL });
  });
  afterAll(() => t.close());

  it('is ready with Redis up', async () => {
    expect((await t.call('/v2/app/platform/config', {})).body.code).toBe(200);
    // On a loaded machine the first connection can miss its 500 ms and open the breaker for a
    // moment, by design; with Redis up the next probe closes it and /readyz says ready.
    await expect
      .poll(
        async () => {
          const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
          return { statusCode: ready.statusCode, ...ready.json<object>() };
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toMatchObject({ statusCode: 200, status: 'ready', redis: 'up' });
  }, 40_000);
});
