import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/risk/decide: clear with a note, or escalate (sets the member's risk or fraud flag with the note). */
export function decideRiskAlert(request: AdminRequest<typeof adminCalls.adminRiskDecide>) {
  return adminFetch(adminCalls.adminRiskDecide, request);
}
