import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/**
 * POST /v2/admin/withdrawal/bank-details: the full account to pay (withdrawals.pay). Every call is a
 * view the server audits, so it is made only when the operator asks, and never cached as a query.
 */
export function revealBankDetails(request: AdminRequest<typeof adminCalls.adminWithdrawalBankDetails>) {
  return adminFetch(adminCalls.adminWithdrawalBankDetails, request);
}
