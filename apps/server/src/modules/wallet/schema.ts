import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** System accounts: the other side of every user wallet movement. They may go negative. */
export const SYSTEM_ACCOUNTS = [
  'deposits_clearing',
  'withdrawal_holds',
  'game_bank',
  'promotions',
  'agent_rebates',
  'migration',
] as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[number];

/**
 * Ledger accounts (the TigerBeetle model): one wallet per member, plus system accounts.
 * Balances are integer game coins and change only through transfers; a member's wallet can
 * never go below zero (the CHECK backs up the conditional UPDATE in `transfer`).
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: ['user_wallet', 'system'] }).notNull(),
    userId: bigint('user_id', { mode: 'bigint' }),
    code: text('code'),
    /**
     * The member whose rows these are: a wallet's own member, and for a system account the
     * member whose movements it takes. Every member has their own row of each system account
     * they use (made on first use), so a member's money moves only between rows keyed by that
     * member (the distribution key of docs/scale.md); a system account's balance is the sum of
     * its rows. The house rows (shard 0 and the buckets of before migration 0030) belong to
     * `HOUSE_OWNER_ID` (0) since migration 0037.
     */
    ownerUserId: bigint('owner_user_id', { mode: 'bigint' }).notNull(),
    /**
     * Before migration 0030 system accounts were 256 bucket rows shared by members (`userId mod
     * 256`); those rows keep their balances. New movements use the member's own row.
     */
    shard: smallint('shard').notNull().default(0),
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /**
     * The withdrawal turnover of a member's wallet (sql/ledger_turnover_class.sql says which
     * transfer does what; 0 on system rows): coins that came into the wallet since the member's
     * last withdrawal request and must be played (deposits, adjustments, rebates, migrated
     * balances, the share of another member's unplayed coins a transfer carried in), and the
     * coins bet since then. `ledger_transfer_many` keeps both under the wallet's row lock, in the
     * same UPDATE as the balance, so no inflow escapes and a withdrawal reads two numbers.
     */
    turnoverInflow: bigint('turnover_inflow', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverBet: bigint('turnover_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Every coin that ever came into the wallet from outside the member's play: the KYC deposit thresholds. */
    inflowTotal: bigint('inflow_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Keyed by owner first (Citus: every key holds the distribution column). Ids still come from
    // one identity sequence, so an id names one row; verifyLedger checks it.
    primaryKey({ name: 'ledger_accounts_pkey', columns: [t.ownerUserId, t.id] }),
    // Transfers name their accounts by id alone (legs, game_round_commit, play-round's balance
    // read), so single-node PostgreSQL keeps a plain index on id. Where the owner is known the
    // code passes it too (ledger_transfer_many's updates: the primary key, a router query on Citus).
    index('ledger_accounts_id_idx').on(t.id),
    // A wallet's owner is its member (ledger_accounts_wallet_owner), so this is one wallet per member.
    uniqueIndex('ledger_accounts_user_id_key').on(t.ownerUserId, t.userId),
    uniqueIndex('ledger_accounts_code_shard_key')
      .on(t.ownerUserId, t.code, t.shard)
      .where(sql`${t.ownerUserId} = 0`),
    uniqueIndex('ledger_accounts_owner_code_key')
      .on(t.ownerUserId, t.code)
      .where(sql`${t.kind} = 'system' and ${t.ownerUserId} <> 0`),
    check('ledger_accounts_wallet_not_negative', sql`${t.kind} <> 'user_wallet' or ${t.balance} >= 0`),
    check(
      'ledger_accounts_owner',
      sql`(${t.kind} = 'user_wallet' and ${t.userId} is not null) or (${t.kind} = 'system' and ${t.code} is not null)`,
    ),
    check('ledger_accounts_wallet_owner', sql`${t.kind} <> 'user_wallet' or ${t.ownerUserId} is not distinct from ${t.userId}`),
  ],
);

/**
 * Transfers: append-only; a correction is a new transfer, never an update. The id is the
 * idempotency key within its member (the primary key is `(owner_user_id, id)`): the same id with
 * the same content is the same transfer, with other content it is refused. Every id is built from
 * a key of one member's row (`deposit:<order_sn>`, `round:<id>`, `adjustment:<id>`…), so an id
 * never comes up for two members.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: text('id').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' }).notNull(),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    /**
     * The member whose rows the transfer moves: its debit account's owner, else (the debit is a
     * house row) its credit account's; `HOUSE_OWNER_ID` between two house rows. Set by
     * `ledger_transfer_many`. The key a distributed ledger is split by (docs/scale.md).
     */
    ownerUserId: bigint('owner_user_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'ledger_transfers_pkey', columns: [t.ownerUserId, t.id] }),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.createdAt),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.createdAt),
    index('ledger_transfers_ref_idx').on(t.ref),
  ],
);
