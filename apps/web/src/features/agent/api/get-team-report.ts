import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const agentTypeReportStatisticsCall = callRef('agentTypeReportStatistics', '/v2/app/agent/type/report/statistics');

export type TeamReportRequest = RequestOf<typeof agentTypeReportStatisticsCall>;

/** POST /v2/app/agent/type/report/statistics: team totals over a date range. */
export function useTeamReport(payload: TeamReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'report', payload],
    queryFn: ({ signal }) => callApi(agentTypeReportStatisticsCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
