import { createCipheriv, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { testConfig } from './config.ts';
import { bankCards } from './modules/bank-cards/schema.ts';
import { instanceSecrets } from './modules/platform/schema.ts';
import { createTestMember } from './test/members.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';
import { sharedDatabase } from './test/shared-database.ts';
import {
  cardEncryptionKeyring,
  cardKeyCheckValue,
  cardKeyring,
  decryptAccountNumber,
  isCurrentEncryption,
  storedKeyId,
} from './modules/bank-cards/card-encryption.ts';
import { reencryptBankCards } from './modules/bank-cards/reencrypt-cards.ts';
import { InstanceSecretMismatch, verifyInstanceSecrets, xpubFingerprint } from './instance-secrets.ts';

const quiet = { info: () => undefined };
const noXpubs = { evm: undefined, tron: undefined, btc: undefined };

describe('instances on one database share their secrets', () => {
  it('starts a second instance with the same card key and refuses one with another, naming the setting', async () => {
    const database = await sharedDatabase();
    try {
      const first = testConfig({ database: database.config });
      await (await buildApp(first)).close();
      await (await buildApp(first)).close();
      const other = testConfig({ database: database.config, cardEncryptionKey: randomBytes(32) });
      await expect(buildApp(other)).rejects.toThrow(/CARD_ENCRYPTION_KEY is not the key this database's bank cards/);
      // The refused instance left the process's key as it was.
      expect(cardEncryptionKeyring().current.key).toEqual(first.cardEncryptionKey);
    } finally {
      await database.drop();
    }
    // Three starts on a database on disk (migrations each time): slow on a busy machine.
  }, 240_000);
});

describe('instance secret checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('stores a keyed check value of the card key at first start, never the key', async () => {
    const key = t.app.config.cardEncryptionKey!;
    const [row] = await t.app.database.db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'CARD_ENCRYPTION_KEY'));
    expect(row?.checkValue).toBe(cardKeyCheckValue(key));
    expect(row?.checkValue).not.toContain(key.toString('hex').slice(0, 8));
    expect(row?.checkValue).not.toContain(key.toString('base64').slice(0, 8));
  });

  it('stores the fingerprint of each configured xpub and refuses another one for the same setting', async () => {
    const { db } = t.app.database;
    const xpub = `xpub${'A'.repeat(107)}`;
    const secrets = { cardKeys: cardKeyring(t.app.config.cardEncryptionKey!), xpubs: { ...noXpubs, btc: xpub } };
    await verifyInstanceSecrets(db, secrets, quiet);
    await verifyInstanceSecrets(db, secrets, quiet);
    const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'CRYPTO_XPUB_BTC'));
    expect(row?.checkValue).toBe(xpubFingerprint(xpub));

    const changed = { ...secrets, xpubs: { ...noXpubs, btc: `xpub${'B'.repeat(107)}` } };
    const refusal = await verifyInstanceSecrets(db, changed, quiet).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(InstanceSecretMismatch);
    expect((refusal as InstanceSecretMismatch).setting).toBe('CRYPTO_XPUB_BTC');
    expect((refusal as Error).message).toMatch(/CRYPTO_XPUB_BTC differs/);
  });

  it('on a database with cards but no check value yet, accepts only a key that reads them', async () => {
    const { db } = t.app.database;
    const member = await createTestMember(t);
    const saved = await t.call('/v2/app/user/bank/save', card('2345678'), { token: member.token });
    expect(saved.body.code, saved.body.msg).toBe(200);
    await db.delete(instanceSecrets).where(eq(instanceSecrets.name, 'CARD_ENCRYPTION_KEY'));
    await expect(verifyInstanceSecrets(db, { cardKeys: cardKeyring(randomBytes(32)), xpubs: noXpubs }, quiet)).rejects.toThrow(
      /CARD_ENCRYPTION_KEY cannot decrypt the bank cards already stored/,
    );
    const [absent] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'CARD_ENCRYPTION_KEY'));
    expect(absent).toBeUndefined();
    await verifyInstanceSecrets(db, { cardKeys: cardKeyring(t.app.config.cardEncryptionKey!), xpubs: noXpubs }, quiet);
    await db.delete(bankCards).where(eq(bankCards.userId, member.userId));
  });

  it('rotates the card key: old values still decrypt, new ones use the new key, the command re-encrypts the rest', async () => {
    const { db } = t.app.database;
    const oldKey = t.app.config.cardEncryptionKey!;
    const member = await createTestMember(t);
    const saved = await t.call('/v2/app/user/bank/save', card('1234567'), { token: member.token });
    expect(saved.body.code, saved.body.msg).toBe(200);
    // A removed card written before key ids existed (format 1): it is re-encrypted too.
    await db.insert(bankCards).values({
      userId: member.userId,
      bankCode: '0005',
      bankName: 'みずほ銀行',
      branchCode: '124',
      branchName: '渋谷',
      accountNumberEncrypted: formatOneEncryption(oldKey, '7654321'),
      accountLast4: '4321',
      holderFirstName: '太郎',
      holderLastName: '山田',
      holderKanaName: 'ヤマダ タロウ',
      deletedAt: new Date(),
    });

    const newKey = randomBytes(32);
    const rotated = cardKeyring(newKey, [oldKey]);
    // Without the old key in CARD_ENCRYPTION_OLD_KEYS the new key is a mismatch, not a rotation.
    await expect(verifyInstanceSecrets(db, { cardKeys: cardKeyring(newKey), xpubs: noXpubs }, quiet)).rejects.toThrow(
      InstanceSecretMismatch,
    );
    await verifyInstanceSecrets(db, { cardKeys: rotated, xpubs: noXpubs }, quiet);
    const [check] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.name, 'CARD_ENCRYPTION_KEY'));
    expect(check?.checkValue).toBe(cardKeyCheckValue(newKey));

    const rowsOf = () =>
      db
        .select({ stored: bankCards.accountNumberEncrypted })
        .from(bankCards)
        .where(eq(bankCards.userId, member.userId))
        .orderBy(bankCards.id);
    const before = await rowsOf();
    expect(before.map((row) => decryptAccountNumber(rotated, row.stored))).toEqual(['1234567', '7654321']);
    expect(before.some((row) => isCurrentEncryption(rotated, row.stored))).toBe(false);

    const first = await reencryptBankCards(db, rotated, 1);
    expect(first).toEqual({ checked: 2, reencrypted: 2 });
    const again = await reencryptBankCards(db, rotated, 1);
    expect(again.reencrypted).toBe(0);
    const after = await rowsOf();
    expect(after.map((row) => storedKeyId(row.stored))).toEqual([rotated.current.id, rotated.current.id]);
    // The new key alone now reads everything: the old key can leave CARD_ENCRYPTION_OLD_KEYS.
    expect(after.map((row) => decryptAccountNumber(cardKeyring(newKey), row.stored))).toEqual(['1234567', '7654321']);
    // And an instance still on the old key alone is refused from now on.
    await expect(verifyInstanceSecrets(db, { cardKeys: cardKeyring(oldKey), xpubs: noXpubs }, quiet)).rejects.toThrow(
      /CARD_ENCRYPTION_KEY/,
    );
    // Back to the process's key for the other tests of this file.
    await verifyInstanceSecrets(db, { cardKeys: cardKeyring(oldKey, [newKey]), xpubs: noXpubs }, quiet);
  });
});

function card(accountNumber: string) {
  return {
    bankCode: '0005',
    branchCode: '123',
    branchName: '新宿',
    accountNumber,
    holderFirstName: '太郎',
    holderLastName: '山田',
    holderKanaName: 'ヤマダ タロウ',
  };
}

/** What encryptAccountNumber wrote before key ids: iv ‖ tag ‖ ciphertext, associated data `bank-card:v1`. */
function formatOneEncryption(key: Buffer, accountNumber: string): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from('bank-card:v1'));
  const ciphertext = Buffer.concat([cipher.update(accountNumber, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]);
}
