import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/code: the agent code and referral link. */
export function useReferral() {
  return useQuery({
    queryKey: ['agent', 'code'],
    queryFn: ({ signal }) => callApi(calls.agentCode, {}, { signal }),
    staleTime: Infinity,
  });
}
