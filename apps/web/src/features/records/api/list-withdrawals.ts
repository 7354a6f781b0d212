import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TPage, TWithdrawalOrder } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const drawListCall = callRef('drawList', '/v2/app/draw/list');

export type WithdrawalListRequest = RequestOf<typeof drawListCall>;

/** POST /v2/app/draw/list: the member's withdrawals, newest first, by status and Tokyo date range. */
export function listWithdrawals(payload: WithdrawalListRequest, options: RequestOptions = {}): Promise<TPage<TWithdrawalOrder>> {
  return callApi(drawListCall, payload, options);
}

/** Under ['wallet', 'withdrawals'] like the withdrawal page's list, so a new request refreshes both. */
export function useWithdrawalRecords(payload: WithdrawalListRequest, enabled: boolean) {
  return useQuery({
    queryKey: ['wallet', 'withdrawals', payload],
    queryFn: ({ signal }) => listWithdrawals(payload, { signal }),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
