import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZOk, ZReason } from './staff-common.ts';
import { ZKycStatus } from './users.ts';

/** Operator calls of the members screen (`members.read`, `members.lock`, docs/console.md). */

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

/** Staff flags on a member: a VIP to look after, a risk to watch, a fraud case. */
export const MEMBER_FLAGS = ['vip', 'risk', 'fraud'] as const;
export type MemberFlag = (typeof MEMBER_FLAGS)[number];

export const ZMemberFlagState = z.object({
  flag: z.enum(MEMBER_FLAGS),
  reason: z.string(),
  setBy: z.string(),
  setAt: z.iso.datetime(),
});
export type TMemberFlagState = z.infer<typeof ZMemberFlagState>;

export const ZMemberNote = z.object({
  id: z.string(),
  text: z.string(),
  staffUsername: z.string(),
  createdAt: z.iso.datetime(),
});
export type TMemberNote = z.infer<typeof ZMemberNote>;

export const ZMemberDetail = ZMemberSummary.extend({
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  recommendedCode: z.string().nullable(),
  kycStatus: ZKycStatus,
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
  /** The agents above the member, the top of the line first and the direct parent last. */
  agentLine: z.array(z.object({ ...ZMemberRef, agentCode: z.string().nullable() })),
  /** Saved bank accounts: the number by its last four only (every role; the bank-cards module never answers more). */
  bankCards: z.array(
    z.object({
      id: z.string(),
      bankName: z.string(),
      branchName: z.string(),
      holderName: z.string(),
      last4: z.string(),
      isDefault: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  /** The staff's flags on the member (issue 21), each with who set it, when and why. */
  flags: z.array(ZMemberFlagState),
  /** Staff notes, newest first (the latest 100). */
  notes: z.array(ZMemberNote),
});
export type TMemberDetail = z.infer<typeof ZMemberDetail>;

/** What a ledger reference points at, read from its `ref` (`deposit:<orderSn>`, `game:<user>:<key>`, …). */
export const LEDGER_REF_KINDS = [
  'deposit',
  'withdrawal',
  'crypto_deposit',
  'crypto_withdrawal',
  'round',
  'agent_transfer',
  'agent_rebate',
  'adjustment',
  'legacy',
  'other',
] as const;
export type LedgerRefKind = (typeof LEDGER_REF_KINDS)[number];

export const ZLedgerEntry = z.object({
  id: z.string(),
  /** Positive: coins into the member's wallet; negative: out of it. */
  amount: z.number().int(),
  /** The wallet's balance right after this transfer. */
  balanceAfter: z.number().int(),
  reason: z.string(),
  ref: z.string(),
  /** The reference made readable: what it is and its own id (order number, round key, transfer or adjustment id). */
  refKind: z.enum(LEDGER_REF_KINDS),
  refId: z.string(),
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

export const usersStaffCalls = {
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
  adminMemberNoteAdd: adminCall({
    path: '/v2/admin/member/note/add',
    auth: 'staff',
    permission: 'members.read',
    summary: 'Adds a staff note to a member’s file (audited; notes are never edited or removed)',
    request: z.strictObject({ userId: ZId, text: z.string().trim().min(1).max(2000) }),
    response: ZMemberNote,
  }),
  adminMemberFlagSet: adminCall({
    path: '/v2/admin/member/flag/set',
    auth: 'staff',
    permission: 'members.lock',
    summary: 'Sets or clears a VIP, risk or fraud flag on a member, with a reason (audited)',
    request: z.strictObject({ userId: ZId, flag: z.enum(MEMBER_FLAGS), on: z.boolean(), reason: ZReason }),
    response: z.object({ flags: z.array(ZMemberFlagState), changed: z.boolean() }),
  }),
  adminMemberRevokeSessions: adminCall({
    path: '/v2/admin/member/sessions/revoke',
    auth: 'staff',
    permission: 'members.lock',
    summary: 'Ends every live session of a member',
    request: z.strictObject({ userId: ZId, reason: ZReason }),
    response: ZOk,
  }),
} satisfies Record<string, AdminCallDef>;
