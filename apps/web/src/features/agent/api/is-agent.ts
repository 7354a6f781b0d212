import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/is/agent: whether the member is an approved agent. */
export function useIsAgent() {
  return useQuery({
    queryKey: ['agent', 'is-agent'],
    queryFn: ({ signal }) => callApi(calls.agentIsAgent, {}, { signal }),
    staleTime: 30_000,
  });
}
