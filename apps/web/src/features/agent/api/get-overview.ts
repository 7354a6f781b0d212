import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/data/statistics: the team now, today and this month. */
export function useAgentOverview() {
  return useQuery({
    queryKey: ['agent', 'overview'],
    queryFn: ({ signal }) => callApi(calls.agentDataStatistics, {}, { signal }),
  });
}
