import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TDepositOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const payManualSubmitCall = callRef('payManualSubmit', '/v2/app/pay/manual/submit');

/** POST /v2/app/pay/manual/submit: the member says the transfer was made; the order is then "in progress". */
export function submitManualTransfer(payload: RequestOf<typeof payManualSubmitCall>): Promise<TDepositOrder> {
  return callApi(payManualSubmitCall, payload, { silent: true });
}
