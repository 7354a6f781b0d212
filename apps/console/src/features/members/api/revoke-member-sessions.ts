import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/member/sessions/revoke: ends every session of the member, with a reason. */
export function revokeMemberSessions(request: AdminRequest<typeof adminCalls.adminMemberRevokeSessions>) {
  return adminFetch(adminCalls.adminMemberRevokeSessions, request);
}
