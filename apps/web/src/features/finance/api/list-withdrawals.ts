import * as calls from '../../../lib/http/calls.generated.ts';
import type { RequestOf } from '../../../lib/http/call-ref.ts';
import type { TPage, TWithdrawalOrder } from '@amigo/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi, type RequestOptions } from '../../../lib/http/client.ts';

export type WithdrawalListRequest = RequestOf<typeof calls.drawList>;

/** POST /v2/app/draw/list: the member's withdrawals, newest first (paged, by status and Tokyo date). */
export function listWithdrawals(payload: WithdrawalListRequest, options: RequestOptions = {}): Promise<TPage<TWithdrawalOrder>> {
  return callApi(calls.drawList, payload, options);
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
