import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, page). */
export const approvalQueueKey = ['admin', 'money-approvals'] as const;

/** POST /v2/admin/money/approval/list: every money path's requests by status (waiting ones oldest first). */
export function listMoneyApprovals(request: AdminRequest<typeof adminCalls.adminMoneyApprovalList>) {
  return adminFetch(adminCalls.adminMoneyApprovalList, request);
}
