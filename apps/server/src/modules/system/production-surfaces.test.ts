import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../config.ts';
import { createTestMember } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const METRICS_TOKEN = 'metrics-token-0123456789';
const DOCS_TOKEN = 'docs-token-0123456789abc';
const ORDER_SN = 'D20250101000000ABCDEF';

/** Every development or simulator route, as a request an outsider could send. */
const SANDBOX_REQUESTS = [
  { method: 'GET', url: '/dev/outbox?to=a%40example.com' },
  { method: 'POST', url: '/dev/agent/decide', payload: { username: 'someone', action: 'approve' } },
  { method: 'POST', url: '/dev/chain-sandbox/transfer', payload: {} },
  { method: 'GET', url: `/sandbox-pay/${ORDER_SN}` },
  { method: 'GET', url: '/sandbox-pay/checkout.css' },
  { method: 'POST', url: `/sandbox-pay/${ORDER_SN}/pay` },
  { method: 'POST', url: '/v2/hooks/sandbox', payload: {} },
  { method: 'POST', url: '/v2/hooks/chain-sandbox', payload: {} },
] as const;

function expectNotFoundEnvelope(res: { statusCode: number; json(): unknown }, what: string) {
  expect(res.statusCode, what).toBe(404);
  expect(res.json(), what).toMatchObject({ code: 404, data: { reason: 'ROUTE_NOT_FOUND' } });
}

describe('production: no simulator and no development route, whatever the switches say', () => {
  let t: TestApp;
  beforeAll(async () => {
    // loadConfig refuses these switches in production; the routes must not trust that alone.
    const base = testConfig();
    t = await createTestApp({
      env: 'production',
      sandboxPayments: true,
      crypto: { ...base.crypto, chainSandbox: true },
      metricsToken: undefined,
      docsToken: undefined,
    });
  });
  afterAll(() => t.close());

  it.each(SANDBOX_REQUESTS)('$method $url answers the 404 envelope', async (request) => {
    const res = await t.app.inject({
      ...request,
      headers: { accept: 'text/html', ...('payload' in request && { 'content-type': 'application/json' }) },
    });
    expectNotFoundEnvelope(res, request.url);
  });

  it('refuses a deposit order on the sandbox channel', async () => {
    const member = await createTestMember(t);
    const res = await t.call(
      '/v2/app/pay/order',
      { channel: 'sandbox', amount: 5000, idempotencyKey: randomUUID() },
      { token: member.token },
    );
    expect(res.body).toMatchObject({ code: 422, data: { reason: 'CHANNEL_NOT_AVAILABLE', field: 'channel' } });
  });

  it('has /metrics and /docs off without their tokens', async () => {
    for (const url of ['/metrics', '/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html']) {
      expectNotFoundEnvelope(await t.app.inject({ method: 'GET', url }), url);
    }
  });
});

describe('/metrics and /docs with their tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: 'production', metricsToken: METRICS_TOKEN, docsToken: DOCS_TOKEN });
  });
  afterAll(() => t.close());

  it.each([
    ['/metrics', METRICS_TOKEN],
    ['/docs/json', DOCS_TOKEN],
    ['/docs/yaml', DOCS_TOKEN],
    ['/docs/static/swagger-initializer.js', DOCS_TOKEN],
    ['/docs/static/swagger-ui.css', DOCS_TOKEN],
  ])('%s answers only to its bearer token', async (url, token) => {
    const other = url === '/metrics' ? DOCS_TOKEN : METRICS_TOKEN;
    for (const authorization of [undefined, `Bearer ${other}`, token, `Bearer ${token}x`, `bearer ${token}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });
      expect(res.statusCode, `${url} with ${authorization}`).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, data: { reason: 'UNAUTHENTICATED' } });
    }
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
  });

  it('serves the OpenAPI document to the docs token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { authorization: `Bearer ${DOCS_TOKEN}` } });
    expect(res.json().paths['/v2/app/platform/config']).toBeDefined();
  });
});

describe('outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the development routes, /metrics and /docs open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a%40example.com' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/sandbox-pay/checkout.css' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/docs/json' })).statusCode).toBe(200);
  });
});
