import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

export type TeamWithdrawalsRequest = RequestOf<typeof calls.agentSubMemberDrawPage>;

/** POST /v2/app/agent/sub/member/draw/page: the team's withdrawals. */
export function useTeamWithdrawals(payload: TeamWithdrawalsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'withdrawals', payload],
    queryFn: ({ signal }) => callApi(calls.agentSubMemberDrawPage, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
