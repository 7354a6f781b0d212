import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Small facts about this installation (e.g. when demo data was seeded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Check values of the secrets every server instance must share (the bank card key, the crypto
 * account keys), written by the first instance that starts and compared by every later one
 * (instance-secrets.ts). Only a keyed check value or a fingerprint is stored, never the secret.
 */
export const instanceSecrets = pgTable('instance_secrets', {
  /** The setting the value checks, e.g. CARD_ENCRYPTION_KEY or CRYPTO_XPUB_BTC. */
  name: text('name').primaryKey(),
  checkValue: text('check_value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
