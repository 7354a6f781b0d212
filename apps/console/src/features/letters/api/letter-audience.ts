import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/letter/audience: how many members a letter would reach now (asked before sending). */
export function letterAudience(request: AdminRequest<typeof adminCalls.adminLetterAudience>) {
  return adminFetch(adminCalls.adminLetterAudience, request);
}
