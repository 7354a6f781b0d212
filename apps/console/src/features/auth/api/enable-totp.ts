import { adminCalls } from '@amigo/contract';
import { adminFetch, type AdminRequest } from '../../../lib/api.ts';

/** POST /v2/admin/auth/totp/enable: the first code from the authenticator app completes enrolment and the sign-in. */
export function enableTotp(request: AdminRequest<typeof adminCalls.adminTotpEnable>) {
  return adminFetch(adminCalls.adminTotpEnable, request);
}
