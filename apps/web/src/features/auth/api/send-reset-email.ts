import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/auth/send/email: find password step 1 (account and captcha); the same answer whether the account exists. */
export function sendResetEmail(payload: RequestOf<typeof calls.authSendEmail>): Promise<ResponseOf<typeof calls.authSendEmail>> {
  return callApi(calls.authSendEmail, payload, { silent: true });
}
