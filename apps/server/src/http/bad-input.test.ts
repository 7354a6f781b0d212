import { calls, type CallDef } from '@amigo/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const paths = [...(Object.values(calls) as CallDef[]).map((c) => c.path), '/v2/app/unknown', '/v2/cpp/coins/../../etc/passwd'];
const ALLOWED_CODES = new Set([200, 400, 401, 403, 404, 409, 422, 429, 503]);

describe('hostile and random input', () => {
  it('always answers an envelope with a known code and a message, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...paths), fc.jsonValue({ maxDepth: 4 }), async (path, body) => {
        const res = await t.call(path, body);
        expect(res.status).toBeLessThan(500);
        expect(ALLOWED_CODES.has(res.body.code)).toBe(true);
        expect(typeof res.body.msg).toBe('string');
        expect(res.body.msg.length).toBeGreaterThan(0);
        expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+|stack|SELECT /i);
      }),
      { numRuns: 300 },
    );
  });

  it('survives random raw bytes and random content types', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.string({ maxLength: 300, unit: 'binary' }),
        fc.constantFrom('application/json', 'text/plain', 'application/json; charset=utf-8', 'multipart/form-data', ''),
        async (path, raw, type) => {
          const res = await t.app.inject({
            method: 'POST',
            url: path,
            headers: { ...(type ? { 'content-type': type } : {}), cookie: 'XSRF-TOKEN=abcdefgh', 'x-xsrf-token': 'abcdefgh' },
            payload: raw,
          });
          expect(res.statusCode).toBeLessThan(500);
          const body = res.json();
          expect(ALLOWED_CODES.has(body.code)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('handles hostile strings in Accept-Language and ids without failing', async () => {
    for (const lang of ['*', '', ';;;,,,', 'q=1', 'x'.repeat(5000), 'ja-JP;q=abc', '"><script>']) {
      const res = await t.call('/v2/app/platform/config', {}, { lang });
      expect(res.body.code).toBe(200);
    }
  });
});
