import { callRef, type RequestOf } from '../../../lib/http/call-ref.ts';
import type { TPage, TWithdrawalOrder } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

const drawListCall = callRef('drawList', '/v2/app/draw/list');

export type WithdrawalListRequest = RequestOf<typeof drawListCall>;

/** POST /v2/app/draw/list: the member's withdrawals, newest first (paged, by status and Tokyo date). */
export function listWithdrawals(payload: WithdrawalListRequest, options: RequestOptions = {}): Promise<TPage<TWithdrawalOrder>> {
  return callApi(drawListCall, payload, options);
}

export const withdrawalsQueryKey = (payload: WithdrawalListRequest) => ['wallet', 'withdrawals', payload] as const;

export function useWithdrawals(payload: WithdrawalListRequest) {
  return useQuery({
    queryKey: withdrawalsQueryKey(payload),
    queryFn: ({ signal }) => listWithdrawals(payload, { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
