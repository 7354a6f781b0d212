import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentDataStatisticsCall = callRef('agentDataStatistics', '/v2/app/agent/data/statistics');

/** POST /v2/app/agent/data/statistics: the team now, today and this month. */
export function useAgentOverview() {
  return useQuery({
    queryKey: ['agent', 'overview'],
    queryFn: ({ signal }) => callApi(agentDataStatisticsCall, {}, { signal }),
  });
}
