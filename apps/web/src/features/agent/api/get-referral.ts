import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentCodeCall = callRef('agentCode', '/v2/app/agent/code');

/** POST /v2/app/agent/code: the agent code and referral link. */
export function useReferral() {
  return useQuery({
    queryKey: ['agent', 'code'],
    queryFn: ({ signal }) => callApi(agentCodeCall, {}, { signal }),
    staleTime: Infinity,
  });
}
