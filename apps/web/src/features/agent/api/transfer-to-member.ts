import * as calls from '../../../lib/http/calls.generated.ts';
import type { TAgentTransfer, TAgentTransferRequest } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/type/member/transfer: coins from the agent to a direct subordinate. */
export function transferToMember(payload: TAgentTransferRequest): Promise<TAgentTransfer> {
  return callApi(calls.agentTypeMemberTransfer, payload, { silent: true });
}
