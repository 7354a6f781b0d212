import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/deposit/refund: start a refund with a reason, then mark it refunded or failed (the coins return). */
export function refundDeposit(request: AdminRequest<typeof adminCalls.adminDepositRefund>) {
  return adminFetch(adminCalls.adminDepositRefund, request);
}
