import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/auth/login: username, password and (once enrolled) the current code; answers who signed in and whether the code was checked. */
export function signIn(request: AdminRequest<typeof adminCalls.adminLogin>) {
  return adminFetch(adminCalls.adminLogin, request);
}
