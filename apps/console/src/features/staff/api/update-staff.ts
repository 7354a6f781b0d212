import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/staff/update: roles, active/disabled, or a two-factor reset (each ends their sessions). */
export function updateStaff(request: AdminRequest<typeof adminCalls.adminStaffUpdate>) {
  return adminFetch(adminCalls.adminStaffUpdate, request);
}
