import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const depositQueueKey = ['admin', 'deposits'] as const;

/** POST /v2/admin/deposit/list: manual bank transfers by manual status. */
export function listDeposits(request: AdminRequest<typeof adminCalls.adminDepositList>) {
  return adminFetch(adminCalls.adminDepositList, request);
}
