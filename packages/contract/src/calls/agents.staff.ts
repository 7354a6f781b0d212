import { z } from 'zod';
import { ZPage, ZPageRequest } from '../paging.ts';
import { adminCall, type AdminCallDef, ZAwaitingApproval, ZId, ZMemberRef, ZReason } from './staff-common.ts';

/** Operator calls of agent applications and rebate rates (`agents.review`, docs/console.md). */

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

export const agentsStaffCalls = {
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
    /** `awaitingApproval`: the new rates passed the rebate_rate threshold; they wait in the approval queue. */
    response: z.object({ item: ZAgentRow, changed: z.boolean(), awaitingApproval: ZAwaitingApproval.optional() }),
  }),
} satisfies Record<string, AdminCallDef>;
