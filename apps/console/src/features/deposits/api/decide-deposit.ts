import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/deposit/decide: confirm a manual transfer (credits the member once), or fail it with a reason. */
export function decideDeposit(request: AdminRequest<typeof adminCalls.adminDepositDecide>) {
  return adminFetch(adminCalls.adminDepositDecide, request);
}
