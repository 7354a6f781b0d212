import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const agentSubMemberPageCall = callRef('agentSubMemberPage', '/v2/app/agent/sub/member/page');

export type SubordinatesRequest = RequestOf<typeof agentSubMemberPageCall>;

/** POST /v2/app/agent/sub/member/page: direct subordinates, newest first. */
export function useSubordinates(payload: SubordinatesRequest) {
  return useQuery({
    queryKey: ['agent', 'subordinates', payload],
    queryFn: ({ signal }) => callApi(agentSubMemberPageCall, payload, { signal }),
    placeholderData: keepPreviousData,
  });
}
