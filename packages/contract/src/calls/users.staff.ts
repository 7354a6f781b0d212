import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZId, ZMemberRef, ZOk, ZReason } from './staff-common.ts';

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
  adminMemberRevokeSessions: adminCall({
    path: '/v2/admin/member/sessions/revoke',
    auth: 'staff',
    permission: 'members.lock',
    summary: 'Ends every live session of a member',
    request: z.strictObject({ userId: ZId, reason: ZReason }),
    response: ZOk,
  }),
} satisfies Record<string, AdminCallDef>;
