import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TSubMember } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

const agentSubMemberCreateCall = callRef('agentSubMemberCreate', '/v2/app/agent/sub/member/create');

/** POST /v2/app/agent/sub/member/create: a new direct subordinate. */
export function createSubordinate(payload: RequestOf<typeof agentSubMemberCreateCall>): Promise<TSubMember> {
  return callApi(agentSubMemberCreateCall, payload, { silent: true });
}
