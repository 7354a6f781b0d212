import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const XSRF = 'test-xsrf-token-0123456789';
const BALANCER = '10.0.0.2';

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or a list of trusted addresses / CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,fd00::/8,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses true (every hop believed, so any client could forge its address) and anything not an address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true would believe every X-Forwarded-For hop/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(
      /TRUST_PROXY: not an address, CIDR or hop count: 10.0.0.0\/33/,
    );
    expect(() => loadConfig({ TRUST_PROXY: 'balancer' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '99' })).toThrow(/TRUST_PROXY/);
  });
});

/** A /v2 call as it reaches the server from `remoteAddress` with that X-Forwarded-For. */
function callFrom(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v2/app/platform/config',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${XSRF}`,
      'x-xsrf-token': XSRF,
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: '{}',
  });
}

function clientIp(t: TestApp, remoteAddress: string, forwardedFor?: string) {
  return t.app
    .inject({
      method: 'GET',
      url: '/test/client-ip',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    })
    .then((response) => response.json<{ ip: string }>().ip);
}

describe('behind one load balancer (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: 1, rateLimitMax: 2 });
    t.app.get('/test/client-ip', async (request) => ({ ip: request.ip }));
  });
  afterAll(() => t.close());

  it('takes the address the balancer appended, not the one the client wrote before it', async () => {
    expect(await clientIp(t, BALANCER, '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp(t, BALANCER, '5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp(t, BALANCER)).toBe(BALANCER);
  });

  it('keeps one budget per real client however the forged part of the header changes', async () => {
    expect((await callFrom(t, BALANCER, '1.1.1.1, 7.7.7.7')).statusCode).toBe(200);
    expect((await callFrom(t, BALANCER, '2.2.2.2, 7.7.7.7')).statusCode).toBe(200);
    expect((await callFrom(t, BALANCER, '3.3.3.3, 7.7.7.7')).statusCode).toBe(429);
    // Another client behind the same balancer has a budget of its own.
    expect((await callFrom(t, BALANCER, '1.1.1.1, 8.8.8.8')).statusCode).toBe(200);
  });
});

describe('behind trusted proxy addresses (TRUST_PROXY=10.0.0.0/8)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['10.0.0.0/8'] });
    t.app.get('/test/client-ip', async (request) => ({ ip: request.ip }));
  });
  afterAll(() => t.close());

  it('believes the header only from a listed proxy, and only up to the first address not listed', async () => {
    expect(await clientIp(t, BALANCER, '1.2.3.4, 5.6.7.8')).toBe('5.6.7.8');
    expect(await clientIp(t, BALANCER, '1.2.3.4, 10.0.0.9')).toBe('1.2.3.4');
    // A client reaching the server directly cannot pick its address.
    expect(await clientIp(t, '203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
  });
});
