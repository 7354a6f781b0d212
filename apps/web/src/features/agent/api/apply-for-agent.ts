import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TAgentApplication } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const agentApplyCall = callRef('agentApply', '/v2/app/agent/apply');

/** POST /v2/app/agent/apply: opens an application for review. */
export function applyForAgent(payload: RequestOf<typeof agentApplyCall>): Promise<TAgentApplication> {
  return callApi(agentApplyCall, payload, { silent: true });
}
