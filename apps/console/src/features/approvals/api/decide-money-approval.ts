import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/money/approval/decide: the second approver applies (once) or rejects another staff member's request. */
export function decideMoneyApproval(request: AdminRequest<typeof adminCalls.adminMoneyApprovalDecide>) {
  return adminFetch(adminCalls.adminMoneyApprovalDecide, request);
}
