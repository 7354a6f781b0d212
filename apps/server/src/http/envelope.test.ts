import { LANGUAGES } from '@amigo/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { catalogues } from './messages/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const XSRF_HEADERS = { cookie: 'XSRF-TOKEN=abcdefghijklmnop', 'x-xsrf-token': 'abcdefghijklmnop' };

describe('the envelope', () => {
  it('answers a live call with code 200, a localized msg and the contract data', async () => {
    const res = await t.call('/v2/app/platform/config', {}, { lang: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.msg).toBe('Success');
    expect(res.body.data).toMatchObject({
      defaultLanguage: 'ja-JP',
      coinsPerYen: 1,
      coinsPerYuan: 20,
      languages: [...LANGUAGES],
    });
  });

  it.each(LANGUAGES)('localizes msg for %s', async (lang) => {
    const res = await t.call('/v2/app/nothing-here', {}, { lang });
    expect(res.body.msg).toBe(catalogues[lang].errors.ROUTE_NOT_FOUND);
  });

  it('negotiates regional and weighted Accept-Language values, falling back to ja-JP', async () => {
    expect((await t.call('/v2/app/x', {}, { lang: 'zh-Hant-TW' })).body.msg).toBe(catalogues['zh-TW'].errors.ROUTE_NOT_FOUND);
    expect((await t.call('/v2/app/x', {}, { lang: 'de-DE, ko;q=0.8' })).body.msg).toBe(
      catalogues['ko-KR'].errors.ROUTE_NOT_FOUND,
    );
    expect((await t.call('/v2/app/x', {}, { lang: 'de-DE' })).body.msg).toBe(catalogues['ja-JP'].errors.ROUTE_NOT_FOUND);
  });

  it('answers an unknown /v2 path with the 404 envelope', async () => {
    const res = await t.call('/v2/app/does/not/exist', {});
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, data: { reason: 'ROUTE_NOT_FOUND' } });
  });

  it('answers a GET on a call path with the 405 envelope (calls are POST), not HTML', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/app/platform/config', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('POST');
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'METHOD_NOT_ALLOWED' } });
  });

  it('answers malformed JSON with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/platform/config',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...XSRF_HEADERS },
      payload: '{"unterminated": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'MALFORMED_JSON' } });
    expect(res.json().msg).toMatch(/JSON/);
  });

  it('answers an empty JSON body with a 400 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/platform/config',
      headers: { 'content-type': 'application/json', ...XSRF_HEADERS },
      payload: '',
    });
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'MALFORMED_JSON' } });
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])(
    'refuses content type %s with a 415 envelope',
    async (type) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v2/app/platform/config',
        headers: { 'content-type': type, ...XSRF_HEADERS },
        payload: 'a=1',
      });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({ code: 400, data: { reason: 'UNSUPPORTED_MEDIA_TYPE' } });
    },
  );

  it('refuses a 2 MB body with an envelope naming the limit', async () => {
    const payload = JSON.stringify({ blob: 'x'.repeat(2 * 1024 * 1024) });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v2/app/platform/config',
      headers: { 'content-type': 'application/json', 'accept-language': 'en-US', ...XSRF_HEADERS },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 400, data: { reason: 'BODY_TOO_LARGE' } });
    expect(res.json().msg).toContain('1 MB');
  });

  it('names the unknown field of a strict request', async () => {
    const res = await t.call('/v2/app/platform/config', { surprise: true }, { lang: 'en-US' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'surprise' } });
    expect(res.body.msg).toBe('Unknown field: surprise');
  });

  it.each([[[]], ['a string'], [42], [null]])('refuses a non-object body %j', async (body) => {
    const res = await t.call('/v2/app/platform/config', body, { lang: 'en-US' });
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT' } });
  });

  it('echoes a plain request id and replaces a forged one', async () => {
    const plain = await t.call('/v2/app/platform/config', {}, { headers: { 'x-request-id': 'abc-12345678' } });
    expect(plain.headers['x-request-id']).toBe('abc-12345678');
    const forged = await t.call('/v2/app/platform/config', {}, { headers: { 'x-request-id': 'bad id\nwith newline' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a strict Content-Security-Policy and the usual helmet headers on pages', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends the OWASP REST header set on API answers: nothing renders, nothing is cached', async () => {
    const res = await t.call('/v2/app/platform/config', {});
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('XSRF double submit', () => {
  const post = (headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/v2/app/platform/config',
      headers: { 'content-type': 'application/json', ...headers },
      payload: '{}',
    });

  it('refuses a call without the pair, and gives the browser a cookie to use', async () => {
    const res = await post({});
    expect(res.json()).toMatchObject({ code: 403, data: { reason: 'XSRF_MISMATCH' } });
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toMatch(/^[\w-]{32}$/);
    expect(cookie?.sameSite).toBe('Strict');
    expect(cookie?.httpOnly).toBeFalsy();
  });

  it('refuses a header that does not match the cookie, including multi-byte lookalikes', async () => {
    expect((await post({ cookie: 'XSRF-TOKEN=aaaa', 'x-xsrf-token': 'aaab' })).json().code).toBe(403);
    expect((await post({ cookie: 'XSRF-TOKEN=aaaa', 'x-xsrf-token': 'ああ' })).json().code).toBe(403);
    expect((await post({ 'x-xsrf-token': 'aaaa' })).json().code).toBe(403);
  });

  it('accepts a matching pair', async () => {
    expect((await post(XSRF_HEADERS)).json().code).toBe(200);
  });
});

describe('health, readiness and metrics', () => {
  it('reports liveness and a reachable database', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().status).toBe('ready');
  });

  it('exposes Prometheus metrics with request durations by route pattern', async () => {
    await t.call('/v2/app/platform/config', {});
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('route="/v2/app/platform/config"');
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/v2/app/platform/config'].post.requestBody).toBeDefined();
    expect(doc.paths['/v2/app/agent/apply/status']).toBeDefined();
  });
});

describe('validation messages', () => {
  it('tells a missing field from a wrong-typed one', async () => {
    const missing = await t.call(
      '/v2/app/auth/login',
      { password: 'x', uuid: '00000000-0000-4000-8000-000000000000', qrcode: 'AB12' },
      { lang: 'en-US' },
    );
    expect(missing.body).toMatchObject({ code: 400, msg: 'Please enter account', data: { field: 'account' } });
    const wrongType = await t.call(
      '/v2/app/auth/login',
      { account: 42, password: 'x', uuid: '00000000-0000-4000-8000-000000000000', qrcode: 'AB12' },
      { lang: 'en-US' },
    );
    expect(wrongType.body).toMatchObject({ code: 400, msg: 'account has the wrong type', data: { field: 'account' } });
  });

  it('refuses NUL characters anywhere in a body with a 400 naming the field, never a database error', async () => {
    const res = await t.call(
      '/v2/app/auth/login',
      { account: 'a\u0000b', password: 'x', uuid: '00000000-0000-4000-8000-000000000000', qrcode: 'AB12' },
      { lang: 'en-US' },
    );
    expect(res.body).toMatchObject({ code: 400, data: { reason: 'INVALID_INPUT', field: 'account' } });
    const nested = await t.call('/v2/app/platform/config', { deep: { list: ['ok', 'n\u0000ul'] } });
    expect(nested.body).toMatchObject({ code: 400, data: { field: 'deep.list.1' } });
  });
});
