import { calls, type RequestOf, type TDepositOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/pay/manual/submit: the member says the transfer was made; the order is then "in progress". */
export function submitManualTransfer(payload: RequestOf<typeof calls.payManualSubmit>): Promise<TDepositOrder> {
  return callApi(calls.payManualSubmit, payload, { silent: true });
}
