import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const agentSubMemberRechargePageCall = callRef('agentSubMemberRechargePage', '/v2/app/agent/sub/member/recharge/page');

export type TeamRechargesRequest = RequestOf<typeof agentSubMemberRechargePageCall>;

/** POST /v2/app/agent/sub/member/recharge/page: the team's deposit orders. */
export function useTeamRecharges(payload: TeamRechargesRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'recharges', payload],
    queryFn: ({ signal }) => callApi(agentSubMemberRechargePageCall, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
