import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Raw bytes; PGlite answers Uint8Array and pg a Buffer, so both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Uploaded files kept in the database: the embedded default of the blob store, so N server
 * instances on one PostgreSQL share uploads with no other service. With S3_* settings the bytes
 * live in the object store instead and this table stays empty.
 */
export const blobs = pgTable('blobs', {
  /** `kyc/<userId>/<sha256>.jpg`, `content/<sha256>.webp`: content-hash keys, never a client's file name. */
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
