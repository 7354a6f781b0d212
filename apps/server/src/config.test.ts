import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, resolveCardEncryptionKey } from './config.ts';

const CARD_KEY = Buffer.alloc(32, 7).toString('base64');

describe('configuration', () => {
  it('runs with embedded defaults: port 8080, PGlite in ./data, demo data in development', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.database).toEqual({ kind: 'pglite', dir: expect.stringMatching(/data[/\\]pglite$/) });
    expect(config.seedDemo).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('links to the port it listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ PORT: '3000' }).publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3000', PUBLIC_URL: 'https://hall.example/' }).publicUrl).toBe('https://hall.example');
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/amigo' }).database).toEqual({
      kind: 'pg',
      url: 'postgres://u@db:5432/amigo',
    });
  });

  it('never seeds demo data in production, even when asked', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', CARD_ENCRYPTION_KEY: CARD_KEY }).seedDemo).toBe(false);
  });

  it('refuses bad values and names each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrow(/PORT.*PUBLIC_URL|PUBLIC_URL.*PORT/);
  });

  it('allows 5 bank cards per member unless MAX_BANK_CARDS says otherwise', () => {
    expect(loadConfig({}).maxBankCards).toBe(5);
    expect(loadConfig({ MAX_BANK_CARDS: '3' }).maxBankCards).toBe(3);
    expect(() => loadConfig({ MAX_BANK_CARDS: '0' })).toThrow(/MAX_BANK_CARDS/);
  });
});

describe('bank card encryption key', () => {
  it('is required in production and must be 32 bytes of base64', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/CARD_ENCRYPTION_KEY is required in production/);
    expect(loadConfig({ NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY }).cardEncryptionKey).toEqual(Buffer.alloc(32, 7));
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64'), 'x'.repeat(44)]) {
      expect(() => loadConfig({ CARD_ENCRYPTION_KEY: bad }), bad).toThrow(/CARD_ENCRYPTION_KEY/);
    }
  });

  it('uses the configured key as it is', () => {
    const config = loadConfig({ CARD_ENCRYPTION_KEY: CARD_KEY });
    const warnings: string[] = [];
    expect(resolveCardEncryptionKey(config, { warn: (m) => warnings.push(m) })).toEqual(Buffer.alloc(32, 7));
    expect(warnings).toEqual([]);
  });

  it('outside production, generates one key once into DATA_DIR/secrets (mode 0600) and warns', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'amigo-config-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir });
      expect(config.cardEncryptionKey).toBeUndefined();
      const warnings: string[] = [];
      const log = { warn: (m: string) => warnings.push(m) };
      const first = resolveCardEncryptionKey(config, log);
      const file = path.join(dataDir, 'secrets', 'card-encryption.key');
      expect(first).toHaveLength(32);
      expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(resolveCardEncryptionKey(config, log)).toEqual(first);
      expect(warnings).toHaveLength(2);
      expect(warnings[0]).toMatch(/CARD_ENCRYPTION_KEY is not set: generated/);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
