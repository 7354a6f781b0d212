import { sql } from 'drizzle-orm';
import { bigint, boolean, customType, index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Raw bytes; PGlite answers Uint8Array and pg a Buffer, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Members' bank cards (accounts for withdrawals). The account number is stored only encrypted
 * (AES-256-GCM, iv ‖ tag ‖ ciphertext) with its last four characters beside it for display.
 * Every card of a member carries one holder name (SPEC §5). Removal is soft: a withdrawal
 * made to a card keeps pointing at a row that still says where the money went.
 */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /** 4-digit zengin code, or OTHER for a bank outside Japan. */
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    /** 3 digits; SWIFT/BIC for OTHER. */
    branchCode: text('branch_code').notNull(),
    branchName: text('branch_name').notNull(),
    accountNumberEncrypted: bytea('account_number_encrypted').notNull(),
    accountLast4: text('account_last4').notNull(),
    /**
     * The account's keyed fingerprint (account-fingerprint.ts): `<key id>:<hmac>`, so the cards of
     * one account are found by index without decrypting. Null for cards saved before migration
     * 0041 until the shared-account check first meets them.
     */
    accountFingerprint: text('account_fingerprint'),
    /** 預金種目 (BANK_ACCOUNT_TYPES), as the member chose it on `user/bank/save`; ordinary for cards saved before it asked. */
    accountType: text('account_type', { enum: ['ordinary', 'current', 'savings'] })
      .notNull()
      .default('ordinary'),
    holderFirstName: text('holder_first_name').notNull(),
    holderLastName: text('holder_last_name').notNull(),
    holderKanaName: text('holder_kana_name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Distributed by member (docs/scale.md §3). The key also serves every read of a member's
    // cards (the former bank_cards_user_id_idx); a card is read by id only with its member.
    primaryKey({ name: 'bank_cards_pkey', columns: [t.userId, t.id] }),
    // At most one default among a member's live cards.
    uniqueIndex('bank_cards_one_default_key')
      .on(t.userId)
      .where(sql`${t.isDefault} and ${t.deletedAt} is null`),
    // The shared-account check groups live cards by fingerprint (a fan-out read on Citus).
    index('bank_cards_fingerprint_idx')
      .on(t.accountFingerprint)
      .where(sql`${t.deletedAt} is null`),
  ],
);
