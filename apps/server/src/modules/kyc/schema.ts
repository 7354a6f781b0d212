import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { TKycChecklist } from '@amigo/contract';

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
    /** The reviewer's username at the time (shown in the review history). */
    reviewerUsername: text('reviewer_username'),
    /** What the reviewer confirmed against the documents (issue 21); an approval has every item true. */
    checklist: jsonb('checklist').$type<TKycChecklist>(),
  },
  (t) => [index('kyc_submissions_user_id_idx').on(t.userId, t.createdAt)],
);
