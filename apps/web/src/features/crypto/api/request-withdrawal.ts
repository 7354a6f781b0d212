import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TCryptoOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/cpp/coins/withdraw: amount + fee in coins are held at once; the order waits for review. */
export function requestCryptoWithdrawal(payload: RequestOf<typeof calls.coinsWithdraw>): Promise<TCryptoOrder> {
  return callApi(calls.coinsWithdraw, payload, { silent: true });
}
