import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const agentSubMemberReportPageCall = callRef('agentSubMemberReportPage', '/v2/app/agent/sub/member/report/page');

export type MemberReportsRequest = RequestOf<typeof agentSubMemberReportPageCall>;

/** POST /v2/app/agent/sub/member/report/page: one row per direct subordinate. */
export function useMemberReports(payload: MemberReportsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'member-reports', payload],
    queryFn: ({ signal }) => callApi(agentSubMemberReportPageCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
