import * as calls from '../../../lib/http/calls.generated.ts';
import type { TAgentTransfer, TAgentTransferRequest } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/type/member/transfer/decrease: coins back from a direct subordinate to the agent. */
export function transferFromMember(payload: TAgentTransferRequest): Promise<TAgentTransfer> {
  return callApi(calls.agentTypeMemberTransferDecrease, payload, { silent: true });
}
