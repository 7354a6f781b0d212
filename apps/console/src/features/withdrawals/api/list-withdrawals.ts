import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const withdrawalQueueKey = ['admin', 'withdrawals'] as const;

/** POST /v2/admin/withdrawal/list: bank withdrawals by status. */
export function listWithdrawals(request: AdminRequest<typeof adminCalls.adminWithdrawalList>) {
  return adminFetch(adminCalls.adminWithdrawalList, request);
}
