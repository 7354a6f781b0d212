import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TSubMember } from '@amigo/contract';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/sub/member/create: a new direct subordinate. */
export function createSubordinate(payload: RequestOf<typeof calls.agentSubMemberCreate>): Promise<TSubMember> {
  return callApi(calls.agentSubMemberCreate, payload, { silent: true });
}
