import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TDepositOrder } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/pay/manual/submit: the member says the transfer was made; the order is then "in progress". */
export function submitManualTransfer(payload: RequestOf<typeof calls.payManualSubmit>): Promise<TDepositOrder> {
  return callApi(calls.payManualSubmit, payload, { silent: true });
}
