import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** The list's query key before its filters (status, search, page). */
export const kycQueueKey = ['admin', 'kyc'] as const;

/** POST /v2/admin/kyc/list: KYC submissions by status. */
export function listKycSubmissions(request: AdminRequest<typeof adminCalls.adminKycList>) {
  return adminFetch(adminCalls.adminKycList, request);
}
