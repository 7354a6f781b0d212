import { bigint, pgView, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Views the KYC module publishes for other modules' reads (created by `sql/<name>.sql`,
 * applied on every start): they may read these, never the kyc_submissions table itself.
 */

/** `sql/member_kyc_submissions.sql`: each submission's member, status and time. */
export const memberKycSubmissions = pgView('member_kyc_submissions', {
  id: bigint('id', { mode: 'bigint' }).notNull(),
  userId: bigint('user_id', { mode: 'bigint' }).notNull(),
  status: text('status', { enum: ['pending', 'approved', 'rejected', 'more_info'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
}).existing();
