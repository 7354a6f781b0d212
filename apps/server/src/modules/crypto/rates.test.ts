import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRateSource } from './rates.ts';

/** A real local rate source: answers the rates, fails, or hangs, as the test says. */
let server: Server;
let url: string;
let mode: 'ok' | 'down' | 'hang' | 'garbage' = 'ok';
let requests = 0;
beforeAll(async () => {
  server = createServer((_req, res) => {
    requests++;
    if (mode === 'hang') return; // never answers: the client's timeout must end it
    if (mode === 'down') return res.writeHead(502).end('bad gateway');
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(mode === 'garbage' ? '{"rates":{"USDT":"-1"}}' : JSON.stringify({ rates: { USDT: '151.25', BTC: 15_000_000.5 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rates`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const source = () => httpRateSource({ url, timeoutMs: 300, ttlMs: 1000, maxAgeMs: 5000 });
const at = (t0: number, ms: number) => new Date(t0 + ms);

describe('JPY rate from an HTTP source', () => {
  it('fetches, caches for the TTL, and serves the last good value flagged stale when the source is down', async () => {
    mode = 'ok';
    const rates = source();
    const t0 = Date.now();
    const first = await rates.current(at(t0, 0));
    expect(first).toMatchObject({ rates: { USDT: '151.25', BTC: '15000000.5' }, stale: false, source: 'http' });
    const before = requests;
    await rates.current(at(t0, 500));
    expect(requests).toBe(before); // inside the TTL: no fetch

    mode = 'down';
    const stale = await rates.current(at(t0, 2000));
    expect(stale).toMatchObject({ rates: { USDT: '151.25' }, stale: true });
    expect(await rates.forOrder('USDT', at(t0, 2000))).toBe('151.25'); // still inside the max age
  });

  it('refuses new orders (503 RATE_UNAVAILABLE) once the last good value is over the max age', async () => {
    mode = 'ok';
    const rates = source();
    const t0 = Date.now();
    await rates.current(at(t0, 0));
    mode = 'down';
    await expect(rates.forOrder('USDT', at(t0, 6000))).rejects.toMatchObject({ reason: 'RATE_UNAVAILABLE', code: 503 });
    expect((await rates.current(at(t0, 6000))).stale).toBe(true);
  });

  it('times out a hanging source, and without any good value answers RATE_UNAVAILABLE', async () => {
    mode = 'hang';
    const rates = source();
    const started = Date.now();
    await expect(rates.current(new Date())).rejects.toMatchObject({ reason: 'RATE_UNAVAILABLE' });
    expect(Date.now() - started).toBeLessThan(5000);
    mode = 'garbage';
    await expect(source().current(new Date())).rejects.toMatchObject({ reason: 'RATE_UNAVAILABLE' });
  });

  it('recovers when the source answers again', async () => {
    mode = 'down';
    const rates = source();
    await expect(rates.forOrder('USDT', new Date())).rejects.toMatchObject({ reason: 'RATE_UNAVAILABLE' });
    mode = 'ok';
    await new Promise((resolve) => setTimeout(resolve, 1100)); // past the one-second back-off
    expect(await rates.forOrder('USDT', new Date())).toBe('151.25');
  });
});
