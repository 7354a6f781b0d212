import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

describe('rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 3 });
  });
  afterAll(() => t.close());

  it('answers the 429 envelope with a localized wait time once the budget is spent, and spares health checks', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.call('/v2/app/platform/config', {})).body.code).toBe(200);
    const limited = await t.call('/v2/app/platform/config', {}, { lang: 'en-US' });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(429);
    expect(limited.body.data.reason).toBe('RATE_LIMITED');
    expect(limited.body.data.retryAfter).toBeGreaterThan(0);
    expect(limited.body.msg).toMatch(/try again in \d+ seconds/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

// CI gives a Redis server (TEST_REDIS_URL): the budget then lives there, shared by every server process.
describe.runIf(process.env.TEST_REDIS_URL)('rate limit kept in Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL!);
    await redis.del('amigo-rl:127.0.0.1'); // the test client's address; no earlier run's count
    redis.disconnect();
    t = await createTestApp({ rateLimitMax: 3, redisUrl: process.env.TEST_REDIS_URL });
  });
  afterAll(() => t.close());

  it('answers the 429 envelope once the shared budget is spent', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.call('/v2/app/platform/config', {})).body.code).toBe(200);
    const limited = await t.call('/v2/app/platform/config', {});
    expect(limited.status).toBe(429);
    expect(limited.body.data).toMatchObject({ reason: 'RATE_LIMITED' });
  });
});

describe('rate limit store unreachable', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimitMax: 1, redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t.close());

  it('lets calls through rather than taking the site down with it', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.call('/v2/app/platform/config', {})).body.code).toBe(200);
  });
});

describe('maintenance mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ maintenanceMode: true });
  });
  afterAll(() => t.close());

  it('answers every call with the 503 maintenance envelope while health stays up', async () => {
    const res = await t.call('/v2/app/platform/config', {}, { lang: 'ko-KR' });
    expect(res.body).toMatchObject({ code: 503, data: { reason: 'MAINTENANCE' } });
    expect(res.body.msg).toBe('현재 점검 중입니다. 잠시만 기다려 주세요');
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
