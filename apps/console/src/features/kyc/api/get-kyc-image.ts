import { adminCalls } from '@amigo/contract';
import { adminFetchBlobUrl, type AdminRequest } from '../../../lib/api.ts';

/**
 * POST /v2/admin/kyc/image: one photo of a submission, fetched with the staff session (never a
 * public URL), as an object URL the caller revokes.
 */
export function getKycImageUrl(request: AdminRequest<typeof adminCalls.adminKycImage>): Promise<string> {
  return adminFetchBlobUrl(adminCalls.adminKycImage, request);
}
