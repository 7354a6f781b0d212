import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const agentApplicationQueueKey = ['admin', 'agent-applications'] as const;

/** POST /v2/admin/agent/application/list: agent applications by status. */
export function listAgentApplications(request: AdminRequest<typeof adminCalls.adminAgentApplicationList>) {
  return adminFetch(adminCalls.adminAgentApplicationList, request);
}
