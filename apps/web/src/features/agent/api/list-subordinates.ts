import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

export type SubordinatesRequest = RequestOf<typeof calls.agentSubMemberPage>;

/** POST /v2/app/agent/sub/member/page: direct subordinates, newest first. */
export function useSubordinates(payload: SubordinatesRequest) {
  return useQuery({
    queryKey: ['agent', 'subordinates', payload],
    queryFn: ({ signal }) => callApi(calls.agentSubMemberPage, payload, { signal }),
    placeholderData: keepPreviousData,
  });
}
