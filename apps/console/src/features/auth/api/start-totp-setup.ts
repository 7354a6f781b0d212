import { adminCalls } from '@amigo/contract';
import { adminFetch } from '../../../lib/api.ts';

/** POST /v2/admin/auth/totp/setup: a new secret for the authenticator app, as text and as an otpauth URL. */
export function startTotpSetup() {
  return adminFetch(adminCalls.adminTotpSetup, {});
}
