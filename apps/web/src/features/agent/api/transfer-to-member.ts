import type { TAgentTransfer, TAgentTransferRequest } from '@amigo/contract';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentTypeMemberTransferCall = callRef('agentTypeMemberTransfer', '/v2/app/agent/type/member/transfer');

/** POST /v2/app/agent/type/member/transfer: coins from the agent to a direct subordinate. */
export function transferToMember(payload: TAgentTransferRequest): Promise<TAgentTransfer> {
  return callApi(agentTypeMemberTransferCall, payload, { silent: true });
}
