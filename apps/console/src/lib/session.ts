import { adminCalls, type Permission, type TStaffMe } from '@amigo/contract';
import { useQuery } from '@tanstack/react-query';
import { adminFetch } from './api.ts';

export const ME_KEY = ['admin', 'me'] as const;

/**
 * The signed-in staff member (or the error saying nobody is): POST /v2/admin/auth/me. It lives in lib,
 * not in a feature's api/, because the layout, the guards and most features read it.
 */
export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: () => adminFetch(adminCalls.adminMe, {}), retry: false, staleTime: 60_000 });
}

export function can(me: TStaffMe | undefined, permission: Permission): boolean {
  return Boolean(me?.permissions.includes(permission));
}
