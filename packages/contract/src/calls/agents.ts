import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';
import { ZCampaign, ZEmail, ZNewPassword, ZPaymentPassword, ZUsername } from './auth.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES, ZIdempotencyKey } from './payments.ts';

export const AGENT_APPLICATION_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export const AGENT_TRANSFER_DIRECTIONS = ['to_member', 'from_member'] as const;
/** A transfer moved, or (take-backs that need the member's consent) waits for the member. */
export const AGENT_TRANSFER_STATUSES = ['completed', 'pending'] as const;
/** What a member sees of a transfer with their agent: moved, waiting for their answer, or refused by them. */
export const MEMBER_AGENT_TRANSFER_STATUSES = ['completed', 'pending', 'declined', 'expired'] as const;
/** Coins moved by an agent transfer: a whole number from 1 ("amount must be at least 1"). */
export const ZAgentCoins = z.number().int().min(1).max(1_000_000_000_000);
/** Longest date range a report or team list accepts, in days. */
export const AGENT_REPORT_MAX_DAYS = 366;

/** A member id as the API shows it (bigint as a decimal string). */
export const ZMemberId = z.string().regex(/^\d{1,18}$/);
/** Searching subordinates by username: letters and digits, matched anywhere in the name. */
export const ZAccountSearch = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{0,16}$/);

/**
 * Date range of a report: ISO dates, both days included, in Tokyo time. Missing dates mean
 * today; `to` must not be before `from`, and the range is at most 366 days.
 */
const ZDateRange = { from: ZDateFilter.optional(), to: ZDateFilter.optional() };
/** Drill-down: an agent in the caller's team (the caller's own team when absent). */
const ZTarget = { userId: ZMemberId.optional() };

export const ZAgentApplication = z.object({
  status: z.enum(AGENT_APPLICATION_STATUSES),
  /** Why it was rejected, when it was. */
  reason: z.string().nullable(),
  appliedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  /** Set once approved. */
  agentCode: z.string().nullable(),
});
export type TAgentApplication = z.infer<typeof ZAgentApplication>;

export const ZAgentReferral = z.object({
  agentCode: z.string(),
  /** The site address with `?agentCode=`, which prefills registration. */
  referralUrl: z.string(),
});

/** Figures of one member (and, for a sub-agent, of their whole team) over a date range. Coins. */
export const ZMemberFigures = z.object({
  rechargeCount: z.number().int().min(0),
  rechargeAmount: z.number().int().min(0),
  withdrawCount: z.number().int().min(0),
  withdrawAmount: z.number().int().min(0),
  betCount: z.number().int().min(0),
  betAmount: z.number().int().min(0),
  winAmount: z.number().int().min(0),
  /** The players' result: wins minus bets (negative when they lost). */
  profitLoss: z.number().int(),
});
export type TMemberFigures = z.infer<typeof ZMemberFigures>;

export const ZTeamFigures = ZMemberFigures.extend({
  /** Team members who registered in the range. */
  registrations: z.number().int().min(0),
  /** Team members who played at least once in the range. */
  activeUsers: z.number().int().min(0),
  /** Coins from promotions credited to team members. */
  giftAmount: z.number().int().min(0),
  /** Rebates the agent was paid for days in the range. */
  rebatePoints: z.number().int().min(0),
  /** The agent's own transfers to and from their direct subordinates. */
  transferToMembers: z.number().int().min(0),
  transferFromMembers: z.number().int().min(0),
});
export type TTeamFigures = z.infer<typeof ZTeamFigures>;

const ZTeamIdentity = {
  userId: z.string(),
  username: z.string(),
  /** The agent's nickname, or the username when none is set. */
  teamName: z.string(),
  /** Every member below the agent, all levels. */
  teamSize: z.number().int().min(0),
  directCount: z.number().int().min(0),
  subAgentCount: z.number().int().min(0),
  /** Sum of the team members' wallets now. */
  teamBalance: z.number().int().min(0),
};

export const ZTeamReport = z.object({
  ...ZTeamIdentity,
  from: ZIsoDate,
  to: ZIsoDate,
  figures: ZTeamFigures,
});
export type TTeamReport = z.infer<typeof ZTeamReport>;

export const ZAgentOverview = z.object({
  ...ZTeamIdentity,
  agentCode: z.string().nullable(),
  /** The agent's own wallet. */
  balance: z.number().int().min(0),
  /** Today (Tokyo). */
  today: ZTeamFigures,
  /** This calendar month up to today (Tokyo). */
  month: ZTeamFigures,
});
export type TAgentOverview = z.infer<typeof ZAgentOverview>;

export const ZSubMember = z.object({
  userId: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  /** Null for subordinates created without an e-mail address. */
  email: z.string().nullable(),
  isAgent: z.boolean(),
  agentCode: z.string().nullable(),
  /** Members below this one (sub-agents only; 0 otherwise). */
  teamSize: z.number().int().min(0),
  balance: z.number().int().min(0),
  /** Sitting at a machine: transfers wait until the member leaves it. */
  inGame: z.boolean(),
  registeredAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type TSubMember = z.infer<typeof ZSubMember>;

/** A direct subordinate's row of the team report: their own figures, plus their team's for a sub-agent. */
export const ZSubMemberReport = ZMemberFigures.extend({
  userId: z.string(),
  username: z.string(),
  isAgent: z.boolean(),
  teamSize: z.number().int().min(0),
});
export type TSubMemberReport = z.infer<typeof ZSubMemberReport>;

export const ZTeamRecharge = z.object({
  orderSn: z.string(),
  userId: z.string(),
  username: z.string(),
  channel: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  coins: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type TTeamRecharge = z.infer<typeof ZTeamRecharge>;

export const ZTeamWithdrawal = z.object({
  orderSn: z.string(),
  userId: z.string(),
  username: z.string(),
  amount: z.number().int(),
  fee: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TTeamWithdrawal = z.infer<typeof ZTeamWithdrawal>;

export const ZAgentTransfer = z.object({
  id: z.string(),
  direction: z.enum(AGENT_TRANSFER_DIRECTIONS),
  userId: z.string(),
  username: z.string(),
  amount: z.number().int(),
  /** `pending`: a take-back waiting for the member's consent (AGENT_TAKEBACK_CONSENT); nothing moved yet. */
  status: z.enum(AGENT_TRANSFER_STATUSES),
  createdAt: z.iso.datetime(),
  /** Wallets right after the transfer. */
  agentBalance: z.number().int().min(0),
  memberBalance: z.number().int().min(0),
});
export type TAgentTransfer = z.infer<typeof ZAgentTransfer>;

const ZTransferRequest = z.strictObject({
  /** A direct subordinate of the agent. */
  userId: ZMemberId,
  amount: ZAgentCoins,
  paymentPassword: ZPaymentPassword,
  idempotencyKey: ZIdempotencyKey,
});
export type TAgentTransferRequest = z.infer<typeof ZTransferRequest>;

export const ZSubMemberCreate = z.strictObject({
  account: ZUsername,
  password: ZNewPassword,
  email: ZEmail.optional(),
  nickname: z.string().trim().min(1).max(30).optional(),
});
export type TSubMemberCreate = z.infer<typeof ZSubMemberCreate>;

/** A transfer in the member's records (the Transfers tab): their agent's transfers to and from them. */
export const ZMemberAgentTransfer = z.object({
  /** `t<id>` for a transfer that moved, `r<id>` for a take-back request (pending or declined). */
  id: z.string(),
  direction: z.enum(AGENT_TRANSFER_DIRECTIONS),
  amount: z.number().int(),
  status: z.enum(MEMBER_AGENT_TRANSFER_STATUSES),
  agentUsername: z.string(),
  createdAt: z.iso.datetime(),
});
export type TMemberAgentTransfer = z.infer<typeof ZMemberAgentTransfer>;

/** Counting a referral link's landing (`?agentCode=X&sub=Y`); the answer says how long the browser keeps it. */
export const ZLinkVisit = z.strictObject({
  agentCode: z.string().trim().min(1).max(32),
  campaign: ZCampaign,
  /** A random id the browser keeps (no personal data); hashed with the day, so visits count once per browser a day. */
  browserId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
});

export const STATEMENT_PERIODS = ['day', 'month'] as const;

/** One statement line: the rebates of a period and what they were computed from. */
export const ZCommissionStatement = z.object({
  /** `YYYY-MM` for a month, `YYYY-MM-DD` for a day (Tokyo). */
  period: z.string(),
  /** Days of the period that were settled. */
  days: z.number().int().min(0),
  /** Team bets per level (index 0 = level 1, the agent's direct members) over the period. */
  levelBets: z.array(z.number().int().min(0)),
  /** The rates (basis points per level) the agent is paid at now. */
  ratesBps: z.array(z.number().int().min(0)),
  teamBet: z.number().int().min(0),
  rebate: z.number().int().min(0),
});
export type TCommissionStatement = z.infer<typeof ZCommissionStatement>;

/** One rebate payment into the agent's wallet (one a settled day). */
export const ZRebatePayout = z.object({
  day: ZIsoDate,
  teamBet: z.number().int().min(0),
  amount: z.number().int().min(0),
  paidAt: z.iso.datetime(),
});
export type TRebatePayout = z.infer<typeof ZRebatePayout>;

/** Clicks → registrations → first deposits of one campaign (`''` = links without a sub-ID). */
export const ZFunnelRow = z.object({
  campaign: z.string(),
  clicks: z.number().int().min(0),
  visits: z.number().int().min(0),
  registrations: z.number().int().min(0),
  /** Members registered in the range whose first paid deposit came (at any time up to now). */
  ftdCount: z.number().int().min(0),
  ftdAmount: z.number().int().min(0),
  /** Bets of those members in the range. */
  betAmount: z.number().int().min(0),
});
export type TFunnelRow = z.infer<typeof ZFunnelRow>;

export const ZFunnelDay = z.object({
  day: ZIsoDate,
  clicks: z.number().int().min(0),
  visits: z.number().int().min(0),
  registrations: z.number().int().min(0),
});

export const ZAgentFunnel = z.object({
  from: ZIsoDate,
  to: ZIsoDate,
  total: ZFunnelRow,
  campaigns: z.array(ZFunnelRow),
  days: z.array(ZFunnelDay),
});
export type TAgentFunnel = z.infer<typeof ZAgentFunnel>;

const agent = { auth: 'member', module: 'agents', status: 'live' } as const;

export const agentCalls = {
  agentIsAgent: defineCall({
    ...agent,
    path: '/v2/app/agent/is/agent',
    summary: 'Whether the signed-in member is an approved agent (a boolean in data)',
    request: z.strictObject({}),
    response: z.boolean(),
  }),
  agentApply: defineCall({
    ...agent,
    path: '/v2/app/agent/apply',
    summary: 'Apply to become an agent; one open application at a time',
    request: z.strictObject({ remark: z.string().trim().max(500).optional() }),
    response: ZAgentApplication,
  }),
  agentApplyStatus: defineCall({
    ...agent,
    path: '/v2/app/agent/apply/status',
    summary: "Where the member's latest agent application stands (none, pending, approved, rejected)",
    request: z.strictObject({}),
    response: ZAgentApplication,
  }),
  agentCode: defineCall({
    ...agent,
    path: '/v2/app/agent/code',
    summary: 'The agent code and the referral link that prefills registration with it',
    request: z.strictObject({}),
    response: ZAgentReferral,
  }),
  agentDataStatistics: defineCall({
    ...agent,
    path: '/v2/app/agent/data/statistics',
    summary: "Agent centre overview: the team's size and balance, today's and this month's figures",
    request: z.strictObject(ZTarget),
    response: ZAgentOverview,
  }),
  agentTypeReportStatistics: defineCall({
    ...agent,
    path: '/v2/app/agent/type/report/statistics',
    summary: "Team report totals over a date range (the caller's team, or a sub-agent's)",
    request: z.strictObject({ ...ZDateRange, ...ZTarget }),
    response: ZTeamReport,
  }),
  agentSubMemberReportPage: defineCall({
    ...agent,
    path: '/v2/app/agent/sub/member/report/page',
    summary: "Team report per direct subordinate over a date range (a sub-agent's row includes their team)",
    request: ZPageRequest.extend({ ...ZDateRange, ...ZTarget, account: ZAccountSearch.optional() }).strict(),
    response: ZPage(ZSubMemberReport),
  }),
  agentSubMemberPage: defineCall({
    ...agent,
    path: '/v2/app/agent/sub/member/page',
    summary: 'Direct subordinates, newest first, searchable by username',
    request: ZPageRequest.extend({ ...ZTarget, account: ZAccountSearch.optional() }).strict(),
    response: ZPage(ZSubMember),
  }),
  agentSubMemberCreate: defineCall({
    ...agent,
    path: '/v2/app/agent/sub/member/create',
    summary: 'Create a direct subordinate (username and password by the registration rules, optional e-mail)',
    request: ZSubMemberCreate,
    response: ZSubMember,
  }),
  agentSubMemberRechargePage: defineCall({
    ...agent,
    path: '/v2/app/agent/sub/member/recharge/page',
    summary: "The team's deposit orders by creation date, newest first",
    request: ZPageRequest.extend({
      ...ZDateRange,
      ...ZTarget,
      account: ZAccountSearch.optional(),
      status: z.enum(DEPOSIT_STATUSES).optional(),
    }).strict(),
    response: ZPage(ZTeamRecharge),
  }),
  agentSubMemberDrawPage: defineCall({
    ...agent,
    path: '/v2/app/agent/sub/member/draw/page',
    summary: "The team's withdrawals by request date, newest first",
    request: ZPageRequest.extend({
      ...ZDateRange,
      ...ZTarget,
      account: ZAccountSearch.optional(),
      status: z.enum(WITHDRAWAL_STATUSES).optional(),
    }).strict(),
    response: ZPage(ZTeamWithdrawal),
  }),
  agentTypeMemberTransfer: defineCall({
    ...agent,
    path: '/v2/app/agent/type/member/transfer',
    summary: "Transfer coins from the agent's wallet to a direct subordinate (payment password, idempotency key)",
    request: ZTransferRequest,
    response: ZAgentTransfer,
  }),
  agentTypeMemberTransferDecrease: defineCall({
    ...agent,
    path: '/v2/app/agent/type/member/transfer/decrease',
    summary: "Transfer coins back from a direct subordinate's wallet to the agent (payment password, idempotency key)",
    request: ZTransferRequest,
    response: ZAgentTransfer,
  }),
  agentLinkVisit: defineCall({
    auth: 'public',
    module: 'agents',
    status: 'live',
    path: '/v2/app/agent/link/visit',
    summary:
      'Count a referral link landing (a click; a visit once per browser a day) and learn how many days the site keeps the referral',
    request: ZLinkVisit,
    response: z.object({ windowDays: z.number().int().min(1) }),
  }),
  agentCommissionStatements: defineCall({
    ...agent,
    path: '/v2/app/agent/commission/statements',
    summary: 'Rebate statements per day or month over a date range, with the level bets and rates they come from',
    request: z.strictObject({ ...ZDateRange, period: z.enum(STATEMENT_PERIODS).default('month') }),
    response: z.object({ from: ZIsoDate, to: ZIsoDate, list: z.array(ZCommissionStatement) }),
  }),
  agentRebatePayouts: defineCall({
    ...agent,
    path: '/v2/app/agent/rebate/payouts',
    summary: 'Rebate payments into the agent’s wallet, newest first',
    request: ZPageRequest.extend(ZDateRange).strict(),
    response: ZPage(ZRebatePayout),
  }),
  agentFunnel: defineCall({
    ...agent,
    path: '/v2/app/agent/funnel',
    summary: 'Clicks → registrations → first deposits of the agent’s links over a date range, per campaign and per day',
    request: z.strictObject(ZDateRange),
    response: ZAgentFunnel,
  }),
  recordAgentTransferQuery: defineCall({
    ...agent,
    path: '/v2/app/record/agent/transfer/query',
    summary: 'The member’s transfers with their agent (in and out, and take-backs waiting for their consent), newest first',
    request: ZPageRequest.extend({}).strict(),
    response: ZPage(ZMemberAgentTransfer),
  }),
  recordAgentTransferDecide: defineCall({
    ...agent,
    path: '/v2/app/record/agent/transfer/decide',
    summary: 'Approve or decline a take-back the agent asked for (when take-backs need the member’s consent)',
    request: z.strictObject({ id: z.string().regex(/^r\d{1,18}$/), approve: z.boolean() }),
    response: ZMemberAgentTransfer,
  }),
};
