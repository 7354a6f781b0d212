import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TWithdrawalOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/**
 * POST /v2/app/draw/withdraw: a withdrawal to a bound card; the coins are held at once and the
 * order waits for review. One idempotency key per attempt.
 */
export function requestWithdrawal(payload: RequestOf<typeof calls.drawWithdraw>): Promise<TWithdrawalOrder> {
  return callApi(calls.drawWithdraw, payload, { silent: true });
}
