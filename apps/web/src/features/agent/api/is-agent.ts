import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentIsAgentCall = callRef('agentIsAgent', '/v2/app/agent/is/agent');

/** POST /v2/app/agent/is/agent: whether the member is an approved agent. */
export function useIsAgent() {
  return useQuery({
    queryKey: ['agent', 'is-agent'],
    queryFn: ({ signal }) => callApi(agentIsAgentCall, {}, { signal }),
    staleTime: 30_000,
  });
}
