import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/member/lock: lock (ends every session, refuses sign-in) or unlock, with a reason. */
export function lockMember(request: AdminRequest<typeof adminCalls.adminMemberLock>) {
  return adminFetch(adminCalls.adminMemberLock, request);
}
