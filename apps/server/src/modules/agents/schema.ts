import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Approved agents. The agent code itself lives on `users.agent_code` (registration looks it up
 * there); this row says the member is an agent and where in the agent hierarchy they sit.
 * `depth` 0 is a top-level agent; it is bounded by AGENT_MAX_DEPTH (docs/decisions/0008).
 */
export const agents = pgTable('agents', {
  userId: bigint('user_id', { mode: 'bigint' }).primaryKey(),
  parentAgentId: bigint('parent_agent_id', { mode: 'bigint' }),
  depth: smallint('depth').notNull(),
  approvedAt: timestamp('approved_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * The agent's own daily rebate per level in basis points (index 0 = level 1), set by an
   * operator (`agent/rebate/set`); null = the hall default AGENT_REBATE_BPS.
   */
  rebateBps: integer('rebate_bps').array(),
});

/**
 * Closure table over agents: one row per (ancestor, descendant) pair, including each agent with
 * itself at depth 0. A member's team is every user whose `users.parent_user_id` is one of the
 * member's descendant agents, so "my whole team" is one indexed join and "my direct
 * subordinates" is `users.parent_user_id = me` (docs/decisions/0008-agent-hierarchy.md).
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'bigint' }).notNull(),
    descendantId: bigint('descendant_id', { mode: 'bigint' }).notNull(),
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/** Applications to become an agent: pending → approved | rejected; one pending per member. */
export const agentApplications = pgTable(
  'agent_applications',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    remark: text('remark'),
    /** Why an operator rejected it (shown to the member). */
    reason: text('reason'),
    decidedBy: text('decided_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Distributed by the member (docs/scale.md §3): the key leads with them, and serves their own list.
    primaryKey({ name: 'agent_applications_pkey', columns: [t.userId, t.id] }),
    uniqueIndex('agent_applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The console decides an application by its id alone (the contract names no member): a plain
    // index keeps that lookup fast; on a distributed database it asks every node (a rare staff call).
    index('agent_applications_id_idx').on(t.id),
  ],
);

/** Coin transfers between an agent and a direct subordinate; each has exactly one ledger transfer. */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    agentUserId: bigint('agent_user_id', { mode: 'bigint' }).notNull(),
    memberUserId: bigint('member_user_id', { mode: 'bigint' }).notNull(),
    direction: text('direction', { enum: ['to_member', 'from_member'] }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Distributed by the agent (docs/scale.md §3); no lookup reads a transfer by its id alone.
    primaryKey({ name: 'agent_transfers_pkey', columns: [t.agentUserId, t.id] }),
    uniqueIndex('agent_transfers_agent_key').on(t.agentUserId, t.idempotencyKey),
    index('agent_transfers_agent_created_idx').on(t.agentUserId, t.createdAt),
    index('agent_transfers_member_created_idx').on(t.memberUserId, t.createdAt),
    check('agent_transfers_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Game figures per member and Tokyo day, rolled up from `game_records` (owned by the games
 * module) by the agents job. Rows hold exactly the records created before the watermark in
 * `agent_job_state` ('game_rollup'); reports add the records after it from `game_records`.
 */
export const memberGameDays = pgTable(
  'member_game_days',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    plays: integer('plays').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] }), index('member_game_days_day_idx').on(t.day)],
);

/**
 * The same figures per parent agent and Tokyo day (the members directly below each agent),
 * written by the rollup in the same transaction as `member_game_days`. A team's totals over a
 * range then read (agents in the team × days) rows instead of (members × days).
 */
export const agentParentDays = pgTable(
  'agent_parent_days',
  {
    parentUserId: bigint('parent_user_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    plays: integer('plays').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    win: bigint('win', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.parentUserId, t.day] }), index('agent_parent_days_day_idx').on(t.day)],
);

/** Progress of the agents jobs: `until` is how far a job has got (exclusive). */
export const agentJobState = pgTable('agent_job_state', {
  name: text('name').primaryKey(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

/** Daily rebate settlements: one row per agent and Tokyo day, so a day is never paid twice. */
export const agentRebateSettlements = pgTable(
  'agent_rebate_settlements',
  {
    agentUserId: bigint('agent_user_id', { mode: 'bigint' }).notNull(),
    day: date('day').notNull(),
    /** Team bets of the day per level (level 1 = direct subordinates), as settled. */
    teamBet: bigint('team_bet', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /**
     * `paid` when the transfer was made; `held` while a payout above the rebate_payout threshold
     * waits for a second staff member (admin `money_approvals`), then `paid` or `rejected`.
     */
    status: text('status', { enum: ['paid', 'held', 'rejected'] })
      .notNull()
      .default('paid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agentUserId, t.day] })],
);

/**
 * Take-backs waiting for the member's consent (AGENT_TAKEBACK_CONSENT): nothing moves until the
 * member approves; approval writes the `agent_transfers` row and its ledger transfer.
 */
export const agentTakebackRequests = pgTable(
  'agent_takeback_requests',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    agentUserId: bigint('agent_user_id', { mode: 'bigint' }).notNull(),
    memberUserId: bigint('member_user_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** `expired`: unanswered for AGENT_TAKEBACK_CONSENT_HOURS (marked by the agents job). */
    status: text('status', { enum: ['pending', 'approved', 'declined', 'expired'] })
      .notNull()
      .default('pending'),
    /** The transfer the approval made. */
    transferId: bigint('transfer_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    // Distributed by the agent (docs/scale.md §3). The member answers a request by its id: found
    // through the member index below (with the member's id), then locked and updated by (agent, id).
    primaryKey({ name: 'agent_takeback_requests_pkey', columns: [t.agentUserId, t.id] }),
    uniqueIndex('agent_takeback_requests_agent_key').on(t.agentUserId, t.idempotencyKey),
    index('agent_takeback_requests_member_idx').on(t.memberUserId, t.createdAt),
    check('agent_takeback_requests_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * Agent transfers flagged for review (take-backs at or above AGENT_TAKEBACK_FLAG_COINS). The risk
 * module's scan turns each into an alert of its queue (`agentTransferFlagsSince`); deciding the alert
 * sets `reviewed_at` (`markAgentTransferFlagReviewed`).
 */
export const agentTransferFlags = pgTable(
  'agent_transfer_flags',
  {
    id: bigint('id', { mode: 'bigint' }).generatedAlwaysAsIdentity(),
    transferId: bigint('transfer_id', { mode: 'bigint' }).notNull(),
    agentUserId: bigint('agent_user_id', { mode: 'bigint' }).notNull(),
    memberUserId: bigint('member_user_id', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    reason: text('reason', { enum: ['takeback_over_threshold'] }).notNull(),
    /** Set when an operator has looked at it. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Distributed by the agent (docs/scale.md §3): a transfer is one agent's, so (agent, transfer,
    // reason) flags a transfer once as (transfer, reason) did; the risk queue marks it by (agent, transfer).
    primaryKey({ name: 'agent_transfer_flags_pkey', columns: [t.agentUserId, t.id] }),
    uniqueIndex('agent_transfer_flags_transfer_key').on(t.agentUserId, t.transferId, t.reason),
    index('agent_transfer_flags_open_idx')
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} is null`),
  ],
);

/**
 * Referral link traffic per agent code, campaign sub-ID (`''` when none) and Tokyo day: every
 * landing is a click, the first landing of a browser that day a visit.
 */
export const agentLinkDays = pgTable(
  'agent_link_days',
  {
    agentCode: text('agent_code').notNull(),
    campaign: text('campaign').notNull(),
    day: date('day').notNull(),
    clicks: integer('clicks').notNull().default(0),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.agentCode, t.day, t.campaign] })],
);

/**
 * The browsers that visited a link on a day, as a hash of (day, browser id) only: nothing about
 * the person, and not linkable across days. Rows older than two days are pruned by the agents job.
 */
export const agentLinkVisitors = pgTable(
  'agent_link_visitors',
  {
    day: date('day').notNull(),
    agentCode: text('agent_code').notNull(),
    campaign: text('campaign').notNull(),
    visitorKey: text('visitor_key').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.agentCode, t.campaign, t.visitorKey] })],
);
