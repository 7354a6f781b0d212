import type { TAgentTransfer, TAgentTransferRequest } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentTypeMemberTransferDecreaseCall = callRef(
  'agentTypeMemberTransferDecrease',
  '/v2/app/agent/type/member/transfer/decrease',
);

/** POST /v2/app/agent/type/member/transfer/decrease: coins back from a direct subordinate to the agent. */
export function transferFromMember(payload: TAgentTransferRequest): Promise<TAgentTransfer> {
  return callApi(agentTypeMemberTransferDecreaseCall, payload, { silent: true });
}
