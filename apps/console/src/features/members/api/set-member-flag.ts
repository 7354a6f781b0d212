import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/member/flag/set: sets or clears a VIP, risk or fraud flag, with a reason. */
export function setMemberFlag(request: AdminRequest<typeof adminCalls.adminMemberFlagSet>) {
  return adminFetch(adminCalls.adminMemberFlagSet, request);
}
