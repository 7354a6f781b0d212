import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/balance/adjustment/decide: approve or reject another staff member's pending adjustment. */
export function decideAdjustment(request: AdminRequest<typeof adminCalls.adminAdjustmentDecide>) {
  return adminFetch(adminCalls.adminAdjustmentDecide, request);
}
