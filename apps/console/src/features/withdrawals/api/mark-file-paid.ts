import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/**
 * POST /v2/admin/withdrawal/paid-batch: marks the orders of one transfer file paid with one bank
 * reference and day; each order answers what happened to it (paid now, already paid, not approved
 * any more, not found).
 */
export function markFilePaid(request: AdminRequest<typeof adminCalls.adminWithdrawalPaidBatch>) {
  return adminFetch(adminCalls.adminWithdrawalPaidBatch, request);
}
