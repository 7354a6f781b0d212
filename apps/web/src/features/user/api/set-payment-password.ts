import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

/**
 * POST /v2/app/auth/password/update/payment: set the 6-digit payment password with the login
 * password the first time, or change it with the old payment password.
 */
export async function setPaymentPassword(payload: RequestOf<typeof calls.authPasswordUpdatePayment>): Promise<void> {
  await callApi(calls.authPasswordUpdatePayment, payload, { silent: true });
}
