import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TWithdrawalOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const drawWithdrawCall = callRef('drawWithdraw', '/v2/app/draw/withdraw');

/**
 * POST /v2/app/draw/withdraw: a withdrawal to a bound card; the coins are held at once and the
 * order waits for review. One idempotency key per attempt.
 */
export function requestWithdrawal(payload: RequestOf<typeof drawWithdrawCall>): Promise<TWithdrawalOrder> {
  return callApi(drawWithdrawCall, payload, { silent: true });
}
