import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

export type TeamRechargesRequest = RequestOf<typeof calls.agentSubMemberRechargePage>;

/** POST /v2/app/agent/sub/member/recharge/page: the team's deposit orders. */
export function useTeamRecharges(payload: TeamRechargesRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['agent', 'recharges', payload],
    queryFn: ({ signal }) => callApi(calls.agentSubMemberRechargePage, payload, { signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
