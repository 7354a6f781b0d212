import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const agentSubMemberDrawPageCall = callRef('agentSubMemberDrawPage', '/v2/app/agent/sub/member/draw/page');

export type TeamWithdrawalsRequest = RequestOf<typeof agentSubMemberDrawPageCall>;

/** POST /v2/app/agent/sub/member/draw/page: the team's withdrawals. */
export function useTeamWithdrawals(payload: TeamWithdrawalsRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'withdrawals', payload],
    queryFn: ({ signal }) => callApi(agentSubMemberDrawPageCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
