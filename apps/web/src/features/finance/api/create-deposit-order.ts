import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf, ResponseOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

export type CreatedDeposit = ResponseOf<typeof calls.payOrder>;

/**
 * POST /v2/app/pay/order: opens a deposit order (sandbox checkout or manual bank transfer).
 * Each attempt carries a new idempotency key, so a double click or a retried request answers
 * the same order instead of opening two.
 */
export function createDepositOrder(payload: RequestOf<typeof calls.payOrder>): Promise<CreatedDeposit> {
  return callApi(calls.payOrder, payload, { silent: true });
}
