import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig, type Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { resolveCardKeyring } from './instance-secrets.ts';
import { resolveAccountKeys } from './modules/crypto/xpubs.ts';
import { sharedDatabase } from './test/shared-database.ts';

const noXpubs = { evm: undefined, tron: undefined, btc: undefined };

/**
 * Outside production the hall generates its bank card key and test crypto keys itself. Instances
 * on one database must hold the same ones even when each has a data folder of its own (issue 20):
 * the generated secrets are shared through the database. A file of its own: one process holds one
 * card key, and these instances use generated keys, not the test key of the other files.
 */
describe('generated development secrets', () => {
  it('development instances with data folders of their own generate one card key and one set of test xpubs between them', async () => {
    const database = await sharedDatabase();
    const folders = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'amigo-data-')));
    const log = { warn: () => undefined, error: () => undefined };
    let closeShared = async () => undefined as void;
    const instance = (dataDir: string) =>
      testConfig({
        database: database.config,
        cardEncryptionKey: undefined,
        cardEncryptionKeyFile: path.join(dataDir, 'secrets', 'card-encryption.key'),
        crypto: { ...testConfig().crypto, xpubs: noXpubs, xpubFile: path.join(dataDir, 'secrets', 'crypto-test-xpubs.json') },
      });
    try {
      const [a, b] = folders.map(instance) as [Config, Config];
      // Both start (the second is not refused as "another key"), and both hold the first one's key.
      await (await buildApp(a)).close();
      await (await buildApp(b)).close();
      const opened = await openDatabase(database.config);
      const sharedDb = opened.db;
      closeShared = () => opened.close();
      const ringA = await resolveCardKeyring(a, sharedDb, log);
      const ringB = await resolveCardKeyring(b, sharedDb, log);
      expect(ringB.current.key).toEqual(ringA.current.key);
      // B's own generated file is not lost: it stays in B's ring as an old key.
      expect(ringB.all.size).toBe(2);
      const keysA = await resolveAccountKeys(a, sharedDb, log);
      const keysB = await resolveAccountKeys(b, sharedDb, log);
      for (const family of ['evm', 'tron', 'btc'] as const) {
        expect(keysB[family]!.publicExtendedKey).toBe(keysA[family]!.publicExtendedKey);
      }
    } finally {
      await closeShared();
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
      await database.drop();
    }
  }, 240_000);
});
