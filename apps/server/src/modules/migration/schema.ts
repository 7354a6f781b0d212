import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Accounts of the previous platform, imported by operators (`npm run legacy:import`). A legacy
 * account moves into Amigo Hall once: `migrated_user_id` is set in the same transaction that
 * moves its balance from the `migration` system account, and never again.
 */
export const legacyAccounts = pgTable(
  'legacy_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    legacyUsername: text('legacy_username').notNull(),
    /** argon2id PHC string of the legacy password, or of the one-time migration secret. */
    secretHash: text('secret_hash').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** The cardholder name on the legacy card on file (compared without spaces or case). */
    holderName: text('holder_name').notNull(),
    cardLast4: text('card_last4').notNull(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['open', 'locked', 'migrated'] })
      .notNull()
      .default('open'),
    migratedUserId: bigint('migrated_user_id', { mode: 'bigint' }),
    migratedAt: timestamp('migrated_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The money approval (admin `money_approvals`, path `legacy_import`) this imported balance
     * waits for: set when the import passed its threshold, cleared when a second staff member
     * approves it. While set, the public migration flow refuses the account (LEGACY_AWAITING_APPROVAL).
     */
    awaitingApprovalId: bigint('awaiting_approval_id', { mode: 'bigint' }),
  },
  (t) => [
    uniqueIndex('legacy_accounts_username_key').on(sql`lower(${t.legacyUsername})`),
    check('legacy_accounts_balance_not_negative', sql`${t.balance} >= 0`),
  ],
);

/**
 * One migration attempt, step by step: the flow id is what the browser holds between steps.
 * Each step has its own bounded attempts; the flow expires after 30 minutes.
 */
export const legacyFlows = pgTable(
  'legacy_flows',
  {
    id: text('id').primaryKey(),
    legacyAccountId: bigint('legacy_account_id', { mode: 'bigint' }).notNull(),
    step: text('step', { enum: ['validated', 'card_checked', 'code_checked', 'done'] }).notNull(),
    cardAttempts: integer('card_attempts').notNull().default(0),
    codeHash: text('code_hash'),
    codeAttempts: integer('code_attempts').notNull().default(0),
    codesSent: integer('codes_sent').notNull().default(0),
    codeSentAt: timestamp('code_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('legacy_flows_account_idx').on(t.legacyAccountId)],
);
