import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/agent/application/decide: approve (agent code and place in the hierarchy) or reject with a reason. */
export function decideAgentApplication(request: AdminRequest<typeof adminCalls.adminAgentApplicationDecide>) {
  return adminFetch(adminCalls.adminAgentApplicationDecide, request);
}
