import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

export type MemberReportsRequest = RequestOf<typeof calls.agentSubMemberReportPage>;

/** POST /v2/app/agent/sub/member/report/page: one row per direct subordinate. */
export function useMemberReports(payload: MemberReportsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'member-reports', payload],
    queryFn: ({ signal }) => callApi(calls.agentSubMemberReportPage, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
