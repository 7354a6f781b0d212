import { adminCalls } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from '../../../lib/api.ts';

export const staffKey = ['admin', 'staff'] as const;

/** POST /v2/admin/staff/list: every staff account with roles, enrolment and last sign-in. */
export function listStaff() {
  return adminFetch(adminCalls.adminStaffList, {});
}

export function useStaff() {
  return useQuery({ queryKey: staffKey, queryFn: listStaff });
}
