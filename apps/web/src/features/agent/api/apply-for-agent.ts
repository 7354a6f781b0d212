import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TAgentApplication } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/apply: opens an application for review. */
export function applyForAgent(payload: RequestOf<typeof calls.agentApply>): Promise<TAgentApplication> {
  return callApi(calls.agentApply, payload, { silent: true });
}
