import { useQuery } from '@tanstack/react-query';
import { callRef } from '../../../lib/http/call-ref.ts';
import { callApi } from '../../../lib/http/client.ts';

const agentApplyStatusCall = callRef('agentApplyStatus', '/v2/app/agent/apply/status');

/** POST /v2/app/agent/apply/status: the latest application; checked again every minute while pending. */
export function useApplicationStatus() {
  return useQuery({
    queryKey: ['agent', 'apply-status'],
    queryFn: ({ signal }) => callApi(agentApplyStatusCall, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 60_000 : false),
  });
}
