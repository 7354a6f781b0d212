import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Issue 17: requests that never reach a route answered Fastify's or Node's bare text (a broken
 * URL, a body shorter than its Content-Length that held the socket for ever, headers too large,
 * bytes that are not HTTP). Each now answers our envelope, localized, with our security headers
 * and a request id. `app.inject` cannot send these, so they go through a real listening server
 * and a raw socket.
 */
const REQUEST_TIMEOUT_MS = 400;
const XSRF = 'transport-xsrf-0123456789';

let t: TestApp;
let port: number;
beforeAll(async () => {
  // A short request timeout so the test does not wait the production two minutes.
  t = await createTestApp({ requestTimeoutMs: REQUEST_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
}, 180_000);
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes bytes on a fresh connection and reads the answer until the server closes it. */
function rawExchange(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

function expectOurEnvelope(answer: RawAnswer, reason: string, msg: string) {
  expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.headers['x-request-id']).toMatch(/^[\w.-]{8,64}$/);
  expect(JSON.parse(answer.body)).toEqual({ code: 400, msg, data: { reason } });
}

const callHeaders = [
  'Host: localhost',
  'Accept-Language: en-US',
  `Cookie: XSRF-TOKEN=${XSRF}`,
  `X-XSRF-TOKEN: ${XSRF}`,
  'Content-Type: application/json',
].join('\r\n');

describe('transport errors answer our envelope', () => {
  it('a URL with broken percent-encoding: 400, localized, with our headers', async () => {
    const answer = await rawExchange(
      `POST /v2/app/user/info%ff HTTP/1.1\r\n${callHeaders}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`,
    );
    expect(answer.status).toBe(400);
    expectOurEnvelope(answer, 'MALFORMED_URL', 'The address is not valid (its URL encoding is broken)');
  });

  it('a body shorter than its Content-Length: 408 after the request timeout, with the request id and language', async () => {
    const answer = await rawExchange(
      `POST /v2/app/country HTTP/1.1\r\n${callHeaders}\r\nX-Request-Id: short-body-0001\r\nContent-Length: 100\r\n\r\n{}`,
    );
    expect(answer.status).toBe(408);
    expectOurEnvelope(answer, 'REQUEST_TIMEOUT', 'The request did not arrive in full in time. Please try again');
    expect(answer.headers['x-request-id']).toBe('short-body-0001');
  });

  it('a Content-Length that is not a number: 400', async () => {
    const answer = await rawExchange(`POST /v2/app/country HTTP/1.1\r\n${callHeaders}\r\nContent-Length: abc\r\n\r\n{}`);
    expect(answer.status).toBe(400);
    // Node refuses it while reading the headers, before the language is known: ja-JP, the fallback.
    expectOurEnvelope(answer, 'MALFORMED_REQUEST', 'リクエストを読み取れませんでした');
  });

  it('an overlong URL or header: 431', async () => {
    for (const request of [
      `GET /v2/app/${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`,
      `POST /v2/app/country HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'b'.repeat(20_000)}\r\n\r\n`,
    ]) {
      const answer = await rawExchange(request);
      expect(answer.status).toBe(431);
      expectOurEnvelope(answer, 'HEADERS_TOO_LARGE', 'リクエストのアドレスまたはヘッダーが大きすぎます');
    }
  });

  it('bytes that are not HTTP, and a broken chunked body: 400', async () => {
    for (const request of [
      'HELLO\r\n\r\n',
      `POST /v2/app/country HTTP/1.1\r\n${callHeaders}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n`,
    ]) {
      const answer = await rawExchange(request);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body).data.reason).toBe('MALFORMED_REQUEST');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('another method on a call path: 405 with Allow: POST and the envelope (HEAD without a body)', async () => {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'] as const) {
      const res = await t.app.inject({ method, url: '/v2/app/country?x=1', headers: { 'accept-language': 'en-US' } });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('POST');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
      if (method === 'HEAD') expect(res.body).toBe('');
      else expect(res.json()).toEqual({ code: 400, msg: 'This API only accepts POST', data: { reason: 'METHOD_NOT_ALLOWED' } });
    }
    const unknown = await t.app.inject({ method: 'GET', url: '/v2/app/no-such-call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().data.reason).toBe('ROUTE_NOT_FOUND');
  });

  it('a wrong content type, a body over the limit and invalid JSON keep their envelopes with our headers', async () => {
    const base = { method: 'POST' as const, url: '/v2/app/country' };
    const xsrf = { cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'accept-language': 'en-US' };
    const cases = [
      { headers: { ...xsrf, 'content-type': 'text/csv' }, payload: 'a,b', status: 415, reason: 'UNSUPPORTED_MEDIA_TYPE' },
      { headers: { ...xsrf, 'content-type': 'application/json' }, payload: '{"a":', status: 400, reason: 'MALFORMED_JSON' },
      {
        headers: { ...xsrf, 'content-type': 'application/json' },
        payload: JSON.stringify({ a: 'x'.repeat(t.app.config.bodyLimit) }),
        status: 413,
        reason: 'BODY_TOO_LARGE',
      },
    ];
    for (const c of cases) {
      const res = await t.app.inject({ ...base, headers: c.headers, payload: c.payload });
      expect(res.statusCode, c.reason).toBe(c.status);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-request-id']).toBeTruthy();
      expect(res.json()).toMatchObject({ code: 400, data: { reason: c.reason } });
    }
  });
});
