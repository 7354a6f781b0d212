import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/staff/create: a new staff account; they enrol two-factor at their first sign-in. */
export function createStaff(request: AdminRequest<typeof adminCalls.adminStaffCreate>) {
  return adminFetch(adminCalls.adminStaffCreate, request);
}
