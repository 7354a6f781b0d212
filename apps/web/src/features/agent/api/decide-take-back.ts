import type { TMemberAgentTransfer } from '@amigo/contract';
import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const recordAgentTransferDecideCall = callRef('recordAgentTransferDecide', '/v2/app/record/agent/transfer/decide');

/** POST /v2/app/record/agent/transfer/decide: the member approves or declines a take-back their agent asked for. */
export function decideTakeBack(payload: RequestOf<typeof recordAgentTransferDecideCall>): Promise<TMemberAgentTransfer> {
  return callApi(recordAgentTransferDecideCall, payload);
}
