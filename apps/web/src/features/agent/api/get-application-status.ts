import * as calls from '../../../lib/http/calls.generated.ts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

/** POST /v2/app/agent/apply/status: the latest application; checked again every minute while pending. */
export function useApplicationStatus() {
  return useQuery({
    queryKey: ['agent', 'apply-status'],
    queryFn: ({ signal }) => callApi(calls.agentApplyStatus, {}, { signal }),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 60_000 : false),
  });
}
