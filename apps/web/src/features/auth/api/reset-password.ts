import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authResetPasswordCall = callRef('authResetPassword', '/v2/app/auth/reset/password');

/** POST /v2/app/auth/reset/password: find password step 2 (account, new password, the e-mailed code). */
export async function resetPassword(payload: RequestOf<typeof authResetPasswordCall>): Promise<void> {
  await callApi(authResetPasswordCall, payload, { silent: true });
}
