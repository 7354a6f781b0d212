import { callRef, type RequestOf, type ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const payOrderCall = callRef('payOrder', '/v2/app/pay/order');

export type CreatedDeposit = ResponseOf<typeof payOrderCall>;

/**
 * POST /v2/app/pay/order: opens a deposit order (sandbox checkout or manual bank transfer).
 * Each attempt carries a new idempotency key, so a double click or a retried request answers
 * the same order instead of opening two.
 */
export function createDepositOrder(payload: RequestOf<typeof payOrderCall>): Promise<CreatedDeposit> {
  return callApi(payOrderCall, payload, { silent: true });
}
