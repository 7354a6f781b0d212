import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { acceptedEncoding } from './compress-answer.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const XSRF = 'compression-test-xsrf-token';
const post = (url: string, headers: Record<string, string>, payload: string | Buffer = '{}') =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, ...headers },
  });

describe('compressed answers', () => {
  it('sends a large answer with brotli to a client that accepts it, and the same JSON inside', async () => {
    const plain = await post('/v2/app/country', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await post('/v2/app/country', { 'accept-encoding': 'br, gzip' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('falls back to gzip when brotli is not accepted, and says the answer varies by encoding', async () => {
    const plain = await post('/v2/app/country', {});
    expect(plain.headers.vary).toContain('accept-encoding');
    const compressed = await post('/v2/app/country', { 'accept-encoding': 'gzip, br;q=0' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.headers['content-type']).toContain('application/json');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('sends the answer plain to a client that accepts no encoding we have', async () => {
    const response = await post('/v2/app/country', { 'accept-encoding': 'deflate, identity' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('leaves small answers as they are', async () => {
    const response = await post('/v2/app/platform/config', { 'accept-encoding': 'br, gzip' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('does not inflate compressed request bodies: a gzip body is malformed JSON, never a 500', async () => {
    const response = await post('/v2/app/platform/config', { 'content-encoding': 'gzip' }, gzipSync('{}'));
    expect(response.json()).toMatchObject({ code: 400, data: { reason: 'MALFORMED_JSON' } });
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['*', 'gzip'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
