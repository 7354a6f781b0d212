import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

export type TeamReportRequest = RequestOf<typeof calls.agentTypeReportStatistics>;

/** POST /v2/app/agent/type/report/statistics: team totals over a date range. */
export function useTeamReport(payload: TeamReportRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'report', payload],
    queryFn: ({ signal }) => callApi(calls.agentTypeReportStatistics, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
