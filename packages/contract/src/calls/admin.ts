import { z } from 'zod';
import { ZDateFilter, ZIsoDate, ZPage, ZPageRequest } from '../paging.ts';
import { CONTENT_KINDS, ZContentItem, ZContentItemWrite, ZContentWarning } from './content.ts';
import { CRYPTO_DEPOSIT_STATUSES, CRYPTO_WITHDRAWAL_STATUSES } from './crypto.ts';
import { DEPOSIT_STATUSES, MANUAL_STATUSES, WITHDRAWAL_STATUSES } from './payments.ts';

/**
 * The operator API (`POST /v2/admin/*`, docs/console.md). Staff are not members: they sign in
 * with a password and a TOTP code and carry an httpOnly `STAFF_SESSION` cookie. Every call
 * names the one permission it needs; roles are bundles of permissions. These calls live in
 * their own registry (`adminCalls`), apart from the player API of SPEC §7.
 */

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
  'deposits.review',
  'agents.review',
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
  finance: ['dashboard.read', 'members.read', 'balance.adjust', 'balance.approve', 'withdrawals.review', 'deposits.review'],
  compliance: ['dashboard.read', 'members.read', 'members.lock', 'kyc.review', 'agents.review', 'audit.read'],
  content: ['dashboard.read', 'content.write', 'letters.send'],
  games: ['dashboard.read', 'games.manage'],
  owner: PERMISSIONS,
};

export function permissionsOf(roles: readonly StaffRole[]): Permission[] {
  const granted = new Set(roles.flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

/**
 * Who may make an admin call: `public` (sign-in only), `staff-pending` (signed in with the
 * password, TOTP not yet done: enrolment and sign-out), `staff` (fully signed in, and holding
 * `permission` when one is named).
 */
export type AdminCallAuth = 'public' | 'staff-pending' | 'staff';

export interface AdminCallDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  auth: AdminCallAuth;
  /** The permission a fully signed-in staff member needs; null = any signed-in staff. */
  permission: Permission | null;
  summary: string;
  request: Req;
  response: Res;
}

function adminCall<Req extends z.ZodType, Res extends z.ZodType>(def: AdminCallDef<Req, Res>) {
  return def;
}

const ZId = z.string().regex(/^\d{1,18}$/);
const ZUsername = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9._-]{2,31}$/);
const ZReason = z.string().trim().min(1).max(500);
const ZRoles = z.array(z.enum(STAFF_ROLES)).min(1).max(STAFF_ROLES.length);
const ZTotpCode = z.string().regex(/^\d{6}$/);
const ZOk = z.object({ ok: z.literal(true) });

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

const ZJson = z.unknown();
export const ZAuditEntry = z.object({
  id: z.string(),
  staffId: z.string().nullable(),
  staffUsername: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: ZJson,
  after: ZJson,
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
  activePlayers: z.number().int(),
});
export type TDayFigures = z.infer<typeof ZDayFigures>;

export const ZQueueSizes = z.object({
  kyc: z.number().int(),
  withdrawals: z.number().int(),
  deposits: z.number().int(),
  agentApplications: z.number().int(),
  adjustments: z.number().int(),
  cryptoWithdrawals: z.number().int(),
  refunds: z.number().int(),
  heldChainDeposits: z.number().int(),
});

const ZMemberRef = { userId: z.string(), username: z.string() };

export const ZKycQueueItem = z.object({
  id: z.string(),
  ...ZMemberRef,
  name: z.string().nullable(),
  idNumberMasked: z.string().nullable(),
  status: z.enum(['pending', 'approved', 'rejected']),
  reason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type TKycQueueItem = z.infer<typeof ZKycQueueItem>;

export const ZWithdrawalQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  amount: z.number().int(),
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  cardLast4: z.string(),
  holderName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TWithdrawalQueueItem = z.infer<typeof ZWithdrawalQueueItem>;

export const ZDepositQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  channel: z.string(),
  currency: z.string(),
  amount: z.number().int(),
  coins: z.number().int(),
  status: z.enum(DEPOSIT_STATUSES),
  manualStatus: z.enum(MANUAL_STATUSES).nullable(),
  payerName: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type TDepositQueueItem = z.infer<typeof ZDepositQueueItem>;

export const ZAgentApplicationItem = z.object({
  id: z.string(),
  ...ZMemberRef,
  status: z.enum(['pending', 'approved', 'rejected']),
  remark: z.string().nullable(),
  reason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  createdAt: z.iso.datetime(),
  decidedAt: z.iso.datetime().nullable(),
});
export type TAgentApplicationItem = z.infer<typeof ZAgentApplicationItem>;

export const ZMemberSummary = z.object({
  ...ZMemberRef,
  email: z.string(),
  nickname: z.string().nullable(),
  agentCode: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  balance: z.number().int(),
  createdAt: z.iso.datetime(),
  lastLoginAt: z.iso.datetime().nullable(),
});
export type TMemberSummary = z.infer<typeof ZMemberSummary>;

export const ZMemberDetail = ZMemberSummary.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  recommendedCode: z.string().nullable(),
  kycStatus: z.enum(['none', 'pending', 'approved', 'rejected']),
  /** Where the member sits in the agent programme. */
  parent: z.object({ userId: z.string(), username: z.string() }).nullable(),
  isAgent: z.boolean(),
  agentDepth: z.number().int().nullable(),
  directMembers: z.number().int(),
  /** Responsible gaming as the member set it (issue 11): the block in force and the limits. */
  responsible: z.object({
    block: z
      .object({
        kind: z.enum(['cool_off', 'self_exclusion']),
        until: z.iso.datetime().nullable(),
        minUntil: z.iso.datetime().nullable(),
      })
      .nullable(),
    limits: z.array(
      z.object({
        kind: z.enum(['deposit', 'loss']),
        period: z.enum(['day', 'week', 'month']),
        amount: z.number().int().nullable(),
      }),
    ),
    realityCheckMinutes: z.number().int().nullable(),
  }),
  sessions: z.array(
    z.object({
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      expiresAt: z.iso.datetime(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      active: z.boolean(),
    }),
  ),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

export const ZLedgerEntry = z.object({
  id: z.string(),
  /** Positive: coins into the member's wallet; negative: out of it. */
  amount: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  createdAt: z.iso.datetime(),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

export const ZGameRecordRow = z.object({
  id: z.string(),
  machineId: z.number().int(),
  modelCode: z.string(),
  bet: z.number().int(),
  win: z.number().int(),
  createdAt: z.iso.datetime(),
});
export type TGameRecordRow = z.infer<typeof ZGameRecordRow>;

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

export const ZMachineRow = z.object({
  id: z.number().int(),
  modelCode: z.string(),
  /** Today's committed setting (settings are fixed per Tokyo business day). */
  setting: z.number().int(),
  /** The setting the next business day starts with (an operator's change applies from then). */
  nextSetting: z.number().int(),
  /** A change that would lift the floor's average RTP above 100 %, waiting for an owner's approval. */
  pendingSetting: z.object({ setting: z.number().int(), requestedBy: z.string(), requestedAt: z.iso.datetime() }).nullable(),
  settings: z.array(z.number().int()),
  status: z.enum(['active', 'out_of_service']),
  occupied: z.boolean(),
  lastPlayedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type TMachineRow = z.infer<typeof ZMachineRow>;

export const ZAdminContentItem = ZContentItem.extend({ kind: z.enum(CONTENT_KINDS), published: z.boolean() });
export type TAdminContentItem = z.infer<typeof ZAdminContentItem>;

const ZMachineId = z.number().int().min(1).max(2_147_483_647);

/** Deposits an operator can refund (paid), is refunding, or has refunded. */
export const REFUND_STATUSES = ['paid', 'refunding', 'refunded'] as const;

/** A chain deposit (crypto module): `amount` is a decimal string of the coin, `coins` what it was priced at. */
export const ZCryptoDepositQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  coin: z.string(),
  network: z.string(),
  txid: z.string(),
  amount: z.string(),
  coins: z.number().int().nullable(),
  status: z.enum(CRYPTO_DEPOSIT_STATUSES),
  createdAt: z.iso.datetime(),
  creditedAt: z.iso.datetime().nullable(),
  /** Where a returned deposit was sent back to, with the return's txid and time (null until returned). */
  returnAddress: z.string().nullable(),
  returnTxid: z.string().nullable(),
  returnedAt: z.iso.datetime().nullable(),
});
export type TCryptoDepositQueueItem = z.infer<typeof ZCryptoDepositQueueItem>;

/** A crypto withdrawal: `amount` and `fee` are decimal strings of the coin; `coins` are held until paid or returned. */
export const ZCryptoWithdrawalQueueItem = z.object({
  orderSn: z.string(),
  ...ZMemberRef,
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  coins: z.number().int(),
  status: z.enum(CRYPTO_WITHDRAWAL_STATUSES),
  txid: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
});
export type TCryptoWithdrawalQueueItem = z.infer<typeof ZCryptoWithdrawalQueueItem>;

/** Daily rebate per level in basis points (index 0 = level 1, the agent's direct members). */
export const AGENT_REBATE_LEVELS_MAX = 20;
export const AGENT_REBATE_BPS_MAX = 10_000;
export const ZRebateBps = z.array(z.number().int().min(0).max(AGENT_REBATE_BPS_MAX)).min(1).max(AGENT_REBATE_LEVELS_MAX);

export const ZAgentRow = z.object({
  ...ZMemberRef,
  agentCode: z.string().nullable(),
  depth: z.number().int(),
  parent: z.object({ userId: z.string(), username: z.string() }).nullable(),
  /** This agent's own rates; null = the hall's default (AGENT_REBATE_BPS). */
  rebateBps: z.array(z.number().int()).nullable(),
  approvedAt: z.iso.datetime(),
});
export type TAgentRow = z.infer<typeof ZAgentRow>;

/** Banner and content images: JPEG, PNG or WebP up to 10 MB in, stored re-encoded as WebP. */
export const CONTENT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const ZContentImage = z.object({
  /** A same-site path to put in `imageUrl`. */
  imageUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
});
export type TContentImage = z.infer<typeof ZContentImage>;

/** What a legacy CSV import did (or, on a dry run, would do): `imported` counts new accounts. */
export const ZLegacyImportReport = z.object({
  dryRun: z.boolean(),
  imported: z.number().int(),
  /** Usernames already imported: left as they are. */
  unchanged: z.number().int(),
  /** Rows skipped, with the file line (the header is line 1) and why. */
  rejected: z.array(z.object({ line: z.number().int(), username: z.string(), reason: z.string() })),
});
export type TLegacyImportReport = z.infer<typeof ZLegacyImportReport>;

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
    summary: 'Today (Tokyo) and the last 30 days: registrations, deposits, withdrawals, bets, wins, GGR, active players; queues',
    request: z.strictObject({}),
    response: z.object({ today: ZDayFigures, days: z.array(ZDayFigures), queues: ZQueueSizes }),
  }),
  // --- queues ---------------------------------------------------------------------------------
  adminKycList: adminCall({
    path: '/v2/admin/kyc/list',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'KYC submissions by status (pending oldest first)',
    request: ZPageRequest.extend({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }).strict(),
    response: ZPage(ZKycQueueItem),
  }),
  adminKycImage: adminCall({
    path: '/v2/admin/kyc/image',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'One KYC photo as JPEG bytes (errors are envelopes)',
    request: z.strictObject({ id: ZId, side: z.enum(['front', 'back', 'handheld']) }),
    response: z.unknown(),
  }),
  adminKycDecide: adminCall({
    path: '/v2/admin/kyc/decide',
    auth: 'staff',
    permission: 'kyc.review',
    summary: 'Approve, or reject with a reason; the member gets a station letter',
    request: z.strictObject({ id: ZId, decision: z.enum(['approved', 'rejected']), reason: ZReason.optional() }),
    response: z.object({ item: ZKycQueueItem, changed: z.boolean() }),
  }),
  adminWithdrawalList: adminCall({
    path: '/v2/admin/withdrawal/list',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Withdrawals by status (open ones oldest first)',
    request: ZPageRequest.extend({ status: z.enum(WITHDRAWAL_STATUSES).default('review') }).strict(),
    response: ZPage(ZWithdrawalQueueItem),
  }),
  adminWithdrawalDecide: adminCall({
    path: '/v2/admin/withdrawal/decide',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary:
      'approve (review → withdrawing), paid (withdrawing → success), fail (→ failed, coins return); repeats change nothing',
    request: z.strictObject({
      orderSn: z.string().regex(/^W\d{14}[0-9A-Z]{6}$/),
      action: z.enum(['approve', 'paid', 'fail']),
      reason: ZReason.optional(),
    }),
    response: z.object({ item: ZWithdrawalQueueItem, changed: z.boolean() }),
  }),
  adminDepositList: adminCall({
    path: '/v2/admin/deposit/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Manual bank-transfer deposits by manual status',
    request: ZPageRequest.extend({ manualStatus: z.enum(MANUAL_STATUSES).default('in_progress') }).strict(),
    response: ZPage(ZDepositQueueItem),
  }),
  adminDepositDecide: adminCall({
    path: '/v2/admin/deposit/decide',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Confirms (credits once) or fails a manual deposit',
    request: z.strictObject({
      orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/),
      outcome: z.enum(['paid', 'failed']),
      reason: ZReason.optional(),
    }),
    response: z.object({ item: ZDepositQueueItem, changed: z.boolean() }),
  }),
  adminAgentApplicationList: adminCall({
    path: '/v2/admin/agent/application/list',
    auth: 'staff',
    permission: 'agents.review',
    summary: 'Agent applications by status',
    request: ZPageRequest.extend({ status: z.enum(['pending', 'approved', 'rejected']).default('pending') }).strict(),
    response: ZPage(ZAgentApplicationItem),
  }),
  adminAgentApplicationDecide: adminCall({
    path: '/v2/admin/agent/application/decide',
    auth: 'staff',
    permission: 'agents.review',
    summary: 'Approve, or reject with a reason (through the agents module)',
    request: z.strictObject({ id: ZId, action: z.enum(['approve', 'reject']), reason: ZReason.optional() }),
    response: z.object({ item: ZAgentApplicationItem, changed: z.boolean() }),
  }),
  adminAgentList: adminCall({
    path: '/v2/admin/agent/list',
    auth: 'staff',
    permission: 'agents.review',
    summary: 'Approved agents (by username or agent code prefix) with their rebate rates and the hall default',
    request: ZPageRequest.extend({ q: z.string().trim().max(64).default('') }).strict(),
    response: ZPage(ZAgentRow).extend({ defaultRebateBps: z.array(z.number().int()) }),
  }),
  adminAgentRebateSet: adminCall({
    path: '/v2/admin/agent/rebate/set',
    auth: 'staff',
    permission: 'agents.review',
    summary: "Sets an agent's daily rebate per level in basis points (null: back to the hall default); days settled later use it",
    request: z.strictObject({ userId: ZId, rebateBps: ZRebateBps.nullable() }),
    response: z.object({ item: ZAgentRow, changed: z.boolean() }),
  }),
  // --- members --------------------------------------------------------------------------------
  adminMemberSearch: adminCall({
    path: '/v2/admin/member/search',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Members by id, username, e-mail or agent code (prefix, case-insensitive)',
    request: ZPageRequest.extend({ q: z.string().trim().max(100).default('') }).strict(),
    response: ZPage(ZMemberSummary),
  }),
  adminMemberDetail: adminCall({
    path: '/v2/admin/member/detail',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Profile, balance, KYC, agent tree position and sessions of one member',
    request: z.strictObject({ userId: ZId }),
    response: ZMemberDetail,
  }),
  adminMemberLedger: adminCall({
    path: '/v2/admin/member/ledger',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Ledger transfers of a member’s wallet, newest first',
    request: ZPageRequest.extend({ userId: ZId }).strict(),
    response: ZPage(ZLedgerEntry),
  }),
  adminMemberOrders: adminCall({
    path: '/v2/admin/member/orders',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Deposit or withdrawal orders of a member, newest first',
    request: ZPageRequest.extend({ userId: ZId, kind: z.enum(['deposit', 'withdrawal']) }).strict(),
    response: z.object({
      deposits: ZPage(ZDepositQueueItem).nullable(),
      withdrawals: ZPage(ZWithdrawalQueueItem).nullable(),
    }),
  }),
  adminMemberGameRecords: adminCall({
    path: '/v2/admin/member/game-records',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Game rounds of a member, newest first',
    request: ZPageRequest.extend({ userId: ZId }).strict(),
    response: ZPage(ZGameRecordRow),
  }),
  adminMemberLock: adminCall({
    path: '/v2/admin/member/lock',
    auth: 'staff',
    permission: 'members.lock',
    summary: 'Locks (ends every session, refuses sign-in) or unlocks a member',
    request: z.strictObject({ userId: ZId, locked: z.boolean(), reason: ZReason }),
    response: z.object({ status: z.enum(['active', 'disabled']), changed: z.boolean() }),
  }),
  adminMemberRevokeSessions: adminCall({
    path: '/v2/admin/member/sessions/revoke',
    auth: 'staff',
    permission: 'members.lock',
    summary: 'Ends every live session of a member',
    request: z.strictObject({ userId: ZId, reason: ZReason }),
    response: ZOk,
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
  // --- games ----------------------------------------------------------------------------------
  adminMachineList: adminCall({
    path: '/v2/admin/machine/list',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Every machine on the floor with its hidden setting, and the models',
    request: z.strictObject({}),
    response: z.object({
      machines: z.array(ZMachineRow),
      models: z.array(z.object({ code: z.string(), type: z.string(), name: z.string(), settings: z.array(z.number().int()) })),
      /** The next business day (Tokyo) and the floor's average model RTP today and as configured for it (1 = 100 %). */
      nextDay: ZIsoDate,
      floorRtp: z.object({ today: z.number(), next: z.number() }),
    }),
  }),
  adminMachineAdd: adminCall({
    path: '/v2/admin/machine/add',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Adds machines of a model at a setting',
    request: z.strictObject({
      modelCode: z.string().max(40),
      setting: z.number().int().min(1).max(6).optional(),
      count: z.number().int().min(1).max(50).default(1),
    }),
    response: z.array(ZMachineRow),
  }),
  adminMachineUpdate: adminCall({
    path: '/v2/admin/machine/update',
    auth: 'staff',
    permission: 'games.manage',
    summary:
      "Plans the setting for the next business day (an owner approves one that lifts the floor's average RTP above 100 %) or puts a machine in / out of service",
    request: z.strictObject({
      id: ZMachineId,
      setting: z.number().int().min(1).max(6).optional(),
      status: z.enum(['active', 'out_of_service']).optional(),
    }),
    response: ZMachineRow,
  }),
  adminMachineSettingDecide: adminCall({
    path: '/v2/admin/machine/setting/decide',
    auth: 'staff',
    permission: 'games.approve',
    summary: "An owner's approval (or rejection) of a pending setting change, by someone other than its requester",
    request: z.strictObject({ id: ZMachineId, approve: z.boolean() }),
    response: ZMachineRow,
  }),
  adminMachineRemove: adminCall({
    path: '/v2/admin/machine/remove',
    auth: 'staff',
    permission: 'games.manage',
    summary: 'Removes a machine that was never played and is free (others go out of service)',
    request: z.strictObject({ id: ZMachineId }),
    response: ZOk,
  }),
  // --- content and letters ----------------------------------------------------------------------
  adminContentList: adminCall({
    path: '/v2/admin/content/list',
    auth: 'staff',
    permission: 'content.write',
    summary: 'Content items of a kind, drafts and past windows included, newest first',
    request: ZPageRequest.extend({ kind: z.enum(CONTENT_KINDS) }).strict(),
    response: ZPage(ZAdminContentItem),
  }),
  adminContentSave: adminCall({
    path: '/v2/admin/content/save',
    auth: 'staff',
    permission: 'content.write',
    summary:
      'Creates or replaces a content item (cleaned by the content module); warnings name machines the item mentions that are not on the floor (saved all the same)',
    request: z.strictObject({ id: ZId.optional(), item: ZContentItemWrite }),
    response: ZAdminContentItem.extend({ warnings: z.array(ZContentWarning) }),
  }),
  adminContentCheck: adminCall({
    path: '/v2/admin/content/check',
    auth: 'staff',
    permission: 'content.write',
    summary: 'Checks a draft without saving it: the machines its titles and bodies name that are not on the floor',
    request: z.strictObject({ item: ZContentItemWrite.pick({ title: true, body: true }) }),
    response: z.object({ warnings: z.array(ZContentWarning) }),
  }),
  adminContentImageUpload: adminCall({
    path: '/v2/admin/content/image/upload',
    auth: 'staff',
    permission: 'content.write',
    summary:
      'multipart/form-data with one file field `image` (JPEG, PNG or WebP, 10 MB at most): re-encoded as WebP, served at the returned imageUrl',
    request: z.unknown(),
    response: ZContentImage,
  }),
  adminLetterBroadcast: adminCall({
    path: '/v2/admin/letter/broadcast',
    auth: 'staff',
    permission: 'letters.send',
    summary: 'Sends a station letter to all members, agents or players (or one member)',
    request: z.strictObject({
      audience: z.enum(['all', 'agents', 'players', 'member']),
      userId: ZId.optional(),
      title: z.strictObject({
        Jp: z.string().max(200).default(''),
        En: z.string().max(200).default(''),
        Zh: z.string().max(200).default(''),
        ZhTW: z.string().max(200).default(''),
      }),
      body: z.strictObject({
        Jp: z.string().max(20_000).default(''),
        En: z.string().max(20_000).default(''),
        Zh: z.string().max(20_000).default(''),
        ZhTW: z.string().max(20_000).default(''),
      }),
      idempotencyKey: z.uuid(),
    }),
    response: z.object({ id: z.string().nullable(), sent: z.boolean() }),
  }),
  adminDepositRefund: adminCall({
    path: '/v2/admin/deposit/refund',
    auth: 'staff',
    permission: 'deposits.review',
    summary: "Refund a paid deposit: start (the member's coins are held), then refunded (they leave) or failed (they return)",
    request: z.strictObject({
      orderSn: z.string().regex(/^D\d{14}[0-9A-Z]{6}$/),
      action: z.enum(['start', 'refunded', 'failed']),
      reason: ZReason.optional(),
    }),
    response: z.object({ orderSn: z.string(), status: z.string() }),
  }),
  adminCryptoWithdrawalDecide: adminCall({
    path: '/v2/admin/crypto/withdrawal/decide',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'approve (review → withdrawing, through the payout adapter), paid with a txid, or fail (coins return)',
    request: z.strictObject({
      orderSn: z.string().min(1).max(40),
      action: z.enum(['approve', 'paid', 'fail']),
      txid: z.string().trim().min(1).max(100).optional(),
      reason: ZReason.optional(),
    }),
    response: z.object({ orderSn: z.string(), status: z.string(), txid: z.string().nullable(), changed: z.boolean() }),
  }),
  adminDepositRefundList: adminCall({
    path: '/v2/admin/deposit/refund/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Deposits to refund: paid ones (newest first, by order number or member), refunding, refunded',
    request: ZPageRequest.extend({
      status: z.enum(REFUND_STATUSES).default('refunding'),
      q: z.string().trim().max(64).default(''),
    }).strict(),
    response: ZPage(ZDepositQueueItem),
  }),
  adminCryptoWithdrawalList: adminCall({
    path: '/v2/admin/crypto/withdrawal/list',
    auth: 'staff',
    permission: 'withdrawals.review',
    summary: 'Crypto withdrawals by status (open ones oldest first)',
    request: ZPageRequest.extend({ status: z.enum(CRYPTO_WITHDRAWAL_STATUSES).default('review') }).strict(),
    response: ZPage(ZCryptoWithdrawalQueueItem),
  }),
  adminCryptoDepositList: adminCall({
    path: '/v2/admin/crypto/deposit/list',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Chain deposits by status; held_review (oldest first) is the queue to release or return',
    request: ZPageRequest.extend({ status: z.enum(CRYPTO_DEPOSIT_STATUSES).default('held_review') }).strict(),
    /** `payout`: `manual` means a return is sent by the operator, who then enters its txid. */
    response: ZPage(ZCryptoDepositQueueItem).extend({ payout: z.enum(['sandbox', 'manual']) }),
  }),
  adminCryptoDepositCreditHeld: adminCall({
    path: '/v2/admin/crypto/deposit/credit-held',
    auth: 'staff',
    permission: 'deposits.review',
    summary: 'Credit a chain deposit held for review (it arrived over a deposit limit or during a block)',
    request: z.strictObject({ orderSn: z.string().min(1).max(40) }),
    response: z.object({ orderSn: z.string(), status: z.string(), changed: z.boolean() }),
  }),
  adminCryptoDepositReturn: adminCall({
    path: '/v2/admin/crypto/deposit/return',
    auth: 'staff',
    permission: 'deposits.review',
    summary:
      'Send a held chain deposit back on chain instead of crediting it: to the address the member gave (checked for the ' +
      "deposit's network); the payout adapter sends it, or with manual payout the operator sent it and gives the txid",
    request: z.strictObject({
      orderSn: z.string().min(1).max(40),
      address: z.string().trim().min(1).max(128),
      txid: z.string().trim().max(100).optional(),
    }),
    response: z.object({
      orderSn: z.string(),
      status: z.string(),
      returnAddress: z.string().nullable(),
      returnTxid: z.string().nullable(),
      changed: z.boolean(),
    }),
  }),
  adminResponsibleEndExclusion: adminCall({
    path: '/v2/admin/responsible/end-exclusion',
    auth: 'staff',
    permission: 'members.lock',
    summary: "End a member's indefinite self-exclusion once its six-month minimum has passed",
    request: z.strictObject({ userId: ZId }),
    response: z.object({ userId: z.string(), ended: z.boolean() }),
  }),
  // --- legacy accounts (issue 10) ---------------------------------------------------------------
  adminLegacyImport: adminCall({
    path: '/v2/admin/legacy/import',
    auth: 'staff',
    permission: 'members.lock',
    summary:
      'Imports legacy accounts from a CSV (at most 5,000 rows; usernames already there are left alone); dryRun checks without writing',
    request: z.strictObject({
      csv: z.string().min(1).max(2_000_000),
      dryRun: z.boolean().default(false),
    }),
    response: ZLegacyImportReport,
  }),
} satisfies Record<string, AdminCallDef>;

export type AdminCallName = keyof typeof adminCalls;
