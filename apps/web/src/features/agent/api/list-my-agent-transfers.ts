import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/http/client.ts';

const recordAgentTransferQueryCall = callRef('recordAgentTransferQuery', '/v2/app/record/agent/transfer/query');

export type MyAgentTransfersRequest = RequestOf<typeof recordAgentTransferQueryCall>;

/** POST /v2/app/record/agent/transfer/query: the member's transfers with their agent, newest first. */
export function useMyAgentTransfers(payload: MyAgentTransfersRequest) {
  return useQuery({
    queryKey: ['wallet', 'agent-transfers', payload],
    queryFn: ({ signal }) => callApi(recordAgentTransferQueryCall, payload, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
