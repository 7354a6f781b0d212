import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const authPasswordUpdatePaymentCall = callRef('authPasswordUpdatePayment', '/v2/app/auth/password/update/payment');

/**
 * POST /v2/app/auth/password/update/payment: set the 6-digit payment password with the login
 * password the first time, or change it with the old payment password.
 */
export async function setPaymentPassword(payload: RequestOf<typeof authPasswordUpdatePaymentCall>): Promise<void> {
  await callApi(authPasswordUpdatePaymentCall, payload, { silent: true });
}
