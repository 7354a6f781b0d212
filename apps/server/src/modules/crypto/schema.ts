import {
  bigint,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Deposit addresses: one per member per chain family (EVM networks share one), derived from the
 * family's account key at `0/<derivation_index>`. Kept so an incoming transfer finds its member,
 * through `crypto_address_routes` (the address's global uniqueness lives there).
 */
export const cryptoDepositAddresses = pgTable(
  'crypto_deposit_addresses',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    family: text('family', { enum: ['evm', 'tron', 'btc'] }).notNull(),
    address: text('address').notNull(),
    derivationIndex: bigint('derivation_index', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'crypto_deposit_addresses_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('crypto_deposit_addresses_user_family_key').on(t.userId, t.family),
  ],
);

/**
 * The routing table of deposit addresses (docs/scale.md §3): who owns `(family, address)`.
 * Distributed by `address` (a colocation group of its own); the primary key keeps an address one
 * member's across the hall. Written in the same transaction as the address row
 * (get-deposit-address.ts); the chain watcher finds the owner of an incoming transfer here
 * (receive-chain-transfer.ts), a router read on Citus.
 */
export const cryptoAddressRoutes = pgTable(
  'crypto_address_routes',
  {
    family: text('family', { enum: ['evm', 'tron', 'btc'] }).notNull(),
    address: text('address').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ name: 'crypto_address_routes_pkey', columns: [t.family, t.address] })],
);

/**
 * Incoming chain transfers, one row per (network, txid, output index): credited once when the
 * confirmations reach the network's requirement; below the deposit minimum recorded, never credited.
 * Amounts are integer base units of the coin (`amount_units` / 10^decimals).
 */
export const cryptoDeposits = pgTable(
  'crypto_deposits',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    orderSn: text('order_sn').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    coin: text('coin').notNull(),
    network: text('network', { enum: ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] }).notNull(),
    address: text('address').notNull(),
    txid: text('txid').notNull(),
    outputIndex: integer('output_index').notNull(),
    amountUnits: numeric('amount_units', { precision: 78, scale: 0 }).notNull(),
    decimals: smallint('decimals').notNull(),
    confirmations: integer('confirmations').notNull(),
    confirmationsRequired: integer('confirmations_required').notNull(),
    status: text('status', { enum: ['confirming', 'credited', 'below_minimum', 'held_review', 'returned'] })
      .notNull()
      .default('confirming'),
    /** JPY per coin the credit was priced at. */
    rate: text('rate'),
    coins: bigint('coins', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp('credited_at', { withTimezone: true }),
    /** A held deposit sent back on chain (`returned`): where to, the operator's or adapter's txid, when. */
    returnAddress: text('return_address'),
    returnTxid: text('return_txid'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'crypto_deposits_pkey', columns: [t.userId, t.id] }),
    // The order number is global through order_routes (payments' order-routes.ts).
    uniqueIndex('crypto_deposits_user_order_sn_key').on(t.userId, t.orderSn),
    // An output pays one address, and an address is one member's (crypto_address_routes), so an
    // output is still recorded once: with the member in the key it is unique per member, which
    // is the same thing. The watcher finds the member first and reads the row by this key.
    uniqueIndex('crypto_deposits_user_tx_output_key').on(t.userId, t.network, t.txid, t.outputIndex),
    index('crypto_deposits_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/** Crypto withdrawals: the coins (amount + fee at the order's rate) sit in withdrawal holds until paid or returned. */
export const cryptoWithdrawals = pgTable(
  'crypto_withdrawals',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    orderSn: text('order_sn').notNull(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    coin: text('coin').notNull(),
    network: text('network', { enum: ['TRC20', 'ERC20', 'BEP20', 'Bitcoin'] }).notNull(),
    address: text('address').notNull(),
    amountUnits: numeric('amount_units', { precision: 78, scale: 0 }).notNull(),
    feeUnits: numeric('fee_units', { precision: 78, scale: 0 }).notNull(),
    decimals: smallint('decimals').notNull(),
    rate: text('rate').notNull(),
    coins: bigint('coins', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['review', 'withdrawing', 'success', 'failed'] })
      .notNull()
      .default('review'),
    txid: text('txid'),
    idempotencyKey: text('idempotency_key').notNull(),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'crypto_withdrawals_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('crypto_withdrawals_user_order_sn_key').on(t.userId, t.orderSn),
    uniqueIndex('crypto_withdrawals_user_idempotency_key').on(t.userId, t.idempotencyKey),
    index('crypto_withdrawals_user_created_idx').on(t.userId, t.createdAt),
    index('crypto_withdrawals_status_idx').on(t.status, t.createdAt),
  ],
);
