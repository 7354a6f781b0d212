import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DEVELOPMENT_CHAIN_SANDBOX_SECRET,
  DEVELOPMENT_SANDBOX_PAY_SECRET,
  developmentSurfaces,
  loadConfig,
  resolveCardEncryptionKey,
} from './config.ts';

const CARD_KEY_BYTES = randomBytes(32);
const CARD_KEY = CARD_KEY_BYTES.toString('base64');
/** What production needs besides the card key: its https address and a mail server. */
const PRODUCTION_BASICS = { PUBLIC_URL: 'https://hall.example', SMTP_URL: 'smtp://mail.example:587' };

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

  it('takes an empty optional token or xpub as unset, as compose passes `${NAME:-}` (deploy/compose.yaml)', () => {
    const empty = { METRICS_TOKEN: '', DOCS_TOKEN: ' ', CRYPTO_XPUB_EVM: '', CRYPTO_XPUB_TRON: '', CRYPTO_XPUB_BTC: '' };
    const config = loadConfig({ NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS, ...empty });
    expect(config.metricsToken).toBeUndefined();
    expect(config.docsToken).toBeUndefined();
    expect(config.crypto.xpubs).toEqual({ evm: undefined, tron: undefined, btc: undefined });
    // A value that is there but too short is still refused.
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@db:5432/amigo' }).database).toEqual({
      kind: 'pg',
      url: 'postgres://u@db:5432/amigo',
      migrationUrl: undefined,
      poolSize: 20,
      readUrl: undefined,
      readPoolSize: 10,
      readMaxLagMs: 10_000,
    });
    const withReplica = loadConfig({
      DATABASE_URL: 'postgres://u@db:5432/amigo',
      DATABASE_READ_URL: 'postgres://u@replica:5432/amigo',
      DATABASE_READ_POOL_SIZE: '4',
      DATABASE_READ_MAX_LAG_SECONDS: '3',
    }).database;
    expect(withReplica).toMatchObject({ readUrl: 'postgres://u@replica:5432/amigo', readPoolSize: 4, readMaxLagMs: 3_000 });
    const behindPgBouncer = loadConfig({
      DATABASE_URL: 'postgres://u@pgbouncer:6432/amigo',
      DATABASE_MIGRATION_URL: 'postgres://u@db:5432/amigo',
      DATABASE_POOL_SIZE: '50',
    }).database;
    expect(behindPgBouncer).toMatchObject({ migrationUrl: 'postgres://u@db:5432/amigo', poolSize: 50 });
  });

  it('never seeds demo data in production, even when asked', () => {
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS }).seedDemo,
    ).toBe(false);
  });

  it('refuses bad values and names each of them', () => {
    expect(() => loadConfig({ PORT: 'eighty', PUBLIC_URL: 'not a url' })).toThrow(/PORT.*PUBLIC_URL|PUBLIC_URL.*PORT/);
  });

  it('takes the Zengin sender from PAYOUT_ZENGIN_SENDER: a demo one outside production, none in production', () => {
    const sender = {
      companyCode: '0123456789',
      companyName: 'ｱﾐｺﾞﾎｰﾙ(ｶ',
      bankCode: '0005',
      bankName: 'ﾐﾂﾋﾞｼ',
      branchCode: '101',
      branchName: 'ｼﾝｼﾞﾕｸ',
      accountType: 'ordinary',
      accountNumber: '1234567',
    };
    expect(loadConfig({ PAYOUT_ZENGIN_SENDER: JSON.stringify(sender) }).zenginSender).toEqual(sender);
    expect(loadConfig({}).zenginSender?.companyCode).toBe('0000000001');
    expect(
      loadConfig({ NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS }).zenginSender,
    ).toBeUndefined();
    expect(() => loadConfig({ PAYOUT_ZENGIN_SENDER: JSON.stringify({ ...sender, companyCode: '12' }) })).toThrow(
      /PAYOUT_ZENGIN_SENDER/,
    );
    expect(() => loadConfig({ PAYOUT_ZENGIN_SENDER: '{not json' })).toThrow(/PAYOUT_ZENGIN_SENDER/);
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
    expect(loadConfig({ NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS }).cardEncryptionKey).toEqual(
      CARD_KEY_BYTES,
    );
    for (const bad of ['short', Buffer.alloc(16).toString('base64'), Buffer.alloc(33).toString('base64'), 'x'.repeat(44)]) {
      expect(() => loadConfig({ CARD_ENCRYPTION_KEY: bad }), bad).toThrow(/CARD_ENCRYPTION_KEY/);
    }
  });

  it('uses the configured key as it is', () => {
    const config = loadConfig({ CARD_ENCRYPTION_KEY: CARD_KEY });
    const warnings: string[] = [];
    expect(resolveCardEncryptionKey(config, { warn: (m) => warnings.push(m) })).toEqual(CARD_KEY_BYTES);
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

describe('production refuses weak secrets and an unsafe setup', () => {
  const production = { NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS };

  it.each([
    ['all zeros', Buffer.alloc(32)],
    ['one repeated byte', Buffer.alloc(32, 0x41)],
    ['a short pattern repeated', Buffer.from('0123'.repeat(8))],
    ['too few distinct bytes', Buffer.from(Array.from({ length: 32 }, (_, i) => i % 12))],
  ])('refuses a card key of %s, which has the right format', (_name, key) => {
    expect(() => loadConfig({ ...production, CARD_ENCRYPTION_KEY: key.toString('base64') })).toThrow(
      /CARD_ENCRYPTION_KEY is not a random key/,
    );
  });

  it('refuses a guessable token or simulator secret, naming it', () => {
    expect(() => loadConfig({ ...production, METRICS_TOKEN: 'a'.repeat(32) })).toThrow(/METRICS_TOKEN has too few/);
    expect(() => loadConfig({ ...production, DOCS_TOKEN: 'abab'.repeat(8) })).toThrow(/DOCS_TOKEN has too few/);
    expect(() => loadConfig({ ...production, SANDBOX_PAY_SECRET: '0'.repeat(20) })).toThrow(/SANDBOX_PAY_SECRET/);
    expect(loadConfig({ ...production, METRICS_TOKEN: randomBytes(24).toString('hex') }).metricsToken).toHaveLength(48);
  });

  it('refuses plain http or no PUBLIC_URL unless ALLOW_INSECURE_HTTP is set', () => {
    const { PUBLIC_URL: _unset, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL is not set.*ALLOW_INSECURE_HTTP=1/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: 'http://hall.example' })).toThrow(
      /PUBLIC_URL http:\/\/hall.example is not https.*ALLOW_INSECURE_HTTP=1/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: 'http://hall.test', ALLOW_INSECURE_HTTP: '1' }).publicUrl).toBe(
      'http://hall.test',
    );
    expect(loadConfig({ ...withoutUrl, ALLOW_INSECURE_HTTP: 'true' }).publicUrl).toBe('http://localhost:8080');
  });

  it('refuses no SMTP_URL unless ALLOW_NO_MAIL is set', () => {
    const { SMTP_URL: _unset, ...withoutMail } = production;
    expect(() => loadConfig(withoutMail)).toThrow(/SMTP_URL is not set.*ALLOW_NO_MAIL=1/);
    expect(() => loadConfig({ ...withoutMail, SMTP_URL: ' ' })).toThrow(/SMTP_URL is not set/);
    expect(loadConfig({ ...withoutMail, ALLOW_NO_MAIL: '1' }).smtpUrl).toBeUndefined();
  });

  it('outside production starts with none of them', () => {
    expect(loadConfig({ NODE_ENV: 'development', CARD_ENCRYPTION_KEY: Buffer.alloc(32).toString('base64') }).env).toBe(
      'development',
    );
    expect(loadConfig({ NODE_ENV: 'test' }).smtpUrl).toBeUndefined();
  });
});

describe('production refuses development secrets and simulators', () => {
  const production = { NODE_ENV: 'production', CARD_ENCRYPTION_KEY: CARD_KEY, ...PRODUCTION_BASICS };

  it('starts with sandbox payments, the simulated chain and simulated payouts off', () => {
    const config = loadConfig(production);
    expect(config.sandboxPayments).toBe(false);
    expect(config.crypto.chainSandbox).toBe(false);
    expect(config.crypto.payout).toBe('manual');
    expect(developmentSurfaces(config)).toEqual([]);
  });

  it.each([
    [{ SANDBOX_PAYMENTS: 'true' }, /SANDBOX_PAYMENTS=true turns on the simulated payment provider/],
    [{ SANDBOX_PAYMENTS: '1' }, /SANDBOX_PAYMENTS/],
    [{ SANDBOX_PAY_SECRET: DEVELOPMENT_SANDBOX_PAY_SECRET }, /SANDBOX_PAY_SECRET is the built-in development secret/],
    [{ CHAIN_SANDBOX: 'true' }, /CHAIN_SANDBOX=true turns on the simulated chain watcher/],
    [{ CHAIN_SANDBOX_SECRET: DEVELOPMENT_CHAIN_SANDBOX_SECRET }, /CHAIN_SANDBOX_SECRET is the built-in development secret/],
    [{ CRYPTO_PAYOUT: 'sandbox' }, /CRYPTO_PAYOUT=sandbox/],
    [{ CAPTCHA_TEST_ANSWER: 'TEST' }, /CAPTCHA_TEST_ANSWER is for tests only/],
  ])('refuses %o, naming the variable', (extra, message) => {
    expect(() => loadConfig({ ...production, ...extra })).toThrow(message);
  });

  it('names every refused variable at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SANDBOX_PAYMENTS: 'true', CHAIN_SANDBOX: 'true' })).toThrow(
      /CARD_ENCRYPTION_KEY.*PUBLIC_URL.*SMTP_URL.*SANDBOX_PAYMENTS.*CHAIN_SANDBOX/,
    );
  });

  it('accepts secrets of its own for the simulators while they stay off', () => {
    const config = loadConfig({
      ...production,
      SANDBOX_PAY_SECRET: 'a-secret-of-our-own-0001',
      CHAIN_SANDBOX_SECRET: 'a-secret-of-our-own-0002',
    });
    expect(config.sandboxPayments).toBe(false);
    expect(config.crypto.chainSandbox).toBe(false);
  });

  it('outside production keeps the simulators on and lists every development surface for the start-up warning', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.sandboxPayments).toBe(true);
    expect(config.sandboxPaySecret).toBe(DEVELOPMENT_SANDBOX_PAY_SECRET);
    const surfaces = developmentSurfaces(config).join('\n');
    expect(surfaces).toMatch(/\/dev\/outbox/);
    expect(surfaces).toMatch(/\/sandbox-pay\/\*, POST \/v2\/hooks\/sandbox \(built-in secret\)/);
    expect(surfaces).toMatch(/\/v2\/hooks\/chain-sandbox/);
    expect(surfaces).toMatch(/\/metrics without a token/);
    expect(surfaces).toMatch(/\/docs without a token/);
    const quieter = developmentSurfaces(
      loadConfig({ SANDBOX_PAYMENTS: 'false', CHAIN_SANDBOX: 'false', CRYPTO_PAYOUT: 'manual' }),
    );
    expect(quieter.join('\n')).not.toMatch(/sandbox|simulated/);
  });
});

describe('operator endpoints and uploads', () => {
  it('reads METRICS_TOKEN and DOCS_TOKEN (16 characters at least)', () => {
    const config = loadConfig({ METRICS_TOKEN: 'm'.repeat(16), DOCS_TOKEN: 'd'.repeat(16) });
    expect(config.metricsToken).toBe('m'.repeat(16));
    expect(config.docsToken).toBe('d'.repeat(16));
    expect(() => loadConfig({ DOCS_TOKEN: 'short' })).toThrow(/DOCS_TOKEN/);
  });

  it('accepts images up to 40 megapixels unless UPLOAD_MAX_PIXELS says otherwise', () => {
    expect(loadConfig({}).uploadMaxPixels).toBe(40_000_000);
    expect(loadConfig({ UPLOAD_MAX_PIXELS: '12000000' }).uploadMaxPixels).toBe(12_000_000);
    expect(() => loadConfig({ UPLOAD_MAX_PIXELS: '10' })).toThrow(/UPLOAD_MAX_PIXELS/);
  });
});
