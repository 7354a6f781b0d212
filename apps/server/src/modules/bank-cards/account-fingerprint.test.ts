import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMember, saveTestBankCard } from '../../test/members.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { cardEncryptionKeyring, cardKeyring, decryptAccountNumber } from './card-encryption.ts';
import { reencryptBankCards } from './reencrypt-cards.ts';
import { bankCards } from './schema.ts';
import { sharedBankAccounts } from './shared-accounts.ts';

/**
 * Cards of one account are found by their stored keyed fingerprint (migration 0041), not by
 * decrypting every card on each scan; fingerprints missing (cards from before) or from an older
 * key are brought up to date when first met. Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function cardsByIds(ids: string[]) {
  return t.app.database.db
    .select()
    .from(bankCards)
    .where(
      inArray(
        bankCards.id,
        ids.map((id) => BigInt(id)),
      ),
    );
}

/** Three members: two save one account, the third another. */
async function threeCards(): Promise<{ shared: string[]; other: string; userIds: bigint[] }> {
  const number = String(2_000_000 + Math.floor(Math.random() * 7_000_000));
  const members = [await createTestMember(t), await createTestMember(t), await createTestMember(t)];
  const shared = [await saveTestBankCard(t, members[0]!.token, { accountNumber: number })];
  shared.push(await saveTestBankCard(t, members[1]!.token, { accountNumber: number }));
  const other = await saveTestBankCard(t, members[2]!.token, { accountNumber: String(Number(number) + 1) });
  return { shared, other, userIds: members.map((m) => m.userId) };
}

function groupOf(accounts: Awaited<ReturnType<typeof sharedBankAccounts>>, cardId: string) {
  return accounts.find((a) => a.cards.some((c) => c.cardId === BigInt(cardId)));
}

describe('bank account fingerprints', () => {
  it('are stored on save under the current key: equal for one account, never the number', async () => {
    const { shared, other } = await threeCards();
    const rows = await cardsByIds([...shared, other]);
    const keyId = cardEncryptionKeyring().current.id;
    for (const row of rows) {
      expect(row.accountFingerprint).toMatch(new RegExp(`^${keyId}:[0-9a-f]{16}$`));
      expect(row.accountFingerprint).not.toContain(decryptAccountNumber(cardEncryptionKeyring(), row.accountNumberEncrypted));
    }
    const print = (id: string) => rows.find((r) => String(r.id) === id)!.accountFingerprint;
    expect(print(shared[0]!)).toBe(print(shared[1]!));
    expect(print(other)).not.toBe(print(shared[0]!));
  });

  it('find shared accounts without decrypting a card whose fingerprint is current', async () => {
    const { shared, other, userIds } = await threeCards();
    const { db } = t.app.database;
    const originals = await cardsByIds([...shared, other]);
    // Numbers no key can read: a scan that decrypted them would throw.
    for (const row of originals) {
      await db
        .update(bankCards)
        .set({ accountNumberEncrypted: randomBytes(48) })
        .where(and(eq(bankCards.userId, row.userId), eq(bankCards.id, row.id)));
    }
    try {
      const accounts = await sharedBankAccounts(db, { minMembers: 2, userId: userIds[0]! });
      expect(accounts).toHaveLength(1);
      expect(accounts[0]!.cards.map((c) => String(c.cardId)).sort()).toEqual([...shared].sort());
      expect(groupOf(await sharedBankAccounts(db, { minMembers: 2, userId: userIds[2]! }), other)).toBeUndefined();
    } finally {
      for (const row of originals) {
        await db
          .update(bankCards)
          .set({ accountNumberEncrypted: row.accountNumberEncrypted })
          .where(and(eq(bankCards.userId, row.userId), eq(bankCards.id, row.id)));
      }
    }
  });

  it('bring missing and older-key fingerprints up to date, then group them as before', async () => {
    const { shared, other } = await threeCards();
    const { db } = t.app.database;
    await db
      .update(bankCards)
      .set({ accountFingerprint: null })
      .where(eq(bankCards.id, BigInt(shared[0]!)));
    await db
      .update(bankCards)
      .set({ accountFingerprint: '00000000:0123456789abcdef' })
      .where(eq(bankCards.id, BigInt(shared[1]!)));
    const accounts = await sharedBankAccounts(db, { minMembers: 2 });
    expect(
      groupOf(accounts, shared[0]!)!
        .cards.map((c) => String(c.cardId))
        .sort(),
    ).toEqual([...shared].sort());
    expect(groupOf(accounts, other)).toBeUndefined();
    const keyId = cardEncryptionKeyring().current.id;
    for (const row of await cardsByIds(shared)) expect(row.accountFingerprint!.startsWith(`${keyId}:`)).toBe(true);
  });

  it('follow a key rotation: recomputed under the new key, and the re-encrypt command rewrites them', async () => {
    const { shared, other } = await threeCards();
    const { db } = t.app.database;
    const processKeys = cardEncryptionKeyring();
    const rotated = cardKeyring(randomBytes(32), [...processKeys.all.values()]);
    const expectFingerprintsUnder = async (keyId: string) => {
      for (const row of await cardsByIds([...shared, other])) expect(row.accountFingerprint!.startsWith(`${keyId}:`)).toBe(true);
    };
    // A scan under the new key brings them over and still groups the shared account.
    const accounts = await sharedBankAccounts(db, { minMembers: 2, keys: rotated });
    expect(
      groupOf(accounts, shared[0]!)!
        .cards.map((c) => String(c.cardId))
        .sort(),
    ).toEqual([...shared].sort());
    expect(groupOf(accounts, other)).toBeUndefined();
    await expectFingerprintsUnder(rotated.current.id);
    await sharedBankAccounts(db, { minMembers: 2 });
    await expectFingerprintsUnder(processKeys.current.id);

    // The re-encrypt command writes the fingerprint with each number it re-encrypts; then back to the process key.
    await reencryptBankCards(db, rotated);
    await expectFingerprintsUnder(rotated.current.id);
    await reencryptBankCards(db, cardKeyring(processKeys.current.key, [rotated.current.key]));
    await expectFingerprintsUnder(processKeys.current.id);
  });
});
