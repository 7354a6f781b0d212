import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** KYC submissions: three photos stored outside the web root, reviewed by operators. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    frontKey: text('front_key').notNull(),
    backKey: text('back_key').notNull(),
    handheldKey: text('handheld_key').notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
  },
  (t) => [index('kyc_submissions_user_id_idx').on(t.userId, t.createdAt)],
);
