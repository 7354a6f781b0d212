import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/responsible/end-exclusion: ends an indefinite self-exclusion once its six-month minimum has passed. */
export function endSelfExclusion(request: AdminRequest<typeof adminCalls.adminResponsibleEndExclusion>) {
  return adminFetch(adminCalls.adminResponsibleEndExclusion, request);
}
