import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('configuration', () => {
  it('runs with embedded defaults: port 8080, PGlite in ./data, demo data in development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dir: expect.stringMatching(/data[/\\]pglite$/) });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/amigo' }).database).toEqual({
      kind: 'pg',
      url: 'postgres://u@db:5432/amigo',
    });
  });

  it('never seeds demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(false);
  });

  it('refuses bad values and names each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrow(/PORT.*PUBLIC_URL|PUBLIC_URL.*PORT/);
  });
});
