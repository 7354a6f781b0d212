import { adminCalls } from '@amigo/contract';
import { adminFetch } from '../../../lib/api.ts';

/** POST /v2/admin/auth/logout: ends this staff session. */
export function signOut() {
  return adminFetch(adminCalls.adminLogout, {});
}
