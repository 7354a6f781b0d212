import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
let root: string;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'amigo-static-'));
  for (const [name, title] of [
    ['web', 'Player site'],
    ['console', 'Console'],
  ] as const) {
    mkdirSync(path.join(root, name, 'assets'), { recursive: true });
    writeFileSync(path.join(root, name, 'index.html'), `<!doctype html><title>${title}</title>`);
    writeFileSync(path.join(root, name, 'assets', 'app-abc123.js'), `console.log('${name}')`);
  }
  t = await createTestApp({ webDist: path.join(root, 'web'), consoleDist: path.join(root, 'console') });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string, accept = 'text/html') => t.app.inject({ method: 'GET', url, headers: { accept } });

describe('serving the web apps', () => {
  it('serves the player site with the SPA fallback for any page path', async () => {
    for (const url of ['/', '/user/user-center', '/game/guide/2', '/no/such/page']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Player site');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the console under /console/ with its own fallback', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/kyc']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('Console');
    }
  });

  it('caches hashed assets for a year and answers missing files with the 404 envelope', async () => {
    const asset = await get('/assets/app-abc123.js', '*/*');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await get('/assets/missing.js', '*/*');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().data.reason).toBe('ROUTE_NOT_FOUND');
  });

  it('never answers API or tooling paths with the page', async () => {
    const res = await get('/v2/app/whatever');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

describe('a player site built with a home page and an app page', () => {
  let withHome: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'amigo-static-home-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Home boot screen</title>');
    writeFileSync(path.join(dist, 'app.html'), '<!doctype html><title>Plain boot screen</title>');
    withHome = await createTestApp({ webDist: dist, consoleDist: path.join(root, 'console') });
  });
  afterAll(async () => {
    await withHome.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers "/" with index.html and every other page with app.html', async () => {
    const page = (url: string) => withHome.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    for (const url of ['/', '/?from=ad']) expect((await page(url)).body, url).toContain('Home boot screen');
    for (const url of ['/game/notice', '/user/station-letter', '/index', '/no/such/page']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain('Plain boot screen');
    }
  });
});
