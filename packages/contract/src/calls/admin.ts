import { z } from 'zod';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';
import { agentsStaffCalls } from './agents.staff.ts';
import { contentStaffCalls } from './content.staff.ts';
import { cryptoStaffCalls } from './crypto.staff.ts';
import { gamesStaffCalls } from './games.staff.ts';
import { kycStaffCalls } from './kyc.staff.ts';
import { lettersStaffCalls } from './letters.staff.ts';
import { migrationStaffCalls } from './migration.staff.ts';
import { paymentsStaffCalls } from './payments.staff.ts';
import { responsibleStaffCalls } from './responsible.staff.ts';
import { riskStaffCalls } from './risk.staff.ts';
import { adminCall, type AdminCallDef, MONEY_PATHS, ZId, ZMemberRef, ZOk, ZReason } from './staff-common.ts';
import { usersStaffCalls } from './users.staff.ts';

/**
 * The operator API (`POST /v2/admin/*`, docs/console.md): staff sign in with a password and a TOTP
 * code and carry an httpOnly `STAFF_SESSION` cookie; every call names the one permission it needs.
 * `adminCalls` (apart from the player API of SPEC §7) = the staff's own calls below (sign-in, staff,
 * audit, dashboard, four-eyes adjustments) + each domain's `calls/<domain>.staff.ts`.
 */

export type { AdminCallAuth, AdminCallDef } from './staff-common.ts';

export const STAFF_ROLES = ['support', 'finance', 'compliance', 'content', 'games', 'owner'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'dashboard.read',
  'members.read',
  'members.lock',
  'balance.adjust',
  'balance.approve',
  'kyc.review',
  'withdrawals.review',
  'withdrawals.pay',
  'deposits.review',
  'agents.review',
  'risk.review',
  'content.write',
  'letters.send',
  'games.manage',
  'games.approve',
  'audit.read',
  'staff.manage',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** What each role may do (docs/console.md has the same table). `owner` may do everything. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  support: ['dashboard.read', 'members.read', 'letters.send'],
  finance: [
    'dashboard.read',
    'members.read',
    'balance.adjust',
    'balance.approve',
    'withdrawals.review',
    'withdrawals.pay',
    'deposits.review',
  ],
  compliance: ['dashboard.read', 'members.read', 'members.lock', 'kyc.review', 'agents.review', 'risk.review', 'audit.read'],
  content: ['dashboard.read', 'content.write', 'letters.send'],
  games: ['dashboard.read', 'games.manage'],
  owner: PERMISSIONS,
};

export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

const ZUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/);
const ZRoles = z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);
const ZTotpCode = z.string().regex(/^\d{6}$/);

export const ZStaffMe = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  permissions: z.array(z.enum(PERMISSIONS)),
  totpEnrolled: z.boolean(),
  /** False until the TOTP code of this session is checked: only enrolment and sign-out work until then. */
  verified: z.boolean(),
});
export type TStaffMe = z.infer<typeof ZStaffMe>;

export const ZStaffAccount = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  status: z.enum(['active', 'disabled']),
  totpEnrolled: z.boolean(),
  lastLoginAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TStaffAccount = z.infer<typeof ZStaffAccount>;

export const ZAuditEntry = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  staffUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

export const ZDayFigures = z.object({
  day: ZIsoDate,
  registrations: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  bets: z.number().int(),
  wins: z.number().int(),
  ggr: z.number().int(),
  /** First-time deposits: members whose first credited deposit was that day, and its coins. */
  ftdCount: z.number().int(),
  ftdAmount: z.number().int(),
  /** Coins given by operator adjustments (promotions, net of debits) and agent rebates. */
  bonuses: z.number().int(),
  rebates: z.number().int(),
  /** GGR − bonuses − rebates. */
  ngr: z.number().int(),
  activePlayers: z.number().int(),
});
export type TDayFigures = z.infer<typeof ZDayFigures>;

/** One agent's figures over the dashboard's 30 days: their direct members' activity. */
export const ZAgentFigures = z.object({
  ...ZMemberRef,
  agentCode: z.string().nullable(),
  members: z.number().int(),
  registrations: z.number().int(),
  ftdCount: z.number().int(),
  ftdAmount: z.number().int(),
  deposits: z.number().int(),
  withdrawals: z.number().int(),
  ggr: z.number().int(),
  activePlayers: z.number().int(),
});
export type TAgentFigures = z.infer<typeof ZAgentFigures>;

export const ZQueueSizes = z.object({
  kyc: z.number().int(),
  withdrawals: z.number().int(),
  deposits: z.number().int(),
  agentApplications: z.number().int(),
  adjustments: z.number().int(),
  cryptoWithdrawals: z.number().int(),
  refunds: z.number().int(),
  heldChainDeposits: z.number().int(),
  /** Open risk alerts (the risk queue). */
  riskAlerts: z.number().int(),
});

export const ADJUSTMENT_STATUSES = ['pending', 'applied', 'rejected'] as const;
export const ZAdjustment = z.object({
  id: z.string(),
  ...ZMemberRef,
  /** Coins: positive credits the member (from `promotions`), negative debits them. */
  amount: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export { MONEY_PATHS, ZAwaitingApproval, type MoneyPath } from './staff-common.ts';
export const MONEY_APPROVAL_STATUSES = ['pending', 'applied', 'rejected'] as const;

/** One request on a money path: applied on one person's word (at or under the threshold), or waiting for a second. */
export const ZMoneyApproval = z.object({
  id: z.string(),
  path: z.enum(MONEY_PATHS),
  /** The path's own item: an adjustment id, a deposit order number, a legacy import, an agent (and day), a chain deposit. */
  ref: z.string(),
  /** The member whose coins move (null: a legacy import, claimed later by whoever migrates it). */
  userId: z.string().nullable(),
  username: z.string().nullable(),
  /** Coins; for `rebate_rate` the basis points summed over the levels (`unit`). */
  amount: z.number().int(),
  unit: z.enum(['coins', 'bps']),
  reason: z.string(),
  /** What the path applies on approval (rates, a return address…), as the requester asked it. */
  detail: z.unknown(),
  status: z.enum(MONEY_APPROVAL_STATUSES),
  /** The requester's username, or `system` (the rebate settlement job). */
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
  /** Seconds since the request, when the answer was made. */
  ageSeconds: z.number().int(),
});
export type TMoneyApproval = z.infer<typeof ZMoneyApproval>;

export const adminCalls = {
  // --- sign-in -------------------------------------------------------------------------------
  adminLogin: adminCall({
    path: '/v2/admin/auth/login',
    auth: 'public',
    permission: null,
    summary: 'Staff sign-in: password, then the TOTP code (or enrolment on first sign-in); sets STAFF_SESSION',
    request: z.strictObject({
      username: z.string().trim().min(1).max(64),
      password: z.string().min(1).max(128),
      code: ZTotpCode.optional(),
    }),
    response: ZStaffMe,
  }),
  adminTotpSetup: adminCall({
    path: '/v2/admin/auth/totp/setup',
    auth: 'staff-pending',
    permission: null,
    summary: 'A new TOTP secret to enrol (only while not enrolled): otpauth URI for the QR code',
    request: z.strictObject({}),
    response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  }),
  adminTotpEnable: adminCall({
    path: '/v2/admin/auth/totp/enable',
    auth: 'staff-pending',
    permission: null,
    summary: 'Confirms enrolment with a first code; the session is then fully signed in',
    request: z.strictObject({ code: ZTotpCode }),
    response: ZStaffMe,
  }),
  adminLogout: adminCall({
    path: '/v2/admin/auth/logout',
    auth: 'staff-pending',
    permission: null,
    summary: 'Ends this staff session',
    request: z.strictObject({}),
    response: ZOk,
  }),
  adminMe: adminCall({
    path: '/v2/admin/auth/me',
    auth: 'staff-pending',
    permission: null,
    summary: 'The signed-in staff member, roles and permissions',
    request: z.strictObject({}),
    response: ZStaffMe,
  }),
  // --- staff and audit ------------------------------------------------------------------------
  adminStaffList: adminCall({
    path: '/v2/admin/staff/list',
    auth: 'staff',
    permission: 'staff.manage',
    summary: 'Staff accounts',
    request: z.strictObject({}),
    response: z.array(ZStaffAccount),
  }),
  adminStaffCreate: adminCall({
    path: '/v2/admin/staff/create',
    auth: 'staff',
    permission: 'staff.manage',
    summary: 'Creates a staff account (the person enrols TOTP at first sign-in)',
    request: z.strictObject({
      username: ZUsername,
      displayName: z.string().trim().min(1).max(60),
      password: z.string().min(12).max(128),
      roles: ZRoles,
    }),
    response: ZStaffAccount,
  }),
  adminStaffUpdate: adminCall({
    path: '/v2/admin/staff/update',
    auth: 'staff',
    permission: 'staff.manage',
    summary: 'Changes roles or status, or resets TOTP (re-enrolment); ends the account’s sessions',
    request: z.strictObject({
      id: ZId,
      roles: ZRoles.optional(),
      status: z.enum(['active', 'disabled']).optional(),
      resetTotp: z.literal(true).optional(),
    }),
    response: ZStaffAccount,
  }),
  adminAuditList: adminCall({
    path: '/v2/admin/audit/list',
    auth: 'staff',
    permission: 'audit.read',
    summary: 'The audit log, newest first (append-only; no call edits it)',
    request: ZPageRequest.extend({
      staff: z.string().trim().max(64).optional(),
      action: z.string().trim().max(64).optional(),
      targetType: z.string().trim().max(32).optional(),
      targetId: z.string().trim().max(64).optional(),
      from: ZDateFilter.optional(),
      to: ZDateFilter.optional(),
    }).strict(),
    response: ZPage(ZAuditEntry),
  }),
  // --- dashboard ------------------------------------------------------------------------------
  adminDashboard: adminCall({
    path: '/v2/admin/dashboard',
    auth: 'staff',
    permission: 'dashboard.read',
    summary:
      'Today (Tokyo) and the last 30 days: registrations, FTD, deposits, withdrawals, bets, wins, GGR, bonuses, rebates, NGR, active players; per agent; balance liability; queues',
    request: z.strictObject({}),
    response: z.object({
      today: ZDayFigures,
      days: z.array(ZDayFigures),
      /** Agents with members, by 30-day GGR (at most 100). */
      agents: z.array(ZAgentFigures),
      /** Coins in members' wallets now: what the hall owes its players. */
      liability: z.number().int(),
      queues: ZQueueSizes,
    }),
  }),
  // --- balance adjustments (four-eyes above the configured amount) ------------------------------
  adminAdjustBalance: adminCall({
    path: '/v2/admin/balance/adjust',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Credits (+) or debits (−) a member against `promotions`; above the threshold it waits for a second staff member',
    request: z.strictObject({
      userId: ZId,
      amount: z
        .number()
        .int()
        .min(-1_000_000_000)
        .max(1_000_000_000)
        .refine((value) => value !== 0),
      reason: ZReason,
      idempotencyKey: z.uuid(),
    }),
    response: ZAdjustment,
  }),
  adminAdjustmentList: adminCall({
    path: '/v2/admin/balance/adjustment/list',
    auth: 'staff',
    permission: 'balance.adjust',
    summary: 'Balance adjustments by status',
    request: ZPageRequest.extend({ status: z.enum(ADJUSTMENT_STATUSES).default('pending') }).strict(),
    response: ZPage(ZAdjustment),
  }),
  adminAdjustmentDecide: adminCall({
    path: '/v2/admin/balance/adjustment/decide',
    auth: 'staff',
    permission: 'balance.approve',
    summary: 'Second approval (or rejection) of a pending adjustment, by someone other than its requester',
    request: z.strictObject({ id: ZId, approve: z.boolean() }),
    response: ZAdjustment,
  }),
  // --- the one approval queue of every money path (issue 26 §2) ---------------------------------
  adminMoneyApprovalList: adminCall({
    path: '/v2/admin/money/approval/list',
    auth: 'staff',
    permission: 'balance.approve',
    summary:
      'Money requests of every path (adjustments, manual deposits, refunds, legacy imports, rebates, held chain deposits) by status',
    request: ZPageRequest.extend({
      status: z.enum(MONEY_APPROVAL_STATUSES).default('pending'),
      path: z.enum(MONEY_PATHS).optional(),
    }).strict(),
    response: ZPage(ZMoneyApproval),
  }),
  adminMoneyApprovalDecide: adminCall({
    path: '/v2/admin/money/approval/decide',
    auth: 'staff',
    permission: 'balance.approve',
    summary:
      'Second approval (the path applies it, once) or rejection of a waiting money request, by someone other than its requester',
    request: z.strictObject({ id: ZId, approve: z.boolean() }),
    response: ZMoneyApproval,
  }),
  ...kycStaffCalls,
  ...paymentsStaffCalls,
  ...cryptoStaffCalls,
  ...agentsStaffCalls,
  ...usersStaffCalls,
  ...gamesStaffCalls,
  ...contentStaffCalls,
  ...lettersStaffCalls,
  ...responsibleStaffCalls,
  ...migrationStaffCalls,
  ...riskStaffCalls,
} satisfies Record<string, AdminCallDef>;

export type AdminCallName = keyof typeof adminCalls;
