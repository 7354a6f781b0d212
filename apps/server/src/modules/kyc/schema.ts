import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { KycIdentityField, TKycChecklist } from '@amigo/contract';

/** KYC submissions: three photos stored outside the web root, reviewed by operators. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    /**
     * `more_info` (issue 26): the reviewer asked the member to change the profile fields in
     * `requestedFields` and send the submission again (`user/kyc/resubmit`, back to `pending`).
     */
    status: text('status', { enum: ['pending', 'approved', 'rejected', 'more_info'] })
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
    /** While `more_info`: the profile fields the reviewer unlocked for the member to change (null otherwise). */
    requestedFields: jsonb('requested_fields').$type<KycIdentityField[]>(),
  },
  (t) => [
    // The key holds the member (Citus, migration 0039): a member's own reads and the steps of a
    // decision after its first read pass `user_id` and are router queries.
    primaryKey({ name: 'kyc_submissions_pkey', columns: [t.userId, t.id] }),
    index('kyc_submissions_user_id_idx').on(t.userId, t.createdAt),
    // A plain index on the id: the console names a submission by its id alone (adminKycDecide,
    // adminKycImage carry no member id, and the contract stays as it is) and lists the queue in id
    // order. On Citus that first read by id is a fan-out of one index probe per shard, a few times
    // a minute at most; everything after it in the decision names the member.
    index('kyc_submissions_id_idx').on(t.id),
  ],
);
