import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/** A script over 1 KB: the player site's build has it pre-compressed beside it, the console's does not. */
const script = `console.log(${JSON.stringify('a fairly long line of the app. '.repeat(80))});`;
const prebuiltBrotli = brotliCompressSync(script);

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'amigo-compression-'));
  for (const site of ['web', 'console']) {
    mkdirSync(path.join(root, site, 'assets'), { recursive: true });
    writeFileSync(path.join(root, site, 'index.html'), '<!doctype html><title>site</title>');
    writeFileSync(path.join(root, site, 'assets', 'app-abc123.js'), script);
  }
  writeFileSync(path.join(root, 'web', 'assets', 'app-abc123.js.br'), prebuiltBrotli);
  t = await createTestApp({ webDist: path.join(root, 'web'), consoleDist: path.join(root, 'console') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
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

describe('the encoding a client gets', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1.0, br;q=0', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['identity', undefined],
    ['gzip;q=0, br;q=0', undefined],
  ])('%s → %s', async (header, expected) => {
    const response = await post('/v2/app/country', header === undefined ? {} : { 'accept-encoding': header });
    expect(response.headers['content-encoding']).toBe(expected);
  });
});

describe('compressed static assets', () => {
  const asset = (url: string, acceptEncoding: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: '*/*', 'accept-encoding': acceptEncoding } });

  it("sends the player site's pre-compressed file as it is, never compressed twice", async () => {
    const response = await asset('/assets/app-abc123.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.equals(prebuiltBrotli)).toBe(true);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("compresses the console's files on the way out, and sends them plain to a client that accepts no encoding", async () => {
    const compressed = await asset('/console/assets/app-abc123.js', 'gzip');
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString('utf8')).toBe(script);
    const plain = await asset('/console/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });
});
