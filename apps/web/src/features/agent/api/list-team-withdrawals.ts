import { calls, type RequestOf } from '@amigo/contract';
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
