import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/agent/rebate/set: an agent's own daily rebate per level in basis points, or null for the hall default. */
export function setAgentRebate(request: AdminRequest<typeof adminCalls.adminAgentRebateSet>) {
  return adminFetch(adminCalls.adminAgentRebateSet, request);
}
