import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/kyc/decide: approve a submission, or reject it with a reason the member reads. */
export function decideKyc(request: AdminRequest<typeof adminCalls.adminKycDecide>) {
  return adminFetch(adminCalls.adminKycDecide, request);
}
