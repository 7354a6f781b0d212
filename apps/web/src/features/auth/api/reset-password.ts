import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/auth/reset/password: find password step 2 (account, new password, the e-mailed code). */
export async function resetPassword(payload: RequestOf<typeof calls.authResetPassword>): Promise<void> {
  await callApi(calls.authResetPassword, payload, { silent: true });
}
