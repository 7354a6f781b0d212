import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const refundQueueKey = ['admin', 'refunds'] as const;

/** POST /v2/admin/deposit/refund/list: paid deposits to refund (searchable), refunding and refunded ones. */
export function listRefunds(request: AdminRequest<typeof adminCalls.adminDepositRefundList>) {
  return adminFetch(adminCalls.adminDepositRefundList, request);
}
