import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TCryptoOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const coinsWithdrawCall = callRef('coinsWithdraw', '/v2/cpp/coins/withdraw');

/** POST /v2/cpp/coins/withdraw: amount + fee in coins are held at once; the order waits for review. */
export function requestCryptoWithdrawal(payload: RequestOf<typeof coinsWithdrawCall>): Promise<TCryptoOrder> {
  return callApi(coinsWithdrawCall, payload, { silent: true });
}
