import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/withdrawal/decide: approve (review → withdrawing), paid (→ success), or fail with a reason (the held coins return). */
export function decideWithdrawal(request: AdminRequest<typeof adminCalls.adminWithdrawalDecide>) {
  return adminFetch(adminCalls.adminWithdrawalDecide, request);
}
